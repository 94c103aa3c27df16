"""Scenario support for Uno Mostro (docs/scenarios.md): a game set up by hand, and its facts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.notation import parse_seat, seat_text
from game.engine.scenario_setup import number, seat_numbers
from game.engine.zones import issue_instance
from game.rules.uno_mostro import board, combat, moves, turns
from game.rules.uno_mostro.board import HAND_LIMIT, LIFE

SETUP_KEYS = {"hands", "deck", "deck_size", "discard", "boards", "life", "turn", "turns"}

if TYPE_CHECKING:
    from game.rules.uno_mostro.ruleset import UnoMostro


def scenario_setup(rules: UnoMostro, state: dict, setup: Mapping[str, Any]) -> list:
    unknown = sorted(set(setup) - SETUP_KEYS)
    if unknown:
        known = ", ".join(sorted(SETUP_KEYS))
        raise ValueError(f"unknown set-up key {unknown[0]!r} (known: {known})")
    players = state["players"]
    pool = Counter(rules.deck.full())

    def take(cards: Any, where: str) -> list[str]:
        if not isinstance(cards, list):
            raise ValueError(f"{where}: expected a list of cards, got {cards!r}")
        for code in map(str, cards):
            if code not in rules.deck.cards:
                raise ValueError(f"{where}: no card {code!r} in this deck")
            if pool[code] <= 0:
                raise ValueError(f"{where}: no {code} left for it (the deck has too few)")
            pool[code] -= 1
        return [str(code) for code in cards]

    hands = {
        _seat(s, players, "hands"): take(h, f"hands.{s}")
        for s, h in (setup.get("hands") or {}).items()
    }
    boards = {
        _seat(s, players, "boards"): _board(rules, b, f"boards.{s}", take)
        for s, b in (setup.get("boards") or {}).items()
    }
    on_top = take(setup.get("deck") or [], "deck")
    discard = take(setup.get("discard") or [], "discard")
    rest = [code for code, left in pool.items() for _ in range(left)]
    state.update(deck=rest, deck_known=0, discard=discard, chain=[], next_id=1)
    state["boards"] = [[] for _ in range(players)]
    for seat in range(players):
        for entry in boards.get(seat, []):
            _lay(rules, state, seat, entry)
    for seat in range(players):  # a hand not named is dealt at random from the rest
        if seat in hands:
            state["hands"][seat] = hands[seat]
        else:
            state["hands"][seat] = [turns.take_card(state) for _ in range(HAND_LIMIT)]
    if "deck_size" in setup:
        size = int(setup["deck_size"])
        if not len(on_top) <= size <= len(state["deck"]) + len(on_top):
            raise ValueError(f"deck_size: from {len(on_top)} to the cards left")
        while len(state["deck"]) > size - len(on_top):
            state["discard"].append(turns.take_card(state))
    state["deck"] += list(reversed(on_top))
    state["deck_known"] = len(on_top)
    _set_numbers(rules, state, setup)
    try:
        rules.check_invariants(state)
    except AssertionError as exc:
        raise ValueError(f"the set-up breaks a rule of the game: {exc}") from None
    return []


def _board(rules: UnoMostro, given: Any, where: str, take) -> list[list[str]]:
    """A board: a monster's card, or a list of a monster's card and the cards on it."""
    if not isinstance(given, list):
        raise ValueError(f"{where}: expected a list of monsters")
    entries = []
    for entry in given:
        cards = take(entry if isinstance(entry, list) else [entry], where)
        if not cards or rules.deck.role(cards[0]) != "monster":
            raise ValueError(f"{where}: {cards[:1]} is not a monster (1 to 9)")
        for code in cards[1:]:
            if rules.deck.role(code) not in ("plus2", "plus4", "ban"):
                raise ValueError(f"{where}: only a +2, a +4 or a ban goes on a monster")
        entries.append(cards)
    return entries


def _lay(rules: UnoMostro, state: dict, seat: int, cards: list[str]) -> None:
    monster = issue_instance(state, cards[0])
    state["boards"][seat].append(monster)
    for code in cards[1:]:
        board.lay_on(rules.deck, state, seat, monster, issue_instance(state, code))


def _set_numbers(rules: UnoMostro, state: dict, setup: Mapping[str, Any]) -> None:
    players = state["players"]
    if "life" in setup:
        out = "a seat at 0 is out of the game"
        state["life"] = seat_numbers(setup["life"], state["life"], "life", 1, LIFE, out)
    turn = _seat(setup.get("turn", "p1"), players, "turn")
    turns = number(setup.get("turns", 1), "turns", 1)
    state.update(turn=turn, first=turn, turns=turns, phase="main")
    state.update(combat=None, window=None, back="", busy=False, quiet=0)


def inspect(rules: UnoMostro, state: dict) -> dict[str, Any]:
    deck, fight = rules.deck, state["combat"]
    monsters = list(board.monsters(state))
    shown_fight = None
    if fight is not None:
        shown_fight = {
            "defender": seat_text(fight["defender"]),
            "attackers": list(fight["attackers"]),
            "blocks": {
                item["id"]: item["marks"]["blocking"]
                for _, item in monsters
                if "blocking" in item["marks"]
            },
            "left": fight["left"],
        }
    winners = state["winners"]
    return {
        "phase": state["phase"],
        "turn": seat_text(state["turn"]),
        "first": seat_text(state["first"]),
        "turns": state["turns"],
        "life": list(state["life"]),
        "hand_sizes": [len(hand) for hand in state["hands"]],
        "hands": {seat_text(s): sorted(hand) for s, hand in enumerate(state["hands"])},
        "deck_size": len(state["deck"]),
        "discard": list(state["discard"]),
        "chain": [entry["card"] for entry in state["chain"]],
        "chain_ids": [entry["id"] for entry in state["chain"]],
        "boards": {
            seat_text(s): [item["card"] for item in items if board.is_monster(item)]
            for s, items in enumerate(state["boards"])
        },
        "ids": {
            seat_text(s): [item["id"] for item in items] for s, items in enumerate(state["boards"])
        },
        "laid": {
            item["id"]: [i["card"] for i in board.attached(state, owner, item["id"])]
            for owner, item in monsters
            if board.attached(state, owner, item["id"])
        },
        "strength": {item["id"]: board.strength(deck, item) for _, item in monsters},
        "marks": {item["id"]: dict(item["marks"]) for _, item in monsters if item["marks"]},
        "controller": {
            item["id"]: seat_text(board.controller(owner, item)) for owner, item in monsters
        },
        "combat": shown_fight,
        "zeros_unseen": combat.zeros_unseen(deck, state),
        "deciders": [seat_text(s) for s in moves.deciders(state)],
        "quiet": state["quiet"],
        "out": [seat_text(s) for s, life in enumerate(state["life"]) if life == 0],
        "winners": [seat_text(s) for s in winners] if winners is not None else None,
        "reason": state["reason"],
    }


def _seat(value: Any, players: int, where: str) -> int:
    seat = parse_seat(str(value))
    if not 0 <= seat < players:
        raise ValueError(f"{where}: no seat {value} in a {players}-player game")
    return seat

"""Scenario support for Shield War: the toss, the characters and the zones set by hand, and
the facts a scenario may expect (see docs/scenarios.md)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.notation import Event, parse_seat, seat_text
from game.engine.scenario_setup import number, seat_numbers
from game.engine.zones import issue_instance
from game.rules.shield_war.effects import HAND_SIZE, max_health, take_card

SETUP_KEYS = {
    "toss",
    "characters",
    "first",
    "turn",
    "hands",
    "deck",
    "deck_size",
    "discard",
    "health",
    "energy",
    "turns",
}
# Keys that only make sense once both characters are in play.
PLAYING_KEYS = SETUP_KEYS - {"toss", "characters"}

if TYPE_CHECKING:
    from game.rules.shield_war.ruleset import ShieldWar


def scenario_setup(rules: ShieldWar, state: dict, setup: Mapping[str, Any]) -> list[Event]:
    unknown = sorted(set(setup) - SETUP_KEYS)
    if unknown:
        known = ", ".join(sorted(SETUP_KEYS))
        raise ValueError(f"unknown set-up key {unknown[0]!r} (known: {known})")
    if "toss" in setup:
        if "characters" in setup:
            raise ValueError("toss: the characters are picked after the toss; leave one out")
        state["toss"] = _seat(setup["toss"], "toss")
    events: list[Event] = []
    if "characters" in setup:
        _set_characters(rules, state, setup)
        _set_zones(rules, state, setup)
        _set_numbers(rules, state, setup)
    elif set(setup) & PLAYING_KEYS:
        wrong = sorted(set(setup) & PLAYING_KEYS)[0]
        raise ValueError(f"{wrong}: name the characters first (characters: {{p1: ..., p2: ...}})")
    else:  # the game stays at the toss, whose event is the named winner's
        events.append(Event("toss", state["toss"]))
    try:
        rules.check_invariants(state)
    except AssertionError as exc:
        raise ValueError(f"the set-up breaks a rule of the game: {exc}") from None
    return events


def _set_characters(rules: ShieldWar, state: dict, setup: Mapping[str, Any]) -> None:
    given = setup["characters"]
    if not isinstance(given, dict) or len(given) != 2:
        raise ValueError("characters: one for each seat, as {p1: ..., p2: ...}")
    chosen = {_seat(seat, "characters"): str(found) for seat, found in given.items()}
    for found in chosen.values():
        if found not in rules.deck.characters:
            known = ", ".join(rules.deck.characters)
            raise ValueError(f"characters: no character {found!r} (known: {known})")
    if len(set(chosen.values())) != 2:
        raise ValueError("characters: each seat plays another character")
    first = _seat(setup.get("first", "p1"), "first")
    state.update(first_pick=first, first=first, phase="turn", chain=[], winners=None)
    state["characters"] = [c for c in rules.deck.characters if c not in chosen.values()]
    state["slots"] = [[issue_instance(state, chosen[seat])] for seat in (0, 1)]
    state["turn"] = _seat(setup.get("turn", seat_text(first)), "turn")
    for seat in (0, 1):
        found = rules.deck.characters[chosen[seat]]
        state["health"][seat], state["energy"][seat] = found.health, found.energy


def _set_zones(rules: ShieldWar, state: dict, setup: Mapping[str, Any]) -> None:
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
        _seat(s, "hands"): take(h, f"hands.{s}") for s, h in (setup.get("hands") or {}).items()
    }
    on_top = take(setup.get("deck") or [], "deck")
    discard = take(setup.get("discard") or [], "discard")
    rest = [code for code, left in pool.items() for _ in range(left)]
    state.update(deck=rest, deck_known=0, discard=discard)
    for seat in (0, 1):  # a hand not named is dealt at random from the rest
        if seat in hands:
            state["hands"][seat] = hands[seat]
        else:
            state["hands"][seat] = [take_card(state) for _ in range(HAND_SIZE)]
    if "deck_size" in setup:
        size = int(setup["deck_size"])
        if not len(on_top) <= size <= len(state["deck"]) + len(on_top):
            raise ValueError(f"deck_size: from {len(on_top)} to the cards left")
        while len(state["deck"]) > size - len(on_top):
            state["discard"].append(take_card(state))
    state["deck"] += list(reversed(on_top))
    state["deck_known"] = len(on_top)


def _set_numbers(rules: ShieldWar, state: dict, setup: Mapping[str, Any]) -> None:
    """`health` from 1 (a Monster at 0 has lost) to its Monster's own; `energy` from 0."""
    if "health" in setup:
        lost = "at 0 the Monster has lost"
        health = seat_numbers(setup["health"], state["health"], "health", 1, None, lost)
        for seat, value in enumerate(health):
            top = max_health(rules.deck, state, seat)
            number(value, f"health.{seat_text(seat)}", 1, top, "its Monster's health")
        state["health"] = health
    if "energy" in setup:
        state["energy"] = seat_numbers(setup["energy"], state["energy"], "energy")
    if "turns" in setup:
        state["turns"] = number(setup["turns"], "turns")


def inspect(rules: ShieldWar, state: dict) -> dict[str, Any]:
    winners = state["winners"]

    def seat_or_none(seat: int | None) -> str | None:
        return seat_text(seat) if seat is not None else None

    return {
        "phase": state["phase"],
        "toss": seat_text(state["toss"]),
        "first_pick": seat_or_none(state["first_pick"]),
        "first": seat_or_none(state["first"]),
        "turn": seat_or_none(state["turn"]),
        "turns": state["turns"],
        "characters": {seat_text(s): [i["card"] for i in state["slots"][s]] for s in (0, 1)},
        "unpicked": list(state["characters"]),
        "health": list(state["health"]),
        "energy": list(state["energy"]),
        "hand_sizes": [len(hand) for hand in state["hands"]],
        "hands": {seat_text(s): sorted(hand) for s, hand in enumerate(state["hands"])},
        "deck_size": len(state["deck"]),
        "discard": list(state["discard"]),
        "chain": [entry["card"] for entry in state["chain"]],
        "chain_ids": [entry["id"] for entry in state["chain"]],
        "buffs": {seat_text(s): dict(i["marks"]) for s in (0, 1) for i in state["slots"][s]},
        "deciders": [seat_text(s) for s in rules.deciders(state)],
        "winners": [seat_text(s) for s in winners] if winners is not None else None,
        "reason": state["reason"],
    }


def _seat(value: Any, where: str) -> int:
    seat = parse_seat(str(value))
    if seat not in (0, 1):
        raise ValueError(f"{where}: no seat {value} in a two-player game")
    return seat

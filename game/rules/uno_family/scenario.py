"""Scenario support for the UNO family: zones set by hand after the deal, or a deal with the
first cards named (`first_up`), and facts to expect."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.notation import Event, parse_seat, seat_text
from game.engine.scenario_setup import seat_numbers
from game.rules.uno_family import setup as dealing  # `setup` names a scenario's set-up

SETUP_KEYS = {
    "hands",
    "discard",
    "draw",
    "turn",
    "direction",
    "color",
    "scores",
    "dealer",
    "first_up",
}
# The deal decides these itself when `first_up` asks for a deal.
DEALT_KEYS = ("discard", "turn", "direction", "color")

if TYPE_CHECKING:
    from game.rules.uno_family.ruleset import UnoFamily


def scenario_setup(rules: UnoFamily, state: dict, setup: Mapping[str, Any]) -> list[Event]:
    unknown = sorted(set(setup) - SETUP_KEYS)
    if unknown:
        raise ValueError(
            f"unknown set-up key {unknown[0]!r} (known: {', '.join(sorted(SETUP_KEYS))})"
        )
    pool = Counter(rules.cards.full_deck)

    def take(cards: Any, where: str) -> list:
        if not isinstance(cards, list):
            raise ValueError(f"{where}: expected a list of cards, got {cards!r}")
        cards = [str(c) for c in cards]
        for code in cards:
            if code not in rules.cards.kind:
                raise ValueError(f"{where}: no card {code!r} in this deck")
            if pool[code] <= 0:
                copies = rules.cards.full_deck[code]
                raise ValueError(
                    f"{where}: no {code} left for it (the deck has {copies}, "
                    "and the set-up names more)"
                )
            pool[code] -= 1
        return cards

    given_hands = {parse_seat(str(k)): v for k, v in (setup.get("hands") or {}).items()}
    for seat, hand in given_hands.items():
        _check_scenario_seat(rules, state, seat, "hands")
        if hand == []:
            raise ValueError(
                f"hands.{seat_text(seat)}: an empty hand has gone out, and the round is over"
            )
    hands = [
        take(given_hands[s], f"hands.{seat_text(s)}") if s in given_hands else None
        for s in range(state["players"])
    ]
    if "first_up" in setup:
        events = _scenario_deal(rules, state, setup, hands, take)
    else:
        _scenario_zones(rules, state, setup, hands, pool, take)
        events = []
    if "scores" in setup:
        target = state["options"].get("target")
        top, won = (target - 1, f"at {target} the game is won") if target else (None, "")
        state["scores"] = seat_numbers(setup["scores"], state["scores"], "scores", 0, top, won)
    try:
        rules.check_invariants(state)
    except AssertionError as exc:
        raise ValueError(f"the set-up breaks a rule of the game: {exc}") from None
    return events


def _check_scenario_seat(rules: UnoFamily, state: dict, seat: int, where: str) -> int:
    if not 0 <= seat < state["players"]:
        raise ValueError(f"{where}: no seat {seat_text(seat)} in a {state['players']}-player game")
    return seat


def _scenario_deal(
    rules: UnoFamily, state: dict, setup: Mapping[str, Any], hands: list, take
) -> list:
    """`first_up`: the round is dealt again with these cards on top of the pile the first
    card is turned up from, first turned first; the named hands and `draw` cards are set
    aside first, and the deal turns up its first card by the rules."""
    dealt = sorted(key for key in DEALT_KEYS if key in setup)
    if dealt:
        raise ValueError(
            f"first_up: the deal decides {', '.join(DEALT_KEYS)}; leave out {', '.join(dealt)}"
        )
    first_up = take(setup["first_up"], "first_up")
    if not first_up:
        raise ValueError("first_up: name at least one card")
    on_top = take(setup.get("draw") or [], "draw")
    if "dealer" in setup:
        dealer = parse_seat(str(setup["dealer"]))
        state["dealer"] = _check_scenario_seat(rules, state, dealer, "dealer")
    given = {seat: hand for seat, hand in enumerate(hands) if hand is not None}
    events: list[Event] = []
    state["round"] -= 1  # the same round, dealt again
    dealing._start_round(rules, state, events, given, [*reversed(on_top), *reversed(first_up)])
    return events


def _scenario_zones(
    rules: UnoFamily, state: dict, setup: Mapping[str, Any], hands: list, pool: Counter, take
) -> None:
    """Zones overridden after the deal; the game is at the start of the `turn` seat's turn."""

    def keep(cards: list) -> list:
        kept = []
        for code in cards:
            if pool[code] > 0:
                pool[code] -= 1
                kept.append(code)
        return kept

    discard = take(setup["discard"], "discard") if "discard" in setup else None
    on_top = take(setup["draw"], "draw") if "draw" in setup else []
    hands = [h if h is not None else keep(state["hands"][s]) for s, h in enumerate(hands)]
    if discard is None:
        discard = keep(state["discard"])
    if not discard:
        raise ValueError("discard: the discard pile needs at least one card")
    rest = keep(state["draw"])
    rest += [code for code, left in pool.items() for _ in range(left)]
    state.update(
        hands=hands, discard=discard, draw=rest + list(reversed(on_top)), draw_known=len(on_top)
    )
    state.update(phase="play", pending=None, stack=0, called=False, jump_passed=[])
    top = discard[-1]
    if "color" in setup:
        color = rules.deck.color_code(str(setup["color"]))
        if color is None:
            raise ValueError(f"color: expected one of {', '.join(rules.deck.color_names.values())}")
        state["color"] = color
    elif rules.cards.color[top] is not None:
        state["color"] = rules.cards.color[top]
    elif not state["color"]:
        raise ValueError("color: a wild on top needs `color:`")
    if "turn" in setup:
        turn = parse_seat(str(setup["turn"]))
        state["turn"] = _check_scenario_seat(rules, state, turn, "turn")
    if "direction" in setup:
        if setup["direction"] not in (1, -1):
            raise ValueError("direction: expected 1 (clockwise) or -1")
        state["dir"] = setup["direction"]
    if "dealer" in setup:
        dealer = parse_seat(str(setup["dealer"]))
        state["dealer"] = _check_scenario_seat(rules, state, dealer, "dealer")


def inspect(rules: UnoFamily, state: dict) -> dict[str, Any]:
    winners = state["winners"]
    return {
        "turn": seat_text(state["turn"]),
        "phase": state["phase"],
        "direction": state["dir"],
        "color": rules.deck.color_names.get(state["color"], ""),
        "top": state["discard"][-1],
        "hand_sizes": [len(h) for h in state["hands"]],
        "hands": {seat_text(s): sorted(h) for s, h in enumerate(state["hands"])},
        "draw_size": len(state["draw"]),
        "discard_size": len(state["discard"]),
        "scores": list(state["scores"]),
        "winners": [seat_text(s) for s in winners] if winners is not None else None,
        "round": state["round"],
        "dealer": seat_text(state["dealer"]),
        "stack": state["stack"],
        "deciders": [seat_text(s) for s in rules.deciders(state)],
        "turns": list(state["turns"]),
    }

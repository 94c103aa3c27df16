"""Where a Shield War game's cards lie, who may see them, and the state's shape checked."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.engine import rng
from game.engine.zones import (
    CounterSpec,
    ZoneSpec,
    card_of,
    check_zones,
    copy_item,
    seat_zones,
    zone_id,
)
from game.rules.shield_war.cards import Deck
from game.rules.shield_war.effects import max_health

PHASES = ("choose", "pick", "turn", "answer", "over")
SEATS = (0, 1)


def zone_specs() -> tuple[ZoneSpec, ...]:
    return (
        ZoneSpec("deck", "pile", "nobody"),
        ZoneSpec("discard", "pile", "everyone"),
        ZoneSpec("chain", "chain", "everyone"),
        ZoneSpec("characters", "pile", "everyone"),
        *seat_zones("hand", "hand", "owner", 2),
        *seat_zones("character", "slot", "everyone", 2),
    )


def zone_contents(state: dict) -> dict[str, list[Any]]:
    """The state's own lists (changing one changes the game)."""
    contents = {
        "deck": state["deck"],
        "discard": state["discard"],
        "chain": state["chain"],
        "characters": state["characters"],
    }
    for seat in SEATS:
        contents[zone_id("hand", seat)] = state["hands"][seat]
        contents[zone_id("character", seat)] = state["slots"][seat]
    return contents


def counter_specs(deck: Deck, state: dict) -> tuple[CounterSpec, ...]:
    specs = []
    for seat in SEATS:
        top = max_health(deck, state, seat)
        specs.append(CounterSpec(zone_id("health", seat), seat, 0, top))
        specs.append(CounterSpec(zone_id("energy", seat), seat, 0, None))
    return tuple(specs)


def counters(state: dict) -> dict[str, int]:
    values = {}
    for seat in SEATS:
        values[zone_id("health", seat)] = state["health"][seat]
        values[zone_id("energy", seat)] = state["energy"][seat]
    return values


def extras(state: dict) -> dict[str, Any]:
    """The public facts beside the zones: who won the toss, who picked first, who is Player 1,
    whose turn it is and how many turns have been played."""
    return {
        "phase": state["phase"],
        "toss": state["toss"],
        "first_pick": state["first_pick"],
        "first": state["first"],
        "turn": state["turn"],
        "turns": state["turns"],
        "turn_limit": state["options"]["turn_limit"],
        "winners": list(state["winners"]) if state["winners"] is not None else None,
    }


def copy_state(state: dict) -> dict:
    copy = state.copy()
    copy["hands"] = [list(hand) for hand in state["hands"]]
    copy["deck"] = list(state["deck"])
    copy["discard"] = list(state["discard"])
    copy["characters"] = list(state["characters"])
    copy["chain"] = [copy_item(entry) for entry in state["chain"]]
    copy["slots"] = [[copy_item(item) for item in slot] for slot in state["slots"]]
    copy["health"] = list(state["health"])
    copy["energy"] = list(state["energy"])
    if state["winners"] is not None:
        copy["winners"] = list(state["winners"])
    return copy


def check_invariants(deck: Deck, state: dict) -> None:
    assert state["players"] == 2, "Shield War is for two players"
    assert state["phase"] in PHASES, f"unknown phase {state['phase']!r}"
    contents = zone_contents(state)
    check_zones(zone_specs(), contents)
    everything = Counter(card_of(item) for items in contents.values() for item in items)
    whole = Counter(deck.full()) + Counter(list(deck.characters))
    assert everything == whole, "every card and character is in exactly one place"
    for code in state["deck"] + state["discard"] + state["hands"][0] + state["hands"][1]:
        assert isinstance(code, str) and code in deck.cards, "piles and hands hold card codes"
    for entry in state["chain"]:
        assert entry["card"] in deck.cards and entry["marks"]["seat"] in SEATS, "a chain entry"
    _check_seats(deck, state)
    assert 0 <= state["deck_known"] <= len(state["deck"]), "known cards lie in the deck"
    assert 0 <= state["turns"] <= state["options"]["turn_limit"], "turns in range"
    generator = state["rng"]
    assert isinstance(generator, int) and not isinstance(generator, bool), "an integer rng"
    assert rng.generator_of(generator) == state["options"]["generator"], (
        "the rng belongs to the generator the options name"
    )
    assert generator < 0 or generator % 2 == 1, "a lehmer128 state is odd"


def _check_seats(deck: Deck, state: dict) -> None:
    phase = state["phase"]
    for seat in SEATS:
        slot = state["slots"][seat]
        assert len(slot) <= 1, "one character a seat"
        assert all(card_of(item) in deck.characters for item in slot), "a slot holds a character"
        assert 0 <= state["health"][seat] <= max_health(deck, state, seat), "health in range"
        assert state["energy"][seat] >= 0, "energy is never negative"
    assert state["toss"] in SEATS, "the toss has a winner"
    if phase not in ("choose", "pick"):
        assert all(state["slots"]), "both characters picked"
        assert state["turn"] in SEATS and state["first"] in SEATS, "a turn belongs to a seat"
    assert (phase == "answer") == bool(state["chain"]) or phase == "over", "a chain is answered"
    assert (phase == "over") == (state["winners"] is not None), "winners once over"

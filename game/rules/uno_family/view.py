"""What a seat may see of a UNO-family game, and the state's shape checked."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from game.engine import rng
from game.engine.contract import Result, check_seat
from game.engine.decision import Decision
from game.engine.zones import CounterSpec, ZoneSpec, seat_counters, seat_zones, zone_id

if TYPE_CHECKING:
    from game.rules.uno_family.ruleset import UnoFamily


def observe(rules: UnoFamily, state: dict, seat: int | None) -> dict[str, Any]:
    if seat is not None:  # None is the public view; -1 is not the last seat
        seat = check_seat(seat, state["players"])
    pending = state["pending"] or {}
    public_pending = {k: v for k, v in pending.items() if k not in ("guilty", "card")}
    if state["phase"] == "drawn" and seat == pending.get("seat"):
        public_pending["card"] = pending["card"]
    elif "card" in pending and state["phase"] != "drawn":
        public_pending["card"] = pending["card"]  # a played card is public
    if "waiting" in public_pending:
        public_pending["waiting"] = list(public_pending["waiting"])
    return {
        "ruleset": state["ruleset"],
        "seat": seat,
        "players": state["players"],
        "hand": list(state["hands"][seat]) if seat is not None else None,
        "hand_sizes": [len(h) for h in state["hands"]],
        "top": state["discard"][-1],
        "discard": list(state["discard"]),
        "draw_size": len(state["draw"]),
        "color": state["color"],
        "direction": state["dir"],
        "turn": state["turn"],
        "phase": state["phase"],
        "pending": public_pending,
        "stack": state["stack"],
        "deciders": _public_deciders(rules, state, seat),
        "scores": list(state["scores"]),
        "round": state["round"],
        "dealer": state["dealer"],
        "turns": list(state["turns"]),
        "options": dict(state["options"]),
        "winners": list(state["winners"]) if state["winners"] is not None else None,
    }


# -- the generic view: zones, counters, the decision ------------------------------------
def zone_specs(rules: UnoFamily, state: dict) -> tuple[ZoneSpec, ...]:
    players = state["players"]
    return (
        ZoneSpec("draw", "pile", "nobody"),
        ZoneSpec("discard", "pile", "everyone"),
        *seat_zones("hand", "hand", "owner", players),
    )


def zone_contents(rules: UnoFamily, state: dict) -> dict[str, list[Any]]:
    contents: dict[str, list[Any]] = {"draw": state["draw"], "discard": state["discard"]}
    for seat, hand in enumerate(state["hands"]):
        contents[zone_id("hand", seat)] = hand
    return contents


def counter_specs(rules: UnoFamily, state: dict) -> tuple[CounterSpec, ...]:
    return seat_counters("score", state["players"])


def counters(rules: UnoFamily, state: dict) -> dict[str, int]:
    return {zone_id("score", seat): score for seat, score in enumerate(state["scores"])}


def decision(rules: UnoFamily, state: dict) -> Decision | None:
    """A turn, or the window to catch a missed UNO call. A chance to jump in is offered
    to the holders of the top card alone, so it is not told here: asking them would say
    who holds it (it stays a private extra of their own view)."""
    phase = state["phase"]
    if phase == "over":
        return None
    if phase == "catch":
        waiting = tuple(state["pending"]["waiting"])
        return Decision(waiting, "window", optional=True, prompt="decision.catch")
    seat = state["turn"] if phase == "play" else state["pending"]["seat"]
    return Decision((seat,), "turn", prompt=f"decision.{phase}")


def view_extras(rules: UnoFamily, state: dict, seat: int | None) -> dict[str, Any]:
    seen = rules.observe(state, seat)
    for key in ("seat", "players", "hand", "hand_sizes", "discard", "draw_size", "scores"):
        del seen[key]
    return seen


def _public_deciders(rules: UnoFamily, state: dict, seat: int | None) -> list[int]:
    """Who is deciding, as the table sees it: a chance to jump in is private."""
    deciders = list(rules.deciders(state))
    if state["phase"] != "play":
        return deciders
    return [s for s in deciders if s == state["turn"] or s == seat]


def result(rules: UnoFamily, state: dict) -> Result | None:
    if state["phase"] != "over":
        return None
    hands = state["hands"]
    return Result(
        winners=tuple(state["winners"]),
        scores=tuple(state["scores"]),
        reason=state["reason"],
        details={
            "hands_left": [list(h) for h in hands],  # shown for the count: public now
            "points_left": [sum(rules.cards.points[c] for c in h) for h in hands],
            "rounds": state["round"],
        },
    )


def copy_state(rules: UnoFamily, state: dict) -> dict:
    copy = state.copy()
    copy["hands"] = [list(h) for h in state["hands"]]
    copy["draw"] = list(state["draw"])
    copy["discard"] = list(state["discard"])
    copy["turns"] = list(state["turns"])
    copy["scores"] = list(state["scores"])
    copy["jump_passed"] = list(state["jump_passed"])
    pending = state["pending"]
    if pending is not None:
        copy["pending"] = pending = dict(pending)
        if "waiting" in pending:
            pending["waiting"] = list(pending["waiting"])
    return copy


def check_invariants(rules: UnoFamily, state: dict) -> None:
    players = state["players"]
    assert rules.min_players <= players <= rules.max_players, "player count out of range"
    assert len(state["hands"]) == players, "one hand per seat"
    everything = Counter(state["draw"]) + Counter(state["discard"])
    for hand in state["hands"]:
        everything.update(hand)
    assert everything == rules.cards.full_deck, "every card of the deck is in exactly one place"
    assert state["discard"], "the discard pile always shows a card"
    assert 0 <= state["turn"] < players, "the turn belongs to a seat"
    assert state["dir"] in (1, -1), "direction is 1 or -1"
    assert state["phase"] in rules.phases, f"unknown phase {state['phase']!r}"
    assert (
        state["phase"] == "over"
        or state["color"] in rules.deck.color_names
        or (state["phase"] == "color" and state["pending"].get("first"))
    ), "a current color once the first card is settled"
    assert state["stack"] >= 0, "the draw stack is never negative"
    assert 0 <= state["draw_known"] <= len(state["draw"]), "known cards lie in the draw pile"
    generator = state["rng"]
    assert isinstance(generator, int) and not isinstance(generator, bool), "an integer rng"
    assert rng.generator_of(generator) == state["options"]["generator"], (
        "the rng belongs to the generator the options name"
    )
    assert generator < 0 or generator % 2 == 1, "a lehmer128 state is odd"
    assert all(state["hands"]) or state["phase"] == "over", "an empty hand ends the round"
    for seat in rules.deciders(state):
        assert 0 <= seat < players, "deciders are seats"

"""A whole K-Mon state from what one seat sees, for the search (see docs/engine.md).

A seat knows its own deck list, so its unseen cards are its deck's less what it sees of them.
It does not know the opponent's deck list: the sampler (game/ai/kmon_sampler.py) makes one up
for each world, from the cards the opponent has shown and cards its K-Mon team may hold, and
passes it in the filling as `list:pN`. The rest is the view copied back into a state, with a
fresh generator.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.engine import rng
from game.engine.zones import card_of, copy_item, zone_id
from game.rules.kmon import state as st


def shown_cards(observation: Mapping[str, Any], seat: int) -> Counter:
    """The cards of `seat`'s deck the view shows: its discard pile, the cards it laid on any
    K-Mon, its cards on the chain (and its hand and the cards it looks at, where seen)."""
    zones = observation["zones"]
    shown: Counter = Counter()
    for name in ("hand", "seen", "discard"):
        shown.update(card_of(item) for item in zones[zone_id(name, seat)]["cards"] or ())
    for owner in st.SEATS:
        for name in ("active", "bench"):
            for item in zones[zone_id(name, owner)]["cards"]:
                if "on" in item["marks"] and item["marks"]["by"] == seat:
                    shown[item["card"]] += 1
    for item in zones["chain"]["cards"]:
        if item["marks"]["seat"] == seat:
            shown[item["card"]] += 1
    return shown


def unseen_cards(lists: list[list[str]], observation: Mapping[str, Any]) -> dict[int, list[str]]:
    """Each seat's cards the observer cannot see, from the deck lists given (the observer's
    own, and one made up for the opponent)."""
    unseen = {}
    for seat in st.SEATS:
        left = Counter(lists[seat]) - shown_cards(observation, seat)
        unseen[seat] = sorted(left.elements())
    return unseen


def world(
    observation: Mapping[str, Any], filling: Mapping[str, list[str]], seed: int
) -> dict[str, Any]:
    """`filling` holds each hidden zone's cards (a deck's below its known top cards), each
    seat's deck list (`list:pN`) and the known top cards of a deck (`top:pN`, first drawn
    first)."""
    zones, counters, extras = observation["zones"], observation["counters"], observation["extras"]

    def cards(zone: str) -> list[Any]:
        shown = zones[zone]["cards"]
        items = list(filling.get(zone, ())) if shown is None else shown
        return [copy_item(item) for item in items]

    seer = st.looker(extras)
    winners = extras["winners"]
    state = {
        "ruleset": "kmon",
        "options": {"generator": rng.DEFAULT},
        "players": 2,
        "rng": rng.seed_state(seed, rng.DEFAULT),
        "phase": extras["phase"],
        "toss": extras["toss"],
        "first": extras["first"],
        "turn": extras["turn"],
        "turns": extras["turns"],
        "step": extras["step"],
        "switched": extras["switched"],
        "teams": [list(team) for team in extras["teams"]],
        "decks": [
            cards(zone_id("deck", s)) + list(filling.get(zone_id("top", s), ())) for s in st.SEATS
        ],
        "tops": [list(filling.get(zone_id("top", s), ())) for s in st.SEATS],
        "lists": [sorted(filling[zone_id("list", s)]) for s in st.SEATS],
        "hands": [cards(zone_id("hand", s)) for s in st.SEATS],
        "discards": [cards(zone_id("discard", s)) for s in st.SEATS],
        "active": [cards(zone_id("active", s)) for s in st.SEATS],
        "bench": [cards(zone_id("bench", s)) for s in st.SEATS],
        "chain": cards("chain"),
        "stack": [
            dict(entry, boosts=list(entry["boosts"]), ids=list(entry["ids"]))
            for entry in extras["stack"]
        ],
        "charges": [counters[zone_id("charges", s)] for s in st.SEATS],
        "pending": [dict(entry) for entry in extras["pending"]],
        "pay": dict(extras["pay"]) if extras["pay"] else None,
        "seen": cards(zone_id("seen", seer)),
        "winners": list(winners) if winners is not None else None,
        "reason": extras["reason"],
        "next_id": extras["next_id"],
    }
    return state

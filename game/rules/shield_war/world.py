"""A whole Shield War state from what one seat sees, for the search (see docs/engine.md).

Everything but the hands and the deck is public, and the deck is drawn from at random, so a
world is the view copied back into a state, with the unseen cards dealt to the opponent's hand
and the deck, a fresh generator, and instance ids that go on after the highest one in view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.engine import rng
from game.engine.zones import copy_item, unseen, zone_id
from game.rules.shield_war.cards import Deck
from game.rules.shield_war.view import SEATS


def unseen_cards(deck: Deck, observation: Mapping[str, Any]) -> list[str]:
    """The cards the observing seat cannot see: the deck's and the characters' less the view's."""
    return unseen(Counter(deck.full()) + Counter(list(deck.characters)), observation)


def world(
    observation: Mapping[str, Any], filling: Mapping[str, list[str]], seed: int
) -> dict[str, Any]:
    zones, counters, extras = observation["zones"], observation["counters"], observation["extras"]

    def cards(zone: str) -> list[Any]:
        shown = zones[zone]["cards"]
        items = list(filling.get(zone, ())) if shown is None else shown
        return [copy_item(item) for item in items]

    options = {"turn_limit": extras["turn_limit"], "generator": rng.DEFAULT}
    winners = extras["winners"]
    return {
        "ruleset": "shield-war",
        "options": options,
        "players": 2,
        "rng": rng.seed_state(seed, rng.DEFAULT),
        "phase": extras["phase"],
        "toss": extras["toss"],
        "first_pick": extras["first_pick"],
        "first": extras["first"],
        "turn": extras["turn"],
        "turns": extras["turns"],
        "characters": cards("characters"),
        "slots": [cards(zone_id("character", seat)) for seat in SEATS],
        "deck": cards("deck"),
        "deck_known": 0,
        "discard": cards("discard"),
        "chain": cards("chain"),
        "hands": [cards(zone_id("hand", seat)) for seat in SEATS],
        "health": [counters[zone_id("health", seat)] for seat in SEATS],
        "energy": [counters[zone_id("energy", seat)] for seat in SEATS],
        "winners": list(winners) if winners is not None else None,
        "reason": "",
        "next_id": _next_id(zones),
    }


def _next_id(zones: Mapping[str, Any]) -> int:
    """One past the highest instance number in view: a new instance never takes an old id."""
    numbers = [
        int(item["id"][1:])
        for shown in zones.values()
        for item in shown["cards"] or ()
        if isinstance(item, dict)
    ]
    return max(numbers, default=0) + 1

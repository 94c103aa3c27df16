"""A whole Uno Mostro state from what one seat sees, for the search (see docs/engine.md).

Everything but the hands and the deck is public, and the deck is drawn from at random, so a
world is the view copied back into a state (the view's extras carry the turn's bookkeeping),
with the unseen cards dealt to the other hands and the deck, and a fresh generator.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.engine import rng
from game.engine.zones import copy_item, unseen, zone_id
from game.rules.uno_mostro.cards import Deck


def unseen_cards(deck: Deck, observation: Mapping[str, Any]) -> list[str]:
    """The cards the observing seat cannot see: the deck's less the view's."""
    return unseen(Counter(deck.full()), observation)


def world(
    observation: Mapping[str, Any], filling: Mapping[str, list[str]], seed: int
) -> dict[str, Any]:
    zones, counters, extras = observation["zones"], observation["counters"], observation["extras"]
    players = observation["players"]

    def cards(zone: str) -> list[Any]:
        shown = zones[zone]["cards"]
        items = list(filling.get(zone, ())) if shown is None else shown
        return [copy_item(item) for item in items]

    # The bookkeeping is plain data: a JSON round trip copies it deep.
    book = json.loads(json.dumps({key: extras[key] for key in ("combat", "window", "winners")}))
    return {
        "ruleset": "uno-mostro",
        "options": {"generator": rng.DEFAULT},
        "players": players,
        "rng": rng.seed_state(seed, rng.DEFAULT),
        "phase": extras["phase"],
        "first": extras["first"],
        "turn": extras["turn"],
        "turns": extras["turns"],
        "deck": cards("deck"),
        "deck_known": 0,
        "discard": cards("discard"),
        "chain": cards("chain"),
        "hands": [cards(zone_id("hand", seat)) for seat in range(players)],
        "boards": [cards(zone_id("board", seat)) for seat in range(players)],
        "life": [counters[zone_id("life", seat)] for seat in range(players)],
        "combat": book["combat"],
        "window": book["window"],
        "back": extras["back"],
        "busy": extras["busy"],
        "quiet": extras["quiet"],
        "winners": book["winners"],
        "reason": extras["reason"],
        "next_id": extras["next_id"],
    }

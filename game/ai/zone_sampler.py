"""The search's sampler for any ruleset whose only hidden information is where its unseen
cards lie: a generic deal over the zones a seat cannot see.

The ruleset says what is hidden (`Ruleset.unseen_cards`: the cards of the game less every
card the seat's view shows) and builds a whole state from a filling of its hidden zones
(`Ruleset.world`). This sampler shuffles the unseen cards with the agent's own generator and
deals them to the hidden zones by their sizes, as they are public: nothing is read from the
real game, so a search never learns a card its seat could not see.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.ismcts import Sampler
from game.engine.contract import Observation, State


def hidden_zones(observation: Observation) -> list[tuple[str, int]]:
    """The zones whose cards the observing seat cannot see, with their sizes, in view order."""
    return [
        (zone, shown["size"])
        for zone, shown in observation["zones"].items()
        if shown["cards"] is None and shown["size"]
    ]


def deal_unseen(
    observation: Observation, unseen: list[str], rng: random.Random
) -> dict[str, list[str]]:
    """The unseen cards shuffled and dealt to the hidden zones by their sizes."""
    zones = hidden_zones(observation)
    wanted = sum(size for _, size in zones)
    if wanted != len(unseen):
        raise ValueError(f"{len(unseen)} unseen cards for {wanted} hidden places")
    pool = list(unseen)
    rng.shuffle(pool)
    filling, start = {}, 0
    for zone, size in zones:
        filling[zone] = pool[start : start + size]
        start += size
    return filling


class ZoneSampler(Sampler):
    """Worlds dealt from the unseen cards; see the module's docstring."""

    def determinize(
        self, observation: Observation, rng: random.Random, memory: dict[str, Any]
    ) -> State:
        unseen = self.ruleset.unseen_cards(observation)
        filling = deal_unseen(observation, unseen, rng)
        return self.ruleset.world(observation, filling, rng.getrandbits(63))

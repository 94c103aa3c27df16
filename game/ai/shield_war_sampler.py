"""What Shield War's search needs beyond the generic sampler: a cheap playout that plays the
game as it is meant (attack, and shield when one can), and the odds of a stopped playout."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.ai.zone_sampler import ZoneSampler
from game.engine.contract import State
from game.engine.notation import Action

ATTACK_CHANCE = 0.85  # a playout attacks when it can, mostly; else the ability
SHIELD_CHANCE = 0.6  # and answers with a shield when it has one, more often than not
HEALTH_SCALE = 5.0  # health points of lead that make a stopped playout about 73% to 27%


class ShieldWarSampler(ZoneSampler):
    def playout_action(
        self, state: State, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        attacks = [action for action in legal if action.verb == "attack"]
        if attacks and rng.random() < ATTACK_CHANCE:
            return rng.choice(attacks)
        shields = [action for action in legal if action.verb == "shield"]
        if shields and rng.random() < SHIELD_CHANCE:
            return rng.choice(shields)
        others = [action for action in legal if action.verb in ("pass", "ability")]
        return rng.choice(others or list(legal))

    def estimate(self, state: State, players: int) -> list[float]:
        """Each seat's odds from the health it leads by."""
        lead = (state["health"][0] - state["health"][1]) / HEALTH_SCALE
        first = 1.0 / (1.0 + math.exp(-lead))
        return [first, 1.0 - first]

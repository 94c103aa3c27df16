"""What Uno Mostro's search needs beyond the generic sampler: a playout that plays the game
as the heuristic does (now and then any legal move, so the playouts do not all agree), and
the odds of a playout stopped by its length cap, from the life totals and the boards.

The worlds come from the generic sampler (`game/ai/zone_sampler.py`): the cards a seat
cannot see dealt over the other hands and the deck by their sizes, through the ruleset's
`unseen_cards` and `world`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.ai.uno_mostro_heuristic import choose
from game.ai.uno_mostro_table import from_state, power
from game.ai.zone_sampler import ZoneSampler
from game.engine.contract import State
from game.engine.notation import Action

WANDER = 0.1  # the share of a playout's moves made at random
# A stopped playout: each seat's standing is its life, plus what its monsters and its hand
# are worth in life points; the odds go as exp(standing / SCALE).
BOARD_WORTH = 2.0  # per point of strength on the board
HAND_WORTH = 3.0  # per card in hand
SCALE = 12.0


class UnoMostroSampler(ZoneSampler):
    def playout_action(
        self, state: State, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        if rng.random() < WANDER:
            return rng.choice(legal)
        return choose(from_state(state, seat), legal)

    def estimate(self, state: State, players: int) -> list[float]:
        """Each seat's odds from its life, its monsters' strength and its hand."""
        return standing_odds(state)


def standing(state: State, seat: int) -> float:
    if state["life"][seat] <= 0:
        return -math.inf
    strength = sum(
        power(item)
        for item in state["boards"][seat]
        if "on" not in item["marks"] and item["marks"].get("bans", 0) < 2
    )
    return state["life"][seat] + BOARD_WORTH * strength + HAND_WORTH * len(state["hands"][seat])


def standing_odds(state: State) -> list[float]:
    scores = [standing(state, seat) for seat in range(state["players"])]
    top = max(scores)
    weights = [math.exp((s - top) / SCALE) if s > -math.inf else 0.0 for s in scores]
    total = sum(weights)
    return [w / total for w in weights]

"""Match Out's careful player: keeps the color it holds most of for last, sheds high numbers."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.ai.agent import Agent
from game.engine.contract import Observation
from game.engine.notation import Action
from game.engine.zones import zone_id


class MatchOutHeuristic(Agent):
    name = "heuristic"

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        plays = [action for action in legal if action.verb == "play"]
        if not plays:
            return legal[0]
        hand = observation["zones"][zone_id("hand", observation["seat"])]["cards"] or []
        colors = Counter(code[0] for code in hand)
        # A card of a color held often can follow itself later; shed the others first.
        return min(plays, key=lambda a: (colors[a.args[0][0]], -int(a.args[0][1:]), a.args[0]))

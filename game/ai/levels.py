"""The levels the app offers (Easy, Normal, Hard), made for a ruleset from its own players.

Normal is the ruleset's heuristic. Easy is the same player, who now and then does not think
and makes any legal move. Hard is the information-set search in its paired form, guided by the
heuristic, over worlds its ruleset's sampler deals. A ruleset registers its levels with one
call once it has a heuristic and a sampler; UNO keeps levels tuned of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.agent import Agent, make_agent, register_agent
from game.engine.contract import Observation
from game.engine.notation import Action

EASY_BLUNDER = 0.35  # the share of Easy's moves made without a thought
HARD_SEARCH = {"guide": "heuristic", "root": "paired"}


class Careless(Agent):
    """Another agent's move, or with chance `blunder` any legal move at all."""

    def __init__(self, ruleset_id: str, seed: int, guide: str, blunder: float, **config: Any):
        super().__init__(ruleset_id, seed)
        self.guide = make_agent(guide, ruleset_id, seed, **config)
        self.blunder = blunder
        self.watches = self.guide.watches

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        thought = self.guide.act(observation, legal)  # the guide's memory stays in step
        return self.random.choice(legal) if self.random.random() < self.blunder else thought

    def watch(self, observation: Observation) -> None:
        self.guide.watch(observation)


def register_levels(
    ruleset_ids: Sequence[str], guide: str = "heuristic", search: Mapping[str, Any] | None = None
) -> None:
    """Easy, Normal and Hard for `ruleset_ids`, from their `guide` and their sampler; `search`
    changes Hard's settings (its budget, say) for these rulesets."""
    tuned = {**HARD_SEARCH, "guide": guide, **(search or {})}

    @register_agent("easy", ruleset_ids)
    def easy(ruleset_id: str, seed: int, **config: Any) -> Agent:
        agent = Careless(ruleset_id, seed, guide, config.pop("blunder", EASY_BLUNDER), **config)
        agent.name = "easy"
        return agent

    @register_agent("normal", ruleset_ids)
    def normal(ruleset_id: str, seed: int, **config: Any) -> Agent:
        agent = make_agent(guide, ruleset_id, seed, **config)
        agent.name = "normal"
        return agent

    @register_agent("hard", ruleset_ids)
    def hard(ruleset_id: str, seed: int, **config: Any) -> Agent:
        from game.ai.ismcts import ISMCTSAgent

        agent = ISMCTSAgent(ruleset_id, seed, **{**tuned, **config})
        agent.name = "hard"
        return agent

    register_agent("ismcts", ruleset_ids)(_ismcts)


def _ismcts(ruleset_id: str, seed: int, **config: Any) -> Agent:
    from game.ai.ismcts import ISMCTSAgent

    return ISMCTSAgent(ruleset_id, seed, **config)

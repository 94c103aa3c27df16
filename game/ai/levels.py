"""The levels the app offers (Easy, Normal, Hard), made for a ruleset from its own players.

Normal is the ruleset's heuristic. Easy is the same player, who now and then does not think
and makes any legal move. Hard is the information-set search in its paired form, guided by the
heuristic, over worlds its ruleset's sampler deals. A game declares its levels with one
call once it has a heuristic and a sampler; UNO keeps levels tuned of its own.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.agent import Agent, AgentFactory, make_agent
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


def levels(guide: AgentFactory, search: Mapping[str, Any] | None = None) -> dict[str, AgentFactory]:
    """A game's players by name: its `guide` (its heuristic) and Easy, Normal and Hard made
    from it and its sampler, with the search itself; `search` changes Hard's settings (its
    budget, say). A game declares them in its `GameSpec.agents`."""
    tuned = {**HARD_SEARCH, **(search or {})}

    def easy(ruleset_id: str, seed: int, **config: Any) -> Agent:
        agent = Careless(
            ruleset_id, seed, "heuristic", config.pop("blunder", EASY_BLUNDER), **config
        )
        agent.name = "easy"
        return agent

    def normal(ruleset_id: str, seed: int, **config: Any) -> Agent:
        agent = make_agent("heuristic", ruleset_id, seed, **config)
        agent.name = "normal"
        return agent

    def hard(ruleset_id: str, seed: int, **config: Any) -> Agent:
        from game.ai.ismcts import ISMCTSAgent

        agent = ISMCTSAgent(ruleset_id, seed, **{**tuned, **config})
        agent.name = "hard"
        return agent

    return {"heuristic": guide, "easy": easy, "normal": normal, "hard": hard, "ismcts": _ismcts}


def _ismcts(ruleset_id: str, seed: int, **config: Any) -> Agent:
    from game.ai.ismcts import ISMCTSAgent

    return ISMCTSAgent(ruleset_id, seed, **config)

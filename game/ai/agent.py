"""The one interface every computer player implements, and the registry of agents by name."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import Any

from game.engine.contract import Observation
from game.engine.notation import Action


class Agent(ABC):
    """Chooses one of the legal actions from what its seat may see.

    An agent is given nothing but the observation of its own seat and the legal actions, so
    it cannot read a card its seat could not see.
    """

    name = ""
    # An agent that learns from the table between its own decisions sets this; it is then shown
    # its own seat's observation after every action (`watch`), and nothing more.
    watches = False

    def __init__(self, ruleset_id: str, seed: int):
        self.ruleset_id = ruleset_id
        self.random = random.Random(seed)

    @abstractmethod
    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        """One of `legal` (never empty)."""

    def watch(self, observation: Observation) -> None:
        """What this seat sees after an action by anyone (called only when `watches`)."""
        return None


class RandomAgent(Agent):
    """Uniform over the legal actions."""

    name = "random"

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return self.random.choice(legal)


AgentFactory = Callable[[str, int], Agent]
# name -> {ruleset id or "*" -> factory}
_AGENTS: dict[str, dict[str, AgentFactory]] = {}


def register_agent(name: str, ruleset_ids: Sequence[str] = ("*",)):
    """Decorator: register a factory for `name`, for some rulesets or all ("*")."""

    def wrap(factory: AgentFactory) -> AgentFactory:
        table = _AGENTS.setdefault(name, {})
        for ruleset_id in ruleset_ids:
            if ruleset_id in table:
                raise ValueError(f"agent {name!r} registered twice for {ruleset_id!r}")
            table[ruleset_id] = factory
        return factory

    return wrap


def agent_names(ruleset_id: str | None = None) -> list[str]:
    _load_builtin()
    return sorted(
        name
        for name, table in _AGENTS.items()
        if ruleset_id is None or ruleset_id in table or "*" in table
    )


def make_agent(name: str, ruleset_id: str, seed: int, **config: Any) -> Agent:
    """A new agent called `name` for a game of `ruleset_id`; KeyError names the choices."""
    _load_builtin()
    table = _AGENTS.get(name, {})
    factory = table.get(ruleset_id) or table.get("*")
    if factory is None:
        known = ", ".join(agent_names(ruleset_id))
        raise KeyError(f"no agent {name!r} for {ruleset_id} (agents: {known})")
    return factory(ruleset_id, seed, **config)


register_agent("random")(RandomAgent)


def _load_builtin() -> None:
    import game.ai.ismcts  # noqa: F401
    import game.ai.kmon_heuristic  # noqa: F401
    import game.ai.kmon_sampler  # noqa: F401
    import game.ai.shield_war_heuristic  # noqa: F401
    import game.ai.shield_war_sampler  # noqa: F401
    import game.ai.uno_heuristic  # noqa: F401
    import game.ai.uno_mostro_heuristic  # noqa: F401
    import game.ai.uno_mostro_sampler  # noqa: F401
    import game.ai.uno_sampler  # noqa: F401

"""The one interface every computer player implements, and the registry of agents by name."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.engine import registry
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
    # A player that can use what a search it guides remembers of the table sets this; the
    # search then hands it its memory (`memory`).
    reads_memory = False

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


AgentFactory = Callable[..., Agent]
# Players of every game, without being declared by any: a game declares its own players in its
# `GameSpec.agents` (game/engine/registry.py).
ANY_GAME: dict[str, AgentFactory] = {"random": RandomAgent}


def agent_names(ruleset_id: str | None = None) -> list[str]:
    """The players of a game (of every game with None), by name."""
    return sorted({*ANY_GAME, *(name for agents in _declared(ruleset_id) for name in agents)})


def make_agent(name: str, ruleset_id: str, seed: int, **config: Any) -> Agent:
    """A new agent called `name` for a game of `ruleset_id`; KeyError names the choices."""
    spec = registry.find(ruleset_id)
    factory = (spec.agents if spec else {}).get(name) or ANY_GAME.get(name)
    if factory is None:
        known = ", ".join(agent_names(ruleset_id))
        raise KeyError(f"no agent {name!r} for {ruleset_id} (agents: {known})")
    return factory(ruleset_id, seed, **config)


def _declared(ruleset_id: str | None) -> list[Mapping[str, AgentFactory]]:
    """The players declared by the game `ruleset_id` (by every game with None)."""
    if ruleset_id is None:
        return [spec.agents for spec in registry.all_games()]
    spec = registry.find(ruleset_id)
    return [spec.agents] if spec else []

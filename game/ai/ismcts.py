"""Information-set Monte Carlo tree search (single observer), for any ruleset with a sampler.

After Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (2012). The
agent sees only its observation and the legal actions. Every iteration it samples one whole
state consistent with what it sees (a determinization, built by the ruleset's `Sampler`),
walks the tree choosing among the actions available in that state (UCB1 with availability
counts), adds one node, plays the game on with a cheap policy and credits the outcome to every
node on the way, each from the point of view of the seat that chose there.

With `root="paired"` (what the Hard level plays) there is no tree: each sampled state is
played out once after every candidate action, with the same copy of the state and the same
random choices, so the actions are compared on the same deals and the luck of the deal
cancels out of the comparison; the search stops early once one action clearly leads.

The search speaks only the engine contract: `deciders`, `legal_actions`, `apply_unchecked`,
`result` and `copy_state`. What is ruleset-specific (how to sample the hidden cards, a cheap
playout move, when a playout may stop) lives in a `Sampler` registered by ruleset id.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from game.ai.agent import Agent, make_agent
from game.engine import registry
from game.engine.contract import Observation, Ruleset, State
from game.engine.notation import Action

# The default budget: so many iterations (a seed replays the same game), with a time limit as a
# safety net on a slow machine.
DEFAULT_ITERATIONS = 1500
DEFAULT_SECONDS = 0.9
DEFAULT_EXPLORATION = 0.4
# A playout longer than this many actions stops and is scored by `Sampler.estimate`.
DEFAULT_PLAYOUT_CAP = 20
# The paired search stops once the leader is this many standard errors ahead of the second
# (checked every 25 worlds from this many on).
PAIRED_MIN_WORLDS = 100
PAIRED_STOP = 3.0
DEFAULT_GUIDE_WEIGHT = 1.0

World = Callable[[random.Random], State]


class Sampler:
    """What the search needs to know about one ruleset beyond the contract.

    `determinize` (or `prepare`, for a sampler that does its fixed work once per decision) is
    the one method a ruleset must provide. The others have generic defaults: nothing learnt
    between decisions, a uniformly random playout to the end of the game, scored by its
    winners.
    """

    def __init__(self, ruleset: Ruleset):
        self.ruleset = ruleset

    def prepare(self, observation: Observation, memory: dict[str, Any]) -> World:
        """A function that samples one whole state per call, for one decision."""
        return lambda rng: self.determinize(observation, rng, memory)

    def watch(self, observation: Observation, memory: dict[str, Any]) -> None:
        """Learn from the seat's observation after any action at the table (no-op here)."""

    def determinize(
        self, observation: Observation, rng: random.Random, memory: dict[str, Any]
    ) -> State:
        """A whole state consistent with `observation`; hidden cards drawn with `rng`.

        `memory` holds what the agent remembers of its own earlier choices.
        """
        raise NotImplementedError

    def playout_action(
        self, state: State, seat: int, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        """The cheap policy the playouts follow."""
        return rng.choice(legal)

    def candidates(self, legal: Sequence[Action]) -> list[Action]:
        """The actions worth searching: `legal` less those another one always beats."""
        return list(legal)

    def outcome(self, root: State, state: State) -> list[float] | None:
        """Rewards in [0, 1] per seat once the playout may stop, else None."""
        result = self.ruleset.result(state)
        if result is None:
            return None
        return _share(state_players(self.ruleset, root), result.winners)

    def estimate(self, state: State, players: int) -> list[float]:
        """Rewards for a playout stopped by the length cap: even odds by default."""
        return [1.0 / players] * players


def _paired_z(rows: list[list[float]], a: int, b: int) -> float:
    """How many standard errors action a's mean reward is above b's, over paired worlds."""
    count = len(rows)
    if count < 2:
        return 0.0
    gaps = [row[a] - row[b] for row in rows]
    mean = sum(gaps) / count
    spread = sum((g - mean) ** 2 for g in gaps) / (count - 1)
    if spread == 0:
        return math.inf if mean > 0 else (0.0 if mean == 0 else -math.inf)
    return mean / math.sqrt(spread / count)


def state_players(ruleset: Ruleset, state: State) -> int:
    players = state.get("players") if isinstance(state, dict) else None
    return int(players) if players else ruleset.max_players


def _share(players: int, winners: Sequence[int]) -> list[float]:
    rewards = [0.0] * players
    for seat in winners:
        rewards[seat] = 1.0 / len(winners)
    return rewards


def make_sampler(ruleset_id: str) -> Sampler:
    """The sampler its game declares (`GameSpec.sampler`); KeyError for a game without one."""
    spec = registry.game(ruleset_id)
    if spec.sampler is None:
        raise KeyError(f"no determinization sampler for {ruleset_id}")
    return spec.sampler(spec.ruleset)


class Node:
    """One node of the tree: reached by `action` chosen by `seat` at the parent."""

    __slots__ = ("action", "seat", "parent", "children", "visits", "available", "reward")

    def __init__(self, action: Action | None, seat: int, parent: Node | None):
        self.action, self.seat, self.parent = action, seat, parent
        self.children: dict[tuple[int, Action], Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0  # the total reward of `seat`, the seat that chose `action`


class ISMCTSAgent(Agent):
    """Single-observer ISMCTS with an iteration budget, a time budget or both."""

    name = "ismcts"
    watches = True

    def __init__(
        self,
        ruleset_id: str,
        seed: int,
        iterations: int | None = DEFAULT_ITERATIONS,
        seconds: float | None = DEFAULT_SECONDS,
        exploration: float = DEFAULT_EXPLORATION,
        playout_cap: int = DEFAULT_PLAYOUT_CAP,
        guide: str | None = None,
        guide_weight: float = DEFAULT_GUIDE_WEIGHT,
        opponent_policy: bool = False,
        root: str = "tree",
    ):
        super().__init__(ruleset_id, seed)
        if iterations is None and not seconds:
            raise ValueError("give an iteration budget, a time budget or both")
        if iterations is not None and iterations < 1:
            raise ValueError("the iteration budget is at least 1")
        self.iterations = iterations
        self.seconds = seconds
        self.exploration = exploration
        self.playout_cap = playout_cap
        # An agent whose choice, made from the same observation, the search tries first and
        # favours at the root with a bias that fades as the visits grow (progressive bias).
        self.guide = make_agent(guide, ruleset_id, seed) if guide else None
        self.guide_weight = guide_weight
        # With this, the other seats play the playout policy inside the tree too, and the
        # tree holds only this seat's decisions (a fixed model of the others).
        self.opponent_policy = opponent_policy
        self.favoured: Action | None = None
        self.memory: dict[str, Any] = {}
        if self.guide is not None and self.guide.reads_memory:
            self.guide.memory = self.memory  # a guide that can use what the search remembers
        self.sampler = make_sampler(ruleset_id)
        if root not in ("tree", "paired"):
            raise ValueError(f"the root search is tree or paired, got {root!r}")
        self.root = root
        self.ruleset = self.sampler.ruleset
        self.last_iterations = 0  # how many iterations the last decision ran

    def watch(self, observation: Observation) -> None:
        self.sampler.watch(observation, self.memory)
        if self.guide is not None and self.guide.watches:
            self.guide.watch(observation)

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            action = legal[0]
        else:
            action = self.search(observation, legal)
        self.memory["last_action"] = action
        self.memory["last_round"] = observation.get("round")
        return action

    def search(self, observation: Observation, legal: Sequence[Action]) -> Action:
        if self.root == "paired":
            return self.paired(observation, legal)
        sampler, rng = self.sampler, self.random
        me = observation["seat"]
        allowed = set(legal)
        root = Node(None, me, None)
        deadline = time.perf_counter() + self.seconds if self.seconds else math.inf
        budget = self.iterations if self.iterations is not None else math.inf
        done = 0
        self.favoured = self.guide.act(observation, legal) if self.guide is not None else None
        world = sampler.prepare(observation, self.memory)
        while done < budget and (done == 0 or time.perf_counter() < deadline):
            self._iterate(root, world(rng), me, allowed)
            done += 1
            if done % 50 == 0 and budget < math.inf and self._settled(root, budget - done):
                break  # no action can catch up with the most visited one in what is left
        self.last_iterations = done
        best = max(
            (child for child in root.children.values() if child.action in allowed),
            key=lambda child: (child.visits, child.reward),
            default=None,
        )
        return best.action if best is not None else rng.choice(legal)

    def paired(self, observation: Observation, legal: Sequence[Action]) -> Action:
        """Every action played out on the same sampled worlds with the same dice."""
        sampler, rng, ruleset = self.sampler, self.random, self.ruleset
        me, players = observation["seat"], observation["players"]
        copy_state, apply = ruleset.copy_state, ruleset.apply_unchecked
        deadline = time.perf_counter() + self.seconds if self.seconds else math.inf
        budget = self.iterations if self.iterations is not None else math.inf
        favoured = self.guide.act(observation, legal) if self.guide is not None else None
        legal = sampler.candidates(legal)
        if len(legal) == 1:
            return legal[0]
        world = sampler.prepare(observation, self.memory)
        totals = [0.0] * len(legal)
        rows: list[list[float]] = []  # each sampled world's reward per action
        done = 0
        while done < budget and (done == 0 or time.perf_counter() < deadline):
            start = world(rng)
            seed = rng.getrandbits(64)
            row = []
            for index, action in enumerate(legal):
                state = copy_state(start)
                apply(state, me, action)
                reward = self._playout(start, state, players, random.Random(seed))[me]
                totals[index] += reward
                row.append(reward)
            rows.append(row)
            done += len(legal)
            if len(rows) % 25 == 0 and self._clear_lead(rows, totals):
                break
        self.last_iterations = done
        best = max(range(len(legal)), key=lambda i: (totals[i], legal[i] == favoured))
        return legal[best]

    @staticmethod
    def _clear_lead(rows: list[list[float]], totals: list[float]) -> bool:
        """The best action leads the second by more than PAIRED_STOP standard errors of the
        paired difference (over at least PAIRED_MIN_WORLDS worlds)."""
        if len(rows) < PAIRED_MIN_WORLDS:
            return False
        order = sorted(range(len(totals)), key=totals.__getitem__, reverse=True)
        return _paired_z(rows, order[0], order[1]) > PAIRED_STOP

    @staticmethod
    def _settled(root: Node, left: float) -> bool:
        visits = sorted((child.visits for child in root.children.values()), reverse=True)
        return len(visits) < 2 or visits[0] - visits[1] > left

    def _iterate(self, root: Node, state: State, me: int, allowed: set[Action]) -> None:
        ruleset, sampler, rng = self.ruleset, self.sampler, self.random
        players = state_players(ruleset, state)
        start = state
        state = ruleset.copy_state(state)
        node = root
        path = [root]
        rewards: list[float] | None = None
        first = True
        modelled = 0  # other seats' moves played by the policy inside the tree
        # Selection and expansion.
        while True:
            rewards = sampler.outcome(start, state)
            if rewards is not None:
                break
            deciders = ruleset.deciders(state)
            if not deciders:
                rewards = sampler.estimate(state, players)
                break
            seat = deciders[0]
            legal = ruleset.legal_actions(state, seat)
            if first:
                # At the root only the actions really open to us count.
                if seat == me:
                    legal = [a for a in legal if a in allowed] or legal
                first = False
            elif self.opponent_policy and seat != me:
                modelled += 1
                if modelled > self.playout_cap:
                    rewards = sampler.estimate(state, players)
                    break
                action = sampler.playout_action(state, seat, legal, rng)
                ruleset.apply_unchecked(state, seat, action)
                continue
            children = node.children
            untried = [a for a in legal if (seat, a) not in children]
            if untried:
                favoured = self.favoured
                if node is root and favoured in untried:
                    action = favoured
                else:
                    action = rng.choice(untried)
                child = Node(action, seat, node)
                children[(seat, action)] = child
                for other in legal:
                    known = children.get((seat, other))
                    if known is not None:
                        known.available += 1
                ruleset.apply_unchecked(state, seat, action)
                path.append(child)
                break
            log_of, c = math.log, self.exploration
            best, best_value = None, -math.inf
            for action in legal:
                child = children[(seat, action)]
                child.available += 1
                value = child.reward / child.visits + c * math.sqrt(
                    log_of(child.available) / child.visits
                )
                if node is root and action == self.favoured:
                    value += self.guide_weight / (child.visits + 1)
                if value > best_value:
                    best, best_value = child, value
            ruleset.apply_unchecked(state, seat, best.action)
            node = best
            path.append(node)
        # Playout.
        if rewards is None:
            rewards = self._playout(start, state, players)
        # Backpropagation: each node is credited with the reward of the seat that chose it.
        for visited in path:
            visited.visits += 1
            if visited.action is not None:
                visited.reward += rewards[visited.seat]

    def _playout(
        self, start: State, state: State, players: int, rng: random.Random | None = None
    ) -> list[float]:
        ruleset, sampler = self.ruleset, self.sampler
        rng = rng or self.random
        deciders, legal_actions = ruleset.deciders, ruleset.legal_actions
        apply = ruleset.apply_unchecked
        outcome, choose = sampler.outcome, sampler.playout_action
        for _ in range(self.playout_cap):
            rewards = outcome(start, state)
            if rewards is not None:
                return rewards
            seats = deciders(state)
            if not seats:
                break
            seat = seats[0]
            apply(state, seat, choose(state, seat, legal_actions(state, seat), rng))
        rewards = outcome(start, state)
        return rewards if rewards is not None else sampler.estimate(state, players)


def ismcts_agent(ruleset_id: str, seed: int, **config: Any) -> Agent:
    return ISMCTSAgent(ruleset_id, seed, **config)

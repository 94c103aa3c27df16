"""A game being played in the app: the ruleset, the state, who sits where, and the log.

The session is the only part of the app that touches the game state. Scenes ask it for the
observation of the seat at the screen, the legal actions and refusals, and submit actions;
computer seats think in a worker thread so frames keep coming while they do.
"""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from game.ai.agent import Agent, make_agent
from game.engine import registry
from game.engine.contract import Refusal, Result, Ruleset
from game.engine.notation import Action, Event, log_line, parse_log_line, redact
from game.persist.saves import SavedGame, Seat

AI_LEVELS = ("easy", "normal", "hard")


@dataclass
class Thinking:
    seat: int
    future: Future
    started: float


class GameSession:
    def __init__(
        self,
        ruleset: Ruleset,
        options: dict[str, Any],
        seats: list[Seat],
        seed: int,
        state: dict | None = None,
        actions: list[str] | None = None,
    ):
        self.ruleset, self.seats, self.seed = ruleset, seats, seed
        self.options = ruleset.resolve_options(options)
        self.opening_events: list[Event] = []
        self.past_events: list[Event] = []  # a loaded game's events so far, for the log
        if state is None:
            state, self.opening_events = ruleset.new_game(self.options, len(seats), seed)
        self.state = state
        self.actions: list[str] = list(actions or [])
        self.agents: dict[int, Agent] = {
            index: make_agent(seat.level or "normal", ruleset.id, seed * 31 + index)
            for index, seat in enumerate(seats)
            if seat.kind == "ai"
        }
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        self.thinking: Thinking | None = None

    @classmethod
    def new(
        cls, ruleset_id: str, options: dict[str, Any], seats: list[Seat], seed: int
    ) -> GameSession:
        return cls(registry.get(ruleset_id), options, seats, seed)

    @classmethod
    def from_saved(cls, saved: SavedGame) -> GameSession:
        ruleset = registry.get(saved.ruleset)
        state = ruleset.from_data(saved.state)
        session = cls(ruleset, saved.options, saved.seats, saved.seed, state, saved.actions)
        session.past_events = session._replayed_events()
        return session

    def _replayed_events(self) -> list[Event]:
        """Everything that happened before a loaded game, for its log (replayed from the seed;
        the save file was checked to replay to its state when it was loaded)."""
        ruleset = self.ruleset
        state, events = ruleset.new_game(self.options, len(self.seats), self.seed)
        for line in self.actions:
            seat, text = parse_log_line(line)
            events.extend(ruleset.apply_unchecked(state, seat, ruleset.parse_action(text)))
        return events

    def to_saved(self) -> SavedGame:
        return SavedGame(
            self.ruleset.id,
            dict(self.options),
            list(self.seats),
            self.seed,
            list(self.actions),
            self.ruleset.to_data(self.state),
        )

    # -- who and what -----------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.kind == "human"]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == "human"

    def deciders(self) -> tuple[int, ...]:
        return self.ruleset.deciders(self.state)

    def observe(self, viewer: int | None) -> dict[str, Any]:
        return self.ruleset.observe(self.state, viewer)

    def legal(self, seat: int) -> list[Action]:
        return self.ruleset.legal_actions(self.state, seat)

    def refusal(self, seat: int, action: Action) -> Refusal | None:
        return self.ruleset.refusal(self.state, seat, action)

    def result(self) -> Result | None:
        return self.ruleset.result(self.state)

    # -- acting -----------------------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> list[Event]:
        """Apply a legal action (IllegalAction otherwise) and log it."""
        events = self.ruleset.apply(self.state, seat, action)
        self.actions.append(log_line(seat, action))
        for index, agent in self.agents.items():
            if agent.watches:
                # In the worker thread, after any move the agent is still thinking about.
                self._executor.submit(agent.watch, self.ruleset.observe(self.state, index))
        return events

    def events_for(self, events: list[Event], viewer: int | None) -> list[Event]:
        return redact(events, viewer)

    def start_thinking(self, seat: int) -> None:
        """Ask the seat's agent for a move in the worker thread (one at a time)."""
        if self.thinking is not None:
            return
        agent = self.agents[seat]
        observation = self.ruleset.observe(self.state, seat)
        legal = self.ruleset.legal_actions(self.state, seat)
        future = self._executor.submit(agent.act, observation, legal)
        self.thinking = Thinking(seat, future, time.monotonic())

    def finished_thought(self, min_seconds: float) -> tuple[int, Action] | None:
        """The agent's move once it is ready and `min_seconds` have passed, else None."""
        thinking = self.thinking
        if thinking is None or not thinking.future.done():
            return None
        if time.monotonic() - thinking.started < min_seconds:
            return None
        self.thinking = None
        return thinking.seat, thinking.future.result()

    def cancel_thinking(self) -> None:
        if self.thinking is not None:
            self.thinking.future.cancel()
            self.thinking = None

    def close(self) -> None:
        self.cancel_thinking()
        self._executor.shutdown(wait=False, cancel_futures=True)

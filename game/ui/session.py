"""A game being played in the app: the ruleset, the state, who sits where, and the log.

The session is the only part of the app that touches the game state. Scenes ask it for the
view of the seat at the screen (`view`: the zones, counters and decision every ruleset shares),
the legal actions, refusals, a hint and the result, and submit actions; computer seats think in
a worker process (`game.ai.host`) so frames keep coming while they do.

What the session answers about the state is kept until the state changes (`submit`), so the
table may ask every frame and the view is built once per change.
"""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, replace
from typing import Any

from game.ai.agent import Agent, make_agent
from game.ai.host import AgentHost, AgentSpec, shared_host
from game.engine import registry
from game.engine.contract import Refusal, Result, Ruleset
from game.engine.match import Match
from game.engine.moves import MoveReading, Payment
from game.engine.notation import Action, Event, parse_log_line, redact
from game.engine.zones import CounterSpec, ZoneSpec
from game.persist.saves import Progress, SavedGame, Seat
from game.problems import Problem
from game.ui.names import seat_name

AI_LEVELS = ("easy", "normal", "hard")


@dataclass
class Thinking:
    seat: int
    future: Future
    started: float
    observation: dict
    legal: list[Action]


class GameSession:
    def __init__(
        self,
        ruleset: Ruleset,
        options: dict[str, Any],
        seats: list[Seat],
        seed: int,
        host: AgentHost | None = None,
    ):
        self.ruleset, self.seats, self.seed = ruleset, seats, seed
        self.options = ruleset.resolve_options(options)
        # The game: dealt from the seed, with every move and its events since.
        self.match = Match(
            ruleset, self.options, len(seats), seed, self.seat_setups, keep_events=True
        )
        self.opening_events: list[Event] = list(self.match.opening_events)  # the table's to show
        self.past_events: list[Event] = []  # a loaded game's events so far, for the log
        self.undone: list[list[str]] = []  # the moves taken back, each undo's in order
        # What loading had to tell of a saved game (its rules corrected since), said by the
        # table as it opens; None for a game that came as it was saved.
        self.notice: Problem | None = None
        # Each computer seat's agent runs in the host's worker, made there from its spec; the
        # copy made here says whether it watches the table, and thinks if the worker dies.
        self.agent_specs: dict[int, AgentSpec] = {
            index: (seat.level or "normal", ruleset.id, seed * 31 + index, {})
            for index, seat in enumerate(seats)
            if seat.kind == "ai"
        }
        self.agents: dict[int, Agent] = {
            index: make_agent(name, ruleset_id, agent_seed, **settings)
            for index, (name, ruleset_id, agent_seed, settings) in self.agent_specs.items()
        }
        self.watchers = [index for index, agent in self.agents.items() if agent.watches]
        self.host = host if host is not None else shared_host()
        self.key = uuid.uuid4().hex
        if self.agents:
            self.host.start()
        self.thinking: Thinking | None = None
        self._hinter: Agent | None = None  # the careful player who gives hints, made when asked
        # Answers about the state as it is now: dropped by every change (`_changed`).
        self._views: dict[int | None, dict[str, Any]] = {}
        self._move_reading: MoveReading | None = None
        self._legal: dict[int, list[Action]] = {}
        self._deciders: tuple[int, ...] | None = None

    @classmethod
    def new(
        cls, ruleset_id: str, options: dict[str, Any], seats: list[Seat], seed: int
    ) -> GameSession:
        """A new game. Each seat's choices are kept as the ruleset reads them in full (a
        starter deck's cards, not its name), so the save replays the same game in any later
        version, whatever becomes of the starter."""
        ruleset = registry.get(ruleset_id)
        chosen = ruleset.check_seat_setup([seat.setup for seat in seats], len(seats))
        seats = [replace(seat, setup=setup) for seat, setup in zip(seats, chosen, strict=True)]
        return cls(ruleset, options, seats, seed)

    @classmethod
    def from_saved(cls, saved: SavedGame, progress: Progress | None = None) -> GameSession:
        """The session of a loaded game; `progress` hears how far its log's replay is."""
        ruleset = registry.get(saved.ruleset)
        session = cls(ruleset, saved.options, saved.seats, saved.seed)
        session.opening_events = []  # a loaded game opens as it stood
        session.undone = [list(moves) for moves in saved.undone]
        session.notice = saved.notice
        if session._adopt(saved):
            return session
        # Replayed from the seed for the events of its log: the save was checked to replay
        # to its state when it was loaded.
        recall = session._recaller(saved.state.get("round")) if session.watchers else None
        session.match.play(saved.actions, checked=False, progress=progress, after=recall)
        session.past_events = list(session.match.events)
        return session

    def _adopt(self, saved: SavedGame) -> bool:
        """Play on from the Match loading checked the save with (`load_game`'s `keep_match`),
        when it is this game's with its events kept: its log is not replayed again. The
        watching computer seats are shown the round so far, as a replay would show them."""
        match = saved.match
        if (
            match is None
            or not match.keep_events
            or match.ruleset is not self.ruleset
            or match.seed != self.seed
            or dict(match.options) != self.options
            or list(match.seats or []) != self.seat_setups
            or match.log != saved.actions
        ):
            return False
        self.match = match
        self._changed()
        self.past_events = list(match.events)
        self._recall_round()
        return True

    def _recaller(self, this_round: Any) -> Callable[[dict], None]:
        """What shows the watching computer seats each state of the round `this_round` (every
        state when the game has no rounds): they recall the round so far."""

        def recall(state: dict) -> None:
            if this_round is None or state.get("round") == this_round:
                self._tell_watchers(state)

        return recall

    def _recall_round(self) -> None:
        """Show the watching computer seats the round so far again, replayed from the last
        checkpoint before it began (rounds only go up)."""
        if not self.watchers:
            return
        this_round = self.state.get("round")
        start = self.match.last_checkpoint(lambda state: state.get("round") != this_round)
        recall = self._recaller(this_round)
        for state in self.match.states(start):
            recall(state)

    def to_saved(self) -> SavedGame:
        return SavedGame(
            self.ruleset.id,
            dict(self.options),
            list(self.seats),
            self.seed,
            list(self.actions),
            self.ruleset.to_data(self.state),
            undone=[list(moves) for moves in self.undone],
        )

    # -- taking a move back -----------------------------------------------------------------
    def can_undo(self) -> bool:
        """Whether the person's last move may be taken back: one person plays, against the
        computer only (in hot-seat another person has seen it), the game is not over, and the
        person has moved, in a game that takes moves back (`GameSpec.undo`)."""
        return (
            registry.game(self.ruleset.id).undo
            and len(self.humans) == 1
            and self.result() is None
            and self._last_own() is not None
        )

    def _last_own(self) -> int | None:
        """The index in the log of the one person's last move."""
        person = self.humans[0]
        for index in range(len(self.actions) - 1, -1, -1):
            if parse_log_line(self.actions[index])[0] == person:
                return index
        return None

    def undo(self) -> list[str]:
        """Take back the person's last move and the computer's answers after it: the match
        goes back to just before it (replayed from its last checkpoint). Returns the moves
        taken back ([] when none may be), which the save keeps (`undone`)."""
        index = self._last_own() if self.can_undo() else None
        if index is None:
            return []
        self.cancel_thinking()
        taken = self.match.rewind(index)
        self._changed()
        if self.agents:  # the computer seats forget what they saw, and see it again
            self.host.forget(self.key)
        self._recall_round()
        self.past_events = list(self.match.events)
        self.undone.append(taken)
        return taken

    # -- who and what -----------------------------------------------------------------------
    @property
    def state(self) -> dict:
        """The game as it stands (the match's state: only this module reads it)."""
        return self.match.state

    @property
    def actions(self) -> list[str]:
        """The moves made since the deal, as log lines (`p2: catch p1`)."""
        return self.match.log

    @property
    def seat_setups(self) -> list[dict[str, Any]]:
        """What each seat chose before the game (see Ruleset.check_seat_setup)."""
        return [seat.setup for seat in self.seats]

    @property
    def names(self) -> list[str]:
        """The seats' names as the table shows them: a default one ("Player 2", saved in
        whatever language the game began in) in today's language."""
        return [seat_name(seat.name) for seat in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if seat.kind == "human"]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].kind == "human"

    def deciders(self) -> tuple[int, ...]:
        """Every seat that may act now, in the order a driver asks them (a private chance, such
        as jumping in, too: the table does not draw from this, see `view`)."""
        if self._deciders is None:
            self._deciders = self.ruleset.deciders(self.state)
        return self._deciders

    def view(self, viewer: int | None) -> dict[str, Any]:
        """What `viewer` may know (None: the public view) in the shape every ruleset shares:
        `{seat, players, zones, counters, decision, extras}`. Built once per change of the game
        and shared: not to be changed by the caller."""
        view = self._views.get(viewer)
        if view is None:
            view = self._views[viewer] = self.ruleset.view(self.state, viewer)
        return view

    def zone_specs(self) -> tuple[ZoneSpec, ...]:
        """The zones of the game as it stands: what the table lays out."""
        return tuple(self.ruleset.zone_specs(self.state))

    def counter_specs(self) -> tuple[CounterSpec, ...]:
        """The counters of the game, with their bounds (a bar's length)."""
        return tuple(self.ruleset.counter_specs(self.state))

    def default_target(self, action: Action) -> str | None:
        """Where an action that names no target goes on the table (see Ruleset)."""
        return self.ruleset.default_target(action)

    @property
    def moves(self) -> MoveReading:
        """The game's moves as the table reads them: each word's role, where a card goes."""
        reading = self._move_reading
        if reading is None:
            reading = self._move_reading = self.ruleset.move_reading()
        return reading

    def decision(self) -> dict[str, Any] | None:
        """The pending decision as the whole table sees it (None once the game is over)."""
        return self.view(None)["decision"]

    def observe(self, viewer: int | None) -> dict[str, Any]:
        """The ruleset's own observation: what a computer player in that seat is given."""
        return self.ruleset.observe(self.state, viewer)

    def legal(self, seat: int) -> list[Action]:
        """The seat's legal actions now (a list shared until the next change)."""
        legal = self._legal.get(seat)
        if legal is None:
            legal = self._legal[seat] = self.ruleset.legal_actions(self.state, seat)
        return legal

    def refusal(self, seat: int, action: Action) -> Refusal | None:
        return self.ruleset.refusal(self.state, seat, action)

    def hand_notes(self, seat: int) -> dict[str, Refusal]:
        """Why cards of the seat's hand could not be played even in their moment (see
        Ruleset.hand_notes): the table greys them and says why on hover."""
        return self.ruleset.hand_notes(self.state, seat)

    def payment(self, seat: int, action: Action) -> Payment | None:
        """The cards `action` would cost the seat once made, paid one at a time (K-Mon's
        Evade: two discards); None when it costs nothing more (see Ruleset.payment)."""
        return self.ruleset.payment(self.state, seat, action)

    def payment_due(self, seat: int) -> Payment | None:
        """What the seat still owes of a payment begun (a game loaded in the middle of one)."""
        return self.ruleset.payment_due(self.state, seat)

    @property
    def offers_hint(self) -> bool:
        """Whether the game gives hints (`GameSpec.hint`: it has a careful player to ask)."""
        return registry.game(self.ruleset.id).hint

    def hint(self, seat: int) -> Action:
        """What a careful player would do now in `seat`, worked out from that seat's own
        observation and legal actions alone."""
        return self._careful().act(self.observe(seat), list(self.legal(seat)))

    def _careful(self) -> Agent:
        """The careful player the hints ask (made at the first hint)."""
        if self._hinter is None:
            self._hinter = make_agent("heuristic", self.ruleset.id, self.seed)
        return self._hinter

    def payment_hint(self, seat: int, action: Action | None, paid: list[str]) -> str | None:
        """The card a careful player would pay with next: once `action` (the move the payment
        is for, when it is not made yet) and the discards of `paid` are made, on a copy of the
        game, from that seat's own observation; None when it would pay no more."""
        owed = self.payment(seat, action) if action is not None else self.payment_due(seat)
        if owed is None:
            return None
        state = self.ruleset.copy_state(self.state)
        for move in ([action] if action is not None else []) + [
            Action(owed.verb, (card,)) for card in paid
        ]:
            self.ruleset.apply(state, seat, move)
        legal = self.ruleset.legal_actions(state, seat)
        if not legal or any(move.verb != owed.verb for move in legal):
            return None
        pick = self._careful().act(self.ruleset.observe(state, seat), legal)
        return pick.args[0] if pick.args else None

    def is_bluff(self, seat: int, action: Action) -> bool:
        """The rules say `action` breaks a rule that only a challenge enforces (never, in a
        game without such plays: `Ruleset.is_bluff`)."""
        return self.ruleset.is_bluff(self.state, seat, action)

    def result(self) -> Result | None:
        return self.ruleset.result(self.state)

    # -- acting -----------------------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> list[Event]:
        """Apply a legal action (IllegalAction otherwise) and log it."""
        events = self.match.apply(seat, action)
        self._changed()
        self._tell_watchers(self.state)
        return events

    def _changed(self) -> None:
        """The state has changed: every answer about it is asked again."""
        self._views.clear()
        self._legal.clear()
        self._deciders = None

    def _tell_watchers(self, state: dict) -> None:
        """Show each watching computer seat what it sees now (in order with its moves)."""
        for index in self.watchers:
            observation = self.ruleset.observe(state, index)
            self.host.watch(self.key, index, self.agent_specs[index], observation)

    def events_for(self, events: list[Event], viewer: int | None) -> list[Event]:
        return redact(events, viewer)

    def start_thinking(self, seat: int) -> None:
        """Ask the seat's agent for a move in the worker thread (one at a time)."""
        if self.thinking is not None:
            return
        observation = self.ruleset.observe(self.state, seat)
        legal = self.ruleset.legal_actions(self.state, seat)
        future = self.host.act(self.key, seat, self.agent_specs[seat], observation, legal)
        self.thinking = Thinking(seat, future, time.monotonic(), observation, legal)

    def finished_thought(self, min_seconds: float) -> tuple[int, Action] | None:
        """The agent's move once it is ready and `min_seconds` have passed, else None."""
        thinking = self.thinking
        if thinking is None or not thinking.future.done():
            return None
        if time.monotonic() - thinking.started < min_seconds:
            return None
        self.thinking = None
        try:
            action = thinking.future.result()
        except Exception:  # the worker died: think here, and in a thread from now on
            self.host.fall_back_to_a_thread()
            action = self.agents[thinking.seat].act(thinking.observation, thinking.legal)
        return thinking.seat, action

    def cancel_thinking(self) -> None:
        if self.thinking is not None:
            self.thinking.future.cancel()
            self.thinking = None

    def close(self) -> None:
        self.cancel_thinking()
        if self.agents:
            self.host.forget(self.key)

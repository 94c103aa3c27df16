"""A match: one game as its record, dealt from its seed and played by its action log.

A `Match` is the ruleset, the options, each seat's set-up, the seed, and the actions made
since the deal, as notation lines (`p2: catch p1`). It deals the game, makes actions and logs
them (with their events, when asked), and gives the state after any number of them
(`state_at`) or goes back to it (`rewind`). Saves, undo, replays, tournaments and scenarios
all deal and replay through it, so "deal from the seed, then replay the actions" is written
once.

Going back replays from a checkpoint, a copy of the state kept every `CHECKPOINT_EVERY`
actions, never from the deal: a step back in a long game or an undo replays fewer than that
many actions.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from typing import Any

from game.engine.contract import IllegalAction, Refusal, Ruleset, State
from game.engine.notation import Action, Event, log_line, parse_log_line

# Actions between two kept states. A game of 300,000 actions (bench/long_save.py's) keeps
# its log in some 20 MB; at 256 its checkpoints add under 8 MB and a jump to any point replays
# at most 255 actions (0.6 ms median, under 4 ms at worst). At 64 they take 18 MB for jumps
# a few tenths of a millisecond faster; at 1024, jumps of several milliseconds save 6 MB.
CHECKPOINT_EVERY = 256
PROGRESS_EVERY = 2000  # actions between two reports of a long replay's progress

Progress = Callable[[int, int], None]  # (actions made, actions in all)
# For a logged action the rules refuse: the actions, by their seats, to make in its place
# (those the older rules took without asking, then itself), or None to end the log there.
Bridge = Callable[[State, int, Action], Sequence[tuple[int, Action]] | None]


class LogError(ValueError):
    """A line of an action log that cannot be made: its `index` (from 0), the line, and why:
    `unreadable` (its notation, or an argument no rule can read: `reason`), `seat` (a seat
    the game does not have) or `refused` (the rules refuse it: `refusal`)."""

    def __init__(
        self,
        index: int,
        line: str,
        kind: str,
        reason: str = "",
        seat: int | None = None,
        refusal: Refusal | None = None,
    ):
        super().__init__(f"action {index + 1} ({line!r}): {refusal or reason or kind}")
        self.index, self.line, self.kind = index, line, kind
        self.reason, self.seat, self.refusal = reason, seat, refusal

    @property
    def number(self) -> int:
        """The line's number, counted from 1 as players count."""
        return self.index + 1


class Match:
    """One game: its deal, the actions made since, and every state on the way."""

    def __init__(
        self,
        ruleset: Ruleset,
        options: Mapping[str, Any],
        players: int,
        seed: int,
        seats: Sequence[Mapping[str, Any]] | None = None,
        *,
        keep_events: bool = False,
        checkpoint_every: int = CHECKPOINT_EVERY,
    ):
        if checkpoint_every < 1:
            raise ValueError("checkpoints are kept every 1 action or more")
        self.ruleset, self.options, self.players, self.seed = ruleset, options, players, seed
        self.seats = seats  # each seat's set-up, as given (None: nobody chose anything)
        self.setup: Mapping[str, Any] | None = None  # a scenario's set-up, after the deal
        self.keep_events, self.checkpoint_every = keep_events, checkpoint_every
        self.state, self.opening_events = ruleset.new_game(options, players, seed, seats)
        # The actions made, as notation: read again where they are replayed (a few
        # microseconds each), which keeps a long game's record as small as its log.
        self.log: list[str] = []
        # Every event since the deal when `keep_events` (the deal's first), and where each
        # action's events end in that list (`_marks[n]`: the end of the n-th action's).
        self.events: list[Event] = list(self.opening_events) if keep_events else []
        self._marks: list[int] = [len(self.events)]
        self._checkpoints: dict[int, State] = {0: ruleset.copy_state(self.state)}

    # -- set-up ------------------------------------------------------------------------------
    def set_up(self, setup: Mapping[str, Any]) -> list[Event]:
        """Set the dealt game up as a scenario asks (`Ruleset.scenario_setup`), before any
        action; the set-up is part of the record. Returns the events of its deal."""
        if self.log:
            raise ValueError("a match is set up before its first action")
        events = self.ruleset.scenario_setup(self.state, setup) or []
        self.setup = setup
        self._checkpoints = {0: self.ruleset.copy_state(self.state)}
        return events

    # -- making actions -----------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self.log)

    def apply(self, seat: int, action: Action, checked: bool = True) -> list[Event]:
        """Make `action` for `seat` and log it; a refused one raises IllegalAction (and a seat
        the game does not have, ValueError) and is not logged. `checked=False` trusts the
        caller that the rules allow it."""
        ruleset = self.ruleset
        if checked:
            events = ruleset.apply(self.state, seat, action)
        else:
            events = ruleset.apply_unchecked(self.state, seat, action)
        self._record(log_line(seat, action), events)
        return events

    def _record(self, line: str, events: list[Event]) -> None:
        """Log an action made, its events, and a checkpoint when one is due."""
        log = self.log
        log.append(line)
        if self.keep_events:
            self.events.extend(events)
            self._marks.append(len(self.events))
        if len(log) % self.checkpoint_every == 0:
            self._checkpoints[len(log)] = self.ruleset.copy_state(self.state)

    def play(
        self,
        lines: Iterable[str],
        checked: bool = True,
        progress: Progress | None = None,
        after: Callable[[State], None] | None = None,
    ) -> int:
        """Make each line of an action log (`p1: play r7`) in turn, logged as it is written;
        how many were made. A line that cannot be made raises LogError with its index in
        `lines` (the lines before it stay made). `after` sees the state after each line."""
        lines = lines if isinstance(lines, Sequence) else list(lines)
        total, state = len(lines), self.state
        ruleset, log, every = self.ruleset, self.log, self.checkpoint_every
        make = ruleset.apply if checked else ruleset.apply_unchecked
        kept, marks = (self.events, self._marks) if self.keep_events else (None, None)
        # The replay of a long save, so `_record` is written out here: a third faster.
        for index, line in enumerate(lines):
            if progress is not None and index and index % PROGRESS_EVERY == 0:
                progress(index, total)
            seat, action = self.read(index, line)
            try:
                events = make(state, seat, action)
            except IllegalAction as exc:
                raise LogError(index, line, "refused", refusal=exc.refusal) from None
            except (ValueError, OverflowError) as exc:  # an argument no rule could read
                raise LogError(index, line, "unreadable", str(exc)) from exc
            log.append(line)
            if kept is not None:
                kept.extend(events)
                marks.append(len(kept))
            if len(log) % every == 0:
                self._checkpoints[len(log)] = ruleset.copy_state(state)
            if after is not None:
                after(state)
        return total

    def play_moves(
        self,
        moves: Iterable[tuple[int, Action]],
        checked: bool = True,
        bridge: Bridge | None = None,
        progress: Progress | None = None,
        after: Callable[[State], None] | None = None,
        total: int | None = None,
    ) -> int:
        """Make each (seat, action) in turn; how many were made. A refused one raises LogError
        with its index, unless `bridge` says what to make in its place (None: the log ends
        there, and the count says where)."""
        if total is None:
            total = len(moves) if isinstance(moves, Sequence) else 0
        made = 0
        for index, (seat, action) in enumerate(moves):
            if progress is not None and index and index % PROGRESS_EVERY == 0:
                progress(index, total)
            try:
                self._make(seat, action, checked, bridge)
            except _Stop:
                return made
            except IllegalAction as exc:
                raise LogError(
                    index, log_line(seat, action), "refused", refusal=exc.refusal
                ) from None
            except (ValueError, OverflowError) as exc:  # an argument no rule could read
                raise LogError(index, log_line(seat, action), "unreadable", str(exc)) from exc
            if after is not None:
                after(self.state)
            made += 1
        return made

    def _make(self, seat: int, action: Action, checked: bool, bridge: Bridge | None) -> None:
        if bridge is None:
            self.apply(seat, action, checked)
            return
        if self.ruleset.refusal(self.state, seat, action) is None:
            self.apply(seat, action, checked=False)
            return
        supplied = bridge(self.state, seat, action)
        if supplied is None:
            raise _Stop
        for by, made in supplied:  # the bridge checked them on a copy of the state
            self.apply(by, made, checked=False)

    def read(self, index: int, line: str) -> tuple[int, Action]:
        """The (seat, action) of line `index` of a log, or LogError: a line that does not read,
        or names a seat the game does not have."""
        try:
            seat, text = parse_log_line(line)
            action = self.ruleset.parse_action(text)
        except ValueError as exc:  # NotationError, and any slip of a parser on odd text
            raise LogError(index, line, "unreadable", str(exc)) from None
        if seat >= self.players:
            raise LogError(index, line, "seat", seat=seat)
        return seat, action

    # -- going back ---------------------------------------------------------------------------
    def state_at(self, count: int) -> State:
        """A new copy of the state after the first `count` actions (0: the deal), replayed
        from the nearest checkpoint at or before it."""
        if not 0 <= count <= len(self.log):
            raise IndexError(f"a match of {len(self.log)} actions has no action {count}")
        start = max(k for k in self._checkpoints if k <= count)
        ruleset = self.ruleset
        state = ruleset.copy_state(self._checkpoints[start])
        for index in range(start, count):
            ruleset.apply_unchecked(state, *self.read(index, self.log[index]))
        return state

    def rewind(self, count: int) -> list[str]:
        """Go back to the state after the first `count` actions; the lines taken back."""
        state = self.state_at(count)
        self.state.clear()  # the same dict: whoever holds the state sees the match's
        self.state.update(state)
        taken = self.log[count:]
        del self.log[count:]
        if self.keep_events:
            del self.events[self._marks[count] :], self._marks[count + 1 :]
        for position in [k for k in self._checkpoints if k > count]:
            del self._checkpoints[position]
        return taken

    def events_until(self, count: int) -> list[Event]:
        """The events of the deal and of the first `count` actions (kept with `keep_events`)."""
        return self.events[: self._marks[count]]

    def events_of(self, count: int) -> list[Event]:
        """The events of the `count`-th action (from 1), kept with `keep_events`."""
        return self.events[self._marks[count - 1] : self._marks[count]]

    def states(self, start: int = 0) -> Iterator[State]:
        """The state after each action from the `start`-th on (a working copy, changed in
        place from one to the next), replayed from the checkpoint at or before `start`."""
        state = self.state_at(start)
        for index in range(start, len(self.log)):
            self.ruleset.apply_unchecked(state, *self.read(index, self.log[index]))
            yield state

    def last_checkpoint(self, where: Callable[[State], bool]) -> int:
        """The latest checkpoint whose state `where` holds for (0 when none does)."""
        for position in sorted(self._checkpoints, reverse=True):
            if where(self._checkpoints[position]):
                return position
        return 0

    # -- as plain data ------------------------------------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """The record: `{ruleset, options, players, seats, seed, setup, actions}`."""
        return {
            "ruleset": self.ruleset.id,
            "options": dict(self.options),
            "players": self.players,
            "seats": None if self.seats is None else [dict(seat) for seat in self.seats],
            "seed": self.seed,
            "setup": self.setup,
            "actions": list(self.log),
        }

    @classmethod
    def from_data(cls, ruleset: Ruleset, data: Mapping[str, Any], **settings: Any) -> Match:
        """The match a record of `to_data` gives, dealt and replayed (checked: LogError)."""
        if data.get("ruleset") != ruleset.id:
            raise ValueError(f"a match of {data.get('ruleset')!r}, not of {ruleset.id!r}")
        match = cls(
            ruleset, data["options"], data["players"], data["seed"], data["seats"], **settings
        )
        if data.get("setup"):
            match.set_up(data["setup"])
        match.play(data["actions"])
        return match


class _Stop(Exception):
    """A bridge ended the log at a refused action."""

"""A game watched again: dealt from its seed and played move by move from its log.

A `ReplaySession` is a session whose moves come from a finished or saved game's log rather
than from the seats. It goes forward one move at a time (the table animates that move's
events) and jumps to any move (the table is drawn again as it stood then). States are kept
every `CHECKPOINT_EVERY` moves on the way (the Match's checkpoints), so a jump back replays
at most that many moves.

Who may be watched over the shoulder (`views`): everyone's cards are the game's own secrets,
so only a finished game shows any seat's view; a game that may still be played on shows the
public view and the person's own seat; a game several people shared (hot-seat) only ever shows
the public view.
"""

from __future__ import annotations

import copy
from dataclasses import replace

from game.engine import registry
from game.engine.match import CHECKPOINT_EVERY as CHECKPOINT_EVERY  # moves between kept states
from game.engine.notation import Event
from game.persist.saves import SavedGame
from game.ui.session import GameSession


class ReplaySession(GameSession):
    """The session of a replay: no computer thinks, nobody decides; `forward` and `seek`."""

    def __init__(self, saved: SavedGame, finished: bool):
        ruleset = registry.get(saved.ruleset)
        # Every seat only watches: no computer player is made, nothing is asked of anyone.
        watching = [replace(seat, kind="human", level=None) for seat in saved.seats]
        super().__init__(ruleset, saved.options, watching, saved.seed)
        self.played_seats = list(saved.seats)
        self.script: list[str] = list(saved.actions)  # the whole game's moves, in order
        self.finished = finished
        self.position = 0  # how many of the script's moves are on the table
        # The match holds the moves replayed so far; the table shows its state, or this state
        # when it was sent back to an earlier move.
        self._shown: dict | None = None

    @classmethod
    def from_saved(cls, saved: SavedGame, progress=None) -> ReplaySession:  # type: ignore[override]
        """The replay of a saved game (finished when its state is over)."""
        ruleset = registry.get(saved.ruleset)
        finished = ruleset.result(ruleset.from_data(copy.deepcopy(saved.state))) is not None
        session = cls(saved, finished)
        session.notice = saved.notice  # the game is watched as today's rules play its log
        return session

    # -- who is watching ----------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return []  # nobody plays a replay: rounds move on by themselves, nobody is asked

    def is_human(self, seat: int) -> bool:
        return False

    def views(self) -> list[int | None]:
        """The views the replay may be watched from: None (the public one) first."""
        people = [i for i, seat in enumerate(self.played_seats) if seat.kind == "human"]
        if len(people) >= 2:
            return [None]
        if self.finished:
            return [None, *range(len(self.played_seats))]
        return [None, *people]

    # -- moving through the game --------------------------------------------------------------
    @property
    def length(self) -> int:
        return len(self.script)

    def at_end(self) -> bool:
        return self.position >= len(self.script)

    def forward(self) -> list[Event]:
        """Play the next move of the log on the table; its events (none at the end)."""
        if self.at_end():
            return []
        # The log was checked when the game was saved or loaded: every move replays.
        if self._shown is None:  # a move never replayed before
            seat, action = self.match.read(self.position, self.script[self.position])
            events = super().submit(seat, action)
            self.position += 1
            return events
        seat, action = self.match.read(self.position, self.match.log[self.position])
        self.ruleset.apply_unchecked(self._shown, seat, action)
        self.position += 1
        if self.position == len(self.match):
            self._shown = None  # back at the match's own state, equal to this one
        self._changed()
        return self.match.events_of(self.position)

    def seek(self, position: int) -> None:
        """Put the table as it stood after `position` moves (0: the deal), without events."""
        position = max(0, min(position, len(self.script)))
        played = len(self.match)
        if position <= played:  # from the match's nearest checkpoint
            self._shown = None if position == played else self.match.state_at(position)
            self.position = position
            self._changed()
        while self.position < position:
            self.forward()

    @property
    def state(self) -> dict:
        return self.match.state if self._shown is None else self._shown

    @property
    def actions(self) -> list[str]:
        log = self.match.log
        return log if self.position == len(log) else log[: self.position]

    def past(self) -> list[Event]:
        """Every event up to the move on the table, for the log."""
        return self.match.events_until(self.position)

    def submit(self, seat: int, action) -> list[Event]:
        raise TypeError("nobody moves in a replay: it goes `forward`")

    def to_saved(self) -> SavedGame:
        raise TypeError("a replay is not saved: its game is")

"""A saved game played under an older version of its rules, replayed under today's.

A ruleset raises its `rules_version` when a correction of its rules replays an old action log
differently. A save records the version it was played under; one of an older version is not
damaged, so loading replays its log under today's rules: a logged action today's rules refuse
is first bridged by the ruleset (the actions the older rules took implicitly, `Ruleset.bridge`),
and a move that still cannot be made ends the game's log there, the moves before it kept. The
state the replay reaches is the game, whatever the file stored: that was the older rules' work.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.engine.contract import Ruleset, State
from game.engine.notation import Action, seat_text
from game.problems import Problem

# Bridged actions tried before one logged action at most: a draw of several cards may ask a
# choice before each, and a bridge that never lets the action through must not loop for ever.
MAX_BRIDGED = 16


class UnreadableAction(ValueError):
    """A logged action whose arguments no rule could read (numbered from 1); the error that
    said so is its cause."""

    def __init__(self, number: int):
        super().__init__(f"action {number}")
        self.number = number


@dataclass
class Replayed:
    """What a log of older rules became under today's."""

    state: State
    actions: list[str]  # the log under today's rules: the bridged actions in their places
    kept: int  # how many of the logged actions hold (all of them when nothing was cut)
    logged: int  # how many there were

    @property
    def cut(self) -> bool:
        return self.kept < self.logged


def replay_under_today(
    ruleset: Ruleset,
    state: State,
    logged: Sequence[tuple[int, Action]],
    rules_version: int,
    progress: Callable[[int], None] | None = None,
) -> Replayed:
    """Apply `logged` (seat, action) to `state`, a deal of today's rules, bridging where the
    rules of `rules_version` differ; stop at the first action that cannot be made."""
    actions: list[str] = []
    for number, (seat, action) in enumerate(logged):
        if progress is not None:
            progress(number)
        try:
            lines = _make(ruleset, state, seat, action, rules_version)
        except (ValueError, OverflowError) as exc:
            raise UnreadableAction(number + 1) from exc
        if lines is None:
            return Replayed(state, actions, number, len(logged))
        actions.extend(lines)
    return Replayed(state, actions, len(logged), len(logged))


def _make(
    ruleset: Ruleset, state: State, seat: int, action: Action, rules_version: int
) -> list[str] | None:
    """Make `action` in `state`, bridged if need be: the log lines it took (the bridged ones,
    then its own), or None when it cannot be made (`state` is then as it was)."""
    if ruleset.refusal(state, seat, action) is None:
        ruleset.apply_unchecked(state, seat, action)
        return [_line(seat, action)]
    before, lines = ruleset.copy_state(state), []
    for _ in range(MAX_BRIDGED):
        supplied = ruleset.bridge(state, seat, action, rules_version)
        if not supplied or not _apply_all(ruleset, state, supplied):
            break
        lines.extend(_line(by, implied) for by, implied in supplied)
        if ruleset.refusal(state, seat, action) is None:
            ruleset.apply_unchecked(state, seat, action)
            return [*lines, _line(seat, action)]
    state.clear()  # back to the move before, which holds
    state.update(before)
    return None


def _apply_all(ruleset: Ruleset, state: State, actions: Sequence[tuple[int, Action]]) -> bool:
    """Apply each (seat, action) while today's rules allow it; False at the first refused."""
    for seat, action in actions:
        if ruleset.refusal(state, seat, action) is not None:
            return False
        ruleset.apply_unchecked(state, seat, action)
    return True


def _line(seat: int, action: Action) -> str:
    return f"{seat_text(seat)}: {action}"


def notice(game: str, replayed: Replayed, over: bool) -> Problem:
    """What the table says of a game replayed under corrected rules (its result `over`)."""
    if not replayed.cut:
        return Problem("save.rules_corrected", game=game)
    key = "save.rules_corrected_ended" if over else "save.rules_corrected_cut"
    return Problem(key, game=game, kept=replayed.kept, total=replayed.logged)

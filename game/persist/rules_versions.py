"""A saved game played under an older version of its rules, replayed under today's.

A ruleset raises its `rules_version` when a correction of its rules replays an old action log
differently. A save records the version it was played under; one of an older version is not
damaged, so loading replays its log under today's rules: a logged action today's rules refuse
is first bridged by the ruleset (the actions the older rules took implicitly, `Ruleset.bridge`),
and a move that still cannot be made ends the game's log there, the moves before it kept. The
state the replay reaches is the game, whatever the file stored: that was the older rules' work.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.contract import Ruleset, State
from game.engine.match import Bridge, Match, Progress
from game.engine.notation import Action
from game.problems import Problem

# Bridged actions tried before one logged action at most: a draw of several cards may ask a
# choice before each, and a bridge that never lets the action through must not loop for ever.
MAX_BRIDGED = 16


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
    match: Match,
    logged: Sequence[tuple[int, Action]],
    rules_version: int,
    progress: Progress | None = None,
) -> Replayed:
    """Make `logged` (seat, action) in `match`, a deal of today's rules, bridging where the
    rules of `rules_version` differ; stop at the first action that cannot be made. An action
    whose arguments no rule can read raises LogError with its index."""
    bridge = bridging(ruleset, rules_version)
    kept = match.play_moves(logged, bridge=bridge, progress=progress)
    return Replayed(match.state, list(match.log), kept, len(logged))


def bridging(ruleset: Ruleset, rules_version: int) -> Bridge:
    """The Match's bridge for a log of `rules_version`: for a logged action today's rules
    refuse, the actions to make in its place (the bridged ones, then itself), tried on a copy
    of the state; None when it cannot be made, which ends the log at the move before."""

    def bridge(state: State, seat: int, action: Action) -> list[tuple[int, Action]] | None:
        trial, made = ruleset.copy_state(state), []
        for _ in range(MAX_BRIDGED):
            supplied = ruleset.bridge(trial, seat, action, rules_version)
            if not supplied or not _apply_all(ruleset, trial, supplied):
                return None
            made.extend(supplied)
            if ruleset.refusal(trial, seat, action) is None:
                return [*made, (seat, action)]
        return None

    return bridge


def _apply_all(ruleset: Ruleset, state: State, actions: Sequence[tuple[int, Action]]) -> bool:
    """Apply each (seat, action) while today's rules allow it; False at the first refused."""
    for seat, action in actions:
        if ruleset.refusal(state, seat, action) is not None:
            return False
        ruleset.apply_unchecked(state, seat, action)
    return True


def notice(game: str, replayed: Replayed, over: bool) -> Problem:
    """What the table says of a game replayed under corrected rules (its result `over`)."""
    if not replayed.cut:
        return Problem("save.rules_corrected", game=game)
    key = "save.rules_corrected_ended" if over else "save.rules_corrected_cut"
    return Problem(key, game=game, kept=replayed.kept, total=replayed.logged)

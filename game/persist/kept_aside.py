"""The app's own small files (settings, statistics, the last set-up), read with limits.

A file of these that cannot be used is never deleted nor silently overwritten: it is renamed
beside itself (`settings.damaged-<time>.json`) so that the player, or whoever helps them, can
still open it, and the caller is told in words what was wrong and where the file went.
A file that cannot even be read (no permission, say) is left where it is.
"""

from __future__ import annotations

from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from game.problems import FileProblem, Problem
from game.userfiles import SMALL_FILE_LIMITS, UNREADABLE, Limits, read_json_object


def set_aside(path: Path) -> Path:
    """Rename `path` to `<stem>.damaged-<UTC time>[-n]<suffix>` beside it; the new path."""
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{number}{path.suffix}")
    path.replace(target)
    return target


def read_own_file(
    path: Path, what: str, limits: Limits = SMALL_FILE_LIMITS
) -> tuple[dict[str, Any] | None, Problem | None]:
    """(the file's object, None); (None, None) when there is no file; (None, what happened).

    `what` names the file for the player: a catalogue key such as `files.settings`, and
    `<what>_then` says how the app goes on without it.
    """
    try:
        return read_json_object(path, limits), None
    except FileNotFoundError:
        return None, None
    except FileProblem as problem:
        return None, report_unusable(path, what, problem)


def report_unusable(path: Path, what: str, problem: Problem) -> Problem:
    """Set an unusable file aside and say so; a file that cannot be read is left alone."""
    if isinstance(problem, FileProblem) and problem.key in UNREADABLE:
        return Problem("files.left_alone", what=Problem(what), problem=problem)
    try:
        aside = set_aside(path)
    except OSError as exc:
        return Problem(
            "files.left_alone",
            what=Problem(what),
            problem=FileProblem("file.unreadable", reason=exc.strerror or str(exc)),
        )
    return Problem(
        "files.set_aside",
        what=Problem(what),
        problem=problem,
        aside=aside.name,
        then=Problem(f"{what}_then"),
    )

"""Where the user's files live: the platform's data and config directories.

`MONSTER_TABLE_HOME`, when set, replaces both (tests point it at a temporary folder): data goes
to `$MONSTER_TABLE_HOME/data` and settings to `$MONSTER_TABLE_HOME/config`.

A folder that cannot be used (a file stands where it should be, a link points nowhere, the disk
refuses) does not stop the app: for this run its files go to a temporary folder instead, the
thing in the way is left alone, and `folder_problems` says so in words for the title screen.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

import platformdirs

from game.problems import Problem

APP_NAME = "monster-table"
HOME_VARIABLE = "MONSTER_TABLE_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


# The folder that stands in for each unusable one during this run, and what was wrong.
_stand_ins: dict[Path, Path] = {}
_problems: dict[Path, Problem] = {}


def _usable(path: Path, what: str) -> Path:
    """`path`, made if need be; a temporary stand-in when it cannot be a folder."""
    if path in _stand_ins:
        return _stand_ins[path]
    reason = unusable_folder(path)
    if reason is None:
        return path
    stand_in = Path(tempfile.mkdtemp(prefix=f"{APP_NAME}-{path.name}-"))
    _stand_ins[path] = stand_in
    _problems[path] = Problem(
        "folders.stand_in",
        what=Problem(what),
        folder=str(path),
        reason=reason,
        stand_in=str(stand_in),
    )
    return stand_in


def unusable_folder(path: Path) -> Problem | None:
    """None when `path` is a folder (made if need be); otherwise why it cannot be one."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        if path.is_dir():
            return None
        return Problem("folders.not_a_folder")
    except OSError as exc:  # a file or a dangling link in the way, no permission, ...
        return _why_not(path, exc)
    except ValueError as exc:  # a name holding a NUL
        return Problem("folders.refused", reason=str(exc))


def _why_not(path: Path, error: OSError) -> Problem:
    """Why `path` could not be made a folder, in the words a player can act on."""
    in_the_way = next((p for p in (path, *path.parents) if p.is_symlink() or p.is_file()), None)
    if in_the_way is not None and in_the_way.is_symlink() and not in_the_way.exists():
        return Problem("folders.dangling_link", place=str(in_the_way))
    if in_the_way is not None:
        return Problem("folders.file_in_the_way", place=str(in_the_way))
    return Problem("folders.refused", reason=error.strerror or str(error))


def folder_problems() -> list[Problem]:
    """The folders that could not be used in this run, each said in words."""
    return list(_problems.values())


def data_dir() -> Path:
    home = _home()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return _usable(path, "folders.data")


def config_dir() -> Path:
    home = _home()
    path = (
        home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    )
    return _usable(path, "folders.config")


def saves_dir() -> Path:
    return _usable(data_dir() / "saves", "folders.saves")

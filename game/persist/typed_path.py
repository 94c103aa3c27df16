"""A file the player names by typing its path (a deck moved between computers).

Whatever is typed, the path comes back or a `FileProblem` says in words what is wrong with it:
a NUL or another control character, the home folder of a user the computer does not have
(`~nobody/deck.txt`). Writing there replaces a regular file and nothing else: a folder, a
link (never followed to overwrite what it points at), a pipe or a device is left as it is and
refused, and the folder must exist. The file is written atomically beside its place.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from game.persist.atomic import write_text_atomic
from game.problems import FileProblem, Problem, quoted
from game.userfiles import is_plain_text


def home_folder() -> Path:
    """The user's home folder, or the current folder when the system cannot say it."""
    try:
        return Path.home()
    except (RuntimeError, KeyError, OSError):
        return Path(".")


def typed_path(text: str) -> Path:
    """The path a player typed (`~` and `~user` expanded); FileProblem when none can be."""
    text = text.strip()
    if not text or "\x00" in text or not is_plain_text(text):
        raise _bad_path(text, Problem("file.path_not_plain"))
    try:
        return Path(text).expanduser()
    except RuntimeError:  # ~user of a user this computer does not have, or no home at all
        user = text[1:].split("/", 1)[0].split(os.sep, 1)[0]
        reason = Problem("file.path_no_user", user=quoted(user)) if user else _NO_HOME
        raise _bad_path(text, reason) from None


_NO_HOME = Problem("file.path_no_home")


def _bad_path(text: str, reason: Problem) -> FileProblem:
    return FileProblem("file.bad_path", path=None, typed=quoted(text, 60), reason=reason)


def check_target(path: Path) -> None:
    """Refuse (FileProblem) a place that holds anything but a regular file, or whose folder
    is missing; a place holding nothing, or a regular file, may be written."""
    try:
        found = os.lstat(path)  # the link itself, never what it points at
    except FileNotFoundError:
        found = None
    except (OSError, ValueError) as exc:  # a name too long, a folder that is a file, a NUL
        raise _unwritable(path, exc) from None
    if found is not None and not stat.S_ISREG(found.st_mode):
        if stat.S_ISDIR(found.st_mode):
            raise FileProblem("file.target_folder", path=path)
        if stat.S_ISLNK(found.st_mode):
            raise FileProblem("file.target_link", path=path)
        raise FileProblem("file.target_special", path=path)
    folder = path.parent
    try:
        is_folder = stat.S_ISDIR(os.stat(folder).st_mode)
    except FileNotFoundError:
        is_folder = False
    except (OSError, ValueError) as exc:
        raise _unwritable(path, exc) from None
    if not is_folder:
        raise FileProblem("file.no_folder", path=path, folder=str(folder))


def write_text_there(path: Path, text: str) -> None:
    """Write `text` at a place the player chose, atomically, only over a regular file;
    FileProblem saying why nothing was written otherwise."""
    check_target(path)
    try:
        # The new file takes the place's name by a rename, which never follows a link that
        # appeared meanwhile and never opens a pipe.
        write_text_atomic(path, text, make_folder=False)
    except (OSError, ValueError) as exc:
        raise _unwritable(path, exc) from None


def _unwritable(path: Path, exc: Exception) -> FileProblem:
    reason = getattr(exc, "strerror", None) or str(exc)
    return FileProblem("file.unwritable", path=path, reason=reason)

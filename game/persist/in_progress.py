"""The game in progress: the autosave slot, and the unfinished games kept beside it.

A game that another takes the table from is moved out of the autosave slot as a save of its
own (`saves.keep_unfinished`), named `unfinished-<date>-<time>[-n]` after the moment it was
kept. Opened again, it goes back into the autosave slot: it is the game in progress once more,
and a copy of it is not left behind to be mistaken for another game.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path

from game.persist.saves import AUTOSAVE_SLOT, slot_path

_UNFINISHED = re.compile(r"unfinished-(\d{4}-\d{2}-\d{2}-\d{6})(?:-(\d{1,4}))?")


def is_autosave(path: Path) -> bool:
    """Whether `path` is the autosave slot's file."""
    return _same_file(path, slot_path(AUTOSAVE_SLOT))


def unfinished_stamp(slot: str) -> tuple[datetime, int] | None:
    """When a kept unfinished game was kept (local time) and its number among those kept in
    the same second (1 for the first); None for a slot of any other name."""
    match = _UNFINISHED.fullmatch(slot)
    if match is None:
        return None
    try:
        when = datetime.strptime(match[1], "%Y-%m-%d-%H%M%S")
    except ValueError:
        return None
    return when, int(match[2] or 1)


def reopen_unfinished(path: Path) -> bool:
    """Move a kept unfinished game back into the autosave slot; False, and nothing moved, for
    any other save, or while the slot holds a game (that one is to be kept first)."""
    autosave = slot_path(AUTOSAVE_SLOT)
    if not path.is_file() or unfinished_stamp(path.stem) is None or autosave.exists():
        return False
    if not _same_file(path.parent, autosave.parent):
        return False
    os.replace(path, autosave)
    return True


def _same_file(one: Path, other: Path) -> bool:
    try:
        return one.resolve() == other.resolve()
    except OSError:
        return False

"""The saves folder as the Load screen lists it: one row for every file, newest first, read
from each file's head without replaying its game; a file that cannot be used is a row that
says why."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec

from game.engine import registry
from game.engine.contract import Ruleset, State
from game.persist.atomic import sweep_temporaries
from game.persist.paths import saves_dir
from game.persist.save_errors import SaveError, damaged
from game.persist.save_replay import check_rules_version, ruleset_of
from game.persist.saves import _convert, _read_object, _showable_name, migrate
from game.userfiles import shown_name


@dataclass
class SaveInfo:
    """One row of the load screen; `error` is set (and the rest mostly empty) for a bad file."""

    slot: str
    path: Path
    ruleset: str
    ruleset_name: str
    players: int
    round: int | None  # None for a game not scored over rounds: its round says nothing
    turn: int
    saved_at: str
    error: str | None = None
    names: list[str] = field(default_factory=list)  # the players, in seat order


class _SaveHeader(msgspec.Struct):
    """What the load screen needs; the log is not replayed for a listing."""

    ruleset: str
    seats: list[Any]
    state: dict[str, Any]
    saved_at: str = ""
    rules_version: int = 1  # every file has one once migrated; loading refuses one without


def _progress(ruleset: Ruleset, state: State) -> tuple[int | None, int]:
    """(round, turns played) from the stored state, without replaying anything; the round is
    None for a game not scored over rounds."""
    spec = registry.game(ruleset.id)
    if not spec.scenarios:  # a game that tells no facts of its state
        return None, 0
    try:
        facts = ruleset.inspect(state)
        turns = facts.get("turns", [])
        played = sum(turns) if isinstance(turns, list) else int(turns)
        if spec.plays_rounds and "round" in facts:
            return int(facts["round"]), played
        return None, played
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, OverflowError):
        # A stored state is only trusted after a replay; a listing just reports it unreadable.
        raise damaged("save.state_unreadable") from None


def _save_info(path: Path) -> SaveInfo:
    # The slot as the screen shows it (a name that is not UTF-8 with escapes); the file is
    # always reached by its path.
    info = SaveInfo(shown_name(path.stem), path, "", "", 0, None, 0, "")
    try:
        header: _SaveHeader = _convert(migrate(_read_object(path)), _SaveHeader)
        info.ruleset, info.players = header.ruleset, len(header.seats)
        info.names = [_listed_name(seat) for seat in header.seats]
        info.saved_at = header.saved_at
        ruleset = ruleset_of(header.ruleset)
        info.ruleset_name = ruleset.name
        check_rules_version(ruleset, header.rules_version)
        info.round, info.turn = _progress(ruleset, header.state)
    except SaveError as exc:
        info.error = exc.message
    return info


def _listed_name(seat: Any) -> str:
    """A seat's name as the load screen lists it: "?" for one no screen could show."""
    name = seat.get("name") if isinstance(seat, dict) else None
    if isinstance(name, str) and _showable_name(name):
        return name
    return "?"


def _sort_key(info: SaveInfo) -> tuple[float, int]:
    try:
        mtime_ns = info.path.stat().st_mtime_ns
    except OSError:
        mtime_ns = 0
    try:
        stamp = datetime.fromisoformat(info.saved_at.replace("Z", "+00:00")).timestamp()
    except (ValueError, OverflowError, OSError):
        stamp = mtime_ns / 1e9  # a file without a readable date sorts by when it was written
    return stamp, mtime_ns


def list_saves() -> list[SaveInfo]:
    """Every save in the saves folder, newest first; a bad file is a row with `error` set."""
    folder = saves_dir()
    sweep_temporaries(folder)  # what a save killed halfway left behind
    paths = [p for p in folder.glob("*.json") if not p.name.startswith(".") and p.is_file()]
    infos = [_save_info(path) for path in paths]
    infos.sort(key=_sort_key, reverse=True)
    return infos

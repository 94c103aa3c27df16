"""How the people at the table have fared: games played and won, by name and by game.

The file (`stats.json` in the user data folder) is small plain JSON, written atomically:

    {"format": 1, "records": [{"name": "Ann", "ruleset": "uno", "played": 3, "won": 1}, ...]}

A file that cannot be read as statistics is never overwritten: it is set aside under a new
name (`stats.damaged-<time>.json`), said so, and counting starts again.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from game.persist.atomic import write_json_atomic
from game.persist.paths import data_dir

FORMAT = 1


@dataclass(frozen=True)
class Record:
    name: str
    ruleset: str
    played: int
    won: int


@dataclass(frozen=True)
class Stats:
    records: tuple[Record, ...] = ()
    problem: str = ""  # what was wrong with the file, in words ("" when nothing)
    damaged: bool = False  # the file was read but holds no statistics


def stats_path() -> Path:
    return data_dir() / "stats.json"


def _records(data: object) -> tuple[Record, ...]:
    """The records of a decoded file; ValueError says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("it is not a statistics file of this version")
    rows = data.get("records")
    if not isinstance(rows, list):
        raise ValueError("it has no list of records")
    records = []
    for number, row in enumerate(rows, 1):
        if not isinstance(row, dict):
            raise ValueError(f"record {number} is not an object")
        name, ruleset = row.get("name"), row.get("ruleset")
        played, won = row.get("played"), row.get("won")
        if not (isinstance(name, str) and isinstance(ruleset, str)):
            raise ValueError(f"record {number} has no name or game")
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in (played, won)):
            raise ValueError(f"record {number} does not count in whole numbers")
        if not 0 <= won <= played:
            raise ValueError(f"record {number} has more wins than games")
        records.append(Record(name, ruleset, played, won))
    return tuple(records)


def load_stats() -> Stats:
    """The statistics so far; an unreadable file gives none, with the reason."""
    path = stats_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Stats()
    except (OSError, UnicodeDecodeError) as exc:
        return Stats(problem=f"The statistics file could not be read ({exc}).")
    try:
        return Stats(_records(json.loads(text)))
    except json.JSONDecodeError as exc:
        reason = f"it is damaged at line {exc.lineno}, column {exc.colno}"
    except ValueError as exc:
        reason = str(exc)
    return Stats(problem=f"The statistics file cannot be used: {reason}.", damaged=True)


def _set_aside(path: Path) -> Path:
    stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"stats.damaged-{stamp}.json")
    path.replace(target)
    return target


def record_game(ruleset_id: str, players: Iterable[tuple[str, bool]]) -> str:
    """Count one finished game for each (name, won) of the people who played it.

    Returns a message for the player when the old file had to be set aside, else "".
    """
    players = list(players)
    if not players:
        return ""
    stats, note = load_stats(), ""
    if stats.problem and not stats.damaged:
        return stats.problem  # unreadable for now: leave it alone and count nothing
    try:
        if stats.damaged:
            aside = _set_aside(stats_path())
            note = f"{stats.problem} It was kept as {aside.name}; counting starts again."
            stats = Stats()
        table = {(r.name, r.ruleset): r for r in stats.records}
        for name, won in players:
            old = table.get((name, ruleset_id), Record(name, ruleset_id, 0, 0))
            table[(name, ruleset_id)] = Record(name, ruleset_id, old.played + 1, old.won + int(won))
        write_json_atomic(
            stats_path(),
            {
                "format": FORMAT,
                "records": [
                    {"name": r.name, "ruleset": r.ruleset, "played": r.played, "won": r.won}
                    for r in table.values()
                ],
            },
        )
    except OSError as exc:
        return f"The statistics could not be saved ({exc.strerror or exc})."
    return note

"""How the people at the table have fared: games played and won, by name and by game.

The file (`stats.json` in the user data folder) is small plain JSON, written atomically:

    {"format": 1, "records": [{"name": "Ann", "ruleset": "uno", "played": 3, "won": 1}, ...]}

A file that cannot be read as statistics is never overwritten: when the next game is counted it
is set aside under a new name (`stats.damaged-<time>.json`), said so, and counting starts again.
Until then the Statistics screen says what is wrong with it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from game.persist.atomic import write_json_atomic
from game.persist.kept_aside import report_unusable
from game.persist.paths import data_dir
from game.problems import FileProblem, Problem
from game.userfiles import STATS_LIMITS, UNREADABLE, is_plain_text, read_json

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
    problem: Problem | None = None  # what was wrong with the file (None when nothing)
    damaged: bool = False  # the file was read but holds no statistics


def stats_path() -> Path:
    return data_dir() / "stats.json"


MAX_COUNT = 10**9  # more games than anyone plays: a bigger count is a damaged file


def _records(data: object) -> tuple[Record, ...]:
    """The records of a decoded file; FileProblem says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise FileProblem("stats.not_stats")
    rows = data.get("records")
    if not isinstance(rows, list):
        raise FileProblem("stats.no_records")
    records = []
    for number, row in enumerate(rows, 1):
        if not isinstance(row, dict):
            raise FileProblem("stats.record_not_object", number=number)
        name, ruleset = row.get("name"), row.get("ruleset")
        played, won = row.get("played"), row.get("won")
        if not (isinstance(name, str) and isinstance(ruleset, str)):
            raise FileProblem("stats.record_unnamed", number=number)
        if not (is_plain_text(name) and is_plain_text(ruleset)):
            raise FileProblem("stats.record_unnamed", number=number)
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in (played, won)):
            raise FileProblem("stats.record_not_whole", number=number)
        if not 0 <= won <= played <= MAX_COUNT:
            raise FileProblem("stats.record_impossible", number=number)
        records.append(Record(name, ruleset, played, won))
    return tuple(records)


def load_stats() -> Stats:
    """The statistics so far; an unusable file gives none, with the reason."""
    try:
        return Stats(_records(read_json(stats_path(), STATS_LIMITS)))
    except FileNotFoundError:
        return Stats()
    except FileProblem as problem:
        unreadable = problem.key in UNREADABLE
        key = "stats.unreadable" if unreadable else "stats.unusable"
        return Stats(problem=Problem(key, problem=problem), damaged=not unreadable)


def record_game(ruleset_id: str, players: Iterable[tuple[str, bool]]) -> str:
    """Count one finished game for each (name, won) of the people who played it.

    Returns a message for the player when the old file had to be set aside, else "".
    """
    players = list(players)
    if not players:
        return ""
    stats, note = load_stats(), ""
    if stats.problem is not None and not stats.damaged:
        return stats.problem.message  # unreadable for now: leave it alone and count nothing
    try:
        if stats.problem is not None:
            kept = report_unusable(stats_path(), "files.stats", stats.problem.params["problem"])
            if kept.key == "files.left_alone":
                return kept.message
            note = kept.message
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
        return Problem("stats.not_saved", reason=exc.strerror or str(exc)).message
    return note

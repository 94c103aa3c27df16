"""Saved games: one JSON file per slot, replayed and checked when it is loaded.

A save holds the seed and the action log beside the state. Loading replays the log from the
seed and compares the outcome with the stored state, so a damaged or edited file is caught
before it reaches the table. Older formats are brought up to date one step per version
(`MIGRATIONS`); the promise kept with `saves/examples` is that every later version still loads
them. The replay of the log is save_replay.py's; a game played under rules corrected since is
replayed under today's (rules_versions.py).
"""

from __future__ import annotations

import contextlib
import copy
import os
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

import msgspec

from game import __version__ as APP_VERSION
from game.engine import registry
from game.engine.match import Match
from game.i18n import t
from game.persist.atomic import write_json_atomic
from game.persist.paths import saves_dir
from game.persist.save_errors import SaveError
from game.persist.save_errors import damaged as _damaged
from game.persist.save_replay import (
    PROGRESS_EVERY,
    Progress,
    SavedLog,
    check_rules_version,
    check_same_state,
    replay,
    replay_match,
    replay_older,
    ruleset_of,
)
from game.problems import FileProblem, Problem, quoted
from game.userfiles import SAVE_LIMITS, is_plain_text, read_json_object

# 1: the first format. 2: new games are dealt with the lehmer128 generator (the option
# `generator`); a game of format 1 was dealt with splitmix64 and keeps it (`_from_1`).
# 3: the save records the version of its game's rules it was played under (`_from_2`).
FORMAT_VERSION = 3
AUTOSAVE_SLOT = "autosave"
SEAT_KINDS = ("human", "ai")
AI_LEVELS = ("easy", "normal", "hard")
MAX_SLOT_LENGTH = 64
_SLOT_UNSAFE = re.compile(r"[^A-Za-z0-9_-]+")
# Names Windows refuses for files whatever their extension.
_RESERVED_NAMES = {"CON", "PRN", "AUX", "NUL"} | {
    f"{p}{n}" for p in ("COM", "LPT") for n in "123456789"
}

MigrationStep = Callable[[dict], dict]
# The replay's and the error's names, read from here as before they had modules of their own.
__all__ = [
    "AUTOSAVE_SLOT",
    "FORMAT_VERSION",
    "MIGRATIONS",
    "PROGRESS_EVERY",
    "Progress",
    "SaveError",
    "SavedGame",
    "Seat",
    "check_rules_version",
    "delete_save",
    "game_to_data",
    "keep_unfinished",
    "latest_autosave",
    "load_game",
    "migrate",
    "replay",
    "sanitise_slot",
    "save_game",
    "slot_path",
    "write_game",
]


def _from_1(data: dict) -> dict:
    """Format 1 to 2: the game was dealt with SplitMix64, and goes on with it.

    The option `generator` says so, in the save's options and in the state's copy of them, and
    the generator's state takes the form the engine keeps SplitMix64's in (its complement).
    Anything else wrong with the file is left for the checks after the migration to find.
    """
    options, state = data.get("options"), data.get("state")
    if isinstance(options, dict):
        options["generator"] = "splitmix64"
    if isinstance(state, dict):
        if isinstance(state.get("options"), dict):
            state["options"]["generator"] = "splitmix64"
        generator = state.get("rng")
        if isinstance(generator, int) and not isinstance(generator, bool) and generator >= 0:
            state["rng"] = ~generator
    return data


def _from_2(data: dict) -> dict:
    """Format 2 to 3: `rules_version`, the version of the game's rules the save was played
    under; a save of format 2 was played under the first version of every game's rules."""
    data.setdefault("rules_version", 1)
    return data


# format_version -> the step that turns a save of that version into the next one.
MIGRATIONS: dict[int, MigrationStep] = {1: _from_1, 2: _from_2}


MAX_NAME_LENGTH = 40  # a seat's name in a save: the New game form takes fewer


@dataclass
class Seat:
    name: str
    kind: str  # "human" or "ai"
    level: str | None = None  # "easy", "normal" or "hard" for an ai seat
    # What the player chose before the game (a character, a deck), as the ruleset reads it
    # (see Ruleset.check_seat_setup); written only when there is something.
    setup: dict[str, Any] = field(default_factory=dict)


@dataclass
class SavedGame:
    ruleset: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int
    actions: list[str]  # the action log, one "p1: play r7" per action
    state: dict[str, Any]  # ruleset.to_data(state)
    app_version: str = APP_VERSION
    saved_at: str = ""  # ISO 8601 UTC, stamped by save_game
    format_version: int = FORMAT_VERSION
    # The version of the ruleset's rules the game is played under (Ruleset.rules_version):
    # stamped by write_game, for the game at the table is always played under today's.
    rules_version: int = 0
    # Moves taken back (undone against the computer), each undo's moves in order: kept so that
    # a save tells the whole game honestly; written only when there are some.
    undone: list[list[str]] = field(default_factory=list)
    # What loading has to tell the player about the game, never written: that its rules were
    # corrected since it was saved, and what became of it (see rules_versions.py).
    notice: Problem | None = field(default=None, compare=False, repr=False)
    # The Match loading checked the save with, its events kept, when asked for (`load_game`'s
    # `keep_match`): the table plays on from it rather than replay the log again. Never written.
    match: Match | None = field(default=None, compare=False, repr=False)


# -- the shape of a file, checked before anything else reads it ----------------------------------
class _SeatRecord(msgspec.Struct):
    name: str
    kind: Literal["human", "ai"]
    level: Literal["easy", "normal", "hard"] | None = None
    setup: dict[str, Any] = msgspec.field(default_factory=dict)


class _SaveRecord(msgspec.Struct):
    format_version: int
    app_version: str
    ruleset: str
    options: dict[str, bool | int | str]
    seats: list[_SeatRecord]
    seed: int
    actions: list[str]
    state: dict[str, Any]
    rules_version: int
    saved_at: str = ""
    undone: list[list[str]] = msgspec.field(default_factory=list)


# -- slots ---------------------------------------------------------------------------------------
def sanitise_slot(slot: str) -> str:
    """The file name stem for a slot: letters, digits, - and _ only."""
    cleaned = _SLOT_UNSAFE.sub("-", slot.strip()).strip("-")[:MAX_SLOT_LENGTH]
    if not cleaned:
        raise SaveError("save.name_empty")
    if cleaned.upper() in _RESERVED_NAMES:
        cleaned += "_"
    return cleaned


def slot_path(slot: str) -> Path:
    return saves_dir() / f"{sanitise_slot(slot)}.json"


def delete_save(slot: str) -> bool:
    """Remove a slot's file; False when there was none."""
    path = slot_path(slot)
    if not path.is_file():
        return False
    path.unlink()
    return True


def keep_unfinished() -> str | None:
    """Before a new game takes the autosave slot: the unfinished game in it is kept as a save
    of its own (`unfinished-<date>-<time>`, listed by Load game), moved at once, never
    copied halfway. Returns the new slot, or None when there was nothing to keep."""
    path = slot_path(AUTOSAVE_SLOT)
    if not path.is_file():
        return None
    stamp = datetime.now().strftime("%Y-%m-%d-%H%M%S")
    slot, number = f"unfinished-{stamp}", 1
    while slot_path(slot).exists():
        number += 1
        slot = f"unfinished-{stamp}-{number}"
    os.replace(path, slot_path(slot))
    return slot


def latest_autosave() -> Path | None:
    path = slot_path(AUTOSAVE_SLOT)
    return path if path.is_file() else None


# -- writing -------------------------------------------------------------------------------------
def _utc_now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds").replace("+00:00", "Z")


def game_to_data(game: SavedGame) -> dict[str, Any]:
    """The JSON object of a save, exactly as written to its file (a seat's set-up only where
    it has one)."""
    data = asdict(replace(game, notice=None, match=None))
    del data["notice"], data["match"]
    # Not stamped yet: a game is played under today's rules (a game this version does not
    # know keeps 0, and loading refuses it for that).
    with contextlib.suppress(KeyError):
        data["rules_version"] = data["rules_version"] or registry.get(game.ruleset).rules_version
    for seat in data["seats"]:
        if not seat["setup"]:
            del seat["setup"]
    if not data["undone"]:
        del data["undone"]
    return data


def write_game(path: Path, game: SavedGame) -> None:
    """Write `game` atomically to `path`, completing it in place first.

    The options are completed with the ruleset's defaults, so a later change of a default
    cannot change a saved game; `saved_at` is stamped and the current format recorded.
    """
    ruleset = registry.get(game.ruleset)
    game.options = ruleset.resolve_options(game.options)
    game.saved_at = _utc_now()
    game.format_version = FORMAT_VERSION
    game.rules_version = ruleset.rules_version
    write_json_atomic(path, game_to_data(game))


def save_game(slot: str, game: SavedGame) -> Path:
    """Write `game` to its slot (see `write_game`) and return the file's path."""
    path = slot_path(slot)
    write_game(path, game)
    return path


# -- reading -------------------------------------------------------------------------------------
def _read_object(path: Path) -> dict:
    try:
        return read_json_object(path, SAVE_LIMITS)
    except FileNotFoundError:
        raise SaveError("save.unreadable", reason=t("save.no_such_file")) from None
    except FileProblem as problem:
        if problem.key == "file.unreadable":
            raise SaveError("save.unreadable", reason=problem.params["reason"]) from None
        raise SaveError("save.damaged", problem=problem) from None


def _format_version(data: Mapping[str, Any]) -> int:
    if "format_version" not in data:
        raise _damaged("save.key_missing", key="format_version")
    version = data["format_version"]
    if isinstance(version, bool) or not isinstance(version, int) or version < 0:
        raise _damaged("save.key_not_whole", key="format_version", value=quoted(version))
    if version > FORMAT_VERSION:
        raise SaveError("save.newer", version=version, supported=FORMAT_VERSION)
    return version


def migrate(data: dict, steps: Mapping[int, MigrationStep] | None = None) -> dict:
    """`data` brought to FORMAT_VERSION, one step per older version; `data` is not changed."""
    steps = MIGRATIONS if steps is None else steps
    version = _format_version(data)
    data = copy.deepcopy(data)
    while version < FORMAT_VERSION:
        step = steps.get(version)
        if step is None:
            raise SaveError("save.no_migration", version=version)
        try:
            data = step(data)
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError("save.migration_failed", version=version, reason=str(exc)) from None
        version += 1
        data["format_version"] = version
    return data


def _describe(error: msgspec.ValidationError) -> Problem:
    """msgspec's message, reworded to name the key the way the file spells it."""
    problem, _, where = str(error).partition(" - at `$")
    where = where.rstrip("`").lstrip(".")
    missing = re.fullmatch(r"Object missing required field `(.+)`", problem)
    if missing:
        key = f"{where}.{missing[1]}" if where else missing[1]
        return Problem("save.key_missing", key=key)
    problem = problem.replace("`", "")
    problem = problem[:1].lower() + problem[1:]
    if where:
        return Problem("save.key_wrong", key=where, problem=problem)
    return Problem("save.shape_wrong", problem=problem)


def _convert(data: dict, shape: type) -> Any:
    try:
        return msgspec.convert(data, shape, strict=True)
    except msgspec.ValidationError as exc:
        raise SaveError("save.damaged", problem=_describe(exc)) from None


def _check_seat_levels(seats: Sequence[_SeatRecord]) -> None:
    for index, seat in enumerate(seats):
        if (seat.kind == "ai") != (seat.level is not None):
            wanted = "save.level_of_computer" if seat.kind == "ai" else "save.level_of_person"
            raise _damaged(wanted, key=f"seats[{index}].level")
        if not _showable_name(seat.name):
            raise _damaged("save.bad_name", key=f"seats[{index}].name", limit=MAX_NAME_LENGTH)


def load_game(path: Path, progress: Progress | None = None, keep_match: bool = False) -> SavedGame:
    """Read, migrate, validate and replay a save. Raises SaveError; never changes the file.

    A save played under an older version of its game's rules is replayed under today's, and
    the game it gives carries a notice of what became of it (see rules_versions.py). With
    `keep_match` the game carries the Match that replayed it, with its events (`match`), for a
    table to play on from (not for a save replayed under older rules)."""
    data = migrate(_read_object(path))
    record: _SaveRecord = _convert(data, _SaveRecord)
    _check_seat_levels(record.seats)
    ruleset = ruleset_of(record.ruleset)
    check_rules_version(ruleset, record.rules_version)
    setups = [seat.setup for seat in record.seats]
    actions, notice, match = list(record.actions), None, None
    if record.rules_version == ruleset.rules_version:
        players = len(record.seats)
        match = replay_match(
            ruleset, record.options, players, record.seed, actions, progress, setups, keep_match
        )
        replayed = ruleset.to_data(match.state)
        check_same_state(replayed, record.state)
    else:
        saved = SavedLog(record.options, setups, record.seed, actions, record.state)
        replayed, actions, notice = replay_older(ruleset, saved, record.rules_version, progress)
    return SavedGame(
        ruleset=record.ruleset,
        options=dict(record.options),
        seats=[Seat(s.name, s.kind, s.level, dict(s.setup)) for s in record.seats],
        seed=record.seed,
        actions=actions,
        # The replayed state, not the stored one: equal by the check above (or the work of
        # older rules), and free of JSON look-alikes such as true for 1.
        state=replayed,
        app_version=record.app_version,
        saved_at=record.saved_at,
        format_version=record.format_version,
        rules_version=ruleset.rules_version,
        undone=[list(moves) for moves in record.undone],
        notice=notice,
        match=match if keep_match else None,
    )


def _showable_name(name: str) -> bool:
    return 0 < len(name) <= MAX_NAME_LENGTH and is_plain_text(name)

"""Saved games: one JSON file per slot, replayed and checked when it is loaded.

A save holds the seed and the action log beside the state. Loading replays the log from the
seed and compares the outcome with the stored state, so a damaged or edited file is caught
before it reaches the table. Older formats are brought up to date one step per version
(`MIGRATIONS`); the promise kept with `saves/examples` is that every later version still loads
them.
"""

from __future__ import annotations

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
from game.cardwords import card_words
from game.engine import registry
from game.engine.contract import IllegalAction, Refusal, Ruleset, State
from game.engine.notation import Action, parse_log_line, seat_text
from game.i18n import has, t
from game.persist import rules_versions
from game.persist.atomic import write_json_atomic
from game.persist.paths import saves_dir
from game.problems import FileProblem, Problem, cut_short, quoted
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


class SaveError(Problem):
    """A save that cannot be written or loaded; `message` is a sentence in the player's language
    and `advice` says what to do about the file."""

    @property
    def advice(self) -> str:
        return t("save.advice", folder=str(saves_dir()))


def _damaged(what: str, /, **params: Any) -> SaveError:
    """ "This save is damaged: <what>", the what being a catalogue key of its own."""
    return SaveError("save.damaged", problem=Problem(what, **params))


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
    data = asdict(replace(game, notice=None))
    del data["notice"]
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


def _ruleset(ruleset_id: str) -> Ruleset:
    try:
        return registry.get(ruleset_id)
    except KeyError:
        raise SaveError("save.unknown_game", ruleset=quoted(ruleset_id)) from None


def _check_setup(
    ruleset: Ruleset,
    options: Mapping[str, Any],
    players: int,
    seats: Sequence[Mapping[str, Any]] | None = None,
) -> None:
    try:
        ruleset.resolve_options(options)
    except ValueError as exc:
        raise SaveError("save.options_refused", game=ruleset.name, reason=str(exc)) from None
    try:
        ruleset.check_seat_setup(seats, players)
    except ValueError as exc:
        raise SaveError("save.seat_setup_refused", game=ruleset.name, reason=str(exc)) from None
    if not ruleset.min_players <= players <= ruleset.max_players:
        raise SaveError(
            "save.seat_count_one" if players == 1 else "save.seat_count",
            count=players,
            game=ruleset.name,
            least=ruleset.min_players,
            most=ruleset.max_players,
        )


def _parse_log_line(ruleset: Ruleset, line: str, number: int, players: int) -> tuple[int, Action]:
    """(seat, action) of one log line such as "p2: catch p1"."""
    try:
        seat, text = parse_log_line(line)
        action = ruleset.parse_action(text)
    except ValueError as exc:  # NotationError, and any slip of a parser on odd text
        raise SaveError(
            "save.action_unreadable", number=number, line=quoted(line), reason=cut_short(str(exc))
        ) from None
    if seat >= players:
        raise SaveError(
            "save.action_seat",
            number=number,
            line=quoted(line),
            seat=seat_text(seat),
            seats=players,
        )
    return seat, action


Progress = Callable[[int, int], None]  # (actions replayed, actions in all)
PROGRESS_EVERY = 2000  # actions between two reports of a replay's progress


def replay(
    ruleset: Ruleset,
    options: Mapping[str, Any],
    players: int,
    seed: int,
    actions: Sequence[str],
    progress: Progress | None = None,
    seats: Sequence[Mapping[str, Any]] | None = None,
) -> State:
    """The state reached by dealing from `seed` and applying each logged action by its seat.

    `progress`, when given, hears how far the replay is every PROGRESS_EVERY actions (a long
    save is loaded off the frame loop, with a bar that follows it).
    """
    _check_setup(ruleset, options, players, seats)
    state, _ = ruleset.new_game(options, players, seed, seats)
    total = len(actions)
    for number, line in enumerate(actions, start=1):
        if progress is not None and number % PROGRESS_EVERY == 0:
            progress(number, total)
        seat, action = _parse_log_line(ruleset, line, number, players)
        try:
            ruleset.apply(state, seat, action)
        except IllegalAction as exc:
            raise SaveError(
                "save.action_refused",
                number=number,
                line=quoted(line),
                refusal=_refusal_words(ruleset, exc.refusal),
            ) from None
        except (ValueError, OverflowError) as exc:  # an argument no rule could read
            reason = cut_short(str(exc))
            raise SaveError(
                "save.action_unreadable", number=number, line=quoted(line), reason=reason
            ) from None
    return state


def _refusal_words(ruleset: Ruleset, refusal: Refusal) -> Problem:
    """Why a logged move was refused, in the game's words (its own sentence first), with the
    cards it names said by name ("You do not hold Wild", not "w")."""
    code, params = refusal.code, dict(refusal.params)
    for name, value in params.items():  # a word of a hand-edited line may be very long
        if isinstance(value, str):
            params[name] = cut_short(value)
    faces, palette = ruleset.card_faces(), ruleset.card_palette()
    for name in ("card", "top", "character"):
        if isinstance(params.get(name), str):
            params[name] = card_words(faces, palette, params[name])
    for key in (f"{ruleset.id}.refusal.{code}", f"refusal.{code}"):
        if has(key):
            return Problem(key, **params)
    return Problem("refusal.unknown", code=code)


def _check_same_state(replayed: Mapping[str, Any], stored: Mapping[str, Any]) -> None:
    if replayed == stored:
        return
    absent = object()
    keys = sorted(set(replayed) | set(stored))
    first = next(k for k in keys if replayed.get(k, absent) != stored.get(k, absent))
    raise SaveError("save.mismatch", first=quoted(first))


def check_rules_version(ruleset: Ruleset, version: int) -> None:
    """A save's rules version is 1 or more, and none newer than this app's rules of its game."""
    if version < 1:
        raise _damaged("save.key_below_one", key="rules_version", value=version)
    if version > ruleset.rules_version:
        raise SaveError(
            "save.rules_newer",
            game=ruleset.name,
            version=version,
            supported=ruleset.rules_version,
        )


def load_game(path: Path, progress: Progress | None = None) -> SavedGame:
    """Read, migrate, validate and replay a save. Raises SaveError; never changes the file.

    A save played under an older version of its game's rules is replayed under today's, and
    the game it gives carries a notice of what became of it (see rules_versions.py)."""
    data = migrate(_read_object(path))
    record: _SaveRecord = _convert(data, _SaveRecord)
    _check_seat_levels(record.seats)
    ruleset = _ruleset(record.ruleset)
    check_rules_version(ruleset, record.rules_version)
    setups = [seat.setup for seat in record.seats]
    actions, notice = list(record.actions), None
    if record.rules_version == ruleset.rules_version:
        players = len(record.seats)
        state = replay(ruleset, record.options, players, record.seed, actions, progress, setups)
        replayed = ruleset.to_data(state)
        _check_same_state(replayed, record.state)
    else:
        replayed, actions, notice = _replay_older(ruleset, record, progress, setups)
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
    )


def _replay_older(
    ruleset: Ruleset, record: _SaveRecord, progress: Progress | None, setups: list[dict]
) -> tuple[dict[str, Any], list[str], Problem | None]:
    """A save of older rules replayed under today's: (its state, its log as today's rules
    make it, the notice of what changed, None when nothing did). Its lines must still read."""
    players, total = len(record.seats), len(record.actions)
    _check_setup(ruleset, record.options, players, setups)
    logged = [
        _parse_log_line(ruleset, line, number, players)
        for number, line in enumerate(record.actions, start=1)
    ]

    def reach(done: int) -> None:
        if progress is not None and done and done % PROGRESS_EVERY == 0:
            progress(done, total)

    state, _ = ruleset.new_game(record.options, players, record.seed, setups)
    try:
        older = rules_versions.replay_older(ruleset, state, logged, record.rules_version, reach)
    except rules_versions.UnreadableAction as exc:  # an argument no rule could read
        line = quoted(record.actions[exc.number - 1])
        reason = cut_short(str(exc.__cause__))
        raise SaveError(
            "save.action_unreadable", number=exc.number, line=line, reason=reason
        ) from None
    replayed = ruleset.to_data(older.state)
    if older.actions == record.actions and replayed == record.state:
        return replayed, older.actions, None  # the corrections did not touch this game
    over = ruleset.result(older.state) is not None
    return replayed, older.actions, rules_versions.notice(ruleset.name, older, over)


def _showable_name(name: str) -> bool:
    return 0 < len(name) <= MAX_NAME_LENGTH and is_plain_text(name)

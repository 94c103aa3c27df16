"""The replay of a save's action log: under the rules it was played by, checked move by move
and against the stored state; under today's rules when its game's rules were corrected since
(see rules_versions.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.cardwords import card_words
from game.engine import registry
from game.engine.contract import Refusal, Ruleset, State
from game.engine.match import PROGRESS_EVERY as PROGRESS_EVERY  # read by saves.py
from game.engine.match import LogError, Match
from game.engine.notation import seat_text
from game.i18n import has
from game.persist import rules_versions
from game.persist.save_errors import SaveError, damaged
from game.problems import Problem, cut_short, quoted


@dataclass(frozen=True)
class SavedLog:
    """What a save's replay reads: the game's options, each seat's set-up, the seed, the log
    and the state stored beside it."""

    options: Mapping[str, Any]
    setups: Sequence[Mapping[str, Any]]
    seed: int
    actions: list[str]
    state: Mapping[str, Any]


def ruleset_of(ruleset_id: str) -> Ruleset:
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


# How far a long replay is, heard every PROGRESS_EVERY actions (the Match's).
Progress = Callable[[int, int], None]  # (actions replayed, actions in all)


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
    return replay_match(ruleset, options, players, seed, actions, progress, seats).state


def replay_match(
    ruleset: Ruleset,
    options: Mapping[str, Any],
    players: int,
    seed: int,
    actions: Sequence[str],
    progress: Progress | None = None,
    seats: Sequence[Mapping[str, Any]] | None = None,
    keep_events: bool = False,
) -> Match:
    """The Match dealt from `seed` that made each logged action (see `replay`); with
    `keep_events` it keeps every event since the deal, for a table to play on from it."""
    _check_setup(ruleset, options, players, seats)
    match = Match(ruleset, options, players, seed, seats, keep_events=keep_events)
    try:
        match.play(actions, progress=progress)
    except LogError as exc:
        raise _log_error(ruleset, exc, actions, players) from None
    return match


def _log_error(ruleset: Ruleset, exc: LogError, actions: Sequence[str], players: int) -> SaveError:
    """The save's error for a line of its log that cannot be made, quoted as the file has it."""
    number, line = exc.number, quoted(actions[exc.index])
    if exc.kind == "seat":
        seat = seat_text(exc.seat if exc.seat is not None else players)
        return SaveError("save.action_seat", number=number, line=line, seat=seat, seats=players)
    if exc.kind == "refused" and exc.refusal is not None:
        refusal = _refusal_words(ruleset, exc.refusal)
        return SaveError("save.action_refused", number=number, line=line, refusal=refusal)
    reason = cut_short(exc.reason)
    return SaveError("save.action_unreadable", number=number, line=line, reason=reason)


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


def check_same_state(replayed: Mapping[str, Any], stored: Mapping[str, Any]) -> None:
    if replayed == stored:
        return
    absent = object()
    keys = sorted(set(replayed) | set(stored))
    first = next(k for k in keys if replayed.get(k, absent) != stored.get(k, absent))
    raise SaveError("save.mismatch", first=quoted(first))


def check_rules_version(ruleset: Ruleset, version: int) -> None:
    """A save's rules version is 1 or more, and none newer than this app's rules of its game."""
    if version < 1:
        raise damaged("save.key_below_one", key="rules_version", value=version)
    if version > ruleset.rules_version:
        raise SaveError(
            "save.rules_newer",
            game=ruleset.name,
            version=version,
            supported=ruleset.rules_version,
        )


def replay_older(
    ruleset: Ruleset,
    saved: SavedLog,
    rules_version: int,
    progress: Progress | None = None,
) -> tuple[dict[str, Any], list[str], Problem | None]:
    """A save played under older rules (`rules_version`) replayed under today's: (its state,
    its log as today's rules make it, the notice of what changed, None when nothing did). Its
    lines must still read."""
    players = len(saved.setups)
    _check_setup(ruleset, saved.options, players, saved.setups)
    match = Match(ruleset, saved.options, players, saved.seed, saved.setups)
    try:
        logged = [match.read(index, line) for index, line in enumerate(saved.actions)]
        older = rules_versions.replay_under_today(ruleset, match, logged, rules_version, progress)
    except LogError as exc:
        raise _log_error(ruleset, exc, saved.actions, players) from None
    replayed = ruleset.to_data(older.state)
    if older.actions == saved.actions and replayed == saved.state:
        return replayed, older.actions, None  # the corrections did not touch this game
    over = ruleset.result(older.state) is not None
    return replayed, older.actions, rules_versions.notice(ruleset.name, older, over)

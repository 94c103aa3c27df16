"""The replay of a save's action log: under the rules it was played by, checked move by move
and against the stored state; under today's rules when its game's rules were corrected since
(see rules_versions.py)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.cardwords import card_words
from game.engine import registry
from game.engine.contract import IllegalAction, Refusal, Ruleset, State
from game.engine.notation import Action, parse_log_line, seat_text
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
    players, total = len(saved.setups), len(saved.actions)
    _check_setup(ruleset, saved.options, players, saved.setups)
    logged = [
        _parse_log_line(ruleset, line, number, players)
        for number, line in enumerate(saved.actions, start=1)
    ]

    def reach(done: int) -> None:
        if progress is not None and done and done % PROGRESS_EVERY == 0:
            progress(done, total)

    state, _ = ruleset.new_game(saved.options, players, saved.seed, saved.setups)
    try:
        older = rules_versions.replay_under_today(ruleset, state, logged, rules_version, reach)
    except rules_versions.UnreadableAction as exc:  # an argument no rule could read
        line = quoted(saved.actions[exc.number - 1])
        reason = cut_short(str(exc.__cause__))
        raise SaveError(
            "save.action_unreadable", number=exc.number, line=line, reason=reason
        ) from None
    replayed = ruleset.to_data(older.state)
    if older.actions == saved.actions and replayed == saved.state:
        return replayed, older.actions, None  # the corrections did not touch this game
    over = ruleset.result(older.state) is not None
    return replayed, older.actions, rules_versions.notice(ruleset.name, older, over)

"""Guided first games as data: one file per game (assets/guides/<ruleset>.yaml).

A guide is a fixed deal (the same `setup` a scenario gives, docs/scenarios.md), the seat of the
person learning (`learner`, p1 unless said), and 8 to 15 steps. Each step says one short
sentence (a catalogue key, so it reads in every language), points at what it is about (a card
of the learner's hand, a zone, a counter, a button of the table) and names the move it expects
in action notation, where `*` stands for any one word (`wild *`). After the move, the scripted
opponent answers with the step's `reply` moves. A step with no `expect` is read, then left
with Next. A step may ask for a few moves made in order, as one: `expect` is then a list
(`[evade, "discard *", "discard *"]`: an evasion and the two cards that pay for it), and the
replies come once the last of them is made. The file is read like a card file
(game/engine/cards.py) and then played through (game/engine/guide.py): every error names the
file, the line and what is wrong.

```yaml
ruleset: uno
title: guide.uno.title          # the chooser's line for it
seed: 1
setup: {hands: {p1: [r7, w], p2: [g7, b9]}, discard: [r5], turn: p1}
steps:
  - say: guide.uno.colour       # the sentence
    point: {card: r7}           # or {zone: discard}, {counter: "life:p1"}, {button: draw}
    expect: play r7             # the move it asks for (or a list of moves, made in order)
    note: guide.uno.colour_note # the coach's words for any other move (optional)
    reply: [play g7]            # what the opponent does next, or ["p2: play g7"]
end: guide.uno.end              # said once the last step is done
```
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import msgspec

from game.engine.cards import CardDataError, CardFile
from game.engine.notation import (
    Action,
    NotationError,
    parse_action,
    parse_log_line,
    parse_seat,
)
from game.i18n import has
from game.paths import assets_dir

MIN_STEPS, MAX_STEPS = 8, 15
POINT_ROLES = ("card", "zone", "counter", "button", "seat")
DEFAULT_NOTE = "guide.note"


class GuideError(CardDataError):
    """A guide file that cannot be used: the file, the line, the key path and why."""


class PointSchema(msgspec.Struct, forbid_unknown_fields=True):
    card: str | None = None
    zone: str | None = None
    counter: str | None = None
    button: str | None = None
    seat: str | None = None


class StepSchema(msgspec.Struct, forbid_unknown_fields=True):
    say: str
    point: PointSchema | None = None
    expect: str | list[str] | None = None
    note: str | None = None
    reply: list[str | dict[str, str]] = []


class GuideSchema(msgspec.Struct, forbid_unknown_fields=True):
    ruleset: str
    title: str
    steps: list[StepSchema]
    end: str
    setup: dict[str, Any]
    players: int = 2
    seed: int = 0
    learner: str = "p1"
    options: dict[str, Any] = {}
    seat_setup: list[dict[str, Any]] | None = None


@dataclass(frozen=True)
class Point:
    """What a step is about, in roles the table can find: `role` one of POINT_ROLES."""

    role: str
    name: str


@dataclass(frozen=True)
class Reply:
    """One move of the scripted opponent: by `seat` (None: the seat the game asks first)."""

    seat: int | None
    action: Action


@dataclass(frozen=True)
class GuideStep:
    say: str
    point: Point | None
    # The moves it asks for, in order, each as its words (`*` for any one word); none: the
    # step is only read.
    moves: tuple[tuple[str, ...], ...]
    note: str
    replies: tuple[Reply, ...]
    line: int  # where the step begins in its file

    @property
    def expect(self) -> tuple[str, ...] | None:
        """The words of the first move the step asks for; None for a step that is only read."""
        return self.moves[0] if self.moves else None

    def matches(self, action: Action, position: int = 0) -> bool:
        """Whether `action` is the move this step asks for at `position` of its moves (the
        moves of the step already made)."""
        if not 0 <= position < len(self.moves):
            return False
        wanted = self.moves[position]
        words = str(action).split()
        return len(words) == len(wanted) and all(
            want in ("*", word) for want, word in zip(wanted, words, strict=True)
        )


@dataclass(frozen=True)
class Guide:
    ruleset: str
    title: str
    players: int
    seed: int
    options: dict[str, Any]
    seat_setup: list[dict[str, Any]] | None
    setup: dict[str, Any]
    learner: int
    steps: tuple[GuideStep, ...]
    end: str
    path: str


def guides_dir() -> Path:
    return assets_dir() / "guides"


def guide_path(ruleset_id: str) -> Path:
    return guides_dir() / f"{ruleset_id}.yaml"


def read_guide_file(path: Path, text: str | None = None) -> Guide:
    """The guide at `path` (or `text` read as that file), its shape checked; GuideError at the
    offending key otherwise. Whether its moves can be played is checked by `load_guide`."""
    try:
        file = CardFile(path, text)
        data = file.convert(GuideSchema)
    except CardDataError as exc:
        raise GuideError(exc.file, exc.line, exc.key_path, exc.problem or exc.message) from None
    return _typed(file, data)


def _typed(file: CardFile, data: GuideSchema) -> Guide:
    def fail(where: tuple[str | int, ...], message: str) -> GuideError:
        error = file.error(where, message)
        return GuideError(error.file, error.line, error.key_path, message)

    if not MIN_STEPS <= len(data.steps) <= MAX_STEPS:
        raise fail(
            ("steps",), f"a guide has {MIN_STEPS} to {MAX_STEPS} steps, not {len(data.steps)}"
        )
    for key in ("title", "end"):
        if not has(getattr(data, key)):
            raise fail((key,), f"no text {getattr(data, key)!r} in the catalogue")
    try:
        learner = parse_seat(data.learner)
    except NotationError as exc:
        raise fail(("learner",), str(exc)) from None
    steps = []
    for index, step in enumerate(data.steps):
        where = ("steps", index)
        steps.append(_step(step, where, fail, file.line_of(where)))
    return Guide(
        ruleset=data.ruleset,
        title=data.title,
        players=data.players,
        seed=data.seed,
        options=dict(data.options),
        seat_setup=data.seat_setup,
        setup=dict(data.setup),
        learner=learner,
        steps=tuple(steps),
        end=data.end,
        path=file.name,
    )


def _step(step: StepSchema, where: tuple, fail, line: int) -> GuideStep:
    for key in ("say", "note"):
        value = getattr(step, key)
        if value is not None and not has(value):
            raise fail((*where, key), f"no text {value!r} in the catalogue")
    point = None
    if step.point is not None:
        given = [(role, getattr(step.point, role)) for role in POINT_ROLES]
        given = [(role, name) for role, name in given if name is not None]
        if len(given) != 1:
            raise fail((*where, "point"), f"a point names one of {', '.join(POINT_ROLES)}")
        point = Point(*given[0])
    if step.expect is None and step.reply:
        raise fail((*where, "reply"), "a step that expects no move has no reply")
    replies = []
    for number, reply in enumerate(step.reply):
        replies.append(_reply(reply, (*where, "reply", number), fail))
    return GuideStep(
        say=step.say,
        point=point,
        moves=_moves(step.expect, (*where, "expect"), fail),
        note=step.note or DEFAULT_NOTE,
        replies=tuple(replies),
        line=line,
    )


def _moves(expect: str | list[str] | None, where: tuple, fail) -> tuple[tuple[str, ...], ...]:
    """The words of each move a step's `expect` names: one move, or a list made in order."""
    if expect is None:
        return ()
    if isinstance(expect, str):
        if not expect.split():
            raise fail(where, "an empty move")
        return (tuple(expect.split()),)
    if not expect:
        raise fail(where, "an empty list of moves")
    for number, move in enumerate(expect):
        if not move.split():
            raise fail((*where, number), "an empty move")
    return tuple(tuple(move.split()) for move in expect)


def _reply(reply: str | dict[str, str], where: tuple, fail) -> Reply:
    seat = None
    text = reply
    if isinstance(reply, str) and ":" in reply.split(" ", 1)[0]:  # `p2: block c2 c4`
        try:
            seat, text = parse_log_line(reply)
        except NotationError as exc:
            raise fail(where, str(exc)) from None
    elif isinstance(reply, dict):
        if len(reply) != 1:
            raise fail(where, "a reply is a move, or {pN: move}")
        ((who, text),) = reply.items()
        try:
            seat = parse_seat(str(who))
        except NotationError as exc:
            raise fail(where, str(exc)) from None
    try:
        return Reply(seat, parse_action(str(text)))
    except NotationError as exc:
        raise fail(where, str(exc)) from None

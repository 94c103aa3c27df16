"""Reading K-Mon's card folder: the schema of each file and the checks across the folder.

The set lives in several files of one folder (`cards/kmon/`), each with `ruleset: kmon` and the
`part` of the set it holds; a starter deck names K-Mon and cards of other files, and an id or
a code is used once in the whole set. So a file is always checked with its siblings: every
problem is reported at the file, line and key path where it is, and when one file is checked
alone (`validate-cards` goes file by file) only that file's problems are raised.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import msgspec

from game.engine.cards import CardDataError, CardFile, folder_card_files
from game.engine.effects import Effect, Effects, op_of
from game.engine.names import Names
from game.problems import Problem
from game.rules.kmon.card_effects import ANSWERS, KMON_EFFECTS, PERSISTENT_OPS, REACTION_OPS
from game.rules.kmon.card_model import (
    ELEMENTS,
    TRAITS,
    Card,
    Catalog,
    KMon,
    Starter,
    deck_problem,
)

RULESET_ID = "kmon"
# Codes and ids never start with c, p or x: instance ids, seats and counts in the notation.
Code = Annotated[str, msgspec.Meta(pattern=r"^[abd-oq-wyz][a-z0-9]{0,11}$")]
Id = Annotated[str, msgspec.Meta(pattern=r"^[abd-oq-wyz][a-z0-9-]{0,23}$")]
PARTS = {
    "kmon": "kmon",
    "abilities": "cards",
    "reactions": "cards",
    "boosts": "cards",
    "items": "cards",
    "starters": "starters",
}
KIND_OF_PART = {"abilities": "ability", "reactions": "reaction", "boosts": "boost", "items": "item"}


class KMonSpec(msgspec.Struct, forbid_unknown_fields=True):
    id: Id
    name: Names
    hp: Annotated[int, msgspec.Meta(ge=1, le=30)]
    primary: str
    secondary: str
    trait: str
    x: Annotated[int, msgspec.Meta(ge=1, le=5)] | None = None


class CardSpec(msgspec.Struct, forbid_unknown_fields=True):
    code: Code
    name: Names
    effects: Effects
    cost: Annotated[int, msgspec.Meta(ge=0, le=9)] = 0
    element: str | None = None
    ultimate: bool | None = None
    answers: str | None = None


class CopiesSpec(msgspec.Struct, forbid_unknown_fields=True):
    code: str
    copies: Annotated[int, msgspec.Meta(ge=1, le=36)] = 1


class StarterSpec(msgspec.Struct, forbid_unknown_fields=True):
    id: Id
    name: Names
    kmon: Annotated[list[str], msgspec.Meta(max_length=6)]
    cards: Annotated[list[CopiesSpec], msgspec.Meta(min_length=1, max_length=60)]


class _Head(msgspec.Struct, forbid_unknown_fields=True):
    ruleset: str
    part: str


class KMonFile(_Head):
    kmon: Annotated[list[KMonSpec], msgspec.Meta(min_length=1)]


class CardsFile(_Head):
    cards: Annotated[list[CardSpec], msgspec.Meta(min_length=1)]


class StartersFile(_Head):
    starters: Annotated[list[StarterSpec], msgspec.Meta(min_length=1)]


SCHEMAS: dict[str, type[_Head]] = {"kmon": KMonFile, "cards": CardsFile, "starters": StartersFile}


@dataclass
class _Part:
    """What one file holds, read and checked on its own."""

    card_file: CardFile
    kmon: list[KMon] = field(default_factory=list)
    cards: list[Card] = field(default_factory=list)
    starters: list[StarterSpec] = field(default_factory=list)


# -- one file ----------------------------------------------------------------------------------
def read_part(card_file: CardFile) -> _Part:
    """One file of the set, its schema and its own checks (not those across files)."""
    part = card_file.data.get("part")
    if not isinstance(part, str) or part not in PARTS:
        raise card_file.error(("part",), f"expected `part:` naming one of {', '.join(PARTS)}")
    spec = _convert(card_file, SCHEMAS[PARTS[part]])
    read = _Part(card_file)
    if isinstance(spec, KMonFile):
        read.kmon = [_kmon(card_file, index, one) for index, one in enumerate(spec.kmon)]
    elif isinstance(spec, CardsFile):
        kind = KIND_OF_PART[part]
        read.cards = [_card(card_file, index, kind, one) for index, one in enumerate(spec.cards)]
    elif isinstance(spec, StartersFile):
        read.starters = list(spec.starters)
    return read


def _convert(card_file: CardFile, schema: type[_Head]) -> _Head:
    try:
        return card_file.convert(schema)
    except CardDataError as exc:
        if not exc.key_path.endswith(".op"):
            raise
        raise CardDataError(exc.file, exc.line, exc.key_path, KMON_EFFECTS.unknown_op()) from None


def _known(card_file: CardFile, where: tuple, value: str, kind: str, known: tuple) -> None:
    if value not in known:
        raise card_file.error(where, f"unknown {kind} {value!r} (known: {', '.join(known)})")


def _kmon(card_file: CardFile, index: int, spec: KMonSpec) -> KMon:
    where = ("kmon", index)
    _known(card_file, (*where, "primary"), spec.primary, "element", ELEMENTS)
    _known(card_file, (*where, "secondary"), spec.secondary, "element", ELEMENTS)
    if spec.secondary == spec.primary:
        raise card_file.error((*where, "secondary"), "the secondary element is the primary one")
    _known(card_file, (*where, "trait"), spec.trait, "trait", TRAITS)
    if spec.trait == "incandescent" and spec.x is None:
        raise card_file.error(where, "an incandescent K-Mon says its `x` (1 to 5)")
    if spec.trait != "incandescent" and spec.x is not None:
        raise card_file.error((*where, "x"), "only an incandescent K-Mon has an `x`")
    hp, x = spec.hp, spec.x or 0
    return KMon(spec.id, spec.name, hp, spec.primary, spec.secondary, spec.trait, x)


def _card(card_file: CardFile, index: int, kind: str, spec: CardSpec) -> Card:
    where = ("cards", index)
    element = spec.element or ""
    if spec.element is not None:
        _known(card_file, (*where, "element"), spec.element, "element", ELEMENTS)
        if kind == "item":
            raise card_file.error((*where, "element"), "an item has no element")
    if spec.ultimate is not None and kind != "ability":
        raise card_file.error((*where, "ultimate"), "only an ability may be an Ultimate")
    if kind == "reaction":
        if spec.answers is None:
            known = ", ".join(ANSWERS)
            raise card_file.error(where, f"a reaction says what it `answers` ({known})")
        _known(card_file, (*where, "answers"), spec.answers, "action", ANSWERS)
    elif spec.answers is not None:
        raise card_file.error((*where, "answers"), "only a reaction says what it answers")
    effects = KMON_EFFECTS.take(card_file, (*where, "effects"), spec.effects)
    _check_effects(card_file, (*where, "effects"), kind, element, spec.answers or "", effects)
    ultimate = bool(spec.ultimate)
    return Card(
        spec.code, kind, spec.name, spec.cost, element, effects, ultimate, spec.answers or ""
    )


def _check_effects(
    card_file: CardFile,
    where: tuple,
    kind: str,
    element: str,
    answers: str,
    effects: tuple[Effect, ...],
) -> None:
    """Where K-Mon's effects may be: what only some kinds of card hold, and the persistent
    effects of a card all on one K-Mon."""
    targets: set[str] = set()
    for number, effect in enumerate(effects):
        at = (*where, number)
        problem = _misplaced(effect, kind, element, answers)
        if problem is not None:
            key = "what" if problem.startswith("neutralise") else "op"
            raise card_file.error((*at, key), problem)
        if op_of(effect) in PERSISTENT_OPS:
            targets.add(getattr(effect, "target", ""))
            if len(targets) > 1:
                message = "the buffs and ticks of one card are all on the same K-Mon"
                raise card_file.error((*at, "target"), message)
    assaults = sum(1 for effect in effects if op_of(effect) == "assault")
    if kind == "boost" and element and assaults != 1:
        raise card_file.error(where, "an elemental boost has exactly one `assault`")


def _misplaced(effect: Effect, kind: str, element: str, answers: str) -> str | None:
    """Why the effect does not belong on a card of this kind, or None when it does."""
    op = op_of(effect)
    if op == "assault":
        if kind != "boost":
            return "`assault` is for elemental boosts only"
        if not element:
            return "a generic boost has no `assault` (its effects replace the attack's damage)"
    if op in REACTION_OPS:
        if kind != "reaction":
            return f"`{op}` is for reactions only"
        what = getattr(effect, "what", None)
        if op == "neutralise" and what != answers:
            return f"neutralise {what!r} does not fit a reaction that answers {answers!r}"
        if op in ("evade", "reduce") and answers == "reaction":
            return f"`{op}` answers an attack or an ability, not a reaction"
    return None


# -- the folder --------------------------------------------------------------------------------
class _Report:
    """Where the problems go: raised at once, or, when one file is being checked, raised only
    if they are that file's (a sibling's problems are its own to report)."""

    def __init__(self, focus: str | None):
        self.focus = focus
        self.clean = True  # no file had a problem so far

    def __call__(self, error: CardDataError) -> None:
        self.clean = False
        if self.focus is None or error.file == self.focus:
            raise error


def check_set(card_files: list[CardFile], focus: str | None = None, whole: bool = True) -> Catalog:
    """The catalog of the files together, every cross-reference checked.

    With `focus` (a file's name), only the problems of that file are raised. When a file of
    the set could not be read (`whole` false, or one of `card_files` is broken), the starter
    decks are not checked against the cards: what they name may be in that file.
    """
    report = _Report(focus)
    report.clean = whole
    parts: list[_Part] = []
    for card_file in card_files:
        try:
            parts.append(read_part(card_file))
        except CardDataError as error:
            report(error)
    kmon: dict[str, KMon] = {}
    cards: dict[str, Card] = {}
    seen: dict[str, tuple[CardFile, tuple]] = {}

    def once(part: _Part, where: tuple, name: str) -> bool:
        if name in seen:
            other, at = seen[name]
            also = f"{Path(other.name).name}:{other.line_of(at)}"
            report(part.card_file.error(where, f"{name!r} is used twice (also at {also})"))
            return False
        seen[name] = (part.card_file, where)
        return True

    for part in parts:
        for index, one in enumerate(part.kmon):
            if once(part, ("kmon", index, "id"), one.id):
                kmon[one.id] = one
        for index, card in enumerate(part.cards):
            if once(part, ("cards", index, "code"), card.code):
                cards[card.code] = card
        for index, spec in enumerate(part.starters):
            once(part, ("starters", index, "id"), spec.id)
    catalog = Catalog(kmon, cards, {})
    complete = report.clean  # else a starter might name what a broken file holds
    for part in parts:
        for index, spec in enumerate(part.starters):
            if complete:
                _check_starter(part.card_file, index, spec, catalog, report)
            if spec.id not in catalog.starters:
                catalog.starters[spec.id] = _starter(spec)
    return catalog


def _starter(spec: StarterSpec) -> Starter:
    codes = tuple(entry.code for entry in spec.cards for _ in range(entry.copies))
    team = tuple(spec.kmon) + ("",) * (3 - len(spec.kmon))
    return Starter(spec.id, spec.name, team[:3], codes)  # type: ignore[arg-type]


def _check_starter(
    card_file: CardFile,
    index: int,
    spec: StarterSpec,
    catalog: Catalog,
    report: Callable[[CardDataError], None],
) -> None:
    where = ("starters", index)
    for number, kmon_id in enumerate(spec.kmon):
        if kmon_id not in catalog.kmon:
            report(card_file.error((*where, "kmon", number), f"unknown K-Mon {kmon_id!r}"))
            return
    listed: set[str] = set()
    for number, entry in enumerate(spec.cards):
        at = (*where, "cards", number, "code")
        if entry.code not in catalog.cards:
            report(card_file.error(at, f"unknown card {entry.code!r}"))
            return
        if entry.code in listed:
            report(card_file.error(at, f"card {entry.code!r} listed twice: count its copies"))
            return
        listed.add(entry.code)
    starter = _starter(spec)
    broken = deck_problem(catalog, spec.kmon, starter.cards)
    if broken is None:
        return
    code, params = broken
    rule = Problem(f"kmon.{code}", **params)
    report(
        card_file.error(
            _rule_at(where, spec, code, params), Problem("kmon.deck.starter", rule=rule)
        )
    )


def _rule_at(where: tuple, spec: StarterSpec, code: str, params: dict[str, Any]) -> tuple:
    """Where a broken deck rule shows in a starter: the K-Mon, the cards or the card."""
    if code == "deck.same_kmon":
        return (*where, "kmon", len(spec.kmon) - 1 - spec.kmon[::-1].index(params["kmon"]))
    if code == "deck.kmon_count":
        return (*where, "kmon")
    if code == "deck.element":
        number = next(i for i, entry in enumerate(spec.cards) if entry.code == params["card"])
        return (*where, "cards", number, "code")
    return (*where, "cards")


def read_folder(folder: Path) -> Catalog:
    """Every K-Mon file of `folder` (other rulesets' files are left alone), checked together;
    the first problem is raised."""
    files = [CardFile(path) for path in _yaml_files(folder)]
    ours = [card_file for card_file in files if card_file.data.get("ruleset") == RULESET_ID]
    if not ours:
        raise CardDataError(str(folder), 1, "", "no K-Mon card files (`ruleset: kmon`) here")
    return check_set(ours)


def read_with_siblings(card_file: CardFile) -> Catalog:
    """One file checked with the K-Mon files beside it: only its own problems are raised."""
    folder = card_file.path.parent
    files: list[CardFile] = []
    whole = True
    try:
        siblings = _yaml_files(folder)
    except CardDataError as too_big:  # said of this file, as its other problems are
        raise CardDataError(card_file.name, 1, "", too_big.problem or too_big.message) from None
    for path in siblings:
        if path.name == card_file.path.name:
            files.append(card_file)
            continue
        try:
            sibling = CardFile(path)
        except CardDataError:  # reported when that file is checked
            whole = False
            continue
        if sibling.data.get("ruleset") == RULESET_ID:
            files.append(sibling)
    if card_file not in files:  # a file given as text, or by another name
        files.append(card_file)
    return check_set(files, focus=card_file.name, whole=whole)


def _yaml_files(folder: Path) -> list[Path]:
    return folder_card_files(folder)

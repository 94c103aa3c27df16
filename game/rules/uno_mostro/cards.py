"""The Uno Mostro card file (`cards/uno-mostro.yaml`), typed: the UNO deck and each card's role.

The deck is UNO's 108 cards; what a card does in this game is its role, written beside its
kind in the file and checked against it (a 1-9 is a monster, a 0 a control, a Reverse a steal,
a Draw Two a +2, a Wild Draw Four a +4, a Wild a destroy, a Skip a ban). Each role has its
name in every language (`roles:`), the Italian ones the rulebook's: a card that is not a number
is called by its role ("Divieto blu"), a number card by its color and number.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Literal

import msgspec

from game.engine.cards import CardDataError, CardFile
from game.engine.names import NAMES_HINT, Names
from game.paths import cards_dir

RULESET_ID = "uno-mostro"
Kind = Literal["number", "skip", "reverse", "draw2", "wild", "wild4"]
Role = Literal["monster", "control", "steal", "plus2", "plus4", "destroy", "ban"]
# The role each kind of card plays (a number card: a monster, or a control for the 0).
ROLE_OF_KIND = {
    "skip": "ban",
    "reverse": "steal",
    "draw2": "plus2",
    "wild": "destroy",
    "wild4": "plus4",
}
BUFF_OF_ROLE = {"plus2": 2, "plus4": 4}  # what a +2 or a +4 adds to strength and toughness
WILD_KINDS = frozenset({"wild", "wild4"})
# Codes never start with x (a count in event notation) nor with c (instance ids are c1, c2...).
Code = Annotated[str, msgspec.Meta(pattern=r"^[abd-wyz][a-z0-9]{0,3}$")]


class ColorSpec(msgspec.Struct, forbid_unknown_fields=True):
    code: Annotated[str, msgspec.Meta(pattern=r"^[a-z]$")]
    name: Annotated[str, msgspec.Meta(pattern=r"^[a-z]+$")]


class RoleNames(msgspec.Struct, forbid_unknown_fields=True):
    """The name of every role, in every language."""

    monster: Names
    control: Names
    steal: Names
    plus2: Names
    plus4: Names
    destroy: Names
    ban: Names


class CardSpec(msgspec.Struct, forbid_unknown_fields=True):
    code: Code
    kind: Kind
    copies: Annotated[int, msgspec.Meta(ge=1, le=20)]
    role: Role
    color: str | None = None
    number: Annotated[int, msgspec.Meta(ge=0, le=9)] | None = None


class FileSpec(msgspec.Struct, forbid_unknown_fields=True):
    ruleset: str
    name: str
    total: Annotated[int, msgspec.Meta(ge=1)]
    colors: Annotated[list[ColorSpec], msgspec.Meta(min_length=1)]
    roles: RoleNames
    cards: Annotated[list[CardSpec], msgspec.Meta(min_length=1)]


@dataclass(frozen=True, slots=True)
class Card:
    """One kind of card: its UNO face (kind, color, number) and its role in the battle."""

    code: str
    kind: str
    color: str | None
    number: int | None
    role: str
    copies: int

    @property
    def strength(self) -> int:
        """A monster's printed strength and toughness (0 for the other cards)."""
        return (self.number or 0) if self.role == "monster" else 0

    @property
    def rank(self) -> str:
        return str(self.number) if self.kind == "number" else self.kind


@dataclass(frozen=True)
class Deck:
    name: str
    colors: tuple[str, ...]  # color codes in file order
    color_names: dict[str, str]  # code -> name
    cards: dict[str, Card]  # code -> card, in file order
    role_names: dict[str, Names]  # role -> its name in every language

    def full(self) -> list[str]:
        """Every physical card, as codes, in file order (a new list each call)."""
        return [code for code, card in self.cards.items() for _ in range(card.copies)]

    def role(self, code: str) -> str:
        return self.cards[code].role

    def count(self, role: str) -> int:
        """How many cards of the deck play `role`."""
        return sum(card.copies for card in self.cards.values() if card.role == role)


def _expected_role(card: CardSpec) -> str:
    if card.kind == "number":
        return "control" if card.number == 0 else "monster"
    return ROLE_OF_KIND[card.kind]


def _convert(card_file: CardFile) -> FileSpec:
    try:
        return card_file.convert(FileSpec)
    except CardDataError as exc:
        if not (exc.key_path.startswith("roles.") and exc.message.startswith("Expected object")):
            raise
        message = f"{exc.message}: {NAMES_HINT}"
        raise CardDataError(exc.file, exc.line, exc.key_path, message) from None


def _load(card_file: CardFile) -> Deck:
    spec = _convert(card_file)
    colors: dict[str, str] = {}
    for index, color in enumerate(spec.colors):
        if color.code in colors:
            raise card_file.error(("colors", index, "code"), f"color code {color.code!r} twice")
        colors[color.code] = color.name
    cards: dict[str, Card] = {}
    for index, card in enumerate(spec.cards):
        where = ("cards", index)
        if card.code in cards:
            raise card_file.error((*where, "code"), f"card code {card.code!r} twice")
        if card.kind in WILD_KINDS:
            if card.color is not None:
                raise card_file.error((*where, "color"), f"a {card.kind} card has no color")
        elif card.color not in colors:
            raise card_file.error(
                (*where, "color"), f"expected one of the colors {', '.join(colors)}"
            )
        if (card.kind == "number") != (card.number is not None):
            raise card_file.error(where, "a number card needs `number:`, and only it")
        expected = _expected_role(card)
        if card.role != expected:
            raise card_file.error((*where, "role"), f"a {card.kind} card here is a {expected}")
        cards[card.code] = Card(
            card.code, card.kind, card.color, card.number, card.role, card.copies
        )
    counted = sum(card.copies for card in cards.values())
    if counted != spec.total:
        raise card_file.error(("total",), f"the cards add up to {counted}, not {spec.total}")
    roles = {role: getattr(spec.roles, role) for role in spec.roles.__struct_fields__}
    return Deck(spec.name, tuple(colors), colors, cards, roles)


read_card_file = _load  # the loader the game declares (game/games.py)


@cache
def load_deck() -> Deck:
    """The deck of Uno Mostro, read once per process."""
    path = cards_dir() / f"{RULESET_ID}.yaml"
    card_file = CardFile(path)
    deck = _load(card_file)
    if card_file.data.get("ruleset") != RULESET_ID:
        raise card_file.error(("ruleset",), f"expected ruleset {RULESET_ID}")
    return deck

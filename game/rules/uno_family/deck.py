"""The UNO-family card files (`cards/uno.yaml`, `cards/uno-monster-high.yaml`), typed."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Literal

import msgspec

from game.engine.cards import CardFile
from game.paths import cards_dir

Kind = Literal["number", "skip", "reverse", "draw2", "wild", "wild4", "urrrhhh"]
WILD_KINDS = frozenset({"wild", "wild4", "urrrhhh"})
# Codes never start with x: in event notation `x2` is a count.
Code = Annotated[str, msgspec.Meta(pattern=r"^[a-wyz][a-z0-9]{0,3}$")]


class ColorSpec(msgspec.Struct, forbid_unknown_fields=True):
    code: Annotated[str, msgspec.Meta(pattern=r"^[a-z]$")]
    name: Annotated[str, msgspec.Meta(pattern=r"^[a-z]+$")]


class CardSpec(msgspec.Struct, forbid_unknown_fields=True):
    code: Code
    kind: Kind
    copies: Annotated[int, msgspec.Meta(ge=1, le=20)]
    points: Annotated[int, msgspec.Meta(ge=0, le=500)]
    color: str | None = None
    number: Annotated[int, msgspec.Meta(ge=0, le=9)] | None = None


class DeckSpec(msgspec.Struct, forbid_unknown_fields=True):
    ruleset: str
    name: str
    total: Annotated[int, msgspec.Meta(ge=1)]
    colors: Annotated[list[ColorSpec], msgspec.Meta(min_length=1)]
    cards: Annotated[list[CardSpec], msgspec.Meta(min_length=1)]


@dataclass(frozen=True, slots=True)
class Card:
    """One kind of card. `rank` is what a card of another color must share to match it."""

    code: str
    kind: str
    color: str | None
    rank: str
    points: int
    copies: int

    @property
    def is_wild(self) -> bool:
        return self.color is None


@dataclass(frozen=True)
class Deck:
    ruleset: str
    name: str
    colors: tuple[str, ...]  # color codes in file order
    color_names: dict[str, str]  # code -> name
    cards: dict[str, Card]  # code -> card

    def full(self) -> list[str]:
        """Every physical card of the deck, as codes, in file order (a new list each call)."""
        return list(self._full)

    @property
    def _full(self) -> tuple[str, ...]:
        cached = self.__dict__.get("_full_cache")
        if cached is None:
            cached = tuple(card.code for card in self.cards.values() for _ in range(card.copies))
            object.__setattr__(self, "_full_cache", cached)
        return cached

    def color_code(self, name: str) -> str | None:
        return next((code for code, cname in self.color_names.items() if cname == name), None)


def _load(card_file: CardFile) -> Deck:
    spec = card_file.convert(DeckSpec)
    colors = {}
    for i, color in enumerate(spec.colors):
        if color.code in colors:
            raise card_file.error(("colors", i, "code"), f"color code {color.code!r} twice")
        colors[color.code] = color.name
    cards: dict[str, Card] = {}
    for i, card in enumerate(spec.cards):
        where = ("cards", i)
        if card.code in cards:
            raise card_file.error(where + ("code",), f"card code {card.code!r} twice")
        if card.kind in WILD_KINDS:
            if card.color is not None:
                raise card_file.error(where + ("color",), f"a {card.kind} card has no color")
        elif card.color not in colors:
            raise card_file.error(
                where + ("color",), f"expected one of the colors {', '.join(colors)}"
            )
        if (card.kind == "number") != (card.number is not None):
            raise card_file.error(where, "a number card needs `number:`, and only it")
        rank = str(card.number) if card.kind == "number" else card.kind
        cards[card.code] = Card(card.code, card.kind, card.color, rank, card.points, card.copies)
    counted = sum(card.copies for card in cards.values())
    if counted != spec.total:
        raise card_file.error(("total",), f"the cards add up to {counted}, not {spec.total}")
    return Deck(spec.ruleset, spec.name, tuple(colors), colors, cards)


read_card_file = _load  # the loader the game declares (game/games.py)


@cache
def load_deck(ruleset_id: str) -> Deck:
    """The deck of a UNO-family ruleset, read once per process."""
    path = cards_dir() / f"{ruleset_id}.yaml"
    deck = _load(CardFile(path))
    if deck.ruleset != ruleset_id:
        raise CardFile(path).error(("ruleset",), f"expected ruleset {ruleset_id}")
    return deck

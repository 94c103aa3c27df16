"""Match Out's card file (`cards.yaml` beside it), typed."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Annotated

import msgspec

from game.engine.cards import CardFile

RULESET_ID = "match-out"
CARD_FILE = Path(__file__).with_name("cards.yaml")
ColorCode = Annotated[str, msgspec.Meta(pattern=r"^[abd-wyz]$")]


class ColorSpec(msgspec.Struct, forbid_unknown_fields=True):
    code: ColorCode
    name: str


class FileSpec(msgspec.Struct, forbid_unknown_fields=True):
    ruleset: str
    name: str
    hand: Annotated[int, msgspec.Meta(ge=1, le=7)]
    colors: Annotated[list[ColorSpec], msgspec.Meta(min_length=2, max_length=6)]
    numbers: Annotated[list[Annotated[int, msgspec.Meta(ge=0, le=9)]], msgspec.Meta(min_length=2)]


@dataclass(frozen=True)
class Deck:
    name: str
    hand: int  # cards dealt to each seat
    color_names: dict[str, str]  # code -> name, in the file's order
    numbers: tuple[int, ...]

    @property
    def codes(self) -> list[str]:
        """Every card: its color's code and its number (`r3`), in the file's order."""
        return [f"{color}{number}" for color in self.color_names for number in self.numbers]


def read_card_file(card_file: CardFile) -> Deck:
    """The loader the game declares: one card file into its deck, cross-references checked."""
    spec = card_file.convert(FileSpec)
    if spec.ruleset != RULESET_ID:
        raise card_file.error(("ruleset",), f"expected `ruleset: {RULESET_ID}`")
    codes = [color.code for color in spec.colors]
    if len(set(codes)) != len(codes):
        raise card_file.error(("colors",), "a color's code is given twice")
    if len(set(spec.numbers)) != len(spec.numbers):
        raise card_file.error(("numbers",), "a number is given twice")
    names = {color.code: color.name for color in spec.colors}
    return Deck(spec.name, spec.hand, names, tuple(spec.numbers))


@cache
def load_deck() -> Deck:
    return read_card_file(CardFile(CARD_FILE))

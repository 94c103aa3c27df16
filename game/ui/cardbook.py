"""The cards of a game as the app shows them: each card's face and the colors they use, as the
ruleset gives them (`Ruleset.card_faces`, `Ruleset.card_palette`). The app draws and names
cards from these alone, never from a ruleset's own card types."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from game.engine import registry
from game.engine.contract import Ruleset
from game.engine.faces import CardFace


@dataclass(frozen=True)
class CardBook:
    """Every face of one game, and its palette: color code -> color name, in its order."""

    faces: Mapping[str, CardFace]
    palette: Mapping[str, str]
    game: str = ""  # the id of the game the cards are of

    def color_name(self, code_or_name: str) -> str:
        """The name of a color given by its code (a name is given back as it is)."""
        return self.palette.get(code_or_name, code_or_name)

    def color_code(self, name: str) -> str:
        """The code of a color given by its name ("" for none)."""
        return next((code for code, named in self.palette.items() if named == name), "")


def card_book(ruleset: Ruleset | str) -> CardBook:
    """The cards of a ruleset (or of the ruleset with that id), read once per process."""
    return _book(ruleset if isinstance(ruleset, str) else ruleset.id)


@cache
def _book(ruleset_id: str) -> CardBook:
    ruleset = registry.get(ruleset_id)
    return CardBook(dict(ruleset.card_faces()), dict(ruleset.card_palette()), ruleset_id)

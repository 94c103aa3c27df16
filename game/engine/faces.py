"""What a table needs to draw and name a card: its face, as plain data and no game logic.

Every ruleset gives one `CardFace` per card code it may show (`Ruleset.card_faces`) and the
colors its cards use (`Ruleset.card_palette`). The app draws faces and writes card names from
these alone, so it never needs to know a ruleset's own card types.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.engine.effects import Effect, effect_text
from game.engine.names import Names


@dataclass(frozen=True, slots=True)
class CardFace:
    """One card as a table shows it. Fields a game does not use stay None (or empty).

    - `kind`: what sort of card it is, as the ruleset names it (`number`, `wild4`, `attack`,
      `shield`, `character`...).
    - `names`: a proper name where the card has one, in every language (`name` says it in the
      player's language now); None where its name is made from its color and rank (UNO's
      "blue 7").
    - `color`: a color name of the ruleset's palette, or None.
    - `rank`: the number a number card shows.
    - `points`, `cost`, `block`, `health`, `energy`: the values printed on the card.
    - `effects`: what the card does, as data; `text` puts them into words.
    - `sort_key`: where the card goes in a hand kept in order (smaller first).
    - `element`, `trait`: a K-Mon card's element (its primary one) and trait, or None;
      `elements` all of a K-Mon's elements; `ultimate` an ability that is an Ultimate.
    - `words`: the rules text, made afresh in the player's language, for a game whose cards
      read in words of their own (other catalogue keys, sentences beside the effects); None:
      made from `effects` with the vocabulary's `effect.*` keys.
    """

    code: str
    kind: str
    names: Names | None = None
    color: str | None = None
    rank: str | None = None
    points: int | None = None
    cost: int | None = None
    block: str | None = None
    health: int | None = None
    energy: int | None = None
    effects: tuple[Effect, ...] = ()
    sort_key: tuple[int, ...] = ()
    element: str | None = None
    trait: str | None = None
    elements: tuple[str, ...] = ()  # every element of a K-Mon, its primary one first
    ultimate: bool = False  # an ability that is an Ultimate
    words: Callable[[], str] | None = None

    @property
    def name(self) -> str:
        """The card's own name in the player's language now; "" for a card without one."""
        return self.names.say() if self.names is not None else ""

    @property
    def text(self) -> str:
        """The rules text in the player's language now (made from the effects, each time it
        is asked, so a change of language shows at once)."""
        return self.words() if self.words is not None else effect_text(self.effects)


__all__ = ["CardFace"]

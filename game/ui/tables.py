"""Which games the app can seat players at: those whose table it can draw.

A game has a table when a family of the table is made for its cards (by their faces: UNO kinds
today, see game/ui/table/family.py). A ruleset registered before its table exists (its rules
engine, computer players and scenarios come first) is listed in Rules and by the headless
commands, but New game does not offer it and `play` refuses it in words.
"""

from __future__ import annotations

from functools import cache

from game.engine import registry
from game.engine.cards import CardDataError
from game.engine.contract import Ruleset
from game.ui.cardbook import card_book


@cache
def has_table(ruleset_id: str) -> bool:
    """Whether the table can draw a game of `ruleset_id`: a family has a table for its cards
    (a card file that cannot be read gives it none)."""
    from game.ui.table.family import family_for

    try:
        book = card_book(ruleset_id)
    except (CardDataError, OSError, KeyError, ValueError):
        return False
    return family_for(book) is not None


def playable_rulesets() -> list[Ruleset]:
    """The registered rulesets a game can be started of in the app, in registry order."""
    return [ruleset for ruleset in registry.all_rulesets() if has_table(ruleset.id)]

"""Which games the app can seat players at: those whose table it can draw.

The table draws UNO-family decks today. A ruleset registered before its table exists (its
rules engine, computer players and scenarios come first) is listed in Rules and by the
headless commands, but New game does not offer it and `play` refuses it in words.
"""

from __future__ import annotations

from functools import cache

from game.engine import registry
from game.engine.cards import CardDataError
from game.engine.contract import Ruleset


@cache
def has_table(ruleset_id: str) -> bool:
    """Whether the table can draw a game of `ruleset_id` (its cards are a deck it knows)."""
    from game.rules.uno_family.deck import load_deck

    try:
        load_deck(ruleset_id)
    except (CardDataError, OSError, KeyError, ValueError):
        return False
    return True


def playable_rulesets() -> list[Ruleset]:
    """The registered rulesets a game can be started of in the app, in registry order."""
    return [ruleset for ruleset in registry.all_rulesets() if has_table(ruleset.id)]

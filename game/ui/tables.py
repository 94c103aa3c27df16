"""Which games the app can seat players at: those whose table it can draw, with computer
players at every level.

Every game's table is drawn from its zones (a family may add its own look, as UNO's does, see
game/ui/table/family.py), so a game has a table when it declares one (`GameSpec.table`) and
its cards have faces to draw. A ruleset whose card file cannot be read has none, and one
without computer players at every level cannot seat a computer: it is listed in Rules and by
the headless commands, but New game does not offer it and `play` refuses it in words.
"""

from __future__ import annotations

from functools import cache

from game.engine import registry
from game.engine.cards import CardDataError
from game.engine.contract import Ruleset
from game.ui.cardbook import card_book

# Games whose rules and computer players are done but whose place at the table is not yet: the
# headless commands and the Rules screen have them, New game does not offer them yet.
NOT_YET_AT_THE_TABLE: frozenset[str] = frozenset()


@cache
def has_table(ruleset_id: str) -> bool:
    """Whether the table can draw a game of `ruleset_id`: the game declares the family of
    tables that draws it (`GameSpec.table`), and its cards have faces (a card file that cannot
    be read, a damaged install, gives it none)."""
    if registry.game(ruleset_id).table is None:
        return False
    try:
        book = card_book(ruleset_id)
    except (CardDataError, OSError):
        return False
    return bool(book.faces)


@cache
def has_computers(ruleset_id: str) -> bool:
    """Whether a computer player of every level New game offers can sit at `ruleset_id`."""
    from game.ai.agent import agent_names
    from game.ui.session import AI_LEVELS

    return set(AI_LEVELS) <= set(agent_names(ruleset_id))


def playable_rulesets() -> list[Ruleset]:
    """The registered rulesets a game can be started of in the app, in registry order."""
    return [
        ruleset
        for ruleset in registry.all_rulesets()
        if has_table(ruleset.id)
        and has_computers(ruleset.id)
        and ruleset.id not in NOT_YET_AT_THE_TABLE
    ]


def deck_games() -> list[str]:
    """The games whose seats bring a deck, and whose cards the app can draw."""
    return [
        ruleset.id
        for ruleset in registry.all_rulesets()
        if has_table(ruleset.id) and registry.game(ruleset.id).decks  # a set that reads
    ]

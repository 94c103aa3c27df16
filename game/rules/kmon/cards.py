"""K-Mon's cards (`cards/kmon/`, docs/kmon-cards.md), typed: the K-Mon, the ability, reaction,
boost and item cards, the starter decks, and the deck rules.

The types live in `card_model`, K-Mon's part of the one effect vocabulary (game/engine/effects.py)
in `card_effects`, the words of a card in `card_text`, the reading and checking of the files in
`card_load`; this module is the door to all of them.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from game.engine.cards import CardFile
from game.engine.effects import Effect, op_of
from game.paths import cards_dir
from game.rules.kmon.card_load import RULESET_ID, read_folder, read_with_siblings
from game.rules.kmon.card_model import (
    ELEMENTS,
    KINDS,
    MAX_CARDS,
    MAX_ITEMS,
    MIN_CARDS,
    TEAM,
    TRAITS,
    Card,
    Catalog,
    KMon,
    Starter,
    deck_problem,
    element_bonus,
)
from game.rules.kmon.card_text import effect_text

FOLDER = "kmon"  # under cards/


def _load(card_file: CardFile) -> Catalog:
    """`validate-cards` and `load_card_file`: one file, checked with its siblings."""
    return read_with_siblings(card_file)


read_card_file = _load  # the loader the game declares (game/games.py)


def load_catalog_from(folder: Path) -> Catalog:
    """Every K-Mon card file of `folder`, read and checked together (not cached)."""
    return read_folder(folder)


@cache
def load_catalog() -> Catalog:
    """The K-Mon set of `cards/kmon/`, read once per process."""
    return load_catalog_from(cards_dir() / FOLDER)


__all__ = [
    "ELEMENTS",
    "FOLDER",
    "KINDS",
    "MAX_CARDS",
    "MAX_ITEMS",
    "MIN_CARDS",
    "RULESET_ID",
    "TEAM",
    "TRAITS",
    "Card",
    "Catalog",
    "Effect",
    "KMon",
    "Starter",
    "deck_problem",
    "effect_text",
    "element_bonus",
    "load_catalog",
    "load_catalog_from",
    "op_of",
]

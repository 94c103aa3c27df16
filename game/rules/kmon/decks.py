"""K-Mon's deck rules as the app builds and offers decks (game/engine/decks.py): a team of 3
K-Mon, 24 to 36 cards, the starter decks, and every rule a deck breaks in words.

`deck_problem` (card_model.py) gives the first rule broken, the one the game refuses a deck
for; the deck builder shows them all, so `problems` goes on where it stops, and its first is
always `deck_problem`'s.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence

from game.engine.contract import Refusal
from game.engine.decks import Deck, DeckRules
from game.rules.kmon.cards import (
    MAX_CARDS,
    MAX_ITEMS,
    MIN_CARDS,
    TEAM,
    Catalog,
    deck_problem,
    load_catalog,
)

RULESET_ID = "kmon"


class StarterDecks(Mapping[str, Deck]):
    """The starter decks by id, in the file's order, each named in the player's language at
    the moment it is read (so a change of language shows in the lists at once)."""

    def __init__(self, catalog: Catalog):
        self._starters = catalog.starters

    def __getitem__(self, starter_id: str) -> Deck:
        starter = self._starters[starter_id]
        return Deck(starter.name, tuple(starter.kmon), tuple(starter.cards))

    def __iter__(self) -> Iterator[str]:
        return iter(self._starters)

    def __len__(self) -> int:
        return len(self._starters)


def _refusal(code: str, params: dict) -> Refusal:
    return Refusal(f"kmon.{code}", dict(params))


def deck_problems(catalog: Catalog, team: Sequence[str], cards: Sequence[str]) -> list[Refusal]:
    """Every deck rule broken, `deck_problem`'s first: the team's, each unknown card, the
    count of cards and of items, and each card of an element the team does not have."""
    found: list[Refusal] = []
    first = deck_problem(catalog, list(team), list(cards))
    if first is None:
        return found
    found.append(_refusal(*first))
    team_problem = deck_problem(catalog, list(team), [])
    if team_problem is not None and team_problem[0] in (
        "deck.kmon_count",
        "deck.unknown_kmon",
        "deck.same_kmon",
    ):
        found.append(_refusal(*team_problem))
    for code in dict.fromkeys(cards):
        if code not in catalog.cards:
            found.append(_refusal("deck.unknown_card", {"card": code}))
    known = [code for code in cards if code in catalog.cards]
    if len(cards) < MIN_CARDS:
        found.append(_refusal("deck.too_few", {"count": len(cards), "minimum": MIN_CARDS}))
    if len(cards) > MAX_CARDS:
        found.append(_refusal("deck.too_many", {"count": len(cards), "maximum": MAX_CARDS}))
    items = sum(1 for code in known if catalog.cards[code].kind == "item")
    if items > MAX_ITEMS:
        found.append(_refusal("deck.items", {"count": items, "maximum": MAX_ITEMS}))
    members = [kmon_id for kmon_id in team if kmon_id in catalog.kmon]
    elements = {element for kmon_id in members for element in catalog.kmon[kmon_id].elements}
    if team_problem is None or team_problem[0] == "deck.too_few":
        for code in dict.fromkeys(known):
            element = catalog.cards[code].element
            if element and element not in elements:
                found.append(_refusal("deck.element", {"card": code, "element": element}))
    unique: list[Refusal] = []
    seen: set[tuple] = set()
    for refusal in found:  # the first one is found again: once is enough
        key = (refusal.code, tuple(sorted(refusal.params.items())))
        if key not in seen:  # a set: a deck of thousands of unknown cards is checked at once
            seen.add(key)
            unique.append(refusal)
    return unique


def kmon_deck_rules() -> DeckRules:
    catalog = load_catalog()
    return DeckRules(
        game=RULESET_ID,
        team_key="kmon",
        team_kind="kmon",
        team_size=TEAM,
        min_cards=MIN_CARDS,
        max_cards=MAX_CARDS,
        max_copies=MAX_CARDS,  # copies are not limited but by the size of a deck
        problems=lambda team, cards: deck_problems(catalog, team, cards),
        starters=StarterDecks(catalog),
    )

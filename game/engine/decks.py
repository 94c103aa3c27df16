"""Decks a player builds before a game: what a game whose seats each bring a deck declares.

A game of this kind (K-Mon) declares the maker of its `DeckRules` (`GameSpec.deck_rules`, read
through `game.engine.registry.deck_rules_of`): how many members the
team has and of which kind of card, how many cards a deck holds, the ready-made decks, and the
rules a deck must keep, each broken rule as a `Refusal` whose code is the catalogue's key of
its words. The app builds, saves and offers decks from these alone, never from a ruleset's own
card types; a seat's choice goes into its set-up (`Seat.setup`) as `setup_of` makes it.

The maker is called once, when the rules are first asked for.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine.contract import Refusal

DECK_KEY = "deck"  # the seat's set-up: {"deck": STARTER_ID} or {"deck": {...the deck...}}


@dataclass(frozen=True)
class Deck:
    """A deck as a player chose it: its name, its team (ids, in order) and its cards (codes,
    a copy each)."""

    name: str
    team: tuple[str, ...]
    cards: tuple[str, ...]

    def counts(self) -> Counter[str]:
        """How many copies of each card."""
        return Counter(self.cards)


@dataclass(frozen=True)
class DeckRules:
    """What a game asks of a deck. `problems(team, cards)` gives every rule the deck breaks,
    first the one the game would refuse it for (an empty list: the deck may be played)."""

    game: str  # the ruleset's id
    team_key: str  # the team's key in a deck's data ("kmon")
    team_kind: str  # the face kind of a team member ("kmon")
    team_size: int
    min_cards: int
    max_cards: int
    max_copies: int  # of one card
    problems: Callable[[Sequence[str], Sequence[str]], list[Refusal]]
    starters: Mapping[str, Deck] = field(default_factory=dict)  # id -> deck, in order

    def problem(self, team: Sequence[str], cards: Sequence[str]) -> Refusal | None:
        found = self.problems(team, cards)
        return found[0] if found else None

    def to_data(self, deck: Deck) -> dict[str, Any]:
        """The deck as a seat's set-up holds it, and as the game reads it."""
        return {"name": deck.name, self.team_key: list(deck.team), "cards": list(deck.cards)}

    def setup_of(self, deck: Deck | str) -> dict[str, Any]:
        """A seat's set-up playing `deck`: a starter by its id, or the deck itself."""
        if isinstance(deck, str):
            return {DECK_KEY: deck}
        return {DECK_KEY: self.to_data(deck)}


__all__ = ["DECK_KEY", "Deck", "DeckRules"]

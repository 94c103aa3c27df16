"""The deck being built, and the collection it is built from, without drawing anything.

A `DeckDraft` is a name, a team and copies of cards, checked against the game's `DeckRules`
at every change (`problems`). `Collection` is every card of the game, in the order a player
reads them (the team's kind first), and which of them pass the filters (element, kind, cost,
words of the name or the rules text, in the player's language).
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from game.engine.contract import Refusal
from game.engine.decks import Deck, DeckRules
from game.engine.faces import CardFace
from game.i18n import t


@dataclass(frozen=True)
class Filters:
    """What the collection shows: None (or "") lets everything through."""

    element: str | None = None
    kind: str | None = None
    cost: int | None = None
    words: str = ""


def face_elements(face: CardFace) -> tuple[str, ...]:
    if face.elements:
        return face.elements
    return (face.element,) if face.element else ()


class Collection:
    """Every card of a game that may go in a deck, in reading order."""

    def __init__(self, faces: Mapping[str, CardFace], rules: DeckRules):
        self.faces = faces
        self.rules = rules
        team = [c for c, f in faces.items() if f.kind == rules.team_kind]
        others = sorted((c for c in faces if c not in team), key=lambda c: faces[c].sort_key)
        self.codes: list[str] = team + others
        self.kinds: list[str] = list(dict.fromkeys(faces[c].kind for c in self.codes))
        elements = [e for c in others for e in face_elements(faces[c])]
        elements += [e for c in team for e in face_elements(faces[c])]
        self.elements: list[str] = list(dict.fromkeys(elements))
        costs = {faces[c].cost for c in self.codes if faces[c].cost is not None}
        self.costs: list[int] = sorted(costs)  # type: ignore[arg-type]

    def shown(self, filters: Filters) -> list[str]:
        return [code for code in self.codes if self.matches(code, filters)]

    def matches(self, code: str, filters: Filters) -> bool:
        face = self.faces[code]
        if filters.kind and face.kind != filters.kind:
            return False
        if filters.element and filters.element not in face_elements(face):
            return False
        if filters.cost is not None and face.cost != filters.cost:
            return False
        words = folded(filters.words.strip())
        if words:
            found = folded(f"{face.name} {code} {face.text}")
            return all(word in found for word in words.split())
        return True


def folded(text: str) -> str:
    """`text` as a search compares it: case and accents left out ("escarchin" finds
    "Escarchín", "citta" finds "città")."""
    parts = unicodedata.normalize("NFKD", text.casefold())
    return "".join(char for char in parts if not unicodedata.combining(char))


class DeckDraft:
    """The deck on the workbench: what it holds, where it came from, what it breaks."""

    def __init__(self, rules: DeckRules, faces: Mapping[str, CardFace]):
        self.rules, self.faces = rules, faces
        self.name = ""
        self.team: list[str] = []
        self.cards: Counter[str] = Counter()
        self.slug: str | None = None  # the player's deck it was opened from (saved over)
        self.saved_as: Deck | None = None  # as it was last opened or saved

    def load(self, deck: Deck, slug: str | None = None) -> None:
        self.name, self.team = deck.name, list(deck.team)
        self.cards = Counter(deck.cards)
        self.slug = slug
        self.saved_as = self.deck() if slug is not None else None

    def clear(self) -> None:
        self.name, self.team, self.cards, self.slug, self.saved_as = "", [], Counter(), None, None

    def deck(self) -> Deck:
        order = [c for c in self.faces if c in self.cards]
        cards = tuple(code for code in order for _ in range(self.cards[code]))
        return Deck(self.name.strip(), tuple(self.team), cards)

    @property
    def changed(self) -> bool:
        return self.saved_as is None or self.saved_as != self.deck()

    def count(self, code: str) -> int:
        if self.faces[code].kind == self.rules.team_kind:
            return int(code in self.team)
        return self.cards[code]

    @property
    def size(self) -> int:
        return sum(self.cards.values())

    def add(self, code: str) -> str:
        """Put a copy of `code` in (a team member once); "" or why it could not go in."""
        face = self.faces[code]
        if face.kind == self.rules.team_kind:
            if code in self.team:
                return t("decks.builder.in_team", card=face.name or code)
            if len(self.team) >= self.rules.team_size:
                return t("decks.builder.team_full", count=self.rules.team_size)
            self.team.append(code)
            return ""
        if self.size >= self.rules.max_cards:
            return t("decks.builder.deck_full", count=self.rules.max_cards)
        if self.cards[code] >= self.rules.max_copies:
            return t("decks.builder.copies_full", count=self.rules.max_copies)
        self.cards[code] += 1
        return ""

    def remove(self, code: str) -> bool:
        """Take a copy of `code` out; False when there was none."""
        if code in self.team:
            self.team.remove(code)
            return True
        if self.cards[code] <= 0:
            return False
        self.cards[code] -= 1
        if not self.cards[code]:
            del self.cards[code]
        return True

    def problems(self) -> list[Refusal]:
        deck = self.deck()
        return self.rules.problems(deck.team, deck.cards)

    def kind_counts(self) -> Counter[str]:
        counts: Counter[str] = Counter()
        for code, copies in self.cards.items():
            counts[self.faces[code].kind] += copies
        return counts

"""K-Mon's card data, typed: the elements and their cycle, the traits, the K-Mon, the cards,
the starter decks, and the deck rules (docs/kmon-cards.md). `game.rules.kmon.cards` is the
door the rest of the program uses; this module holds the plain data and needs no file."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from game.engine.effects import Effect, op_of
from game.engine.names import Names
from game.rules.kmon.card_effects import PERSISTENT_OPS
from game.rules.kmon.card_text import card_text

ELEMENTS = ("ice", "grass", "earth", "electro", "ghost", "air", "water", "fire")  # cycle order
TRAITS = (
    "speed",
    "seer",
    "echo",
    "undying",
    "elusive",
    "armor",
    "blackout",
    "incandescent",
    "healing",
    "bulwark",
    "ferocity",
    "prodigy",
    "barrier",
    "raider",
    "relentless",
    "spiky",
)
KINDS = ("ability", "reaction", "boost", "item")
TEAM = 3  # K-Mon in a deck
MIN_CARDS, MAX_CARDS, MAX_ITEMS = 24, 36, 5


def element_bonus(attack_element: str, target_primary: str) -> int:
    """What the elements add to damage of `attack_element` dealt to a K-Mon whose primary
    element is `target_primary`: +1 when it comes right after in the cycle, -1 when it comes
    right before, else 0 (and 0 for damage with no element)."""
    if attack_element not in ELEMENTS or target_primary not in ELEMENTS:
        return 0
    step = (ELEMENTS.index(target_primary) - ELEMENTS.index(attack_element)) % len(ELEMENTS)
    if step == 1:
        return 1
    if step == len(ELEMENTS) - 1:
        return -1
    return 0


@dataclass(frozen=True, slots=True)
class KMon:
    id: str
    names: Names  # in every language; `name` is the player's language now
    hp: int
    primary: str
    secondary: str
    trait: str
    x: int  # an incandescent K-Mon's X (extra charges at the start), else 0

    @property
    def name(self) -> str:
        return self.names.say()

    @property
    def elements(self) -> tuple[str, str]:
        return (self.primary, self.secondary)


@dataclass(frozen=True, slots=True)
class Card:
    code: str
    kind: str  # ability, reaction, boost or item
    names: Names  # in every language; `name` is the player's language now
    cost: int
    element: str  # "" for a generic card
    effects: tuple[Effect, ...]
    ultimate: bool = False
    answers: str = ""  # a reaction's: attack, ability, action or reaction

    @property
    def name(self) -> str:
        return self.names.say()

    @property
    def persistent(self) -> bool:
        """Whether the card stays in play once played (it holds a buff or a tick)."""
        return any(op_of(effect) in PERSISTENT_OPS for effect in self.effects)

    @property
    def text(self) -> str:
        """The card's rules text in the player's language, made from its effects."""
        return card_text(self.kind, self.element, self.effects, self.ultimate, self.answers)


@dataclass(frozen=True, slots=True)
class Starter:
    id: str
    names: Names  # in every language; `name` is the player's language now
    kmon: tuple[str, str, str]
    cards: tuple[str, ...]  # every physical card, codes repeated

    @property
    def name(self) -> str:
        return self.names.say()


@dataclass(frozen=True)
class Catalog:
    kmon: dict[str, KMon]
    cards: dict[str, Card]
    starters: dict[str, Starter]


def deck_problem(
    catalog: Catalog, kmon: Sequence[str], cards: Sequence[str]
) -> tuple[str, dict] | None:
    """The first deck rule the deck breaks, as (code, params), or None when it is legal.

    Each code has its words in the catalogue as `kmon.<code>`, with those params.
    """
    if len(kmon) != TEAM:
        return "deck.kmon_count", {"count": len(kmon)}
    for kmon_id in kmon:
        if kmon_id not in catalog.kmon:
            return "deck.unknown_kmon", {"kmon": kmon_id}
    for kmon_id, count in Counter(kmon).items():
        if count > 1:
            return "deck.same_kmon", {"kmon": kmon_id}
    for code in cards:
        if code not in catalog.cards:
            return "deck.unknown_card", {"card": code}
    if len(cards) < MIN_CARDS:
        return "deck.too_few", {"count": len(cards), "minimum": MIN_CARDS}
    if len(cards) > MAX_CARDS:
        return "deck.too_many", {"count": len(cards), "maximum": MAX_CARDS}
    items = sum(1 for code in cards if catalog.cards[code].kind == "item")
    if items > MAX_ITEMS:
        return "deck.items", {"count": items, "maximum": MAX_ITEMS}
    elements = {element for kmon_id in kmon for element in catalog.kmon[kmon_id].elements}
    for code in cards:
        element = catalog.cards[code].element
        if element and element not in elements:
            return "deck.element", {"card": code, "element": element}
    return None

"""The faces of K-Mon's cards, as a table draws and names them (game/engine/faces.py): the
K-Mon with their HP, elements and trait, the other cards with their cost and element; a card's
text is made from its effects, in the player's language, each time it is read."""

from __future__ import annotations

from functools import partial

from game.engine.faces import CardFace
from game.i18n import t
from game.rules.kmon.cards import Catalog

# A hand kept in order: abilities, boosts, reactions, items; then by element and cost.
KIND_ORDER = ("ability", "boost", "reaction", "item", "kmon")


def _kmon_words(trait: str, x: int) -> str:
    name = t(f"kmon.trait.{trait}")
    return f"{name}: {t(f'kmon.trait.{trait}.text', x=x)}"


def card_faces(catalog: Catalog) -> dict[str, CardFace]:
    """Every card of the set, then every K-Mon (by its id), in file order."""
    from game.rules.kmon.cards import ELEMENTS

    faces: dict[str, CardFace] = {}
    for place, card in enumerate(catalog.cards.values()):
        element = ELEMENTS.index(card.element) + 1 if card.element else 0
        faces[card.code] = CardFace(
            code=card.code,
            kind=card.kind,
            names=card.names,
            cost=card.cost,
            element=card.element or None,
            ultimate=card.ultimate,
            words=lambda card=card: card.text,
            sort_key=(KIND_ORDER.index(card.kind), element, card.cost, place),
        )
    for place, kmon in enumerate(catalog.kmon.values()):
        faces[kmon.id] = CardFace(
            code=kmon.id,
            kind="kmon",
            names=kmon.names,
            health=kmon.hp,
            element=kmon.primary,
            elements=kmon.elements,
            trait=kmon.trait,
            words=partial(_kmon_words, kmon.trait, kmon.x),
            sort_key=(KIND_ORDER.index("kmon"), place),
        )
    return faces

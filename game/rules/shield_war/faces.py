"""The faces of Shield War's cards and Monsters, as a table draws and names them
(game/engine/faces.py): a card's text is made from its effects when it is read."""

from __future__ import annotations

from game.engine.faces import CardFace
from game.rules.shield_war.cards import Deck

KIND_ORDER = ("attack", "shield", "character")  # a hand kept in order: attacks, then shields


def card_faces(deck: Deck) -> dict[str, CardFace]:
    """Every card of the deck, then every Monster (by its id), in file order."""
    faces: dict[str, CardFace] = {}
    for place, card in enumerate(deck.cards.values()):
        shield = card.kind == "shield"
        faces[card.code] = CardFace(
            code=card.code,
            kind=card.kind,
            names=card.names,
            cost=card.cost if shield else None,
            block=card.blocks if shield else None,
            effects=card.printed,
            sort_key=(KIND_ORDER.index(card.kind), place),
        )
    for place, character in enumerate(deck.characters.values()):
        faces[character.id] = CardFace(
            code=character.id,
            kind="character",
            names=character.names,
            health=character.health,
            energy=character.energy,
            effects=character.ability,
            sort_key=(KIND_ORDER.index("character"), place),
        )
    return faces

"""The faces of a UNO-family deck, as a table draws and names them (game/engine/faces.py)."""

from __future__ import annotations

from game.engine.faces import CardFace
from game.rules.uno_family.deck import Deck


def card_faces(deck: Deck) -> dict[str, CardFace]:
    """Every card of the deck, in file order. A hand is kept by color (in the deck's order),
    then as the card file lists them (numbers up, then the action cards), wilds last."""
    color_place = {code: place for place, code in enumerate(deck.colors)}
    wilds = len(deck.colors)
    return {
        card.code: CardFace(
            code=card.code,
            kind=card.kind,
            color=deck.color_names[card.color] if card.color else None,
            rank=card.rank if card.kind == "number" else None,
            points=card.points,
            sort_key=(color_place.get(card.color, wilds) if card.color else wilds, place),
        )
        for place, card in enumerate(deck.cards.values())
    }


def card_palette(deck: Deck) -> dict[str, str]:
    """Color code -> color name, in the card file's order."""
    return {code: deck.color_names[code] for code in deck.colors}

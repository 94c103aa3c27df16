"""The faces of a UNO-family deck, as a table draws and names them (game/engine/faces.py).

A card's rules text is the catalogue's `cardtext.<game>.<kind>` (UNO's `cardtext.uno.<kind>`
where the game has no words of its own for that kind), with its number and points, read in
the player's language each time it is asked."""

from __future__ import annotations

from functools import partial

from game.engine.faces import CardFace
from game.i18n import has, t
from game.rules.uno_family.deck import Card, Deck

SHARED_WORDS = "uno"  # the game whose words a card kind uses when its own game has none


def rules_text(game: str, card: Card) -> str:
    """What `card` does in `game`, in the player's language now."""
    key = f"cardtext.{game}.{card.kind}"
    if not has(key):
        key = f"cardtext.{SHARED_WORDS}.{card.kind}"
    return t(key, number=card.rank, points=card.points)


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
            words=partial(rules_text, deck.ruleset, card),
            sort_key=(color_place.get(card.color, wilds) if card.color else wilds, place),
        )
        for place, card in enumerate(deck.cards.values())
    }


def card_palette(deck: Deck) -> dict[str, str]:
    """Color code -> color name, in the card file's order."""
    return {code: deck.color_names[code] for code in deck.colors}

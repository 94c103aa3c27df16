"""The faces of Uno Mostro's cards: UNO's own faces (game/engine/faces.py), since the cards
are UNO cards; a table draws them as it draws UNO's. A number card is named by its color and
number; the others by their role in this game and their color ("blue Ban", "Divieto blu").
A card's rules text is what its role does here (`cardtext.uno-mostro.<role>`), in the player's
language each time it is asked."""

from __future__ import annotations

from functools import partial

from game.engine.faces import CardFace
from game.i18n import t
from game.rules.uno_mostro.cards import Card, Deck

# A hand kept by what the cards do: monsters, then the cards played on them, then the others.
ROLE_ORDER = ("monster", "plus2", "plus4", "ban", "destroy", "steal", "control")


def rules_text(card: Card) -> str:
    """What `card` does in Uno Mostro, by its role, in the player's language now."""
    return t(f"cardtext.uno-mostro.{card.role}", number=card.number or 0)


def card_faces(deck: Deck) -> dict[str, CardFace]:
    """Every card of the deck, in file order."""
    return {
        card.code: CardFace(
            code=card.code,
            kind=card.kind,
            names=deck.role_names[card.role] if card.kind != "number" else None,
            color=deck.color_names[card.color] if card.color else None,
            rank=card.rank if card.kind == "number" else None,
            words=partial(rules_text, card),
            sort_key=(ROLE_ORDER.index(card.role), card.number or 0, place),
        )
        for place, card in enumerate(deck.cards.values())
    }


def card_palette(deck: Deck) -> dict[str, str]:
    """Color code -> color name, in the card file's order."""
    return {code: deck.color_names[code] for code in deck.colors}

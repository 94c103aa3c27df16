"""A card said in words, in the player's language: its own name (a Monster, a Shield War card;
with its colour, Uno Mostro's "blue Ban"), or its colour and rank (UNO's "blue 7"), from the
ruleset's faces and palette alone. The table says cards this way, and so do the messages
about a save, which know nothing of the table."""

from __future__ import annotations

from collections.abc import Mapping

from game.engine.faces import CardFace
from game.i18n import t


def card_words(faces: Mapping[str, CardFace], palette: Mapping[str, str], code: str | None) -> str:
    """`code` in words (None: a card face down; an unknown code is given back as it is)."""
    if code is None:
        return t("card.hidden")
    face = faces.get(code)
    if face is None:
        return code
    name = palette.get(face.color, face.color) if face.color else ""
    color = t(f"color.{name}") if name else ""
    if face.name:  # a card with a name of its own, or of its role (Uno Mostro's "blue Ban")
        return t("card.named", name=face.name, color=color) if color else face.name
    if face.kind == "number":
        return t("card.number", color=color, number=face.rank)
    return t(f"card.{face.kind}", color=color)

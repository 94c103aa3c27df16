"""The words on a K-Mon card, in the player's language, made from its effects.

Every sentence comes from the catalogue's `kmon.effect.*` keys, through the one vocabulary's
sentence maker (game/engine/effects.py), so the text a player reads and the rules the engine
applies cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.engine.effects import Effect
from game.i18n import t
from game.rules.kmon.card_effects import KMON_EFFECTS


def effect_text(effects: Iterable[Effect]) -> str:
    """What the effects do, in the player's language, one sentence each."""
    return KMON_EFFECTS.text(effects)


def card_text(
    kind: str, element: str, effects: Iterable[Effect], ultimate: bool, answers: str
) -> str:
    """A card's whole rules text: Ultimate, what a reaction answers, what a generic boost
    replaces, then its effects."""
    parts = []
    if ultimate:
        parts.append(t("kmon.effect.ultimate"))
    if kind == "reaction" and answers:
        parts.append(t(f"kmon.effect.answers.{answers}"))
    if kind == "boost" and not element:
        parts.append(t("kmon.effect.instead"))
    parts.append(effect_text(effects))
    return " ".join(parts)


__all__ = ["card_text", "effect_text"]

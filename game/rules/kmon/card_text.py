"""The words on a K-Mon card, in the player's language, made from its effects.

Every sentence comes from the catalogue's `kmon.effect.*` keys, so the text a player reads and
the rules the engine applies cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.i18n import has, t
from game.rules.kmon.card_effects import (
    Assault,
    Buff,
    Effect,
    Evade,
    Neutralise,
    Recover,
    Reduce,
    Switch,
    Tick,
    op_of,
)


def effect_text(effects: Iterable[Effect]) -> str:
    """What the effects do, in the player's language, one sentence each."""
    return " ".join(effect_sentence(effect) for effect in effects)


def effect_sentence(effect: Effect) -> str:
    """One effect in words."""
    op = op_of(effect)
    if isinstance(effect, Evade):
        return t("kmon.effect.evade")
    if isinstance(effect, Neutralise):
        return t(f"kmon.effect.neutralise.{effect.what}")
    if isinstance(effect, Switch):
        return t(f"kmon.effect.switch.{effect.target}")
    if isinstance(effect, Buff):
        way = "up" if effect.amount > 0 else "down"
        key = f"kmon.effect.buff.{effect.stat}.{effect.target}.{way}"
        return t(key, amount=abs(effect.amount), duration=duration_text(effect.duration))
    if isinstance(effect, Tick):
        key = f"kmon.effect.tick.{effect.what}.{effect.target}"
        return _counted(key, effect.amount, duration=duration_text(effect.duration))
    if isinstance(effect, Assault):
        return _counted("kmon.effect.assault", effect.amount, zero=True)
    if isinstance(effect, Recover | Reduce):
        return _counted(f"kmon.effect.{op}", effect.amount)
    return _counted(f"kmon.effect.{op}.{effect.target}", effect.amount)


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


def duration_text(turns: int) -> str:
    return t("kmon.effect.duration.one") if turns == 1 else t("kmon.effect.duration", turns=turns)


def _counted(key: str, amount: int, zero: bool = False, **params: object) -> str:
    """The sentence of `key`, in its `.one` (or `.zero`) form when the catalogue has one."""
    if amount == 1 and has(key + ".one"):
        key += ".one"
    elif zero and amount == 0 and has(key + ".zero"):
        key += ".zero"
    return t(key, amount=amount, **params)


__all__ = ["card_text", "duration_text", "effect_sentence", "effect_text"]

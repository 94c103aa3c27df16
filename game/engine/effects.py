"""Effects as data: what a card or an ability does, as named operations with parameters.

A card file lists a card's effects as mappings whose `op` names the operation:

- `damage {amount, target}`: the target loses `amount` health.
- `heal {amount, target}`: the target gains `amount` health, up to its maximum.
- `draw {amount, target}`: the target draws `amount` cards.
- `discard {amount, target}`: the target discards `amount` cards of the hand, chosen at random.
- `gain {counter, amount, target}`: the target's counter (energy, charges...) goes up.
- `lose {counter, amount, target}`: the target's counter goes down, not below 0.
- `block {what}`: a shield, and what it may be played against: `attack`, `shield` or `both`.
- `buff {stat, amount, duration, target}`: a stat of the target changes by `amount` (a
  negative amount is a debuff) for `duration` turns; the ruleset says how turns are counted.

`target` is `self` (whoever plays the card or uses the ability) or `opponent`. The schema
here checks the shape; a ruleset says which counters and stats it knows (`check_names`) and
interprets the effects. The words a player reads on a card come from `effect_text`, through the
translation catalogue, so the text and the rules cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Annotated, Literal

import msgspec

from game.i18n import has, t

Target = Literal["self", "opponent"]
Amount = Annotated[int, msgspec.Meta(ge=1, le=99)]
Name = Annotated[str, msgspec.Meta(pattern=r"^[a-z][a-z_]{0,23}$")]
BLOCKS = ("attack", "shield", "both")


class _Op(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="op"):
    """One operation; `op` (the tag) names it in the card file."""


class Damage(_Op, tag="damage"):
    amount: Amount
    target: Target


class Heal(_Op, tag="heal"):
    amount: Amount
    target: Target


class Draw(_Op, tag="draw"):
    amount: Amount
    target: Target


class Discard(_Op, tag="discard"):
    amount: Amount
    target: Target


class Gain(_Op, tag="gain"):
    counter: Name
    amount: Amount
    target: Target


class Lose(_Op, tag="lose"):
    counter: Name
    amount: Amount
    target: Target


class Block(_Op, tag="block"):
    what: Literal["attack", "shield", "both"]


class Buff(_Op, tag="buff"):
    stat: Name
    amount: Annotated[int, msgspec.Meta(ge=-99, le=99)]
    duration: Annotated[int, msgspec.Meta(ge=1, le=20)]
    target: Target


Effect = Damage | Heal | Draw | Discard | Gain | Lose | Block | Buff
Effects = Annotated[list[Effect], msgspec.Meta(min_length=1, max_length=8)]
OPS = ("damage", "heal", "draw", "discard", "gain", "lose", "block", "buff")


def op_of(effect: Effect) -> str:
    """The name of an effect's operation (`damage`, `block`...)."""
    return effect.__struct_config__.tag


def check_names(
    effects: Sequence[Effect], counters: Iterable[str], stats: Iterable[str]
) -> tuple[int, str] | None:
    """The index and a sentence for the first effect naming a counter or a stat the ruleset
    does not know, or None when every name is known."""
    counters, stats = tuple(counters), tuple(stats)
    for index, effect in enumerate(effects):
        if isinstance(effect, Gain | Lose) and effect.counter not in counters:
            return index, f"unknown counter {effect.counter!r} (known: {', '.join(counters)})"
        if isinstance(effect, Buff) and effect.stat not in stats:
            return index, f"unknown stat {effect.stat!r} (known: {', '.join(stats)})"
        if isinstance(effect, Buff) and effect.amount == 0:
            return index, "a buff of 0 changes nothing"
    return None


# -- the words on a card -----------------------------------------------------------------------
def effect_text(effects: Iterable[Effect]) -> str:
    """What the effects do, in the player's language, one sentence each."""
    return " ".join(effect_sentence(effect) for effect in effects)


def effect_sentence(effect: Effect) -> str:
    """One effect in words, from the catalogue's `effect.*` keys."""
    op = op_of(effect)
    if isinstance(effect, Block):
        return t(f"effect.block.{effect.what}")
    if isinstance(effect, Gain | Lose):
        key = f"effect.counter.{effect.counter}"
        counter = t(key) if has(key) else effect.counter
        return t(f"effect.{op}.{effect.target}", amount=effect.amount, counter=counter)
    if isinstance(effect, Buff):
        key = f"effect.buff.{effect.stat}.{effect.target}"
        duration = _duration(effect.duration)
        return t(key, amount=f"{effect.amount:+d}", duration=duration)
    key = f"effect.{op}.{effect.target}"
    if effect.amount == 1 and has(key + ".one"):
        key += ".one"
    return t(key, amount=effect.amount)


def _duration(turns: int) -> str:
    return t("effect.duration.one") if turns == 1 else t("effect.duration", turns=turns)


__all__ = [
    "BLOCKS",
    "OPS",
    "Block",
    "Buff",
    "Damage",
    "Discard",
    "Draw",
    "Effect",
    "Effects",
    "Gain",
    "Heal",
    "Lose",
    "check_names",
    "effect_sentence",
    "effect_text",
    "op_of",
]

"""K-Mon's effects as data: one msgspec Struct per operation, tagged by `op` in the card files.

The vocabulary is that of docs/kmon-cards.md. A damaging effect or a debuff hits the opponent's
active K-Mon, a heal or a buff your own, unless `target` says otherwise. The schema checks the
shape and the bounds; the names that the types cannot check with a helpful sentence (a buff's
`stat`, a tick's `what`) are checked by `check_effect`. The rules engine interprets them.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

Amount = Annotated[int, msgspec.Meta(ge=1, le=9)]
Duration = Annotated[int, msgspec.Meta(ge=1, le=9)]
Player = Literal["self", "opponent"]

STATS = ("attack", "power", "guard", "cost")
TICKS = ("damage", "heal", "charge")
ANSWERS = ("attack", "ability", "action", "reaction")


class _Op(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="op"):
    """One operation; `op` (the tag) names it in the card file."""


class Damage(_Op, tag="damage"):
    amount: Amount
    target: Literal["opponent", "bench"] = "opponent"


class Heal(_Op, tag="heal"):
    amount: Amount
    target: Literal["self", "bench"] = "self"


class Draw(_Op, tag="draw"):
    amount: Amount
    target: Player = "self"


class Discard(_Op, tag="discard"):
    amount: Amount
    target: Player


class Mill(_Op, tag="mill"):
    amount: Amount
    target: Player


class Gain(_Op, tag="gain"):
    amount: Amount
    target: Player = "self"


class Lose(_Op, tag="lose"):
    amount: Amount
    target: Player


class Recover(_Op, tag="recover"):
    amount: Amount


class Switch(_Op, tag="switch"):
    target: Player


class Buff(_Op, tag="buff"):
    stat: str  # one of STATS
    amount: Annotated[int, msgspec.Meta(ge=-9, le=9)]  # not 0
    duration: Duration
    target: Player


class Tick(_Op, tag="tick"):
    what: str  # one of TICKS
    amount: Amount
    duration: Duration
    target: Player


class Assault(_Op, tag="assault"):
    amount: Annotated[int, msgspec.Meta(ge=0, le=5)]


class Neutralise(_Op, tag="neutralise"):
    what: str  # one of ANSWERS


class Evade(_Op, tag="evade"):
    pass


class Reduce(_Op, tag="reduce"):
    amount: Amount


Effect = (
    Damage
    | Heal
    | Draw
    | Discard
    | Mill
    | Gain
    | Lose
    | Recover
    | Switch
    | Buff
    | Tick
    | Assault
    | Neutralise
    | Evade
    | Reduce
)
Effects = Annotated[list[Effect], msgspec.Meta(min_length=1, max_length=6)]
OPS = (
    "damage",
    "heal",
    "draw",
    "discard",
    "mill",
    "gain",
    "lose",
    "recover",
    "switch",
    "buff",
    "tick",
    "assault",
    "neutralise",
    "evade",
    "reduce",
)
REACTION_OPS = ("neutralise", "evade", "reduce")  # reactions only
PERSISTENT_OPS = ("buff", "tick")  # the card stays in play, under the K-Mon it targets


def op_of(effect: Effect) -> str:
    """The name of an effect's operation (`damage`, `assault`...)."""
    return effect.__struct_config__.tag


def check_effect(effect: Effect) -> tuple[str, str] | None:
    """(the key, a sentence) for a name the effect gets wrong, or None when it is sound."""
    if isinstance(effect, Buff):
        if effect.stat not in STATS:
            return "stat", f"unknown stat {effect.stat!r} (known: {', '.join(STATS)})"
        if effect.amount == 0:
            return "amount", "a buff of 0 changes nothing"
    if isinstance(effect, Tick) and effect.what not in TICKS:
        return "what", f"unknown tick {effect.what!r} (known: {', '.join(TICKS)})"
    if isinstance(effect, Neutralise) and effect.what not in ANSWERS:
        return "what", f"unknown action {effect.what!r} (known: {', '.join(ANSWERS)})"
    return None


__all__ = [
    "ANSWERS",
    "OPS",
    "PERSISTENT_OPS",
    "REACTION_OPS",
    "STATS",
    "TICKS",
    "Assault",
    "Buff",
    "Damage",
    "Discard",
    "Draw",
    "Effect",
    "Effects",
    "Evade",
    "Gain",
    "Heal",
    "Lose",
    "Mill",
    "Neutralise",
    "Recover",
    "Reduce",
    "Switch",
    "Tick",
    "check_effect",
    "op_of",
]

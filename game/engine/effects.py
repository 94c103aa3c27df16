"""Effects as data: the one vocabulary of what a card or an ability does, for every game.

A card file lists a card's effects as mappings whose `op` names the operation. Every operation
any game uses is declared here, once; a game says which of them it takes and which names each
of their fields may hold (`GameEffects`), and interprets them (what they do to its state).

- `damage {amount, target}`: the target takes `amount` damage.
- `heal {amount, target}`: the target gets `amount` health back (loses `amount` damage).
- `draw {amount, target}`: that player draws `amount` cards.
- `discard {amount, target}`: that player discards `amount` cards of the hand, at random.
- `mill {amount, target}`: the top `amount` cards of that player's deck go to the discard pile.
- `gain {amount, target, counter}`: that player's counter (energy, charges...) goes up.
- `lose {amount, target, counter}`: that player's counter goes down, not below 0.
- `recover {amount}`: cards of the player's discard pile come back to the hand.
- `switch {target}`: that player replaces the active card with one in reserve.
- `block {what}`: a shield, and what it may be played against.
- `buff {stat, amount, duration, target}`: a stat of the target changes by `amount` (a negative
  amount is a debuff, 0 is refused) for `duration` turns; the game says how turns are counted.
- `tick {what, amount, duration, target}`: something happens to the target at each of its
  turns, for `duration` turns.
- `assault {amount}`: an attack deals `amount` more damage, of the card's element.
- `neutralise {what}`: the answered action has no effect.
- `evade`: the answered action misses.
- `reduce {amount}`: the answered action deals `amount` less damage.

`target` is `self` (whoever plays the card or uses the ability), `opponent`, or `bench` (the
cards in reserve: the opponent's for damage, the player's own for a heal). The schema here
checks the shape and the widest bounds; a game's `GameEffects` narrows them: the operations it
takes, the names each name field (`target`, `counter`, `stat`, `what`) may hold and the one
taken when a card leaves it out, the bounds of its numbers, how many effects a card holds, and
the catalogue keys its words come from. The words a player reads on a card come from
`effect_text`, through the translation catalogue, so the text and the rules cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal, Protocol, get_args

import msgspec
from msgspec import UNSET, UnsetType

from game.i18n import has, t

Target = Literal["self", "opponent", "bench"]
Amount = Annotated[int, msgspec.Meta(ge=1, le=99)]
Duration = Annotated[int, msgspec.Meta(ge=1, le=20)]
Name = Annotated[str, msgspec.Meta(pattern=r"^[a-z][a-z_]{0,23}$")]
MOST = 8  # effects on one card, for any game (a game may allow fewer)


class _Op(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="op"):
    """One operation; `op` (the tag) names it in the card file. A field that may be left out
    is UNSET until the game's `GameEffects.take` gives it the game's default."""


class Damage(_Op, tag="damage"):
    amount: Amount
    target: Target | UnsetType = UNSET


class Heal(_Op, tag="heal"):
    amount: Amount
    target: Target | UnsetType = UNSET


class Draw(_Op, tag="draw"):
    amount: Amount
    target: Target | UnsetType = UNSET


class Discard(_Op, tag="discard"):
    amount: Amount
    target: Target | UnsetType = UNSET


class Mill(_Op, tag="mill"):
    amount: Amount
    target: Target | UnsetType = UNSET


class Gain(_Op, tag="gain"):
    amount: Amount
    target: Target | UnsetType = UNSET
    counter: Name | UnsetType = UNSET


class Lose(_Op, tag="lose"):
    amount: Amount
    target: Target | UnsetType = UNSET
    counter: Name | UnsetType = UNSET


class Recover(_Op, tag="recover"):
    amount: Amount


class Switch(_Op, tag="switch"):
    target: Target | UnsetType = UNSET


class Block(_Op, tag="block"):
    what: Name


class Buff(_Op, tag="buff"):
    stat: Name
    amount: Annotated[int, msgspec.Meta(ge=-99, le=99)]  # not 0
    duration: Duration
    target: Target | UnsetType = UNSET


class Tick(_Op, tag="tick"):
    what: Name
    amount: Amount
    duration: Duration
    target: Target | UnsetType = UNSET


class Assault(_Op, tag="assault"):
    amount: Annotated[int, msgspec.Meta(ge=0, le=99)]


class Neutralise(_Op, tag="neutralise"):
    what: Name


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
    | Block
    | Buff
    | Tick
    | Assault
    | Neutralise
    | Evade
    | Reduce
)
Effects = Annotated[list[Effect], msgspec.Meta(min_length=1, max_length=MOST)]
OF_OP: dict[str, type[_Op]] = {cls.__struct_config__.tag: cls for cls in get_args(Effect)}
OPS = tuple(OF_OP)
NAME_FIELDS = ("target", "counter", "stat", "what")  # checked against a game's names
NUMBER_FIELDS = ("amount", "duration")  # checked against a game's bounds


def op_of(effect: Effect) -> str:
    """The name of an effect's operation (`damage`, `block`...)."""
    return effect.__struct_config__.tag


def names_of(op: str) -> tuple[str, ...]:
    """The name fields of an operation (`target`, `stat`...), in the order it declares them."""
    return tuple(name for name in OF_OP[op].__struct_fields__ if name in NAME_FIELDS)


# -- what one game takes of the vocabulary ------------------------------------------------------
@dataclass(frozen=True)
class Choice:
    """The names a name field may hold in one game: a name outside `known` is refused as an
    "unknown `noun`"; `default` is the name taken when a card leaves the field out (None: the
    card must say it)."""

    noun: str
    known: tuple[str, ...]
    default: str | None = None


class _Reports(Protocol):
    def error(self, path: tuple[str | int, ...], message: Any) -> Exception: ...


@dataclass(frozen=True, eq=False)
class GameEffects:
    """What one game takes of the vocabulary, as data.

    - `ops`: each operation the game takes, with a `Choice` for each of its name fields
      (`names_of(op)`, every one of them).
    - `bounds`: (lowest, highest) of a number field narrower than the schema's, by field
      (`amount`, `duration`) or by operation and field (`buff.amount`, which wins).
    - `most`: how many effects a card may hold (1 at least).
    - `words`: the catalogue keys the sentences come from (`effect` for `effect.damage.self`).
    """

    ops: Mapping[str, Mapping[str, Choice]]
    bounds: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    most: int = MOST
    words: str = "effect"

    def __post_init__(self) -> None:
        for op, choices in self.ops.items():
            if op not in OF_OP:
                raise ValueError(f"no operation {op!r} in the vocabulary (known: {OPS})")
            if set(choices) != set(names_of(op)):
                raise ValueError(f"{op!r} names {names_of(op)}, not {tuple(choices)}")
            for name, choice in choices.items():
                if choice.default is not None and choice.default not in choice.known:
                    raise ValueError(f"{op}.{name}: default {choice.default!r} is not known")
        if not 1 <= self.most <= MOST:
            raise ValueError(f"most: 1 to {MOST} effects on a card")

    def unknown_op(self) -> str:
        """The sentence for an operation the game does not take."""
        return f"unknown effect (known: {', '.join(self.ops)})"

    def refusal(self, effects: Sequence[Effect]) -> tuple[tuple[str | int, ...], str] | None:
        """(the key path under the list, a sentence) for the first thing the game does not take
        in `effects`, or None when it takes them all."""
        if len(effects) > self.most:
            return (), f"Expected array of length <= {self.most}"
        for index, effect in enumerate(effects):
            wrong = self._refusal(effect)
            if wrong is not None:
                key, sentence = wrong
                return ((index, key) if key else (index,)), sentence
        return None

    def _refusal(self, effect: Effect) -> tuple[str, str] | None:
        op = op_of(effect)
        choices = self.ops.get(op)
        if choices is None:
            return "op", self.unknown_op()
        for name in NUMBER_FIELDS:
            value = getattr(effect, name, None)
            bounds = self.bounds.get(f"{op}.{name}") or self.bounds.get(name)
            if value is None or bounds is None:
                continue
            if value < bounds[0]:
                return name, f"Expected int >= {bounds[0]}"
            if value > bounds[1]:
                return name, f"Expected int <= {bounds[1]}"
        for name in names_of(op):
            value, choice = getattr(effect, name), choices[name]
            if value is UNSET:
                if choice.default is None:
                    return "", f"Object missing required field {name}"
            elif value not in choice.known:
                known = ", ".join(choice.known)
                return name, f"unknown {choice.noun} {value!r} (known: {known})"
        if isinstance(effect, Buff) and effect.amount == 0:
            return "amount", "a buff of 0 changes nothing"
        return None

    def complete(self, effect: Effect) -> Effect:
        """The effect with every name field the card left out given the game's default."""
        missing = {
            name: choice.default
            for name, choice in self.ops[op_of(effect)].items()
            if getattr(effect, name) is UNSET
        }
        return msgspec.structs.replace(effect, **missing) if missing else effect

    def take(
        self, card_file: _Reports, where: tuple[str | int, ...], effects: Sequence[Effect]
    ) -> tuple[Effect, ...]:
        """The effects of a card file at `where`, as the game reads them: the first one it
        does not take is raised at its file, line and key path (`card_file.error`); the names
        left out are given their defaults."""
        wrong = self.refusal(effects)
        if wrong is not None:
            raise card_file.error((*where, *wrong[0]), wrong[1])
        return tuple(self.complete(effect) for effect in effects)

    def text(self, effects: Iterable[Effect]) -> str:
        """What the effects do, in the player's language, in the game's words."""
        return effect_text(effects, self.words)


# -- the words on a card -----------------------------------------------------------------------
def effect_text(effects: Iterable[Effect], words: str = "effect") -> str:
    """What the effects do, in the player's language, one sentence each, from the catalogue's
    `<words>.*` keys."""
    return " ".join(effect_sentence(effect, words) for effect in effects)


def effect_sentence(effect: Effect, words: str = "effect") -> str:
    """One effect in words, from the catalogue's `<words>.<op>...` keys.

    The key is the operation, then its names (`effect.damage.opponent`, `kmon.effect.tick.heal.
    self`); a count of 1 (or 0) reads from the key's `.one` (`.zero`) form where the catalogue
    has one, and a buff from its `.up` or `.down` form (the amount without its sign) where the
    catalogue has them, else from the key itself with a signed amount.
    """
    op = op_of(effect)
    key = f"{words}.{op}"
    if isinstance(effect, Evade):
        return t(key)
    if isinstance(effect, Block | Neutralise):
        return t(f"{key}.{effect.what}")
    if isinstance(effect, Switch):
        return t(f"{key}.{effect.target}")
    if isinstance(effect, Buff):
        key = f"{key}.{effect.stat}.{effect.target}"
        duration = _duration(effect.duration, words)
        way = f"{key}.{'up' if effect.amount > 0 else 'down'}"
        if has(way):
            return t(way, amount=abs(effect.amount), duration=duration)
        return t(key, amount=f"{effect.amount:+d}", duration=duration)
    if isinstance(effect, Tick):
        key = f"{key}.{effect.what}.{effect.target}"
        return _counted(key, effect.amount, duration=_duration(effect.duration, words))
    if isinstance(effect, Gain | Lose):
        named = f"{words}.counter.{effect.counter}"
        counter = t(named) if has(named) else effect.counter
        return _counted(f"{key}.{effect.target}", effect.amount, counter=counter)
    if isinstance(effect, Recover | Reduce | Assault):
        return _counted(key, effect.amount)
    return _counted(f"{key}.{effect.target}", effect.amount)


def _counted(key: str, amount: int, **params: object) -> str:
    """The sentence of `key`, in its `.one` (or `.zero`) form when the catalogue has one."""
    if amount == 1 and has(key + ".one"):
        key += ".one"
    elif amount == 0 and has(key + ".zero"):
        key += ".zero"
    return t(key, amount=amount, **params)


def _duration(turns: int, words: str) -> str:
    if turns == 1:
        return t(f"{words}.duration.one")
    return t(f"{words}.duration", turns=turns)


__all__ = [
    "MOST",
    "NAME_FIELDS",
    "NUMBER_FIELDS",
    "OF_OP",
    "OPS",
    "Assault",
    "Block",
    "Buff",
    "Choice",
    "Damage",
    "Discard",
    "Draw",
    "Effect",
    "Effects",
    "Evade",
    "Gain",
    "GameEffects",
    "Heal",
    "Lose",
    "Mill",
    "Neutralise",
    "Recover",
    "Reduce",
    "Switch",
    "Tick",
    "effect_text",
    "effect_sentence",
    "names_of",
    "op_of",
]

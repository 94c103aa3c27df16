"""The Shield War card file (`cards/shield-war.yaml`), typed: characters and the shared deck."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Annotated, Literal

import msgspec

from game.engine.cards import CardDataError, CardFile
from game.engine.effects import Block, Choice, Effect, Effects, GameEffects, op_of
from game.engine.names import Names
from game.paths import cards_dir

RULESET_ID = "shield-war"
COUNTERS = ("energy",)
STATS = ("attack", "cost")  # an attack's damage; a shield's energy cost
BLOCKS = ("attack", "shield", "both")  # what a shield may be played against
PLAYER = Choice("target", ("self", "opponent"))
# What Shield War takes of the one effect vocabulary (game/engine/effects.py): every target
# said, the schema's bounds, the catalogue's `effect.*` words.
SHIELD_WAR_EFFECTS = GameEffects(
    ops={
        "damage": {"target": PLAYER},
        "heal": {"target": PLAYER},
        "draw": {"target": PLAYER},
        "discard": {"target": PLAYER},
        "gain": {"target": PLAYER, "counter": Choice("counter", COUNTERS)},
        "lose": {"target": PLAYER, "counter": Choice("counter", COUNTERS)},
        "block": {"what": Choice("block", BLOCKS)},
        "buff": {"stat": Choice("stat", STATS), "target": PLAYER},
    },
    words="effect",
)
# Codes never start with x (a count in event notation) nor with c (instance ids are c1, c2...).
Code = Annotated[str, msgspec.Meta(pattern=r"^[abd-wyz][a-z0-9]{0,5}$")]
CharacterId = Annotated[str, msgspec.Meta(pattern=r"^[abd-wyz][a-z0-9]{1,15}$")]


class CharacterSpec(msgspec.Struct, forbid_unknown_fields=True):
    id: CharacterId
    name: Names
    health: Annotated[int, msgspec.Meta(ge=1, le=99)]
    energy: Annotated[int, msgspec.Meta(ge=0, le=20)]
    ability: Effects


class CardSpec(msgspec.Struct, forbid_unknown_fields=True):
    code: Code
    kind: Literal["attack", "shield"]
    name: Names
    copies: Annotated[int, msgspec.Meta(ge=1, le=20)]
    effects: Effects
    cost: Annotated[int, msgspec.Meta(ge=0, le=20)] = 0


class FileSpec(msgspec.Struct, forbid_unknown_fields=True):
    ruleset: str
    name: str
    total: Annotated[int, msgspec.Meta(ge=1)]
    characters: Annotated[list[CharacterSpec], msgspec.Meta(min_length=2)]
    cards: Annotated[list[CardSpec], msgspec.Meta(min_length=1)]


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    names: Names  # in every language; `name` is the player's language now
    health: int
    energy: int
    ability: tuple[Effect, ...]

    @property
    def name(self) -> str:
        return self.names.say()

    @property
    def text(self) -> str:
        """The ability's text in the player's language, made from its effects."""
        return SHIELD_WAR_EFFECTS.text(self.ability)


@dataclass(frozen=True, slots=True)
class Card:
    code: str
    kind: str  # attack or shield
    names: Names  # in every language; `name` is the player's language now
    cost: int
    copies: int
    effects: tuple[Effect, ...]  # for a shield: its added effects (the block left out)
    blocks: str = ""  # a shield's: attack, shield or both
    printed: tuple[Effect, ...] = ()  # every effect, the block too, as the card shows them

    @property
    def name(self) -> str:
        return self.names.say()

    @property
    def text(self) -> str:
        """The card's rules text in the player's language, made from its effects."""
        return SHIELD_WAR_EFFECTS.text(self.printed)

    def can_block(self, kind: str) -> bool:
        """Whether this shield may be played against a card of `kind` (attack or shield)."""
        return self.blocks in (kind, "both")


@dataclass(frozen=True)
class Deck:
    name: str
    characters: dict[str, Character]  # in file order
    cards: dict[str, Card]

    def full(self) -> list[str]:
        """Every physical card, as codes, in file order (a new list each call)."""
        return [code for code, card in self.cards.items() for _ in range(card.copies)]


def _convert(card_file: CardFile) -> FileSpec:
    try:
        return card_file.convert(FileSpec)
    except CardDataError as exc:
        if not exc.key_path.endswith(".op"):
            raise
        message = SHIELD_WAR_EFFECTS.unknown_op()
        raise CardDataError(exc.file, exc.line, exc.key_path, message) from None


def _character(card_file: CardFile, index: int, spec: CharacterSpec) -> Character:
    where = ("characters", index, "ability")
    ability = SHIELD_WAR_EFFECTS.take(card_file, where, spec.ability)
    for number, effect in enumerate(ability):
        if isinstance(effect, Block):
            raise card_file.error((*where, number), "an ability cannot block")
    return Character(spec.id, spec.name, spec.health, spec.energy, ability)


def _card(card_file: CardFile, index: int, spec: CardSpec) -> Card:
    where = ("cards", index)
    effects = SHIELD_WAR_EFFECTS.take(card_file, (*where, "effects"), spec.effects)
    blocks = [effect for effect in effects if isinstance(effect, Block)]
    others = tuple(effect for effect in effects if not isinstance(effect, Block))
    if spec.kind == "attack":
        if blocks:
            raise card_file.error((*where, "effects"), "an attack card cannot block")
        if spec.cost:
            raise card_file.error((*where, "cost"), "attack cards have no energy cost")
        if not any(op_of(effect) == "damage" for effect in others):
            raise card_file.error((*where, "effects"), "an attack card deals damage")
        printed = effects
        return Card(spec.code, spec.kind, spec.name, 0, spec.copies, others, "", printed)
    if len(blocks) != 1:
        raise card_file.error((*where, "effects"), "a shield card has exactly one `block`")
    what, printed = blocks[0].what, effects
    return Card(spec.code, spec.kind, spec.name, spec.cost, spec.copies, others, what, printed)


def _load(card_file: CardFile) -> Deck:
    spec = _convert(card_file)
    characters: dict[str, Character] = {}
    for index, character in enumerate(spec.characters):
        if character.id in characters:
            raise card_file.error(("characters", index, "id"), f"id {character.id!r} twice")
        characters[character.id] = _character(card_file, index, character)
    cards: dict[str, Card] = {}
    for index, card in enumerate(spec.cards):
        if card.code in cards or card.code in characters:
            raise card_file.error(("cards", index, "code"), f"card code {card.code!r} twice")
        cards[card.code] = _card(card_file, index, card)
    counted = sum(card.copies for card in cards.values())
    if counted != spec.total:
        raise card_file.error(("total",), f"the cards add up to {counted}, not {spec.total}")
    return Deck(spec.name, characters, cards)


read_card_file = _load  # the loader the game declares (game/games.py)


@cache
def load_deck() -> Deck:
    """The characters and the deck of Shield War, read once per process."""
    path = cards_dir() / f"{RULESET_ID}.yaml"
    card_file = CardFile(path)
    deck = _load(card_file)
    if card_file.data.get("ruleset") != RULESET_ID:
        raise card_file.error(("ruleset",), f"expected ruleset {RULESET_ID}")
    return deck

"""The games the program knows: one declaration per game, registered once and checked then.

A game is a `GameSpec`: its ruleset, the loader of its card files, the maker of its deck rules,
the table family that draws it (by name: the engine never imports the app), its computer
players and the sampler its search deals worlds with, and the facts of what it provides.
The program's entry point registers the built-in games (game/games.py); the engine itself
imports no game. Everything that used to find out what a game offers by trying it reads its
declaration instead.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from game.engine.contract import GENERATOR_OPTION, Ruleset

if TYPE_CHECKING:
    from game.engine.decks import DeckRules

# agent name -> factory(ruleset_id, seed, **settings) -> an Agent (see game/ai/agent.py)
AgentFactory = Callable[..., Any]
# a game.engine.cards.CardFile -> the game's typed cards (the card reader imports this module)
CardLoader = Callable[[Any], Any]
TABLE_FAMILIES = ("generic", "uno", "kmon")  # the families game/ui/table/family.py knows


@dataclass(frozen=True)
class GameSpec:
    """One game, declared once: what it is made of, and what it provides."""

    ruleset: Ruleset
    # Reads one of its card files (`ruleset: <id>` in the file) into its typed cards, for
    # `validate-cards`; None: the game has no card file of its own.
    card_loader: CardLoader | None = None
    # Makes the rules of the decks its seats bring (called once, when first asked); None: its
    # seats bring no deck.
    deck_rules: Callable[[], DeckRules] | None = None
    # The family of tables that draws it, by name (one of TABLE_FAMILIES); None: no table yet,
    # the game is played by the headless commands only.
    table: str | None = "generic"
    # Its computer players by name (its heuristic, the levels Easy, Normal and Hard, its
    # search); `random` plays every game without being named.
    agents: Mapping[str, AgentFactory] = field(default_factory=dict)
    # Makes the sampler the search deals its worlds with, from the ruleset; None: no search.
    sampler: Callable[[Ruleset], Any] | None = None
    undo: bool = True  # a move of a person may be taken back at the table
    hint: bool = False  # the table may suggest a move (from its `heuristic` agent)
    scenarios: bool = False  # it sets up scenario files (`scenario_setup`, `inspect`)

    @property
    def id(self) -> str:
        return self.ruleset.id

    @property
    def decks(self) -> bool:
        """Whether its seats each bring a deck built before the game."""
        return self.deck_rules is not None

    @property
    def rules_version(self) -> int:
        """The version of its rules a save records (raised by each correction of them)."""
        return self.ruleset.rules_version

    @property
    def plays_rounds(self) -> bool:
        """Whether it is scored over several rounds (its round's number means something)."""
        return self.ruleset.plays_rounds()

    def check(self) -> None:
        """Raise ValueError when the declaration contradicts itself."""
        ruleset = self.ruleset
        if not isinstance(ruleset, Ruleset):
            raise ValueError(f"a game's ruleset must be a Ruleset, not {ruleset!r}")
        if not ruleset.id or not ruleset.name:
            raise ValueError(f"ruleset {ruleset!r} needs an id and a name")
        keys = [spec.key for spec in ruleset.option_specs]
        if len(keys) != len(set(keys)):
            raise ValueError(f"ruleset {ruleset.id!r} declares an option twice")
        if GENERATOR_OPTION not in ruleset.option_specs:
            # New games and the saves of format 1 name their generator with it.
            raise ValueError(f"ruleset {ruleset.id!r} does not declare the generator option")
        version = ruleset.rules_version
        if isinstance(version, bool) or not isinstance(version, int) or version < 1:
            raise ValueError(f"ruleset {ruleset.id!r} has a rules version that is not 1 or more")
        if not 1 <= ruleset.min_players <= ruleset.max_players:
            raise ValueError(f"ruleset {ruleset.id!r} declares no number of players")
        if self.table is not None and self.table not in TABLE_FAMILIES:
            known = ", ".join(TABLE_FAMILIES)
            raise ValueError(f"game {ruleset.id!r}: no table family {self.table!r} ({known})")
        for name, factory in self.agents.items():
            if not name or not callable(factory):
                raise ValueError(f"game {ruleset.id!r}: agent {name!r} is not a factory")
        if self.hint and "heuristic" not in self.agents:
            raise ValueError(f"game {ruleset.id!r} gives hints but has no heuristic player")
        makers = {"card_loader": self.card_loader, "deck_rules": self.deck_rules}
        for what, made_by in {**makers, "sampler": self.sampler}.items():
            if made_by is not None and not callable(made_by):
                raise ValueError(f"game {ruleset.id!r}: its {what} is not callable")


_GAMES: dict[str, GameSpec] = {}
_DECK_RULES: dict[str, DeckRules] = {}
_SOURCES: list[str] = []


def register_game(spec: GameSpec) -> GameSpec:
    """Add a game; a second one with the same id is a programming error."""
    spec.check()
    if spec.id in _GAMES:
        raise ValueError(f"ruleset id {spec.id!r} is registered twice")
    _GAMES[spec.id] = spec
    return spec


def unregister_game(ruleset_id: str) -> None:
    """Take a game out again (a test's own game, once its tests are done)."""
    _GAMES.pop(ruleset_id, None)
    _DECK_RULES.pop(ruleset_id, None)


def registers_games(module: str) -> None:
    """Note a module whose import registers games: a worker process of the computer players
    imports it again (a game registered elsewhere is not known there)."""
    if module not in _SOURCES:
        _SOURCES.append(module)


def game_sources() -> tuple[str, ...]:
    return tuple(_SOURCES)


def game(ruleset_id: str) -> GameSpec:
    """The declaration of the game `ruleset_id`; KeyError names the known ones."""
    try:
        return _GAMES[ruleset_id]
    except KeyError:
        known = ", ".join(_GAMES) or "none registered"
        raise KeyError(f"no ruleset {ruleset_id!r} (known: {known})") from None


def find(ruleset_id: str) -> GameSpec | None:
    """The declaration of the game `ruleset_id`, or None when no such game is registered."""
    return _GAMES.get(ruleset_id)


def all_games() -> list[GameSpec]:
    """Every registered game, in the order of registration (the order the app lists them)."""
    return list(_GAMES.values())


def get(ruleset_id: str) -> Ruleset:
    return game(ruleset_id).ruleset


def all_rulesets() -> list[Ruleset]:
    return [spec.ruleset for spec in _GAMES.values()]


def card_loaders() -> Mapping[str, CardLoader]:
    """Ruleset id -> the loader of its card files, for the games that have them."""
    return MappingProxyType(
        {spec.id: spec.card_loader for spec in _GAMES.values() if spec.card_loader is not None}
    )


def deck_rules_of(ruleset_id: str) -> DeckRules | None:
    """The deck rules of a game (made once), or None for a game whose seats bring no deck."""
    if ruleset_id not in _DECK_RULES:
        make = game(ruleset_id).deck_rules
        if make is None:
            return None
        _DECK_RULES[ruleset_id] = make()
    return _DECK_RULES[ruleset_id]

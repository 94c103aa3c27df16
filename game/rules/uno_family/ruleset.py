"""One class plays every UNO-family ruleset; a `Variant` and a card file tell them apart."""

from __future__ import annotations

from collections import Counter

from game.engine.contract import GENERATOR_OPTION, OptionSpec, Ruleset
from game.engine.notation import Action, Event
from game.rules.uno_family.deck import Deck, load_deck
from game.rules.uno_family.effects import EffectsMixin
from game.rules.uno_family.moves import MovesMixin
from game.rules.uno_family.resolve import ResolveMixin
from game.rules.uno_family.scenario import ScenarioMixin
from game.rules.uno_family.setup import SetupMixin
from game.rules.uno_family.variant import HOUSE_RULES, Variant
from game.rules.uno_family.view import ViewMixin

PHASES = frozenset({"play", "drawn", "color", "give", "catch", "penalty", "swap", "over"})

# The card tables `_build_tables` makes, each an attribute of the ruleset.
TABLES = (
    "kind",
    "color",
    "rank",
    "points",
    "number",
    "wild_codes",
    "full_deck",
    "deck_codes",
    "play_action",
    "play_uno_action",
    "color_actions",
    "matching",
    "wild4_codes",
    "play_event",
    "turn_event",
    "draw_event",
    "uno_event",
    "skip_event",
    "color_event",
    "direction_event",
    "plays_on",
    "color_by_name",
)


class _CardTable:
    """A card table, built with all the others the first time any of them is read.

    The tables are built on first use, so importing the rules reads no files. Building stores
    every table in the ruleset's own `__dict__` and takes these descriptors off the ruleset's
    class (each ruleset has a class of its own, made in `UnoFamily.__init__`), so that later
    reads find a plain attribute of the instance and nothing of that name on its class. That
    is the read CPython does fastest: an instance attribute whose name is also a descriptor of
    its class is read about three times slower (and a `__getattr__` on the class slows every
    attribute read), while the engine reads its tables on every move.
    """

    def __init__(self, name: str):
        self.name = name

    def __get__(self, ruleset, owner=None):
        if ruleset is None:
            return self
        ruleset._build_tables(load_deck(ruleset.id))
        return ruleset.__dict__[self.name]


class UnoFamily(
    SetupMixin, MovesMixin, ResolveMixin, EffectsMixin, ViewMixin, ScenarioMixin, Ruleset
):
    """A UNO-family ruleset. Card facts are looked up in flat tables built once per deck."""

    min_players = 2
    max_players = 10
    phases = PHASES

    def __init__(
        self,
        ruleset_id: str,
        name: str,
        rulebook: str,
        variant: Variant,
        options: tuple[OptionSpec, ...],
    ):
        # A class of this ruleset's own holds the lazy tables until they are built (_CardTable).
        family = type(self)
        tables = {name: _CardTable(name) for name in TABLES}
        tables["__module__"] = family.__module__
        self.__class__ = type(family.__name__, (family,), tables)
        self.id, self.name, self.rulebook = ruleset_id, name, rulebook
        self.variant = variant
        self.short_mode = variant.short_mode_option
        self.strict_wild4 = variant.strict_wild4
        self.option_specs = (*options, *HOUSE_RULES, GENERATOR_OPTION)
        self._deck: Deck | None = None

    @property
    def deck(self) -> Deck:
        if self._deck is None:
            self._build_tables(load_deck(self.id))
        return self._deck

    def _build_tables(self, deck: Deck) -> None:
        cards = deck.cards.values()
        self._deck = deck
        self.kind = {c.code: c.kind for c in cards}
        self.color = {c.code: c.color for c in cards}
        self.rank = {c.code: c.rank for c in cards}
        self.points = {c.code: c.points for c in cards}
        self.number = {c.code: (int(c.rank) if c.kind == "number" else 0) for c in cards}
        self.wild_codes = frozenset(c.code for c in cards if c.color is None)
        self.deck_codes = tuple(deck.full())  # every physical card, in file order
        self.full_deck = Counter(self.deck_codes)
        self.play_action = {c.code: Action("play", (c.code,)) for c in cards}
        self.play_uno_action = {c.code: Action("play", (c.code, "uno")) for c in cards}
        self.color_actions = [Action("wild", (deck.color_names[c],)) for c in deck.colors]
        # Events are immutable, so the commonest ones are made once and shared.
        seats = range(self.max_players)
        self.play_event = [
            {c.code: Event("play", s, None, (c.code,)) for c in cards} for s in seats
        ]
        self.turn_event = [Event("turn", s) for s in seats]
        # A turn's draw of one card (the commonest draw), seen by the drawing seat only.
        self.draw_event = [
            {c.code: Event("draw", s, None, (c.code,), 1, "", (s,)) for c in cards} for s in seats
        ]
        self.uno_event = [Event("uno", s) for s in seats]
        self.skip_event = [Event("skip", s) for s in seats]
        self.color_event = [
            {c: Event("color", s, value=name) for c, name in deck.color_names.items()}
            for s in seats
        ]
        self.direction_event = [
            {d: Event("direction", s, None, (), 0, str(d)) for d in (1, -1)} for s in seats
        ]
        self.color_by_name = {name: code for code, name in deck.color_names.items()}
        self.wild4_codes = frozenset(c.code for c in cards if c.kind == "wild4")
        # For every (current color, top rank): the codes that may be played on it.
        ranks = {c.rank for c in cards}
        self.matching = {
            color: {
                rank: frozenset(
                    c.code for c in cards if c.color is None or c.color == color or c.rank == rank
                )
                for rank in ranks
            }
            for color in (*deck.colors, "")
        }
        # The same, keyed by the top card itself, as play actions: what legal_actions needs.
        # Under the strict Wild Draw 4 rule it is left out here (legal_actions adds it back
        # when nothing else can be played).
        left_out = self.wild4_codes if self.strict_wild4 else frozenset()
        self.plays_on = {
            color: {
                top.code: {
                    code: self.play_action[code]
                    for code in by_rank[top.rank]
                    if code not in left_out
                }
                for top in cards
            }
            for color, by_rank in self.matching.items()
        }
        own_class = type(self)
        for name in TABLES:
            if isinstance(own_class.__dict__.get(name), _CardTable):
                delattr(own_class, name)

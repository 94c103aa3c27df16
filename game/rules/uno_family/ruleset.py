"""One class plays every UNO-family ruleset; a `Variant` and a card file tell them apart."""

from __future__ import annotations

from collections import Counter

from game.engine.contract import GENERATOR_OPTION, OptionSpec, Ruleset
from game.engine.faces import CardFace
from game.engine.notation import Action, Event
from game.engine.zones import zone_id
from game.rules.uno_family import faces
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
    "flip_event",
)


class _CardTable:
    """A card table, built with all the others the first time any of them is read.

    The tables are built on first use, so importing the rules reads no files. A ruleset keeps
    its tables in slots (it has no instance `__dict__`): until they are built, these
    descriptors on the ruleset's own class (each ruleset has one, made in
    `UnoFamily.__init__`) stand in front of the slots; building takes them off, so that every
    later read is a plain slot read.

    The engine reads its tables and calls its own methods on every move, so how CPython finds
    them matters. Slots are read faster than attributes in a dict, and a `__getattr__` on the
    class would slow every read. On Python 3.11 an instance `__dict__` cost more than that:
    once the dict had been made (assigning `__class__` makes it), the interpreter's cache for
    calling a method through `self` kept falling back to the slow lookup for much of a game.
    Without a dict the cache holds.
    """

    def __init__(self, name: str):
        self.name = name

    def __get__(self, ruleset, owner=None):
        if ruleset is None:
            return self
        ruleset._build_tables(load_deck(ruleset.id))
        return getattr(ruleset, self.name)


class UnoFamily(
    SetupMixin, MovesMixin, ResolveMixin, EffectsMixin, ViewMixin, ScenarioMixin, Ruleset
):
    """A UNO-family ruleset. Card facts are looked up in flat tables built once per deck."""

    # No instance dict (see `_CardTable`): the mixins and `Ruleset` declare slots too.
    __slots__ = (
        "id",
        "name",
        "rulebook",
        "variant",
        "short_mode",
        "strict_wild4",
        "option_specs",
        "_deck",
        *TABLES,
    )

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
        tables: dict[str, object] = {name: _CardTable(name) for name in TABLES}
        tables["__module__"] = family.__module__
        tables["__slots__"] = ()  # still no instance dict
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

    def card_faces(self) -> dict[str, CardFace]:
        return faces.card_faces(self.deck)

    def plays_rounds(self) -> bool:
        return self.variant.scored_rounds

    def card_palette(self) -> dict[str, str]:
        return faces.card_palette(self.deck)

    def default_target(self, action: Action) -> str | None:
        """A played card goes onto the discard pile; drawing is done at the draw pile."""
        return {"play": "discard", "draw": "draw"}.get(action.verb)

    def _build_tables(self, deck: Deck) -> None:
        # The stand-ins go first: while one is on the class, the slot behind it cannot be set.
        own_class = type(self)
        for name in TABLES:
            if isinstance(own_class.__dict__.get(name), _CardTable):
                delattr(own_class, name)
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
        hands = [zone_id("hand", s) for s in seats]
        self.play_event = [
            {
                c.code: Event("play", s, None, (c.code,), source=hands[s], dest="discard")
                for c in cards
            }
            for s in seats
        ]
        self.turn_event = [Event("turn", s) for s in seats]
        # A turn's draw of one card (the commonest draw), seen by the drawing seat only.
        self.draw_event = [
            {
                c.code: Event("draw", s, None, (c.code,), 1, "", (s,), "draw", hands[s])
                for c in cards
            }
            for s in seats
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
        # A turned-up card names the color to follow (none for a wild: it is named next).
        self.flip_event = {
            c.code: Event(
                "flip",
                None,
                None,
                (c.code,),
                value=deck.color_names.get(c.color, ""),
                source="draw",
                dest="discard",
            )
            for c in cards
        }
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
        # The same, keyed by the top card itself: every code to its play action, or to None
        # where it may not go on that card (one look-up per card of a hand in legal_actions).
        # Under the strict Wild Draw 4 rule it is None here (legal_actions adds it back when
        # nothing else can be played).
        left_out = self.wild4_codes if self.strict_wild4 else frozenset()
        self.plays_on = {
            color: {
                top.code: {
                    code: (
                        self.play_action[code]
                        if code in by_rank[top.rank] and code not in left_out
                        else None
                    )
                    for code in self.kind
                }
                for top in cards
            }
            for color, by_rank in self.matching.items()
        }

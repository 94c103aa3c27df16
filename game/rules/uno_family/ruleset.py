"""One class plays every UNO-family ruleset; a `Variant` and a card file tell them apart."""

from __future__ import annotations

from game.engine.contract import GENERATOR_OPTION, OptionSpec, Ruleset
from game.engine.faces import CardFace
from game.engine.notation import Action
from game.rules.uno_family import faces
from game.rules.uno_family.cards import CardTable
from game.rules.uno_family.deck import Deck, load_deck
from game.rules.uno_family.effects import EffectsMixin
from game.rules.uno_family.moves import MovesMixin
from game.rules.uno_family.resolve import ResolveMixin
from game.rules.uno_family.scenario import ScenarioMixin
from game.rules.uno_family.setup import SetupMixin
from game.rules.uno_family.variant import HOUSE_RULES, Variant
from game.rules.uno_family.view import ViewMixin

PHASES = frozenset({"play", "drawn", "color", "give", "catch", "penalty", "swap", "over"})


class UnoFamily(
    SetupMixin, MovesMixin, ResolveMixin, EffectsMixin, ViewMixin, ScenarioMixin, Ruleset
):
    """A UNO-family ruleset. Card facts are looked up in its `CardTable`, built once from its
    card file when the ruleset is made."""

    # Slots, no instance dict: the engine reads the ruleset's fields on every move.
    __slots__ = (
        "id",
        "name",
        "rulebook",
        "variant",
        "short_mode",
        "strict_wild4",
        "option_specs",
        "deck",
        "cards",
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
        self.id, self.name, self.rulebook = ruleset_id, name, rulebook
        self.variant = variant
        self.short_mode = variant.short_mode_option
        self.strict_wild4 = variant.strict_wild4
        self.option_specs = (*options, *HOUSE_RULES, GENERATOR_OPTION)
        self.deck: Deck = load_deck(ruleset_id)
        self.cards = CardTable.build(self.deck, self.strict_wild4, self.max_players)

    def card_faces(self) -> dict[str, CardFace]:
        return faces.card_faces(self.deck)

    def plays_rounds(self) -> bool:
        return self.variant.scored_rounds

    def card_palette(self) -> dict[str, str]:
        return faces.card_palette(self.deck)

    def default_target(self, action: Action) -> str | None:
        """A played card goes onto the discard pile; drawing is done at the draw pile."""
        return {"play": "discard", "draw": "draw"}.get(action.verb)

"""One class plays every UNO-family ruleset; a `Variant` and a card file tell them apart."""

from __future__ import annotations

from game.engine.contract import GENERATOR_OPTION, OptionSpec, Ruleset
from game.engine.faces import CardFace
from game.rules.uno_family import faces, moves, scenario, setup, verbs, view
from game.rules.uno_family.cards import CardTable
from game.rules.uno_family.deck import Deck, load_deck
from game.rules.uno_family.variant import HOUSE_RULES, Variant

PHASES = frozenset({"play", "drawn", "color", "give", "catch", "penalty", "swap", "over"})


class UnoFamily(Ruleset):
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

    # The contract's operations are module functions taking the ruleset, one module per
    # concept (the effects of cards, called by resolve, are in effects.py). They are bound
    # here as methods, so a call costs what a method's call does.
    new_game = setup.new_game
    deciders = moves.deciders
    legal_actions = moves.legal_actions
    refusal = moves.refusal
    is_bluff = moves.is_bluff
    parse_action = moves.parse_action
    observe = view.observe
    zone_specs = view.zone_specs
    zone_contents = view.zone_contents
    counter_specs = view.counter_specs
    counters = view.counters
    decision = view.decision
    view_extras = view.view_extras
    result = view.result
    copy_state = view.copy_state
    check_invariants = view.check_invariants
    scenario_setup = scenario.scenario_setup
    inspect = scenario.inspect
    # Every verb, declared once (verbs.py); bound last, as the name `moves` is the module
    # of the phases above.
    moves = verbs.MOVES

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

"""One declaration per game: the record is checked when it registers, an id is registered
once, and what a game provides is read from its record."""

from __future__ import annotations

import dataclasses

import pytest

from game.engine import registry
from game.engine.contract import OptionSpec
from game.engine.registry import GameSpec, register_game
from game.games import BUILT_IN_GAMES
from game.rules.shield_war.ruleset import ShieldWar

BUILT_IN = ["uno", "uno-monster-high", "shield-war", "uno-mostro", "kmon"]


class Renamed(ShieldWar):
    id = "shield-war-renamed"


def test_the_built_in_games_are_registered_in_the_order_the_app_lists_them():
    assert list(BUILT_IN_GAMES) == BUILT_IN
    assert [spec.id for spec in registry.all_games()][:5] == BUILT_IN
    assert [r.id for r in registry.all_rulesets()][:5] == BUILT_IN


def test_a_second_game_with_the_same_id_is_refused():
    with pytest.raises(ValueError, match="registered twice"):
        register_game(GameSpec(registry.get("shield-war")))
    assert registry.game("shield-war").ruleset is registry.get("shield-war")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"table": "poker"}, "no table family 'poker'"),
        ({"hint": True}, "gives hints but has no heuristic"),
        ({"agents": {"heuristic": "not a factory"}}, "is not a factory"),
        ({"sampler": 3}, "its sampler is not callable"),
        ({"ruleset": "shield-war"}, "must be a Ruleset"),
    ],
)
def test_a_record_that_contradicts_itself_is_refused(change, words):
    spec = dataclasses.replace(GameSpec(Renamed()), **change)
    with pytest.raises(ValueError, match=words):
        register_game(spec)
    assert registry.find(Renamed.id) is None


def test_a_ruleset_without_the_generator_option_is_refused():
    class NoGenerator(Renamed):
        option_specs = (OptionSpec("speed", 1, "how fast"),)

    with pytest.raises(ValueError, match="does not declare the generator option"):
        register_game(GameSpec(NoGenerator()))


def test_an_unknown_game_is_named_with_the_known_ones():
    with pytest.raises(KeyError, match="no ruleset 'chess' \\(known: uno, "):
        registry.game("chess")
    assert registry.find("chess") is None


def test_what_a_game_provides_is_read_from_its_record():
    decks = {spec.id for spec in registry.all_games() if spec.decks}
    assert decks == {"kmon"}
    assert registry.deck_rules_of("kmon") is registry.deck_rules_of("kmon")  # made once
    assert registry.deck_rules_of("uno") is None
    tables = {spec.id: spec.table for spec in registry.all_games() if spec.id in BUILT_IN}
    assert tables == {
        "uno": "uno",
        "uno-monster-high": "uno",
        "shield-war": "generic",
        "uno-mostro": "generic",
        "kmon": "kmon",
    }
    for spec in registry.all_games():
        if spec.id in BUILT_IN:
            assert spec.undo and spec.hint and spec.scenarios and spec.sampler is not None
            assert {"heuristic", "easy", "normal", "hard", "ismcts"} <= set(spec.agents)
    assert {spec.id for spec in registry.all_games() if spec.plays_rounds} == {"uno-monster-high"}


def test_every_card_file_kind_has_its_games_loader():
    assert set(BUILT_IN) <= set(registry.card_loaders())


def test_a_games_card_file_is_read_by_the_loader_it_declares():
    from sixth_game.cards import CARD_FILE, Deck

    from game.engine.cards import load_card_file, validate_paths

    deck = load_card_file(CARD_FILE)  # `ruleset: match-out` names the tests' own game
    assert isinstance(deck, Deck) and len(deck.codes) == 24
    assert validate_paths([CARD_FILE]) == []

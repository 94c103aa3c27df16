"""A save whose log holds a move the game refuses is refused in the game's own words, naming
the cards by name: never a code such as `card_not_in_hand {"card": "w"}`."""

from __future__ import annotations

import pytest

from game.cardwords import card_words
from game.engine import registry
from game.i18n import t
from game.persist.saves import SavedGame, SaveError, Seat, load_game, save_game

SEATS = [Seat("Ana", "human", None), Seat("Bo", "ai", "normal")]


def _tampered(ruleset_id: str, actions: list[str]):
    """A save of a new game whose log says `actions` (the state is the dealt one)."""
    ruleset = registry.get(ruleset_id)
    state, _ = ruleset.new_game({}, 2, 4)
    game = SavedGame(ruleset_id, {}, list(SEATS), 4, actions, ruleset.to_data(state))
    return ruleset, state, save_game("tampered", game)


def test_a_card_not_held_is_named(tmp_path):
    ruleset, state, _ = _tampered("uno", [])
    turn = ruleset.deciders(state)[0]
    absent = next(code for code in ("w", "w4", "r7", "b3") if code not in state["hands"][turn])
    _, _, path = _tampered("uno", [f"p{turn + 1}: play {absent}"])
    with pytest.raises(SaveError) as refused:
        load_game(path)
    said = refused.value.message
    name = card_words(ruleset.card_faces(), ruleset.card_palette(), absent)
    assert t("refusal.card_not_in_hand", card=name) in said, said
    assert "card_not_in_hand" not in said and f'"{absent}"' not in said


def test_a_games_own_refusal_is_in_its_own_words(tmp_path):
    _, _, path = _tampered("shield-war", ["p1: choose pick", "p1: pick nobody"])
    with pytest.raises(SaveError) as refused:
        load_game(path)
    said = refused.value.message
    assert t("shield-war.refusal.unknown_character", character="nobody") in said, said
    assert "refusal." not in said

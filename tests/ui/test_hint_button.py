"""The Hint button beside the turn's controls: shown on a person's own turn only, in the
player's language, and pressing it gives the same hint as the H key."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import t

GAMES = ("uno", "uno-monster-high", "uno-mostro", "shield-war", "kmon")
# Shield War: p1 (human) to play, its Monster picked.
SHIELD_TURN = {
    "characters": {"p1": "emberhorn", "p2": "mossback"},
    "hands": {"p1": ["a2", "s1", "s2", "a3", "s3"], "p2": ["a1", "a2", "a3", "a4", "a7"]},
    "turn": "p1",
}
KMON_TURN = {
    "active": {"p1": "emberkit", "p2": "tidepup"},
    "hands": {"p1": ["fa1", "la1"], "p2": ["wa1"]},
    "charges": [3, 3],
    "step": "action",
    "turn": "p1",
}


def _open(new_table, game: str, seat_kinds=("human", "ai")):
    if game == "shield-war":
        return new_table(game, seat_kinds, 3, setup=SHIELD_TURN)
    if game == "kmon":
        decks = ({"deck": "ember-rush"}, {"deck": "tidal-grove"})
        return new_table(game, seat_kinds, 5, setup=KMON_TURN, seat_setups=decks)
    return new_table(game, seat_kinds, 3)


def _hint_button(table):
    return next((b for b in table.controls.buttons if b.id == "btn-hint"), None)


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_button_says_what_the_h_key_says(new_table, game):
    driver, table = _open(new_table, game)
    driver.until_asked()
    button = _hint_button(table)
    assert button is not None and button.label == t("table.hint_button")
    assert driver.item("btn-hint")["kind"] == "hint"  # not a move
    actions = list(table.session.actions)
    driver.key(pygame.K_h)
    by_key = (table.message, table.input.selected)
    table.message, table.input.selected = None, None
    driver.press("btn-hint")
    assert table.message is not None and table.message[0] == by_key[0][0]
    assert table.input.selected == by_key[1]
    assert table.session.actions == actions  # a hint makes no move


def test_no_hint_button_while_a_computer_seat_decides(new_table):
    driver, table = new_table("uno", ("human", "ai"), 3)
    driver.until_asked()
    assert _hint_button(table) is not None
    driver.first_offered_move()
    for _ in range(600):
        if table.controls.my_decision() is None and table.session.deciders():
            seat = table.session.deciders()[0]
            if not table.session.is_human(seat):
                assert _hint_button(table) is None
                assert not driver.has_item("btn-hint")
                return
        driver.frame()
    pytest.skip("the computer seat never had a decision to watch")


def test_a_table_of_computer_seats_offers_no_hint(new_table):
    driver, table = new_table("uno", ("ai", "ai"), 3)
    driver.frames(30)
    assert _hint_button(table) is None

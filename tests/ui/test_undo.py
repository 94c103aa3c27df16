"""Taking back a move against the computer: the person's last move and the computer's answers
go, the table is as it was before it, the save says what was taken back, and at a hot-seat
table nothing can be taken back."""

from __future__ import annotations

import pygame
from ui_driver import seats

from game.i18n import t
from game.persist.saves import AUTOSAVE_SLOT, load_game, slot_path
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.title import new_table


def _table(driver, kinds=("human", "ai"), seed=3):
    driver.app.stack.reset(new_table(driver.app, "uno", {}, seats(*kinds), seed))
    driver.frames(2)
    table = driver.table
    driver.until_my_turn()
    return table


def test_ctrl_z_takes_back_the_last_move_and_the_computers_answers(new_app):
    driver = new_app()
    table = _table(driver)
    session = table.session
    before_actions = list(session.actions)
    before_view = session.view(0)
    hand = list(table.display.hands[0])

    driver.first_offered_move()
    driver.until_my_turn()  # the computer has answered
    assert len(session.actions) >= len(before_actions) + 2

    driver.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    driver.frame()

    assert session.actions == before_actions
    assert session.view(0) == before_view
    assert table.display.hands[0] == hand
    assert table.controls.my_decision() is not None  # the person decides again
    assert table.message[0] == t("table.undone") and not table.message_warn
    taken = session.undone[-1]
    assert taken[0].startswith("p1: ") and len(taken) >= 2
    table.autosaver.flush()
    saved = load_game(slot_path(AUTOSAVE_SLOT))
    assert saved.actions == before_actions and saved.undone == [taken]  # told honestly


def test_the_pause_menu_offers_undo_only_when_there_is_a_move_to_take_back(new_app):
    driver = new_app()
    table = _table(driver)
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene) and not driver.has_item("btn-undo")
    driver.press("btn-resume")
    driver.first_offered_move()
    driver.until_my_turn()
    moves = len(table.session.actions)
    driver.key(pygame.K_ESCAPE)
    driver.press("btn-undo")
    driver.frame()
    assert driver.top is table and len(table.session.actions) < moves


def test_nothing_is_taken_back_at_a_hot_seat_table(new_app):
    driver = new_app()
    driver.app.stack.reset(new_table(driver.app, "uno", {}, seats("human", "human"), 3))
    driver.frames(2)
    table = driver.table
    seat = table.session.deciders()[0]
    table.session.submit(seat, table.session.legal(seat)[0])  # a person has moved
    moves = list(table.session.actions)
    assert not table.session.can_undo()
    assert not table.undo()
    assert table.session.actions == moves and table.session.undone == []
    assert table.message[0] == t("table.undo_hot_seat")

"""The K-Mon guided first game at the table: every step points at something on it; in a step
of a few moves the glow follows the next one (the Evade button, then the cards of the hand
that may pay for it), and a wrong move within them gets the coach's note and is not made."""

from __future__ import annotations

import pygame
from guide_steps import until_learner
from ui_driver import Driver, center

import game.games  # noqa: F401  (registers the games the guides are for)
from game.i18n import t
from game.ui.scenes.table_guide import GuideTableScene, open_guide


def _open(driver: Driver) -> GuideTableScene:
    table = open_guide(driver.app, "kmon")
    driver.open(table)
    return table


def _to_step(driver: Driver, table: GuideTableScene, number: int) -> None:
    """Follow the guide up to its step `number` (from 1), as a person following it would."""
    runner = table.runner
    until_learner(driver, table)
    while runner.index < number - 1:
        if runner.step.expect is None:
            driver.press("guide-next")
        else:
            assert table._move(runner.learner, runner.expected()[0])
        driver.frames(2)
        until_learner(driver, table)


def _rects(items) -> set[tuple[int, int, int, int]]:
    return {tuple(item["rect"]) for item in items}


def _glowing(table: GuideTableScene) -> set[tuple[int, int, int, int]]:
    return {(rect.x, rect.y, rect.width, rect.height) for rect in table.guide.glowing()}


def test_every_step_of_the_kmon_guide_points_at_something_on_the_table(new_app):
    driver = new_app()
    table = _open(driver)
    runner = table.runner
    missed = []
    while not runner.finished:
        until_learner(driver, table)
        if runner.finished:
            break
        step = runner.step
        panel = driver.item("guide-panel")
        if runner.done:  # within a step's moves: the glow shows the next one
            assert table.guide.glowing()
        if step.point is not None and panel["target"] is None:
            missed.append(runner.index + 1)
        if step.point is not None and panel["target"] is not None:
            target = pygame.Rect(panel["target"])
            assert not pygame.Rect(panel["rect"]).colliderect(target), runner.index + 1
        if step.expect is None:
            driver.press("guide-next")
        else:
            assert table._move(runner.learner, runner.expected()[0])
        driver.frames(2)
    assert missed == []


def test_the_glow_follows_the_evasion_from_its_button_to_the_cards_that_pay_for_it(new_app):
    driver = new_app()
    table = _open(driver)
    runner = table.runner
    steps = runner.guide.steps
    evasion = next(n for n, step in enumerate(steps, 1) if step.expect == ("evade",))
    _to_step(driver, table, evasion)
    assert len(runner.step.moves) == 3 and runner.done == 0
    assert _glowing(table) == _rects([driver.item("btn-evade")])
    driver.press("btn-evade")  # the payment opens: nothing is played until Confirm
    driver.frames(2)
    assert table.controls.payment.active and runner.done == 0
    hand = driver.hand()
    assert len(hand) >= 2 and _glowing(table) == _rects(hand)
    # The Evade button is gone: the marker shows where the cards go.
    assert driver.item("guide-panel")["target"] == driver.item("zone-discard:p1")["rect"]
    pile = center(driver.item("zone-discard:p1"))
    for picked in (1, 2):
        card = next(item for item in driver.hand() if not item.get("chosen"))["card"]
        driver.drag(driver.grab_point(card), pile)
        driver.frames(2)
        assert len(table.controls.payment.chosen) == picked
        left = [item for item in driver.hand() if not item.get("chosen")]
        if picked == 1:
            assert _glowing(table) == _rects(left)
    confirm = driver.item("pay-confirm")
    assert _glowing(table) == _rects([confirm])
    assert driver.item("guide-panel")["target"] == confirm["rect"]
    driver.press("pay-confirm")  # the evasion, then each card paid, judged by the guide
    until_learner(driver, table)
    assert runner.finished and driver.has_item("guide-real-game")


def test_a_wrong_move_within_a_steps_moves_gets_the_coachs_note_and_changes_nothing(new_app):
    driver = new_app()
    table = _open(driver)
    runner = table.runner
    steps = runner.guide.steps
    number = next(n for n, step in enumerate(steps, 1) if step.moves == (("stay",), ("defend",)))
    _to_step(driver, table, number)
    assert _glowing(table) == _rects([driver.item("btn-stay")])
    driver.press("btn-stay")
    until_learner(driver, table)
    assert (runner.index, runner.done) == (number - 1, 1)
    assert _glowing(table) == _rects([driver.item("btn-defend")])
    before = table.session.ruleset.to_data(table.session.state)
    made = list(table.session.actions)
    driver.press("btn-attack")  # legal, but not the step's next move
    driver.frames(2)
    assert table.session.ruleset.to_data(table.session.state) == before
    assert table.session.actions == made and (runner.index, runner.done) == (number - 1, 1)
    assert table.message is not None and table.message[0] == t(runner.step.note)
    driver.press("btn-defend")
    until_learner(driver, table)
    assert runner.index == number and runner.done == 0

"""A guided first game at the real table: chosen from the title screen, played to its end by
following the guide with the mouse, a wrong move answered by the coach and not made."""

from __future__ import annotations

import pygame
import pytest
from guide_steps import follow, until_learner
from ui_driver import Driver, center

import game.games  # noqa: F401  (registers the games the guides are for)
from game.i18n import t
from game.ui.scenes.guide_chooser import GuideChooserScene, guided_games
from game.ui.scenes.table_guide import GuideTableScene
from game.ui.scenes.title import TitleScene


def _open_guide(driver: Driver, ruleset_id: str) -> GuideTableScene:
    driver.open(TitleScene(driver.app))
    driver.frames(2)
    driver.press("btn-learn")
    driver.frames(2)
    assert isinstance(driver.top, GuideChooserScene)
    driver.press(f"guide-{ruleset_id}")
    driver.frames(2)
    table = driver.top
    assert isinstance(table, GuideTableScene)
    return table


def test_the_uno_guide_is_played_to_its_end_at_the_table_by_the_mouse(new_app):
    driver = new_app()
    table = _open_guide(driver, "uno")
    runner = table.runner
    steps = 0
    while not table.guide.over():
        until_learner(driver, table)
        if table.guide.over():
            break
        panel = driver.item("guide-panel")
        step = runner.step
        assert panel["text"] and panel["heading"]
        steps += 1
        if step.expect is None:
            driver.press("guide-next")
            continue
        assert panel["target"] is not None, f"step {runner.index + 1} points at nothing"
        words = step.expect
        if words[0] == "wild":
            driver.press(f"wild-{words[1]}")
        else:
            if words[-1] == "uno":
                driver.press("btn-uno")
                driver.frames(2)
            driver.play_by_drag(words[1])
        driver.frames(2)
    assert steps == len(runner.guide.steps)
    result = table.session.result()
    assert result is not None and result.winners == (0,)
    assert driver.has_item("guide-real-game") and driver.has_item("guide-back")
    driver.press("guide-real-game")
    driver.frames(2)
    assert type(driver.top).__name__ == "NewGameScene"


def test_a_wrong_drop_gets_the_coachs_note_and_is_not_made(new_app):
    driver = new_app()
    table = _open_guide(driver, "uno")
    runner = table.runner
    until_learner(driver, table)
    driver.press("guide-next")  # the welcome read
    until_learner(driver, table)
    assert runner.step.expect == ("play", "r7")
    before = table.session.ruleset.to_data(table.session.state)
    driver.play_by_drag("w")  # a Wild: legal, but not what the step asks
    driver.frames(2)
    assert table.session.ruleset.to_data(table.session.state) == before
    assert table.session.actions == [] and runner.index == 1
    assert table.message is not None and "red 7" in table.message[0]
    assert "w" in driver.hand_codes()


def test_leaving_the_guide_goes_back_to_the_title_and_saves_nothing(new_app):
    from game.persist.saves import latest_autosave

    driver = new_app()
    table = _open_guide(driver, "uno")
    until_learner(driver, table)
    driver.press("guide-next")
    until_learner(driver, table)
    driver.play_by_drag("r7")
    until_learner(driver, table)
    assert len(table.session.actions) == 2  # the move and the scripted answer
    driver.press("guide-leave")
    driver.frames(2)
    assert isinstance(driver.top, TitleScene)
    assert latest_autosave() is None


def test_the_panel_points_at_the_card_the_step_names(new_app):
    driver = new_app()
    table = _open_guide(driver, "uno")
    until_learner(driver, table)
    driver.press("guide-next")
    until_learner(driver, table)
    target = pygame.Rect(driver.item("guide-panel")["target"])
    assert target.collidepoint(center(driver.hand_card("r7")))


@pytest.mark.parametrize("ruleset_id", guided_games())
def test_every_guide_is_played_to_its_end_at_the_table(new_app, ruleset_id):
    """Every step's move made as the table makes a person's move; the script's answers, its
    windows let go and the learner's passes with no choice all come from the table's turns."""
    driver = new_app()
    table = _open_guide(driver, ruleset_id)
    runner = table.runner

    def look() -> None:
        if not driver.has_item("reveal-continue"):
            assert driver.item("guide-panel")["text"] == t(runner.step.say)

    follow(driver, table, look)
    assert runner.finished
    assert driver.has_item("guide-real-game")


def test_the_pause_menu_of_a_guide_offers_no_save(new_app):
    driver = new_app()
    table = _open_guide(driver, "uno")
    until_learner(driver, table)
    driver.key(pygame.K_ESCAPE)
    driver.frames(2)
    assert type(driver.top).__name__ == "PauseScene"
    assert not driver.has_item("btn-save") and driver.has_item("btn-resume")
    driver.press("btn-resume")
    driver.frames(2)
    assert driver.top is table


@pytest.mark.parametrize("ruleset_id", guided_games())
def test_the_panel_hides_no_button_nor_what_it_points_at(new_app, ruleset_id):
    """At the smallest window, at every step: the panel lies in the window, covers no button
    of the table, no name plate, no panel over the table (a revealed hand, a choice), nor the
    place its marker points at, which is found; and no button of the table lies on a name
    plate or a counter."""
    driver = new_app(window_size=(800, 560))
    table = _open_guide(driver, ruleset_id)
    runner = table.runner
    window = pygame.Rect(0, 0, 800, 560)

    def look() -> None:
        panel = driver.item("guide-panel")
        rect = pygame.Rect(panel["rect"])
        where = f"step {runner.index + 1}"
        assert window.contains(rect), where
        revealing = driver.has_item("reveal-continue")  # a hand shown over the table
        if runner.step.point is not None and not revealing:
            assert panel["target"] is not None, f"{where} points at nothing"
            assert not rect.colliderect(panel["target"]), f"{where} hides its target"
        for item in table.readout.automation_items():
            shown = item.get("kind") in ("seat", "panel") or item.get("enabled")
            spread = item["id"] == "reveal-continue"  # a click anywhere on the table
            if item.get("kind") in ("button", "hint", "seat", "panel") and shown and not spread:
                assert not rect.colliderect(item["rect"]), f"{where} hides {item['id']}"
        items = table.readout.automation_items()
        plates = [i for i in items if i.get("kind") in ("seat", "counter")]
        for item in items:
            if item.get("kind") in ("button", "hint") and not item["id"].startswith("guide-"):
                for plate in plates:
                    assert not pygame.Rect(item["rect"]).colliderect(plate["rect"]), (
                        f"{where}: {item['id']} lies on {plate['id']}"
                    )

    follow(driver, table, look)
    assert runner.finished


def test_once_the_guide_is_done_nobody_is_shown_thinking(new_app):
    """Shield War's guide ends in the middle of the game: the table then stands still."""
    driver = new_app()
    table = _open_guide(driver, "shield-war")
    follow(driver, table)
    assert table.session.result() is None  # the game itself is not over
    driver.frames(30)
    assert table.controls.hint() == ""
    assert table.session.deciders() == ()
    assert driver.has_item("guide-real-game")

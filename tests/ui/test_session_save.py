"""Autosave, loading a game back, and the title screen's Continue button."""

from __future__ import annotations

import json

import pygame
import pytest
from ui_driver import Driver, close, make_settings, seats

from game.persist.saves import AUTOSAVE_SLOT, delete_save, load_game, save_game, slot_path
from game.ui.app import App
from game.ui.scenes.load import LoadScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.session import GameSession

# Seed 10 with two players: p1 (human) opens on a red 6 holding r3 and r9.
SEED = 10


def _data(session: GameSession) -> dict:
    return session.ruleset.to_data(session.state)


def test_a_move_is_autosaved(new_table):
    driver, table = new_table("uno", ("human", "ai"), SEED)
    table.autosaver.flush()
    assert slot_path(AUTOSAVE_SLOT).is_file()  # the deal itself is kept
    delete_save(AUTOSAVE_SLOT)

    driver.play_by_drag("r3")
    driver.until_my_turn()
    table.autosaver.flush()

    session = table.session
    assert session.actions[0] == "p1: play r3"
    assert len(session.actions) >= 2  # the computer seat answered
    raw = json.loads(slot_path(AUTOSAVE_SLOT).read_text(encoding="utf-8"))
    assert raw["actions"] == session.actions
    assert raw["seed"] == SEED and raw["ruleset"] == "uno"


def test_a_loaded_autosave_is_the_same_game(new_table):
    driver, table = new_table("uno", ("human", "ai"), SEED)
    driver.play_by_drag("r3")
    driver.until_my_turn()
    table.autosaver.flush()
    session = table.session

    loaded = GameSession.from_saved(load_game(slot_path(AUTOSAVE_SLOT)))

    assert loaded.actions == session.actions
    assert _data(loaded) == _data(session)
    assert loaded.seed == session.seed and loaded.seats == session.seats
    assert loaded.options == session.options
    # The same move from both gives the same game: the random draws continue identically.
    for game in (loaded, session):
        game.submit(0, game.legal(0)[-1])
    assert _data(loaded) == _data(session)
    loaded.close()


def test_autoplay_keeps_no_autosave():
    app = App(make_settings("off"), autoplay=True)
    driver = Driver(app)
    try:
        driver.open(TableScene(app, GameSession.new("uno", {}, seats("ai", "ai"), SEED)))
        driver.run_until(lambda: len(driver.table.session.actions) >= 3)
    finally:
        close(app)
    assert not slot_path(AUTOSAVE_SLOT).exists()


def _continue_item(driver: Driver) -> dict:
    return driver.item("btn-continue")


def test_continue_is_enabled_only_when_there_is_an_autosave(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    assert not _continue_item(driver)["enabled"]
    driver.click(pygame.Rect(_continue_item(driver)["rect"]).center)
    assert isinstance(driver.top, TitleScene)

    # Saved at the human's decision, so nothing moves once the game is open again.
    session = GameSession.new("uno", {}, seats("human", "ai"), SEED)
    session.submit(0, session.legal(0)[0])
    session.submit(1, session.legal(1)[0])
    assert session.deciders() == (0,)
    save_game(AUTOSAVE_SLOT, session.to_saved())
    driver.press("btn-settings")  # the title screen comes back to the top afterwards
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)
    assert _continue_item(driver)["enabled"]

    driver.press("btn-continue")

    table = driver.top
    assert isinstance(table, TableScene)
    assert driver.app.stack.scenes == [table]
    assert table.session.actions == session.actions
    assert _data(table.session) == _data(session)
    session.close()


def _edited_action(path) -> bytes:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"][0] = "p1: play w4"
    return json.dumps(data).encode()


def _edited_state(path) -> bytes:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["state"]["scores"][0] = 99
    return json.dumps(data).encode()


CORRUPTIONS = {
    "cut short": lambda path: path.read_bytes()[:150],
    "not an object": lambda path: b"[1, 2, 3]",
    "not text": lambda path: b"\xff\xfe\x00garbage\x00",
    "edited move": _edited_action,
    "edited state": _edited_state,
}


@pytest.mark.parametrize("damage", CORRUPTIONS, ids=list(CORRUPTIONS))
def test_a_damaged_autosave_is_reported_and_left_alone(new_app, damage):
    session = GameSession.new("uno", {}, seats("human", "ai"), SEED)
    session.submit(0, session.legal(0)[0])
    path = save_game(AUTOSAVE_SLOT, session.to_saved())
    session.close()
    damaged = CORRUPTIONS[damage](path)
    path.write_bytes(damaged)
    driver = new_app()
    title = driver.open(TitleScene(driver.app))
    assert _continue_item(driver)["enabled"]

    driver.press("btn-continue")

    assert driver.top is title
    assert "this save" in title.note.lower()
    assert title.subtitle() == title.note
    assert not _continue_item(driver)["enabled"]  # refused: it is not offered again
    assert next(w for w in title.widgets if w.id == "btn-new").primary
    assert path.read_bytes() == damaged
    driver.frames(2)
    assert path.read_bytes() == damaged


def test_a_game_saved_from_the_pause_menu_loads_from_the_load_screen(new_app, new_table):
    driver, table = new_table("uno", ("human", "ai"), SEED)
    driver.play_by_drag("r3")
    driver.until_my_turn()
    table.autosaver.flush()
    actions = list(table.session.actions)

    driver.key(pygame.K_ESCAPE)
    driver.press("btn-save")
    pause = driver.top
    assert isinstance(pause, PauseScene)
    assert pause.note.startswith("Saved as uno-")
    slot = pause.note.removeprefix("Saved as ")
    driver.press("btn-load")
    assert isinstance(driver.top, LoadScene)

    driver.press(f"save-{slot}")

    loaded = driver.top
    assert isinstance(loaded, TableScene) and loaded is not table
    assert driver.app.stack.scenes == [loaded]
    assert loaded.session.actions == actions


def test_a_save_is_deleted_from_the_load_screen_only_when_asked_twice(new_app):
    driver = new_app()
    for index, slot in enumerate(("first", "second")):
        session = GameSession.new("uno", {}, seats("human", "ai"), SEED + index)
        save_game(slot, session.to_saved())
        session.close()
    driver.open(TitleScene(driver.app))
    driver.press("btn-load")
    load = driver.top
    assert isinstance(load, LoadScene)
    assert driver.item("delete-first")["label"] == "Delete"

    driver.press("delete-first")  # once: it asks
    assert driver.item("delete-first")["label"] == "Sure?"
    assert slot_path("first").is_file()
    driver.click((2, 2))  # anywhere else: it is let go
    assert driver.item("delete-first")["label"] == "Delete"
    assert slot_path("first").is_file()

    driver.press("delete-first")
    driver.press("delete-first")  # twice: gone

    assert not slot_path("first").exists()
    assert slot_path("second").is_file()
    assert not driver.has_item("save-first") and driver.has_item("save-second")
    assert load.note == "first was deleted."
    row, delete = driver.item("save-second")["rect"], driver.item("delete-second")["rect"]
    assert row[1] == delete[1] and row[0] + row[2] < delete[0]  # side by side, apart


def test_the_load_screen_pages_round_and_leaves_a_page_emptied_by_a_delete(new_app):
    session = GameSession.new("uno", {}, seats("human", "ai"), SEED)
    saved = session.to_saved()
    session.close()
    for index in range(8):  # a page of seven, and one more
        save_game(f"game{index}", saved)
    driver = new_app()
    load = driver.open(LoadScene(driver.app))

    def listed() -> list[str]:
        return [item["id"] for item in driver.items() if item["id"].startswith("save-")]

    first_page = listed()
    assert len(first_page) == 7
    driver.press("btn-more")
    (last,) = listed()
    driver.press("btn-more")  # round to the first page
    assert listed() == first_page
    driver.press("btn-more")
    slot = last.removeprefix("save-")
    driver.press(f"delete-{slot}")
    driver.press(f"delete-{slot}")  # the only game on its page: back to the first
    assert listed() == first_page and load.page == 0
    assert not driver.has_item("btn-more")

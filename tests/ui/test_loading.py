"""Opening saves from the title and Load screens: long ones off the frame loop, broken ones in
words, and the app running on whatever the files hold."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pygame
import pytest
from ui_driver import Driver, close

import game.ui.scenes.loading as loading
from game.persist.saves import AUTOSAVE_SLOT, SavedGame, Seat, save_game, slot_path
from game.ui.launch import title_app
from game.ui.scenes.load import LoadScene
from game.ui.scenes.loading import LoadingScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene


def _saved(slot: str = AUTOSAVE_SLOT) -> Path:
    from game.engine.registry import get

    ruleset = get("uno")
    options = ruleset.resolve_options({})
    state, _ = ruleset.new_game(options, 2, 7)
    seats = [Seat("Ana", "human"), Seat("Bot", "ai", "normal")]
    return save_game(slot, SavedGame("uno", options, seats, 7, [], ruleset.to_data(state)))


def _press(driver: Driver, widget_id: str) -> None:
    scene = driver.top
    (item,) = [i for i in scene.automation_items() if i["id"] == widget_id]
    x, y, w, h = item["rect"]
    driver.click((x + w // 2, y + h // 2))


def _wait_for_the_worker(driver: Driver) -> None:
    """A loading bar on top finishes its work (frames in a test come faster than a real
    loop's, so the worker is given its time here)."""
    if isinstance(driver.top, LoadingScene):
        assert driver.top.finished.wait(30)


def test_a_long_load_leaves_the_frames_coming(new_app, monkeypatch):
    driver = new_app()
    path = _saved()
    release = threading.Event()
    real_load = loading.load_game

    def slow_load(where, progress=None, keep_match=False):
        progress(1, 2)
        assert release.wait(10)
        return real_load(where, progress, keep_match)

    monkeypatch.setattr(loading, "load_game", slow_load)
    title = driver.open(TitleScene(driver.app))
    scene = LoadingScene(driver.app, path, lambda error: None)
    driver.app.stack.push(scene)
    driver.frames(5)  # the worker waits; every frame still comes back at once
    assert driver.top is scene and scene.fraction == pytest.approx(0.25)
    release.set()
    assert scene.finished.wait(30)
    driver.run_until(lambda: isinstance(driver.top, TableScene), limit=10)
    assert title not in driver.app.stack.scenes


def test_a_big_save_opens_through_the_bar(new_app, monkeypatch):
    monkeypatch.setattr(loading, "QUICK_SAVE_BYTES", 10)
    driver = new_app()
    _saved()
    driver.open(TitleScene(driver.app))
    _press(driver, "btn-continue")
    _wait_for_the_worker(driver)
    driver.run_until(lambda: isinstance(driver.top, TableScene), limit=10)


@pytest.mark.parametrize("quick", [True, False])
def test_a_damaged_autosave_is_told_on_the_title_and_kept(new_app, monkeypatch, quick):
    if not quick:
        monkeypatch.setattr(loading, "QUICK_SAVE_BYTES", 10)
    driver = new_app()
    path = _saved()
    data = json.loads(path.read_text(encoding="utf-8"))
    data["seed"] = "9" * 5000  # once a crash of Continue: an integer Python will not read
    text = json.dumps(data).replace('"' + "9" * 5000 + '"', "9" * 5000)
    path.write_text(text, encoding="utf-8")
    title = driver.open(TitleScene(driver.app))
    _press(driver, "btn-continue")
    _wait_for_the_worker(driver)
    driver.run_until(lambda: driver.top is title and title.note, limit=10)
    assert "more than 50 digits" in title.note and "nothing was deleted" in title.note
    assert path.read_text(encoding="utf-8") == text
    driver.frames(3)  # and the app goes on


HOSTILE = {
    "huge integer": lambda text: text.replace('"seed": 7', '"seed": ' + "7" * 5000),
    "deep nesting": lambda text: text[:-2] + ', "x": ' + "[" * 600 + "]" * 600 + "}\n",
    "round beyond numbers": lambda text: text.replace('"round": 1', '"round": 1e400'),
    "NUL in a name": lambda text: text.replace('"Ana"', '"A\\u0000na"'),
    "half a character": lambda text: text.replace('"Ana"', '"\\ud800"'),
    "escape codes": lambda text: text.replace('"Ana"', '"\\u001b[2J"'),
}


@pytest.mark.parametrize("case", HOSTILE)
def test_the_load_screen_lists_and_refuses_hostile_saves(new_app, case):
    driver = new_app()
    path = _saved("victim")
    damaged = HOSTILE[case](path.read_text(encoding="utf-8"))
    assert damaged != path.read_text(encoding="utf-8")
    path.write_text(damaged, encoding="utf-8")
    driver.open(TitleScene(driver.app))
    screen = driver.open(LoadScene(driver.app))
    driver.frames(2)
    (row,) = [item for item in screen.automation_items() if item["id"] == "save-victim"]
    if row["enabled"]:  # listed as it can be drawn: opening it is refused in words
        assert "Ana" not in row["detail"] and "?" in row["detail"]
        _press(driver, "save-victim")
        driver.frames(2)
        assert driver.top is screen and "seats[0].name" in screen.note
    else:  # listed as broken, with what is wrong
        assert row["detail"].startswith("Cannot be opened: This save is damaged")
    assert slot_path("victim").read_text(encoding="utf-8") == damaged


@pytest.mark.parametrize(
    "settings_text",
    ['{"volume": ' + "1" * 5000 + "}", "[" * 3000 + "]" * 3000, '{"language": "\\ud800"}'],
    ids=["huge integer", "deep nesting", "half a character"],
)
def test_the_app_starts_over_hostile_files_and_says_so(user_home, settings_text):
    (user_home / "config").mkdir(exist_ok=True)
    (user_home / "config" / "settings.json").write_text(settings_text, encoding="utf-8")
    (user_home / "config" / "last_setup.json").write_text(settings_text, encoding="utf-8")
    (user_home / "data").write_text("a file where the data folder should be", encoding="utf-8")
    app, title = title_app()
    driver = Driver(app)
    try:
        driver.open(title)
        assert "The settings file could not be used" in title.note
        assert "is a file, not a folder" in title.note
        _press(driver, "btn-stats")  # statistics, in the stand-in folder: none yet
        assert "No finished games yet" in driver.top.subtitle()
        driver.key(pygame.K_ESCAPE)
        _press(driver, "btn-new")  # the New game screen says its memory was set aside
        assert "could not be used" in driver.top.note
        driver.frames(2)
    finally:
        close(app)


def test_the_load_screen_reads_the_folder_when_built_not_every_frame(new_app, monkeypatch):
    import game.ui.scenes.load as load_module

    _saved("one")
    reads = []
    real = load_module.list_saves
    monkeypatch.setattr(load_module, "list_saves", lambda: reads.append(1) or real())
    driver = new_app()
    screen = driver.open(LoadScene(driver.app))
    before = len(reads)
    driver.frames(10)
    assert len(reads) == before and screen.subtitle() == ""


# -- a game whose rules were corrected since it was saved ---------------------------------------
OLD_RULES = Path(__file__).resolve().parents[2] / "saves" / "examples" / "kmon-2p-format2.json"
CORRECTED = (
    "The rules of K-Mon Trading Cards were corrected since this game was saved: "
    "it was replayed under the corrected rules."
)


def _old_rules_save(slot: str = "old-rules") -> Path:
    from game.persist.saves import saves_dir

    path = saves_dir() / f"{slot}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(OLD_RULES.read_bytes())
    return path


@pytest.mark.parametrize("quick", [True, False])
def test_the_table_says_when_a_games_rules_were_corrected(new_app, monkeypatch, quick):
    if not quick:
        monkeypatch.setattr(loading, "QUICK_SAVE_BYTES", 10)
    driver = new_app()
    _old_rules_save()
    driver.open(TitleScene(driver.app))
    driver.open(LoadScene(driver.app))
    _press(driver, "save-old-rules")
    _wait_for_the_worker(driver)
    driver.run_until(lambda: isinstance(driver.top, TableScene), limit=10)
    table = driver.top
    assert table.message is not None and table.message[0] == CORRECTED
    assert not table.message_warn  # news, not a problem
    assert "p2: look" in table.session.actions  # the Seer's look, asked under today's rules


def test_the_notice_is_said_beside_the_unfinished_game_kept(new_app):
    from game.i18n import t
    from game.persist.saves import saves_dir
    from game.ui.names import save_title

    driver = new_app()
    _saved()  # an unfinished game in the autosave, kept when the old one opens
    _old_rules_save()
    driver.open(TitleScene(driver.app))
    driver.open(LoadScene(driver.app))
    _press(driver, "save-old-rules")
    driver.run_until(lambda: isinstance(driver.top, TableScene), limit=10)
    (kept,) = [path.stem for path in saves_dir().glob("unfinished-*.json")]
    words = driver.top.message[0]
    assert words == f"{CORRECTED} {t('table.kept_unfinished', name=save_title(kept))}"


def test_watching_a_game_whose_rules_were_corrected_says_so(new_app):
    from game.ui.scenes.replay import ReplayScene

    driver = new_app()
    _old_rules_save()
    driver.open(TitleScene(driver.app))
    driver.open(LoadScene(driver.app))
    _press(driver, "watch-old-rules")
    driver.run_until(lambda: isinstance(driver.top, ReplayScene), limit=10)
    assert driver.top.message is not None and driver.top.message[0] == CORRECTED


def test_the_notice_is_said_in_the_players_language(new_app):
    driver = new_app(language="es")
    _old_rules_save()
    driver.open(TitleScene(driver.app))
    driver.open(LoadScene(driver.app))
    _press(driver, "save-old-rules")
    driver.run_until(lambda: isinstance(driver.top, TableScene), limit=10)
    assert driver.top.message[0] == (
        "Las reglas de K-Mon Trading Cards se corrigieron después de guardar esta partida: "
        "se ha vuelto a jugar con las reglas corregidas."
    )

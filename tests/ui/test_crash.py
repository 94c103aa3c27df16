"""A scene that fails: the crash screen, its report in the data folder, and the way back."""

from __future__ import annotations

import pygame
import pytest

import game.ui.scenes.crash as crash_module
from game.persist.saves import slot_path
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.crash import CrashScene, error_line
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.theme import shortened


class Failing(Scene):
    """A scene that raises from one of its parts."""

    def __init__(self, app, where: str = "update", error: Exception | None = None):
        super().__init__(app)
        self.where = where
        self.error = error or ZeroDivisionError("the pot was split between nobody")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.where == "handle_event":
            raise self.error
        return False

    def update(self, dt: float) -> None:
        if self.where == "update":
            raise self.error

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        if self.where == "draw":
            raise self.error


def crash(driver, where: str = "update", error: Exception | None = None) -> CrashScene:
    driver.open(Failing(driver.app, where, error))
    if where == "handle_event":
        driver.key(pygame.K_a, "a")
    driver.frame()
    scene = driver.top
    assert isinstance(scene, CrashScene)
    return scene


def logs(user_home) -> list:
    return sorted((user_home / "data" / "crashes").glob("crash-*.log"))


@pytest.mark.parametrize("where", ["handle_event", "update", "draw"])
def test_a_failing_scene_gives_the_crash_screen_and_a_report(new_app, user_home, where):
    driver = new_app()
    scene = crash(driver, where)
    assert driver.app.running is False and driver.app.exit_code == 0  # nothing asked to end
    assert driver.app.stack.scenes == [scene]  # the failing scene is gone
    [log] = logs(user_home)
    text = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "ZeroDivisionError: the pot was split between nobody" in text
    assert f"in {where}" in text
    assert "Scenes, bottom first: Failing" in text
    assert "Python: " in text and "pygame-ce: " in text and "Platform: " in text
    assert scene.report == text


def test_the_crash_screen_says_what_happened_in_words(new_app, user_home):
    driver = new_app()
    crash(driver)
    driver.frame()
    notes = {item["id"]: item["label"] for item in driver.items("note")}
    said = "What happened: ZeroDivisionError: the pot was split between nobody"
    assert notes["crash-error"] == said
    assert notes["crash-log-path"] == str(logs(user_home)[0])
    assert "crash-autosave" not in notes  # there was no game to keep
    buttons = {item["id"]: item["label"] for item in driver.items("button")}
    assert buttons == {
        "btn-crash-title": "Back to the title",
        "btn-crash-copy": "Copy the report",
        "btn-crash-quit": "Quit",
    }
    window = pygame.Rect((0, 0), driver.app.size)
    rects = [pygame.Rect(item["rect"]) for item in driver.items()]
    for index, rect in enumerate(rects):
        assert window.contains(rect), rect
        assert rect.collidelist(rects[index + 1 :]) == -1, rect


def test_the_crash_screen_speaks_the_players_language(new_app):
    driver = new_app(language="it")
    crash(driver)
    driver.frame()
    assert driver.item("btn-crash-title")["label"] == "Torna al menu"
    assert driver.item("crash-error")["label"].startswith("Cos'è successo: ZeroDivisionError")


def test_a_long_error_is_one_line_ended_with_an_ellipsis():
    pygame.font.init()
    error = ValueError("a card\nwith\tno name " + "and on " * 400)
    line = error_line(error)
    assert "\n" not in line and line.startswith("ValueError: a card with no name and on")
    fitted = shortened(line, 24, 300)
    assert fitted.endswith("\u2026") and theme.font(24).size(fitted)[0] <= 300
    path = "/a/very/long/folder/name/" * 10 + "crash-20250101-120000Z.log"
    assert shortened(path, 24, 300, keep_end=True).endswith("crash-20250101-120000Z.log")
    assert error_line(KeyError()) == "KeyError"


def test_back_to_the_title_and_continue(new_app):
    driver = new_app()
    crash(driver)
    driver.press("btn-crash-title")
    assert isinstance(driver.top, TitleScene)
    assert len(driver.app.stack.scenes) == 1


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_ESCAPE])
def test_enter_or_escape_go_back_to_the_title(new_app, key):
    driver = new_app()
    crash(driver)
    driver.key(key)
    assert isinstance(driver.top, TitleScene)


def test_quit_ends_the_app_normally(new_app):
    driver = new_app()
    crash(driver)
    driver.press("btn-crash-quit")
    assert driver.app.running is False and driver.app.exit_code == 0


def test_copy_puts_the_whole_report_on_the_clipboard(new_app, monkeypatch):
    copied = []
    monkeypatch.setattr(pygame.scrap, "put_text", copied.append)
    driver = new_app()
    scene = crash(driver)
    driver.press("btn-crash-copy")
    assert copied == [scene.report]
    assert driver.item("crash-status")["label"] == "The report is on the clipboard, ready to paste."


def test_copy_without_a_clipboard_says_so(new_app, monkeypatch):
    def no_clipboard(text: str) -> None:
        raise pygame.error("clipboard not available")

    monkeypatch.setattr(pygame.scrap, "put_text", no_clipboard)
    driver = new_app()
    crash(driver)
    driver.press("btn-crash-copy")
    assert isinstance(driver.top, CrashScene) and driver.app.exit_code == 0
    assert "clipboard cannot be used" in driver.item("crash-status")["label"]


def test_copy_with_the_old_clipboard_interface_starts_it_first(monkeypatch):
    calls = []
    monkeypatch.delattr(pygame.scrap, "put_text")
    monkeypatch.setattr(pygame.scrap, "get_init", lambda: bool(calls))
    monkeypatch.setattr(pygame.scrap, "init", lambda: calls.append("init"))
    monkeypatch.setattr(pygame.scrap, "put", lambda kind, data: calls.append((kind, data)))
    assert crash_module.copy_to_clipboard("report") is True
    assert calls == ["init", (pygame.SCRAP_TEXT, b"report")]

    def refuse() -> None:
        raise pygame.error("no clipboard on this system")

    calls.clear()
    monkeypatch.setattr(pygame.scrap, "init", refuse)
    assert crash_module.copy_to_clipboard("report") is False


def test_a_failing_crash_screen_ends_the_app_with_the_report_on_stderr(
    new_app, monkeypatch, capsys, user_home
):
    driver = new_app()
    scene = crash(driver)

    def broken_draw(self, surface):
        raise RuntimeError("the crash screen cannot draw")

    monkeypatch.setattr(CrashScene, "draw", broken_draw)
    driver.frame()
    app = driver.app
    assert app.exit_code == 1 and app.running is False
    assert app.stack.scenes == []  # no second crash screen, nothing left to run
    err = capsys.readouterr().err
    assert scene.report in err
    assert "RuntimeError: the crash screen cannot draw" in err
    assert len(logs(user_home)) == 1
    driver.frame()  # an empty stack: nothing happens any more
    assert app.exit_code == 1


def test_the_loop_ends_with_code_1_when_the_crash_screen_fails(new_app, monkeypatch, capsys):
    driver = new_app()
    monkeypatch.setattr(pygame, "quit", lambda: None)  # the other tests keep their display

    def broken_draw(self, surface):
        raise RuntimeError("the crash screen cannot draw")

    monkeypatch.setattr(CrashScene, "draw", broken_draw)
    assert driver.app.run(Failing(driver.app)) == 1
    assert "ZeroDivisionError: the pot was split between nobody" in capsys.readouterr().err


def test_an_unwritable_report_ends_the_app_with_the_report_on_stderr(new_app, monkeypatch, capsys):
    def read_only(path, text):
        raise PermissionError(13, "Read-only file system", str(path))

    monkeypatch.setattr(crash_module, "write_text_atomic", read_only)
    driver = new_app()
    driver.open(Failing(driver.app))
    driver.frame()
    assert driver.app.exit_code == 1 and driver.app.stack.scenes == []
    err = capsys.readouterr().err
    assert "ZeroDivisionError: the pot was split between nobody" in err
    assert "Read-only file system" in err


def test_keyboard_interrupt_is_not_a_crash(new_app, user_home):
    driver = new_app()
    driver.app.stack.push(Failing(driver.app, "update", KeyboardInterrupt()))
    driver.app.stack.apply_pending()
    with pytest.raises(KeyboardInterrupt):
        driver.frame()
    assert not (user_home / "data" / "crashes").exists()


def test_two_crashes_in_one_second_keep_both_reports(user_home):
    from datetime import datetime, timezone

    when = datetime(2025, 5, 1, 12, 0, 0, tzinfo=timezone.utc)
    first = crash_module.write_crash_log("one", when)
    second = crash_module.write_crash_log("two", when)
    assert first.name == "crash-20250501-120000Z.log"
    assert second != first and first.read_text() == "one" and second.read_text() == "two"


def test_a_crash_at_the_table_leaves_the_autosave_as_it_was(new_table, user_home, monkeypatch):
    driver, table = new_table("uno", ("human", "ai"), 3)
    driver.until_my_turn()
    driver.first_offered_move()
    driver.until_my_turn()
    table.autosaver.flush()
    autosave = slot_path("autosave")
    before = autosave.read_bytes()
    exited = []
    monkeypatch.setattr(TableScene, "exit", lambda self: exited.append(self))

    def broken(dt: float) -> None:
        raise AssertionError("the turn went nowhere")

    table.update = broken
    driver.frame()
    assert isinstance(driver.top, CrashScene)
    assert exited == []  # the table was dropped, not exited: it saved nothing more
    assert autosave.read_bytes() == before
    driver.frame()
    assert "crash-autosave" in {item["id"] for item in driver.items("note")}
    assert "Scenes, bottom first: TableScene" in driver.top.report
    driver.press("btn-crash-title")
    assert isinstance(driver.top, TitleScene)
    assert driver.item("btn-continue")["enabled"]
    assert autosave.read_bytes() == before

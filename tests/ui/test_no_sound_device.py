"""Without a sound device the game is silent, and says so: in Settings and once on the title."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import Driver, close

from game.ui import launch
from game.ui.app import App
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.sound import Sounds

NOTE = "No sound device was found: the game plays silently."


@pytest.fixture
def no_sound_device(monkeypatch: pytest.MonkeyPatch) -> None:
    """The mixer cannot be opened, as on a computer without an audio device."""

    def refuse(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)  # pygame.init() failed at it
    monkeypatch.setattr(pygame.mixer, "init", refuse)


def test_sounds_say_whether_they_can_be_heard(no_sound_device):
    sounds = Sounds()
    assert sounds.available is False
    assert not sounds.play("click")


def test_with_a_device_the_sounds_are_available():
    assert Sounds().available is True


def test_settings_note_the_missing_device_under_a_greyed_sound_choice(new_app, no_sound_device):
    driver = new_app(sound=True)
    driver.open(SettingsScene(driver.app))
    note = driver.item("sound-note")
    assert note["label"] == NOTE and note["kind"] == "note"
    ids = [item["id"] for item in driver.items()]
    assert ids.index("sound:next") < ids.index("sound-note") < ids.index("volume:prev")
    for item_id in ("sound:prev", "sound:next", "volume:prev", "volume:next"):
        assert driver.item(item_id)["enabled"] is False
    assert driver.item("speed:next")["enabled"] is True
    window = pygame.Rect((0, 0), driver.app.size)
    rects = [pygame.Rect(item["rect"]) for item in driver.items()]
    for index, rect in enumerate(rects):
        assert window.contains(rect), rect
        assert rect.collidelist(rects[index + 1 :]) == -1, rect
    driver.press("btn-save-settings")
    assert driver.app.settings.sound is True  # the choice is kept for a computer that has one


def test_settings_note_in_the_players_language(new_app, no_sound_device):
    driver = new_app(language="es")
    driver.open(SettingsScene(driver.app))
    assert driver.item("sound-note")["label"].startswith("No se ha encontrado")


def test_with_a_device_the_settings_have_no_note(new_app):
    driver = new_app()
    driver.open(SettingsScene(driver.app))
    assert not driver.has_item("sound-note")
    assert driver.item("sound:next")["enabled"] and driver.item("volume:next")["enabled"]


def _launched_title(monkeypatch: pytest.MonkeyPatch) -> App:
    opened = []

    def run(self: App, first) -> int:
        opened.append((self, first))
        return 0

    monkeypatch.setattr(App, "run", run)
    assert launch.launch_title() == 0
    [(app, first)] = opened
    assert isinstance(first, TitleScene)
    return app


def test_the_title_tells_once_that_the_game_is_silent(no_sound_device, monkeypatch):
    app = _launched_title(monkeypatch)
    title = app.notice[0]
    driver = Driver(app)
    try:
        driver.open(title)
        assert app.notice == (title, NOTE)
        assert pygame.Rect((0, 0), app.size).contains(app._notice_rect)
        driver.press("btn-stats")
        assert isinstance(driver.top, StatsScene)
        driver.key(pygame.K_ESCAPE)
        assert driver.top is title
        assert app.notice is None  # once only
    finally:
        close(app)


def test_the_title_says_nothing_when_sound_is_off_or_heard(monkeypatch, no_sound_device):
    from game.persist.settings import Settings, save_settings

    save_settings(Settings(sound=False))
    assert _launched_title(monkeypatch).notice is None


def test_the_title_says_nothing_with_a_device(monkeypatch):
    assert _launched_title(monkeypatch).notice is None

"""Settings: defaults, round trips, and a broken file read forgivingly but never overwritten."""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path

import pytest

from game.persist import settings as settings_module
from game.persist.settings import (
    Settings,
    load_settings,
    load_settings_with_warnings,
    save_settings,
)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user folder for each test, whatever else sets it."""
    folder = tmp_path / "home"
    monkeypatch.setenv("MONSTER_TABLE_HOME", str(folder))
    return folder


@pytest.fixture
def settings_file(home: Path) -> Path:
    path = home / "config" / "settings.json"
    path.parent.mkdir(parents=True)
    return path


def test_no_file_gives_the_defaults_and_writes_nothing(home: Path):
    assert load_settings_with_warnings() == (Settings(), [])
    assert not (home / "config" / "settings.json").exists()


def test_saved_settings_load_back(home: Path):
    chosen = Settings(
        window_size=(1920, 1080),
        fullscreen=True,
        animation_speed="slow",
        sound=False,
        volume=0.25,
        card_back="ghoul",
        colorblind=True,
        language="pt-BR",
    )
    save_settings(chosen)
    assert (home / "config" / "settings.json").is_file()
    loaded, warnings = load_settings_with_warnings()
    assert (loaded, warnings) == (chosen, [])
    assert isinstance(loaded.window_size, tuple)


def test_saving_leaves_no_temporary_files(home: Path):
    save_settings(Settings())
    save_settings(Settings(volume=0.5))
    assert [p.name for p in (home / "config").iterdir()] == ["settings.json"]


@pytest.mark.parametrize(
    "text",
    ['{"volume": 0.5, "sound": ', "", "[1, 2]", "not json at all"],
    ids=["truncated", "empty", "a list", "not json"],
)
def test_a_broken_file_gives_defaults_a_warning_and_is_kept_aside(settings_file: Path, text):
    settings_file.write_text(text)
    loaded, warnings = load_settings_with_warnings()
    assert loaded == Settings()
    assert len(warnings) == 1 and "settings file" in warnings[0].message
    assert "the defaults are used" in warnings[0].message
    kept = list(settings_file.parent.glob("settings.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == text
    assert kept[0].name in warnings[0].message
    assert load_settings_with_warnings() == (Settings(), [])  # nothing left to warn about


def test_undecodable_bytes_are_a_warning_too(settings_file: Path):
    settings_file.write_bytes(b"\xff\xfe\x80")
    loaded, warnings = load_settings_with_warnings()
    assert loaded == Settings() and "not UTF-8 text (byte 0xff) (line 1)" in warnings[0].message
    kept = list(settings_file.parent.glob("settings.damaged-*.json"))
    assert [k.read_bytes() for k in kept] == [b"\xff\xfe\x80"]


BAD_VALUES = {
    "window_size": [100, 100],
    "fullscreen": "yes",
    "animation_speed": "ludicrous",
    "sound": 1,
    "volume": 1.5,
    "card_back": "plaid",
    "colorblind": None,
    "language": "English",
}


@pytest.mark.parametrize("key", BAD_VALUES)
def test_a_bad_value_falls_back_for_that_key_only(settings_file: Path, key: str):
    data = {"volume": 0.3, "card_back": "midnight", "language": "fr", key: BAD_VALUES[key]}
    settings_file.write_text(json.dumps(data))
    before = settings_file.read_bytes()
    loaded, warnings = load_settings_with_warnings()
    assert getattr(loaded, key) == getattr(Settings(), key)
    kept = {k: v for k, v in data.items() if k != key}
    assert all(getattr(loaded, k) == v for k, v in kept.items())
    assert len(warnings) == 1 and repr(key) in warnings[0].message
    assert settings_file.read_bytes() == before


@pytest.mark.parametrize(
    ("key", "value"),
    [("window_size", [1280.0, 800]), ("window_size", [800]), ("volume", True), ("volume", "1")],
)
def test_values_of_the_wrong_type_are_refused(settings_file: Path, key: str, value):
    settings_file.write_text(json.dumps({key: value}))
    loaded, warnings = load_settings_with_warnings()
    assert getattr(loaded, key) == getattr(Settings(), key)
    assert repr(key) in warnings[0].message


def test_an_unknown_key_is_a_warning(settings_file: Path):
    settings_file.write_text(json.dumps({"theme": "dark", "volume": 0}))
    loaded, warnings = load_settings_with_warnings()
    assert loaded == Settings(volume=0.0)
    assert [w.message for w in warnings] == ["Unknown setting 'theme' ignored."]


def test_saving_replaces_a_broken_file(settings_file: Path):
    settings_file.write_text("{broken")
    save_settings(Settings(sound=False))
    assert load_settings_with_warnings() == (Settings(sound=False), [])


def test_saving_bad_settings_is_refused_and_keeps_the_file(settings_file: Path):
    save_settings(Settings(volume=0.4))
    before = settings_file.read_bytes()
    with pytest.raises(ValueError, match="setting volume"):
        save_settings(Settings(volume=3.0))
    assert settings_file.read_bytes() == before


@pytest.mark.parametrize(
    ("speed", "factor"), [("off", 0.0), ("fast", 0.5), ("normal", 1.0), ("slow", 1.6)]
)
def test_speed_factor(speed: str, factor: float):
    assert Settings(animation_speed=speed).speed_factor() == factor


def test_every_setting_has_a_check():
    assert set(settings_module._CHECKS) == {field.name for field in fields(Settings)}


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({"LANGUAGE": "it_IT:en"}, "it"),
        ({"LANGUAGE": "", "LC_ALL": "es_ES.UTF-8"}, "es"),
        ({"LANGUAGE": "", "LANG": "Spanish_Spain.1252"}, "es"),
        ({"LANGUAGE": "de_DE"}, "en"),  # no German catalogue: English
        ({"LANGUAGE": "", "LC_ALL": "C.UTF-8", "LANG": "it_CH.UTF-8"}, "it"),
    ],
)
def test_until_the_player_chooses_the_app_speaks_the_systems_language(
    monkeypatch: pytest.MonkeyPatch, settings_file: Path, environment: dict, expected: str
):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.setenv(var, environment.get(var, ""))
    assert load_settings().language == expected
    # A file without the setting is read the same way; a chosen language is kept.
    settings_file.write_text(json.dumps({"volume": 0.5}), encoding="utf-8")
    assert load_settings().language == expected
    settings_file.write_text(json.dumps({"language": "en"}), encoding="utf-8")
    assert load_settings().language == "en"

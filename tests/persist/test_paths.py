"""Where the user's files go, and writes that leave the old file or the new one, never half."""

from __future__ import annotations

import json
import os
from pathlib import Path

import platformdirs
import pytest

from game.persist import atomic
from game.persist.atomic import write_json_atomic, write_text_atomic
from game.persist.paths import APP_NAME, HOME_VARIABLE, config_dir, data_dir, saves_dir


def test_tests_never_use_the_real_user_folders(user_home):
    assert os.environ[HOME_VARIABLE] == str(user_home)
    real = Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    assert not data_dir().is_relative_to(real)


def test_home_variable_replaces_data_and_config(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, str(tmp_path / "elsewhere"))
    assert data_dir() == tmp_path / "elsewhere" / "data"
    assert config_dir() == tmp_path / "elsewhere" / "config"
    assert saves_dir() == tmp_path / "elsewhere" / "data" / "saves"
    assert all(path.is_dir() for path in (data_dir(), config_dir(), saves_dir()))


def test_without_the_variable_the_platform_folders_are_used(tmp_path, monkeypatch):
    monkeypatch.delenv(HOME_VARIABLE)
    # Point the platform's own folders at the temporary place too, so nothing real is made.
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / "d"))
    monkeypatch.setattr(platformdirs, "user_config_dir", lambda *a, **k: str(tmp_path / "c"))
    assert data_dir() == tmp_path / "d"
    assert config_dir() == tmp_path / "c"


def test_a_blank_variable_counts_as_unset(tmp_path, monkeypatch):
    monkeypatch.setenv(HOME_VARIABLE, "  ")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / "d"))
    assert data_dir() == tmp_path / "d"


def leftovers(folder: Path, name: str) -> list[Path]:
    return [path for path in folder.iterdir() if path.name != name]


def test_atomic_write_creates_and_replaces(tmp_path):
    target = tmp_path / "deeper" / "slot.json"
    write_text_atomic(target, "first")
    assert target.read_text(encoding="utf-8") == "first"
    write_text_atomic(target, "second, longer than the first")
    assert target.read_text(encoding="utf-8") == "second, longer than the first"
    assert leftovers(target.parent, target.name) == []


def test_atomic_json_write_round_trips(tmp_path):
    target = tmp_path / "settings.json"
    data = {"volume": 0.5, "names": ["Ana", "Ñandú"], "seed": 2**63}
    write_json_atomic(target, data)
    assert json.loads(target.read_text(encoding="utf-8")) == data
    assert target.read_text(encoding="utf-8").endswith("\n")
    assert leftovers(tmp_path, target.name) == []


def test_a_failing_write_leaves_the_old_file(tmp_path):
    target = tmp_path / "slot.json"
    write_text_atomic(target, "old")
    with pytest.raises(UnicodeEncodeError):
        write_text_atomic(target, "half \udc80 written")
    assert target.read_text(encoding="utf-8") == "old"
    assert leftovers(tmp_path, target.name) == []


def test_a_crash_before_the_rename_leaves_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "slot.json"
    write_json_atomic(target, {"turn": 1})

    def crash(*args):
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "replace", crash)
    with pytest.raises(OSError, match="disk full"):
        write_json_atomic(target, {"turn": 2})
    assert json.loads(target.read_text(encoding="utf-8")) == {"turn": 1}
    assert leftovers(tmp_path, target.name) == []


def test_data_that_cannot_be_written_as_json_leaves_the_old_file(tmp_path):
    target = tmp_path / "slot.json"
    write_json_atomic(target, {"turn": 1})
    with pytest.raises(TypeError):
        write_json_atomic(target, {"turn": object()})
    assert json.loads(target.read_text(encoding="utf-8")) == {"turn": 1}
    assert leftovers(tmp_path, target.name) == []

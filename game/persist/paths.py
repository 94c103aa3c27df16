"""Where the user's files live: the platform's data and config directories.

`MONSTER_TABLE_HOME`, when set, replaces both (tests point it at a temporary folder): data goes
to `$MONSTER_TABLE_HOME/data` and settings to `$MONSTER_TABLE_HOME/config`.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "monster-table"
HOME_VARIABLE = "MONSTER_TABLE_HOME"


def _home() -> Path | None:
    value = os.environ.get(HOME_VARIABLE, "").strip()
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    home = _home()
    path = home / "data" if home else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    home = _home()
    path = (
        home / "config" if home else Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))
    )
    path.mkdir(parents=True, exist_ok=True)
    return path


def saves_dir() -> Path:
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path

"""The player's settings: one small JSON file in the config folder.

Reading is forgiving: a missing file gives the defaults, and a bad value gives the default for
that setting, with a warning to show. A file that cannot be read as settings at all (damaged,
enormous, not JSON) is set aside under a new name beside it, so nothing the player wrote is lost
to a bug in reading it, and the defaults are used. Warnings are `Problem`s: they are put into
words when shown, in the language the settings choose.
"""

from __future__ import annotations

import contextlib
import locale
import os
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.i18n import available_languages
from game.persist.atomic import write_json_atomic
from game.persist.kept_aside import read_own_file
from game.persist.paths import config_dir
from game.problems import Problem, quoted

SETTINGS_FILE = "settings.json"
SPEED_FACTORS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
# "game": each game's own back (the default); the others, one back for every game.
CARD_BACKS = ("game", "classic", "midnight", "ghoul")
# Smaller than this the table cannot be laid out; larger is no real screen.
MIN_WINDOW = (640, 480)
MAX_WINDOW_SIDE = 16384
_LANGUAGE_TAG = re.compile(r"[a-z]{2,3}(-[A-Za-z0-9]{2,8})?")


@dataclass
class Settings:
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    animation_speed: str = "normal"  # "off" | "fast" | "normal" | "slow"
    sound: bool = True
    volume: float = 0.8  # 0.0 to 1.0
    card_back: str = "game"  # "game" (each game's own) | "classic" | "midnight" | "ghoul"
    colorblind: bool = False  # symbols beside colors on the cards
    language: str = "en"
    show_log: bool = True  # the game log beside the table (folded to a strip when False)

    def speed_factor(self) -> float:
        """The multiplier of animation durations (0 means no animation at all)."""
        return SPEED_FACTORS.get(self.animation_speed, 1.0)


def settings_path() -> Path:
    return config_dir() / SETTINGS_FILE


# -- checking one value: each returns the value to use or raises BadValue with the reason --------
class BadValue(Problem, ValueError):
    """Why a setting's value cannot be used, in words when shown."""


def _window_size(value: Any) -> tuple[int, int]:
    if (
        not isinstance(value, list)
        or len(value) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        raise BadValue("settings.expect_size")
    width, height = value
    if width < MIN_WINDOW[0] or height < MIN_WINDOW[1]:
        raise BadValue("settings.expect_min_window", width=MIN_WINDOW[0], height=MIN_WINDOW[1])
    if max(width, height) > MAX_WINDOW_SIDE:
        raise BadValue("settings.expect_max_side", limit=MAX_WINDOW_SIDE)
    return width, height


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise BadValue("settings.expect_flag")
    return value


def _volume(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 1:
        raise BadValue("settings.expect_volume")
    return float(value)


def _choice(choices: tuple[str, ...]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if value not in choices:
            raise BadValue("settings.expect_choice", choices=", ".join(choices))
        return value

    return check


def _language(value: Any) -> str:
    if not isinstance(value, str) or not _LANGUAGE_TAG.fullmatch(value):
        raise BadValue("settings.expect_language")
    return value


_CHECKS: dict[str, Callable[[Any], Any]] = {
    "window_size": _window_size,
    "fullscreen": _flag,
    "animation_speed": _choice(tuple(SPEED_FACTORS)),
    "sound": _flag,
    "volume": _volume,
    "card_back": _choice(CARD_BACKS),
    "colorblind": _flag,
    "language": _language,
    "show_log": _flag,
}


# -- the file ------------------------------------------------------------------------------------
def _read(path: Path) -> tuple[dict[str, Any], list[Problem]]:
    """The file's object, or {} and what became of a file that cannot be used."""
    data, problem = read_own_file(path, "files.settings")
    return data or {}, [problem] if problem else []


def settings_from_data(data: dict[str, Any]) -> tuple[Settings, list[Problem]]:
    """Settings from a decoded file: a bad or unknown key is reported and left at its default."""
    values: dict[str, Any] = {}
    warnings: list[Problem] = []
    for key, value in data.items():
        check = _CHECKS.get(key)
        if check is None:
            warnings.append(Problem("settings.unknown", key=quoted(key)))
            continue
        try:
            values[key] = check(value)
        except ValueError as reason:
            warnings.append(
                Problem("settings.bad_value", key=quoted(key), value=quoted(value), reason=reason)
            )
    return Settings(**values), warnings


def load_settings_with_warnings() -> tuple[Settings, list[Problem]]:
    """The saved settings and what was wrong with the file (empty when nothing was).

    Until the player chooses a language, the app speaks the system's, when it has it.
    """
    data, warnings = _read(settings_path())
    settings, more = settings_from_data(data)
    if "language" not in data:
        settings.language = system_language()
    return settings, warnings + more


# Windows names its locales in English words ("Spanish_Spain").
_LANGUAGE_WORDS = {"english": "en", "spanish": "es", "italian": "it"}


def system_language() -> str:
    """The language of the user's system (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then the
    locale), when the app has a catalogue for it; English otherwise."""
    names = [os.environ.get(var, "") for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    with contextlib.suppress(ValueError):  # a locale Python cannot name
        names.append(locale.getlocale()[0] or "")
    for name in names:
        name = name.split(":")[0].strip().lower()
        if not name or name in ("c", "posix") or name.startswith(("c.", "posix.")):
            continue
        code = next((c for word, c in _LANGUAGE_WORDS.items() if name.startswith(word)), name[:2])
        return code if code in available_languages() else "en"
    return "en"


def load_settings() -> Settings:
    return load_settings_with_warnings()[0]


def settings_to_data(settings: Settings) -> dict[str, Any]:
    data = asdict(settings)
    data["window_size"] = list(settings.window_size)
    return data


def save_settings(settings: Settings) -> None:
    """Write every setting atomically, replacing the file (a broken one too)."""
    for key, value in settings_to_data(settings).items():
        try:
            _CHECKS[key](value)
        except ValueError as reason:
            # Refuse rather than write a file that would read back as defaults.
            raise ValueError(f"setting {key}: {reason}") from None
    write_json_atomic(settings_path(), settings_to_data(settings))

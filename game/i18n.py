"""Every string the player reads goes through `t`, in English, Spanish or Italian.

It sits below the layers (beside `game.paths`) so that the engine, the rules and persistence can
put a message in the player's language without importing the UI.

Catalogues are YAML files in `assets/i18n/<language>.yaml`: a flat mapping of keys to text
with `{name}` placeholders. A key missing from a catalogue falls back to English, and a key
missing from English is shown as the key itself, so a gap is visible but never a crash.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import yaml

from game.paths import assets_dir

DEFAULT_LANGUAGE = "en"
# libyaml's safe loader where PyYAML was built with it: the same data, read several times faster.
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_language = DEFAULT_LANGUAGE


@cache
def _catalogue(language: str) -> dict[str, str]:
    path = assets_dir() / "i18n" / f"{language}.yaml"
    try:
        data = yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER) or {}
    except (OSError, yaml.YAMLError):
        return {}
    return {str(key): str(value) for key, value in data.items()}


def available_languages() -> list[str]:
    folder = assets_dir() / "i18n"
    return sorted(p.stem for p in folder.glob("*.yaml"))


def set_language(language: str) -> None:
    global _language
    _language = language if language in available_languages() else DEFAULT_LANGUAGE


def language() -> str:
    return _language


def t(key: str, /, **params: Any) -> str:
    """The text for `key` in the current language, with `{placeholders}` filled in."""
    text = _catalogue(_language).get(key) or _catalogue(DEFAULT_LANGUAGE).get(key)
    if text is None:
        return key
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def t_or(key: str, fallback: str, /, **params: Any) -> str:
    """The text for `key` as `t` gives it, or `fallback` when no catalogue has the key."""
    return t(key, **params) if has(key) else fallback


def every_text(key: str) -> list[str]:
    """`key`'s text in each language that has it: to read back words written in another
    language than today's (a seat's default name in an old save)."""
    texts = (_catalogue(language).get(key) for language in available_languages())
    return [text for text in texts if text]


def has(key: str) -> bool:
    return key in _catalogue(_language) or key in _catalogue(DEFAULT_LANGUAGE)

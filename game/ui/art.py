"""The pictures the table draws on cards: a picture for every creature and a symbol for every
card kind and element, as assets/art/manifest.yaml names them (fetched by `make art`).

Each picture is an SVG file, rendered once per size it is asked at and kept: a card face is
itself drawn once per size (cardart.py), so nothing is rendered again frame after frame. A
creature's picture is in its own colours; a symbol is a white mask, tinted where it is drawn.
A picture whose file is missing is None, and the face is drawn without it.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame
import yaml

from game.paths import assets_dir

_CACHE_LIMIT = 256  # rendered pictures kept; a card face keeps its own copy anyway
_rendered: dict[tuple[str, int], pygame.Surface | None] = {}


@lru_cache(maxsize=1)
def manifest() -> dict:
    """assets/art/manifest.yaml, read once."""
    path = assets_dir() / "art" / "manifest.yaml"
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except OSError:
        return {}


def picture_file(picture: str) -> Path:
    """The SVG file of a picture named `set:name` in the manifest."""
    set_name, name = picture.split(":", 1)
    return assets_dir() / "art" / set_name / f"{name}.svg"


def creature_picture_name(code: str) -> str | None:
    """The `set:name` of creature `code`'s picture, or None for a card that is no creature."""
    return manifest().get("creatures", {}).get(code)


def symbol_name(key: str) -> str | None:
    """The `set:name` of a symbol: `kind.attack`, `element.fire`..."""
    return manifest().get("symbols", {}).get(key)


def creature(code: str, size: float) -> pygame.Surface | None:
    """Creature `code`'s picture, fitted in a square `size` px wide, or None."""
    picture = creature_picture_name(code)
    return None if picture is None else _render(picture, size)


def symbol(key: str, size: float) -> pygame.Surface | None:
    """The white mask of a symbol (`kind.shield`, `element.ice`) in a square `size` px wide,
    or None where the manifest has none."""
    picture = symbol_name(key)
    return None if picture is None else _render(picture, size)


def emblem(game: str, size: float) -> pygame.Surface | None:
    """The white mask of game `game`'s emblem (the middle of its own card back) in a square
    `size` px wide, or None where the manifest has none."""
    picture = manifest().get("emblems", {}).get(game)
    return None if picture is None else _render(picture, size)


def _render(picture: str, size: float) -> pygame.Surface | None:
    key = (picture, max(1, round(size)))
    if key in _rendered:
        surface = _rendered.pop(key)
    else:
        surface = _load(picture, key[1])
        if len(_rendered) >= _CACHE_LIMIT:
            del _rendered[next(iter(_rendered))]
    _rendered[key] = surface
    return surface


def _load(picture: str, size: int) -> pygame.Surface | None:
    """The SVG rendered to fit `size` by `size` (its own proportions kept), centred."""
    path = picture_file(picture)
    try:
        image = pygame.image.load_sized_svg(str(path), (size, size))
    except (OSError, pygame.error, FileNotFoundError):
        return None
    if image.get_size() == (size, size):
        return image.convert_alpha() if pygame.display.get_surface() is not None else image
    square = pygame.Surface((size, size), pygame.SRCALPHA)
    square.blit(image, image.get_rect(center=(size // 2, size // 2)))
    return square


def creatures() -> dict[str, str]:
    """Every creature id and its picture's `set:name`."""
    return dict(manifest().get("creatures", {}))


@lru_cache(maxsize=1)
def credits() -> list[dict]:
    """Every art set and typeface with its author and licence (assets/art/credits.yaml)."""
    path = assets_dir() / "art" / "credits.yaml"
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    except OSError:
        return []
    return list(data.get("credits", []))


__all__ = ["creature", "creatures", "credits", "emblem", "manifest", "picture_file", "symbol"]

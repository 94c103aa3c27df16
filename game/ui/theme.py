"""Colors, fonts and text rendering shared by every scene (text surfaces are cached).

The typefaces are in assets/fonts (fetched by `make art`, named in assets/art/manifest.yaml):
a readable one for what is read (Cabin, regular and bold) and one with character for titles
and card names (Cherry Bomb). A size is the size the app has always asked for: each face is
scaled so that its text takes about the room pygame's default font took at that size. Where a
file is missing, pygame's default font stands in.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from game.paths import assets_dir
from game.ui.felt import felt

FELT = (18, 84, 56)
FELT_DARK = (10, 52, 35)
FELT_LIGHT = (34, 118, 80)
INK = (245, 242, 232)
INK_DIM = (182, 196, 186)
INK_DARK = (28, 30, 36)
GOLD = (246, 196, 64)
PANEL = (16, 24, 28, 214)
PANEL_EDGE = (255, 255, 255, 40)
BUTTON = (236, 174, 44)
BUTTON_HOVER = (255, 204, 84)
BUTTON_TEXT = (33, 25, 10)
BUTTON_SECONDARY = (58, 74, 82)
BUTTON_SECONDARY_HOVER = (84, 104, 114)
DISABLED = (90, 96, 100)
DANGER = (214, 64, 58)
GLOW = (255, 236, 120)


def ink_on(fill: tuple[int, ...]) -> tuple[int, int, int]:
    """Words that read on `fill`: dark on a light color (yellow), light on a dark one."""
    r, g, b = fill[:3]
    light = 0.299 * r + 0.587 * g + 0.114 * b
    return INK_DARK if light > 150 else INK


class _Font(pygame.font.Font):
    """A font that draws any text: what SDL refuses (a NUL, half of a character, as a file
    name that is not UTF-8 leaves) is drawn as escapes instead of stopping the app."""

    def render(self, text, antialias, color, *args, **kwargs):  # type: ignore[override]
        try:
            return super().render(text, antialias, color, *args, **kwargs)
        except (UnicodeError, ValueError):
            return super().render(showable(text), antialias, color, *args, **kwargs)

    def size(self, text):  # type: ignore[override]
        try:
            return super().size(text)
        except (UnicodeError, ValueError):
            return super().size(showable(text))


def showable(text: str) -> str:
    """`text` with what no font can draw written as escapes (see game.userfiles.shown_name)."""
    from game.userfiles import shown_name

    return shown_name(str(text))


# Each face's file, and how much of the asked size it is set at (see the module's note).
FACES = {
    "regular": ("Cabin-Regular.otf", 0.74),
    "bold": ("Cabin-Bold.otf", 0.74),
    "display": ("CherryBomb-Regular.otf", 0.7),
}


def face_file(face: str) -> Path:
    return assets_dir() / "fonts" / FACES[face][0]


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, display: bool = False) -> pygame.font.Font:
    """The body face (bold: its bold weight) or, with `display`, the titles' face."""
    return typeface("display" if display else "bold" if bold else "regular", size)


@lru_cache(maxsize=128)
def typeface(face: str, size: int) -> pygame.font.Font:
    """Face `face` ("regular", "bold" or "display") at the asked `size`."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = face_file(face)
    if path.is_file():
        return _Font(str(path), max(6, round(max(8, size) * FACES[face][1])))
    fallback = _Font(None, max(8, size))
    fallback.set_bold(face != "regular")
    return fallback


@lru_cache(maxsize=2048)
def text(
    content: str, size: int, color: tuple = INK, bold: bool = False, display: bool = False
) -> pygame.Surface:
    """Rendered text, cached: the same words at the same size are drawn once."""
    return font(size, bold, display).render(content, True, color)


@lru_cache(maxsize=1024)
def fitting_size(
    content: str,
    size: int,
    width: int,
    bold: bool = False,
    smallest: int = 12,
    display: bool = False,
) -> int:
    """The largest size from `size` down to `smallest` at which `content` fits `width` pixels."""
    while size > smallest and font(size, bold, display).size(content)[0] > width:
        size -= 1
    return size


# A line of a note read at a glance holds about this many letters' heights of text (some 55
# to 65 letters): wider, the eye loses its place going back to the start of the next line.
READABLE_EMS = 28


def readable_width(size: int, room: int) -> int:
    """How wide (in pixels) a note's lines may run at `size`, within `room`."""
    return min(room, size * READABLE_EMS)


@lru_cache(maxsize=4096)
def wrap(content: str, size: int, width: int, bold: bool = False) -> tuple[str, ...]:
    """Break `content` into lines that fit `width` pixels at `size` (cached)."""
    face = font(size, bold)
    return tuple(
        line for paragraph in content.split("\n") for line in wrap_in(face, paragraph, width)
    )


def wrap_in(face: pygame.font.Font, text: str, width: float) -> list[str]:
    """One paragraph broken into lines that fit `width` pixels in `face` (a word too long for
    a line has a line of its own)."""
    lines: list[str] = []
    line = ""
    for word in text.split(" "):
        candidate = f"{line} {word}".strip()
        if face.size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    lines.append(line)
    return lines


def panel(
    surface: pygame.Surface, rect: pygame.Rect, radius: int = 14, color: tuple = PANEL
) -> None:
    """A translucent rounded panel with a faint edge (made once per size and color)."""
    surface.blit(_panel_layer(tuple(rect.size), radius, tuple(color)), rect.topleft)


@lru_cache(maxsize=64)
def _panel_layer(size: tuple[int, int], radius: int, color: tuple) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, color, layer.get_rect(), border_radius=radius)
    pygame.draw.rect(layer, PANEL_EDGE, layer.get_rect(), width=1, border_radius=radius)
    return layer


def shade(surface: pygame.Surface, rect: pygame.Rect, alpha: int = 140) -> None:
    """Dim what lies in `rect`, so that a panel drawn over it is the one thing to read."""
    surface.blit(_shade_layer(tuple(rect.size), alpha), rect.topleft)


@lru_cache(maxsize=8)
def _shade_layer(size: tuple[int, int], alpha: int) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((4, 10, 8, alpha))
    return layer


def felt_background(size: tuple[int, int], game: str | None = None) -> pygame.Surface:
    """The table cloth of `game` (its own colour and weave, see game/ui/looks.py), or with
    None the plain green of the menus: a radial light in the middle fading to the edges, made
    once per size and game."""
    return felt(tuple(size), game)


def scale_for(size: tuple[int, int]) -> float:
    """How large to draw things: 1.0 at 1280x800, following the smaller dimension."""
    return max(0.55, min(size[0] / 1280, size[1] / 800))


ELLIPSIS = "\u2026"


def shortened(text: str, size: int, width: int, keep_end: bool = False, bold: bool = False) -> str:
    """`text` cut to `width` pixels with an ellipsis where it is cut: at its end, or with
    `keep_end` at its start (a file's path, whose name matters most)."""
    face = font(size, bold)
    if face.size(text)[0] <= width:
        return text

    def cut(keep: int) -> str:
        return ELLIPSIS + text[len(text) - keep :] if keep_end else text[:keep] + ELLIPSIS

    low, high = 0, len(text)  # the most characters kept that fit, found by halving
    while low < high:
        middle = (low + high + 1) // 2
        if face.size(cut(middle))[0] <= width:
            low = middle
        else:
            high = middle - 1
    return cut(low)

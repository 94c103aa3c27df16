"""The table cloth of each game: its colour lit in the middle and fading to the edges, under a
faint weave of its own (game/ui/looks.py says which), made once per size and game.

The weave is a small tile drawn once and repeated over the cloth, with a speckle of lighter
and darker fibres over it, so the felt reads as cloth rather than a flat colour at every size.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from game.ui.looks import Look, look

_LIGHT = (255, 255, 255)
_DARK = (0, 0, 0)


@lru_cache(maxsize=8)
def felt(size: tuple[int, int], game: str | None = None) -> pygame.Surface:
    """The felt of `game` (None: the plain one of the menus), `size` px, made once per size."""
    own = look(game)
    surface = _lit(size, own)
    if own.felt_pattern != "plain":
        _tiled(surface, _weave_tile(own.felt_pattern))
        _tiled(surface, _fibres(game or ""))
    return surface


def _lit(size: tuple[int, int], own: Look) -> pygame.Surface:
    """The cloth's colour: a radial light in the middle fading to the edges."""
    width, height = size
    surface = pygame.Surface(size)
    surface.fill(own.felt_edge)
    steps = 28
    for index in range(steps):
        share = 1 - index / steps
        color = [
            int(own.felt_edge[c] + (own.felt[c] - own.felt_edge[c]) * (index / steps) ** 0.7)
            for c in range(3)
        ]
        rect = pygame.Rect(
            0, 0, int(width * (0.35 + 0.85 * share)), int(height * (0.35 + 0.85 * share))
        )
        rect.center = (width // 2, height // 2)
        pygame.draw.ellipse(surface, color, rect)
    return surface


def _tiled(surface: pygame.Surface, tile: pygame.Surface) -> None:
    tw, th = tile.get_size()
    width, height = surface.get_size()
    for y in range(0, height, th):
        for x in range(0, width, tw):
            surface.blit(tile, (x, y))


@lru_cache(maxsize=8)
def _fibres(seed: str) -> pygame.Surface:
    """Scattered specks, a shade lighter or darker, the same for a game at every size."""
    tile = pygame.Surface((160, 160), pygame.SRCALPHA)
    chance = random.Random(seed)
    for _ in range(900):
        x, y = chance.randrange(160), chance.randrange(160)
        shade = _LIGHT if chance.random() < 0.5 else _DARK
        alpha = chance.randint(8, 20)
        if chance.random() < 0.3:  # a short fibre rather than a speck
            end = (x + chance.randint(-3, 3), y + chance.randint(-3, 3))
            pygame.draw.line(tile, (*shade, alpha), (x, y), end)
        else:
            tile.set_at((x, y), (*shade, alpha))
    return tile


@lru_cache(maxsize=8)
def _weave_tile(pattern: str) -> pygame.Surface:
    """One repeat of a weave, faint light and dark strokes on a clear tile; a whole number of
    repeats makes the tile, so its edges meet."""
    draw = {
        "weave": _basket,
        "dots": _dots,
        "diamonds": _diamonds,
        "hexes": _hexes,
        "crosshatch": _crosshatch,
    }[pattern]
    return draw()


def _basket() -> pygame.Surface:
    """A basket weave: pairs of short strokes, across in one square and down in the next."""
    cell, tile = 8, pygame.Surface((32, 32), pygame.SRCALPHA)
    for row in range(4):
        for col in range(4):
            x, y = col * cell, row * cell
            for step in (2, 5):
                if (row + col) % 2:
                    pygame.draw.line(tile, (*_LIGHT, 12), (x, y + step), (x + cell - 1, y + step))
                    pygame.draw.line(
                        tile, (*_DARK, 16), (x, y + step + 1), (x + cell - 1, y + step + 1)
                    )
                else:
                    pygame.draw.line(tile, (*_LIGHT, 12), (x + step, y), (x + step, y + cell - 1))
                    pygame.draw.line(
                        tile, (*_DARK, 16), (x + step + 1, y), (x + step + 1, y + cell - 1)
                    )
    return tile


def _dots(spacing: int = 26) -> pygame.Surface:
    """Small round dots in a staggered grid."""
    tile = pygame.Surface((spacing, spacing), pygame.SRCALPHA)
    for center in ((spacing // 4, spacing // 4), (spacing * 3 // 4, spacing * 3 // 4)):
        pygame.draw.circle(tile, (*_LIGHT, 22), center, 3)
        pygame.draw.circle(tile, (*_DARK, 18), (center[0] + 1, center[1] + 1), 3, 1)
    return tile


def _diamonds(size: int = 40) -> pygame.Surface:
    """A lattice of diamonds: two sets of diagonals."""
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    half = size // 2
    for offset in (-size, 0, size):
        pygame.draw.line(tile, (*_LIGHT, 18), (offset, half), (offset + half, 0))
        pygame.draw.line(tile, (*_LIGHT, 18), (offset + half, size), (offset + size, half))
        pygame.draw.line(tile, (*_LIGHT, 18), (offset, half), (offset + half, size))
        pygame.draw.line(tile, (*_LIGHT, 18), (offset + half, 0), (offset + size, half))
    pygame.draw.circle(tile, (*_DARK, 22), (half, half), 2)
    return tile


def _hexes(radius: int = 15) -> pygame.Surface:
    """A honeycomb of hexagon outlines (flat side up)."""
    width, height = radius * 3, round(radius * math.sqrt(3))
    tile = pygame.Surface((width, height), pygame.SRCALPHA)
    rise = height / 2 / math.sin(math.radians(60))  # the corners meet the tile's edges
    for col in (-1, 0, 1):
        for row in (-1, 0, 1):
            for ox, oy in ((0, 0), (width / 2, height / 2)):
                cx, cy = col * width + ox, row * height + oy
                corners = [
                    (cx + radius * math.cos(math.radians(a)), cy + rise * math.sin(math.radians(a)))
                    for a in range(0, 360, 60)
                ]
                pygame.draw.polygon(tile, (*_LIGHT, 16), corners, 1)
    return tile


def _crosshatch(size: int = 12) -> pygame.Surface:
    """Fine diagonals both ways, like canvas."""
    tile = pygame.Surface((size, size), pygame.SRCALPHA)
    for offset in (-size, 0, size):
        pygame.draw.line(tile, (*_DARK, 26), (offset, 0), (offset + size, size))
        pygame.draw.line(tile, (*_LIGHT, 14), (offset + size, 0), (offset, size))
    return tile

"""Lights and numbers over the table that live a moment: the flash of a card that is hit, the
sparks of the impact, a chain entry lit as it resolves, a counter glowing as it fills, and the
number rising from what was hit or healed.

Each is plain data aged by the animator (`Animator.update`); drawing them (`draw_effects`) only
blits images made once per size, colour or words, so a frame allocates nothing new.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.tween import ease_out_cubic

HIT_RED = (255, 96, 84)
HEAL_GREEN = (112, 232, 128)
REFILL_GOLD = (255, 214, 92)
FLASH_WHITE = (255, 246, 226)
RESOLVE_GOLD = (255, 206, 72)


@dataclass
class Flash:
    """A light over a card or a counter: it comes on at once and dies away (a hit), or
    swells and fades (`swell`: a chain entry lit, a counter filling)."""

    x: float
    y: float
    width: float
    height: float
    color: tuple[int, int, int]
    seconds: float
    peak: float = 0.8  # its strongest opacity, 0 to 1
    ring: bool = False  # a frame round the card rather than a light over it
    swell: bool = False
    pill: bool = False  # round-ended, as a counter's bar is
    age: float = 0.0

    @property
    def opacity(self) -> float:
        p = min(1.0, self.age / self.seconds) if self.seconds > 0 else 1.0
        if self.swell:
            return self.peak * math.sin(math.pi * p)
        return self.peak * (1.0 - p) ** 2


@dataclass
class Sparks:
    """The burst of an impact: short strokes flying out of a point."""

    x: float
    y: float
    reach: float  # how far from the point the strokes end, in pixels
    color: tuple[int, int, int]
    seconds: float
    age: float = 0.0


@dataclass
class Rising:
    """A number that rises from where it happened and fades: "-3" in red for damage, "+2" in
    green for a heal; `caption` under it says what it is ("heal", "Energy")."""

    text: str
    x: float
    y: float
    color: tuple[int, int, int]
    seconds: float
    size: int = 40
    caption: str = ""
    rise: float = 46.0
    age: float = 0.0

    @property
    def opacity(self) -> float:
        p = self.age / self.seconds if self.seconds > 0 else 1.0
        return max(0.0, min(1.0, p / 0.12, (1.0 - p) / 0.35))

    @property
    def height(self) -> float:
        p = min(1.0, self.age / self.seconds) if self.seconds > 0 else 1.0
        return self.rise * ease_out_cubic(p)


Effect = Flash | Sparks | Rising


def alive(effect: Effect) -> bool:
    return effect.age < effect.seconds


# -- drawing ---------------------------------------------------------------------------------
def draw_effects(surface: pygame.Surface, effects: list[Effect]) -> list[pygame.Rect]:
    """Draws `effects`; returns where each was drawn (drawn over the table's kept layers)."""
    drawn = []
    for effect in effects:
        if isinstance(effect, Flash):
            drawn.append(_flash(surface, effect))
        elif isinstance(effect, Sparks):
            drawn.append(_sparks(surface, effect))
        else:
            drawn.append(_rising(surface, effect))
    return drawn


def _flash(surface: pygame.Surface, flash: Flash) -> pygame.Rect:
    pad = 8 if flash.ring else 0
    size = (max(2, int(flash.width) + 2 * pad), max(2, int(flash.height) + 2 * pad))
    radius = min(size) // 2 if flash.pill else max(4, min(size) // 10)
    image = _ring(size, flash.color, radius) if flash.ring else _light(size, flash.color, radius)
    rect = image.get_rect(center=(int(flash.x), int(flash.y)))
    image.set_alpha(int(255 * max(0.0, min(1.0, flash.opacity))))
    surface.blit(image, rect)
    image.set_alpha(255)
    return rect


def _sparks(surface: pygame.Surface, sparks: Sparks) -> pygame.Rect:
    p = min(1.0, sparks.age / sparks.seconds) if sparks.seconds > 0 else 1.0
    reach = int(sparks.reach) + 4
    box = pygame.Rect(int(sparks.x) - reach, int(sparks.y) - reach, 2 * reach, 2 * reach)
    if p > 0.75:  # gone before the strokes thin to threads
        return box
    outer = sparks.reach * (0.4 + 0.6 * ease_out_cubic(p))
    inner = outer * (0.35 + 0.6 * p)  # the strokes shorten as they fly out
    thick = max(2, round(6 * (1 - p)))
    for index in range(10):
        turn = index * math.tau / 10 + (0.3 if index % 2 else 0.0)
        length = 1.0 if index % 2 == 0 else 0.7
        dx, dy = math.cos(turn), math.sin(turn)
        start = (sparks.x + dx * inner * length, sparks.y + dy * inner * length)
        end = (sparks.x + dx * outer * length, sparks.y + dy * outer * length)
        pygame.draw.line(surface, sparks.color, start, end, thick)
    return box


def _rising(surface: pygame.Surface, rising: Rising) -> pygame.Rect:
    image = outlined(rising.text, rising.size, rising.color)
    rect = image.get_rect(center=(int(rising.x), int(rising.y - rising.height)))
    alpha = int(255 * rising.opacity)
    image.set_alpha(alpha)
    surface.blit(image, rect)
    image.set_alpha(255)
    if not rising.caption:
        return rect
    words = outlined(rising.caption, max(14, rising.size // 2), rising.color)
    under = words.get_rect(midtop=(rect.centerx, rect.bottom - 4))
    words.set_alpha(alpha)
    surface.blit(words, under)
    words.set_alpha(255)
    return rect.union(under)


@lru_cache(maxsize=64)
def _light(size: tuple[int, int], color: tuple[int, int, int], radius: int) -> pygame.Surface:
    """A card-shaped (or bar-shaped) light, made once per size and colour."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (*color, 210), layer.get_rect(), border_radius=radius)
    return layer


@lru_cache(maxsize=64)
def _ring(size: tuple[int, int], color: tuple[int, int, int], radius: int) -> pygame.Surface:
    """A glowing frame round a card or a bar: a soft outer band and a bright line."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    rect = layer.get_rect()
    pygame.draw.rect(layer, (*color, 70), rect, 8, border_radius=radius)
    pygame.draw.rect(layer, (*color, 255), rect.inflate(-8, -8), 3, border_radius=radius)
    return layer


@lru_cache(maxsize=256)
def outlined(text: str, size: int, color: tuple[int, int, int]) -> pygame.Surface:
    """Bold words in `color` with a dark edge all round, readable over any card or felt."""
    face = theme.text(text, size, color, True)
    edge = theme.text(text, size, (24, 12, 10), True)
    thick = max(2, size // 14)
    layer = pygame.Surface(
        (face.get_width() + 2 * thick, face.get_height() + 2 * thick), pygame.SRCALPHA
    )
    for dx in (-thick, 0, thick):
        for dy in (-thick, 0, thick):
            if dx or dy:
                layer.blit(edge, (thick + dx, thick + dy))
    layer.blit(face, (thick, thick))
    return layer

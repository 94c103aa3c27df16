"""Drawing cards (cached by size and turn), cards in flight, banners and fans of cards.

The zones of a table are drawn by zone_table.py with these; what a game family draws of its
own (marks round a pile) comes from its hooks (see family.py).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.cardart import CardArt
from game.ui.table.family import TableFamily
from game.ui.table.sprites import Banner, CardSprite, banner_height, banner_padding

if TYPE_CHECKING:
    from collections.abc import Sequence


def glow_blue(ticks: int) -> int:
    """The blue of a glowing pile's frame at `ticks` milliseconds: it pulses.

    The table works it out once a frame, for the drawing and for the piles' signature, so a
    change of it is always sent to the screen.
    """
    return int(80 + 120 * (0.5 + 0.5 * math.sin(ticks / 180)))


class Renderer:
    """Draws one table. Rotated card images are cached, so a frame allocates almost nothing."""

    def __init__(self, art: CardArt, family: TableFamily | None = None):
        self.art = art
        self.family = family if family is not None else TableFamily()
        self._rotations: dict[tuple[int, int], tuple[pygame.Surface, pygame.Surface]] = {}
        self._greys: dict[int, tuple[pygame.Surface, pygame.Surface]] = {}

    def _image(
        self, card: str | None, width: int, angle: float, flying: bool = False
    ) -> pygame.Surface:
        width = max(8, int(width))
        if flying:  # its width changes as it flies: a face near it, scaled
            surface = self.art.near(card, width)
        else:
            surface = self.art.face(card, width) if card is not None else self.art.back(width)
        degrees = int(round(angle)) % 360
        if degrees == 0:
            return surface
        key = (id(surface), degrees)
        cached = self._rotations.get(key)
        if cached is None or cached[0] is not surface:  # (an id may be another image's now)
            if len(self._rotations) > 4000:
                self._rotations.clear()
            cached = (surface, pygame.transform.rotate(surface, degrees))
            self._rotations[key] = cached
        return cached[1]

    def card(
        self,
        surface: pygame.Surface,
        card: str | None,
        pos,
        width: float,
        angle: float = 0.0,
        face_up: float = 1.0,
        alpha: float = 255,
        flying: bool = False,
        tint: float = 0.0,
    ) -> pygame.Rect:
        shown = card if face_up >= 0.5 else None
        squeeze = abs(math.cos(math.pi * (1 - face_up))) if 0 < face_up < 1 else 1.0
        image = self._image(shown, width, angle, flying)
        if squeeze < 0.999:
            w = max(1, int(image.get_width() * squeeze))
            image = pygame.transform.scale(image, (w, image.get_height()))
        rect = image.get_rect(center=(int(pos[0]), int(pos[1])))
        grey = self._grey(image) if tint > 0.01 else None
        if alpha >= 255 and grey is None:
            surface.blit(image, rect)
            return rect
        # The kept images are lent their opacity for the blit, not copied.
        before = image.get_alpha()
        image.set_alpha(int(alpha) if tint < 0.99 else 0)
        surface.blit(image, rect)
        image.set_alpha(before)
        if grey is not None:
            grey.set_alpha(int(alpha * min(1.0, tint)))
            surface.blit(grey, rect)
            grey.set_alpha(255)
        return rect

    def _grey(self, image: pygame.Surface) -> pygame.Surface:
        """`image` without its colours, made once per image."""
        cached = self._greys.get(id(image))
        if cached is None or cached[0] is not image:
            if len(self._greys) > 256:
                self._greys.clear()
            cached = (image, pygame.transform.grayscale(image))
            self._greys[id(image)] = cached
        return cached[1]

    def sprites(self, surface: pygame.Surface, sprites: Sequence[CardSprite]) -> list[pygame.Rect]:
        """Cards in flight; returns where each was drawn."""
        return [
            self.card(
                surface,
                sprite.card,
                (sprite.x, sprite.y),
                sprite.width,
                sprite.angle,
                sprite.face_up,
                sprite.alpha,
                flying=True,
                tint=sprite.tint,
            )
            for sprite in sprites
        ]

    def banners(
        self,
        surface: pygame.Surface,
        play: pygame.Rect,
        scale: float,
        banners: Sequence[Banner],
        room: float | None = None,
    ) -> list[pygame.Rect]:
        """Banners, fading, each centred on its place (`Banner.at`; the middle of the table
        where it has none); returns where each was drawn. A long one is written smaller so
        that it stays within `room` pixels (a banner of the middle: its own `room`, else the
        width of the middle row) and on the table."""
        drawn = []
        for banner in banners:
            size = max(22, int(34 * scale * banner.size))
            wide = play.width - 48
            if banner.middle and (banner.room or room) is not None:
                wide = min(wide, banner.room or room)
            at = banner.at if banner.at is not None else play.center
            wide = max(40, int(wide) - 28)
            fit = theme.fitting_size(banner.text, size, wide, True, smallest=14)
            image = theme.text(banner.text, fit, banner.color, True)
            if image.get_width() > wide:  # too long even small: squeezed to its room
                height = max(1, image.get_height() * wide // image.get_width())
                image = pygame.transform.smoothscale(image, (wide, height))
            # The pill as tall as the band kept for it (placement.banner_rows), its words in it.
            tall = max(image.get_height() + 4, int(banner_height(scale * banner.size)))
            box = pygame.Rect(0, 0, image.get_width() + round(banner_padding(scale)[0]), tall)
            box.center = (int(at[0]), int(at[1]))
            box.clamp_ip(play.inflate(-8, -8))  # a seat's by the edge stays whole
            layer = _pill(box.size)
            layer.set_alpha(int(255 * banner.opacity))
            surface.blit(layer, box)
            shown = image if banner.opacity >= 0.99 else image.copy()
            if banner.opacity < 0.99:
                shown.set_alpha(int(255 * banner.opacity))
            surface.blit(shown, shown.get_rect(center=box.center))
            drawn.append(box)
        return drawn


def fan(
    renderer: Renderer,
    surface: pygame.Surface,
    cards: Sequence[str | None],
    pivot: tuple[float, float],
    width: float,
    tilt: float = 0.0,
    spread: float = 13.0,
) -> list[pygame.Rect]:
    """Cards held in one hand, `spread` degrees apart about a point below them (None: a
    card's back); `tilt` turns the whole hand. Returns where each card was drawn."""
    rects = []
    reach = width * 1.1
    for index, card in enumerate(cards):
        turn = (index - (len(cards) - 1) / 2) * spread + tilt
        rad = math.radians(turn)
        pos = (pivot[0] + reach * math.sin(rad), pivot[1] - reach * math.cos(rad))
        rects.append(renderer.card(surface, card, pos, width, -turn))
    return rects


# A small card shows at least this much of its width beside the next one: the big number or
# sign in its middle stays readable.
ROW_STEP, ROW_MIN_STEP = 0.62, 0.55


def row_fit(count: int, width: float, room: float, more_width: float) -> tuple[int, float]:
    """How many of `count` small cards of `width` a row of `room` shows, and the step between
    them: all of them squeezed down to ROW_MIN_STEP of a card; beyond that the first ones at that
    step, leaving `more_width` for the "+N" that counts the others."""
    if count <= 1:
        return count, width * ROW_STEP
    step = min(width * ROW_STEP, (room - width) / (count - 1))
    if step >= width * ROW_MIN_STEP:
        return count, step
    step = width * ROW_MIN_STEP
    shown = max(1, int((room - more_width - width) / step) + 1)
    return min(shown, count - 1), step


def card_row(
    renderer: Renderer,
    surface: pygame.Surface,
    cards: Sequence[str],
    left: float,
    middle: float,
    width: float,
    room: float,
) -> None:
    """Small cards face up from `left`, overlapping, squeezed together to stay in `room`; never
    so far that they cannot be read: the ones that do not fit are counted as "+N" after the
    last one shown."""
    size = max(15, int(width * 0.7))
    more_width = theme.text("+00", size, theme.INK, True).get_width() + width * 0.25
    shown, step = row_fit(len(cards), width, room, more_width)
    for index, card in enumerate(cards[:shown]):
        renderer.card(surface, card, (left + width / 2 + index * step, middle), width)
    if shown < len(cards):
        more = theme.text(f"+{len(cards) - shown}", size, theme.INK, True)
        x = left + (shown - 1) * step + width + width * 0.2
        surface.blit(more, more.get_rect(midleft=(int(x), int(middle))))


@lru_cache(maxsize=64)
def _pill(size: tuple[int, int]) -> pygame.Surface:
    """The dark rounded background of a banner, made once per size."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (10, 14, 16, 220), layer.get_rect(), border_radius=size[1] // 2)
    return layer

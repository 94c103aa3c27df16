"""A game's own card back: its colours shading down the card, a pattern of its own, a frame,
and its emblem (an icon named in assets/art/manifest.yaml under `emblems`) on a disc in the
middle. game/ui/looks.py says which, per game; cardart.py draws it once per width.
"""

from __future__ import annotations

import math

import pygame

from game.ui import art
from game.ui import cardsymbols as sym
from game.ui.looks import Look

Point = tuple[float, float]


def draw_own_back(w: int, h: int, scale: int, own: Look, game: str) -> pygame.Surface:
    """The back of `game`'s cards, `w` by `h` (drawn large, to be scaled down)."""
    body = sym.gradient(sym.body_size(w, h), own.back_top, own.back_bottom)
    _PATTERNS[own.back_pattern](body, own.back_ink, w)
    bw, bh = body.get_size()
    frame = body.get_rect().inflate(-w * 0.06, -w * 0.06)
    pygame.draw.rect(body, own.back_trim, frame, max(2, scale * 2), border_radius=round(w * 0.05))
    card = sym.card_blank(w, h, body, scale)
    center = (w / 2, h / 2)
    radius = w * 0.3
    pygame.draw.circle(card, own.back_trim, center, radius)
    pygame.draw.circle(card, own.back_bottom, center, radius * 0.9)
    emblem = _emblem(game, radius * 1.3, own.emblem_color)
    if emblem is not None:
        shadow = _tinted(emblem, (0, 0, 0))
        shadow.set_alpha(110)
        card.blit(shadow, shadow.get_rect(center=(center[0] + w * 0.012, center[1] + w * 0.016)))
        card.blit(emblem, emblem.get_rect(center=center))
    return card


def _emblem(game: str, size: float, color) -> pygame.Surface | None:
    """The game's emblem in `color`, or None where its picture is missing."""
    mask = art.emblem(game, size)
    return None if mask is None else _tinted(mask, color)


def _tinted(mask: pygame.Surface, color) -> pygame.Surface:
    """A white mask in `color`, its transparency kept."""
    out = mask.copy()
    out.fill((*color[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _rays(body: pygame.Surface, ink, w: int) -> None:
    """Wedges of light turning around the middle, as a sunburst."""
    bw, bh = body.get_size()
    center, reach = (bw / 2, bh / 2), math.hypot(bw, bh)
    for index in range(0, 24, 2):
        a, b = math.radians(index * 15), math.radians((index + 1) * 15)
        points = [
            center,
            (center[0] + reach * math.cos(a), center[1] + reach * math.sin(a)),
            (center[0] + reach * math.cos(b), center[1] + reach * math.sin(b)),
        ]
        pygame.draw.polygon(body, ink, points)


def _dots(body: pygame.Surface, ink, w: int) -> None:
    """Polka dots in a staggered grid."""
    bw, bh = body.get_size()
    step = w * 0.16
    for row in range(int(bh / step) + 2):
        shift = step / 2 if row % 2 else 0
        for col in range(int(bw / step) + 2):
            pygame.draw.circle(body, ink, (col * step + shift, row * step), w * 0.04)


def _checks(body: pygame.Surface, ink, w: int) -> None:
    """A chequerboard turned on its corner."""
    bw, bh = body.get_size()
    step = w * 0.14
    for row in range(int(bh / step) + 2):
        for col in range(int(bw / step) + 2):
            if (row + col) % 2:
                continue
            x, y = col * step, row * step
            half = step / 2
            pygame.draw.polygon(
                body, ink, [(x, y - half), (x + half, y), (x, y + half), (x - half, y)]
            )


def _hexes(body: pygame.Surface, ink, w: int) -> None:
    """A honeycomb of hexagon outlines."""
    bw, bh = body.get_size()
    radius = w * 0.09
    dx, dy = radius * 1.5, radius * math.sqrt(3)
    thick = max(2, round(w * 0.012))
    for col in range(int(bw / dx) + 2):
        for row in range(int(bh / dy) + 2):
            cx, cy = col * dx, row * dy + (dy / 2 if col % 2 else 0)
            corners = [
                (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
                for a in range(0, 360, 60)
            ]
            pygame.draw.polygon(body, ink, corners, thick)


def _chevrons(body: pygame.Surface, ink, w: int) -> None:
    """Bands of chevrons pointing up the card."""
    bw, bh = body.get_size()
    step, thick = w * 0.16, w * 0.05
    y = -step
    while y < bh + step:
        for x0 in range(-1, int(bw / step) + 2):
            x = x0 * step
            pygame.draw.polygon(
                body,
                ink,
                [
                    (x, y + step / 2),
                    (x + step / 2, y),
                    (x + step, y + step / 2),
                    (x + step, y + step / 2 + thick),
                    (x + step / 2, y + thick),
                    (x, y + step / 2 + thick),
                ],
            )
        y += step


_PATTERNS = {
    "rays": _rays,
    "dots": _dots,
    "checks": _checks,
    "hexes": _hexes,
    "chevrons": _chevrons,
}

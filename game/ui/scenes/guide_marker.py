"""The guide's marker: a pulsing outline round what a step is about, and an arrow beside it
on the side where it covers the least of the table."""

from __future__ import annotations

import pygame

from game.ui import theme


def outline(surface: pygame.Surface, rect: pygame.Rect, color, beat: float) -> None:
    width = 3 + int(3 * beat)
    pygame.draw.rect(surface, color, rect, width=width, border_radius=10)


def arrow(
    surface: pygame.Surface,
    target: pygame.Rect,
    panel: pygame.Rect,
    beat: float,
    others: list[pygame.Rect] | tuple = (),
) -> None:
    """A triangle beside the target pointing at it: on the side where it covers the least of
    `others` (the table's cards, plates and buttons) and stays in the window, facing the panel
    when that is as good."""
    size = 18
    gap = 10 + int(6 * beat)
    window = surface.get_rect()
    spots = []
    for order, side in enumerate(_sides_towards(target, panel)):
        points = _triangle(target, side, size, gap)
        box = pygame.Rect(_bounds(points))
        cost = sum(area(box.clip(rect)) for rect in others if not rect.contains(target))
        if not window.contains(box) or box.colliderect(panel):
            cost += 10**9
        spots.append((cost, order, points))
    points = min(spots)[2]
    pygame.draw.polygon(surface, theme.GOLD, points)
    pygame.draw.polygon(surface, theme.INK_DARK, points, width=2)


def _sides_towards(target: pygame.Rect, panel: pygame.Rect) -> list[str]:
    """The four sides of `target`, the one facing the panel first."""
    dx, dy = panel.centerx - target.centerx, panel.centery - target.centery
    stacked = panel.bottom <= target.top or panel.top >= target.bottom
    vertical = ["top", "bottom"] if dy < 0 else ["bottom", "top"]
    horizontal = ["left", "right"] if dx < 0 else ["right", "left"]
    return vertical + horizontal if stacked else horizontal + vertical


def _triangle(target: pygame.Rect, side: str, size: int, gap: int) -> list[tuple[int, int]]:
    """The arrow's corners on `side` of `target`, its tip `gap` from the target."""
    if side in ("top", "bottom"):
        tip_y = target.top - gap if side == "top" else target.bottom + gap
        back = -size if side == "top" else size
        return [
            (target.centerx, tip_y),
            (target.centerx - size, tip_y + back),
            (target.centerx + size, tip_y + back),
        ]
    tip_x = target.left - gap if side == "left" else target.right + gap
    back = -size if side == "left" else size
    return [
        (tip_x, target.centery),
        (tip_x + back, target.centery - size),
        (tip_x + back, target.centery + size),
    ]


def _bounds(points: list[tuple[int, int]]) -> tuple[int, int, int, int]:
    xs, ys = [x for x, _ in points], [y for _, y in points]
    return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def area(rect: pygame.Rect) -> int:
    return rect.width * rect.height

"""The lines the table draws between two cards of the table: a blocker joined to the attacker it
blocks, with the damage shared to it (drawn over the zones at every frame, since they join two
zones)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.ui import theme


def draw_links(
    surface: pygame.Surface, links: Sequence[tuple[str, str, int | None]], hits
) -> list[pygame.Rect]:
    """A line from each card to the card its mark names (a blocker to the attacker it
    blocks: `links`, the family's pairs with the share of damage dealt, None before it is
    shared), an arrowhead at the second, the share on the line; records the pairs linked
    in `hits.links` and gives the rectangles drawn."""
    drawn_rects: list[pygame.Rect] = []
    hits.links.clear()
    if not links:
        return drawn_rects
    drawn = {hit.item: hit.rect for hit in hits.items if hit.item is not None}
    for source, target, share in links:
        one, other = drawn.get(source), drawn.get(target)
        if one is None or other is None:
            continue
        start, end = facing(one, other), facing(other, one)
        width = max(3, one.width // 22)
        pygame.draw.line(surface, (12, 12, 12), start, end, width + 4)
        pygame.draw.line(surface, theme.GOLD, start, end, width)
        drawn_rects.append(
            pygame.Rect(
                min(start[0], end[0]),
                min(start[1], end[1]),
                abs(end[0] - start[0]),
                abs(end[1] - start[1]),
            ).inflate(4 * width + 40, 4 * width + 40)
        )
        arrowhead(surface, start, end, max(10, one.width // 6))
        for point in (start, end):
            pygame.draw.circle(surface, (12, 12, 12), point, width + 3)
            pygame.draw.circle(surface, theme.GOLD, point, width + 1)
        if share is not None:
            words = f"-{share}"
            image = theme.text(words, max(14, one.width // 5), (250, 250, 250), True)
            box = image.get_rect().inflate(12, 4)
            box.center = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
            pygame.draw.rect(surface, (12, 12, 12), box.inflate(4, 4), border_radius=9)
            pygame.draw.rect(surface, (200, 56, 50), box, border_radius=8)
            surface.blit(image, image.get_rect(center=box.center))
        hits.links.append((source, target))
    return drawn_rects


def facing(rect: pygame.Rect, other: pygame.Rect) -> tuple[int, int]:
    """The middle of the edge of `rect` that faces `other` (its top or its foot when one
    lies above the other, else its side)."""
    if rect.bottom <= other.top:
        return rect.midbottom
    if rect.top >= other.bottom:
        return rect.midtop
    return rect.midright if rect.centerx < other.centerx else rect.midleft


def arrowhead(surface, start, end, size: int) -> None:
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    back = (end[0] - ux * size, end[1] - uy * size)
    left = (back[0] - uy * size * 0.55, back[1] + ux * size * 0.55)
    right = (back[0] + uy * size * 0.55, back[1] - ux * size * 0.55)
    pygame.draw.polygon(surface, (12, 12, 12), [end, left, right], 0)
    inner = [
        (end[0] - ux * 2, end[1] - uy * 2),
        (left[0] + ux, left[1] + uy),
        (right[0] + ux, right[1] + uy),
    ]
    pygame.draw.polygon(surface, theme.GOLD, inner, 0)

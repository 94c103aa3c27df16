"""Where the game's status lines go: down the table's top left, each beside what is laid out
there rather than over it.

A line goes at the left edge when the room there is free; where another seat's hand, plate or
pile lies in its way, it goes in the first stretch beside it that holds it, wrapped to that
stretch when it is wide enough for a few words a line, else under what is in the way. The
table's things are not moved: the lines find the felt between them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import theme

PAD = (14, 4)  # a line's dark band: this much wider and taller than its words
GAP = 10  # the felt kept between a line's words and what they go beside (3 px past the band)
FEWEST_EMS = 8  # a stretch narrower than this many text sizes takes no wrapped line

# A part's lines for a width: the line images, or None when the part does not fit in it.
Lines = Callable[[int], "list[pygame.Surface] | None"]


def lines_of(part: str, size: int, prompt: bool) -> Lines:
    """A part's lines for a width: what the person at the screen must decide now large and
    gold, on one line as large as fits, else wrapped at the facts' size; a fact in small grey
    lines that read at a glance, not across the table."""

    def lines(width: int) -> list[pygame.Surface] | None:
        if prompt:
            big = theme.fitting_size(part, int(size * 1.3), width, True, smallest=size)
            if theme.font(big, True).size(part)[0] <= width:
                return [theme.text(part, big, theme.GOLD, True)]
            words = theme.wrap(part, size, width, True)
            images = [theme.text(line, size, theme.GOLD, True) for line in words]
        else:
            words = theme.wrap(part, size, theme.readable_width(size, width)) or (part,)
            images = [theme.text(line, size, theme.INK_DIM) for line in words]
        return images if all(image.get_width() <= width for image in images) else None

    return lines


def band(x: int, y: int, images: Sequence[pygame.Surface]) -> pygame.Rect:
    """The dark band a part's lines, drawn from (`x`, `y`) down, are written on."""
    wide = max((image.get_width() for image in images), default=0)
    tall = sum(image.get_height() for image in images)
    return pygame.Rect(x, y, wide, tall).inflate(*PAD)


def stretches(
    top: int, height: int, left: int, right: int, things: Sequence[pygame.Rect]
) -> list[tuple[int, int]]:
    """The stretches of [left, right) that no thing touches between `top` and `top + height`,
    left to right, each kept GAP from the things beside it."""
    row = pygame.Rect(left, top, right - left, height)
    spans = sorted(
        (rect.left - GAP, rect.right + GAP)
        for rect in things
        if rect.colliderect(row) and rect.right + GAP > left and rect.left - GAP < right
    )
    found, start = [], left
    for low, high in spans:
        if low > start:
            found.append((start, low))
        start = max(start, high)
    if start < right:
        found.append((start, right))
    return found


def below(top: int, height: int, left: int, right: int, things: Sequence[pygame.Rect]) -> int:
    """The first height under `top` that the things in the row from `top` leave free."""
    row = pygame.Rect(left, top, right - left, height)
    return min((rect.bottom + GAP for rect in things if rect.colliderect(row)), default=top + 1)


def flow(
    parts: Sequence[tuple[Lines, int]],
    area: pygame.Rect,
    things: Sequence[pygame.Rect],
) -> list[tuple[tuple[int, int], list[pygame.Surface]]]:
    """Each part's top left corner and line images, down `area` from its top left.

    A part is (lines, size): `lines(width)` gives its line images at most `width` wide, or
    None when it cannot be that narrow; `size` is its text size. A part that finds no room
    above the middle of `area` is drawn at the left edge where it would have started, as
    before there was anything to go beside."""
    placed, y = [], area.top
    for lines, size in parts:
        spot = _spot(lines, size, y, area, things)
        if spot is None:
            images = lines(area.width) or []
            spot = ((area.left, y), images)
        (_, top), images = spot
        placed.append(spot)
        y = top + sum(image.get_height() for image in images) + 4
    return placed


def _spot(lines: Lines, size: int, y: int, area: pygame.Rect, things: Sequence[pygame.Rect]):
    """The first place down from `y` where the part's lines lie on bare felt, or None."""
    whole = lines(area.width)
    if not whole:
        return None
    tall = whole[0].get_height()
    while y + tall <= area.centery:
        for left, right in stretches(y, tall, area.left, area.right, things):
            images = lines(right - left)
            if images is None or (len(images) > 1 and right - left < FEWEST_EMS * size):
                continue
            block = band(left, y, images).inflate(2 * GAP - PAD[0], 0)
            if block.collidelist(things) < 0:
                return (left, y), images
        y = max(y + 1, below(y, tall, area.left, area.right, things))
    return None

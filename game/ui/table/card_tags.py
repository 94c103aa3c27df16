"""Where a monster's tags (its marks in words: New, Attacking, Banned...) go on its card, and
their drawing: never over its number, the big one in the middle nor the index in its corner,
nor over its badges. (A K-Mon's tags stand up from its foot instead, over its numbers:
`draw_foot_tags`.)

The tags lie in the band across the top of the card, right of its corner index and above its
number, in the part of the card that shows (the next card of a row may lie over the rest), up
into the room free over the card (a board's room over its row, where no card is laid on it):
in rows, the first just over the number, as many as fit. A tag that finds no room there, and
every tag of a card too narrow for words, is a gold dot: in the band inside the card where no
tag is, else in the card's left margin, under its corner index, beside its number, above its
badges (the zoom has the words). A card crowded so that its badges reach its top shows the
dots it has room for.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui import theme
from game.ui.cardart import INDEX_MIN_WIDTH, card_height
from game.ui.table.stat_badges import CHIP_WIDTH, badge_hang, number_rect, stat_radius, stat_spots

SMALLEST = 8  # the smallest size a tag's words are drawn at
GAP = 2  # pixels between two tags
DOT = 3  # a dot's radius (on a card narrower than SMALL_CARD, one less)
SMALL_CARD = 40


def card_rect(spot: tuple[float, float], width: float) -> pygame.Rect:
    """Where a card `width` wide whose middle is at `spot` is drawn (see Renderer.card)."""
    wide = max(8, int(width))
    rect = pygame.Rect(0, 0, wide, card_height(wide))
    rect.center = (int(spot[0]), int(spot[1]))
    return rect


def index_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where the index in the top left corner of a card drawn at `rect` is, and a pixel round
    it, so that a tag kept out of it never touches it: the face draws its small number (its
    dark rim with it) from 0.055 to 0.315 of the card's width across, from 0.09 to 0.345 of
    it down (cardart.py, `_corner_layer`). A card too narrow for an index keeps the room of
    one there (its colour's mark, for the colour-blind)."""
    w = rect.width
    if w < INDEX_MIN_WIDTH:
        left, top = rect.left + round(w * 0.06), rect.top + round(w * 0.1)
        return pygame.Rect(left, top, round(w * 0.26), round(w * 0.24))
    left, top = rect.left + int(w * 0.05), rect.top + int(w * 0.085) - 1
    right, bottom = rect.left + math.ceil(w * 0.315) + 1, rect.top + math.ceil(w * 0.345) + 1
    return pygame.Rect(left, top, right - left, bottom - top)


def tag_band(rect: pygame.Rect, shown: float | None = None, above: int = 0) -> pygame.Rect:
    """The band of a card drawn at `rect` its tags lie in: right of its corner index, above
    its number, in the `shown` pixels from its left that show (None: all of it), and up into
    the `above` pixels free over the card."""
    room = rect.width if shown is None else max(1.0, min(rect.width, shown))
    left = index_rect(rect).right + GAP
    right = rect.left + int(room) - GAP
    top = rect.top + 1 - max(0, above)
    bottom = number_rect(rect).top - 1
    return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))


def tag_size(rect: pygame.Rect, above: int = 0) -> int:
    """The size of a tag's words on a card as wide as `rect`: what its band has room for."""
    band = tag_band(rect, None, above)
    return max(SMALLEST, min(16, rect.width // 5, band.height - 3))


def free_above(rect: pygame.Rect, ceiling: int, others: Sequence[pygame.Rect]) -> int:
    """How many pixels over a card drawn at `rect` are free for its tags: up to `ceiling`
    (its zone's top), or to the foot of another card (`others`) over it and its badges (a
    card laid on it, tucked behind it: none)."""
    limit = ceiling
    for other in others:
        if other is rect or other == rect or other.top >= rect.top:
            continue
        if other.right > rect.left and other.left < rect.right:
            # Its badges hang below it on a narrow card (stat_badges.badge_hang).
            limit = max(limit, other.bottom + badge_hang(other.width) + GAP)
    return max(0, rect.top - limit)


def tag_boxes(
    rect: pygame.Rect,
    widths: Sequence[float],
    tall: int,
    shown: float | None = None,
    above: int = 0,
) -> list[pygame.Rect | None]:
    """Where each tag (`widths` wide, `tall` high; a wider one is drawn narrower, down to its
    band's width) goes on a card drawn at `rect` of which `shown` pixels show, `above` pixels
    free over it: in rows across its band, each in the lowest row with room for it (the first
    just over its number, the next over that), left to right; None for a tag that finds no
    room there (drawn as a dot: see `dot_spots`). None for all of them on a card too narrow
    for words."""
    band = tag_band(rect, shown, above)
    if rect.width < CHIP_WIDTH or band.width < 12 or band.height < tall:
        return [None] * len(widths)
    # [height, where the next tag of the row goes], from the number up: beside the corner
    # index inside the card, then the whole card wide, the first down to the index's top.
    rows = []
    y = band.bottom - tall
    while y >= max(band.top, rect.top + 1) and y + tall > index_rect(rect).top:
        rows.append([y, band.left])
        y -= tall + GAP
    y = min(y, index_rect(rect).top - tall)
    while y >= band.top:
        rows.append([y, rect.left + GAP])
        y -= tall + GAP
    boxes: list[pygame.Rect | None] = []
    for wide in widths:
        width = round(wide)
        row = next((row for row in rows if row[1] + width <= band.right), None)
        if row is None or not boxes_free(boxes):
            boxes.append(None)
            continue
        boxes.append(pygame.Rect(row[1], row[0], width, tall))
        row[1] += width + GAP
    return boxes


def boxes_free(boxes: Sequence[pygame.Rect | None]) -> bool:
    """Whether no tag before has been left without room (a tag after one that has is too,
    the tags keep their order)."""
    return all(box is not None for box in boxes)


def dot_spots(
    rect: pygame.Rect,
    count: int,
    shown: float | None = None,
    taken: Sequence = (),
    above: int = 0,
) -> list[tuple[int, int]]:
    """The middles of `count` dots of tags without room for words on a card drawn at `rect`
    (at most as many as there is room for): in its tags' band where no tag (`taken`) is, from
    its number up (over its corner index, the whole card wide), then down its left margin,
    under its corner index, beside its number, above its badges."""
    dot = dot_radius(rect)
    step = 2 * dot + 2 + GAP
    band = tag_band(rect, shown, above)
    radius = stat_radius(rect) + 2  # a badge with its dark edge
    badges = [
        pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
        for x, y in stat_spots(rect, shown)
    ]
    taken = [*taken, *badges]
    spots = []
    y = band.bottom - dot - 1
    while y - dot - 1 >= band.top:
        whole = y + dot + 1 <= index_rect(rect).top  # over the corner index
        x = (rect.left + GAP if whole else band.left) + dot + 1
        while x + dot + 1 <= band.right:
            if dot_rect((x, y), dot).collidelist(taken) < 0:
                spots.append((x, y))
            x += step
        y -= step
    number = number_rect(rect)
    if number.left - rect.left >= 2 * dot + 3:  # a margin wide enough
        x = rect.left + (number.left - rect.left) // 2
        bottom = min(badge.top for badge in badges) - dot - 1
        y = index_rect(rect).bottom + dot + 1 + GAP
        while y <= bottom:
            spots.append((x, y))
            y += step
    return spots[:count]


def dot_radius(rect: pygame.Rect) -> int:
    """The radius of a tag's dot on a card as wide as `rect`."""
    return DOT if rect.width >= SMALL_CARD else DOT - 1


def dot_rect(spot: tuple[int, int], radius: int = DOT) -> pygame.Rect:
    """The rectangle a dot of `radius` at `spot` covers, its dark edge with it."""
    edge = radius + 1
    return pygame.Rect(spot[0] - edge, spot[1] - edge, 2 * edge, 2 * edge)


def draw_tags(
    surface: pygame.Surface,
    rect: pygame.Rect,
    words: Sequence[str],
    shown: float | None = None,
    above: int = 0,
) -> list[pygame.Rect]:
    """A card's tags, in words where they fit, else as dots; gives the rectangles drawn."""
    if not words:
        return []
    images, boxes, spots = placed_tags(rect, words, shown, above)
    drawn = []
    for image, box in zip(images, boxes, strict=True):
        if box is None:
            continue
        draw_chip(surface, image, box)
        drawn.append(box)
    dot = dot_radius(rect)
    for spot in spots:
        pygame.draw.circle(surface, (12, 12, 12), spot, dot + 1)
        pygame.draw.circle(surface, theme.GOLD, spot, dot)
        drawn.append(dot_rect(spot, dot))
    return drawn


def draw_chip(surface: pygame.Surface, image: pygame.Surface, chip: pygame.Rect) -> None:
    """A tag's words (`image`) on its gold chip at `chip`."""
    pygame.draw.rect(surface, theme.GOLD, chip, border_radius=chip.height // 2)
    surface.blit(image, image.get_rect(center=chip.center))


def placed_tags(
    rect: pygame.Rect, words: Sequence[str], shown: float | None = None, above: int = 0
) -> tuple:
    """(their words' images, their boxes, their dots' middles) of a card's tags `words` on a
    card drawn at `rect` of which `shown` pixels show, `above` pixels free over it: at the
    largest size at which every tag has room for its words, else at the largest, those
    without room as dots."""
    size = tag_size(rect, above)
    for smaller in range(size, SMALLEST - 1, -1):
        images, boxes = _laid(rect, words, smaller, shown, above)
        if all(box is not None for box in boxes):
            return images, boxes, []
    images, boxes = _laid(rect, words, size, shown, above)
    missing = sum(box is None for box in boxes)
    return images, boxes, dot_spots(rect, missing, shown, [box for box in boxes if box], above)


def _laid(rect: pygame.Rect, words: Sequence[str], size: int, shown, above: int) -> tuple:
    """The tags' words drawn at `size` (narrower where the band is), and their boxes."""
    band, tall = tag_band(rect, shown, above), size + 3
    whole = index_rect(rect).top - tall >= band.top  # a row the whole card wide
    room = max(4, band.right - (rect.left + GAP if whole else band.left) - 6)
    images = []
    for text in words:
        fit = theme.fitting_size(text, size, room, True, smallest=min(size, SMALLEST))
        label = theme.shortened(text, fit, room, bold=True)
        images.append(theme.text(label, fit, theme.INK_DARK, True))
    widths = [image.get_width() + 6 for image in images]
    return images, tag_boxes(rect, widths, size + 3, shown, above)


def draw_foot_tags(
    surface: pygame.Surface,
    rect: pygame.Rect,
    words: Sequence[str],
    top: float,
    shown: float | None = None,
) -> list[pygame.Rect]:
    """A card's tags as chips up from `top` (where its numbers reach), in the part of it that
    shows; on a card too narrow for words, a dot each at its top right; on a card lying
    sideways, on its top edge (`edge_tags`). Gives the rectangles drawn."""
    right = rect.right if shown is None else rect.left + min(rect.width, shown)
    drawn = []
    if rect.width > rect.height:  # a K-Mon defending: its picture fills the card's middle
        for image, chip in edge_tags(rect, words):
            rim = chip.inflate(2, 2)  # dark, to part it from the card's edge under it
            pygame.draw.rect(surface, (12, 12, 12), rim, border_radius=rim.height // 2)
            draw_chip(surface, image, chip)
            drawn.append(rim)
        return drawn
    if rect.width < CHIP_WIDTH:  # too small for words (the zoom has them)
        for index, _ in enumerate(words):
            dot = (int(right) - 6, rect.top + 7 + index * 10)
            pygame.draw.circle(surface, (12, 12, 12), dot, 5)
            pygame.draw.circle(surface, theme.GOLD, dot, 4)
            drawn.append(pygame.Rect(dot[0] - 6, dot[1] - 6, 12, 12))
        return drawn
    room = rect.width if shown is None else max(CHIP_WIDTH / 2, min(rect.width, shown))
    size = max(12, rect.width // 7)
    y = top - size - 6
    for text in words:
        fit = theme.fitting_size(text, size, max(10, int(room - rect.width * 0.3) - 12), True, 9)
        image = theme.text(text, fit, theme.INK_DARK, True)
        chip = image.get_rect(midbottom=(int(rect.left + room / 2), y + size)).inflate(10, 4)
        draw_chip(surface, image, chip)
        drawn.append(chip)
        y -= chip.height + 6
    return drawn


# Of a card's width: the margin of a K-Mon's face beside its picture (elementface.py), which a
# card lying sideways has over and under its picture.
PICTURE_MARGIN = 0.07


def edge_tags(rect: pygame.Rect, words: Sequence[str]) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The tags of a card lying sideways at `rect` (a K-Mon defending), each its words' image
    and its chip: on the card's top edge, from near its right end leftwards, mostly above
    the edge, over no more of the card than the margin over its picture; small, so that the
    tab of an item laid on it finds room beside them (zone_table.py)."""
    upright = rect.height  # the card's width, lying sideways
    size = max(11, upright // 10)
    bottom = rect.top + max(1, int(upright * PICTURE_MARGIN))
    right = rect.right - 3
    chips = []
    for text in words:
        fit = theme.fitting_size(text, size, max(10, rect.width // 3), True, 9)
        image = theme.text(text, fit, theme.INK_DARK, True)
        chip = image.get_rect().inflate(8, 2)
        chip.bottomright = (right, bottom)
        chips.append((image, chip))
        right = chip.left - 6
    return chips

"""The rows of a board (a battle's monsters): how big a board is for the cards it holds, and
where each of its cards lies.

A board lays its cards side by side, a little apart, while they fit; then closer, each still
showing at least MIN_SHOW of its width beside the next (its whole number and its badges side by
side: all of a narrow card, see `least_shown`); a board
too full for that lays them in two lines, the second in front of the first, each line far
enough below the other for the cards laid on its monsters to peek out above them.

The zone layout sizes each board from here (`board_box`), the table places its cards from here
(`board_position`), and the drawing asks how much of each card shows (`shown_widths`), so all
three agree by the geometry alone: a board laid out two lines tall lays its cards in two lines
once they no longer fit in one.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.ui.cardart import CARD_RATIO
from game.ui.table.stat_badges import HANG_ASIDE, badge_hang, stat_radius

BOARD_ROOM = 1.32  # a board is this many cards tall: room above its cards for those laid on them
PEEK = 0.15  # of a card's height: how much of a card laid on another shows above it
STEP = 1.08  # cards side by side lie this many widths apart
# Of a card's width: the least of a card that shows beside the next in a line, its number in the
# middle whole (see stat_badges.number_rect) and its badges beside each other under it.
MIN_SHOW = 0.84
TWO_LINES = BOARD_ROOM + 1 + PEEK  # a board of two lines is this many cards tall
SMALLER = 0.8  # one line may take cards this much smaller before it breaks into two
# The narrowest a board's card is laid out (pixels) while the room allows: its number, drawn
# 0.6 of its width tall (see stat_badges.number_rect), is then 16 pixels tall. A board breaks
# into two lines rather than lay its cards narrower in one.
READABLE = 27
# Of the reach of the badges below a narrow card's foot (stat_badges.badge_hang), what a board
# takes from the room over its cards (BOARD_ROOM keeps more than a laid card's PEEK) rather
# than grow by it: its cards stand that much higher in it, their badges inside its frame.
HANG_IN_ROOM = 4


def board_lines(rect: pygame.Rect, card: float, count: int) -> int:
    """How many lines `count` cards take on a board: two when one line would hide more than
    MIN_SHOW allows and the board is tall enough for two."""
    # (A board laid out for two lines may be a few pixels short of it once rounded.)
    if count <= 1 or rect.height * 1.03 + 2 < card * CARD_RATIO * TWO_LINES + 2 * board_hang(card):
        return 1
    return 1 if (rect.width - card) / (count - 1) >= least_shown(card) - 0.01 else 2


def row_inset(card: float, spare: float) -> float:
    """How far right of a board's left edge a line of cards `card` wide starts, with `spare`
    pixels to share: as far as the first badge of a card too narrow for its two badges side
    by side hangs left of it (stat_badges.stat_spots), where the line has the room."""
    wide = int(card)
    radius = stat_radius(pygame.Rect(0, 0, wide, wide))
    return max(0.0, min(HANG_ASIDE, 4 * radius + 7 - wide, spare))


def board_hang(card: float) -> float:
    """How much taller a board of cards `card` wide is for their badges, which hang below a
    narrow card's foot (the rest of their reach is taken from the room over its cards)."""
    return max(0, badge_hang(card) - HANG_IN_ROOM)


def board_position(rect: pygame.Rect, card: float, index: int, count: int) -> tuple[float, float]:
    """The middle of the `index`-th of `count` cards in the row of a board `rect` of cards
    `card` wide: each line centred, at the bottom of the board (the room above it is for the
    cards laid on them); the first line behind the second, above it."""
    lines = board_lines(rect, card, count)
    tall = card * CARD_RATIO
    first = math.ceil(count / lines)
    line, slot = (0, index) if index < first else (1, index - first)
    in_line = first if line == 0 else count - first
    spare = rect.width - card - (in_line - 1) * least_shown(card)
    inset = row_inset(card, spare)  # (centred in the rest: rect.centerx is rounded)
    step = min(card * STEP, (rect.width - card - inset) / max(1, in_line - 1))
    start = rect.left + inset + (rect.width - inset) / 2 - step * (in_line - 1) / 2
    # Above the badges that hang below a narrow card's foot (see stat_badges.badge_hang).
    hang = badge_hang(card)
    y = rect.bottom - hang - tall / 2 - (lines - 1 - line) * (tall * (1 + PEEK) + board_hang(card))
    return start + step * slot, y


def board_box(budget: float, card: float, count: int, least: int) -> tuple[float, float, float]:
    """(width, height, card width) of a board holding `count` cards in its row, at most
    `budget` wide, its cards `card` wide at most: room for `least` cards side by side at the
    least; wider for more, up to the budget; then its cards closer; then smaller (by SMALLER
    at most, and no narrower than READABLE); then in two lines. Taller by the badges that
    hang below a narrow card's foot."""
    cards = max(count, least, 1)
    width = card * (1 + (cards - 1) * STEP)
    if width <= budget:
        return width, card * CARD_RATIO * BOARD_ROOM + board_hang(card), card
    if count <= 1 or (budget - card) / (count - 1) >= least_shown(card):
        return budget, card * CARD_RATIO * BOARD_ROOM + board_hang(card), card
    smaller = widest(budget, count, card)
    least = max(card * SMALLER, min(card, READABLE))
    if smaller >= least:
        return budget, smaller * CARD_RATIO * BOARD_ROOM + board_hang(smaller), smaller
    two = min(least, widest(budget, math.ceil(count / 2), least))
    return budget, two * CARD_RATIO * TWO_LINES + 2 * board_hang(two), two


def least_shown(card: float) -> float:
    """The least of a card `card` wide that shows beside the next in a line: MIN_SHOW of it,
    and room for its two badges side by side under its number (see stat_badges.stat_spots:
    a card showing less stacks them, the second over its number); all of a card too narrow
    for that."""
    radius = stat_radius(pygame.Rect(0, 0, int(card), int(card)))
    # (Each badge with its dark edge, 3 pixels between them, 1 before the next card.)
    return min(card, max(card * MIN_SHOW, 4 * radius + 8))


def widest(budget: float, count: int, card: float) -> float:
    """The widest card, `card` wide at most, of which `count` lie in a line `budget` wide, each
    showing least_shown of it beside the next."""
    low, high = 1.0, card
    if high + (count - 1) * least_shown(high) <= budget:
        return high
    for _ in range(30):
        middle = (low + high) / 2
        low, high = (
            (middle, high)
            if middle + (count - 1) * least_shown(middle) <= budget
            else (low, middle)
        )
    return low


def shown_widths(spots: Sequence[tuple[float, float]], rows: Sequence[int], card: float) -> dict:
    """For each index of `rows` (the cards of a board that lie on no other), how much of its
    width shows from its left edge: up to the next card of its line, the whole of the last."""
    shown = {}
    for index in rows:
        x, y = spots[index]
        nexts = [
            spots[other][0] - x
            for other in rows
            if other != index and abs(spots[other][1] - y) < 1 and spots[other][0] > x
        ]
        shown[index] = min([card, *nexts])
    return shown

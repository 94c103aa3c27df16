"""An instance's numbers drawn on its card (the view's `stats`): round badges at its lower
corners (a monster's strength, what it can still take; below its foot when the card is too
narrow for them under its number), or, for the numbers the game has words
for (`<game>.stat.<name>`: K-Mon's HP, a buff's change, a laid card's turns left), labelled
pills in the card's foot ("HP 7/9", "ATK +1"): the band of its lower corners, where its face
prints its values, on a dark strip over them, so that the picture stays in sight and no number
shows twice (`foot_rect`, `foot_pills`). A Shield War Monster's health and energy (its seat's
counters) lie there too (plates.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.i18n import has, t
from game.ui import theme
from game.ui.cardart import CARD_RATIO, NUMBER_BOX
from game.ui.cardface import TEXT_MIN_WIDTH, foot_need, name_plate_box

# The colours of an instance's numbers by their names (any other: gold), and of one below
# its most.
STAT_COLORS = {
    "strength": (232, 148, 44),
    "attack": (232, 148, 44),
    "health": (72, 176, 96),
    "hp": (72, 176, 96),
    "turns": (110, 170, 240),
}
HURT = (214, 64, 56)
CHIP_WIDTH = 50  # a card narrower than this shows its marks as dots, not words
FOOT_INK = (16, 14, 20)  # the strip of a card's foot under its pills
BADGE_LEAST = 7  # a badge's radius at least (its digit still at DIGIT_LEAST)
DIGIT_LEAST = 13  # the least size of a badge's digit: 7 px from foot to top
# From this width on a card shows its rules text and smaller corners (cardface.py); K-Mon's
# faces keep it for bigger cards (elementface.py).
DETAILED = {"kmon": TEXT_MIN_WIDTH + 20}


def number_rect(rect: pygame.Rect) -> pygame.Rect:
    """Where the big number (or sign) in the middle of a card drawn at `rect` is: nothing
    else of the table is drawn over it (the next card of a row, a mark's chip)."""
    w = rect.width
    box = pygame.Rect(0, 0, round(w * 0.64), round(w * NUMBER_BOX))
    box.center = rect.center
    return box


def stat_radius(rect: pygame.Rect) -> int:
    """The radius of the round badges of an instance's numbers on a card as wide as `rect`:
    a seventh of it, never so small that its digit stops reading (BADGE_LEAST)."""
    return max(BADGE_LEAST, rect.width // 7)


def _badge_y(rect: pygame.Rect, radius: int) -> int:
    """The height of the middles of the badges at a card's foot: inside its lower edge, their
    dark edge on it; lower on a card too narrow for them under its number, so that they hang
    below its foot rather than lie over the number."""
    return max(rect.bottom - radius - 2, number_rect(rect).bottom + radius + 2)


def badge_hang(width: float) -> int:
    """How far the badges of a card `width` wide hang below its foot (their dark edge with
    them): nothing on a card wide enough for them under its number."""
    wide = max(8, int(width))
    rect = pygame.Rect(0, 0, wide, round(wide * CARD_RATIO))
    radius = stat_radius(rect)
    return _badge_y(rect, radius) - (rect.bottom - radius - 2)


HANG_ASIDE = 4  # pixels: the most the first badge of a narrow card hangs past its left edge


def stat_spots(
    rect: pygame.Rect, shown: float | None = None, reach: int = 0
) -> list[tuple[int, int]]:
    """Where the badges of an instance's numbers go on a card drawn at `rect`: in its lower
    corners, the first at the left, inside its edges (their dark edge too), so that they stay
    in its board's frame; on a card of which only `shown` pixels from the left show (the next
    card of its row lies over the rest), in that part: the second at its right while there is
    room for both side by side, else above the first. On a card too narrow for two side by
    side, all of it showing, the first hangs past its left edge into the `reach` pixels free
    there (HANG_ASIDE at most), the second a little over it."""
    radius = stat_radius(rect)
    left, bottom = rect.left + radius + 2, _badge_y(rect, radius)
    room = rect.width if shown is None else min(rect.width, int(shown))
    right = rect.right - radius - 2 if shown is None else rect.left + room - radius - 2
    if right >= left + 2 * radius + 3:
        return [(left, bottom), (right, bottom)]
    if room >= rect.width - 1:  # (all of it, but for a rounding)
        left -= min(max(0, reach), HANG_ASIDE, left + 2 * radius + 3 - right)
        return [(left, bottom), (max(left, right), bottom)]
    return [(left, bottom), (left, bottom - 2 * radius - 3)]


def corner_radius(width: float, game: str = "") -> float:
    """The radius of the values printed in the lower corners of a face `width` px wide."""
    return width * (0.12 if width >= DETAILED.get(game, TEXT_MIN_WIDTH) else 0.145)


def corner_rects(rect: pygame.Rect, game: str = "") -> list[pygame.Rect]:
    """The values printed in the lower corners of a face drawn at `rect` (cardface.py)."""
    w = rect.width
    side = round(2 * corner_radius(w, game))
    top = round(rect.bottom - w * 0.08) - side
    return [
        pygame.Rect(round(rect.left + w * 0.09), top, side, side),
        pygame.Rect(round(rect.left + w * 0.91) - side, top, side, side),
    ]


def foot_rect(
    rect: pygame.Rect, shown: float | None = None, game: str = "", count: int = 2
) -> pygame.Rect:
    """The foot of a card drawn at `rect` (of which `shown` pixels from the left show): the
    band of its lower corners, under its picture, from edge to edge of the part that shows;
    taller (up over the card) only when `count` pills would not fit in it. On a card lying
    sideways (wider than tall) a band one pill tall, its pills side by side."""
    w = rect.width
    if w > rect.height:  # a card lying sideways (defending): one row of pills along its foot
        inset = max(2, round(rect.height * 0.04))
        tall = pill_height(pygame.Rect(0, 0, rect.height, w)) + 8
        return pygame.Rect(rect.left + inset, rect.bottom - inset - tall, w - 2 * inset, tall)
    room = w if shown is None else max(CHIP_WIDTH / 2, min(w, shown))
    inset = max(2, round(w * 0.04))
    top = round(rect.bottom - w * 0.1 - 2 * corner_radius(w, game))
    bottom = rect.bottom - inset
    top = min(top, bottom - foot_need(count))  # (pills PILL_LEAST tall at least)
    return pygame.Rect(rect.left + inset, top, round(room) - 2 * inset, bottom - top)


def foot_pills(
    rect: pygame.Rect, count: int, shown: float | None = None, game: str = ""
) -> list[pygame.Rect]:
    """Where `count` labelled pills go in the foot of a card drawn at `rect`: one above the
    other, the first on top, sharing its height (none taller than a pill elsewhere); on a
    card lying sideways, side by side, the first at the left."""
    if count <= 0:
        return []
    foot = foot_rect(rect, shown, game, count).inflate(-4, -4)
    if rect.width > rect.height:  # sideways: side by side
        wide = (foot.width - 2 * (count - 1)) // count
        return [
            pygame.Rect(foot.left + i * (wide + 2), foot.top, wide, foot.height)
            for i in range(count)
        ]
    tall = min(pill_height(rect) + 4, (foot.height - 2 * (count - 1)) // count)
    top = foot.centery - (count * tall + 2 * (count - 1)) // 2
    return [pygame.Rect(foot.left, top + i * (tall + 2), foot.width, tall) for i in range(count)]


def draw_foot(
    surface: pygame.Surface,
    rect: pygame.Rect,
    pills: list[tuple[str, tuple[int, int, int]]],
    shown: float | None = None,
    game: str = "",
) -> None:
    """`pills` (words and colour) in the foot of the card drawn at `rect`, on a dark strip
    that covers the values its face prints there."""
    if not pills:
        return
    foot = foot_rect(rect, shown, game, len(pills))
    pygame.draw.rect(surface, FOOT_INK, foot, border_radius=max(3, foot.height // 5))
    for (words, color), box in zip(pills, foot_pills(rect, len(pills), shown, game), strict=True):
        size = pill_words_size(words, box)
        image = theme.text(words, size, theme.ink_on(color), True)
        pygame.draw.rect(surface, color, box, border_radius=box.height // 2)
        surface.blit(image, image.get_rect(center=box.center))


def pill_words_size(words: str, box: pygame.Rect) -> int:
    """The size of `words` in a pill of the foot drawn at `box`: as tall as the pill holds
    them, and on a pill of the least height (two numbers on a small card) no smaller than it
    is tall, so that they still read (its letters have no tails to fall out of it)."""
    return theme.fitting_size(
        words, max(box.height - 3, min(box.height, 13)), max(10, box.width - 10), True, smallest=9
    )


def _split(stats: Mapping[str, Any], game: str) -> tuple[list, list]:
    """The numbers drawn as pills (the game has words for them) and as round badges."""
    pills = [(n, v) for n, v in stats.items() if game and has(f"{game}.stat.{n}")]
    badges = [(n, v) for n, v in stats.items() if not (game and has(f"{game}.stat.{n}"))]
    return pills, badges


def _color(name: str, value: Any) -> tuple[tuple[int, int, int], Any, Any]:
    current, most = value if isinstance(value, (list, tuple)) else (value, None)
    color = STAT_COLORS.get(name, theme.GOLD)
    if most is not None and current < most:
        color = HURT
    return color, current, most


def _pill_words(
    game: str, name: str, value: Any, bare: bool = False
) -> tuple[str, tuple[int, int, int]]:
    color, current, most = _color(name, value)
    if most is not None:
        number = f"{current} / {most}"  # spaced: a small font's slash is thin
    elif isinstance(current, int) and not isinstance(current, bool) and name != "turns":
        number = f"{current:+d}"  # a change: +1, -2
        color = (120, 200, 120) if current > 0 else HURT
    else:
        number = str(current)
    return (number if bare else t(f"{game}.stat.{name}", value=number)), color


def pill_height(rect: pygame.Rect) -> int:
    return max(14, rect.width // 6)


def stats_top(
    rect: pygame.Rect, stats: Mapping[str, Any] | None, shown: float | None = None, game: str = ""
) -> int:
    """How high on the card the numbers reach (the marks' chips go above them)."""
    if not stats:
        return rect.bottom - 4
    pills, badges = _split(stats, game)
    if pills:
        return foot_rect(rect, shown, game, len(pills)).top
    return min(spot[1] for spot in stat_spots(rect, shown)) - stat_radius(rect)


def digit_size(words: str, radius: int) -> int:
    """The size of the number `words` in a badge of `radius`: as big as the badge holds it,
    never under DIGIT_LEAST for a single digit."""
    return theme.fitting_size(words, max(DIGIT_LEAST, int(radius * 1.5)), radius * 2 - 2, True)


def draw_stats(
    surface: pygame.Surface,
    rect: pygame.Rect,
    stats: Mapping[str, Any] | None,
    shown: float | None = None,
    game: str = "",
    reach: int = 0,
) -> None:
    """An instance's numbers: those with the game's words as pills in the card's foot, in the
    part of it that shows (over the values its face prints there); the others in round badges
    at its lower corners, the first at the left (a monster's strength), the second at the right
    (what it can still take), red once it is below its most (see `stat_spots`: `reach`, the
    pixels free left of the card)."""
    if not stats:
        return
    pills, badges = _split(stats, game)
    draw_foot(surface, rect, [_pill_words(game, n, v) for n, v in pills], shown, game)
    radius = stat_radius(rect)
    for (name, value), center in zip(badges, stat_spots(rect, shown, reach), strict=False):
        color, current, _ = _color(name, value)
        pygame.draw.circle(surface, (12, 12, 12), center, radius + 2)
        pygame.draw.circle(surface, color, center, radius)
        size = digit_size(str(current), radius)
        image = theme.text(str(current), size, theme.ink_on(color), True)
        surface.blit(image, image.get_rect(center=center))


def peek_pill(rect: pygame.Rect, words_width: int) -> pygame.Rect:
    """Where the pill of a card laid on another (drawn at `rect`) goes: at its right, on its top
    edge (mostly above it), clear of the name plate under the edge."""
    tall = max(12, rect.width // 7)
    box = pygame.Rect(0, 0, min(words_width + 8, rect.width - 6), tall)
    box.bottomright = (rect.right - 3, rect.top + int(name_plate_box(rect.width, False)[1]))
    return box


def peek_words(
    stats: Mapping[str, Any] | None, game: str, bare: bool = False
) -> tuple[str, tuple[int, int, int]] | None:
    """The words of a card laid on another's pill (its turns left; `bare`: the number alone),
    and the pill's colour."""
    pills, _ = _split(stats or {}, game)
    return _pill_words(game, *pills[0], bare) if pills else None


PEEK_READABLE = 11  # the pill of a card laid on another says its turns' number alone below this


def peek_text(
    stats: Mapping[str, Any] | None, game: str, width: int
) -> tuple[str, int, tuple[int, int, int]] | None:
    """The words of the pill of a card `width` wide laid on another, the size they are written
    at and the pill's colour: its turns in words ("1 / 2 turns"), or their number alone where
    the words would be too small to read in the half of the card the pill may take."""
    found = peek_words(stats, game)
    if found is None:
        return None
    tall = max(12, width // 7)
    largest = max(tall - 2, min(tall, 13))  # (digits and capitals: no tails to fall out)
    words, color = found
    size = theme.fitting_size(words, largest, width // 2, True, smallest=1)
    if size < PEEK_READABLE:
        words = (peek_words(stats, game, True) or found)[0]
        size = theme.fitting_size(words, largest, width // 2, True, smallest=1)
    return words, size, color


def draw_peek_stats(
    surface: pygame.Surface, rect: pygame.Rect, stats: Mapping[str, Any] | None, game: str
) -> None:
    """The numbers of a card laid on another (its turns left) on the top edge of the strip of
    it that shows above the other, at its right, leaving its name in sight."""
    found = peek_text(stats, game, rect.width)
    if found is None:
        return
    words, size, color = found
    image = theme.text(words, size, theme.INK_DARK, True)
    box = peek_pill(rect, image.get_width())
    pygame.draw.rect(surface, (12, 12, 12), box.inflate(2, 2), border_radius=box.height // 2 + 1)
    pygame.draw.rect(surface, color, box, border_radius=box.height // 2)
    surface.blit(image, image.get_rect(center=box.center))

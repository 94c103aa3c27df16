"""Uno Mostro's crowded boards: up to twelve monsters a seat, two to six seats, at every window
size the app opens: every monster on the window, its number and its badges never under another
card, its badges on no card's number (hung below its foot where the card is too narrow), its
tags beside its number. Measured with the rectangles the drawing uses."""

from __future__ import annotations

import pygame
import pytest

from game.engine.registry import get
from game.ui import theme
from game.ui.table.board_rows import READABLE, board_lines, shown_widths
from game.ui.table.board_spots import board_spots, row_indices
from game.ui.table.card_tags import (
    card_rect,
    dot_radius,
    dot_rect,
    free_above,
    index_rect,
    placed_tags,
)
from game.ui.table.stat_badges import digit_size, number_rect, stat_radius, stat_spots
from game.ui.table.zone_layout import problems, zone_layout

SIZES = ((800, 560), (1024, 640), (1280, 800), (1920, 1080))
FILLS = ((12,), (7,), (12, 3, 9, 12, 1, 12), (0, 12, 5, 8, 11, 2), (12, 7, 12, 9, 12))
# The least height in pixels of a monster's number (its card's number_rect) that reads.
READABLE_NUMBER = 16
# The least height in pixels of a badge's digit, from its foot to its top, that reads.
READABLE_DIGIT = 7
# A monster's tags, as many as it may carry at once, in the longest words of the catalogues.
TAGS = (
    ["In attacco", "Nuovo"],
    ["Prohibido", "Preso per questo turno", "Nuevo"],
    ["Bloqueando", "Tomado este turno", "Prohibido", "Nuevo"],
)


def badge_rects(rect: pygame.Rect, shown: float, reach: int = 0) -> list[pygame.Rect]:
    """Where a card's badges are drawn, `reach` pixels free left of it in its board."""
    radius = stat_radius(rect) + 2  # with its dark edge
    return [
        pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
        for x, y in stat_spots(rect, shown, reach)
    ]


def tag_rects(rect: pygame.Rect, words, shown: float, above: int) -> list[pygame.Rect]:
    """Where a card's tags are drawn: their words' boxes and their dots."""
    _, boxes, spots = placed_tags(rect, words, shown, above)
    return [box for box in boxes if box is not None] + [
        dot_rect(spot, dot_radius(rect)) for spot in spots
    ]


def _cases():
    for players in range(2, 7):
        for size in SIZES:
            for fill in FILLS:
                yield pytest.param(players, size, fill)


@pytest.mark.parametrize("players, size, fill", list(_cases()))
def test_every_monster_s_number_and_badges_are_in_sight(players, size, fill):
    ruleset = get("uno-mostro")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    counts = {f"board:p{seat + 1}": fill[seat % len(fill)] for seat in range(players)}
    placement = zone_layout(size, players, 0, specs, counters, True, counts)
    assert problems(placement) == []
    window = placement.play_rect
    drawn: list[tuple[str, pygame.Rect, list[pygame.Rect]]] = []  # in the order drawn
    tags: list[tuple[str, pygame.Rect]] = []
    for zone, count in counts.items():
        place = placement.zones[zone]
        items = [{"id": f"{zone}-{index}", "card": "r8"} for index in range(count)]
        spots = board_spots(placement, zone, items)
        width = place.card_width
        shown = shown_widths(spots, row_indices(items), width)
        rects = [card_rect(spot, width) for spot in spots]
        for index, rect in enumerate(rects):
            assert window.contains(rect), (zone, index, rect)
            assert number_rect(rect).height >= READABLE_NUMBER, (zone, width, "too small to read")
            reach = rect.left - place.rect.left
            badges = badge_rects(rect, shown[index], reach)
            kept = [number_rect(rect), index_rect(rect), *badges]
            strength, health = stat_spots(rect, shown[index], reach)
            assert strength[1] == health[1], (zone, index, "its badges stacked, over its number")
            digit = theme.text("8", digit_size("8", stat_radius(rect)), (0, 0, 0), True)
            assert digit.get_bounding_rect().height >= READABLE_DIGIT, (zone, width)
            numbers = [number_rect(other) for other in rects]  # its own and its neighbours'
            for badge in badges:
                assert badge.collidelist(numbers) < 0, (zone, index, width, "a badge on a number")
                assert window.contains(badge), (zone, index, "a badge off the window")
            above = free_above(rect, place.rect.top, rects)
            for words in TAGS:
                for tag in tag_rects(rect, words, shown[index], above):
                    assert tag.collidelist(kept) < 0, (zone, index, words, "a tag on a number")
                    off = not place.rect.union(rect).contains(tag)
                    assert not off, (zone, index, words, "a tag off its card and board")
                    assert tag.right <= rect.left + shown[index], (zone, index, "under a card")
                    tags.append((f"{zone}-{index}", tag))
            drawn.append((f"{zone}-{index}", rect, kept))
    for at, (name, _, kept) in enumerate(drawn):
        for other, rect, _ in drawn[at + 1 :]:  # drawn after it: over it
            assert rect.collidelist(kept) < 0, (name, other)
    order = [name for name, _, _ in drawn]
    for name, tag in tags:  # over another card only where its own lies over that one
        own, mine = drawn[order.index(name)][1], order.index(name)
        for at, (other, rect, kept) in enumerate(drawn):
            if other == name:
                continue
            for covered in (rect, *kept):
                overlap = tag.clip(covered)
                if overlap.width and overlap.height:
                    assert at < mine and own.contains(overlap), (name, other, "a tag over it")


@pytest.mark.parametrize("players", [5, 6])
def test_a_crowded_board_keeps_its_cards_big_enough_to_read(players):
    """Twelve monsters a seat in the smallest window: the boards break into two lines before
    their cards get too narrow for their numbers to read."""
    ruleset = get("uno-mostro")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    counts = {f"board:p{seat + 1}": 12 for seat in range(players)}
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    placement = zone_layout((800, 560), players, 0, specs, counters, True, counts)
    narrowest = min(placement.zones[zone].card_width for zone in counts)
    assert round(narrowest * 0.6) >= READABLE_NUMBER  # number_rect's height
    assert narrowest >= READABLE
    lines = [
        board_lines(placement.zones[zone].rect, placement.zones[zone].card_width, 12)
        for zone in counts
    ]
    assert 2 in lines  # a board too long for one line of readable cards takes two


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_a_monster_s_tags_are_words_on_a_roomy_board_and_none_is_lost_on_a_crowded_one(size):
    """Five monsters of two seats: a monster's New and Attacking both in words, in the band
    above its number. Twelve of six seats: every tag of a card at least shows as a dot."""
    ruleset = get("uno-mostro")
    for players, count in ((2, 5), (6, 12)):
        state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
        specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
        counts = {f"board:p{seat + 1}": count for seat in range(players)}
        placement = zone_layout(size, players, 0, specs, counters, True, counts)
        for zone in counts:
            width = placement.zones[zone].card_width
            items = [{"id": f"{zone}-{index}", "card": "r8"} for index in range(count)]
            spots = board_spots(placement, zone, items)
            shown = shown_widths(spots, row_indices(items), width)
            rects = [card_rect(spot, width) for spot in spots]
            for index, rect in enumerate(rects):
                words = ["Attacking", "New"]
                above = free_above(rect, placement.zones[zone].rect.top, rects)
                images, boxes, dots = placed_tags(rect, words, shown[index], above)
                if players == 2:
                    assert None not in boxes, (zone, index, width)
                    assert min(image.get_height() for image in images) >= 9  # size 10 at least
                    assert all(box.bottom <= number_rect(rect).top for box in boxes)
                else:
                    assert len([box for box in boxes if box]) + len(dots) == len(words)


@pytest.mark.parametrize("width", [36, 40, 50, 56, 63, 64, 80, 120])
def test_a_card_s_big_number_is_drawn_inside_its_number_rect(width):
    """The rectangle tags and badges keep off holds the number as the face draws it: no ink of
    the big digit (its dark ring) above or below it, whatever the card's width (a small card's
    number is drawn bigger than a large one's)."""
    from game.ui.cardart import CardArt
    from game.ui.cardbook import card_book

    art = CardArt(card_book("uno-mostro"))
    for code in ("r7", "r8", "r6", "r9", "r0", "r1"):
        face = art.face(code, width)
        rect = face.get_rect()
        number = number_rect(rect)
        # Down the middle fifth of the card: the white oval, the number's strokes across it
        # (their dark ring), the white oval again.
        middle = range(rect.centerx - width // 10, rect.centerx + width // 10 + 1)
        darkest = [min(sum(face.get_at((x, y))[:3]) for x in middle) for y in range(rect.height)]
        white = [y for y, value in enumerate(darkest) if value > 700]
        inside = range(min(white) + 1, max(white))
        rows = [y for y in inside if darkest[y] < 200]
        assert rows, f"{code} at {width} px: no ink found where its number is"
        assert number.top <= min(rows) and max(rows) < number.bottom, (
            f"{code} at {width} px: its number's ink runs over rows {min(rows)}-{max(rows)}, "
            f"outside its rectangle {number.top}-{number.bottom - 1}"
        )


WINDOWS = ((800, 560), (1280, 800), (1920, 1080))


def _boards(players: int, size, count: int):
    """A table of `players` seats in a window of `size`, every board holding `count`
    monsters: its placement, and for each board its place, its cards' rects and how much of
    each shows."""
    ruleset = get("uno-mostro")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    counts = {f"board:p{seat + 1}": count for seat in range(players)}
    placement = zone_layout(size, players, 0, specs, counters, True, counts)
    boards = []
    for zone in counts:
        place = placement.zones[zone]
        items = [{"id": f"{zone}-{index}", "card": "r8"} for index in range(count)]
        spots = board_spots(placement, zone, items)
        shown = shown_widths(spots, row_indices(items), place.card_width)
        boards.append((place, [card_rect(spot, place.card_width) for spot in spots], shown))
    return placement, boards


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("players", range(2, 7))
def test_every_badge_lies_inside_its_board_s_frame(players, size):
    for count in range(1, 13):
        _, boards = _boards(players, size, count)
        for place, rects, shown in boards:
            for index, rect in enumerate(rects):
                for badge in badge_rects(rect, shown[index], rect.left - place.rect.left):
                    where = (count, place.id, index, rect, badge, place.rect)
                    assert place.rect.contains(badge), where


INDEXED = ("r8", "r1", "r0", "rd2", "rs", "rr", "w")  # the widest and narrowest indices
_INK: dict[int, pygame.Rect | None] = {}


def index_ink(width: int) -> pygame.Rect | None:
    """The box of the ink of the corner index of a monster `width` wide (None: a card that
    narrow has none), measured in the drawn faces: each face against the same face drawn
    without its corner layer, in its top left quarter."""
    from game.ui import cardsymbols as sym
    from game.ui.cardart import CardArt
    from game.ui.cardbook import card_book

    if width not in _INK:
        book, found = card_book("uno-mostro"), []
        with_index = CardArt(book)
        faces = {code: with_index.face(code, width) for code in INDEXED}
        without = CardArt(book)
        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(
                CardArt, "_corner_layer", lambda self, card, w, h, small: sym.new_surface(w, h)
            )
            for code, face in faces.items():
                bare = without.face(code, width)
                quarter = pygame.Rect(0, 0, width // 2, face.get_height() // 2)
                found += [
                    (x, y)
                    for x in range(quarter.width)
                    for y in range(quarter.height)
                    if face.get_at((x, y)) != bare.get_at((x, y))
                ]
        xs, ys = [x for x, _ in found], [y for _, y in found]
        _INK[width] = (
            pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)
            if found
            else None
        )
    return _INK[width]


@pytest.mark.parametrize("width", [64, 70, 80, 90, 99, 100, 120, 150, 200])
def test_the_corner_index_s_rect_holds_the_drawn_index_and_a_pixel_round_it(width):
    ink = index_ink(width)
    assert ink is not None
    rect = pygame.Rect(0, 0, width, width * 3 // 2)
    assert index_rect(rect).contains(ink.inflate(2, 2)), (width, ink, index_rect(rect))


@pytest.mark.parametrize("size", WINDOWS)
@pytest.mark.parametrize("players", range(2, 7))
def test_no_tag_touches_a_card_s_corner_index(players, size):
    """New, Attacking and the longest tags, on every monster of every board: none on the
    drawn corner index of any card, nor right against it (a pixel of felt between them)."""
    for count in range(1, 13):
        _, boards = _boards(players, size, count)
        cards = [rect for _, rects, _ in boards for rect in rects]
        inks = []
        for rect in cards:
            ink = index_ink(rect.width)
            if ink is not None:
                inks.append(ink.move(rect.topleft).inflate(2, 2))
        for place, rects, shown in boards:
            for index, rect in enumerate(rects):
                above = free_above(rect, place.rect.top, rects)
                for words in (["Attacking", "New"], *TAGS):
                    for tag in tag_rects(rect, words, shown[index], above):
                        where = (count, place.id, index, rect, words, tag)
                        assert tag.collidelist(inks) < 0, where
                        assert tag.collidelist([index_rect(card) for card in cards]) < 0, where

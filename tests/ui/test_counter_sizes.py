"""The counters of the seats across the table ("Life 100/100" in a pill under or beside a name
plate) read at one size, whatever their pills' sizes and numbers, and none runs out of its
pill. Measured from the words' ink drawn by the table's labels."""

from __future__ import annotations

import pygame
import pytest

from game.engine.registry import get
from game.i18n import set_language
from game.ui import theme
from game.ui.table.display import Display
from game.ui.table.zone_hits import ZoneHits
from game.ui.table.zone_layout import zone_layout
from game.ui.table.zone_table import ZoneFrame, ZoneRenderer


def ink_box(surface: pygame.Surface, box: pygame.Rect) -> pygame.Rect:
    """The bounding box of the counter's words (the light ink) drawn in `box`."""
    found = [
        (x, y)
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
        if all(abs(a - b) <= 40 for a, b in zip(surface.get_at((x, y))[:3], theme.INK, strict=True))
    ]
    assert found, box
    xs, ys = [x for x, _ in found], [y for _, y in found]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def drawn_counters(game: str, players: int, size, values) -> tuple:
    ruleset = get(game)
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    specs, counters = tuple(ruleset.zone_specs(state)), tuple(ruleset.counter_specs(state))
    placement = zone_layout(size, players, 0, specs, counters)
    ids = [c.id for c in counters if c.owner is not None]
    display = Display(players=players, viewer=0)
    display.counters = {name: values(index) for index, name in enumerate(ids)}
    display.hands = [[] for _ in range(players)]
    frame = ZoneFrame(viewer=0, names=[f"Seat {n}" for n in range(players)], game=game)
    surface = pygame.Surface(size)
    renderer = ZoneRenderer(None, {c.id: c for c in counters})  # (labels draw no card)
    renderer.labels(surface, placement, display, frame, ZoneHits())
    others = [p for p in placement.counters.values() if p.owner not in (None, placement.anchor)]
    return surface, others


@pytest.mark.parametrize("language", ["en", "it", "es"])
@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("game, players", [("uno-mostro", 4), ("uno-mostro", 6), ("uno", 4)])
def test_the_other_seats_counters_read_at_one_size_inside_their_pills(
    game, players, size, language
):
    pygame.font.init()
    set_language(language)
    try:
        # The same words in every pill, then the numbers apart (one seat's much lower).
        for values in (lambda index: 100, lambda index: 100 if index % 2 else 7):
            surface, others = drawn_counters(game, players, size, values)
            assert len(others) >= 2
            inks = {place.id: ink_box(surface, place.rect) for place in others}
            heights = {ink.height for ink in inks.values()}
            where = (game, players, size, language, inks, [p.rect for p in others])
            assert len(heights) == 1, where
            for place in others:
                assert place.rect.contains(inks[place.id]), where
            if values(0) == values(1):  # the same words: as wide in every pill
                assert len({ink.width for ink in inks.values()}) == 1, where
    finally:
        set_language("en")


@pytest.mark.parametrize("value", [3, 27, 60])
def test_a_bar_filled_a_little_is_the_pill_s_end_cut_straight_not_a_round_blot(value):
    """Uno Mostro's life bars at `value`/100: the red runs the pill's whole height up to its
    share of the width and stops there, so a low life is a sliver of the bar's rounded end."""
    from game.ui.table.plates import COUNTER_COLORS

    red = COUNTER_COLORS["life"]
    surface, others = drawn_counters("uno-mostro", 2, (1280, 800), lambda _: value)
    box = others[0].rect
    end = box.left + int(box.width * value / 100)  # the first column past the share

    def is_red(x: int, y: int) -> bool:
        return all(abs(a - b) <= 30 for a, b in zip(surface.get_at((x, y))[:3], red, strict=True))

    reds = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)]
    reds = [(x, y) for x, y in reds if is_red(x, y)]
    assert reds and max(x for x, _ in reds) < end
    # The last column of the share is red from near the pill's top to near its foot, where
    # the pill itself is that tall (past its rounded end).
    last = end - 1
    if last - box.left >= box.height // 2:
        column = [y for x, y in reds if x == last]
        assert min(column) <= box.top + 2 and max(column) >= box.bottom - 3, (column, box)

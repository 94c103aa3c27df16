"""Where the seats sit: the name plate of a seat round the top and its fan of card backs."""

from __future__ import annotations

import math

import pygame
import pytest

from game.ui import theme
from game.ui.cardart import CARD_RATIO
from game.ui.table.layout import TableLayout


def plate_box(layout: TableLayout, seat: int) -> pygame.Rect:
    """The plate as the table draws it (see `TableRenderer.seats`), with a long name."""
    text = theme.text("Grimsby  ·  12", layout.plate_text_size(False), theme.INK, True)
    label = layout.spots[seat].label
    rect = text.get_rect(center=(int(label[0]), int(label[1])))
    return rect.inflate(22, 10)


def lowest_point(layout: TableLayout, seat: int, count: int) -> float:
    """The lowest pixel of a fan of `count` turned card backs."""
    width = layout.small_card_width
    lowest = -math.inf
    for _x, y, angle in layout.hand_positions(seat, count):
        rad = math.radians(angle)
        half_tall = 0.5 * width * abs(math.sin(rad)) + 0.5 * width * CARD_RATIO * abs(math.cos(rad))
        lowest = max(lowest, y + half_tall)
    return lowest


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (1920, 1080)])
@pytest.mark.parametrize("players", range(2, 11))
def test_a_fan_never_shows_a_corner_under_its_name_plate(size, players):
    pygame.font.init()
    layout = TableLayout(size, players, anchor=0)
    for seat, spot in layout.spots.items():
        if spot.bottom:
            continue
        box = plate_box(layout, seat)
        for count in range(1, 8):  # a starting hand is seen whole, above its plate
            assert lowest_point(layout, seat, count) <= box.top + 1, (seat, count)
        for count in range(8, 40):  # a bigger one may slip behind the plate, never under it
            assert lowest_point(layout, seat, count) <= box.bottom, (seat, count)

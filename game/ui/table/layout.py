"""The table's sizes for a window, and where its seats sit round it.

The seat at the screen (the viewer, or the anchor seat in the public view) sits at the bottom;
the others sit round an arc from the left over the top to the right, in turn order. The zone
layout (zone_layout.py) builds each seat's things at its spot and keeps the log panel's strip
on the right free.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.cardart import CARD_RATIO
from game.ui.theme import scale_for

# The log panel takes this share of the window's width, within these bounds (times the scale);
# folded away, it leaves a strip to open it again.
LOG_WIDTH_SHARE, LOG_MIN_WIDTH, LOG_MAX_WIDTH = 0.18, 220, 340
LOG_FOLDED_WIDTH = 48
# The most a card of the hand at the screen, of a pile and of another seat's hand is wide at
# 1280x800 (pixels); larger windows scale these with the table (theme.scale_for).
HAND_MOST, PILE_MOST, SMALL_MOST = 112, 112, 58
FAN_REACH = 2.6  # another seat's hand of card backs reaches at most this many card widths


def log_panel_width(width: int, scale: float, shown: bool) -> int:
    """How wide the log's strip on the right is in a window `width` wide."""
    if not shown:
        return max(32, int(LOG_FOLDED_WIDTH * scale))
    low, high = int(LOG_MIN_WIDTH * scale), int(LOG_MAX_WIDTH * scale)
    return min(int(width * 0.3), max(low, min(high, int(width * LOG_WIDTH_SHARE))))


@dataclass
class SeatSpot:
    seat: int
    center: tuple[float, float]  # where the seat's hand sits
    angle: float  # degrees its cards would be turned to face the middle (0 at the bottom)
    bottom: bool


class TableLayout:
    def __init__(self, size: tuple[int, int], players: int, anchor: int, log_shown: bool = True):
        self.size, self.players, self.anchor = size, players, anchor
        self.log_shown = log_shown
        width, height = size
        self.scale = scale_for(size)
        log_width = log_panel_width(width, self.scale, log_shown)
        self.log_rect = pygame.Rect(width - log_width, 0, log_width, height)
        self.play_rect = pygame.Rect(0, 0, self.log_rect.left, height)
        # The cards grow with the window's height, up to a size that grows with the table's
        # scale past 1280x800 (a large window shows the same table larger, not more felt).
        grown = max(1.0, self.scale)
        self.hand_card_width = int(min(HAND_MOST * grown, max(56, height * 0.13)))
        self.pile_card_width = int(min(PILE_MOST * grown, max(52, height * 0.125)))
        # The other seats share the arc round the top; with many of them, everything there is
        # drawn smaller so that hands and name plates do not run into each other.
        room = math.pi * self.play_rect.width * 0.4 / max(1, players - 1)
        self.small_card_width = int(min(SMALL_MOST * grown, height * 0.066, max(24, room * 0.34)))
        self.plate_scale = min(1.0, max(0.6, room / 150))
        self.center = (self.play_rect.centerx, int(height * 0.43))
        self.spots = {spot.seat: spot for spot in self._seat_spots()}

    def _seat_spots(self) -> list[SeatSpot]:
        play, players = self.play_rect, self.players
        hand_y = self.size[1] - self.hand_card_width * CARD_RATIO * 0.5 - 30 * self.scale
        spots = [SeatSpot(self.anchor, (play.centerx, hand_y), 0.0, True)]
        others = players - 1
        radius_x = play.width * 0.40
        radius_y = self.size[1] * 0.33
        cx, cy = self.center[0], self.center[1] + self.size[1] * 0.02
        for index in range(others):
            # Spread from the left (180 deg) over the top (270) to the right (360).
            share = (index + 0.5) / others if others > 1 else 0.5
            theta = math.radians(180 + 180 * share)
            x = cx + radius_x * math.cos(theta)
            y = cy + radius_y * math.sin(theta)
            y = max(y, self.small_card_width * CARD_RATIO * 0.55 + 30 * self.scale)
            seat = (self.anchor + 1 + index) % players
            angle = math.degrees(theta) - 90  # the cards' feet would point at the middle
            spots.append(SeatSpot(seat, (x, y), angle, False))
        return spots

    def plate_text_size(self, bottom: bool) -> int:
        """The size of the words on a seat's name plate."""
        return max(14, int(24 * self.scale * (1.0 if bottom else self.plate_scale)))

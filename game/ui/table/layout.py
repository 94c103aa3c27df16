"""Where things sit on the table for a window size and a number of seats.

The seat at the screen (the viewer, or the anchor seat in the public view) sits at the bottom
with its hand fanned face up; the others sit around an arc from the left over the top to the
right, in turn order, each with a small fan of card backs.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.ui.cardart import CARD_RATIO
from game.ui.theme import scale_for

LOG_WIDTH_SHARE = 0.22
FAN_REACH = 2.6  # a fan of card backs spreads at most this many card widths, end to end


@dataclass
class SeatSpot:
    seat: int
    center: tuple[float, float]  # middle of the seat's hand
    angle: float  # degrees the seat's cards are turned (0 at the bottom)
    label: tuple[float, float]  # where the name plate goes
    bottom: bool


class TableLayout:
    def __init__(self, size: tuple[int, int], players: int, anchor: int):
        self.size, self.players, self.anchor = size, players, anchor
        width, height = size
        self.scale = scale_for(size)
        self.log_rect = pygame.Rect(
            int(width * (1 - LOG_WIDTH_SHARE)), 0, int(width * LOG_WIDTH_SHARE), height
        )
        self.play_rect = pygame.Rect(0, 0, self.log_rect.left, height)
        play = self.play_rect
        self.hand_card_width = int(min(112, max(56, height * 0.13)))
        self.pile_card_width = int(min(112, max(52, height * 0.125)))
        # The other seats share the arc round the top; with many of them, everything there is
        # drawn smaller so that fans and name plates do not run into each other.
        room = math.pi * self.play_rect.width * 0.4 / max(1, players - 1)
        self.small_card_width = int(min(58, height * 0.066, max(24, room * 0.34)))
        self.plate_scale = min(1.0, max(0.6, room / 150))
        self.center = (play.centerx, int(height * 0.43))
        gap = self.pile_card_width * 0.72
        self.draw_pos = (self.center[0] - gap, self.center[1])
        self.discard_pos = (self.center[0] + gap, self.center[1])
        self.hand_y = height - self.hand_card_width * CARD_RATIO * 0.5 - 30 * self.scale
        self.spots = {spot.seat: spot for spot in self._seat_spots()}
        # Every frame asks where each hand's cards go; a layout never changes, so each fan
        # is worked out once (a new window size makes a new layout).
        self._fans: dict[tuple[int, int], list[tuple[float, float, float]]] = {}

    def _seat_spots(self) -> list[SeatSpot]:
        play, players = self.play_rect, self.players
        spots = [
            SeatSpot(
                self.anchor,
                (play.centerx, self.hand_y),
                0.0,
                (play.centerx, self.hand_y - self.hand_card_width * 1.02),
                True,
            )
        ]
        others = players - 1
        radius_x = play.width * 0.40
        radius_y = self.size[1] * 0.33
        cx, cy = self.center[0], self.center[1] + self.size[1] * 0.02
        for index in range(others):
            # Spread from the left (180 deg) over the top (270) to the right (360).
            share = (index + 0.5) / others if others > 1 else 0.5
            theta = math.radians(180 + 180 * share)
            if others == 1:
                theta = math.radians(270)
            x = cx + radius_x * math.cos(theta)
            y = cy + radius_y * math.sin(theta)
            y = max(y, self.small_card_width * CARD_RATIO * 0.55 + 30 * self.scale)
            seat = (self.anchor + 1 + index) % players
            angle = math.degrees(theta) - 90  # the cards' feet point at the middle
            label_y = y + self._plate_drop(angle)
            spots.append(SeatSpot(seat, (x, y), angle, (x, label_y), False))
        return spots

    def plate_text_size(self, bottom: bool) -> int:
        """The size of the words on a seat's name plate."""
        return max(14, int(24 * self.scale * (1.0 if bottom else self.plate_scale)))

    def _plate_drop(self, angle: float) -> float:
        """How far below a seat's middle its name plate goes.

        The plate sits just under a fan of seven turned cards; a bigger hand spreads further
        and may slip behind the plate, but never so far that a corner shows under it.
        """
        width = self.small_card_width
        sin, cos = abs(math.sin(math.radians(angle))), abs(math.cos(math.radians(angle)))
        half_tall = 0.5 * width * sin + 0.5 * width * CARD_RATIO * cos  # one turned card
        plate_half = (self.plate_text_size(bottom=False) + 10) / 2
        seven = half_tall + self._fan_spread(7) / 2 * sin
        widest = half_tall + width * FAN_REACH / 2 * sin
        return max(seven + plate_half + 4 * self.scale, widest - plate_half + 3)

    def _fan_spread(self, count: int) -> float:
        """From the first to the last card's middle, in a fan of card backs of `count` cards."""
        width = self.small_card_width
        return min(width * 0.24, width * FAN_REACH / max(1, count - 1)) * (count - 1)

    def hand_positions(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        """(x, y, angle) of each card of a hand, left to right (a list shared by every caller,
        not to be changed)."""
        fan = self._fans.get((seat, count))
        if fan is None:
            fan = self._fans[(seat, count)] = self._fan(seat, count)
        return fan

    def _fan(self, seat: int, count: int) -> list[tuple[float, float, float]]:
        spot = self.spots[seat]
        if count == 0:
            return []
        if spot.bottom:
            width = self.hand_card_width
            room = self.play_rect.width * 0.86
            step = min(width * 0.62, (room - width) / max(1, count - 1))
            total = step * (count - 1)
            start = spot.center[0] - total / 2
            out = []
            for index in range(count):
                offset = (index - (count - 1) / 2) / max(1, count)
                out.append(
                    (
                        start + step * index,
                        spot.center[1] + abs(offset) * 18 * self.scale,
                        -offset * 14,
                    )
                )
            return out
        total = self._fan_spread(count)
        step = total / max(1, count - 1)
        rad = math.radians(spot.angle)
        out = []
        for index in range(count):
            along = -total / 2 + step * index
            out.append(
                (
                    spot.center[0] + along * math.cos(rad),
                    spot.center[1] - along * math.sin(rad),
                    spot.angle,
                )
            )
        return out

"""Drawing the table from the display model: seats, piles, hands, sprites and banners.

What a game family draws of its own (marks beside the piles, counters on the plates) comes
from its hooks (see family.py).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.cardart import CARD_RATIO, CardArt
from game.ui.table.display import Display
from game.ui.table.family import TableFamily
from game.ui.table.layout import TableLayout
from game.ui.table.sprites import MIDDLE_BANNERS, Banner, CardSprite

if TYPE_CHECKING:
    from collections.abc import Sequence


def glow_blue(ticks: int) -> int:
    """The blue of a glowing pile's frame at `ticks` milliseconds: it pulses.

    The table works it out once a frame, for the drawing and for the piles' signature, so a
    change of it is always sent to the screen.
    """
    return int(80 + 120 * (0.5 + 0.5 * math.sin(ticks / 180)))


class Renderer:
    """Draws one table. Rotated card images are cached, so a frame allocates almost nothing."""

    def __init__(self, art: CardArt, family: TableFamily | None = None):
        self.art = art
        self.family = family if family is not None else TableFamily()
        self._rotations: dict[tuple[int, int], pygame.Surface] = {}

    def _image(self, card: str | None, width: int, angle: float) -> pygame.Surface:
        width = max(8, int(width))
        surface = self.art.face(card, width) if card is not None else self.art.back(width)
        degrees = int(round(angle)) % 360
        if degrees == 0:
            return surface
        key = (id(surface), degrees)
        cached = self._rotations.get(key)
        if cached is None:
            if len(self._rotations) > 4000:
                self._rotations.clear()
            cached = pygame.transform.rotate(surface, degrees)
            self._rotations[key] = cached
        return cached

    def card(
        self,
        surface: pygame.Surface,
        card: str | None,
        pos,
        width: float,
        angle: float = 0.0,
        face_up: float = 1.0,
        alpha: float = 255,
    ) -> pygame.Rect:
        shown = card if face_up >= 0.5 else None
        squeeze = abs(math.cos(math.pi * (1 - face_up))) if 0 < face_up < 1 else 1.0
        image = self._image(shown, width, angle)
        if squeeze < 0.999:
            w = max(1, int(image.get_width() * squeeze))
            image = pygame.transform.scale(image, (w, image.get_height()))
        if alpha < 255:
            image = image.copy()
            image.set_alpha(int(alpha))
        rect = image.get_rect(center=(int(pos[0]), int(pos[1])))
        surface.blit(image, rect)
        return rect

    # -- zones ------------------------------------------------------------------------------
    def piles(
        self,
        surface: pygame.Surface,
        layout: TableLayout,
        display: Display,
        draw_glow: bool,
        discard_glow: bool,
        blue: int,
    ) -> None:
        """The stock (face down, its size below it) and the pile played on (its newest cards,
        over the family's marks); a glowing pile's frame has this `blue` (`glow_blue`, which
        pulses)."""
        width = layout.pile_card_width
        x, y = layout.draw_pos
        stock = display.stock.size
        depth = min(6, stock // 12 + (1 if stock else 0))
        for layer in range(depth):
            self.card(surface, None, (x - layer * 1.5, y - layer * 1.5), width)
        if not stock:
            self._empty_slot(surface, (x, y), width)
        if draw_glow:
            self._glow(surface, (x - depth * 1.5, y - depth * 1.5), width, blue)
        count = theme.text(str(stock), max(16, int(22 * layout.scale)), theme.INK_DIM)
        surface.blit(count, count.get_rect(midtop=(x, y + width * CARD_RATIO / 2 + 6)))
        dx, dy = layout.discard_pos
        self.family.pile_marks(self, surface, (dx, dy), width, display)
        pile = display.pile.cards
        for index, card in enumerate(pile[-5:]):
            angle = ((sum(map(ord, card)) * 7 + index * 37) % 25) - 12
            self.card(surface, card, (dx, dy), width, angle)
        if not pile:
            self._empty_slot(surface, (dx, dy), width)
        if discard_glow:
            self._glow(surface, (dx, dy), width, blue)

    def _empty_slot(self, surface, pos, width) -> None:
        rect = pygame.Rect(0, 0, int(width), int(width * CARD_RATIO))
        rect.center = (int(pos[0]), int(pos[1]))
        pygame.draw.rect(surface, theme.FELT_LIGHT, rect, width=2, border_radius=int(width * 0.1))

    def _glow(self, surface, pos, width, blue: int) -> None:
        rect = pygame.Rect(0, 0, int(width * 1.16), int(width * CARD_RATIO * 1.1))
        rect.center = (int(pos[0]), int(pos[1]))
        glow = (255, 236, blue)
        pygame.draw.rect(surface, glow, rect, width=4, border_radius=int(width * 0.14))

    def seats(
        self,
        surface: pygame.Surface,
        layout: TableLayout,
        display: Display,
        names: Sequence[str],
        deciding: set[int],
        hidden_hand: set[int],
    ) -> None:
        # Every fan first, then every plate: with many seats a fan reaches under a neighbour's
        # plate, which must stay readable.
        for seat, spot in layout.spots.items():
            if not spot.bottom or seat in hidden_hand:
                width = layout.small_card_width if not spot.bottom else layout.hand_card_width
                for pos in layout.hand_positions(seat, len(display.hands[seat])):
                    self.card(surface, None, pos[:2], width, pos[2])
        for seat, spot in layout.spots.items():
            size = layout.plate_text_size(spot.bottom)
            label = plate_label(display, names, seat, self.family.plate_counters)
            active = seat in deciding or seat == display.turn
            ink = theme.BUTTON_TEXT if active else theme.INK
            plate = theme.text(label, size, ink, True)
            rect = plate.get_rect(center=(int(spot.label[0]), int(spot.label[1])))
            box = plate_box(layout, seat, label)
            fill = theme.GOLD if active else (20, 30, 34)
            pygame.draw.rect(surface, fill, box, border_radius=box.height // 2)
            if seat == display.dealer:
                dot = (box.left - 12, box.centery)
                pygame.draw.circle(surface, (250, 250, 250), dot, 9)
                mark = theme.text("D", 18, theme.INK_DARK, True)
                surface.blit(mark, mark.get_rect(center=dot))
            surface.blit(plate, rect)

    def own_hand(
        self,
        surface: pygame.Surface,
        layout: TableLayout,
        display: Display,
        seat: int,
        playable: set[str],
        lifted: int | None,
        dragging: int | None,
        selected: int | None,
        positions: Sequence[tuple[float, float, float]] | None = None,
    ) -> list[pygame.Rect]:
        """The viewer's cards face up (at `positions`, or at their places in the fan); returns
        each card's rectangle for hit tests. A card still flying in (`display.arriving`, the
        last copies of its code) leaves its place empty."""
        hand = display.hands[seat]
        rects = []
        width = layout.hand_card_width
        if positions is None:
            positions = layout.hand_positions(seat, len(hand))
        waiting = display.waiting() if display.arriving else set()
        for index, (pos, card) in enumerate(zip(positions, hand, strict=True)):
            x, y, angle = pos
            if index == dragging or index in waiting:
                rects.append(pygame.Rect(0, 0, 0, 0))
                continue
            lift = 0.0
            if card in playable:
                lift += 14 * layout.scale
            if index in (lifted, selected):
                lift += 16 * layout.scale
            rect = self.card(surface, card, (x, y - lift), width, angle)
            if index == selected:
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(4, 4), width=3, border_radius=10)
            rects.append(rect)
        return rects

    def sprites(self, surface: pygame.Surface, sprites: Sequence[CardSprite]) -> list[pygame.Rect]:
        """Cards in flight; returns where each was drawn."""
        return [
            self.card(
                surface,
                sprite.card,
                (sprite.x, sprite.y),
                sprite.width,
                sprite.angle,
                sprite.face_up,
                sprite.alpha,
            )
            for sprite in sprites
        ]

    def banners(
        self,
        surface: pygame.Surface,
        layout: TableLayout,
        banners: Sequence[Banner],
        names: Sequence[str],
    ) -> list[pygame.Rect]:
        """Banners, fading; returns where each was drawn.

        A banner of the middle of the table sits in its row (`Banner.slot`) above the piles,
        so banners never overlap and none moves while it is shown. The rows the seats across
        the table leave no room for above the piles go down over the piles instead of over
        their name plates. A long one is written smaller so that it stays on the table, and
        between the name plates beside its row.
        """
        size = max(22, int(34 * layout.scale))
        row = theme.font(size, True).get_height() + 14 + 8
        base = layout.center[1] - layout.pile_card_width * 1.35
        # Decided by the layout and the names alone, so that a banner never moves while it
        # is shown: the plates are taken as wide as they can grow in this game.
        plates = widest_plates(layout, names, self.family.plate_counters)
        half = layout.play_rect.width * 0.3
        band = (layout.center[0] - half, layout.center[0] + half)
        clear = max(
            (p.bottom for p in plates if p.top < base + row / 2 and _across(p, *band)),
            default=0,
        )
        # The first rows go up from just above the piles while they clear the plates; the
        # others go down from there (from under the plates when no row fits above).
        ups = 0
        while ups < MIDDLE_BANNERS and base - ups * row - row / 2 >= clear:
            ups += 1
        down = base + row if ups else max(base, clear + row / 2)
        rows_y = [
            base - k * row if k < ups else down + (k - ups) * row for k in range(MIDDLE_BANNERS)
        ]
        drawn = []
        for banner in banners:
            room = layout.play_rect.width - 48
            at = banner.at
            if at is None:  # its row, as wide as the plates beside it leave free
                y = rows_y[banner.slot]
                at = (layout.center[0], y)
                room = min(room, _free_width(layout, plates, y - row / 2, y + row / 2) - 12)
            room = max(40, int(room) - 28)
            fit = theme.fitting_size(banner.text, size, room, True, smallest=14)
            image = theme.text(banner.text, fit, banner.color, True)
            if image.get_width() > room:  # too long even small: squeezed to its room
                height = max(1, image.get_height() * room // image.get_width())
                image = pygame.transform.smoothscale(image, (room, height))
            box = image.get_rect(center=(int(at[0]), int(at[1]))).inflate(28, 14)
            box.clamp_ip(layout.play_rect.inflate(-8, -8))  # a seat's by the edge stays whole
            layer = _pill(box.size)
            layer.set_alpha(int(255 * banner.opacity))
            surface.blit(layer, box)
            shown = image if banner.opacity >= 0.99 else image.copy()
            if banner.opacity < 0.99:
                shown.set_alpha(int(255 * banner.opacity))
            surface.blit(shown, shown.get_rect(center=box.center))
            drawn.append(box)
        return drawn


def widest_plates(
    layout: TableLayout, names: Sequence[str], counters: Mapping[str, str]
) -> list[pygame.Rect]:
    """The other seats' name plates as wide as they can grow: many cards and big counters."""
    most = "".join("  ·  " + t(key, points=9999) for key in counters.values())
    return [
        plate_box(layout, seat, f"{names[seat]}  ·  99{most}")
        for seat, spot in layout.spots.items()
        if not spot.bottom
    ]


def _across(rect: pygame.Rect, left: float, right: float) -> bool:
    return rect.right > left and rect.left < right


def _free_width(layout: TableLayout, plates: list[pygame.Rect], top: float, bottom: float) -> float:
    """How wide a band between `top` and `bottom`, centred on the table, may be without
    reaching any of `plates`."""
    cx, play = layout.center[0], layout.play_rect
    half = min(cx - play.left, play.right - cx)
    for plate in plates:
        if plate.top < bottom and plate.bottom > top:
            if plate.left >= cx:
                half = min(half, plate.left - cx)
            elif plate.right <= cx:
                half = min(half, cx - plate.right)
            else:
                half = 0
    return max(0.0, 2 * half)


def fan(
    renderer: Renderer,
    surface: pygame.Surface,
    cards: Sequence[str | None],
    pivot: tuple[float, float],
    width: float,
    tilt: float = 0.0,
    spread: float = 13.0,
) -> list[pygame.Rect]:
    """Cards held in one hand, `spread` degrees apart about a point below them (None: a
    card's back); `tilt` turns the whole hand. Returns where each card was drawn."""
    rects = []
    reach = width * 1.1
    for index, card in enumerate(cards):
        turn = (index - (len(cards) - 1) / 2) * spread + tilt
        rad = math.radians(turn)
        pos = (pivot[0] + reach * math.sin(rad), pivot[1] - reach * math.cos(rad))
        rects.append(renderer.card(surface, card, pos, width, -turn))
    return rects


def card_row(
    renderer: Renderer,
    surface: pygame.Surface,
    cards: Sequence[str],
    left: float,
    middle: float,
    width: float,
    room: float,
) -> None:
    """Small cards face up from `left`, overlapping, squeezed together to stay in `room`."""
    step = width * 0.62
    if len(cards) > 1:
        step = min(step, (room - width) / (len(cards) - 1))
    for index, card in enumerate(cards):
        renderer.card(surface, card, (left + width / 2 + index * step, middle), width)


def plate_label(
    display: Display, names: Sequence[str], seat: int, counters: Mapping[str, str] | None = None
) -> str:
    """A seat's name plate: the name, the cards held (not those still flying in), and each of
    `counters` (counter name -> the words of its value) once any seat has one."""
    held = len(display.hands[seat])
    if seat == display.viewer:
        held -= len(display.arriving)
    label = f"{names[seat]}  ·  {held}"
    for name, key in (counters or {}).items():
        values = display.seat_counters(name)
        if any(values):
            label += "  ·  " + t(key, points=values[seat])
    return label


def plate_box(layout: TableLayout, seat: int, label: str) -> pygame.Rect:
    """The name plate of a seat showing `label`."""
    spot = layout.spots[seat]
    size = layout.plate_text_size(spot.bottom)
    rect = theme.text(label, size, theme.INK, True).get_rect()
    rect.center = (int(spot.label[0]), int(spot.label[1]))
    return rect.inflate(22, 10)


@lru_cache(maxsize=64)
def _pill(size: tuple[int, int]) -> pygame.Surface:
    """The dark rounded background of a banner, made once per size."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, (10, 14, 16, 220), layer.get_rect(), border_radius=size[1] // 2)
    return layer

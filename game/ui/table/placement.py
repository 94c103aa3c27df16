"""The rectangles of a laid-out table (see zone_layout.py): a `Place` for each zone, name plate
and counter, where the cards of a row or a chain lie in them, and where the news of the middle
of the table goes (`banner_rows`): never over the piles, a seat's name or its counters.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import combinations

import pygame

from game.ui.cardart import CARD_RATIO
from game.ui.table.board_rows import board_position
from game.ui.table.layout import TableLayout
from game.ui.table.sprites import MIDDLE_BANNERS

CHAIN_STEP = (0.22, 0.03)  # a chain's area holds ten cards this far (in card sizes) apart
CHAIN_SPREAD = 0.62  # and a short chain's cards lie this far apart, their names showing


@dataclass(frozen=True)
class Place:
    """Where one thing of the table goes: a zone, a seat's name plate or a counter."""

    id: str  # the zone's or counter's id; `plate:pN` for a name plate
    kind: str  # a zone's kind, or "plate" or "counter"
    owner: int | None
    rect: pygame.Rect
    card_width: int = 0  # the width of a card in it (0 for plates and counters)

    @property
    def card_size(self) -> tuple[int, int]:
        return self.card_width, int(self.card_width * CARD_RATIO)


@dataclass
class ZonePlacement:
    """The rectangles of a table: `zones` by zone id, `plates` by seat, `counters` by id."""

    size: tuple[int, int]
    players: int
    anchor: int
    seats: TableLayout
    scale: float  # the share of their full size the middle and the bottom seat are drawn at
    seat_scale: float  # the same for the other seats (1.0 where all fits)
    zones: dict[str, Place] = field(default_factory=dict)
    plates: dict[int, Place] = field(default_factory=dict)
    counters: dict[str, Place] = field(default_factory=dict)
    # A band over the middle row kept free for the news of the table (who played what), of
    # one row of banners or two.
    news: Place | None = None
    news_rows: int = 1
    # A band under a battle's middle row kept free for its piles' counts.
    counts: Place | None = None
    # Banners shown at once in the middle of the table (a duel's band between its champions
    # holds one: a second would cover a champion).
    banner_slots: int = MIDDLE_BANNERS
    # Where the seat at the screen's buttons go, when the layout keeps them a place (a duel).
    buttons: pygame.Rect | None = None
    # How much of a card laid on another shows above it, in the zones where that is not
    # board_rows.PEEK of a card's height (a duel's benches show the laid card's name whole).
    peeks: dict[str, float] = field(default_factory=dict)
    # The rows of news found for a width (`banner_rows`): the search is not made every frame.
    _banner_rows: dict[float, tuple[float, float]] = field(default_factory=dict, repr=False)

    @property
    def log_rect(self) -> pygame.Rect:
        return self.seats.log_rect

    @property
    def play_rect(self) -> pygame.Rect:
        return self.seats.play_rect

    @property
    def center(self) -> tuple[int, int]:
        """The middle of the table: the middle of its middle row."""
        middle = [p.rect for p in self.zones.values() if p.owner is None]
        if not middle:
            return self.play_rect.center
        return middle[0].unionall(middle[1:]).center

    def banner_rows(self, wide: float) -> tuple[float, float]:
        """Where the two rows of news of the middle of the table go (their middles' heights)
        for banners up to `wide` pixels: the first in the news band, over the piles; the
        second in the band's second row when it has one (the layout gives it one when no room
        is free elsewhere), else under the middle row, else over the news band, wherever it
        covers no seat's things (over the middle row when neither is free)."""
        found = self._banner_rows.get(wide)
        if found is None:
            found = self._banner_rows[wide] = self._find_banner_rows(wide)
        return found

    def _find_banner_rows(self, wide: float) -> tuple[float, float]:
        news = (
            self.news.rect if self.news is not None else pygame.Rect(self.play_rect.center, (0, 40))
        )
        tall = news.height / self.news_rows
        first = news.bottom - tall / 2
        if self.news_rows > 1:
            return float(first), float(news.top + tall / 2)
        second = self._second_row(wide)
        # No second row (the layout then shows one news at a time): the band's row.
        return float(first), second if second is not None else float(first)

    def _second_row(self, wide: float) -> float | None:
        """Where a second row of news `wide` pixels goes outside the news band: under the
        middle row (past the counts under its piles), else over the news band, where it covers
        no seat's things; else the nearest height over or under those where it covers nothing
        placed; None when there is no such height."""
        if self.news is None:
            return None
        news = self.news.rect
        middle = [p.rect for p in self.zones.values() if p.owner is None] or [news]
        low = max(rect.bottom for rect in middle)
        tall = news.height / self.news_rows
        seats = [p.rect for p in self.places() if p.owner is not None]

        # The status of the game is written over the top seats' things.
        ceiling = min(p.rect.top for p in self.places())

        def free(y: float, covered: list[pygame.Rect]) -> bool:
            band = pygame.Rect(0, 0, int(wide), int(tall))
            band.center = (news.centerx, int(y))
            inside = self.play_rect.contains(band) and band.top >= ceiling
            return inside and band.collidelist(covered) < 0

        below = low + tall * 0.5 + max(14, min(p.card_width for p in self.zones.values()) * 0.25)
        above = news.top - tall * 0.5 - 4
        found = next((float(y) for y in (below, above) if free(y, seats)), None)
        if found is not None:
            return found
        # Else the nearest height, over or under those, where it covers nothing placed: never
        # a board either (the cards laid on its monsters show in the room above them).
        covered = [p.rect for p in self.places() if p.kind != "news"]
        step = max(4, int(tall / 4))
        for shift in range(step, self.play_rect.height, step):
            for y in (below + shift, above - shift):
                if free(y, covered):
                    return float(y)
        return None

    def banner_room(self, y: float) -> float:
        """How wide a banner of the middle of the table centred at height `y` may be: as far
        each way as it covers nothing placed (and at least as wide as the news band)."""
        if self.news is None:
            return float(self.play_rect.width - 48)
        news = self.news.rect
        tall = news.height / self.news_rows
        top, bottom = y - tall / 2, y + tall / 2
        half = self.play_rect.width / 2 - 24
        half = min(
            half, news.centerx - self.play_rect.left - 8, self.play_rect.right - 8 - news.centerx
        )
        for place in self.places():
            rect = place.rect
            if place is self.news or rect.bottom <= top or rect.top >= bottom:
                continue
            if rect.left >= news.centerx:
                half = min(half, rect.left - news.centerx - 6)
            elif rect.right <= news.centerx:
                half = min(half, news.centerx - rect.right - 6)
        return float(max(news.width, 2 * half))

    def places(self) -> list[Place]:
        """Everything placed: zones, then plates, then counters, then the bands kept free."""
        bands = [band for band in (self.news, self.counts) if band is not None]
        return [*self.zones.values(), *self.plates.values(), *self.counters.values(), *bands]

    def seat_places(self, seat: int) -> list[Place]:
        return [place for place in self.places() if place.owner == seat]

    def chain_position(self, zone: str, index: int, count: int) -> tuple[float, float]:
        """The middle of the `index`-th card (from 0, the oldest) of a chain of `count` cards:
        each lies right of and a little below the one before, as far as the area leaves room
        for (a short chain shows most of each card)."""
        place = self.zones[zone]
        rect, (width, height) = place.rect, place.card_size
        steps = max(1, count - 1)
        dx = min(width * CHAIN_SPREAD, (rect.width - width) / steps)
        dy = min(height * CHAIN_STEP[1], (rect.height - height) / steps)
        return rect.left + width / 2 + dx * index, rect.top + height / 2 + dy * index

    def row_position(self, zone: str, index: int, count: int) -> tuple[float, float]:
        """The middle of the `index`-th of `count` cards laid in a row in a zone (a hand, a
        board): side by side while they fit, overlapping after that, the row centred."""
        place = self.zones[zone]
        rect, width = place.rect, place.card_width
        if place.kind == "board":  # at the bottom, in one line or two (see board_rows.py)
            return board_position(rect, width, index, count)
        if place.kind == "slot":  # its card at the bottom, the room above for cards laid on it
            return rect.centerx, rect.bottom - width * CARD_RATIO / 2
        step = min(width * 1.08, (rect.width - width) / max(1, count - 1))
        start = rect.centerx - step * (count - 1) / 2
        return start + step * index, rect.centery


def with_news_room(search: Callable[[int], ZonePlacement]) -> ZonePlacement:
    """The table laid out by `search(news_rows)` with room for two news at once, inside the
    news band or where they cover nothing placed: a second row outside the band where one is
    free; else a band of two rows, when that leaves every card as big; else a band of one row
    that shows one news at a time (the newer takes the older's place; the log keeps both)."""
    placement = search(1)
    if placement.news is None or placement._second_row(placement.news.rect.width + 80):
        return placement
    two = search(2)
    if (two.scale, two.seat_scale) >= (placement.scale, placement.seat_scale):
        return two
    placement.banner_slots = 1
    return placement


def problems(placement: ZonePlacement, mine=None) -> list[str]:
    """What is wrong with a placement: things overlapping or off the table (none: fine);
    with `mine`, among the places it chooses only."""
    play = placement.play_rect
    out = []
    places = [place for place in placement.places() if mine is None or mine(place)]
    for place in places:
        if not play.contains(place.rect):
            out.append(f"{place.id} leaves the table")
    for one, other in combinations(places, 2):
        if one.rect.colliderect(other.rect):
            out.append(f"{one.id} overlaps {other.id}")
    return out

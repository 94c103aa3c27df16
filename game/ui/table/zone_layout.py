"""Where every zone of any game goes on the table: a rectangle and a card size for each.

The seats sit where the UNO table puts them (`TableLayout`): the seat at the screen at the
bottom, the others round the top in turn order, the log panel's strip on the right left free.
Each seat gets a group of its own, laid out from the edge of the table towards the middle:

- its hands (`hand`), the seat at the screen's big and face up, the others' small;
- its name plate, with its counters (health, energy, charges, score...) as badges beside or
  under it;
- its boards (`board`), each a row of card slots, between its hand and the middle;
- its slots (`slot`, and piles of its own) beside its board, or beside its name without one.

The table's own zones go in one row in the middle: piles side by side (those nobody sees
first, as a deck, then the ones everyone sees), then any other zone of the table, then the
chains, each an area where cards are laid over each other with an offset. Counters of the
table sit above the middle row.

Nothing overlaps: seats across the top are pushed apart along the top, seats on the sides
along their edge, and when things still do not fit everything is drawn smaller until they do.
The layout is rectangles only; drawing is the table's part.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

import pygame

from game.engine.zones import CounterSpec, ZoneSpec
from game.ui.cardart import CARD_RATIO
from game.ui.table.boxes import Leaf, Stack, lay, spread, stack
from game.ui.table.layout import FAN_REACH, TableLayout

BOARD_SLOTS = 5  # the seat at the screen's board is a row of this many card places
BOARD_ROOM = 1.32  # a board is this many cards tall: room above its cards for those laid on them
OTHER_BOARD_SLOTS = 4  # and another seat's of this many (more cards close up)
CHAIN_CARDS = 10  # a chain this long still lies inside its area
CHAIN_STEP = (0.22, 0.03)  # a chain's area holds ten cards this far (in card sizes) apart
CHAIN_SPREAD = 0.62  # and a short chain's cards lie this far apart, their names showing
SIDE_ANGLE = 55.0  # a seat turned this far from facing down the table sits on a side
SMALLEST = 0.3  # things are drawn no smaller than this share of their size
LIFT = 0.2  # a card of the hand at the screen that may be played stands this much (of a width) out


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
    # A band over the middle row kept free for the news of the table (who played what).
    news: Place | None = None

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
        for banners up to `wide` pixels: the first in the news band; the second under the
        middle row, else over the news band, wherever it covers no seat's things (over the
        middle row when neither is free)."""
        news = (
            self.news.rect if self.news is not None else pygame.Rect(self.play_rect.center, (0, 40))
        )
        middle = [p.rect for p in self.zones.values() if p.owner is None] or [news]
        low = max(rect.bottom for rect in middle)
        tall = news.height
        seats = [p.rect for p in self.places() if p.owner is not None]

        def free(y: float) -> bool:
            band = pygame.Rect(0, 0, int(wide), int(tall))
            band.center = (news.centerx, int(y))
            return self.play_rect.contains(band) and not any(band.colliderect(r) for r in seats)

        # Under the middle row, past the counts written under its piles.
        below = low + tall * 0.5 + max(14, min(p.card_width for p in self.zones.values()) * 0.25)
        above = news.top - tall * 0.5 - 4
        second = next((y for y in (below, above) if free(y)), float(news.centery + tall * 1.5))
        return float(news.centery), second

    def places(self) -> list[Place]:
        """Everything placed: zones, then plates, then counters."""
        news = [self.news] if self.news is not None else []
        return [*self.zones.values(), *self.plates.values(), *self.counters.values(), *news]

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
        step = min(width * 1.08, (rect.width - width) / max(1, count - 1))
        start = rect.centerx - step * (count - 1) / 2
        if place.kind == "board":  # at the bottom: the room above is for cards laid on them
            return start + step * index, rect.bottom - place.card_size[1] / 2
        return start + step * index, rect.centery


# -- the layout ------------------------------------------------------------------------------------
def zone_layout(
    size: tuple[int, int],
    players: int,
    anchor: int,
    specs: Sequence[ZoneSpec],
    counters: Sequence[CounterSpec] = (),
    log_shown: bool = True,
) -> ZonePlacement:
    """Where each of `specs` and `counters` goes for `players` seats, `anchor` at the bottom,
    beside the log panel (or its folded strip).

    Tries the full size first. The other seats are drawn smaller until they fit round the
    top, then everything until nothing overlaps (or until the smallest size, which is returned
    as it is)."""
    seats = TableLayout(size, players, anchor, log_shown)
    seat_scale = scale = 1.0
    while seat_scale > SMALLEST:
        placement = _attempt(seats, specs, counters, scale, seat_scale)
        if not problems(placement, mine=lambda place: place.owner not in (None, anchor)):
            break
        seat_scale = max(SMALLEST, seat_scale * 0.92)
    while True:
        placement = _attempt(seats, specs, counters, scale, seat_scale)
        if scale <= SMALLEST or not problems(placement):
            return placement
        scale = max(SMALLEST, scale * 0.92)
        seat_scale = min(seat_scale, scale)


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


def _side(seats: TableLayout, seat: int) -> int:
    """-1 for a seat on the left side, 1 on the right, 0 at the top or the bottom."""
    spot = seats.spots[seat]
    if spot.bottom:
        return 0
    turn = spot.angle - 180.0
    return -1 if turn <= -SIDE_ANGLE else 1 if turn >= SIDE_ANGLE else 0


def _attempt(
    seats: TableLayout,
    specs: Sequence[ZoneSpec],
    counters: Sequence[CounterSpec],
    scale: float,
    seat_scale: float,
) -> ZonePlacement:
    width, height = seats.size
    play = seats.play_rect
    ui = seats.scale
    gap = max(3.0, 8 * ui * scale)
    margin = max(4.0, 10 * ui)
    placement = ZonePlacement(seats.size, seats.players, seats.anchor, seats, scale, seat_scale)

    sides = {seat: _side(seats, seat) for seat in seats.spots}
    tops = [s for s in seats.spots if s != seats.anchor and sides[s] == 0]
    # Each group may be as wide as its share of the top, or a fifth of the table on a side.
    budget = {seats.anchor: play.width - 2 * margin}
    boards = any(spec.kind == "board" for spec in specs)  # a battle: a seat's board matters
    for seat in seats.spots:
        if seat != seats.anchor:
            share = play.width * 0.6 / max(1, len(tops))
            budget[seat] = play.width * (0.28 if boards else 0.2) if sides[seat] else share

    groups = {
        seat: _seat_group(
            seats,
            seat,
            sides[seat] or _lean(seats, seat),
            specs,
            counters,
            scale if seat == seats.anchor else seat_scale,
            gap,
            budget[seat],
        )
        for seat in seats.spots
    }

    placed: dict[int, tuple[float, float]] = {}  # seat -> the group's top left corner
    # The seat at the screen: centred, its hand at the bottom.
    bottom = groups[seats.anchor]
    floor = height - margin
    if bottom is not None:
        placed[seats.anchor] = (play.centerx - bottom.w / 2, height - margin * 2 - bottom.h)
        floor = placed[seats.anchor][1] - gap

    row = sorted((s for s in tops if groups[s] is not None), key=lambda s: seats.spots[s].center[0])
    columns = {
        side: sorted(
            (s for s in seats.spots if sides[s] == side and groups[s] is not None),
            key=lambda s: seats.spots[s].center[1],
        )
        for side in (-1, 1)
    }

    def place_top(low: float, high: float) -> float:
        """The top seats along the top between `low` and `high`, in turn order, each hand at
        its spot's height when there is room; returns where the room under them starts."""
        wanted = [seats.spots[s].center[0] - groups[s].w / 2 for s in row]
        sizes = [groups[s].w for s in row]
        for seat, left in zip(row, spread(wanted, sizes, low, high, gap), strict=True):
            hand_top = seats.spots[seat].center[1] - _hand_height(groups[seat]) / 2
            placed[seat] = (left, max(margin, min(hand_top, height * 0.12)))
        return max((placed[s][1] + groups[s].h + gap for s in row), default=margin)

    def place_sides(low: float) -> None:
        """The side seats along their edge from `low` down, near their spots' heights."""
        for side, column in columns.items():
            wanted = [seats.spots[s].center[1] - _hand_height(groups[s]) / 2 for s in column]
            sizes = [groups[s].h for s in column]
            for seat, top in zip(column, spread(wanted, sizes, low, floor, gap), strict=True):
                x = play.left + margin if side < 0 else play.right - margin - groups[seat].w
                placed[seat] = (x, top)

    # The top seats take the whole width when the side seats fit under them; otherwise the
    # side seats take their edges from the top down and the top seats the width between.
    ceiling = place_top(play.left + margin, play.right - margin)
    under = all(
        sum(groups[s].h + gap for s in column) <= floor - ceiling for column in columns.values()
    )
    if under:
        place_sides(ceiling)
    else:
        place_sides(margin)
    left_edge = max(
        (placed[s][0] + groups[s].w + gap for s in columns[-1]), default=play.left + margin
    )
    right_edge = min((placed[s][0] - gap for s in columns[1]), default=play.right - margin)
    if not under:
        ceiling = place_top(left_edge, right_edge)

    for seat, (x, y) in placed.items():
        for leaf, rect in lay(groups[seat], x, y):
            _keep(placement, leaf, rect)

    # The middle: in the room between the top seats and the seat at the screen.
    middle = _middle_row(seats, specs, counters, scale, gap)
    if middle is not None:
        # The news band over it, as wide as the middle row and one line of news high.
        news = Leaf("news", "news", None, middle.w, 40 * ui * max(scale, 0.75))
        middle = stack(False, [news, middle], gap)
        room_x = (left_edge + right_edge) / 2
        cy = (ceiling + floor) / 2
        for leaf, rect in lay(middle, room_x - middle.w / 2, cy - middle.h / 2):
            _keep(placement, leaf, rect)
    return placement


def _keep(placement: ZonePlacement, leaf: Leaf, rect: pygame.Rect) -> None:
    card = min(round(leaf.card), rect.width, int(rect.height / CARD_RATIO)) if leaf.card else 0
    place = Place(leaf.id, leaf.kind, leaf.owner, rect, card)
    if leaf.kind == "plate":
        placement.plates[leaf.owner] = place
    elif leaf.kind == "news":
        placement.news = place
    elif leaf.kind == "counter":
        placement.counters[leaf.id] = place
    else:
        placement.zones[leaf.id] = place


def _hand_height(group: Stack) -> float:
    for leaf, rect in lay(group, 0, 0):
        if leaf.kind == "hand":
            return rect.height
    return 0.0


def _lean(seats: TableLayout, seat: int) -> int:
    """-1 for a seat left of the middle, 1 right of it, 0 about in the middle."""
    play, x = seats.play_rect, seats.spots[seat].center[0]
    if seats.spots[seat].bottom or abs(x - play.centerx) < play.width * 0.08:
        return 0
    return -1 if x < play.centerx else 1


def _seat_group(
    seats: TableLayout,
    seat: int,
    lean: int,
    specs: Sequence[ZoneSpec],
    counters: Sequence[CounterSpec],
    scale: float,
    gap: float,
    budget: float,
) -> Stack | None:
    """A seat's things, laid out as if its top left corner were at (0, 0)."""
    own = [spec for spec in specs if spec.owner == seat]
    bottom = seat == seats.anchor
    if bottom:
        hand_card = seats.hand_card_width * scale
        board_card = seats.hand_card_width * 0.72 * scale
        hand_width = min(seats.play_rect.width * 0.86, seats.play_rect.width - 4 * gap)
    else:
        hand_card = seats.small_card_width * scale
        # As big as the bottom seat's where there is room along the top, smaller with more seats.
        roomy = min(seats.hand_card_width * 0.72, budget / (OTHER_BOARD_SLOTS + 1.5))
        board_card = max(seats.small_card_width * 1.1, roomy) * scale
        hand_width = hand_card * (1 + FAN_REACH * 0.6)
    places = BOARD_SLOTS if bottom else OTHER_BOARD_SLOTS
    board_width = board_card * places + gap * 0.5 * (places - 1)
    hands = stack(
        True,
        [
            Leaf(s.id, "hand", seat, hand_width, hand_card * CARD_RATIO, hand_card)
            for s in own
            if s.kind == "hand"
        ],
        gap,
    )
    boards = stack(
        False,
        [
            Leaf(s.id, "board", seat, board_width, board_card * CARD_RATIO * BOARD_ROOM, board_card)
            for s in own
            if s.kind in ("board", "chain")
        ],
        gap,
    )
    # A seat's slots without a board (its character) are its figure: as big as its hand's cards.
    slot_card = board_card if boards is not None else max(board_card, hand_card)
    slots = stack(
        True,
        [
            Leaf(s.id, s.kind, seat, slot_card, slot_card * CARD_RATIO, slot_card)
            for s in own
            if s.kind in ("slot", "pile")
        ],
        gap,
    )

    text = seats.plate_text_size(bottom) * max(0.8, min(1.0, scale * 1.1))
    plate_h = text + 10
    plate = Leaf(f"plate:p{seat + 1}", "plate", seat, max(text * 7.5, hand_card * 1.6), plate_h)
    own_counters = [c for c in counters if c.owner == seat]
    small = max(11.0, text * 0.72)  # the words on a counter
    badges = [Leaf(c.id, "counter", seat, small * 8.5, plate_h) for c in own_counters]
    if bottom:
        name = stack(True, [plate, *badges], gap)  # badges beside the plate
    elif len(badges) == 1 and plate.w + 2 * (gap + badges[0].w) <= budget:
        room = Leaf("", "", seat, badges[0].w, plate_h)  # keeps the plate under the hand
        name = stack(True, [room, plate, *badges], gap)
    else:  # bars under the plate, as wide as it
        bars = [Leaf(c.id, "counter", seat, plate.w, small + 10) for c in own_counters]
        name = stack(False, [plate, *bars], gap * 0.5)

    # From the edge of the table in: the hand, the name, the board. A seat off the middle
    # keeps them to its own edge and lets its board reach towards the middle.
    inward = [boards, slots] if lean > 0 else [slots, boards]
    if bottom:
        # Room over the hand for the cards that stand out of it (those that may be played).
        lift = Leaf("", "", seat, 1.0, hand_card * LIFT) if hands is not None else None
        rows = [stack(True, inward, gap), name, lift, hands]
        if boards is None:
            rows = [stack(True, [slots, name], gap), lift, hands]
        return stack(False, rows, gap)
    outward = [name, hands] if lean > 0 else [hands, name]
    if boards is None:  # the name under the hand, its slots beside the name
        name_row = stack(True, [name, slots] if lean < 0 else [slots, name], gap)
        return stack(False, [hands, name_row], gap, lean)
    # With a board: the name beside the hand, to keep the seat short.
    return stack(False, [stack(True, outward, gap), stack(True, inward, gap)], gap, lean)


def _middle_row(
    seats: TableLayout,
    specs: Sequence[ZoneSpec],
    counters: Sequence[CounterSpec],
    scale: float,
    gap: float,
) -> Stack | None:
    """The table's own zones in a row, its counters above them."""
    card = seats.pile_card_width * scale
    tall = card * CARD_RATIO
    table = [spec for spec in specs if spec.owner is None]
    hidden = [s for s in table if s.kind == "pile" and s.visible_to == "nobody"]
    shown = [s for s in table if s.kind == "pile" and s.visible_to != "nobody"]
    chains = [s for s in table if s.kind == "chain"]
    others = [s for s in table if s not in hidden + shown + chains]
    leaves = [Leaf(s.id, "pile", None, card, tall, card) for s in hidden + shown]
    for spec in others:
        wide = card * 3 if spec.kind in ("hand", "board") else card
        leaves.append(Leaf(spec.id, spec.kind, None, wide, tall, card))
    chain_w = card * (1 + CHAIN_STEP[0] * (CHAIN_CARDS - 1))
    chain_h = tall * (1 + CHAIN_STEP[1] * (CHAIN_CARDS - 1))
    leaves += [Leaf(s.id, "chain", None, chain_w, chain_h, card) for s in chains]
    text = seats.plate_text_size(True) * max(0.8, min(1.0, scale * 1.1))
    badges = [
        Leaf(c.id, "counter", None, text * 3.4, text + 10) for c in counters if c.owner is None
    ]
    # Piles far enough apart for the marks a game draws round its pile (UNO's color ring).
    apart = max(gap * 2, card * 0.6)
    return stack(False, [stack(True, badges, gap), stack(True, leaves, apart)], gap)

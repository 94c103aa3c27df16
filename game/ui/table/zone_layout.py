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
first, as a deck, then the ones everyone sees; at two seats of a game of hands, bigger and a
third of the table's width across at the least), then any other zone of the table, then the
chains, each an area where cards are laid over each other with an offset. Counters of the
table sit above the middle row.

A battle (a game with boards) lays each board as wide as the monsters on it need (`rows`),
up to the room its seat has (see board_rows.py). With seats on the sides (four or more), its
middle row is narrow, the top seats share the whole top, level, and the side seats reach from
their edge to the middle row, under the top seats only where they would run into them.

Nothing overlaps: seats across the top are pushed apart along the top, seats on the sides
along their edge, and when things still do not fit everything is drawn smaller until they do.
The news band over the middle row takes a second row of news where no other room is free and
that costs the cards no size; else it shows one news at a time (placement.with_news_room).
The layout is rectangles only (placement.py); drawing is the table's part.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.engine.zones import CounterSpec, ZoneSpec
from game.ui.cardart import CARD_RATIO
from game.ui.table.board_rows import BOARD_ROOM, board_box
from game.ui.table.boxes import Leaf, Stack, lay, spread, stack
from game.ui.table.duel_layout import duel_layout, is_duel
from game.ui.table.face_layout import face_layout, is_face_to_face
from game.ui.table.layout import FAN_REACH, TableLayout
from game.ui.table.placement import (
    CHAIN_STEP,
    Place,
    ZonePlacement,
    problems,
    with_news_room,
)
from game.ui.table.sprites import banner_height
from game.ui.table.zone_captions import caption_room, count_room

__all__ = [
    "BOARD_ROOM",
    "CHAIN_CARDS",
    "LIFT",
    "Place",
    "ZonePlacement",
    "banner_height",
    "problems",
    "zone_layout",
]

BOARD_SLOTS = 5  # the seat at the screen's board has room for this many cards at the least
OTHER_BOARD_SLOTS = 4  # and another seat's for this many (more: wider, then closer)
CHAIN_CARDS = 10  # a chain this long still lies inside its area
NARROW_CHAIN_CARDS = 5  # and in a battle of many seats, this long (a longer one lies closer)
NARROW_PILES = 0.85  # and its piles this much smaller
BUTTONS_ROOM = 200  # the seat at the screen's board leaves this much (times the scale) each side
SIDE_ANGLE = 55.0  # a seat turned this far from facing down the table sits on a side
SMALLEST = 0.3  # things are drawn no smaller than this share of their size
DUO_PILES = 1.15  # two seats of a game of hands: the table's piles this much bigger
DUO_BACKS = 0.75  # and the other seat's backs this much of a hand card
DUO_HAND = 6  # its hand as wide as this many backs side by side (past the first)
DUO_MIDDLE = 1 / 3  # and its middle row at least this share of the table's width
LIFT = 0.2  # a card of the hand at the screen that may be played stands this much (of a width) out


# -- the layout ------------------------------------------------------------------------------------
def zone_layout(
    size: tuple[int, int],
    players: int,
    anchor: int,
    specs: Sequence[ZoneSpec],
    counters: Sequence[CounterSpec] = (),
    log_shown: bool = True,
    rows: Mapping[str, int] | None = None,
) -> ZonePlacement:
    """Where each of `specs` and `counters` goes for `players` seats, `anchor` at the bottom,
    beside the log panel (or its folded strip); `rows` says how many cards lie in each board's
    row (its monsters), a board being as wide as they need where the table has the room.

    Tries the full size first. The other seats are drawn smaller until they fit round the
    top, then everything until nothing overlaps (or until the smallest size, which is returned
    as it is)."""
    if is_duel(specs, players):  # two champions face to face (K-Mon): see duel_layout.py
        return duel_layout(size, anchor, specs, counters, log_shown)
    if is_face_to_face(specs, players):  # a battle of two seats (see face_layout.py)
        return face_layout(size, anchor, specs, counters, log_shown, rows)
    seats = TableLayout(size, players, anchor, log_shown)
    return with_news_room(lambda news_rows: _search(seats, specs, counters, rows or {}, news_rows))


def _search(
    seats: TableLayout,
    specs: Sequence[ZoneSpec],
    counters: Sequence[CounterSpec],
    rows: Mapping[str, int],
    news_rows: int,
) -> ZonePlacement:
    """The biggest sizes at which things fit: the other seats first, then everything."""

    def attempt(scale: float, seat_scale: float) -> ZonePlacement:
        return _attempt(seats, specs, counters, scale, seat_scale, rows, news_rows)

    seat_scale = scale = 1.0
    while seat_scale > SMALLEST:
        placement = attempt(scale, seat_scale)
        if not problems(placement, mine=lambda place: place.owner not in (None, seats.anchor)):
            break
        seat_scale = max(SMALLEST, seat_scale * 0.92)
    while True:
        placement = attempt(scale, seat_scale)
        if scale <= SMALLEST or not problems(placement):
            return placement
        scale = max(SMALLEST, scale * 0.92)
        seat_scale = min(seat_scale, scale)


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
    rows: Mapping[str, int],
    news_rows: int = 1,
) -> ZonePlacement:
    width, height = seats.size
    play = seats.play_rect
    ui = seats.scale
    gap = max(3.0, 8 * ui * scale)
    margin = max(4.0, 10 * ui)
    placement = ZonePlacement(seats.size, seats.players, seats.anchor, seats, scale, seat_scale)
    placement.news_rows = news_rows

    sides = {seat: _side(seats, seat) for seat in seats.spots}
    tops = [s for s in seats.spots if s != seats.anchor and sides[s] == 0]
    boards = any(spec.kind == "board" for spec in specs)  # a battle: a seat's board matters
    # A battle of many seats keeps its middle narrow: the boards take the room beside it.
    narrow = boards and any(sides.values())
    # Two seats of a game of hands only (UNO): the table's piles and the other's hand bigger.
    duo = seats.players == 2 and not boards
    middle = _middle_row(seats, specs, counters, scale, gap, narrow, duo, named=boards)
    # Each group may be as wide as its share of the top, or a fifth of the table on a side; a
    # battle's seats on the sides reach the middle row, those at the top share all the top.
    budget = {seats.anchor: play.width - 2 * margin}
    for seat in seats.spots:
        if seat == seats.anchor:
            continue
        if not narrow:
            share = play.width * (0.8 if boards else 0.6) / max(1, len(tops))
            budget[seat] = play.width * (0.28 if boards else 0.2) if sides[seat] else share
        elif sides[seat]:
            beside = (play.width - (middle.w if middle is not None else 0)) / 2
            budget[seat] = max(play.width * 0.2, beside - margin - 2 * gap)
        else:
            count = max(1, len(tops))
            budget[seat] = (play.width - 2 * margin - 4 * gap * (count - 1)) / count

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
            rows,
            narrow,
            duo,
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
        tops = [seats.spots[s].center[1] - _hand_height(groups[s]) / 2 for s in row]
        if narrow:  # a battle: the top shared evenly, the seats level (the boards in a line)
            share = (high - low) / max(1, len(row))
            wanted = [low + share * (i + 0.5) - groups[s].w / 2 for i, s in enumerate(row)]
            tops = [min(tops, default=margin)] * len(row)
        for seat, left, top in zip(row, spread(wanted, sizes, low, high, gap), tops, strict=True):
            placed[seat] = (left, max(margin, min(top, height * 0.12)))
        return max((placed[s][1] + groups[s].h + gap for s in row), default=margin)

    def place_sides(low: float) -> None:
        """The side seats along their edge from `low` down, near their spots' heights (in a
        battle, from under the top seats they would run into, else from their level)."""
        for side, column in columns.items():
            wanted = [seats.spots[s].center[1] - _hand_height(groups[s]) / 2 for s in column]
            sizes = [groups[s].h for s in column]
            xs = [
                play.left + margin if side < 0 else play.right - margin - groups[s].w
                for s in column
            ]
            start = low
            if narrow and column:
                near, far = min(xs), max(x + groups[s].w for x, s in zip(xs, column, strict=True))
                over = [s for s in row if placed[s][0] < far and placed[s][0] + groups[s].w > near]
                level = min((placed[s][1] for s in row), default=low)
                start = max((placed[s][1] + groups[s].h + gap for s in over), default=level)
            for seat, x, top in zip(
                column, xs, spread(wanted, sizes, start, floor, gap), strict=True
            ):
                placed[seat] = (x, top)

    # The top seats take the whole width when the side seats fit under them; otherwise the
    # side seats take their edges from the top down and the top seats the width between.
    ceiling = place_top(play.left + margin, play.right - margin)
    under = narrow or all(
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
    if middle is not None:
        # The news band over it, as wide as the middle row and as high as a banner.
        tall = banner_height(ui) * news_rows + gap * (news_rows - 1)
        news = Leaf("news", "news", None, middle.w, tall)
        middle = stack(False, [news, middle], gap)
        room_x = (left_edge + right_edge) / 2
        cy = (ceiling + floor) / 2
        for leaf, rect in lay(middle, room_x - middle.w / 2, cy - middle.h / 2):
            _keep(placement, leaf, rect)
    return placement


def _keep(placement: ZonePlacement, leaf: Leaf, rect: pygame.Rect) -> None:
    # A board's cards rounded down: rounded up, a row laid as close as it may be would be
    # closer than that (board_rows.MIN_SHOW).
    whole = int(leaf.card + 0.01) if leaf.kind == "board" else round(leaf.card)
    card = min(whole, rect.width, int(rect.height / CARD_RATIO)) if leaf.card else 0
    place = Place(leaf.id, leaf.kind, leaf.owner, rect, card)
    if leaf.kind == "plate":
        placement.plates[leaf.owner] = place
    elif leaf.kind == "news":
        placement.news = place
    elif leaf.kind == "counts":
        placement.counts = place
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
    rows: Mapping[str, int],
    crowded: bool = False,
    duo: bool = False,
) -> Stack | None:
    """A seat's things, laid out as if its top left corner were at (0, 0); `crowded`: a
    battle of many seats; `duo`: a game of hands of two seats (the other's hand spread
    across the top)."""
    own = [spec for spec in specs if spec.owner == seat]
    bottom = seat == seats.anchor
    slotted = [s for s in own if s.kind in ("slot", "pile")]
    if bottom:
        hand_card = seats.hand_card_width * scale
        # Smaller in a battle of many seats: the others' boards want the height.
        board_card = seats.hand_card_width * (0.62 if crowded else 0.72) * scale
        hand_width = min(seats.play_rect.width * 0.86, seats.play_rect.width - 4 * gap)
        # Room left on each side of its board for the buttons of its turn.
        reach = seats.play_rect.width - 2 * BUTTONS_ROOM * seats.scale
    else:
        hand_card = seats.small_card_width * scale
        # As big as the bottom seat's where there is room along the top, smaller with more seats.
        # (In a battle of many seats, no bigger than the bottom seat's.)
        most = seats.hand_card_width * (0.62 if crowded else 0.72)
        roomy = min(most, budget / (OTHER_BOARD_SLOTS + 1.5))
        board_card = max(seats.small_card_width * 1.1, roomy) * scale
        hand_width = hand_card * (1 + FAN_REACH * 0.6)
        if duo:  # the other seat's backs as big as the table leaves, side by side
            hand_card = seats.hand_card_width * DUO_BACKS * scale
            hand_width = min(budget * scale, hand_card * (1 + DUO_HAND * 1.08))
        # A battle's budget is the room the seat has (the middle row narrow); else a share.
        reach = budget if crowded else budget * scale
    places = BOARD_SLOTS if bottom else OTHER_BOARD_SLOTS
    # A board beside slots leaves them their room.
    reach -= len(slotted) * (board_card + gap)
    hands = stack(
        True,
        [
            Leaf(s.id, "hand", seat, hand_width, hand_card * CARD_RATIO, hand_card)
            for s in own
            if s.kind == "hand"
        ],
        gap,
    )
    board_leaves = []
    for spec in own:
        if spec.kind == "chain":
            wide = board_card * places + gap * 0.5 * (places - 1)
            tall = board_card * CARD_RATIO * BOARD_ROOM
            board_leaves.append(Leaf(spec.id, "board", seat, wide, tall, board_card))
        elif spec.kind == "board":
            wide, tall, card = board_box(reach, board_card, rows.get(spec.id, 0), places)
            board_leaves.append(Leaf(spec.id, "board", seat, wide, tall, card))
    boards = stack(False, board_leaves, gap)
    # A seat's slots without a board (its character) are its figure: as big as its hand's cards.
    slot_card = board_card if boards is not None else max(board_card, hand_card)
    slots = stack(
        True,
        [Leaf(s.id, s.kind, seat, slot_card, slot_card * CARD_RATIO, slot_card) for s in slotted],
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
    # One badge beside the plate where the row of the hand and the name fits the seat's room
    # (wider, the search would shrink the whole seat, its board too, to make it fit).
    elif len(badges) == 1 and hand_width + plate.w + 2 * (2 * gap + badges[0].w) <= budget:
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
    narrow: bool = False,
    duo: bool = False,
    named: bool = False,
) -> Stack | None:
    """The table's own zones in a row, its counters above them; `narrow`: its chains shorter
    and its piles closer (a battle of many seats, whose boards want the room); `duo`: its
    piles bigger and further apart (two seats of a game of hands); `named`: room kept above
    them for their names (a battle's Deck, Graveyard and Chain: see zone_captions.py) and
    under them for their piles' counts."""
    card = seats.pile_card_width * scale * (NARROW_PILES if narrow else DUO_PILES if duo else 1.0)
    tall = card * CARD_RATIO
    table = [spec for spec in specs if spec.owner is None]
    hidden = [s for s in table if s.kind == "pile" and s.visible_to == "nobody"]
    shown = [s for s in table if s.kind == "pile" and s.visible_to != "nobody"]
    chains = [s for s in table if s.kind == "chain"]
    others = [s for s in table if s not in hidden + shown + chains]
    piles = [Leaf(s.id, "pile", None, card, tall, card) for s in hidden + shown]
    leaves: list = []
    for spec in others:
        wide = card * 3 if spec.kind in ("hand", "board") else card
        leaves.append(Leaf(spec.id, spec.kind, None, wide, tall, card))
    reach = NARROW_CHAIN_CARDS if narrow else CHAIN_CARDS
    chain_w = card * (1 + CHAIN_STEP[0] * (reach - 1))
    chain_h = tall * (1 + CHAIN_STEP[1] * (CHAIN_CARDS - 1))
    leaves += [Leaf(s.id, "chain", None, chain_w, chain_h, card) for s in chains]
    text = seats.plate_text_size(True) * max(0.8, min(1.0, scale * 1.1))
    badges = [
        Leaf(c.id, "counter", None, text * 3.4, text + 10) for c in counters if c.owner is None
    ]
    # Piles far enough apart for the marks a game draws round its pile (UNO's color ring).
    apart = max(gap * 2, card * (0.3 if narrow else 0.9 if duo else 0.6))
    count = len(piles + leaves)
    if duo and count > 1:  # a wide table: the piles further apart, the felt beside them narrow
        apart = max(apart, (seats.play_rect.width * DUO_MIDDLE - count * card) / (count - 1))
    if not (named and piles + leaves):
        # Room under the row for the piles' counts (and, round UNO's pile, the colour ring's
        # foot, as low): the seat's name plate under it never covers them.
        under = Leaf("", "", None, 0, count_room(seats.scale, card)) if piles else None
        row = stack(True, piles + leaves, apart)
        return stack(False, [stack(True, badges, gap), row, under], gap)
    names = Leaf("", "", None, 0, caption_room(seats.scale, card))
    # A battle's piles keep a band under them for their counts, beside the chain (taller than
    # a pile) where it has the room; the zones' tops level, under their names.
    shelf = stack(True, piles, apart)
    if shelf is not None:
        counts = Leaf(
            "counts", "counts", None, shelf.w, max(1.0, count_room(seats.scale, card) - gap)
        )
        shelf = stack(False, [shelf, counts], gap)
    row = stack(True, [shelf, *leaves], apart, -1)
    return stack(False, [stack(True, badges, gap), names, row], gap)

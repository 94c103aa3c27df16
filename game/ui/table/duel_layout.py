"""A duel of champions laid out: two seats, each with a champion in a slot of its own (its
active card), a board beside it (the champions waiting) and piles of its own (its deck and its
discard pile), the chain in the middle. K-Mon is such a game.

Each side of the table reads from its edge in: the hand (the seat at the screen's big and face
up, the other's backs) between the seat's piles and its name plate with its counters; then its
battle row, the board left of the champion, the champion big in the middle of the table. The
two champions face each other across the news band; the chain lies right of them, between the
two battle rows, as wide as the table leaves it (up to CHAIN_MOST cards side by side), and under
it the seat at the screen's buttons have a place of their own (`ZonePlacement.buttons`). A
seat's second hand (the cards a Seer looks at) is a small fan beside its piles: a dialog shows
those cards when they matter.

Everything is drawn smaller until nothing overlaps (as zone_layout.py does); the layout is
rectangles only (placement.py).
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.zones import CounterSpec, ZoneSpec
from game.ui.cardart import CARD_RATIO
from game.ui.table.board_rows import STEP
from game.ui.table.layout import FAN_REACH, TableLayout
from game.ui.table.placement import CHAIN_SPREAD, Place, ZonePlacement, problems
from game.ui.table.sprites import banner_height

BENCH_SHARE = 0.82  # a card of the board is this much of the champion's width
HAND_SHARE = 0.88  # a card of the hands: this much of a hand card elsewhere, the champions big
CHAMPION_MOST = 2.0  # a champion is at most this many cards of the hand wide
PILE_SHARE = 0.62  # a seat's piles: this much of a hand card's width
CHAIN_SHARE = 0.86  # a card of the chain: this much of the champion's width
CHAIN_CARDS = 4  # the chain's area shows this many cards side by side, a little apart, at least
CHAIN_MOST = 6  # and up to this many where the table is wide enough (times the scale past 1)
BUTTONS_WIDTH = 210  # the room of the seat at the screen's buttons (times the scale)
ROOM = 1.08  # a battle row is this many champions tall: room above it for a card laid on it
PILE_OTHER = 1.0  # the other seat's piles: this much of its hand's backs
LIFT = 0.2  # see zone_layout.LIFT: a card of the hand that may be played stands out this much
# A card laid on a card of the bench (an item) shows this much of its height above it: its
# name whole (the champion's keeps board_rows.PEEK: the row above it is that close).
NAME_PEEK = 0.3


def is_duel(specs: Sequence[ZoneSpec], players: int) -> bool:
    """Two seats, each with a slot, a board and piles of its own, and no pile of the table."""
    if players != 2 or any(s.owner is None and s.kind == "pile" for s in specs):
        return False
    for seat in range(players):
        kinds = [s.kind for s in specs if s.owner == seat]
        if kinds.count("slot") != 1 or "board" not in kinds or "pile" not in kinds:
            return False
    return True


def duel_layout(
    size: tuple[int, int],
    anchor: int,
    specs: Sequence[ZoneSpec],
    counters: Sequence[CounterSpec],
    log_shown: bool = True,
) -> ZonePlacement:
    """Where each zone, plate and counter of a duel goes, the biggest that fits."""
    seats = TableLayout(size, 2, anchor, log_shown)
    scale = 1.0
    while True:
        placement = _attempt(seats, specs, counters, scale)
        if scale <= 0.4 or not problems(placement):
            return placement
        scale *= 0.92


def _attempt(
    seats: TableLayout, specs: Sequence[ZoneSpec], counters: Sequence[CounterSpec], scale: float
) -> ZonePlacement:
    height = seats.size[1]
    play, ui = seats.play_rect, seats.scale
    other = 1 - seats.anchor
    placement = ZonePlacement(seats.size, 2, seats.anchor, seats, scale, scale)
    placement.banner_slots = 1  # the band between the champions holds one banner
    gap = max(3.0, 8 * ui * scale)
    margin = max(4.0, 10 * ui)
    hand_card = seats.hand_card_width * scale * HAND_SHARE
    back_card = seats.small_card_width * scale
    news_h = banner_height(ui)
    top = max(margin, height * 0.065)  # the status lines of the game above everything
    top_row = back_card * PILE_OTHER * CARD_RATIO
    bottom_row = hand_card * CARD_RATIO
    fixed = top + top_row + bottom_row * (1 + LIFT) + news_h + 6 * gap + margin * 2
    # The two battle rows share the rest: a champion with room above it for cards laid on it.
    champion = min(hand_card * CHAMPION_MOST, (height - fixed) / (2 * CARD_RATIO * ROOM))
    champion = max(champion, 20.0)
    row_h = champion * CARD_RATIO * ROOM
    bench_card = champion * BENCH_SHARE
    bench_w = bench_card * (1 + 2 * STEP)  # a bench of three: all three wait while one is chosen
    bench_h = min(row_h, bench_card * CARD_RATIO * (1 + NAME_PEEK * 1.5))
    chain_card = champion * CHAIN_SHARE
    # A champion in defence lies sideways, half a card's height wider than upright: the room
    # on each side of it keeps it off the bench and the chain.
    aside = champion * (CARD_RATIO - 1) / 2 + gap * 2
    # The chain's area takes the width the table has left, from CHAIN_CARDS to CHAIN_MOST cards
    # (more in a window larger than 1280x800: its table, wider for its height, has the room).
    rest = play.width - 2 * margin - bench_w - aside * 2 - champion
    most = CHAIN_MOST * max(1.0, ui)
    spread = max(CHAIN_CARDS - 1, min(most - 1, (rest / chain_card - 1) / CHAIN_SPREAD))
    chain_w = chain_card * (1 + CHAIN_SPREAD * spread)
    total = bench_w + aside * 2 + champion + chain_w
    left = max(play.left + margin, play.centerx - total / 2)
    cx = left + bench_w + aside + champion / 2

    def put(spec_id: str, kind: str, owner, rect, card=0.0) -> None:
        rect = pygame.Rect(round(rect[0]), round(rect[1]), round(rect[2]), round(rect[3]))
        card_w = min(round(card), rect.width, int(rect.height / CARD_RATIO)) if card else 0
        place = Place(spec_id, kind, owner, rect, card_w)
        if kind == "plate":
            placement.plates[owner] = place
        elif kind == "counter":
            placement.counters[spec_id] = place
        elif kind == "news":
            placement.news = place
        else:
            placement.zones[spec_id] = place

    # The battle rows: the other seat's under its hand, the seat at the screen's over its own.
    # The bench stands on the same line as the champion, as tall as its cards need.
    other_row = top + top_row + gap * 2
    news_y = other_row + row_h + gap
    mine_row = news_y + news_h + gap
    for seat, y in ((other, other_row), (seats.anchor, mine_row)):
        own = [s for s in specs if s.owner == seat]
        slot = next(s for s in own if s.kind == "slot")
        put(slot.id, "slot", seat, (cx - champion / 2, y, champion, row_h), champion)
        right = cx - champion / 2 - aside
        for board in [s for s in own if s.kind == "board"]:
            box = (right - bench_w, y + row_h - bench_h, bench_w, bench_h)
            put(board.id, "board", seat, box, bench_card)
            placement.peeks[board.id] = NAME_PEEK
            right -= bench_w + gap
    champion_right = cx + champion / 2 + aside
    left = min(place.rect.left for place in placement.zones.values())
    put("news", "news", None, (left, news_y, champion_right - gap * 2 - left, news_h))
    # The chain beside the champions, level with the news; the buttons under it.
    chain_h = chain_card * CARD_RATIO * 1.08
    chain_w = min(chain_w, play.right - margin - champion_right)
    chain_top = news_y + news_h / 2 - chain_h / 2
    for spec in specs:
        if spec.owner is None:
            put(spec.id, spec.kind, None, (champion_right, chain_top, chain_w, chain_h), chain_card)
    # The buttons as wide as the chain, within reason (a button that long reads as a bar).
    buttons_w = min(
        max(BUTTONS_WIDTH * ui, min(chain_w, BUTTONS_WIDTH * ui * 1.5)),
        play.right - margin - champion_right,
    )
    buttons_top = chain_top + chain_h + gap * 3
    placement.buttons = pygame.Rect(
        round(champion_right),
        round(buttons_top),
        round(buttons_w),
        max(0, round(mine_row + row_h - buttons_top)),
    )

    # The hands' rows: the piles, the hand, the name plate and the counters.
    bottom_y = height - margin * 2 - bottom_row
    _hand_row(seats, specs, counters, seats.anchor, bottom_y, bottom_row, hand_card, put, gap)
    _hand_row(seats, specs, counters, other, top, top_row, back_card, put, gap)
    return placement


def _hand_row(seats, specs, counters, seat, y, tall, card, put, gap) -> None:
    """A seat's hand in the middle, its piles right of it (the other seat's left of it), its
    name plate and counters on the other side, its second hand beside its piles."""
    play = seats.play_rect
    mine = seat == seats.anchor
    own = [s for s in specs if s.owner == seat]
    hands = [s for s in own if s.kind == "hand"]
    piles = [s for s in own if s.kind == "pile"]
    pile_card = card * PILE_SHARE if mine else card * PILE_OTHER
    text = seats.plate_text_size(True)
    plate_w = max(text * 7.5, card * 1.6)
    plate_h = text + 10
    counter_w = max(11.0, text * 0.72) * 8.5
    side_w = max(plate_w, counter_w)
    piles_w = len(piles) * (pile_card + gap * 2)
    extra_w = pile_card * 1.3 * max(0, len(hands) - 1)
    if mine:
        hand_w = play.width - 20 - side_w - piles_w - extra_w - gap * 6
    else:
        hand_w = card * (1 + FAN_REACH * 0.6)
    total = side_w + hand_w + piles_w + extra_w + gap * 6
    x = play.centerx - total / 2
    middle = y + tall / 2
    order = ["side", "hand", "piles", "extra"] if mine else ["extra", "piles", "hand", "side"]
    own_counters = [c for c in counters if c.owner == seat]
    for part in order:
        if part == "side":
            block = plate_h + (plate_h + gap / 2) * len(own_counters)
            put(f"plate:p{seat + 1}", "plate", seat, (x, middle - block / 2, plate_w, plate_h))
            cy = middle - block / 2 + plate_h + gap / 2
            for counter in own_counters:
                put(
                    counter.id,
                    "counter",
                    seat,
                    (x + (plate_w - counter_w) / 2, cy, counter_w, plate_h),
                )
                cy += plate_h + gap / 2
            x += side_w + gap * 2
        elif part == "hand" and hands:
            put(hands[0].id, "hand", seat, (x, y, hand_w, card * CARD_RATIO), card)
            x += hand_w + gap * 2
        elif part == "piles":
            for pile in piles if mine else list(reversed(piles)):
                rect = (
                    x + gap,
                    middle - pile_card * CARD_RATIO / 2,
                    pile_card,
                    pile_card * CARD_RATIO,
                )
                put(pile.id, "pile", seat, rect, pile_card)
                x += pile_card + gap * 2
        elif part == "extra":
            for extra in hands[1:]:
                small = pile_card * 0.7
                rect = (
                    x + gap,
                    middle - small * CARD_RATIO / 2,
                    pile_card * 1.3,
                    small * CARD_RATIO,
                )
                put(extra.id, "hand", seat, rect, small)
                x += pile_card * 1.3 + gap

"""A battle of two seats laid out face to face: each seat's battle row (its board of
monsters, or its figure: a slot of its own without a board, as Shield War's Monster) across the
table from the other's, the news band between them, the table's own zones in a column beside
them. Shield War and Uno Mostro at two seats are such games (K-Mon's duel has a layout of its
own, duel_layout.py).

From the top: the other seat's hand of backs; its battle row; the news band; the battle row of
the seat at the screen; its hand. A seat's name plate and counters stand at the left of its
battle row. The battle rows share the height the hands leave: a board's cards as big as a
hand's where the height allows, a figure bigger still (the largest card of the table). The
column right of the battle rows holds the chain, then the piles, then the room the seat at
the screen's buttons keep (`ZonePlacement.buttons`).

A board is as wide as the monsters on it need (`rows`, see board_rows.py), its cards smaller
and then in two lines when many; the battle rows and the column are centred together across
the table. Everything is drawn smaller until nothing overlaps (as zone_layout.py does); the
layout is rectangles only (placement.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.engine.zones import CounterSpec, ZoneSpec
from game.ui.cardart import CARD_RATIO
from game.ui.table.board_rows import BOARD_ROOM, board_box
from game.ui.table.layout import FAN_REACH, TableLayout
from game.ui.table.placement import (
    CHAIN_SPREAD,
    Place,
    ZonePlacement,
    problems,
    with_news_room,
)
from game.ui.table.sprites import banner_height

HAND_SHARE = 0.9  # a card of the hand at the screen: this much of a hand card elsewhere
FIGURE_MOST = 2.0  # a figure is at most this many cards of the hand wide
FIGURE_HAND = 0.125  # a battle of figures: a hand card is this share of the window's height
FIGURE_HAND_MOST = 150  # up to this wide at 1280x800, more in a larger window (times the scale)
BOARD_MOST = 1.0  # a board's cards are at most as wide as the hand's
BOARD_SLOTS = 5  # a board has room for this many monsters at the least
CHAIN_CARDS = 3  # the chain's area shows this many cards side by side, a little apart
BUTTONS_ROOM = 2  # the column keeps room for this many buttons under the piles
LIFT = 0.2  # see zone_layout.LIFT


def is_face_to_face(specs: Sequence[ZoneSpec], players: int) -> bool:
    """Two seats, each with a board or a slot of its own, and piles of the table's."""
    if players != 2 or not any(s.owner is None and s.kind == "pile" for s in specs):
        return False
    return all(
        any(s.owner == seat and s.kind in ("board", "slot") for s in specs) for seat in (0, 1)
    )


def face_layout(
    size: tuple[int, int],
    anchor: int,
    specs: Sequence[ZoneSpec],
    counters: Sequence[CounterSpec],
    log_shown: bool = True,
    rows: Mapping[str, int] | None = None,
) -> ZonePlacement:
    """Where each zone, plate and counter of the battle goes, the biggest that fits."""
    seats = TableLayout(size, 2, anchor, log_shown)

    def search(news_rows: int) -> ZonePlacement:
        return _search(seats, specs, counters, rows or {}, news_rows)

    placement = with_news_room(search)
    if placement.news_rows > 1 and not any(s.kind == "board" for s in specs):
        # Figures take the height the rows leave: a second row of news costs them size.
        one = search(1)
        if _biggest(one) > _biggest(placement):
            one.banner_slots = 1
            return one
    return placement


def _biggest(placement: ZonePlacement) -> int:
    return max((place.card_width for place in placement.zones.values()), default=0)


def _search(seats, specs, counters, rows, news_rows: int) -> ZonePlacement:
    scale = 1.0
    while True:
        placement = _attempt(seats, specs, counters, rows, scale, news_rows)
        if scale <= 0.4 or not problems(placement):
            return placement
        scale *= 0.92


def _attempt(
    seats: TableLayout,
    specs: Sequence[ZoneSpec],
    counters: Sequence[CounterSpec],
    rows: Mapping[str, int],
    scale: float,
    news_rows: int = 1,
) -> ZonePlacement:
    height = seats.size[1]
    play, ui = seats.play_rect, seats.scale
    other = 1 - seats.anchor
    placement = ZonePlacement(seats.size, 2, seats.anchor, seats, scale, scale)
    gap = max(3.0, 8 * ui * scale)
    margin = max(4.0, 10 * ui)
    hand_card = seats.hand_card_width
    if not any(s.kind == "board" for s in specs):  # figures: the hand grows with the room too
        most = FIGURE_HAND_MOST * max(1.0, ui)
        hand_card = max(hand_card, min(most, height * FIGURE_HAND))
    hand_card *= scale * HAND_SHARE
    back_card = seats.small_card_width * scale
    placement.news_rows = news_rows
    news_h = banner_height(ui) * news_rows + gap * (news_rows - 1)
    top = max(margin, height * 0.065)  # the status lines of the game above everything
    top_row = back_card * CARD_RATIO
    bottom_row = hand_card * CARD_RATIO
    fixed = top + top_row + bottom_row * (1 + LIFT) + news_h + 6 * gap + margin * 2
    row_h = max(20.0, (height - fixed) / 2)  # each battle row's height

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

    # The column of the table's zones: the chain, the piles under it, the buttons' room.
    table = [s for s in specs if s.owner is None]
    piles = [s for s in table if s.kind == "pile" and s.visible_to == "nobody"]
    piles += [s for s in table if s.kind == "pile" and s not in piles]
    chains = [s for s in table if s.kind == "chain"]
    others = [s for s in table if s not in piles + chains]
    caption = max(13, 16 * ui) + 6  # a zone's name over it, a pile's count under it
    buttons_h = BUTTONS_ROOM * (44 + 12) * ui
    column_h = 2 * row_h + news_h + 2 * gap
    shares = (CARD_RATIO * 1.08 if chains else 0) + CARD_RATIO  # card heights in the column
    pile_card = seats.pile_card_width * scale
    pile_card = min(pile_card, (column_h - buttons_h - 3 * caption - 3 * gap) / shares)
    pile_card = max(16.0, pile_card)
    apart = pile_card * 0.3
    piles_w = len(piles + others) * (pile_card + apart) - apart
    chain_w = pile_card * (1 + CHAIN_SPREAD * (CHAIN_CARDS - 1))
    column_w = max(piles_w, chain_w if chains else 0, 200 * ui * min(1.0, scale * 1.2))

    # The seats' name plates and counters, in a column at the left of their battle rows.
    text = seats.plate_text_size(True) * max(0.8, min(1.0, scale * 1.1))
    plate_h = text + 10
    side_w = max(text * 7.5, hand_card * 1.5)

    # The battle rows: as wide as the table leaves beside the column.
    room = play.width - 2 * margin - column_w - 6 * gap
    battle = {}  # seat -> [(spec, kind, width, height, card)]
    for seat in (other, seats.anchor):
        own = [s for s in specs if s.owner == seat and s.kind in ("board", "slot")]
        boards = [s for s in own if s.kind == "board"]
        slots = [s for s in own if s.kind == "slot"]
        items = []
        if boards:
            card = min(hand_card * BOARD_MOST, row_h / (CARD_RATIO * BOARD_ROOM))
            slot_w = len(slots) * (card + gap)
            budget = (room - side_w - 2 * gap - slot_w) / len(boards) - gap * (len(boards) - 1)
            for board in boards:
                found = _board(budget, card, rows.get(board.id, 0), row_h)
                items.append((board, "board", *found))
            card = min(card, min(item[4] for item in items))
            items = [(s, "slot", card, card * CARD_RATIO, card) for s in slots] + items
        else:  # a figure: the biggest card of the table
            card = min(hand_card * FIGURE_MOST, row_h / (CARD_RATIO * 1.02))
            card = min(card, (room - side_w - 2 * gap) / max(1, len(slots)) - gap)
            items = [(s, "slot", card, card * CARD_RATIO, card) for s in slots]
        battle[seat] = items
    widths = {
        seat: side_w + 2 * gap + sum(item[2] + gap for item in items) - gap
        for seat, items in battle.items()
    }
    left_w = max(widths.values())
    total = left_w + 6 * gap + column_w
    x0 = max(play.left + margin, play.centerx - total / 2)
    column_x = x0 + left_w + 6 * gap

    other_y = top + top_row + gap * 2
    news_y = other_y + row_h + gap
    mine_y = news_y + news_h + gap
    for seat, y in ((other, other_y), (seats.anchor, mine_y)):
        x = x0 + (left_w - widths[seat]) / 2
        own_counters = [c for c in counters if c.owner == seat]
        block = plate_h + (plate_h + gap / 2) * len(own_counters)
        cy = y + (row_h - block) / 2
        put(f"plate:p{seat + 1}", "plate", seat, (x, cy, side_w, plate_h))
        cy += plate_h + gap / 2
        for counter in own_counters:
            put(counter.id, "counter", seat, (x, cy, side_w, plate_h))
            cy += plate_h + gap / 2
        x += side_w + 2 * gap
        for spec, kind, wide, tall, card in battle[seat]:
            put(spec.id, kind, seat, (x, y + row_h - tall, wide, tall), card)
            x += wide + gap
    # The news band: a banner a little wider than it still stays over the battle rows.
    low, high = max(x0, play.left + 44), min(x0 + left_w, play.right - 44)
    put("news", "news", None, (low, news_y, high - low, news_h))

    # The column: centred on the news band, the buttons' room under it to the battle row's foot.
    y = other_y + caption
    for spec in chains:
        tall = pile_card * CARD_RATIO * 1.08
        put(spec.id, "chain", None, (column_x, y, chain_w, tall), pile_card)
        y += tall + gap + caption
    x = column_x + (column_w - piles_w) / 2
    for spec in piles + others:
        put(spec.id, "pile", None, (x, y, pile_card, pile_card * CARD_RATIO), pile_card)
        x += pile_card + apart
    if piles or others:
        y += pile_card * CARD_RATIO + caption + gap
    placement.buttons = pygame.Rect(
        round(column_x), round(y), round(column_w), max(0, round(mine_y + row_h - y))
    )

    # The hands: the other seat's backs at the top, the seat at the screen's at the bottom.
    for spec in specs:
        if spec.kind != "hand" or spec.owner is None:
            continue
        if spec.owner == seats.anchor:
            wide = min(play.width - 2 * margin, max(play.width * 0.8, hand_card * 8))
            y = height - margin * 2 - bottom_row
            put(
                spec.id,
                "hand",
                spec.owner,
                (play.centerx - wide / 2, y, wide, bottom_row),
                hand_card,
            )
        else:
            wide = back_card * (1 + FAN_REACH * 0.6)
            put(
                spec.id,
                "hand",
                spec.owner,
                (play.centerx - wide / 2, top, wide, top_row),
                back_card,
            )
    return placement


def _board(budget: float, card: float, count: int, row_h: float) -> tuple[float, float, float]:
    """(width, height, card width) of a board of `count` monsters at most `budget` wide and
    `row_h` tall, its cards at most `card` wide."""
    for _ in range(40):
        wide, tall, found = board_box(budget, card, count, BOARD_SLOTS)
        if tall <= row_h + 0.5:
            return wide, tall, found
        card *= 0.95
    return wide, tall, found

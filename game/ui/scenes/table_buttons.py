"""Where the buttons of the seat at the screen go: a row centred above its things, or the
column a layout keeps for them (a duel's), or a column beside its topmost row when a board
leaves no room above it."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.table.zone_captions import count_rect
from game.ui.table.zone_layout import ZonePlacement
from game.ui.widgets import Button

LEAST_WORDS = 14  # the least size of a button's words in a column narrowed to fit beside a board


def arrange_buttons(placement: ZonePlacement, anchor: int, buttons: list[Button]) -> None:
    """Give each of `buttons` its place and its size of words on the table laid out as
    `placement`, near the things of the seat `anchor` (the one at the bottom)."""
    if not buttons:
        return
    scale = placement.seats.scale
    height, gap = int(44 * scale), int(12 * scale)
    size = int(26 * scale)
    widths = [max(int(110 * scale), theme.font(size, True).size(b.label)[0] + 36) for b in buttons]
    total = sum(widths) + gap * (len(buttons) - 1)
    mine = [p.rect for p in placement.seat_places(anchor)]
    top = min((rect.top for rect in mine), default=placement.play_rect.bottom - 200)
    middle = [p.rect for p in placement.zones.values() if p.owner is None]
    floor = max((rect.bottom for rect in middle), default=0) + 24  # under the pile counts
    for button in buttons:
        button.font_size = size
    if _arrange_kept(placement, buttons, height, gap):
        return
    if (
        top - height - gap < floor
        and mine
        and _arrange_beside(placement, anchor, buttons, widths, mine)
    ):
        return
    y = max(floor, top - height - gap)
    x = placement.play_rect.centerx - total // 2
    spot = _clear_spot(placement, widths, height, gap, (x, y))
    if spot is not None and spot.width < total:  # a column
        for index, button in enumerate(buttons):
            button.rect = pygame.Rect(
                spot.left, spot.top + index * (height + gap), spot.width, height
            )
        return
    if spot is not None:
        x, y = spot.topleft
    for button, width in zip(buttons, widths, strict=True):
        button.rect = pygame.Rect(x, y, width, height)
        x += width + gap


def _clear_spot(
    placement: ZonePlacement, widths: list[int], height: int, gap: int, at: tuple[int, int]
) -> pygame.Rect | None:
    """Where the buttons go when their row at `at` (its top left) would lie on something
    placed (a zone, a name plate, a counter, a band kept for news): the clear row, else the
    clear column, nearest to it, each laid beside or level with what is placed; None when
    the row at `at` is clear, or nothing is."""
    play = placement.play_rect
    taken = [place.rect for place in placement.places()]
    count = len(widths)
    row = pygame.Rect(at, (sum(widths) + gap * (count - 1), height))
    column = pygame.Rect(at, (max(widths), count * height + (count - 1) * gap))

    def clear(rect: pygame.Rect) -> bool:
        return play.contains(rect) and rect.inflate(gap, gap // 2).collidelist(taken) < 0

    def roomy(rect: pygame.Rect) -> bool:  # two gaps clear on each side (a pile spreads)
        return clear(rect) and rect.inflate(4 * gap, gap).collidelist(taken) < 0

    if clear(row):
        return None
    near = pygame.Vector2(row.center)
    found = []
    for shape, penalty in ((row, 0), (column, 2 * height)):
        w, h = shape.size
        xs = {shape.left, play.left + gap, play.right - gap - w}
        ys = {shape.top}
        for rect in taken:
            xs |= {rect.right + gap, rect.left - gap - w}
            ys |= {rect.top, rect.bottom - h, rect.centery - h // 2, rect.bottom + gap}
            ys.add(rect.top - gap - h)
        spots = [pygame.Rect(x, y, w, h) for x in xs for y in ys]
        spots = [spot for spot in spots if roomy(spot)] or [s for s in spots if clear(s)]
        if spots:
            best = min(spots, key=lambda spot: near.distance_to(spot.center))
            found.append((near.distance_to(best.center) + penalty, len(found), best))
    return min(found)[2] if found else None


def _arrange_kept(placement: ZonePlacement, buttons: list[Button], height: int, gap: int) -> bool:
    """The buttons in a column in the place the layout keeps for them (a duel's), from its
    top; False when it has none or they do not fit in it."""
    room = placement.buttons
    if room is None or len(buttons) * (height + gap) - gap > room.height:
        return False
    for index, button in enumerate(buttons):
        button.rect = pygame.Rect(room.left, room.top + index * (height + gap), room.width, height)
    return True


def _arrange_beside(
    placement: ZonePlacement, anchor: int, buttons: list[Button], widths: list[int], mine
) -> bool:
    """No room over the seat's things (a board fills it): the buttons in a column right of
    its topmost row (a board), or left of it, level with its foot, else lower, beside the
    things under it (its name); the column narrower, its words smaller, where the room
    beside the row is narrower; False when neither side has the room."""
    play, scale = placement.play_rect, placement.seats.scale
    height, gap = int(44 * scale), int(12 * scale)
    row = min(mine, key=lambda rect: rect.top)
    least = max(theme.font(LEAST_WORDS, True).size(b.label)[0] for b in buttons) + 16
    tall = len(buttons) * height + (len(buttons) - 1) * gap
    others = [rect for rect in mine if rect is not row]
    # Nor over another seat's things or the middle (a battle's boards reach near).
    others += [p.rect for p in placement.places() if p.owner != anchor]
    rooms = ((row.right + 2 * gap, play.right), (play.left, row.left - 2 * gap))
    feet = sorted({row.bottom, *(rect.bottom for rect in mine if rect.top >= row.bottom)})
    for foot in feet:
        for side, (left, right) in enumerate(rooms):
            column = min(max(widths), right - left)
            if column < least:
                continue
            x = left if side == 0 else right - column
            area = pygame.Rect(x, foot - tall, column, tall)
            # Clear of the badges a board's monsters hang a little below it, too.
            if play.contains(area) and area.inflate(8, 8).collidelist(others) < 0:
                for index, button in enumerate(buttons):
                    button.rect = pygame.Rect(x, area.top + index * (height + gap), column, height)
                return True
    return False


def place_aside(
    placement: ZonePlacement, anchor: int, buttons: list[Button], aside: Button
) -> None:
    """Give `aside` (the Hint button) its place beside `buttons`, already arranged: after the
    last of them, before the first, under or over them, else beside the seat's name plate,
    else in a corner of the table; the first of those that lies on nothing placed (no zone,
    plate or counter, pile's count, no other button). Its words are the others' size."""
    scale = placement.seats.scale
    height, gap = int(44 * scale), int(12 * scale)
    aside.font_size = buttons[0].font_size if buttons else int(26 * scale)
    width = max(int(90 * scale), theme.font(aside.font_size, True).size(aside.label)[0] + 28)
    play = placement.play_rect
    taken = [p.rect for p in placement.places()] + [b.rect for b in buttons]
    taken += [count_rect(p, 999, scale) for p in placement.zones.values() if p.kind == "pile"]
    spots = []
    if buttons:
        first, last = buttons[0].rect, buttons[-1].rect
        spots += [
            pygame.Rect(last.right + gap, last.top, width, height),
            pygame.Rect(first.left - gap - width, first.top, width, height),
            pygame.Rect(last.left, last.bottom + gap, width, height),
            pygame.Rect(first.left, first.top - gap - height, width, height),
        ]
    plate = placement.plates.get(anchor)
    if plate is not None:
        rect = plate.rect
        spots += [
            pygame.Rect(rect.right + gap, rect.centery - height // 2, width, height),
            pygame.Rect(rect.left, rect.top - gap - height, width, height),
            pygame.Rect(rect.left - gap - width, rect.centery - height // 2, width, height),
        ]
    inner = play.inflate(-2 * gap, -2 * gap)
    for corner in ("bottomright", "bottomleft", "topright"):
        spot = pygame.Rect(0, 0, width, height)
        setattr(spot, corner, getattr(inner, corner))
        spots.append(spot)
    for spot in spots:
        if play.contains(spot) and spot.inflate(8, 8).collidelist(taken) < 0:
            aside.rect = spot
            return
    aside.rect = spots[0].clamp(play)

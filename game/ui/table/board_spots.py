"""Where each card of a board lies: the cards in a row, and a card laid on another one (an
instance marked `on` with the other's id: a buff on a monster, an item on a K-Mon) tucked
behind it, its top showing above it, one above the other when there are several.

The drawing (zone_table.py), the pointer's hits and the animations (animator.py) all place
board cards from here, so a card flies to where it is then drawn.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.ui.cardart import CARD_RATIO
from game.ui.cardface import name_plate_box
from game.ui.table.board_rows import PEEK
from game.ui.table.stat_badges import DETAILED

__all__ = ["PEEK", "board_spots", "drawing_order", "host_of", "peek_height", "row_indices"]

SHIFT = 0.06  # of a card's width: and how far right of the one under it


def peek_height(width: float) -> int:
    """How many pixels of a K-Mon card `width` wide show above the card it is laid on, where
    the zone shows laid cards by their names (`ZonePlacement.peeks`): its name plate whole,
    its rim too, down to the top of its kind's band, of which nothing shows (elementface.py:
    the band starts a little under the plate)."""
    wide = max(8, int(width))
    _, top, _, tall = name_plate_box(wide, wide >= DETAILED["kmon"])
    return int(top + tall + wide * 0.012)


def host_of(item: Any) -> str | None:
    """The id of the card `item` is laid on, or None."""
    if isinstance(item, Mapping):
        host = item.get("marks", {}).get("on")
        return host if isinstance(host, str) else None
    return None


def board_spots(placement, zone: str, items: Sequence[Any]) -> list[tuple[float, float]]:
    """The middle of each of `items` on the board `zone`: the cards that lie on nothing in a
    row (see ZonePlacement.row_position); each card laid on one of them above it by PEEK of a
    card's height (in a zone of `ZonePlacement.peeks`, by its name plate: `peek_height`) per
    card laid before it; a card whose host is not there takes a place in the row like any
    other."""
    place = placement.zones[zone]
    width = place.card_width
    height = width * CARD_RATIO
    rise = height * PEEK
    if zone in placement.peeks:  # its name plate, within the room the zone keeps for it
        rise = min(peek_height(width), height * placement.peeks[zone])
    ids = [item.get("id") if isinstance(item, Mapping) else None for item in items]
    present = {found for found in ids if found is not None}
    in_row = row_indices(items)
    spots: list[tuple[float, float] | None] = [None] * len(items)
    for slot, index in enumerate(in_row):
        spots[index] = placement.row_position(zone, slot, len(in_row))
    laid: dict[str, int] = {}
    for index, item in enumerate(items):
        host = host_of(item)
        if spots[index] is not None or host is None:
            continue
        root = host
        for _ in range(len(items)):  # a card laid on a card laid on another: the one below all
            below = host_of(items[ids.index(root)])
            if below is None or below not in present:
                break
            root = below
        x, y = spots[ids.index(root)] or placement.row_position(zone, 0, 1)
        laid[root] = laid.get(root, 0) + 1
        spots[index] = (x + width * SHIFT * laid[root], y - rise * laid[root])
    return [spot if spot is not None else placement.row_position(zone, 0, 1) for spot in spots]


def row_indices(items: Sequence[Any]) -> list[int]:
    """The indices of the cards of a board that lie in its row: on no card that is there."""
    ids = {item.get("id") for item in items if isinstance(item, Mapping)} - {None}
    return [index for index, item in enumerate(items) if host_of(item) not in ids]


def drawing_order(items: Sequence[Any]) -> list[int]:
    """The indices of `items` in the order they are drawn: the cards laid on others first,
    the topmost of them first (under everything), then the row."""
    laid = [index for index, item in enumerate(items) if host_of(item) is not None]
    rest = [index for index, item in enumerate(items) if host_of(item) is None]
    return [*reversed(laid), *rest]

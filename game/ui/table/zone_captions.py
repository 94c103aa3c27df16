"""The names of the table's own zones (Deck, Graveyard, Chain), written above them: as big as
the log's words at the least, clear of the cards under them (a deck's stack stands a little up
and left of its place) and of every other thing placed (the zone layout keeps the room for
them over the middle row of a battle: see zone_layout._middle_row); and the count of a pile's
cards, under it (in room the layout keeps for it under a battle's middle row, too)."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.table.placement import Place, ZonePlacement

LEAST = 14  # the least size of a zone's name: the log's words at the smallest window
LOG = 18  # times the table's scale: the log's words (see logview.py)
SHARE = 0.2  # of the zone's card width: the size of its name on bigger cards
LIFT = 8  # pixels between a zone's name and its place: clear of a deck's stack (6 pixels up)


def caption_size(ui: float, card_width: float) -> int:
    """The size of the name of a zone whose cards are `card_width` wide, on a table drawn at
    `ui` times its size: the log's words' at the least."""
    return max(LEAST, int(LOG * ui), int(card_width * SHARE))


def caption_room(ui: float, card_width: float) -> float:
    """How high the room above a zone is that its name takes, its lift with it."""
    return caption_size(ui, card_width) * 1.3 + LIFT


def caption_rect(placement: ZonePlacement, place: Place, words: str) -> pygame.Rect:
    """Where the name `words` of the zone at `place` is written: above it, centred on its
    (first) card."""
    image = caption_image(words, caption_size(placement.seats.scale, place.card_width))
    x = place.rect.centerx
    if place.kind == "chain":
        x = placement.chain_position(place.id, 0, 1)[0]
    return image.get_rect(midbottom=(round(x), place.rect.top - LIFT))


def caption_image(words: str, size: int) -> pygame.Surface:
    return theme.text(words, size, theme.INK_DIM, True)


COUNT_GAP = 4  # pixels between a pile and its count under it
COUNT_CHIP = (16, 24, 28)  # the dark chip under a count that a pile's marks (a ring) run under


COUNT_GROWTH = 40  # points of a count's size per unit of the table's scale past 1 (see count_size)


def count_size(ui: float, card_width: float) -> int:
    """The size of the count of a pile's cards `card_width` wide, under it, on a table drawn at
    `ui` times its size: LEAST (or a fifth of a big card's width) up to 1280x800; in a larger
    window it grows with the scale, to the size of the zones' names (caption_size) by a scale
    of 1.25, and with them after that."""
    grown = min(LOG * ui, LEAST + COUNT_GROWTH * (ui - 1))
    return max(LEAST, int(card_width * SHARE), int(grown))


def count_room(ui: float, card_width: float) -> float:
    """How high the room under a pile is that its count takes: its gap above, and as much
    again under it, clear of a board below."""
    return count_size(ui, card_width) + 2 * COUNT_GAP


def count_image(count: int, card_width: float, ui: float) -> pygame.Surface:
    return theme.text(str(count), count_size(ui, card_width), theme.INK_DIM)


def count_rect(place: Place, count: int, ui: float) -> pygame.Rect:
    """Where the count of the pile at `place` is written, on a table drawn at `ui` times its
    size: under it."""
    image = count_image(count, place.card_width, ui)
    return image.get_rect(midtop=(place.rect.centerx, place.rect.bottom + COUNT_GAP))


def widest_count_rect(place: Place, digits: int, ui: float) -> pygame.Rect:
    """Where any count of up to `digits` digits of the pile at `place` is written: as wide as
    the widest of them (a figure's width is its own: "80" is wider than "99")."""
    size = count_size(ui, place.card_width)
    face = theme.font(size)
    widest = max("0123456789", key=lambda digit: face.size(digit)[0])
    image = theme.text(widest * digits, size, theme.INK_DIM)
    return image.get_rect(midtop=(place.rect.centerx, place.rect.bottom + COUNT_GAP))

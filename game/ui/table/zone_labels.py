"""The names written on the table's zones (Draw pile, Discard pile, Graveyard, Deck, Bench,
Board, Chain), in the words the catalogue gives the game for them: `<game>.zone.<name>`, a
seat's zone by its name without the seat (`kmon.zone.bench` names `bench:p1` and `bench:p2`).

A name is written only where it covers nothing: above its zone (a chain's above its first
card), else under it (under a pile's count, and under the marks round a pile); a board's in
the top left corner of its frame, where its cards leave the room. A zone with no room for its
name goes unnamed there; pointing at it still tells what it is (table_glossary.py)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.i18n import has, t
from game.ui import theme
from game.ui.table.placement import Place, ZonePlacement
from game.ui.table.zone_captions import LIFT, caption_image, caption_size, count_rect

INSET = 6  # pixels between a board's frame and its name inside it
CLEAR = 2  # pixels a name keeps from what it is not part of
STATUS_TOP = 12  # pixels from the table's top to its first line of words
CHAIN_LINES = 5  # the entries of the chain told over it at most


def zone_term(zone_id: str) -> str:
    """A zone's name without its seat: `bench` for `bench:p1`."""
    return zone_id.split(":", 1)[0]


def zone_name(game: str, zone_id: str) -> str | None:
    """The words naming `zone_id` on the table of `game`, or None (a zone left unnamed)."""
    key = f"{game}.zone.{zone_term(zone_id)}"
    return t(key) if has(key) else None


def reach(place: Place, ui: float, marks: Sequence[pygame.Rect] = ()) -> list[pygame.Rect]:
    """All a zone's drawing may cover: its cards' place, a pile's count, and the marks round
    it (UNO's ring), on a table drawn at `ui` times its size."""
    rects = [place.rect.copy(), *marks]
    if place.kind == "pile":
        rects.append(count_rect(place, 999, ui))
    return rects


def zone_labels(
    placement: ZonePlacement, game: str, marks: Mapping[str, Sequence[pygame.Rect]] | None = None
) -> dict[str, pygame.Rect]:
    """Where the name of each zone of `placement` that has one and room for it is written
    (boards aside: theirs go inside their frames, see `board_label`), zone id -> rectangle.
    `marks`: zone id -> the marks drawn round it. Each is clear of every other thing placed,
    of every zone's count and marks, and of the names placed before it."""
    marks = marks or {}
    ui = placement.seats.scale
    reaches = {key: reach(place, ui, marks.get(key, ())) for key, place in placement.zones.items()}
    play = placement.play_rect.copy()
    # Clear of the words at the top left too (the prompt of a turn runs wide).
    play.top += status_room(placement.seats.scale)
    play.height -= status_room(placement.seats.scale)
    taken: list[pygame.Rect] = []
    labels: dict[str, pygame.Rect] = {}
    for place in sorted(placement.zones.values(), key=lambda p: p.owner is not None):
        words = zone_name(game, place.id)
        if words is None or place.kind in ("board", "hand"):
            continue
        others = [p.rect for p in placement.places() if p is not place]
        others += [rect for key, rects in reaches.items() if key != place.id for rect in rects]
        own = reaches[place.id]
        for rect in _spots(placement, place, own[0].unionall(own[1:]), words):
            if not play.contains(rect):
                continue
            if rect.inflate(CLEAR, CLEAR).collidelist(others + taken + own) >= 0:
                continue
            labels[place.id] = rect
            taken.append(rect)
            break
    return labels


def status_room(scale: float) -> int:
    """How high the first line of words at the top left of the table reaches (a turn's
    prompt, large: see TableView._draw_status)."""
    size = max(16, int(22 * scale))
    return STATUS_TOP + int(size * 1.3 * 1.4) + 4


def _spots(placement: ZonePlacement, place: Place, around: pygame.Rect, words: str):
    """Where a zone's name may go, best first: above it, then under it."""
    image = caption_image(words, caption_size(placement.seats.scale, place.card_width))
    x = place.rect.centerx
    if place.kind == "chain":
        x = round(placement.chain_position(place.id, 0, 1)[0])
    yield image.get_rect(midbottom=(x, around.top - LIFT))
    yield image.get_rect(midtop=(x, around.bottom + CLEAR))


def board_label(placement: ZonePlacement, place: Place, words: str) -> pygame.Rect:
    """Where a board's name goes: in the top left corner of its frame."""
    image = caption_image(words, label_size(placement, place))
    return image.get_rect(topleft=(place.rect.left + INSET, place.rect.top + INSET))


def label_size(placement: ZonePlacement, place: Place) -> int:
    return caption_size(placement.seats.scale, place.card_width)


def draw_board_label(
    surface: pygame.Surface, placement: ZonePlacement, place: Place, game: str, cards
) -> pygame.Rect | None:
    """A board's name in its frame's corner, when its cards (`cards`: where each was drawn,
    with its tags and badges) leave it the room; gives where it went."""
    words = zone_name(game, place.id)
    if words is None:
        return None
    rect = board_label(placement, place, words)
    if not place.rect.contains(rect) or rect.inflate(CLEAR, CLEAR).collidelist(cards) >= 0:
        return None
    surface.blit(caption_image(words, label_size(placement, place)), rect)
    return rect


def draw_chain_lines(
    surface: pygame.Surface, place: Place, caption: pygame.Rect, lines, size: int
) -> pygame.Rect:
    """What is under way on a chain, oldest first, in a box over its name: the newest, the
    one to answer, last and gold. At most CHAIN_LINES, the newest. Gives the box."""
    shown = list(lines)[-CHAIN_LINES:]
    room = max(place.rect.width, caption.width)
    images = [
        theme.text(
            line,
            theme.fitting_size(line, size, room - 16, True, smallest=10),
            theme.GOLD if index == len(shown) - 1 else theme.INK,
            True,
        )
        for index, line in enumerate(shown)
    ]
    tall = sum(image.get_height() + 2 for image in images) + 8
    box = pygame.Rect(0, 0, max(image.get_width() for image in images) + 16, tall)
    box.bottomleft = (min(place.rect.left, caption.left), caption.top - 2)
    pygame.draw.rect(surface, (12, 22, 18), box, border_radius=8)
    y = box.top + 4
    for image in images:
        surface.blit(image, (box.left + 8, y))
        y += image.get_height() + 2
    return box

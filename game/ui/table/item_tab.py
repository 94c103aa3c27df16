"""A card laid on a champion (a K-Mon's item) is a tab with its name over the champion, where a
card laid on another shows a strip of itself: the champion's row leaves room for no more than
that strip, shorter than the card's own name plate. The tab is as tall as the strip, as wide
as the card or, for a long name, wider (into the room beside the champion, clear of all that
lies there), its turns left in a pill at its right ("2 / 3 turns", or "2 / 3" alone where the
words would leave the name too small to read); of the champion's card it covers at most the
top edge, never its name, its picture or its numbers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.cardface import INK, PARCHMENT, name_plate_box
from game.ui.table.board_spots import host_of
from game.ui.table.stat_badges import peek_words
from game.ui.table.zone_captions import widest_count_rect

REACH = 0.7  # of the card's width: how far the tab may reach out on each side of it
LEGIBLE = 9  # pixels: the least height of its words
READABLE = 18  # a name written smaller than this size has its pill say the turns' number alone


def small(size: int) -> int:
    """The size of the turns' words beside a name written at `size`: a little smaller."""
    return max(1, size * 5 // 6)


def item_tab(
    laid: pygame.Rect,
    host_top: int,
    name: str,
    words: str | None,
    above: Sequence[pygame.Rect] = (),
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect | None, int]:
    """Where the name of a card drawn at `laid`, on a champion whose card's top is `host_top`,
    goes: the tab, the box of its name's text, the box of its pill (None without `words`), and
    the size the name and the words are written at. The tab fills the strip of the card over
    the champion, from under what lies `above` it (or the card's top) down over the champion's
    top edge to the plate of its name: centred on the card, or moved aside (within its reach)
    where that leaves it taller, clear of all of `above`, its words as large as it holds."""
    bottom = host_top + max(1, int(name_plate_box(laid.width, False)[1]) - 2)
    most = round(laid.width * (1 + 2 * REACH))
    least_left, most_right = laid.centerx - most // 2, laid.centerx + most // 2

    def top_over(left: int, wide: int) -> int:
        span = pygame.Rect(left, 0, wide, host_top)
        bottoms = [r.bottom + 1 for r in above if r.colliderect(span) and r.bottom <= host_top]
        return max([laid.top, *bottoms])

    def lefts(wide: int) -> list[int]:
        found = [laid.centerx - wide // 2, laid.left, laid.right - wide]
        found += [r.right + 3 for r in above] + [r.left - 3 - wide for r in above]
        return [x for x in found if least_left <= x and x + wide <= most_right]

    size, tab = max(8, (bottom - laid.top) * 3 // 2), None  # (letters: 0.7 of a size)
    while tab is None and size > 1:
        pad = max(3, size // 4)
        name_w, name_h = theme.font(size, False, True).size(name)
        pill_w, pill_h = theme.font(small(size), True).size(words) if words else (0, 0)
        need = pad * 2 + name_w + (pill_w + pad * 3 if words else 0)
        high = max(name_h, pill_h) + 4
        wide = max(laid.width, need)
        for left in lefts(wide) if need <= most else ():
            top = top_over(left, wide)
            found = pygame.Rect(left, top, wide, bottom - top)
            if found.height >= high and found.collidelist(list(above)) < 0:
                tab = found
                break
        else:
            size -= 1
    if tab is None:  # (no room at all: the strip of the card, its words unreadable)
        pad, tab = 3, pygame.Rect(laid.left, laid.top, laid.width, max(1, bottom - laid.top))
    pill = None
    if words:
        pill_w = theme.font(small(size), True).size(words)[0] + pad * 2
        pill = pygame.Rect(0, 0, pill_w, max(4, tab.height - 4))
        pill.midright = (tab.right - 2, tab.centery)
    right = pill.left - 1 if pill is not None else tab.right - pad
    name_w, text_h = theme.font(size, False, True).size(name)
    text = pygame.Rect(0, 0, min(name_w, right - tab.left - pad), min(text_h, tab.height))
    text.center = ((tab.left + pad + right) // 2, tab.centery)
    return tab, text, pill, size


def host_index(cards: Sequence[Any], item: Any) -> int | None:
    """Where the card that `item` lies on is among `cards` (None: on none of them)."""
    host = host_of(item)
    for index, card in enumerate(cards):
        if isinstance(card, Mapping) and host is not None and card.get("id") == host:
            return index
    return None


def tab_laid(laid: pygame.Rect, upright: pygame.Rect, drawn: pygame.Rect) -> pygame.Rect:
    """Where the card laid at `laid` on a champion placed at `upright` is taken to lie, for
    its tab, once the champion is drawn at `drawn`: as much lower as the champion's top is (a
    champion turned sideways, defending, is wider than tall, its top lower), so that its tab
    still rests on the champion's top edge, no gap between them."""
    return laid.move(0, drawn.top - upright.top)


def tab_of(
    laid: pygame.Rect,
    host_top: int,
    name: str,
    stats: Mapping[str, Any] | None,
    game: str,
    above: Sequence[pygame.Rect] = (),
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect | None, int, str | None, Any]:
    """The tab of a card drawn at `laid` on a champion (see `item_tab`), with the words of its
    pill and the pill's colour (None: no pill): the turns in words, or their number alone
    where that lets a name too small to read be written larger."""
    found = peek_words(stats, game)
    words, color = found if found is not None else (None, None)
    tab, text, pill, size = item_tab(laid, host_top, name, words, above)
    if words is not None and (size < READABLE or text.height < LEGIBLE):
        bare = (peek_words(stats, game, True) or (words, None))[0]
        shorter = item_tab(laid, host_top, name, bare, above)
        if shorter[3] > size or text.height < LEGIBLE:
            words, (tab, text, pill, size) = bare, shorter
    return tab, text, pill, size, words, color


def draw_item_tab(
    surface: pygame.Surface,
    laid: pygame.Rect,
    host_top: int,
    name: str,
    stats: Mapping[str, Any] | None,
    game: str,
    above: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """The tab of a card drawn at `laid` on a champion (see `item_tab`); returns where it is."""
    tab, text, pill, size, words, color = tab_of(laid, host_top, name, stats, game, above)
    radius = max(3, tab.height // 3)
    pygame.draw.rect(surface, INK, tab.inflate(2, 2), border_radius=radius + 1)
    pygame.draw.rect(surface, PARCHMENT, tab, border_radius=radius)
    image = theme.text(name, size, INK, display=True)
    if image.get_width() > text.width:  # (a name too long for any size that can be read)
        image = image.subsurface((0, 0, text.width, image.get_height()))
    surface.blit(image, image.get_rect(center=text.center))
    if pill is not None and words is not None and color is not None:
        pygame.draw.rect(surface, color, pill, border_radius=pill.height // 2)
        label = theme.text(words, small(size), theme.INK_DARK, True)
        surface.blit(label, label.get_rect(center=pill.center))
    return tab


def places_above(placement: Any, own: str) -> list[pygame.Rect]:
    """What a champion's item tab keeps clear of: the places of the table (`placement`'s, but
    the champion's own, `own`), the counts under the piles, the news, the name plates and the
    counters."""
    places = [p.rect for p in placement.zones.values() if p.id != own]
    ui = placement.seats.scale
    places += [widest_count_rect(p, 2, ui) for p in placement.zones.values() if p.kind == "pile"]
    places += [p.rect for p in placement.plates.values()]
    places += [p.rect for p in placement.counters.values()]
    if placement.news is not None:
        places.append(placement.news.rect)
    return places

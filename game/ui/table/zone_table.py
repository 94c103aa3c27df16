"""Drawing a table of any game from its zones: piles, hands, slots, boards, chains, the name
plates and the counters (plates.py), and the lines between two cards (links.py), each where the
zone layout put it (see zone_layout.py).

What is drawn comes from the display model alone (display.py): a card the viewer may not see
is None there and is drawn as a back. An instance (a card in a public zone with an id) is
drawn with its marks as chips, in the words the catalogue gives the game for them
(`<game>.mark.<name>`; a mark without words is not shown). Every card drawn that a player may
point at is kept in `ZoneHits`, topmost last, for the table's hit tests.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from game.engine.zones import CounterSpec
from game.i18n import has, language, t
from game.ui import theme
from game.ui.table.board_rows import shown_widths
from game.ui.table.board_spots import board_spots, drawing_order, host_of, row_indices
from game.ui.table.card_tags import card_rect, draw_foot_tags, draw_tags, free_above
from game.ui.table.display import Display
from game.ui.table.item_tab import draw_item_tab, host_index, places_above, tab_laid
from game.ui.table.links import draw_links
from game.ui.table.plates import (
    COUNTER_COLORS,
    counter_text,
    draw_counter,
    draw_figure_counters,
    draw_plate,
    plate_text,
    seat_color,
    shared_counter_size,
)
from game.ui.table.render import Renderer
from game.ui.table.stat_badges import (
    draw_peek_stats,
    draw_stats,
    stats_top,
)
from game.ui.table.zone_captions import (
    COUNT_CHIP,
    caption_image,
    caption_rect,
    caption_size,
    count_image,
    count_rect,
)
from game.ui.table.zone_hits import Hit, ZoneHits, item_card, item_key
from game.ui.table.zone_labels import (
    draw_board_label,
    draw_chain_lines,
    label_size,
    zone_labels,
    zone_name,
)
from game.ui.table.zone_layout import LIFT, Place, ZonePlacement


@dataclass
class ZoneFrame:
    """The facts of one frame that are not in the display: who is at the screen, who decides,
    what glows, what is being dragged."""

    viewer: int | None
    names: Sequence[str]
    game: str
    deciding: set[int] = field(default_factory=set)
    playable: set[str] = field(default_factory=set)  # the viewer's cards that may be picked up
    glow: set[str | None] = field(default_factory=set)  # zone ids, instance ids, pN; None: all
    blue: int = 200
    lifted: int | None = None  # the hand card under the pointer
    hidden_index: int | None = None  # the hand card being dragged, or flying back
    hidden_items: frozenset[str] = frozenset()  # instances dragged or moving, not drawn
    selected: int | None = None
    chosen: frozenset[int] = frozenset()  # hand cards picked to pay a move: lifted, framed
    hand_positions: Sequence[tuple[float, float, float]] | None = None
    flashes: Mapping[str, float] = field(default_factory=dict)  # counter id -> 1 fading to 0
    waiting: set[int] = field(default_factory=set)  # places of the hand kept for cards in flight
    choosing: bool = False  # the viewer decides now: the cards it may not pick up are dimmed
    # Instance id -> its numbers (the view's `stats`): name -> value, or [value, its most].
    stats: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    hand_zone: str | None = None  # the viewer's hand (its other hands are drawn as they are)
    notes: Mapping[str, str] = field(default_factory=dict)  # hand cards greyed, with the reason
    chain_lines: Sequence[str] = ()  # what is under way on the chain, oldest first
    maxima: Mapping[str, int | None] = field(default_factory=dict)  # counter id -> its most


class ZoneRenderer:
    """Draws every zone, plate and counter of a placement."""

    def __init__(self, renderer: Renderer, counter_specs: Mapping[str, CounterSpec]):
        self.renderer = renderer
        self.counter_specs = counter_specs
        self._drawn: list[pygame.Rect] | None = None  # the zone's drawing so far (see `draw`)
        self._labels: tuple | None = None  # (placement, its facts, where the zones' names go)

    def draw(
        self, surface: pygame.Surface, placement: ZonePlacement, display: Display, frame: ZoneFrame
    ) -> ZoneHits:
        """Every zone of `placement`, in order; gives their hit areas."""
        hits = ZoneHits()
        for place in placement.zones.values():
            zone = display.zones.get(place.id)
            if zone is not None:
                self._zone(surface, placement, place, zone, display, frame, hits)
        self.links(surface, display, hits)
        return hits

    def draw_zone(
        self,
        surface: pygame.Surface,
        placement: ZonePlacement,
        display: Display,
        frame: ZoneFrame,
        zone_id: str,
    ) -> tuple[ZoneHits, pygame.Rect] | None:
        """One zone (None: the display has no such zone): its hit areas, and the rectangle
        all its drawing lies in, whatever the surface's clip (what the table's layers draw
        again when the zone changes)."""
        zone = display.zones.get(zone_id)
        if zone is None:
            return None
        place = placement.zones[zone_id]
        hits = ZoneHits()
        self._drawn = []
        try:
            self._zone(surface, placement, place, zone, display, frame, hits)
            reach = place.rect.unionall(self._drawn).inflate(4, 4)
        finally:
            self._drawn = None
        return hits, reach

    def _at(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect`, counted in the reach of the zone being drawn."""
        if self._drawn is not None:
            self._drawn.append(pygame.Rect(rect))
        return rect

    def _zone(self, surface, placement, place: Place, zone, display, frame, hits) -> None:
        hits.zones.append(Hit(place.rect, place.id, None))
        self._caption(surface, placement, place, frame, display)
        if place.kind == "hand":
            self._hand(surface, placement, place, zone.cards, frame, hits)
        elif place.kind == "pile":
            if place.id == display.pile_id:  # the family's marks round the pile played on
                family = self.renderer.family
                marks = family.pile_marks(
                    self.renderer, surface, place.rect.center, place.card_width, display
                )
                if marks is not None:
                    self._at(marks)
                self._pile(surface, placement, place, zone.cards, frame, hits, marks is not None)
            else:
                self._pile(surface, placement, place, zone.cards, frame, hits)
        elif place.kind == "chain":
            self._chain(surface, placement, place, zone.cards, frame, hits)
        else:
            self._row(surface, placement, place, zone.cards, frame, hits, display)

    def links(self, surface, display: Display, hits: ZoneHits) -> list[pygame.Rect]:
        """Each blocker joined to the attacker it blocks (see links.py); the rectangles drawn
        (drawn over the zones at every frame: they join two zones)."""
        return draw_links(surface, self.renderer.family.links(display), hits)

    def labels(
        self,
        surface: pygame.Surface,
        placement: ZonePlacement,
        display: Display,
        frame: ZoneFrame,
        hits: ZoneHits,
    ) -> list[tuple[pygame.Rect, tuple]]:
        """The seats' name plates and the counters, drawn after the cards in flight: a card
        going by passes under a name, never hides it. Gives where each was drawn, with what
        it was drawn from (drawn from the same, on the same place, it looks the same)."""
        drawn = []
        for seat, place in placement.plates.items():
            hits.plates[seat] = box = draw_plate(surface, place, seat, display, frame)
            facts = (plate_text(frame.names, seat, display), seat in frame.deciding)
            facts += (seat == display.dealer, frame.game, language())
            drawn.append((box.inflate(box.height * 2 + 4, 4), facts))  # with the dealer's mark
        # The other seats' counters at one size (plates.py), the bottom seat's as large as fits.
        shared = shared_counter_size(placement, display.counters, self.counter_specs, frame.game)
        for place in placement.counters.values():
            own = place.owner is None or place.owner == placement.anchor
            spec, size = self.counter_specs.get(place.id), None if own else shared
            draw_counter(surface, place, display, frame, spec, size)
            facts = (place.id, display.counters.get(place.id, 0), frame.flashes.get(place.id))
            facts += (spec.maximum if spec is not None else None, frame.game, language(), size)
            drawn.append((place.rect.inflate(8, 8), facts))  # with its flash's ring
        return drawn

    # -- zones ------------------------------------------------------------------------------
    def _caption(self, surface, placement, place: Place, frame: ZoneFrame, display) -> None:
        """The name of a zone, where it covers nothing (zone_labels.py); a board's is drawn
        with its cards. A chain's name carries what is under way on it, over it."""
        if place.kind == "board":
            return
        rect = self._label_rects(placement, frame.game, display).get(place.id)
        if rect is not None:
            words = zone_name(frame.game, place.id) or ""
            surface.blit(caption_image(words, label_size(placement, place)), self._at(rect))
        if place.kind == "chain" and frame.chain_lines:
            size = caption_size(placement.seats.scale, place.card_width)
            words = zone_name(frame.game, place.id) or ""
            at = rect if rect is not None else caption_rect(placement, place, words)
            self._at(draw_chain_lines(surface, place, at, frame.chain_lines, size + 2))

    def label_rects(self) -> dict[str, pygame.Rect]:
        """Where the zones' names were written last (boards' aside)."""
        return self._labels[2] if self._labels is not None else {}

    def _label_rects(self, placement, game: str, display) -> dict[str, pygame.Rect]:
        """Where the zones' names go on `placement`, worked out once for it."""
        key = (game, language(), display.pile_id if display is not None else None)
        if self._labels is None or self._labels[0] is not placement or self._labels[1] != key:
            marks = {}
            pile = placement.zones.get(key[2]) if key[2] is not None else None
            if pile is not None:
                marks[pile.id] = self.renderer.family.pile_reach(pile.rect.center, pile.card_width)
            self._labels = (placement, key, zone_labels(placement, game, marks))
        return self._labels[2]

    def _hand(self, surface, placement, place: Place, cards, frame: ZoneFrame, hits) -> None:
        width = place.card_width
        own = place.owner == frame.viewer and frame.viewer is not None
        if frame.hand_zone is not None and place.id != frame.hand_zone:
            own = False  # a second hand of the viewer's (a Seer's look): drawn as it lies
        count = len(cards)
        positions = frame.hand_positions if own and frame.hand_positions is not None else None
        for index, item in enumerate(cards):
            if positions is not None and index < len(positions):
                x, y, _ = positions[index]
            else:
                x, y = placement.row_position(place.id, index, count)
            card = item_card(item)
            if own:
                if index == frame.hidden_index or index in frame.waiting:
                    hits.hand.append(pygame.Rect(0, 0, 0, 0))
                    continue
                # A card that may be picked up stands out of the hand; the pointer lifts a card
                # a little more; one chosen with the keys is framed, not lifted.
                lift = 0.0
                if card in frame.playable:
                    lift += width * LIFT
                if index == frame.lifted:
                    lift += width * 0.08
                lift += width * 0.15 if index in frame.chosen else 0.0
                rect = self._at(self.renderer.card(surface, card, (x, y - lift), width))
                if card not in frame.playable and (frame.choosing or card in frame.notes):
                    surface.blit(_shade(rect.size), rect)
                if index == frame.selected or index in frame.chosen:
                    pygame.draw.rect(
                        surface, theme.GLOW, self._at(rect.inflate(8, 8)), width=4, border_radius=10
                    )
                hits.hand.append(rect)
            else:
                rect = self._at(self.renderer.card(surface, card, (x, y), width))
            hits.items.append(Hit(rect, place.id, item_key(item), index))
        if not cards and own:
            self._outline(surface, place.rect.center, width)
        if place.owner != frame.viewer or place.id == frame.hand_zone or frame.hand_zone is None:
            self._glow_if(surface, place, place.id, frame, place.rect.center)

    def _pile(
        self, surface, placement, place: Place, cards, frame: ZoneFrame, hits, marked=False
    ) -> None:
        """A face-down pile as a stack as thick as it is; a face-up one as its last cards,
        each turned a little as it was thrown on. Its count under it, on a dark chip where
        the family's marks (UNO's colour ring) run under it (`marked`)."""
        width = place.card_width
        x, y = place.rect.center
        top = cards[-1] if cards else None
        if top is None:
            depth = min(5, len(cards) // 10 + (1 if cards else 0))
            for layer in range(depth):
                shift = (depth - 1 - layer) * 1.5
                rect = self._at(self.renderer.card(surface, None, (x - shift, y - shift), width))
        else:
            start = max(0, len(cards) - 4)
            for index in range(start, len(cards)):
                card = item_card(cards[index])
                angle = 0 if index == 0 else ((sum(map(ord, str(card))) * 7 + index * 37) % 25) - 12
                rect = self._at(self.renderer.card(surface, card, (x, y), width, angle))
        if cards:
            hits.items.append(Hit(rect, place.id, item_key(top), len(cards) - 1))
        else:
            self._outline(surface, (x, y), width)
        ui = placement.seats.scale
        label, at = count_image(len(cards), width, ui), count_rect(place, len(cards), ui)
        if marked:
            chip = at.inflate(at.height // 2, 0)
            pygame.draw.rect(surface, COUNT_CHIP, self._at(chip), border_radius=at.height // 2)
        surface.blit(label, self._at(at))
        self._glow_if(surface, place, place.id, frame, (x, y))

    def _chain(self, surface, placement, place: Place, cards, frame: ZoneFrame, hits) -> None:
        width = place.card_width
        count = len(cards)
        if not count:
            self._outline(surface, placement.chain_position(place.id, 0, 1), width)
        for index, item in enumerate(cards):
            pos = placement.chain_position(place.id, index, count)
            if item_key(item) in frame.hidden_items:
                continue  # its copy is moving (a blow on its way)
            rect = self._at(self.renderer.card(surface, item_card(item), pos, width))
            owner = item.get("marks", {}).get("seat") if isinstance(item, Mapping) else None
            if isinstance(owner, int):
                self._at(rect.inflate(16, 16))  # its frame, its numbers' badges and pills
                pygame.draw.rect(
                    surface, seat_color(owner), rect.inflate(2, 2), width=3, border_radius=8
                )
            self._marks(surface, rect, item, frame)
            hits.items.append(Hit(rect, place.id, item_key(item), index))
            if index == count - 1:
                self._glow_if(surface, place, item_key(item), frame, pos)
        self._glow_if(surface, place, place.id, frame, placement.chain_position(place.id, 0, 1))

    def _row(
        self, surface, placement, place: Place, cards, frame: ZoneFrame, hits, display=None
    ) -> None:
        """A board or a slot: its instances side by side, with their marks and numbers; a
        card laid on another tucked behind it (see board_spots.py)."""
        width = place.card_width
        if place.kind == "board" and place.owner is not None:  # the seat's side of the table
            mat = self._at(place.rect.inflate(6, 6))
            surface.blit(_mat(mat.size, seat_color(place.owner)), mat)
        if not cards:
            self._outline(surface, place.rect.center, width)
        spots = board_spots(placement, place.id, cards)
        shown = shown_widths(spots, row_indices(cards), width)
        rects = [card_rect(spot, width) for spot in spots]
        # A seat's figure (a slot of a seat without a board: Shield War's Monster) carries the
        # seat's counters in words on its card.
        figure = place.kind == "slot" and not any(
            p.kind == "board" and p.owner == place.owner for p in placement.zones.values()
        )
        family, tabs, drawn, chips = self.renderer.family, [], {}, {}
        for index in drawing_order(cards):
            item, pos = cards[index], spots[index]
            key = item_key(item)
            if key in frame.hidden_items:
                continue  # in the pointer's hand, or a copy of it moving
            host = host_index(cards, item) if place.kind == "slot" else None
            if host is not None:  # on a champion: its name in a tab over it (item_tab.py)
                name = self.renderer.art.name(item_card(item))
                tabs.append((index, host, name, frame.stats.get(key or ""), key))
                continue
            marks = item.get("marks", {}) if isinstance(item, Mapping) else {}
            turned = any(marks.get(name) for name in family.turned_marks)
            rect = self.renderer.card(surface, item_card(item), pos, width, 90 if turned else 0)
            drawn[index] = rect
            self._at(rect.inflate(16, 16))  # with its numbers' badges and pills
            if any(marks.get(name) for name in family.dim_marks):
                surface.blit(_shade(rect.size, 170), rect)  # out of the game: greyed
            if host_of(item) is None:
                visible = None if turned else shown.get(index)
                above = 0 if turned else free_above(rect, place.rect.top, rects)
                chips[index] = self._marks(surface, rect, item, frame, visible, above)
                reach = rect.left - place.rect.left  # (its badges stay in the board's frame)
                self._stats(surface, rect, item, frame, visible, reach)
            else:
                draw_peek_stats(surface, rect, frame.stats.get(key or ""), frame.game)
            if figure and not turned and display is not None:
                draw_figure_counters(surface, rect, place.owner, display, frame, self.counter_specs)
            hits.items.append(Hit(rect, place.id, key, index))
            if frame.choosing and key in frame.playable and key not in frame.glow:
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6), 3, border_radius=8)
            self._glow_if(surface, place, key, frame, pos)
        above = places_above(placement, place.id) if tabs else []
        for index, host, name, stats, key in tabs:
            # A champion turned sideways (defending) is lower at its top: the tab follows it.
            under = drawn.get(host, rects[host])
            laid = tab_laid(rects[index], rects[host], under)
            # (Clear of its champion's tags too: a defending K-Mon's lie on its top edge.)
            tags = [*above, *chips.get(host, ())]
            tab = draw_item_tab(surface, laid, under.top, name, stats, frame.game, tags)
            self._at(tab.inflate(4, 4))
            hits.items.append(Hit(tab, place.id, key, index))
        if place.kind == "board":
            covered = [
                hit.rect.inflate(8, width // 3) for hit in hits.items if hit.zone == place.id
            ]
            label = draw_board_label(surface, placement, place, frame.game, covered)
            if label is not None:
                self._at(label)
        self._glow_if(surface, place, place.id, frame, place.rect.center)

    def _marks(
        self, surface, rect, item: Any, frame: ZoneFrame, visible=None, above=0
    ) -> list[pygame.Rect]:
        """An instance's marks that have words, as tags in the part of its card that shows
        (`visible` pixels from its left; None: all of it): a monster's above its number, a
        K-Mon's up from its foot, over its numbers (see card_tags.py). Gives where they are."""
        if not isinstance(item, Mapping):
            return []
        words = [
            t(f"{frame.game}.mark.{name}", value=_value(value))
            for name, value in sorted(item.get("marks", {}).items())
            if has(f"{frame.game}.mark.{name}") and value not in (0, None, False)
        ]
        if self.renderer.family.marks_on_top:
            drawn = draw_tags(surface, rect, words, visible, above)
        else:
            numbers = frame.stats.get(item_key(item) or "")
            top = stats_top(rect, numbers, visible, frame.game) if numbers else rect.bottom
            drawn = draw_foot_tags(surface, rect, words, top, visible)
        for box in drawn:
            self._at(box)
        return drawn

    def _stats(self, surface, rect, item: Any, frame: ZoneFrame, shown=None, reach=0) -> None:
        stats = frame.stats.get(item_key(item) or "")
        draw_stats(surface, rect, stats, shown, frame.game, reach)

    def _outline(self, surface, pos, width: float) -> None:
        rect = pygame.Rect(0, 0, int(width), int(width * 1.5))
        rect.center = (int(pos[0]), int(pos[1]))
        pygame.draw.rect(
            surface, theme.FELT_LIGHT, self._at(rect), width=2, border_radius=int(width * 0.1)
        )

    def _glow_if(self, surface, place: Place, target, frame: ZoneFrame, pos) -> None:
        if target not in frame.glow:
            return
        width = place.card_width
        rect = pygame.Rect(0, 0, int(width * 1.16), int(width * 1.5 * 1.1))
        rect.center = (int(pos[0]), int(pos[1]))
        if place.kind == "hand" or (place.kind in ("board", "slot") and target == place.id):
            rect = place.rect.inflate(10, 10)
        color = (255, 236, frame.blue)
        pygame.draw.rect(surface, color, self._at(rect), width=4, border_radius=int(width * 0.14))

    # -- seats ------------------------------------------------------------------------------


def _value(value: Any) -> Any:
    """A mark's value in its words: a number with its sign (+1, -2), else as it is."""
    return f"{value:+d}" if isinstance(value, int) and not isinstance(value, bool) else value


@lru_cache(maxsize=16)
def _shade(size: tuple[int, int], alpha: int = 120) -> pygame.Surface:
    """A dark veil over a card that may not be played now, made once per size."""
    veil = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(4, size[0] // 12)
    pygame.draw.rect(veil, (8, 16, 14, alpha), veil.get_rect(), border_radius=radius)
    return veil


@lru_cache(maxsize=32)
def _mat(size: tuple[int, int], color: tuple[int, int, int]) -> pygame.Surface:
    """A board's mat: the felt a little darker, edged faintly in its seat's colour."""
    mat = pygame.Surface(size, pygame.SRCALPHA)
    radius = max(6, min(size) // 10)
    pygame.draw.rect(mat, (6, 20, 14, 70), mat.get_rect(), border_radius=radius)
    pygame.draw.rect(mat, (*color, 70), mat.get_rect(), width=2, border_radius=radius)
    return mat


__all__ = ["COUNTER_COLORS", "counter_text", "plate_text", "seat_color"]

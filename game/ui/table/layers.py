"""What the table keeps drawn between frames: the felt with the zones at rest, and the log.

A layer is drawn again only when what it is drawn from changes; each frame blits the layers
and draws what moves over them (see TableView.draw). A key holds everything a drawing reads,
so that an old drawing is never shown.

The zones' layer is kept zone by zone. Its key as a whole (`head`) is what every zone is drawn
from: the window's size, the language, the placement, who looks and the game; a change of it
draws every zone again. Each zone has a key of its own (`zone_keys`): its cards, and the facts
of the display and of the frame its drawing reads (what of it glows, is dragged away or may be
picked up, its cards' numbers; for the hand at the screen, where its cards slide and which
one is lifted; for the pile played on, the family's facts its marks show). When some zones'
keys change, only the rectangles those zones covered and now cover (their reach, as
`ZoneRenderer.draw_zone` gives it) are drawn again: the felt, then every zone that reaches
into them, in order, clipped to them; so the layer is the same as if drawn whole, and only
those rectangles need to reach the screen (`changed`).

The zones are drawn clipped to the play area and the log owns its strip beside it, so the two
layers never draw over each other; a card dragged over the log passes above it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import language
from game.ui import theme
from game.ui.spare import CostGuess
from game.ui.table.display import Display
from game.ui.table.zone_hits import ZoneHits, item_key
from game.ui.table.zone_table import ZoneFrame

MERGED = 4  # more rectangles than this to draw again: their bounding box is drawn instead
LOG_LATE = 2  # frames at most that the log's panel may lag what it shows
LOG_GUESS = 0.001  # seconds a log panel takes to draw, until one has been timed


def display_key(display: Display) -> str:
    """Everything of the display model the zones are drawn from, as one comparable string."""
    return repr(
        (
            display.players,
            display.viewer,
            display.zones,
            display.counters,
            display.extras,
            display.decision,
            display.turn,
            display.dealer,
            display.arriving,
            sorted(display.hidden_items),
            display.stock_id,
            display.pile_id,
        )
    )


def zone_keys(placement: Any, display: Display, frame: ZoneFrame) -> dict[str, str]:
    """Each zone's key: its cards and the facts its drawing reads (see the module's notes);
    the facts every zone reads are the layer's `head`."""
    keys = {}
    blue = frame.blue if frame.glow else None
    for place in placement.zones.values():
        zone = display.zones.get(place.id)
        if zone is None:
            continue
        items = {item_key(item) for item in zone.cards}
        glow = sorted(frame.glow & (items | {place.id}), key=str)
        parts: tuple = (
            zone,
            frame.choosing,
            glow,
            blue if glow else None,
            sorted(frame.playable & items, key=str),
            sorted(frame.hidden_items & items, key=str),
            sorted((key, frame.stats[key]) for key in items if key in frame.stats),
        )
        if place.kind == "hand" and place.owner == frame.viewer:  # the hand at the screen
            parts += (
                sorted(frame.playable),
                frame.lifted,
                frame.hidden_index,
                frame.selected,
                sorted(frame.chosen),
                frame.hand_positions,
                sorted(frame.waiting),
                sorted(frame.notes.items()),
            )
        if place.owner is not None and place.kind in ("slot", "board"):
            # a figure's card carries its seat's counters in words (zone_table.py)
            seat = f":p{place.owner + 1}"
            parts += (
                sorted((k, v) for k, v in display.counters.items() if k.endswith(seat)),
                sorted((k, v) for k, v in frame.maxima.items() if k.endswith(seat)),
            )
        if place.kind == "chain":
            parts += (frame.chain_lines,)
        if place.id == display.pile_id:  # the family's marks round it
            parts += (display.extras,)
        keys[place.id] = repr(parts)
    return keys


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """`rects` with those that overlap joined; their bounding box when that leaves more than
    MERGED."""
    joined: list[pygame.Rect] = []
    for rect in rects:
        rect = rect.copy()
        while (index := rect.collidelist(joined)) >= 0:
            rect.union_ip(joined.pop(index))
        joined.append(rect)
    if len(joined) > MERGED:
        return [joined[0].unionall(joined[1:])]
    return joined


def frame_key(frame: ZoneFrame) -> str:
    """The frame's facts the zones are drawn from; the glow's pulsing blue counts only while
    something glows."""
    blue = frame.blue if frame.glow else None
    return repr(
        (
            frame.viewer,
            frame.names,
            frame.game,
            sorted(frame.deciding),
            sorted(frame.playable),
            sorted(frame.glow, key=str),
            blue,
            frame.lifted,
            frame.hidden_index,
            sorted(frame.hidden_items),
            frame.selected,
            frame.hand_positions,
            sorted(frame.flashes.items()),
            sorted(frame.waiting),
            frame.choosing,
            frame.stats,
            frame.hand_zone,
            frame.notes,
            frame.chain_lines,
        )
    )


class TableLayers:
    """The table's cached layers; `zone_redraws` and `log_redraws` count the frames that drew
    them again (all of the zones' layer or a part of it), `zone_wholes` those that drew the
    zones' layer whole."""

    def __init__(self) -> None:
        self.enabled = True  # off: every frame drawn whole (a test compares the two)
        self._base: pygame.Surface | None = None
        self._head: tuple | None = None
        self._keys: dict[str, str] = {}
        self._zones: dict[str, tuple[ZoneHits, pygame.Rect]] = {}  # hits and reach, by zone
        self._hits: ZoneHits | None = None
        self._placement: Any = None  # the placement the zones were drawn for, kept alive
        self._log: pygame.Surface | None = None
        self._log_key: tuple | None = None
        self._log_reader: Any = None  # whose log, in what words, the kept panel shows
        # A panel waiting to be drawn in the frame's spare time: (key, reader, draw).
        self._log_pending: tuple | None = None
        self._log_late = 0  # frames the kept panel has been shown since it went out of date
        self._log_fresh = False  # drawn again since the last frame: blitted whole next
        self._log_guess = CostGuess(LOG_GUESS)  # how long the panel takes to draw
        # On once the frame's spare time is known to come (`idle_log` is called): a panel
        # out of date may then wait for it, at most LOG_LATE frames.
        self.defer_log = False
        self._game: str | None = None  # whose felt the layers are drawn on
        # What the last frame drew again of the zones' layer: None (all of it) or rectangles.
        self.changed: list[pygame.Rect] | None = None
        # Where the surface drawn on does not show the layers as kept (None: anywhere): the
        # surface still shows the last frame, and this is what was drawn over the layers in
        # it. Set by the table for a frame.
        self.restore: list[pygame.Rect] | None = None
        self.zone_redraws = 0
        self.zone_wholes = 0
        self.log_redraws = 0
        self.log_waits = 0  # frames that showed the log's kept panel while it lagged

    def forget(self) -> None:
        """Every layer is drawn again at the next frame."""
        self._head = self._log_key = self._log_pending = None

    def zones(
        self,
        surface: pygame.Surface,
        play: pygame.Rect,
        placement: Any,
        display: Display,
        frame: ZoneFrame,
        draw: Callable[[pygame.Surface, str], tuple[ZoneHits, pygame.Rect] | None],
    ) -> ZoneHits:
        """The felt and the zones at rest on `surface`; `draw` draws one zone (by its id) and
        gives its hit areas and reach. The zones whose inputs changed since the last frame
        are drawn again (see the module's notes), or all of them; gives the zones' hit areas."""
        size = surface.get_size()
        head = (size, language(), id(placement), play.copy(), frame.viewer, frame.game)
        head += (frame.hand_zone, display.pile_id, display.stock_id)
        keys = zone_keys(placement, display, frame)
        if self._base is None or self._base.get_size() != size:
            self._base = surface.copy()
            self._head = None
        base = self._base
        if not self.enabled or head != self._head or self._hits is None:
            self._game = frame.game
            base.blit(theme.felt_background(size, frame.game), (0, 0))
            base.set_clip(play)
            self._zones = {}
            for zone in keys:
                drawn = draw(base, zone)
                if drawn is not None:
                    self._zones[zone] = drawn
            base.set_clip(None)
            self.changed = None
            self.zone_redraws += 1
            self.zone_wholes += 1
        else:
            changed = [zone for zone in keys if keys[zone] != self._keys.get(zone)]
            changed += [zone for zone in self._keys if zone not in keys]
            self.changed = self._redraw(base, play, changed, list(keys), draw) if changed else []
        self._head, self._keys, self._placement = head, keys, placement
        if self.changed != []:
            self._hits = _joined(self._zones[zone][0] for zone in keys if zone in self._zones)
        if self.restore is None or self.changed is None or not self.enabled:
            surface.blit(base, (0, 0))
        else:
            for rect in self.restore + self.changed:
                surface.blit(base, rect, rect)
        return self._hits

    def _redraw(
        self,
        base: pygame.Surface,
        play: pygame.Rect,
        changed: list[str],
        order: list[str],
        draw: Callable[[pygame.Surface, str], tuple[ZoneHits, pygame.Rect] | None],
    ) -> list[pygame.Rect]:
        """Draws again the rectangles the `changed` zones covered and now cover; gives them."""
        areas = [self._zones.pop(zone)[1] for zone in changed if zone in self._zones]
        base.set_clip(pygame.Rect(0, 0, 0, 0))  # where the changed zones go now: drawn nowhere
        for zone in changed:
            drawn = draw(base, zone)
            if drawn is not None:
                self._zones[zone] = drawn
                areas.append(drawn[1])
        regions = merged([area.clip(play) for area in areas if area.colliderect(play)])
        felt = theme.felt_background(base.get_size(), self._game)
        order = [zone for zone in order if zone in self._zones]
        for region in regions:
            base.set_clip(region)
            base.blit(felt, region, region)
            for zone in order:
                if self._zones[zone][1].colliderect(region):
                    draw(base, zone)
        base.set_clip(None)
        self.zone_redraws += 1
        return regions

    def log(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        inputs: tuple,
        draw: Callable[[pygame.Surface], None],
        reader: Any = None,
    ) -> None:
        """The log's strip (`area`) on `surface`: the felt under it and the panel `draw`
        draws, drawn again when `inputs` (what the panel is drawn from) change. Drawn after
        the zones' layer (which puts the felt over the strip where it is put back).

        `reader` says whose log it is and in what words. While it, the window and the strip
        stay the same, a panel out of date may be drawn again in the frame's spare time
        (`idle_log`) rather than in the frame: the kept one shows a frame or two longer
        (LOG_LATE at most), so that the frame a move arrives in is not the one that also
        lays its lines out. Another reader's log is never shown in its place."""
        size = surface.get_size()
        key = (size, language(), area.copy(), *inputs)
        if self._log is None or self._log.get_size() != size:
            self._log = surface.copy()
            self._log_key = None
        if not self.enabled:  # drawn whole on `surface`, the kept panel left as it is
            surface.blit(theme.felt_background(size, self._game), area, area)
            draw(surface)
            self.log_redraws += 1
            return
        whole = self.restore is None or self.changed is None
        stale = key != self._log_key
        if stale and self._may_wait(key, reader):
            self._log_pending = (key, reader, draw)
            self._log_late += 1
            self.log_waits += 1
        elif stale:
            self._draw_log(key, reader, draw)
        if self._log_fresh:
            self._log_fresh = False
            self.log_redraws += 1
            whole = True
        if whole:
            surface.blit(self._log, area, area)
            return
        for rect in self.restore:
            if rect.colliderect(area):
                clipped = rect.clip(area)
                surface.blit(self._log, clipped, clipped)

    def idle_log(self, until: float, clock: Callable[[], float]) -> bool:
        """Draws the panel out of date if, as long as the last ones took, it ends before the
        clock reaches `until`; True if it did (the next frame shows it)."""
        self.defer_log = True
        if self._log_pending is None or not self._log_guess.fits(clock(), until):
            return False
        started = clock()
        self._draw_log(*self._log_pending)
        self._log_guess.timed(clock() - started)
        return True

    def _may_wait(self, key: tuple, reader: Any) -> bool:
        drawn = self._log_key
        return (
            self.defer_log
            and drawn is not None
            and reader is not None
            and reader == self._log_reader
            and key[:3] == drawn[:3]  # the same window, language and strip
            and self._log_late < LOG_LATE
        )

    def _draw_log(self, key: tuple, reader: Any, draw: Callable[[pygame.Surface], None]) -> None:
        area = key[2]
        self._log.blit(theme.felt_background(key[0], self._game), area, area)
        draw(self._log)
        self._log_key, self._log_reader = key, reader
        self._log_pending, self._log_late, self._log_fresh = None, 0, True


def _joined(parts) -> ZoneHits:
    """The hit areas of the zones, one after the other (the topmost card last)."""
    hits = ZoneHits()
    for part in parts:
        hits.hand += part.hand
        hits.items += part.items
        hits.zones += part.zones
    return hits

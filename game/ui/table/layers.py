"""What the table keeps drawn between frames: the felt with the zones at rest, and the log.

A layer is drawn again only when what it is drawn from changes; each frame blits the layers
and draws what moves over them (see TableView.draw). A layer's key holds everything its
drawing reads, so that an old layer is never shown: the window's size, the language, the
placement, the display model (its zones, counters and facts, who looks) and the frame's own
facts (what glows, what is lifted, dragged or sliding).

The zones are drawn clipped to the play area and the log owns its strip beside it, so the two
layers never draw over each other; a card dragged over the log passes above it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import language
from game.ui import theme
from game.ui.table.display import Display
from game.ui.table.zone_table import ZoneFrame, ZoneHits


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
    """The table's cached layers; `zone_redraws` and `log_redraws` count their drawings."""

    def __init__(self) -> None:
        self.enabled = True  # off: every frame drawn whole (a test compares the two)
        self._base: pygame.Surface | None = None
        self._base_key: tuple | None = None
        self._hits: ZoneHits | None = None
        self._placement: Any = None  # the placement the zones were drawn for, kept alive
        self._log: pygame.Surface | None = None
        self._log_key: tuple | None = None
        self.zone_redraws = 0
        self.log_redraws = 0

    def forget(self) -> None:
        """Every layer is drawn again at the next frame."""
        self._base_key = self._log_key = None

    def zones(
        self,
        surface: pygame.Surface,
        play: pygame.Rect,
        placement: Any,
        display: Display,
        frame: ZoneFrame,
        draw: Callable[[pygame.Surface], ZoneHits],
    ) -> ZoneHits:
        """The felt and the zones at rest on `surface`, drawn by `draw` when their inputs
        changed since the last frame, else as kept; gives the zones' hit areas."""
        size = surface.get_size()
        key = (size, language(), id(placement), play.copy(), display_key(display))
        key += (frame_key(frame),)
        if self._base is None or self._base.get_size() != size:
            self._base = surface.copy()
            self._base_key = None
        if not self.enabled or key != self._base_key or self._hits is None:
            base = self._base
            base.blit(theme.felt_background(size), (0, 0))
            base.set_clip(play)
            self._hits = draw(base)
            base.set_clip(None)
            self._base_key, self._placement = key, placement
            self.zone_redraws += 1
        surface.blit(self._base, (0, 0))
        return self._hits

    def log(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        inputs: tuple,
        draw: Callable[[pygame.Surface], None],
    ) -> None:
        """The log's strip (`area`) on `surface`: the felt under it and the panel `draw`
        draws, drawn again when `inputs` (what the panel is drawn from) change."""
        size = surface.get_size()
        key = (size, language(), area.copy(), *inputs)
        if self._log is None or self._log.get_size() != size:
            self._log = surface.copy()
            self._log_key = None
        if not self.enabled or key != self._log_key:
            self._log.blit(theme.felt_background(size), area, area)
            draw(self._log)
            self._log_key = key
            self.log_redraws += 1
        surface.blit(self._log, area, area)

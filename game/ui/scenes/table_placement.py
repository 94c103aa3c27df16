"""Where everything lies on the table now: the zone layout, kept while nothing it is made from
changes."""

from __future__ import annotations

from collections.abc import Callable

from game.ui.session import GameSession
from game.ui.table.board_spots import row_indices
from game.ui.table.display import Display
from game.ui.table.zone_layout import ZonePlacement, zone_layout


class TablePlacement:
    """The layout of the table (`zone_layout`), made again only when the window's size, the
    log's panel, the seat at the bottom (`anchor`), the zones or the boards' rows change. It
    is asked for many times a frame (drawing, pointing, animations): its inputs are read once
    a frame (`tick`) and again whenever the game has moved on (a new view). `relaid` is called
    with each new layout."""

    def __init__(
        self,
        session: GameSession,
        display: Display,
        *,
        size: Callable[[], tuple[int, int]],
        viewer: Callable[[], int | None],
        anchor: Callable[[], int],
        log_shown: Callable[[], bool],
        relaid: Callable[[], None],
    ):
        self.session, self.display = session, display
        self._size, self._viewer, self._anchor = size, viewer, anchor
        self._log_shown, self._relaid = log_shown, relaid
        self._placement: ZonePlacement | None = None
        self._key: tuple | None = None  # what the layout was made from
        self._stamp: tuple | None = None  # the frame and the view it was last checked at
        self._frames = 0

    def tick(self) -> None:
        """A new frame: the layout's inputs are read again when next it is asked for."""
        self._frames += 1

    def forget(self) -> None:
        """The layout is made again when next it is asked for (the room changed)."""
        self._placement = None

    def now(self) -> ZonePlacement:
        view = self.session.view(self._viewer())
        stamp = (self._frames, id(view))
        if self._placement is not None and self._stamp == stamp:
            return self._placement
        self._stamp = stamp
        size, log_shown, anchor = self._size(), self._log_shown(), self._anchor()
        rows = self._board_rows()
        key = (
            size,
            log_shown,
            anchor,
            tuple((z, d["kind"], d["owner"]) for z, d in view["zones"].items()),
            tuple(sorted(rows.items())),
        )
        if self._placement is None or self._key != key:
            self._placement = zone_layout(
                size,
                len(self.session.seats),
                anchor,
                self.session.zone_specs(),
                self.session.counter_specs(),
                log_shown,
                rows,
            )
            self._key = key
            self._relaid()
        return self._placement

    def _board_rows(self) -> dict[str, int]:
        """How many cards lie in each board's row as drawn now (its monsters): a board is as
        wide as they need."""
        return {
            zone.id: len(row_indices(zone.cards))
            for zone in self.display.zones.values()
            if zone.kind == "board"
        }

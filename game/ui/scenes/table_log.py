"""The table's game log: its lines as the seat at the screen may read them, and its scrolling."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.notation import Event, redact
from game.i18n import language
from game.ui.table.describe import Describer
from game.ui.table.layers import TableLayers
from game.ui.table.layout import TableLayout
from game.ui.table.logview import LogPage, draw_log, fold_toggle, log_page
from game.ui.widgets import released_click

LOG_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_END)
LOG_TOGGLE_KEY = pygame.K_l


# The log put into words: (the viewer and the language it was told for, how many events of
# the history it tells, its lines).
ToldLog = tuple[tuple[int | None, str] | None, int, list[str]]

# How a log tells events for a viewer (see `log_lines`).
Teller = Callable[[list[Event], int | None], list[str]]


def told_log(describer: Describer, events: list[Event], viewer: int | None) -> ToldLog:
    """The log of `events` for `viewer`, told in today's language (see TableLog.lines)."""
    return (viewer, language()), len(events), log_lines(describer, events, viewer)


def log_lines(
    describer: Describer, events: list[Event], viewer: int | None, named: bool = False
) -> list[str]:
    """The log's lines for `events`, as `viewer` may read them; `named`: the viewer's own
    moves are told by name, not as "you" (someone watching over the viewer's shoulder)."""
    lines = []
    for event in redact(events, viewer):
        line = describer.event(event, None if named else viewer)
        if line and event.kind != "turn":
            lines.append(line)
    return lines


class TableLog:
    """Every event shown at the table so far, as the engine gave it, and the log written from
    them for whoever is at the screen now (so a hot-seat player never reads another's cards):
    its lines, which of them are new, how far it is scrolled back, and where each hot-seat
    player last looked.

    `tell` puts events into words for a viewer, `viewer` and `layout` say who looks now and
    where the log lies, `reserve` the pixels kept free at the bottom of its panel."""

    def __init__(
        self,
        past_events: list[Event],
        tell: Teller,
        viewer: Callable[[], int | None],
        layout: Callable[[], TableLayout],
        reserve: Callable[[], int] = lambda: 0,
        told: ToldLog | None = None,
    ):
        self._tell, self._viewer, self._layout, self._reserve = tell, viewer, layout, reserve
        self.history: list[Event] = list(past_events)
        self._raw: dict[int, Event] = {}  # an event as shown -> as the engine gave it
        self._told: ToldLog = told or (None, 0, [])
        self._mark = 0  # the log's length when the move shown last began: newer is bright
        self.scroll = 0  # pixels the log is scrolled back from its newest line
        self._page: LogPage | None = None
        self.toggle = pygame.Rect(0, 0, 0, 0)  # the log's fold arrow, as last drawn
        self.foldable = True
        # Where the history stood when each hot-seat player last left the screen.
        self.last_looked: dict[int, int] = {}

    # -- what it tells ----------------------------------------------------------------------
    @property
    def lines(self) -> list[str]:
        """Every line so far for the seat at the screen, in the language spoken now. The lines
        are made once: a new event adds its own, and only a new viewer or language (a hot-seat
        hand-over, a change in Settings) has the whole history told again."""
        key, told, lines = self._told
        now = (self._viewer(), language())
        if key != now:
            key, told, lines = now, 0, []
        if told < len(self.history):
            lines = lines + self._tell(self.history[told:], self._viewer())
            told = len(self.history)
        self._told = (key, told, lines)
        return lines

    def begin(self, shown: list[Event], raw: list[Event]) -> None:
        """A move's events are about to be shown (`shown`, each as the engine gave it in
        `raw`): what the log says from now on is new."""
        self._mark = len(self.lines)
        self._raw.update({id(s): event for s, event in zip(shown, raw, strict=True)})

    def logged(self, shown: Event) -> None:
        """`shown` has been shown: the log tells it (as the engine gave it)."""
        self.history.append(self._raw.pop(id(shown), shown))

    def restart(self, past_events: list[Event]) -> None:
        """The log told afresh from `past_events` (after an undo, or a jump in a replay)."""
        self.history = list(past_events)
        self._raw.clear()
        self._told = (None, 0, [])
        self._mark = 0

    def left(self, seat: int) -> None:
        """`seat` leaves the screen: its next recap starts here."""
        self.last_looked[seat] = len(self.history)

    def recap(self, seat: int) -> list[str]:
        """The public log since `seat` last had the screen; on its first look, since the game
        began (the pass screen shows the newest lines)."""
        return self._tell(self.history[self.last_looked.get(seat, 0) :], None)

    # -- what is in view --------------------------------------------------------------------
    def page(self) -> LogPage:
        """The log as it is drawn this frame. Scrolled back, it keeps the lines in view where
        they are while new ones arrive below."""
        before = self._page
        page = log_page(self._layout(), self.lines, self._told[0], before, self._reserve())
        grown = before is not None and page is not before and self.scroll
        if grown and page.key == before.key:  # the same log, longer
            self.scroll += page.height - before.height
        self._page = page
        self.scroll = max(0, min(self.scroll, page.reach))
        return page

    def relaid(self) -> None:
        """The panel changed its size (folded or opened): its page is laid out again."""
        self._page = None

    def scroll_by(self, pixels: int) -> None:
        """Scroll the log back (positive) or forward, within what there is."""
        page = self.page()
        self.scroll = max(0, min(self.scroll + pixels, page.reach))

    def to_newest(self) -> None:
        self.scroll = 0

    def wheel(self, notches: int, pointer: tuple[int, int]) -> bool:
        """The wheel over the log scrolls it, three rows a notch (up: back in time)."""
        if not self._layout().log_rect.collidepoint(pointer):
            return False
        self.scroll_by(notches * 3 * self.page().row_height)
        return True

    def event(self, event: pygame.event.Event, pointer, free: bool) -> bool | str | None:
        """The log's part of an input event: the wheel over it, its keys, `"toggle"` for its
        fold (the L key, or a click on its arrow while no card is held: `free`); None when the
        event is not the log's."""
        if event.type == pygame.MOUSEWHEEL:
            return self.wheel(event.y, pointer or pygame.mouse.get_pos())
        if event.type == pygame.KEYDOWN and event.key in LOG_KEYS:
            return self.key(event.key)
        if event.type == pygame.KEYDOWN and event.key == LOG_TOGGLE_KEY:
            return "toggle"
        if released_click(event) and free and self.toggle.collidepoint(event.pos):
            return "toggle"
        return None

    def key(self, key: int) -> bool:
        """Page Up and Page Down turn the log's pages; End goes back to the newest line."""
        page = self.page()
        if key == pygame.K_END:
            self.scroll = 0
        else:
            turn = page.area.height - page.row_height
            self.scroll_by(turn if key == pygame.K_PAGEUP else -turn)
        return True

    def draw(self, surface: pygame.Surface, title: str, layers: TableLayers | None = None) -> None:
        """The panel with the lines in view, the newest move's brightest; keeps where its fold
        arrow is (`toggle`). With `layers`, the panel is kept drawn until what it shows
        changes: its page (the lines and the panel's size), the scroll, the newest lines."""
        newest = max(0, len(self.lines) - self._mark)
        page, layout = self.page(), self._layout()
        scroll, foldable = self.scroll, self.foldable

        def draw_panel(target: pygame.Surface) -> None:
            draw_log(target, layout, page, title, scroll, newest, foldable=foldable)

        if layers is None:
            draw_panel(surface)
        else:
            inputs = (page, title, scroll, newest, foldable, layout.log_shown, layout.scale)
            layers.log(surface, layout.log_rect, inputs, draw_panel, reader=page.key)
        self.toggle = fold_toggle(layout) if foldable else pygame.Rect(0, 0, 0, 0)

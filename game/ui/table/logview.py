"""The game log beside the table: every line since the deal, newest at the bottom, scrolled
back with the mouse wheel or the page keys."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from operator import itemgetter

import pygame

from game.ui import theme
from game.ui.table.layout import TableLayout

LINE_GAP = 4  # pixels between two lines of the log (a wrapped line's rows sit closer)


@dataclass(frozen=True)
class LogPage:
    """The log's lines wrapped to its panel: each row's text and its top, from the top of the
    whole log; `area` is where rows are shown."""

    key: Hashable
    rows: tuple[tuple[str, int], ...]
    height: int
    area: pygame.Rect
    size: int
    lines: int = 0  # how many of the log's lines the rows hold

    @property
    def reach(self) -> int:
        """How far (in pixels) the log can be scrolled back: 0 when every line fits."""
        return max(0, self.height - self.area.height)

    @property
    def row_height(self) -> int:
        return self.size + 2


def log_page(
    layout: TableLayout, lines: Sequence[str], key: Hashable, last: LogPage | None
) -> LogPage:
    """The wrapped log for `lines`; `key` says what the lines were made from (lines with the
    same key only ever grow), and `last` (the page drawn before) is kept while neither they nor
    the window size changed, or extended by the new lines alone."""
    key = (key, layout.size)
    if last is not None and last.key == key:
        if last.lines == len(lines):
            return last
        if last.lines < len(lines):
            rows, y = _wrapped(lines[last.lines :], last.size, last.area.width, last.height)
            return replace(last, rows=last.rows + rows, height=y, lines=len(lines))
    panel = _panel(layout)
    size = max(15, int(20 * layout.scale))
    top = panel.top + 20 + size
    area = pygame.Rect(panel.left + 12, top, panel.width - 24, panel.bottom - 12 - top)
    rows, height = _wrapped(lines, size, area.width, None)
    return LogPage(key, rows, height, area, size, len(lines))


def _wrapped(
    lines: Sequence[str], size: int, width: int, below: int | None
) -> tuple[tuple[tuple[str, int], ...], int]:
    """Rows for `lines` starting under a log `below` pixels high (None: an empty log), and
    the log's height with them."""
    rows, y = [], 0 if below is None else below + LINE_GAP
    for line in lines:
        for part in theme.wrap(line, size, width):
            rows.append((part, y))
            y += size + 2
        y += LINE_GAP
    return tuple(rows), max(0, y - LINE_GAP)


def draw_log(
    surface: pygame.Surface, layout: TableLayout, page: LogPage, header: str, scroll: int
) -> None:
    """The panel, its title and the rows in view, `scroll` pixels back from the newest."""
    panel = _panel(layout)
    theme.panel(surface, panel)
    title = theme.text(header, page.size + 4, theme.GOLD, True)
    surface.blit(title, (panel.left + 12, panel.top + 10))
    for text, y in rows_in_view(page, scroll):
        surface.blit(theme.text(text, page.size, theme.INK), (page.area.left, y))
    if page.reach:
        _scrollbar(surface, panel, page, scroll)


def rows_in_view(page: LogPage, scroll: int) -> list[tuple[str, int]]:
    """The rows shown `scroll` pixels back from the newest, with their tops on the screen:
    whole rows only, so none is cut by the title or the panel's edge."""
    area = page.area
    top = area.bottom + min(scroll, page.reach) - page.height  # where the first row would be
    first = bisect_left(page.rows, area.top - top, key=itemgetter(1))
    shown = []
    for text, y in islice(page.rows, first, None):
        y += top
        if y + page.row_height > area.bottom + 2:
            break
        shown.append((text, y))
    return shown


def _scrollbar(surface: pygame.Surface, panel: pygame.Rect, page: LogPage, scroll: int) -> None:
    """A thin bar at the panel's right edge: how much of the log is in view, and where."""
    area = page.area
    track = pygame.Rect(panel.right - 9, area.top, 5, area.height)
    thumb_height = max(20, track.height * area.height // page.height)
    back = min(scroll, page.reach)
    top = track.top + (track.height - thumb_height) * (page.reach - back) // page.reach
    pygame.draw.rect(surface, (44, 60, 64), track, border_radius=2)
    pygame.draw.rect(
        surface, theme.INK_DIM, (track.left, top, track.width, thumb_height), border_radius=2
    )


def _panel(layout: TableLayout) -> pygame.Rect:
    return layout.log_rect.inflate(-12, -12)

"""The game log beside the table: every line since the deal, from the top down, the newest
last; once it is full it scrolls, back with the mouse wheel or the page keys. It folds away to a
strip (the L key or its arrow), and the table takes the room."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from operator import itemgetter

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.table.layout import TableLayout

LINE_GAP = 4  # pixels between two lines of the log (a wrapped line's rows sit closer)
PAGE_LINES = 2000  # the log panel lays out at most this many of the newest lines when it opens


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
    layout: TableLayout,
    lines: Sequence[str],
    key: Hashable,
    last: LogPage | None,
    reserve: int = 0,
) -> LogPage:
    """The wrapped log for `lines`; `key` says what the lines were made from (lines with the
    same key only ever grow), and `last` (the page drawn before) is kept while neither they nor
    the window size changed, or extended by the new lines alone. `reserve`: pixels kept free
    at the bottom of the panel."""
    key = (key, layout.size, reserve)
    if last is not None and last.key == key:
        if last.lines == len(lines):
            return last
        if last.lines < len(lines):
            rows, y = _wrapped(lines[last.lines :], last.size, last.area.width, last.height)
            return replace(last, rows=last.rows + rows, height=y, lines=len(lines))
    panel = _panel(layout)
    size = max(14, int(18 * layout.scale))
    top = panel.top + 20 + size
    area = pygame.Rect(panel.left + 12, top, panel.width - 24, panel.bottom - 12 - top - reserve)
    # A very long game's log shows its newest lines, and says how many came before.
    earlier = max(0, len(lines) - PAGE_LINES)
    shown = list(lines[earlier:])
    if earlier:
        shown.insert(0, t("table.log_earlier", count=earlier))
    rows, height = _wrapped(shown, size, area.width, None)
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
    surface: pygame.Surface,
    layout: TableLayout,
    page: LogPage,
    header: str,
    scroll: int,
    newest: int = 0,
    foldable: bool = True,
) -> pygame.Rect:
    """The panel, its title and the rows in view, `scroll` pixels back from the newest; the
    rows of the `newest` lines are the brightest. Folded, a strip with the title upright. Gives
    the rectangle that folds or opens the log when clicked."""
    panel = _panel(layout)
    theme.panel(surface, panel)
    toggle = fold_toggle(layout) if foldable else pygame.Rect(0, 0, 0, 0)
    size = max(14, int(20 * layout.scale))
    if foldable:
        arrow = "<" if not layout.log_shown else ">"
        pygame.draw.rect(surface, (36, 52, 58), toggle, border_radius=toggle.height // 3)
        mark = theme.text(arrow, size, theme.GOLD, True)
        surface.blit(mark, mark.get_rect(center=toggle.center))
    if not layout.log_shown:
        title = pygame.transform.rotate(theme.text(header, size, theme.GOLD, True), -90)
        surface.blit(title, title.get_rect(midtop=(panel.centerx, toggle.bottom + 12)))
        return toggle
    surface.blit(*title_drawn(panel, toggle, header, page.size + 4))
    first_new = len(page.rows) - newest_rows(page, newest)
    for index, (text, y) in rows_in_view(page, scroll, indexed=True):
        ink = theme.INK if index >= first_new else theme.INK_DIM
        surface.blit(theme.text(text, page.size, ink), (page.area.left, y))
    if page.reach:
        _scrollbar(surface, panel, page, scroll)
    return toggle


def title_drawn(
    panel: pygame.Rect, toggle: pygame.Rect, header: str, size: int
) -> tuple[pygame.Surface, pygame.Rect]:
    """The log's title and where it goes: at the panel's top left, as large as fits before the
    fold arrow (a longer title, as in Italian, is drawn smaller, never under the arrow)."""
    room = (toggle.left if toggle.width else panel.right) - 8 - (panel.left + 12)
    fitted = theme.fitting_size(header, size, room, bold=True, smallest=10)
    title = theme.text(header, fitted, theme.GOLD, True)
    return title, title.get_rect(topleft=(panel.left + 12, panel.top + 10))


def fold_toggle(layout: TableLayout) -> pygame.Rect:
    """Where the log's fold arrow is: at the title's right, or the top of the folded strip."""
    panel = _panel(layout)
    side = max(22, int(28 * layout.scale))
    rect = pygame.Rect(0, 0, min(side, panel.width - 4), side)
    if layout.log_shown:
        rect.topright = (panel.right - 8, panel.top + 8)
    else:
        rect.midtop = (panel.centerx, panel.top + 8)
    return rect


def newest_rows(page: LogPage, lines: int) -> int:
    """How many rows at the end of the page the last `lines` lines of the log take."""
    if lines <= 0:
        return 0
    count, found = 0, 0
    for index in range(len(page.rows) - 1, -1, -1):
        count += 1
        if starts_line(page, index):
            found += 1
            if found == lines:
                break
    return count


def starts_line(page: LogPage, index: int) -> bool:
    """Whether the row at `index` is the first of a line of the log (not the wrapped rest of
    one): a new line starts where the gap above a row is wider than a wrapped row's step."""
    return index == 0 or page.rows[index][1] - page.rows[index - 1][1] > page.row_height


def rows_in_view(page: LogPage, scroll: int, indexed: bool = False) -> list:
    """The rows shown `scroll` pixels back from the newest, with their tops on the screen:
    whole rows only, so none is cut by the title or the panel's edge, and whole lines at the
    top: the wrapped rest of a line whose start is out of view is left out (unless that line
    alone is taller than the panel). The first row shown sits at the top of the log's area,
    right under the title, and as many follow as fit: no empty band where a line was left
    out. A log shorter than its panel starts at the top.
    `indexed`: each row as (its index, (text, top))."""
    area, rows = page.area, page.rows
    top = area.top - page.reach + min(scroll, page.reach)  # where the first row would be
    first = bisect_left(rows, area.top - top, key=itemgetter(1))
    start = first
    while start < len(rows) and not starts_line(page, start):
        start += 1
    if start >= len(rows) or rows[start][1] + top + page.row_height > area.bottom + 2:
        start = first  # (inside a line taller than the panel: its rows in view)
    if start >= len(rows):
        return []
    return _rows_from(page, start, area.top - rows[start][1], indexed)


def _rows_from(page: LogPage, first: int, top: int, indexed: bool) -> list:
    """The rows from the one at `first` on that fit above the bottom of the panel."""
    shown = []
    for index, (text, y) in enumerate(islice(page.rows, first, None), start=first):
        y += top
        if y + page.row_height > page.area.bottom + 2:
            break
        shown.append((index, (text, y)) if indexed else (text, y))
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

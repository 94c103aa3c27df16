"""The table's game log: its lines as the seat at the screen may read them, and its scrolling."""

from __future__ import annotations

import contextlib

import pygame

from game.engine.notation import Event, redact
from game.i18n import language
from game.persist.settings import save_settings
from game.ui.table.describe import Describer
from game.ui.table.logview import LogPage, log_page

LOG_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_END)
LOG_TOGGLE_KEY = pygame.K_l


# The log put into words: (the viewer and the language it was told for, how many events of
# the history it tells, its lines).
ToldLog = tuple[tuple[int | None, str] | None, int, list[str]]


def told_log(describer: Describer, events: list[Event], viewer: int | None) -> ToldLog:
    """The log of `events` for `viewer`, told in today's language (see TableLogMixin.log)."""
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


class TableLogMixin:
    """Mixed into TableScene: what the log says, and which part of it is in view."""

    @property
    def log(self) -> list[str]:
        """Every line so far for the seat at the screen, in the language spoken now. The lines
        are made once: a new event adds its own, and only a new viewer or language (a hot-seat
        hand-over, a change in Settings) has the whole history told again."""
        key, told, lines = self._log_cache
        if key != self._log_key_now():
            key, told, lines = self._log_key_now(), 0, []
        if told < len(self.history):
            lines = lines + self._log_lines(self.history[told:], self.viewer)
            told = len(self.history)
        self._log_cache = (key, told, lines)
        return lines

    def _log_key_now(self) -> tuple[int | None, str]:
        return self.viewer, language()

    def _log_lines(self, events: list[Event], viewer: int | None) -> list[str]:
        return log_lines(self.describer, events, viewer)

    def _public_recap(self, seat: int) -> list[str]:
        """The public log since `seat` last had the screen; on its first look, since the game
        began (the pass screen shows the newest lines)."""
        return self._log_lines(self.history[self.last_looked.get(seat, 0) :], None)

    def _log_view(self) -> LogPage:
        """The log as it is drawn this frame. Scrolled back, it keeps the lines in view where
        they are while new ones arrive below."""
        before = self._log_page
        page = log_page(self.layout, self.log, self._log_cache[0], before, self._log_reserve())
        grown = before is not None and page is not before and self.log_scroll
        if grown and page.key == before.key:  # the same log, longer
            self.log_scroll += page.height - before.height
        self._log_page = page
        self.log_scroll = max(0, min(self.log_scroll, page.reach))
        return page

    def scroll_log(self, pixels: int) -> None:
        """Scroll the log back (positive) or forward, within what there is."""
        page = self._log_view()
        self.log_scroll = max(0, min(self.log_scroll + pixels, page.reach))

    def _wheel(self, notches: int) -> bool:
        """The wheel over the log scrolls it, three rows a notch (up: back in time)."""
        pointer = self.pointer or pygame.mouse.get_pos()
        if not self.layout.log_rect.collidepoint(pointer):
            return False
        self.scroll_log(notches * 3 * self._log_view().row_height)
        return True

    def _log_shown(self) -> bool:
        """The log panel is open (else folded to a strip), as the player left it."""
        return self.app.settings.show_log

    def _log_reserve(self) -> int:
        """Pixels kept free at the bottom of the log panel (for a replay's controls)."""
        return 0

    def toggle_log(self) -> bool:
        """Fold the log away to a strip, or open it again; the table is laid out anew and the
        choice is kept in the settings."""
        settings = self.app.settings
        settings.show_log = not settings.show_log
        with contextlib.suppress(OSError, ValueError):
            save_settings(settings)  # a folder that cannot be written keeps it for this run
        self._placement = None
        self._log_page = None
        self._prewarm()  # the cards' sizes may change with the room
        return True

    def _log_key(self, key: int) -> bool:
        """Page Up and Page Down turn the log's pages; End goes back to the newest line."""
        page = self._log_view()
        if key == pygame.K_END:
            self.log_scroll = 0
        else:
            turn = page.area.height - page.row_height
            self.scroll_log(turn if key == pygame.K_PAGEUP else -turn)
        return True

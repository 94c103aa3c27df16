"""A list of entries shown a page at a time, each row with buttons at its right end and a
Delete that asks once more ("Sure?") before it deletes: what the Load game screen and the deck
list have in common. A screen built on it says only what its rows show and what opening and
deleting an entry do."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.scenes.common import MenuScene
from game.ui.widgets import Button, released_click

PAGE = 7  # rows on a page

Entry = TypeVar("Entry")


class PagedListScene(MenuScene, Generic[Entry]):
    """Entries a page at a time, then More (to the next page, round to the first) and Back.

    Each row is a wide button (the entry) and `side_columns` narrow ones at its right end; a
    row may leave a side place empty, and the wide button keeps its width all the same, so
    that the rows line up. The entries are read when the list is built, never while it is
    drawn. Delete is pressed twice: the first press arms it, a press anywhere else lets it go.
    """

    row_height = 62  # a row's height at scale 1, before rows shrink to fit a small window
    side_columns = 1  # the narrow buttons at a row's right end

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.note = ""  # what the last action did, or why it could not
        self.armed: str | None = None  # the key of the entry whose Delete was pressed once
        self.entries: list[Entry] = []  # as last read
        self.rows: list[tuple[Button, Sequence[Button | None]]] = []  # (entry, side buttons)

    # -- what a screen says for itself ---------------------------------------------------------
    def read_entries(self) -> list[Entry]:
        """All the entries, in the order listed (the folder is read here)."""
        raise NotImplementedError

    def make_row(self, entry: Entry) -> tuple[Button, Sequence[Button | None]]:
        """The entry's wide button, and its `side_columns` side buttons (None: an empty place);
        a Delete among them comes from `delete_button`."""
        raise NotImplementedError

    def remove(self, entry: Entry) -> str:
        """Delete the entry for good, and say so (the words under the title); OSError if the
        file could not be deleted."""
        raise NotImplementedError

    def empty_text(self) -> str:
        """What to say under the title when there is nothing to list."""
        return ""

    # -- the list ------------------------------------------------------------------------------
    def subtitle(self) -> str:
        return self.note or (self.empty_text() if not self.entries else "")

    def build(self) -> None:
        self.entries = entries = self.read_entries()
        pages = max(1, -(-len(entries) // PAGE))
        self.page = min(self.page, pages - 1)  # after a delete, the last page may be gone
        self.rows, self.widgets = [], []
        for entry in entries[self.page * PAGE : (self.page + 1) * PAGE]:
            main, sides = self.make_row(entry)
            self.rows.append((main, sides))
            self.widgets += [main] + [side for side in sides if side is not None]
        if pages > 1:
            self.widgets.append(Button("btn-more", t("load.more"), self._more, primary=False))
        self.widgets.append(Button("btn-back", t("common.back"), self.app.stack.pop, primary=False))

    def refresh(self) -> None:
        """Read the entries again and lay the screen out anew."""
        self.build()
        self.layout_widgets()

    def _more(self) -> None:
        pages = max(1, -(-len(self.entries) // PAGE))
        self.page = (self.page + 1) % pages
        self.refresh()

    # -- Delete, pressed twice -----------------------------------------------------------------
    def delete_button(self, key: str, entry: Entry) -> Button:
        """The row's Delete: "Delete", or "Sure?" and lit once it has been pressed."""
        armed = self.armed == key
        delete = Button(
            f"delete-{key}",
            t("load.delete_sure") if armed else t("load.delete"),
            lambda: self._delete(key, entry),
            primary=armed,
            font_size=22,
        )
        delete.highlight = armed
        return delete

    def _delete(self, key: str, entry: Entry) -> None:
        if self.armed != key:
            self.armed = key
        else:
            self.armed = None
            try:
                self.note = self.remove(entry)
            except OSError as exc:
                self.note = t("load.delete_failed", error=exc.strerror or str(exc))
        self.refresh()

    def handle_event(self, event: pygame.event.Event) -> bool:
        handled = super().handle_event(event)
        # A press anywhere but on the armed Delete lets it go.
        if self.armed and released_click(event) and not handled:
            self.armed = None
            self.refresh()
        return handled

    # -- the look ------------------------------------------------------------------------------
    def layout_widgets(self) -> None:
        """The rows under the title, each with its side buttons at its right end, then the
        buttons to page and go back across the same width."""
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        full = int(min(900, width * 0.8))
        side, gap = int(130 * scale), int(10 * scale)
        left = (width - full) // 2
        button_h = int(50 * scale)
        in_rows = {id(w) for main, sides in self.rows for w in (main, *sides) if w is not None}
        others = [w for w in self.widgets if id(w) not in in_rows]
        # The rows shrink on a small window, so that the buttons under them stay on it.
        room = int(height * 0.95) - int(height * 0.22) - len(others) * (button_h + gap)
        row_h = int(self.row_height * scale)
        row_h = max(int(40 * scale), min(row_h, room // max(1, len(self.rows)) - gap))
        y = int(height * 0.22)
        for main, sides in self.rows:
            main.rect = pygame.Rect(left, y, full - self.side_columns * (side + gap), row_h)
            main.font_size = max(14, min(int(26 * scale), int(row_h * 0.4)))
            x = main.rect.right + gap
            for button in sides:
                if button is not None:
                    button.rect = pygame.Rect(x, y, side, row_h)
                    button.font_size = int(22 * scale)
                x += side + gap
            y += row_h + gap
        y += gap
        for widget in others:
            widget.rect = pygame.Rect(left, y, full, button_h)
            widget.font_size = int(30 * scale)
            y += button_h + gap

"""The list of saved games; a broken file is listed with what is wrong and cannot be opened."""

from __future__ import annotations

from datetime import datetime

import pygame

from game.i18n import t
from game.persist.save_list import list_saves
from game.persist.saves import AUTOSAVE_SLOT, SaveError
from game.ui import theme
from game.ui.scenes.common import MenuScene
from game.ui.scenes.loading import open_save
from game.ui.widgets import Button, released_click

PAGE = 7


class LoadScene(MenuScene):
    """Saved games, newest first. Each row opens its game; Delete beside it asks once more
    ("Sure?") before the file goes."""

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.note = ""
        self.armed: str | None = None  # the slot whose Delete was pressed once
        self.rows: list[tuple[Button, Button, Button]] = []  # (open, watch, delete) per save
        self.saves: list = []  # the saves listed, as last read from the folder

    def title(self) -> str:
        return t("load.title")

    def subtitle(self) -> str:
        return self.note or (t("load.empty") if not self.saves else "")

    def build(self) -> None:
        # The folder is read here, when the list is built, never while it is drawn.
        self.saves = saves = list_saves()
        self.rows = []
        shown = saves[self.page * PAGE : (self.page + 1) * PAGE]
        self.widgets = []
        for info in shown:
            button = Button(
                f"save-{info.slot}",
                self._slot_name(info.slot),
                lambda i=info: self._open(i),
                primary=False,
                font_size=26,
            )
            if info.error:
                button.detail = t("load.broken", error=info.error)
            else:
                button.aside = _when(info.saved_at)
                button.detail = t(
                    "load.detail",
                    name=info.ruleset_name,
                    players=", ".join(info.names),
                    round=info.round,
                    turn=info.turn,
                )
            button.enabled = info.error is None
            armed = self.armed == info.slot
            delete = Button(
                f"delete-{info.slot}",
                t("load.delete_sure") if armed else t("load.delete"),
                lambda i=info: self._delete(i),
                primary=armed,
                font_size=22,
            )
            delete.highlight = armed
            watch = Button(
                f"watch-{info.slot}",
                t("load.watch"),
                lambda i=info: self._watch(i),
                primary=False,
                font_size=22,
            )
            watch.enabled = info.error is None
            self.rows.append((button, watch, delete))
            self.widgets.extend((button, watch, delete))
        if len(saves) > PAGE:
            self.widgets.append(Button("btn-more", t("load.more"), self._more, primary=False))
        self.widgets.append(Button("btn-back", t("common.back"), self.app.stack.pop, primary=False))

    def _delete(self, info) -> None:
        if self.armed != info.slot:
            self.armed = info.slot
        else:
            self.armed = None
            try:
                info.path.unlink(missing_ok=True)
                self.note = t("load.deleted", slot=self._slot_name(info.slot))
            except OSError as exc:
                self.note = t("load.delete_failed", error=exc.strerror or str(exc))
            total = len(list_saves())
            self.page = min(self.page, max(0, (total - 1) // PAGE))
        self.build()
        self.layout_widgets()

    def handle_event(self, event) -> bool:
        handled = super().handle_event(event)
        # A press anywhere but on the armed Delete lets it go.
        if self.armed and released_click(event) and not handled:
            self.armed = None
            self.build()
            self.layout_widgets()
        return handled

    @staticmethod
    def _slot_name(slot: str) -> str:
        return t("load.autosave") if slot == AUTOSAVE_SLOT else slot

    def _more(self) -> None:
        total = len(self.saves)
        self.page = (self.page + 1) % max(1, (total + PAGE - 1) // PAGE)
        self.build()
        self.layout_widgets()

    def _open(self, info) -> None:
        open_save(self.app, info.path, self._refused)

    def _watch(self, info) -> None:
        """The saved game watched from its deal; leaving the replay comes back to this list."""
        open_save(self.app, info.path, self._refused, replay=True)

    def _refused(self, error: SaveError) -> None:
        self.note = error.message  # Delete is beside the row: no advice needed here

    def layout_widgets(self) -> None:
        """A list of two-line rows under the title, each with its Delete at its right end,
        then the buttons to page and go back."""
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        full = int(min(900, width * 0.8))
        side, gap = int(130 * scale), int(10 * scale)
        left = (width - full) // 2
        row_h = int(66 * scale)
        button_h = int(50 * scale)
        others = [w for w in self.widgets if all(w not in pair for pair in self.rows)]
        # The rows shrink on a small window, so that the buttons under them stay on it.
        room = int(height * 0.95) - int(height * 0.22) - len(others) * (button_h + gap)
        row_h = max(int(40 * scale), min(row_h, room // max(1, len(self.rows)) - gap))
        y = int(height * 0.22)
        for row, watch, delete in self.rows:
            row.rect = pygame.Rect(left, y, full - 2 * (side + gap), row_h)
            row.font_size = max(14, min(int(26 * scale), int(row_h * 0.4)))
            watch.rect = pygame.Rect(row.rect.right + gap, y, side, row_h)
            delete.rect = pygame.Rect(watch.rect.right + gap, y, side, row_h)
            watch.font_size = delete.font_size = int(22 * scale)
            y += row_h + gap
        y += gap
        for widget in others:
            widget.rect = pygame.Rect(left, y, full, button_h)
            widget.font_size = int(30 * scale)
            y += button_h + gap


def _when(stamp: str) -> str:
    try:
        return (
            datetime.fromisoformat(stamp.replace("Z", "+00:00"))
            .astimezone()
            .strftime("%Y-%m-%d %H:%M")
        )
    except ValueError:
        return stamp

"""The list of saved games; a broken file is listed with what is wrong and cannot be opened."""

from __future__ import annotations

from datetime import datetime

import pygame

from game.persist.saves import AUTOSAVE_SLOT, SaveError, list_saves, load_game
from game.ui import theme
from game.ui.i18n import t
from game.ui.scenes.common import MenuScene
from game.ui.widgets import Button

PAGE = 7


class LoadScene(MenuScene):
    """Saved games, newest first. Each row opens its game; Delete beside it asks once more
    ("Sure?") before the file goes."""

    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.note = ""
        self.armed: str | None = None  # the slot whose Delete was pressed once
        self.rows: list[tuple[Button, Button]] = []  # (open, delete) per save shown

    def title(self) -> str:
        return t("load.title")

    def subtitle(self) -> str:
        return self.note or (t("load.empty") if not list_saves() else "")

    def build(self) -> None:
        saves = list_saves()
        self.rows = []
        shown = saves[self.page * PAGE : (self.page + 1) * PAGE]
        self.widgets = []
        for info in shown:
            if info.error:
                label = t("load.broken", slot=info.slot, error=info.error)
            else:
                when = _when(info.saved_at)
                label = t(
                    "load.row",
                    name=info.ruleset_name,
                    players=info.players,
                    round=info.round,
                    turn=info.turn,
                    when=when,
                    slot=self._slot_name(info.slot),
                )
            button = Button(
                f"save-{info.slot}",
                label,
                lambda i=info: self._open(i),
                primary=False,
                font_size=24,
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
            self.rows.append((button, delete))
            self.widgets.extend((button, delete))
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
        if self.armed and event.type == pygame.MOUSEBUTTONUP and not handled:
            self.armed = None
            self.build()
            self.layout_widgets()
        return handled

    @staticmethod
    def _slot_name(slot: str) -> str:
        return t("load.autosave") if slot == AUTOSAVE_SLOT else slot

    def _more(self) -> None:
        total = len(list_saves())
        self.page = (self.page + 1) % max(1, (total + PAGE - 1) // PAGE)
        self.build()
        self.layout_widgets()

    def _open(self, info) -> None:
        try:
            saved = load_game(info.path)
        except SaveError as exc:
            self.note = exc.message
            return
        from game.ui.scenes.title import open_saved

        open_saved(self.app, saved)

    def layout_widgets(self) -> None:
        # The column is laid out with one row per save (the Delete buttons left out), then
        # each Delete takes the right end of its row.
        deletes = [delete for _, delete in self.rows]
        widgets = self.widgets
        self.widgets = [w for w in widgets if w not in deletes]
        super().layout_widgets()
        self.widgets = widgets
        width = self.app.size[0]
        scale = theme.scale_for(self.app.size)
        full = int(min(900, width * 0.8))
        side, gap = int(130 * scale), int(10 * scale)
        for widget in self.widgets:
            if widget in deletes:
                continue
            widget.rect.width = full
            widget.rect.centerx = width // 2
        # One size of words for every row, the largest at which the longest fits.
        size = min(
            (
                theme.fitting_size(row.label, int(26 * scale), full - side - 40, True)
                for row, _ in self.rows
            ),
            default=int(26 * scale),
        )
        for row, delete in self.rows:
            row.font_size = size
            row.rect.width = full - side - gap
            delete.rect = pygame.Rect(row.rect.right + gap, row.rect.top, side, row.rect.height)
            delete.font_size = int(22 * scale)


def _when(stamp: str) -> str:
    try:
        return (
            datetime.fromisoformat(stamp.replace("Z", "+00:00"))
            .astimezone()
            .strftime("%Y-%m-%d %H:%M")
        )
    except ValueError:
        return stamp

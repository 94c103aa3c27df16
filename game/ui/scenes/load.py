"""The list of saved games; a broken file is listed with what is wrong and cannot be opened."""

from __future__ import annotations

from datetime import datetime

from game.persist.saves import AUTOSAVE_SLOT, SaveError, list_saves, load_game
from game.ui.i18n import t
from game.ui.scenes.common import MenuScene
from game.ui.widgets import Button

PAGE = 7


class LoadScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.page = 0
        self.note = ""

    def title(self) -> str:
        return t("load.title")

    def subtitle(self) -> str:
        return self.note or (t("load.empty") if not list_saves() else "")

    def build(self) -> None:
        saves = list_saves()
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
                    slot=t("load.autosave") if info.slot == AUTOSAVE_SLOT else info.slot,
                )
            button = Button(
                f"save-{info.slot}",
                label,
                lambda i=info: self._open(i),
                primary=False,
                font_size=24,
            )
            button.enabled = info.error is None
            self.widgets.append(button)
        if len(saves) > PAGE:
            self.widgets.append(Button("btn-more", t("load.more"), self._more, primary=False))
        self.widgets.append(Button("btn-back", t("common.back"), self.app.stack.pop))

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
        super().layout_widgets()
        width = self.app.size[0]
        for widget in self.widgets:
            widget.rect.width = int(min(900, width * 0.8))
            widget.rect.centerx = width // 2


def _when(stamp: str) -> str:
    try:
        return (
            datetime.fromisoformat(stamp.replace("Z", "+00:00"))
            .astimezone()
            .strftime("%Y-%m-%d %H:%M")
        )
    except ValueError:
        return stamp

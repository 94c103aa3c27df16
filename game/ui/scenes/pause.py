"""Esc during a game: resume, save, load, settings, rules, or back to the title."""

from __future__ import annotations

from datetime import datetime

import pygame

from game.i18n import t
from game.persist.saves import save_game
from game.ui import theme
from game.ui.scenes.common import MenuScene, buttons, draw_heading


class PauseScene(MenuScene):
    # The pause menu stands alone: under it a table would show its cards, and a pass screen's
    # words would run into its own.
    opaque = True

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table  # None on the hot-seat pass screen: saving still works from there
        self.note = ""

    def title(self) -> str:
        return t("pause.title")

    def subtitle(self) -> str:
        return self.note

    def build(self) -> None:
        specs = [("btn-resume", t("pause.resume"), self.app.stack.pop)]
        if self.table is not None and self.table.session.can_undo():
            specs.append(("btn-undo", t("pause.undo"), self._undo))
        if self.table is not None:
            specs.append(("btn-save", t("pause.save"), self._save))
        specs += [
            ("btn-load", t("title.load"), self._load),
            ("btn-settings", t("title.settings"), self._settings),
            ("btn-rules", t("title.rules"), self._rules),
            ("btn-quit-title", t("pause.quit"), self._quit),
        ]
        self.widgets = buttons(specs)

    def _undo(self) -> None:
        """Back to the table as it was before the person's last move."""
        self.app.stack.pop()
        self.table.undo()

    def _save(self) -> None:
        session = self.table.session
        slot = f"{session.ruleset.id}-{datetime.now().strftime('%Y%m%d-%H%M%S')}"
        try:
            save_game(slot, session.to_saved())
            self.note = t("pause.saved", slot=slot)
        except OSError as exc:
            self.note = t("pause.save_failed", error=str(exc))

    def _load(self) -> None:
        from game.ui.scenes.load import LoadScene

        self.app.stack.push(LoadScene(self.app))

    def _settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def _rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        ruleset = self.table.session.ruleset.id if self.table else None
        self.app.stack.push(RulesScene(self.app, ruleset))

    def _quit(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt_background(self.app.size), (0, 0))
        theme.shade(surface, surface.get_rect(), 120)
        if self.widgets:
            area = self.widgets[0].rect.unionall([w.rect for w in self.widgets[1:]])
            theme.panel(surface, area.inflate(48, 40))
        draw_heading(surface, self.app.size, self.title(), self.subtitle())
        for widget in self.widgets:
            widget.draw(surface)
        self.focus.draw(surface)

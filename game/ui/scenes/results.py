"""The end of a game: who won, the scores, and what next."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.scenes.common import MenuScene, buttons


class ResultsScene(MenuScene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.result = session.result()

    def title(self) -> str:
        names = [self.session.names[s] for s in self.result.winners]
        if len(names) == 1:
            return t("results.winner", name=names[0])
        return t("results.shared", names=", ".join(names))

    def subtitle(self) -> str:
        return t(f"results.reason.{self.result.reason.replace(' ', '_')}")

    def build(self) -> None:
        self.widgets = buttons(
            [
                ("btn-new-game", t("results.new_game"), self._new_game),
                ("btn-title", t("results.title"), self._title),
            ]
        )

    def _new_game(self) -> None:
        from game.ui.scenes.new_game import NewGameScene

        self.app.stack.reset(NewGameScene(self.app, self.session.ruleset.id))

    def _title(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def on_escape(self) -> bool:
        self._title()
        return True

    def layout_widgets(self) -> None:
        super().layout_widgets()
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        for index, widget in enumerate(self.widgets):
            widget.rect.top = int(height * 0.72) + index * int(62 * scale)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        size = int(28 * scale)
        details = self.result.details
        rows = [
            (
                t("results.player"),
                t("results.cards_left"),
                t("results.points_left"),
                t("results.score"),
            )
        ]
        for seat, name in enumerate(self.session.names):
            rows.append(
                (
                    name,
                    str(details["cards_left"][seat]),
                    str(details["points_left"][seat]),
                    str(self.result.scores[seat]),
                )
            )
        columns = [0.28, 0.5, 0.64, 0.78]
        y = int(height * 0.3)
        for index, row in enumerate(rows):
            ink = theme.GOLD if index == 0 else theme.INK
            if index and index - 1 in self.result.winners:
                ink = (255, 230, 140)
            for share, cell in zip(columns, row, strict=True):
                image = theme.text(cell, size, ink, index == 0)
                surface.blit(image, (int(width * share), y))
            y += size + int(10 * scale)
            if y > height * 0.68:
                break
        pygame.draw.line(
            surface,
            theme.INK_DIM,
            (int(width * 0.26), int(height * 0.3) + size + 4),
            (int(width * 0.88), int(height * 0.3) + size + 4),
        )

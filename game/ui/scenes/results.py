"""The end of a game: who won, the scores, and what next."""

from __future__ import annotations

import random

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.scenes.common import MenuScene, buttons

WINNER_INK = (255, 230, 140)


class ResultsScene(MenuScene):
    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.result = session.result()
        self.table_rect: pygame.Rect | None = None  # the score table as last drawn

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
                ("btn-play-again", t("results.play_again"), self._play_again),
                ("btn-new-game", t("results.new_game"), self._new_game),
                ("btn-title", t("results.title"), self._title),
            ]
        )

    def _play_again(self) -> None:
        """The same game, players and options, newly dealt."""
        from game.ui.scenes.table import TableScene
        from game.ui.session import GameSession

        session = self.session
        seed = random.SystemRandom().randrange(1, 10**9)
        again = GameSession.new(session.ruleset.id, dict(session.options), session.seats, seed)
        self.app.stack.reset(TableScene(self.app, again))

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
            widget.rect.top = int(height * 0.71) + index * int(58 * scale)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
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
        # Every player fits between the heading and the buttons: many players, smaller rows.
        top = int(height * 0.25)
        bottom = min(w.rect.top for w in self.widgets) - int(16 * scale)
        size = int(28 * scale)
        while size > 12 and len(rows) * int(size * 1.4) + 24 > bottom - top:
            size -= 1
        step = int(size * 1.4)
        images = []
        for index, row in enumerate(rows):
            ink = theme.GOLD if index == 0 else theme.INK
            if index and index - 1 in self.result.winners:
                ink = WINNER_INK
            images.append([theme.text(cell, size, ink, index == 0) for cell in row])
        widths = [
            max(image.get_width() for image in column) for column in zip(*images, strict=True)
        ]
        gap = int(48 * scale)
        total = sum(widths) + gap * (len(widths) - 1)
        left = (width - total) // 2
        box = pygame.Rect(left - 28, top, total + 56, len(rows) * step + 24)
        theme.panel(surface, box)
        y = top + 14
        for index, row in enumerate(images):
            x = left
            for column, image in enumerate(row):
                # Names read from the left; numbers line up on their right edge.
                at = x if column == 0 else x + widths[column] - image.get_width()
                surface.blit(image, (at, y))
                x += widths[column] + gap
            if index == 0:
                line_y = y + size + int(6 * scale)
                pygame.draw.line(surface, theme.INK_DIM, (left, line_y), (left + total, line_y))
            y += step
        self.table_rect = box

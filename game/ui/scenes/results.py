"""The end of a game: who won, the scores, and what next."""

from __future__ import annotations

import pygame

from game.i18n import t, t_or
from game.ui import theme
from game.ui.cardart import CARD_RATIO, CardArt
from game.ui.cardbook import card_book
from game.ui.scenes.common import MenuScene, buttons, draw_table
from game.ui.table.display import hand_order
from game.ui.table.render import Renderer, card_row


class ResultsScene(MenuScene):
    def __init__(self, app, session, note: str = ""):
        super().__init__(app)
        self.session = session
        self.note = note  # something to tell about the statistics file, if anything
        self.result = session.result()
        self.table_rect: pygame.Rect | None = None  # the score table as last drawn
        self.row_spans: list[tuple[int, int]] = []  # and the top and bottom of its rows
        settings = app.settings
        cards = card_book(session.ruleset)
        self.renderer = Renderer(CardArt(cards, settings.colorblind, settings.card_back))
        self.order = hand_order(cards)  # the cards left, in the order a hand keeps at the table
        self._cells: dict[tuple[int, int], pygame.Surface] = {}  # (seat, height): its cards

    def title(self) -> str:
        names = [self.session.names[s] for s in self.result.winners]
        if len(names) == 1:
            return t("results.winner", name=names[0])
        return t("results.shared", names=", ".join(names))

    def subtitle(self) -> str:
        why = self.result.reason.replace(" ", "_")
        reason = t_or(f"{self.session.ruleset.id}.reason.{why}", t(f"results.reason.{why}"))
        return f"{reason} {self.note}" if self.note else reason

    def build(self) -> None:
        self.widgets = buttons(
            [
                ("btn-play-again", t("results.play_again"), self._play_again),
                ("btn-replay", t("replay.watch"), self._replay),
                ("btn-new-game", t("results.new_game"), self._new_game),
                ("btn-title", t("results.title"), self._title),
            ]
        )

    def _play_again(self) -> None:
        """The same game, players and options, newly dealt."""
        from game.ui.scenes.title import open_new

        session = self.session
        options = session.ruleset.player_options(session.options)
        open_new(self.app, session.ruleset.id, options, session.seats)

    def _replay(self) -> None:
        """The game just played, from its deal, over this screen (leaving comes back here)."""
        from game.ui.replay import ReplaySession
        from game.ui.scenes.replay import open_replay

        open_replay(self.app, ReplaySession(self.session.to_saved(), finished=True))

    def _new_game(self) -> None:
        from game.ui.scenes.new_game import NewGameScene

        self.app.stack.reset(NewGameScene(self.app, self.session.ruleset.id))

    def _title(self) -> None:
        from game.ui.scenes.title import TitleScene

        self.app.stack.reset(TitleScene(self.app))

    def on_escape(self) -> bool:
        self._title()
        return True

    def _cards_cell(self, seat: int):
        """The cards a player was left with, small and face up (a dash for none), drawn once
        for each height the table gives them."""
        cards = sorted(self.result.details["hands_left"][seat], key=self.order.__getitem__)
        if not cards:
            return "-"

        def draw(height: int) -> pygame.Surface:
            image = self._cells.get((seat, height))
            if image is None:
                wide = max(8, int(height / CARD_RATIO))
                room = wide * (1 + 0.6 * min(len(cards) - 1, 12))
                image = pygame.Surface((int(room) + 1, height), pygame.SRCALPHA)
                card_row(self.renderer, image, cards, 0, height / 2, wide, room)
                self._cells[(seat, height)] = image
            return image

        return draw

    def ranking(self) -> list[int]:
        """The seats by rank: the winners first, then by score (points, health), highest
        first; seats that tie keep their order at the table."""
        winners, scores = set(self.result.winners), self.result.scores
        return sorted(
            range(len(self.session.names)),
            key=lambda seat: (seat not in winners, -scores[seat] if scores else 0, seat),
        )

    def _rows(self) -> tuple[list[tuple], int]:
        """The results table: its rows (the heading first, then the players by rank) and how
        many columns read from the left. A game of the UNO family shows the cards and points
        left; any other game each number its result gives per seat (a Monster's health),
        named as its counters are."""
        details, names = self.result.details, self.session.names
        order = self.ranking()
        if "hands_left" in details:
            heading = (
                t("results.player"),
                t("results.cards_left"),
                t("results.points_left"),
                t("results.score"),
            )
            rows = [
                (
                    names[seat],
                    self._cards_cell(seat),
                    str(details["points_left"][seat]),
                    str(self.result.scores[seat]),
                )
                for seat in order
            ]
            return [heading, *rows], 2
        game = self.session.ruleset.id
        columns = [
            key
            for key, values in details.items()
            if isinstance(values, list) and len(values) == len(names)
        ]
        heading = (
            t("results.player"),
            *(t_or(f"{game}.counter.{key}", key.replace("_", " ").capitalize()) for key in columns),
        )
        rows = [(names[seat], *(str(details[key][seat]) for key in columns)) for seat in order]
        return [heading, *rows], 1

    def layout_widgets(self) -> None:
        super().layout_widgets()
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        for index, widget in enumerate(self.widgets):
            widget.rect.top = int(height * 0.71) + index * int(58 * scale)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        height = self.app.size[1]
        scale = theme.scale_for(self.app.size)
        rows, left = self._rows()
        # Every player fits between the heading and the buttons: many players, smaller rows.
        top = int(height * 0.25)
        bottom = min(w.rect.top for w in self.widgets) - int(16 * scale)
        won = set(self.result.winners)  # rows counted from the heading's 0
        winners = {row for row, seat in enumerate(self.ranking(), start=1) if seat in won}
        spans: list[tuple[int, int]] = []
        box = draw_table(
            surface,
            self.app.size,
            rows,
            top,
            bottom,
            winners,
            left_columns=left,
            middle=True,
            tall=64,
            spans=spans,
        )
        self.table_rect, self.row_spans = box, spans

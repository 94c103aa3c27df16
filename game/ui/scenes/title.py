"""The first screen: continue, new game, load, statistics, settings, rules, quit."""

from __future__ import annotations

import random

import pygame

from game.i18n import t
from game.persist.saves import SaveError, latest_autosave
from game.ui.cardart import CardArt
from game.ui.cardbook import card_book
from game.ui.scenes.common import MenuScene, buttons
from game.ui.scenes.loading import open_save
from game.ui.table.render import Renderer, fan

# Two hands of cards held out on either side of the menu, as at a card table.
DECOR_DECK = "uno-monster-high"
DECOR_HANDS = (("w", "p7", "gs", "b9", "yd2"), ("u", "y0", "pr", "g3", "w4"))


def _stamp(path) -> tuple[str, int] | None:
    """Which version of a file this is (a new autosave is another)."""
    try:
        return str(path), path.stat().st_mtime_ns
    except OSError:
        return None


class TitleScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.note = ""
        # The autosave was refused (damaged): Continue stays off until the file changes.
        self.refused: tuple[str, int] | None = None
        settings = app.settings
        cards = card_book(DECOR_DECK)
        self.renderer = Renderer(CardArt(cards, settings.colorblind, settings.card_back), {})
        self.decor_rects: list[pygame.Rect] = []  # where the hands were drawn

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """A fanned hand in each margin beside the buttons, where there is room for one."""
        self.decor_rects = []
        width, height = self.app.size
        menu = min((w.rect for w in self.widgets), key=lambda r: r.left, default=None)
        if menu is None:
            return
        margin = menu.left
        card = min(margin * 0.34, height * 0.16)
        if card < 48:
            return
        for side, hand in zip((-1, 1), DECOR_HANDS, strict=True):
            pivot = (width / 2 + side * (width / 2 - margin / 2), height * 0.62 + card)
            self.decor_rects += fan(self.renderer, surface, hand, pivot, card, -side * 6)

    def title(self) -> str:
        return t("app.title")

    def subtitle(self) -> str:
        return self.note or t("app.subtitle")

    def build(self) -> None:
        self.widgets = buttons(
            [
                ("btn-continue", t("title.continue"), self._continue),
                ("btn-new", t("title.new"), self._new),
                ("btn-load", t("title.load"), self._load),
                ("btn-decks", t("title.decks"), self._decks),
                ("btn-stats", t("title.stats"), self._stats),
                ("btn-settings", t("title.settings"), self._settings),
                ("btn-rules", t("title.rules"), self._rules),
                ("btn-credits", t("title.credits"), self._credits),
                ("btn-quit", t("title.quit"), lambda: self.app.quit(0)),
            ]
        )
        if not self._deck_game():  # no game of this app builds decks
            self.widgets = [w for w in self.widgets if w.id != "btn-decks"]
        autosave = latest_autosave()
        self.widgets[0].enabled = autosave is not None and self.refused != _stamp(autosave)
        if not self.widgets[0].enabled:
            self.widgets[1].primary, self.widgets[0].primary = True, False

    def on_escape(self) -> bool:
        self.app.quit(0)
        return True

    def _continue(self) -> None:
        path = latest_autosave()
        if path is None:
            self.note = t("title.no_autosave")
            return
        open_save(self.app, path, self._refused)

    def _refused(self, error: SaveError) -> None:
        """The autosave cannot be continued: say why, and offer New game first instead."""
        self.note = f"{error.message} {error.advice}"
        path = latest_autosave()
        self.refused = _stamp(path) if path is not None else None
        self.build()
        self.layout_widgets()

    def _new(self) -> None:
        from game.ui.scenes.new_game import NewGameScene

        self.app.stack.push(NewGameScene(self.app))

    def _load(self) -> None:
        from game.ui.scenes.load import LoadScene

        self.app.stack.push(LoadScene(self.app))

    @staticmethod
    def _deck_game() -> str | None:
        from game.ui.tables import deck_games

        games = deck_games()
        return games[0] if games else None

    def _decks(self) -> None:
        from game.ui.scenes.deck_builder import DeckBuilderScene

        game = self._deck_game()
        if game is not None:
            self.app.stack.push(DeckBuilderScene(self.app, game))

    def _stats(self) -> None:
        from game.ui.scenes.stats import StatsScene

        self.app.stack.push(StatsScene(self.app))

    def _settings(self) -> None:
        from game.ui.scenes.settings import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def _credits(self) -> None:
        from game.ui.scenes.credits import CreditsScene

        self.app.stack.push(CreditsScene(self.app))

    def _rules(self) -> None:
        from game.ui.scenes.rules import RulesScene

        self.app.stack.push(RulesScene(self.app, None))


def open_new(app, ruleset_id: str, options: dict, seats: list, seed: int | None = None) -> None:
    """Open a new game at its table, as the only scene, the unfinished game it replaces kept
    (see seating.py); without a seed, a fresh one."""
    from game.ui.scenes.seating import seat_at_table

    seat_at_table(app, new_table(app, ruleset_id, options, seats, seed))


def new_table(app, ruleset_id: str, options: dict, seats: list, seed: int | None = None):
    """The table of a new game; without a seed, a fresh one. It is only made here: `open_new`
    (or `seating.make_way`) puts it at the table, keeping the game it replaces."""
    from game.ui.scenes.table import TableScene
    from game.ui.session import GameSession

    if seed is None:
        seed = random.SystemRandom().randrange(1, 10**9)
    return TableScene(app, GameSession.new(ruleset_id, options, seats, seed))

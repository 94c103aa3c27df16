"""The first screen: continue, new game, load, statistics, settings, rules, quit."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import t
from game.persist.saves import latest_autosave
from game.ui.scenes.common import MenuScene, buttons

if TYPE_CHECKING:
    from game.persist.saves import SaveError
    from game.ui.table.render import Renderer

# Two hands of cards held out on either side of the menu, as at a card table.
DECOR_DECK = "uno-monster-high"
DECOR_HANDS = (("w", "p7", "gs", "b9", "yd2"), ("u", "y0", "pr", "g3", "w4"))
DECOR_FADE = 0.3  # seconds the hands take to appear when they come after the first frame


def _stamp(path) -> tuple[str, int] | None:
    """Which version of a file this is (a new autosave is another)."""
    try:
        return str(path), path.stat().st_mtime_ns
    except OSError:
        return None


def games_loaded() -> bool:
    """Whether the games are registered (the program does it once, after the first frame)."""
    return "game.games" in sys.modules


def load_games() -> None:
    import game.games  # noqa: F401  (registers the built-in games)


class TitleScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.note = ""
        self.first_time = False  # nothing played here yet: Learn to play is offered first
        # The autosave was refused (damaged): Continue stays off until the file changes.
        self.refused: tuple[str, int] | None = None
        # The hands' cards: at once when the games are there, else once the screen is shown.
        self.renderer: Renderer | None = None
        self.decor_rects: list[pygame.Rect] = []  # where the hands were drawn
        self.decor_shown = 1.0  # how far the hands have faded in (0: not at all)
        if games_loaded():
            self._make_renderer()

    def _make_renderer(self) -> None:
        from game.ui.cardart import CardArt
        from game.ui.cardbook import card_book
        from game.ui.table.render import Renderer

        settings = self.app.settings
        art = CardArt(card_book(DECOR_DECK), settings.colorblind, settings.card_back)
        self.renderer = Renderer(art, {})

    def idle(self, until: float) -> None:
        """The first title screen is drawn before the games are read: now they are, and the
        hands of cards fade in from the next frame on (the menu stays as it is)."""
        if self.renderer is not None:
            return
        had_decks = any(widget.id == "btn-decks" for widget in self.widgets)
        load_games()
        self.app.sounds.preload()  # the table's effects ready before a game opens
        self._make_renderer()
        self.decor_shown = 0.0
        if had_decks != bool(self._deck_game()):
            self.build()
            self.layout_widgets()

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """A fanned hand in each margin beside the buttons, where there is room for one."""
        self.decor_rects = []
        width, height = self.app.size
        menu = min((w.rect for w in self.widgets), key=lambda r: r.left, default=None)
        if menu is None or self.renderer is None:
            return
        from game.ui.table.render import fan

        margin = menu.left
        card = min(margin * 0.34, height * 0.16)
        if card < 48:
            return
        # Fading in, the hands are laid on a clear sheet that is laid on the cloth.
        fading = self.decor_shown < 1.0
        sheet = pygame.Surface(surface.get_size(), pygame.SRCALPHA) if fading else surface
        for side, hand in zip((-1, 1), DECOR_HANDS, strict=True):
            pivot = (width / 2 + side * (width / 2 - margin / 2), height * 0.62 + card)
            self.decor_rects += fan(self.renderer, sheet, hand, pivot, card, -side * 6)
        if fading:
            sheet.set_alpha(int(255 * self.decor_shown))
            surface.blit(sheet, (0, 0))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.renderer is not None and self.decor_shown < 1.0:
            self.decor_shown = min(1.0, self.decor_shown + dt / DECOR_FADE)

    def title(self) -> str:
        return t("app.title")

    def subtitle(self) -> str:
        return self.note or t("title.first_time" if self.first_time else "app.subtitle")

    def build(self) -> None:
        ready = self._with_games
        self.widgets = buttons(
            [
                ("btn-continue", t("title.continue"), ready(self._continue)),
                ("btn-new", t("title.new"), ready(self._new)),
                ("btn-learn", t("guide.menu"), ready(self._learn)),
                ("btn-load", t("title.load"), ready(self._load)),
                ("btn-decks", t("title.decks"), ready(self._decks)),
                ("btn-stats", t("title.stats"), ready(self._stats)),
                ("btn-settings", t("title.settings"), ready(self._settings)),
                ("btn-rules", t("title.rules"), ready(self._rules)),
                ("btn-credits", t("title.credits"), ready(self._credits)),
                ("btn-quit", t("title.quit"), lambda: self.app.quit(0)),
            ]
        )
        # Before the games are read the button is shown: the games the app comes with have
        # one that builds decks (`idle` takes it away again should none of them do).
        if games_loaded() and not self._deck_game():  # no game of this app builds decks
            self.widgets = [w for w in self.widgets if w.id != "btn-decks"]
        autosave = latest_autosave()
        self.widgets[0].enabled = autosave is not None and self.refused != _stamp(autosave)
        if not self.widgets[0].enabled:
            self.widgets[1].primary, self.widgets[0].primary = True, False
        self.first_time = autosave is None and _nothing_played()
        if self.first_time:
            learn = next(widget for widget in self.widgets if widget.id == "btn-learn")
            self.widgets[1].primary, learn.primary = False, True

    @staticmethod
    def _with_games(action: Callable[[], None]) -> Callable[[], None]:
        """`action`, the games read first should the player be quicker than `idle`."""

        def act() -> None:
            load_games()
            action()

        return act

    def on_escape(self) -> bool:
        self.app.quit(0)
        return True

    def _continue(self) -> None:
        path = latest_autosave()
        if path is None:
            self.note = t("title.no_autosave")
            return
        from game.ui.scenes.loading import open_save

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

    def _learn(self) -> None:
        from game.ui.scenes.guide_chooser import GuideChooserScene

        self.app.stack.push(GuideChooserScene(self.app))

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


def _nothing_played() -> bool:
    """No game counted in the statistics (and none that could not be read): a new player."""
    from game.persist.stats import load_stats

    stats = load_stats()
    return stats.problem is None and not stats.records

"""Opening a saved game without freezing the window.

Loading replays the save's whole log twice (once to check the file, once for the table's log),
which for a long game takes seconds. A worker thread does it while this scene draws a bar that
follows the replay; then the table opens, or the screen that asked hears why it cannot.
A small save opens at once, with no bar to flash by (`open_save`).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pygame

from game.i18n import t
from game.persist.saves import SaveError, load_game
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.common import draw_heading
from game.ui.scenes.table_log import ToldLog, told_log

# Below this size a save replays in a blink: it is opened on the spot.
QUICK_SAVE_BYTES = 256 * 1024
NOTICE_SECONDS = 10.0  # how long the table says what became of a game whose rules changed


def open_save(app, path: Path, on_error: Callable[[SaveError], None], replay: bool = False) -> None:
    """Open the game saved at `path` at its table, or (`replay`) watch it from its deal over
    the screen that asked; `on_error` hears why it cannot be."""
    try:
        quick = path.stat().st_size <= QUICK_SAVE_BYTES
    except OSError:
        quick = True  # load_game says what is wrong with it
    if not quick:
        app.stack.push(LoadingScene(app, path, on_error, replay))
        return
    try:
        saved = load_game(path, keep_match=not replay)  # the table plays on from its Match
    except SaveError as exc:
        on_error(exc)
        return
    if replay:
        _open_replay(app, saved)
        return
    from game.ui.session import GameSession

    _open_table(app, path, GameSession.from_saved(saved))


def _open_table(app, path: Path, session, told: ToldLog | None = None) -> None:
    """The loaded game at the table, the unfinished game it replaces kept (see seating.py),
    and what loading had to tell of it said first (its rules corrected since it was saved)."""
    from game.ui.scenes.seating import seat_at_table
    from game.ui.scenes.table import TableScene

    table = TableScene(app, session, told)
    seat_at_table(app, table, opened=path)
    if session.notice is not None:
        words, seconds = session.notice.message, NOTICE_SECONDS
        if table.message:  # the unfinished game it replaces was kept: both are said
            words, seconds = f"{words} {table.message[0]}", seconds + table.message[1]
        table.say(words, seconds, warn=False)


def _open_replay(app, saved) -> None:
    from game.ui.replay import ReplaySession
    from game.ui.scenes.replay import open_replay

    open_replay(app, ReplaySession.from_saved(saved))


class LoadingScene(Scene):
    """A bar while a save is checked and its table made ready in a worker thread."""

    def __init__(
        self, app, path: Path, on_error: Callable[[SaveError], None], replay: bool = False
    ):
        super().__init__(app)
        self.path, self.on_error = path, on_error
        self.replay = replay  # watch the game from its deal rather than play on
        self.saved = None
        self.fraction = 0.0  # of the work done, written by the worker
        self.session = None
        self.told: ToldLog | None = None
        self.error: SaveError | None = None
        self.failure: BaseException | None = None  # not a SaveError: the crash screen's
        self.finished = threading.Event()
        self.worker = threading.Thread(target=self._work, name="load-save", daemon=True)

    def enter(self) -> None:
        self.worker.start()

    def _work(self) -> None:
        from game.ui.cardbook import card_book
        from game.ui.scenes.table import table_viewer
        from game.ui.session import GameSession
        from game.ui.table.describe import Describer

        try:
            saved = load_game(
                self.path,
                progress=lambda done, total: self._reach(done, total, 0),
                keep_match=not self.replay,  # the table plays on from the Match that checked it
            )
            if self.replay:
                self.saved = saved  # the replay deals it anew: nothing more to replay here
                return
            session = GameSession.from_saved(
                saved, progress=lambda done, total: self._reach(done, total, 1)
            )
            # The table's log, told here too: a long game's history takes seconds to put
            # into words, which the frame loop must not wait for.
            describer = Describer(
                card_book(session.ruleset), session.names, game=session.ruleset.id
            )
            viewer = table_viewer(session, self.app.autoplay)
            self.told = told_log(describer, session.past_events, viewer)
            self.session = session
        except SaveError as exc:
            self.error = exc
        except Exception as exc:  # raised again on the frame loop, where crashes are shown
            self.failure = exc
        finally:
            self.finished.set()

    def _reach(self, done: int, total: int, half: int) -> None:
        self.fraction = (half + done / max(1, total)) / 2

    def handle_event(self, event: pygame.event.Event) -> bool:
        return True  # nothing to press while the game is being opened

    def update(self, dt: float) -> None:
        if not self.finished.is_set():
            return
        if self.failure is not None:
            raise self.failure
        if self.error is not None:
            self.app.stack.pop()
            self.on_error(self.error)
            return
        if self.replay:
            self.app.stack.pop()
            _open_replay(self.app, self.saved)
            return
        _open_table(self.app, self.path, self.session, self.told)

    def draw(self, surface: pygame.Surface) -> None:
        width, height = self.app.size
        surface.blit(theme.felt_background(self.app.size), (0, 0))
        draw_heading(surface, self.app.size, t("loading.title"), t("loading.detail"))
        scale = theme.scale_for(self.app.size)
        bar = pygame.Rect(0, 0, int(width * 0.5), int(22 * scale))
        bar.center = (width // 2, int(height * 0.55))
        theme.panel(surface, bar.inflate(12, 12), radius=10)
        filled = bar.copy()
        filled.width = max(0, min(bar.width, int(bar.width * self.fraction)))
        pygame.draw.rect(surface, theme.GOLD, filled, border_radius=6)
        pygame.draw.rect(surface, theme.INK_DIM, bar, width=1, border_radius=6)

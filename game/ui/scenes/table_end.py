"""The end of a game at the table: who won is said large over it for a moment, then the
results come (the statistics kept, the autosave gone, the results screen with its Play again)."""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import t
from game.persist.saves import AUTOSAVE_SLOT, delete_save
from game.persist.stats import record_game
from game.ui.session import GameSession
from game.ui.table.animator import Animator

CELEBRATION = 2.4  # seconds the end of a game stays at the table before the results
WINNER_INK = (255, 220, 90)


class GameEnd:
    """The moment at the end of the game and what comes after it. It owns the seconds the
    moment has left (`celebrating`, None until the game is over) and whether the end was
    shown (`over_shown`). It says who won with a banner of `animator`, in words for `viewer`
    (when `plays`: a person plays that seat); `speed` is the animations' pace (0: none). When
    the moment is over it calls `over` (the table's: `results` for a game played, a replay
    only stops)."""

    def __init__(
        self,
        app,
        session: GameSession,
        animator: Animator,
        *,
        speed: Callable[[], float],
        viewer: Callable[[], int | None],
        plays: Callable[[], bool],
        flush_autosave: Callable[[], None],
        over: Callable[[], None],
    ):
        self.app, self.session, self.animator = app, session, animator
        self._speed, self._viewer, self._plays = speed, viewer, plays
        self._flush_autosave, self._over = flush_autosave, over
        self.celebrating: float | None = None  # seconds left of the end of the game's moment
        self.over_shown = False

    def reset(self) -> None:
        """The table is drawn anew (an undo, a jump in a replay): the game goes on."""
        self.celebrating, self.over_shown = None, False

    def update(self, dt: float) -> None:
        """The game is over: who won is said large over the table for a moment (none with
        animations off), then the results come."""
        if self.celebrating is None:
            self.celebrating = CELEBRATION * self._speed()
            if self.celebrating > 0:
                banner_seconds = self.celebrating + 0.3
                self.animator.banner(self.winner_words(), banner_seconds, WINNER_INK)
                self.animator.banners[-1].size = 1.6
        self.celebrating -= dt
        if self.celebrating <= 0:
            self._over()

    def winner_words(self) -> str:
        """ "You win!" to the one person at the screen who won; else who won, or nobody."""
        winners = self.session.result().winners
        if not winners:
            return t("table.nobody_wins")
        if len(winners) == 1 and winners[0] == self._viewer() and self._plays():
            return t("table.you_win")
        names = [self.session.names[seat] for seat in winners]
        if len(names) == 1:
            return t("results.winner", name=names[0])
        return t("results.shared", names=", ".join(names))

    def results(self) -> None:
        """Once: the game is kept in the statistics and leaves the autosave slot (not when the
        computer played it alone), and the results screen comes (or the app ends, when asked
        to at the end of a game)."""
        if self.over_shown:
            return
        self.over_shown = True
        note = ""
        app = self.app
        if not app.autoplay:  # a finished game is not there to continue
            self._flush_autosave()
            delete_save(AUTOSAVE_SLOT)
            result = self.session.result()
            note = record_game(
                self.session.ruleset.id,
                [
                    (seat.name, index in result.winners)
                    for index, seat in enumerate(self.session.seats)
                    if seat.kind == "human"
                ],
            )
        if app.exit_when_over:
            app.quit(0)
            return
        from game.ui.scenes.results import ResultsScene

        app.stack.push(ResultsScene(app, self.session, note))

"""Every game that comes to the table comes through here, and the unfinished one it replaces
is kept.

New game, Play again, Load game (a game played on, or opened from a file too long to open at
once), Continue and the command line's `play` each put a game at the table. The game that was
there, at the table or only in the autosave from an earlier run, may not be finished: it is
not overwritten but kept as a save of its own that Load game lists, and the new table says so.
A finished game is not kept (its autosave went when it ended); the game continued from the
autosave is the same game, not another to keep; and a kept game opened again goes back into
the autosave rather than leave a copy of itself behind. Watching a replay puts nothing at the
table: the game watched comes and goes over the screen that asked, and saves nothing.
"""

from __future__ import annotations

from pathlib import Path

from game.i18n import t
from game.persist.in_progress import is_autosave, reopen_unfinished
from game.persist.saves import keep_unfinished
from game.ui.names import save_title
from game.ui.scenes.table import TableScene

KEPT_MESSAGE_SECONDS = 8.0


def seat_at_table(app, table: TableScene, opened: Path | None = None) -> None:
    """Make `table` the only scene, the game it replaces kept (see `make_way`)."""
    app.stack.reset(make_way(app, table, opened))


def make_way(app, table: TableScene, opened: Path | None = None) -> TableScene:
    """Ready the app for `table`'s game, which `opened` was loaded from (None: a new game).

    Any table on the stack writes its last move to the autosave now and nothing more (it
    would otherwise write it on its way out, over the game coming in); then the autosave, the
    game being replaced, is kept under a name of its own. Returns `table`.
    """
    if app.autoplay:  # a game the computer plays alone keeps no autosave, and touches none
        return table
    for scene in app.stack.scenes:
        if isinstance(scene, TableScene):
            scene.autosaver.stop()
    if opened is not None and is_autosave(opened):
        return table  # the game in progress itself: nothing is replaced
    kept = keep_unfinished()
    if opened is not None:
        reopen_unfinished(opened)
    if kept is not None:
        table.say(t("table.kept_unfinished", name=save_title(kept)), KEPT_MESSAGE_SECONDS, False)
    return table

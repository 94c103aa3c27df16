"""The list of saved games; a broken file is listed with what is wrong and cannot be opened."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from game.i18n import t
from game.persist.save_list import SaveInfo, list_saves
from game.persist.saves import SaveError
from game.ui.names import save_title, seat_name
from game.ui.scenes.loading import open_save
from game.ui.scenes.paged_list import PagedListScene
from game.ui.widgets import Button


class LoadScene(PagedListScene[SaveInfo]):
    """Saved games, newest first. Each row opens its game; Watch beside it replays the game
    from its deal, and Delete asks once more ("Sure?") before the file goes."""

    row_height = 66  # two lines: the game, then who plays it and how far it has gone
    side_columns = 2  # Watch, Delete

    def title(self) -> str:
        return t("load.title")

    def empty_text(self) -> str:
        return t("load.empty")

    def read_entries(self) -> list[SaveInfo]:
        return list_saves()

    def make_row(self, info: SaveInfo) -> tuple[Button, Sequence[Button | None]]:
        button = Button(
            f"save-{info.slot}",
            save_title(info.slot),
            lambda: self._open(info),
            primary=False,
            font_size=26,
        )
        if info.error:
            button.detail = t("load.broken", error=info.error)
        else:
            button.aside = _when(info.saved_at)
            button.detail = _detail(info)
        button.enabled = info.error is None
        watch = Button(
            f"watch-{info.slot}",
            t("load.watch"),
            lambda: self._watch(info),
            primary=False,
            font_size=22,
        )
        watch.enabled = info.error is None
        return button, (watch, self.delete_button(info.slot, info))

    def remove(self, info: SaveInfo) -> str:
        info.path.unlink(missing_ok=True)
        return t("load.deleted", slot=save_title(info.slot))

    def _open(self, info: SaveInfo) -> None:
        open_save(self.app, info.path, self._refused)

    def _watch(self, info: SaveInfo) -> None:
        """The saved game watched from its deal; leaving the replay comes back to this list."""
        open_save(self.app, info.path, self._refused, replay=True)

    def _refused(self, error: SaveError) -> None:
        self.note = error.message  # Delete is beside the row: no advice needed here


def _detail(info: SaveInfo) -> str:
    """The game, who plays it and how far it has gone (the round only in a game of rounds)."""
    game, players = info.ruleset_name, ", ".join(seat_name(name) for name in info.names)
    if info.round is None:
        return t("load.detail_turn", name=game, players=players, turn=info.turn)
    return t("load.detail", name=game, players=players, round=info.round, turn=info.turn)


def _when(stamp: str) -> str:
    """The time a game was saved, as the player's clock reads it (the file keeps UTC)."""
    try:
        return (
            datetime.fromisoformat(stamp.replace("Z", "+00:00"))
            .astimezone()
            .strftime("%Y-%m-%d %H:%M")
        )
    except ValueError:
        return stamp

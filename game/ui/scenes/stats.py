"""Statistics: the games each person has played and won, by game."""

from __future__ import annotations

import pygame

from game.engine import registry
from game.i18n import t
from game.persist.stats import Record, load_stats
from game.ui import theme
from game.ui.names import seat_name
from game.ui.scenes.common import MenuScene, buttons, draw_table

MOST_ROWS = 14  # the table's rows at the most: the most played first


class StatsScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.stats = load_stats()
        self.rows = self._rows()  # the table: read once, drawn every frame
        self.table_rect: pygame.Rect | None = None  # as last drawn

    def title(self) -> str:
        return t("stats.title")

    def subtitle(self) -> str:
        if self.stats.problem is not None:
            return self.stats.problem.message
        return "" if self.stats.records else t("stats.empty")

    def build(self) -> None:
        self.widgets = buttons([("btn-back", t("common.back"), self.app.stack.pop)])
        self.widgets[0].primary = False

    def layout_widgets(self) -> None:
        super().layout_widgets()
        width, height = self.app.size
        self.widgets[0].rect.bottom = height - int(24 * theme.scale_for(self.app.size))

    def _rows(self) -> list[tuple[str, ...]]:
        """The heading and a row per person and game, the most played first."""
        names = {r.id: r.name for r in registry.all_rulesets()}
        records = sorted(
            _as_named(self.stats.records), key=lambda r: (-r.played, r.name.lower(), r.ruleset)
        )[:MOST_ROWS]
        rows = [
            (
                t("stats.player"),
                t("stats.game"),
                t("stats.played"),
                t("stats.won"),
                t("stats.rate"),
            )
        ]
        for r in records:
            rate = f"{100 * r.won / r.played:.0f}%" if r.played else "-"
            rows.append((r.name, names.get(r.ruleset, r.ruleset), str(r.played), str(r.won), rate))
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        rows = self.rows
        self.table_rect = None
        if len(rows) > 1:
            height = self.app.size[1]
            bottom = self.widgets[0].rect.top - int(16 * theme.scale_for(self.app.size))
            self.table_rect = draw_table(
                surface, self.app.size, rows, int(height * 0.25), bottom, left_columns=2
            )


def _as_named(records: tuple[Record, ...]) -> list[Record]:
    """The records under the names the table shows: a default name in today's language, the
    games of "Player 1" and "Giocatore 1" counted together."""
    named: dict[tuple[str, str], Record] = {}
    for record in records:
        key = (seat_name(record.name), record.ruleset)
        old = named.get(key, Record(key[0], record.ruleset, 0, 0))
        named[key] = Record(
            key[0], record.ruleset, old.played + record.played, old.won + record.won
        )
    return list(named.values())

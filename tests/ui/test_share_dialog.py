"""The share dialog on its own: it opens with a sensible share, its buttons change it, and
Confirm makes the planned moves one by one while they stay legal."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.notation import Action
from game.ui.scenes.table_split import ShareDialog, share_of
from game.ui.table.layout import TableLayout

LEGAL = [Action("assign", ("c4", t, str(n))) for t in ("c8", "c9") for n in range(1, 10)]


class _Table:
    """What the dialog talks to: the chooser panel and the moves made."""

    def __init__(self) -> None:
        self.chooser: dict[str, Any] | None = None
        self.moves: list[tuple[int, Action]] = []
        self.legal = list(LEGAL)

    def show(self, chooser: dict[str, Any] | None) -> None:
        self.chooser = chooser

    def move(self, seat: int, action: Action) -> bool:
        self.moves.append((seat, action))
        return True

    def mine(self):
        return (0, "decision.assign", self.legal)

    def press(self, button_id: str) -> None:
        (button,) = [b for b in self.chooser["buttons"] if b.id == button_id]
        assert button.enabled
        button.on_click()

    def shown(self) -> list[str]:
        return [b.label for b in self.chooser["buttons"] if b.id in ("share-0", "share-1")]


def _dialog() -> tuple[ShareDialog, _Table]:
    pygame.font.init()
    table = _Table()
    dialog = ShareDialog(table.show, table.move, table.mine)
    stats = {"c8": {"attack": 2, "health": 3}, "c9": {"attack": 1, "health": 7}}
    share = share_of(LEGAL)
    dialog.offer(share, stats, lambda target: f"face-{target}", TableLayout((1280, 800), 2, 0), "")
    return dialog, table


def test_the_dialog_opens_beating_the_first_target_and_putting_the_rest_on_the_last():
    _, table = _dialog()
    assert table.shown() == ["3", "6"]
    assert [card for card, _ in table.chooser["cards"]] == ["face-c8", "face-c9"]
    assert table.chooser["title"]  # the share's own words when the decision has none


def test_the_buttons_move_points_and_confirm_plans_the_moves_one_by_one():
    dialog, table = _dialog()
    table.press("share-less-1")
    table.press("share-more-0")
    assert table.shown() == ["4", "5"]
    table.press("share-confirm")
    assert table.chooser is None
    assert table.moves == [(0, Action("assign", ("c4", "c8", "4")))]
    assert dialog.plan == [Action("assign", ("c4", "c9", "5"))]
    table.legal = [Action("assign", ("c4", "c9", n)) for n in ("1", "2", "3", "4", "5")]
    assert dialog.follow()
    assert table.moves[-1] == (0, Action("assign", ("c4", "c9", "5")))
    assert not dialog.follow() and dialog.plan == []


def test_a_planned_move_no_longer_legal_forgets_the_plan():
    dialog, table = _dialog()
    table.press("share-confirm")
    table.legal = [Action("pass")]
    assert not dialog.follow()
    assert dialog.plan == []

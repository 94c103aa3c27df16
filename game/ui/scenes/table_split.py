"""Sharing points among several targets: a dialog, with a sensible share already set.

A decision whose every legal action is `VERB SOURCE TARGET N`, the same verb and source, N
from 1 to the points left (Uno Mostro's `assign c4 c9 3`: an attacker's damage among its
blockers), is a share. The table shows each target's card with its numbers, the points put on
it between - and +, and Confirm. The share first set covers each target's last number (what it
can still take) in turn, so that as many as can be are beaten, and puts what is left on the
last. Confirm makes the moves one after the other: each is checked against the legal actions
again when its turn comes (`plan`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.engine.notation import Action
from game.i18n import t
from game.ui import theme
from game.ui.table.layout import TableLayout
from game.ui.widgets import Button


@dataclass(frozen=True)
class Share:
    verb: str
    source: str
    targets: tuple[str, ...]
    points: int  # the points left to share


def share_of(legal: Sequence[Action]) -> Share | None:
    """The share `legal` asks for, or None when it is not one."""
    if not legal or len({action.verb for action in legal}) != 1:
        return None
    if any(len(a.args) != 3 or not a.args[2].isdigit() for a in legal):
        return None
    if len({action.args[0] for action in legal}) != 1:
        return None
    targets = tuple(dict.fromkeys(action.args[1] for action in legal))
    points = max(int(action.args[2]) for action in legal)
    offered = {(action.args[1], int(action.args[2])) for action in legal}
    if offered != {(target, n) for target in targets for n in range(1, points + 1)}:
        return None  # not every amount to every target: not a free share
    return Share(legal[0].verb, legal[0].args[0], targets, points)


def first_share(share: Share, stats: Mapping[str, Mapping[str, Any]]) -> list[int]:
    """Each target's points: enough to beat each in turn (its last number), the rest on the
    last one."""
    left, amounts = share.points, []
    for target in share.targets:
        numbers = list((stats.get(target) or {}).values())
        need = numbers[-1] if numbers else left
        need = need[0] if isinstance(need, (list, tuple)) else need
        given = max(0, min(left, int(need)))
        amounts.append(given)
        left -= given
    amounts[-1] += left
    return amounts


def share_moves(share: Share, amounts: Sequence[int]) -> list[Action]:
    return [
        Action(share.verb, (share.source, target, str(amount)))
        for target, amount in zip(share.targets, amounts, strict=True)
        if amount > 0
    ]


# What the seat at the screen must decide now: (seat, prompt, legal actions), or None.
Mine = Callable[[], "tuple[int, str, list[Action]] | None"]


class ShareDialog:
    """The share being set and the moves it plans. It shows itself through `show` (the
    table's chooser panel, None to close it), and makes each planned move with `move` while
    `mine` (what the seat at the screen must decide) still offers it."""

    def __init__(
        self,
        show: Callable[[dict[str, Any] | None], None],
        move: Callable[[int, Action], bool],
        mine: Mine,
    ):
        self._show, self._move, self._mine = show, move, mine
        self.plan: list[Action] = []  # moves confirmed together, made one by one
        self._around: tuple = ()  # what the dialog is drawn from while it is open

    def offer(
        self,
        share: Share,
        stats: Mapping[str, Mapping[str, Any]],
        card_of: Callable[[str], str | None],
        layout: TableLayout,
        title: str,
    ) -> None:
        """Open the dialog for `share`, the first share set from the targets' `stats`;
        `card_of` gives a target's face, `title` says what is asked."""
        self._around = (stats, card_of, layout, title)
        self._open(share, first_share(share, stats))

    def _open(self, share: Share, amounts: list[int]) -> None:
        every, card_of, layout, title = self._around
        play, scale = layout.play_rect, layout.scale
        count = len(share.targets)
        width = int(min(130 * scale, (play.width * 0.8) / count - 24))
        tall = int(width * 1.5)
        button_h = int(40 * scale)
        title = title or t("table.share_title", points=share.points)
        title_width = theme.font(max(18, int(28 * scale)), True).size(title)[0] + 48
        wide = max(count * (width + 24) + 40, int(420 * scale), title_width)
        box = pygame.Rect(0, 0, min(play.width - 20, wide), 0)
        box.height = int(84 * scale) + tall + 14 + button_h + 16 + button_h + 24
        box.center = play.center
        cards, buttons, stats = [], [], []
        placed = sum(amounts)
        x = box.centerx - (count * (width + 24) - 24) // 2
        top = box.top + int(74 * scale)
        for index, target in enumerate(share.targets):
            cards.append((card_of(target), pygame.Rect(x, top, width, tall)))
            stats.append(every.get(target))
            y = top + tall + 14
            third = width // 3

            def change(i: int = index, way: int = 1) -> None:
                self._change(share, amounts, i, way)

            less = Button(f"share-less-{index}", "-", lambda i=index: change(i, -1))
            more = Button(f"share-more-{index}", "+", lambda i=index: change(i, 1))
            shown = Button(f"share-{index}", str(amounts[index]), lambda: None, primary=False)
            shown.enabled = False
            less.enabled = amounts[index] > 0
            more.enabled = placed < share.points
            for n, button in enumerate((less, shown, more)):
                button.rect = pygame.Rect(x + n * third, y, third - 4, button_h)
                button.font_size = max(16, int(24 * scale))
                buttons.append(button)
            x += width + 24
        confirm = Button(
            "share-confirm", t("table.share_confirm"), lambda: self._confirm(share, amounts)
        )
        confirm.enabled = placed == share.points
        confirm.hotkey = pygame.K_RETURN
        confirm.rect = pygame.Rect(0, 0, int(200 * scale), button_h)
        confirm.rect.midbottom = (box.centerx, box.bottom - 12)
        buttons.append(confirm)
        self._show(
            {
                "title": title,
                "box": box,
                "cards": cards,
                "buttons": buttons,
                "stats": stats,
                "note": t("table.share_left", points=share.points - placed),
            }
        )

    def _change(self, share: Share, amounts: list[int], index: int, way: int) -> None:
        placed = sum(amounts)
        if way < 0 and amounts[index] > 0 or way > 0 and placed < share.points:
            amounts[index] += way
        self._open(share, amounts)

    def _confirm(self, share: Share, amounts: list[int]) -> None:
        self._show(None)
        self.plan = share_moves(share, amounts)
        self.follow()

    def follow(self) -> bool:
        """Make the next planned move when it is still legal (else forget the plan)."""
        mine = self._mine()
        if not self.plan or mine is None:
            return False
        move = self.plan.pop(0)
        if move not in mine[2]:
            self.plan = []
            return False
        self._move(mine[0], move)
        return True

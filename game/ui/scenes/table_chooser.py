"""The chooser: a panel over the table offering a few options at once, each a card (or none)
with a button under it. It shows the cards of a pile to pick from (a Monster), the moves a drop
or a click may make, and an order of cards asked one step at a time (K-Mon's Seer)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.notation import Action
from game.i18n import has, t, t_or
from game.ui.scenes.table_log import LOG_KEYS
from game.ui.session import GameSession
from game.ui.table.describe import Describer
from game.ui.table.display import Display
from game.ui.table.intents import Intents
from game.ui.table.zone_hits import item_card
from game.ui.table.zone_layout import ZonePlacement
from game.ui.widgets import Button, dispatch


class TableChooser:
    """The panel open over the table (`panel`: its title, box, cards and buttons; None when
    closed). It reads the game from `session` and `display` and asks the table through
    calls: `placement` (where the play area is), `viewer` (the seat at the screen),
    `describer`; a button of the panel makes its move with `move`, or calls the `on_pick` it
    was opened with."""

    def __init__(
        self,
        session: GameSession,
        display: Display,
        *,
        placement: Callable[[], ZonePlacement],
        viewer: Callable[[], int | None],
        describer: Callable[[], Describer],
        move: Callable[[int, Action], bool],
    ):
        self.session, self.display = session, display
        self._placement, self._viewer, self._describer = placement, viewer, describer
        self._move = move
        self.panel: dict[str, Any] | None = None

    def show(self, panel: dict[str, Any] | None) -> None:
        """Put `panel` over the table (one built elsewhere: the share dialog's), or none."""
        self.panel = panel

    def close(self) -> None:
        self.panel = None

    def offer_picks(self, found: Intents) -> None:
        """Everything the seat may do is picking a card of one pile (or a button): the cards
        are shown at once, each with its button."""
        picked = {
            click.zone
            for click in found.clicks
            if click.item is not None and self.display.zones[click.zone].kind == "pile"
        }
        # Not when buttons would be hidden under it (K-Mon's Defend beside a card to take back).
        if len(picked) != 1 or found.drags or any(a.verb != "pass" for a in found.buttons):
            self.panel = None
            return
        zone = picked.pop()
        options = [
            (item_card(click.item) or click.item, click.action)
            for click in found.clicks
            if click.zone == zone and click.item is not None
        ]
        prompt = self._describer().prompt(self.session.view(self._viewer())["decision"] or {})
        self.open(prompt, options, closable=False)

    def offer_order(self, legal: list[Action]) -> bool:
        """Every move is an order of the same cards (K-Mon's Seer: `keep A B C`, keep A, B on
        top of the deck, C under it) and the game has words for each step of it
        (`<game>.order.<verb>.<step>`): a small dialog asks for the cards one at a time."""
        game = self.session.ruleset.id
        if len(legal) < 2 or len({a.verb for a in legal}) != 1:
            return False
        if not has(f"{game}.order.{legal[0].verb}.0"):
            return False
        if len({tuple(sorted(a.args)) for a in legal}) != 1:
            return False
        self._order_step(legal, [])
        return True

    def _order_step(self, legal: list[Action], chosen: list[str]) -> None:
        left = [a for a in legal if list(a.args[: len(chosen)]) == chosen]
        if len(left) == 1:
            self.panel = None
            self._move(self._viewer(), left[0])
            return
        game, verb, step = self.session.ruleset.id, legal[0].verb, len(chosen)
        cards = list(dict.fromkeys(a.args[step] for a in left))
        title = t_or(f"{game}.order.{verb}.{step}", t(f"{game}.order.{verb}.0"))
        label = t_or(f"{game}.order.{verb}.button.{step}", "")

        def pick(index: int) -> None:
            self._order_step(legal, [*chosen, cards[index]])

        options = [(card, left[0]) for card in cards]
        self.open(title, options, closable=False, on_pick=pick, label=label)

    def open(
        self,
        title: str,
        options: list[tuple[str | None, Action]],
        closable=True,
        on_pick=None,
        label: str = "",
    ):
        """A panel over the table: each option's card (or none) with a button under it (its
        words `label`, else the card's name); a button makes its option's action, or calls
        `on_pick` with its index."""
        play, scale = self._placement().seats.play_rect, self._placement().seats.scale
        count = max(1, len(options))
        width = int(min(150 * scale, (play.width * 0.86) / count - 16))
        tall = int(width * 1.5)
        button_h = int(40 * scale)
        has_cards = any(card is not None for card, _ in options)
        height = int(84 * scale) + (tall + 14 if has_cards else 0) + button_h + 24
        box = pygame.Rect(0, 0, min(play.width - 20, count * (width + 16) + 40), height)
        box.center = play.center
        seat = self._viewer()
        cards, buttons = [], []
        x = box.centerx - (count * (width + 16) - 16) // 2
        top = box.top + int(74 * scale)
        for index, (card, action) in enumerate(options):
            if card is not None:
                cards.append((card, pygame.Rect(x, top, width, tall)))

            def choose(a=action, index=index) -> None:
                self.panel = None
                if on_pick is not None:
                    on_pick(index)
                else:
                    self._move(seat, a)

            words = label or (
                self._describer().card(card) if card else self._describer().action_label(action)
            )
            button = Button(f"choose-{index}", words, choose)
            y = top + (tall + 10 if has_cards else 0)
            button.rect = pygame.Rect(x, y, width, button_h)
            button.font_size = max(16, int(22 * scale))
            buttons.append(button)
            x += width + 16
        if closable:
            close = Button("choose-cancel", t("table.cancel"), self.close, primary=False)
            close.hotkey = pygame.K_ESCAPE
            close.rect = pygame.Rect(0, 0, int(120 * scale), button_h)
            close.rect.midbottom = (box.centerx, box.bottom - 10)
            box.height += button_h + 10
            box.center = play.center
            close.rect.midbottom = (box.centerx, box.bottom - 10)
            buttons.append(close)
        self.panel = {"title": title, "box": box, "cards": cards, "buttons": buttons}

    def event(self, event: pygame.event.Event) -> bool | None:
        """The open panel's own handling of `event` (None: the table's handling goes on; the
        log's keys still scroll the log)."""
        chooser = self.panel
        if chooser is None or event.type == pygame.KEYDOWN and event.key in LOG_KEYS:
            return None
        return dispatch(chooser["buttons"], event) or event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.KEYDOWN,
        )

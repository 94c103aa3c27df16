"""Between two rounds: the round's result over the table (who took it, the points, the scores
and the hands counted) until someone asks for the next deal, or for a moment when nobody at
the screen plays."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.notation import Event
from game.i18n import t
from game.ui.session import GameSession
from game.ui.table.display import Display, seat_counters
from game.ui.tween import Gate
from game.ui.widgets import Button

NOBODY_WAITS = 2.5  # seconds (at the usual pace) the summary stays when nobody must press


class RoundBreak:
    """The summary of the round just over (`summary`, None between breaks) and the hands laid
    face up at the last count (`shown_hands`: seat -> (cards, their points)). It reads the
    game from `session` and `display`, and the score counter from `score_counter`; it asks
    `viewer` whose eyes it is for and `speed` the pace; `waits` tells whether a person at the
    screen presses for the next deal (else the summary goes by itself); `clear_banners` takes
    the news off the table while it stands."""

    def __init__(
        self,
        session: GameSession,
        display: Display,
        score_counter: str,
        *,
        viewer: Callable[[], int | None],
        speed: Callable[[], float],
        waits: Callable[[], bool],
        clear_banners: Callable[[], None],
    ):
        self.session, self.display, self.score_counter = session, display, score_counter
        self._viewer, self._speed, self._waits = viewer, speed, waits
        self._clear_banners = clear_banners
        self.summary: dict[str, Any] | None = None
        self.shown_hands: dict[int, tuple[list[str], int]] = {}

    def counted(self, shown: list[Event]) -> None:
        """Events about to be shown: the hands they lay face up and count, for the summary."""
        shown_hands = {
            e.seat: (self.display.in_hand_order(e.cards), int(e.value))
            for e in shown
            if e.kind == "show" and e.cards
        }
        if shown_hands:  # the hands counted at the end of a round, for its summary
            self.shown_hands = shown_hands

    def over(self, event: Event, gate: Gate) -> None:
        """Between rounds: the result stays up until someone asks for the next deal."""
        self._clear_banners()

        def next_round() -> None:
            self.summary = None
            gate.open()

        button = Button("btn-next-round", t("table.next_round"), next_round, hotkey=pygame.K_RETURN)
        wait = None if self._waits() else NOBODY_WAITS * max(self._speed(), 0.4)
        viewer = self._viewer()
        self.summary = {
            "winner": event.seat,
            "points": event.count,
            "scores": seat_counters(
                self.session.view(viewer)["counters"],
                self.score_counter,
                len(self.session.seats),
            ),
            "hands": self.shown_hands,
            "viewer": viewer,  # the title says "you" to the player at the screen
            "button": button,
            "wait": wait,
        }

    def update(self, dt: float) -> None:
        """A summary nobody must press for goes when its time is up."""
        summary = self.summary
        if summary is not None and summary["wait"] is not None:
            summary["wait"] -= dt
            if summary["wait"] <= 0:
                summary["button"].on_click()

    def settle(self) -> None:
        """The summary goes at once, and the next round's events go on."""
        if self.summary is not None:
            self.summary["button"].on_click()

"""Which part of the table an input event is for."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui.widgets import dispatch, released_click


class TableEvents:
    """Routes each input event to the part it is for, in the order the parts lie over one
    another on the screen: Escape first (it closes a question or a revealed hand, else leaves
    a payment being chosen, else opens the pause menu), then the log, the choosers, a round's
    summary, a revealed hand, a question, the buttons, and last the pointer and the keys on
    the table itself. It holds no state of its own: what is open is asked of the parts
    (`revealed`, `summary`)."""

    def __init__(
        self,
        input,
        gamelog,
        controls,
        pointer,
        *,
        summary: Callable[[], dict[str, Any] | None],
        revealed: Callable[[], Any],
        close_revealed: Callable[[], None],
        pause: Callable[[], None],
        toggle_log: Callable[[], bool],
        undo: Callable[[], bool],
    ):
        self.input, self.gamelog, self.controls, self.pointer = input, gamelog, controls, pointer
        self._summary, self._revealed, self._close_revealed = summary, revealed, close_revealed
        self._pause, self._toggle_log, self._undo = pause, toggle_log, undo

    def route(self, event: pygame.event.Event) -> bool:
        """True when a part used `event`."""
        controls = self.controls
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if controls.confirm or self._revealed():
                controls.confirm = None
                self._close_revealed()
            elif not controls.payment.cancel():  # a payment is left with nothing changed
                self._pause()
            return True
        self.input.seen(event)
        handled = self.gamelog.event(event, self.input.pointer, self.input.drag is None)
        if handled is not None:
            return self._toggle_log() if handled == "toggle" else handled
        handled = controls.choosers.event(event)
        if handled is not None:
            return handled
        summary = self._summary()
        if summary is not None:
            return dispatch([summary["button"]], event)
        if self._revealed() is not None:
            if released_click(event) or event.type == pygame.KEYDOWN:
                self._close_revealed()
                controls.rebuild()
                return True
            return False
        if controls.confirm is not None:
            return dispatch(controls.confirm["buttons"], event)
        if dispatch(controls.buttons, event):
            return True
        return self._on_table(event)

    def _on_table(self, event: pygame.event.Event) -> bool:
        """The pointer on the table's cards and places, and the keys of the table."""
        if event.type == pygame.MOUSEMOTION:
            return self.pointer.motion(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.pointer.down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.pointer.up(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self._undo()  # Ctrl+Z: take the last move back
                return True
            return self.pointer.key(event.key)
        return False

"""Scenes and the stack they live on.

Lifecycle: `enter` when pushed, `pause` when another scene is pushed over it, `resume` when it
is on top again, `exit` when popped. Each frame the top scene gets the events
(`handle_event` returns True when it used one), then `update(dt)`, then the stack draws from
the lowest opaque scene up. `draw` never changes state. Changes to the stack are queued and
applied after the events and after the update, so a scene never disappears in the middle of
its own handling, and a menu opened by a key press stops the game before it moves again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.ui.app import App


class Scene:
    """One screen. Subclasses override what they need."""

    opaque = True  # False: the scene below shows through (dialogs, pause menu)

    def __init__(self, app: App):
        self.app = app

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def idle(self, until: float) -> None:
        """The frame is drawn and sent, and `time.perf_counter()` may reach `until` before it
        is over: the top scene may do work ahead of need in what is left (see App.IDLE_UNTIL)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; lay out again."""

    def automation_items(self) -> list[dict[str, Any]]:
        """The interactive things on screen, for end-to-end tests (see App.automation)."""
        return []


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self._pending.append(lambda: self._push(scene))

    def pop(self) -> None:
        self._pending.append(self._pop)

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene`."""
        self._pending.append(lambda: (self._pop(), self._push(scene)))

    def reset(self, scene: Scene) -> None:
        """Empty the stack, then push `scene`."""

        def apply() -> None:
            while self.scenes:  # top first; nothing underneath is resumed on the way out
                self.scenes.pop().exit()
            self._push(scene)

        self._pending.append(apply)

    def apply_pending(self) -> bool:
        changed = bool(self._pending)
        while self._pending:
            self._pending.pop(0)()
        return changed

    def _push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def _pop(self) -> None:
        if not self.scenes:
            return
        self.scenes.pop().exit()
        if self.scenes:
            self.scenes[-1].resume()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]

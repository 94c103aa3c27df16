"""Hot-seat: the screen that hides everything private until the next player is there."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui import theme
from game.ui.i18n import t
from game.ui.scene import Scene
from game.ui.scenes.common import draw_heading
from game.ui.widgets import Button, dispatch


class PassDeviceScene(Scene):
    """Opaque: nothing of the table shows through while the device changes hands."""

    def __init__(self, app, name: str, ready: Callable[[], None]):
        super().__init__(app)
        self.name, self.ready = name, ready
        self.button = Button(
            "btn-ready", t("pass.ready", name=name), self._go, hotkey=pygame.K_RETURN
        )

    def _go(self) -> None:
        self.app.stack.pop()
        self.ready()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from game.ui.scenes.pause import PauseScene

            self.app.stack.push(PauseScene(self.app, None))
            return True
        return dispatch([self.button], event)

    def draw(self, surface: pygame.Surface) -> None:
        size = self.app.size
        surface.fill(theme.FELT_DARK)
        draw_heading(surface, size, t("pass.title", name=self.name), t("pass.subtitle"))
        scale = theme.scale_for(size)
        self.button.rect = pygame.Rect(0, 0, int(420 * scale), int(64 * scale))
        self.button.rect.center = (size[0] // 2, int(size[1] * 0.42))
        self.button.font_size = int(32 * scale)
        self.button.draw(surface)

    def automation_items(self):
        return self.button.automation()

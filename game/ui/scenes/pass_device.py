"""Hot-seat: the screen that hides everything private until the next player is there."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.common import draw_heading
from game.ui.table.display import hand_size
from game.ui.table.render import fan
from game.ui.widgets import Button, dispatch

RECAP_LINES = 8  # the newest lines of the recap that are shown


class PassDeviceScene(Scene):
    """Opaque: nothing of the table shows through while the device changes hands.

    `recap` is what happened at the table since the next player last had the screen, in
    the words of the public log (no private card in it), so they know what they missed.
    """

    def __init__(
        self,
        app,
        name: str,
        ready: Callable[[], None],
        recap: Sequence[str] = (),
        renderer=None,
        hand_size: int = 0,
    ):
        super().__init__(app)
        self.name, self.ready = name, ready
        self.recap = list(recap)
        # The next player's hand, face down (only its size is shown), when nothing is told.
        self.renderer, self.hand_size = renderer, hand_size
        self.hand_rects: list[pygame.Rect] = []
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
        self.hand_rects = []
        if self.recap:
            self._draw_recap(surface, scale, self.button.rect.bottom + int(36 * scale))
        elif self.renderer is not None and self.hand_size:
            width = min(size[1] * 0.13, 110 * scale)
            pivot = (size[0] / 2, size[1] * 0.72 + width * 1.1)
            backs = [None] * min(self.hand_size, 15)
            spread = min(13.0, 90.0 / max(1, len(backs) - 1))
            self.hand_rects = fan(self.renderer, surface, backs, pivot, width, spread=spread)

    def _draw_recap(self, surface: pygame.Surface, scale: float, top: int) -> None:
        size = self.app.size
        text_size, gap = max(14, int(22 * scale)), int(8 * scale)
        width = min(int(640 * scale), size[0] - 40)
        lines = self.recap[-RECAP_LINES:]
        earlier = len(self.recap) - len(lines)
        heading = t("pass.since")
        if earlier:
            heading += "  " + t("pass.earlier", count=earlier)
        rows = [theme.text(heading, text_size, theme.GOLD, True)]
        for line in lines:
            for part in theme.wrap(line, text_size, width - 40):
                rows.append(theme.text(part, text_size, theme.INK))
        height = sum(row.get_height() for row in rows) + gap * (len(rows) + 3)
        height = min(height, size[1] - top - 12)
        box = pygame.Rect(0, top, width, height)
        box.centerx = size[0] // 2
        theme.panel(surface, box)
        y = box.top + gap * 2
        for row in rows:
            if y + row.get_height() > box.bottom - gap:
                break  # a very small window: the oldest lines shown first are kept
            surface.blit(row, (box.left + 20, y))
            y += row.get_height() + gap

    def automation_items(self):
        items = self.button.automation()
        if self.recap:
            items.append(
                {
                    "id": "recap",
                    "kind": "text",
                    "lines": self.recap[-RECAP_LINES:],
                    "rect": [0, 0, 0, 0],
                }
            )
        return items


def pass_screen(app, session, gamelog, renderer, seat: int, ready: Callable[[], None]) -> Scene:
    """The pass screen for `seat`, with what happened since its player last looked and the
    size of its hand (from the public view: a count)."""
    recap = gamelog.recap(seat)
    held = hand_size(session.view(None), seat)
    return PassDeviceScene(app, session.names[seat], ready, recap, renderer, held)

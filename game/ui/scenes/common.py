"""Pieces shared by the menu scenes: a titled panel with a column of buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, Widget, dispatch


class MenuScene(Scene):
    """A title, an optional line under it, and widgets stacked in the middle."""

    title_key = ""

    def __init__(self, app):
        super().__init__(app)
        self.widgets: list[Widget] = []

    def title(self) -> str:
        return ""

    def subtitle(self) -> str:
        return ""

    def build(self) -> None:
        """Create `self.widgets` (called on enter and whenever the window changes)."""

    def enter(self) -> None:
        self.build()
        self.layout_widgets()

    def resume(self) -> None:
        self.build()
        self.layout_widgets()

    def resize(self, size) -> None:
        self.layout_widgets()

    def layout_widgets(self) -> None:
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        column = int(min(560, width * 0.6))
        top, bottom = int(height * 0.24), int(height * 0.97)
        count = max(1, len(self.widgets))
        # Rows shrink to fit the window rather than run off its bottom edge.
        row = min(int(50 * scale), int((bottom - top) / count * 0.8))
        gap = min(int(12 * scale), int((bottom - top) / count * 0.2))
        total = count * (row + gap)
        y = max(top, (height - total) // 2 + int(40 * scale))
        if y + total > bottom:
            y = top
        for widget in self.widgets:
            widget.rect = pygame.Rect((width - column) // 2, y, column, row)
            if isinstance(widget, Button):
                widget.font_size = int(30 * scale)
            y += row + gap

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.on_escape()
        return dispatch(self.widgets, event)

    def on_escape(self) -> bool:
        self.app.stack.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt_background(self.app.size), (0, 0))
        draw_heading(surface, self.app.size, self.title(), self.subtitle())
        for widget in self.widgets:
            widget.draw(surface)

    def automation_items(self) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
        for widget in self.widgets:
            items.extend(widget.automation())
        return items


def draw_heading(surface: pygame.Surface, size, title: str, subtitle: str = "") -> None:
    scale = theme.scale_for(size)
    heading = theme.text(title, int(72 * scale), theme.GOLD, True)
    y = int(size[1] * 0.1)
    shadow = theme.text(title, int(72 * scale), (0, 0, 0), True)
    surface.blit(shadow, shadow.get_rect(midtop=(size[0] // 2 + 3, y + 3)))
    surface.blit(heading, heading.get_rect(midtop=(size[0] // 2, y)))
    if subtitle:
        line = theme.text(subtitle, int(28 * scale), theme.INK_DIM)
        surface.blit(line, line.get_rect(midtop=(size[0] // 2, y + heading.get_height() + 8)))


def buttons(specs: Sequence[tuple[str, str, Callable[[], None]]]) -> list[Widget]:
    return [
        Button(widget_id, label, action, primary=index == 0)
        for index, (widget_id, label, action) in enumerate(specs)
    ]

"""Buttons, choosers, toggles and text fields, drawn with the theme and driven by events."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme


class Widget:
    def __init__(self, widget_id: str, rect: pygame.Rect | None = None):
        self.id = widget_id
        self.rect = rect or pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.visible = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None: ...

    def automation(self) -> list[dict[str, Any]]:
        return []


class Button(Widget):
    def __init__(
        self,
        widget_id: str,
        label: str,
        on_click: Callable[[], None],
        rect: pygame.Rect | None = None,
        primary: bool = True,
        hotkey: int | None = None,
        font_size: int = 30,
    ):
        super().__init__(widget_id, rect)
        self.label, self.on_click, self.primary = label, on_click, primary
        self.hotkey, self.font_size = hotkey, font_size
        self.hover = False
        self.highlight = False  # a pulsing hint that this is the thing to press
        self.fill: tuple[int, int, int] | None = None  # a color of its own (color choices)
        # A row of a list: the label at the top left, `aside` at the top right and `detail`
        # on a second line, all read from the left.
        self.aside = ""
        self.detail = ""
        self.icon: str | None = None  # drawn instead of the label (see ICONS); the label names it

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.on_click()
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.rect.collidepoint(event.pos)
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        if not self.enabled:
            fill, ink = theme.DISABLED, (170, 170, 170)
        elif self.fill is not None:
            fill = tuple(min(255, c + 30) for c in self.fill) if self.hover else self.fill
            ink = theme.ink_on(fill)
        elif self.primary:
            fill = theme.BUTTON_HOVER if self.hover else theme.BUTTON
            ink = theme.BUTTON_TEXT
        else:
            fill = theme.BUTTON_SECONDARY_HOVER if self.hover else theme.BUTTON_SECONDARY
            ink = theme.INK
        radius = min(14, self.rect.height // 2)
        shadow = self.rect.move(0, 3)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=radius)
        pygame.draw.rect(surface, fill, self.rect, border_radius=radius)
        if self.highlight and self.enabled:
            pygame.draw.rect(
                surface, theme.GLOW, self.rect.inflate(6, 6), width=3, border_radius=radius + 3
            )
        if self.detail or self.aside:
            self._draw_row(surface, ink)
            return
        if self.icon is not None:
            draw_icon(surface, self.icon, self.rect, ink)
            return
        size = theme.fitting_size(self.label, self.font_size, self.rect.width - 12, True)
        label = theme.text(self.label, size, ink, True)
        surface.blit(label, label.get_rect(center=self.rect.center))

    def _draw_row(self, surface: pygame.Surface, ink) -> None:
        pad = max(10, self.rect.height // 5)
        room = self.rect.width - 2 * pad
        dim = tuple(int(c * 0.85) for c in ink[:3])
        small = max(12, int(self.font_size * 0.85))
        top = self.rect.top + pad // 2
        aside_w = 0
        if self.aside:
            aside = theme.text(self.aside, small, dim)
            aside_w = aside.get_width() + pad
            surface.blit(aside, aside.get_rect(topright=(self.rect.right - pad, top + 2)))
        size = theme.fitting_size(self.label, self.font_size, room - aside_w, True)
        surface.blit(theme.text(self.label, size, ink, True), (self.rect.left + pad, top))
        if self.detail:
            fit = theme.fitting_size(self.detail, small, room, False)
            detail = theme.text(self.detail, fit, dim)
            corner = (self.rect.left + pad, self.rect.bottom - pad // 2)
            surface.blit(detail, detail.get_rect(bottomleft=corner))

    def automation(self) -> list[dict[str, Any]]:
        if not self.visible:
            return []
        item = {
            "id": self.id,
            "kind": "button",
            "card": None,
            "label": self.label,
            "rect": list(self.rect),
            "enabled": self.enabled,
        }
        if self.detail or self.aside:
            item.update(detail=self.detail, aside=self.aside)
        return [item]


class Choice(Widget):
    """A labelled value with < and > to step through the options."""

    def __init__(
        self,
        widget_id: str,
        label: str,
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None] | None = None,
    ):
        super().__init__(widget_id)
        self.label, self.options, self.on_change = label, list(options), on_change
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)
        self.room: int | None = None  # width between the arrows; None: the widest option's
        self.label_rect = pygame.Rect(0, 0, 0, 0)  # where the label was last drawn

    def natural_room(self) -> int:
        face = theme.font(self._font_size(), True)
        widest = max((face.size(text)[0] for _, text in self.options), default=0)
        return max(int(self.rect.height * 3.2), widest + 24)

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def set_options(self, options: Sequence[tuple[Any, str]], value: Any) -> None:
        self.options = list(options)
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The < and > buttons, right-aligned around room for the widest option."""
        size = self.rect.height
        face = theme.font(self._font_size(), True)
        widest = max((face.size(text)[0] for _, text in self.options), default=0)
        room = self.room or max(int(size * 3.2), widest + 24)
        right = pygame.Rect(self.rect.right - size, self.rect.top, size, size)
        left = pygame.Rect(right.left - room - size, self.rect.top, size, size)
        return left, right

    def _font_size(self) -> int:
        return max(18, int(self.rect.height * 0.62))

    def step(self, delta: int) -> None:
        if len(self.options) > 1:
            self.index = (self.index + delta) % len(self.options)
            if self.on_change:
                self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            left, right = self._arrows()
            if left.collidepoint(event.pos):
                self.step(-1)
                return True
            if right.collidepoint(event.pos):
                self.step(1)
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        size = self._font_size()
        ink = theme.INK if self.enabled else theme.INK_DIM
        left, right = self._arrows()
        # The label keeps clear of the arrows: a long one is written smaller.
        room = left.left - self.rect.left - max(8, self.rect.height // 4)
        label = theme.text(self.label, theme.fitting_size(self.label, size, room), ink)
        self.label_rect = label.get_rect(midleft=(self.rect.left, self.rect.centery))
        surface.blit(label, self.label_rect)
        for rect, glyph in ((left, "<"), (right, ">")):
            pygame.draw.rect(surface, theme.BUTTON_SECONDARY, rect, border_radius=8)
            mark = theme.text(glyph, size, ink, True)
            surface.blit(mark, mark.get_rect(center=rect.center))
        gold = theme.GOLD if self.enabled else theme.INK_DIM
        value = theme.text(self.options[self.index][1], size, gold, True)
        middle = (left.right + right.left) // 2
        surface.blit(value, value.get_rect(center=(middle, self.rect.centery)))

    def automation(self) -> list[dict[str, Any]]:
        if not self.visible:
            return []
        left, right = self._arrows()
        return [
            {
                "id": f"{self.id}:prev",
                "kind": "button",
                "card": None,
                "rect": list(left),
                "enabled": self.enabled,
                "label": f"{self.label} <",
            },
            {
                "id": f"{self.id}:next",
                "kind": "button",
                "card": None,
                "rect": list(right),
                "enabled": self.enabled,
                "label": f"{self.label} >",
                "value": str(self.value),
            },
        ]


class Toggle(Choice):
    def __init__(
        self,
        widget_id: str,
        label: str,
        value: bool,
        on_change: Callable[[Any], None] | None = None,
        on_text: str = "On",
        off_text: str = "Off",
    ):
        super().__init__(widget_id, label, [(False, off_text), (True, on_text)], value, on_change)


class TextInput(Widget):
    def __init__(
        self,
        widget_id: str,
        value: str,
        max_length: int = 16,
        on_change: Callable[[str], None] | None = None,
    ):
        super().__init__(widget_id)
        self.value, self.max_length, self.on_change = value, max_length, on_change
        self.focused = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
                return event.key != pygame.K_ESCAPE
            else:
                return False
            self._changed()
            return True
        if event.type == pygame.TEXTINPUT:
            self.value = (self.value + event.text)[: self.max_length]
            self._changed()
            return True
        return False

    def _changed(self) -> None:
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        pygame.draw.rect(surface, (250, 248, 240), self.rect, border_radius=8)
        edge = theme.GOLD if self.focused else (120, 120, 120)
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=8)
        size = max(16, int(self.rect.height * 0.6))
        shown = self.value + ("|" if self.focused else "")
        label = theme.text(shown, size, theme.INK_DARK)
        surface.blit(label, label.get_rect(midleft=(self.rect.left + 8, self.rect.centery)))

    def automation(self) -> list[dict[str, Any]]:
        return [
            {
                "id": self.id,
                "kind": "text",
                "card": None,
                "rect": list(self.rect),
                "enabled": self.enabled,
                "value": self.value,
            }
        ]


ICONS = ("first", "back", "play", "pause", "forward", "last")


def draw_icon(surface: pygame.Surface, name: str, rect: pygame.Rect, ink) -> None:
    """A player's control drawn in `rect`: to the start, a step back, play, pause, a step
    forward, to the end (triangles and bars, as on any player)."""
    side = min(rect.width, rect.height) * 0.44
    cx, cy = rect.center
    half = side / 2

    def triangle(x: float, pointing: int) -> None:  # pointing 1: right, -1: left
        tip = x + pointing * half * 0.9
        back = x - pointing * half * 0.9
        pygame.draw.polygon(surface, ink, [(back, cy - half), (back, cy + half), (tip, cy)])

    def bar(x: float) -> None:
        pygame.draw.rect(
            surface,
            ink,
            (round(x - side * 0.09), round(cy - half), max(2, round(side * 0.18)), round(side)),
        )

    if name == "play":
        triangle(cx + half * 0.1, 1)
    elif name == "pause":
        bar(cx - half * 0.45)
        bar(cx + half * 0.45)
    elif name in ("forward", "back"):
        way = 1 if name == "forward" else -1
        triangle(cx - way * half * 0.3, way)
        bar(cx + way * half * 0.75)
    elif name in ("first", "last"):
        way = 1 if name == "last" else -1
        triangle(cx - way * half * 0.75, way)
        triangle(cx + way * half * 0.25, way)
        bar(cx + way * half * 1.05)
    else:
        raise ValueError(f"unknown icon {name!r}; expected one of {ICONS}")


def released_click(event: pygame.event.Event) -> bool:
    """A mouse button let go: buttons 1 to 3 only (4 and 5 are the wheel, which scrolls)."""
    return event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3)


def dispatch(widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
    """Offer `event` to each widget until one uses it; mouse motion goes to all."""
    if event.type == pygame.MOUSEMOTION:
        for widget in widgets:
            widget.handle_event(event)
        return False
    if event.type == pygame.MOUSEBUTTONDOWN:
        for widget in widgets:  # a click anywhere else takes the focus from a text field
            if isinstance(widget, TextInput) and not widget.rect.collidepoint(event.pos):
                widget.focused = False
    return any(widget.handle_event(event) for widget in widgets)

"""Pieces shared by the menu scenes: a titled panel with a column of buttons."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, Choice, TextInput, Widget, dispatch


class KeyboardFocus:
    """Moving through a screen's widgets from the keyboard: a part the screen holds.

    `order` gives the screen's widgets in the order the keys visit them (asked anew each
    time, so the part follows rebuilds). The widget the keyboard is on is kept by id, so that
    it survives a rebuild. Up, Down and Tab move it, Enter or Space presses a button, Left and
    Right change a choice; on a text field the keys type (Up, Down and Tab still move on). The
    pointer takes over when it moves.
    """

    def __init__(self, order: Callable[[], Sequence[Widget]]):
        self.order = order
        self.focus_id: str | None = None

    def focusable(self) -> list[Widget]:
        kinds = (Button, Choice, TextInput)
        return [w for w in self.order() if w.visible and w.enabled and isinstance(w, kinds)]

    def focused(self) -> Widget | None:
        return next((w for w in self.focusable() if w.id == self.focus_id), None)

    def focus(self, target: Widget | None) -> None:
        for widget in self.order():
            if isinstance(widget, TextInput):
                widget.focused = widget is target  # typing goes to the field with the ring
        self.focus_id = target.id if target is not None else None

    def keyboard(self, event: pygame.event.Event) -> bool:
        """Use a key to move or press; False when the key is not about that."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.focus_id = None
            return False
        if event.type != pygame.KEYDOWN:
            return False
        items, current = self.focusable(), self.focused()
        if not items:
            return False
        if event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            back = event.key == pygame.K_UP or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            )
            if current is None:
                target = items[-1] if back else items[0]
            else:
                target = items[(items.index(current) + (-1 if back else 1)) % len(items)]
            self.focus(target)
            return True
        if isinstance(current, Choice) and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            current.step(1 if event.key == pygame.K_RIGHT else -1)
            return True
        if isinstance(current, TextInput) and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.focus(None)  # done typing: Enter leaves the field, as a click elsewhere does
            return True
        activate = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if isinstance(current, Button) and event.key in activate:
            current.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """A ring round the widget the keyboard is on."""
        widget = self.focused()
        if widget is not None:
            ring = widget.rect.inflate(10, 10)
            pygame.draw.rect(surface, theme.GLOW, ring, width=3, border_radius=16)


class MenuScene(Scene):
    """A title, an optional line under it, and widgets stacked in the middle."""

    title_key = ""

    def __init__(self, app):
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.focus = KeyboardFocus(self.focus_order)

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
        choosers = [w for w in self.widgets if isinstance(w, Choice)]
        if choosers:  # one column of arrows, lined up
            room = max(chooser.natural_room() for chooser in choosers)
            for chooser in choosers:
                chooser.room = room

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return self.on_escape()
        if self.focus.keyboard(event):
            return True
        return dispatch(self.widgets, event)

    def focus_order(self) -> list[Widget]:
        return self.widgets

    def on_escape(self) -> bool:
        self.app.stack.pop()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(theme.felt_background(self.app.size), (0, 0))
        self.draw_backdrop(surface)
        top = min((w.rect.top for w in self.widgets if w.visible), default=None)
        bottom = top - int(8 * theme.scale_for(self.app.size)) if top is not None else None
        draw_heading(surface, self.app.size, self.title(), self.subtitle(), bottom)
        for widget in self.widgets:
            widget.draw(surface)
        self.focus.draw(surface)

    def draw_backdrop(self, surface: pygame.Surface) -> None:
        """Whatever a screen shows on the cloth, under its title and widgets."""

    def automation_items(self) -> list[dict[str, Any]]:
        items: list[dict[str, Any]] = []
        for widget in self.widgets:
            items.extend(widget.automation())
        return items


def draw_heading(
    surface: pygame.Surface, size, title: str, subtitle: str = "", bottom: int | None = None
) -> None:
    """The screen's title, and under it a line (wrapped, and smaller if need be, so that it
    ends above `bottom`: by default where the screens' own content starts)."""
    scale = theme.scale_for(size)
    # in the titles' typeface, as large as the window's width allows
    big = theme.fitting_size(title, int(72 * scale), size[0] - 40, smallest=24, display=True)
    heading = theme.text(title, big, theme.GOLD, display=True)
    y = int(size[1] * 0.1)
    shadow = theme.text(title, big, (0, 0, 0), display=True)
    surface.blit(shadow, shadow.get_rect(midtop=(size[0] // 2 + 3, y + 3)))
    surface.blit(heading, heading.get_rect(midtop=(size[0] // 2, y)))
    if subtitle:
        y += heading.get_height() + 8
        room = (int(size[1] * SUBTITLE_BOTTOM) if bottom is None else bottom) - y
        lines, font_size = _subtitle_lines(subtitle, size[0], room, scale)
        for line in lines:
            image = theme.text(line, font_size, theme.INK_DIM)
            surface.blit(image, image.get_rect(midtop=(size[0] // 2, y)))
            y += image.get_height()


SUBTITLE_BOTTOM = 0.215  # of the window's height: where the screens' own content may start


def _subtitle_lines(
    subtitle: str, window_width: int, room: int, scale: float
) -> tuple[tuple[str, ...], int]:
    """A long line under a title (an error, say) wrapped to the window within `room` pixels
    of height, and its font size: the words get smaller before they would run onto what is
    under them, and the last line ends in an ellipsis if even the smallest do."""
    width = int(window_width * 0.9)
    for shrink in (1.0, 0.85, 0.72, 0.62, 0.54):
        font_size = max(12, int(28 * scale * shrink))
        lines = theme.wrap(subtitle, font_size, width)
        height = theme.font(font_size).get_linesize()
        if len(lines) * height <= room:
            return lines, font_size
    fitting = max(1, room // height)
    if len(lines) > fitting:
        lines = (
            *lines[: fitting - 1],
            theme.shortened(lines[fitting - 1] + " " + lines[fitting], font_size, width),
        )
    return lines, font_size


def buttons(specs: Sequence[tuple[str, str, Callable[[], None]]]) -> list[Widget]:
    return [
        Button(widget_id, label, action, primary=index == 0)
        for index, (widget_id, label, action) in enumerate(specs)
    ]


HIGHLIGHT_INK = (255, 230, 140)


def draw_table(
    surface: pygame.Surface,
    size: tuple[int, int],
    rows: Sequence[Sequence[str | Callable[[int], pygame.Surface]]],
    top: int,
    bottom: int,
    highlight: set[int] = frozenset(),
    left_columns: int = 1,
    middle: bool = False,
    tall: int = 0,
    spans: list[tuple[int, int]] | None = None,
) -> pygame.Rect:
    """A table of words in a panel, centred across the window between `top` and `bottom`.

    The first row is the heading; rows whose index is in `highlight` stand out. The first
    `left_columns` columns read from the left, the others (numbers) line up on their right
    edge. The words shrink until every row fits; returns the panel's rectangle. With `middle`
    a short table sits halfway between `top` and `bottom` rather than at the top. A cell may
    be drawn instead of written: a function given the row's height that returns an image.
    Rows are at least `tall` high (for drawn cells) where there is room for it. `spans`, when
    given, receives each row's top and bottom.
    """
    scale = theme.scale_for(size)
    font_size = int(28 * scale)
    while font_size > 12 and len(rows) * int(font_size * 1.4) + 24 > bottom - top:
        font_size -= 1
    line = int(font_size * 1.4)  # the heading's height, and a row's without drawn cells
    step = max(line, min(int(tall * scale), (bottom - top - 24 - line) // max(1, len(rows) - 1)))
    images = []
    for index, row in enumerate(rows):
        ink = theme.GOLD if index == 0 else theme.INK
        if index in highlight:
            ink = HIGHLIGHT_INK
        images.append(
            [
                cell(step - 6) if callable(cell) else theme.text(cell, font_size, ink, index == 0)
                for cell in row
            ]
        )
    widths = [max(image.get_width() for image in column) for column in zip(*images, strict=True)]
    gap = int(48 * scale)
    total = sum(widths) + gap * (len(widths) - 1)
    left = (size[0] - total) // 2
    box = pygame.Rect(left - 28, top, total + 56, line + (len(rows) - 1) * step + 24)
    if middle:
        box.top = top + max(0, (bottom - top - box.height) // 2)
        top = box.top
    theme.panel(surface, box)
    y = top + 14
    for index, row in enumerate(images):
        height = line if index == 0 else step
        if spans is not None:
            spans.append((y, y + height))
        x = left
        for column, image in enumerate(row):
            at = x if column < left_columns else x + widths[column] - image.get_width()
            surface.blit(image, (at, y + (height - image.get_height()) // 2))
            x += widths[column] + gap
        if index == 0:
            line_y = y + line - int(4 * scale)
            pygame.draw.line(surface, theme.INK_DIM, (left, line_y), (left + total, line_y))
        y += height
    return box

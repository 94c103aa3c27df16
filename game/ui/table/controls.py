"""Where the buttons of a decision go: in a row above the hand of the seat at the screen.

Which buttons a decision has is the game family's to say (see family.py).
"""

from __future__ import annotations

import pygame

from game.ui.table.layout import TableLayout
from game.ui.widgets import Button


def arrange(layout: TableLayout, buttons: list[Button]) -> None:
    """Lay `buttons` out in a row, centred over the name plate of the seat at the screen."""
    if not buttons:
        return
    scale = layout.scale
    height = int(46 * scale)
    gap = int(12 * scale)
    widths = [max(int(120 * scale), int(len(b.label) * 13 * scale) + 28) for b in buttons]
    total = sum(widths) + gap * (len(buttons) - 1)
    x = layout.play_rect.centerx - total // 2
    plate = layout.spots[layout.anchor].label[1]  # the name plate of the seat at the screen
    y = int(plate - 18 * scale - height - 12 * scale)
    for button, width in zip(buttons, widths, strict=True):
        button.rect = pygame.Rect(x, y, width, height)
        button.font_size = int(28 * scale)
        x += width + gap

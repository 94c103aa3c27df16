"""Panels over the table: messages, a revealed hand, the round summary, a confirmation."""

from __future__ import annotations

from typing import Any

import pygame

from game.ui import theme
from game.ui.cardart import CARD_RATIO
from game.ui.i18n import t
from game.ui.table.layout import TableLayout


def message(
    surface: pygame.Surface, layout: TableLayout, text: str, above: int | None = None
) -> pygame.Rect:
    """A refusal or a warning, in words, just above the hand (and above the decision
    buttons, whose top is `above`, when there are any)."""
    size = max(18, int(24 * layout.scale))
    lines = theme.wrap(text, size, int(layout.play_rect.width * 0.6))
    height = len(lines) * (size + 4) + 20
    width = max(theme.font(size).size(line)[0] for line in lines) + 40
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (
        layout.play_rect.centerx,
        int(layout.hand_y - layout.hand_card_width * CARD_RATIO * 0.55 - 70),
    )
    if above is not None:
        box.bottom = min(box.bottom, above - 10)
    theme.panel(surface, box, color=(90, 20, 20, 230))
    y = box.top + 10
    for line in lines:
        image = theme.text(line, size, theme.INK)
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += size + 4
    return box


def revealed(
    surface: pygame.Surface,
    layout: TableLayout,
    renderer,
    name: str,
    cards: list[str],
    verdict: str = "",
) -> None:
    """A challenged hand, shown to the challenger alone, with the challenge's verdict."""
    box = layout.play_rect.inflate(-layout.play_rect.width // 5, -layout.size[1] // 2)
    theme.shade(surface, layout.play_rect)
    theme.panel(surface, box)
    title = theme.text(t("table.revealed", name=name), int(28 * layout.scale), theme.GOLD, True)
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
    if verdict:
        line = theme.text(verdict[:1].upper() + verdict[1:], int(22 * layout.scale), theme.INK)
        surface.blit(line, line.get_rect(midtop=(box.centerx, box.top + 16 + title.get_height())))
    width = min(layout.hand_card_width, (box.width - 40) // max(1, len(cards)))
    x = box.centerx - (len(cards) - 1) * width / 2
    for index, card in enumerate(cards):
        renderer.card(surface, card, (x + index * width, box.centery + 10), width * 0.95)
    note = theme.text(t("table.click_to_continue"), int(20 * layout.scale), theme.INK_DIM)
    surface.blit(note, note.get_rect(midbottom=(box.centerx, box.bottom - 8)))


def round_summary(
    surface: pygame.Surface,
    layout: TableLayout,
    summary: dict[str, Any],
    names: list[str],
    target: int | None,
) -> None:
    """Between rounds: who scored, and everyone's total."""
    scale = layout.scale
    rows = len(names)
    # The title, a line per seat, then the button.
    height = int((64 + 30 * rows + 16 + 48 + 18) * scale)
    box = pygame.Rect(0, 0, int(layout.play_rect.width * 0.56), height)
    box.center = (layout.play_rect.centerx, int(layout.size[1] * 0.45))
    theme.shade(surface, layout.play_rect)
    theme.panel(surface, box, color=(12, 18, 22, 238))
    title = theme.text(
        t("table.round_over", name=names[summary["winner"]], points=summary["points"]),
        int(30 * scale),
        theme.GOLD,
        True,
    )
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + int(14 * scale))))
    y = box.top + int(64 * scale)
    for seat, name in enumerate(names):
        ink = theme.GOLD if seat == summary["winner"] else theme.INK
        size = int(24 * scale)
        left = theme.text(name, size, ink, seat == summary["winner"])
        right = theme.text(
            t("table.points_of", points=summary["scores"][seat], target=target), size, ink
        )
        surface.blit(left, (box.left + int(40 * scale), y))
        surface.blit(right, right.get_rect(topright=(box.right - int(40 * scale), y)))
        y += int(30 * scale)
    button = summary["button"]
    button.rect = pygame.Rect(0, 0, int(220 * scale), int(48 * scale))
    button.rect.midbottom = (box.centerx, box.bottom - int(14 * scale))
    button.font_size = int(28 * scale)
    button.draw(surface)


def confirm(surface: pygame.Surface, layout: TableLayout, text: str, buttons: list) -> None:
    """A question with its buttons, above the hand so the table stays in view."""
    size = int(24 * layout.scale)
    lines = theme.wrap(text, size, int(layout.play_rect.width * 0.5))
    box = pygame.Rect(
        0,
        0,
        int(layout.play_rect.width * 0.56),
        len(lines) * (size + 4) + int(110 * layout.scale),
    )
    # Above the name plate of the seat at the screen, so the hand it asks about stays in view.
    plate = layout.spots[layout.anchor].label[1]
    box.midbottom = (layout.play_rect.centerx, int(plate - 22 * layout.scale))
    theme.panel(surface, box)
    y = box.top + 16
    for line in lines:
        image = theme.text(line, size, theme.INK)
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += size + 4
    width = int(170 * layout.scale)
    for index, button in enumerate(buttons):
        button.rect = pygame.Rect(0, 0, width, int(44 * layout.scale))
        button.rect.midbottom = (box.centerx + (index - 0.5) * (width + 16), box.bottom - 14)
        button.draw(surface)

"""Panels over the table: messages, a revealed hand, the round summary, a confirmation."""

from __future__ import annotations

from typing import Any

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.cardart import CARD_RATIO
from game.ui.table.layout import TableLayout
from game.ui.table.render import card_row

WARN_PANEL = (90, 20, 20, 230)  # a refusal or a problem
ADVICE_PANEL = (16, 52, 78, 235)  # news and advice (a hint)


def message(
    surface: pygame.Surface, layout: TableLayout, text: str, above: int, warn: bool = True
) -> pygame.Rect:
    """A refusal or a warning, in words, just above `above`: the top of the seat at the
    screen's things and of its buttons."""
    size = max(18, int(24 * layout.scale))
    lines = theme.wrap(text, size, theme.readable_width(size, int(layout.play_rect.width * 0.6)))
    height = len(lines) * (size + 4) + 20
    width = max(theme.font(size).size(line)[0] for line in lines) + 40
    box = pygame.Rect(0, 0, width, height)
    box.midbottom = (layout.play_rect.centerx, above - 10)
    theme.panel(surface, box, color=WARN_PANEL if warn else ADVICE_PANEL)
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
) -> pygame.Rect:
    """A challenged hand, shown to the challenger alone, with the challenge's verdict; gives
    the panel's rectangle."""
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
    return box


def round_title(summary: dict[str, Any], names: list[str]) -> str:
    """Who scored the round, as "you" to the player at the screen."""
    scorer = summary["winner"]
    key = "table.round_over.you" if scorer == summary.get("viewer") else "table.round_over"
    return t(key, name=names[scorer], points=summary["points"])


def round_summary(
    surface: pygame.Surface,
    layout: TableLayout,
    renderer,
    summary: dict[str, Any],
    names: list[str],
    target: int | None,
) -> pygame.Rect:
    """Between rounds: who scored, the cards each other player was left holding (face up,
    as they are counted) with their points, and everyone's total."""
    scale = layout.scale
    rows = len(names)
    hands: dict[int, tuple[list[str], int]] = summary["hands"]
    title_h, head_h, button_h = int(58 * scale), int(30 * scale), int(48 * scale)
    room = int(layout.size[1] * 0.9) - title_h - head_h - button_h - int(40 * scale)
    # Each row shows a hand of small cards; with many players the rows and the cards shrink.
    row_h = max(int(26 * scale), min(int(60 * scale), room // max(1, rows)))
    card_w = max(12, int((row_h - 8 * scale) / CARD_RATIO))
    size = max(14, min(int(24 * scale), int(row_h * 0.55)))
    title = theme.text(
        round_title(summary, names),
        int(30 * scale),
        theme.GOLD,
        True,
    )
    totals = [
        theme.text(t("table.points_of", points=score, target=target), size, theme.INK)
        for score in summary["scores"]
    ]
    # Columns: the name, the cards left (room for about ten), their points, the total.
    pad, gap = int(28 * scale), int(24 * scale)
    name_w = max(theme.text(name, size, theme.INK, True).get_width() for name in names)
    cards_room = int(card_w * 7.5)
    points_w = max(theme.text("+000", size, theme.INK, True).get_width(), int(110 * scale))
    total_w = max(image.get_width() for image in totals)
    width = pad + name_w + gap + cards_room + gap + points_w + gap + total_w + pad
    width = min(layout.play_rect.width - 20, max(width, title.get_width() + 2 * pad))
    box = pygame.Rect(0, 0, width, title_h + head_h + rows * row_h + button_h + int(34 * scale))
    box.center = (layout.play_rect.centerx, int(layout.size[1] * 0.47))
    # The table steps back behind the summary, whose rows name every player.
    theme.shade(surface, layout.play_rect, 200)
    theme.panel(surface, box, color=(12, 18, 22, 238))
    surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + int(14 * scale))))
    score_x = box.right - pad
    points_x = score_x - total_w - gap
    cards_x = box.left + pad + name_w + gap
    cards_room = min(cards_room, points_x - points_w - gap - cards_x)
    y = box.top + title_h
    dim = int(18 * scale)
    for text, x, right in (
        (t("results.cards_left"), cards_x, False),
        (t("results.points_left"), points_x, True),
        (t("results.score"), score_x, True),
    ):
        image = theme.text(text, dim, theme.INK_DIM)
        surface.blit(image, image.get_rect(topright=(x, y)) if right else (x, y))
    y += head_h
    for seat, name in enumerate(names):
        winner = seat == summary["winner"]
        ink = theme.GOLD if winner else theme.INK
        middle = y + row_h // 2
        label = theme.text(name, size, ink, winner)
        surface.blit(label, label.get_rect(midleft=(box.left + pad, middle)))
        cards, points = hands.get(seat, ([], 0))
        card_row(renderer, surface, cards, cards_x, middle, card_w, cards_room)
        worth = f"+{summary['points']}" if winner else (str(points) if cards else "")
        if worth:
            image = theme.text(worth, size, ink, winner)
            surface.blit(image, image.get_rect(midright=(points_x, middle)))
        surface.blit(totals[seat], totals[seat].get_rect(midright=(score_x, middle)))
        y += row_h
    button = summary["button"]
    button.rect = pygame.Rect(0, 0, int(220 * scale), button_h)
    button.rect.midbottom = (box.centerx, box.bottom - int(14 * scale))
    button.font_size = int(28 * scale)
    button.draw(surface)
    return box


def confirm(
    surface: pygame.Surface, layout: TableLayout, text: str, buttons: list, above: int
) -> pygame.Rect:
    """A question with its buttons, above `above` (the seat at the screen's things), so that
    the hand it asks about stays in view."""
    size = int(24 * layout.scale)
    lines = theme.wrap(text, size, int(layout.play_rect.width * 0.5))
    box = pygame.Rect(
        0,
        0,
        int(layout.play_rect.width * 0.56),
        len(lines) * (size + 4) + int(110 * layout.scale),
    )
    box.midbottom = (layout.play_rect.centerx, above - int(10 * layout.scale))
    box.top = max(box.top, layout.play_rect.top + 8)
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
    return box


def tip(surface: pygame.Surface, layout: TableLayout, text: str, over: pygame.Rect) -> pygame.Rect:
    """A short sentence on a dark label just above `over` (a card of the hand): why it cannot
    be played now. Gives where it went."""
    size = max(14, int(18 * layout.scale))
    play = layout.play_rect
    room = min(play.width - 40, int(420 * layout.scale))
    lines = theme.wrap(text, size, room)
    images = [theme.text(line, size, theme.INK) for line in lines]
    wide = max(image.get_width() for image in images) + 20
    tall = sum(image.get_height() for image in images) + 10
    box = pygame.Rect(0, 0, wide, tall)
    box.midbottom = (over.centerx, over.top - 8)
    box.clamp_ip(play.inflate(-8, -8))
    pygame.draw.rect(surface, (70, 24, 24), box, border_radius=8)
    pygame.draw.rect(surface, (230, 120, 110), box, width=2, border_radius=8)
    y = box.top + 5
    for image in images:
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += image.get_height()
    return box

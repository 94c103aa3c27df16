"""A card's rules text beside the card read large: its name, then what it does in this game,
on a panel of its own that stays inside the table and never covers the large card.

The words are the card's face's (`CardFace.text`, in the player's language); only a card
drawn face up is ever read large, so a hidden card never shows its text."""

from __future__ import annotations

import pygame

from game.ui import theme

GAP = 10  # pixels between the large card and its panel
PAD = 12  # pixels inside the panel, around the words


def note_size(scale: float) -> int:
    """The size of the rules text: the table's notes' size, never too small to read."""
    return max(15, int(19 * scale))


def _lines(title: str, text: str, size: int, width: int) -> list[pygame.Surface]:
    room = width - 2 * PAD
    heading = [
        theme.text(line, size + 2, theme.GOLD, True)
        for line in theme.wrap(title, size + 2, room, True)
    ]
    words = [theme.text(line, size, theme.INK) for line in theme.wrap(text, size, room)]
    return heading + words


def place_note(
    zoomed: pygame.Rect, inside: pygame.Rect, size: tuple[int, int], avoid: list[pygame.Rect]
) -> pygame.Rect:
    """Where a panel of `size` goes: beside the large card (`zoomed`), right or left, else
    under or over it, within `inside`; never over the large card, and over as few of `avoid`
    (the card pointed at, the buttons) as a side allows."""
    width, height = size
    places = []
    for side in ("right", "left", "below", "above"):
        box = pygame.Rect(0, 0, width, height)
        if side == "right":
            box.topleft = (zoomed.right + GAP, zoomed.top)
        elif side == "left":
            box.topright = (zoomed.left - GAP, zoomed.top)
        elif side == "below":
            box.midtop = (zoomed.centerx, zoomed.bottom + GAP)
        else:
            box.midbottom = (zoomed.centerx, zoomed.top - GAP)
        box.clamp_ip(inside)
        places.append((box.colliderect(zoomed), len(box.collidelistall(avoid)), box))
    fitting = [place for place in places if not place[0]]
    return min(fitting or places, key=lambda place: place[:2])[2]


def draw_card_note(
    surface: pygame.Surface,
    title: str,
    text: str,
    zoomed: pygame.Rect,
    inside: pygame.Rect,
    avoid: list[pygame.Rect],
    scale: float,
) -> pygame.Rect | None:
    """The panel of the card drawn large at `zoomed`, with its name (`title`) and its rules
    text; gives where it went (None: the card has no text)."""
    if not text.strip():
        return None
    size = note_size(scale)
    width = min(
        theme.readable_width(size, inside.width // 2), max(zoomed.width + 40, int(300 * scale))
    )
    lines = _lines(title, text, size, width)
    height = sum(line.get_height() for line in lines) + 2 * PAD + 4
    box = place_note(zoomed, inside, (width, min(height, inside.height)), avoid)
    theme.panel(surface, box, radius=10, color=(12, 20, 24, 236))
    y = box.top + PAD
    for index, line in enumerate(lines):
        if y + line.get_height() > box.bottom - PAD // 2:
            break
        surface.blit(line, (box.left + PAD, y))
        y += line.get_height() + (4 if index == 0 else 0)
    return box

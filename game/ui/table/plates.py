"""The seats' name plates and the counters as bars, drawn over the zones at every frame (a card
going by passes under a name, never hides it)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from game.engine.zones import CounterSpec
from game.i18n import t_or
from game.ui import theme
from game.ui.cardart import CARD_RATIO
from game.ui.table.display import Display
from game.ui.table.placement import Place
from game.ui.table.sprites import CardSprite
from game.ui.table.stat_badges import CHIP_WIDTH, draw_foot, draw_stats

# The colors that tell the seats apart on the table (a chain's cards, the plates' dots).
SEAT_COLORS = (
    (246, 196, 64),
    (92, 200, 230),
    (236, 110, 150),
    (150, 220, 110),
    (190, 150, 250),
    (250, 150, 80),
    (120, 230, 200),
    (240, 240, 240),
    (230, 90, 90),
    (160, 170, 250),
)
COUNTER_COLORS = {"health": (214, 70, 64), "life": (214, 70, 64), "energy": (70, 150, 236)}


def seat_color(seat: int) -> tuple[int, int, int]:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def plate_text(names: Sequence[str], seat: int, display: Display) -> str:
    """A seat's name plate: its name, and for another seat than the viewer's the cards it
    holds (always public; a card still flying to the viewer is not counted yet)."""
    name = names[seat] if seat < len(names) else f"p{seat + 1}"
    if seat == display.viewer:
        return name
    held = len(display.hands[seat]) if seat < len(display.hands) else 0
    return f"{name}  ·  {held}"


def counter_text(game: str, counter: str, value: int, top: int | None) -> str:
    """A counter in words, `Health 20/24` or `Score 35`: named by the game's words, else the
    shared ones (`counter.<name>`), else its own name."""
    name = counter.split(":", 1)[0]
    words = t_or(f"{game}.counter.{name}", t_or(f"counter.{name}", name.capitalize()))
    return f"{words} {value}/{top}" if top else f"{words} {value}"


def draw_plate(surface, place: Place, seat: int, display: Display, frame) -> pygame.Rect:
    """A seat's name plate: its colour's dot, its name, gold while it decides, the dealer's mark."""
    active = seat in frame.deciding
    size = max(12, int(place.rect.height - 10))
    name = plate_text(frame.names, seat, display)
    room = max(20, place.rect.width - 34)
    fit = theme.fitting_size(name, size, room, True, smallest=11)
    label = theme.shortened(name, fit, room, bold=True)
    ink = theme.BUTTON_TEXT if active else theme.INK
    image = theme.text(label, fit, ink, True)
    box = place.rect.copy()
    fill = theme.GOLD if active else (20, 30, 34)
    pygame.draw.rect(surface, fill, box, border_radius=box.height // 2)
    dot = (box.left + box.height // 2, box.centery)
    pygame.draw.circle(surface, seat_color(seat), dot, max(4, box.height // 4))
    surface.blit(image, image.get_rect(center=(box.centerx + box.height // 4, box.centery)))
    if seat == display.dealer:  # the dealer's mark, left of the plate
        dot = (box.left - box.height // 2, box.centery)
        pygame.draw.circle(surface, (250, 250, 250), dot, box.height // 3)
        mark = theme.text("D", max(10, box.height // 2), theme.INK_DARK, True)
        surface.blit(mark, mark.get_rect(center=dot))
    return box


def counter_size(place: Place, text: str) -> int:
    """The size of `text` in the counter's pill at `place`: as large as the pill holds it."""
    box = place.rect
    return theme.fitting_size(text, max(11, box.height - 8), max(10, box.width - 10), True, 10)


def widest_value(value: int, top: int | None) -> int:
    """The number a counter is sized for: its most (`top`) where it has one, else its value
    with two digits at least, so that its words keep their size while the number moves."""
    return top if top else max(value, 99)


def shared_counter_size(
    placement, counters: Mapping[str, int], specs: Mapping[str, CounterSpec], game: str
) -> int | None:
    """One size for the counters of every seat but the one at the bottom (`placement`'s
    anchor): the largest at which each of them, its number at its widest, fits its own pill;
    so that two seats across the table read alike. None where there are none."""
    sizes = []
    for place in placement.counters.values():
        if place.owner is None or place.owner == placement.anchor:
            continue
        spec = specs.get(place.id)
        top = spec.maximum if spec is not None else None
        value = counters.get(place.id, 0)
        for number in {value, widest_value(value, top)}:
            sizes.append(counter_size(place, counter_text(game, place.id, number, top)))
    return min(sizes) if sizes else None


def draw_counter(
    surface,
    place: Place,
    display: Display,
    frame,
    spec: CounterSpec | None,
    size: int | None = None,
) -> pygame.Rect:
    """A counter as a bar with its words and number (`Health 12/15`), at `size` (None: as
    large as its pill holds them); gives where its words are."""
    value = display.counters.get(place.id, 0)
    top = spec.maximum if spec is not None else None
    name = place.id.split(":", 1)[0]
    text = counter_text(frame.game, place.id, value, top)
    box = place.rect
    pygame.draw.rect(surface, (12, 20, 24), box, border_radius=box.height // 2)
    color = COUNTER_COLORS.get(name, theme.GOLD)
    if top:
        share = max(0.0, min(1.0, value / top))
        fill = box.copy()
        fill.width = max(0, int(box.width * share))
        if fill.width:
            # The pill's own shape up to the share, cut straight there: a low value is a
            # sliver of the bar at its rounded end, not a round blot under the words.
            clip = surface.get_clip()
            surface.set_clip(fill.clip(clip))
            pygame.draw.rect(surface, color, box, border_radius=box.height // 2)
            surface.set_clip(clip)
    else:
        pygame.draw.rect(surface, color, box, width=2, border_radius=box.height // 2)
    flash = frame.flashes.get(place.id, 0.0)
    if flash > 0:
        ring = box.inflate(6, 6)
        shade = (255, int(255 - 140 * flash), int(255 - 200 * flash))
        pygame.draw.rect(surface, shade, ring, width=3, border_radius=ring.height // 2)
    image = theme.text(text, counter_size(place, text) if size is None else size, theme.INK, True)
    at = image.get_rect(center=box.center)
    surface.blit(image, at)
    return at


def draw_figure_counters(
    surface,
    rect: pygame.Rect,
    seat,
    display: Display,
    frame,
    counter_specs: Mapping[str, CounterSpec],
) -> None:
    """The seat's counters as labelled pills on its figure's card (`Health 19/24`,
    `Energy 4`), in its foot: over the values printed in its lower corners, under its picture."""
    if seat is None or rect.width < CHIP_WIDTH:
        return
    pills = []
    for name in [name for name in display.counters if name.endswith(f":p{seat + 1}")]:
        spec = counter_specs.get(name)
        top = spec.maximum if spec is not None else None
        words = counter_text(frame.game, name, display.counters[name], top)
        pills.append((words, COUNTER_COLORS.get(name.split(":", 1)[0], theme.GOLD)))
    draw_foot(surface, rect, pills, None, frame.game)


def draw_carried_numbers(
    surface,
    sprites: Sequence[CardSprite],
    display: Display,
    frame,
    counter_specs: Mapping[str, CounterSpec],
) -> list[pygame.Rect]:
    """The numbers of the table's cards that move for a moment (a blow's, one shaken): drawn
    on them as on the table, so that they do not vanish while the cards travel. A card that
    greys, fades or turns over shows none. Returns where each card carrying some was drawn."""
    drawn = []
    for sprite in sprites:
        still = sprite.alpha >= 250 and sprite.tint <= 0.01 and sprite.face_up >= 0.99
        turned = round(sprite.angle) % 180 == 90
        if sprite.instance is None or not still or round(sprite.angle) % 90:
            continue
        wide, tall = sprite.width, sprite.width * CARD_RATIO
        rect = pygame.Rect(0, 0, round(tall if turned else wide), round(wide if turned else tall))
        rect.center = (int(sprite.x), int(sprite.y))
        draw_stats(surface, rect, frame.stats.get(sprite.instance), None, frame.game)
        if sprite.seat is not None and not turned:
            draw_figure_counters(surface, rect, sprite.seat, display, frame, counter_specs)
        drawn.append(rect.inflate(16, 16))  # with its badges, which reach past its edge
    return drawn

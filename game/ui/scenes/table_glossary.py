"""What a thing on the table is, told when the pointer rests on it: a zone (where no card is
read large instead), a zone's name or count, a counter, a name plate, or a phase named in the
words at the top left. Its name and the glossary's explanation (glossary.py) show in a small
panel beside the pointer, inside the window. The panel tells terms only, never a card."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.table import glossary
from game.ui.table.glossary import Entry
from game.ui.table.zone_captions import count_rect
from game.ui.table.zone_hits import item_card

TIP_DELAY = 0.6  # seconds the pointer rests on a thing before what it is is told
GAP = 14  # pixels between the pointer and the panel


class GlossaryTip:
    """The term under the pointer, how long the pointer has rested on it, and where its panel
    was drawn last (`box`)."""

    def __init__(self) -> None:
        self.pointed: tuple[str, tuple[int, int, int, int]] | None = None
        self.rest = 0.0
        self.box: pygame.Rect | None = None

    def update(self, dt: float, target: tuple[str, pygame.Rect] | None) -> None:
        found = (target[0], tuple(target[1])) if target is not None else None
        if found != self.pointed:
            self.pointed, self.rest = found, 0.0
        elif found is not None:
            self.rest += dt

    def shown(self, game: str) -> Entry | None:
        """The glossary's entry shown now (None: nothing pointed at long enough)."""
        if self.pointed is None or self.rest < TIP_DELAY:
            return None
        return glossary.entry(game, self.pointed[0])

    def draw(self, surface: pygame.Surface, game: str, pointer, scale: float) -> list[pygame.Rect]:
        """The panel of the entry shown, beside `pointer`, inside `surface`; gives where it
        went."""
        self.box = None
        found = self.shown(game)
        if found is None or pointer is None:
            return []
        self.box = draw_entry(surface, found, pointer, scale)
        return [self.box.inflate(4, 4)]


def draw_entry(surface: pygame.Surface, found: Entry, pointer, scale: float) -> pygame.Rect:
    """An entry's name (gold) over its explanation, in a dark panel beside `pointer`: below
    and right of it, else wherever it stays inside `surface`."""
    size = max(14, int(18 * scale))
    window = surface.get_rect()
    room = min(window.width - 24, max(220, int(340 * scale)))
    title = theme.text(found.name, size + 2, theme.GOLD, True)
    lines = theme.wrap(found.text, size, room - 20)
    images = [theme.text(line, size, theme.INK) for line in lines]
    wide = max([title.get_width(), *(image.get_width() for image in images)]) + 20
    tall = title.get_height() + sum(image.get_height() for image in images) + 16
    box = pygame.Rect(0, 0, wide, tall)
    x, y = pointer
    box.topleft = (x + GAP, y + GAP)
    if box.right > window.right - 4:
        box.right = x - GAP
    if box.bottom > window.bottom - 4:
        box.bottom = y - GAP
    box.clamp_ip(window.inflate(-8, -8))
    pygame.draw.rect(surface, (10, 16, 18), box, border_radius=8)
    pygame.draw.rect(surface, theme.GOLD, box, width=2, border_radius=8)
    surface.blit(title, (box.left + 10, box.top + 6))
    top = box.top + 8 + title.get_height()
    for image in images:
        surface.blit(image, (box.left + 10, top))
        top += image.get_height()
    return box


def target_at(view, pos) -> tuple[str, pygame.Rect] | None:
    """The term of what the table `view` drew under `pos`, with where it is: a phase named at
    the top left, a counter, a name plate, a zone's name or count, or a zone where no face-up
    card lies (a face-up card is read large instead: TableView's zoom)."""
    table = view.table
    if pos is None or table.input.drag is not None or table.controls.chooser is not None:
        return None
    if table.revealed or table.round_summary or table.controls.confirm:
        return None
    game = table.session.ruleset.id
    for band, words in view.status_bands:
        if band.collidepoint(pos):
            phases = glossary.phases_in(game, words)
            return (phases[0], band) if phases else None
    placement, hits = table.placement, view.hits
    for place in placement.counters.values():
        if place.rect.collidepoint(pos):
            return glossary.counter_term(place.id), place.rect
    if hits is None:
        return None
    for rect in hits.plates.values():
        if rect.collidepoint(pos):
            return "plate", rect
    for zone_id, rect in table.zone_renderer.label_rects().items():
        if rect.collidepoint(pos):
            return glossary.zone_term(zone_id), rect
    for place in placement.zones.values():
        if place.kind == "pile" and count_rect(place, 999, placement.seats.scale).collidepoint(pos):
            return glossary.zone_term(place.id), place.rect
    for hit in reversed(hits.items):
        if hit.rect.collidepoint(pos):
            if item_card(view.item_at(hit.zone, hit.index)) is not None:
                return None  # a face-up card: read large
            return glossary.zone_term(hit.zone), hit.rect
    for hit in hits.zones:
        if hit.rect.collidepoint(pos):
            return glossary.zone_term(hit.zone), hit.rect
    return None

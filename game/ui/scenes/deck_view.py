"""Where the deck builder's parts go on the screen, and how they are drawn: the collection's
grid of cards with the copies in the deck, the deck's panel (its team, its cards, what it
breaks) and a card read large under the pointer. The scene (deck_builder.py) owns the state;
these functions only place and draw it."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import t
from game.persist.decks import problem_words
from game.ui import theme
from game.ui.cardart import CardArt, card_height
from game.ui.cardface import ELEMENT_RGB, TEXT_MIN_WIDTH
from game.ui.deck_draft import DeckDraft, face_elements
from game.ui.table.card_note import draw_card_note
from game.ui.widgets import TextInput

GOOD = (120, 214, 120)


@dataclass
class Layout:
    """The builder's rectangles for one window size."""

    scale: float
    top_bar: pygame.Rect
    filters: pygame.Rect
    grid: pygame.Rect
    pager: pygame.Rect
    deck: pygame.Rect
    bottom: pygame.Rect
    card_w: int
    cols: int
    rows: int
    gap: int
    row_h: int = 0
    team_w: int = 0
    extras: dict = field(default_factory=dict)

    @property
    def per_page(self) -> int:
        return self.cols * self.rows


def make_layout(size: tuple[int, int]) -> Layout:
    width, height = size
    scale = theme.scale_for(size)
    margin, gap = int(16 * scale), int(10 * scale)
    bar_h = int(44 * scale)
    top_bar = pygame.Rect(margin, margin, width - 2 * margin, bar_h)
    bottom = pygame.Rect(margin, height - margin - bar_h, width - 2 * margin, bar_h)
    split = int(width * 0.64)
    filters = pygame.Rect(margin, top_bar.bottom + gap, split - margin, int(38 * scale))
    pager_h = int(30 * scale)
    grid = pygame.Rect(
        margin,
        filters.bottom + gap,
        filters.width,
        bottom.top - gap - pager_h - gap - (filters.bottom + gap),
    )
    pager = pygame.Rect(margin, grid.bottom + gap // 2, filters.width, pager_h)
    deck = pygame.Rect(
        split + gap, top_bar.bottom + gap, width - margin - split - gap, bottom.top - gap
    )
    deck.height = bottom.top - gap - deck.top
    card_gap = int(10 * scale)
    card_w = int(100 * scale)
    # As large as the grid lets three rows of cards be (never smaller than 100 at 1280 px).
    by_rows = int((grid.height - 2 * card_gap) / 3 / 1.5) - card_gap
    card_w = max(card_w, min(by_rows, int(150 * scale)))
    if TEXT_MIN_WIDTH <= card_w < 220:  # its text would be too small to read: the short face
        card_w = TEXT_MIN_WIDTH - 2
    cols = max(1, (grid.width + card_gap) // (card_w + card_gap))
    rows = max(1, (grid.height + card_gap) // (card_height(card_w) + card_gap))
    row_h = int(26 * scale)
    team_w = min(int(92 * scale), (deck.width - 5 * card_gap) // 3)
    return Layout(
        scale,
        top_bar,
        filters,
        grid,
        pager,
        deck,
        bottom,
        card_w,
        cols,
        rows,
        card_gap,
        row_h,
        team_w,
    )


def grid_slots(layout: Layout, codes: list[str], page: int) -> list[tuple[str, pygame.Rect]]:
    """Where each card of the page is drawn in the collection's grid, centred."""
    shown = codes[page * layout.per_page : (page + 1) * layout.per_page]
    w, h, gap = layout.card_w, card_height(layout.card_w), layout.gap
    used_w = layout.cols * w + (layout.cols - 1) * gap
    left = layout.grid.left + (layout.grid.width - used_w) // 2
    slots = []
    for index, code in enumerate(shown):
        row, col = divmod(index, layout.cols)
        slots.append(
            (code, pygame.Rect(left + col * (w + gap), layout.grid.top + row * (h + gap), w, h))
        )
    return slots


def team_slots(layout: Layout, team_size: int) -> list[pygame.Rect]:
    """The team's places at the top of the deck's panel, side by side."""
    w, gap = layout.team_w, layout.gap
    top = layout.deck.top + int(40 * layout.scale)
    used = team_size * w + (team_size - 1) * gap
    left = layout.deck.left + (layout.deck.width - used) // 2
    return [pygame.Rect(left + i * (w + gap), top, w, card_height(w)) for i in range(team_size)]


def list_area(layout: Layout, team_size: int) -> pygame.Rect:
    """Where the deck's cards are listed: under the team, above what the deck breaks."""
    team = team_slots(layout, team_size)[0]
    top = team.bottom + int(36 * layout.scale)
    bottom = layout.deck.bottom - int(128 * layout.scale)
    pad = int(12 * layout.scale)
    return pygame.Rect(layout.deck.left + pad, top, layout.deck.width - 2 * pad, bottom - top)


def deck_rows(
    layout: Layout, draft: DeckDraft, scroll: int
) -> tuple[list[tuple[str, pygame.Rect]], int]:
    """The deck's cards as rows in two columns, from `scroll` on; and how many rows there
    are in all (to scroll by)."""
    area = list_area(layout, draft.rules.team_size)
    codes = [code for code in draft.faces if draft.cards[code]]
    per_column = max(1, area.height // layout.row_h)
    col_w = (area.width - layout.gap) // 2
    rows = []
    for index, code in enumerate(codes[scroll * 2 :][: per_column * 2]):
        col, row = index % 2, index // 2
        rect = pygame.Rect(
            area.left + col * (col_w + layout.gap),
            area.top + row * layout.row_h,
            col_w,
            layout.row_h - 2,
        )
        rows.append((code, rect))
    return rows, (len(codes) + 1) // 2


# -- drawing -------------------------------------------------------------------------------
def draw_count(surface: pygame.Surface, rect: pygame.Rect, count: int, scale: float) -> None:
    """How many copies are in the deck, on a gold token at the card's top right corner."""
    radius = int(15 * scale)
    center = (rect.right - radius // 2, rect.top + radius // 2)
    pygame.draw.circle(surface, (0, 0, 0), (center[0] + 1, center[1] + 2), radius)
    pygame.draw.circle(surface, theme.GOLD, center, radius)
    pygame.draw.circle(surface, theme.INK_DARK, center, radius, max(1, int(2 * scale)))
    words = theme.text(f"{count}", int(24 * scale), theme.INK_DARK, True)
    surface.blit(words, words.get_rect(center=center))


def draw_grid(surface, art: CardArt, layout: Layout, slots, draft: DeckDraft, pressed) -> None:
    for code, rect in slots:
        surface.blit(art.face(code, rect.width), rect)
        count = draft.count(code)
        if count:
            draw_count(surface, rect, count, layout.scale)
        if code == pressed:
            pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6), 3, border_radius=8)


def draw_pager(surface, layout: Layout, page: int, pages: int, shown: int) -> None:
    size = int(20 * layout.scale)
    words = t("decks.builder.page", page=page + 1, pages=max(1, pages), count=shown)
    image = theme.text(words, size, theme.INK_DIM)
    surface.blit(image, image.get_rect(center=layout.pager.center))


def draw_deck_panel(surface, art: CardArt, layout: Layout, draft: DeckDraft, scroll: int, faces):
    theme.panel(surface, layout.deck)
    scale = layout.scale
    pad = int(12 * scale)
    heading = t("decks.builder.team", count=len(draft.team), size=draft.rules.team_size)
    image = theme.text(heading, int(24 * scale), theme.GOLD, True)
    surface.blit(image, (layout.deck.left + pad, layout.deck.top + int(10 * scale)))
    for index, rect in enumerate(team_slots(layout, draft.rules.team_size)):
        if index < len(draft.team):
            surface.blit(art.face(draft.team[index], rect.width), rect)
        else:
            pygame.draw.rect(surface, theme.INK_DIM, rect, 2, border_radius=8)
            plus = theme.text("+", int(40 * scale), theme.INK_DIM, True)
            surface.blit(plus, plus.get_rect(center=rect.center))
    area = list_area(layout, draft.rules.team_size)
    heading = t(
        "decks.builder.cards",
        count=draft.size,
        least=draft.rules.min_cards,
        most=draft.rules.max_cards,
    )
    image = theme.text(heading, int(24 * scale), theme.GOLD, True)
    surface.blit(image, (layout.deck.left + pad, area.top - image.get_height() - int(6 * scale)))
    rows, total = deck_rows(layout, draft, scroll)
    if not rows:
        hint = theme.wrap(t("decks.builder.empty"), int(20 * scale), area.width)
        y = area.top
        for line in hint:
            image = theme.text(line, int(20 * scale), theme.INK_DIM)
            surface.blit(image, (area.left, y))
            y += image.get_height()
    for code, rect in rows:
        _deck_row(surface, rect, faces[code], draft.cards[code], scale)
    if total * 2 > len(rows) + scroll * 2:
        # More rows below: a small arrow pointing down (the wheel scrolls the list).
        x, y, size = area.right - int(10 * scale), area.bottom + int(2 * scale), int(7 * scale)
        pygame.draw.polygon(surface, theme.INK_DIM, [(x - size, y), (x + size, y), (x, y + size)])
    _problems(surface, layout, draft)


def _deck_row(surface, rect: pygame.Rect, face, copies: int, scale: float) -> None:
    pygame.draw.rect(surface, (40, 52, 58), rect, border_radius=6)
    elements = face_elements(face)
    rgb = ELEMENT_RGB.get(elements[0], (150, 150, 150)) if elements else (150, 150, 150)
    dot = rect.height // 2 - 3
    pygame.draw.circle(surface, rgb, (rect.left + dot + 4, rect.centery), dot)
    size = max(12, int(19 * scale))
    x = rect.left + 2 * dot + 10
    count = theme.text(f"{copies}\u00d7", size, theme.GOLD, True)
    surface.blit(count, count.get_rect(midleft=(x, rect.centery)))
    x += count.get_width() + 6
    cost = "" if face.cost is None else str(face.cost)
    right = rect.right - 6
    if cost:
        gem = theme.text(cost, size, theme.INK_DARK, True)
        badge = gem.get_rect(midright=(right, rect.centery)).inflate(10, 2)
        pygame.draw.rect(surface, (250, 200, 50), badge, border_radius=badge.height // 2)
        surface.blit(gem, gem.get_rect(center=badge.center))
        right = badge.left - 4
    name = theme.shortened(face.name or face.code, size, right - x)
    words = theme.text(name, size, theme.INK)
    surface.blit(words, words.get_rect(midleft=(x, rect.centery)))


def check_item(draft: DeckDraft, note: str, note_bad: bool) -> dict:
    """What the builder says of the deck, for end-to-end tests (see App.automation): every
    rule it breaks in words (none: it may be played), and the note shown now ("" for none)."""
    problems = [problem_words(draft.rules.game, refusal).message for refusal in draft.problems()]
    return {
        "id": "deck-check",
        "kind": "status",
        "rect": [0, 0, 0, 0],
        "enabled": False,
        "label": t("decks.builder.legal") if not problems else problems[0],
        "problems": problems,
        "note": note,
        "note_bad": note_bad,
    }


def _problems(surface, layout: Layout, draft: DeckDraft) -> None:
    """Whether the deck may be played, and if not every rule it breaks, in words."""
    scale = layout.scale
    pad = int(12 * scale)
    box = pygame.Rect(
        layout.deck.left + pad,
        layout.deck.bottom - int(118 * scale),
        layout.deck.width - 2 * pad,
        int(110 * scale),
    )
    problems = draft.problems()
    size = max(12, int(19 * scale))
    line_h = theme.font(size).get_linesize()
    if not problems:
        image = theme.text(t("decks.builder.legal"), int(22 * scale), GOOD, True)
        surface.blit(image, image.get_rect(midleft=(box.left, box.top + line_h)))
        return
    lines: list[str] = []
    for refusal in problems:
        wrapped = theme.wrap(
            "\u2022 " + problem_words(draft.rules.game, refusal).message, size, box.width
        )
        lines.extend(wrapped)
    fits = max(1, box.height // line_h)
    if len(lines) > fits:
        lines = [*lines[: fits - 1], t("decks.builder.more_problems", count=len(lines) - fits + 1)]
    y = box.top
    for line in lines:
        image = theme.text(line, size, (255, 150, 140))
        surface.blit(image, (box.left, y))
        y += line_h


def draw_zoom(surface, art: CardArt, code: str, near: pygame.Rect, size) -> pygame.Rect | None:
    """The card under the pointer, large enough to read its text, beside it, with its name and
    rules text on a panel beside that; gives where the panel went (None: no text)."""
    width = max(220, int(300 * theme.scale_for(size)))
    width = min(width, int(size[1] * 0.9 / 1.5))
    box = pygame.Rect(0, 0, width, card_height(width))
    box.left = near.right + 12
    if box.right > size[0] - 8:
        box.right = near.left - 12
    box.centery = near.centery
    box.clamp_ip(pygame.Rect(0, 0, *size).inflate(-16, -16))
    shadow = box.move(4, 6)
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=12)
    surface.blit(art.face(code, width), box)
    face = art.book.faces.get(code)
    if face is None:
        return None
    window = pygame.Rect(0, 0, *size).inflate(-16, -16)
    title = face.name or code
    return draw_card_note(surface, title, face.text, box, window, [near], theme.scale_for(size))


def draw_note(surface: pygame.Surface, layout: Layout, note: str, bad: bool) -> None:
    """What was just done, on blue, or why it was refused, on red, over the grid's foot."""
    scale = layout.scale
    width = layout.grid.width - int(40 * scale)
    size = max(14, int(22 * scale))
    lines = theme.wrap(note, size, width)[:3]
    line_h = theme.font(size).get_linesize()
    box = pygame.Rect(0, 0, width + int(24 * scale), line_h * len(lines) + int(16 * scale))
    box.midbottom = (layout.grid.centerx, layout.grid.bottom)
    color = (150, 40, 36, 235) if bad else (30, 70, 130, 235)
    theme.panel(surface, box, 10, color)
    y = box.top + int(8 * scale)
    for line in lines:
        image = theme.text(line, size, theme.INK)
        surface.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += line_h


class PathInput(TextInput):
    """A text field for a file's path: a long one shows its end, where the name is."""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible:
            return
        pygame.draw.rect(surface, (250, 248, 240), self.rect, border_radius=8)
        edge = theme.GOLD if self.focused else (120, 120, 120)
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=8)
        size = max(14, int(self.rect.height * 0.5))
        shown = theme.shortened(
            self.value + ("|" if self.focused else ""), size, self.rect.width - 16, keep_end=True
        )
        label = theme.text(shown, size, theme.INK_DARK)
        surface.blit(label, label.get_rect(midleft=(self.rect.left + 8, self.rect.centery)))

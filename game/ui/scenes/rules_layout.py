"""Where each piece of a rules page goes in its column: the contents, the headings, the lines
of the paragraphs and bullets, and the figures of cards with their names. Worked out once per
page, language and window size; the scene draws it and scrolls it."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import t
from game.ui import theme
from game.ui.cardart import card_height
from game.ui.rulespage import RulesPage


@dataclass(frozen=True)
class Piece:
    """One thing drawn in the column, `x`, `y` from the column's top left (y down the page).

    kind: "title" (the contents' title), "link" (a line of the contents, `section` its
    target), "heading", "line" (of a paragraph or a bullet, `bullet` on its first line),
    "card" (a face, `code`), "caption" (a card's name under its face)."""

    kind: str
    x: int
    y: int
    width: int
    height: int
    text: str = ""
    size: int = 0
    bold: bool = False
    section: int = -1
    code: str = ""
    bullet: bool = False

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.width, self.height)


@dataclass(frozen=True)
class PageLayout:
    pieces: tuple[Piece, ...]
    anchors: tuple[int, ...]  # each section's heading: its y on the page
    height: int  # the whole page, from the top of its contents to the end of its last line
    width: int  # the column's width


def lay_out(page: RulesPage, width: int, scale: float, name: Callable[[str], str]) -> PageLayout:
    """Place `page` in a column `width` pixels wide; `name(code)` names a figure's card."""
    body = max(15, int(24 * scale))
    heading_size = max(17, int(28 * scale))
    gap = body // 2
    pieces: list[Piece] = []
    y = 0

    title = t("rules.contents")
    pieces.append(
        Piece(
            "title",
            0,
            y,
            _width(title, heading_size, True),
            heading_size,
            title,
            heading_size,
            True,
        )
    )
    y += heading_size + gap
    y = _contents(page.contents(), width, body, y, pieces)
    anchors: list[int] = []
    for section in page.sections:
        y += body + gap
        anchors.append(y)
        for line in theme.wrap(section.heading, heading_size, width, True):
            pieces.append(
                Piece(
                    "heading",
                    0,
                    y,
                    _width(line, heading_size, True),
                    heading_size,
                    line,
                    heading_size,
                    True,
                )
            )
            y += heading_size + 4
        y += gap
        for block in section.blocks:
            if block.kind == "figure":
                y = _figure(block.codes, width, scale, body, name, y, pieces) + gap
                continue
            indent = body if block.kind == "bullet" else 0
            for index, line in enumerate(theme.wrap(block.text, body, width - indent)):
                first = index == 0 and block.kind == "bullet"
                pieces.append(
                    Piece("line", indent, y, _width(line, body), body, line, body, bullet=first)
                )
                y += body + 4
            y += gap // 2 if block.kind == "bullet" else gap  # a list's items keep together
    return PageLayout(tuple(pieces), tuple(anchors), y, width)


def _contents(headings: list[str], width: int, size: int, y: int, pieces: list[Piece]) -> int:
    """The contents: one link per section, in two columns when every heading fits half."""
    labels = [f"{number}. {heading}" for number, heading in enumerate(headings, start=1)]
    half = (width - size) // 2
    columns = 2 if len(labels) > 4 and all(_width(x, size) <= half for x in labels) else 1
    rows = -(-len(labels) // columns)
    step = size + size // 2
    for index, label in enumerate(labels):
        column, row = divmod(index, rows)
        x = column * (half + size)
        room = half if columns == 2 else width
        shown = label if _width(label, size) <= room else theme.wrap(label, size, room)[0]
        pieces.append(
            Piece(
                "link",
                x,
                y + row * step,
                min(room, _width(shown, size)),
                size + 4,
                shown,
                size,
                section=index,
            )
        )
    return y + rows * step


def _figure(
    codes: tuple[str, ...],
    width: int,
    scale: float,
    size: int,
    name: Callable[[str], str],
    y: int,
    pieces: list[Piece],
) -> int:
    """A row of card faces, centred, each with its name under it."""
    gap = max(8, int(16 * scale))
    card_w = min(int(132 * scale), (width - gap * (len(codes) - 1)) // len(codes))
    card_h = card_height(card_w)
    caption_size = max(12, int(size * 0.8))
    row = len(codes) * card_w + gap * (len(codes) - 1)
    x = (width - row) // 2
    deepest = 0
    for code in codes:
        pieces.append(Piece("card", x, y, card_w, card_h, code=code))
        cy = y + card_h + 4
        words = name(code)
        words = words[:1].upper() + words[1:]
        fit = caption_size
        while fit > 10 and max(_width(w, fit) for w in words.split()) > card_w:
            fit -= 1  # a long word in a narrow card's name: smaller, never wider than the card
        for line in theme.wrap(words, fit, card_w):
            line_w = _width(line, fit)
            pieces.append(Piece("caption", x + (card_w - line_w) // 2, cy, line_w, fit, line, fit))
            cy += fit + 2
        deepest = max(deepest, cy)
        x += card_w + gap
    return deepest


def _width(text: str, size: int, bold: bool = False) -> int:
    return theme.font(size, bold).size(text)[0]

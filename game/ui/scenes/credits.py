"""Credits: the picture sets and typefaces the table draws with, each with its author, its
licence and where the licence's full text is (assets/art/credits.yaml, written by `make art`)."""

from __future__ import annotations

import pygame

from game.i18n import t
from game.ui import art, theme
from game.ui.scenes.common import MenuScene, buttons


def credit_lines(entry: dict) -> list[tuple[str, str]]:
    """What the screen says of one set or typeface: (style, words) per line."""
    kind = t("credits.art") if entry.get("kind") == "art" else t("credits.font")
    lines = [
        ("name", f"{entry['name']} \u2014 {kind}"),
        ("text", t("credits.by", author=entry["author"], url=entry.get("url") or "").strip()),
        ("text", t("credits.licence", licence=entry["licence"], package=entry["package"])),
        ("dim", t("credits.file", file=entry["licence_file"])),
    ]
    return [(style, words.replace(" ()", "")) for style, words in lines]


class CreditsScene(MenuScene):
    def __init__(self, app):
        super().__init__(app)
        self.entries = art.credits()
        self.lines = [line for entry in self.entries for line in [*credit_lines(entry), ("", "")]]
        self.shown: list[str] = []  # the lines as last drawn, wrapped

    def title(self) -> str:
        return t("credits.title")

    def subtitle(self) -> str:
        return t("credits.subtitle") if self.entries else t("credits.none")

    def build(self) -> None:
        self.widgets = buttons([("btn-back", t("common.back"), self.app.stack.pop)])

    def layout_widgets(self) -> None:
        super().layout_widgets()
        width, height = self.app.size
        self.widgets[0].rect.bottom = height - int(20 * theme.scale_for(self.app.size))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        top = int(height * 0.25)
        bottom = self.widgets[0].rect.top - int(12 * scale)
        panel = pygame.Rect(0, top, int(min(width - 40, 900 * scale)), bottom - top)
        panel.centerx = width // 2
        theme.panel(surface, panel)
        room = panel.width - int(40 * scale)
        size = int(28 * scale)
        while True:  # the words shrink until every line fits the panel
            rows = self._rows(size, room)
            tall = sum(theme.font(size, style == "name").get_linesize() for style, _ in rows)
            if tall <= panel.height - 20 or size <= 10:
                break
            size -= 1
        y = panel.top + 10
        self.shown = []
        for style, words in rows:
            face = theme.font(size, style == "name")
            if words:
                ink = (
                    theme.GOLD
                    if style == "name"
                    else theme.INK_DIM
                    if style == "dim"
                    else theme.INK
                )
                image = theme.text(words, size, ink, style == "name")
                surface.blit(image, (panel.left + int(20 * scale), y))
                self.shown.append(words)
            y += face.get_linesize() if words else face.get_linesize() // 2

    def _rows(self, size: int, room: int) -> list[tuple[str, str]]:
        rows = []
        for style, words in self.lines:
            if not words:
                rows.append((style, ""))
                continue
            rows += [(style, line) for line in theme.wrap(words, size, room, style == "name")]
        return rows

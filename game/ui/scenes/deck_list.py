"""The decks to open in the deck builder: the game's starters, then the player's own decks;
a deck file that cannot be used is listed with why, and may be deleted (Delete asks once
more, "Sure?")."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.decks import Deck
from game.i18n import t
from game.persist import decks as store
from game.ui import theme
from game.ui.scenes.common import MenuScene
from game.ui.widgets import Button, released_click

PAGE = 7


class DeckListScene(MenuScene):
    def __init__(self, app, game: str, on_open: Callable[[Deck, str | None], None]):
        super().__init__(app)
        self.game, self.on_open = game, on_open
        self.rules = store.rules_of(game)
        self.page = 0
        self.note = ""
        self.armed: str | None = None  # the deck whose Delete was pressed once
        self.rows: list[tuple[Button, Button | None]] = []

    def title(self) -> str:
        return t("decks.list.title")

    def subtitle(self) -> str:
        return self.note

    def build(self) -> None:
        entries: list[tuple[str, str, Deck | None, str, str | None]] = [
            (f"starter-{sid}", deck.name, deck, t("decks.list.starter"), None)
            for sid, deck in self.rules.starters.items()
        ]
        for info in store.list_decks(self.game):
            detail = info.error or t("decks.list.mine")
            entries.append((f"deck-{info.slug}", info.name, info.deck, detail, info.slug))
        pages = max(1, -(-len(entries) // PAGE))
        self.page = min(self.page, pages - 1)
        self.rows, self.widgets = [], []
        for widget_id, name, deck, detail, slug in entries[self.page * PAGE :][:PAGE]:
            row = Button(widget_id, name, lambda d=deck, s=slug: self._open(d, s), primary=False)
            row.detail = detail
            row.enabled = deck is not None
            delete = None
            if slug is not None:
                armed = self.armed == slug
                delete = Button(
                    f"delete-{slug}",
                    t("load.delete_sure") if armed else t("load.delete"),
                    lambda s=slug: self._delete(s),
                    primary=armed,
                )
                delete.highlight = armed
            self.rows.append((row, delete))
            self.widgets += [row] + ([delete] if delete is not None else [])
        if pages > 1:
            self.widgets.append(Button("btn-more", t("load.more"), self._more, primary=False))
        self.widgets.append(Button("btn-back", t("common.back"), self.app.stack.pop, primary=False))

    def _open(self, deck: Deck | None, slug: str | None) -> None:
        if deck is None:
            return
        self.app.stack.pop()
        self.on_open(deck, slug)

    def _delete(self, slug: str) -> None:
        if self.armed != slug:
            self.armed = slug
        else:
            self.armed = None
            try:
                store.delete_deck(self.game, slug)
                self.note = t("decks.list.deleted", name=slug)
            except OSError as exc:
                self.note = t("load.delete_failed", error=exc.strerror or str(exc))
        self.build()
        self.layout_widgets()

    def _more(self) -> None:
        self.page += 1
        total = len(self.rules.starters) + len(store.list_decks(self.game))
        if self.page * PAGE >= total:
            self.page = 0
        self.build()
        self.layout_widgets()

    def handle_event(self, event) -> bool:
        handled = super().handle_event(event)
        if self.armed and released_click(event) and not handled:
            self.armed = None
            self.build()
            self.layout_widgets()
        return handled

    def layout_widgets(self) -> None:
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        full = int(min(900, width * 0.8))
        side, gap = int(130 * scale), int(10 * scale)
        left = (width - full) // 2
        button_h = int(50 * scale)
        others = [w for w in self.widgets if all(w not in pair for pair in self.rows)]
        room = int(height * 0.95) - int(height * 0.22) - len(others) * (button_h + gap)
        row_h = max(int(40 * scale), min(int(62 * scale), room // max(1, len(self.rows)) - gap))
        y = int(height * 0.22)
        for row, delete in self.rows:
            row.rect = pygame.Rect(left, y, full - side - gap, row_h)
            row.font_size = max(14, min(int(26 * scale), int(row_h * 0.4)))
            if delete is not None:
                delete.rect = pygame.Rect(row.rect.right + gap, y, side, row_h)
                delete.font_size = int(22 * scale)
            y += row_h + gap
        y += gap
        for widget in others:
            widget.rect = pygame.Rect(left, y, full, button_h)
            widget.font_size = int(30 * scale)
            y += button_h + gap

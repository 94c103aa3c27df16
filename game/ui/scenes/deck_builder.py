"""The deck builder: the whole collection on the left, filtered by element, kind, cost and
words; the deck on the right, with its team, its cards and every rule it breaks, checked at
each change. Click a card (or drag it onto the deck) to put a copy in; click it in the deck,
right-click it in the collection, or drag it out of the deck to take one out. The deck is saved
among the player's decks, opened from them or from a starter, deleted, and moved in and out as
a text file. Rest the pointer on a card to read it large.

The game's cards come from its faces and its deck rules (`Ruleset.deck_rules`), never from a
ruleset's own types; the decks from game/persist/decks.py.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game import i18n
from game.engine import registry
from game.engine.decks import Deck
from game.i18n import t, t_or
from game.persist import decks as store
from game.persist.typed_path import home_folder, typed_path
from game.problems import Problem
from game.ui import theme
from game.ui.cardart import CardArt
from game.ui.cardbook import card_book
from game.ui.deck_draft import Collection, DeckDraft, Filters
from game.ui.scene import Scene
from game.ui.scenes import deck_view as view
from game.ui.scenes.common import KeyboardFocus
from game.ui.widgets import Button, Choice, TextInput, Widget, dispatch, released_click

ZOOM_DELAY = 0.35  # seconds the pointer rests on a card before it is shown large
DRAG_START = 8  # pixels the pointer moves, button down, before a press becomes a drag
NOTE_SECONDS = 7.0


class DeckBuilderScene(Scene):
    def __init__(self, app, game: str):
        super().__init__(app)
        self.focus = KeyboardFocus(self.focus_order)
        self.game = game
        self.ruleset = registry.get(game)
        rules = registry.deck_rules_of(self.ruleset.id)
        if rules is None:
            raise ValueError(f"{game} has no decks to build")
        self.rules = rules
        self.book = card_book(game)
        self.faces = self.book.faces
        settings = app.settings
        self.art = CardArt(self.book, settings.colorblind, settings.card_back)
        self.collection = Collection(self.faces, rules)
        self.draft = DeckDraft(rules, self.faces)
        self.filters = Filters()
        self.page = 0
        self.scroll = 0  # rows of the deck's list scrolled past
        self.path_text = ""
        self.note, self.note_bad, self.note_left = "", False, 0.0
        self.armed_delete = False
        self.pointer: tuple[int, int] | None = None
        self.hover: tuple[str, pygame.Rect, float] | None = None  # card, where, for how long
        self.press: tuple[str, str, tuple[int, int]] | None = None  # where from, card, at
        self.dragging = False
        self.layout = view.make_layout(app.size)
        self.widgets: list[Widget] = []
        self._shown: tuple[tuple, list[str]] | None = None
        self.armed_back = False  # Back was pressed once with changes not saved

    # -- lifecycle ------------------------------------------------------------------------------
    def enter(self) -> None:
        self._build()

    def resume(self) -> None:
        self._build()

    def resize(self, size) -> None:
        self._build()

    # -- widgets --------------------------------------------------------------------------------
    def _build(self) -> None:
        self.layout = view.make_layout(self.app.size)
        self.name_field = TextInput("deck-name", self.draft.name, store.NAME_LENGTH, self._named)
        self.buttons = [
            Button("btn-new", t("decks.builder.new"), self._new, primary=False),
            Button("btn-open", t("decks.builder.open"), self._open, primary=False),
            Button("btn-save", t("decks.builder.save"), self._save),
            Button(
                "btn-delete",
                t("load.delete_sure") if self.armed_delete else t("decks.builder.delete"),
                self._delete,
                primary=self.armed_delete,
            ),
            Button("btn-back", t("common.back"), self._back, primary=False),
        ]
        self.buttons[4].highlight = self.armed_back
        self.buttons[3].enabled = self.draft.slug is not None
        self.buttons[3].highlight = self.armed_delete
        everything = (None, t("decks.builder.all_elements"))
        elements = [everything] + [
            (e, t_or(f"{self.game}.element.{e}", e)) for e in self.collection.elements
        ]
        kinds = [(None, t("decks.builder.all_kinds"))] + [
            (kind, t_or(f"card.face.{kind}", kind)) for kind in self.collection.kinds
        ]
        costs = [(None, t("decks.builder.any_cost"))] + [
            (cost, t("decks.builder.cost", cost=cost)) for cost in self.collection.costs
        ]
        self.choosers = [
            Choice("filter-element", "", elements, self.filters.element, self._filter("element")),
            Choice("filter-kind", "", kinds, self.filters.kind, self._filter("kind")),
            Choice("filter-cost", "", costs, self.filters.cost, self._filter("cost")),
        ]
        self.words_field = TextInput("filter-words", self.filters.words, 30, self._filter("words"))
        self.pager = [
            Button("page-prev", "<", lambda: self._turn(-1), primary=False),
            Button("page-next", ">", lambda: self._turn(1), primary=False),
        ]
        self.path_field = view.PathInput("file-path", self.path_text, 400, self._pathed)
        self.file_buttons = [
            Button("btn-import", t("decks.builder.import"), self._import, primary=False),
            Button("btn-export", t("decks.builder.export"), self._export, primary=False),
        ]
        self.widgets = [
            self.name_field,
            *self.buttons,
            *self.choosers,
            self.words_field,
            *self.pager,
            self.path_field,
            *self.file_buttons,
        ]
        self._place()

    def _place(self) -> None:
        layout, scale = self.layout, self.layout.scale
        gap = layout.gap
        bar = layout.top_bar
        label_w = theme.text(t("decks.builder.name"), int(24 * scale), theme.INK).get_width()
        name_w = int(bar.width * 0.3)
        self.name_field.rect = pygame.Rect(bar.left + label_w + gap, bar.top, name_w, bar.height)
        left = self.name_field.rect.right + 2 * gap
        width = (bar.right - left - gap * (len(self.buttons) - 1)) // len(self.buttons)
        for index, button in enumerate(self.buttons):
            button.rect = pygame.Rect(left + index * (width + gap), bar.top, width, bar.height)
            button.font_size = int(24 * scale)
        row = layout.filters
        x = row.left
        for chooser in self.choosers:
            chooser.rect = pygame.Rect(x, row.top, 10, row.height)
            chooser.room = chooser.natural_room()
            chooser.rect.width = chooser.room + 2 * row.height
            x = chooser.rect.right + gap
        self.words_field.rect = pygame.Rect(x, row.top, max(80, row.right - x), row.height)
        side = layout.pager.height
        self.pager[0].rect = pygame.Rect(layout.pager.left, layout.pager.top, side * 2, side)
        self.pager[1].rect = pygame.Rect(
            layout.pager.right - side * 2, layout.pager.top, side * 2, side
        )
        bottom = layout.bottom
        file_w = theme.text(t("decks.builder.file"), int(22 * scale), theme.INK).get_width()
        button_w = int(150 * scale)
        self.path_field.rect = pygame.Rect(
            bottom.left + file_w + gap,
            bottom.top,
            bottom.width - file_w - 3 * gap - 2 * button_w,
            bottom.height,
        )
        for index, button in enumerate(self.file_buttons):
            left = self.path_field.rect.right + gap + index * (button_w + gap)
            button.rect = pygame.Rect(left, bottom.top, button_w, bottom.height)
            button.font_size = int(24 * scale)
        for button in self.pager:
            button.font_size = int(24 * scale)
            button.enabled = self.pages > 1

    # -- what is shown ---------------------------------------------------------------------------
    @property
    def shown(self) -> list[str]:
        """The cards the filters let through (worked out again only when they change)."""
        key = (self.filters, i18n.language())
        if self._shown is None or self._shown[0] != key:
            self._shown = (key, self.collection.shown(self.filters))
        return self._shown[1]

    @property
    def pages(self) -> int:
        return max(1, -(-len(self.shown) // self.layout.per_page))

    def grid_slots(self) -> list[tuple[str, pygame.Rect]]:
        return view.grid_slots(self.layout, self.shown, self.page)

    def deck_slots(self) -> list[tuple[str, pygame.Rect]]:
        """Where each card of the deck is drawn in its panel: the team, then the rows."""
        places = view.team_slots(self.layout, self.rules.team_size)
        team = list(zip(self.draft.team, places[: len(self.draft.team)], strict=True))
        rows, _ = view.deck_rows(self.layout, self.draft, self.scroll)
        return team + rows

    def card_at(self, pos) -> tuple[str, str, pygame.Rect] | None:
        """(collection or deck, card, its rectangle) under `pos`."""
        for code, rect in self.grid_slots():
            if rect.collidepoint(pos):
                return "collection", code, rect
        for code, rect in self.deck_slots():
            if rect.collidepoint(pos):
                return "deck", code, rect
        return None

    def say(self, words: str, bad: bool = False) -> None:
        self.note, self.note_bad, self.note_left = words, bad, NOTE_SECONDS
        if bad:
            self.app.sounds.play("error")

    # -- changes --------------------------------------------------------------------------------
    def _filter(self, key: str):
        def change(value) -> None:
            self.filters = Filters(**{**self.filters.__dict__, key: value})
            self.page = 0
            for button in self.pager:
                button.enabled = self.pages > 1

        return change

    def _turn(self, step: int) -> None:
        self.page = (self.page + step) % self.pages

    def _named(self, value: str) -> None:
        self.draft.name = value

    def _pathed(self, value: str) -> None:
        self.path_text = value

    def add(self, code: str) -> None:
        refused = self.draft.add(code)
        if refused:
            self.say(refused, bad=True)
        self._changed()

    def remove(self, code: str) -> None:
        self.draft.remove(code)
        self._changed()

    def _changed(self) -> None:
        _, total = view.deck_rows(self.layout, self.draft, 0)
        self.scroll = max(0, min(self.scroll, total - 1))

    def load(self, deck: Deck, slug: str | None) -> None:
        """Put `deck` on the workbench (a starter or an import: saved as a new deck)."""
        self.draft.load(deck, slug)
        self.armed_delete, self.scroll = False, 0
        self._build()

    def _new(self) -> None:
        self.draft.clear()
        self.armed_delete, self.scroll = False, 0
        self._build()

    def _open(self) -> None:
        from game.ui.scenes.deck_list import DeckListScene

        self.app.stack.push(DeckListScene(self.app, self.game, self._opened))

    def _opened(self, deck: Deck, slug: str | None) -> None:
        self.load(deck, slug)
        self.say(t("decks.builder.opened", name=deck.name))

    def _save(self) -> None:
        if not self.draft.name.strip():
            self.say(t("decks.builder.name_first"), bad=True)
            return
        try:
            slug = store.save_deck(self.game, self.draft.deck(), self.draft.slug)
        except store.DeckError as problem:
            self.say(t("decks.builder.not_saved", reason=problem.message), bad=True)
            return
        except OSError as exc:
            self.say(t("decks.builder.not_saved", reason=exc.strerror or str(exc)), bad=True)
            return
        self.draft.load(self.draft.deck(), slug)
        self.say(t("decks.builder.saved", name=self.draft.name))
        self._build()

    def _delete(self) -> None:
        if self.draft.slug is None:
            return
        if not self.armed_delete:
            self.armed_delete = True
            self._build()
            return
        self.armed_delete = False
        try:
            store.delete_deck(self.game, self.draft.slug)
        except store.DeckError as problem:
            self.say(t("load.delete_failed", error=problem.message), bad=True)
        except OSError as exc:
            self.say(t("load.delete_failed", error=exc.strerror or str(exc)), bad=True)
        else:
            self.say(t("decks.builder.deleted", name=self.draft.name))
            self.draft.slug, self.draft.saved_as = None, None
        self._build()

    def _back(self) -> None:
        """Leave; with changes not saved, only when asked twice."""
        unsaved = self.draft.changed and (self.draft.team or self.draft.cards)
        if unsaved and not self.armed_back:
            self.armed_back = True
            self.say(t("decks.builder.unsaved"), bad=True)
            self._build()
            return
        self.app.stack.pop()

    def default_path(self) -> Path:
        name = store.slug_of(self.draft.name or "deck")
        return home_folder() / f"{name}.txt"

    def _file(self) -> Path:
        """The path in the field (the default when it is empty); FileProblem when what was
        typed cannot name a file."""
        text = self.path_text.strip()
        return typed_path(text) if text else self.default_path()

    def _import(self) -> None:
        try:
            path = self._file()
            deck = store.import_deck(self.game, path)
        except Problem as problem:  # a DeckError, or a path that names no file
            self.say(problem.message, bad=True)
            return
        self.load(deck, None)
        self.say(t("decks.builder.imported", name=deck.name, file=path.name))

    def _export(self) -> None:
        try:
            path = self._file()
            store.check_deck(self.game, self.draft.deck())
            store.export_deck(self.game, self.draft.deck(), path)
        except Problem as problem:
            self.say(t("decks.builder.not_exported", reason=problem.message), bad=True)
            return
        self.path_text = str(path)
        self.path_field.value = self.path_text
        self.say(t("decks.builder.exported", file=str(path)))

    # -- events -----------------------------------------------------------------------------------
    def focus_order(self) -> list[Widget]:
        return self.widgets

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            typing = [w for w in self.widgets if isinstance(w, TextInput) and w.focused]
            if typing:
                for field in typing:
                    field.focused = False
                return True
            self._back()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.press is not None and not self.dragging:
                start = self.press[2]
                moved = abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1])
                self.dragging = moved >= DRAG_START
        if event.type == pygame.MOUSEWHEEL:
            return self._wheel(event.y)
        if self.focus.keyboard(event):
            return True
        if self.armed_delete and event.type == pygame.MOUSEBUTTONUP:
            delete = self.buttons[3]
            if not delete.rect.collidepoint(event.pos):
                self.armed_delete = False
                self._build()
        back = self.buttons[4].rect
        if self.armed_back and released_click(event) and not back.collidepoint(event.pos):
            self.armed_back = False
            self._build()
        if dispatch(self.widgets, event):
            return True
        return self._cards(event)

    def _wheel(self, step: int) -> bool:
        pos = self.pointer or (0, 0)
        if self.layout.grid.collidepoint(pos) and self.pages > 1:
            self._turn(-step)
            return True
        if self.layout.deck.collidepoint(pos):
            _, total = view.deck_rows(self.layout, self.draft, 0)
            self.scroll = max(0, min(self.scroll - step, total - 1))
            return True
        return False

    def _cards(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.card_at(event.pos)
            self.press = (hit[0], hit[1], event.pos) if hit is not None else None
            self.dragging = False
            return hit is not None
        if event.type != pygame.MOUSEBUTTONUP:
            return False
        if event.button == 3:
            hit = self.card_at(event.pos)
            if hit is None:
                return False
            self.remove(hit[1]) if hit[0] == "collection" else self.add(hit[1])
            return True
        if event.button != 1 or self.press is None:
            return False
        origin, code, _ = self.press
        dragged, self.press, self.dragging = self.dragging, None, False
        in_deck = self.layout.deck.collidepoint(event.pos)
        if origin == "collection" and (in_deck or not dragged):
            self.add(code)
        elif origin == "deck" and (not in_deck or not dragged):
            self.remove(code)
        return True

    # -- frame ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.note_left = max(0.0, self.note_left - dt)
        target = None
        if self.pointer is not None and not self.dragging:
            hit = self.card_at(self.pointer)
            target = (hit[1], hit[2]) if hit is not None else None
        if target is None:
            self.hover = None
        elif self.hover is None or self.hover[:2] != target:
            self.hover = (target[0], target[1], 0.0)
        else:
            self.hover = (target[0], target[1], self.hover[2] + dt)

    def draw(self, surface: pygame.Surface) -> None:
        size, layout = self.app.size, self.layout
        scale = layout.scale
        surface.blit(theme.felt_background(size), (0, 0))
        label = theme.text(t("decks.builder.name"), int(24 * scale), theme.INK)
        surface.blit(label, label.get_rect(midleft=(layout.top_bar.left, layout.top_bar.centery)))
        label = theme.text(t("decks.builder.file"), int(22 * scale), theme.INK)
        surface.blit(label, label.get_rect(midleft=(layout.bottom.left, layout.bottom.centery)))
        pressed = (
            self.press[1] if self.press is not None and self.press[0] == "collection" else None
        )
        slots = self.grid_slots()
        view.draw_grid(surface, self.art, layout, slots, self.draft, pressed)
        if not slots:
            words = theme.text(t("decks.builder.nothing_found"), int(24 * scale), theme.INK_DIM)
            surface.blit(words, words.get_rect(center=layout.grid.center))
        view.draw_pager(surface, layout, self.page, self.pages, len(self.shown))
        view.draw_deck_panel(surface, self.art, layout, self.draft, self.scroll, self.faces)
        for widget in self.widgets:
            widget.draw(surface)
        if not self.words_field.value and not self.words_field.focused:
            field = self.words_field.rect
            words = theme.shortened(t("decks.builder.search"), int(20 * scale), field.width - 16)
            hint = theme.text(words, int(20 * scale), (120, 120, 120))
            surface.blit(hint, hint.get_rect(midleft=(field.left + 8, field.centery)))
        if not self.path_field.value and not self.path_field.focused:
            field = self.path_field.rect
            words = t("decks.builder.file_hint", path=str(self.default_path()))
            words = theme.shortened(words, int(20 * scale), field.width - 16)
            hint = theme.text(words, int(20 * scale), (120, 120, 120))
            surface.blit(hint, hint.get_rect(midleft=(field.left + 8, field.centery)))
        self.focus.draw(surface)
        if self.note and self.note_left > 0:
            view.draw_note(surface, self.layout, self.note, self.note_bad)
        if self.dragging and self.press is not None and self.pointer is not None:
            image = self.art.face(self.press[1], layout.card_w)
            surface.blit(image, image.get_rect(center=self.pointer))
        elif self.hover is not None and self.hover[2] >= ZOOM_DELAY:
            view.draw_zoom(surface, self.art, self.hover[0], self.hover[1], size)

    def automation_items(self) -> list[dict]:
        items: list[dict] = []
        for widget in self.widgets:
            items.extend(widget.automation())
        for code, rect in self.grid_slots():
            items.append(self._card_item("collection", code, rect))
        for code, rect in self.deck_slots():
            items.append(self._card_item("deck", code, rect))
        items.append(
            view.check_item(self.draft, self.note if self.note_left > 0 else "", self.note_bad)
        )
        return items

    def _card_item(self, where: str, code: str, rect: pygame.Rect) -> dict:
        return {
            "id": f"{where}:{code}",
            "kind": f"{where}-card",
            "card": code,
            "rect": list(rect),
            "enabled": True,
            "label": self.faces[code].name,
            "count": self.draft.count(code),
        }

"""The decks to open in the deck builder: the game's starters, then the player's own decks;
a deck file that cannot be used is listed with why, and may be deleted (Delete asks once
more, "Sure?")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from game.engine.decks import Deck
from game.i18n import t
from game.persist import decks as store
from game.ui.scenes.paged_list import PagedListScene
from game.ui.widgets import Button
from game.userfiles import shown_name


class DeckEntry(NamedTuple):
    """One row of the list: a starter (no slug, cannot be deleted) or a deck file."""

    widget_id: str
    name: str
    deck: Deck | None  # None: the file cannot be used, and the row cannot be opened
    detail: str
    slug: str | None


class DeckListScene(PagedListScene[DeckEntry]):
    """Opening a deck hands it (and its slug, for the player's own) to `on_open`, and goes
    back to the deck builder."""

    def __init__(self, app, game: str, on_open: Callable[[Deck, str | None], None]):
        super().__init__(app)
        self.game, self.on_open = game, on_open
        self.rules = store.rules_of(game)
        self.folder_note: store.DeckError | None = None  # read with the entries

    def title(self) -> str:
        return t("decks.list.title")

    def subtitle(self) -> str:
        """What the last action did; else why the player's decks cannot be listed, if so."""
        if self.note:
            return self.note
        return self.folder_note.message if self.folder_note is not None else ""

    def read_entries(self) -> list[DeckEntry]:
        entries = [
            DeckEntry(f"starter-{sid}", deck.name, deck, t("decks.list.starter"), None)
            for sid, deck in self.rules.starters.items()
        ]
        self.folder_note = store.folder_problem(self.game)
        for info in store.list_decks(self.game):
            detail = info.error or t("decks.list.mine")
            entry_id = f"deck-{shown_name(info.slug)}"
            entries.append(DeckEntry(entry_id, info.name, info.deck, detail, info.slug))
        return entries

    def make_row(self, entry: DeckEntry) -> tuple[Button, Sequence[Button | None]]:
        row = Button(entry.widget_id, entry.name, lambda: self._open(entry), primary=False)
        row.detail = entry.detail
        row.enabled = entry.deck is not None
        slug = entry.slug
        return row, (None if slug is None else self.delete_button(shown_name(slug), entry),)

    def remove(self, entry: DeckEntry) -> str:
        assert entry.slug is not None  # a starter has no Delete
        try:
            store.delete_deck(self.game, entry.slug)
        except store.DeckError as problem:  # the folder cannot be used any more
            return t("load.delete_failed", error=problem.message)
        return t("decks.list.deleted", name=entry.name)

    def _open(self, entry: DeckEntry) -> None:
        if entry.deck is None:
            return
        self.app.stack.pop()
        self.on_open(entry.deck, entry.slug)

"""The deck builder, driven through the real app's frames: the collection and its filters,
cards in and out by click and by drag, every rule broken shown as it changes, saving, opening,
deleting, import and export; and New game giving each seat of a deck game its deck."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
import pytest
from ui_driver import center

import game.ui.scenes.title as title_module
import game.ui.tables as tables
from game.engine.decks import Deck
from game.persist import decks as store
from game.ui.scenes.deck_builder import DeckBuilderScene
from game.ui.scenes.deck_list import DeckListScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.title import TitleScene

GAME = "kmon"


@pytest.fixture
def builder(new_app):
    driver = new_app()
    scene = driver.open(DeckBuilderScene(driver.app, GAME))
    return driver, scene


def starter(name: str = "ember-rush") -> Deck:
    return store.rules_of(GAME).starters[name]


def shown(driver) -> list[str]:
    return [item["card"] for item in driver.items("collection-card")]


def choose(driver, choice_id: str, value) -> None:
    """Step a chooser until it shows `value`."""
    for _ in range(30):
        scene = driver.top
        widgets = scene.focus_order()
        widget = next(w for w in widgets if w.id == choice_id)
        if widget.value == value:
            return
        driver.press(f"{choice_id}:next")
    raise AssertionError(f"{choice_id} never showed {value!r}")


def test_the_title_screen_opens_the_deck_builder(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-decks")
    assert isinstance(driver.top, DeckBuilderScene) and driver.top.game == GAME
    assert shown(driver)[0] == "frostling"  # the team's kind first
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)


def test_the_filters_show_what_they_say(builder):
    driver, scene = builder
    faces = scene.faces
    everything = scene.collection.codes
    assert len(everything) == len(faces) and len(shown(driver)) == scene.layout.per_page
    choose(driver, "filter-element", "fire")
    fire = scene.shown
    assert fire and all("fire" in (faces[c].elements or (faces[c].element,)) for c in fire)
    assert "scorchback" in fire and "emberkit" in fire and "quarrox" in fire  # secondary too
    choose(driver, "filter-kind", "ability")
    assert scene.shown and all(
        faces[c].kind == "ability" and faces[c].element == "fire" for c in scene.shown
    )
    choose(driver, "filter-cost", 1)
    assert scene.shown and all(faces[c].cost == 1 for c in scene.shown)
    choose(driver, "filter-element", None)
    choose(driver, "filter-kind", None)
    choose(driver, "filter-cost", None)
    driver.click(center(driver.item("filter-words")))
    driver.type_text("bench")  # words of the rules text
    assert scene.shown and all("bench" in faces[c].text.casefold() for c in scene.shown)
    assert set(shown(driver)) <= set(scene.shown)
    driver.type_text("zzz")
    assert scene.shown == [] and shown(driver) == []


def test_cards_go_in_and_out_by_click_right_click_and_drag(builder):
    driver, scene = builder
    first = driver.item("collection:frostling")
    driver.click(center(first))
    assert scene.draft.team == ["frostling"] and driver.item("deck:frostling")["count"] == 1
    driver.click(center(driver.item("collection:frostling")))  # a K-Mon is in a team once
    assert scene.draft.team == ["frostling"] and "already" in scene.note
    driver.click(center(driver.item("deck:frostling")))  # a click in the deck takes it out
    assert scene.draft.team == []
    driver.drag(center(driver.item("collection:glacimaw")), scene.layout.deck.center)
    assert scene.draft.team == ["glacimaw"]
    driver.drag(center(driver.item("deck:glacimaw")), scene.layout.grid.center)
    assert scene.draft.team == []
    # A drag that ends where it began, away from the deck, puts nothing in.
    driver.drag(center(driver.item("collection:glacimaw")), (scene.layout.grid.left + 2, 5))
    assert scene.draft.team == []
    choose(driver, "filter-kind", "ability")
    code = shown(driver)[0]
    for _ in range(3):
        driver.click(center(driver.item(f"collection:{code}")))
    assert scene.draft.cards[code] == 3 and driver.item(f"collection:{code}")["count"] == 3
    spot = center(driver.item(f"collection:{code}"))
    driver.move(spot)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=spot, button=3)
    driver.post(pygame.MOUSEBUTTONUP, pos=spot, button=3)
    driver.frame()
    assert scene.draft.cards[code] == 2


def test_the_deck_is_checked_at_every_change_with_every_reason(builder):
    driver, scene = builder
    words = lambda: [store.problem_words(GAME, p).message for p in scene.draft.problems()]  # noqa: E731
    assert words() and "exactly 3 K-Mon, not 0" in words()[0]
    scene.load(starter(), None)
    driver.frame()
    assert scene.draft.problems() == []
    for code in ("wa1", "t4", "t6"):  # a water card, and a sixth item
        scene.add(code)
    driver.frame()
    assert words() == [
        "A deck has at most 5 items: this one has 6.",
        "The card Water Jet is of an element (Water) that no K-Mon of the team has.",
    ]
    scene.remove("wa1")
    scene.remove("t6")
    assert scene.draft.problems() == []


def test_a_deck_is_saved_from_the_builder_opened_again_and_deleted(builder):
    driver, scene = builder
    scene.load(starter(), None)
    driver.click(center(driver.item("deck-name")))
    for _ in range(20):
        driver.key(pygame.K_BACKSPACE)
    driver.type_text("Hot Hand")
    driver.press("btn-save")
    (info,) = store.list_decks(GAME)
    assert info.name == "Hot Hand" and scene.draft.slug == info.slug
    assert Counter(info.deck.cards) == Counter(starter().cards)
    assert "saved" in scene.note
    scene.add("fa1")  # saved over the same file
    driver.press("btn-save")
    assert (
        store.load_deck(GAME, info.slug).cards.count("fa1") == Counter(starter().cards)["fa1"] + 1
    )
    driver.click(center(driver.item("deck-name")))
    driver.type_text(" 2")  # a new name: the same deck, its file renamed
    driver.press("btn-save")
    (info,) = store.list_decks(GAME)
    assert info.name == "Hot Hand 2" and info.slug == "hot-hand-2" == scene.draft.slug
    driver.press("btn-new")
    assert scene.draft.team == [] and scene.draft.slug is None
    driver.press("btn-save")  # nothing to save: why, on red
    assert scene.note_bad and len(store.list_decks(GAME)) == 1
    driver.press("btn-open")
    assert isinstance(driver.top, DeckListScene)
    assert driver.has_item("starter-ember-rush")
    driver.press(f"deck-{info.slug}")
    assert driver.top is scene and scene.draft.name == "Hot Hand 2"
    driver.press("btn-delete")
    assert store.list_decks(GAME)  # asked once more first
    driver.press("btn-delete")
    assert store.list_decks(GAME) == [] and scene.draft.slug is None


def test_an_illegal_deck_is_not_saved_and_says_why(builder):
    driver, scene = builder
    scene.load(Deck("Short", starter().team, starter().cards[:5]), None)
    driver.press("btn-save")
    assert scene.note_bad and "at least 24 cards" in scene.note
    assert store.list_decks(GAME) == []


def test_a_starter_is_a_base_for_a_deck_of_ones_own(builder):
    driver, scene = builder
    driver.press("btn-open")
    driver.press("starter-tidal-grove")
    assert scene.draft.name == "Tidal Grove" and scene.draft.slug is None
    driver.press("btn-save")
    assert [info.name for info in store.list_decks(GAME)] == ["Tidal Grove"]


def test_a_broken_deck_file_is_listed_with_why_and_cannot_be_opened(builder):
    driver, _ = builder
    (store.decks_dir(GAME) / "oops.json").write_text("{", encoding="utf-8")
    driver.press("btn-open")
    row = driver.item("deck-oops")
    assert not row["enabled"] and "oops.json" in row["detail"]
    driver.press("delete-oops")
    driver.press("delete-oops")
    assert not driver.has_item("deck-oops")


def test_export_and_import_through_the_path_field(builder, tmp_path):
    driver, scene = builder
    path = tmp_path / "grove.txt"
    scene.load(starter("tidal-grove"), None)
    driver.click(center(driver.item("file-path")))
    driver.type_text(str(path))
    driver.press("btn-export")
    assert path.is_file() and "name: Tidal Grove" in path.read_text(encoding="utf-8")
    driver.press("btn-new")
    driver.press("btn-import")
    assert scene.draft.name == "Tidal Grove" and scene.draft.problems() == []
    path.write_text("name: Bad\n1 Nobody\n", encoding="utf-8")
    driver.press("btn-import")
    assert scene.note_bad and "line 2" in scene.note and scene.draft.name == "Tidal Grove"


@pytest.mark.parametrize("typed", ["~nosuchuser/deck.txt", "~", "a\x00b", "/", "/no/such/dir/x"])
def test_any_path_typed_ends_import_and_export_in_words(builder, typed):
    driver, scene = builder
    scene.load(starter("tidal-grove"), None)
    scene.path_text = typed
    for button in ("btn-import", "btn-export"):
        scene.note = ""
        driver.press(button)
        assert scene.note_bad and scene.note, button
    assert scene.draft.name == "Tidal Grove"


def test_without_a_home_folder_the_builder_still_draws_and_exports(builder, monkeypatch, tmp_path):
    def no_home():
        raise RuntimeError("Could not determine home directory.")

    driver, scene = builder
    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    monkeypatch.chdir(tmp_path)
    scene.load(starter("tidal-grove"), None)
    driver.frame()
    driver.press("btn-export")
    assert not scene.note_bad and (tmp_path / "tidal-grove.txt").is_file()


def test_leaving_with_changes_not_saved_asks_twice(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-decks")
    scene = driver.top
    driver.click(center(driver.item("collection:frostling")))
    driver.press("btn-back")
    assert driver.top is scene and scene.note_bad and "not saved" in scene.note
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)


def test_resting_on_a_card_shows_it_large(builder):
    driver, scene = builder
    item = driver.item("collection:frostling")
    driver.move(center(item))
    driver.frames(40)
    assert scene.hover is not None and scene.hover[0] == "frostling" and scene.hover[2] > 0.35


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_builder_fits_the_window(new_app, size):
    driver = new_app(window_size=size)
    scene = driver.open(DeckBuilderScene(driver.app, GAME))
    screen = pygame.Rect(0, 0, *size)
    for item in driver.items():
        assert screen.contains(pygame.Rect(item["rect"])), item["id"]
    cards = [pygame.Rect(i["rect"]) for i in driver.items("collection-card")]
    assert all(scene.layout.grid.contains(rect) for rect in cards)
    assert not any(a.colliderect(b) for n, a in enumerate(cards) for b in cards[n + 1 :])


# -- New game ----------------------------------------------------------------------------------
def test_new_game_gives_each_seat_its_deck(new_app, monkeypatch):
    monkeypatch.setattr(tables, "NOT_YET_AT_THE_TABLE", frozenset())
    slug = store.save_deck(GAME, Deck("Hot Hand", starter().team, starter().cards))
    started = []
    monkeypatch.setattr(title_module, "open_new", lambda app, *args: started.append(args))
    driver = new_app()
    scene = driver.open(NewGameScene(driver.app, GAME))
    assert scene.ruleset.id == GAME
    # Each seat, a computer's too, brings a starter at first; the player's decks are offered.
    labels = [label for _, label in next(w for w in scene.right if w.id == "deck-2").options]
    assert "Hot Hand" in labels and "Ember Rush (starter)" in labels
    assert [seat.setup for seat in scene.seats()] == [
        {"deck": "ember-rush"},
        {"deck": "tidal-grove"},
    ]
    choose(driver, "deck-2", ("mine", slug))
    driver.press("btn-start")
    (ruleset_id, options, seats, seed) = started[0]
    assert ruleset_id == GAME and seats[0].setup == {"deck": "ember-rush"}
    assert seats[1].kind == "ai" and seats[1].setup["deck"]["name"] == "Hot Hand"
    assert Counter(seats[1].setup["deck"]["cards"]) == Counter(starter().cards)
    assert scene.ruleset.check_seat_setup([s.setup for s in seats], 2)  # the game takes them
    # The screen opens with the decks last chosen; one deleted since gives way to a starter.
    again = driver.open(NewGameScene(driver.app, GAME))
    assert [seat.setup["deck"] for seat in again.seats()][0] == "ember-rush"
    assert again.deck_choice(1) == ("mine", slug)
    store.delete_deck(GAME, slug)
    assert driver.open(NewGameScene(driver.app, GAME)).deck_choice(1) == ("starter", "tidal-grove")


def test_a_game_without_decks_gives_no_deck_choice(new_app):
    driver = new_app()
    scene = driver.open(NewGameScene(driver.app, "uno"))
    assert not any(w.id.startswith("deck-") for w in scene.right)
    assert all(seat.setup == {} for seat in scene.seats())

"""Folders and names the app did not make: a decks folder that cannot be one, and deck and
save files whose names are not UTF-8. Each list still opens and draws, says what is wrong in
words, and what can be opened or deleted still can; saving a deck where it cannot be saved
says so and loses nothing."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from ui_driver import Driver

from game.engine.registry import get
from game.persist import decks as store
from game.persist.paths import data_dir, saves_dir
from game.persist.saves import SavedGame, Seat, save_game
from game.ui.scenes.deck_builder import DeckBuilderScene
from game.ui.scenes.deck_list import DeckListScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.title import TitleScene

GAME = "kmon"


def odd_name(raw: bytes) -> str:
    """A file name as Python holds one that is not UTF-8 (undecodable bytes as surrogates)."""
    return os.fsdecode(raw)


def _press(driver: Driver, widget_id: str) -> None:
    (item,) = [i for i in driver.top.automation_items() if i["id"] == widget_id]
    x, y, w, h = item["rect"]
    driver.click((x + w // 2, y + h // 2))


def _ids(driver: Driver) -> list[str]:
    return [item["id"] for item in driver.top.automation_items()]


@pytest.fixture
def builder(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    scene = driver.open(DeckBuilderScene(driver.app, GAME))
    return driver, scene


# -- the decks folder ------------------------------------------------------------------------
def _in_the_way(kind: str) -> tuple[Path, bytes | str]:
    """Something where the decks folder should be: what it is, and how to tell it is intact."""
    decks = data_dir() / "decks"
    if kind == "decks is a file":
        decks.write_text("not a folder", encoding="utf-8")
        return decks, decks.read_bytes()
    decks.mkdir()
    place = decks / GAME
    if kind == "kmon is a file":
        place.write_text("not a folder", encoding="utf-8")
        return place, place.read_bytes()
    place.symlink_to(decks / "gone")
    return place, os.readlink(place)


def _intact(place: Path, was: bytes | str) -> bool:
    return (os.readlink(place) if place.is_symlink() else place.read_bytes()) == was


KINDS = ["decks is a file", "kmon is a file", "a link to nowhere"]


@pytest.mark.parametrize("kind", KINDS)
def test_open_lists_the_starters_and_says_why_the_decks_folder_cannot_be_used(builder, kind):
    driver, scene = builder
    place, was = _in_the_way(kind)
    driver.press("btn-open")
    listing = driver.top
    assert isinstance(listing, DeckListScene)
    driver.frames(2)
    assert "starter-tidal-grove" in _ids(driver)
    assert "Your decks folder" in listing.subtitle() and "cannot be used" in listing.subtitle()
    driver.press("starter-tidal-grove")
    assert driver.top is scene and scene.draft.name == "Tidal Grove"
    assert _intact(place, was)


@pytest.mark.parametrize("kind", KINDS)
def test_saving_where_decks_cannot_be_saved_says_why_and_keeps_the_deck(builder, kind):
    driver, scene = builder
    place, was = _in_the_way(kind)
    scene.load(store.rules_of(GAME).starters["tidal-grove"], None)
    scene.draft.name = "Mine"
    driver.press("btn-save")
    assert scene.note_bad and scene.note.startswith("Not saved: Your decks folder")
    assert scene.draft.name == "Mine" and scene.draft.slug is None and scene.draft.changed
    driver.frames(2)
    assert _intact(place, was)


# -- names that are not UTF-8 ----------------------------------------------------------------
def _deck_file(raw: bytes, content: str) -> Path:
    path = store.decks_dir(GAME) / odd_name(raw)
    path.write_text(content, encoding="utf-8")
    return path


def test_deck_files_named_in_bytes_that_are_not_utf8_are_listed_opened_and_deleted(builder):
    driver, scene = builder
    deck = store.rules_of(GAME).starters["ember-rush"]
    good = _deck_file(b"\xff.json", json.dumps(store.deck_to_data(GAME, deck)))
    broken = _deck_file(b"br\xfeoken\x1b.json", "{")
    driver.press("btn-open")
    driver.frames(2)  # drawn: the names are shown with escapes
    (row,) = [i for i in driver.top.automation_items() if i["id"] == "deck-br\\xfeoken\\x1b"]
    assert row["label"] == "br\\xfeoken\\x1b" and "br\\xfeoken\\x1b.json" in row["detail"]
    _press(driver, "delete-br\\xfeoken\\x1b")
    _press(driver, "delete-br\\xfeoken\\x1b")
    driver.frames(2)
    assert not broken.exists() and good.exists()
    _press(driver, "deck-\\xff")
    assert driver.top is scene and scene.draft.name == deck.name
    assert scene.draft.slug == odd_name(b"\xff")
    driver.press("btn-delete")
    driver.press("btn-delete")
    assert not good.exists()


def _save_named(raw: bytes) -> Path:
    ruleset = get("uno")
    options = ruleset.resolve_options({})
    state, _ = ruleset.new_game(options, 2, 7)
    seats = [Seat("Ana", "human"), Seat("Bo", "human")]
    made = save_game("plain", SavedGame("uno", options, seats, 7, [], ruleset.to_data(state)))
    path = saves_dir() / odd_name(raw)
    made.rename(path)
    return path


def test_saves_named_in_bytes_that_are_not_utf8_are_listed_opened_and_deleted(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    kept = _save_named(b"\xff\xfe.json")
    gone = _save_named(b"old\x00"[:-1] + b"\x1b\xc3.json")
    load = driver.open(LoadScene(driver.app))
    driver.frames(2)
    assert {"save-\\xff\\xfe", "save-old\\x1b\\xc3"} <= set(_ids(driver))
    _press(driver, "delete-old\\x1b\\xc3")
    _press(driver, "delete-old\\x1b\\xc3")
    driver.frames(2)
    assert not gone.exists() and kept.exists() and "old\\x1b\\xc3" in load.note
    _press(driver, "save-\\xff\\xfe")
    driver.frames(3)
    assert driver.top is not load  # the game is open at its table


@pytest.mark.parametrize("words", ["a\udcffb", "nul\x00in", "\ud800", "fine"])
def test_any_words_are_drawn_and_measured(new_app, words):
    from game.ui import theme

    new_app()  # fonts need the display set up
    assert theme.text(words, 20).get_width() > 0
    assert theme.font(20).size(words)[0] > 0
    assert theme.wrap(words, 20, 200)

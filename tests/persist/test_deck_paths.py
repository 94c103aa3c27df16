"""A deck's text file at a path the player types: whatever is typed, and whatever is found
there, Import and Export end in words; Export replaces a regular file and nothing else (never a
folder, a link or what it points at, a pipe), never waits on a pipe, and writes atomically."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from game.persist import decks as store
from game.persist.typed_path import home_folder, typed_path
from game.problems import FileProblem

GAME = "kmon"


@pytest.fixture
def deck():
    return store.rules_of(GAME).starters["ember-rush"]


def _within(seconds: float, work):
    """`work()`'s outcome (its value, or the exception it raised), failing the test when it
    does not end in time (a pipe opened for reading or writing waits forever)."""
    outcome: list = []

    def run() -> None:
        try:
            outcome.append(work())
        except Exception as exc:  # noqa: BLE001 - the test looks at it
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    assert outcome, f"still waiting after {seconds} s"
    return outcome[0]


@pytest.mark.parametrize("typed", ["~nosuchuser/deck.txt", "~no_such_user_at_all", "~x/"])
def test_the_home_of_a_user_that_does_not_exist_is_named_in_words(typed):
    with pytest.raises(FileProblem) as raised:
        typed_path(typed)
    assert "a user this computer does not have" in raised.value.message
    assert typed.split("/")[0][1:] in raised.value.message


@pytest.mark.parametrize("typed", ["a\x00b.txt", "deck\n.txt", "\x1b[2J", "", "   "])
def test_a_path_holding_no_path_is_refused_in_words(typed):
    with pytest.raises(FileProblem) as raised:
        typed_path(typed)
    assert "cannot be used" in raised.value.message


def test_a_path_of_ones_own_home_is_expanded():
    assert typed_path("~/deck.txt") == Path.home() / "deck.txt"
    assert typed_path("  /tmp/x.txt ") == Path("/tmp/x.txt")


def test_a_computer_without_a_home_folder_still_offers_a_place(monkeypatch):
    def no_home() -> Path:
        raise RuntimeError("Could not determine home directory.")

    monkeypatch.setattr(Path, "home", staticmethod(no_home))
    assert home_folder() == Path(".")


def _refused_export(deck, path: Path, words: str) -> None:
    with pytest.raises(store.DeckError) as raised:
        store.export_deck(GAME, deck, path)
    assert words in raised.value.message, raised.value.message
    assert raised.value.message.startswith("The file cannot be written")


def test_export_refuses_a_folder_and_leaves_it(deck, tmp_path):
    folder = tmp_path / "decks"
    folder.mkdir()
    (folder / "inside.txt").write_text("kept", encoding="utf-8")
    _refused_export(deck, folder, "it is a folder")
    assert (folder / "inside.txt").read_text(encoding="utf-8") == "kept"


@pytest.mark.parametrize("target_exists", [True, False])
def test_export_never_follows_or_replaces_a_link(deck, tmp_path, target_exists):
    target = tmp_path / "precious.txt"
    if target_exists:
        target.write_text("precious", encoding="utf-8")
    link = tmp_path / "deck.txt"
    link.symlink_to(target)
    _refused_export(deck, link, "it is a link")
    assert link.is_symlink() and os.readlink(link) == str(target)
    if target_exists:
        assert target.read_text(encoding="utf-8") == "precious"
    else:
        assert not target.exists()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_export_and_import_never_wait_on_a_pipe(deck, tmp_path):
    pipe = tmp_path / "deck.txt"
    os.mkfifo(pipe)
    refused = _within(5, lambda: store.export_deck(GAME, deck, pipe))
    assert isinstance(refused, store.DeckError) and "not a regular file" in refused.message
    refused = _within(5, lambda: store.import_deck(GAME, pipe))
    assert isinstance(refused, store.DeckError) and "it is not a file" in refused.message
    assert pipe.exists() and not pipe.is_file()


@pytest.mark.parametrize(
    ("where", "words"),
    [
        (lambda tmp: tmp / "no" / "such" / "folder" / "deck.txt", "there is no folder"),
        (lambda tmp: tmp / "file.txt" / "deck.txt", "the system refused it"),
        (lambda tmp: tmp / ("x" * 300 + ".txt"), "the system refused it"),
        (lambda tmp: tmp / ("y/" * 3000 + "deck.txt"), "the system refused it"),
    ],
)
def test_export_to_a_place_that_cannot_be_written_says_why(deck, tmp_path, where, words):
    (tmp_path / "file.txt").write_text("a file", encoding="utf-8")
    _refused_export(deck, where(tmp_path), words)
    assert not (tmp_path / "no").exists()  # no folder was made on the way
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file.txt"]


def test_export_replaces_a_regular_file_atomically(deck, tmp_path):
    path = tmp_path / ("long-" * 48 + ".txt")  # a name of 245 characters still takes a temporary
    path.write_text("old", encoding="utf-8")
    store.export_deck(GAME, deck, path)
    assert store.import_deck(GAME, path).name == deck.name
    assert [p.name for p in tmp_path.iterdir()] == [path.name]


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda tmp: tmp, "it is not a file"),
        (lambda tmp: tmp / "nothing.txt", "There is no file"),
        (lambda tmp: tmp / ("z" * 300 + ".txt"), "could not be read"),
        (lambda tmp: Path(str(tmp) + "/a\x00b.txt"), "could not be read"),
    ],
)
def test_import_from_a_place_that_holds_no_deck_says_why(tmp_path, make, words):
    with pytest.raises(store.DeckError) as raised:
        store.import_deck(GAME, make(tmp_path))
    assert words in raised.value.message


def test_a_path_from_a_home_the_system_cannot_name_is_refused_in_words(monkeypatch):
    monkeypatch.delenv("HOME", raising=False)
    monkeypatch.delenv("USERPROFILE", raising=False)
    monkeypatch.setattr("pwd.getpwuid", lambda uid: (_ for _ in ()).throw(KeyError(uid)))
    with pytest.raises(FileProblem) as raised:
        typed_path("~/deck.txt")
    assert "does not say which folder is your home" in raised.value.message
    assert home_folder() == Path(".")

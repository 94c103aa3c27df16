"""Files damaged by accident or built to hurt: each gives a message, and the app goes on.

Every case here once crashed the app (a traceback, or the app not starting). Each now ends in
words a player can read, with the file kept where it was or set aside beside it.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_saves import played_game

from game.persist.atomic import STALE_AFTER_SECONDS, write_text_atomic
from game.persist.last_setup import last_setup_path, load_last_setup
from game.persist.paths import config_dir, data_dir, folder_problems, saves_dir
from game.persist.save_list import list_saves
from game.persist.saves import SaveError, load_game, save_game
from game.persist.settings import Settings, load_settings_with_warnings, settings_path
from game.persist.stats import load_stats, record_game, stats_path
from game.userfiles import is_plain_text


def _saved_then(change) -> Path:
    """A real save whose decoded data `change` edits; the file's path."""
    path = save_game("victim", played_game())
    data = json.loads(path.read_text(encoding="utf-8"))
    text = change(data)
    path.write_text(text if isinstance(text, str) else json.dumps(data), encoding="utf-8")
    return path


def _refused_everywhere(path: Path, words: str) -> None:
    """Loading the save says `words`; the load screen's row says it too; the file is kept."""
    before = path.read_bytes()
    with pytest.raises(SaveError) as raised:
        load_game(path)
    assert words in raised.value.message
    (row,) = [info for info in list_saves() if info.path == path]
    assert row.error is not None and words in row.error
    assert path.read_bytes() == before


def test_a_save_with_an_integer_of_thousands_of_digits():
    path = _saved_then(lambda data: json.dumps(data).replace('"seed": 5', '"seed": ' + "9" * 5000))
    _refused_everywhere(path, "a number of more than 50 digits")


def test_a_save_nested_hundreds_of_levels_deep():
    def nest(data):
        data["state"]["extra"] = json.loads("[" * 400 + "]" * 400)

    _refused_everywhere(_saved_then(nest), "more than 32 levels deep")


def test_a_save_nested_deeper_than_the_decoder_goes():
    path = _saved_then(
        lambda data: json.dumps(data)[:-1] + ', "x": ' + "[" * 50_000 + "]" * 50_000 + "}"
    )
    _refused_everywhere(path, "levels deep")


def test_a_save_whose_round_is_beyond_any_number():
    path = _saved_then(lambda data: json.dumps(data).replace('"round": ', '"round": 1e400, "r": '))
    _refused_everywhere(path, "a number too large to be real")


@pytest.mark.parametrize("name", ["A\u0000B", "\ud800", "Ann\nBob", "x" * 41, ""])
def test_a_seat_name_that_cannot_be_shown_is_refused(name):
    def rename(data):
        data["seats"][0]["name"] = name

    path = _saved_then(rename)
    with pytest.raises(SaveError) as raised:
        load_game(path)
    assert "seats[0]" in raised.value.message or "character" in raised.value.message
    (row,) = list_saves()  # listed without the name it could not draw
    assert row.error is not None or row.names[0] == "?"


def test_the_refusal_says_what_to_do_with_the_file():
    path = _saved_then(lambda data: "{")
    with pytest.raises(SaveError) as raised:
        load_game(path)
    assert "line 1" in raised.value.message
    assert str(saves_dir()) in raised.value.advice and "nothing was deleted" in raised.value.advice


# -- the app's own small files -----------------------------------------------------------------
HOSTILE_TEXTS = {
    "nested": "[" * 5000 + "]" * 5000,
    "nested object": '{"a":' * 300 + "1" + "}" * 300,
    "huge integer": '{"volume": ' + "1" * 5000 + "}",
    "infinity": '{"volume": 1e400}',
    "nan": '{"volume": NaN}',
    "nul": '{"language": "e\\u0000n"}',
    "surrogate": '{"language": "\\udc80"}',
}


@pytest.mark.parametrize("case", HOSTILE_TEXTS)
def test_hostile_settings_give_the_defaults_and_are_kept_aside(case):
    settings_path().write_text(HOSTILE_TEXTS[case], encoding="utf-8")
    settings, warnings = load_settings_with_warnings()
    assert settings.window_size == Settings().window_size and len(warnings) == 1
    assert "settings.damaged-" in warnings[0].message
    kept = list(settings_path().parent.glob("settings.damaged-*.json"))
    assert [k.read_text(encoding="utf-8") for k in kept] == [HOSTILE_TEXTS[case]]


@pytest.mark.parametrize("case", HOSTILE_TEXTS)
def test_a_hostile_last_setup_gives_an_empty_form(case):
    last_setup_path().write_text(HOSTILE_TEXTS[case], encoding="utf-8")
    setup = load_last_setup()
    assert setup.ruleset is None and setup.problem is not None
    assert "could not be used" in setup.problem.message


@pytest.mark.parametrize("case", HOSTILE_TEXTS)
def test_hostile_statistics_are_reported_then_kept_aside(case):
    stats_path().write_text(HOSTILE_TEXTS[case], encoding="utf-8")
    stats = load_stats()
    assert stats.records == () and stats.problem is not None and stats.problem.message
    note = record_game("uno", [("Ann", True)])
    assert "counting starts again" in note
    assert load_stats().records[0].played == 1


def test_statistics_counting_more_games_than_can_be_are_refused():
    record = {"name": "A", "ruleset": "uno", "played": 10**40, "won": 0}
    stats_path().write_text(json.dumps({"format": 1, "records": [record]}), encoding="utf-8")
    assert "more games than can be" in load_stats().problem.message


# -- the folders ---------------------------------------------------------------------------------
def test_a_file_where_the_data_folder_should_be(user_home: Path):
    (user_home / "data").write_text("not a folder", encoding="utf-8")
    folder = data_dir()
    assert folder.is_dir() and folder != user_home / "data"
    save_game("still-works", played_game())  # saves go to the stand-in for this run
    assert [info.slot for info in list_saves()] == ["still-works"]
    (problem,) = [p for p in folder_problems() if str(user_home / "data") in p.message]
    assert "is a file, not a folder" in problem.message
    assert (user_home / "data").read_text(encoding="utf-8") == "not a folder"


def test_a_dangling_link_where_the_saves_folder_should_be(user_home: Path):
    (user_home / "data").mkdir()
    (user_home / "data" / "saves").symlink_to(user_home / "nowhere")
    assert saves_dir().is_dir()
    save_game("still-works", played_game())
    assert any(
        f"{user_home / 'data' / 'saves'} is a link that leads nowhere" in p.message
        for p in folder_problems()
    )
    assert (user_home / "data" / "saves").is_symlink()


def test_a_file_where_the_config_folder_should_be(user_home: Path):
    (user_home / "config").write_text("", encoding="utf-8")
    assert config_dir().is_dir()
    assert load_settings_with_warnings()[0].window_size == Settings().window_size


def test_a_save_killed_halfway_leaves_no_temporary_for_good():
    folder = saves_dir()
    old = folder / ".autosave.json.abc123.tmp"
    old.write_text('{"half": ', encoding="utf-8")
    stale = time.time() - STALE_AFTER_SECONDS - 60
    os.utime(old, (stale, stale))
    young = folder / ".other.json.def456.tmp"
    young.write_text("{", encoding="utf-8")  # maybe being written right now: left alone
    write_text_atomic(folder / "keep.txt", "mine")
    list_saves()
    assert not old.exists() and young.exists() and (folder / "keep.txt").exists()


# -- any damage at all: read, or refused in words -----------------------------------------------
EXAMPLE = Path(__file__).resolve().parents[2] / "saves" / "examples" / "uno-4p-format2.json"
HOSTILE_PIECES = [
    b"9" * 60,
    b"1e400",
    b"NaN",
    b"[" * 40,
    b"]",
    b"{",
    b"}",
    b'"\\u0000"',
    b'"\\ud800"',
    b",",
    b'"' + b"x" * 12000 + b'"',
    b"null",
    b"true",
    b"-1",
    b"\xff",
    b"\n",
    b'"p9: draw"',
]


@st.composite
def damaged(draw, original: bytes) -> bytes:
    """`original` with a few of its bytes cut, replaced or added to."""
    data = original
    for _ in range(draw(st.integers(1, 3))):
        start = draw(st.integers(0, len(data)))
        end = draw(st.integers(start, min(len(data), start + 80)))
        piece = draw(st.sampled_from(HOSTILE_PIECES) | st.binary(max_size=12))
        data = data[:start] + piece + data[end:]
    return data


@settings(max_examples=120, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=damaged(EXAMPLE.read_bytes()))
def test_a_damaged_save_loads_or_is_refused_in_words(data):
    path = saves_dir() / "fuzzed.json"
    path.write_bytes(data)
    for info in list_saves():
        assert info.error is None or info.error.encode("utf-8")
        assert all(is_plain_text(name) for name in info.names)
    try:
        load_game(path)
    except SaveError as error:
        assert error.message and error.advice
    assert path.read_bytes() == data


OWN_FILES = {
    "settings": b'{"window_size": [1280, 800], "volume": 0.8, "language": "es"}',
    "stats": b'{"format": 1, "records": [{"name": "A", "ruleset": "uno", "played": 3, "won": 1}]}',
    "last_setup": b'{"ruleset": "uno", "players": 3, "seats": [{"name": "Ann", "kind": "human", '
    b'"level": null}], "options": {"uno": {"mode": "normal"}}}',
}


@settings(max_examples=150, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(which=st.sampled_from(sorted(OWN_FILES)), data=st.data())
def test_the_apps_own_files_read_or_are_set_aside_in_words(which, data):
    content = data.draw(damaged(OWN_FILES[which]))
    path = {"settings": settings_path, "stats": stats_path, "last_setup": last_setup_path}[which]()
    for old in path.parent.glob("*.damaged-*"):
        old.unlink()
    path.write_bytes(content)
    if which == "settings":
        _, problems = load_settings_with_warnings()
    elif which == "stats":
        problem = load_stats().problem
        problems = [problem] if problem else []
        record_game("uno", [("Ann", True)])
    else:
        problem = load_last_setup().problem
        problems = [problem] if problem else []
    assert all(problem.message.encode("utf-8") for problem in problems)
    kept = list(path.parent.glob("*.damaged-*"))
    assert path.exists() or [k.read_bytes() for k in kept] == [content]  # never just gone

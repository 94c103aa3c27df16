"""The New game screen's memory: written whole, read forgivingly, part by part."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from game.persist.last_setup import LastSetup, last_setup_path, load_last_setup, save_last_setup
from game.persist.saves import Seat

SEATS = [Seat("Ana", "human"), Seat("Bonesy", "ai", "hard"), Seat("Bea", "human")]


def test_nothing_remembered_at_first():
    assert load_last_setup() == LastSetup()


def test_a_started_game_is_remembered_with_each_games_options():
    save_last_setup("uno", SEATS, {"mode": "short", "short_turns": 15})
    save_last_setup("uno-monster-high", SEATS[:2], {"target": 300})
    setup = load_last_setup()
    assert setup.ruleset == "uno-monster-high" and setup.players == 2
    assert setup.seats == SEATS[:2]
    # Every option of each game, the ones not given at their defaults.
    assert setup.options["uno"]["mode"] == "short" and setup.options["uno"]["short_turns"] == 15
    assert setup.options["uno-monster-high"]["target"] == 300
    assert setup.options["uno-monster-high"]["jump_in"] is False


def test_the_generator_is_never_remembered():
    # A game loaded from an old save goes on with the generator it was dealt with; the next
    # game started from the form takes the default, whatever the file says.
    save_last_setup("uno", SEATS, {"mode": "short", "generator": "splitmix64"})
    assert "generator" not in json.loads(last_setup_path().read_text())["options"]["uno"]
    data = json.loads(last_setup_path().read_text())
    data["options"]["uno"]["generator"] = "splitmix64"
    last_setup_path().write_text(json.dumps(data))
    assert load_last_setup().options["uno"]["generator"] == "lehmer128"
    assert load_last_setup().options["uno"]["mode"] == "short"


def test_a_write_that_fails_leaves_the_file_as_it_was(monkeypatch):
    save_last_setup("uno", SEATS, {})
    before = last_setup_path().read_bytes()

    def broken(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", broken)
    with pytest.raises(OSError):
        save_last_setup("uno-monster-high", SEATS[:2], {"target": 300})
    assert last_setup_path().read_bytes() == before
    assert not list(last_setup_path().parent.glob(".*.tmp"))  # nothing left half written


def test_a_damaged_file_gives_the_defaults():
    path = last_setup_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for number, text in enumerate(("{not json", "[1, 2]", '"uno"', "\xff\xfe"), start=1):
        path.write_text(text, encoding="utf-8")
        setup = load_last_setup()
        assert replace(setup, problem=None) == LastSetup()
        # The damaged file is kept aside beside where it was, and the form says so.
        assert setup.problem is not None and "could not be used" in setup.problem.message
        assert not path.exists()
        kept = sorted(path.parent.glob("last_setup.damaged-*.json"))
        assert len(kept) == number and text in [k.read_text(encoding="utf-8") for k in kept]
    # Values of the wrong type, where a name is looked up, are left out like any other.
    for data in (
        {"ruleset": ["uno"]},
        {"ruleset": {}},
        {"seats": [{"name": "A", "kind": ["ai"], "level": None}]},
        {"seats": [{"name": "A", "kind": "ai", "level": ["hard"]}]},
        {"seats": "Ana"},
        {"options": {"uno": ["mode"]}},
    ):
        path.write_text(json.dumps(data), encoding="utf-8")
        assert load_last_setup() == LastSetup(), data


def test_only_the_parts_that_cannot_be_used_are_left_out():
    path = last_setup_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {
        "ruleset": "uno",
        "players": 11,  # more than the game seats
        "seats": [
            {"name": "Ana", "kind": "human", "level": None},
            {"name": "Bonesy", "kind": "ai", "level": "expert"},  # no such level
            {"name": "Bea", "kind": "human", "level": None},  # after a bad one: not moved up
        ],
        "options": {
            "uno": {"mode": "long"},  # no such choice: that game's defaults
            "uno-monster-high": {"target": 300},
            "kmon-old": {"x": 1},  # a game that is not there
        },
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    setup = load_last_setup()
    assert setup.ruleset == "uno" and setup.players is None
    assert setup.seats == [Seat("Ana", "human")]
    assert set(setup.options) == {"uno-monster-high"}
    assert setup.options["uno-monster-high"]["target"] == 300

    path.write_text(json.dumps({**data, "ruleset": "chess"}), encoding="utf-8")
    assert load_last_setup().ruleset is None


def test_a_name_nobody_typed_is_remembered_as_none():
    save_last_setup("uno", [Seat("", "human"), Seat("Bonesy", "ai", "hard")], {})
    assert load_last_setup().seats == [Seat("", "human"), Seat("Bonesy", "ai", "hard")]

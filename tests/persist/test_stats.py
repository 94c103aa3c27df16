"""Statistics: counted per person and game, written atomically, a damaged file kept aside."""

from __future__ import annotations

import json

import pytest

from game import userfiles
from game.persist.stats import Record, load_stats, record_game, stats_path


def test_no_file_no_statistics():
    stats = load_stats()
    assert stats.records == () and stats.problem is None


def test_games_add_up_per_person_and_game():
    assert record_game("uno", [("Ann", True), ("Bob", False)]) == ""
    assert record_game("uno", [("Ann", False)]) == ""
    assert record_game("uno-monster-high", [("Ann", True)]) == ""
    record_game("uno", [])  # nobody at the screen played: nothing to count

    stats = load_stats()
    assert stats.problem is None
    assert set(stats.records) == {
        Record("Ann", "uno", 2, 1),
        Record("Bob", "uno", 1, 0),
        Record("Ann", "uno-monster-high", 1, 1),
    }
    assert json.loads(stats_path().read_text(encoding="utf-8"))["format"] == 1
    assert [p.name for p in stats_path().parent.iterdir() if p.name.startswith(".")] == []


@pytest.mark.parametrize(
    "content, reason",
    [
        ("{not json", "it is not complete JSON (line 1, column 2)"),
        ('{"format": 7, "records": []}', "not a statistics file of this version"),
        ('{"format": 1}', "no list of records"),
        (
            '{"format": 1, "records": [{"name": "A", "ruleset": "uno", "played": 1, "won": 2}]}',
            "more wins than games",
        ),
        (
            '{"format": 1, "records": [{"name": "A", "ruleset": "uno", "played": "1", "won": 0}]}',
            "whole numbers",
        ),
    ],
)
def test_a_damaged_file_is_reported_then_kept_aside(content, reason):
    stats_path().write_text(content, encoding="utf-8")

    stats = load_stats()
    assert stats.records == () and stats.damaged and reason in stats.problem.message

    note = record_game("uno", [("Ann", True)])

    assert reason in note and "counting starts again" in note
    kept = list(stats_path().parent.glob("stats.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == content
    assert load_stats().records == (Record("Ann", "uno", 1, 1),)


def test_an_unreadable_file_is_left_alone(monkeypatch):
    stats_path().write_text('{"format": 1, "records": []}', encoding="utf-8")
    before = stats_path().read_bytes()

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr(userfiles.os, "open", refuse)  # every user file is opened by os.open
        note = record_game("uno", [("Ann", True)])

    assert "could not be read" in note
    assert stats_path().read_bytes() == before
    assert list(stats_path().parent.glob("stats.damaged-*")) == []

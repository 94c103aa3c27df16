"""The end of a game: the results, playing again, and the statistics it counts in."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import seats, tiny_table

from game.persist.stats import load_stats, record_game, stats_path
from game.ui.cardart import COLOR_RGB
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.title import TitleScene
from game.ui.session import GameSession


def test_the_results_appear_when_the_game_ends(new_app):
    driver = new_app()
    table = tiny_table(driver)

    driver.play_by_drag("r5")
    driver.frame()

    results = driver.top
    assert isinstance(results, ResultsScene)
    assert results.title() == "Human 1 wins!"
    assert results.subtitle() == "The last card has been played."
    assert {item["id"] for item in driver.items()} == {
        "btn-play-again",
        "btn-replay",
        "btn-new-game",
        "btn-title",
    }
    driver.frames(3)
    assert driver.top is results  # shown once, not pushed again every frame
    assert driver.app.stack.scenes == [table, results]
    # The score table sits in the middle, above the buttons: a short one halfway down the
    # room between the heading and the buttons, with no gap left under it alone.
    box = results.table_rect
    buttons_top = min(item["rect"][1] for item in driver.items())
    assert abs(box.centerx - driver.app.size[0] // 2) <= 1
    assert box.bottom <= buttons_top
    above, below = box.top - int(driver.app.size[1] * 0.25), buttons_top - box.bottom
    assert above > 0 and abs(above - below) <= 24

    # The loser's cards are shown face up in the table (the yellow of its three cards), the
    # winner's row has none.
    assert results.result.details["hands_left"] == [[], ["y1", "y2", "y4"]]
    screen = driver.app.screen
    yellow = COLOR_RGB["yellow"]
    painted = {
        y
        for y in range(box.top, box.bottom)
        for x in range(box.left, box.centerx)
        if all(abs(a - b) <= 12 for a, b in zip(screen.get_at((x, y))[:3], yellow, strict=True))
    }
    assert painted, "no yellow card drawn in the table"
    heading, winner, loser = results.row_spans  # the heading, then the players by rank
    assert loser[0] <= min(painted) and max(painted) < loser[1]

    driver.press("btn-title")
    assert isinstance(driver.top, TitleScene)
    assert len(driver.app.stack.scenes) == 1


def test_play_again_deals_a_new_game_for_the_same_players(new_app):
    driver = new_app()
    table = tiny_table(driver)
    old = table.session
    driver.play_by_drag("r5")
    driver.run_until(lambda: isinstance(driver.top, ResultsScene))

    driver.press("btn-play-again")

    again = driver.table
    assert again is not None and again is not table
    assert driver.app.stack.scenes[0] is again
    session = again.session
    # A fresh deal: the person has not moved yet (the computer may, when the first card
    # turned up gives it the turn).
    assert session.result() is None and session is not old
    assert not any(line.startswith("p1:") for line in session.actions)
    assert session.ruleset.id == old.ruleset.id and session.options == old.options
    assert session.options["generator"] == "lehmer128"
    assert [(s.name, s.kind, s.level) for s in session.seats] == [
        (s.name, s.kind, s.level) for s in old.seats
    ]


def test_play_again_after_an_old_save_deals_with_todays_generator(new_app):
    # A game of format 1 goes on with splitmix64; the next game is dealt with the default.
    driver = new_app()
    table = tiny_table(driver, options={"generator": "splitmix64"})
    assert table.session.options["generator"] == "splitmix64"
    driver.play_by_drag("r5")
    driver.run_until(lambda: isinstance(driver.top, ResultsScene))
    driver.press("btn-play-again")
    assert driver.table.session.options["generator"] == "lehmer128"


@pytest.mark.parametrize("players", [2, 10])
def test_every_player_is_in_the_score_table(new_app, players):
    driver = new_app()
    finished = GameSession.new("uno", {}, seats("human", *["ai"] * (players - 1)), 8)
    hands = {f"p{n}": [f"y{n - 1}"] for n in range(2, players + 1)}
    finished.ruleset.scenario_setup(
        finished.state, {"hands": {"p1": ["r5"], **hands}, "discard": ["r3"], "turn": "p1"}
    )
    finished.submit(0, finished.legal(0)[0])
    results = driver.open(ResultsScene(driver.app, finished))
    driver.frame()
    box = results.table_rect
    assert box.top >= driver.app.size[1] * 0.2
    assert box.bottom <= min(item["rect"][1] for item in driver.items())


def test_a_finished_game_counts_in_the_statistics(new_app):
    driver = new_app()
    table = tiny_table(driver)
    driver.play_by_drag("r5")
    driver.run_until(lambda: isinstance(driver.top, ResultsScene))

    records = load_stats().records
    assert [(r.name, r.ruleset, r.played, r.won) for r in records] == [("Human 1", "uno", 1, 1)]
    assert table.session.seats[1].kind == "ai"  # the computer's games are not counted

    driver.press("btn-title")
    driver.press("btn-stats")
    stats = driver.top
    assert isinstance(stats, StatsScene)
    assert stats.rows[1] == ("Human 1", "UNO", "1", "1", "100%")
    driver.frame()
    assert stats.table_rect is not None
    assert stats.table_rect.bottom <= driver.item("btn-back")["rect"][1]
    driver.press("btn-back")
    assert isinstance(driver.top, TitleScene)


def test_the_statistics_screen_says_when_there_is_nothing_or_the_file_is_damaged(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-stats")
    assert "No finished games yet" in driver.top.subtitle()
    driver.key(pygame.K_ESCAPE)

    record_game("uno", [("Ann", True)])
    stats_path().write_text("{broken", encoding="utf-8")
    driver.press("btn-stats")
    assert "cannot be used: it is not complete JSON (line 1" in driver.top.subtitle()
    driver.frame()


def test_the_players_are_listed_by_rank(new_app):
    """The winner first, then by score, highest first; ties keep the table's order."""
    from game.engine.contract import Result

    driver = new_app()
    tiny_table(driver)
    driver.play_by_drag("r5")
    driver.run_until(lambda: isinstance(driver.top, ResultsScene))
    results = driver.top
    assert results.ranking() == [0, 1]  # Human 1 went out first
    results.result = Result(winners=(1,), scores=(50, 10), reason="hand emptied")
    assert results.ranking() == [1, 0]  # a winner leads even with fewer points
    results.result = Result(winners=(), scores=(5, 9), reason="draw")
    assert results.ranking() == [1, 0]
    results.result = Result(winners=(), scores=(5, 5), reason="draw")
    assert results.ranking() == [0, 1]
    driver.frame()
    heading, first, second = results.row_spans
    assert heading[1] <= first[0] < second[0]

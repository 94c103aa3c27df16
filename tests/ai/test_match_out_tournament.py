"""Match Out, the tests' own sixth game, in a tournament: its declared careful player against
the random one, and random players among themselves, as for any registered game."""

from __future__ import annotations

from game.ai.agent import agent_names
from game.ai.tournament import tournament
from game.engine import registry


def test_the_games_own_players_are_those_it_declares():
    assert agent_names("match-out") == ["heuristic", "normal", "random"]


def test_its_careful_player_beats_the_random_one_in_a_tournament():
    report = tournament(registry.get("match-out"), 2, 60, 11, ["heuristic", "random"], check=True)
    assert (report["ruleset"], report["games"]) == ("match-out", 60)
    careful, chance = report["wins"]
    assert careful + chance + report["draws"] == 60
    assert careful > chance


def test_random_players_finish_every_game_of_four():
    report = tournament(registry.get("match-out"), 4, 20, 3, ["random"] * 4, check=True)
    assert sum(report["wins"]) + report["draws"] == 20

"""Computer players: made by name, fed only what their seat may see, and the heuristic is good."""

from __future__ import annotations

import copy
import inspect
from collections import Counter

import pytest

from game.ai.agent import Agent, RandomAgent, agent_names, make_agent
from game.ai.match import game_seed, play_game, seat_assignment, simulate
from game.engine.registry import get

UNO_RULESETS = ("uno", "uno-monster-high")
HEURISTIC_GAMES = 200
HEURISTIC_SHARE = 0.33


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
@pytest.mark.parametrize("name", ["random", "heuristic"])
def test_make_agent_by_name(ruleset_id, name):
    agent = make_agent(name, ruleset_id, 7)
    assert isinstance(agent, Agent)
    assert (agent.name, agent.ruleset_id) == (name, ruleset_id)
    assert name in agent_names(ruleset_id)
    ruleset = get(ruleset_id)
    state, _ = ruleset.new_game({}, 3, 1)
    seat = ruleset.deciders(state)[0]
    legal = ruleset.legal_actions(state, seat)
    assert agent.act(ruleset.observe(state, seat), legal) in legal


def test_unknown_agent_names_the_choices():
    with pytest.raises(KeyError) as caught:
        make_agent("nobody", "uno", 1)
    message = caught.value.args[0]
    assert "'nobody'" in message
    assert "heuristic" in message and "random" in message


def test_an_agent_for_another_ruleset_is_refused():
    with pytest.raises(KeyError, match="no agent 'heuristic' for no-such-ruleset"):
        make_agent("heuristic", "no-such-ruleset", 1)


@pytest.mark.parametrize("name", ["random", "heuristic"])
def test_act_takes_the_observation_and_the_legal_actions_only(name):
    agent = make_agent(name, "uno", 1)
    parameters = list(inspect.signature(agent.act).parameters)
    assert parameters == ["observation", "legal"]


def test_the_same_seed_makes_the_same_random_choices():
    legal = list(range(10))
    one, two = RandomAgent("uno", 5), RandomAgent("uno", 5)
    picks = [one.act({}, legal) for _ in range(50)]
    assert picks == [two.act({}, legal) for _ in range(50)]
    assert len(set(picks)) > 5


class Witness(Agent):
    """Passes a deep copy of what it is given to one agent and the original to its twin.

    Both must choose alike (nothing but the values given counts), and neither may change
    what it was given.
    """

    def __init__(self, name: str, ruleset_id: str, seat: int, seed: int):
        super().__init__(ruleset_id, seed)
        self.seat, self.calls = seat, 0
        self.inner = make_agent(name, ruleset_id, seed)
        self.twin = make_agent(name, ruleset_id, seed)

    def act(self, observation, legal):
        self.calls += 1
        assert observation["seat"] == self.seat
        assert observation["hand"] is not None
        given, legal_given = copy.deepcopy(observation), list(legal)
        chosen = self.inner.act(given, tuple(legal_given))
        assert self.twin.act(observation, legal) == chosen
        assert given == observation, "the agent changed its observation"
        assert legal_given == list(legal), "the agent changed the legal actions"
        assert chosen in legal
        return chosen


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
@pytest.mark.parametrize("name", ["random", "heuristic"])
def test_agents_choose_from_the_observation_and_the_legal_actions(ruleset_id, name):
    agents = [Witness(name, ruleset_id, seat, 40 + seat) for seat in range(3)]
    options = {"seven_zero": True, "stack_draw_two": True} if name == "heuristic" else {}
    play_game(get(ruleset_id), agents, seed=3, options=options)
    assert all(agent.calls for agent in agents)


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_the_heuristic_always_calls_uno_when_it_can(ruleset_id):
    ruleset, calls = get(ruleset_id), Counter()
    for seed in range(6):
        agents = [make_agent("heuristic", ruleset_id, seed * 10 + seat) for seat in range(4)]
        state, _ = ruleset.new_game({}, 4, seed)
        while ruleset.result(state) is None:
            seat = ruleset.deciders(state)[0]
            legal = ruleset.legal_actions(state, seat)
            action = agents[seat].act(ruleset.observe(state, seat), legal)
            if any("uno" in option.args for option in legal):
                assert "uno" in action.args, f"seed {seed}: {action} among {legal}"
                calls[action.verb] += 1
            ruleset.apply(state, seat, action)
    assert calls["play"] > 0


def test_seats_rotate_from_game_to_game():
    names = ["heuristic", "random", "random", "random"]
    seatings = [seat_assignment(names, 4, index) for index in range(4)]
    assert seatings[0] == [0, 1, 2, 3]
    for entry in range(4):
        assert sorted(seating.index(entry) for seating in seatings) == [0, 1, 2, 3]
    assert seat_assignment(["random"], 3, 5) == [0, 0, 0]
    assert len({game_seed(1, index) for index in range(100)}) == 100


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_the_heuristic_beats_three_random_players(ruleset_id):
    names = ["heuristic", "random", "random", "random"]
    report = simulate(get(ruleset_id), 4, HEURISTIC_GAMES, 1, names, check=False)
    assert len(report["wins"]) == 4
    assert sum(report["wins"]) + report["draws"] == HEURISTIC_GAMES
    assert report["wins"][0] >= HEURISTIC_SHARE * HEURISTIC_GAMES, report["wins"]


def test_simulate_refuses_a_wrong_number_of_agents():
    with pytest.raises(ValueError, match="2 agents for 4 players"):
        simulate(get("uno"), 4, 1, 1, ["random", "random"])


def test_simulate_is_deterministic():
    ruleset, names = get("uno"), ["heuristic", "random", "random"]
    one = simulate(ruleset, 3, 10, 9, names)
    two = simulate(ruleset, 3, 10, 9, names)
    keep = ("wins", "draws", "actions", "turns_mean")
    assert {key: one[key] for key in keep} == {key: two[key] for key in keep}
    other = simulate(ruleset, 3, 10, 10, names)
    assert other["actions"] != one["actions"]


def test_random_agent_picks_every_legal_action_over_time():
    agent, legal = RandomAgent("uno", 1), ["a", "b", "c"]
    counts = Counter(agent.act({}, legal) for _ in range(300))
    assert set(counts) == set(legal)
    assert min(counts.values()) > 60

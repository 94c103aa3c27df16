"""Uno Mostro's computer players: legal moves from what their seat sees, and sensible play."""

from __future__ import annotations

import copy
import random

import pytest

from game.ai.agent import RandomAgent, agent_names, make_agent
from game.ai.ismcts import ISMCTSAgent, make_sampler
from game.ai.match import simulate
from game.engine.notation import Action, parse_action
from game.engine.registry import get

RULESET = "uno-mostro"
LEVELS = ("heuristic", "easy", "normal", "hard")
SMALL = {"iterations": 24, "seconds": None}


def positions(players: int, games: int = 6) -> list[tuple[dict, int]]:
    """Decision points of games between the heuristic and random players, one per phase and
    kind of seat (the turn's player or another) per game."""
    ruleset, found = get(RULESET), []
    for seed in range(games):
        agents = [
            make_agent("heuristic", RULESET, seed) if s % 2 else RandomAgent(RULESET, seed + s)
            for s in range(players)
        ]
        state, _ = ruleset.new_game({}, players, seed)
        seen = set()
        while ruleset.result(state) is None:
            seat = ruleset.deciders(state)[0]
            key = (state["phase"], seat == state["turn"])
            legal = ruleset.legal_actions(state, seat)
            if key not in seen and len(legal) > 1:
                seen.add(key)
                found.append((ruleset.copy_state(state), seat))
            ruleset.apply(state, seat, agents[seat].act(ruleset.observe(state, seat), legal))
    return found


POSITIONS = {players: positions(players) for players in (2, 3, 4)}


def test_the_levels_are_registered():
    names = agent_names(RULESET)
    assert {"random", "heuristic", "easy", "normal", "hard", "ismcts"} <= set(names)
    hard = make_agent("hard", RULESET, 1)
    assert isinstance(hard, ISMCTSAgent) and hard.root == "paired" and hard.guide is not None
    assert (hard.iterations, hard.seconds) == (100, 0.5)  # a playout costs more than in UNO
    assert type(make_sampler(RULESET)).__name__ == "UnoMostroSampler"


def test_the_positions_cover_the_phases():
    phases = {state["phase"] for found in POSITIONS.values() for state, _ in found}
    everything = {"main", "attackers", "blockers", "window", "answer", "join", "assign", "after"}
    assert everything | {"discard"} <= phases


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_level_plays_a_legal_move_and_leaves_its_view_alone(players):
    ruleset = get(RULESET)
    agents = {
        name: make_agent(name, RULESET, 3, **(SMALL if name == "hard" else {})) for name in LEVELS
    }
    for state, seat in POSITIONS[players]:
        untouched = copy.deepcopy(state)
        legal = ruleset.legal_actions(state, seat)
        for name, agent in agents.items():
            observation = ruleset.observe(state, seat)
            given = copy.deepcopy(observation)
            action = agent.act(observation, tuple(legal))
            assert action in legal, f"{name} chose {action} in {state['phase']}"
            assert observation == given, f"{name} changed its observation"
        assert state == untouched


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_heuristic_plays_whole_games_with_legal_moves(players):
    report = simulate(get(RULESET), players, 12, 5, ["heuristic"], check=True)
    assert sum(report["wins"]) + report["draws"] == 12


def _hide_differently(state: dict, seat: int, chance: random.Random) -> dict:
    """The same game with the other hands dealt anew from their cards and the deck's."""
    other = copy.deepcopy(state)
    pool = list(other["deck"])
    for s, hand in enumerate(other["hands"]):
        if s != seat:
            pool += hand
    chance.shuffle(pool)
    for s, hand in enumerate(other["hands"]):
        if s != seat:
            other["hands"][s] = [pool.pop() for _ in hand]
    other["deck"] = pool
    return other


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_heuristic_reads_no_hidden_card(players):
    ruleset, chance = get(RULESET), random.Random(players)
    agent = make_agent("heuristic", RULESET, 1)
    changed = 0
    for state, seat in POSITIONS[players]:
        other = _hide_differently(state, seat, chance)
        ruleset.check_invariants(other)
        changed += other["hands"] != state["hands"]
        legal = ruleset.legal_actions(state, seat)
        assert ruleset.legal_actions(other, seat) == legal
        one = agent.act(ruleset.observe(state, seat), legal)
        assert agent.act(ruleset.observe(other, seat), legal) == one
    assert changed


def test_the_search_never_touches_the_real_game(monkeypatch):
    ruleset = get(RULESET)
    own_class = type(ruleset)
    for state, seat in POSITIONS[3][:12]:
        observation, legal = ruleset.view(state, seat), tuple(ruleset.legal_actions(state, seat))
        real = {id(state), *(id(hand) for hand in state["hands"]), id(state["deck"])}
        for method in ("copy_state", "deciders", "legal_actions", "apply_unchecked", "result"):
            original = getattr(own_class, method)

            def guarded(self, world, *args, _original=original, _real=real):
                assert id(world) not in _real and id(world["deck"]) not in _real
                assert all(id(hand) not in _real for hand in world["hands"])
                return _original(self, world, *args)

            monkeypatch.setattr(own_class, method, guarded)
        agent = make_agent("hard", RULESET, 5, **SMALL)
        action = agent.act(observation, legal)
        monkeypatch.undo()
        assert action in legal


def position(setup: dict, steps: list[str] = (), players: int = 2) -> dict:
    ruleset = get(RULESET)
    state, _ = ruleset.new_game({}, players, 1)
    ruleset.scenario_setup(state, setup)
    for step in steps:
        seat_text, _, text = step.partition(": ")
        seat = int(seat_text[1:]) - 1
        ruleset.apply(state, seat, parse_action(text))
    return state


def heuristic_move(state: dict) -> Action:
    ruleset = get(RULESET)
    seat = ruleset.deciders(state)[0]
    agent = make_agent("heuristic", RULESET, 1)
    return agent.act(ruleset.observe(state, seat), ruleset.legal_actions(state, seat))


NO_ZEROS = ["r0", "b0", "g0", "y0"]  # no window for Control cards: the fight goes straight on


def test_it_blocks_a_lethal_attack():
    state = position(
        {"boards": {"p1": ["r8"], "p2": ["g2"]}, "life": [100, 6], "discard": NO_ZEROS},
        ["p1: attack c1 p2", "p1: done"],
    )
    assert heuristic_move(state) == parse_action("block c2 c1")


def test_against_a_lethal_attack_it_throws_one_monster_before_each_attacker():
    state = position(
        {"boards": {"p1": ["r8", "b7"], "p2": ["g2", "y1"]}, "life": [100, 9], "discard": NO_ZEROS},
        ["p1: attack c1 p2", "p1: attack c2 p2", "p1: done"],
    )
    first = heuristic_move(state)
    assert first == parse_action("block c4 c1")  # the smallest before the strongest
    state = position_after(state, "p2: block c4 c1")
    assert heuristic_move(state) == parse_action("block c3 c2")


def test_it_lets_a_small_attack_through_rather_than_lose_a_monster():
    state = position(
        {"boards": {"p1": ["r8"], "p2": ["g2"]}, "discard": NO_ZEROS},
        ["p1: attack c1 p2", "p1: done"],
    )
    assert heuristic_move(state) == parse_action("done")


def test_it_blocks_to_kill_and_survive():
    state = position(
        {"boards": {"p1": ["r4"], "p2": ["g2", "y6"]}, "discard": NO_ZEROS},
        ["p1: attack c1 p2", "p1: done"],
    )
    assert heuristic_move(state) == parse_action("block c3 c1")


def test_it_shares_damage_to_kill_as_many_blockers_as_it_can():
    state = position(
        {"boards": {"p1": ["r9"], "p2": ["g6", "y3", "b5"]}, "discard": NO_ZEROS},
        ["p1: attack c1 p2", "p1: done", "p2: block c2 c1", "p2: block c3 c1", "p2: block c4 c1"],
    )
    state = position_after(state, "p2: done")
    assert heuristic_move(state) == parse_action("assign c1 c3 3")
    state = position_after(state, "p1: assign c1 c3 3")
    assert heuristic_move(state) == parse_action("assign c1 c4 5")


def position_after(state: dict, step: str) -> dict:
    seat_text, _, text = step.partition(": ")
    get(RULESET).apply(state, int(seat_text[1:]) - 1, parse_action(text))
    return state


def test_it_summons_then_attacks_an_empty_board():
    state = position({"hands": {"p1": ["r7", "b3", "gs"]}, "discard": NO_ZEROS})
    assert heuristic_move(state) == parse_action("summon r7")
    state = position_after(state, "p1: summon r7")
    assert heuristic_move(state) == parse_action("summon b3")
    state = position_after(state, "p1: summon b3")
    assert heuristic_move(state).verb == "attack"


def test_it_destroys_the_strongest_enemy_monster():
    state = position(
        {"hands": {"p1": ["w"]}, "boards": {"p1": ["r2"], "p2": ["g3", ["y6", "gd2"], "b5"]}}
    )
    assert heuristic_move(state) == parse_action("destroy w c3")


def test_with_the_deck_empty_the_life_leader_lets_the_quiet_round_come():
    setup = {"hands": {"p1": ["r7"]}, "boards": {"p1": ["b5"], "p2": ["g9"]}, "deck_size": 0}
    assert heuristic_move(position({**setup, "life": [80, 50]})) == Action("end")
    behind = heuristic_move(position({**setup, "life": [50, 80]}))
    assert behind == parse_action("summon r7")
    state = position({**setup, "life": [50, 80]}, ["p1: summon r7"])
    assert heuristic_move(state).verb == "attack"  # into a 9: only damage can still win


def test_the_heuristic_beats_the_random_player():
    report = simulate(get(RULESET), 2, 40, 2, ["heuristic", "random"], check=False)
    assert report["wins"][0] >= 34, report["wins"]

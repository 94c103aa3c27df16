"""K-Mon's computer players: worlds made up from a seat's view look to it as the real battle
does, the heuristic reads only its view, and it beats a random player."""

from __future__ import annotations

import random

from game.ai.agent import make_agent
from game.ai.ismcts import make_sampler
from game.engine.registry import get


def _battles(seeds, chance):
    ruleset = get("kmon")
    for seed in seeds:
        state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, seed)
        while ruleset.result(state) is None:
            seat = ruleset.deciders(state)[0]
            yield ruleset, state, seat
            action = chance.choice(ruleset.legal_actions(state, seat))
            ruleset.apply(state, seat, action)


def test_a_made_up_world_looks_to_its_seat_exactly_as_the_battle():
    chance = random.Random(3)
    sampler = make_sampler("kmon")
    for ruleset, state, seat in _battles(range(3), chance):
        view = ruleset.view(state, seat)
        world = sampler.determinize(view, chance, {})
        ruleset.check_invariants(world)
        assert ruleset.view(world, seat) == view
        assert ruleset.legal_actions(world, seat) == ruleset.legal_actions(state, seat)
        action = chance.choice(ruleset.legal_actions(state, seat))
        ruleset.apply(world, seat, action)  # plays on under the contract


def test_the_opponents_deck_list_is_made_up_not_read():
    """The opponent's hidden cards differ from world to world; its shown cards never do."""
    chance = random.Random(4)
    ruleset = get("kmon")
    sampler = make_sampler("kmon")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, 9)
    view = ruleset.view(state, 0)
    assert "deck_list" in view["extras"] and "deck_list" not in ruleset.view(state, None)["extras"]
    hands = {tuple(sorted(sampler.determinize(view, chance, {})["hands"][1])) for _ in range(20)}
    assert len(hands) > 10
    for _ in range(20):
        world = sampler.determinize(view, chance, {})
        assert sorted(world["lists"][0]) == sorted(state["lists"][0])  # its own: known
        assert world["hands"][0] == state["hands"][0]


def test_the_heuristic_beats_random():
    ruleset = get("kmon")
    wins = 0
    games = 40
    for seed in range(games):
        state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, seed)
        smart = seed % 2
        agents = {
            smart: make_agent("heuristic", "kmon", seed),
            1 - smart: make_agent("random", "kmon", seed),
        }
        while ruleset.result(state) is None:
            seat = ruleset.deciders(state)[0]
            legal = ruleset.legal_actions(state, seat)
            ruleset.apply(state, seat, agents[seat].act(ruleset.observe(state, seat), legal))
        wins += smart in ruleset.result(state).winners
    assert wins >= 0.8 * games


def test_the_hand_notes_say_why_a_card_cannot_be_played():
    ruleset = get("kmon")
    cards = ["fa1"] * 20 + ["ea1"] * 4
    deck = {"name": "Fire", "kmon": ["blazowl", "emberkit", "voltusk"], "cards": cards}
    state, _ = ruleset.new_game({}, 2, 1, [{"deck": deck}, {}])
    ruleset.scenario_setup(
        state,
        {"active": {"p1": "blazowl", "p2": "tidepup"}, "hands": {"p1": ["fa1", "ea1"]}},
    )
    state["charges"][0] = 0  # Ember Spit costs 1
    notes = ruleset.hand_notes(state, 0)
    assert notes["fa1"].code == "charges" and notes["fa1"].params["cost"] == 1
    assert notes["ea1"].code == "wrong_element"  # earth: Blazowl is fire and air
    state["charges"][0] = 9
    assert set(ruleset.hand_notes(state, 0)) == {"ea1"}

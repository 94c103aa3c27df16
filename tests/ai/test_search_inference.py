"""The paired search at the root and what the sampler infers from a wild: honest and exact."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai.agent import make_agent
from game.ai.ismcts import ISMCTSAgent
from game.engine.notation import Action
from game.engine.registry import get

PAIRED = {"iterations": 60, "seconds": None, "root": "paired"}


def _wild_on_red():
    """Two seats of uno: seat 1 holds a wild but no red and no 5, and must act on a red 5."""
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, 2, 21)
    full = Counter(ruleset.deck.full())
    hands = [["r1", "b2", "g3", "y4", "bs"], ["w", "y3", "y5", "g7"]]
    for hand in hands:
        full.subtract(hand)
    full.subtract(["r5"])
    state.update(
        hands=hands,
        discard=["r5"],
        draw=sorted(full.elements()),
        draw_known=0,
        color="r",
        turn=1,
        phase="play",
        pending=None,
        called=False,
    )
    ruleset.check_invariants(state)
    return ruleset, state


def test_a_seat_that_names_a_color_is_dealt_one_of_it_until_it_plays_one():
    ruleset, state = _wild_on_red()
    agent = make_agent("ismcts", "uno", 3, **PAIRED)
    agent.watch(ruleset.observe(state, 0))
    ruleset.apply(state, 1, Action("play", ("w",)))
    agent.watch(ruleset.observe(state, 0))
    ruleset.apply(state, 1, Action("wild", ("yellow",)))
    agent.watch(ruleset.observe(state, 0))
    assert agent.memory["named"] == {1: "y"}
    # Playing a wild while nobody was close to going out shows no plain card matched.
    forbidden, count = agent.memory["voids"][1]
    assert count == 3
    assert forbidden == {c for c in ruleset.matching["r"]["5"] if ruleset.color[c]}

    observation = ruleset.observe(state, 0)
    world = agent.sampler.prepare(observation, agent.memory)
    blind = agent.sampler.prepare(observation, {})
    yellow = {code for code, color in ruleset.color.items() if color == "y"}
    without = 0
    for seed in range(80):
        hand = world(random.Random(seed))["hands"][1]
        assert len(hand) == 3
        assert yellow & set(hand), "the seat that named yellow holds a yellow"
        assert not forbidden & set(hand), "nor a plain card that matched the red 5"
        without += not yellow & set(blind(random.Random(seed))["hands"][1])
    assert without > 20  # without the memory, many samples give it no yellow

    # Seat 0 plays its yellow, seat 1 plays a yellow: it may have none left.
    ruleset.apply(state, 0, Action("play", ("y4",)))
    agent.watch(ruleset.observe(state, 0))
    ruleset.apply(state, 1, Action("play", ("y3",)))
    agent.watch(ruleset.observe(state, 0))
    assert agent.memory["named"] == {}


def test_a_wild_played_when_a_hand_is_nearly_out_shows_nothing():
    ruleset, state = _wild_on_red()
    state["hands"][0] = ["r1", "b2"]
    state["draw"].extend(["g3", "y4", "bs"])
    ruleset.check_invariants(state)
    agent = make_agent("ismcts", "uno", 3, **PAIRED)
    agent.watch(ruleset.observe(state, 0))
    ruleset.apply(state, 1, Action("play", ("w",)))
    agent.watch(ruleset.observe(state, 0))
    assert 1 not in agent.memory["voids"]


def _uno_call_position():
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, 2, 8)
    full = Counter(ruleset.deck.full())
    hands = [["y0", "g4"], ["b1", "b2", "r3"]]
    for hand in hands:
        full.subtract(hand)
    full.subtract(["y7"])
    state.update(
        hands=hands,
        discard=["y7"],
        draw=sorted(full.elements()),
        draw_known=0,
        color="y",
        turn=0,
        phase="play",
        pending=None,
        called=False,
    )
    ruleset.check_invariants(state)
    return ruleset, state


def test_playing_without_the_uno_call_it_allows_is_not_searched():
    ruleset, state = _uno_call_position()
    legal = ruleset.legal_actions(state, 0)
    assert [str(a) for a in legal] == ["play y0", "play y0 uno", "draw"]
    sampler = make_agent("ismcts", "uno", 1, **PAIRED).sampler
    assert [str(a) for a in sampler.candidates(legal)] == ["play y0 uno", "draw"]


def test_the_paired_search_plays_the_clearly_better_move_within_its_budget():
    ruleset, state = _uno_call_position()
    observation, legal = ruleset.observe(state, 0), ruleset.legal_actions(state, 0)
    agent = make_agent("ismcts", "uno", 5, **PAIRED)
    assert agent.act(observation, legal) == Action("play", ("y0", "uno"))
    # Two candidates, each played out on every sampled world: at most the budget.
    assert 0 < agent.last_iterations <= PAIRED["iterations"]
    assert agent.last_iterations % 2 == 0
    again = make_agent("ismcts", "uno", 5, **PAIRED)
    assert again.act(observation, legal) == agent.act(observation, legal)


def test_the_paired_search_stops_once_the_lead_is_clear():
    clear = [[1.0, 0.0]] * 100
    assert ISMCTSAgent._clear_lead(clear, [100.0, 0.0])
    assert not ISMCTSAgent._clear_lead(clear[:99], [99.0, 0.0])  # too few worlds yet
    even = [[1.0, 0.0], [0.0, 1.0]] * 50
    assert not ISMCTSAgent._clear_lead(even, [50.0, 50.0])
    ruleset, state = _uno_call_position()
    observation, legal = ruleset.observe(state, 0), ruleset.legal_actions(state, 0)
    agent = make_agent("ismcts", "uno", 5, iterations=2000, seconds=None, root="paired")
    agent.act(observation, legal)
    assert agent.last_iterations < 2000


def test_an_unknown_root_search_is_refused():
    with pytest.raises(ValueError, match="tree or paired"):
        ISMCTSAgent("uno", 1, root="sideways")


def test_a_strict_wild_draw_four_shows_that_nothing_else_matched():
    ruleset, state = _wild_on_red()
    state["hands"][0] = ["r1", "b2"]  # a hand nearly out: a plain wild would show nothing
    state["hands"][1] = ["w4", "y3", "y6", "g7"]
    state["draw"].extend(["g3", "y4", "bs", "w", "y5"])
    state["draw"].remove("w4")
    state["draw"].remove("y6")
    ruleset.check_invariants(state)
    agent = make_agent("ismcts", "uno", 3, **PAIRED)
    agent.watch(ruleset.observe(state, 0))
    ruleset.apply(state, 1, Action("play", ("w4",)))
    agent.watch(ruleset.observe(state, 0))
    forbidden, count = agent.memory["voids"][1]
    assert count == 3
    assert "w" in forbidden and "r9" in forbidden and "b5" in forbidden
    assert "w4" not in forbidden and "y3" not in forbidden

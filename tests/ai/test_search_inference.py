"""The paired search at the root and what the sampler infers from a wild: honest and exact."""

from __future__ import annotations

import random

import pytest

from game.ai.agent import make_agent
from game.ai.ismcts import ISMCTSAgent
from game.engine.notation import Action
from game.engine.registry import get

PAIRED = {"iterations": 60, "seconds": None, "root": "paired"}


def _position(hands: list[list[str]], top: str, seed: int = 21):
    """A two-seat uno game set by hand, seat 1 or seat 0 to play as `turn` says."""
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, 2, seed)
    return ruleset, state, {"hands": {"p1": hands[0], "p2": hands[1]}, "discard": [top]}


def _wild_on_red(hands=(["r1", "b2", "g3", "y4", "bs"], ["w", "y3", "y5", "g7"])):
    """Seat 1 holds a wild but no red and no 5, and must act on a red 5."""
    ruleset, state, setup = _position(list(hands), "r5")
    ruleset.scenario_setup(state, {**setup, "turn": "p2"})
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
    assert forbidden == {c for c in ruleset.cards.matching["r"]["5"] if ruleset.cards.color[c]}

    observation = ruleset.observe(state, 0)
    world = agent.sampler.prepare(observation, agent.memory)
    blind = agent.sampler.prepare(observation, {})
    yellow = {code for code, color in ruleset.cards.color.items() if color == "y"}
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


def _voids_after_a_wild(hands, card):
    """What seat 0's search remembers of seat 1's voids once seat 1 played `card` on a red 5."""
    ruleset, state = _wild_on_red(hands)
    agent = make_agent("ismcts", "uno", 3, **PAIRED)
    agent.watch(ruleset.observe(state, 0))
    ruleset.apply(state, 1, Action("play", (card,)))
    agent.watch(ruleset.observe(state, 0))
    return agent.memory["voids"]


def test_a_wild_played_when_a_hand_is_nearly_out_shows_nothing():
    assert 1 not in _voids_after_a_wild((["r1", "b2"], ["w", "y3", "y5", "g7"]), "w")


def _uno_call_position():
    ruleset, state, setup = _position([["y0", "g4"], ["b1", "b2", "r3"]], "y7", seed=8)
    ruleset.scenario_setup(state, {**setup, "turn": "p1"})
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
    # A search of 60 playouts is a sample: over ten seeds it finds the better move nearly always.
    chosen = []
    for seed in range(10):
        agent = make_agent("ismcts", "uno", seed, **PAIRED)
        chosen.append(agent.act(observation, legal))
        # Two candidates, each played out on every sampled world: at most the budget.
        assert 0 < agent.last_iterations <= PAIRED["iterations"]
        assert agent.last_iterations % 2 == 0
    assert chosen.count(Action("play", ("y0", "uno"))) >= 9
    again = make_agent("ismcts", "uno", 5, **PAIRED)
    assert again.act(observation, legal) == chosen[5]


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
    # Seat 0 is nearly out, so a plain wild would show nothing; a strict Wild +4 still does.
    voids = _voids_after_a_wild((["r1", "b2"], ["w4", "y3", "y6", "g7"]), "w4")
    forbidden, count = voids[1]
    assert count == 3
    assert "w" in forbidden and "r9" in forbidden and "b5" in forbidden
    assert "w4" not in forbidden and "y3" not in forbidden


def _stopped(hands: list[list[str]], turn: int = 0):
    """A uno state with these hands, seat `turn` to play (for scoring a stopped playout)."""
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, len(hands), 4)
    return {**state, "hands": hands, "turn": turn, "dir": 1}


def test_a_stopped_playout_counts_the_cards_and_what_they_are():
    sampler = make_agent("ismcts", "uno", 1, **PAIRED).sampler
    plain = ["r1", "b2", "g3"]
    shares = sampler.estimate(_stopped([plain, plain[:1], plain, plain]), 4)
    assert sum(shares) == pytest.approx(1.0)
    assert shares[1] == max(shares)  # one card left beats three
    # The same count of cards: a Wild Draw 4 is worth more than a wild, a wild more than a
    # plain card, and the seat to move is a little ahead of the others.
    shares = sampler.estimate(_stopped([plain, ["w4", *plain[1:]], ["w", *plain[1:]], plain]), 4)
    assert shares[1] > shares[2] > shares[0] > shares[3]
    # Two players: the same rules; past four players, by the hand sizes alone.
    two = sampler.estimate(_stopped([plain, ["w4", *plain[1:]]]), 2)
    assert two[1] > two[0]
    six = sampler.estimate(_stopped([plain] * 5 + [plain[:1]]), 6)
    assert six[:5] == [six[0]] * 5 and six[5] > six[0]

"""The scenario runner: what a scenario file may say, and when it fails."""

from __future__ import annotations

from collections import Counter

import pytest

from game.engine.notation import Event, parse_event
from game.engine.registry import get
from game.engine.scenario import ScenarioError, _matches, run_scenario

BASE = {"name": "t", "ruleset": "uno", "players": 3, "seed": 1}
TABLE = {
    "hands": {"p1": ["rs", "b3"], "p2": ["g5", "y5"], "p3": ["y1", "y2"]},
    "discard": ["r4"],
    "turn": "p1",
}


def run(**data) -> str:
    return run_scenario({**BASE, **data})


# -- refuse_setup -------------------------------------------------------------------------------
def test_refuse_setup_passes_when_the_game_does_not_start_with_that_message():
    assert run(players=11, refuse_setup="not 11") == "t"
    assert run(ruleset="nope", refuse_setup="no ruleset 'nope'") == "t"
    assert run(options={"mode": "long"}, refuse_setup="option mode takes one of") == "t"


def test_refuse_setup_fails_when_the_game_starts():
    with pytest.raises(ScenarioError, match="the set-up was accepted"):
        run(players=10, refuse_setup="not 10")


def test_refuse_setup_fails_on_another_refusal():
    with pytest.raises(ScenarioError, match="expected a message containing 'not 12'"):
        run(players=11, refuse_setup="not 12")


def test_refuse_setup_takes_no_steps():
    with pytest.raises(ScenarioError, match="has no steps"):
        run(players=11, refuse_setup="not 11", steps=["draw"])


# -- event lines --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("line", "event", "matches"),
    [
        ("give p1>p2 x1 g3 =green @p1,p2", "give p1>p2 x1 g3 =green @p1,p2", True),
        ("give p1>p2 @p2,p1", "give p1>p2 x1 g3 =green @p1,p2", True),  # in any order
        ("give p1>p2 @p1", "give p1>p2 x1 g3 =green @p1,p2", False),  # not a prefix of the seats
        ("give p1>p2 @p1,p2,p3", "give p1>p2 x1 g3 =green @p1,p2", False),
        ("give p1>p2 x1", "give p1>p2 x1 g3 =green @p1,p2", True),  # no @: any seats
        ("draw p1 x2 @p1", "draw p1 x2 r3 b5 =penalty @p1", True),
        ("draw p1 @p1", "draw p1 x2 r3 b5 =penalty", False),  # seen by everyone
        ("reveal p1>p2 @-", "reveal p1>p2 x0 @-", True),
        ("turn p1", "turn p10", False),  # word by word
        ("flip - w", "flip - w4", False),
        ("flip - w4", "flip - w4", True),
    ],
)
def test_an_event_line_begins_the_event_word_by_word_and_names_its_very_seats(line, event, matches):
    assert _matches(parse_event(event), line) is matches


def test_the_seats_part_comes_last():
    with pytest.raises(ScenarioError, match="the @ part comes last"):
        _matches(Event("draw", 0, private=(0,)), "draw @p1 p1")


def test_events_and_no_events():
    steps = ["play rs", {"events": ["play p1 rs", "skip p2", "turn p3"], "no_events": ["turn p2"]}]
    assert run(setup=TABLE, steps=steps) == "t"
    with pytest.raises(ScenarioError, match=r"step 2 .*event 'skip p2' happened"):
        run(setup=TABLE, steps=["play rs", {"no_events": ["turn p1", "skip p2"]}])
    with pytest.raises(ScenarioError, match="no event 'turn p2'"):
        run(setup=TABLE, steps=["play rs", {"events": ["turn p2"]}])
    with pytest.raises(ScenarioError, match="unknown key 'seat' beside events"):
        run(setup=TABLE, steps=["play rs", {"no_events": [], "seat": "p1"}])


def test_a_step_for_a_seat_the_game_does_not_have_fails_cleanly():
    with pytest.raises(ScenarioError, match="step 1 .*no seat 4 in a 3-player game"):
        run(setup=TABLE, steps=[{"p5": "draw"}])


# -- first_up -----------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset_id", ["uno", "uno-monster-high"])
@pytest.mark.parametrize("seed", range(4))
def test_first_up_takes_its_cards_out_of_the_deck_before_the_deal(ruleset_id, seed):
    # Both copies of y7: the first is turned up, the second lies on top of the draw pile.
    ruleset = get(ruleset_id)
    state, _ = ruleset.new_game({}, 4, seed)
    events = ruleset.scenario_setup(state, {"first_up": ["y7", "y7", "w4"]})
    ruleset.check_invariants(state)
    zones = Counter(state["draw"]) + Counter(state["discard"])
    for hand in state["hands"]:
        zones.update(hand)
        assert "y7" not in hand and len(hand) == 7
    assert zones == ruleset.full_deck
    assert state["discard"] == ["y7"]
    assert state["draw"][-2:] == ["w4", "y7"] and state["draw_known"] == 2
    assert [str(e) for e in events if e.kind == "flip"] == ["flip - y7 =yellow draw>discard"]
    assert state["round"] == 1


def test_first_up_refuses_cards_the_deck_does_not_hold():
    for first_up, message in (
        (["w4"] * 5, "first_up: no w4 left"),
        (["zz"], "first_up: no card 'zz'"),
        ([], "first_up: name at least one card"),
        ("w4", "first_up: expected a list of cards"),
    ):
        assert run(setup={"first_up": first_up}, refuse_setup=message) == "t"
    # The named hands count too: the deck has two red Skips.
    setup = {"first_up": ["rs"], "hands": {"p1": ["rs", "rs"]}}
    assert run(setup=setup, refuse_setup="first_up: no rs left") == "t"


def test_first_up_keeps_the_events_of_its_deal():
    steps = [{"events": ["shuffle - x108", "flip - rs =red", "skip p1", "turn p2"]}]
    assert run(setup={"first_up": ["rs"]}, steps=steps) == "t"


def test_once_the_game_is_over_a_refusal_without_a_seat_is_tried_by_the_first_seat():
    run(
        players=2,
        setup={"hands": {"p1": ["r5"], "p2": ["b1", "b2"]}, "discard": ["r3"], "turn": "p1"},
        steps=[
            "play r5",
            {"expect": {"phase": "over"}},
            {"refuse": "draw", "code": "game_over"},
        ],
    )

"""What a scenario's set-up may say: the toss, and the states no game could reach."""

from __future__ import annotations

import pytest
from scenario_helpers import run

from game.engine.registry import get
from game.engine.scenario import ScenarioError


# -- the toss ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("ruleset_id", "choose"), [("kmon", "first p1"), ("shield-war", "choose first")]
)
def test_the_set_up_names_the_toss_winner_who_then_chooses(ruleset_id, choose):
    # Seed 2 tosses p1 in both games; the set-up gives the toss to p2.
    natural = get(ruleset_id).new_game({}, 2, 2)[0]["toss"]
    assert natural == 0
    steps = [
        {"events": ["toss p2"]},
        {"expect": {"toss": "p2", "deciders": ["p2"]}},
        {"refuse": choose, "seat": "p1"},
        choose,
    ]
    assert run(ruleset=ruleset_id, players=2, seed=2, setup={"toss": "p2"}, steps=steps) == "t"
    with pytest.raises(ScenarioError, match="expected toss 'p1', found 'p2'"):
        run(
            ruleset=ruleset_id,
            players=2,
            seed=2,
            setup={"toss": "p2"},
            steps=[{"expect": {"toss": "p1"}}],
        )


def test_the_k_mon_toss_winner_names_the_first_player():
    steps = [
        "first p1",
        {"events": ["first p2>p1"]},
        {"expect": {"phase": "lead", "deciders": ["p1"]}},
    ]
    steps += ["lead c1", "lead c4", {"expect": {"turn": "p1", "active": {"p1": "emberkit"}}}]
    assert run(ruleset="kmon", players=2, seed=2, setup={"toss": "p2"}, steps=steps) == "t"
    message = "turn: a set-up with `toss` stops at the toss"
    assert run(ruleset="kmon", players=2, setup={"toss": "p2", "turn": "p1"}, refuse_setup=message)
    assert run(ruleset="kmon", players=2, setup={"toss": "p3"}, refuse_setup="toss: no seat p3")


# -- impossible set-ups ------------------------------------------------------------------------
KMON_ACTIVE = {"active": {"p1": "quarrox", "p2": "tidepup"}}
SHIELD_PAIR = {"characters": {"p1": "emberhorn", "p2": "voltwing"}}


@pytest.mark.parametrize(
    ("ruleset_id", "setup", "message"),
    [
        (
            "kmon",
            {"damage": {"p1": {"quarrox": 6}}},
            "damage.p1.quarrox: 6 is over 5 (at 6, its HP",
        ),
        ("kmon", {"damage": {"p1": {"quarrox": -1}}}, "damage.p1.quarrox: -1 is below 0"),
        (
            "kmon",
            {"damage": {"p2": {"voltusk": 1}}},
            "damage.p2.voltusk: voltusk is not in p2's team",
        ),
        (
            "kmon",
            {"damage": {"p1": {"voltusk": 1}}, "exhausted": {"p1": ["voltusk"]}},
            "damage.p1.voltusk: an exhausted K-Mon's damage is its HP",
        ),
        ("kmon", {"exhausted": {"p1": ["quarrox"]}}, "exhausted.p1: quarrox is active"),
        ("kmon", {"charges": {"p2": -1}}, "charges.p2: -1 is below 0"),
        ("kmon", {"charges": [2]}, "charges: one number for each seat, 2 in all"),
        ("kmon", {"turns": 0}, "turns: 0 is below 1"),
        (
            "kmon",
            {"laid": {"p2": {"tidepup": [["ia2", -1]]}}},
            "laid.p2.tidepup.ia2: -1 is below 0",
        ),
        ("kmon", {"hands": {"p1": ["ea1"] * 9}}, "hands.p1: no ea1 left in p1's deck"),
        (
            "uno-mostro",
            {"life": {"p2": 0}},
            "life.p2: 0 is below 1 (a seat at 0 is out of the game)",
        ),
        ("uno-mostro", {"life": [100, 101]}, "life.p2: 101 is over 100"),
        ("uno-mostro", {"turns": -1}, "turns: -1 is below 1"),
        ("uno-mostro", {"hands": {"p1": ["r7"] * 5}}, "hands.p1: no r7 left for it"),
        ("shield-war", {"health": [0, 22]}, "health.p1: 0 is below 1 (at 0 the Monster has lost)"),
        ("shield-war", {"health": {"p2": 99}}, "health.p2: 99 is over 22 (its Monster's health)"),
        ("shield-war", {"energy": {"p1": -2}}, "energy.p1: -2 is below 0"),
        ("shield-war", {"turns": "many"}, "turns: expected a whole number, got 'many'"),
        ("uno", {"hands": {"p2": []}}, "hands.p2: an empty hand has gone out"),
        ("uno", {"scores": {"p2": -5}}, "scores.p2: -5 is below 0"),
        ("uno", {"hands": {"p1": ["r7", "r7", "r7"]}}, "hands.p1: no r7 left for it"),
        ("uno-monster-high", {"scores": [1]}, "scores: one number for each seat, 2 in all"),
        (
            "uno-monster-high",
            {"scores": {"p2": 500}},
            "scores.p2: 500 is over 499 (at 500 the game is won)",
        ),
    ],
)
def test_a_set_up_the_game_could_never_reach_is_refused_with_its_key_path(
    ruleset_id, setup, message
):
    base = (
        KMON_ACTIVE if ruleset_id == "kmon" else SHIELD_PAIR if ruleset_id == "shield-war" else {}
    )
    given = {**base, **setup}
    assert run(ruleset=ruleset_id, players=2, setup=given, refuse_setup=message) == "t"
    with pytest.raises(ScenarioError, match="the set-up was accepted"):
        run(ruleset=ruleset_id, players=2, setup=base or {"turn": "p1"}, refuse_setup=message)


def test_a_counter_out_of_its_declared_bounds_is_refused(monkeypatch):
    # Whatever a ruleset's own set-up lets through, the counters it declares keep their bounds.
    kind = type(get("kmon"))
    setup = kind.scenario_setup

    def negative(self, state, given):
        events = setup(self, state, given)
        state["charges"][1] = -3
        return events

    monkeypatch.setattr(kind, "scenario_setup", negative)
    assert run(
        ruleset="kmon", players=2, setup=KMON_ACTIVE, refuse_setup="charges.p2: -3 is below 0"
    )

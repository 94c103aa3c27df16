"""K-Mon's exhaustion happens at once (rulebook 001:281): no K-Mon ever stands at its HP, in
any battle, what an exhausted K-Mon had on the chain does nothing, and nothing happens once a
team has fallen."""

from __future__ import annotations

import random

import pytest

from game.engine.notation import parse_action
from game.engine.registry import get
from game.rules.kmon import effects as fx
from game.rules.kmon import state as st


def _at_hp_and_fighting(ruleset, state) -> list[str]:
    """The K-Mon whose damage reached their HP but are neither exhausted nor waiting for
    their Undying last attack."""
    catalog = ruleset.catalog
    return [
        item["card"]
        for seat in st.SEATS
        for _, item in st.team(state, seat)
        if st.hp_left(catalog, item) == 0 and not st.spent(item)
    ]


def test_no_kmon_fights_on_at_its_hp_in_random_battles():
    ruleset = get("kmon")
    exhausted = 0
    for seed in range(10):
        state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, seed)
        chance = random.Random(seed)
        while ruleset.result(state) is None:
            seat = ruleset.deciders(state)[0]
            action = chance.choice(ruleset.legal_actions(state, seat))
            events = ruleset.apply(state, seat, action)
            exhausted += sum(event.kind == "exhausted" for event in events)
            if ruleset.result(state) is None:
                assert _at_hp_and_fighting(ruleset, state) == [], (seed, str(action))
            else:  # nothing happens once the battle is won
                assert events[-1].kind in ("win", "draw"), [str(e) for e in events]
                assert state["pending"] == []
    assert exhausted > 0


def _declared(action: str):
    """p1's Emberkit (Ember Rush) has declared `action` against p2's Tidepup (Tidal Grove);
    p2 is asked to answer."""
    ruleset = get("kmon")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, 3)
    ruleset.scenario_setup(
        state,
        {
            "active": {"p1": "emberkit", "p2": "tidepup"},
            "hands": {"p1": ["fa1"], "p2": ["wa1"]},
            "charges": [4, 0],
            "step": "action",
        },
    )
    ruleset.apply(state, 0, parse_action(action))
    return ruleset, state


@pytest.mark.parametrize("action", ["ability fa1", "attack", "defend"])
def test_an_entry_of_a_kmon_exhausted_before_it_resolves_does_nothing(action):
    ruleset, state = _declared(action)
    emberkit = st.active(state, 0)
    # Something resolved first brings it to its HP (a reaction would): it is exhausted now.
    fx.wound(ruleset.catalog, state, 0, emberkit, 5, [])
    assert emberkit["marks"].get("exhausted") and st.active(state, 0) is None
    charges = list(state["charges"])
    lines = [str(event) for event in ruleset.apply(state, 1, parse_action("pass"))]
    assert any(line.startswith("fizzle p1") for line in lines), lines
    assert not any(line.startswith(("hit p2", "guard p1")) for line in lines), lines
    assert state["charges"] == charges
    assert st.damage(st.active(state, 1)) == 0
    assert ruleset.decision(state).prompt == "kmon.decision.bonus"

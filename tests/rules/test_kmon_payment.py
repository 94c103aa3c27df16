"""What K-Mon's Evade and Blackout cost once declared, as their moves declare it (the table
lets a person choose the cards first), and what is still owed in the middle of paying."""

from __future__ import annotations

from game.engine.moves import Payment
from game.engine.notation import Action, parse_action
from game.engine.registry import get


def answering(defender: str, deck: str, hand: list[str], move: str):
    """p2's Emberkit (Ember Rush) makes `move` at p1's `defender` (from `deck`), who holds
    `hand`: the ruleset and the state then, p1 to answer."""
    ruleset = get("kmon")
    seats = [{"deck": deck}, {"deck": "ember-rush"}]
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, 2, seats)
    ruleset.scenario_setup(
        state,
        {
            "active": {"p1": defender, "p2": "emberkit"},
            "hands": {"p1": hand, "p2": ["fa1"]},
            "charges": [0, 3],
            "step": "action",
            "turn": "p2",
        },
    )
    ruleset.apply(state, 1, parse_action(move))
    return ruleset, state


def test_an_evasion_costs_two_cards_and_what_is_owed_goes_down_as_they_are_paid():
    ruleset, state = answering("voltusk", "ember-rush", ["la1", "t1", "fa2"], "attack")
    assert Action("evade") in ruleset.legal_actions(state, 0)
    assert ruleset.payment(state, 0, Action("evade")) == Payment("discard", 2)
    assert ruleset.payment(state, 0, Action("pass")) is None
    assert ruleset.payment_due(state, 0) is None  # nothing declared yet
    ruleset.apply(state, 0, Action("evade"))
    assert ruleset.payment_due(state, 0) == Payment("discard", 2)
    assert ruleset.payment_due(state, 1) is None  # the other seat owes nothing
    ruleset.apply(state, 0, Action("discard", ("t1",)))
    assert ruleset.payment_due(state, 0) == Payment("discard", 1)
    ruleset.apply(state, 0, Action("discard", ("la1",)))
    assert ruleset.payment_due(state, 0) is None


def test_an_elusive_kmon_evades_for_one_card():
    ruleset, state = answering("rimewisp", "spectre-gale", ["aa1", "t2"], "attack")
    assert ruleset.payment(state, 0, Action("evade")) == Payment("discard", 1)


def test_a_blackout_costs_three_cards():
    ruleset, state = answering("gloomlet", "night-current", ["ha1", "wa1", "t1"], "ability fa1")
    assert Action("blackout") in ruleset.legal_actions(state, 0)
    assert ruleset.payment(state, 0, Action("blackout")) == Payment("discard", 3)
    ruleset.apply(state, 0, Action("blackout"))
    assert ruleset.payment_due(state, 0) == Payment("discard", 3)

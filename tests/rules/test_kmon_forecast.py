"""What K-Mon's table tells the seat that answers an attack: the damage it deals if let
through, counted by the rules' own arithmetic (weakness, assaults, a defence, Barrier)."""

from __future__ import annotations

import pytest

from game.engine.notation import parse_action
from game.engine.registry import get


def attacked(defender: str, attack: str, defending: bool = False, let_through: bool = False):
    """Robot p2's Tidepup (water) declares `attack` at p1's `defender`: the view's extras for
    p1 then, and (`let_through`) the damage p1's K-Mon holds once p1 passes."""
    ruleset = get("kmon")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, 2)
    ruleset.scenario_setup(
        state,
        {
            "active": {"p1": defender, "p2": "tidepup"},
            "hands": {"p1": ["fr"], "p2": ["wb1", "wa1"]},
            "charges": [0, 4],
            "step": "action",
            "turn": "p2",
        },
    )
    if defending:
        state["active"][0][0]["marks"]["defending"] = 1
    ruleset.apply(state, 1, parse_action(attack))
    extras = ruleset.view_extras(state, 0)
    if not let_through:
        return extras
    kmon = state["active"][0][0]
    ruleset.apply(state, 0, parse_action("pass"))
    return extras, kmon["marks"].get("damage", 0)


@pytest.mark.parametrize(
    ("defender", "attack", "defending", "damage"),
    [
        ("emberkit", "attack", False, 2),  # a plain attack has no element
        ("emberkit", "attack wb1", False, 4),  # 2 + 1 for the assault + 1, fire weak to water
        ("voltusk", "attack wb1", False, 3),  # electro: no weakness to water
        ("quarrox", "attack wb1", False, 2),  # earth, but Barrier takes 1 from an element's hit
        ("emberkit", "attack", True, 1),  # 1 less against a defence
    ],
)
def test_the_attack_to_answer_forecasts_its_damage(defender, attack, defending, damage):
    extras, taken = attacked(defender, attack, defending, let_through=True)
    assert extras["stack"][-1]["kind"] == "attack"
    assert extras["forecast"] == damage == taken


def test_an_ability_or_nothing_under_way_forecasts_nothing():
    assert attacked("emberkit", "ability wa1")["forecast"] is None
    ruleset = get("kmon")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, 2)
    assert ruleset.view_extras(state, 0)["forecast"] is None

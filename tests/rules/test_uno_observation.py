"""What the UNO family's own observation holds beside the generic view: the seat's hand, the
top card and the options (the generic contract test speaks only of zones)."""

from __future__ import annotations

import random

import pytest

from game.engine.registry import get

UNO_RULESETS = ("uno", "uno-monster-high")


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_the_observation_holds_the_own_hand_the_top_card_and_the_options(ruleset_id):
    ruleset = get(ruleset_id)
    chooser = random.Random(3)
    state, _ = ruleset.new_game({}, 3, 5)
    for _ in range(60):
        if ruleset.result(state) is not None:
            break
        public = ruleset.observe(state, None)
        assert public["hand"] is None
        assert public["top"] == state["discard"][-1]
        assert public["options"] == ruleset.resolve_options({})
        for seat in range(3):
            assert ruleset.observe(state, seat)["hand"] == state["hands"][seat]
        seat = chooser.choice(ruleset.deciders(state))
        ruleset.apply(state, seat, chooser.choice(ruleset.legal_actions(state, seat)))

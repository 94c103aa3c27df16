"""The contract through the zone declarations alone: any ruleset, no attribute of one in here.

Random playouts of every registered ruleset check, after every action, that the zones declared
are the zones filled, that every card is still somewhere, that a view shows the cards of a zone
only to those who may see them, that a view is the same however the cards its viewer cannot see
lie, and that the decision names the seats that may act.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from game.engine.contract import Ruleset
from game.engine.decision import DECISION_KINDS
from game.engine.zones import ZONE_KINDS, card_of, check_zones

STEPS = 160


def _playout(ruleset: Ruleset, players: int, seed: int) -> Iterator[dict[str, Any]]:
    """The states of a random game, after the deal and after each action (at most STEPS)."""
    chance = random.Random(seed)
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, seed)
    yield state
    for _ in range(STEPS):
        seats = ruleset.deciders(state)
        if not seats:
            return
        seat = chance.choice(seats)
        actions = ruleset.legal_actions(state, seat)
        ruleset.apply(state, seat, chance.choice(actions))
        yield state


def _cases() -> list[tuple[str, int, int]]:
    from game.engine.registry import all_rulesets

    cases = []
    for ruleset in all_rulesets():
        for players in sorted({ruleset.min_players, min(ruleset.max_players, 4)}):
            cases.extend((ruleset.id, players, seed) for seed in (1, 2))
    return cases


@pytest.fixture(params=_cases(), ids=lambda case: f"{case[0]}-{case[1]}p-seed{case[2]}")
def playout(request) -> tuple[Ruleset, Iterator[dict[str, Any]]]:
    from game.engine.registry import get

    ruleset_id, players, seed = request.param
    ruleset = get(ruleset_id)
    return ruleset, _playout(ruleset, players, seed)


def _all_cards(ruleset: Ruleset, state: dict[str, Any]) -> Counter:
    return Counter(
        card_of(item) for items in ruleset.zone_contents(state).values() for item in items
    )


def test_every_card_stays_in_a_declared_zone(playout):
    ruleset, states = playout
    first = None
    for step, state in enumerate(states):
        specs = ruleset.zone_specs(state)
        assert all(spec.kind in ZONE_KINDS for spec in specs)
        check_zones(specs, ruleset.zone_contents(state))
        cards = _all_cards(ruleset, state)
        first = first or cards
        assert cards == first, f"step {step}: a card appeared or vanished"


def test_a_view_shows_a_zone_only_to_who_may_see_it(playout):
    ruleset, states = playout
    for step, state in enumerate(states):
        contents = ruleset.zone_contents(state)
        specs = {spec.id: spec for spec in ruleset.zone_specs(state)}
        for viewer in (None, *range(state["players"])):
            view = ruleset.view(state, viewer)
            assert set(view) == {"seat", "players", "zones", "counters", "decision", "extras"}
            for zone, shown in view["zones"].items():
                assert shown["size"] == len(contents[zone]), f"step {step}: {zone}'s size"
                if specs[zone].visible(viewer):
                    assert [card_of(c) for c in shown["cards"]] == [
                        card_of(c) for c in contents[zone]
                    ]
                else:
                    assert shown["cards"] is None, f"step {step}: {zone} shown to {viewer}"


def test_a_view_is_the_same_however_the_unseen_cards_lie(playout):
    ruleset, states = playout
    chance = random.Random(7)
    for step, state in enumerate(states):
        if step % 10:
            continue
        for viewer in (None, *range(state["players"])):
            before = ruleset.view(state, viewer)
            shuffled = ruleset.copy_state(state)
            contents = ruleset.zone_contents(shuffled)
            hidden = [s.id for s in ruleset.zone_specs(shuffled) if not s.visible(viewer)]
            pool = [item for zone in hidden for item in contents[zone]]
            chance.shuffle(pool)
            for zone in hidden:  # the same sizes, other cards: the lists are the state's own
                size = len(contents[zone])
                contents[zone][:], pool = pool[:size], pool[size:]
            assert ruleset.view(shuffled, viewer) == before, f"step {step}, viewer {viewer}"


def test_the_decision_names_the_seats_that_may_act(playout):
    ruleset, states = playout
    for state in states:
        decision = ruleset.decision(state)
        if ruleset.result(state) is not None:
            assert decision is None
            continue
        assert decision is not None and decision.kind in DECISION_KINDS
        assert set(decision.seats) <= set(ruleset.deciders(state))
        for seat in decision.seats:
            assert ruleset.legal_actions(state, seat), "a seat asked has something to do"


def test_a_seat_out_of_range_has_no_view(playout):
    ruleset, states = playout
    state = next(states)
    for seat in (-1, state["players"], True, "p1"):
        with pytest.raises(ValueError):
            ruleset.view(state, seat)

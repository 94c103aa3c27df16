"""How K-Mon's search scores a stopped playout: a seat ahead is given the better odds, and the
odds of the two seats add up to one."""

from __future__ import annotations

from game.ai.ismcts import make_sampler
from game.ai.kmon_sampler import FEATURES, features
from game.engine.registry import get
from game.rules.kmon.cards import load_catalog


def _battle(seed: int = 5) -> dict:
    ruleset = get("kmon")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, seed)
    while state["turn"] is None:  # past the toss and the choice of the first K-Mon
        seat = ruleset.deciders(state)[0]
        ruleset.apply(state, seat, ruleset.legal_actions(state, seat)[0])
    return state


def _kmon(state: dict, seat: int) -> list[dict]:
    return [item for place in ("active", "bench") for item in state[place][seat]]


def test_the_odds_add_up_to_one():
    state = _battle()
    odds = make_sampler("kmon").estimate(state, 2)
    assert abs(sum(odds) - 1.0) < 1e-9 and 0.0 < odds[0] < 1.0
    assert len(features(load_catalog(), state, 0)) == len(FEATURES)


def test_a_seat_ahead_has_the_better_odds():
    sampler = make_sampler("kmon")
    before = sampler.estimate(_battle(), 2)[0]
    state = _battle()
    first, second = _kmon(state, 1)[:2]
    first["marks"]["damage"] = 3  # the second seat's K-Mon hurt, one of them exhausted
    second["marks"]["exhausted"] = 1
    ahead = sampler.estimate(state, 2)
    assert ahead[0] > before + 0.2
    state = _battle()
    for item in _kmon(state, 0)[:2]:
        item["marks"]["damage"] = 4  # now the first seat is the one hurt
    assert sampler.estimate(state, 2)[0] < before - 0.2


def test_an_ultimate_ready_is_worth_something():
    catalog = load_catalog()
    sampler = make_sampler("kmon")
    state = _battle()
    active = next(item for item in state["active"][0] if "on" not in item["marks"])
    element = catalog.kmon[active["card"]].elements[0]
    ultimate = next(
        code for code, card in catalog.cards.items() if card.ultimate and card.element == element
    )
    before = sampler.estimate(state, 2)[0]
    state["hands"][0].append(ultimate)
    state["charges"][0] = 8
    assert features(catalog, state, 0)[FEATURES.index("ready")] == 1
    assert sampler.estimate(state, 2)[0] > before

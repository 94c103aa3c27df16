"""The generic sampler deals a seat's unseen cards over the zones it cannot see, and the levels
made for a ruleset from its own players."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.ai.agent import RandomAgent
from game.ai.levels import Careless
from game.ai.zone_sampler import deal_unseen, hidden_zones
from game.engine.notation import Action
from game.engine.registry import get
from game.engine.zones import card_of, unseen


def _uno_view(seat: int | None):
    ruleset = get("uno")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 3, 4)
    return ruleset, state, ruleset.view(state, seat)


def test_unseen_cards_are_the_game_less_what_the_view_shows():
    ruleset, state, view = _uno_view(0)
    left = unseen(ruleset.cards.full_deck, view)
    contents = ruleset.zone_contents(state)
    hidden = [card for zone in ("draw", "hand:p2", "hand:p3") for card in contents[zone]]
    assert Counter(left) == Counter(hidden)
    assert len(left) == sum(size for _, size in hidden_zones(view))


def test_a_view_showing_cards_the_game_lacks_is_refused():
    ruleset, _, view = _uno_view(0)
    view["zones"]["discard"]["cards"] = view["zones"]["discard"]["cards"] + ["r7"] * 5
    with pytest.raises(ValueError):
        unseen(ruleset.cards.full_deck, view)


def test_the_unseen_cards_are_dealt_by_the_hidden_zones_sizes():
    ruleset, _, view = _uno_view(1)
    pool = unseen(ruleset.cards.full_deck, view)
    filling = deal_unseen(view, pool, random.Random(3))
    assert {zone: len(cards) for zone, cards in filling.items()} == dict(hidden_zones(view))
    assert Counter(c for cards in filling.values() for c in cards) == Counter(pool)
    assert "hand:p2" not in filling  # the seat's own hand is seen, never dealt
    other = deal_unseen(view, pool, random.Random(4))
    assert other != filling
    with pytest.raises(ValueError):
        deal_unseen(view, pool[1:], random.Random(3))


def test_the_public_view_hides_every_hand():
    _, _, view = _uno_view(None)
    assert {zone for zone, _ in hidden_zones(view)} == {"draw", "hand:p1", "hand:p2", "hand:p3"}
    assert all(card_of(c) for c in view["zones"]["discard"]["cards"])


def test_a_careless_player_sometimes_does_not_think():
    legal = [Action("play", ("r1",)), Action("play", ("r2",)), Action("draw")]
    always = Careless("uno", 1, "random", 1.0)
    never = Careless("uno", 1, "random", 0.0)
    guide = RandomAgent("uno", 1)
    choices = [never.act({}, legal) for _ in range(50)]
    assert choices == [guide.act({}, legal) for _ in range(50)]  # the guide's own moves
    assert {always.act({}, legal) for _ in range(200)} == set(legal)


def _rulesets_with_worlds():
    from game.engine.registry import all_rulesets

    found = []
    for ruleset in all_rulesets():
        state, _ = ruleset.new_game(ruleset.resolve_options({}), ruleset.min_players, 1)
        try:
            ruleset.unseen_cards(ruleset.view(state, 0))
        except NotImplementedError:
            continue
        found.append(ruleset.id)
    return found


@pytest.mark.parametrize("ruleset_id", _rulesets_with_worlds())
def test_a_sampled_world_looks_to_its_seat_exactly_as_the_real_game(ruleset_id):
    """Random games; at every decision the world dealt from a seat's view gives that seat the
    very same view, and plays on under the contract."""
    ruleset = get(ruleset_id)
    chance = random.Random(5)
    for seed in range(3):
        state, _ = ruleset.new_game(ruleset.resolve_options({}), ruleset.min_players, seed)
        while ruleset.result(state) is None:
            seat = ruleset.deciders(state)[0]
            view = ruleset.view(state, seat)
            filling = deal_unseen(view, ruleset.unseen_cards(view), chance)
            world = ruleset.world(view, filling, chance.getrandbits(63))
            ruleset.check_invariants(world)
            assert ruleset.view(world, seat) == view
            assert ruleset.legal_actions(world, seat) == ruleset.legal_actions(state, seat)
            action = chance.choice(ruleset.legal_actions(state, seat))
            ruleset.apply(world, seat, action)
            ruleset.apply(state, seat, action)

"""What a scenario checks: wildcards in event lines, zone sizes, partial expectations."""

from __future__ import annotations

import pytest
from scenario_helpers import TABLE, run

from game.engine.notation import parse_event
from game.engine.registry import get
from game.engine.scenario import ScenarioError
from game.engine.scenario_facts import facts_of
from game.engine.scenario_lines import matches


# -- wildcards in event lines -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("line", "wanted"),
    [
        ("draw p2 x2 * *", True),
        ("draw p2 x2 * * =penalty", True),
        ("draw p2 x2 * =penalty", False),  # `*` is one card, not two
        ("draw p2 x2 * * * =penalty", False),  # ...and never the value
        ("draw p2 * x2", False),  # ...nor the count
        ("draw * x2", False),  # ...nor the seat
        ("draw p2 x2 * b5", True),
        ("draw p2 x2 * r3", False),
        ("draw p2 x2 ** =penalty", True),  # `**`: the cards not named yet
        ("draw p2 x2 r3 ** =penalty", True),
        ("draw p2 x2 b5 ** =penalty", False),
        ("draw p2 x2 * * ** =penalty", True),  # none left
        ("draw p2 x2 ** =deal", False),
        ("draw p2 ** x2", False),
        ("draw p2 x2 ** @p2", True),
        ("draw p2 x2 ** @p1", False),
    ],
)
def test_a_star_stands_for_one_card_and_two_for_the_cards_left(line, wanted):
    assert matches(parse_event("draw p2 x2 r3 b5 =penalty @p2"), line) is wanted


def test_wildcards_check_a_shuffled_deal():
    deal = ["draw p1 x5 ** =deal @p1", "draw p2 x5 * * * * * =deal @p2", "toss p2"]
    assert run(ruleset="kmon", players=2, seed=3, steps=[{"events": deal}]) == "t"
    with pytest.raises(ScenarioError, match=r"no event 'draw p1 x5 \* \* \* \* =deal'"):
        run(ruleset="kmon", players=2, seed=3, steps=[{"events": ["draw p1 x5 * * * * =deal"]}])


# -- zone sizes ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "ruleset_id", ["uno", "uno-monster-high", "uno-mostro", "kmon", "shield-war"]
)
def test_every_declared_zone_has_a_size_fact(ruleset_id):
    ruleset = get(ruleset_id)
    state, _ = ruleset.new_game({}, 2, 5)
    facts, contents = facts_of(ruleset, state), ruleset.zone_contents(state)
    specs = ruleset.zone_specs(state)
    assert specs
    for spec in specs:
        name, _, seat = spec.id.partition(":")
        fact = facts[f"{name}_size"]
        assert (fact[seat] if seat else fact) == len(contents[spec.id])


def test_zone_sizes_in_an_expectation():
    expect = {"discard_size": 1, "draw_size": 101, "hand_size": {"p1": 2, "p2": 2, "p3": 2}}
    assert run(setup=TABLE, steps=[{"expect": expect}]) == "t"
    with pytest.raises(ScenarioError, match="expected hand_size.p3 3, found 2"):
        run(setup=TABLE, steps=[{"expect": {"hand_size": {"p3": 3}}}])
    with pytest.raises(ScenarioError, match="expected discard_size 2, found 1"):
        run(setup=TABLE, steps=[{"expect": {"discard_size": 2}}])
    kmon = {"chain_size": 0, "bench_size": {"p1": 2}, "deck_size": {"p2": 19}, "discard_size": {}}
    with pytest.raises(
        ScenarioError, match=r"expected discard_size \{\}, found \{'p1': 0, 'p2': 0"
    ):
        run(
            ruleset="kmon",
            players=2,
            setup={"active": {"p1": "voltusk", "p2": "tidepup"}},
            steps=[{"expect": kmon}],
        )
    del kmon["discard_size"]
    assert (
        run(
            ruleset="kmon",
            players=2,
            setup={"active": {"p1": "voltusk", "p2": "tidepup"}},
            steps=[{"expect": kmon}],
        )
        == "t"
    )


# -- partial expectations -----------------------------------------------------------------------
KMON = {"active": {"p1": "voltusk", "p2": "tidepup"}, "damage": {"p2": {"tidepup": 3}}}


def test_a_mapping_of_seats_checks_only_the_seats_it_names():
    assert run(setup=TABLE, steps=[{"expect": {"hand_sizes": {"p2": 2}, "scores": {"p3": 0}}}])
    assert run(setup=TABLE, steps=[{"expect": {"hands": {"p3": ["y2", "y1"]}}}])
    with pytest.raises(ScenarioError, match="expected hand_sizes.p2 3, found 2"):
        run(setup=TABLE, steps=[{"expect": {"hand_sizes": {"p2": 3}}}])
    with pytest.raises(
        ScenarioError, match=r"expected hands.p3 \['y1', 'y3'\], found \['y1', 'y2'\]"
    ):
        run(setup=TABLE, steps=[{"expect": {"hands": {"p3": ["y3", "y1"]}}}])
    with pytest.raises(ScenarioError, match=r"expected scores.p4 0, found no p4"):
        run(setup=TABLE, steps=[{"expect": {"scores": {"p4": 0}}}])


def test_a_mapping_of_cards_checks_only_the_cards_it_names_at_every_level():
    steps = [{"expect": {"damage": {"p2": {"tidepup": 3}}, "hp": {"p1": {"voltusk": 5}}}}]
    assert run(ruleset="kmon", players=2, setup=KMON, steps=steps) == "t"
    with pytest.raises(ScenarioError, match="expected damage.p2.tidepup 2, found 3"):
        run(
            ruleset="kmon",
            players=2,
            setup=KMON,
            steps=[{"expect": {"damage": {"p2": {"tidepup": 2}}}}],
        )
    with pytest.raises(ScenarioError, match=r"expected damage.p2.voltusk 0, found no voltusk"):
        run(
            ruleset="kmon",
            players=2,
            setup=KMON,
            steps=[{"expect": {"damage": {"p2": {"voltusk": 0}}}}],
        )


def test_other_mappings_and_empty_ones_are_checked_whole():
    # A monster's marks are named by what they are, not by seat or card: the whole mapping.
    setup = {"boards": {"p1": [["r7", "rd2"]]}, "hands": {"p1": [], "p2": []}}
    steps = [{"expect": {"marks": {"c1": {}}}}]
    with pytest.raises(ScenarioError, match=r"expected marks.c1 \{\}, found \{"):
        run(ruleset="uno-mostro", players=2, setup=setup, steps=steps)
    with pytest.raises(ScenarioError, match=r"expected hands \{\}, found"):
        run(setup=TABLE, steps=[{"expect": {"hands": {}}}])


def test_a_list_that_is_not_one_entry_per_seat_takes_no_mapping():
    with pytest.raises(ScenarioError, match=r"legal: .* is not a number per seat"):
        run(setup=TABLE, steps=[{"expect": {"legal": {"p1": "draw"}}}])

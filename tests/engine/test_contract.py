"""The contract every registered ruleset fulfils, checked by seeded random playouts.

Each case (ruleset, options, players, seed) is played once to its end by random choices among
the deciders and their legal actions; the tests then replay the recorded actions and check one
property each. Cheap checks run after every action, the costly ones on a sample of the steps:
every `STRIDE`-th step and the first few times each kind of decision comes up.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import pytest

from game.engine.contract import IllegalAction, Refusal, Result, Ruleset
from game.engine.notation import Action, Event, parse_action, parse_event, redact
from game.engine.registry import all_rulesets, get
from game.engine.zones import card_of

PLAYER_COUNTS = (2, 3, 5)
SEED = 4
MAX_ACTIONS = 100_000  # a random game this long has a bug that loops
STRIDE = 97  # sample every STRIDE-th step for the costly checks...
FIRST_OF_A_KIND = 3  # ...and the first few steps of each kind of decision
WRONG_ACTIONS_PER_STEP = 6
REFUSAL_CODE = re.compile(r"^[a-z][a-z0-9_]*$")


def option_sets(ruleset: Ruleset) -> dict[str, dict[str, Any]]:
    """The defaults, every on/off option switched on, and each other choice of a choice."""
    sets: dict[str, dict[str, Any]] = {"defaults": {}}
    switches = {spec.key: True for spec in ruleset.option_specs if isinstance(spec.default, bool)}
    if switches:
        sets["switches-on"] = switches
    for spec in ruleset.option_specs:
        for choice in spec.choices:
            if choice != spec.default:
                sets[f"{spec.key}={choice}"] = {spec.key: choice}
    return sets


@dataclass(frozen=True)
class Case:
    ruleset_id: str
    option_name: str
    players: int
    seed: int

    @property
    def ruleset(self) -> Ruleset:
        return get(self.ruleset_id)

    @property
    def options(self) -> dict[str, Any]:
        return option_sets(self.ruleset)[self.option_name]

    def __str__(self) -> str:
        return f"{self.ruleset_id}-{self.option_name}-{self.players}p"


def player_counts(ruleset: Ruleset) -> list[int]:
    """The counts of PLAYER_COUNTS the ruleset takes (its smallest, if it takes none of them)."""
    fitting = [n for n in PLAYER_COUNTS if ruleset.min_players <= n <= ruleset.max_players]
    return fitting or [ruleset.min_players]


CASES = [
    Case(ruleset.id, name, players, SEED)
    for ruleset in all_rulesets()
    for name in option_sets(ruleset)
    for players in player_counts(ruleset)
]


@dataclass
class Record:
    """A whole game: the set-up events, then every (seat, action) and the events it gave."""

    setup_events: list[Event]
    steps: list[tuple[int, Action, list[Event]]] = field(default_factory=list)
    sampled: frozenset[int] = frozenset()
    seen_actions: frozenset[Action] = frozenset()


@cache
def record(case: Case) -> Record:
    ruleset, chooser = case.ruleset, random.Random(case.seed)
    state, setup_events = ruleset.new_game(case.options, case.players, case.seed)
    game = Record(setup_events)
    kinds: dict[tuple, int] = {}
    sampled, seen = set(), set()
    while ruleset.result(state) is None:
        index = len(game.steps)
        assert index < MAX_ACTIONS, f"{case}: no end after {MAX_ACTIONS} actions"
        seat = chooser.choice(ruleset.deciders(state))
        legal = ruleset.legal_actions(state, seat)
        kind = (len(ruleset.deciders(state)), *sorted({action.verb for action in legal}))
        kinds[kind] = kinds.get(kind, 0) + 1
        if index % STRIDE == 0 or kinds[kind] <= FIRST_OF_A_KIND:
            sampled.add(index)
        seen.update(legal)
        action = chooser.choice(legal)
        game.steps.append((seat, action, ruleset.apply_unchecked(state, seat, action)))
    sampled.add(len(game.steps))  # the finished game
    game.sampled, game.seen_actions = frozenset(sampled), frozenset(seen)
    return game


def replay(case: Case) -> Iterator[tuple[int, dict, int | None, Action | None]]:
    """(step index, state before the step, seat, action); the last has the finished game."""
    ruleset, game = case.ruleset, record(case)
    state, _ = ruleset.new_game(case.options, case.players, case.seed)
    for index, (seat, action, _) in enumerate(game.steps):
        yield index, state, seat, action
        ruleset.apply(state, seat, action)
    yield len(game.steps), state, None, None


def sampled_states(case: Case) -> Iterator[tuple[int, dict, int | None, Action | None]]:
    sampled = record(case).sampled
    for index, state, seat, action in replay(case):
        if index in sampled:
            yield index, state, seat, action


cases = pytest.mark.parametrize("case", CASES, ids=str)


# -- the game goes on, and ends ------------------------------------------------------------
@cases
def test_invariants_hold_and_someone_decides_until_the_end(case):
    ruleset = case.ruleset
    for index, state, _, _ in replay(case):
        ruleset.check_invariants(state)
        deciders = ruleset.deciders(state)
        result = ruleset.result(state)
        assert (result is None) == bool(deciders), f"step {index}: deciders {deciders}"
        assert len(set(deciders)) == len(deciders)
        for seat in range(case.players):
            legal = ruleset.legal_actions(state, seat)
            if seat in deciders:
                assert legal, f"step {index}: decider p{seat + 1} has no legal action"
                assert len(set(legal)) == len(legal), f"step {index}: repeated actions {legal}"
            else:
                assert legal == [], f"step {index}: p{seat + 1} may act without being asked"
    assert isinstance(result, Result)
    assert result.winners or result.reason == "draw", "a finished game names its winners"
    assert set(result.winners) <= set(range(case.players))
    assert len(result.scores) == case.players
    assert result.reason


@cases
def test_legal_actions_are_accepted_and_apply_cleanly(case):
    ruleset = case.ruleset
    for index, state, _, _ in sampled_states(case):
        for seat in ruleset.deciders(state):
            for action in ruleset.legal_actions(state, seat):
                assert ruleset.refusal(state, seat, action) is None, f"step {index}: {action}"
                assert ruleset.parse_action(str(action)) == action
                trial = ruleset.copy_state(state)
                events = ruleset.apply(trial, seat, action)
                assert all(isinstance(event, Event) for event in events)
                ruleset.check_invariants(trial)


def plausible_actions(case: Case) -> list[Action]:
    """Everything that was legal at some point of the game, and a few that never are."""
    never = [Action("play", ("zz9",)), Action("dance"), Action("wild", ("purple",))]
    return sorted(record(case).seen_actions, key=str) + never


@cases
def test_other_actions_are_refused_with_a_code(case):
    ruleset, pool = case.ruleset, plausible_actions(case)
    chooser = random.Random(case.seed)
    for index, state, _, _ in sampled_states(case):
        deciders = ruleset.deciders(state)
        for seat in range(case.players):
            legal = set(ruleset.legal_actions(state, seat))
            wrong = [action for action in pool if action not in legal]
            for action in chooser.sample(wrong, min(WRONG_ACTIONS_PER_STEP, len(wrong))):
                refused = ruleset.refusal(state, seat, action)
                assert isinstance(refused, Refusal), f"step {index}: p{seat + 1} {action}"
                assert REFUSAL_CODE.match(refused.code), refused
                assert str(refused).startswith(refused.code)
                before = ruleset.to_data(state)
                with pytest.raises(IllegalAction) as caught:
                    ruleset.apply(state, seat, action)
                assert caught.value.refusal == refused
                assert ruleset.to_data(state) == before, "a refused action changed the state"
            if seat not in deciders and pool:
                assert ruleset.refusal(state, seat, pool[0]) is not None


# -- what a seat may see -----------------------------------------------------------------------
# Spoken through the zone declarations alone: the cards of a zone a seat may not see are its
# hidden cards, whatever the ruleset calls them in its state.
def every_card(ruleset: Ruleset, state: dict) -> set[str]:
    """The code of every card of the game, wherever it lies."""
    return {card_of(item) for items in ruleset.zone_contents(state).values() for item in items}


def visible_cards(ruleset: Ruleset, state: dict, viewer: int | None) -> set[str]:
    contents = ruleset.zone_contents(state)
    return {
        card_of(item)
        for spec in ruleset.zone_specs(state)
        if spec.visible(viewer)
        for item in contents[spec.id]
    }


def twin(ruleset: Ruleset, state: dict, viewer: int | None, chooser: random.Random) -> dict:
    """The same game with the cards hidden from `viewer` dealt differently, sizes kept (the
    zone contents are the state's own lists)."""
    other = ruleset.copy_state(state)
    contents = ruleset.zone_contents(other)
    zones = [contents[s.id] for s in ruleset.zone_specs(other) if not s.visible(viewer)]
    pool = [card for zone in zones for card in zone]
    chooser.shuffle(pool)
    for zone in zones:
        zone[:], pool = pool[: len(zone)], pool[len(zone) :]
    return other


def card_strings(value: Any) -> Iterator[str]:
    """Every string inside an observation."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for inner in value.values():
            yield from card_strings(inner)
    elif isinstance(value, list | tuple):
        for inner in value:
            yield from card_strings(inner)


def difference(one: dict, two: dict) -> dict:
    return {
        key: (one.get(key), two.get(key))
        for key in one.keys() | two.keys()
        if one.get(key) != two.get(key)
    }


@cases
def test_observation_holds_the_seats_own_cards_and_no_hidden_card(case):
    ruleset = case.ruleset
    for index, state, _, _ in sampled_states(case):
        codes = every_card(ruleset, state)
        contents = ruleset.zone_contents(state)
        for viewer in (None, *range(case.players)):
            seen = ruleset.observe(state, viewer)
            json.dumps(seen)
            shown = set(card_strings(seen)) & codes
            known = ruleset.known_cards(state, viewer) if viewer is not None else set()
            assert shown <= visible_cards(ruleset, state, viewer) | known, f"step {index}: {viewer}"
            view = ruleset.view(state, viewer)
            for spec in ruleset.zone_specs(state):
                cards = view["zones"][spec.id]["cards"]
                if spec.visible(viewer):
                    assert [card_of(c) for c in cards] == [card_of(c) for c in contents[spec.id]]
                else:
                    assert cards is None, f"step {index}: {spec.id} shown to {viewer}"


@cases
def test_observation_is_the_same_however_the_hidden_cards_lie(case):
    ruleset, chooser = case.ruleset, random.Random(case.seed)
    for index, state, _, _ in sampled_states(case):
        for viewer in (None, *range(case.players)):
            other = twin(ruleset, state, viewer, chooser)
            seen, seen_other = ruleset.observe(state, viewer), ruleset.observe(other, viewer)
            assert seen == seen_other, (
                f"step {index}: the view of {viewer} tells hidden cards apart: "
                f"{difference(seen, seen_other)}"
            )
            assert ruleset.view(state, viewer) == ruleset.view(other, viewer)


@cases
def test_redacted_events_show_no_card_dealt_or_drawn_by_another_seat(case):
    game = record(case)
    batches = [game.setup_events] + [events for _, _, events in game.steps]
    for events in batches:
        for event in events:
            assert parse_event(str(event)) == event
            if event.kind in ("deal", "draw"):
                assert event.private == (event.seat,), f"{event} is not private to its seat"
        for viewer in (None, *range(case.players)):
            shown = redact(events, viewer)
            for before, after in zip(events, shown, strict=True):
                assert after.count == before.count
                if before.kind in ("deal", "draw") and before.seat != viewer:
                    assert not after.cards, f"{viewer} sees {before}"
                elif before.private is None or viewer in before.private:
                    assert after == before


# -- data, determinism and copies ---------------------------------------------------------
@cases
def test_state_round_trips_through_json(case):
    ruleset, game = case.ruleset, record(case)
    for index, state, _, _ in sampled_states(case):
        text = json.dumps(ruleset.to_data(state))
        restored = ruleset.from_data(json.loads(text))
        assert restored == state, f"step {index}"
        if index < len(game.steps):
            seat, action, events = game.steps[index]
            assert ruleset.apply(restored, seat, action) == events


@cases
def test_same_seed_and_actions_give_the_same_game(case):
    ruleset, game = case.ruleset, record(case)
    one, setup_one = ruleset.new_game(case.options, case.players, case.seed)
    two, setup_two = ruleset.new_game(case.options, case.players, case.seed)
    assert setup_one == setup_two == game.setup_events
    assert one == two
    for index, (seat, action, events) in enumerate(game.steps):
        assert ruleset.apply(one, seat, action) == events, f"step {index}"
        assert ruleset.apply(two, seat, action) == events
        assert one == two, f"step {index}"
    assert ruleset.result(one) == ruleset.result(two)


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.id)
def test_another_seed_gives_another_deal(ruleset):
    deals = {json.dumps(ruleset.new_game({}, ruleset.min_players, seed)[0]) for seed in range(1, 6)}
    assert len(deals) == 5


@cases
def test_copy_state_is_independent(case):
    ruleset, chooser = case.ruleset, random.Random(case.seed)
    for index, state, _, _ in sampled_states(case):
        before = json.dumps(ruleset.to_data(state))
        copy = ruleset.copy_state(state)
        assert copy == state
        for _ in range(8):
            if ruleset.result(copy) is not None:
                break
            seat = chooser.choice(ruleset.deciders(copy))
            ruleset.apply(copy, seat, chooser.choice(ruleset.legal_actions(copy, seat)))
        assert json.dumps(ruleset.to_data(state)) == before, f"step {index}: the copy leaked"


# -- options -------------------------------------------------------------------------------------
def test_every_registered_ruleset_is_well_formed(ruleset):
    assert ruleset.id and ruleset.name
    assert 1 <= ruleset.min_players <= ruleset.max_players
    assert ruleset is get(ruleset.id)
    with pytest.raises(KeyError, match=ruleset.id):
        get("no-such-ruleset")


def test_resolve_options_gives_every_default(ruleset):
    defaults = {spec.key: spec.default for spec in ruleset.option_specs}
    assert ruleset.resolve_options() == defaults
    assert ruleset.resolve_options({}) == defaults
    assert ruleset.parse_options([]) == defaults
    state, _ = ruleset.new_game({}, ruleset.min_players, 1)
    ruleset.check_invariants(state)


def test_unknown_option_is_refused_with_a_sentence(ruleset):
    with pytest.raises(ValueError) as caught:
        ruleset.resolve_options({"nonsense": 1})
    message = str(caught.value)
    assert f"{ruleset.id} has no option 'nonsense'" in message
    assert all(spec.key in message for spec in ruleset.option_specs)
    with pytest.raises(ValueError, match="has no option 'nonsense'"):
        ruleset.parse_options(["nonsense=1"])
    with pytest.raises(ValueError, match="has no option"):
        ruleset.new_game({"nonsense": 1}, ruleset.min_players, 1)


def test_option_without_a_value_is_refused(ruleset):
    with pytest.raises(ValueError, match="KEY=VALUE"):
        ruleset.parse_options(["novalue"])


def good_and_bad_texts(spec) -> tuple[list[tuple[str, Any]], list[str]]:
    if isinstance(spec.default, bool):
        return [("on", True), ("yes", True), ("off", False), ("0", False)], ["maybe", ""]
    if isinstance(spec.default, int):
        low = spec.minimum if spec.minimum is not None else 0
        bad = ["many", "1.5"]
        if spec.minimum is not None:
            bad.append(str(spec.minimum - 1))
        if spec.maximum is not None:
            bad.append(str(spec.maximum + 1))
        return [(str(spec.default), spec.default), (str(low), low)], bad
    if spec.choices:
        return [(choice, choice) for choice in spec.choices], ["no-such-choice"]
    return [(spec.default, spec.default)], []


def test_option_values_are_parsed_and_checked(ruleset):
    for spec in ruleset.option_specs:
        good, bad = good_and_bad_texts(spec)
        for text, value in good:
            assert ruleset.parse_options([f"{spec.key}={text}"])[spec.key] == value
        for text in bad:
            with pytest.raises(ValueError) as caught:
                ruleset.parse_options([f"{spec.key}={text}"])
            assert f"option {spec.key} " in str(caught.value)
            assert "\n" not in str(caught.value)


def test_option_values_of_the_wrong_type_are_refused(ruleset):
    for spec in ruleset.option_specs:
        wrong = "text" if not isinstance(spec.default, str) else 3
        with pytest.raises(ValueError, match=f"option {spec.key} "):
            ruleset.resolve_options({spec.key: wrong})
        if isinstance(spec.default, int) and not isinstance(spec.default, bool):
            with pytest.raises(ValueError, match="whole number"):
                ruleset.resolve_options({spec.key: True})


def test_uno_options_from_the_command_line():
    uno = get("uno")
    options = uno.parse_options(["mode=short", "short_turns=3", "stack_draw_two=yes"])
    assert options["mode"] == "short"
    assert options["short_turns"] == 3
    assert options["stack_draw_two"] is True
    assert options["jump_in"] is False
    with pytest.raises(ValueError, match="option mode takes one of normal, short"):
        uno.parse_options(["mode=long"])
    with pytest.raises(ValueError, match="option short_turns must be at least 1"):
        uno.parse_options(["short_turns=0"])
    assert get("uno-monster-high").parse_options(["target=100"])["target"] == 100
    with pytest.raises(ValueError, match="has no option 'target'"):
        uno.parse_options(["target=100"])


def test_player_counts_outside_the_range_are_refused(ruleset):
    for players in (ruleset.min_players - 1, ruleset.max_players + 1):
        with pytest.raises(ValueError, match=f"not {players}"):
            ruleset.new_game({}, players, 1)


def test_parse_action_refuses_what_the_ruleset_does_not_know(ruleset):
    with pytest.raises(ValueError):
        ruleset.parse_action("")
    action = ruleset.legal_actions(*first_decision(ruleset))[0]
    assert ruleset.parse_action(str(action)) == action == parse_action(str(action))


def first_decision(ruleset: Ruleset) -> tuple[dict, int]:
    state, _ = ruleset.new_game({}, ruleset.min_players, 1)
    return state, ruleset.deciders(state)[0]

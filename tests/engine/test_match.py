"""The match: dealt from its seed, played by its log, replayed to any point from checkpoints,
and given back whole from its record."""

from __future__ import annotations

import json
import random

import pytest

from game.engine.match import LogError, Match
from game.engine.notation import Action
from game.engine.registry import get

RULESETS = ("uno", "uno-monster-high", "shield-war", "uno-mostro", "kmon")


def _data(ruleset, state) -> str:
    return json.dumps(ruleset.to_data(state), sort_keys=True)


def _played(ruleset_id: str, seed: int, moves: int, every: int = 8) -> tuple[Match, list[str]]:
    """A match of up to `moves` random actions, and the state after each one (as JSON)."""
    ruleset = get(ruleset_id)
    match = Match(ruleset, {}, 2, seed, checkpoint_every=every)
    chance = random.Random(seed)
    states = [_data(ruleset, match.state)]
    while len(match) < moves and ruleset.result(match.state) is None:
        seat = ruleset.deciders(match.state)[0]
        match.apply(seat, chance.choice(ruleset.legal_actions(match.state, seat)))
        states.append(_data(ruleset, match.state))
    return match, states


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_the_state_at_any_point_is_the_state_made_step_by_step(ruleset_id):
    match, states = _played(ruleset_id, 5, 60)
    ruleset = match.ruleset
    for count in [len(match), *range(len(match) + 1)]:
        assert _data(ruleset, match.state_at(count)) == states[count]
    assert _data(ruleset, match.state) == states[-1]  # asking changed nothing


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_checkpoints_give_the_states_a_replay_from_the_deal_gives(ruleset_id):
    kept, _ = _played(ruleset_id, 11, 50, every=4)
    every_one, _ = _played(ruleset_id, 11, 50, every=1)
    none = Match(kept.ruleset, {}, 2, 11, checkpoint_every=10_000)
    none.play(kept.log)
    for count in range(len(kept) + 1):
        states = {_data(m.ruleset, m.state_at(count)) for m in (kept, every_one, none)}
        assert len(states) == 1


def test_rewind_goes_back_and_the_game_goes_on_from_there():
    match, states = _played("uno", 2, 40, every=8)
    held = match.state
    log = list(match.log)
    assert match.rewind(13) == log[13:]
    assert match.state is held and _data(match.ruleset, held) == states[13]
    assert match.log == log[:13]
    match.play(log[13:])
    assert _data(match.ruleset, match.state) == states[-1]
    assert match.log == log


def test_events_are_kept_per_action_and_go_back_with_a_rewind():
    ruleset = get("uno")
    match = Match(ruleset, {}, 3, 4, keep_events=True)
    step = Match(ruleset, {}, 3, 4)
    assert match.events_until(0) == match.opening_events == step.opening_events
    made = []
    for _ in range(12):
        seat = ruleset.deciders(step.state)[0]
        action = ruleset.legal_actions(step.state, seat)[0]
        made.append(step.apply(seat, action))
        match.apply(seat, action)
    assert [match.events_of(n) for n in range(1, 13)] == made
    match.rewind(5)
    assert match.events_until(5) == match.events == step.opening_events + sum(made[:5], [])


@pytest.mark.parametrize("ruleset_id", RULESETS)
def test_a_match_goes_to_plain_data_and_back(ruleset_id):
    match, states = _played(ruleset_id, 8, 40)
    data = match.to_data()
    assert json.loads(json.dumps(data)) == data
    again = Match.from_data(match.ruleset, data)
    assert again.log == match.log
    assert _data(again.ruleset, again.state) == states[-1]


def test_the_same_seed_and_actions_make_the_same_game_and_another_seed_another():
    first, states = _played("kmon", 21, 80)
    second, again = _played("kmon", 21, 80)
    assert first.log == second.log and states == again
    replayed = Match(first.ruleset, {}, 2, 21)
    replayed.play(first.log)
    assert _data(first.ruleset, replayed.state) == states[-1]
    other = Match(first.ruleset, {}, 2, 22)
    assert _data(first.ruleset, other.state) != states[0]


def test_a_refused_action_in_a_log_is_told_with_its_index_and_the_moves_before_stay():
    match, states = _played("uno", 3, 30)
    log = list(match.log)
    seat = int(log[7][1]) - 1
    log[7] = f"p{seat + 1}: pass"  # passing is not an answer to a turn in UNO
    replayed = Match(match.ruleset, {}, 2, 3)
    with pytest.raises(LogError) as raised:
        replayed.play(log)
    assert (raised.value.index, raised.value.number, raised.value.kind) == (7, 8, "refused")
    assert raised.value.refusal is not None and raised.value.line == log[7]
    assert replayed.log == log[:7]
    assert _data(match.ruleset, replayed.state) == states[7]


@pytest.mark.parametrize(
    ("line", "kind"), [("p1 play", "unreadable"), ("p7: draw", "seat"), ("p1: ???", "unreadable")]
)
def test_a_line_that_does_not_read_is_told_with_its_index(line, kind):
    match = Match(get("uno"), {}, 2, 3)
    with pytest.raises(LogError) as raised:
        match.play([line])
    assert (raised.value.index, raised.value.kind) == (0, kind)
    assert match.log == []


def test_a_bridge_makes_actions_in_place_of_a_refused_one_or_ends_the_log():
    ruleset = get("uno")
    match = Match(ruleset, {}, 2, 3)
    seat = ruleset.deciders(match.state)[0]
    draw = Action("draw", ())
    pass_ = Action("pass", ())

    def bridge(state, by, action):
        return [(by, draw)] if action == pass_ and len(match) == 0 else None

    # The first pass is refused and bridged by a draw; then a second draw is refused.
    made = match.play_moves([(seat, pass_), (seat, draw)], bridge=bridge)
    assert made == 1 and match.log == [f"p{seat + 1}: draw"]


def test_an_action_refused_outside_a_log_is_not_logged():
    ruleset = get("uno")
    match = Match(ruleset, {}, 2, 3)
    seat = ruleset.deciders(match.state)[0]
    before = _data(ruleset, match.state)
    with pytest.raises(ValueError):
        match.apply(seat, Action("pass", ()))
    assert match.log == [] and _data(ruleset, match.state) == before

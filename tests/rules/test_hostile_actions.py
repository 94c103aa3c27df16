"""Actions whose words were edited by hand: every ruleset refuses them in words, and a save
holding one is refused at load, never a crash (a number of thousands of digits once raised
Python's own ValueError from the depth of a rule)."""

from __future__ import annotations

import random

import pytest

from game.engine.contract import Refusal, Ruleset
from game.engine.notation import Action, NotationError, parse_event, parse_number

HOSTILE_WORDS = [
    "9" * 5000,
    "1" * 4301,
    "0",
    "-1",
    "+5",
    "99999999999999999999",
    "\u00b2",
    "c" + "9" * 5000,
    "p" + "9" * 5000,
    "p0",
    "p999",
    "x",
]


def test_parse_number_reads_only_a_short_whole_number_in_range():
    assert parse_number("7", 1, 9) == 7
    assert parse_number("007", 1, 9) == 7
    for token in ("0", "10", "-1", "+1", "1.0", "", " 1", "\u00b2", "\u0661", "9" * 5000):
        assert parse_number(token, 1, 9) is None


def test_an_event_counting_thousands_of_digits_is_a_notation_error():
    with pytest.raises(NotationError):
        parse_event("draw p1 x" + "9" * 5000)
    assert parse_event("draw p1 x3").count == 3


def _variants(action: Action):
    """The action with each of its words (and one more) swapped for a hostile one."""
    for index in range(len(action.args) + 1):
        for word in HOSTILE_WORDS:
            args = list(action.args)
            args[index : index + 1] = [word]
            yield Action(action.verb, tuple(args))


def test_hostile_words_in_any_action_are_refused_or_played(ruleset: Ruleset):
    chance = random.Random(3)
    state, _ = ruleset.new_game({}, ruleset.min_players, 3)
    verbs_tried: set[str] = set()
    for _ in range(400):
        if ruleset.result(state) is not None:
            break
        seat = ruleset.deciders(state)[0]
        legal = ruleset.legal_actions(state, seat)
        for action in {a.verb: a for a in legal}.values():  # one of each verb, each step
            verbs_tried.add(action.verb)
            for variant in _variants(action):
                refused = ruleset.refusal(state, seat, variant)
                assert refused is None or isinstance(refused, Refusal)
                if refused is None:
                    ruleset.apply(ruleset.copy_state(state), seat, variant)
        ruleset.apply(state, seat, chance.choice(legal))
    assert verbs_tried


def _mostro_game_at_assign(seed: int):
    """An Uno Mostro game played at random until an attacker shares its damage: the save
    and the legal `assign` action waiting."""
    from game.engine.registry import get
    from game.persist.saves import SavedGame, Seat

    ruleset = get("uno-mostro")
    options = ruleset.resolve_options({})
    state, _ = ruleset.new_game(options, 2, seed)
    chance, log = random.Random(seed), []
    while ruleset.result(state) is None and len(log) < 3000:
        seat = ruleset.deciders(state)[0]
        legal = ruleset.legal_actions(state, seat)
        assigns = [a for a in legal if a.verb == "assign"]
        if assigns:
            seats = [Seat("Ana", "human"), Seat("Bo", "human")]
            game = SavedGame("uno-mostro", options, seats, seed, log, ruleset.to_data(state))
            return game, seat, assigns[0]
        action = chance.choice(legal)
        ruleset.apply(state, seat, action)
        log.append(f"p{seat + 1}: {action}")
    return None


@pytest.mark.parametrize("amount", ["9" * 5000, "99999999999999999999", "0"])
def test_a_save_assigning_an_impossible_amount_is_refused_in_words(amount):
    from game.persist.save_list import list_saves
    from game.persist.saves import SaveError, load_game, save_game

    found = next(filter(None, (_mostro_game_at_assign(seed) for seed in range(40))))
    game, seat, action = found
    attacker, blocker, _ = action.args
    game.actions.append(f"p{seat + 1}: assign {attacker} {blocker} {amount}")
    path = save_game("assign", game)
    with pytest.raises(SaveError) as raised:
        load_game(path)
    words = raised.value.message
    assert "Give from 1 to" in words and len(words) < 400
    (row,) = [info for info in list_saves() if info.path == path]
    assert row.error is None  # the listing does not replay; opening the save says why

"""Moves as data (game/engine/moves.py): a game's verbs declared once, read by the engine for
the shape of an action and its dispatch, and by the table for the roles of its words."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from game.engine.contract import Ruleset
from game.engine.moves import HAND, NUMBER, OWN, ROLES, SEAT, WORD, Arg, Move, Moves
from game.engine.notation import Action, Event
from game.engine.registry import all_rulesets

ROOT = Path(__file__).resolve().parents[2]


def nothing(rules, state, seat, words, events) -> None:
    events.append(Event("done", seat, value=" ".join(words)))


def test_a_move_is_declared_once_with_its_words_and_effect():
    with pytest.raises(ValueError, match="declared twice"):
        Moves(Move("play", (), nothing), Move("play", (), nothing))
    with pytest.raises(ValueError, match="only the last words"):
        Move("attack", (Arg(HAND, "boost", optional=True), Arg(SEAT, "seat")), nothing)
    with pytest.raises(ValueError, match="its effect"):
        Move("draw")
    with pytest.raises(ValueError, match="unknown role 'card'"):
        Arg("card", "card")


def test_the_shape_of_an_action_is_checked_from_its_declaration():
    moves = Moves(
        Move(
            "play", (Arg(HAND, "card"), Arg(WORD, "call", optional=True, words=("uno",))), nothing
        ),
        Move("catch", (Arg(SEAT, "seat"),), nothing),
        Move("assign", (Arg(OWN, "attacker"), Arg(NUMBER, "damage", low=1, high=9)), nothing),
        Move("draw", (), nothing),
    )
    assert moves.shape(Action("play", ("r7",))) is None
    assert moves.shape(Action("play", ("r7", "uno"))) is None
    assert "expected 'uno' as the call" in moves.shape(Action("play", ("r7", "now")))
    assert "'play' takes 1 to 2 words" in moves.shape(Action("play"))
    assert "takes no words" in moves.shape(Action("draw", ("r7",)))
    assert "'catch' takes 1 word" in moves.shape(Action("catch"))
    assert "expected a seat" in moves.shape(Action("catch", ("x1",)))
    assert "number from 1 to 9" in moves.shape(Action("assign", ("c1", "10")))
    assert "number from 1 to 9" in moves.shape(Action("assign", ("c1", "9" * 5000)))
    assert moves.shape(Action("assign", ("c1", "9"))) is None
    assert "unknown action 'dance'" in moves.shape(Action("dance"))
    assert moves.roles(Action("play", ("r7", "uno"))) == (HAND, WORD)
    assert moves.roles(Action("dance", ("x",))) == ()


def test_an_action_does_its_verbs_effect():
    moves = Moves(Move("play", (Arg(HAND, "card"),), nothing), Move("draw", (), nothing))
    assert moves.apply(None, {}, 1, Action("play", ("r7",))) == [Event("done", 1, value="r7")]
    assert moves.apply(None, {}, 0, Action("draw")) == [Event("done", 0)]


def test_a_target_is_a_zone_or_a_function_of_the_card():
    moves = Moves(
        Move("play", (Arg(HAND, "card"),), nothing, target="discard"),
        Move("aim", (Arg(HAND, "card"),), nothing, target=lambda rules, words: rules[words[0]]),
        Move("pass", (), nothing),
    )
    reading = moves.reading({"f1": "active:@other", "h1": "active:@"})
    assert reading.target(Action("play", ("r7",))) == "discard"
    assert reading.target(Action("aim", ("f1",))) == "active:@other"
    assert reading.target(Action("aim", ("h1",))) == "active:@"
    assert reading.target(Action("pass")) is None
    assert [(move.verb, index) for move, index in reading.sources()] == [("play", 0), ("aim", 0)]


# -- every game --------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.id)
def test_every_game_dispatches_through_its_declared_moves(ruleset: Ruleset):
    assert len(ruleset.moves) > 0, f"{ruleset.id} declares its moves"
    assert type(ruleset).apply_unchecked in (Ruleset.apply_unchecked, ruleset.moves.dispatch), (
        f"{ruleset.id} dispatches its verbs itself instead of through its Moves table"
    )
    assert type(ruleset).default_target is Ruleset.default_target
    for move in ruleset.moves.values():
        assert all(arg.role in ROLES for arg in move.args)


@pytest.mark.parametrize("ruleset", all_rulesets(), ids=lambda r: r.id)
def test_every_legal_action_of_a_playout_fits_its_declaration(ruleset: Ruleset):
    chance = random.Random(11)
    players = max(ruleset.min_players, min(3, ruleset.max_players))
    for seed in range(3):
        state, _ = ruleset.new_game(ruleset.resolve_options({}), players, seed)
        for _ in range(120):
            if ruleset.result(state) is not None:
                break
            seat = ruleset.deciders(state)[0]
            legal = ruleset.legal_actions(state, seat)
            for action in legal:
                assert ruleset.moves.shape(action) is None, (ruleset.id, str(action))
                phases = ruleset.moves.phases(action.verb)
                if phases and "phase" in state:
                    assert state["phase"] in phases, (ruleset.id, str(action), state["phase"])
            ruleset.apply(state, seat, chance.choice(legal))


def test_no_ruleset_dispatches_on_its_verbs_in_a_chain():
    """No function under game/rules compares an action's verb with more than two verbs in a
    chain of ifs: a verb's effect and refusal are declared with it."""
    found = []
    for path in sorted((ROOT / "game" / "rules").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            compared = set()
            for test in ast.walk(node):
                if isinstance(test, ast.Compare) and isinstance(
                    test.left, ast.Name | ast.Attribute
                ):
                    name = test.left.id if isinstance(test.left, ast.Name) else test.left.attr
                    if name != "verb" or not isinstance(test.ops[0], ast.Eq):
                        continue
                    compared |= {c.value for c in test.comparators if isinstance(c, ast.Constant)}
            if len(compared) > 2:
                found.append(
                    f"{path.relative_to(ROOT)}:{node.lineno} {node.name} {sorted(compared)}"
                )
    assert found == []

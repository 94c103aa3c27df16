"""The table's intents, read from real games' views and legal actions: what is a drag, a click
or a button, and which actions a drop matches."""

from __future__ import annotations

import random
from typing import Any

import pytest

from game.engine.contract import Ruleset
from game.engine.moves import (
    HAND,
    INSTANCE,
    OWN,
    SEAT,
    WORD,
    ZONE,
    Arg,
    Move,
    MoveReading,
    Moves,
)
from game.engine.notation import Action, parse_action
from game.engine.registry import all_rulesets, get
from game.ui.table.intents import (
    TABLE,
    Click,
    Drag,
    Intents,
    click,
    drop,
    intents,
    refused_drop,
    sources,
    targets_for,
)


def acts(*texts: str) -> list[Action]:
    return [parse_action(text) for text in texts]


def game(ruleset_id: str, setup: dict[str, Any], players: int = 2, **options: Any):
    ruleset = get(ruleset_id)
    state, _ = ruleset.new_game(ruleset.resolve_options(options), players, 1)
    ruleset.scenario_setup(state, setup)
    return ruleset, state


def read(ruleset: Ruleset, state: dict, seat: int) -> Intents:
    legal = ruleset.legal_actions(state, seat)
    assert legal, "the seat has something to do"
    return intents(ruleset.view(state, seat), legal, ruleset.move_reading())


def every_action_once(found: Intents, legal: list[Action]) -> None:
    classified = [d.action for d in found.drags] + [c.action for c in found.clicks]
    classified += list(found.buttons)
    assert sorted(classified) == sorted(legal)


# -- UNO ----------------------------------------------------------------------------------------
def test_uno_cards_drag_to_the_discard_pile_and_drawing_is_a_click_on_the_draw_pile():
    ruleset, state = game(
        "uno",
        {"hands": {"p1": ["r2", "b5", "r9"], "p2": ["g1", "y2"]}, "discard": ["r7"], "turn": "p1"},
    )
    legal = ruleset.legal_actions(state, 0)
    assert {str(a) for a in legal} == {"play r2", "play r9", "draw"}
    found = read(ruleset, state, 0)
    every_action_once(found, legal)
    assert set(found.drags) == {
        Drag(Action("play", ("r2",)), "r2", "hand:p1", "discard"),
        Drag(Action("play", ("r9",)), "r9", "hand:p1", "discard"),
    }
    assert found.clicks == (Click(Action("draw"), "draw"),)
    assert found.buttons == ()
    assert sources(found) == {"r2", "r9"}
    assert targets_for(found, "r2") == {"discard"}
    assert targets_for(found, "b5") == set()
    assert drop(found, "r2", "discard") == [Action("play", ("r2",))]
    assert drop(found, "b5", "discard") == []  # not playable: refused, the table says why
    assert drop(found, "r2", "draw") == []
    assert drop(found, "r2", TABLE) == []  # UNO's cards go onto the pile, not anywhere
    assert click(found, "draw") == [Action("draw")]
    assert click(found, "discard") == []


def test_the_uno_call_is_an_option_of_the_same_drop():
    ruleset, state = game(
        "uno",
        {
            "hands": {"p1": ["r2", "b5"], "p2": ["r5", "y5", "y6"], "p3": ["g1", "y2"]},
            "discard": ["r7"],
            "turn": "p1",
        },
        players=3,
    )
    found = read(ruleset, state, 0)
    assert {(d.source, d.target, d.options) for d in found.drags} == {
        ("r2", "discard", ()),
        ("r2", "discard", ("uno",)),
    }
    assert drop(found, "r2", "discard") == acts("play r2", "play r2 uno")  # a small chooser
    assert targets_for(found, "r2") == {"discard"}


def test_uno_color_swap_and_keep_are_buttons():
    ruleset, state = game(
        "uno",
        {
            "hands": {"p1": ["w", "b3", "g7"], "p2": ["b5", "y5"], "p3": ["g1", "y2"]},
            "discard": ["r4"],
            "turn": "p1",
        },
        players=3,
    )
    ruleset.apply(state, 0, Action("play", ("w",)))
    found = read(ruleset, state, 0)
    assert found.drags == () and found.clicks == ()
    assert {a.verb for a in found.buttons} == {"wild"}
    assert Action("wild", ("blue",)) in found.buttons

    ruleset, state = game(
        "uno",
        {
            "hands": {"p1": ["r7", "b3", "g7"], "p2": ["b5", "y5"], "p3": ["g1", "y2"]},
            "discard": ["r4"],
            "turn": "p1",
        },
        players=3,
        seven_zero=True,
    )
    ruleset.apply(state, 0, Action("play", ("r7",)))
    found = read(ruleset, state, 0)
    assert found.buttons == tuple(acts("swap p2", "swap p3"))
    assert found.drags == () and found.clicks == ()


def test_a_pink_card_named_like_a_seat_is_a_card_to_play_but_catch_names_the_seat():
    ruleset, state = game(
        "uno-monster-high",
        {
            "hands": {"p1": ["p3", "b5"], "p2": ["y4", "p1"], "p3": ["g1", "g8"]},
            "discard": ["p7"],
            "turn": "p1",
        },
        players=3,
    )
    ruleset.apply(state, 0, Action("play", ("p3",)))
    assert ruleset.legal_actions(state, 1) == acts("catch p1", "pass")
    found = read(ruleset, state, 1)  # p2 holds the pink 1, `p1`
    assert found.drags == () and found.clicks == ()
    assert found.buttons == tuple(acts("catch p1", "pass"))

    ruleset, state = game(
        "uno-monster-high",
        {"hands": {"p1": ["p1", "b5", "g2"], "p2": ["y4", "p5"]}, "discard": ["p7"], "turn": "p1"},
    )
    found = read(ruleset, state, 0)
    assert Drag(Action("play", ("p1",)), "p1", "hand:p1", "discard") in found.drags
    assert drop(found, "p1", "discard") == acts("play p1")
    assert drop(found, "p1", "p1") == []  # not onto the seat's own name plate


def test_the_default_target_of_uno_and_of_a_ruleset_without_one():
    uno = get("uno")
    assert uno.default_target(Action("play", ("r7",))) == "discard"
    assert uno.default_target(Action("play", ("r7", "uno"))) == "discard"
    assert uno.default_target(Action("draw")) == "draw"
    assert uno.default_target(Action("pass")) is None
    assert uno.default_target(Action("wild", ("blue",))) is None
    assert get("shield-war").default_target(Action("attack", ("a2",))) is None


def test_a_default_target_the_table_does_not_have_is_an_error():
    ruleset, state = game(
        "uno", {"hands": {"p1": ["r2"], "p2": ["g1"]}, "discard": ["r7"], "turn": "p1"}
    )
    nowhere = declared(Move("play", (Arg(HAND, "card"),), NOTHING, target="nowhere"))
    with pytest.raises(ValueError, match="not on the table"):
        intents(ruleset.view(state, 0), ruleset.legal_actions(state, 0), nowhere)


# -- Shield War ---------------------------------------------------------------------------------
def shield_war_turn():
    return game(
        "shield-war",
        {
            "characters": {"p1": "glimmerfox", "p2": "voltwing"},
            "hands": {"p1": ["a3", "s2", "a1", "a9"], "p2": ["s1", "s2", "s3", "a1", "a8"]},
        },
    )


def test_a_shield_war_attack_drags_from_the_hand_onto_the_table_anywhere():
    ruleset, state = shield_war_turn()
    legal = ruleset.legal_actions(state, 0)
    found = read(ruleset, state, 0)
    every_action_once(found, legal)
    attacks = [a for a in legal if a.verb == "attack"]
    assert attacks and {d.action for d in found.drags} == set(attacks)
    assert all(d.target is TABLE and d.source_zone == "hand:p1" for d in found.drags)
    assert Action("ability") in found.buttons
    assert targets_for(found, "a3") == {TABLE}
    assert "s2" not in sources(found)  # a shield has nothing to answer yet
    for place in (TABLE, "chain", "discard", "p2", "hand:p2"):
        assert drop(found, "a3", place) == [Action("attack", ("a3",))]
    assert drop(found, "a3", "hand:p1") == []  # dropped back into the hand
    assert drop(found, "s2", "chain") == []


def test_a_shield_drags_onto_the_card_it_answers_or_the_chain_and_pass_is_a_button():
    ruleset, state = shield_war_turn()
    ruleset.apply(state, 0, Action("attack", ("a3",)))
    legal = ruleset.legal_actions(state, 1)
    view = ruleset.view(state, 1)
    (top,) = [item["id"] for item in view["zones"]["chain"]["cards"]]
    assert Action("shield", ("s1", top)) in legal
    found = intents(view, legal, ruleset.move_reading())
    every_action_once(found, legal)
    shield = Drag(Action("shield", ("s1", top)), "s1", "hand:p2", top)
    assert shield in found.drags
    assert found.buttons == (Action("pass"),)
    assert targets_for(found, "s1") == {top}
    assert drop(found, "s1", top) == [Action("shield", ("s1", top))]
    # anywhere on the chain is on its newest card
    assert drop(found, "s1", "chain") == [Action("shield", ("s1", top))]
    assert drop(found, "s1", TABLE) == []
    assert drop(found, "s1", "p1") == []


def test_a_shield_dropped_on_an_older_card_of_the_chain_answers_the_newest():
    ruleset, state = shield_war_turn()
    ruleset.apply(state, 0, Action("attack", ("a3",)))
    shield = next(a for a in ruleset.legal_actions(state, 1) if a.verb == "shield")
    ruleset.apply(state, 1, shield)
    legal = ruleset.legal_actions(state, 0)
    view = ruleset.view(state, 0)
    older, newest = [item["id"] for item in view["zones"]["chain"]["cards"]]
    answers = [a for a in legal if a.verb == "shield"]
    assert answers and all(a.args[1] == newest for a in answers)
    found = intents(view, legal, ruleset.move_reading())
    card = answers[0].args[0]
    assert drop(found, card, older) == [a for a in answers if a.args[0] == card]
    assert drop(found, card, "chain") == [a for a in answers if a.args[0] == card]


def test_shield_war_toss_and_picks_are_buttons_and_clicks_on_the_characters():
    ruleset = get("shield-war")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, 1)
    seat = ruleset.deciders(state)[0]
    found = read(ruleset, state, seat)
    assert found.buttons == tuple(acts("choose pick", "choose first"))
    ruleset.apply(state, seat, Action("choose", ("pick",)))
    seat = ruleset.deciders(state)[0]
    legal = ruleset.legal_actions(state, seat)
    found = read(ruleset, state, seat)
    every_action_once(found, legal)
    assert found.buttons == () and found.drags == ()
    assert Click(Action("pick", ("emberhorn",)), "characters", "emberhorn") in found.clicks
    assert click(found, "characters", "emberhorn") == acts("pick emberhorn")
    assert click(found, "characters") == []  # the pile itself picks nothing
    assert click(found, "deck") == []


# -- cases no game of today has ------------------------------------------------------------------
def NOTHING(*args: Any) -> None:  # noqa: N802 - an effect never called here
    raise AssertionError("the table never does a move")


def declared(*moves: Move) -> MoveReading:
    """Moves of a game made up for the case, as the table reads them."""
    return Moves(*moves).reading(None)


BOARD_MOVES = declared(
    Move("attack", (Arg(OWN, "attacker"), Arg(SEAT, "seat")), NOTHING),
    Move("strike", (Arg(OWN, "attacker"), Arg(INSTANCE, "target")), NOTHING),
    Move(
        "summon",
        (Arg(HAND, "card"), Arg(WORD, "side", words=("faceup",)), Arg(ZONE, "row")),
        NOTHING,
    ),
    Move("settle", (Arg(HAND, "card"), Arg(ZONE, "row")), NOTHING),
    Move("target", (Arg(INSTANCE, "target"),), NOTHING),
    Move("discard", (Arg(HAND, "card"),), NOTHING),
    Move("name", (Arg(WORD, "card named"),), NOTHING),
)


def board_view() -> dict[str, Any]:
    def zone(kind: str, owner: int | None, cards: list) -> dict[str, Any]:
        return {"kind": kind, "owner": owner, "visible_to": "everyone", "size": len(cards),
                "cards": cards}  # fmt: skip

    return {
        "seat": 0,
        "players": 2,
        "zones": {
            "hand:p1": zone("hand", 0, ["r7", "g2"]),
            "board:p1": zone("board", 0, [{"id": "c12", "card": "m1", "marks": {}}]),
            "board:p2": zone("board", 1, [{"id": "c14", "card": "m2", "marks": {}}]),
        },
    }


def test_an_own_instance_drags_onto_a_seat_or_a_card_and_a_card_onto_a_zone():
    legal = acts(
        "attack c12 p2", "strike c12 c14", "settle r7 board:p1", "summon r7 faceup board:p1"
    )
    found = intents(board_view(), legal, BOARD_MOVES)
    assert set(found.drags) == {
        Drag(legal[0], "c12", "board:p1", "p2"),
        Drag(legal[1], "c12", "board:p1", "c14"),
        Drag(legal[2], "r7", "hand:p1", "board:p1"),
        Drag(legal[3], "r7", "hand:p1", "board:p1", ("faceup",)),
    }
    assert targets_for(found, "c12") == {"p2", "c14"}
    assert drop(found, "c12", "p2") == [legal[0]]
    assert drop(found, "c12", "board:p2") == []  # the card, not the row it lies in
    assert drop(found, "r7", "board:p1") == legal[2:]
    assert drop(found, "r7", "c12") == legal[2:]  # on a card of the board is on the board


def test_an_instance_of_another_seat_is_a_click_and_not_a_drag():
    legal = acts("target c14", "discard g2")
    found = intents(board_view(), legal, BOARD_MOVES)
    assert found.clicks == (Click(legal[0], "board:p2", "c14"),)
    assert found.drags == (Drag(legal[1], "g2", "hand:p1", TABLE),)
    assert click(found, "board:p2", "c14") == [legal[0]]
    assert click(found, "board:p2", "c12") == []


def test_a_word_is_read_by_its_declared_role_never_by_its_look():
    # `r7` lies in the viewer's hand, but `name r7` names a card (a word): a button; `c12` is
    # the viewer's own instance, but as a target it is a click, not something picked up.
    legal = acts("name r7", "target c12", "discard r7")
    found = intents(board_view(), legal, BOARD_MOVES)
    assert found.buttons == (legal[0],)
    assert found.clicks == (Click(legal[1], "board:p1", "c12"),)
    assert found.drags == (Drag(legal[2], "r7", "hand:p1", TABLE),)
    assert sources(found) == {"r7"}


# -- every game ---------------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset_id", [r.id for r in all_rulesets()])
def test_in_playouts_every_legal_action_is_one_intent_and_its_own_drop_or_click_finds_it(
    ruleset_id: str,
):
    ruleset = get(ruleset_id)
    chance = random.Random(7)
    for seed in range(3):
        state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, seed)
        for _ in range(60):
            if ruleset.result(state) is not None or not ruleset.deciders(state):
                break
            seat = ruleset.deciders(state)[0]
            legal = ruleset.legal_actions(state, seat)
            found = read(ruleset, state, seat)
            every_action_once(found, legal)
            for drag in found.drags:
                assert drag.action in drop(found, drag.source, drag.target)
                assert drag.target in targets_for(found, drag.source)
            for clicked in found.clicks:
                assert clicked.action in click(found, clicked.zone, clicked.item)
            ruleset.apply(state, seat, chance.choice(legal))


# -- a refused drop, from the declared moves ------------------------------------------------------
def test_a_refused_drop_is_the_move_the_declared_roles_build_and_the_rules_say_why():
    ruleset, state = game(
        "uno",
        {"hands": {"p1": ["r2", "b5", "r9"], "p2": ["g1", "y2"]}, "discard": ["r7"], "turn": "p1"},
    )
    found, moves = read(ruleset, state, 0), ruleset.move_reading()
    assert refused_drop(found, moves, "b5", "discard") == acts("play b5")
    assert ruleset.refusal(state, 0, Action("play", ("b5",))).code == "card_does_not_match"
    assert refused_drop(found, moves, "b5", "draw") == []  # UNO's cards go on the pile only


def test_a_refused_pink_card_named_like_a_seat_is_still_the_card():
    ruleset, state = game(
        "uno-monster-high",
        {"hands": {"p1": ["p2", "b5", "g2"], "p2": ["y4", "p5"]}, "discard": ["y7"], "turn": "p1"},
    )
    found = read(ruleset, state, 0)
    assert "p2" not in sources(found)
    assert refused_drop(found, ruleset.move_reading(), "p2", "discard") == acts("play p2")


def test_a_refused_drop_tries_the_moves_of_the_moment_first_then_any_the_card_fits():
    ruleset, state = shield_war_turn()
    ruleset.apply(state, 0, Action("attack", ("a3",)))
    found = read(ruleset, state, 1)
    (top,) = [item["id"] for item in ruleset.view(state, 1)["zones"]["chain"]["cards"]]
    # p2 answers the attack: an attack card on the attack is a shield it is not, then an
    # attack out of turn; a shield dropped on the attack is that shield.
    assert refused_drop(found, ruleset.move_reading(), "a1", top) == acts(
        f"shield a1 {top}", "attack a1"
    )
    refused = ruleset.refusal(state, 1, Action("shield", ("a1", top)))
    assert refused is not None and refused.code == "not_a_shield"
    assert refused_drop(found, ruleset.move_reading(), "s1", "p1") == acts("attack s1")


def test_a_refused_drop_onto_a_seats_own_zone_is_read_for_the_viewer():
    legal = acts("discard g2")
    found = intents(board_view(), legal, BOARD_MOVES)
    # `settle` needs a row: the drop names it; `summon` has a word before the row the drop
    # cannot tell (its side), so it is not built.
    assert refused_drop(found, BOARD_MOVES, "r7", "board:p1") == acts(
        "discard r7", "settle r7 board:p1"
    )
    assert refused_drop(found, BOARD_MOVES, "c12", "c14") == acts("strike c12 c14")
    assert refused_drop(found, BOARD_MOVES, "c12", "p2") == acts("attack c12 p2")

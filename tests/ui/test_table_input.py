"""A human at the table: drag and drop, clicks and keys turn into engine actions, or are refused.

Each game is set by hand (`scenario_setup`) so that it is seat 1's turn with known cards. The
computer seat holds only yellow cards and draws a known card it cannot play, so its answer
never changes what these tests look at.
"""

from __future__ import annotations

import copy

import pygame
import pytest
from ui_driver import HONEST_WILD4_SETUP, LAST_CARD_SETUP

import game.ui.scenes.table_turns as turns_module

# p1 (human) to play on a red 3: r5 and the wild fit, b7 and g2 do not.
UNO_SETUP = {
    "hands": {"p1": ["r5", "b7", "w", "g2"], "p2": ["y1", "y2", "y4"]},
    "discard": ["r3"],
    "draw": ["b1", "b8", "g8"],
    "turn": "p1",
}


def _setup(**changes) -> dict:
    setup = copy.deepcopy(UNO_SETUP)
    setup.update(changes)
    return setup


def test_dragging_a_legal_card_onto_the_pile_plays_it(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    session = table.session
    assert driver.hand_codes() == ["r5", "b7", "g2", "w"]  # sorted: red, blue, green, wilds
    assert driver.hand_card("r5")["enabled"] and not driver.hand_card("b7")["enabled"]
    logged = len(session.actions)

    driver.play_by_drag("r5")

    assert session.actions[logged] == "p1: play r5"
    assert "r5" not in session.state["hands"][0]
    driver.settle()
    assert session.state["discard"][-1] == "r5"  # the computer seat drew and could not play
    assert driver.item("discard-pile")["card"] == "r5"
    assert "r5" not in driver.hand_codes()


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_dragging_an_illegal_card_is_refused_in_words(new_table, speed):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup(), speed=speed)
    session = table.session
    before = copy.deepcopy(session.state)
    logged = list(session.actions)

    driver.play_by_drag("b7")

    assert session.state == before
    assert session.actions == logged
    assert table.message is not None
    assert "does not match" in table.message[0]
    assert "Blue 7" in table.message[0] and "red 3" in table.message[0]
    driver.run_until(lambda: table.input.returning is None, what="the card to fly back")
    driver.frame()
    assert driver.hand_codes() == ["r5", "b7", "g2", "w"]  # sorted: red, blue, green, wilds
    assert table.input.drag is None


def test_dropping_a_card_beside_the_pile_plays_nothing(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    logged = list(table.session.actions)
    pile = driver.item("discard-pile")
    beside = (pygame.Rect(pile["rect"]).right + 150, pygame.Rect(pile["rect"]).centery)

    driver.drag(driver.grab_point("r5"), beside)

    assert table.session.actions == logged
    assert driver.hand_codes() == ["r5", "b7", "g2", "w"]  # sorted: red, blue, green, wilds


def test_clicking_the_draw_pile_draws_a_card(new_table):
    # g9 does not fit the red 3, so the turn passes with the card kept.
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup(draw=["g9", "b1"]))
    session = table.session
    assert driver.item("draw-pile")["enabled"]

    driver.press("draw-pile")

    assert session.actions[0] == "p1: draw"
    assert sorted(session.state["hands"][0]) == sorted(["r5", "b7", "w", "g2", "g9"])
    driver.until_my_turn()
    assert session.actions[1] == "p2: draw"
    assert driver.hand_codes() == ["r5", "b7", "g2", "g9", "w"]  # g9 went to its place


def test_drawing_a_playable_card_lets_it_be_played_or_kept(new_table):
    # r9 fits the red 3: the drawn-card decision starts, with a button to keep the card.
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup(draw=["r9", "b1"]))
    session = table.session

    driver.press("draw-pile")
    driver.settle()

    assert session.state["phase"] == "drawn"
    assert session.state["pending"]["card"] == "r9"
    assert "r9" in driver.hand_codes()
    assert [item["card"] for item in driver.hand() if item["enabled"]] == ["r9"]
    assert driver.has_item("btn-keep"), "no way to keep the drawn card"


def test_the_keyboard_selects_and_plays_a_card(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    session = table.session

    driver.key(pygame.K_RIGHT)
    assert table.input.selected == 0
    driver.key(pygame.K_RIGHT)
    assert table.input.selected == 1
    driver.key(pygame.K_RETURN)  # b7 does not fit: refused, nothing played
    assert session.actions == []
    assert "does not match" in table.message[0]
    driver.key(pygame.K_LEFT)
    assert table.input.selected == 0
    driver.key(pygame.K_RETURN)

    assert session.actions[0] == "p1: play r5"
    assert table.input.selected is None


def test_h_gives_a_hint_from_what_the_player_can_see(new_table):
    # A careful player keeps the wild and plays r5: the hint selects it and says so.
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    observed = []
    observe = table.session.observe

    def watched_observe(viewer):
        observed.append(viewer)
        return observe(viewer)

    table.session.observe = watched_observe
    driver.key(pygame.K_h)

    assert observed == [0]  # the hint is worked out from the player's own view
    assert table.input.selected == 0 and table.display.hands[0][0] == "r5"
    assert table.message[0] == "Hint: play red 5."
    assert table.session.actions == []  # a hint plays nothing
    driver.key(pygame.K_RETURN)
    assert table.session.actions[0] == "p1: play r5"
    assert table.message is None  # the hint was about the move just made


def test_a_hint_for_a_color_and_none_out_of_turn(new_table, monkeypatch):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    driver.play_by_drag("w")
    driver.settle()
    driver.key(pygame.K_h)
    assert table.message[0].startswith("Hint: name ")
    driver.frame()  # the words sit above the color buttons, not over them
    assert table.view.message_rect.bottom <= min(b.rect.top for b in table.controls.buttons)

    # The computer seat takes its time, so that its decision is the one waiting.
    monkeypatch.setattr(turns_module, "AI_PAUSE", 600.0)
    monkeypatch.setattr(turns_module, "MIN_AI_PAUSE", 600.0)
    driver.press("wild-green")
    driver.run_until(
        lambda: not table.timeline.busy and table.session.deciders() == (1,),
        what="the computer's decision",
    )
    table.message = None
    driver.key(pygame.K_h)  # the computer's decision: no hint
    assert table.message is None
    assert table.session.deciders() == (1,)


def test_the_keyboard_selection_wraps_around_the_hand(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    driver.key(pygame.K_LEFT)
    assert table.input.selected == 3
    driver.key(pygame.K_RIGHT)
    assert table.input.selected == 0


def test_the_d_key_draws(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup(draw=["g9", "b1"]))
    driver.key(pygame.K_d)
    assert table.session.actions[0] == "p1: draw"
    assert "g9" in table.session.state["hands"][0]


def test_a_wild_card_offers_color_buttons(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    session = table.session

    driver.play_by_drag("w")
    driver.settle()

    assert session.state["phase"] == "color"
    ids = {item["id"] for item in driver.items("button")}
    assert {"wild-red", "wild-blue", "wild-green", "wild-yellow"} <= ids


def test_urrrhhh_buttons_say_how_many_cards_each_color_hands_out(new_table):
    setup = {
        "hands": {"p1": ["u", "b3", "b7", "g2", "y9"], "p2": ["p1", "p2", "p4"]},
        "discard": ["b5"],
        "draw": ["g8", "g9"],
        "turn": "p1",
    }
    driver, table = new_table("uno-monster-high", ("human", "ai"), 4, setup=setup)
    driver.play_by_drag("u")
    driver.settle()

    assert table.session.state["phase"] == "give"
    labels = {item["id"]: item["label"] for item in driver.items("button")}
    assert labels["give-blue"] == "Blue (2)"
    assert labels["give-green"] == "Green (1)"
    assert labels["give-yellow"] == "Yellow (1)"
    assert "give-pink" not in labels  # a color not held cannot be handed out


def test_a_color_button_sets_the_color(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    session = table.session
    driver.play_by_drag("w")
    driver.settle()
    driver.frame()

    driver.press("wild-green")

    assert session.actions[:2] == ["p1: play w", "p1: wild green"]
    assert session.state["color"] == "g"
    driver.settle()
    assert table.display.extras["color"] == "g"


def test_the_uno_button_arms_the_call_for_the_next_play(new_table):
    setup = _setup(hands={"p1": ["r5", "b7"], "p2": ["y1", "y2", "y4"]})
    driver, table = new_table("uno", ("human", "ai"), 11, setup=setup)
    session = table.session
    uno = driver.item("btn-uno")
    assert uno["label"] == "UNO!"

    driver.press("btn-uno")
    assert table.controls.uno_armed
    assert driver.item("btn-uno")["label"] == "UNO called"
    driver.play_by_drag("r5")

    assert session.actions[0] == "p1: play r5 uno"
    assert session.state["hands"][0] == ["b7"]


def test_playing_down_to_one_card_without_the_call_costs_two_cards(new_table):
    setup = _setup(hands={"p1": ["r5", "b7"], "p2": ["y1", "y2", "y4"]})
    driver, table = new_table("uno", ("human", "ai"), 11, setup=setup)
    session = table.session

    driver.play_by_drag("r5")

    assert session.actions[0] == "p1: play r5"
    assert len(session.state["hands"][0]) == 3  # b7 and the two penalty cards


def test_the_uno_button_appears_after_a_computer_move(new_table):
    # The computer seat moves first (it draws b1 and cannot play); then p1 holds two cards.
    setup = _setup(hands={"p1": ["r5", "b7"], "p2": ["y1", "y2", "y4"]}, turn="p2")
    driver, table = new_table("uno", ("human", "ai"), 11, setup=setup)
    driver.until_my_turn()
    driver.settle()
    driver.frame()

    assert table.session.actions == ["p2: draw"]
    assert driver.has_item("btn-uno"), "no UNO button with two cards in hand"


MONSTER_SETUP = {
    "hands": {"p1": ["w4", "b5", "g7"], "p2": ["y1", "y2", "y4"]},
    "discard": ["b3"],
    "draw": ["g1", "g2"],
    "turn": "p1",
}


def test_a_bluffed_wild_draw_four_asks_for_confirmation(new_table):
    driver, table = new_table("uno-monster-high", ("human", "ai"), 5, setup=MONSTER_SETUP)
    session = table.session

    driver.play_by_drag("w4")
    assert table.controls.confirm is not None
    assert "blue" in table.controls.confirm["text"]
    assert session.actions == []
    assert "w4" in session.state["hands"][0]
    driver.frame()
    assert {item["id"] for item in driver.items("button")} == {"confirm-yes", "confirm-no"}

    driver.press("confirm-no")
    assert table.controls.confirm is None
    assert session.actions == []
    driver.run_until(lambda: table.input.returning is None)
    driver.frame()
    assert "w4" in driver.hand_codes()

    driver.play_by_drag("w4")
    driver.frame()
    driver.press("confirm-yes")
    assert table.controls.confirm is None
    assert session.actions == ["p1: play w4"]
    assert session.state["phase"] == "color"


def test_an_honest_wild_draw_four_is_played_at_once(new_table):
    setup = dict(MONSTER_SETUP, hands={"p1": ["w4", "g5", "y7"], "p2": ["y1", "y2", "y4"]})
    driver, table = new_table("uno-monster-high", ("human", "ai"), 5, setup=setup)

    driver.play_by_drag("w4")

    assert table.controls.confirm is None
    assert table.session.actions == ["p1: play w4"]


def test_escape_takes_back_the_bluff_question(new_table):
    driver, table = new_table("uno-monster-high", ("human", "ai"), 5, setup=MONSTER_SETUP)
    driver.play_by_drag("w4")
    assert table.controls.confirm is not None

    driver.key(pygame.K_ESCAPE)

    assert table.controls.confirm is None
    assert driver.top is table  # Esc closed the question, it did not open the pause menu
    assert table.session.actions == []


def test_a_card_dropped_out_of_turn_is_refused(new_table, monkeypatch):
    # The computer seat takes its time (AI_PAUSE x 0.5 s, fast): p1 drops a card meanwhile.
    monkeypatch.setattr(turns_module, "AI_PAUSE", 10.0)
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup(turn="p2"), speed="fast")
    assert not any(item["enabled"] for item in driver.hand())

    driver.play_by_drag("r5")

    assert table.session.actions == []
    assert table.message is not None and table.message[0] == "Wait for your turn."
    driver.run_until(lambda: table.input.returning is None, dt=0.05)
    driver.frame()
    assert driver.hand_codes() == ["r5", "b7", "g2", "w"]  # sorted: red, blue, green, wilds


def test_winning_a_round_deals_the_next_one(new_table):
    # UNO Monster High is played in rounds to 500 points: p1 goes out with the last card and
    # scores the 7 points left in p2's hand (1 + 2 + 4).
    driver, table = new_table(
        "uno-monster-high", ("human", "ai"), 5, setup=LAST_CARD_SETUP, speed="fast"
    )

    driver.play_by_drag("b5")
    driver.run_until(
        lambda: (
            table.session.state["round"] == 2
            and not table.timeline.busy
            or driver.has_item("btn-next-round")
        ),
        dt=0.05,
    )
    if driver.has_item("btn-next-round"):  # the round's result waits for a click
        driver.press("btn-next-round")
    driver.run_until(lambda: not table.timeline.busy, dt=0.05)
    driver.frame()

    assert table.session.result() is None
    assert table.session.state["scores"] == [7, 0]
    assert table.display.seat_counters("score") == [7, 0]
    assert table.display.extras["round"] == 2
    assert len(table.session.state["hands"][0]) == 7
    assert len(driver.hand()) == 7


def test_a_challenge_shows_the_hand_and_the_verdict_to_the_challenger(new_table):
    # p2 (computer) can only play its Wild Draw Four, honestly; p1 challenges and loses.
    driver, table = new_table("uno-monster-high", ("human", "ai"), 3, setup=HONEST_WILD4_SETUP)
    driver.run_until(lambda: driver.has_item("btn-challenge"))

    driver.press("btn-challenge")
    driver.run_until(lambda: table.revealed is not None)

    name, cards, verdict = table.revealed
    assert (name, cards) == ("Robot 2", ["y9"])
    assert "innocent" in verdict and "You draw 6" in verdict
    driver.frame()  # the panel is drawn with its verdict
    driver.post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    driver.frame()
    assert table.revealed is None


def test_the_status_line_says_the_round_and_the_target_score(new_table):
    driver, table = new_table("uno-monster-high", ("human", "ai"), 5, options={"target": 200})
    driver.settle()
    assert table._status_parts()[0] == "Round 1  ·  first to 200 points"


def test_the_status_line_counts_the_turns_of_a_short_game(new_table):
    driver, table = new_table(
        "uno",
        ("human", "ai"),
        11,
        options={"mode": "short", "short_turns": 4},
        setup=_setup(draw=["g9", "b1"]),
    )
    assert min(table.session.state["turns"]) == 0
    assert table._status_parts()[0] == "Short game: turn 1 of 4"
    driver.press("draw-pile")  # g9 does not fit the red 3: the turn passes
    driver.until_my_turn()  # and the computer draws b1, which does not fit either
    assert min(table.session.state["turns"]) == 1
    assert table._status_parts()[0] == "Short game: turn 2 of 4"


def test_the_cards_left_in_hand_slide_to_close_the_gap(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup(), speed="normal")
    driver.settle()
    placement = table.placement
    assert table.display.hands[table.viewer] == ["r5", "b7", "g2", "w"]
    start = table.view.hand_positions()[2][0]  # g2, drawn at its place
    driver.play_by_drag("r5")
    hand = table.display.hands[table.viewer]
    assert hand == ["b7", "g2", "w"]
    place = placement.row_position("hand:p1", 1, len(hand))[0]  # where g2 ends up
    seen = []
    for _ in range(40):
        driver.frame()
        seen.append(table.view.hand_positions()[1][0])
    # g2 moves from where it was towards its new place a little each frame, never jumping.
    steps = [b - a for a, b in zip([start, *seen[:-1]], seen, strict=True)]
    assert seen[-1] == place
    assert sum(1 for step in steps if abs(step) > 0.5) >= 3
    assert max(abs(step) for step in steps) < abs(place - start) * 0.6


def test_a_drawn_card_flies_to_a_gap_that_opens_for_it(new_table):
    # g9 does not fit the red 3; it goes between g2 and the wild.
    driver, table = new_table(
        "uno", ("human", "ai"), 11, setup=_setup(draw=["g9", "b1"]), speed="normal"
    )
    driver.settle()
    placement = table.placement
    wild_before = table.view.hand_positions()[3][0]
    driver.press("draw-pile")
    driver.frame()  # the draw starts: the hand makes room at once
    assert table.display.hands[table.viewer] == ["r5", "b7", "g2", "g9", "w"]
    assert table.display.arriving == ["g9"]
    assert table.view.hand_rects[3].width == 0  # the place is empty while g9 flies
    flying = [s for s in table.animator.sprites if s.card == "g9"]
    assert len(flying) == 1
    place = placement.row_position("hand:p1", 3, 5)
    driver.frames(3)
    assert table.view.hand_positions()[4][0] > wild_before  # the wild moves aside
    driver.run_until(lambda: not table.display.arriving, what="g9 to land")
    assert (flying[0].x, flying[0].y) == pytest.approx(place[:2])
    driver.frame()
    assert table.view.hand_rects[3].width > 0  # and now it is drawn in its place

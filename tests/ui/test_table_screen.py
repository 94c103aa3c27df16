"""What reaches the screen: every frame the table sends only the parts it changed.

A `ScreenMirror` (in ui_driver; the `mirrored` fixture puts one on a table) keeps a copy of
what the display was sent (a whole frame on `flip`, only the listed rectangles on `update`).
After each frame the mirror must equal the frame the table drew: a part that changed but was
not sent would leave old pixels on the player's screen, as a panel drawn over the table that
shows only where something else moved.
"""

from __future__ import annotations

from test_hotseat import play_hot_seat
from ui_driver import HONEST_WILD4_SETUP, LAST_CARD_SETUP, ScreenMirror

from game.ui.table import overlays


def _run(driver, mirror: ScreenMirror, done, what: str, limit: int = 2000) -> None:
    mirror.doing = what
    driver.run_until(done, limit, 1 / 30, what)


def test_the_round_summary_reaches_the_screen_whole(mirrored):
    # p1 goes out with its last card; the round's result waits for a click over the table.
    driver, table, mirror = mirrored(
        "uno-monster-high", ("human", "ai"), 5, setup=LAST_CARD_SETUP, speed="fast"
    )
    mirror.doing = "the last card played"
    driver.play_by_drag("b5")
    _run(driver, mirror, lambda: driver.has_item("btn-next-round"), "the round's end")
    mirror.doing = "the round summary, untouched"
    driver.frames(30, 1 / 30)
    mirror.doing = "the round summary under the pointer"
    driver.move(tuple(driver.item("btn-next-round")["rect"][:2]))
    driver.frames(3)
    mirror.doing = "the next round"
    driver.press("btn-next-round")
    _run(driver, mirror, lambda: not table.timeline.busy, "the next deal")


def test_a_revealed_hand_reaches_the_screen_whole(mirrored):
    # p2 plays its Wild Draw Four honestly; p1 challenges and sees p2's hand.
    driver, table, mirror = mirrored(
        "uno-monster-high", ("human", "ai"), 3, setup=HONEST_WILD4_SETUP
    )
    _run(driver, mirror, lambda: driver.has_item("btn-challenge"), "the challenge")
    driver.press("btn-challenge")
    _run(driver, mirror, lambda: table.revealed is not None, "the revealed hand")
    driver.frames(10, 1 / 30)


def test_the_buttons_moved_by_the_uno_call_reach_the_screen_whole(mirrored):
    # p1 plays an Urrrhhh from three cards: the give-away buttons stand with the UNO call,
    # which grows when it is armed and moves the buttons before it in a row, or widens them
    # all in a column.
    setup = {
        "hands": {"p1": ["u", "b5", "g7"], "p2": ["y1", "y2", "y4"]},
        "discard": ["b3"],
        "turn": "p1",
    }
    driver, table, mirror = mirrored("uno-monster-high", ("human", "ai"), 5, setup=setup)
    mirror.doing = "the Urrrhhh played"
    driver.play_by_drag("u")
    _run(driver, mirror, lambda: driver.has_item("btn-uno"), "the give-away buttons")
    before = driver.item("give-blue")["rect"]
    mirror.doing = "the UNO call armed"
    driver.press("btn-uno")
    driver.frames(5)
    assert driver.item("btn-uno")["label"] == "UNO called"
    assert driver.item("give-blue")["rect"] != before  # moved or widened to make room


def test_a_whole_game_of_computer_players_reaches_the_screen_whole(mirrored):
    driver, table, mirror = mirrored("uno-monster-high", ("ai", "ai", "ai"), 12, speed="fast")
    _run(
        driver,
        mirror,
        lambda: mirror.frames >= 600 or table.session.result() is not None,
        "a game of three computer players",
        limit=700,
    )
    assert mirror.frames >= 300


def test_a_person_playing_a_game_sees_every_frame_whole(mirrored):
    # A person plays against two computer players: drags cards (first a refused one, each
    # turn it holds one), draws, answers every question with the first button offered, and
    # moves on from each round's result and each revealed hand.
    driver, table, mirror = mirrored(
        "uno-monster-high", ("human", "ai", "ai"), 21, options={"target": 60}, speed="fast"
    )
    waiting = ("btn-next-round", "reveal-continue")

    def asked() -> bool:
        if table.session.result() is not None or table.controls.my_decision() is not None:
            return True
        return any(map(driver.has_item, waiting))

    decisions = 0
    while decisions < 24:
        _run(driver, mirror, asked, "the person's turn")
        if table.session.result() is not None:
            break
        decisions += 1
        mirror.doing = f"the person's decision {decisions}"
        shown = [item_id for item_id in waiting if driver.has_item(item_id)]
        if shown:
            driver.press(shown[0])
            continue
        refused = [card for card in driver.hand() if not card["enabled"]]
        if refused and table.session.state["phase"] == "play":
            driver.play_by_drag(refused[0]["card"])
            _run(driver, mirror, lambda: table.input.returning is None, "a refused card's return")
        driver.first_offered_move()
    assert decisions >= 20


def test_hot_seat_reaches_the_screen_whole(mirrored):
    # Two people share the screen with a computer player: every hand is handed over behind
    # the pass screen, and the table comes back under it each time.
    driver, table, mirror = mirrored(
        "uno-monster-high", ("human", "human", "ai"), 9, options={"target": 100}, speed="fast"
    )
    mirror.doing = "a hot-seat game"
    seen = play_hot_seat(driver, table, 9, human_moves=30)
    assert seen["passes"] >= 6 and seen["moves"] >= 20


def test_the_round_summary_shows_the_hands_counted(new_table):
    # p1 goes out; p2's three cards are laid face up, in the table's hand order, with their
    # points, and the summary's panel shows them over the table.
    driver, table = new_table(
        "uno-monster-high", ("human", "ai"), 5, setup=LAST_CARD_SETUP, speed="fast"
    )
    driver.play_by_drag("b5")
    driver.run_until(lambda: driver.has_item("btn-next-round"))
    summary = table.round_summary
    assert summary["hands"] == {1: (["g2", "p4", "y1"], 7)}
    names = table.session.names
    assert overlays.round_title(summary, names) == "Round over: you score 7 points"
    watched = {**summary, "viewer": None}  # a hot-seat table between two players
    assert overlays.round_title(watched, names) == f"Round over: {names[0]} scores 7 points"
    assert summary["points"] == 7 and summary["scores"] == [7, 0]
    assert any("green 2" in line and "7 points" in line for line in table.log), table.log[-4:]


def test_between_rounds_the_pile_has_no_color_until_the_first_card_is_turned_up(new_table):
    # The round ends with play going the other way; the next deal starts clockwise.
    setup = {**LAST_CARD_SETUP, "direction": -1}
    driver, table = new_table("uno-monster-high", ("human", "ai"), 5, setup=setup, speed="fast")
    assert table.display.extras["direction"] == -1
    driver.play_by_drag("b5")
    driver.run_until(lambda: driver.has_item("btn-next-round"))
    driver.press("btn-next-round")
    seen = []  # (cards on the pile, the color its ring shows), frame by frame
    while table.timeline.busy:
        driver.frame()
        seen.append((table.display.pile.size, table.display.extras["color"]))
        if not table.display.pile.cards:  # the new round's deal: its number, dealer and scores
            display, extras = table.display, table.display.extras
            assert extras["round"] == 2 and display.seat_counters("score") == [7, 0]
            assert display.dealer == table.session.state["dealer"]
            assert (extras["direction"], extras["stack"]) == (1, 0)
    assert (0, "") in seen  # the deal, before the first card
    assert all(color == "" for count, color in seen if count == 0)
    first = table.display.pile.cards[-1]
    expected = table.cards.color_code(table.cards.faces[first].color or "")
    # From the moment the first card lands, before the table is set again from the game.
    landed = [color for count, color in seen[:-1] if count == 1]
    assert landed and all(color == expected for color in landed)

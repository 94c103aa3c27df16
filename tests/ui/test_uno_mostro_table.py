"""Uno Mostro at the shared table: its boards, its windows, the share of damage, and whole
games in hot-seat with no private card drawn for the wrong player."""

from __future__ import annotations

import pygame
import pytest
from test_hotseat import FaceWatch, play_hot_seat

from game.ui.scenes.results import ResultsScene
from game.ui.table.family import TableFamily


@pytest.mark.parametrize("seed", [3, 19])  # two of the shortest games: under 200 moves each
def test_a_whole_hot_seat_game_ends_and_shows_no_hand_to_another(new_table, seed):
    driver, table = new_table("uno-mostro", ("human", "human"), seed, speed="fast")
    assert type(table.family) is TableFamily  # the shared table, no UNO colour ring
    watch = FaceWatch(driver, table)
    seen = play_hot_seat(driver, table, seed, human_moves=5000)
    assert table.session.result() is not None, "the game did not end"
    assert watch.leaks == [] and watch.during_pass == []
    assert seen["passes"] >= 4
    driver.run_until(lambda: isinstance(driver.top, ResultsScene), what="the results")


# Every 0 lies in the graveyard: no window opens, the fight is the attack, the blocks, the share.
FIGHT = {
    "boards": {"p1": ["r7"], "p2": ["g3", "b4"]},
    "hands": {"p1": ["y5", "rd2"], "p2": ["b1"]},
    "discard": ["r0", "g0", "b0", "y0"],
    "turns": 2,
}


def _instance(table, card: str) -> str:
    for zone in table.session.view(None)["zones"].values():
        for item in zone["cards"] or ():
            if isinstance(item, dict) and item["card"] == card:
                return item["id"]
    raise AssertionError(f"{card} is on no board")


def _spot(table, instance: str) -> tuple[int, int]:
    hit = next(h for h in table.view.hits.items if h.item == instance)
    return hit.rect.center


def test_a_fight_made_with_the_mouse_summon_buff_attack_block_and_share(new_table):
    driver, table = new_table("uno-mostro", ("human", "human"), 3, setup=FIGHT, speed="off")
    driver.until_asked(400)
    assert table.viewer == 0
    board = table.placement.zones["board:p1"].rect
    driver.drag(driver.grab_point("y5"), board.center)  # summon onto one's own board
    driver.until_asked(400)
    seven = _instance(table, "r7")
    assert len(table.session.view(0)["zones"]["board:p1"]["cards"]) == 2
    driver.drag(driver.grab_point("rd2"), _spot(table, seven))  # a +2 onto the 7
    driver.until_asked(400)
    assert table.display.extras["stats"][seven]["strength"] == 9
    driver.drag(_spot(table, seven), table.view.hits.plates[1].center)  # attack the other player
    driver.until_asked(400)
    driver.press("btn-done")
    driver.until_asked(400)
    assert table.viewer == 1  # handed over to the defender
    three, four = _instance(table, "g3"), _instance(table, "b4")
    for blocker in (three, four):
        driver.drag(_spot(table, blocker), _spot(table, seven))
        driver.until_asked(400)
    driver.press("btn-done")
    driver.until_asked(400)
    driver.frame()
    # Each blocker is drawn joined to the attacker it blocks.
    assert {(three, seven), (four, seven)} <= set(table.view.hits.links)

    # The attacker shares 9 among its blockers: enough to beat each, the rest on the last.
    assert table.viewer == 0 and table.controls.chooser is not None
    assert [driver.item(f"share-{i}")["label"] for i in (0, 1)] == ["3", "6"]
    driver.press("share-less-1")
    driver.press("share-more-0")
    assert [driver.item(f"share-{i}")["label"] for i in (0, 1)] == ["4", "5"]
    driver.press("share-confirm")
    for _ in range(200):
        driver.frame()
    view = table.session.view(0)
    assert [item["card"] for item in view["zones"]["board:p2"]["cards"]] == []
    assert view["extras"]["stats"][seven]["health"] == [2, 9]  # 3 + 4 taken, still standing
    assert view["counters"]["life:p2"] == 100
    assert pygame.Rect(table.view.hits.plates[0]).width > 0


def test_a_share_is_read_from_the_legal_actions_alone():
    from game.engine.notation import Action
    from game.ui.scenes.table_split import first_share, share_moves, share_of

    legal = [Action("assign", ("c1", b, str(n))) for b in ("c4", "c9") for n in range(1, 8)]
    share = share_of(legal)
    assert share is not None and share.targets == ("c4", "c9") and share.points == 7
    # Enough to beat each in turn (what it can still take), the rest on the last one.
    stats = {"c4": {"strength": 5, "health": [2, 5]}, "c9": {"strength": 3, "health": [3, 3]}}
    assert first_share(share, stats) == [2, 5]
    assert first_share(share, {"c4": {"health": [9, 9]}}) == [7, 0]
    assert share_moves(share, [7, 0]) == [Action("assign", ("c1", "c4", "7"))]
    assert share_of(legal[:-1]) is None  # not every amount to every target: not a free share
    assert share_of([Action("pass"), *legal]) is None


def test_a_card_laid_on_a_monster_is_tucked_behind_it(new_table):
    from game.ui.table.board_spots import PEEK, board_spots, drawing_order

    driver, table = new_table("uno-mostro", ("human", "human"), 3, setup=FIGHT)
    placement = table.placement
    items = [
        {"id": "c1", "card": "r7", "marks": {}},
        {"id": "c2", "card": "y5", "marks": {}},
        {"id": "c3", "card": "rd2", "marks": {"on": "c1"}},
        {"id": "c4", "card": "bd2", "marks": {"on": "c1"}},
    ]
    spots = board_spots(placement, "board:p1", items)
    height = placement.zones["board:p1"].card_size[1]
    assert spots[0] == placement.row_position("board:p1", 0, 2)  # two monsters in the row
    assert spots[1] == placement.row_position("board:p1", 1, 2)
    assert spots[2][1] == pytest.approx(spots[0][1] - height * PEEK)
    assert spots[3][1] == pytest.approx(spots[0][1] - 2 * height * PEEK)
    assert drawing_order(items) == [3, 2, 0, 1]  # the highest first, the monsters last
    assert placement.zones["board:p1"].rect.top <= spots[3][1] - height / 2 + 1


def test_an_attacker_goes_at_the_player_it_attacks_and_comes_back(new_table):
    driver, table = new_table("uno-mostro", ("human", "human"), 3, setup=FIGHT, speed="normal")
    driver.until_asked(400)
    seven = _instance(table, "r7")
    home = _spot(table, seven)
    plate = table.view.hits.plates[1].center
    driver.drag(home, plate)
    closest = None
    for _ in range(30):
        driver.frame()
        moving = [s for s in table.animator.sprites if s.card == "r7"]
        if moving:
            assert seven in table.display.hidden_items  # its place is empty meanwhile
            distance = abs(moving[0].y - plate[1])
            closest = distance if closest is None else min(closest, distance)
    assert closest is not None and closest < abs(home[1] - plate[1]) * 0.7
    driver.settle()
    assert not table.display.hidden_items
    assert _spot(table, seven) == home


def test_a_person_plays_a_whole_game_against_two_computers(new_table):
    driver, table = new_table("uno-mostro", ("human", "ai", "ai"), 21, speed="fast")
    assert table.viewer == 0 and not table.hot_seat
    seen = play_hot_seat(driver, table, 21, human_moves=5000)
    assert table.session.result() is not None, "the game did not end"
    assert seen["moves"] > 10 and seen["passes"] == 0
    driver.run_until(lambda: isinstance(driver.top, ResultsScene), what="the results")


def test_a_window_let_go_is_told_in_the_log_without_a_banner(new_table):
    # No 0 in the person's hand: the window after the attack passes at once, quietly.
    setup = {
        "boards": {"p1": ["r7"], "p2": ["g3"]},
        "hands": {"p1": ["b1"], "p2": ["b0", "g1"]},
        "discard": ["r0"],
        "turns": 2,
    }
    driver, table = new_table("uno-mostro", ("human", "ai"), 3, setup=setup, speed="fast")
    driver.until_asked(400)
    seven = _instance(table, "r7")
    driver.drag(_spot(table, seven), table.view.hits.plates[1].center)
    driver.until_asked(400)
    shown: set[str] = set()
    driver.press("btn-done")
    for _ in range(120):
        driver.frame()
        shown |= {banner.text for banner in table.animator.banners}
    assert "You pass" in table.log
    assert "You pass" not in shown
    assert any(text.startswith("You attack") for text in shown)  # the news still shows


def test_the_hint_key_suggests_a_legal_move_in_words(new_table):
    driver, table = new_table("uno-mostro", ("human", "ai"), 3, setup=FIGHT)
    driver.until_asked(400)
    driver.key(pygame.K_h)
    driver.frame()
    assert table.message is not None and table.message[0].startswith("Hint:")
    assert table.session.hint(0) in table.session.legal(0)


def test_a_monster_taken_with_a_0_goes_at_the_player_taking_it(new_table):
    # Every other 0 lies in the graveyard: no answer is asked, the 0 takes the monster at once.
    setup = {
        "boards": {"p2": ["g6"]},
        "hands": {"p1": ["r0", "b1"], "p2": ["g1"]},
        "discard": ["g0", "b0", "y0"],
        "turns": 2,
    }
    driver, table = new_table("uno-mostro", ("human", "human"), 3, setup=setup, speed="normal")
    driver.until_asked(400)
    six = _instance(table, "g6")
    home = _spot(table, six)
    mine, owner = table.view.hits.plates[0].center, table.view.hits.plates[1].center
    driver.drag(driver.grab_point("r0"), home)  # the 0 onto the other player's monster
    seen = []
    for _ in range(90):
        driver.frame()
        seen += [(s.x, s.y) for s in table.animator.sprites if s.card == "g6"]
    assert seen, "the monster taken did not move"

    def far(spot, plate):
        return ((spot[0] - plate[0]) ** 2 + (spot[1] - plate[1]) ** 2) ** 0.5

    assert min(far(spot, mine) for spot in seen) < far(home, mine) * 0.7  # toward the taker
    # Not towards its owner, whose side of the table is above it.
    assert owner[1] < home[1] < mine[1]
    assert min(spot[1] for spot in seen) >= home[1] - 1
    driver.settle()
    assert not table.display.hidden_items
    assert _spot(table, six) == home  # it stays on its owner's board
    assert table.session.view(0)["zones"]["board:p2"]["cards"][0]["marks"]["controller"] == "p1"
    assert any(line.startswith("You take") for line in table.log)


def test_a_take_is_told_from_the_seat_it_leaves_to_the_seat_taking_it():
    from game.engine.notation import parse_event, redact
    from game.ui.cardbook import card_book
    from game.ui.table.describe import Describer

    event = parse_event("controls p2>p1 g6 =c1 #c1")  # Bo's g6 goes to Ana for the turn
    assert (event.seat, event.target, event.ids) == (1, 0, ("c1",))
    assert parse_event(str(event)) == event
    assert all(redact([event], viewer) == [event] for viewer in (None, 0, 1, 2))
    words = Describer(card_book("uno-mostro"), ["Ana", "Bo", "Cy"], game="uno-mostro")
    six = words.card("g6")
    assert words.event(event, 0) == f"You take {six} of Bo for this turn"
    assert words.event(event, 1) == f"Ana takes your {six} for this turn"
    assert words.event(event, 2) == f"Ana takes {six} of Bo for this turn"
    assert words.event(event, None) == f"Ana takes {six} of Bo for this turn"


def test_a_monster_taken_with_a_0_is_dragged_to_attack_its_owner(new_table):
    # It lies on its owner's board, but the taker picks it up like one of its own.
    setup = {
        "boards": {"p2": ["g6"]},
        "hands": {"p1": ["r0", "b1"], "p2": ["g1"]},
        "discard": ["g0", "b0", "y0"],
        "turns": 2,
    }
    driver, table = new_table("uno-mostro", ("human", "human"), 3, setup=setup, speed="normal")
    driver.until_asked(400)
    six = _instance(table, "g6")
    home = _spot(table, six)
    driver.drag(driver.grab_point("r0"), home)
    driver.settle()
    driver.until_asked(400)
    owner = table.view.hits.plates[1].center
    driver.drag(home, owner)  # the taken monster onto its owner's name plate
    seen = []
    for _ in range(40):
        driver.frame()
        seen += [(s.x, s.y) for s in table.animator.sprites if s.card == "g6"]
    assert table.session.view(0)["extras"]["phase"] == "attackers"
    assert any(line.startswith("You attack") for line in table.log)

    def far(spot):
        return ((spot[0] - owner[0]) ** 2 + (spot[1] - owner[1]) ** 2) ** 0.5

    assert seen and min(far(spot) for spot in seen) < far(home) * 0.7  # at the one attacked


def test_a_blocker_s_line_carries_the_damage_shared_to_it():
    from game.ui.table.display import Display, Zone

    family = TableFamily()
    attacker = {"id": "c1", "card": "r9", "marks": {"attacking": 1}}
    blockers = [{"id": f"c{n}", "card": "g3", "marks": {"blocking": "c1"}} for n in (2, 3)]
    blockers.append({"id": "c4", "card": "rd2", "marks": {"on": "c2"}})  # laid on: no line
    display = Display(players=2, viewer=0)
    display.zones = {
        "board:p1": Zone("board:p1", "board", 0, cards=[attacker]),
        "board:p2": Zone("board:p2", "board", 1, cards=blockers),
    }
    display.extras = {"combat": {"dealt": {"c2": 4}}}
    assert family.links(display) == [("c2", "c1", 4), ("c3", "c1", None)]

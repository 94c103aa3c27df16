"""A payment chosen at the table before it is made (K-Mon's Evade and Blackout): pressing the
move opens it in place, the cards of the hand are picked and taken back with nothing sent to
the game, Cancel and Esc leave it with the game as it was, Confirm makes the move and then each
card's discard in the order picked; a game already in the middle of a payment asks for the
cards still owed the same way; the line and the buttons keep off the cards."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest
from ui_driver import Driver, close, make_settings, seats

from game.engine.notation import Action, parse_log_line
from game.i18n import set_language
from game.ui.app import App
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession

# p2 (the computer, Ember Rush) attacks p1 (a person, Ember Rush too), who holds two copies of
# one card: p2 holds no reaction, so it lets p1's evasion be.
EVADE = {
    "active": {"p1": "emberkit", "p2": "tidepup"},
    "hands": {"p1": ["fa1", "la1", "fa1", "t1"], "p2": ["wa1"]},
    "charges": [0, 0],
    "step": "action",
    "turn": "p2",
}
# p1's active K-Mon is Rimewisp, Elusive: an evasion costs it one card.
ELUSIVE = {
    "active": {"p1": "rimewisp", "p2": "tidepup"},
    "hands": {"p1": ["aa1", "ia1", "t2"], "p2": ["wa1"]},
    "charges": [0, 0],
    "step": "action",
    "turn": "p2",
}
# p2 aims an ability at p1's Gloomlet, who has Blackout: three cards neutralise it.
BLACKOUT = {
    "active": {"p1": "gloomlet", "p2": "emberkit"},
    "hands": {"p1": ["ha1", "wa1", "la1", "t1"], "p2": ["fa1"]},
    "charges": [0, 3],
    "step": "action",
    "turn": "p2",
}
DECKS = {
    "evade": ("ember-rush", "tidal-grove"),
    "elusive": ("spectre-gale", "tidal-grove"),
    "blackout": ("night-current", "ember-rush"),
}


@pytest.fixture
def react_table() -> Iterator:
    """`react_table(setup, decks, p2_move, size=..., language=..., p1_moves=())`: a table where
    p1 (a person) answers p2's move; `p1_moves` are made before the table opens."""
    apps: list[App] = []

    def build(setup, decks, p2_move, *, size=(1280, 800), language="en", p1_moves=()):
        app = App(make_settings("off", window_size=size, language=language))
        apps.append(app)
        chosen = [
            replace(seat, setup={"deck": deck})
            for seat, deck in zip(seats("human", "ai"), decks, strict=True)
        ]
        session = GameSession.new("kmon", {}, chosen, 4)
        session.ruleset.scenario_setup(session.state, setup)
        session.submit(1, p2_move)
        for move in p1_moves:
            session.submit(0, move)
        session.opening_events = []
        table = TableScene(app, session)
        driver = Driver(app)
        driver.open(table)
        driver.until_asked(400)
        return driver, table

    yield build
    for app in apps:
        close(app)
    set_language("en")


def _attack() -> Action:
    return Action("attack")


def _snapshot(table: TableScene) -> tuple[str, list[str]]:
    session = table.session
    return json.dumps(session.ruleset.to_data(session.state), sort_keys=True), list(session.actions)


def _hand_card(driver: Driver, index: int) -> dict:
    return next(item for item in driver.hand() if item["id"] == f"hand-{index}")


def _point_on(driver: Driver, index: int) -> tuple[int, int]:
    """A point of the hand's card `index` that no card drawn over it covers."""
    cards = driver.hand()
    rect = pygame.Rect(cards[index]["rect"])
    covering = [pygame.Rect(item["rect"]) for item in cards[index + 1 :]]
    for dy in (-rect.height // 3, 0, rect.height // 3):
        for x in range(rect.left + 6, rect.right, 4):
            point = (x, rect.centery + dy)
            if not any(other.collidepoint(point) for other in covering):
                return point
    raise AssertionError(f"no free point on the card {index}")


def _pick(driver: Driver, index: int) -> None:
    driver.click(_point_on(driver, index))


def _codes(driver: Driver, *indices: int) -> list[str]:
    """The cards at `indices` of the hand as drawn."""
    hand = driver.hand()
    return [hand[index]["card"] for index in indices]


def _chosen(driver: Driver) -> list[int]:
    return [int(item["id"].split("-")[1]) for item in driver.hand() if item["chosen"]]


def _made(table: TableScene, since: int) -> list[str]:
    """The moves made since the log held `since`, as `seat: move`."""
    moves = []
    for line in table.session.actions[since:]:
        seat, action = parse_log_line(line)
        moves.append(f"p{seat + 1}: {action}")
    return moves


def test_evade_opens_a_payment_that_changes_nothing_until_it_is_confirmed(react_table, monkeypatch):
    driver, table = react_table(EVADE, DECKS["evade"], _attack())
    before = _snapshot(table)
    saves = []
    monkeypatch.setattr(table.autosaver, "save", lambda *a, **k: saves.append(1))
    driver.press("btn-evade")
    assert table.controls.payment.active
    line = driver.item("pay-line")["label"]
    assert "Evade" in line and "2 cards" in line and "0 of 2" in line
    assert not driver.item("pay-confirm")["enabled"] and not driver.item("pay-back")["enabled"]
    assert not driver.has_item("btn-pass") and not driver.has_item("btn-evade")
    assert all(card["enabled"] for card in driver.hand())  # any card may pay
    _pick(driver, 1)
    assert _chosen(driver) == [1] and "1 of 2" in driver.item("pay-line")["label"]
    assert not driver.item("pay-confirm")["enabled"]
    _pick(driver, 1)  # a click on a card picked takes it back
    assert _chosen(driver) == []
    # A card dragged onto the discard pile is picked; Back takes the last one back.
    pile = table.placement.zones["discard:p1"].rect.center
    driver.drag(_point_on(driver, 3), pile)
    assert _chosen(driver) == [3]
    _pick(driver, 0)
    assert _chosen(driver) == [0, 3] and driver.item("pay-confirm")["enabled"]
    assert table.controls.payment.chosen == [3, 0]  # in the order picked
    driver.press("pay-back")
    assert _chosen(driver) == [3]
    assert _snapshot(table) == before and saves == []
    driver.press("pay-cancel")
    assert not table.controls.payment.active and driver.has_item("btn-evade")
    assert _snapshot(table) == before and saves == []
    # Esc leaves it too, and opens no pause menu.
    driver.press("btn-evade")
    _pick(driver, 2)
    driver.key(pygame.K_ESCAPE)
    assert not table.controls.payment.active and not isinstance(driver.top, PauseScene)
    assert driver.has_item("btn-evade") and _chosen(driver) == []
    assert _snapshot(table) == before and saves == []


def test_confirm_makes_the_evasion_then_each_discard_in_the_order_picked(react_table):
    driver, table = react_table(EVADE, DECKS["evade"], _attack())
    since = len(table.session.actions)
    driver.press("btn-evade")
    codes = [card["card"] for card in driver.hand()]
    second_fa1 = len(codes) - 1 - codes[::-1].index("fa1")  # the second copy, then la1
    _pick(driver, second_fa1)
    _pick(driver, codes.index("la1"))
    assert driver.item("pay-confirm")["label"] == "Confirm (2/2)"
    driver.press("pay-confirm")
    driver.run_until(lambda: len(table.session.actions) >= since + 3, 600, what="the payment")
    assert _made(table, since)[:3] == ["p1: evade", "p1: discard fa1", "p1: discard la1"]
    driver.settle()
    view = table.session.view(0)
    assert sorted(view["zones"]["discard:p1"]["cards"]) == ["fa1", "la1"]
    assert sorted(view["zones"]["hand:p1"]["cards"]) == ["fa1", "t1"]
    # p2 had no reaction: the evasion resolved and the attack did no damage.
    assert "p2: pass" in _made(table, since)
    emberkit = view["zones"]["active:p1"]["cards"][0]
    assert not emberkit["marks"].get("damage")


def test_an_elusive_kmon_pays_one_card_and_no_more_may_be_picked(react_table):
    driver, table = react_table(ELUSIVE, DECKS["elusive"], _attack())
    since = len(table.session.actions)
    driver.press("btn-evade")
    assert "1 card" in driver.item("pay-line")["label"]
    paid = _codes(driver, 0)[0]
    _pick(driver, 0)
    assert driver.item("pay-confirm")["enabled"]
    _pick(driver, 2)  # one is all it takes: the other stays in the hand
    assert _chosen(driver) == [0]
    driver.press("pay-confirm")
    driver.run_until(lambda: len(table.session.actions) >= since + 2, 600, what="the payment")
    assert _made(table, since)[:2] == ["p1: evade", f"p1: discard {paid}"]


def test_blackout_pays_three_cards_once_confirmed(react_table):
    driver, table = react_table(BLACKOUT, DECKS["blackout"], Action("ability", ("fa1",)))
    since = len(table.session.actions)
    before = _snapshot(table)
    driver.press("btn-blackout")
    assert (
        "Blackout" in driver.item("pay-line")["label"]
        and "0 of 3" in driver.item("pay-line")["label"]
    )
    paid = _codes(driver, 3, 0, 1)
    for index in (3, 0):
        _pick(driver, index)
    assert not driver.item("pay-confirm")["enabled"] and _snapshot(table) == before
    _pick(driver, 1)
    driver.press("pay-confirm")
    driver.run_until(lambda: len(table.session.actions) >= since + 4, 600, what="the payment")
    assert _made(table, since)[:4] == ["p1: blackout", *(f"p1: discard {code}" for code in paid)]


def test_a_game_in_the_middle_of_a_payment_asks_for_the_cards_still_owed(react_table):
    driver, table = react_table(EVADE, DECKS["evade"], _attack(), p1_moves=[Action("evade")])
    since = len(table.session.actions)
    assert table.controls.payment.active
    assert "finish paying" in driver.item("pay-line")["label"]
    assert not driver.has_item("pay-cancel")  # the evasion is declared already
    paid = _codes(driver, 3, 0)
    _pick(driver, 3)
    _pick(driver, 0)
    driver.press("pay-confirm")
    driver.run_until(lambda: len(table.session.actions) >= since + 2, 600, what="the payment")
    assert _made(table, since)[:2] == [f"p1: discard {code}" for code in paid]


def _clear_of_cards(driver: Driver, table: TableScene) -> None:
    play = table.placement.play_rect
    shown = [driver.item("pay-line"), *(b for b in driver.items("button") if b["id"][:4] == "pay-")]
    cards = [item for item in driver.items() if item["kind"] in ("hand-card", "zone-card")]
    assert len(shown) == 4
    for item in shown:
        rect = pygame.Rect(item["rect"])
        assert play.contains(rect), (item["id"], "off the table")
        for card in cards:
            assert not rect.colliderect(pygame.Rect(card["rect"])), (item["id"], card["id"])
        for other in shown:
            if other is not item:
                assert not rect.colliderect(pygame.Rect(other["rect"])), (item["id"], other["id"])


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_the_line_and_the_buttons_keep_off_the_cards(react_table, size, language):
    driver, table = react_table(EVADE, DECKS["evade"], _attack(), size=size, language=language)
    driver.press("btn-evade")
    driver.frame()
    _clear_of_cards(driver, table)
    _pick(driver, 0)
    _pick(driver, 3)  # the cards picked stand out of the hand: still clear of them
    driver.frame()
    _clear_of_cards(driver, table)


def test_the_keys_pick_the_cards_and_enter_confirms(react_table):
    driver, table = react_table(EVADE, DECKS["evade"], _attack())
    since = len(table.session.actions)
    driver.press("btn-evade")
    paid = _codes(driver, 0, 1)
    driver.key(pygame.K_RIGHT)  # the first card chosen with the keys, then picked
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_RIGHT)
    driver.key(pygame.K_SPACE)
    assert _chosen(driver) == [0, 1]
    driver.key(pygame.K_SPACE)  # and taken back, and picked again
    assert _chosen(driver) == [0]
    driver.key(pygame.K_SPACE)
    driver.key(pygame.K_RETURN)
    driver.run_until(lambda: len(table.session.actions) >= since + 3, 600, what="the payment")
    assert _made(table, since)[:3] == ["p1: evade", *(f"p1: discard {code}" for code in paid)]


def test_the_hint_names_a_card_to_pay_with_and_changes_nothing(react_table):
    driver, table = react_table(EVADE, DECKS["evade"], _attack())
    driver.press("btn-evade")
    driver.frames(2)
    before = _snapshot(table)
    driver.key(pygame.K_h)
    driver.frames(1)
    hand = [item["card"] for item in driver.hand()]
    assert table.input.selected is not None
    first = hand[table.input.selected]
    name = table.controls._describer().card(first)
    assert table.message is not None and name in table.message[0]
    assert _snapshot(table) == before  # worked out on a copy: nothing made, nothing paid
    _pick(driver, table.input.selected)
    driver.frames(2)
    table.input.selected = None
    driver.key(pygame.K_h)
    driver.frames(1)
    assert table.input.selected is not None and table.input.selected not in _chosen(driver)
    assert _snapshot(table) == before

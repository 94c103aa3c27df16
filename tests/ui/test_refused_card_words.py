"""A card refused says why, what it does in this game, and where it may go now: the same
words for every game, from the card's rules text and the legal actions."""

from __future__ import annotations

import pytest
from test_zone_table import TURN_SETUP

from game.i18n import set_language, t
from game.ui.table import card_help

# uno-mostro, p1 to play: a 7 on p1's board, a 3 and a 4 on p2's; p1 holds a Wild (a Destroy).
BOARDS = {
    "boards": {"p1": ["r7"], "p2": ["g3", "b4"]},
    "hands": {"p1": ["w", "rd2", "y5"], "p2": ["b1"]},
    "discard": ["r0", "g0", "b0", "y0"],
    "turns": 2,
}
# kmon, p1 to act: an ability of fire (Emberkit may use it), one of electro (it may not).
ACTION = {
    "active": {"p1": "emberkit", "p2": "tidepup"},
    "hands": {"p1": ["fa1", "la1"], "p2": ["wa1"]},
    "charges": [3, 0],
    "step": "action",
    "turn": "p1",
}
DECKS = ({"deck": "ember-rush"}, {"deck": "tidal-grove"})
UNO = {"hands": {"p1": ["r5", "b2"], "p2": ["y1", "y2"]}, "discard": ["r3"], "turn": "p1"}


@pytest.fixture(autouse=True)
def english_after():
    yield
    set_language("en")


def refused(driver, table, card: str, point) -> str:
    """The words shown when the hand card `card` is dragged to `point` and refused; nothing
    is played."""
    moves = len(table.session.actions)
    driver.drag(driver.grab_point(card), point)
    assert len(table.session.actions) == moves, "the refused card was played"
    assert table.message is not None and table.message_warn
    return table.message[0]


def _instance(table, card: str) -> str:
    for zone in table.session.view(None)["zones"].values():
        for item in zone["cards"] or ():
            if isinstance(item, dict) and item["card"] == card:
                return item["id"]
    raise AssertionError(f"{card} is on no board")


def _spot(table, instance: str) -> tuple[int, int]:
    return next(h for h in table.view.hits.items if h.item == instance).rect.center


@pytest.mark.parametrize("language", ["en", "es"])
def test_a_wild_dropped_on_a_board_in_uno_mostro_says_it_destroys_and_where(new_table, language):
    driver, table = new_table("uno-mostro", ("human", "ai"), 3, setup=BOARDS)
    set_language(language)
    driver.until_asked(400)
    board = table.placement.zones["board:p1"].rect
    words = refused(driver, table, "w", (board.right - 12, board.centery))
    faces = table.describer.book.faces
    assert words.startswith(t("table.not_there")[:20])
    assert faces["w"].text in words  # what a Wild does here: it destroys
    assert t("cardtext.place.card.other", card=table.describer.card("g3"), name="Robot 2") in words
    assert t("cardtext.place.card.own", card=table.describer.card("r7")) in words


def test_a_monster_dropped_on_the_deck_says_where_it_is_summoned(new_table):
    driver, table = new_table("uno-mostro", ("human", "ai"), 3, setup=BOARDS)
    driver.until_asked(400)
    words = refused(driver, table, "y5", _spot(table, _instance(table, "g3")))
    assert "strength and toughness 5" in words
    assert words.endswith(t("cardtext.goes", places=t("cardtext.place.board.own")))


def test_an_ability_of_another_element_says_why_what_it_does_and_no_place(kmon_like):
    driver, table = kmon_like
    words = refused(driver, table, "la1", table.placement.zones["active:p2"].rect.center)
    assert "Electro" in words and "Emberkit" in words  # the reason: the element
    assert table.describer.book.faces["la1"].text in words
    assert t("cardtext.goes", places="")[:8] not in words  # it may go nowhere now


def test_an_ability_dropped_on_ones_own_kmon_says_it_goes_on_the_opponents(kmon_like):
    driver, table = kmon_like
    words = refused(driver, table, "fa1", table.placement.zones["active:p1"].rect.center)
    assert table.describer.book.faces["fa1"].text in words
    assert t("cardtext.place.active.other", name="Robot 2") in words


@pytest.fixture
def kmon_like(new_table):
    driver, table = new_table("kmon", ("human", "ai"), 5, setup=ACTION, seat_setups=DECKS)
    driver.until_asked(400)
    return driver, table


def test_a_shield_on_ones_own_turn_says_what_it_blocks(new_table):
    driver, table = new_table("shield-war", ("human", "ai"), 3, setup=TURN_SETUP)
    driver.until_asked(400)
    words = refused(driver, table, "s1", table.placement.zones["chain"].rect.center)
    assert table.describer.book.faces["s1"].text in words
    assert words.index(table.describer.book.faces["s1"].text) > 0  # after the reason


@pytest.mark.parametrize("game", ["uno", "uno-monster-high"])
def test_a_card_that_does_not_match_says_what_it_matches(new_table, game):
    setup = (
        UNO
        if game == "uno"
        else {**UNO, "hands": {"p1": ["p5", "b2"], "p2": ["y1"]}, "discard": ["p3"]}
    )
    driver, table = new_table(game, ("human", "ai"), 5, setup=setup)
    driver.until_asked(400)
    words = refused(driver, table, "b2", driver.item("discard-pile")["rect"][:2])
    assert "does not match" in words
    assert table.describer.book.faces["b2"].text in words  # same colour or another 2


def test_the_words_of_places_are_read_from_the_intents_alone():
    from game.ui.cardbook import card_book
    from game.ui.table.describe import Describer
    from game.ui.table.intents import Intents

    describer = Describer(card_book("uno-mostro"), ["Ann", "Bob"], game="uno-mostro")
    zones = {
        "board:p1": {"owner": 0, "kind": "board", "cards": [{"id": "c1", "card": "r7"}]},
        "board:p2": {"owner": 1, "kind": "board", "cards": [{"id": "c2", "card": "g3"}]},
        "discard": {"owner": None, "kind": "pile", "cards": []},
    }
    found = Intents((), (), (), {"c1": "board:p1", "c2": "board:p2"}, viewer=0, players=2)
    assert card_help.place(describer, found, "c2", zones) == "on Bob's green 3"
    assert card_help.place(describer, found, "c1", zones) == "on your red 7"
    assert card_help.place(describer, found, "board:p2", zones) == "on Bob's board"
    assert card_help.place(describer, found, "discard", zones) == "on the graveyard"
    assert card_help.place(describer, found, "p2", zones) == "on Bob"
    assert card_help.place(describer, found, None, zones) == "anywhere on the table"

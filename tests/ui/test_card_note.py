"""A card pointed at on the table shows its rules text beside the card read large, in the
player's language, inside the window and off the large card; a hidden card shows nothing."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest
from test_zone_table import TURN_SETUP
from ui_driver import Driver, center, close, make_settings, seats

from game.i18n import set_language
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_view import ZOOM_DELAY
from game.ui.session import GameSession

# uno-mostro, p1 to play: a 7 on p1's board, a 3 on p2's; p1 holds a Wild (a Destroy here).
BOARDS = {
    "boards": {"p1": ["r7"], "p2": ["g3"]},
    "hands": {"p1": ["w", "rd2"], "p2": ["b1", "b2"]},
    "discard": ["r0", "g0", "b0", "y0"],
    "turns": 2,
}
DECKS = ({"deck": "ember-rush"}, {"deck": "tidal-grove"})
SHOTS = None  # a folder to save what the tests see in, while looking at them


@pytest.fixture
def table_at() -> Iterator:
    """`table_at(ruleset, size, language, setup=..., seat_setups=...)`: a table of a human
    and a computer player in a window of `size`, in `language`."""
    apps: list[App] = []

    def build(ruleset, size, language, *, setup=None, seat_setups=None, seed=5):
        app = App(make_settings("off", window_size=size, language=language))
        apps.append(app)
        chosen = seats("human", "ai")
        if seat_setups is not None:
            chosen = [
                replace(seat, setup=own) for seat, own in zip(chosen, seat_setups, strict=True)
            ]
        session = GameSession.new(ruleset, {}, chosen, seed)
        if setup is not None:
            session.ruleset.scenario_setup(session.state, setup)
            session.opening_events = []
        table = TableScene(app, session)
        driver = Driver(app)
        driver.open(table)
        driver.until_asked(600)
        return driver, table

    yield build
    for app in apps:
        close(app)
    set_language("en")


def rest_on(driver: Driver, point) -> None:
    """The pointer rests on `point` long enough for the card under it to be read large."""
    driver.move(point)
    driver.frame()
    driver.frames(int(ZOOM_DELAY * 60) + 6)


def _spot(table, card: str) -> pygame.Rect:
    for hit in table.view.hits.items:
        item = table.view.item_at(hit.zone, hit.index)
        if isinstance(item, dict) and item["card"] == card:
            return hit.rect
    raise AssertionError(f"{card} is not on the table")


def _shown_well(driver: Driver, table, case) -> str:
    """The panel's words, once checked: inside the window, off the large card."""
    assert table.view.note is not None, f"no rules text beside the card pointed at: {case}"
    box, words, card = table.view.note
    assert pygame.Rect((0, 0), driver.app.screen.get_size()).contains(box), case
    assert not box.colliderect(card), case
    if SHOTS:
        pygame.image.save(driver.app.screen, f"{SHOTS}/{'-'.join(map(str, case))}.png")
    return words


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_a_card_pointed_at_shows_what_it_does_in_the_players_language(table_at, language):
    driver, table = table_at("uno-mostro", (1280, 800), language, setup=BOARDS)
    faces = table.describer.book.faces
    rest_on(driver, _spot(table, "g3").center)
    words = _shown_well(driver, table, ("uno-mostro", language, "g3"))
    assert words == faces["g3"].text and "3" in words
    set_language("en")
    english = faces["g3"].text
    set_language(language)
    assert (words == english) == (language == "en")

    # A card of the hand reads in its own words: the Wild is a Destroy in this game.
    rest_on(driver, driver.grab_point("w"))
    assert _shown_well(driver, table, ("uno-mostro", language, "w")) == faces["w"].text
    assert faces["w"].text != words


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
@pytest.mark.parametrize("game", ["kmon", "shield-war", "uno-monster-high"])
def test_every_card_of_the_hand_reads_inside_the_window(table_at, game, size, language):
    setups = DECKS if game == "kmon" else None
    setup = TURN_SETUP if game == "shield-war" else None
    driver, table = table_at(game, size, language, setup=setup, seat_setups=setups)
    codes = driver.hand_codes()
    assert codes
    for code in codes:
        rest_on(driver, driver.grab_point(code))
        words = _shown_well(driver, table, (game, size[0], language, code))
        assert words == table.describer.book.faces[code].text


def test_a_hidden_card_shows_no_text(table_at):
    driver, table = table_at("uno", (1280, 800), "en")
    rest_on(driver, table.placement.zones["hand:p2"].rect.center)  # the other seat's hand
    assert table.view.zoom is None and table.view.note is None
    rest_on(driver, center(driver.item("draw-pile")))  # face down
    assert table.view.note is None
    rest_on(driver, center(driver.item("discard-pile")))  # the face-up top card reads
    assert table.view.note is not None

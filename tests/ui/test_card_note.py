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


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_deck_builders_large_card_has_its_text_beside_it(new_app, language):
    from game.ui.scenes import deck_view
    from game.ui.scenes.deck_builder import DeckBuilderScene

    driver = new_app(window_size=(1280, 720), language=language)
    scene = driver.open(DeckBuilderScene(driver.app, "kmon"))
    item = driver.item("collection:frostling")
    driver.move(center(item))
    driver.frames(40)
    if SHOTS:
        pygame.image.save(driver.app.screen, f"{SHOTS}/deck-builder-{language}.png")
    surface = pygame.Surface((1280, 720))
    near = pygame.Rect(item["rect"])
    box = deck_view.draw_zoom(surface, scene.art, "frostling", near, (1280, 720))
    assert box is not None and pygame.Rect(0, 0, 1280, 720).contains(box)
    assert not box.colliderect(near)
    face = scene.art.book.faces["frostling"]
    assert face.text and face.name


def test_a_replay_reads_the_cards_pointed_at_and_never_a_hidden_one(new_app):
    from random_games import random_game

    from game.ui.replay import ReplaySession
    from game.ui.scenes.replay import ReplayScene

    driver = new_app("off")
    game = random_game("uno-mostro", seats("human", "human"), 3, 30)
    driver.open(ReplayScene(driver.app, ReplaySession(game.to_saved(), finished=True)))
    scene = driver.top
    driver.settle()
    driver.key(pygame.K_END)
    driver.settle()
    assert scene.viewer is None  # a hot-seat game is watched in the public view
    rest_on(driver, scene.placement.zones["hand:p1"].rect.center)
    assert scene.view.note is None  # a hand is face down
    top = scene.placement.zones["discard"].rect.center  # the graveyard's cards are face up
    rest_on(driver, top)
    assert scene.view.note is not None
    card = scene.view.zoom[0]
    assert scene.view.note[1] == scene.describer.book.faces[card].text

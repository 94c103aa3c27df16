"""Pointing at a thing on the table a moment tells what it is, from the one glossary: a pile
(its name or its count), a counter, a name plate, K-Mon's phase named at the top left. The
panel stays inside the window and tells the term, never a card."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import language, set_language, t
from game.ui.scenes.table_glossary import TIP_DELAY
from game.ui.table.glossary import entry

# p1 (human) in Phase IV of its turn.
ACTION = {
    "active": {"p1": "emberkit", "p2": "tidepup"},
    "hands": {"p1": ["fa1", "la1"], "p2": ["wa1"]},
    "charges": [3, 3],
    "step": "action",
    "turn": "p1",
}
RESTS = int(TIP_DELAY * 60) + 4  # frames of 1/60 s: longer than the pointer must rest


@pytest.fixture
def restore_language():
    before = language()
    yield
    set_language(before)


def _rest_on(driver, table, pos) -> None:
    driver.move(pos)
    driver.frames(RESTS)


def _shown(table):
    return table.view.tip.shown(table.session.ruleset.id)


def test_resting_on_the_draw_pile_tells_what_it_is_inside_the_window(new_table):
    driver, table = new_table("uno", ("human", "ai"), 3)
    driver.settle()
    pile = table.placement.zones["draw"].rect
    driver.move(pile.center)
    driver.frames(3)
    assert _shown(table) is None  # not at once
    driver.frames(RESTS)
    shown = _shown(table)
    assert shown is not None and shown.term == "zone.draw"
    assert shown.name == t("uno.zone.draw") and shown.text == t("glossary.zone.draw")
    box = table.view.tip.box
    assert box is not None and table.app.screen.get_rect().contains(box)
    driver.move((4, table.app.screen.get_height() - 4))  # the bare felt: it goes
    driver.frames(2)
    assert table.view.tip.box is None


def test_a_face_up_card_is_read_large_and_not_explained(new_table):
    driver, table = new_table("uno", ("human", "ai"), 3)
    driver.settle()
    _rest_on(driver, table, table.placement.zones["discard"].rect.center)
    assert _shown(table) is None
    assert table.view.zoom is not None


def test_a_counter_and_a_plate_are_explained_inside_the_window(new_table):
    driver, table = new_table("uno-mostro", ("human", "ai"), 5)
    driver.settle()
    for counter in ("life:p1", "life:p2"):
        rect = table.placement.counters[counter].rect
        _rest_on(driver, table, (rect.right - 2, rect.bottom - 2))
        shown = _shown(table)
        assert shown is not None and shown.term == "counter.life", counter
        assert shown.text == t("glossary.counter.life")
        assert table.app.screen.get_rect().contains(table.view.tip.box)
    plate = table.view.hits.plates[1]
    _rest_on(driver, table, plate.center)
    assert _shown(table).term == "plate"


def test_k_mon_s_phase_named_at_the_top_left_is_explained(new_table, restore_language):
    decks = ({"deck": "ember-rush"}, {"deck": "tidal-grove"})
    driver, table = new_table("kmon", ("human", "ai"), 5, setup=ACTION, seat_setups=decks)
    driver.until_asked()
    set_language("it")  # the table's words in Italian from the next frame on
    driver.frame()
    band, words = next((b, w) for b, w in table.view.status_bands if "Fase" in w)
    _rest_on(driver, table, band.center)
    shown = _shown(table)
    assert shown is not None and shown.term.startswith("phase.")
    assert words.startswith(shown.name + ":")
    assert shown.text == t(f"glossary.kmon.{shown.term}")


def test_a_zone_s_name_written_on_the_table_is_explained(new_table):
    driver, table = new_table("kmon", ("human", "ai"), 3)
    driver.settle()
    labels = table.zone_renderer.label_rects()
    assert "bench:p1" not in labels  # a board's name is in its frame, as the zone itself
    zone = next(zone for zone in ("discard:p1", "deck:p1") if zone in labels)
    _rest_on(driver, table, labels[zone].center)
    shown = _shown(table)
    assert shown is not None and shown.term == "zone." + zone.split(":")[0]
    assert shown.text == t(f"glossary.kmon.zone.{zone.split(':')[0]}")


def test_the_explanation_tells_no_card(new_table):
    driver, table = new_table("uno", ("human", "ai"), 3)
    driver.settle()
    _rest_on(driver, table, table.placement.zones["draw"].rect.center)
    shown = _shown(table)
    hand = table.display.hands[1] if len(table.display.hands) > 1 else []
    words = shown.name + " " + shown.text
    for card in [*table.display.zones["draw"].cards, *hand]:
        assert card is None or card not in words.split()
    assert shown == entry("uno", "zone.draw")
    pygame.event.clear()

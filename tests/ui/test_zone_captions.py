"""The names of the table's own zones (Deck, Graveyard, Chain) in a battle of two to six seats,
at the window sizes the app opens, in every language: as big as the log's words, and clear of
every card and every other thing placed, the news band with them. Measured with the
rectangles the drawing uses."""

from __future__ import annotations

import pytest

from game.engine.registry import get
from game.i18n import has, language, set_language, t
from game.ui import theme
from game.ui.table.zone_captions import caption_image, caption_rect, caption_size
from game.ui.table.zone_layout import problems, zone_layout

SIZES = ((800, 560), (1280, 800), (1920, 1080))
LOG_SIZE = 18  # the log's words, times the table's scale (see logview.py)


@pytest.fixture
def each_language():
    before = language()
    yield ("en", "it", "es")
    set_language(before)


@pytest.mark.parametrize("players", range(2, 7))
@pytest.mark.parametrize("size", SIZES)
def test_the_table_s_zone_names_are_readable_and_cover_nothing(players, size, each_language):
    ruleset = get("uno-mostro")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    for monsters in (0, 5, 12):
        counts = {f"board:p{seat + 1}": monsters for seat in range(players)}
        placement = zone_layout(size, players, 0, specs, counters, True, counts)
        assert problems(placement) == []
        named = [
            place
            for place in placement.zones.values()
            if place.owner is None and has(f"uno-mostro.zone.{place.id}")
        ]
        assert len(named) == 3
        for words_of in each_language:
            set_language(words_of)
            captions = []
            for place in named:
                words = t(f"uno-mostro.zone.{place.id}")
                rect = caption_rect(placement, place, words)
                font = caption_size(placement.seats.scale, place.card_width)
                log_size = max(14, int(LOG_SIZE * placement.seats.scale))
                log_words = theme.text(words, log_size, theme.INK).get_height()
                assert caption_image(words, font).get_height() >= log_words
                assert rect.height == caption_image(words, font).get_height()
                assert placement.play_rect.contains(rect), (place.id, rect)
                for other in placement.places():
                    assert not rect.colliderect(other.rect), (words, other.id, monsters)
                # A deck's stack stands a little up and left of its place.
                assert not rect.colliderect(place.rect.move(-6, -6)), (words, "its own cards")
                captions.append(rect)
            for at, rect in enumerate(captions):
                assert rect.collidelist(captions[at + 1 :]) < 0, (words_of, captions)


def test_a_zone_name_is_the_log_s_size_on_small_cards_and_grows_with_big_ones():
    assert caption_size(0.625, 40) == 14  # the smallest window's log
    assert caption_size(1.0, 60) == LOG_SIZE
    assert caption_size(1.0, 140) > LOG_SIZE


@pytest.mark.parametrize("window", [(800, 560), (1280, 800)])
def test_the_count_under_uno_s_discard_pile_reads_on_a_chip_over_the_colour_ring(
    window, monkeypatch
):
    import ui_driver

    from game.ui.table.uno_family import ring_reach
    from game.ui.table.zone_captions import COUNT_CHIP, count_rect

    quiet = ui_driver.make_settings
    monkeypatch.setattr(
        ui_driver, "make_settings", lambda speed="off": quiet(speed, window_size=window)
    )
    driver, table = ui_driver.open_table("uno", ("human", "ai"), 8)
    try:
        driver.settle()
        driver.frames(2)
        pile = table.placement.zones[table.display.pile_id]
        ui = table.placement.seats.scale
        count = count_rect(pile, len(table.display.zones[pile.id].cards), ui)
        # The ring runs under the count ...
        assert count.collidelist(ring_reach(pile.rect.center, pile.card_width)) >= 0
        # ... and the count is written on a dark chip, either side of its digits (the
        # table's light over the felt shades it a little).
        # No button (the Hint button beside the seat's plate) lies over a pile's count.
        piles = [p for p in table.placement.zones.values() if p.kind == "pile"]
        for button in table.controls.buttons:
            for other in piles:
                assert not button.rect.colliderect(count_rect(other, 99, ui)), (button.id, other.id)
        screen = driver.app.screen
        for x in (count.left - 2, count.right + 1):
            found = tuple(screen.get_at((x, count.centery)))[:3]
            assert all(abs(a - b) <= 8 for a, b in zip(found, COUNT_CHIP, strict=True)), found
    finally:
        ui_driver.close(driver.app)


@pytest.mark.parametrize("game", ["uno", "uno-monster-high"])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
def test_a_game_of_hands_keeps_its_piles_counts_clear_of_the_seats(game, players, size):
    from game.ui.table.zone_captions import count_rect

    ruleset = get(game)
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    placement = zone_layout(size, players, 0, specs, counters)
    assert problems(placement) == []
    piles = [p for p in placement.zones.values() if p.kind == "pile"]
    others = [p.rect for p in placement.zones.values() if p.kind != "pile"]
    others += [p.rect for p in (*placement.plates.values(), *placement.counters.values())]
    for pile in piles:
        count = count_rect(pile, 108, placement.seats.scale)  # the largest count, under the pile
        assert placement.play_rect.contains(count), (pile.id, count)
        assert count.collidelist(others) < 0, (pile.id, count, others[count.collidelist(others)])


def _ink_height(screen, rect, color) -> int:
    """How many rows of `rect` on `screen` hold a pixel of about `color` (drawn words)."""
    rows = 0
    for y in range(rect.top, rect.bottom):
        found = (tuple(screen.get_at((x, y)))[:3] for x in range(rect.left, rect.right))
        rows += any(all(abs(a - b) <= 80 for a, b in zip(c, color, strict=True)) for c in found)
    return rows


def test_a_pile_s_count_reads_larger_in_a_larger_window(monkeypatch):
    """At 1920x1080 the count under a seat's deck is drawn larger than at 1280x800, as tall as
    the deck's name over it (the count of a small pile used to stay at its least size)."""
    import ui_driver

    from game.ui.table.zone_captions import count_rect

    quiet = ui_driver.make_settings
    drawn = {}
    for window in ((1280, 800), (1920, 1080)):
        monkeypatch.setattr(
            ui_driver, "make_settings", lambda speed="off", w=window: quiet(speed, window_size=w)
        )
        driver, table = ui_driver.open_table("kmon", ("human", "ai"), 3)
        try:
            driver.settle()
            driver.frames(2)
            pile = table.placement.zones["deck:p1"]
            cards = len(table.display.zones[pile.id].cards)
            count = count_rect(pile, cards, table.placement.seats.scale)
            name = table.zone_renderer.label_rects()[pile.id]
            screen = driver.app.screen
            drawn[window] = (
                _ink_height(screen, count, theme.INK_DIM),
                _ink_height(screen, name, theme.INK_DIM),  # the name: in the same ink
            )
        finally:
            ui_driver.close(driver.app)
    usual, large = drawn[(1280, 800)][0], drawn[(1920, 1080)][0]
    assert large >= usual * 1.4, drawn
    # The figures of the count as tall as the letters of the name (its capital, its "k").
    assert large >= drawn[(1920, 1080)][1] * 0.85, drawn


@pytest.mark.parametrize("size", SIZES)
def test_the_room_kept_for_any_two_figure_count_holds_each_of_them(size):
    """A K-Mon's item tab keeps clear of the room of any count of two figures under a pile:
    as wide as the widest of them, whichever its figures (they are not all as wide)."""
    from game.ui.table.zone_captions import count_rect, widest_count_rect

    ruleset = get("kmon")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, 1)
    placement = zone_layout(size, 2, 0, ruleset.zone_specs(state), ruleset.counter_specs(state))
    ui = placement.seats.scale
    for pile in (p for p in placement.zones.values() if p.kind == "pile"):
        room = widest_count_rect(pile, 2, ui)
        for count in range(100):
            assert room.contains(count_rect(pile, count, ui)), (pile.id, count)

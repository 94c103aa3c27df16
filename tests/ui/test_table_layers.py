"""The table's kept layers (game/ui/table/layers.py): drawn again exactly when what they show
changes, so that the screen always equals the table drawn whole."""

from __future__ import annotations

import random
import time

import pygame
import pytest
from test_hotseat import DT, _answer_dialog, _choose
from ui_driver import _differing_rows

from game.ui.scenes import table_view
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table.display import Display
from game.ui.table.layers import LOG_LATE, TableLayers, display_key


@pytest.fixture(autouse=True)
def _still_glow(monkeypatch):
    """What a card may go to glows in a pulsing blue: held still here, so that a frame drawn
    twice is drawn alike and a table at rest changes nothing."""
    monkeypatch.setattr(table_view, "glow_blue", lambda ticks: 200)


def _whole(table) -> pygame.Surface:
    """The frame just drawn, drawn again whole (no layer kept)."""
    layers = table.view.layers
    whole = table.app.screen.copy()
    layers.enabled = False
    try:
        table.view._draw(whole)
    finally:
        layers.enabled = True
    return whole


def _kept_frames(driver, table, count: int) -> int:
    """How many times the zones were drawn again over `count` frames."""
    before = table.view.layers.zone_redraws
    driver.frames(count)
    return table.view.layers.zone_redraws - before


GAMES = [
    # ruleset, seats, seed, frames at most (each a thirtieth of a second), frames at least
    ("uno", ("ai", "ai", "ai", "ai"), 12, 700, 300),
    ("uno-monster-high", ("ai", "ai", "ai", "ai"), 12, 400, 300),
    ("shield-war", ("ai", "ai"), 12, 400, 300),
    ("uno-mostro", ("ai", "ai", "ai", "ai"), 12, 400, 300),
    ("kmon", ("ai", "ai"), 12, 400, 300),
]


@pytest.mark.parametrize(
    ("ruleset", "seats", "seed", "limit", "least"), GAMES, ids=[game[0] for game in GAMES]
)
def test_every_frame_of_a_game_equals_the_table_drawn_whole(
    mirrored, ruleset, seats, seed, limit, least
):
    # And (the mirror) the screen is sent every part of it that changed.
    driver, table, mirror = mirrored(ruleset, seats, seed, speed="fast")
    mirror.doing = f"a game of {ruleset}, {len(seats)} computer players"
    layers = table.view.layers
    checked = kept = parts = 0
    for _ in range(limit):
        if table.session.result() is not None:
            break
        redraws, wholes = layers.zone_redraws, layers.zone_wholes
        driver.frame(1 / 30)
        kept += layers.zone_redraws == redraws
        parts += layers.zone_redraws != redraws and layers.zone_wholes == wholes
        stale = _differing_rows(_whole(table), table.app.screen)
        assert not stale, f"frame {checked}: rows {stale[0]}..{stale[-1]} show an old layer"
        checked += 1
    assert checked >= least
    assert kept >= checked // 3  # the layers are kept through most frames, not drawn anew
    assert parts >= 10  # and where a few zones changed, only they were drawn again


def test_the_zones_are_kept_while_nothing_changes_and_redrawn_after_a_move(
    new_table,
):
    driver, table = new_table("uno", ("human", "ai"), 3)
    driver.run_until(
        lambda: table.controls.my_decision() is not None and not table.view.glide.moving
    )
    driver.frames(5)
    assert _kept_frames(driver, table, 10) == 0
    playable = [card for card in driver.hand() if card["enabled"]]
    if playable:
        driver.play_by_drag(playable[0]["card"])
    else:
        driver.press("draw-pile")
    assert _kept_frames(driver, table, 3) > 0
    stale = _differing_rows(_whole(table), table.app.screen)
    assert not stale


def test_a_change_of_viewer_changes_the_key_of_the_zones(new_table):
    # In hot-seat the table is drawn for the player at the screen, then for nobody: the
    # zones are drawn again, with the hand that was face up face down.
    driver, table = new_table("uno", ("human", "ai"), 4)
    driver.run_until(lambda: not table.timeline.busy and not table.view.glide.moving)
    mine = Display.from_view(table.session.view(0), table.display.hand_order)
    nobody = Display.from_view(table.session.view(None), table.display.hand_order)
    assert None not in mine.hands[0] and set(nobody.hands[0]) == {None}
    assert display_key(mine) != display_key(nobody)


def test_another_window_size_draws_the_layers_again(new_table):
    driver, table = new_table("uno", ("human", "ai"), 3)
    driver.frames(5)
    layers = table.view.layers
    zones, log = layers.zone_redraws, layers.log_redraws
    table.view.draw(pygame.Surface((900, 640)))
    assert (layers.zone_redraws, layers.log_redraws) == (zones + 1, log + 1)
    assert table.view.dirty is None  # the whole screen goes out


def test_the_log_is_drawn_again_when_it_scrolls_or_gets_lines(new_table):
    driver, table = new_table("uno", ("human", "ai"), 3)
    driver.run_until(
        lambda: table.controls.my_decision() is not None and not table.view.glide.moving
    )
    driver.frames(3)
    layers = table.view.layers
    before = layers.log_redraws
    driver.frames(5)
    assert layers.log_redraws == before  # kept
    table.gamelog.lines.append("a new line")
    driver.frame()
    assert layers.log_redraws == before + 1
    table.gamelog.scroll_by(40)
    driver.frame()
    assert layers.log_redraws >= before + 1
    assert not _differing_rows(_whole(table), table.app.screen)


def test_after_the_pass_screen_the_layers_are_drawn_for_the_new_viewer(new_table):
    # Two people at one screen, live: while one looks, the zones' layer shows their hand face
    # up; the pass screen hides the table, and the next person must find the layers drawn
    # for them, the other hand face down, never a card of it face up from the layer kept.
    driver, table = new_table("uno", ("human", "human"), 3, speed="fast")
    rng = random.Random(3)
    shown: dict[int, set[str]] = {}  # seat -> the cards of its hand face up while it looked
    passes = 0
    for _ in range(3000):
        if passes >= 6 or table.session.result() is not None:
            break
        if isinstance(driver.top, PassDeviceScene):
            driver.press("btn-ready")
            driver.frames(3, DT)
            viewer = table.viewer
            assert driver.top is table and viewer is not None
            stale = _differing_rows(_whole(table), table.app.screen)
            assert not stale, f"pass {passes}: rows {stale[0]}..{stale[-1]} show an old layer"
            for hit in table.view.hits.items:  # the other seat's hand: its backs only
                zone = table.display.zones[hit.zone]
                if zone.kind == "hand" and zone.owner != viewer:
                    assert zone.cards[hit.index] is None
            passes += 1
            continue
        if driver.top is table and _answer_dialog(driver, table):
            continue
        mine = table.controls.my_decision() if driver.top is table else None
        if mine is None:
            driver.frame(DT)
            continue
        seat, _, legal = mine
        shown[seat] = {card["card"] for card in driver.hand()}
        assert None not in shown[seat]  # drawn face up for the seat at the screen
        assert table._submit(seat, _choose(rng, legal))
        driver.frame(DT)
    assert passes >= 6 and set(shown) == {0, 1}


def _log_pixels(surface: pygame.Surface, area: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(area), "RGB")


@pytest.mark.parametrize(("ruleset", "seats"), [("uno", ("ai",) * 4), ("shield-war", ("ai",) * 2)])
def test_a_log_that_lags_is_drawn_in_the_frames_spare_time_at_most_two_frames_late(
    mirrored, ruleset, seats
):
    # The real loop gives the table what is left of each frame (`idle`): a log panel out of
    # date waits for it there, rather than being drawn in the frame a move arrives in. The
    # screen's log is always the log of one of the last LOG_LATE frames, and the rest of the
    # table is never late.
    driver, table, mirror = mirrored(ruleset, seats, 12, speed="fast")
    mirror.doing = f"a game of {ruleset} with the frames' spare time given"
    layers, area = table.view.layers, table.layout.log_rect
    recent: list[bytes] = []  # the log drawn whole in the last frames, the newest last
    frames = lagging = 0
    while frames < 400 and table.session.result() is None:
        driver.frame(1 / 30)
        frames += 1
        whole = _whole(table)
        recent = [*recent, _log_pixels(whole, area)][-(LOG_LATE + 1) :]
        shown = _log_pixels(table.app.screen, area)
        assert shown in recent, f"frame {frames}: the log is more than {LOG_LATE} frames late"
        lagging += shown != recent[-1]
        outside = table.app.screen.copy()
        outside.fill((0, 0, 0), area)
        whole.fill((0, 0, 0), area)
        assert not _differing_rows(whole, outside), f"frame {frames}: the table is late"
        table.idle(time.perf_counter() + (1.0 if frames % 3 else -1.0))  # some frames busy
    assert frames >= 300
    assert layers.log_waits >= 5 and lagging >= 5  # the log waited for spare time


def _panel_drawer(color):
    def draw(surface: pygame.Surface) -> None:
        surface.fill(color, LOG_AREA)

    return draw


LOG_AREA = pygame.Rect(600, 0, 200, 400)


def _log_color(layers: TableLayers, inputs, reader, color) -> tuple:
    screen = pygame.Surface((800, 400))
    layers.log(screen, LOG_AREA, inputs, _panel_drawer(color), reader=reader)
    return tuple(screen.get_at(LOG_AREA.center))[:3]


def test_the_log_waits_only_for_the_same_reader_and_only_when_spare_time_comes():
    layers = TableLayers()
    red, green, blue = (200, 0, 0), (0, 200, 0), (0, 0, 200)
    assert _log_color(layers, ("a",), "p1", red) == red
    assert _log_color(layers, ("b",), "p1", green) == green  # no spare time known: at once
    assert not layers.idle_log(time.perf_counter() - 1, time.perf_counter)  # a busy frame
    assert _log_color(layers, ("c",), "p1", blue) == green  # now it waits ...
    assert layers.idle_log(time.perf_counter() + 1, time.perf_counter)  # ... for this
    assert _log_color(layers, ("c",), "p1", blue) == blue
    # Another reader's log (a hot-seat hand-over) is drawn at once: the kept one is not theirs.
    assert _log_color(layers, ("c", "p2"), "p2", red) == red
    # Without spare time, a lagging panel is drawn in the frame after LOG_LATE frames.
    shown = [_log_color(layers, ("d",), "p2", green) for _ in range(LOG_LATE + 1)]
    assert shown == [red] * LOG_LATE + [green]

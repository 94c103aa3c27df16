"""The table's kept layers (game/ui/table/layers.py): drawn again exactly when what they show
changes, so that the screen always equals the table drawn whole."""

from __future__ import annotations

import random

import pygame
import pytest
from test_hotseat import DT, _answer_dialog, _choose
from ui_driver import _differing_rows

from game.ui.scenes import table_view
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.table.display import Display
from game.ui.table.layers import display_key


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

"""The game's status lines at the top left go beside or under another seat's things, never
over them: a long prompt and a round's line above the hand of the seat across the table."""

from __future__ import annotations

import pygame
import pytest

from game.ui.table.status_lines import flow, lines_of, stretches


def test_a_stretch_is_the_felt_between_the_things_in_a_row():
    things = [pygame.Rect(100, 20, 50, 50), pygame.Rect(300, 0, 40, 10)]
    assert stretches(30, 20, 0, 500, things) == [(0, 90), (160, 500)]
    assert stretches(0, 15, 0, 500, things) == [(0, 290), (350, 500)]
    assert stretches(5, 20, 0, 500, things) == [(0, 90), (160, 290), (350, 500)]
    assert stretches(200, 20, 0, 500, things) == [(0, 500)]


def test_a_line_goes_at_the_left_when_it_is_free_beside_a_thing_when_not():
    area = pygame.Rect(16, 12, 600, 500)
    short = lines_of("Round 1", 16, False)
    free = flow([(short, 16)], area, [pygame.Rect(400, 0, 100, 80)])
    assert free[0][0] == (16, 12)
    # A hand from x=60 to 300 at the top: the line goes on its right, at the same height.
    beside = flow([(short, 16)], area, [pygame.Rect(60, 0, 240, 80)])
    (x, y), images = beside[0]
    assert y == 12 and x >= 300


def test_a_part_too_wide_for_the_room_beside_goes_under_the_thing():
    area = pygame.Rect(16, 12, 600, 500)
    long = lines_of("Your turn: drag a matching card onto the pile, or draw.", 16, True)
    hand = pygame.Rect(60, 0, 500, 80)  # leaves 44 px at the left and 36 px at the right
    (x, y), images = flow([(long, 16)], area, [hand])[0]
    assert y >= hand.bottom and x == 16
    assert images and images[0].get_height() >= 16


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("game", ["uno", "uno-monster-high"])
def test_no_status_line_lies_over_the_other_seat_s_hand(new_table, monkeypatch, game, size):
    import ui_driver

    monkeypatch.setattr(ui_driver, "WINDOW", size)
    driver, table = new_table(game, ("human", "ai"), 3)
    driver.until_my_turn()
    driver.frames(3)
    bands = table.view.status_bands
    prompt = table._hint()
    assert prompt and any(words == prompt for _, words in bands)  # the prompt is up
    window = pygame.Rect(0, 0, *size)
    for band, words in bands:
        assert window.contains(band), words
        for place in table.placement.places():
            assert not band.colliderect(place.rect), (words, place.id)

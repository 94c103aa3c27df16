"""Uno Mostro's crowded tables (the boards of tests/ui/test_crowded_boards.py): the buttons of
the seat at the bottom and the counts under the piles keep off every monster of every board
(the counts clear of the boards' frames too).
Measured with the rectangles the drawing uses."""

from __future__ import annotations

import pygame
import pytest
from turn_buttons import laid_out

from game.engine.registry import get
from game.ui.table.board_rows import shown_widths
from game.ui.table.board_spots import board_spots, row_indices
from game.ui.table.card_tags import card_rect
from game.ui.table.stat_badges import stat_radius, stat_spots
from game.ui.table.zone_captions import count_rect
from game.ui.table.zone_layout import zone_layout

SIZES = ((800, 560), (1024, 640), (1280, 800), (1920, 1080))
FILLS = ((12,), (7,), (12, 3, 9, 12, 1, 12), (0, 12, 5, 8, 11, 2), (12, 7, 12, 9, 12))
# The buttons of a turn, in the longest words of the catalogues: alone, and two side by side.
LABELS = (["Terminar el turno"], ["Terminar el turno", "Passa"], [])
HINT = "Consiglio"  # the Hint button, placed beside them: its longest word
CLEAR = 4  # pixels at least between a pile's count and a monster


def _cases():
    for players in range(2, 7):
        for size in SIZES:
            for fill in FILLS:
                yield pytest.param(players, size, fill)


def crowded(players: int, size: tuple[int, int], fill: tuple[int, ...]):
    """The table laid out for `players` seats in a window of `size`, each board holding
    `fill`'s number of monsters, and every monster's card and badges as drawn."""
    ruleset = get("uno-mostro")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    counts = {f"board:p{seat + 1}": fill[seat % len(fill)] for seat in range(players)}
    placement = zone_layout(size, players, 0, specs, counters, True, counts)
    monsters = []
    for zone, count in counts.items():
        items = [{"id": f"{zone}-{index}", "card": "r8"} for index in range(count)]
        spots = board_spots(placement, zone, items)
        width = placement.zones[zone].card_width
        shown = shown_widths(spots, row_indices(items), width)
        for index, spot in enumerate(spots):
            rect = card_rect(spot, width)
            radius = stat_radius(rect) + 2  # with its dark edge
            badges = [
                pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
                for x, y in stat_spots(rect, shown[index])
            ]
            monsters.append((f"{zone}-{index}", rect.unionall(badges)))
    return placement, monsters


@pytest.mark.parametrize("players, size, fill", list(_cases()))
def test_the_buttons_of_a_turn_lie_on_no_monster(players, size, fill):
    placement, monsters = crowded(players, size, fill)
    for labels in LABELS:
        for button in laid_out(placement, labels, HINT):
            for name, monster in monsters:
                assert not button.rect.colliderect(monster), (button.label, name, "covered")


@pytest.mark.parametrize("players, size, fill", list(_cases()))
def test_a_pile_s_count_keeps_clear_of_every_monster(players, size, fill):
    placement, monsters = crowded(players, size, fill)
    piles = [place for place in placement.zones.values() if place.kind == "pile"]
    assert piles
    for pile in piles:
        count = count_rect(pile, 108, placement.seats.scale).inflate(2 * CLEAR, 2 * CLEAR)
        for name, monster in monsters:
            assert not count.colliderect(monster), (pile.id, name, "a count too near a monster")
        for board in (place for place in placement.zones.values() if place.kind == "board"):
            assert not count.colliderect(board.rect), (pile.id, board.id, "a count on a board")

"""The UNO family's tables: the buttons of the seat at the bottom (a colour to choose, a
challenge, the give-away colours with the UNO call) and the Hint button lie on nothing placed:
no pile, no hand, no name plate, no counter, at every window size and number of players.
Measured with the rectangles the drawing uses."""

from __future__ import annotations

import pytest
from turn_buttons import laid_out

from game.engine.registry import get
from game.ui.table.zone_layout import zone_layout

SIZES = ((800, 560), (1024, 640), (1280, 800), (1920, 1080))
# The turn's buttons in long words of the catalogues.
LABELS = (
    ["Rosso", "Azul", "Verde", "Amarillo"],  # a colour to choose
    ["¡Desafiar!", "Robar 4"],  # a challenge
    ["Azul (2)", "Amarillo (2)", "Verde (1)", "¡UNO!"],  # the give-away colours, the call
    ["UNO cantado"],
)
HINT = "Consiglio"


def _cases():
    for game in ("uno", "uno-monster-high"):
        for players in (2, 3, 4, 6):
            for size in SIZES:
                yield pytest.param(game, players, size, id=f"{game}-{players}-{size[0]}")


@pytest.mark.parametrize("game, players, size", list(_cases()))
def test_the_buttons_of_a_turn_lie_on_nothing_placed(game, players, size):
    ruleset = get(game)
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    placement = zone_layout(size, players, 0, specs, counters, True)
    placed = [(place.owner, place.rect) for place in placement.places()]
    for labels in LABELS:
        for button in laid_out(placement, labels, HINT):
            for owner, rect in placed:
                assert not button.rect.colliderect(rect), (button.label, owner, rect)

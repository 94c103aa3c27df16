"""Laying a turn's buttons out on a placement as the table does, for the tests of where they
go: the buttons in a row for the seat at the bottom, the Hint button beside them."""

from __future__ import annotations

from collections.abc import Sequence

from game.ui.scenes.table_buttons import arrange_buttons, place_aside
from game.ui.table.zone_layout import ZonePlacement
from game.ui.widgets import Button


def laid_out(placement: ZonePlacement, labels: Sequence[str], hint_label: str) -> list[Button]:
    """The buttons of `labels` and the Hint button (last) as the table lays them out for seat
    0; each is checked to lie on the table, and the Hint button on none of the others."""
    buttons = [Button(f"btn-{index}", label, lambda: None) for index, label in enumerate(labels)]
    arrange_buttons(placement, 0, buttons)
    hint = Button("btn-hint", hint_label, lambda: None)
    place_aside(placement, 0, buttons, hint)
    for button in [*buttons, hint]:
        assert placement.play_rect.contains(button.rect), (button.label, "off the table")
    assert hint.rect.collidelist([button.rect for button in buttons]) < 0
    return [*buttons, hint]

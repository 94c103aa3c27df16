"""A long note on the table (a refusal, a fact of the game, the app's notice) wraps to lines
that read at a glance instead of running across the table."""

from __future__ import annotations

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.table import overlays

LONG = (
    "You cannot play that card now: it must match the colour or the number of the card on "
    "top of the discard pile, or be a wild card, and this one is neither of them at all."
)
SHORT = "Round 1"


def _lines_fit(rect: pygame.Rect, size: int, pad: int) -> None:
    """`rect` holds more than one line of `size`, and none wider than a readable line."""
    assert rect.height >= 2 * theme.font(size).get_linesize() - 4
    assert rect.width <= size * theme.READABLE_EMS + pad


def test_a_long_fact_of_the_game_wraps_and_a_short_one_keeps_its_line(new_table):
    driver, table = new_table("uno-monster-high", ("human", "ai"), 5)
    driver.settle()
    size = max(16, int(22 * table.layout.scale))
    short, long = table.view._draw_status(driver.app.screen, (SHORT, LONG))
    assert short.height < 2 * theme.font(size).get_linesize()
    _lines_fit(long, size, 14)
    assert long.top >= short.bottom  # the next note starts under the wrapped one
    assert table.layout.play_rect.width - 32 > size * theme.READABLE_EMS  # room to run on


def test_a_long_refusal_wraps_to_a_readable_width_on_a_wide_window(new_table, monkeypatch):
    import ui_driver

    monkeypatch.setattr(ui_driver, "WINDOW", (1920, 1080))
    driver, table = new_table("uno-monster-high", ("human", "ai"), 5)
    driver.settle()
    layout = table.layout
    size = max(18, int(24 * layout.scale))
    box = overlays.message(driver.app.screen, layout, LONG * 2, layout.play_rect.bottom)
    _lines_fit(box, size, 40)
    assert layout.play_rect.contains(box)


def test_a_long_notice_of_the_app_wraps_at_the_bottom_of_the_window(new_app):
    driver = new_app()
    app = driver.app
    app.show_notice(driver.open(_Blank(app)), LONG)
    driver.frame()
    window = pygame.Rect((0, 0), app.size)
    size = max(14, int(20 * theme.scale_for(app.size)))
    assert window.contains(app._notice_rect)
    _lines_fit(app._notice_rect, size, int(8 * theme.scale_for(app.size)) * 3)


class _Blank(Scene):
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))

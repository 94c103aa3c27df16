"""The table's log on its own: it tells events for the seat at the screen, marks the newest,
scrolls within its lines and recaps what a hot-seat player missed."""

from __future__ import annotations

import pygame

from game.engine.notation import Event, redact
from game.ui.scenes.table_log import TableLog
from game.ui.table.layout import TableLayout

SIZE = (1280, 800)


def _tell(events: list[Event], viewer: int | None) -> list[str]:
    """Each event as its kind, and the cards the viewer may see."""
    return [f"{e.kind} {' '.join(e.cards) if e.cards else '?'}" for e in redact(events, viewer)]


def _log(viewer: list[int | None], past: list[Event] = ()) -> TableLog:
    pygame.font.init()
    layout = TableLayout(SIZE, 2, 0)
    return TableLog(list(past), _tell, lambda: viewer[0], lambda: layout)


def _draw(seat: int, card: str) -> Event:
    return Event("draw", seat, cards=(card,), private=(seat,))


def test_the_log_tells_each_viewer_only_its_own_cards():
    viewer: list[int | None] = [0]
    log = _log(viewer, [_draw(0, "r5"), _draw(1, "b7")])
    assert log.lines == ["draw r5", "draw ?"]
    viewer[0] = 1  # a hot-seat hand-over: the whole history is told again
    assert log.lines == ["draw ?", "draw b7"]
    viewer[0] = None
    assert log.lines == ["draw ?", "draw ?"]


def test_a_move_shown_adds_its_events_as_the_engine_gave_them():
    viewer: list[int | None] = [1]
    log = _log(viewer)
    raw = [_draw(0, "r5")]
    shown = redact(raw, 1)  # what seat 1 may see of it
    log.begin(shown, raw)
    log.logged(shown[0])
    assert log.history == raw  # kept whole: told again for whoever looks next
    assert log.lines == ["draw ?"]
    viewer[0] = 0
    assert log.lines == ["draw r5"]


def test_the_pass_screen_recaps_in_public_what_happened_since_a_player_left():
    viewer: list[int | None] = [0]
    log = _log(viewer, [_draw(0, "r5")])
    log.left(0)
    log.history.append(_draw(1, "b7"))
    assert log.recap(0) == ["draw ?"]
    assert log.recap(1) == ["draw ?", "draw ?"]  # a first look: since the game began


def test_a_long_log_scrolls_within_its_lines_and_keeps_its_place_as_it_grows():
    viewer: list[int | None] = [0]
    log = _log(viewer, [_draw(0, f"c{n}") for n in range(200)])
    page = log.page()
    assert page.reach > 0
    log.scroll_by(10**6)
    assert log.scroll == page.reach  # no further back than the first line
    log.to_newest()
    log.scroll_by(100)
    before = log.scroll
    log.history.extend(_draw(0, "new") for _ in range(3))
    grown = log.page()
    assert log.scroll == before + grown.height - page.height  # the rows in view stay put
    assert log.key(pygame.K_END) and log.scroll == 0


def test_the_wheel_scrolls_the_log_only_over_its_panel():
    viewer: list[int | None] = [0]
    log = _log(viewer, [_draw(0, f"c{n}") for n in range(200)])
    layout = TableLayout(SIZE, 2, 0)
    assert not log.wheel(2, layout.play_rect.center)
    assert log.scroll == 0
    assert log.wheel(2, layout.log_rect.center)
    assert log.scroll == 2 * 3 * log.page().row_height

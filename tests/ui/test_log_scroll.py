"""The game log keeps every line: the wheel over it and the page keys scroll back in time."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import HONEST_WILD4_SETUP

from game.persist.settings import load_settings_with_warnings
from game.ui.table.layout import TableLayout
from game.ui.table.logview import PAGE_LINES, log_page, newest_rows, rows_in_view

SIZE = (1280, 800)


def _page(lines: list[str]):
    pygame.font.init()
    return log_page(TableLayout(SIZE, 3, 0), lines, "test", None)


def test_a_short_log_starts_at_the_top_and_does_not_scroll():
    page = _page(["You deal", "First card: red 5"])
    assert page.reach == 0
    shown = rows_in_view(page, 500)  # asking to scroll changes nothing
    assert [text for text, _ in shown] == ["You deal", "First card: red 5"]
    assert shown[0][1] == page.area.top  # read from the top down, under the title


def test_a_long_log_shows_its_newest_rows_and_scrolls_back_to_its_first():
    lines = [f"Line {n}" for n in range(200)]
    page = _page(lines)
    assert page.reach > 0
    newest = rows_in_view(page, 0)
    assert newest[-1][0] == "Line 199"
    oldest = rows_in_view(page, page.reach)
    assert oldest[0][0] == "Line 0"
    for shown in (newest, oldest, rows_in_view(page, page.reach // 2)):
        tops = [y for _, y in shown]
        assert tops[0] >= page.area.top  # no row is cut by the title
        assert tops[-1] + page.row_height <= page.area.bottom + 2
        assert len(shown) >= page.area.height // (page.row_height + 4)


def test_a_long_line_wraps_and_keeps_its_rows_together():
    lines = ["short", "a much longer line of the log that cannot fit the panel in one row " * 2]
    page = _page(lines)
    texts = [text for text, _ in page.rows]
    assert texts[0] == "short" and len(texts) > 2
    tops = [y for _, y in page.rows]
    assert tops[2] - tops[1] == page.row_height  # rows of one line sit closer than two lines
    assert tops[1] - tops[0] > page.row_height


def test_a_full_log_shows_only_whole_lines_at_its_top():
    long = "Ana played a Draw Two, and Bonesy, who had nothing to answer it with, drew two"
    lines = [f"{n}: {long}" if n % 3 == 0 else f"{n}: Bonesy drew a card." for n in range(60)]
    page = _page(lines)
    assert len(page.rows) > len(lines)  # the long lines wrap
    skipped = 0
    for scroll in range(0, page.reach + 1, 3):
        shown = rows_in_view(page, scroll, indexed=True)
        index, (text, y) = shown[0]
        assert text.split(":")[0].isdigit(), (scroll, text)  # the first row of a line
        assert y >= page.area.top
        assert shown[-1][1][1] + page.row_height <= page.area.bottom + 2
        # The first row that would fit under the title, whole lines or not.
        back = page.reach - min(scroll, page.reach)
        fitting = next(i for i, (_, top) in enumerate(page.rows) if top >= back)
        skipped += index > fitting
    assert skipped  # some scroll positions would have begun with the rest of a wrapped line


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_a_full_log_shows_its_lines_flush_under_its_title_with_no_empty_band(size):
    pygame.font.init()
    long = "Ana played a Draw Two, and Bonesy, who had nothing to answer it with, drew two"
    lines = [f"{n}: {long}" if n % 4 == 1 else f"{n}: Bonesy drew a card." for n in range(80)]
    page = log_page(TableLayout(size, 3, 0), lines, "test", None)
    assert page.reach > 0
    for scroll in range(0, page.reach + 1, 5):
        shown = rows_in_view(page, scroll, indexed=True)
        (first, (_, top)), (last, (_, bottom)) = shown[0], shown[-1]
        assert top == page.area.top, (size, scroll)  # the first line right under the title
        # As many rows follow as fit: the next one would be cut by the panel's edge.
        if last + 1 < len(page.rows):
            step = page.rows[last + 1][1] - page.rows[last][1]
            assert bottom + step + page.row_height > page.area.bottom + 2, (size, scroll)
        assert [index for index, _ in shown] == list(range(first, last + 1))
    assert rows_in_view(page, 0)[-1][0] == lines[-1]  # the newest line is in view


def test_a_line_taller_than_the_log_is_still_shown_when_scrolled_into():
    page = _page(["first", "word " * 400, "last"])
    middle = rows_in_view(page, page.reach // 2)
    assert middle and all(text.startswith("word") for text, _ in middle)


def _long_game(new_table):
    driver, table = new_table("uno-monster-high", ("ai", "ai", "ai"), 12, speed="fast")
    driver.run_until(lambda: table.gamelog.page().reach > 200, 3000, 1 / 30, "a long log")
    return driver, table


def _wheel(driver, pos, notches: int) -> None:
    driver.move(pos)
    driver.post(pygame.MOUSEWHEEL, x=0, y=notches, flipped=False)
    driver.frame()


def _my_turn_with_a_long_log(new_table):
    """A person against two computer players, at the person's decision once the log is long
    enough to scroll: nothing moves on while the table waits for them."""
    driver, table = new_table(
        "uno-monster-high", ("human", "ai", "ai"), 21, options={"target": 60}, speed="fast"
    )
    waiting = ("btn-next-round", "reveal-continue")
    for _ in range(80):
        driver.run_until(
            lambda: table.controls.my_decision() is not None or any(map(driver.has_item, waiting)),
            3000,
            1 / 30,
            "the person's turn",
        )
        shown = [item_id for item_id in waiting if driver.has_item(item_id)]
        if shown:
            driver.press(shown[0])
            continue
        driver.settle()
        if table.gamelog.page().reach > 100:
            return driver, table
        driver.first_offered_move()
    raise AssertionError("the log never grew long enough to scroll")


def test_the_wheel_over_the_log_scrolls_it_and_elsewhere_does_not(new_table):
    driver, table = _my_turn_with_a_long_log(new_table)
    log = table.layout.log_rect
    _wheel(driver, table.layout.play_rect.center, 2)
    assert table.gamelog.scroll == 0
    _wheel(driver, log.center, 2)
    assert table.gamelog.scroll == 2 * 3 * table.gamelog.page().row_height
    _wheel(driver, log.center, -1)
    assert table.gamelog.scroll == 3 * table.gamelog.page().row_height
    _wheel(driver, log.center, 10_000)  # no further back than the first line
    assert table.gamelog.scroll == table.gamelog.page().reach
    assert rows_in_view(table.gamelog.page(), table.gamelog.scroll)[0][0] == table.log[0]


def test_scrolled_back_the_rows_in_view_stay_while_new_lines_arrive(new_table):
    driver, table = _long_game(new_table)
    table.gamelog.scroll_by(200)
    shown = rows_in_view(table.gamelog.page(), table.gamelog.scroll)
    length = len(table.log)
    driver.run_until(lambda: len(table.log) > length + 2, 3000, 1 / 30, "new lines")
    assert rows_in_view(table.gamelog.page(), table.gamelog.scroll) == shown


def test_the_page_keys_turn_the_logs_pages_and_end_goes_back_to_the_newest(new_table):
    driver, table = _my_turn_with_a_long_log(new_table)
    page = table.gamelog.page()
    driver.key(pygame.K_PAGEUP)
    driver.frame()
    assert table.gamelog.scroll == min(page.reach, page.area.height - page.row_height)
    driver.key(pygame.K_PAGEDOWN)
    driver.frame()
    assert table.gamelog.scroll == 0
    driver.key(pygame.K_PAGEUP)
    driver.key(pygame.K_END)
    driver.frame()
    assert table.gamelog.scroll == 0


def test_a_persons_move_brings_the_log_back_to_its_newest_line(new_table):
    driver, table = _my_turn_with_a_long_log(new_table)
    _wheel(driver, table.layout.log_rect.center, 2)
    assert table.gamelog.scroll > 0
    driver.first_offered_move()
    assert table.gamelog.scroll == 0


def test_the_wheel_leaves_a_revealed_hand_open(new_table):
    driver, table = new_table("uno-monster-high", ("human", "ai"), 3, setup=HONEST_WILD4_SETUP)
    driver.run_until(lambda: driver.has_item("btn-challenge"), 3000, 1 / 30, "the challenge")
    driver.press("btn-challenge")
    driver.run_until(lambda: table.revealed is not None, 3000, 1 / 30, "the revealed hand")
    log = table.layout.log_rect.center
    _wheel(driver, log, 1)
    driver.post(pygame.MOUSEBUTTONUP, pos=log, button=4)  # the wheel's old button events
    driver.frame()
    assert table.revealed is not None
    driver.click(log)
    assert table.revealed is None


def test_scrolling_the_log_reaches_the_screen_whole(mirrored):
    driver, table, mirror = mirrored("uno-monster-high", ("ai", "ai", "ai"), 12, speed="fast")
    driver.run_until(lambda: table.gamelog.page().reach > 200, 3000, 1 / 30, "a long log")
    mirror.doing = "the log scrolled back"
    for notches in (3, 3, -2, 50, -50):
        _wheel(driver, table.layout.log_rect.center, notches)
        driver.frames(2)


def test_the_log_takes_less_than_a_fifth_of_a_wide_window_and_folds_to_a_strip():
    for width in (1024, 1280, 1920):
        shown = TableLayout((width, 800), 4, 0)
        assert shown.log_rect.width < width * 0.2
        assert shown.log_rect.right == width
        folded = TableLayout((width, 800), 4, 0, log_shown=False)
        assert folded.log_rect.width <= 60
        assert folded.play_rect.width > shown.play_rect.width + width * 0.1


def test_the_rows_of_the_newest_lines_are_counted_from_the_end():
    long = "a much longer line of the log that cannot fit the panel in one row"
    page = _page(["one", long, "two"])
    assert newest_rows(page, 0) == 0
    assert newest_rows(page, 1) == 1
    assert newest_rows(page, 2) == len(page.rows) - 1 > 2  # the long line's rows are its own
    assert newest_rows(page, 3) == newest_rows(page, 9) == len(page.rows)


def test_the_log_folds_away_and_back_and_the_choice_is_kept(new_table):
    driver, table = new_table("uno", ("human", "ai", "ai"), 4)
    driver.settle()
    wide = table.placement.play_rect.width
    driver.press("btn-log")  # the arrow at the log's title
    driver.frame()
    assert not driver.app.settings.show_log
    assert table.placement.play_rect.width > wide  # the table takes the room
    assert not load_settings_with_warnings()[0].show_log  # kept for the next game
    for place in table.placement.places():
        assert table.placement.play_rect.contains(place.rect), place.id
    driver.key(pygame.K_l)
    driver.frame()
    assert driver.app.settings.show_log and table.placement.play_rect.width == wide


def test_a_very_long_log_lays_out_its_newest_lines_and_says_how_many_came_before():
    lines = [f"Line {n}" for n in range(PAGE_LINES + 500)]
    page = _page(lines)
    texts = [text for text, _ in page.rows]
    assert texts[0] == "(500 earlier lines)"
    assert texts[1:] == lines[500:]
    assert page.lines == len(lines)
    longer = log_page(TableLayout(SIZE, 3, 0), [*lines, "Newest"], "test", page)
    assert longer.rows[-1][0] == "Newest" and longer.rows[:-1] == page.rows


def test_the_logs_title_never_runs_under_its_fold_arrow_in_any_language():
    from game import i18n
    from game.ui.table.logview import _panel, fold_toggle, title_drawn

    pygame.font.init()
    try:
        for language in ("en", "it", "es"):
            i18n.set_language(language)
            for size in ((800, 560), (1024, 640), (1280, 800), (1920, 1080)):
                layout = TableLayout(size, 2, 0)
                panel, toggle = _panel(layout), fold_toggle(layout)
                title, where = title_drawn(panel, toggle, i18n.t("table.log"), 20)
                assert title.get_width() == where.width
                assert where.right < toggle.left, (language, size, where, toggle)
                assert panel.contains(where), (language, size)
                assert where.height >= 10  # drawn, not shrunk to nothing
    finally:
        i18n.set_language("en")

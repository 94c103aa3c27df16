"""The small cards of a round's summary and of the results stay readable however long a hand."""

import pytest

from game.ui.table.render import ROW_MIN_STEP, ROW_STEP, row_fit


@pytest.mark.parametrize("count", [1, 2, 3, 7, 12, 25, 60, 108])
@pytest.mark.parametrize("room", [40.0, 120.0, 300.0, 900.0])
def test_a_row_never_squeezes_a_card_past_reading_and_counts_the_rest(count, room):
    width, more = 30.0, 28.0
    shown, step = row_fit(count, width, room, more)
    assert 1 <= shown <= count
    assert step >= width * ROW_MIN_STEP - 1e-9
    if shown == count:
        # All of them in the room (one card always shows, however narrow the room).
        assert count == 1 or width + (count - 1) * step <= room + 1e-9
    else:
        # The first ones, then the "+N" for the others, in the room.
        assert width + (shown - 1) * step + more <= room + 1e-9 or shown == 1


def test_a_short_hand_is_spread_at_its_ease():
    assert row_fit(3, 30.0, 900.0, 28.0) == (3, 30.0 * ROW_STEP)


def test_a_long_hand_shows_what_fits_and_leaves_room_for_the_count():
    shown, step = row_fit(25, 30.0, 200.0, 28.0)
    assert step == 30.0 * ROW_MIN_STEP
    assert shown == int((200 - 28 - 30) / step) + 1 < 25

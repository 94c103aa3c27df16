"""The viewer's cards slide to their places in the fan instead of jumping there."""

from __future__ import annotations

from game.ui.table.glide import HandGlide

FRAME = 1 / 60


def _fan(count: int, left: float = 100.0) -> list[tuple[float, float, float]]:
    return [(left + 50.0 * i, 600.0, 0.0) for i in range(count)]


def test_a_new_hand_is_drawn_at_its_places_at_once():
    glide = HandGlide()
    glide.update(["r1", "b2"], _fan(2), FRAME, 1.0)
    assert glide.positions(["r1", "b2"], _fan(2)) == _fan(2)
    assert not glide.moving and glide.signature() is None


def test_when_a_card_leaves_the_others_slide_to_close_the_gap():
    glide = HandGlide()
    glide.update(["r1", "b2", "g3"], _fan(3), FRAME, 1.0)
    hand, places = ["r1", "g3"], _fan(2, left=125.0)  # b2 played; the fan closes up
    glide.update(hand, places, FRAME, 1.0)
    (r1_x, _, _), (g3_x, _, _) = glide.positions(hand, places)
    assert glide.moving and glide.signature() is not None
    assert 100.0 < r1_x < 125.0  # on its way right, not there yet
    assert 175.0 < g3_x < 200.0  # g3 was at 200 and goes to 175
    for _ in range(30):  # half a second: everything is in place, and stays there
        glide.update(hand, places, FRAME, 1.0)
    assert glide.positions(hand, places) == places
    assert not glide.moving


def test_copies_of_a_card_keep_their_own_positions():
    glide = HandGlide()
    glide.update(["r1", "r1"], _fan(2), FRAME, 1.0)
    hand = ["b0", "r1", "r1"]  # a card comes in before them
    glide.update(hand, _fan(3), FRAME, 1.0)
    first, second, third = glide.positions(hand, _fan(3))
    assert first == _fan(3)[0]  # the newcomer starts in its place (it flew there)
    assert 100.0 < second[0] < 150.0 and 150.0 < third[0] < 200.0


def test_with_animations_off_cards_jump_to_their_places():
    glide = HandGlide()
    glide.update(["r1", "b2", "g3"], _fan(3), FRAME, 0.0)
    glide.update(["r1", "g3"], _fan(2, left=125.0), FRAME, 0.0)
    assert glide.positions(["r1", "g3"], _fan(2, left=125.0)) == _fan(2, left=125.0)
    assert not glide.moving


def test_a_slower_speed_setting_slides_slower():
    fast, slow = HandGlide(), HandGlide()
    for glide in (fast, slow):
        glide.update(["r1", "b2"], _fan(2), FRAME, 1.0)
    fast.update(["r1"], _fan(1, left=125.0), FRAME, 0.5)
    slow.update(["r1"], _fan(1, left=125.0), FRAME, 2.0)
    assert (
        fast.positions(["r1"], _fan(1, left=125.0))[0][0]
        > slow.positions(["r1"], _fan(1, left=125.0))[0][0]
    )


def test_reset_forgets_every_position():
    glide = HandGlide()
    glide.update(["r1", "b2"], _fan(2), FRAME, 1.0)
    glide.update(["r1"], _fan(1, left=125.0), FRAME, 1.0)
    glide.reset()
    assert glide.positions(["r1"], _fan(1, left=125.0)) == _fan(1, left=125.0)
    assert not glide.moving

"""Actions and events print as notation and parse back; redaction hides cards, not counts."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.engine.notation import (
    Action,
    Event,
    NotationError,
    parse_action,
    parse_event,
    parse_seat,
    redact,
    seat_text,
)

MAX_SEATS = 10

verbs = st.from_regex(r"[a-z][a-z0-9]{0,9}", fullmatch=True)
kinds = st.from_regex(r"[a-z][a-z0-9_]{0,9}", fullmatch=True)
arguments = st.from_regex(r"[a-z0-9][a-z0-9+-]{0,5}", fullmatch=True)
seats = st.integers(min_value=0, max_value=MAX_SEATS - 1)
# Card codes as the card files spell them; `x` followed by digits reads as a count.
cards = st.from_regex(r"[a-wyz][a-z0-9]{0,3}", fullmatch=True)
counts = st.integers(min_value=0, max_value=200)
values = st.from_regex(r"[a-z0-9_-]{1,12}", fullmatch=True) | st.just("")
zones = st.from_regex(r"[a-z]{1,8}(:p[1-9])?", fullmatch=True) | st.just("")
instances = st.from_regex(r"c[0-9]{1,3}", fullmatch=True)
private_seats = st.none() | st.lists(seats, min_size=1, max_size=4, unique=True).map(tuple)

actions = st.builds(Action, verbs, st.lists(arguments, max_size=3).map(tuple))
events = st.builds(
    Event,
    kind=kinds,
    seat=st.none() | seats,
    target=st.none() | seats,
    cards=st.none() | st.lists(cards, max_size=8).map(tuple),
    count=counts,
    value=values,
    private=private_seats,
    source=zones,
    dest=zones,
    ids=st.lists(instances, max_size=4).map(tuple),
)


@given(actions)
def test_action_round_trip(action):
    assert parse_action(str(action)) == action


@given(events)
def test_event_round_trip(event):
    assert parse_event(str(event)) == event


@given(seats)
def test_seat_round_trip(seat):
    assert parse_seat(seat_text(seat)) == seat


def test_seats_print_from_p1():
    assert seat_text(0) == "p1"
    assert seat_text(9) == "p10"
    assert parse_seat("p1") == 0
    assert str(Event("play", 0, cards=("r7",))) == "play p1 r7"
    assert str(Event("give", 0, 2, ("p4",), 1, "pink", (0, 2))) == "give p1>p3 x1 p4 =pink @p1,p3"
    assert str(Event("flip", None, cards=("r5",))) == "flip - r5"


def test_examples_from_the_notation_parse_as_documented():
    assert parse_action("play r7 uno") == Action("play", ("r7", "uno"))
    assert parse_action("  Wild   BLUE ") == Action("wild", ("blue",))
    assert parse_action("draw") == Action("draw")
    assert parse_event("draw p2 x2 r3 b5 @p2") == Event("draw", 1, None, ("r3", "b5"), 2, "", (1,))
    assert parse_event("draw p2 x2 ? @p2") == Event("draw", 1, None, None, 2, "", (1,))


@pytest.mark.parametrize(
    ("token", "expected"),
    [("", "p1"), ("p", "p1"), ("p0", "p1"), ("q1", "p1"), ("p-1", "p1"), ("1", "p1")],
)
def test_bad_seats_are_refused_with_the_expected_form(token, expected):
    with pytest.raises(NotationError, match=expected) as caught:
        parse_seat(token)
    assert repr(token) in str(caught.value)


def test_zero_padded_seat_is_not_seat_minus_one():
    # "p00" is no seat: it must not parse as seat -1 (the last seat, to list indexing).
    with pytest.raises(NotationError):
        parse_seat("p00")


def test_unicode_digits_in_a_seat_raise_notation_error():
    # Callers catch NotationError for bad text; a plain ValueError escapes them.
    with pytest.raises(NotationError):
        parse_seat("p²")


@pytest.mark.parametrize(
    ("text", "words_in_message"),
    [
        ("", "verb"),
        ("   ", "verb"),
        ("play r7!", "'r7!'"),
        ("play (r7)", "'(r7)'"),
    ],
)
def test_bad_actions_raise_notation_error_saying_what_is_wrong(text, words_in_message):
    with pytest.raises(NotationError, match=r".{10,}") as caught:
        parse_action(text)
    assert words_in_message in str(caught.value)


@pytest.mark.parametrize(
    ("text", "words_in_message"),
    [
        ("", "kind"),
        ("draw", "seat"),
        ("draw q2 r3", "'q2'"),
        ("draw p2>x r3", "'x'"),
        ("draw p2 r3 @p2,z", "'z'"),
    ],
)
def test_bad_events_raise_notation_error_saying_what_is_wrong(text, words_in_message):
    with pytest.raises(NotationError) as caught:
        parse_event(text)
    assert words_in_message in str(caught.value)


def test_notation_error_is_a_value_error():
    assert issubclass(NotationError, ValueError)


@given(st.lists(events, max_size=12), st.none() | seats)
def test_redact_hides_cards_from_viewers_not_listed(event_list, viewer):
    shown = redact(event_list, viewer)
    assert len(shown) == len(event_list)
    for before, after in zip(event_list, shown, strict=True):
        assert (after.kind, after.seat, after.target) == (before.kind, before.seat, before.target)
        assert (after.count, after.value, after.private) == (
            before.count,
            before.value,
            before.private,
        )
        allowed = before.private is None or (viewer is not None and viewer in before.private)
        if allowed or not before.cards:
            assert after == before
        else:
            assert after.cards is None


def test_redact_examples():
    deal = Event("deal", 1, None, ("r1", "b2"), 2, "", (1,))
    flip = Event("flip", None, cards=("r5",))
    turn = Event("turn", 2)
    hidden, public, passed = redact([deal, flip, turn], 0)
    assert hidden == Event("deal", 1, None, None, 2, "", (1,))
    assert str(hidden) == "deal p2 x2 ? @p2"
    assert public is flip
    assert passed is turn
    assert redact([deal], 1) == [deal]
    assert redact([deal], None)[0].cards is None
    assert redact([], 0) == []


@pytest.mark.parametrize(
    "text", ["attack c12 p2", "shield s4 c33", "summon r7 board:p1", "block c21 c12"]
)
def test_actions_name_their_targets(text):
    assert str(parse_action(text)) == text


@pytest.mark.parametrize("text", ["play r7;", "move c1 board:", "move c1 a:b:c", "play é7"])
def test_odd_words_in_an_action_are_refused(text):
    with pytest.raises(NotationError):
        parse_action(text)

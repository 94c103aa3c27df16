"""The table's model of what it shows: the viewer's hand is kept sorted, other hands hidden."""

from __future__ import annotations

from game.rules.uno_family.deck import load_deck
from game.ui.cardbook import card_book
from game.ui.table.display import Display, hand_order

ORDER = hand_order(card_book("uno"))


def test_a_hand_keeps_the_card_files_order_by_color_then_number_wilds_last():
    for ruleset_id in ("uno", "uno-monster-high"):
        deck = load_deck(ruleset_id)
        assert hand_order(card_book(ruleset_id)) == {
            code: place for place, code in enumerate(deck.cards)
        }


def _view(hand: list[str], sizes: list[int]) -> dict:
    """Seat 1's view of a two-zone table and a hand per seat (as `Ruleset.view` gives it)."""
    zones = {
        "draw": {"kind": "pile", "owner": None, "visible_to": "nobody", "size": 80, "cards": None},
        "discard": {
            "kind": "pile",
            "owner": None,
            "visible_to": "everyone",
            "size": 1,
            "cards": ["r3"],
        },
    }
    for seat, size in enumerate(sizes):
        zones[f"hand:p{seat + 1}"] = {
            "kind": "hand",
            "owner": seat,
            "visible_to": "owner",
            "size": size,
            "cards": hand if seat == 0 else None,
        }
    return {
        "seat": 0,
        "players": len(sizes),
        "zones": zones,
        "counters": {f"score:p{seat + 1}": 0 for seat in range(len(sizes))},
        "decision": {"seats": [0], "kind": "turn", "optional": False, "prompt": "decision.play"},
        "extras": {"color": "r", "direction": 1, "turn": 0, "phase": "play", "dealer": 1},
    }


def test_the_viewers_hand_is_sorted_by_color_then_rank_with_wilds_last():
    display = Display.from_view(_view(["w", "g2", "r5", "b7", "r1"], [5, 3]), ORDER)
    assert display.hands[0] == ["r1", "r5", "b7", "g2", "w"]
    assert display.hands[1] == [None, None, None]


def test_without_an_order_the_hand_is_shown_as_held():
    display = Display.from_view(_view(["w", "g2", "r5"], [3, 3]))
    assert display.hands[0] == ["w", "g2", "r5"]


def test_cards_coming_in_go_to_their_places_and_places_says_where_beforehand():
    display = Display.from_view(_view(["r5", "g2", "w"], [3, 2]), ORDER)
    # Two drawn cards: a blue 1 goes between the reds and the greens, a red 9 after the red 5.
    assert display.places(0, ["b1", "r9"]) == [2, 1]
    display.add_to_hand(0, "b1")
    display.add_to_hand(0, "r9")
    assert display.hands[0] == ["r5", "r9", "b1", "g2", "w"]
    # A copy of a card held goes after it; a dealt hand is placed among its own cards only.
    assert display.places(0, ["g2"]) == [4]
    assert display.places(0, ["y1", "r0"], hand=()) == [1, 0]


def test_a_hidden_hand_takes_cards_at_its_end_and_never_a_face():
    display = Display.from_view(_view(["r5"], [1, 2]), ORDER)
    assert display.places(1, [None, None]) == [2, 3]
    display.add_to_hand(1, "b1")  # another seat's card is never kept face up
    assert display.hands[1] == [None, None, None]


def test_an_expected_card_holds_its_place_until_it_lands():
    display = Display.from_view(_view(["r5", "g2", "w"], [3, 2]), ORDER)
    display.expect(0, ["b1", "g2"])
    assert display.hands[0] == ["r5", "b1", "g2", "g2", "w"]  # places open at once
    assert display.arriving == ["b1", "g2"]
    assert display.waiting() == {1, 3}  # the new g2 is the second copy: its place is held
    display.add_to_hand(0, "b1")  # landing fills the place, it adds no second card
    display.add_to_hand(0, "g2")
    assert display.hands[0] == ["r5", "b1", "g2", "g2", "w"]
    assert display.arriving == [] and display.waiting() == set()
    # Another seat's cards are not expected: its fan grows as each lands, face down.
    display.expect(1, [None])
    assert display.hands[1] == [None, None] and display.arriving == []
    # The view is the truth: syncing forgets what was on its way.
    display.expect(0, ["y1"])
    display.sync(_view(["r5", "g2", "w"], [3, 2]))
    assert display.arriving == [] and display.hands[0] == ["r5", "g2", "w"]


def test_a_name_plate_counts_the_cards_another_seat_holds_as_they_land():
    from game.ui.table.zone_table import plate_text

    display = Display.from_view(_view(["b1", "b2", "b3"], [3, 1]))
    assert plate_text(["Ana", "Bo"], 0, display) == "Ana"  # the viewer sees the cards
    assert plate_text(["Ana", "Bo"], 1, display) == "Bo  ·  1"
    display.add_to_hand(1, None)  # a card landed in Bo's hand
    assert plate_text(["Ana", "Bo"], 1, display) == "Bo  ·  2"


def test_the_roles_of_the_zones_come_from_their_declarations():
    display = Display.from_view(_view(["r5", "g2"], [2, 3]))
    assert display.stock.id == "draw" and display.stock.cards == [None] * 80
    assert display.pile.id == "discard" and display.pile.cards == ["r3"]
    # A seat's hand is the zone of kind hand it owns: the same list the zone holds.
    assert display.hands[1] is display.zones["hand:p2"].cards
    assert display.seat_counters("score") == [0, 0]
    display.clear_table(108)  # a new deal: the hands and the pile are empty, the stock full
    assert display.hands == [[], []] and display.pile.cards == [] and display.stock.size == 108

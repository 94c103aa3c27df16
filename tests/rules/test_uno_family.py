"""Rules of the UNO family that scenario files cannot easily show, and hand-built tables."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from game.engine.contract import Refusal, check_seat
from game.engine.notation import Action, NotationError, parse_seat
from game.engine.registry import get
from game.rules.uno_family.deck import load_deck
from game.rules.uno_family.ruleset import UnoFamily

UNO_RULESETS = ("uno", "uno-monster-high")
HOUSE_RULES = ("stack_draw_two", "stack_wild_draw_four", "seven_zero", "jump_in")


def table(ruleset_id: str, players: int = 3, options: dict | None = None, **setup):
    """A dealt game with the zones set by hand, as a scenario file would set them."""
    ruleset = get(ruleset_id)
    state, _ = ruleset.new_game(options or {}, players, 1)
    ruleset.scenario_setup(state, {"turn": "p1", **setup})
    return ruleset, state


def act(ruleset, state, text: str, seat: str | None = None) -> list[str]:
    who = parse_seat(seat) if seat else ruleset.deciders(state)[0]
    events = ruleset.apply(state, who, ruleset.parse_action(text))
    ruleset.check_invariants(state)
    return [str(event) for event in events]


def legal(ruleset, state, seat: str) -> list[str]:
    return sorted(str(action) for action in ruleset.legal_actions(state, parse_seat(seat)))


# -- the decks -------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("ruleset_id", "total", "colors", "wilds"),
    [
        ("uno", 108, {"r": "red", "b": "blue", "g": "green", "y": "yellow"}, ("w", "w4")),
        (
            "uno-monster-high",
            112,
            {"b": "blue", "g": "green", "p": "pink", "y": "yellow"},
            ("w", "w4", "u"),
        ),
    ],
)
def test_load_deck_composition(ruleset_id, total, colors, wilds):
    deck = load_deck(ruleset_id)
    assert load_deck(ruleset_id) is deck
    full = deck.full()
    assert len(full) == total
    assert deck.full() == full and deck.full() is not full
    assert deck.color_names == colors
    counts = Counter(full)
    for color in colors:
        assert counts[f"{color}0"] == 1
        for rank in (*range(1, 10), "s", "r", "d2"):
            assert counts[f"{color}{rank}"] == 2, f"{color}{rank}"
        assert sum(n for code, n in counts.items() if deck.cards[code].color == color) == 25
    assert {code: counts[code] for code in wilds} == {code: 4 for code in wilds}
    assert {c.code for c in deck.cards.values() if c.is_wild} == set(wilds)
    for card in deck.cards.values():
        if card.kind == "number":
            assert card.points == int(card.rank)
        else:
            assert card.points == (50 if card.is_wild else 20), card.code


# -- the deal ---------------------------------------------------------------------------------
def cut_rounds(events) -> tuple[list[list], int]:
    """The rounds of the cut for the dealer (lists of (seat, card)), and the dealer's seat."""
    rounds, current, dealer = [], [], None
    for event in events:
        if event.kind == "cut":
            if current and event.seat <= current[-1][0]:
                rounds.append(current)
                current = []
            current.append((event.seat, event.cards[0]))
        elif event.kind == "dealer":
            dealer = event.seat
            break
    return rounds + [current], dealer


def test_monster_high_cuts_for_the_dealer_and_the_highest_number_deals():
    ruleset, deck = get("uno-monster-high"), load_deck("uno-monster-high")
    number = {c.code: int(c.rank) if c.kind == "number" else 0 for c in deck.cards.values()}
    recuts = 0
    for seed in range(60):
        state, events = ruleset.new_game({}, 4, seed)
        kinds = [event.kind for event in events]
        assert kinds.index("dealer") < kinds.index("shuffle") < kinds.index("deal")
        rounds, dealer = cut_rounds(events)
        assert dealer == state["dealer"]
        assert [seat for seat, _ in rounds[0]] == [0, 1, 2, 3]
        for earlier, later in zip(rounds, rounds[1:], strict=False):
            best = max(number[card] for _, card in earlier)
            tied = [seat for seat, card in earlier if number[card] == best]
            assert [seat for seat, _ in later] == tied, f"seed {seed}: only the tied cut again"
        last = rounds[-1]
        best = max(number[card] for _, card in last)
        assert [seat for seat, card in last if number[card] == best] == [dealer]
        recuts += len(rounds) > 1
    assert recuts > 0, "no seed tested a tie"


def test_uno_has_no_cut_and_the_last_seat_deals():
    for seed in range(10):
        state, events = get("uno").new_game({}, 4, seed)
        assert not [event for event in events if event.kind in ("cut", "dealer")]
        assert state["dealer"] == 3


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_a_wild_draw_four_is_never_the_first_discard(ruleset_id):
    ruleset, returned = get(ruleset_id), 0
    for seed in range(300):
        state, events = ruleset.new_game({}, 3, seed)
        assert state["discard"][0] != "w4", f"seed {seed}"
        flips = [event for event in events if event.kind == "flip"]
        assert len(flips) == 1 and flips[0].cards != ("w4",)
        returns = [event for event in events if event.kind == "return"]
        assert all(event.cards == ("w4",) for event in returns)
        returned += bool(returns)
    assert returned > 0, "no seed turned up a Wild Draw Four"


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_the_first_card_comes_with_the_color_to_follow(ruleset_id):
    ruleset, wilds = get(ruleset_id), 0
    for seed in range(120):
        state, events = ruleset.new_game({}, 3, seed)
        (flip,) = [event for event in events if event.kind == "flip"]
        color = ruleset.cards.color[flip.cards[0]]
        assert flip.value == (ruleset.deck.color_names[color] if color else "")
        wilds += color is None
    assert wilds > 0, "no seed turned up a wild"


# -- house rules: each one changes what may be done ------------------------------------------
def test_stack_draw_two():
    setup = {"hands": {"p1": ["rd2", "b3", "g7"], "p2": ["bd2", "y5", "g1"]}, "discard": ["r4"]}
    ruleset, state = table("uno", **setup)
    events = act(ruleset, state, "play rd2")
    assert events[1].startswith("draw p2 x2") and state["turn"] == 2
    ruleset, state = table("uno", options={"stack_draw_two": True}, **setup)
    act(ruleset, state, "play rd2")
    assert legal(ruleset, state, "p2") == ["draw", "play bd2"]
    act(ruleset, state, "play bd2")
    assert (state["turn"], state["stack"]) == (2, 4)
    size = len(state["hands"][2])
    act(ruleset, state, "draw")
    assert len(state["hands"][2]) == size + 4


@pytest.mark.parametrize(
    ("ruleset_id", "top", "off", "on"),
    [
        ("uno", "r4", [], ["draw", "play w4"]),
        ("uno-monster-high", "p4", ["challenge", "draw"], ["challenge", "draw", "play w4"]),
    ],
)
def test_stack_wild_draw_four(ruleset_id, top, off, on):
    setup = {"hands": {"p1": ["w4", "b3", "g7"], "p2": ["w4", "y5", "g1"]}, "discard": [top]}
    for stacking, expected in ((False, off), (True, on)):
        ruleset, state = table(ruleset_id, options={"stack_wild_draw_four": stacking}, **setup)
        act(ruleset, state, "play w4")
        act(ruleset, state, "wild blue")
        assert legal(ruleset, state, "p2") == expected, f"stack_wild_draw_four={stacking}"


def test_seven_zero():
    setup = {
        "hands": {"p1": ["r7", "r0", "g7"], "p2": ["y5"], "p3": ["g1", "g2"]},
        "discard": ["r4"],
    }
    ruleset, state = table("uno", **setup)
    act(ruleset, state, "play r7")
    assert state["turn"] == 1 and state["phase"] == "play"
    ruleset, state = table("uno", options={"seven_zero": True}, **setup)
    act(ruleset, state, "play r7")
    assert legal(ruleset, state, "p1") == ["swap p2", "swap p3"]
    assert "swap p1>p3" in act(ruleset, state, "swap p3")
    assert sorted(state["hands"][0]) == ["g1", "g2"]
    assert sorted(state["hands"][2]) == ["g7", "r0"]
    ruleset, state = table("uno", options={"seven_zero": True}, **setup)
    act(ruleset, state, "play r0")
    assert [sorted(hand) for hand in state["hands"]] == [["g1", "g2"], ["g7", "r7"], ["y5"]]


def test_jump_in():
    setup = {
        "hands": {"p1": ["b3", "g7"], "p2": ["y5", "y6"], "p3": ["r4", "g1"]},
        "discard": ["r4"],
    }
    ruleset, state = table("uno", **setup)
    assert ruleset.deciders(state) == (0,)
    assert legal(ruleset, state, "p3") == []
    assert ruleset.refusal(state, 2, Action("play", ("r4",))).code == "not_your_turn"
    ruleset, state = table("uno", options={"jump_in": True}, **setup)
    assert ruleset.deciders(state) == (2, 0)
    assert legal(ruleset, state, "p3") == ["pass", "play r4", "play r4 uno"]
    assert legal(ruleset, state, "p2") == []
    act(ruleset, state, "play r4 uno", "p3")
    assert state["turn"] == 0, "play goes on from the seat that jumped in"


def test_draw_until_playable():
    setup = {"hands": {"p1": ["b3", "g7"]}, "discard": ["r4"], "draw": ["g1", "y2", "r5"]}
    ruleset, state = table("uno", **setup)
    act(ruleset, state, "draw")
    assert sorted(state["hands"][0]) == ["b3", "g1", "g7"] and state["turn"] == 1
    ruleset, state = table("uno", options={"draw_until_playable": True}, **setup)
    act(ruleset, state, "draw")
    assert sorted(state["hands"][0]) == ["b3", "g1", "g7", "r5", "y2"]
    assert legal(ruleset, state, "p1") == ["pass", "play r5"]


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_house_rules_are_off_by_default(ruleset_id):
    options = get(ruleset_id).resolve_options()
    assert [options[key] for key in (*HOUSE_RULES, "draw_until_playable")] == [False] * 5


def test_monster_high_target_decides_when_the_game_ends():
    setup = {"hands": {"p1": ["b3"], "p2": ["y5", "y6"], "p3": ["g1"]}, "discard": ["b4"]}
    ruleset, state = table("uno-monster-high", **setup)
    act(ruleset, state, "play b3")
    assert ruleset.result(state) is None
    assert state["round"] == 2 and state["scores"] == [12, 0, 0]
    ruleset, state = table("uno-monster-high", options={"target": 12}, **setup)
    events = act(ruleset, state, "play b3")
    assert "win p1 =target_reached" in events
    assert ruleset.result(state).winners == (0,)


# -- the Wild Draw Four: strict in uno, a bluff to challenge in uno-monster-high ------------------
def test_uno_refuses_a_wild_draw_four_while_another_card_plays():
    setup = {"hands": {"p1": ["w4", "r3", "g5"]}, "discard": ["r4"]}
    ruleset, state = table("uno", **setup)
    assert "play w4" not in legal(ruleset, state, "p1")
    refused = ruleset.refusal(state, 0, Action("play", ("w4",)))
    assert refused == Refusal("wild4_with_playable_card", {"color": "red"})
    ruleset, state = table("uno", hands={"p1": ["w4", "b3", "g5"]}, discard=["r4"])
    assert "play w4" in legal(ruleset, state, "p1")
    act(ruleset, state, "play w4")
    act(ruleset, state, "wild green")
    assert "challenge" not in legal(ruleset, state, "p2")


def test_uno_keeps_a_drawn_wild_draw_four_that_may_not_be_played():
    setup = {"hands": {"p1": ["r3", "b5"]}, "discard": ["r4"], "draw": ["w4"]}
    ruleset, state = table("uno", **setup)
    act(ruleset, state, "draw")
    assert sorted(state["hands"][0]) == ["b5", "r3", "w4"] and state["turn"] == 1


@pytest.mark.parametrize(
    ("hand", "guilty"), [(["w4", "p3", "g5"], True), (["w4", "b3", "g5"], False)]
)
def test_monster_high_allows_the_bluff_and_the_challenge(hand, guilty):
    setup = {"hands": {"p1": hand, "p2": ["y5", "y6"]}, "discard": ["p4"]}
    ruleset, state = table("uno-monster-high", **setup)
    assert "play w4" in legal(ruleset, state, "p1")
    assert ruleset.is_bluff(state, 0, Action("play", ("w4",))) is guilty
    act(ruleset, state, "play w4")
    act(ruleset, state, "wild blue")
    assert legal(ruleset, state, "p2") == ["challenge", "draw"]
    events = act(ruleset, state, "challenge")
    assert f"challenge p2>p1 ={'guilty' if guilty else 'innocent'}" in events
    shown = [line for line in events if line.startswith("reveal p1>p2")]
    assert shown and shown[0].endswith("@p2")
    if guilty:
        assert len(state["hands"][0]) == 2 + 4 and state["turn"] == 1
    else:
        assert len(state["hands"][1]) == 2 + 6 and state["turn"] == 2


def test_only_a_wild_draw_four_that_may_be_challenged_is_a_bluff():
    wild4 = Action("play", ("w4",))
    # uno refuses the play outright: there is nothing to bluff.
    ruleset, state = table("uno", hands={"p1": ["w4", "r3"]}, discard=["r4"])
    assert not ruleset.is_bluff(state, 0, wild4)
    # Another card of the current color is no bluff by itself.
    ruleset, state = table("uno-monster-high", hands={"p1": ["w4", "p3"]}, discard=["p4"])
    assert ruleset.is_bluff(state, 0, wild4)
    assert not ruleset.is_bluff(state, 0, Action("play", ("p3",)))
    # Laid on a pending draw (stacking), a Wild Draw Four cannot be challenged.
    setup = {"hands": {"p1": ["w4", "y1", "y3"], "p2": ["w4", "b3", "y2"]}, "discard": ["b4"]}
    options = {"stack_wild_draw_four": True}
    ruleset, state = table("uno-monster-high", options=options, **setup)
    act(ruleset, state, "play w4")
    act(ruleset, state, "wild blue")
    assert "play w4" in legal(ruleset, state, "p2") and state["stack"] == 4
    assert not ruleset.is_bluff(state, 1, wild4)


# -- the UNO call ---------------------------------------------------------------------------------
def test_uno_penalises_a_missing_call_at_once():
    ruleset, state = table("uno", hands={"p1": ["r3", "b5"]}, discard=["r4"])
    events = act(ruleset, state, "play r3")
    assert "uno_missed p1" in events and len(state["hands"][0]) == 3


def test_monster_high_gives_the_others_a_chance_to_catch():
    setup = {"hands": {"p1": ["p3", "b5"]}, "discard": ["p4"]}
    ruleset, state = table("uno-monster-high", **setup)
    act(ruleset, state, "play p3")
    assert ruleset.deciders(state) == (1, 2)
    assert legal(ruleset, state, "p3") == ["catch p1", "pass"]
    act(ruleset, state, "pass", "p2")
    act(ruleset, state, "catch p1", "p3")
    assert len(state["hands"][0]) == 3 and state["turn"] == 1


# -- the short game -----------------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(5))
def test_short_game_ends_once_every_seat_has_played_its_turns(seed):
    ruleset, chooser, turns = get("uno"), random.Random(seed), 3
    state, _ = ruleset.new_game({"mode": "short", "short_turns": turns}, 4, seed)
    while ruleset.result(state) is None:
        assert min(state["turns"]) < turns
        seat = ruleset.deciders(state)[0]
        ruleset.apply(state, seat, chooser.choice(ruleset.legal_actions(state, seat)))
    result = ruleset.result(state)
    assert result.reason == "turns played"
    assert min(state["turns"]) == turns
    sizes = [len(hand) for hand in state["hands"]]
    assert {sizes[seat] for seat in result.winners} == {min(sizes)}


def test_short_game_counts_the_turn_of_a_stacked_draw_two():
    # p1 plays a Draw Two, p2 takes the stack, p3 plays: every seat has had its one turn.
    setup = {
        "hands": {"p1": ["rd2", "b3", "g7"], "p2": ["y5", "y6"], "p3": ["r1", "b1"]},
        "discard": ["r4"],
    }
    for stacking in (False, True):
        options = {"mode": "short", "short_turns": 1, "stack_draw_two": stacking}
        ruleset, state = table("uno", options=options, **setup)
        act(ruleset, state, "play rd2")
        if stacking:
            act(ruleset, state, "draw")
        act(ruleset, state, "play r1")
        assert state["turns"] == [1, 1, 1], f"stack_draw_two={stacking}"
        assert ruleset.result(state) is not None, f"stack_draw_two={stacking}"


def test_a_wild_draw_four_penalty_taken_later_still_counts_the_turn_of_its_player():
    setup = {"hands": {"p1": ["w4", "b3", "g7"], "p2": ["y5", "y6"]}, "discard": ["p4"]}
    ruleset, state = table("uno-monster-high", **setup)
    act(ruleset, state, "play w4")
    act(ruleset, state, "wild blue")
    act(ruleset, state, "draw")
    assert state["turns"] == [1, 1, 0]


# -- what the others may know ---------------------------------------------------------------
def test_jump_in_does_not_tell_the_others_who_holds_the_top_card():
    options = {"jump_in": True}
    holds = table("uno", options=options, hands={"p3": ["r4", "g1"]}, discard=["r4"])
    lacks = table("uno", options=options, hands={"p3": ["g9", "g1"]}, discard=["r4"])
    for viewer in (None, 0, 1):
        seen_holds = holds[0].observe(holds[1], viewer)
        seen_lacks = lacks[0].observe(lacks[1], viewer)
        assert seen_holds["hand"] == seen_lacks["hand"]
        assert seen_holds == seen_lacks, f"the view of {viewer} shows who holds r4"


# -- malformed actions ----------------------------------------------------------------------------
@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("play", "'play' takes 1 to 2"),
        ("dance", "unknown action 'dance'"),
        ("play r7 now", "expected 'uno'"),
        ("catch x1", "expected a seat"),
        ("draw r7", "'draw' takes no words"),
    ],
)
def test_parse_action_checks_the_words(ruleset_id, text, words):
    with pytest.raises(NotationError, match=words):
        get(ruleset_id).parse_action(text)


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
@pytest.mark.parametrize("action", [Action("play"), Action("wild"), Action("catch")])
def test_a_malformed_action_is_refused_not_raised(ruleset_id, action):
    ruleset, state = table(ruleset_id, hands={"p1": ["b3", "g7"]}, discard=["b4"])
    refused = ruleset.refusal(state, 0, action)
    assert isinstance(refused, Refusal) and refused.code


# -- the turn's legal plays, against the rules spelt out card by card ---------------------------
def reference_plays(ruleset, state: dict, seat: int) -> list[Action]:
    """What the owner of the turn may do, from the rules themselves, slowly and plainly."""
    hand = state["hands"][seat]
    top = state["discard"][-1]

    def matches(code: str) -> bool:
        return (
            ruleset.cards.color[code] is None
            or ruleset.cards.color[code] == state["color"]
            or ruleset.cards.rank[code] == ruleset.cards.rank[top]
        )

    codes = []
    for code in hand:
        if matches(code) and code not in codes:
            codes.append(code)
    plain = [code for code in codes if ruleset.cards.kind[code] != "wild4"]
    if ruleset.variant.strict_wild4 and plain:
        codes = plain
    actions = []
    for code in codes:
        actions.append(Action("play", (code,)))
        if len(hand) == 2:
            actions.append(Action("play", (code, "uno")))
    return [*actions, Action("draw")]


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_the_turns_legal_plays_follow_the_rules_in_random_games(ruleset_id):
    ruleset, chooser = get(ruleset_id), random.Random(7)
    checked = 0
    for seed in range(40):
        state, _ = ruleset.new_game({}, 2 + seed % 3, seed)
        while ruleset.result(state) is None and checked < 4000:
            seat = ruleset.deciders(state)[0]
            legal_now = ruleset.legal_actions(state, seat)
            if state["phase"] == "play" and seat == state["turn"]:
                assert legal_now == reference_plays(ruleset, state, seat)
                checked += 1
            ruleset.apply_unchecked(state, seat, chooser.choice(legal_now))
    assert checked == 4000


def test_two_copies_of_a_playable_card_are_one_action():
    ruleset, state = table("uno", hands={"p1": ["r3", "b4", "r3", "w4", "b4"]}, discard=["r4"])
    assert [str(a) for a in ruleset.legal_actions(state, 0)] == [
        "play r3",
        "play b4",
        "draw",
    ]
    ruleset, state = table("uno", hands={"p1": ["g3", "w4", "w4", "b2"]}, discard=["r4"])
    assert [str(a) for a in ruleset.legal_actions(state, 0)] == ["play w4", "draw"]


# -- the card tables ---------------------------------------------------------------------------
def test_the_card_table_is_built_once_with_the_ruleset_and_frozen():
    # One table per ruleset, made with it from its card file: every game shares it.
    ruleset = get("uno")
    assert get("uno").cards is ruleset.cards
    assert ruleset.cards.deck is load_deck("uno") is ruleset.deck
    with pytest.raises(dataclasses.FrozenInstanceError):
        ruleset.cards.kind = {}
    # Its own class, never swapped; no instance dict, and no __getattr__ on the class (the
    # interpreter's fast path for attributes and method calls is for classes without them).
    assert type(ruleset) is UnoFamily
    assert not hasattr(ruleset, "__dict__") and "__getattr__" not in vars(UnoFamily)
    assert ruleset.cards.full_deck == Counter(ruleset.cards.deck_codes)
    assert sum(ruleset.cards.full_deck.values()) == 108


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
@pytest.mark.parametrize("mode", ["normal", "short"])
def test_the_hands_left_are_laid_face_up_for_the_count(ruleset_id, mode):
    # In random games: when a hand empties (or the short game ends), every hand holding cards
    # is shown to everyone with its points, and the points shown are the points scored.
    ruleset = get(ruleset_id)
    options = {"mode": mode, "short_turns": 3} if mode == "short" and ruleset_id == "uno" else {}
    counts = 0
    for seed in range(12):
        state, _ = ruleset.new_game(options, 3, seed)
        choose = random.Random(seed).choice
        while seats := ruleset.deciders(state):
            seat = seats[0]
            before = [list(hand) for hand in state["hands"]]
            events = ruleset.apply(state, seat, choose(ruleset.legal_actions(state, seat)))
            shows = [e for e in events if e.kind == "show"]
            if not any(e.kind in ("score", "win") for e in events):
                assert not shows
                continue
            counts += 1
            assert shows, [str(e) for e in events]
            for event in shows:
                assert event.private is None  # the count is done in the open
                assert event.count == len(event.cards)
                assert int(event.value) == sum(ruleset.cards.points[c] for c in event.cards)
                # What the seat held, with what it drew or was given (Urrrhhh) on the way.
                came = [
                    c
                    for e in events
                    if (e.kind == "draw" and e.seat == event.seat)
                    or (e.kind == "give" and e.target == event.seat)
                    for c in e.cards
                ]
                assert Counter(event.cards) <= Counter(before[event.seat]) + Counter(came)
            scored = [e for e in events if e.kind == "score"]
            if scored:
                assert scored[0].count == sum(int(e.value) for e in shows)
            if mode == "short" and ruleset_id == "uno" and state["phase"] == "over":
                assert {e.seat for e in shows} == {s for s in range(3) if state["hands"][s]}
    assert counts >= 12


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_a_state_whose_generator_disagrees_with_its_options_is_refused(ruleset_id):
    ruleset = get(ruleset_id)
    state, _ = ruleset.new_game({}, 3, 4)
    ruleset.check_invariants(state)
    for broken in (~state["rng"], state["rng"] - 1, True):  # splitmix64's form, even, no int
        with pytest.raises(AssertionError):
            ruleset.check_invariants({**state, "rng": broken})
    old, _ = ruleset.new_game({"generator": "splitmix64"}, 3, 4)
    ruleset.check_invariants(old)
    with pytest.raises(AssertionError, match="generator the options name"):
        ruleset.check_invariants({**old, "rng": ~old["rng"]})


# -- seats ----------------------------------------------------------------------------------------
NOT_SEATS = (-1, -3, 3, 10, True, False, 1.0, "p1", "0", None)


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
@pytest.mark.parametrize("seat", [s for s in NOT_SEATS if s is not None], ids=repr)
def test_observe_refuses_a_seat_the_game_does_not_have(ruleset_id, seat):
    # -1 would read the last seat's hand by Python's negative indexing; a bool is no seat.
    ruleset, state = table(ruleset_id, discard=["b4"])
    with pytest.raises(ValueError, match="seat"):
        ruleset.observe(state, seat)


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_observe_without_a_seat_is_the_public_view(ruleset_id):
    ruleset, state = table(ruleset_id, discard=["b4"])
    public = ruleset.observe(state, None)
    assert public["seat"] is None and public["hand"] is None
    assert ruleset.observe(state, 2)["hand"] == state["hands"][2]


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
@pytest.mark.parametrize("seat", NOT_SEATS, ids=repr)
@pytest.mark.parametrize("turn", ["p1", "p2"])
def test_moves_refuse_a_seat_the_game_does_not_have(ruleset_id, seat, turn):
    # With p2 to play, True equals the turn's seat (1) and 1.0 too: still refused.
    ruleset, state = table(ruleset_id, discard=["b4"], turn=turn)
    for call in (
        lambda: ruleset.legal_actions(state, seat),
        lambda: ruleset.refusal(state, seat, Action("draw")),
        lambda: ruleset.apply(state, seat, Action("draw")),
        lambda: ruleset.is_bluff(state, seat, Action("play", ("w4",))),
    ):
        with pytest.raises(ValueError, match="seat"):
            call()
    assert ruleset.inspect(state)["turn"] == turn  # nothing was done


@pytest.mark.parametrize("ruleset_id", UNO_RULESETS)
def test_every_decision_refuses_a_seat_out_of_range(ruleset_id):
    # Out of the turn's play too: a drawn card, a color to name, a penalty, the game over.
    ruleset = get(ruleset_id)
    for seed in range(6):
        state, _ = ruleset.new_game({"stack_draw_two": True}, 3, seed)
        choose = random.Random(seed).choice
        while True:
            for seat in (-1, 3, True, False):
                with pytest.raises(ValueError):
                    ruleset.legal_actions(state, seat)
            if not (seats := ruleset.deciders(state)):
                break
            ruleset.apply(state, seats[0], choose(ruleset.legal_actions(state, seats[0])))


def test_check_seat_says_what_a_seat_is():
    assert check_seat(2, 3) == 2
    with pytest.raises(ValueError, match="no seat -1 in a 3-player game"):
        check_seat(-1, 3)
    with pytest.raises(ValueError, match="a seat is a whole number from 0 to 2, not True"):
        check_seat(True, 3)


# -- the short game with stacking ---------------------------------------------------------------
@pytest.mark.parametrize("seed", range(8))
def test_short_game_with_stacking_ends_once_every_seat_has_played_its_turns(seed):
    # Nobody answers a penalty once every seat has had its turns: the game is over by then.
    ruleset, chooser, turns = get("uno"), random.Random(seed), 2
    options = {
        "mode": "short",
        "short_turns": turns,
        "stack_draw_two": True,
        "stack_wild_draw_four": True,
    }
    state, _ = ruleset.new_game(options, 3, seed)
    while ruleset.result(state) is None:
        assert min(state["turns"]) < turns
        seat = ruleset.deciders(state)[0]
        ruleset.apply(state, seat, chooser.choice(ruleset.legal_actions(state, seat)))
        ruleset.check_invariants(state)
    assert state["stack"] == 0
    assert ruleset.result(state).reason in ("turns played", "hand emptied")

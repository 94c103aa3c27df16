"""Setting up a UNO-family game or round: the dealer, the deal and the first card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.engine import rng
from game.engine.notation import Event
from game.engine.rng import MASK, MULTIPLIER
from game.engine.zones import zone_id
from game.rules.uno_family import effects, resolve

if TYPE_CHECKING:
    from game.rules.uno_family.ruleset import UnoFamily

HAND_SIZE = 7


def new_game(
    rules: UnoFamily,
    options: Mapping[str, Any],
    players: int,
    seed: int,
    seats: Sequence[Mapping[str, Any]] | None = None,
) -> tuple[dict, list[Event]]:
    rules.check_players(players)
    rules.check_seat_setup(seats, players)  # no choices per seat in the UNO family
    options = rules.resolve_options(options)
    state: dict[str, Any] = {
        "ruleset": rules.id,
        "options": options,
        "players": players,
        "rng": rng.seed_state(seed, options["generator"]),
        "hands": [],
        "draw": [],
        "draw_known": 0,
        "discard": [],
        "color": "",
        "turn": 0,
        "dir": 1,
        "phase": "play",
        "pending": None,
        "called": False,
        "stack": 0,
        "jump_passed": [],
        "turns": [0] * players,
        "scores": [0] * players,
        "round": 0,
        "dealer": players - 1,
        "winners": None,
        "reason": "",
    }
    events: list[Event] = []
    if rules.variant.dealer_draw:
        state["dealer"] = _cut_for_dealer(rules, state, events)
    _start_round(rules, state, events)
    return state, events


def _cut_for_dealer(rules: UnoFamily, state: dict, events: list[Event]) -> int:
    """Everyone takes a card; the highest number deals (symbols count 0); ties cut again."""
    contenders = list(range(state["players"]))
    while True:
        state["draw"], state["draw_known"] = rules.deck.full(), 0
        cut = {seat: _pop_draw(rules, state) for seat in contenders}
        for seat, code in cut.items():
            events.append(Event("cut", seat, cards=(code,)))
        best = max(rules.cards.number[code] for code in cut.values())
        contenders = [seat for seat, code in cut.items() if rules.cards.number[code] == best]
        if len(contenders) == 1:
            events.append(Event("dealer", contenders[0]))
            return contenders[0]


def _pop_draw(rules: UnoFamily, state: dict) -> str:
    """The next card of the draw pile (which must not be empty)."""
    if state["draw_known"]:
        state["draw_known"] -= 1
        return state["draw"].pop()
    items, generator = state["draw"], state["rng"]
    if generator < 0:  # a game saved in format 1 keeps its own generator
        state["rng"], code = rng.take(generator, items)
        return code
    # rng.take of lehmer128, written out: every draw comes here, and through `rng.take`
    # (which calls `rng.below`) a game ran about 1.5% slower.
    state["rng"] = generator = generator * MULTIPLIER & MASK
    i = generator * len(items) >> 128
    last = items.pop()
    if i < len(items):
        code, items[i] = items[i], last
        return code
    return last


def _start_round(
    rules: UnoFamily,
    state: dict,
    events: list[Event],
    given: Mapping[int, list[str]] | None = None,
    on_top: list[str] | None = None,
) -> None:
    """Deal a round and turn up its first card. A scenario may give some seats their hand
    (`given`) and lay cards on top of the pile (`on_top`, the last one on top): those are
    taken out of the deck first, the other hands are dealt from the rest as usual."""
    players = state["players"]
    state["round"] += 1
    if state["round"] > 1:  # the new dealer deals (the first is told by the cut, if any)
        events.append(Event("dealer", state["dealer"]))
    # The draw pile is kept unshuffled: every card is taken from it at random (see rng.take).
    draw = list(rules.cards.deck_codes)
    events.append(Event("shuffle", None, None, (), len(draw), str(state["round"])))
    given, on_top = given or {}, on_top or []
    for code in [*on_top, *(code for hand in given.values() for code in hand)]:
        draw.remove(code)
    generator, hands = state["rng"], []
    for seat in range(players):
        if seat in given:
            hand = list(given[seat])
        else:
            generator, hand = rng.take_many(generator, draw, HAND_SIZE)
        hands.append(hand)
        events.append(
            Event(
                "deal",
                seat,
                None,
                tuple(hand),
                len(hand),
                "",
                (seat,),
                "draw",
                zone_id("hand", seat),
            )
        )
    draw += on_top
    state["rng"], state["hands"], state["draw"] = generator, hands, draw
    state["draw_known"] = len(on_top)
    state["discard"], state["dir"], state["stack"], state["called"] = [], 1, 0, False
    state["pending"], state["jump_passed"], state["phase"] = None, [], "play"
    state["turns"] = [0] * players
    _turn_up_first_card(rules, state, events)


def _turn_up_first_card(rules: UnoFamily, state: dict, events: list[Event]) -> None:
    code = _pop_draw(rules, state)
    while rules.cards.kind[code] == "wild4":
        # A Wild Draw Four turned up goes back into the deck, and another is turned up.
        state["draw"].insert(0, code)
        events.append(Event("return", None, None, (code,)))
        code = _pop_draw(rules, state)
    state["discard"].append(code)
    state["color"] = rules.cards.color[code] or ""
    # The color to follow comes with the card (none for a wild: it is named next).
    events.append(rules.cards.flip_event[code])
    players, dealer = state["players"], state["dealer"]
    first = (dealer + 1) % players
    kind = rules.cards.kind[code]
    state["turn"] = first
    if kind == "skip":
        effects._skip_seat(rules, state, first, events)
        state["turn"] = (first + 1) % players
    elif kind == "reverse":
        # The dealer starts and play goes the other way (with two players: a skip).
        state["dir"] = -1
        events.append(Event("direction", None, value="-1"))
        if players == 2:
            effects._skip_seat(rules, state, first, events)
        state["turn"] = dealer
    elif kind == "draw2":
        resolve._draw(rules, state, first, 2, events, "penalty")
        effects._skip_seat(rules, state, first, events)
        state["turn"] = (first + 1) % players
    elif code in rules.cards.wild_codes:
        # The first player names the color, then takes the turn.
        state["phase"] = "color"
        state["pending"] = {"seat": first, "card": code, "first": True}
    events.append(rules.cards.turn_event[state["turn"]])

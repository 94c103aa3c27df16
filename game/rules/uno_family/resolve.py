"""What an action does in a UNO-family game.

A played card is resolved in steps, any of which may stop to ask a decision:
the give-away (Urrrhhh), the color (wilds), the UNO check (penalty or catch window), and the
card's effect on the next player. Each decision's answer resumes at the next step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.notation import Event, parse_seat
from game.engine.zones import zone_id
from game.rules.uno_family import effects, moves, setup

if TYPE_CHECKING:
    from game.rules.uno_family.ruleset import UnoFamily


# -- the effect of each verb (declared in verbs.py) ----------------------------------------
Words = tuple[str, ...]


def draw(rules: UnoFamily, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    """`draw`: the penalty owed, or the turn's card."""
    if state["phase"] == "penalty":
        _take_penalty(rules, state, seat, events)
    else:
        _draw_for_turn(rules, state, seat, events)


def pass_(rules: UnoFamily, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    """`pass`: let a catch window go, let a jump-in go, or keep the card just drawn."""
    phase = state["phase"]
    if phase == "catch":
        _pass_catch(rules, state, seat, events)
    elif phase == "play":
        state["jump_passed"].append(seat)
    else:  # keeping the drawn card
        effects._end_turn(rules, state, seat, 0, events)


def wild(rules: UnoFamily, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    _choose_color(rules, state, seat, rules.cards.color_by_name[args[0]], events)


def give(rules: UnoFamily, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    _give_away(rules, state, seat, rules.cards.color_by_name[args[0]], len(args) > 1, events)


def challenge(rules: UnoFamily, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    effects._challenge(rules, state, seat, events)


def catch(rules: UnoFamily, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    _catch(rules, state, seat, parse_seat(args[0]), events)


def swap(rules: UnoFamily, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    effects._swap(rules, state, seat, parse_seat(args[0]), events)


# -- drawing ----------------------------------------------------------------------------
def _draw(
    rules: UnoFamily, state: dict, seat: int, count: int, events: list[Event], why: str = ""
) -> list:
    """Move up to `count` cards from the draw pile to a hand, reshuffling when it runs out."""
    drawn = []
    for _ in range(count):
        if not state["draw"] and not _reshuffle(rules, state, events):
            break
        drawn.append(setup._pop_draw(rules, state))
    state["hands"][seat].extend(drawn)
    hand = zone_id("hand", seat)
    events.append(Event("draw", seat, None, tuple(drawn), len(drawn), why, (seat,), "draw", hand))
    return drawn


def _reshuffle(rules: UnoFamily, state: dict, events: list[Event]) -> bool:
    discard = state["discard"]
    if len(discard) < 2:
        return False
    # All but the top card become the new draw pile; cards are taken from it at random.
    top = discard.pop()
    state["draw"], state["discard"], state["draw_known"] = discard, [top], 0
    events.append(Event("reshuffle", None, None, (), len(discard)))
    return True


def _draw_for_turn(rules: UnoFamily, state: dict, seat: int, events: list[Event]) -> None:
    if state["jump_passed"]:
        state["jump_passed"] = []
    hand = state["hands"][seat]
    # What may go on the top card (a reshuffle keeps the top card and the color). Under the
    # strict rule the table leaves the Wild Draw 4 out: a drawn one is checked on its own.
    plays = rules.cards.plays_on[state["color"]][state["discard"][-1]]
    while state["draw"] or _reshuffle(rules, state, events):
        code = setup._pop_draw(rules, state)
        hand.append(code)
        events.append(rules.cards.draw_event[seat][code])
        if plays[code] is not None or (
            code in rules.cards.wild4_codes and moves._wild4_allowed(rules, state, seat, code)
        ):
            state["phase"] = "drawn"
            state["pending"] = {"seat": seat, "card": code}
            return
        if not state["options"]["draw_until_playable"]:
            break
    else:
        # Nothing left to draw: the turn passes with the hand as it was.
        events.append(Event("draw", seat, None, (), 0, "", (seat,)))
    effects._end_turn(rules, state, seat, 0, events)


def _take_penalty(rules: UnoFamily, state: dict, seat: int, events: list[Event]) -> None:
    count, state["stack"] = state["stack"], 0
    _draw(rules, state, seat, count, events, "penalty")
    effects._end_turn(rules, state, seat, 0, events)


# -- playing ----------------------------------------------------------------------------
def play(rules: UnoFamily, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    """`play CODE [uno]`: the commonest action."""
    code, uno = args[0], len(args) > 1
    hand = state["hands"][seat]
    hand.remove(code)
    state["discard"].append(code)
    if state["jump_passed"]:
        state["jump_passed"] = []
    events.append(rules.cards.play_event[seat][code])
    if uno:
        events.append(rules.cards.uno_event[seat])
    color = rules.cards.color[code]
    if color is not None and hand:
        state["color"] = color
        if (
            rules.cards.kind[code] == "number"
            and (uno or len(hand) > 1)
            and not state["options"]["seven_zero"]
        ):
            # The commonest play goes straight to the end of the turn, which sets the
            # turn, the phase, the pending decision and the UNO call for the next seat.
            effects._end_turn(rules, state, seat, 0, events)
            return
    state["turn"] = seat  # a jump-in takes the turn
    state["called"] = uno
    if color is not None and hand:
        state["pending"] = None
        if len(hand) == 1 and not uno:
            _check_uno(rules, state, seat, code, events)
        else:
            effects._card_effect(rules, state, seat, code, events)
        return
    kind = rules.cards.kind[code]
    pending = {"seat": seat, "card": code}
    if kind == "wild4":  # the color is still the one the Wild Draw 4 was laid on
        pending["guilty"] = moves._holds_color(rules, hand, state["color"])
    state["pending"] = pending
    if not hand:
        if rules.variant.last_draw_counts and kind in ("draw2", "wild4"):
            victim = (seat + state["dir"]) % state["players"]
            _draw(
                rules,
                state,
                victim,
                state["stack"] + (2 if kind == "draw2" else 4),
                events,
                "penalty",
            )
            state["stack"] = 0
        effects._hand_emptied(rules, state, seat, events)
        return
    state["phase"] = "give" if kind == "urrrhhh" and moves._holds_a_color(rules, hand) else "color"


def _choose_color(
    rules: UnoFamily, state: dict, seat: int, color: str, events: list[Event]
) -> None:
    state["color"] = color
    events.append(rules.cards.color_event[seat][color])
    if state["pending"].get("first"):
        state["phase"], state["pending"] = "play", None
        return
    _check_uno(rules, state, seat, state["pending"]["card"], events)


def _give_away(
    rules: UnoFamily, state: dict, seat: int, color: str, uno: bool, events: list[Event]
) -> None:
    """Urrrhhh: every card of the named color goes out, one to each player from the left."""
    hand, players = state["hands"][seat], state["players"]
    given = sorted(
        (c for c in hand if rules.cards.color[c] == color), key=rules.cards.points.__getitem__
    )
    for code in given:
        hand.remove(code)
    name = rules.deck.color_names[color]
    events.append(Event("urrrhhh", seat, count=len(given), value=name))
    receiver = seat
    for code in given:
        receiver = (receiver + 1) % players
        if receiver == seat:
            receiver = (receiver + 1) % players
        state["hands"][receiver].append(code)
        events.append(
            Event(
                "give",
                seat,
                receiver,
                (code,),
                1,
                name,
                (seat, receiver),
                zone_id("hand", seat),
                zone_id("hand", receiver),
            )
        )
    state["called"] = state["called"] or uno
    if uno:
        events.append(Event("uno", seat))
    if not hand:
        effects._hand_emptied(rules, state, seat, events)
        return
    state["phase"] = "color"


def _check_uno(rules: UnoFamily, state: dict, seat: int, code: str, events: list[Event]) -> None:
    if len(state["hands"][seat]) == 1 and not state["called"]:
        if rules.variant.catch_window:
            _open_catch_window(rules, state, seat, code)
            return
        events.append(Event("uno_missed", seat))
        _draw(rules, state, seat, 2, events, "uno")
    effects._card_effect(rules, state, seat, code, events)


def _open_catch_window(rules: UnoFamily, state: dict, seat: int, code: str) -> None:
    """Everyone else may now catch the missing UNO call, in turn order from `seat`."""
    players = state["players"]
    pending = state["pending"] or {"seat": seat, "card": code}
    pending["waiting"] = [(seat + i) % players for i in range(1, players)]
    state["phase"], state["pending"] = "catch", pending


def _catch(rules: UnoFamily, state: dict, catcher: int, offender: int, events: list[Event]) -> None:
    events.append(Event("catch", catcher, offender))
    _draw(rules, state, offender, 2, events, "uno")
    effects._card_effect(rules, state, offender, state["pending"]["card"], events)


def _pass_catch(rules: UnoFamily, state: dict, seat: int, events: list[Event]) -> None:
    pending = state["pending"]
    pending["waiting"].remove(seat)
    if not pending["waiting"]:
        effects._card_effect(rules, state, pending["seat"], pending["card"], events)

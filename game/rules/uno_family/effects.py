"""The effect of a played card on the players after it, and the end of a turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.notation import Event
from game.rules.uno_family import resolve, setup

if TYPE_CHECKING:
    from game.rules.uno_family.ruleset import UnoFamily


def _card_effect(rules: UnoFamily, state: dict, seat: int, code: str, events: list[Event]) -> None:
    kind = rules.cards.kind[code]
    options = state["options"]
    if kind == "number":
        if options["seven_zero"]:
            rank = rules.cards.number[code]
            if rank == 7:
                state["phase"], state["pending"] = "swap", {"seat": seat, "card": code}
                return
            if rank == 0:
                _rotate_hands(rules, state, events)
        _end_turn(rules, state, seat, 0, events)
    elif kind == "skip":
        _end_turn(rules, state, seat, 1, events)
    elif kind == "reverse":
        state["dir"] = -state["dir"]
        events.append(rules.cards.direction_event[seat][state["dir"]])
        _end_turn(rules, state, seat, 1 if state["players"] == 2 else 0, events)
    elif kind == "draw2":
        _penalise_next(rules, state, seat, 2, options["stack_draw_two"], False, events)
    elif kind == "wild4":
        stacked = state["stack"] > 0
        challenge = not rules.variant.strict_wild4 and not stacked
        stackable = options["stack_wild_draw_four"]
        _penalise_next(rules, state, seat, 4, stackable, challenge, events)
    else:  # wild, urrrhhh
        _end_turn(rules, state, seat, 0, events)


def _penalise_next(
    rules: UnoFamily,
    state: dict,
    seat: int,
    count: int,
    stackable: bool,
    challenge: bool,
    events: list[Event],
) -> None:
    victim = (seat + state["dir"]) % state["players"]
    state["stack"] += count
    if not (stackable or challenge) or _ends_short_game(rules, state, seat):
        # Drawn at once, as without stacking: on the last turn of the short game too,
        # where nobody may answer (the game ends before the victim could play).
        _take_penalty_now(rules, state, seat, victim, events)
        return
    state["turns"][seat] += 1  # the offender's turn is over; the victim answers
    state["turn"] = victim
    state["phase"] = "penalty"
    guilty = bool(state["pending"] and state["pending"].get("guilty"))
    state["pending"] = {
        "seat": victim,
        "offender": seat,
        "guilty": guilty,
        "challenge": challenge,
    }
    events.append(Event("turn", victim, count=state["stack"], value="penalty"))


def _ends_short_game(rules: UnoFamily, state: dict, seat: int) -> bool:
    """Whether `seat`'s turn, once over, is the last of the short game (every seat has
    then played its turns)."""
    if not rules.short_mode or state["options"]["mode"] != "short":
        return False
    turns = list(state["turns"])
    turns[seat] += 1
    return min(turns) >= state["options"]["short_turns"]


def _take_penalty_now(
    rules: UnoFamily, state: dict, seat: int, victim: int, events: list[Event]
) -> None:
    count, state["stack"] = state["stack"], 0
    resolve._draw(rules, state, victim, count, events, "penalty")
    _end_turn(rules, state, seat, 1, events)


def _challenge(rules: UnoFamily, state: dict, challenger: int, events: list[Event]) -> None:
    pending = state["pending"]
    offender, guilty = pending["offender"], pending["guilty"]
    hand = tuple(state["hands"][offender])
    verdict = "guilty" if guilty else "innocent"
    events.append(Event("challenge", challenger, offender, value=verdict))
    events.append(Event("reveal", offender, challenger, hand, len(hand), "", (challenger,)))
    if guilty:
        count, state["stack"] = state["stack"], 0
        resolve._draw(rules, state, offender, count, events, "penalty")
        state["phase"], state["pending"] = "play", None
        events.append(Event("turn", challenger))
    else:
        state["stack"] += 2
        resolve._take_penalty(rules, state, challenger, events)


def _swap(rules: UnoFamily, state: dict, seat: int, other: int, events: list[Event]) -> None:
    hands = state["hands"]
    hands[seat], hands[other] = hands[other], hands[seat]
    events.append(Event("swap", seat, other))
    _end_turn(rules, state, seat, 0, events)


def _rotate_hands(rules: UnoFamily, state: dict, events: list[Event]) -> None:
    hands, players, step = state["hands"], state["players"], state["dir"]
    state["hands"] = [hands[(seat - step) % players] for seat in range(players)]
    events.append(Event("rotate", None, value=str(step)))


def _skip_seat(rules: UnoFamily, state: dict, seat: int, events: list[Event]) -> None:
    state["turns"][seat] += 1
    events.append(rules.cards.skip_event[seat])


def _end_turn(rules: UnoFamily, state: dict, seat: int, skip: int, events: list[Event]) -> None:
    turns = state["turns"]
    turns[seat] += 1
    following = (seat + state["dir"]) % state["players"]
    if skip:
        for _ in range(skip):
            _skip_seat(rules, state, following, events)
            following = (following + state["dir"]) % state["players"]
    state["turn"] = following
    state["phase"] = "play"
    state["pending"] = None
    state["called"] = False
    events.append(rules.cards.turn_event[following])
    if (
        rules.short_mode
        and state["options"]["mode"] == "short"
        and min(turns) >= state["options"]["short_turns"]
    ):
        _short_game_over(rules, state, events)


# -- the end of a hand, a round and the game -------------------------------------------
def _show_hands(rules: UnoFamily, state: dict, first: int, events: list[Event]) -> int:
    """Every hand still holding cards is laid face up for the count, in turn order from
    `first`: a public `show` event each, with its points. Returns the points shown."""
    players, hands, points = state["players"], state["hands"], rules.cards.points
    total = 0
    for step in range(players):
        seat = (first + step) % players
        hand = hands[seat]
        if hand:
            worth = sum(points[c] for c in hand)
            total += worth
            events.append(Event("show", seat, None, tuple(hand), len(hand), str(worth)))
    return total


def _hand_emptied(rules: UnoFamily, state: dict, seat: int, events: list[Event]) -> None:
    players = state["players"]
    events.append(Event("out", seat))
    gained = _show_hands(rules, state, (seat + 1) % players, events)
    state["scores"][seat] += gained
    events.append(Event("score", seat, count=gained))
    if not rules.variant.scored_rounds:
        _game_over(rules, state, [seat], "hand emptied", events)
    elif state["scores"][seat] >= state["options"]["target"]:
        _game_over(rules, state, [seat], "target reached", events)
    else:
        state["dealer"] = (state["dealer"] + 1) % players
        setup._start_round(rules, state, events)


def _short_game_over(rules: UnoFamily, state: dict, events: list[Event]) -> None:
    hands = state["hands"]
    _show_hands(rules, state, state["turn"], events)
    ranking = [(len(h), sum(rules.cards.points[c] for c in h)) for h in hands]
    best = min(ranking)
    winners = [seat for seat, rank in enumerate(ranking) if rank == best]
    _game_over(rules, state, winners, "turns played", events)


def _game_over(
    rules: UnoFamily, state: dict, winners: list[int], reason: str, events: list[Event]
) -> None:
    state["phase"], state["pending"] = "over", None
    state["winners"], state["reason"] = winners, reason
    for seat in winners:
        events.append(Event("win", seat, value=reason.replace(" ", "_")))

"""Match Out: lay a card of the color or the number on top of the pile; first out wins.

On a turn a seat plays a card of its hand that matches the top of the discard pile (its color
or its number), or draws one card, which ends the turn. When the draw pile is empty it is made
again from the discard pile, all but its top card; when there is nothing to draw either, the
seat passes. When every seat has passed in a row, the game ends and the fewest cards win.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.engine import rng
from game.engine.contract import (
    GENERATOR_OPTION,
    Refusal,
    Result,
    Ruleset,
    State,
    check_seat,
)
from game.engine.faces import CardFace
from game.engine.moves import HAND, Arg, Move, Moves
from game.engine.notation import Action, Event
from game.engine.zones import ZoneSpec, seat_zones, zone_id

from .cards import RULESET_ID, Deck, load_deck

PLAY, DRAW, PASS = "play", "draw", "pass"


Words = tuple[str, ...]


def _play(rules: MatchOut, state: State, seat: int, args: Words, events: list[Event]) -> None:
    card = args[0]
    state["turns"] += 1
    state["hands"][seat].remove(card)
    state["discard"].append(card)
    state["passes"] = 0
    events.append(Event(PLAY, seat, None, (card,), 1, source=zone_id("hand", seat), dest="discard"))
    if not state["hands"][seat]:
        state["winners"], state["reason"] = [seat], "out"
    else:
        _next(state, seat)


def _draw(rules: MatchOut, state: State, seat: int, args: Words, events: list[Event]) -> None:
    state["turns"] += 1
    state["passes"] = 0
    if not state["draw"]:
        again = state["discard"][:-1]
        del state["discard"][:-1]
        state["draw"] = sorted(again)
        events.append(Event("reshuffle", None, None, (), len(again), "", None, "discard", "draw"))
    state["rng"], card = rng.take(state["rng"], state["draw"])
    state["hands"][seat].append(card)
    events.append(_draw_event(seat, (card,), ""))
    _next(state, seat)


def _pass(rules: MatchOut, state: State, seat: int, args: Words, events: list[Event]) -> None:
    state["turns"] += 1
    state["passes"] += 1
    events.append(Event(PASS, seat))
    if state["passes"] >= state["players"]:
        fewest = min(len(hand) for hand in state["hands"])
        winners = [s for s, hand in enumerate(state["hands"]) if len(hand) == fewest]
        state["winners"], state["reason"] = winners, "blocked"
    else:
        _next(state, seat)


def _next(state: State, seat: int) -> None:
    state["turn"] = (seat + 1) % state["players"]


# Each verb once: the roles of its words, where its card goes on the table, what it does.
MOVES = Moves(
    Move(PLAY, (Arg(HAND, "card"),), _play, target="discard"),
    Move(DRAW, (), _draw, target="draw"),
    Move(PASS, (), _pass),
)


class MatchOut(Ruleset):
    id = RULESET_ID
    name = "Match Out"
    min_players = 2
    max_players = 4
    option_specs = (GENERATOR_OPTION,)
    moves = MOVES

    @property
    def deck(self) -> Deck:
        return load_deck()

    # -- the game ------------------------------------------------------------------------------
    def new_game(
        self,
        options: Mapping[str, Any],
        players: int,
        seed: int,
        seats: Sequence[Mapping[str, Any]] | None = None,
    ) -> tuple[State, list[Event]]:
        self.check_players(players)
        self.check_seat_setup(seats, players)
        options = self.resolve_options(options)
        draw = self.deck.codes
        state: State = {
            "players": players,
            "rng": rng.seed_state(seed, options["generator"]),
            "draw": draw,
            "discard": [],
            "hands": [[] for _ in range(players)],
            "turn": 0,
            "passes": 0,
            "turns": 0,
            "winners": None,
            "reason": "",
        }
        events = []
        for seat in range(players):
            state["rng"], dealt = rng.take_many(state["rng"], draw, self.deck.hand)
            state["hands"][seat] = list(dealt)
            events.append(_draw_event(seat, dealt, "deal"))
        state["rng"], top = rng.take(state["rng"], draw)
        state["discard"].append(top)
        events.append(Event("turn_up", None, None, (top,), 1, source="draw", dest="discard"))
        return state, events

    def deciders(self, state: State) -> tuple[int, ...]:
        return () if state["winners"] is not None else (state["turn"],)

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        seat = check_seat(seat, state["players"])
        if state["winners"] is not None or seat != state["turn"]:
            return []
        top = state["discard"][-1]
        plays = [Action(PLAY, (c,)) for c in sorted(set(state["hands"][seat])) if _fits(c, top)]
        can_draw = bool(state["draw"]) or len(state["discard"]) > 1
        return [*plays, Action(DRAW if can_draw else PASS)]

    def refusal(self, state: State, seat: int, action: Action) -> Refusal | None:
        seat = check_seat(seat, state["players"])
        if state["winners"] is not None:
            return Refusal("game_over")
        if seat != state["turn"]:
            return Refusal("not_your_turn")
        if action in self.legal_actions(state, seat):
            return None
        if action.verb == PLAY and len(action.args) == 1:
            card = action.args[0]
            if card not in state["hands"][seat]:
                return Refusal("not_in_hand", {"card": card})
            return Refusal("does_not_match", {"card": card, "top": state["discard"][-1]})
        if action.verb == DRAW and not action.args:
            return Refusal("nothing_to_draw")
        if action.verb == PASS and not action.args:
            return Refusal("must_draw")
        return Refusal("unknown_action", {"action": str(action)})

    def observe(self, state: State, seat: int | None) -> dict[str, Any]:
        return self.view(state, seat)

    def result(self, state: State) -> Result | None:
        if state["winners"] is None:
            return None
        scores = tuple(-len(hand) for hand in state["hands"])
        return Result(tuple(state["winners"]), scores, state["reason"], {"turns": state["turns"]})

    def copy_state(self, state: State) -> State:
        copied = dict(state)
        copied["draw"], copied["discard"] = list(state["draw"]), list(state["discard"])
        copied["hands"] = [list(hand) for hand in state["hands"]]
        copied["winners"] = None if state["winners"] is None else list(state["winners"])
        return copied

    def check_invariants(self, state: State) -> None:
        held = [*state["draw"], *state["discard"], *(c for hand in state["hands"] for c in hand)]
        assert Counter(held) == Counter(self.deck.codes), "a card appeared or vanished"
        assert state["discard"], "the discard pile is never empty"
        assert 0 <= state["turn"] < state["players"] == len(state["hands"])

    # -- zones and faces -------------------------------------------------------------------------
    def zone_specs(self, state: State) -> tuple[ZoneSpec, ...]:
        return (
            ZoneSpec("draw", "pile", "nobody"),
            ZoneSpec("discard", "pile", "everyone"),
            *seat_zones("hand", "hand", "owner", state["players"]),
        )

    def zone_contents(self, state: State) -> dict[str, list[Any]]:
        contents = {"draw": state["draw"], "discard": state["discard"]}
        for seat, hand in enumerate(state["hands"]):
            contents[zone_id("hand", seat)] = hand
        return contents

    def card_faces(self) -> dict[str, CardFace]:
        names = self.deck.color_names
        order = {code: index for index, code in enumerate(names)}
        return {
            code: CardFace(
                code,
                "number",
                color=names[code[0]],
                rank=code[1:],
                points=int(code[1:]),
                sort_key=(order[code[0]], int(code[1:])),
            )
            for code in self.deck.codes
        }

    def card_palette(self) -> dict[str, str]:
        return dict(self.deck.color_names)


def _fits(card: str, top: str) -> bool:
    return card[0] == top[0] or card[1:] == top[1:]


def _draw_event(seat: int, cards: Sequence[str], why: str) -> Event:
    hand = zone_id("hand", seat)
    return Event(DRAW, seat, None, tuple(cards), len(cards), why, (seat,), "draw", hand)

"""Uno Mostro: a monster battle played with the UNO deck, 100 life each, attack and block."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.contract import GENERATOR_OPTION, Refusal, Result, Ruleset, check_seat
from game.engine.decision import Decision, answer_window, window_closed
from game.engine.faces import CardFace
from game.engine.notation import Action, Event, parse_seat
from game.engine.zones import CounterSpec, ZoneSpec
from game.rules.uno_mostro import (
    combat,
    control,
    faces,
    moves,
    play,
    refusals,
    scenario,
    turns,
    view,
    world,
)
from game.rules.uno_mostro.cards import Deck, load_deck


class UnoMostro(Ruleset):
    """The ruleset; the state is plain data, the cards come from `cards/uno-mostro.yaml`."""

    id = "uno-mostro"
    name = "Uno Mostro"
    rulebook = "000_9c4a7bf30361dd0d.txt"
    min_players = 2
    max_players = 6
    option_specs = (GENERATOR_OPTION,)
    # Scenario files set up and read a game through module functions (scenario.py).
    scenario_setup = scenario.scenario_setup
    inspect = scenario.inspect

    @property
    def deck(self) -> Deck:
        return load_deck()

    # -- the game ----------------------------------------------------------------------------
    def new_game(
        self,
        options: Mapping[str, Any],
        players: int,
        seed: int,
        seats: Sequence[Mapping[str, Any]] | None = None,
    ) -> tuple[dict, list[Event]]:
        """Seven cards each from the shuffled deck, and a first player drawn at random."""
        self.check_players(players)
        self.check_seat_setup(seats, players)
        options = self.resolve_options(options)
        state = turns.new_state(self.deck, options, players, seed)
        events: list[Event] = []
        turns.deal(state, events)
        return state, events

    def deciders(self, state: dict) -> tuple[int, ...]:
        return moves.deciders(state)

    def decision(self, state: dict) -> Decision | None:
        return moves.decision(self.deck, state)

    def legal_actions(self, state: dict, seat: int) -> list[Action]:
        seat = check_seat(seat, state["players"])
        return moves.legal_actions(self.deck, state, seat)

    def refusal(self, state: dict, seat: int, action: Action) -> Refusal | None:
        seat = check_seat(seat, state["players"])
        return refusals.refusal(self.deck, state, seat, action)

    def apply_unchecked(self, state: dict, seat: int, action: Action) -> list[Event]:
        deck, events = self.deck, []
        verb, args = action.verb, action.args
        if verb == "summon":
            play.summon(deck, state, seat, args[0], events)
        elif verb in ("buff", "ban"):
            play.lay(deck, state, seat, args[0], args[1], events)
        elif verb == "draw":
            play.cycle(deck, state, seat, args[0], events)
        elif verb == "destroy":
            play.destroy(deck, state, seat, args[0], args[1], events)
        elif verb == "steal":
            play.steal(deck, state, seat, args[0], args[1], events)
        elif verb == "control":
            control.play_control(deck, state, seat, args[0], args[1], events)
        elif verb == "cancel":
            control.cancel(deck, state, seat, args[0], events)
        elif verb == "attack":
            combat.attack(deck, state, seat, args[0], parse_seat(args[1]), events)
        elif verb == "block":
            combat.block(deck, state, seat, args[0], args[1], events)
        elif verb == "done":
            combat.done(deck, state, seat, events)
        elif verb == "assign":
            combat.assign(deck, state, seat, args[1], int(args[2]), events)
        elif verb == "pass":
            self._pass(state, seat, events)
        elif verb == "end":
            turns.end_turn(deck, state, seat, events)
        elif verb == "discard":
            turns.discard(deck, state, seat, args[0], events)
        else:  # pragma: no cover - refusal() keeps unknown verbs out
            raise ValueError(f"unknown verb {verb!r}")
        return events

    def _pass(self, state: dict, seat: int, events: list[Event]) -> None:
        """A seat of a window lets the moment go; when all have, the game goes on."""
        events.append(Event("pass", seat))
        answer_window(state["window"], seat)
        if not window_closed(state["window"]):
            return
        if state["phase"] == "answer":
            control.resolve(self.deck, state, events)
        else:
            combat.window_closed(self.deck, state, events)

    def observe(self, state: dict, seat: int | None) -> dict[str, Any]:
        """The generic view: Uno Mostro shows nothing beside it."""
        return self.view(state, seat)

    def result(self, state: dict) -> Result | None:
        if state["phase"] != "over":
            return None
        return Result(
            winners=tuple(state["winners"]),
            scores=tuple(state["life"]),
            reason=state["reason"],
            details={"life": list(state["life"]), "turns": state["turns"]},
        )

    def copy_state(self, state: dict) -> dict:
        return view.copy_state(state)

    def check_invariants(self, state: dict) -> None:
        view.check_invariants(self.deck, state)

    # -- zones, counters, extras -------------------------------------------------------------
    def zone_specs(self, state: dict) -> tuple[ZoneSpec, ...]:
        return view.zone_specs(state["players"])

    def zone_contents(self, state: dict) -> dict[str, list[Any]]:
        return view.zone_contents(state)

    def counter_specs(self, state: dict) -> tuple[CounterSpec, ...]:
        return view.counter_specs(state["players"])

    def counters(self, state: dict) -> dict[str, int]:
        return view.counters(state)

    def view_extras(self, state: dict, seat: int | None) -> dict[str, Any]:
        return {**view.extras(state), "stats": view.stats(self.deck, state)}

    def default_target(self, action: Action) -> str | None:
        """A monster is summoned onto its summoner's board; a +2 or +4 played to draw goes
        on the deck it draws from; a card let go at the hand limit, to the graveyard."""
        return {"summon": "board:@", "draw": "deck", "discard": "discard"}.get(action.verb)

    def card_faces(self) -> dict[str, CardFace]:
        return faces.card_faces(self.deck)

    def card_palette(self) -> dict[str, str]:
        return faces.card_palette(self.deck)

    # -- for the search ----------------------------------------------------------------------
    def unseen_cards(self, observation: Mapping[str, Any]) -> list[str]:
        return world.unseen_cards(self.deck, observation)

    def world(self, observation: Mapping[str, Any], filling: Mapping[str, list[str]], seed: int):
        return world.world(observation, filling, seed)

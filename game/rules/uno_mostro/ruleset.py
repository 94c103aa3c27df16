"""Uno Mostro: a monster battle played with the UNO deck, 100 life each, attack and block."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.contract import GENERATOR_OPTION, Refusal, Result, Ruleset, check_seat
from game.engine.decision import Decision
from game.engine.faces import CardFace
from game.engine.notation import Action, Event
from game.engine.zones import CounterSpec, ZoneSpec
from game.rules.uno_mostro import faces, moves, refusals, scenario, turns, verbs, view, world
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
    # Every verb, declared once (verbs.py).
    moves = verbs.MOVES

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
        return refusals.refusal(self, state, seat, action)

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

    def card_faces(self) -> dict[str, CardFace]:
        return faces.card_faces(self.deck)

    def card_palette(self) -> dict[str, str]:
        return faces.card_palette(self.deck)

    # -- for the search ----------------------------------------------------------------------
    def unseen_cards(self, observation: Mapping[str, Any]) -> list[str]:
        return world.unseen_cards(self.deck, observation)

    def world(self, observation: Mapping[str, Any], filling: Mapping[str, list[str]], seed: int):
        return world.world(observation, filling, seed)

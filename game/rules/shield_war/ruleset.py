"""Shield War: two Monsters, one Attack a turn answered by a chain of Shields paid with energy."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.engine import rng
from game.engine.contract import GENERATOR_OPTION, OptionSpec, Result, Ruleset, check_seat
from game.engine.decision import Decision
from game.engine.faces import CardFace
from game.engine.notation import Action, Event
from game.engine.zones import CounterSpec, ZoneSpec
from game.rules.shield_war import faces, moves, scenario, verbs, view, world
from game.rules.shield_war.cards import Deck, load_deck

TURN_LIMIT = OptionSpec(
    "turn_limit",
    60,
    "after this many turns the game ends: more health wins, equal health is a draw",
    minimum=10,
    maximum=500,
)


class ShieldWar(Ruleset):
    """The ruleset; the state is plain data, the card facts come from `cards/shield-war.yaml`."""

    id = "shield-war"
    name = "Shield War"
    rulebook = "002_ed9ed8df71680840.txt"
    min_players = 2
    max_players = 2
    option_specs = (TURN_LIMIT, GENERATOR_OPTION)
    # Scenario files set up and read a game through module functions (scenario.py).
    scenario_setup = scenario.scenario_setup
    inspect = scenario.inspect
    # Every verb, declared once (verbs.py).
    moves = verbs.MOVES
    # 2: both players draw in the end-of-turn step before health is checked. No action of an
    # old log needs bridging: a game of version 1 replays, and may end otherwise.
    rules_version = 2

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
        """The coin toss: its winner then chooses first pick or the first turn (the Monsters
        are picked at the table, so nothing is chosen per seat before the game)."""
        self.check_players(players)
        self.check_seat_setup(seats, players)
        options = self.resolve_options(options)
        deck = self.deck
        state: dict[str, Any] = {
            "ruleset": self.id,
            "options": options,
            "players": players,
            "rng": rng.seed_state(seed, options["generator"]),
            "phase": "choose",
            "toss": 0,
            "first_pick": None,
            "first": None,
            "turn": None,
            "turns": 0,
            "characters": list(deck.characters),
            "slots": [[], []],
            "deck": deck.full(),
            "deck_known": 0,
            "discard": [],
            "chain": [],
            "hands": [[], []],
            "health": [0, 0],
            "energy": [0, 0],
            "winners": None,
            "reason": "",
            "next_id": 1,
        }
        state["rng"], state["toss"] = rng.below(state["rng"], 2)
        return state, [Event("toss", state["toss"])]

    def deciders(self, state: dict) -> tuple[int, ...]:
        seat = moves.decider(state)
        return () if seat is None else (seat,)

    def decision(self, state: dict) -> Decision | None:
        return moves.decision(state)

    def legal_actions(self, state: dict, seat: int) -> list[Action]:
        seat = check_seat(seat, state["players"])
        return moves.legal_actions(self.deck, state, seat)

    def refusal(self, state: dict, seat: int, action: Action) -> Any:
        seat = check_seat(seat, state["players"])
        return moves.refusal(self, state, seat, action)

    def observe(self, state: dict, seat: int | None) -> dict[str, Any]:
        """The generic view: Shield War shows nothing beside it."""
        return self.view(state, seat)

    def result(self, state: dict) -> Result | None:
        if state["phase"] != "over":
            return None
        winners = tuple(state["winners"])
        return Result(
            winners=winners,
            scores=tuple(state["health"]),
            reason=state["reason"] if winners else "draw",
            details={"health": list(state["health"]), "turns": state["turns"]},
        )

    def copy_state(self, state: dict) -> dict:
        return view.copy_state(state)

    def check_invariants(self, state: dict) -> None:
        view.check_invariants(self.deck, state)

    # -- zones, counters, extras -------------------------------------------------------------
    def zone_specs(self, state: dict) -> tuple[ZoneSpec, ...]:
        return view.zone_specs()

    def zone_contents(self, state: dict) -> dict[str, list[Any]]:
        return view.zone_contents(state)

    def counter_specs(self, state: dict) -> tuple[CounterSpec, ...]:
        return view.counter_specs(self.deck, state)

    def counters(self, state: dict) -> dict[str, int]:
        return view.counters(state)

    def view_extras(self, state: dict, seat: int | None) -> dict[str, Any]:
        return view.extras(state)

    def card_faces(self) -> dict[str, CardFace]:
        return faces.card_faces(self.deck)

    # -- for the search ----------------------------------------------------------------------
    def unseen_cards(self, observation: Mapping[str, Any]) -> list[str]:
        return world.unseen_cards(self.deck, observation)

    def world(self, observation: Mapping[str, Any], filling: Mapping[str, list[str]], seed: int):
        return world.world(observation, filling, seed)

"""K-Mon Trading Cards: two teams of three K-Mon, each player with a deck of their own."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.contract import GENERATOR_OPTION, Refusal, Result, Ruleset, check_seat
from game.engine.decision import Decision
from game.engine.faces import CardFace
from game.engine.moves import Payment
from game.engine.notation import Action, Event, seat_text
from game.engine.zones import CounterSpec, ZoneSpec
from game.rules.kmon import (
    faces,
    moves,
    older_rules,
    refusals,
    scenario,
    turns,
    verbs,
    view,
    world,
)
from game.rules.kmon import state as st
from game.rules.kmon.cards import Catalog, deck_problem, load_catalog

DECK_KEYS = ("name", "kmon", "cards")


class KMonRuleset(Ruleset):
    """The ruleset; the state is plain data, the cards come from `cards/kmon/`."""

    id = "kmon"
    name = "K-Mon Trading Cards"
    rulebook = "001_f325781e75c133ad.txt"
    min_players = 2
    max_players = 2
    option_specs = (GENERATOR_OPTION,)
    # Scenario files set up and read a game through module functions (scenario.py).
    scenario_setup = scenario.scenario_setup
    inspect = scenario.inspect
    # Every verb, declared once (verbs.py).
    moves = verbs.MOVES
    # 2: a K-Mon is exhausted the moment its damage reaches its HP, and a Seer chooses before
    # every draw of the battle (older_rules.py replays the games of version 1).
    rules_version = 2

    @property
    def catalog(self) -> Catalog:
        return load_catalog()

    # -- each seat's deck ------------------------------------------------------------------------
    def check_seat_setup(
        self, seats: Sequence[Mapping[str, Any]] | None, players: int
    ) -> list[dict[str, Any]]:
        """Each seat's deck: `{"deck": STARTER_ID}`, or the deck itself, `{"deck": {"name": ...,
        "kmon": [3 ids], "cards": [codes, a copy each time]}}`; a seat that chose nothing
        plays a starter (the first for the first seat, the second for the second). Returns
        each seat's deck in full; a deck that breaks the deck rules raises ValueError."""
        catalog, starters = self.catalog, list(self.catalog.starters)
        chosen = []
        for index, setup in enumerate(self.seat_mappings(seats, players)):
            where = f"seat {seat_text(index)}"
            extra = sorted(set(map(str, setup)) - {"deck"})
            if extra:
                raise ValueError(f"{where}: unknown choice {extra[0]!r} (known: deck)")
            deck = setup.get("deck", starters[index % len(starters)])
            chosen.append({"deck": self._deck(catalog, deck, where)})
        return chosen

    def _deck(self, catalog: Catalog, deck: Any, where: str) -> dict[str, Any]:
        if isinstance(deck, str):
            if deck not in catalog.starters:
                known = ", ".join(catalog.starters)
                raise ValueError(f"{where}: no starter deck {deck!r} (known: {known})")
            starter = catalog.starters[deck]
            # in English whatever the player's language: a seat's set-up (and so a save)
            # holds no words that change with it
            team, cards = list(starter.kmon), list(starter.cards)
            return {"name": starter.names.en, "kmon": team, "cards": cards}
        if not isinstance(deck, Mapping):
            raise ValueError(f"{where}: a deck is a starter's id or a mapping of {DECK_KEYS}")
        if set(map(str, deck)) != set(DECK_KEYS):
            raise ValueError(f"{where}: a deck has exactly the keys {', '.join(DECK_KEYS)}")
        name, kmon, cards = deck["name"], deck["kmon"], deck["cards"]
        if not isinstance(name, str) or not name.strip() or len(name) > 40:
            raise ValueError(f"{where}: a deck's name is 1 to 40 characters")
        for key, value in (("kmon", kmon), ("cards", cards)):
            if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
                raise ValueError(f"{where}: the deck's {key} is a list of ids")
        problem = deck_problem(catalog, kmon, cards)
        if problem is not None:
            code, params = problem
            facts = ", ".join(f"{key} {value}" for key, value in params.items())
            raise ValueError(f"{where}: the deck breaks the rule {code} ({facts})")
        return {"name": name, "kmon": list(kmon), "cards": list(cards)}

    # -- the game ----------------------------------------------------------------------------
    def new_game(
        self,
        options: Mapping[str, Any],
        players: int,
        seed: int,
        seats: Sequence[Mapping[str, Any]] | None = None,
    ) -> tuple[dict, list[Event]]:
        """The K-Mon on the benches, the decks shuffled, five cards each, and the toss."""
        self.check_players(players)
        decks = [setup["deck"] for setup in self.check_seat_setup(seats, players)]
        options = self.resolve_options(options)
        state = st.new_state(options, seed, [d["kmon"] for d in decks], [d["cards"] for d in decks])
        events: list[Event] = []
        turns.deal(self.catalog, state, events)
        return state, events

    def decision(self, state: dict) -> Decision | None:
        return moves.decision(state)

    def deciders(self, state: dict) -> tuple[int, ...]:
        seat = moves.decider(state)
        return () if seat is None else (seat,)

    def legal_actions(self, state: dict, seat: int) -> list[Action]:
        seat = check_seat(seat, state["players"])
        return moves.legal_actions(self.catalog, state, seat)

    def refusal(self, state: dict, seat: int, action: Action) -> Refusal | None:
        seat = check_seat(seat, state["players"])
        return refusals.refusal(self, state, seat, action)

    def payment_due(self, state: dict, seat: int) -> Payment | None:
        """An evasion or a blackout declared, its cards still to discard (phase `pay`)."""
        owed = state["pay"] if state["phase"] == "pay" else None
        if owed is None or owed["seat"] != seat:
            return None
        return Payment("discard", owed["left"])

    def bridge(
        self, state: dict, seat: int, action: Action, rules_version: int
    ) -> list[tuple[int, Action]]:
        return older_rules.bridge(state, seat, action, rules_version)

    def observe(self, state: dict, seat: int | None) -> dict[str, Any]:
        return self.view(state, seat)

    def result(self, state: dict) -> Result | None:
        if state["phase"] != "over":
            return None
        standing = [len(st.standing(state, seat)) for seat in st.SEATS]
        return Result(
            winners=tuple(state["winners"]),
            scores=tuple(standing),
            reason=state["reason"],
            details={"standing": standing, "turns": state["turns"]},
        )

    def copy_state(self, state: dict) -> dict:
        copy = view.copy_state(state)
        copy["lists"] = [list(cards) for cards in state["lists"]]
        return copy

    def check_invariants(self, state: dict) -> None:
        view.check_invariants(self.catalog, state, [Counter(cards) for cards in state["lists"]])
        assert state["step"] in ("", *view.STEPS), "a step of the turn"

    # -- zones, counters, extras -------------------------------------------------------------
    def zone_specs(self, state: dict) -> tuple[ZoneSpec, ...]:
        return view.zone_specs()

    def zone_contents(self, state: dict) -> dict[str, list[Any]]:
        return view.zone_contents(state)

    def counter_specs(self, state: dict) -> tuple[CounterSpec, ...]:
        return view.counter_specs()

    def counters(self, state: dict) -> dict[str, int]:
        return view.counters(state)

    def view_extras(self, state: dict, seat: int | None) -> dict[str, Any]:
        return {
            **view.extras(state, seat),
            "stats": view.stats(self.catalog, state),
            "forecast": view.forecast(self.catalog, state),
        }

    def hand_notes(self, state: dict, seat: int) -> dict[str, Refusal]:
        """A card the active K-Mon cannot use (not of its elements), or whose cost is more
        than the charges the seat has."""
        seat = check_seat(seat, state["players"])
        return refusals.hand_notes(self.catalog, state, seat)

    def known_cards(self, state: dict, seat: int | None) -> set[str]:
        """A seat knows its own deck list (and so the cards it put back on top)."""
        if seat is None:
            return set()
        return set(state["lists"][seat]) | set(state["tops"][seat])

    def card_faces(self) -> dict[str, CardFace]:
        return faces.card_faces(self.catalog)

    # -- for the search ----------------------------------------------------------------------
    def world(self, observation: Mapping[str, Any], filling: Mapping[str, list[str]], seed: int):
        """A whole state from a seat's view; `filling` also holds both deck lists (`list:pN`),
        since the opponent's is hidden (see game/ai/kmon_sampler.py)."""
        return world.world(observation, filling, seed)

"""The contract every ruleset fulfils, and the small value types it speaks in.

A state is plain data (dicts, lists, ints, strings) owned by its ruleset: it copies cheaply
for search and serialises exactly for saves. Everything happens as the answer to a decision:
`deciders` says who may act now, `legal_actions` what they may do, `apply` does it and returns
the events, `refusal` explains why something is not allowed.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.engine import rng
from game.engine.decision import Decision
from game.engine.faces import CardFace
from game.engine.moves import MoveReading, Moves, Payment
from game.engine.notation import Action, Event, NotationError, parse_action, seat_text
from game.engine.refusal import Refusal
from game.engine.zones import CounterSpec, ZoneSpec, zone_view

State = dict[str, Any]
Observation = dict[str, Any]


class IllegalAction(ValueError):
    """Raised by `apply` for an action that `refusal` would refuse."""

    def __init__(self, action: Action, refusal: Refusal):
        super().__init__(f"{action}: {refusal}")
        self.action = action
        self.refusal = refusal


@dataclass(frozen=True, slots=True)
class Result:
    """How a finished game ended. `scores` are game points (higher is better)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str
    details: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option of a ruleset, declared once with its default and what it accepts."""

    key: str
    default: bool | int | str
    help: str
    choices: tuple[str, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    # Set by the program, never offered to players: left out of the New game form, the rules
    # screen and a remembered set-up, and not carried into a new deal of "the same game".
    hidden: bool = False

    def parse(self, text: str) -> bool | int | str:
        """Turn command-line text into a value, or raise ValueError with a sentence."""
        if isinstance(self.default, bool):
            lowered = text.strip().lower()
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
            raise ValueError(f"option {self.key} takes on or off, not {text!r}")
        if isinstance(self.default, int):
            try:
                value = int(text)
            except ValueError:
                raise ValueError(f"option {self.key} takes a whole number, not {text!r}") from None
            return self.check(value)
        return self.check(text)

    def check(self, value: Any) -> bool | int | str:
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"option {self.key} takes true or false, not {value!r}")
            return value
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"option {self.key} takes a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"option {self.key} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"option {self.key} must be at most {self.maximum}")
            return value
        if not isinstance(value, str) or (self.choices and value not in self.choices):
            raise ValueError(f"option {self.key} takes one of {', '.join(self.choices)}")
        return value


def check_seat(seat: Any, players: int) -> int:
    """`seat` as a plain int when it is one of the game's seats (0 to `players` - 1); a
    ValueError that says why otherwise. A bool is not a seat, and neither is a negative number:
    -1 is not "the last seat"."""
    if isinstance(seat, bool) or not isinstance(seat, int):
        raise ValueError(
            f"a seat is a whole number from 0 to {players - 1}, not {seat!r} "
            f"({type(seat).__name__})"
        )
    if not 0 <= seat < players:
        raise ValueError(f"no seat {seat} in a {players}-player game (seats 0 to {players - 1})")
    return int(seat)


# Every ruleset declares it (the registry checks): the generator a game is dealt with. New games
# take the default; a save of format 1 is brought up to date with the generator it was dealt with.
GENERATOR_OPTION = OptionSpec(
    "generator",
    rng.DEFAULT,
    "the random generator the game is dealt with",
    rng.GENERATORS,
    hidden=True,
)


class Ruleset(ABC):
    """One card game. A game declares its ruleset in a `GameSpec` (game/engine/registry.py)."""

    # Rulesets are read on every move: one without an instance dict is read fastest (see
    # docs/performance.md). A subclass that declares no slots has a dict anyway.
    __slots__ = ("_defaults",)

    id: str = ""
    name: str = ""
    rulebook: str = ""
    min_players: int = 2
    max_players: int = 2
    option_specs: tuple[OptionSpec, ...] = ()
    # Raised by one each time a correction of the rules replays an old action log differently.
    # A save records it; one of an older version is replayed under today's rules (`bridge`).
    rules_version: int = 1
    # Every verb of the game, declared once: its words' roles, phases, target, refusal and
    # effect (game/engine/moves.py).
    moves: Moves = Moves()

    # -- options -------------------------------------------------------------------------
    def resolve_options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every option with its value: the given ones checked, the rest at their defaults."""
        if not given:
            return self._default_options()
        specs = {spec.key: spec for spec in self.option_specs}
        given = dict(given)
        unknown = sorted(set(given) - set(specs))
        if unknown:
            known = ", ".join(specs) or "none"
            raise ValueError(f"{self.id} has no option {unknown[0]!r} (options: {known})")
        return {key: spec.check(given.get(key, spec.default)) for key, spec in specs.items()}

    def _default_options(self) -> dict[str, Any]:
        """A new dict of every option at its default (checked once per ruleset)."""
        try:
            defaults = self._defaults
        except AttributeError:
            defaults = {spec.key: spec.check(spec.default) for spec in self.option_specs}
            self._defaults = defaults
        return dict(defaults)

    def player_option_specs(self) -> tuple[OptionSpec, ...]:
        """The options offered to players: every option but the hidden ones."""
        return tuple(spec for spec in self.option_specs if not spec.hidden)

    def player_options(self, options: Mapping[str, Any]) -> dict[str, Any]:
        """`options` without the hidden ones: what a new deal of the same game starts from."""
        hidden = {spec.key for spec in self.option_specs if spec.hidden}
        return {key: value for key, value in options.items() if key not in hidden}

    def parse_options(self, pairs: list[str]) -> dict[str, Any]:
        """Options from `KEY=VALUE` words, as the command line gives them."""
        specs = {spec.key: spec for spec in self.option_specs}
        values: dict[str, Any] = {}
        for pair in pairs:
            key, sep, text = pair.partition("=")
            if not sep:
                raise ValueError(f"an option is KEY=VALUE, got {pair!r}")
            if key not in specs:
                known = ", ".join(specs) or "none"
                raise ValueError(f"{self.id} has no option {key!r} (options: {known})")
            values[key] = specs[key].parse(text)
        return self.resolve_options(values)

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            low, high = self.min_players, self.max_players
            raise ValueError(f"{self.name} is for {low} to {high} players, not {players}")

    @staticmethod
    def seat_mappings(
        seats: Sequence[Mapping[str, Any]] | None, players: int
    ) -> list[Mapping[str, Any]]:
        """One mapping per seat (an empty one each when `seats` is None), or a ValueError."""
        if seats is None:
            return [{} for _ in range(players)]
        if len(seats) != players:
            raise ValueError(f"{players} seats but {len(seats)} set-ups of a seat")
        for index, chosen in enumerate(seats):
            if not isinstance(chosen, Mapping):
                raise ValueError(f"the set-up of seat {seat_text(index)} is not a mapping")
        return list(seats)

    def check_seat_setup(
        self, seats: Sequence[Mapping[str, Any]] | None, players: int
    ) -> list[dict[str, Any]]:
        """Each seat's own set-up, checked: what a player chose before the game (a character,
        a deck), as plain data the ruleset reads in `new_game`, one mapping per seat (None:
        nothing chosen). A ruleset with choices per seat overrides this to check them and
        fill in what was left out; this one takes none. Raises ValueError with a sentence."""
        for index, chosen in enumerate(self.seat_mappings(seats, players)):
            if chosen:
                raise ValueError(
                    f"{self.name} has no choices per seat (seat {seat_text(index)} chose "
                    f"{', '.join(sorted(map(str, chosen)))})"
                )
        return [{} for _ in range(players)]

    # -- the game --------------------------------------------------------------------------
    @abstractmethod
    def new_game(
        self,
        options: Mapping[str, Any],
        players: int,
        seed: int,
        seats: Sequence[Mapping[str, Any]] | None = None,
    ) -> tuple[State, list[Event]]:
        """A dealt game and the events of the set-up (dealer draw, deal, first card); `seats`
        is each seat's own set-up (see `check_seat_setup`)."""

    @abstractmethod
    def deciders(self, state: State) -> tuple[int, ...]:
        """The seats that may act now, in the order a driver should ask them."""

    # `legal_actions`, `refusal`, `apply` and `observe` take a seat of the game, 0 to players - 1:
    # anything else (a negative number, a bool, a number that is not an int) is refused with a
    # ValueError (see `check_seat`). `apply_unchecked` trusts its caller.
    @abstractmethod
    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Everything `seat` may do now (empty when it may not act)."""

    @abstractmethod
    def refusal(self, state: State, seat: int, action: Action) -> Refusal | None:
        """Why `seat` may not do `action` now, or None when it may."""

    def apply_unchecked(self, state: State, seat: int, action: Action) -> list[Event]:
        """Do a legal action in place and return what happened: the effect its verb declares
        in `moves`. A ruleset class that declares its moves holds their dispatcher here itself
        (`__init_subclass__`), which saves a call on every move."""
        return self.moves.apply(self, state, seat, action)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "moves" in cls.__dict__ and "apply_unchecked" not in cls.__dict__:
            cls.apply_unchecked = cls.moves.dispatch  # type: ignore[method-assign]

    @abstractmethod
    def observe(self, state: State, seat: int | None) -> Observation:
        """All that `seat` may know (None: the public view), as plain data."""

    @abstractmethod
    def result(self, state: State) -> Result | None:
        """None while the game goes on."""

    @abstractmethod
    def copy_state(self, state: State) -> State:
        """An independent copy, as cheap as the state's shape allows."""

    @abstractmethod
    def check_invariants(self, state: State) -> None:
        """Raise AssertionError when the state breaks a rule of its own shape."""

    def apply(self, state: State, seat: int, action: Action) -> list[Event]:
        """Do `action` for `seat`, or raise IllegalAction with the reason."""
        refused = self.refusal(state, seat, action)
        if refused is not None:
            raise IllegalAction(action, refused)
        return self.apply_unchecked(state, seat, action)

    def bridge(
        self, state: State, seat: int, action: Action, rules_version: int
    ) -> list[tuple[int, Action]]:
        """For a logged action of a game played under an older `rules_version` that today's
        rules refuse in `state`: the actions, by their seats, that the older rules took
        implicitly before it (and that today's rules ask for), to apply before trying it again.
        [] when there are none, which is the default: the game goes on from the move before."""
        return []

    def parse_action(self, text: str) -> Action:
        """An action from its notation; NotationError names what was expected."""
        return parse_action(text)

    def default_target(self, action: Action) -> str | None:
        """The zone an action that names no target goes to, as its verb declares it (see
        game/engine/moves.py): where a card-only action sends its card (UNO's `play r7` to
        `discard`), or the zone an action without a card is a click on (UNO's `draw` on
        `draw`). `name:@` is the acting seat's own zone of that name (a monster summoned onto
        `board:@`, the summoner's board). None: no such zone."""
        return self.moves.target(self, action)

    def payment(self, state: State, seat: int, action: Action) -> Payment | None:
        """The cards `action`, legal for `seat`, costs it once made, paid one at a time (see
        game/engine/moves.py's `Payment`): the table lets a person choose them before making
        the move. As the move's verb declares (`Move.cost`); None when it costs nothing more."""
        return self.moves.payment(self, state, seat, action)

    def payment_due(self, state: State, seat: int) -> Payment | None:
        """The payment `seat` is in the middle of (a move made, its cards not all paid yet):
        what is still owed. None by default: no game pays in steps."""
        return None

    def move_reading(self) -> MoveReading:
        """The moves as the table reads them: each word's role and where a card goes."""
        return self.moves.reading(self)

    # -- zones, counters and the decision: the generic view ------------------------------
    def zone_specs(self, state: State) -> tuple[ZoneSpec, ...]:
        """Every zone of this game (see game/engine/zones.py)."""
        raise NotImplementedError(f"{self.id} declares no zones")

    def zone_contents(self, state: State) -> dict[str, list[Any]]:
        """What lies in each zone, hidden cards too: for views and checks, never for players."""
        raise NotImplementedError(f"{self.id} declares no zones")

    def counter_specs(self, state: State) -> tuple[CounterSpec, ...]:
        return ()

    def counters(self, state: State) -> dict[str, int]:
        """The value of each declared counter."""
        return {}

    def decision(self, state: State) -> Decision | None:
        """The pending decision (None once the game is over). By default a turn for a single
        decider and a window for several."""
        seats = self.deciders(state)
        if not seats:
            return None
        return Decision(tuple(seats), "turn" if len(seats) == 1 else "window")

    def view(self, state: State, seat: int | None) -> Observation:
        """What `seat` may know, in the one shape every ruleset shares: `{seat, players, zones,
        counters, decision, extras}`, built from the zone declarations, so that a card in a
        zone the seat may not see is never in it. None is the public view."""
        players = state["players"]
        if seat is not None:
            seat = check_seat(seat, players)
        contents = self.zone_contents(state)
        decision = self.decision(state)
        return {
            "seat": seat,
            "players": players,
            "zones": {
                spec.id: zone_view(spec, contents[spec.id], seat) for spec in self.zone_specs(state)
            },
            "counters": dict(self.counters(state)),
            "decision": decision.to_data() if decision is not None else None,
            "extras": self.view_extras(state, seat),
        }

    def card_faces(self) -> Mapping[str, CardFace]:
        """Card code -> its face: what a table needs to draw and name every card this game
        may show (see game/engine/faces.py). Empty for a game with no cards to show."""
        return {}

    def plays_rounds(self) -> bool:
        """Whether a game is scored over several rounds (so that its round's number means
        something to the players); facts about the state then name it `round`."""
        return False

    def card_palette(self) -> Mapping[str, str]:
        """The colors the cards use, in the game's order: color code (as views and actions
        name it) -> color name (as faces name it)."""
        return {}

    # -- for the search: what is hidden from a seat, and a world built from a filling -------
    def unseen_cards(self, observation: Observation) -> list[str]:
        """The card codes the observing seat cannot see: the game's cards less every card its
        view shows (see `zones.unseen`). They fill exactly its hidden zones."""
        raise NotImplementedError(f"{self.id} has no sampler for the search")

    def world(self, observation: Observation, filling: Mapping[str, list[str]], seed: int) -> State:
        """A whole state consistent with `observation`, the hidden zones holding `filling`
        (zone id -> cards, by the sizes the view gives) and chance drawn from `seed`."""
        raise NotImplementedError(f"{self.id} has no sampler for the search")

    def view_extras(self, state: State, seat: int | None) -> dict[str, Any]:
        """The ruleset's own public facts beside its zones (a color to follow, a direction);
        never a card of a zone `seat` may not see, unless `known_cards` says the seat knows
        it."""
        return {}

    def is_bluff(self, state: State, seat: int, action: Action) -> bool:
        """Whether `action`, legal, breaks a rule that only a challenge enforces (UNO's Wild
        Draw Four laid while holding the color): the table asks a person first. Never, by
        default."""
        return False

    def hand_notes(self, state: State, seat: int) -> dict[str, Refusal]:
        """For the cards of `seat`'s hand that could not be played even at their moment (a
        card its active K-Mon cannot use, one it cannot pay for), the reason, by card code.
        The table greys those cards and says the reason on hover. Empty by default."""
        return {}

    def known_cards(self, state: State, seat: int | None) -> set[str]:
        """The cards `seat` knows of beyond the zones it sees: K-Mon's own deck list, and the
        cards its player put back on top of the deck. The view may name them to that seat
        alone (the contract test holds a view to its visible zones and these)."""
        return set()

    # -- data ------------------------------------------------------------------------------
    def to_data(self, state: State) -> dict[str, Any]:
        """The state as JSON-able data; `from_data` gives back an equal state."""
        return json.loads(json.dumps(state))

    def from_data(self, data: Mapping[str, Any]) -> State:
        state = json.loads(json.dumps(data))
        self.check_invariants(state)
        return state

    # -- scenarios -------------------------------------------------------------------------
    def scenario_setup(self, state: State, setup: Mapping[str, Any]) -> list[Event]:
        """Set the game up as a scenario file asks (see docs/scenarios.md): zones overridden
        after the deal, or a deal of its own. Returns the events of that deal ([] when the
        set-up replaced what the deal did); raises ValueError for a set-up it cannot make."""
        raise NotImplementedError(f"{self.id} does not support scenario set-up")

    def inspect(self, state: State) -> dict[str, Any]:
        """Facts about the state that scenario expectations may name."""
        raise NotImplementedError(f"{self.id} does not support scenario expectations")


__all__ = [
    "Action",
    "CounterSpec",
    "Decision",
    "ZoneSpec",
    "Event",
    "GENERATOR_OPTION",
    "IllegalAction",
    "NotationError",
    "Observation",
    "OptionSpec",
    "Refusal",
    "Result",
    "Ruleset",
    "State",
    "check_seat",
]

"""Moves as data: each verb of a game declared once, with the roles of its words, the phases
it is asked in, where its card goes, why it is refused and what it does.

A ruleset declares its moves as one `Moves` table:

    MOVES = Moves(
        Move("play", (Arg(HAND, "card"), Arg(WORD, "call", optional=True, words=("uno",))),
             effect=play, target="discard"),
        Move("draw", effect=draw, target="draw"),
        Move("catch", (Arg(SEAT, "seat"),), effect=catch),
    )

and the engine reads it for everything that is the same in every game:

- the shape of an action: an unknown verb, too few or too many words, a word that is not one
  of an option's words, a seat or a number that is not one (`Moves.shape`);
- the dispatch: `Moves.apply` calls the verb's `effect`, one function per verb;
- the table: each word's role (`Moves.roles`) says what the player handles to make the move,
  so a card code is never mistaken for a seat (UNO Monster High's pink 2 is `p2`), and
  `target` says where a card goes when no word names the place.

The roles:

- `HAND`: a card code of the acting seat's hand, picked up to make the move;
- `OWN`: an instance the acting seat owns or controls, picked up to make the move;
- `INSTANCE`: an instance on the table: where a card is dropped, or what is clicked;
- `SEAT`: a seat (`p2`): where a card is dropped (the seat's plate), or a button's word;
- `ZONE`: a zone id: where a card is dropped;
- `SHOWN`: a card code lying face up outside the actor's hand: what is clicked;
- `WORD`: one of the words the argument declares (a colour, `uno`): an option of the move;
- `NUMBER`: a whole number from `low` to `high`: an option of the move.

A target is a zone name, with `name:@` for the acting seat's own zone of that name and
`name:@other` for the other seat's in a game of two; or a function of the ruleset and the
action's words, for a target that depends on the card (a K-Mon ability aims at one side or the
other).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from game.engine.notation import Action, Event, NotationError, parse_number, parse_seat
from game.engine.refusal import Refusal

HAND = "hand"
OWN = "own"
INSTANCE = "instance"
SEAT = "seat"
ZONE = "zone"
SHOWN = "shown"
WORD = "word"
NUMBER = "number"
ROLES = (HAND, OWN, INSTANCE, SEAT, ZONE, SHOWN, WORD, NUMBER)
SOURCES = frozenset({HAND, OWN})  # what a player picks up to make a move
PLACES = frozenset({INSTANCE, SEAT, ZONE})  # where a picked-up card may be dropped

# (ruleset, state, seat, words, events): does the move, adding what happened to `events`;
# (ruleset, state, seat, words) -> why the move is refused, or None
Effect = Callable[[Any, Any, int, tuple[str, ...], list[Event]], None]
Why = Callable[[Any, Any, int, tuple[str, ...]], "Refusal | None"]
Target = "str | Callable[[Any, tuple[str, ...]], str | None] | None"


@dataclass(frozen=True, slots=True)
class Payment:
    """Cards a move costs once it is made, paid by the acting seat one at a time: `count`
    moves of `verb`, each naming a card of its hand (K-Mon's Evade: two `discard`s)."""

    verb: str
    count: int


# (ruleset, state, seat, words) -> the cards the move costs once made, or None
Cost = Callable[[Any, Any, int, tuple[str, ...]], "Payment | None"]


@dataclass(frozen=True, slots=True)
class Arg:
    """One word of a move: its role, a name for it, and whether it may be left out (only the
    last words may be); a `WORD` lists the words it takes (none listed: the ruleset checks
    them, as a colour of the card file), a `NUMBER` its bounds."""

    role: str
    name: str
    optional: bool = False
    words: tuple[str, ...] = ()
    low: int = 0
    high: int = 999

    def __post_init__(self) -> None:
        if self.role not in ROLES:
            raise ValueError(f"unknown role {self.role!r} (known: {', '.join(ROLES)})")

    def problem(self, word: str) -> str | None:
        """What is wrong with `word` in this place, whatever the state; None when nothing."""
        if self.role == WORD and self.words and word not in self.words:
            return f"expected {' or '.join(map(repr, self.words))} as the {self.name}, got {word!r}"
        if self.role == SEAT:
            try:
                parse_seat(word)
            except NotationError as exc:
                return str(exc)
        if self.role == NUMBER and parse_number(word, self.low, self.high) is None:
            return f"expected a number from {self.low} to {self.high} as the {self.name}"
        return None


@dataclass(frozen=True, slots=True)
class Move:
    """One verb: its words, the phases it is asked in (empty: the ruleset says), what it does,
    where its card goes, why it may be refused beyond the shape of its words, and the cards
    it costs once made (`cost`: a payment the table lets a person choose before the move)."""

    verb: str
    args: tuple[Arg, ...] = ()
    effect: Effect | None = None
    phases: tuple[str, ...] = ()
    target: Any = None  # see `Target`
    why: Why | None = None
    cost: Cost | None = None

    def __post_init__(self) -> None:
        optional = [arg.optional for arg in self.args]
        if optional != sorted(optional):
            raise ValueError(f"{self.verb}: only the last words of a move may be left out")
        if self.effect is None:
            raise ValueError(f"{self.verb}: a move declares what it does (its effect)")

    @property
    def least(self) -> int:
        return sum(not arg.optional for arg in self.args)

    @property
    def most(self) -> int:
        return len(self.args)

    def roles(self, words: tuple[str, ...]) -> tuple[str, ...]:
        """The role of each of `words` (as many as there are declared places)."""
        return tuple(arg.role for arg, _ in zip(self.args, words, strict=False))


def _shape_why(move: Move, words: tuple[str, ...]) -> str | None:
    if not move.least <= len(words) <= move.most:
        if move.most == 0:
            return f"{move.verb!r} takes no words after it"
        if move.least == move.most:
            plural = "word" if move.least == 1 else "words"
            return f"{move.verb!r} takes {move.least} {plural} after it"
        return f"{move.verb!r} takes {move.least} to {move.most} words after it"
    for arg, word in zip(move.args, words, strict=False):
        problem = arg.problem(word)
        if problem is not None:
            return problem
    return None


class Moves(Mapping[str, Move]):
    """A game's moves by verb: the one place a verb is declared."""

    def __init__(self, *moves: Move):
        self._moves: dict[str, Move] = {}
        for move in moves:
            if move.verb in self._moves:
                raise ValueError(f"the verb {move.verb!r} is declared twice")
            self._moves[move.verb] = move
        # the effect of each verb, looked up once per action
        self._effects = effects = {verb: move.effect for verb, move in self._moves.items()}

        def dispatch(rules: Any, state: Any, seat: int, action: Action) -> list[Event]:
            events: list[Event] = []
            effects[action[0]](rules, state, seat, action[1], events)
            return events

        # A plain function, so that a ruleset class may hold it as its `apply_unchecked`: a
        # move then costs one call before its effect (see Ruleset.__init_subclass__).
        self.dispatch = dispatch

    def __getitem__(self, verb: str) -> Move:
        return self._moves[verb]

    def __iter__(self) -> Iterator[str]:
        return iter(self._moves)

    def __len__(self) -> int:
        return len(self._moves)

    def apply(self, rules: Any, state: Any, seat: int, action: Action) -> list[Event]:
        """Do a legal action: its verb's effect."""
        return self.dispatch(rules, state, seat, action)

    def shape(self, action: Action) -> str | None:
        """What is wrong with the shape of `action` whatever the state (an unknown verb, the
        wrong number of words, a word that is not one of its option's words, a seat or a
        number that is not one), in words; None when nothing."""
        move = self._moves.get(action.verb)
        if move is None:
            return f"unknown action {action.verb!r}; expected one of {', '.join(self._moves)}"
        return _shape_why(move, action.args)

    def fits(self, action: Action) -> bool:
        """The verb is known and its words are as many as it takes."""
        move = self._moves.get(action.verb)
        return move is not None and move.least <= len(action.args) <= move.most

    def phases(self, verb: str) -> tuple[str, ...]:
        return self._moves[verb].phases

    def why(self, rules: Any, state: Any, seat: int, action: Action) -> Refusal | None:
        """The verb's own reason to refuse `action` (None: it has none to give)."""
        why = self._moves[action.verb].why
        return None if why is None else why(rules, state, seat, action.args)

    def payment(self, rules: Any, state: Any, seat: int, action: Action) -> Payment | None:
        """The cards `action` costs `seat` once made, as its verb declares (None: nothing)."""
        move = self._moves.get(action.verb)
        if move is None or move.cost is None:
            return None
        return move.cost(rules, state, seat, action.args)

    def roles(self, action: Action) -> tuple[str, ...]:
        """The role of each word of `action`; () for a verb this game does not know."""
        move = self._moves.get(action.verb)
        return () if move is None else move.roles(action.args)

    def target(self, rules: Any, action: Action) -> str | None:
        """Where the card of `action` goes when none of its words names the place; for an
        action without a card, the zone it is a click on. None: no such place."""
        move = self._moves.get(action.verb)
        if move is None or move.target is None:
            return None
        if isinstance(move.target, str):
            return move.target
        return move.target(rules, action.args)

    def reading(self, rules: Any) -> MoveReading:
        return MoveReading(self, rules)


@dataclass(frozen=True, slots=True)
class MoveReading:
    """A game's moves as the table reads them: each word's role and where a card goes."""

    moves: Moves
    rules: Any

    def roles(self, action: Action) -> tuple[str, ...]:
        return self.moves.roles(action)

    def target(self, action: Action) -> str | None:
        return self.moves.target(self.rules, action)

    def sources(self) -> list[tuple[Move, int]]:
        """Each move whose words begin with something picked up, with that word's place."""
        found = []
        for move in self.moves.values():
            for index, arg in enumerate(move.args):
                if arg.role in SOURCES:
                    found.append((move, index))
                    break
        return found


__all__ = [
    "HAND",
    "INSTANCE",
    "NUMBER",
    "OWN",
    "PLACES",
    "ROLES",
    "SEAT",
    "SHOWN",
    "SOURCES",
    "WORD",
    "ZONE",
    "Arg",
    "Move",
    "MoveReading",
    "Moves",
    "Payment",
]

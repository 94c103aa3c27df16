"""Shield War's moves, each verb declared once (game/engine/moves.py): the roles of its words,
the phase it is asked in, why it is refused beyond its shape (moves.py) and what it does
(play.py)."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Refusal
from game.engine.moves import HAND, INSTANCE, SHOWN, WORD, Arg, Move, Moves
from game.engine.notation import Event
from game.rules.shield_war import moves, play

Words = tuple[str, ...]


def _choose(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    play.choose(rules.deck, state, seat, args[0], events)


def _pick(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    play.pick(rules.deck, state, seat, args[0], events)


def _attack(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    play.attack(rules.deck, state, seat, args[0], events)


def _shield(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    play.shield(rules.deck, state, seat, args[0], events)


def _ability(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    play.ability(rules.deck, state, seat, events)


def _pass(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    play.pass_turn(rules.deck, state, seat, events)


def _choose_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    return moves.choice_refusal(args[0])


def _pick_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    return moves.pick_refusal(rules.deck, state, args[0])


def _attack_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    return moves.card_refusal(rules.deck, state, seat, args[0], "attack")


def _shield_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    return moves.shield_refusal(rules.deck, state, seat, args[0], args[1])


MOVES = Moves(
    # the toss winner chooses to pick a character first or to play first
    Move(
        "choose", (Arg(WORD, "choice", words=moves.CHOICES),), _choose, ("choose",), why=_choose_why
    ),
    Move("pick", (Arg(SHOWN, "character"),), _pick, phases=("pick",), why=_pick_why),
    Move("attack", (Arg(HAND, "card"),), _attack, phases=("turn",), why=_attack_why),
    Move("ability", (), _ability, phases=("turn",)),
    Move(
        "shield",
        (Arg(HAND, "card"), Arg(INSTANCE, "answered")),
        _shield,
        phases=("answer",),
        why=_shield_why,
    ),
    Move("pass", (), _pass, phases=("answer",)),
)

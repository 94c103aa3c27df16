"""Uno Mostro's moves, each verb declared once (game/engine/moves.py): the roles of its words,
the phases it is asked in, where its card goes on the table, why it is refused beyond its shape
(refusals.py) and what it does (play.py, control.py, combat.py, turns.py)."""

from __future__ import annotations

from typing import Any

from game.engine.decision import answer_window, window_closed
from game.engine.moves import HAND, INSTANCE, NUMBER, OWN, SEAT, Arg, Move, Moves
from game.engine.notation import Event, parse_seat
from game.rules.uno_mostro import combat, control, play, refusals, turns
from game.rules.uno_mostro.refusals import assign_why, attack_why, block_why, card_why

Words = tuple[str, ...]
CARD = Arg(HAND, "card")
MONSTER = Arg(INSTANCE, "monster")
TURN = ("main", "after")  # the turn's player, before and after the attack


def _lay(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    """A +2 or +4 laid on a monster as a buff, or a ban."""
    play.lay(rules.deck, state, seat, args[0], args[1], events)


def _pass(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    """A seat of a window lets the moment go; when all have, the game goes on."""
    events.append(Event("pass", seat))
    answer_window(state["window"], seat)
    if not window_closed(state["window"]):
        return
    if state["phase"] == "answer":
        control.resolve(rules.deck, state, events)
    else:
        combat.window_closed(rules.deck, state, events)


MOVES = Moves(
    Move(
        "summon",
        (Arg(HAND, "monster"),),
        lambda r, s, seat, a, ev: play.summon(r.deck, s, seat, a[0], ev),
        TURN,
        target="board:@",
        why=card_why("summon"),
    ),
    Move("buff", (CARD, MONSTER), _lay, ("main",), why=card_why("buff", refusals.buff_target)),
    Move("ban", (CARD, MONSTER), _lay, TURN, why=card_why("ban", refusals.ban_target)),
    Move(
        "destroy",
        (CARD, Arg(INSTANCE, "card on the table")),
        lambda r, s, seat, a, ev: play.destroy(r.deck, s, seat, a[0], a[1], ev),
        ("main",),
        why=card_why("destroy", refusals.any_target),
    ),
    Move(
        "steal",
        (CARD, MONSTER),
        lambda r, s, seat, a, ev: play.steal(r.deck, s, seat, a[0], a[1], ev),
        TURN,
        why=card_why("steal", refusals.steal_target),
    ),
    Move(
        "control",
        (CARD, MONSTER),
        lambda r, s, seat, a, ev: control.play_control(r.deck, s, seat, a[0], a[1], ev),
        (*TURN, "window"),
        why=card_why("control", refusals.control_target),
    ),
    Move(
        "cancel",
        (CARD, Arg(INSTANCE, "control answered")),
        lambda r, s, seat, a, ev: control.cancel(r.deck, s, seat, a[0], ev),
        ("answer",),
        why=card_why("cancel", refusals.top_target),
    ),
    Move(
        "draw",
        (Arg(HAND, "+2 or +4"),),
        lambda r, s, seat, a, ev: play.cycle(r.deck, s, seat, a[0], ev),
        TURN,
        target="deck",
        why=card_why("draw"),
    ),
    Move(
        "attack",
        (Arg(OWN, "attacker"), Arg(SEAT, "defender")),
        lambda r, s, seat, a, ev: combat.attack(r.deck, s, seat, a[0], parse_seat(a[1]), ev),
        ("main", "attackers", "join"),
        why=attack_why,
    ),
    Move(
        "block",
        (Arg(OWN, "blocker"), Arg(INSTANCE, "attacker")),
        lambda r, s, seat, a, ev: combat.block(r.deck, s, seat, a[0], a[1], ev),
        ("blockers", "join"),
        why=block_why,
    ),
    Move(
        "assign",
        (Arg(OWN, "attacker"), Arg(INSTANCE, "blocker"), Arg(NUMBER, "damage", low=1)),
        lambda r, s, seat, a, ev: combat.assign(r.deck, s, seat, a[1], int(a[2]), ev),
        ("assign",),
        why=assign_why,
    ),
    Move(
        "done",
        (),
        lambda r, s, seat, a, ev: combat.done(r.deck, s, seat, ev),
        ("attackers", "blockers", "join"),
    ),
    Move("pass", (), _pass, ("window", "answer")),
    Move("end", (), lambda r, s, seat, a, ev: turns.end_turn(r.deck, s, seat, ev), TURN),
    Move(
        "discard",
        (CARD,),
        lambda r, s, seat, a, ev: turns.discard(r.deck, s, seat, a[0], ev),
        ("discard",),
        target="discard",
        why=card_why("discard"),
    ),
)

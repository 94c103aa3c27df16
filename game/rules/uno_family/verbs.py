"""The UNO family's moves, each verb declared once (game/engine/moves.py): the roles of its
words, where its card goes on the table and what it does (resolve.py). Whether a move may be
made now is the phase's question, answered in moves.py."""

from __future__ import annotations

from game.engine.moves import HAND, SEAT, WORD, Arg, Move, Moves
from game.rules.uno_family import resolve

UNO = Arg(WORD, "call", optional=True, words=("uno",))
COLOUR = Arg(WORD, "colour")  # a colour of the card file, checked by the ruleset

MOVES = Moves(
    Move("play", (Arg(HAND, "card"), UNO), resolve.play, target="discard"),
    Move("draw", (), resolve.draw, target="draw"),
    Move("pass", (), resolve.pass_),
    Move("wild", (COLOUR,), resolve.wild),
    Move("give", (COLOUR, UNO), resolve.give),
    Move("challenge", (), resolve.challenge),
    Move("catch", (Arg(SEAT, "seat"),), resolve.catch),
    Move("swap", (Arg(SEAT, "seat"),), resolve.swap),
)

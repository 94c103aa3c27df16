"""The UNO family's moves, each verb declared once (game/engine/moves.py): the roles of its
words, where its card goes on the table, what it does (resolve.py) and its own reason to be
refused (moves.py). Whether a move may be made now is the phase's question, answered in
moves.py."""

from __future__ import annotations

from game.engine.moves import HAND, SEAT, WORD, Arg, Move, Moves
from game.rules.uno_family import moves, resolve

UNO = Arg(WORD, "call", optional=True, words=("uno",))
COLOUR = Arg(WORD, "colour")  # a colour of the card file, checked by the ruleset

MOVES = Moves(
    Move("play", (Arg(HAND, "card"), UNO), resolve.play, target="discard", why=moves.play_why),
    Move("draw", (), resolve.draw, target="draw"),
    Move("pass", (), resolve.pass_),
    Move("wild", (COLOUR,), resolve.wild, why=moves.wild_why),
    Move("give", (COLOUR, UNO), resolve.give, why=moves.give_why),
    Move("challenge", (), resolve.challenge),
    Move("catch", (Arg(SEAT, "seat"),), resolve.catch, why=moves.seat_why),
    Move("swap", (Arg(SEAT, "seat"),), resolve.swap, why=moves.seat_why),
)

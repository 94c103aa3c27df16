"""Games of random legal moves, played straight through the session (no table, no computer
thinking), for the tests that need a real game's log: replays, saves."""

from __future__ import annotations

import random

from game.persist.saves import Seat
from game.ui.session import GameSession


def random_game(ruleset: str, seats: list[Seat], seed: int, moves: int | None = None):
    """A session whose game was played by random legal moves to its end (or `moves` long)."""
    session = GameSession.new(ruleset, {}, seats, seed)
    chance = random.Random(seed)
    while session.result() is None and (moves is None or len(session.actions) < moves):
        seat = session.deciders()[0]
        action = chance.choice(session.legal(seat))
        session.match.apply(seat, action)  # logged, with its events and checkpoints
        session._changed()
    session.close()
    return session

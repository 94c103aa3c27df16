"""Match Out, a sixth game that lives beside the tests: the proof that a game plugs in as a
folder of its own and one registration line (tests/conftest.py registers `GAME`)."""

from game.engine.registry import GameSpec

from .cards import read_card_file
from .heuristic import MatchOutHeuristic
from .ruleset import MatchOut

RULESET = MatchOut()
GAME = GameSpec(
    RULESET,
    card_loader=read_card_file,
    table="generic",
    # Its careful player, and the table's Normal computer: without Easy and Hard it is not
    # offered by New game, yet a table opened on it seats Normal players.
    agents={"heuristic": MatchOutHeuristic, "normal": MatchOutHeuristic},
    hint=True,
)

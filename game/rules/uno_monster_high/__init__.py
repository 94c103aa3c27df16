"""UNO Monster High, from rulebook 004: Urrrhhh cards, the Wild Draw 4 challenge, 500 points."""

from game.engine.contract import OptionSpec
from game.rules.uno_family.ruleset import UnoFamily
from game.rules.uno_family.variant import Variant

RULESET = UnoFamily(
    "uno-monster-high",
    "UNO Monster High",
    "004_9eb380e293bd8d0d.txt",
    Variant(
        strict_wild4=False,
        catch_window=True,
        dealer_draw=True,
        scored_rounds=True,
        last_draw_counts=True,
    ),
    (OptionSpec("target", 500, "points that win the game", minimum=1, maximum=10000),),
)

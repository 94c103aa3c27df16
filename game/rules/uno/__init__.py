"""Classic UNO, from rulebook 003 (Spanish): one hand, or the short game of 10 turns each."""

from game.engine.contract import OptionSpec
from game.rules.uno_family.ruleset import UnoFamily
from game.rules.uno_family.variant import Variant

RULESET = UnoFamily(
    "uno",
    "UNO",
    "003_5034f1fd937adca7.txt",
    Variant(
        strict_wild4=True,
        catch_window=False,
        dealer_draw=False,
        scored_rounds=False,
        last_draw_counts=False,
        short_mode_option=True,
    ),
    (
        OptionSpec(
            "mode",
            "normal",
            "normal: first to empty the hand wins; short: after "
            "every seat has had its turns, fewest cards wins",
            ("normal", "short"),
        ),
        OptionSpec(
            "short_turns", 10, "turns each seat plays in the short game", minimum=1, maximum=100
        ),
    ),
)

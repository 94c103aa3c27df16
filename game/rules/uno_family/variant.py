"""What tells the UNO-family rulesets apart, and the house rules they share."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.contract import OptionSpec


@dataclass(frozen=True)
class Variant:
    """The rulebook differences between `uno` (003) and `uno-monster-high` (004)."""

    # 003: Wild +4 is refused while another card can be played. 004: it may be bluffed,
    # and the next player may challenge it.
    strict_wild4: bool
    # 004: a missing UNO call costs 2 cards only if another player catches it in time.
    # 003: the rules apply the 2-card penalty at once.
    catch_window: bool
    # 004: everyone cuts a card and the highest number deals; the deal passes left.
    dealer_draw: bool
    # 004: rounds are scored and the game goes to a target score. 003: one hand decides.
    scored_rounds: bool
    # 004: a Draw Two or Wild Draw 4 that empties a hand is still drawn before scoring.
    last_draw_counts: bool
    # 003: the short game (every seat plays a set number of turns, then fewest cards wins).
    short_mode_option: bool = False


HOUSE_RULES: tuple[OptionSpec, ...] = (
    OptionSpec(
        "stack_draw_two",
        False,
        "a Draw Two may be answered with another Draw Two, passing on the sum",
    ),
    OptionSpec(
        "stack_wild_draw_four",
        False,
        "a Wild Draw Four may be answered with another one (or laid on a Draw Two stack)",
    ),
    OptionSpec(
        "seven_zero",
        False,
        "a 7 swaps hands with a player of your choice; a 0 passes every hand along the direction",
    ),
    OptionSpec(
        "jump_in",
        False,
        "a player holding the very same card as the top one may play it out of turn",
    ),
    OptionSpec(
        "draw_until_playable",
        False,
        "drawing goes on until a playable card comes (or none is left)",
    ),
)

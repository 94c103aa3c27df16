"""K-Mon's games saved under older rules versions, replayed under today's (see `Ruleset.bridge`).

Version 1 read the rulebook differently in two ways that an old action log shows:
- a Seer looked at the top cards only at the turn's draw, unasked (its log goes on with
  `keep A B C`), and every other draw was made as usual; today a Seer's player chooses `look`
  or `draw` before every card of the battle. At such a choice, an old log's `keep` by the same
  player was a look, and anything else means the card was drawn as usual.
- a K-Mon was exhausted when the chain or phase II ended, and the battle won by the last team
  standing; today it is exhausted the moment its damage reaches its HP. No action bridges that:
  an old log whose later moves no longer hold is cut where they stop.
"""

from __future__ import annotations

from game.engine.notation import Action

SEER_CHOICE_FROM = 2  # the rules version that asks a Seer before every draw


def bridge(state: dict, seat: int, action: Action, rules_version: int) -> list[tuple[int, Action]]:
    """At a Seer's choice that version 1 did not ask: the look its log's `keep` stands for, or
    the draw as usual that version 1 made unasked."""
    if rules_version >= SEER_CHOICE_FROM or state["phase"] != "look" or not state["pending"]:
        return []
    chooser = state["pending"][0]["seat"]
    if action.verb == "keep" and seat == chooser:
        return [(chooser, Action("look"))]
    return [(chooser, Action("draw"))]

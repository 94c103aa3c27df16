"""Shield War, from rulebook 002: a monster duel, one Attack a turn answered by Shields."""

from game.rules.shield_war.ruleset import ShieldWar

RULESET = ShieldWar()

"""K-Mon Trading Cards, from rulebook 001: teams of three K-Mon, charges, reactions, traits."""

from game.rules.kmon.ruleset import KMonRuleset

RULESET = KMonRuleset()

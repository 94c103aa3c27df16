"""The built-in rulesets. Importing this package registers each of them once."""

from game.rules import shield_war, uno, uno_monster_high  # noqa: F401

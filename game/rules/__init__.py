"""The built-in rulesets. Importing this package registers each of them once."""

from game.rules import uno, uno_monster_high  # noqa: F401

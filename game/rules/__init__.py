"""The built-in rulesets. Importing this package registers each of them once, in the order the
app lists them: the UNO family first, then the battle games."""

# isort: skip_file
from game.rules import uno  # noqa: F401
from game.rules import uno_monster_high  # noqa: F401
from game.rules import shield_war  # noqa: F401
from game.rules import uno_mostro  # noqa: F401
from game.rules import kmon  # noqa: F401
from game.rules.kmon import decks as kmon_decks  # noqa: F401  (K-Mon's deck rules)

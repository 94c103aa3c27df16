"""What K-Mon takes of the one effect vocabulary (game/engine/effects.py), as data.

The operations, their names and bounds are those of docs/kmon-cards.md. A damaging effect or a
debuff hits the opponent's active K-Mon, a heal or a buff your own, unless `target` says
otherwise: so `damage`, `heal`, `draw` and `gain` may leave their target out. What the effects
do is `effects.py`; their words are the catalogue's `kmon.effect.*` keys. (`op_of` is the
vocabulary's, named here too for the modules that import it from this one.)
"""

from __future__ import annotations

from game.engine.effects import Choice, GameEffects, op_of

PLAYERS = ("self", "opponent")
STATS = ("attack", "power", "guard", "cost")
TICKS = ("damage", "heal", "charge")
ANSWERS = ("attack", "ability", "action", "reaction")
COUNTERS = ("charges",)  # what `gain` and `lose` change: the player's charges, always

PLAYER = Choice("target", PLAYERS)
MINE = Choice("target", PLAYERS, default="self")
CHARGES = Choice("counter", COUNTERS, default="charges")

KMON_EFFECTS = GameEffects(
    ops={
        "damage": {"target": Choice("target", ("opponent", "bench"), default="opponent")},
        "heal": {"target": Choice("target", ("self", "bench"), default="self")},
        "draw": {"target": MINE},
        "discard": {"target": PLAYER},
        "mill": {"target": PLAYER},
        "gain": {"target": MINE, "counter": CHARGES},
        "lose": {"target": PLAYER, "counter": CHARGES},
        "recover": {},
        "switch": {"target": PLAYER},
        "buff": {"stat": Choice("stat", STATS), "target": PLAYER},
        "tick": {"what": Choice("tick", TICKS), "target": PLAYER},
        "assault": {},
        "neutralise": {"what": Choice("action", ANSWERS)},
        "evade": {},
        "reduce": {},
    },
    bounds={"amount": (1, 9), "duration": (1, 9), "buff.amount": (-9, 9), "assault.amount": (0, 5)},
    most=6,
    words="kmon.effect",
)
OPS = tuple(KMON_EFFECTS.ops)
REACTION_OPS = ("neutralise", "evade", "reduce")  # reactions only
PERSISTENT_OPS = ("buff", "tick")  # the card stays in play, under the K-Mon it targets

__all__ = [
    "ANSWERS",
    "COUNTERS",
    "KMON_EFFECTS",
    "OPS",
    "PERSISTENT_OPS",
    "PLAYERS",
    "REACTION_OPS",
    "STATS",
    "TICKS",
    "op_of",
]

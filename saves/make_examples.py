"""Write the example saves in saves/examples: real games, played by seeded computer players.

Run once per save format version, and once per rules version of a game (with the version
whose rules are about to be corrected: the games it plays are the ones to keep), from the top
of the checkout:

    python saves/make_examples.py

The files it writes are kept: the tests load them to prove that this version still reads the
saves of every earlier one, and never regenerate them. An existing example is left alone
(`--overwrite` replaces it, for a format version not yet released); a new format version adds
entries with new names to EXAMPLES rather than changing the old ones.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

# Run as a plain script from the checkout: make the `game` package importable.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.games  # noqa: E402, F401  (registers the built-in games)
from game.ai.agent import make_agent  # noqa: E402
from game.engine.notation import seat_text  # noqa: E402
from game.engine.registry import get  # noqa: E402
from game.persist.saves import FORMAT_VERSION, SavedGame, Seat, load_game, write_game  # noqa: E402

EXAMPLES_DIR = Path(__file__).resolve().parent / "examples"


@dataclass
class Example:
    name: str
    ruleset: str
    seats: list[Seat]
    seed: int
    actions: int  # how many actions to play before saving (fewer if the game ends)
    options: dict[str, Any] = field(default_factory=dict)


FOUR_AT_UNO = [
    Seat("Ana", "human"),
    Seat("Bram", "ai", "easy"),
    Seat("Chiara", "ai", "normal"),
    Seat("Dmitri", "ai", "hard"),
]
THREE_AT_MONSTER_HIGH = [
    Seat("Frankie", "human"),
    Seat("Draculaura", "human"),
    Seat("Ghoulia", "ai", "normal"),
]
HOUSE = {"target": 200, "seven_zero": True, "stack_draw_two": True}
# K-Mon's seats bring the starter decks New game gives them (the first, then the second); the
# save holds the decks in full, as New game's do.
TWO_AT_KMON = [Seat("Ash", "human"), Seat("Misty", "ai", "normal")]
TWO_AT_SHIELD_WAR = [Seat("Ana", "human"), Seat("Bram", "ai", "hard")]
THREE_AT_UNO_MOSTRO = [
    Seat("Chiara", "human"),
    Seat("Dmitri", "ai", "easy"),
    Seat("Elena", "ai", "normal"),
]

EXAMPLES = (
    # Format 1: dealt with splitmix64. The files are kept as they were written; run again,
    # these entries play the same games and write them in today's format.
    Example("uno-4p", "uno", FOUR_AT_UNO, 22, 40, {"generator": "splitmix64"}),
    Example(
        "uno-monster-high-3p",
        "uno-monster-high",
        THREE_AT_MONSTER_HIGH,
        seed=23,
        actions=90,
        options={**HOUSE, "generator": "splitmix64"},
    ),
    # Format 2: dealt with the lehmer128 generator.
    Example("uno-4p-format2", "uno", FOUR_AT_UNO, seed=24, actions=40),
    Example(
        "uno-monster-high-3p-format2",
        "uno-monster-high",
        THREE_AT_MONSTER_HIGH,
        seed=25,
        actions=90,
        options={**HOUSE, "jump_in": True},
    ),
    # Format 2, the first rules of the battle games: written before K-Mon's and Shield War's
    # rules were corrected (rules version 2). K-Mon: the second seat's Seer keeps a card at
    # actions 41 and 48, unasked, and K-Mon are exhausted before the bonuses of actions 58 and
    # 63. Shield War: a finished game, that the first seat lost and is a draw under version 2.
    Example("kmon-2p-format2", "kmon", TWO_AT_KMON, seed=4, actions=100),
    Example("shield-war-2p-format2", "shield-war", TWO_AT_SHIELD_WAR, seed=3, actions=500),
    Example("uno-mostro-3p-format2", "uno-mostro", THREE_AT_UNO_MOSTRO, seed=44, actions=80),
    # Format 3: the save records the rules version it was played under.
    Example("uno-4p-format3", "uno", FOUR_AT_UNO, seed=31, actions=40),
    Example(
        "uno-monster-high-3p-format3",
        "uno-monster-high",
        THREE_AT_MONSTER_HIGH,
        seed=32,
        actions=90,
        options=HOUSE,
    ),
    Example("kmon-2p-format3", "kmon", TWO_AT_KMON, seed=33, actions=90),
    Example("shield-war-2p-format3", "shield-war", TWO_AT_SHIELD_WAR, seed=34, actions=26),
    Example("uno-mostro-3p-format3", "uno-mostro", THREE_AT_UNO_MOSTRO, seed=35, actions=80),
)


def play(example: Example) -> SavedGame:
    """Play `example.actions` actions with heuristic players, as the table's driver would."""
    ruleset = get(example.ruleset)
    options = ruleset.resolve_options(example.options)
    players = len(example.seats)
    chosen = ruleset.check_seat_setup([seat.setup for seat in example.seats], players)
    seats = [replace(seat, setup=setup) for seat, setup in zip(example.seats, chosen, strict=True)]
    state, _ = ruleset.new_game(options, players, example.seed, chosen)
    agents = [
        make_agent("heuristic", ruleset.id, example.seed * 16 + seat) for seat in range(players)
    ]
    log: list[str] = []
    while len(log) < example.actions and ruleset.result(state) is None:
        seat = ruleset.deciders(state)[0]
        observation = ruleset.observe(state, seat)
        action = agents[seat].act(observation, ruleset.legal_actions(state, seat))
        ruleset.apply(state, seat, action)
        log.append(f"{seat_text(seat)}: {action}")
    return SavedGame(
        ruleset=ruleset.id,
        options=options,
        seats=seats,
        seed=example.seed,
        actions=log,
        state=ruleset.to_data(state),
    )


def main(argv: list[str]) -> None:
    overwrite = "--overwrite" in argv
    EXAMPLES_DIR.mkdir(exist_ok=True)
    for example in EXAMPLES:
        path = EXAMPLES_DIR / f"{example.name}.json"
        if path.exists() and not overwrite:
            # An example of an earlier format is a promise kept; a new format adds new names.
            print(f"{path.name}: kept (--overwrite replaces it)")
            continue
        write_game(path, play(example))
        loaded = load_game(path)  # the example must load, or it is no example
        verbs = sorted({line.split(": ", 1)[1].split()[0] for line in loaded.actions})
        print(
            f"{path.name}: format {FORMAT_VERSION}, {len(loaded.actions)} actions "
            f"({', '.join(verbs)}), round {loaded.state.get('round', 1)}"
        )


if __name__ == "__main__":
    main(sys.argv[1:])

"""Engine speed: games per second for both UNO rulesets and Shield War, and RLCard's UNO engine
beside them.

    python bench/engine.py [--games N] [--rounds R]

Every measurement is repeated in R interleaved rounds and the median is printed, so that the
ratios compare runs made at the same moment on a shared, noisy machine. RLCard is optional
(`pip install rlcard`); without it its rows are left out.

Two policies drive our engine:
- `random`: uniform over every legal action, our `random` agent. Drawing is always legal in
  both rulebooks, so these games are long random walks (hundreds of actions).
- `rlcard-like`: the choices RLCard's random player has: a random playable card when there is
  one (with the UNO call), otherwise draw, and a drawn playable card is played. These games
  are the same length as RLCard's, so games per second compare like with like; this is the
  row the budget (`uno` at 2 players: at least 2x RLCard) is read from.

Neither harness draws a random number when its policy leaves one action (RLCard's `draw` alone;
ours: `draw` alone, a single playable card, the drawn card), and `actions/game` is the mean over
all rounds.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.games  # noqa: E402, F401  (registers the built-in games)
from game.engine.registry import get  # noqa: E402

RLCARD = ("rlcard", "uno", 2, "random")


def rlcard_like(legal, choice):
    """A random playable card when there is one (calling UNO), else draw; play drawn cards."""
    if len(legal) < 3:  # draw alone; one card and draw; the drawn card and keeping it
        return legal[0]
    if legal[0][0] == "play":  # the verb
        if len(legal[1][1]) == 2:  # with two cards in hand: the plays that call UNO
            return choice(legal[1:-1:2])
        return choice(legal[:-1])
    return choice(legal)  # a color


def uniform(legal, choice):
    return choice(legal)


def run_ours(ruleset_id: str, players: int, games: int, policy, seed: int) -> tuple[float, int]:
    """Games per second and actions, through the public contract only."""
    ruleset = get(ruleset_id)
    ruleset.new_game({}, players, seed)  # one game dealt before the clock starts
    choice = random.Random(seed).choice
    deciders, legal_actions = ruleset.deciders, ruleset.legal_actions
    apply, result = ruleset.apply_unchecked, ruleset.result
    actions = 0
    started = time.perf_counter()
    for index in range(games):
        state, _ = ruleset.new_game({}, players, seed * 100_000 + index)
        # Nobody is asked to decide once the game is over.
        while seats := deciders(state):
            seat = seats[0]
            apply(state, seat, policy(legal_actions(state, seat), choice))
            actions += 1
        if result(state) is None:
            raise AssertionError(f"{ruleset_id}: nobody to decide in a game that is not over")
    return games / (time.perf_counter() - started), actions


def run_rlcard(games: int, seed: int) -> tuple[float, int]:
    import numpy as np
    from rlcard.games.uno.game import UnoGame

    choice = random.Random(seed).choice
    game = UnoGame(num_players=2)
    game.np_random = np.random.RandomState(seed)
    steps = 0
    started = time.perf_counter()
    for _ in range(games):
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[0] if len(legal) == 1 else choice(legal))
            steps += 1
    return games / (time.perf_counter() - started), steps


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=1000, help="games per measurement")
    parser.add_argument("--rounds", type=int, default=5, help="interleaved repetitions")
    args = parser.parse_args()
    try:
        import rlcard  # noqa: F401

        have_rlcard = True
    except ImportError:
        have_rlcard = False
        print("rlcard is not installed: its rows are left out (pip install rlcard)\n")

    cases = [
        ("ours", rid, players, name, policy)
        for rid in ("uno", "uno-monster-high")
        for players in (2, 4)
        for name, policy in (("rlcard-like", rlcard_like), ("random", uniform))
    ]
    cases.append(("ours", "shield-war", 2, "random", uniform))  # two players only
    speeds: dict[tuple, list[float]] = {case[:4]: [] for case in cases}
    # Actions and games of every round: the mean length of the games measured.
    played: dict[tuple, list[int]] = {case[:4]: [0, 0] for case in cases}
    played[RLCARD] = [0, 0]
    rlcard_speeds: list[float] = []
    for round_index in range(args.rounds):
        for engine, rid, players, name, policy in cases:
            games = args.games if name == "rlcard-like" else max(1, args.games // 20)
            speed, actions = run_ours(rid, players, games, policy, round_index + 1)
            speeds[(engine, rid, players, name)].append(speed)
            played[(engine, rid, players, name)][0] += actions
            played[(engine, rid, players, name)][1] += games
        if have_rlcard:
            speed, steps = run_rlcard(args.games, round_index + 1)
            rlcard_speeds.append(speed)
            played[RLCARD][0] += steps
            played[RLCARD][1] += args.games

    rows = [(key, statistics.median(values)) for key, values in speeds.items()]
    if have_rlcard:
        rows.append((RLCARD, statistics.median(rlcard_speeds)))
    reference = statistics.median(rlcard_speeds) if have_rlcard else None
    # The ratio moves with the interpreter (and RLCard's numpy), so the table says which ran.
    versions = f"Python {platform.python_version()}"
    if have_rlcard:
        import numpy
        import rlcard

        versions += f", RLCard {rlcard.__version__} with numpy {numpy.__version__}"
    print(f"median of {args.rounds} interleaved rounds; {versions}")
    header = f"{'engine':7} {'ruleset':17} {'players':>7} {'policy':12} {'games/s':>9} "
    header += f"{'actions/game':>12} {'actions/s':>10} {'x rlcard':>9}"
    print(header)
    print("-" * len(header))
    for (engine, rid, players, name), speed in rows:
        actions, games = played[(engine, rid, players, name)]
        per_game = actions / games
        ratio = f"{speed / reference:9.2f}" if reference and players == 2 else f"{'':9}"
        print(
            f"{engine:7} {rid:17} {players:7} {name:12} {speed:9.0f} {per_game:12.1f} "
            f"{speed * per_game:10.0f} {ratio}"
        )
    if reference:
        ours = statistics.median(speeds[("ours", "uno", 2, "rlcard-like")])
        verdict = "meets" if ours >= 2 * reference else "misses"
        print(
            f"\nbudget: uno, 2 players, at least 2x RLCard's games/s: {ours / reference:.2f}x "
            f"({verdict})"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

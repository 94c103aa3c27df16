"""Machine instructions per game, counted by valgrind's callgrind: a comparison free of noise.

    python bench/instructions.py [--games N] [ROOT ...]

Wall-clock rounds on a shared machine move by several percent from run to run, more than most
single changes to the engine are worth. Instructions executed do not: the same games give the
same count, to about 0.2%, whatever else the machine is doing. Each ROOT is a checkout of the
project (default: this one), measured with its own `bench/engine.py` harness and the
`rlcard-like` policy; RLCard's engine is counted beside them when it is installed. A game's
count is (count of N + 1 games - count of 1 game) / N, so start-up and imports cancel out.

Instructions are not time (memory and branch behaviour differ), so this ranks changes and
`bench/engine.py` measures speed. Needs valgrind (`apt-get install valgrind`); string hashing is
fixed (PYTHONHASHSEED=0) so that every run takes the same paths.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
# (ruleset, players, share of --games): uno-monster-high games run to 500 points, some 15
# times as many decisions as a game of uno.
CASES = (("uno", 2, 1.0), ("uno", 4, 1.0), ("uno-monster-high", 2, 1 / 15))
COLLECTED = re.compile(r"Collected : (\d+)")


def child(root: str, ruleset: str, players: int, games: int) -> None:
    """The measured process: `games` games of one ruleset, or of RLCard's engine."""
    if ruleset == "rlcard":
        sys.path.insert(0, str(HERE / "bench"))
        from engine import run_rlcard

        run_rlcard(games, 1)
        return
    sys.path[:0] = [root, str(Path(root) / "bench")]
    from engine import rlcard_like, run_ours

    run_ours(ruleset, players, games, rlcard_like, 1)


def count(root: str, ruleset: str, players: int, games: int) -> int:
    command = [
        "valgrind",
        "--tool=callgrind",
        "--callgrind-out-file=/dev/null",
        sys.executable,
        __file__,
        "--child",
        root,
        ruleset,
        str(players),
        str(games),
    ]
    env = dict(os.environ, PYTHONHASHSEED="0")
    done = subprocess.run(command, capture_output=True, text=True, env=env, check=False)
    found = COLLECTED.search(done.stderr)
    if done.returncode != 0 or not found:
        raise SystemExit(f"callgrind failed for {root} {ruleset}:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def per_game(root: str, ruleset: str, players: int, games: int) -> float:
    return (count(root, ruleset, players, games + 1) - count(root, ruleset, players, 1)) / games


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        root, ruleset, players, games = sys.argv[2:6]
        child(root, ruleset, int(players), int(games))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="uno games counted per row")
    parser.add_argument("roots", nargs="*", help="checkouts to compare (default: this one)")
    args = parser.parse_args()
    roots = [str(Path(root).resolve()) for root in args.roots] or [str(HERE)]
    for root in roots:
        if not (Path(root) / "game" / "engine").is_dir():
            print(f"{root}: not a checkout of the project (no game/engine)", file=sys.stderr)
            return 1
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)", file=sys.stderr)
        return 1
    header = f"{'ruleset':17} {'players':>7} {'instructions/game':>18} {'x first':>8}  root"
    print(header)
    print("-" * len(header))
    for ruleset, players, share in CASES:
        games = max(2, round(args.games * share))
        first = None
        for root in roots:
            value = per_game(root, ruleset, players, games)
            first = first or value
            print(f"{ruleset:17} {players:7} {value:18,.0f} {value / first:8.3f}  {root}")
    try:
        import rlcard  # noqa: F401
    except ImportError:
        print("\nrlcard is not installed: its row is left out (pip install rlcard)")
        return 0
    rlcard = per_game(str(HERE), "rlcard", 2, args.games)
    print(f"{'rlcard uno':17} {2:7} {rlcard:18,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

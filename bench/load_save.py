"""Loading a long save for the table: replayed twice (checked by `load_game`, then again by the
session for its log's events) or once (the session plays on from the Match that checked it).

    python bench/load_save.py [--actions N] [--rounds R]

Builds a save of N actions (bench/long_save.py's: a long UNO Monster High game nobody wins),
then, R times each, in turns: `load_game` then `GameSession.from_saved` the old way (the
session replays the log) and the new (`keep_match`: it takes the checked Match). Prints the
medians and their ratio.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from long_save import build_save  # noqa: E402

import game.games  # noqa: E402, F401  (registers the built-in games)


def open_session(path: Path, keep_match: bool):
    """The session of the save at `path`, as the loading scene makes it; and the seconds."""
    from game.persist.saves import load_game
    from game.ui.session import GameSession

    started = time.perf_counter()
    session = GameSession.from_saved(load_game(path, keep_match=keep_match))
    took = time.perf_counter() - started
    session.close()
    return session, took


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--actions", type=int, default=100_000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["MONSTER_TABLE_HOME"] = home
        path = build_save(args.actions)
        twice, once = open_session(path, False)[0], open_session(path, True)[0]
        if twice.past_events != once.past_events or twice.actions != once.actions:
            raise SystemExit("the two ways give different games")
        del twice, once
        times: dict[str, list[float]] = {"replayed twice": [], "replayed once": []}
        for _ in range(args.rounds):
            times["replayed twice"].append(open_session(path, False)[1])
            times["replayed once"].append(open_session(path, True)[1])
        size = path.stat().st_size / (1 << 20)
        actions = args.actions
        print(f"save: {actions} actions, {size:.1f} MB; medians of {args.rounds}, in seconds")
        print(f"  {'load and open the session':<28} {'seconds':>8}")
        medians = {name: statistics.median(values) for name, values in times.items()}
        for name, value in medians.items():
            print(f"  {name:<28} {value:8.2f}")
        ratio = medians["replayed once"] / medians["replayed twice"]
        print(f"  {'once / twice':<28} {ratio:8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

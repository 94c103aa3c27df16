"""K-Mon balance: how often each starter deck wins when the same player plays both sides.

    python bench/kmon_starters.py [--games N] [--seed S] [--agent NAME] [--jobs J]

Every ordered pair of different starter decks is played the same number of times (the games
are shared out evenly, `--games` in all), the first deck at p1 and the second at p2, so each
pairing is measured from both seats. Prints, as a table, each starter's games, wins, draws and
win rate (draws count half) with its 95% Wilson interval, how the battles ended, and the
first player's win rate. The target: no starter wins more than 60% of its games.
"""

from __future__ import annotations

import argparse
import itertools
import math
import sys
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.games  # noqa: E402, F401  (registers the built-in games)
from game.ai.agent import make_agent  # noqa: E402
from game.engine.registry import get  # noqa: E402
from game.rules.kmon.cards import load_catalog  # noqa: E402

TARGET = 0.60


def play(pair: tuple[str, str], seed: int, agent: str) -> tuple[tuple[int, ...], str, int]:
    """The winners of one battle with `pair[0]` at p1 and `pair[1]` at p2, how it ended and
    who took the first turn."""
    ruleset = get("kmon")
    seats = [{"deck": pair[0]}, {"deck": pair[1]}]
    state, _ = ruleset.new_game({}, 2, seed, seats)
    agents = [make_agent(agent, ruleset.id, seed * 16 + seat) for seat in (0, 1)]
    opener = None
    while ruleset.result(state) is None:
        seat = ruleset.deciders(state)[0]
        legal = ruleset.legal_actions(state, seat)
        ruleset.apply(state, seat, agents[seat].act(ruleset.observe(state, seat), legal))
        if opener is None and state["turn"] is not None:
            opener = state["turn"]
    return ruleset.result(state).winners, state["reason"], opener


def _part(args: tuple[list[tuple[str, str]], int, int, int, str]) -> tuple[dict, Counter, int, int]:
    pairs, first, count, seed, agent = args
    stats = {name: [0, 0, 0] for pair in pairs for name in pair}
    reasons: Counter = Counter()
    first_wins = decided = 0
    for index in range(first, first + count):
        pair = pairs[index % len(pairs)]
        winners, reason, opener = play(pair, seed * 1_000_003 + index, agent)
        reasons[reason] += 1
        for seat, name in enumerate(pair):
            stats[name][0] += 1
            stats[name][1] += winners == (seat,)
            stats[name][2] += not winners
        if winners:
            decided += 1
            first_wins += winners == (opener,)
    return stats, reasons, first_wins, decided


def wilson(wins: float, games: int) -> tuple[float, float]:
    if not games:
        return 0.0, 0.0
    z, p = 1.96, wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - spread, centre + spread


def measure(games: int, seed: int, agent: str, jobs: int) -> dict:
    names = list(load_catalog().starters)
    pairs = list(itertools.permutations(names, 2))
    share = [games // jobs + (part < games % jobs) for part in range(jobs)]
    starts = [sum(share[:part]) for part in range(jobs)]
    tasks = [(pairs, starts[p], share[p], seed, agent) for p in range(jobs) if share[p]]
    stats = {name: [0, 0, 0] for name in names}
    reasons: Counter = Counter()
    first_wins = decided = 0
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for part_stats, part_reasons, part_first, part_decided in pool.map(_part, tasks):
            for name, values in part_stats.items():
                stats[name] = [a + b for a, b in zip(stats[name], values, strict=True)]
            reasons += part_reasons
            first_wins += part_first
            decided += part_decided
    return {"stats": stats, "reasons": reasons, "first": first_wins / decided if decided else 0.0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--agent", default="heuristic")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    report = measure(args.games, args.seed, args.agent, max(1, args.jobs))
    print(f"kmon starters, {args.games} battles, {args.agent} on both sides, seed {args.seed}")
    print(f"{'starter':16} {'games':>6} {'wins':>6} {'draws':>6} {'rate':>7}  95% interval")
    worst = 0.0
    for name, (played, wins, draws) in report["stats"].items():
        rate = (wins + draws / 2) / played if played else 0.0
        low, high = wilson(wins + draws / 2, played)
        worst = max(worst, rate)
        print(f"{name:16} {played:6} {wins:6} {draws:6} {rate:7.1%}  {low:.1%}-{high:.1%}")
    ends = ", ".join(f"{reason} {count}" for reason, count in report["reasons"].most_common())
    print(f"endings: {ends}")
    print(f"the first player wins {report['first']:.1%} of the decided battles")
    verdict = "met" if worst <= TARGET else "missed"
    print(f"target: no starter above {TARGET:.0%}: {verdict} (highest {worst:.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())

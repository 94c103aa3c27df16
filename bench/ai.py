"""The levels' strength: tournaments of Hard, Normal and Easy in each game, as a table.

    python bench/ai.py [--games N] [--seed S] [--jobs J] [--split K] [--only PATTERN]
                       [--agent-option NAME:KEY=VALUE ...] [--json FILE]

Each row is one `tournament` (seats rotated every game, the first agent's wins with a 95%
Wilson interval, and its mean and p95 move time over all its moves, forced ones included).
Rows run in J processes at once; on a machine with few cores, more jobs than cores make the
move times longer (the search's budget is an iteration count, so the games and the wins do
not change). `--split K` cuts each row into K runs of games played side by side, so one long
row uses every job; the parts play exactly the games the whole row would, so the report is
the same. `--agent-option` changes an agent's settings, as `tournament` does.

The targets: Hard beats Normal in at least 60% of 2-player games; one Hard among three Normal
wins at least 33% of 4-player games; Hard's p95 move time is at most 1 s. In `uno-mostro`:
the heuristic beats the random player in at least 75% of 2-player games, and Hard beats
Normal in at least 60%. In `kmon`: the heuristic beats the random player in at least 80%, and
Hard beats Normal in at least 60%.

`uno-monster-high` games go to 500 points over many rounds; the table plays it with
`target=1`, so each game is one round: a level's edge per round is the smallest it can show,
and a game to 500 only lets the better player's edge add up.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import sys
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.games  # noqa: E402, F401  (registers the built-in games)
from game.ai.tournament import (  # noqa: E402
    parse_agent_config,
    tournament_part,
    tournament_report,
)
from game.engine.registry import get  # noqa: E402

SHORT = {"uno": {}, "uno-monster-high": {"target": 1}, "uno-mostro": {}, "kmon": {}}
# (name, ruleset, players, agents, share of --games)
ROWS = [
    ("umh-2-hard-normal", "uno-monster-high", 2, ("hard", "normal"), 1.0),
    ("umh-4-hard-3normal", "uno-monster-high", 4, ("hard", "normal", "normal", "normal"), 1.0),
    ("uno-2-hard-normal", "uno", 2, ("hard", "normal"), 1.0),
    ("uno-4-hard-3normal", "uno", 4, ("hard", "normal", "normal", "normal"), 1.0),
    ("uno-2-hard-easy", "uno", 2, ("hard", "easy"), 0.25),
    ("umh-2-hard-easy", "uno-monster-high", 2, ("hard", "easy"), 0.25),
    ("uno-2-normal-easy", "uno", 2, ("normal", "easy"), 5.0),
    ("umh-2-normal-easy", "uno-monster-high", 2, ("normal", "easy"), 5.0),
    ("uno-4-normal-3easy", "uno", 4, ("normal", "easy", "easy", "easy"), 5.0),
    ("umh-4-normal-3easy", "uno-monster-high", 4, ("normal", "easy", "easy", "easy"), 5.0),
    ("mostro-2-hard-normal", "uno-mostro", 2, ("hard", "normal"), 1.0),
    ("mostro-2-heuristic-random", "uno-mostro", 2, ("heuristic", "random"), 2.5),
    ("mostro-2-normal-easy", "uno-mostro", 2, ("normal", "easy"), 5.0),
    ("kmon-2-hard-normal", "kmon", 2, ("hard", "normal"), 1.0),
    ("kmon-2-heuristic-random", "kmon", 2, ("heuristic", "random"), 2.5),
    ("kmon-2-normal-easy", "kmon", 2, ("normal", "easy"), 5.0),
]


def row_games(row: tuple, games: int) -> int:
    return max(1, round(games * row[4]))


def run_part(row: tuple, first: int, count: int, seed: int, config: dict) -> dict:
    """Games `first` to `first + count - 1` of the row's tournament."""
    _, ruleset_id, players, agents, _ = row
    ruleset = get(ruleset_id)
    options = ruleset.resolve_options(SHORT[ruleset_id])
    return tournament_part(ruleset, players, first, count, seed, agents, options, config)


def row_report(row: tuple, seed: int, parts: list[dict]) -> dict:
    name, ruleset_id, players, agents, _ = row
    ruleset = get(ruleset_id)
    options = ruleset.resolve_options(SHORT[ruleset_id])
    report = tournament_report(ruleset, players, seed, agents, options, parts)
    report["row"] = name
    return report


def spans(total: int, parts: int) -> list[tuple[int, int]]:
    """`total` games cut into at most `parts` runs of nearly equal length: (first, count)."""
    parts = max(1, min(parts, total))
    edges = [round(total * k / parts) for k in range(parts + 1)]
    return [(edges[k], edges[k + 1] - edges[k]) for k in range(parts)]


def table(reports: list[dict]) -> str:
    lines = [
        "| ruleset | players | agents | games | first agent's wins | win rate | 95% CI "
        "| mean ms | p95 ms |",
        "|---|---:|---|---:|---:|---:|---|---:|---:|",
    ]
    for r in reports:
        low, high = r["ci95"][0]
        lines.append(
            f"| {r['ruleset']} | {r['players']} | {' + '.join(r['agents'])} | {r['games']} "
            f"| {r['wins'][0]} | {r['win_rate'][0]:.1%} | {low:.1%} - {high:.1%} "
            f"| {r['move_ms_mean'][0]:.2f} | {r['move_ms_p95'][0]:.2f} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per Hard row")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--split", type=int, default=1, help="runs each row is cut into")
    parser.add_argument("--only", default="*", help="rows whose name matches this pattern")
    parser.add_argument("--agent-option", action="append", default=[], metavar="NAME:KEY=VALUE")
    parser.add_argument("--json", type=Path, help="also write the reports to this file")
    args = parser.parse_args(argv)
    rows = [row for row in ROWS if fnmatch.fnmatch(row[0], args.only)]
    if not rows:
        parser.error(f"no row matches {args.only!r}: " + ", ".join(r[0] for r in ROWS))
    try:
        config = parse_agent_config(args.agent_option)
    except ValueError as exc:
        parser.error(str(exc))
    done: dict[str, dict] = {}
    parts: dict[str, list[dict]] = {row[0]: [] for row in rows}
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        futures = {
            pool.submit(run_part, row, first, count, args.seed, config): row
            for row in rows
            for first, count in spans(row_games(row, args.games), args.split)
        }
        for future in as_completed(futures):
            row = futures[future]
            parts[row[0]].append(future.result())
            if sum(part["games"] for part in parts[row[0]]) < row_games(row, args.games):
                continue
            report = row_report(row, args.seed, parts[row[0]])
            done[row[0]] = report
            print(table([report]).splitlines()[-1], file=sys.stderr, flush=True)  # progress
            if args.json:  # what has finished so far, in case the run is cut short
                text = json.dumps(list(done.values()), indent=1) + "\n"
                args.json.write_text(text, encoding="utf-8")
    reports = [done[row[0]] for row in rows]
    print(table(reports))
    if args.json:
        args.json.write_text(json.dumps(reports, indent=1) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

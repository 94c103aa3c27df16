"""Fuzzing the readers of users' files: how each mutated file ended, and that none crashed.

    python bench/fuzz.py [--saves N] [--cards N] [--own N] [--places N] [--seed S]

Saves: the example saves in `saves/` are mutated (bytes cut, doubled, flipped or inserted;
JSON values swapped for hostile ones: numbers of thousands of digits, 1e400, NaN, deep nesting,
NUL and lone surrogates, wrong types, edited actions) and each is opened as the app opens it:
the Load screen's listing of the folder and `load_game`. Card files: `bench/fuzz_cards.py`.
The app's own files (settings, statistics, the last set-up) get the same treatment as saves.
What surrounds the files (paths typed in the deck builder, what stands where a deck is
exported, a decks folder that cannot be one, names that are not UTF-8, decks and card files
of thousands of lines): `bench/fuzz_places.py`.

Every outcome is counted by kind: `loaded`, `refused: <catalogue key>`, `crash: <exception>`
and `hang` (one file taking over HANG_SECONDS). The target is no crash and no hang.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import game.games  # noqa: E402, F401  (registers the built-in games)

HANG_SECONDS = 5.0
HOSTILE_TEXT = [
    "9" * 5000,
    "1e400",
    "-1e400",
    "NaN",
    "Infinity",
    "[" * 400 + "]" * 400,
    "[" * 5000 + "]" * 5000,
    '{"a":' * 300 + "1" + "}" * 300,
    '"\\u0000"',
    '"\\ud800"',
    '"' + "x" * 20000 + '"',
    "true",
    "null",
    "-1",
    "0",
    "1.5",
    '""',
    "[]",
    "{}",
    '"p9: draw"',
    '"p1: play zz"',
    "18446744073709551616",
    # numbers in actions: each ruleset reads them within bounds, a save holding one is refused
    '"p1: assign c1 c2 ' + "9" * 5000 + '"',
    '"p2: assign c3 c4 99999999999999999999"',
    '"p1: catch p' + "9" * 5000 + '"',
    '"p' + "1" * 4400 + ': draw"',
    '"p1: play r' + "7" * 5000 + '"',
    '"p1: attack c' + "1" * 5000 + " p2" + '"',
]


# -- mutations -----------------------------------------------------------------------------------
def mutate_bytes(data: bytes, rng: random.Random) -> bytes:
    """One damage of the kind a disk or an editor does: a cut, a copy, a flip, an insertion."""
    if not data:
        return bytes([rng.randrange(256)])
    start = rng.randrange(len(data))
    end = min(len(data), start + rng.randint(1, 64))
    kind = rng.randrange(5)
    if kind == 0:
        return data[:start] + data[end:]
    if kind == 1:
        return data[:end] + data[start:end] * rng.randint(1, 50) + data[end:]
    if kind == 2:
        flipped = bytes(b ^ (1 << rng.randrange(8)) for b in data[start:end])
        return data[:start] + flipped + data[end:]
    if kind == 3:
        noise = bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))
        return data[:start] + noise + data[start:]
    return data[:start]


def _paths(value: Any, prefix: tuple = ()) -> list[tuple]:
    """Every path to a value inside decoded JSON (down to a sensible depth)."""
    found = [prefix]
    if len(prefix) > 12:
        return found
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(_paths(item, (*prefix, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value[:50]):
            found.extend(_paths(item, (*prefix, index)))
    return found


MARK = "@@HOSTILE@@"


def mutate_json(data: Any, rng: random.Random) -> bytes:
    """One value of the file replaced by a hostile one, deleted, or its list reordered."""
    data = json.loads(json.dumps(data))
    paths = [p for p in _paths(data) if p]
    if not paths:
        return rng.choice(HOSTILE_TEXT).encode()
    path = rng.choice(paths)
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    kind = rng.randrange(4)
    if kind == 0 and isinstance(parent, dict):
        del parent[last]
        return json.dumps(data).encode()
    if kind == 1 and isinstance(parent[last], list) and len(parent[last]) > 1:
        rng.shuffle(parent[last])
        return json.dumps(data).encode()
    if kind == 2 and isinstance(parent, dict):
        parent[rng.choice(["\u0000", "\ud800", "x" * 20000, ""])] = 1
        return json.dumps(data).encode("utf-8", "surrogatepass")
    parent[last] = MARK
    text = json.dumps(data)
    return text.replace(f'"{MARK}"', rng.choice(HOSTILE_TEXT), 1).encode("utf-8")


def mutate(original: bytes, rng: random.Random) -> bytes:
    """One to three mutations, structural or of bytes."""
    data = original
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        try:
            decoded = json.loads(data)
        except (ValueError, RecursionError):  # the mutation before broke it: damage bytes
            decoded = None
        if decoded is not None and rng.random() < 0.6:
            data = mutate_json(decoded, rng)
        else:
            data = mutate_bytes(data, rng)
    return data


# -- opening a file as the app does ---------------------------------------------------------------
def outcome(open_file: Callable[[], str]) -> str:
    """How one file ended: the reader's word, or the crash or hang it caused."""
    from game.problems import Problem

    started = time.perf_counter()
    try:
        result = open_file()
    except Problem as problem:
        result = f"refused: {_innermost(problem)}"
    except Exception as exc:  # what fuzzing is here to find
        result = f"crash: {type(exc).__name__}: {str(exc)[:80]}"
    if time.perf_counter() - started > HANG_SECONDS:
        return "hang"
    return result


def _innermost(problem) -> str:
    """The most precise key of a problem (a damaged save's own reason, say)."""
    from game.problems import Problem

    inner = problem.params.get("problem")
    return _innermost(inner) if isinstance(inner, Problem) else problem.key


def fuzz_saves(count: int, seed: int) -> Counter:
    from game.persist.save_list import list_saves
    from game.persist.saves import load_game, saves_dir

    rng = random.Random(seed)
    originals = [p.read_bytes() for p in sorted((ROOT / "saves" / "examples").glob("*.json"))]
    counts: Counter = Counter()
    for number in range(count):
        path = saves_dir() / f"fuzz-{number % 10}.json"
        path.write_bytes(mutate(rng.choice(originals), rng))

        def open_save(path: Path = path) -> str:
            rows = [info for info in list_saves() if info.path == path]
            message = rows[0].error or "" if rows else ""
            message.encode("utf-8")  # a row the screen could not draw is a crash too
            load_game(path)
            return "loaded"

        counts[outcome(open_save)] += 1
        path.unlink(missing_ok=True)
    return counts


def fuzz_own_files(count: int, seed: int) -> Counter:
    """Settings, statistics and the last set-up, each mutated and read as the app reads it."""
    from game.persist.last_setup import last_setup_path, load_last_setup
    from game.persist.settings import load_settings_with_warnings, settings_path
    from game.persist.stats import load_stats, record_game, stats_path

    def settings() -> str:
        _, warnings = load_settings_with_warnings()
        for warning in warnings:
            warning.message.encode("utf-8")
        return "warned" if warnings else "loaded"

    def stats() -> str:
        loaded = load_stats()
        record_game("uno", [("Ann", True)])
        return "warned" if loaded.problem else "loaded"

    def last_setup() -> str:
        return "warned" if load_last_setup().problem else "loaded"

    files = [
        (settings_path, b'{"window_size": [1280, 800], "volume": 0.8, "language": "es"}', settings),
        (
            stats_path,
            b'{"format": 1, "records": [{"name": "A", "ruleset": "uno", "played": 3, "won": 1}]}',
            stats,
        ),
        (
            last_setup_path,
            b'{"ruleset": "uno", "players": 3, "seats": [{"name": "Ann", '
            b'"kind": "human", "level": null}], "options": {"uno": {"mode": "normal"}}}',
            last_setup,
        ),
    ]
    rng = random.Random(seed)
    counts: Counter = Counter()
    for _ in range(count):
        where, original, read = rng.choice(files)
        where().write_bytes(mutate(original, rng))
        counts[f"{read.__name__}: {outcome(read)}"] += 1
    return counts


def _is_crash(kind: str) -> bool:
    return kind.startswith("crash") or ": crash" in kind


def print_table(title: str, counts: Counter) -> None:
    total = sum(counts.values())
    crashes = sum(n for kind, n in counts.items() if _is_crash(kind))
    hangs = sum(n for kind, n in counts.items() if kind.endswith("hang"))
    print(f"\n{title}: {total} tried, {crashes} crashes, {hangs} hangs")
    width = max((len(kind) for kind in counts), default=10)
    for kind, number in counts.most_common():
        print(f"  {kind:<{width}}  {number:>6}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--saves", type=int, default=10_000)
    parser.add_argument("--cards", type=int, default=2_000)
    parser.add_argument("--own", type=int, default=2_000)
    parser.add_argument("--places", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["MONSTER_TABLE_HOME"] = home
        import fuzz_cards
        import fuzz_places

        started = time.perf_counter()
        results = [
            ("Saves", fuzz_saves(args.saves, args.seed)),
            ("Card files", fuzz_cards.run(args.cards, args.seed)),
            ("Settings, statistics, last set-up", fuzz_own_files(args.own, args.seed)),
            ("Paths, folders, names, sizes", fuzz_places.run(args.places, args.seed)),
        ]
        for title, counts in results:
            print_table(title, counts)
        print(f"\n{time.perf_counter() - started:.0f} s in all")
    bad = sum(n for _, c in results for k, n in c.items() if _is_crash(k) or k.endswith("hang"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

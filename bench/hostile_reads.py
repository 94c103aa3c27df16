"""How long the app takes over the files a hostile or careless hand can leave it: a card file
far over the size limit, the densest card files the limit lets through, and deck checks of
thousands of unknown cards (twice as many should take about twice as long).

    python bench/hostile_reads.py [--runs N]

Prints one row a case with the median, minimum and maximum of N runs, then the ratio of the
deck checks, measured in the same run. Every file accepted or refused should take well under a
second; the ratio near 2 says the check grows in a straight line.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import game.games  # noqa: E402, F401  (registers the built-in games)


def timed(action: Callable[[], object], runs: int) -> list[float]:
    action()  # the first run fills the caches (the card catalogue, the parser): not timed
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return times


def card_file_cases(folder: Path) -> dict[str, Callable[[], object]]:
    from game.engine.cards import CardDataError, load_card_file
    from game.engine.yaml_reader import CARD_LIMITS
    from game.paths import cards_dir

    def refused(path: Path) -> Callable[[], object]:
        def read() -> None:
            try:
                load_card_file(path)
            except CardDataError:
                return
            raise SystemExit(f"{path.name} was accepted")

        return read

    head = (cards_dir() / "uno.yaml").read_text(encoding="utf-8").partition("cards:\n")[0]
    card = "  - {code: x1, color: r, kind: number, number: 3, copies: 2, points: 3}\n"
    huge = folder / "huge.yaml"
    huge.write_text(head + "cards:\n" + card * 100_000, encoding="utf-8")
    cases = {"card file of 100,000 cards (6 MB)": refused(huge)}
    limit = CARD_LIMITS.max_bytes
    dense = {
        "flat list": "ruleset: uno\nx: [" + ",".join(["1"] * (limit // 2 - 20)) + "]\n",
        "small mappings": "ruleset: uno\nx:\n" + "  - {a: 1}\n" * (limit // 11 - 4),
        "keys": "ruleset: uno\n" + "".join(f"k{n}: 1\n" for n in range(limit // 12)),
    }
    for name, text in dense.items():
        path = folder / f"{name.replace(' ', '-')}.yaml"
        path.write_text(text, encoding="utf-8")
        cases[f"densest card file at the limit: {name}"] = refused(path)
    return cases


def deck_cases() -> dict[str, Callable[[], object]]:
    from game.persist import decks as store

    rules = store.rules_of("kmon")
    cases = {}
    for count in (6_000, 12_000):
        cards = [f"zz{number}" for number in range(count)] * 2
        cases[f"deck check, {count:,} unknown cards"] = lambda cards=cards: rules.problems(
            ["emberkit"], cards
        )
    return cases


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be at least 1")
    with tempfile.TemporaryDirectory() as folder:
        cases = {**card_file_cases(Path(folder)), **deck_cases()}
        medians = {}
        print(f"{'case':<48} {'median ms':>10} {'min ms':>8} {'max ms':>8}")
        for name, action in cases.items():
            times = timed(action, args.runs)
            medians[name] = statistics.median(times)
            print(
                f"{name:<48} {medians[name] * 1000:>10.1f} "
                f"{min(times) * 1000:>8.1f} {max(times) * 1000:>8.1f}"
            )
    small, large = (medians[f"deck check, {n:,} unknown cards"] for n in (6_000, 12_000))
    print(f"\ndeck check, twice the cards: {large / small:.2f} times as long (linear: about 2)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

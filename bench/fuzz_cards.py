"""Card files mutated at random: every load must end loaded or refused, quickly.

    python bench/fuzz_cards.py [--count N] [--seed S]

Each round takes one of the real card files in `cards/`, mutates its bytes a few times (a range
deleted, duplicated or replaced, or a hostile fragment inserted: recursive and multiplying
aliases, sets and lists as keys, long digit runs, deep brackets, NUL bytes and other forbidden
characters, bytes that are not UTF-8) and loads it. Outcomes are counted by kind:

- `loaded`: the mutation left a valid card file;
- `refused:<kind>`: CardDataError, `<kind>` being the reader's reason (`too_deep`,
  `not_yaml`, ...), `schema` for a value the deck's types refuse, `content` for the
  ruleset's own checks;
- `crash:<ExceptionType>`: anything else escaped, a bug;
- `hang`: one load took more than five seconds, a bug too.

`run(count, seed)` returns the counter, for other scripts to call.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import game.games  # noqa: E402, F401  (registers the built-in games)
from game.engine.cards import CardDataError, load_card_file  # noqa: E402
from game.paths import cards_dir  # noqa: E402

HANG_SECONDS = 5.0

_LAUGHS = b'l0: &l0 "lol"\n' + b"".join(
    b"l%d: &l%d [%s]\n" % (i, i, b",".join([b"*l%d" % (i - 1)] * 9)) for i in range(1, 10)
)

FRAGMENTS = [
    b"&a [*a]",
    b"&a {k: *a}",
    b"!!set {a, b}",
    b"? [1]: 2",
    b"? {a: 1}\n: 2\n",
    b"!!omap [? [1] : 2]",
    b"!!pairs [{[1]: 2}]",
    b"*a",
    b"&a ",
    b"<<: *a\n",
    b"<<: [1]\n",
    b"!!binary AAAA",
    b"!!binary @@",
    b"!!python/object/apply:os.system [echo]",
    b"!!int x",
    b"!!float '1e999'",
    b"2001-13-45",
    b"2001-12-14t21:59:43.10+99:00",
    b"---\n",
    b"...\n",
    b"%YAML 1.1\n",
    b"%TAG ! tag:x,2000:\n",
    b"\x00",
    b"\x07",
    b"\x1b",
    b"\xef\xbf\xbe",  # U+FFFE
    b"\xff\xfe",
    b"\xc3",
    b"\t",
    b": ",
    b"- ",
    b"? ",
    b'"',
    b"'",
    b"|\n",
    b">-\n",
    b"\n  ",
    b"#",
    b"1:2:3",
    b"0o_",
    b".nan",
    b"=",
    b"ruleset: [uno]\n",
    _LAUGHS,
]


def _fragment(rng: random.Random) -> bytes:
    roll = rng.random()
    if roll < 0.55:
        return rng.choice(FRAGMENTS)
    if roll < 0.65:
        return b"9" * rng.randint(40, 6000)
    if roll < 0.72:
        return b"[" * rng.randint(60, 5000)
    if roll < 0.78:
        return b"{a: " * rng.randint(60, 3000)
    if roll < 0.82:
        return b"".join(b" " * i + b"a:\n" for i in range(rng.randint(60, 200)))
    return bytes(rng.randrange(256) for _ in range(rng.randint(1, 16)))


def mutate(text: bytes, rng: random.Random) -> bytes:
    """`text` with one to four random changes."""
    data = bytearray(text)
    for _ in range(rng.randint(1, 4)):
        start = rng.randint(0, len(data))
        end = min(len(data), start + rng.randint(0, 64))
        action = rng.choice(("delete", "insert", "duplicate", "replace"))
        if action == "delete":
            del data[start:end]
        elif action == "insert":
            data[start:start] = _fragment(rng)
        elif action == "duplicate":
            at = rng.randint(0, len(data))
            data[at:at] = data[start:end]
        else:
            data[start:end] = _fragment(rng)
    return bytes(data)


def outcome(path: Path) -> tuple[str, float]:
    """What loading `path` came to, and how long it took."""
    started = time.perf_counter()
    try:
        load_card_file(path)
        kind = "loaded"
    except CardDataError as error:
        kind = f"refused:{refusal_kind(error)}"
    except Exception as exc:  # noqa: BLE001  (that is what is being counted)
        kind = f"crash:{type(exc).__name__}"
    seconds = time.perf_counter() - started
    return ("hang" if seconds > HANG_SECONDS else kind), seconds


def refusal_kind(error: CardDataError) -> str:
    if error.problem is not None:
        return error.problem.key.removeprefix("cards.")
    if error.message.startswith(("Expected", "Object")):  # msgspec's words
        return "schema"
    return "content"


def run(count: int, seed: int) -> Counter:
    """Load `count` random mutations of the real card files; outcomes by kind."""
    rng = random.Random(seed)
    originals = [path.read_bytes() for path in sorted(cards_dir().glob("*.yaml"))]
    outcomes: Counter = Counter()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "mutated.yaml"
        for _ in range(count):
            path.write_bytes(mutate(rng.choice(originals), rng))
            kind, _seconds = outcome(path)
            outcomes[kind] += 1
    return outcomes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.perf_counter()
    outcomes = run(args.count, args.seed)
    seconds = time.perf_counter() - started
    width = max(len(kind) for kind in outcomes)
    print(f"{'outcome':<{width}}  count")
    for kind, number in sorted(outcomes.items(), key=lambda item: (-item[1], item[0])):
        print(f"{kind:<{width}}  {number:5d}")
    bad = sum(n for kind, n in outcomes.items() if kind == "hang" or kind.startswith("crash:"))
    print(f"{args.count} files in {seconds:.1f} s; crashes and hangs: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

"""Fuzzing what surrounds the users' files: the paths typed, the folders, the names, the sizes.

    python bench/fuzz_places.py [--count N] [--seed S]

Each round builds one hostile case in a fresh user folder and does what the app does with it,
counting how it ended (`ok`, `refused: <catalogue key>`, `crash: <exception>`, `hang`):

- `path`: a path typed in the deck builder's File field (a home of a user that does not exist,
  NUL and control characters, a folder, a name too long, a folder that is a file), then Import
  and Export through it;
- `target`: Export over what stands at the chosen place (a folder, a link to a file or to
  nowhere, a named pipe, a file): what was there must be left as it was, and a pipe must
  never make the export wait;
- `folder`: the decks folder unusable (a file, a link to nowhere, at either level), then the
  deck list, a save and a delete;
- `name`: deck and save files named in bytes that are not UTF-8 or with control characters,
  listed, their rows put into words, and deleted by their path;
- `deck`: deck files of thousands of cards, unknown or repeated, and text files of thousands of
  lines;
- `cards`: card files grown to thousands of cards, read as the app reads them;
- `action`: a save whose last action holds a hostile word (a number of thousands of digits, a
  number out of range, a seat that is not one), loaded as Load and Continue load it.

`run(count, seed)` returns the counter; bench/fuzz.py prints it beside the others.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import game.games  # noqa: E402, F401  (registers the built-in games)

HANG_SECONDS = 5.0
GAME = "kmon"

TYPED = [
    "~nosuchuser/deck.txt",
    "~no-such-user",
    "~/",
    "a\x00b.txt",
    "deck\n.txt",
    "\x1b[2J",
    "/",
    ".",
    "..",
    "x" * 300 + ".txt",
    "y/" * 3000 + "deck.txt",
    "/proc/self/mem",
    "/dev/null",
    "/dev/zero",
    "/no/such/folder/deck.txt",
    "\ud800.txt",
]


def outcome(work: Callable[[], str]) -> str:
    """How one case ended, run in a thread so that a wait on a pipe shows as a hang."""
    from game.problems import Problem

    ended: list[str] = []

    def run() -> None:
        try:
            ended.append(work())
        except Problem as problem:
            ended.append(f"refused: {problem.key}")
        except Exception as exc:  # noqa: BLE001  (what fuzzing is here to find)
            ended.append(f"crash: {type(exc).__name__}: {str(exc)[:80]}")

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(HANG_SECONDS)
    return ended[0] if ended else "hang"


def _deck():
    from game.persist import decks as store

    return store.rules_of(GAME).starters["ember-rush"]


# -- the cases -------------------------------------------------------------------------------
def typed_path_case(rng: random.Random, home: Path) -> str:
    from game.persist import decks as store
    from game.persist.typed_path import typed_path

    (home / "file.txt").write_text("a file", encoding="utf-8")
    text = rng.choice([*TYPED, str(home), str(home / "file.txt" / "x.txt")])
    path = typed_path(text)
    if str(path).startswith(("/proc", "/dev")):
        store.import_deck(GAME, path)  # read only: a device is never written
        return "ok"
    store.import_deck(GAME, path) if rng.random() < 0.5 else store.export_deck(GAME, _deck(), path)
    return "ok"


def target_case(rng: random.Random, home: Path) -> str:
    from game.persist import decks as store

    place = home / "deck.txt"
    target = home / "precious.txt"
    target.write_text("precious", encoding="utf-8")
    kind = rng.choice(["folder", "link", "dangling", "pipe", "file", "nothing"])
    if kind == "folder":
        place.mkdir()
    elif kind == "link":
        place.symlink_to(target)
    elif kind == "dangling":
        place.symlink_to(home / "gone.txt")
    elif kind == "pipe" and hasattr(os, "mkfifo"):
        os.mkfifo(place)
    elif kind == "file":
        place.write_text("old", encoding="utf-8")
    try:
        store.export_deck(GAME, _deck(), place)
    finally:
        if target.read_text(encoding="utf-8") != "precious" or (home / "gone.txt").exists():
            raise AssertionError("export wrote through a link")
    return "ok"


def folder_case(rng: random.Random, home: Path) -> str:
    from game.persist import decks as store
    from game.persist.paths import data_dir

    decks = data_dir() / "decks"
    place = decks if rng.random() < 0.5 else decks / GAME
    place.parent.mkdir(parents=True, exist_ok=True)
    if rng.random() < 0.5:
        place.write_text("not a folder", encoding="utf-8")
    else:
        place.symlink_to(home / "nowhere")
    assert store.list_decks(GAME) == []
    problem = store.folder_problem(GAME)
    assert problem is not None and problem.message
    store.save_deck(GAME, _deck())  # refused in words
    return "ok"


def name_case(rng: random.Random, home: Path) -> str:
    from game.persist import decks as store
    from game.persist.save_list import list_saves
    from game.persist.saves import saves_dir

    raw = bytes(rng.randrange(1, 256) for _ in range(rng.randint(1, 12))).replace(b"/", b"_")
    name = os.fsdecode(raw.lstrip(b".") or b"x")
    (store.decks_dir(GAME) / f"{name}.json").write_text(rng.choice(["{", "[]", "{}"]))
    (saves_dir() / f"{name}.json").write_text(rng.choice(["{", "[]", "{}"]))
    for info in store.list_decks(GAME):
        (info.name + (info.error or "")).encode("utf-8")  # words a screen can draw
        store.delete_deck(GAME, info.slug)
    for row in list_saves():
        (row.slot + (row.error or "")).encode("utf-8")
        row.path.unlink()
    assert not list(store.decks_dir(GAME).iterdir()) and not list(saves_dir().iterdir())
    return "ok"


def deck_case(rng: random.Random, home: Path) -> str:
    from game.persist import decks as store

    count = rng.choice([100, 2_000, 10_000, 30_000])
    if rng.random() < 0.5:
        data = store.deck_to_data(GAME, _deck())
        data["cards"] = {f"zz{n}": rng.randint(1, 3) for n in range(count)}
        (store.decks_dir(GAME) / "huge.json").write_text(json.dumps(data), encoding="utf-8")
        (info,) = store.list_decks(GAME)
        return "ok" if info.deck is not None else "refused: listed with why"
    path = home / "huge.txt"
    line = rng.choice(["1 Nobody", "2 Ember Strike", "# a note", ""])
    path.write_text("name: Huge\n" + (line + "\n") * count, encoding="utf-8")
    store.import_deck(GAME, path)
    return "ok"


def cards_case(rng: random.Random, home: Path) -> str:
    from game.engine.cards import load_card_file
    from game.paths import cards_dir

    name = rng.choice(["uno.yaml", "uno-mostro.yaml", "shield-war.yaml"])
    head = (cards_dir() / name).read_text(encoding="utf-8").partition("cards:\n")[0]
    card = "  - {code: x1, color: r, kind: number, number: 3, copies: 2, points: 3}\n"
    path = home / name
    path.write_text(head + "cards:\n" + card * rng.choice([10, 1_000, 5_000, 100_000]))
    try:
        load_card_file(path)
    except Exception as error:
        if type(error).__name__ == "CardDataError":
            problem = getattr(error, "problem", None)
            return f"refused: {problem.key if problem is not None else 'content'}"
        raise
    return "ok"


HOSTILE_WORDS = ["9" * 5000, "1" * 4301, "0", "99999999999999999999", "c" + "9" * 5000, "p0"]


def action_case(rng: random.Random, home: Path) -> str:
    """A save of a random game of any ruleset whose last action has a word swapped for a
    hostile one (thousands of digits, zero, a seat that is not one), opened as Load opens it."""
    from game.engine.registry import all_games
    from game.persist.saves import SavedGame, Seat, load_game, save_game

    ruleset = rng.choice([spec.ruleset for spec in all_games() if not spec.decks])
    options = ruleset.resolve_options({})
    players = ruleset.min_players
    seed = rng.randrange(1000)
    state, _ = ruleset.new_game(options, players, seed)
    log: list[str] = []
    numbers = rng.random() < 0.5  # play on until an action takes a number (Uno Mostro's assign)
    for _ in range(3000 if numbers else rng.randint(0, 300)):
        if ruleset.result(state) is not None:
            break
        seat = ruleset.deciders(state)[0]
        legal = ruleset.legal_actions(state, seat)
        if numbers and any(word.isdigit() for action in legal for word in action.args):
            break
        action = rng.choice(legal)
        ruleset.apply(state, seat, action)
        log.append(f"p{seat + 1}: {action}")
    if ruleset.result(state) is None:
        seat = ruleset.deciders(state)[0]
        verb, *args = str(rng.choice(ruleset.legal_actions(state, seat))).split()
        digits = [index for index, word in enumerate(args) if word.isdigit()]
        at = rng.choice(digits) if digits else rng.randrange(len(args) + 1)
        args[at : at + 1] = [rng.choice(HOSTILE_WORDS)]
        log.append(f"p{seat + 1}: {' '.join([verb, *args])}")
    seats = [Seat(f"P{n}", "human") for n in range(players)]
    saved = SavedGame(ruleset.id, options, seats, seed, log, ruleset.to_data(state))
    load_game(save_game("hostile", saved))
    return "ok"


CASES: dict[str, Callable[[random.Random, Path], str]] = {
    "action": action_case,
    "path": typed_path_case,
    "target": target_case,
    "folder": folder_case,
    "name": name_case,
    "deck": deck_case,
    "cards": cards_case,
}


def run(count: int, seed: int) -> Counter:
    """`count` hostile cases, each in a fresh user folder; outcomes by case and kind."""
    rng = random.Random(seed)
    counts: Counter = Counter()
    before = os.environ.get("MONSTER_TABLE_HOME")
    try:
        for number in range(count):
            kind = list(CASES)[number % len(CASES)]
            with tempfile.TemporaryDirectory() as home:
                os.environ["MONSTER_TABLE_HOME"] = home
                started = time.perf_counter()
                ended = outcome(lambda case=CASES[kind], at=Path(home): case(rng, at))
                if ended != "hang" and time.perf_counter() - started > HANG_SECONDS:
                    ended = "hang"
                counts[f"{kind}: {ended}"] += 1
    finally:
        if before is None:
            os.environ.pop("MONSTER_TABLE_HOME", None)
        else:
            os.environ["MONSTER_TABLE_HOME"] = before
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    counts = run(args.count, args.seed)
    for kind, number in sorted(counts.items()):
        print(f"  {kind:<60}  {number:>5}")
    bad = sum(n for kind, n in counts.items() if ": crash" in kind or kind.endswith("hang"))
    print(f"{args.count} cases; crashes and hangs: {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())

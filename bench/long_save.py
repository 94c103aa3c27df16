"""A very long save: how long opening it takes, and that the window keeps drawing meanwhile.

    python bench/long_save.py [--actions N] [--rounds R]

Builds a save of N actions (two players in UNO Monster High who never go down to their last
cards, so that nobody wins),
then, R times: `load_game` alone, the table's own replay for its log, and the whole opening
through the loading scene in a hidden window, whose frame times are kept while the worker
replays. Medians are printed; the frame column is the worst frame of each opening.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import game.games  # noqa: E402, F401  (registers the built-in games)

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def build_save(actions: int, seed: int = 1) -> Path:
    """A game of `actions` random actions, saved in the autosave slot."""
    from game.engine.match import Match
    from game.engine.registry import get
    from game.persist.saves import AUTOSAVE_SLOT, SavedGame, Seat, save_game

    ruleset = get("uno-monster-high")
    options = ruleset.resolve_options({"target": max_target(ruleset)})
    match = Match(ruleset, options, 2, seed)
    state, log = match.state, match.log
    chance = random.Random(seed)
    while len(log) < actions and ruleset.result(state) is None:
        seat = ruleset.deciders(state)[0]
        legal = ruleset.legal_actions(state, seat)
        # Players who draw rather than go down to their last cards make a round that lasts
        # as long as the save should: a long game without a winner.
        draws = [action for action in legal if str(action) == "draw"]
        holding = len(state["hands"][seat])
        action = draws[0] if draws and holding <= 3 else chance.choice(legal)
        match.apply(seat, action, checked=False)
    seats = [Seat("Ana", "human"), Seat("Bot", "ai", "easy")]
    game = SavedGame(ruleset.id, options, seats, seed, log, ruleset.to_data(state))
    return save_game(AUTOSAVE_SLOT, game)


def max_target(ruleset) -> int:
    spec = next(s for s in ruleset.option_specs if s.key == "target")
    return spec.maximum or spec.default


def open_in_window(path: Path) -> tuple[float, float, float]:
    """Opening `path` through the loading scene: (seconds to the table, the worst frame while
    the worker replays, and the frames that put up the table and draw it first, in ms)."""
    from game.persist.settings import Settings
    from game.ui.app import App
    from game.ui.scenes.loading import LoadingScene
    from game.ui.scenes.table import TableScene

    app = App(Settings(sound=False, animation_speed="off"))
    scene = LoadingScene(app, path, lambda error: print(error.message))
    app.stack.push(scene)
    started = time.perf_counter()
    frames: list[float] = []
    while not isinstance(app.stack.top, TableScene):
        frame_start = time.perf_counter()
        app._frame(1 / 60)
        frames.append((time.perf_counter() - frame_start) * 1000)
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - frame_start)))
        if time.perf_counter() - started > 120:
            raise SystemExit("the table never opened")
    # The last frame is the one that put the table on the stack; the next draws it first.
    opening = frames.pop()
    frame_start = time.perf_counter()
    app._frame(1 / 60)
    opening += (time.perf_counter() - frame_start) * 1000
    took = time.perf_counter() - started
    worst = max(frames, default=0.0)
    for scene in reversed(app.stack.scenes):
        scene.exit()
    return took, worst, opening


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--actions", type=int, default=300_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["MONSTER_TABLE_HOME"] = home
        from game.persist.saves import load_game
        from game.ui.session import GameSession

        path = build_save(args.actions)
        saved = load_game(path)
        rows: dict[str, list[float]] = {"load_game (s)": [], "log replay (s)": []}
        rows |= {"opening in the window (s)": [], "worst frame meanwhile (ms)": []}
        rows |= {"table's first two frames (ms)": []}
        for _ in range(args.rounds):
            started = time.perf_counter()
            load_game(path)
            rows["load_game (s)"].append(time.perf_counter() - started)
            started = time.perf_counter()
            GameSession.from_saved(saved)
            rows["log replay (s)"].append(time.perf_counter() - started)
            took, worst, opening = open_in_window(path)
            rows["opening in the window (s)"].append(took)
            rows["worst frame meanwhile (ms)"].append(worst)
            rows["table's first two frames (ms)"].append(opening)
        size = path.stat().st_size / (1 << 20)
        print(f"save: {len(saved.actions)} actions, {size:.1f} MB; medians of {args.rounds}")
        for name, values in rows.items():
            print(f"  {name:<28} {statistics.median(values):8.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

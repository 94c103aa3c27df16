"""Pictures of each game's table, taken from the real app with computer players at every seat.

    python docs/pictures.py                  # docs/pictures/<ruleset>.png, 1280x800 in English
    python docs/pictures.py --all --out DIR  # every game at 800x560, 1280x800 and 1920x1080,
                                             # in English, Italian and Spanish
    python docs/pictures.py --ruleset kmon --size 800x560 --language it --out DIR

`make pictures` runs the first. The app is started without a window (SDL's dummy video driver),
in a settings and saves folder of its own (nothing of the player's is read or written), and
plays a game of each ruleset with computer seats, watched over the first seat's shoulder as
`python -m game play --autoplay` shows it, to a moment with cards on the table: a number of
moves into the game, the table at rest. The same seed plays the same game every time.

The README's pictures are scaled to 960 px wide and kept to 256 colours, to keep them small;
the pictures of `--out` are the window as drawn, at full size. A picture is named
`<ruleset>.png` in the README's folder, `<ruleset>-<width>x<height>-<language>.png` elsewhere.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from concurrent import futures
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README_FOLDER = ROOT / "docs" / "pictures"
README_WIDTH = 960
SIZES = ((800, 560), (1280, 800), (1920, 1080))
LANGUAGES = ("en", "it", "es")
FRAME = 1 / 30
THINKING_WAIT = 10.0  # seconds; a computer seat answers in well under that


@dataclass(frozen=True)
class Moment:
    """How a game is played for its picture: the seats, the seed, and the moves made first."""

    players: int
    seed: int
    moves: int


# A moment of each game with cards on the table: UNO's discards growing and hands of several
# sizes; a battle under way in Shield War, Uno Mostro and K-Mon.
MOMENTS = {
    "uno": Moment(players=4, seed=12, moves=9),
    "uno-monster-high": Moment(players=3, seed=7, moves=5),
    "uno-mostro": Moment(players=2, seed=5, moves=14),
    "kmon": Moment(players=2, seed=3, moves=16),
    "shield-war": Moment(players=2, seed=4, moves=12),
}


def take(ruleset: str, size: tuple[int, int], language: str, path: Path, width: int = 0) -> Path:
    """A picture of `ruleset`'s table at window `size` in `language`, saved at `path` (scaled
    to `width` px wide and its colours reduced, when `width` is given)."""
    import pygame

    from game.persist.saves import Seat
    from game.persist.settings import Settings
    from game.ui import launch
    from game.ui.app import App
    from game.ui.scenes.seating import make_way
    from game.ui.scenes.title import new_table

    moment = MOMENTS.get(ruleset, Moment(players=2, seed=1, moves=10))
    settings = Settings(window_size=size, animation_speed="off", sound=False, language=language)
    app = App(settings, autoplay=True)
    names = launch.AI_NAMES
    seats = [Seat(names[i % len(names)], "ai", "normal") for i in range(moment.players)]
    table = make_way(app, new_table(app, ruleset, {}, seats, moment.seed))
    app.stack.push(table)
    app.stack.apply_pending()
    try:
        _play_to(app, table, moment.moves)
        _hold(app, table)
        screen = app.screen.copy()
    finally:
        _close(app)
    path.parent.mkdir(parents=True, exist_ok=True)
    if width:
        screen = _small(screen, width)
    pygame.image.save(screen, str(path))
    return path


def _play_to(app, table, moves: int, limit: int = 20000) -> None:
    """Frames until `moves` moves are made (or the game is over) and the table is at rest."""
    session = table.session
    for _ in range(limit):
        done = len(session.actions) >= moves or session.result() is not None
        if done and not table.timeline.busy and session.thinking is None:
            return
        app._frame(FRAME)
        if session.thinking is not None:  # the worker thinks while the loop would sleep
            futures.wait([session.thinking.future], timeout=THINKING_WAIT)
    raise RuntimeError(f"the table of {session.ruleset.id} did not come to rest")


def _hold(app, table, seconds: float = 5.0) -> None:
    """The computer seats hold their next move while the notes of the last moves fade, as a
    table looks while someone thinks a move over."""
    session = table.session
    session.finished_thought = lambda min_seconds: None  # a thought is never done
    for _ in range(round(seconds / FRAME)):
        app._frame(FRAME)


def _close(app) -> None:
    stack = app.stack
    stack.apply_pending()
    for scene in reversed(stack.scenes):
        scene.exit()
    stack.scenes.clear()


def _small(screen, width: int):
    """`screen` scaled to `width` px wide, in 256 colours chosen for it (a PNG of a quarter
    of the bytes, and the table as it looks). Each pixel takes the nearest of the colours,
    found once for each colour (its channels to 64 levels) the picture has."""
    import pygame

    height = round(screen.get_height() * width / screen.get_width())
    small = pygame.transform.smoothscale(screen, (width, height))
    data = pygame.image.tobytes(small, "RGB")
    palette = _median_cut([tuple(data[i : i + 3]) for i in range(0, len(data), 3 * 7)], 8)

    def nearest(key: tuple[int, int, int]) -> int:
        r, g, b = ((channel << 2) + 2 for channel in key)
        return min(
            range(len(palette)),
            key=lambda i: (
                (palette[i][0] - r) ** 2 + (palette[i][1] - g) ** 2 + (palette[i][2] - b) ** 2
            ),
        )

    found: dict[tuple[int, int, int], int] = {}
    indices = bytearray(len(data) // 3)
    for pixel in range(len(indices)):
        key = (data[3 * pixel] >> 2, data[3 * pixel + 1] >> 2, data[3 * pixel + 2] >> 2)
        index = found.get(key)
        if index is None:
            index = found[key] = nearest(key)
        indices[pixel] = index
    few = pygame.image.frombytes(bytes(indices), small.get_size(), "P")
    few.set_palette(palette)
    return few


def _median_cut(colors: list[tuple[int, ...]], depth: int) -> list[tuple[int, ...]]:
    """2**depth colours standing for `colors`: the box of colours is halved across its
    widest channel, again and again, and each box gives its mean."""
    if depth == 0 or len(colors) < 2:
        count = max(1, len(colors))
        return [tuple(sum(color[c] for color in colors) // count for c in range(3))]
    spans = [
        max(color[c] for color in colors) - min(color[c] for color in colors) for c in range(3)
    ]
    channel = spans.index(max(spans))
    colors.sort(key=lambda color: color[channel])
    half = len(colors) // 2
    return _median_cut(colors[:half], depth - 1) + _median_cut(colors[half:], depth - 1)


def _size(text: str) -> tuple[int, int]:
    width, height = text.lower().split("x")
    return int(width), int(height)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="every size and language")
    parser.add_argument("--out", type=Path, help="the folder of the pictures")
    parser.add_argument("--ruleset", action="append", help="one game (again for more)")
    parser.add_argument("--size", action="append", type=_size, help="WIDTHxHEIGHT")
    parser.add_argument("--language", action="append", choices=LANGUAGES)
    args = parser.parse_args(argv)
    readme = not (args.all or args.out or args.size or args.language)
    sizes = SIZES if args.all else args.size or [(1280, 800)]
    languages = LANGUAGES if args.all else args.language or ["en"]
    out = args.out or README_FOLDER

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    home = tempfile.TemporaryDirectory(prefix="monster-table-pictures-")
    os.environ["MONSTER_TABLE_HOME"] = home.name  # no settings or saves of the player's
    sys.path.insert(0, str(ROOT))
    import game.games  # noqa: F401  (registers the games)
    import game.ui.scenes.table_turns as turns
    from game.ui.tables import playable_rulesets

    turns.AI_PAUSE = turns.MIN_AI_PAUSE = 0.0  # the computer seats need not wait to be watched
    rulesets = args.ruleset or [ruleset.id for ruleset in playable_rulesets()]
    for ruleset in rulesets:
        for size in sizes:
            for language in languages:
                if readme:
                    path = take(ruleset, size, language, out / f"{ruleset}.png", README_WIDTH)
                else:
                    name = f"{ruleset}-{size[0]}x{size[1]}-{language}.png"
                    path = take(ruleset, size, language, out / name)
                print(path)
    home.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())

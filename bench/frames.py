"""Frame times of the real app: a whole autoplayed game, R times, against the 16.7 ms budget.

    python bench/frames.py [--runs R] [--seed S] [--ruleset ID] [--seats ai,ai,ai,ai]
                           [--option KEY=VALUE] [--seconds S] [--against CHECKOUT]

Each run is the command

    python -m game play --ruleset uno --seats ai,ai,ai,ai --autoplay --exit-when-over
        --frame-stats FILE --seed 12

in a fresh settings folder (default settings: normal animation speed), so every run plays the
same game with the same animations. The app measures the work of each frame (events, updates,
drawing, the flip; not the wait for the next frame) and writes frames, p50, p95, p99 and max in
milliseconds at exit. The budget is a 60 Hz frame: the median p99 over the runs must be at most
16.7 ms.

The default seed deals a game of about 45 moves, a minute of play, so three runs take about
three minutes; `--seed 2` is the longer game (about two minutes) the end-to-end test plays.

Where it draws: the X display in DISPLAY when one is set; otherwise an Xvfb server of its own
when Xvfb is installed (1280x800, the default window size); otherwise SDL's dummy video driver,
which draws every frame but shows nothing (and skips the cost of presenting it). The first line
of the output says which. Under Xvfb the flip includes the X server copying the frame, so the
numbers depend on how busy the machine's processors are.

`--option` passes a ruleset's option to `play` (`--option target=100` for a shorter game of
`uno-monster-high`). `--seconds S` ends each run after S seconds, as a player closing the
window would (the app is sent SIGTERM, which SDL turns into a quit; it writes its frame times
as usual): a long game is measured over its first S seconds, the same stretch in every run.

With `--against CHECKOUT` (another checkout of the project, say a `git worktree` of the commit
before), each of the R rounds runs this checkout and the other one after the other, the order
swapped every round, with the same interpreter, seed and display, each from its own folder.
The table gives both runs of every round and the ratio of this checkout's p50 and p99 to the
other's in that round; the summary is the median of each over the rounds. The machine's load
moves both runs of a round alike, so the ratios are the numbers to compare.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BUDGET_MS = 16.7
SCREEN = "1280x800x24"


def _x_answers(display: str) -> bool:
    """True once the X server on `display` accepts clients."""
    env = {**os.environ, "DISPLAY": display}
    if shutil.which("xdotool"):
        probe = ["xdotool", "getdisplaygeometry"]
    elif shutil.which("xdpyinfo"):
        probe = ["xdpyinfo"]
    else:
        return Path(f"/tmp/.X11-unix/X{display.lstrip(':')}").exists()
    try:
        done = subprocess.run(probe, env=env, capture_output=True, timeout=5)
    except subprocess.TimeoutExpired:
        return False
    return done.returncode == 0


def start_xvfb() -> tuple[subprocess.Popen, str] | None:
    """An Xvfb server on the first free display from :90 up, or None."""
    for number in range(90, 140):
        if Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
            continue
        display = f":{number}"
        server = subprocess.Popen(
            ["Xvfb", display, "-screen", "0", SCREEN, "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 10
        while server.poll() is None and time.monotonic() < deadline:
            if _x_answers(display):
                return server, display
            time.sleep(0.1)
        stop(server)
    return None


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


def one_run(
    args: argparse.Namespace,
    env: dict[str, str],
    folder: Path,
    index: int | str,
    root: Path = ROOT,
) -> dict:
    stats = folder / f"frames-{index}.json"
    home = folder / f"home-{index}"
    command = [
        sys.executable,
        "-m",
        "game",
        "play",
        "--ruleset",
        args.ruleset,
        "--seats",
        args.seats,
        "--autoplay",
        "--exit-when-over",
        "--frame-stats",
        str(stats),
        "--seed",
        str(args.seed),
    ]
    for option in args.option:
        command += ["--option", option]
    run_env = {**env, "MONSTER_TABLE_HOME": str(home), "PYTHONPATH": str(root)}
    started = time.perf_counter()
    app = subprocess.Popen(
        command, cwd=root, env=run_env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    try:
        if args.seconds is not None:
            try:
                app.wait(timeout=args.seconds)
            except subprocess.TimeoutExpired:
                app.send_signal(signal.SIGTERM)  # the window closed: the app quits
        output, _ = app.communicate(timeout=args.timeout)
    except subprocess.TimeoutExpired:
        stop(app)
        raise SystemExit(f"run {index}: no end within {args.timeout} s") from None
    if app.returncode != 0 or not stats.is_file():
        text = output.decode(errors="replace")[-2000:]
        raise SystemExit(f"run {index}: the app exited with status {app.returncode}\n{text}")
    result = json.loads(stats.read_text(encoding="utf-8"))
    result["seconds"] = time.perf_counter() - started
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="games to play (default 3)")
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--ruleset", default="uno")
    parser.add_argument("--seats", default="ai,ai,ai,ai")
    parser.add_argument("--timeout", type=float, default=300, help="seconds allowed per run")
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE", help="a ruleset option"
    )
    parser.add_argument("--seconds", type=float, help="end each run after this many seconds")
    parser.add_argument(
        "--against",
        type=Path,
        metavar="CHECKOUT",
        help="another checkout, run round by round beside this one (see above)",
    )
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs takes a whole number of at least 1")
    if args.against is not None and not (args.against / "game" / "__main__.py").is_file():
        parser.error(f"--against: no checkout of the game in {args.against}")

    env = {key: value for key, value in os.environ.items() if not key.startswith("SDL_")}
    env.update(
        {"SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1", "PYTHONPATH": str(ROOT)}
    )
    env.pop("MONSTER_TABLE_AUTOMATION", None)
    server = None
    if os.environ.get("DISPLAY"):
        print(f"drawing on the X display {os.environ['DISPLAY']}")
    elif shutil.which("Xvfb") and (started := start_xvfb()):
        server, env["DISPLAY"] = started
        print(f"drawing on a private Xvfb server, display {env['DISPLAY']} ({SCREEN})")
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
        print("no X display and no Xvfb: SDL's dummy video driver (frames are drawn, not shown)")
    print(
        f"{args.runs} {'round' if args.against else 'run'}(s): play --ruleset {args.ruleset} "
        f"--seats {args.seats} --autoplay --exit-when-over --seed {args.seed}"
        + "".join(f" --option {option}" for option in args.option)
        + (f", ended after {args.seconds:g} s" if args.seconds is not None else "")
        + "\n"
    )
    try:
        if args.against is not None:
            return side_by_side(args, env)
        return alone(args, env)
    finally:
        if server is not None:
            stop(server)


def alone(args: argparse.Namespace, env: dict[str, str]) -> int:
    """R runs of this checkout, and the median p99 against the budget."""
    header = (
        f"{'run':>3} {'frames':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8} {'s':>6}"
    )
    print(header)
    print("-" * len(header))
    results = []
    with tempfile.TemporaryDirectory(prefix="frames-") as folder:
        for index in range(1, args.runs + 1):
            row = one_run(args, env, Path(folder), index)
            results.append(row)
            print(
                f"{index:3} {row['frames']:7} {row['p50_ms']:8.2f} {row['p95_ms']:8.2f} "
                f"{row['p99_ms']:8.2f} {row['max_ms']:8.2f} {row['seconds']:6.0f}",
                flush=True,
            )

    p99 = statistics.median(row["p99_ms"] for row in results)
    verdict = "meets" if p99 <= BUDGET_MS else "misses"
    print(f"\nmedian p99: {p99:.2f} ms; budget {BUDGET_MS} ms (one frame at 60 Hz): {verdict}")
    return 0


def side_by_side(args: argparse.Namespace, env: dict[str, str]) -> int:
    """R rounds of this checkout and the other one, alternating, and the ratios."""
    other = args.against.resolve()
    print(f"this: {ROOT}\nbefore: {other}\n")
    header = (
        f"{'round':>5} {'run':>6} {'frames':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} "
        f"{'max ms':>8} {'s':>5} {'p50 x':>6} {'p99 x':>6}"
    )
    print(header)
    print("-" * len(header))
    rows: dict[str, list[dict]] = {"this": [], "before": []}
    ratios: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory(prefix="frames-") as folder:
        for index in range(1, args.runs + 1):
            order = ["before", "this"] if index % 2 else ["this", "before"]
            done = {}
            for name in order:
                root = ROOT if name == "this" else other
                done[name] = one_run(args, env, Path(folder), f"{index}-{name}", root)
                rows[name].append(done[name])
            p50 = done["this"]["p50_ms"] / done["before"]["p50_ms"]
            p99 = done["this"]["p99_ms"] / done["before"]["p99_ms"]
            ratios.append((p50, p99))
            for name in order:
                row = done[name]
                tail = f" {p50:6.2f} {p99:6.2f}" if name == "this" else ""
                print(
                    f"{index:5} {name:>6} {row['frames']:7} {row['p50_ms']:8.2f} "
                    f"{row['p95_ms']:8.2f} {row['p99_ms']:8.2f} {row['max_ms']:8.2f} "
                    f"{row['seconds']:5.0f}{tail}",
                    flush=True,
                )

    def median(name: str, key: str) -> float:
        return statistics.median(row[key] for row in rows[name])

    print(f"\n{'medians':>12} {'p50 ms':>8} {'p99 ms':>8}")
    for name in ("before", "this"):
        print(f"{name:>12} {median(name, 'p50_ms'):8.2f} {median(name, 'p99_ms'):8.2f}")
    p50 = statistics.median(ratio[0] for ratio in ratios)
    p99 = statistics.median(ratio[1] for ratio in ratios)
    print(f"{'this/before':>12} {p50:8.2f} {p99:8.2f}   (median of the rounds' ratios)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Frame times of the real app: a whole autoplayed game, R times, against the 16.7 ms budget.

    python bench/frames.py [--runs R] [--seed S] [--ruleset ID] [--seats ai,ai,ai,ai]

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
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
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


def one_run(args: argparse.Namespace, env: dict[str, str], folder: Path, index: int) -> dict:
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
    run_env = {**env, "MONSTER_TABLE_HOME": str(home)}
    started = time.perf_counter()
    app = subprocess.Popen(
        command, cwd=ROOT, env=run_env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    try:
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
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs takes a whole number of at least 1")

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
        f"{args.runs} run(s): play --ruleset {args.ruleset} --seats {args.seats} --autoplay "
        f"--exit-when-over --seed {args.seed}\n"
    )

    header = (
        f"{'run':>3} {'frames':>7} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8} {'max ms':>8} {'s':>6}"
    )
    print(header)
    print("-" * len(header))
    results = []
    try:
        with tempfile.TemporaryDirectory(prefix="frames-") as folder:
            for index in range(1, args.runs + 1):
                row = one_run(args, env, Path(folder), index)
                results.append(row)
                print(
                    f"{index:3} {row['frames']:7} {row['p50_ms']:8.2f} {row['p95_ms']:8.2f} "
                    f"{row['p99_ms']:8.2f} {row['max_ms']:8.2f} {row['seconds']:6.0f}",
                    flush=True,
                )
    finally:
        if server is not None:
            stop(server)

    p99 = statistics.median(row["p99_ms"] for row in results)
    verdict = "meets" if p99 <= BUDGET_MS else "misses"
    print(f"\nmedian p99: {p99:.2f} ms; budget {BUDGET_MS} ms (one frame at 60 Hz): {verdict}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

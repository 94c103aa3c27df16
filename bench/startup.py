"""Startup time: from starting the app to its first drawn title screen, against a 0.3 s budget.

    python bench/startup.py [--runs N] [--rebuild] [--app PATH]

Two programs are timed, in alternation: the packaged app (dist/monster-table/monster-table, built
with `make dist` first when it is not there, or again with --rebuild) and `python -m game` from
source, for comparison. Each run starts the program with no command (the title screen), a fresh
MONSTER_TABLE_HOME and MONSTER_TABLE_AUTOMATION pointing at a file the app writes at the end of
its first frame; the file is polled every 2 ms, and the time is taken when it names the
TitleScene. The program is then killed.

Each program runs under SDL's dummy video driver (the window is drawn, never shown), and again on
an X display: the one in DISPLAY when set, else a private Xvfb server when Xvfb is installed (as
bench/frames.py starts it). The output says which. The budget is for the packaged app: its median
must be at most 0.3 s. The first run of each row also pays for reading files from disk.
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

from frames import SCREEN, start_xvfb, stop

ROOT = Path(__file__).resolve().parent.parent
BUDGET_S = 0.3
POLL_S = 0.002
NAME = "monster-table"
DEFAULT_APP = ROOT / "dist" / NAME / (NAME + (".exe" if sys.platform == "win32" else ""))


def build(app: Path) -> None:
    print(f"building {app.parent} with PyInstaller (build.spec) ...", flush=True)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN", "build.spec"],
        cwd=ROOT,
        env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
    )
    if done.returncode != 0 or not app.is_file():
        raise SystemExit("the build failed")
    print(f"built in {time.perf_counter() - started:.0f} s\n")


def time_to_title(command: list[str], env: dict[str, str], folder: Path, timeout: float) -> float:
    """Seconds from starting `command` to the automation file naming the TitleScene."""
    home = Path(tempfile.mkdtemp(prefix="home-", dir=folder))
    automation = home / "automation.json"
    run_env = {**env, "MONSTER_TABLE_HOME": str(home), "MONSTER_TABLE_AUTOMATION": str(automation)}
    started = time.perf_counter()
    app = subprocess.Popen(
        command, cwd=ROOT, env=run_env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        while True:
            elapsed = time.perf_counter() - started
            if automation.is_file():
                try:
                    scene = json.loads(automation.read_text(encoding="utf-8")).get("scene")
                except (OSError, ValueError):
                    scene = None  # written atomically, so only a race on Windows lands here
                if scene == "TitleScene":
                    return elapsed
            if app.poll() is not None:
                error = app.stderr.read().decode(errors="replace")[-2000:] if app.stderr else ""
                raise SystemExit(f"{command[0]} exited with status {app.returncode}\n{error}")
            if elapsed > timeout:
                raise SystemExit(f"{command[0]}: no title screen within {timeout} s")
            time.sleep(POLL_S)
    finally:
        if app.poll() is None:
            app.kill()
        app.wait(timeout=10)
        if app.stderr:
            app.stderr.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each row (default 7)")
    parser.add_argument("--app", type=Path, default=DEFAULT_APP, help="the packaged executable")
    parser.add_argument("--rebuild", action="store_true", help="build the app even if it is there")
    parser.add_argument("--timeout", type=float, default=30, help="seconds allowed per run")
    parser.add_argument("--no-x", action="store_true", help="the dummy video driver only")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs takes a whole number of at least 1")
    if args.rebuild or not args.app.is_file():
        if args.app != DEFAULT_APP:
            parser.error(f"{args.app} is not there; build it or leave out --app")
        build(args.app)

    base = {key: value for key, value in os.environ.items() if not key.startswith("SDL_")}
    base.update({"SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    base.pop("MONSTER_TABLE_AUTOMATION", None)
    base.pop("DISPLAY", None)
    drivers: list[tuple[str, dict[str, str]]] = [("dummy", {**base, "SDL_VIDEODRIVER": "dummy"})]
    server = None
    print("video drivers:")
    print("  dummy: SDL's dummy video driver (frames are drawn, not shown)")
    if not args.no_x and os.environ.get("DISPLAY"):
        drivers.append(("x11", {**base, "DISPLAY": os.environ["DISPLAY"]}))
        print(f"  x11:   the X display {os.environ['DISPLAY']}")
    elif not args.no_x and shutil.which("Xvfb") and (started := start_xvfb()):
        server, display = started
        drivers.append(("xvfb", {**base, "DISPLAY": display}))
        print(f"  xvfb:  a private Xvfb server, display {display} ({SCREEN})")
    else:
        print("  (no X display and no Xvfb: the dummy driver only)")

    source_env = {"PYTHONPATH": str(ROOT)}
    programs = [
        ("packaged", [str(args.app)], {}),
        ("source", [sys.executable, "-m", "game"], source_env),
    ]
    rows = [(program, driver) for driver, _ in drivers for program, _, _ in programs]
    print(f"\npackaged: {args.app}\nsource:   {sys.executable} -m game\n")
    header = f"{'run':>3} " + " ".join(f"{f'{p} {d}':>15}" for p, d in rows)
    print(header + "\n" + "-" * len(header))
    times: dict[tuple[str, str], list[float]] = {row: [] for row in rows}
    try:
        with tempfile.TemporaryDirectory(prefix="startup-") as folder:
            for index in range(1, args.runs + 1):
                cells = []
                for driver, env in drivers:
                    for program, command, extra in programs:
                        seconds = time_to_title(
                            command, {**env, **extra}, Path(folder), args.timeout
                        )
                        times[program, driver].append(seconds)
                        cells.append(f"{seconds:15.3f}")
                print(f"{index:3} " + " ".join(cells), flush=True)
    finally:
        if server is not None:
            stop(server)

    print(f"\nmedian seconds to the first title frame (budget for the packaged app: {BUDGET_S} s)")
    for (program, driver), values in times.items():
        median = statistics.median(values)
        verdict = "meets the budget" if median <= BUDGET_S else "misses the budget"
        note = verdict if program == "packaged" else "for comparison"
        print(f"  {program:9} {driver:6} {median:6.3f} s  (min {min(values):.3f})  {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

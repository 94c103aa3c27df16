"""The packaged app: built once with PyInstaller (build.spec) into a temporary folder, then run
headless as a player or a script would run it.

The build (under ten seconds on a two-core machine, more on a slow disk) is made once and shared
by every test in this file. Without PyInstaller the file is skipped.
"""

from __future__ import annotations

import importlib.util
import json
import os
import pkgutil
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import game
from game import __version__
from game.games import BUILT_IN_GAMES

if importlib.util.find_spec("PyInstaller") is None:
    pytest.skip(
        "PyInstaller is not installed (pip install -e '.[dev]'): the packaged app is not built",
        allow_module_level=True,
    )

ROOT = Path(__file__).resolve().parents[1]
NAME = "monster-table"
MAX_MB = 80
BUILD_TIMEOUT = 900
RUN_TIMEOUT = 120
TEST_ONLY = ("pytest", "_pytest", "hypothesis", "PyInstaller", "setuptools", "pip", "ruff")


@dataclass
class Build:
    folder: Path  # dist/monster-table
    executable: Path
    log: str  # PyInstaller's output
    warnings_file: Path  # the modules PyInstaller could not find


def _checkout_outputs() -> dict[str, float | None]:
    """What a build could write into the checkout: its default folders and the icon files."""
    paths = [ROOT / "build", ROOT / "dist", *sorted((ROOT / "assets" / "icon").iterdir())]
    return {str(path): path.stat().st_mtime if path.exists() else None for path in paths}


def _env_importing_this_checkout() -> dict[str, str]:
    """build.spec lists the game's modules by importing `game`: this checkout's, whatever copy
    of the game the environment has installed."""
    paths = [str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}


@pytest.fixture(scope="module")
def build(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Build]:
    """`python -m PyInstaller build.spec` with its dist and work folders in a temporary place."""
    place = tmp_path_factory.mktemp("pyinstaller")
    dist, work = place / "dist", place / "work"
    before = _checkout_outputs()
    started = time.monotonic()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(ROOT / "build.spec"),
        ],
        cwd=place,
        env=_env_importing_this_checkout(),
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        check=False,
    )
    print(f"\nPyInstaller build: {time.monotonic() - started:.0f} s")
    assert done.returncode == 0, done.stderr[-4000:]
    assert _checkout_outputs() == before, "the build wrote into the checkout"
    folder = dist / NAME
    executable = folder / (NAME + (".exe" if sys.platform == "win32" else ""))
    assert executable.is_file(), f"no executable in {folder}"
    warnings = next(work.rglob("warn-*.txt"))
    yield Build(folder, executable, done.stdout + done.stderr, warnings)


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = {key: value for key, value in os.environ.items() if not key.startswith("SDL_")}
    env.pop("MONSTER_TABLE_AUTOMATION", None)
    env.pop("PYTHONPATH", None)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        MONSTER_TABLE_HOME=str(home),
    )
    env.update(extra)
    return env


def _settings_without_animation(home: Path) -> None:
    """The settings file (game.persist.settings) with animations off, so a game runs quickly."""
    config = home / "config"
    config.mkdir(parents=True, exist_ok=True)
    (config / "settings.json").write_text(json.dumps({"animation_speed": "off"}), "utf-8")


def run_app(build: Build, home: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(build.executable), *args],
        cwd=home.parent,  # not the checkout: data must come from inside the bundle
        env=_env(home),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
        check=False,
    )


def _size_bytes(folder: Path) -> int:
    """What the folder takes on disk, as `du` counts it (the plain sizes where there are no
    blocks to count)."""
    total = 0
    for path in folder.rglob("*"):
        if path.is_symlink() or not path.is_file():
            continue
        info = path.stat()
        total += info.st_blocks * 512 if hasattr(info, "st_blocks") else info.st_size
    return total


def _bundle_snapshot(folder: Path) -> dict[str, int]:
    return {str(path.relative_to(folder)): path.stat().st_size for path in folder.rglob("*")}


def test_version(build: Build, tmp_path: Path) -> None:
    done = run_app(build, tmp_path / "home", "--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"monster-table {__version__}"


def test_simulate_prints_the_same_report_as_from_source(build: Build, tmp_path: Path) -> None:
    args = ["simulate", "--ruleset", "uno", "--players", "2", "--games", "5", "--seed", "1"]
    done = run_app(build, tmp_path / "home", *args, "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["games"] == 5 and report["ruleset"] == "uno"
    assert sum(report["wins"]) + report["draws"] == 5

    source = subprocess.run(
        [sys.executable, "-m", "game", *args, "--json"],
        cwd=ROOT,
        env=_env(tmp_path / "home-source", PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
        check=True,
    )
    expected = json.loads(source.stdout)
    for timing in ("seconds", "games_per_second"):
        report.pop(timing)
        expected.pop(timing)
    assert report == expected


def test_autoplayed_game_runs_to_the_end(build: Build, tmp_path: Path) -> None:
    home = tmp_path / "home"
    _settings_without_animation(home)
    started = time.monotonic()
    done = run_app(
        build,
        home,
        *("play", "--ruleset", "uno", "--seats", "ai:hard,ai"),
        *("--autoplay", "--exit-when-over", "--seed", "4"),
    )
    assert done.returncode == 0, done.stderr
    # The computer players thought in their worker process, started from the executable.
    assert "think in a thread" not in done.stderr, done.stderr
    print(f"autoplayed game: {time.monotonic() - started:.1f} s")


def test_headless_commands_use_the_bundled_data(build: Build, tmp_path: Path) -> None:
    home = tmp_path / "home"
    rules = run_app(build, home, "rules")
    assert rules.returncode == 0, rules.stderr
    registered = set(BUILT_IN_GAMES)  # what the app registers
    assert {line.split()[0] for line in rules.stdout.splitlines()} == registered

    cards = run_app(build, home, "validate-cards")
    assert cards.returncode == 0, cards.stdout + cards.stderr
    assert "card files are valid" in cards.stdout
    bundled = sorted(path.name for path in build.folder.rglob("cards/*.yaml"))
    assert bundled == sorted(path.name for path in (ROOT / "cards").glob("*.yaml"))

    scenarios = run_app(build, home, "scenario", "--quiet", str(ROOT / "tests" / "scenarios"))
    assert scenarios.returncode == 0, scenarios.stdout[-3000:]
    assert re.search(r"[1-9]\d* passed, 0 failed", scenarios.stdout)


def test_opens_at_the_title_and_keeps_saves_in_the_user_folder(
    build: Build, tmp_path: Path
) -> None:
    """No command: the title screen. A game at a table is autosaved under MONSTER_TABLE_HOME,
    and nothing is ever written inside the bundle."""
    home = tmp_path / "home"
    _settings_without_animation(home)
    bundle_before = _bundle_snapshot(build.folder)
    automation = tmp_path / "automation.json"

    def wait_for(command: list[str], ready, what: str) -> None:
        app = subprocess.Popen(
            command,
            cwd=tmp_path,
            env=_env(home, MONSTER_TABLE_AUTOMATION=str(automation)),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        try:
            deadline = time.monotonic() + 60
            while not ready():
                assert app.poll() is None, app.stderr.read().decode(errors="replace")
                assert time.monotonic() < deadline, f"no {what} within 60 s"
                time.sleep(0.02)
        finally:
            if app.poll() is None:
                app.kill()
            app.wait(timeout=20)
            app.stderr.close()

    def scene() -> str | None:
        try:
            return json.loads(automation.read_text(encoding="utf-8")).get("scene")
        except (OSError, ValueError):
            return None

    wait_for([str(build.executable)], lambda: scene() == "TitleScene", "title screen")

    autosave = home / "data" / "saves" / "autosave.json"
    table = ["play", "--ruleset", "uno", "--seats", "human,ai", "--seed", "4"]
    wait_for([str(build.executable), *table], autosave.is_file, "autosave")
    saved = json.loads(autosave.read_text(encoding="utf-8"))  # written whole, then renamed
    assert saved["ruleset"] == "uno"
    assert _bundle_snapshot(build.folder) == bundle_before


def test_folder_size(build: Build) -> None:
    size = _size_bytes(build.folder)
    print(f"dist/{NAME}: {size / 2**20:.1f} MB")
    assert size <= MAX_MB * 2**20, f"{size / 2**20:.1f} MB, over the {MAX_MB} MB limit"


def test_bundles_the_whole_game_and_no_test_tools(build: Build) -> None:
    from PyInstaller.archive.readers import CArchiveReader

    modules = set(CArchiveReader(str(build.executable)).open_embedded_archive("PYZ.pyz").toc)
    ours = {
        info.name
        for info in pkgutil.walk_packages(game.__path__, prefix="game.")
        if not info.name.endswith("__main__")
    }
    assert ours - modules == set(), "game modules left out of the bundle"
    unwanted = sorted(
        name for name in modules if name.split(".")[0] in TEST_ONLY or name == "unittest"
    )
    assert unwanted == [], unwanted
    files = {path.relative_to(build.folder).parts[1] for path in build.folder.rglob("*/*")}
    assert not files & set(TEST_ONLY), sorted(files & set(TEST_ONLY))
    assert not any(path.suffix == ".py" for path in build.folder.rglob("*.py"))


def test_nothing_the_game_imports_is_missing(build: Build) -> None:
    """PyInstaller's list of modules it could not find names none that the game imports."""
    ours = [
        line
        for line in build.warnings_file.read_text(encoding="utf-8").splitlines()
        if line.startswith(("missing module", "excluded module")) and " game." in line
    ]
    assert ours == [], "\n".join(ours)
    problems = [line for line in build.log.splitlines() if " ERROR: " in line]
    assert problems == [], "\n".join(problems)

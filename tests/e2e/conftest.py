"""End-to-end fixtures: the real window on a virtual X server, driven like a player would.

An Xvfb server is started once for the folder (once per worker when pytest-xdist runs the tests
in parallel) on a free display from :90 up; each worker starts its search at its own place in
that range, and a display counts as ours only when its lock file names our server. Each test
starts the app as a subprocess on it, with `MONSTER_TABLE_AUTOMATION` pointing at a JSON file
the app rewrites (atomically) whenever the interactive items of its top scene change; the tests
read where things are from that file, then move the real pointer with xdotool.

Screenshots go to the folder named by `MONSTER_TABLE_SCREENSHOTS`, else to the test's own
temporary folder; each path is printed (run pytest with `-s` to see them). A failing test leaves
a screenshot named after it beside the others.

Without Xvfb or xdotool every test here is skipped, with the reason.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from e2e_window import GameWindow, safe_name, stop_process

SCREEN = (1280, 800)
FIRST_DISPLAY = 90
LAST_DISPLAY = 140
WORKER_STRIDE = 10  # display numbers between two workers' starting places


# -- the X server -------------------------------------------------------------------------------
def _display_taken(number: int) -> bool:
    return Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists()


def _worker_index() -> int:
    """The pytest-xdist worker's number ("gw1" -> 1); 0 when the tests run in one process."""
    digits = os.environ.get("PYTEST_XDIST_WORKER", "").removeprefix("gw")
    return int(digits) if digits.isdigit() else 0


def _display_numbers() -> list[int]:
    """Every display number of the range, from this worker's own starting place on, so that
    two workers starting at the same moment do not try the same numbers first."""
    span = LAST_DISPLAY - FIRST_DISPLAY
    start = _worker_index() * WORKER_STRIDE % span
    return [FIRST_DISPLAY + (start + step) % span for step in range(span)]


def _server_owns(number: int, server: subprocess.Popen) -> bool:
    """The display's lock file names our server: another server that won the number at the
    same moment (and answers on it) is not ours."""
    try:
        return int(Path(f"/tmp/.X{number}-lock").read_text().strip()) == server.pid
    except (OSError, ValueError):
        return False


def _display_answers(display: str) -> bool:
    env = {**os.environ, "DISPLAY": display}
    try:
        done = subprocess.run(
            ["xdotool", "getdisplaygeometry"], env=env, capture_output=True, timeout=5
        )
    except subprocess.TimeoutExpired:
        return False
    return done.returncode == 0


@pytest.fixture(scope="session")
def xdisplay(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A private X display (":N") for the whole folder, stopped at the end."""
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed: the end-to-end tests need Xvfb and xdotool")
    logs = tmp_path_factory.mktemp("xvfb")
    for number in _display_numbers():
        if _display_taken(number):
            continue
        display = f":{number}"
        log = (logs / f"xvfb-{number}.log").open("wb")
        server = subprocess.Popen(
            ["Xvfb", display, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + 10
        while server.poll() is None and time.monotonic() < deadline:
            if _display_answers(display):
                break
            time.sleep(0.1)
        if server.poll() is None and _display_answers(display) and _server_owns(number, server):
            try:
                yield display
            finally:
                stop_process(server)
                log.close()
            return
        stop_process(server)  # lost a race for this number, or it never answered: try the next
        log.close()
    pytest.skip(f"no free X display between :{FIRST_DISPLAY} and :{LAST_DISPLAY - 1}")


# -- screenshots --------------------------------------------------------------------------------
@pytest.fixture
def shots_dir(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    base = os.environ.get("MONSTER_TABLE_SCREENSHOTS", "").strip()
    folder = Path(base) / safe_name(request.node.name) if base else tmp_path / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# -- the app ------------------------------------------------------------------------------------
_FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo):
    outcome = yield
    report = outcome.get_result()
    if report.when == "call":
        item.stash[_FAILED] = report.failed


@pytest.fixture
def launch(
    xdisplay: str, tmp_path: Path, shots_dir: Path, request: pytest.FixtureRequest
) -> Iterator[Callable[..., GameWindow]]:
    """Start the app with these command-line words; every app started is stopped after."""
    home = tmp_path / "home"
    started: list[GameWindow] = []

    def start(*args: str) -> GameWindow:
        work = tmp_path / f"run{len(started) + 1}"
        work.mkdir()
        window = GameWindow(
            xdisplay, home, work, shots_dir, list(args), safe_name(request.node.name)
        )
        started.append(window)
        return window

    try:
        yield start
    finally:
        failed = request.node.stash.get(_FAILED, True)
        for window in started:
            if failed and window.process.poll() is None:
                try:
                    window.screenshot("FAILED")
                except (subprocess.SubprocessError, OSError) as exc:
                    print(f"no failure screenshot: {exc}")
            window.stop()

"""The computer players' worker process never outlives the app, however the app ends."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

APP = """
import sys
from game.ai.host import AgentHost

host = AgentHost()
pid = host._submit(__import__("os").getpid).result(timeout=60)
print(pid, flush=True)
sys.stdin.read()  # until killed
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie is gone for good: only its entry waits to be read
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            return stat.read().split(") ", 1)[1][0] != "Z"
    except OSError:
        return False


def _children(pid: int) -> set[int]:
    """The processes `pid` started (the worker, and the helper that tracks its resources)."""
    found = set()
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text(encoding="ascii")
            except OSError:
                continue
            if int(stat.split(") ", 1)[1].split()[1]) == pid:
                found.add(int(entry.name))
    return found


def test_the_worker_ends_when_the_app_is_killed():
    app = subprocess.Popen(
        [sys.executable, "-c", APP],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        worker = int(app.stdout.readline())
        started = _children(app.pid)
        assert worker in started and _alive(worker)
        app.send_signal(signal.SIGKILL)  # no exit handler runs
        app.wait(timeout=10)
        deadline = time.monotonic() + 10
        while any(map(_alive, started)) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not [pid for pid in started if _alive(pid)], "a process outlived the app"
    finally:
        if app.poll() is None:
            app.kill()

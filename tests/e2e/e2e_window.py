"""Driving the real app in its window: read the automation file, act with xdotool.

The app rewrites (atomically) the JSON file named by `MONSTER_TABLE_AUTOMATION` whenever the
interactive items of its top scene change: {"scene", "size", "items": [{"id", "kind", "card",
"rect": [x, y, w, h], "enabled", ...}]}. `GameWindow` starts the app as a subprocess on an X
display, waits for what a test expects to see there, and moves the real pointer and keys.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[2]
POLL = 0.03  # seconds between reads of the automation file

Snapshot = dict[str, Any]


def stop_process(process: subprocess.Popen, grace: float = 5.0) -> None:
    """Ask a process to end, and kill it when it does not within `grace` seconds."""
    if process.poll() is not None:
        return
    process.terminate()
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait(timeout=grace)


def safe_name(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", name).strip("-") or "shot"


# -- the app ------------------------------------------------------------------------------------
class GameWindow:
    """One running app: read what is on screen, and act on it with the real pointer and keys."""

    def __init__(
        self, display: str, home: Path, work: Path, shots: Path, args: list[str], name: str
    ):
        self.display, self.home, self.shots, self.name = display, home, shots, name
        self.automation = work / "automation.json"
        self.log_path = work / "app.log"
        self.env = {key: value for key, value in os.environ.items() if not key.startswith("SDL_")}
        self.env.update(
            {
                "DISPLAY": display,
                "SDL_VIDEODRIVER": "x11",
                "SDL_AUDIODRIVER": "dummy",
                "PYGAME_HIDE_SUPPORT_PROMPT": "1",
                "MONSTER_TABLE_HOME": str(home),
                "MONSTER_TABLE_AUTOMATION": str(self.automation),
                "PYTHONPATH": str(REPO_ROOT),
            }
        )
        self._log = self.log_path.open("wb")
        self.process = subprocess.Popen(
            [sys.executable, "-m", "game", *args],
            cwd=REPO_ROOT,
            env=self.env,
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )
        self.offset: tuple[int, int] | None = None
        self.shots_taken: list[Path] = []

    # -- reading the screen -----------------------------------------------------------------
    def snapshot(self) -> Snapshot | None:
        """The latest automation payload, or None before the first frame."""
        try:
            return json.loads(self.automation.read_text(encoding="utf-8"))
        except (FileNotFoundError, json.JSONDecodeError):
            return None

    def log_tail(self, lines: int = 30) -> str:
        self._log.flush()
        text = self.log_path.read_text(encoding="utf-8", errors="replace")
        return "\n".join(text.splitlines()[-lines:])

    def wait_for(
        self, predicate: Callable[[Snapshot], Any], what: str, timeout: float = 20.0
    ) -> Snapshot:
        """Re-read the automation file until `predicate` holds; the snapshot that passed."""
        deadline = time.monotonic() + timeout
        last: Snapshot | None = None
        while True:
            snap = self.snapshot()
            if snap is not None:
                last = snap
                if predicate(snap):
                    return snap
            if self.process.poll() is not None:
                raise AssertionError(
                    f"the app exited (status {self.process.returncode}) while waiting for "
                    f"{what}\n--- app output ---\n{self.log_tail()}"
                )
            if time.monotonic() > deadline:
                shown = json.dumps(last, sort_keys=True)[:3000] if last else "nothing yet"
                raise AssertionError(
                    f"timed out after {timeout:.0f}s waiting for {what}; last automation: "
                    f"{shown}\n--- app output ---\n{self.log_tail()}"
                )
            time.sleep(POLL)

    def wait_scene(self, scene: str, timeout: float = 20.0) -> Snapshot:
        return self.wait_for(lambda s: s["scene"] == scene, f"scene {scene}", timeout)

    def hold(self, seconds: float, predicate: Callable[[Snapshot], Any], what: str) -> Snapshot:
        """Check that `predicate` keeps holding for `seconds`; the last snapshot."""
        deadline = time.monotonic() + seconds
        snap = self.snapshot()
        while time.monotonic() < deadline:
            snap = self.snapshot()
            if snap is not None and not predicate(snap):
                raise AssertionError(f"{what} stopped holding: {json.dumps(snap)[:3000]}")
            time.sleep(POLL)
        assert snap is not None
        return snap

    # -- acting -----------------------------------------------------------------------------
    def xdotool(self, *args: str) -> None:
        subprocess.run(
            ["xdotool", *args], env=self.env, check=True, capture_output=True, timeout=10
        )

    def _window_offset(self) -> tuple[int, int]:
        """Where the window's top-left corner is on the screen (0, 0 without a window manager)."""
        if self.offset is not None:
            return self.offset
        self.offset = (0, 0)
        found = subprocess.run(
            ["xdotool", "search", "--pid", str(self.process.pid)],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=10,
        )
        for window in found.stdout.split():
            geometry = subprocess.run(
                ["xdotool", "getwindowgeometry", "--shell", window],
                env=self.env,
                capture_output=True,
                text=True,
                timeout=10,
            )
            values = dict(
                line.split("=", 1) for line in geometry.stdout.splitlines() if "=" in line
            )
            if int(values.get("WIDTH", 0)) >= 100:
                self.offset = (int(values["X"]), int(values["Y"]))
                break
        return self.offset

    def _screen(self, point: tuple[float, float]) -> tuple[str, str]:
        dx, dy = self._window_offset()
        return str(int(round(point[0])) + dx), str(int(round(point[1])) + dy)

    def move(self, point: tuple[float, float]) -> None:
        self.xdotool("mousemove", *self._screen(point))

    def click_at(self, point: tuple[float, float]) -> None:
        self.xdotool("mousemove", *self._screen(point))
        time.sleep(0.05)  # let a frame see the pointer arrive before the button goes down
        self.xdotool("click", "1")

    def click(self, item: dict[str, Any]) -> None:
        self.click_at(centre(item))

    def drag(self, start: tuple[float, float], end: tuple[float, float], steps: int = 12) -> None:
        """Press at `start`, move there in steps with short pauses, release at `end`."""
        self.xdotool("mousemove", *self._screen(start))
        time.sleep(0.08)
        self.xdotool("mousedown", "1")
        time.sleep(0.08)
        for step in range(1, steps + 1):
            share = step / steps
            point = (start[0] + (end[0] - start[0]) * share, start[1] + (end[1] - start[1]) * share)
            self.xdotool("mousemove", *self._screen(point))
            time.sleep(0.03)
        time.sleep(0.1)
        self.xdotool("mouseup", "1")

    def key(self, name: str) -> None:
        self.xdotool("key", name)

    def type_text(self, text: str) -> None:
        self.xdotool("type", "--delay", "60", text)

    def screenshot(self, label: str) -> Path | None:
        """The whole screen as a PNG (ImageMagick's `import`); None when it is not installed."""
        if shutil.which("import") is None:
            print("screenshot skipped: ImageMagick's `import` is not installed")
            return None
        path = self.shots / f"{self.name}-{len(self.shots_taken) + 1:02d}-{safe_name(label)}.png"
        subprocess.run(
            ["import", "-window", "root", str(path)],
            env=self.env,
            check=True,
            capture_output=True,
            timeout=30,
        )
        self.shots_taken.append(path)
        print(f"screenshot: {path}")
        return path

    def wait_exit(self, timeout: float) -> int:
        return self.process.wait(timeout=timeout)

    def stop(self) -> None:
        try:
            stop_process(self.process)
        finally:
            self._log.close()


# -- reading automation payloads --------------------------------------------------------------
def quiet_settings(home: Path) -> None:
    """Animations off and no sound for the app whose home is `home`: the computers still
    pause before each move, people must follow them."""
    folder = home / "config"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(
        json.dumps({"animation_speed": "off", "sound": False}), encoding="utf-8"
    )


def enabled_buttons(snap: Snapshot) -> dict[str, dict[str, Any]]:
    """The buttons of the snapshot that may be pressed, by id."""
    return {b["id"]: b for b in items(snap, "button") if b.get("enabled", True)}


def items(snap: Snapshot, kind: str) -> list[dict[str, Any]]:
    return [item for item in snap["items"] if item["kind"] == kind]


def item(snap: Snapshot, item_id: str) -> dict[str, Any] | None:
    return next((entry for entry in snap["items"] if entry["id"] == item_id), None)


def state(snap: Snapshot) -> dict[str, Any]:
    """The table's "state" item, a replay's too (an empty dict on any other scene)."""
    return (item(snap, "state") or {}) if snap["scene"] in ("TableScene", "ReplayScene") else {}


def hand(snap: Snapshot) -> list[str]:
    return [entry["card"] for entry in items(snap, "hand-card")]


def centre(entry: dict[str, Any]) -> tuple[float, float]:
    x, y, width, height = entry["rect"]
    return x + width / 2, y + height / 2


def _inside(point: tuple[float, float], rect: list[int]) -> bool:
    x, y, width, height = rect
    return x <= point[0] < x + width and y <= point[1] < y + height


def grab_point(snap: Snapshot, entry: dict[str, Any]) -> tuple[float, float]:
    """A point of a hand card that no card fanned over it covers (the app picks the top one)."""
    cards = items(snap, "hand-card")
    later = [other["rect"] for other in cards[cards.index(entry) + 1 :]]
    x, y, width, height = entry["rect"]
    candidates = [centre(entry)]
    for share_x in (0.5, 0.35, 0.2, 0.1):
        for share_y in (0.5, 0.3, 0.7):
            candidates.append((x + width * share_x, y + height * share_y))
    for point in candidates:
        if not any(_inside(point, rect) for rect in later):
            return point
    raise AssertionError(f"no uncovered point on {entry}")


def game_over(snap: Snapshot) -> bool:
    """The results are on the screen."""
    return snap["scene"] == "ResultsScene"


def signature(snap: Snapshot) -> str:
    """What a move changes: the scene, the phase, who decides, the cards and the buttons."""
    table = state(snap)
    seen = [snap["scene"], table.get("phase"), table.get("decider"), table.get("busy")]
    seen += [
        (i["id"], i.get("card"), i.get("enabled")) for i in snap["items"] if i["kind"] != "status"
    ]
    seen += [(c["id"], c.get("value")) for c in items(snap, "counter")]
    return json.dumps(seen)


def statistics(home: Path, timeout: float = 5.0) -> list[dict]:
    """The records of the statistics file in the app's home, once the app has written it."""
    path = home / "data" / "stats.json"
    deadline = time.monotonic() + timeout
    while not path.is_file() and time.monotonic() < deadline:
        time.sleep(0.1)
    return json.loads(path.read_text(encoding="utf-8"))["records"]

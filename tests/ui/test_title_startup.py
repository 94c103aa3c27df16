"""The title screen is drawn before the games are read: what it does not need is not imported
until its first frame is out, and then it is, without the player noticing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# What only a game, its computer players or its table need: none of it before the title shows.
NOT_BEFORE_THE_TITLE = (
    "game.games",
    "game.rules",
    "game.ai",
    "game.ui.scenes.table",
    "game.ui.scenes.loading",
    "game.ui.table",
    "game.ui.cardart",
)

# Started as `python -m game` starts the app, up to its first frame; then the frame's spare time.
PROGRAM = """
import json, sys
import game.__main__, game.cli
from game.ui.launch import title_app

def loaded():
    return sorted({name for name in sys.modules for part in PARTS
                   if name == part or name.startswith(part + ".")})

PARTS = %r
app, title = title_app()
app.stack.push(title)
app.stack.apply_pending()
app._frame(0.0)
first = {"loaded": loaded(), "ids": [w.id for w in title.widgets],
         "hands": len(title.decor_rects)}
title.idle(0.0)
app._frame(0.0)
then = {"loaded": loaded(), "ids": [w.id for w in title.widgets],
        "hands": len(title.decor_rects), "shown": title.decor_shown}
for _ in range(4):
    app._frame(0.1)
then["shown_later"] = title.decor_shown
print(json.dumps({"first": first, "then": then}))
"""

# The same start, and the player presses New game before the frame's spare time came.
QUICK_PLAYER = """
import json, sys
from game.ui.launch import title_app

app, title = title_app()
app.stack.push(title)
app.stack.apply_pending()
app._frame(0.0)
before = "game.games" in sys.modules
(new,) = [w for w in title.widgets if w.id == "btn-new"]
new.on_click()
app.stack.apply_pending()
print(json.dumps({"before": before, "top": type(app.stack.top).__name__}))
"""


def _run(program: str, tmp_path: Path) -> dict:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "MONSTER_TABLE_HOME": str(tmp_path / "home"),
    }
    env.pop("MONSTER_TABLE_AUTOMATION", None)
    done = subprocess.run(
        [sys.executable, "-c", program],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_first_title_frame_needs_no_game_nor_table(tmp_path):
    seen = _run(PROGRAM % (NOT_BEFORE_THE_TITLE,), tmp_path)
    first, then = seen["first"], seen["then"]
    assert first["loaded"] == []
    assert first["hands"] == 0  # the hands of cards come with the games
    assert "btn-decks" in first["ids"]  # the menu is whole from the first frame
    assert "game.games" in then["loaded"] and "game.rules" in then["loaded"]
    assert then["hands"] == 10  # two hands of five, one frame later
    assert then["shown"] == 0.0 and then["shown_later"] == 1.0  # fading in, not popping up
    assert then["ids"] == first["ids"]  # nothing in the menu moved


def test_a_button_pressed_before_the_games_are_read_reads_them_first(tmp_path):
    seen = _run(QUICK_PLAYER, tmp_path)
    assert seen == {"before": False, "top": "NewGameScene"}

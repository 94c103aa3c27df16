"""docs/pictures.py takes a picture of a game's table from the real app: a PNG of the window's
size, showing cards on the game's own felt, not the bare felt."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame

from game.ui import theme

ROOT = Path(__file__).resolve().parents[1]


def test_a_picture_of_one_table_at_one_size(tmp_path):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "docs/pictures.py", "--ruleset", "uno-mostro", "--size", "800x560"]
        + ["--language", "it", "--out", str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    path = tmp_path / "uno-mostro-800x560-it.png"
    assert path.is_file()
    picture = pygame.image.load(str(path))
    assert picture.get_size() == (800, 560)
    felt = theme.felt_background((800, 560), "uno-mostro")
    step = 8
    points = [(x, y) for x in range(0, 800, step) for y in range(0, 560, step)]
    drawn = sum(picture.get_at(p)[:3] != felt.get_at(p)[:3] for p in points)
    assert drawn > len(points) * 0.2  # cards, plates and the log cover the felt here and there
    on_felt = len(points) - drawn
    assert on_felt > len(points) * 0.2  # and it is the game's own felt around them

"""`python -m game play --autoplay`: a whole game in the real window loop, as a user starts it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.persist.saves import AUTOSAVE_SLOT, slot_path

ROOT = Path(__file__).resolve().parents[2]
STATS_KEYS = {"frames", "p50_ms", "p95_ms", "p99_ms", "max_ms"}
TIME_LIMIT = 90  # seconds; far above a normal run, only there to stop a game that never ends


def _play(*args: str) -> subprocess.CompletedProcess:
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
    )
    return subprocess.run(
        [sys.executable, "-m", "game", "play", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=TIME_LIMIT,
        check=False,
    )


def _animation_speed(home: Path, speed: str) -> None:
    """The app reads its settings from MONSTER_TABLE_HOME, which the test's folder replaces.

    At the normal speed computer seats wait most of a second before each move, so a whole
    game would take minutes; "off" plays every move as soon as it is chosen.
    """
    folder = home / "config"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "settings.json").write_text(json.dumps({"animation_speed": speed}))


def _check_stats(path: Path) -> dict:
    stats = json.loads(path.read_text(encoding="utf-8"))
    assert set(stats) == STATS_KEYS
    assert isinstance(stats["frames"], int) and stats["frames"] > 0
    assert 0 <= stats["p50_ms"] <= stats["p95_ms"] <= stats["p99_ms"] <= stats["max_ms"]
    return stats


@pytest.mark.parametrize(
    "ruleset, options",
    [("uno", []), ("uno-monster-high", ["--option", "target=50"])],
    ids=["uno", "uno-monster-high"],
)
def test_an_autoplayed_game_runs_to_its_end(user_home, tmp_path, ruleset, options):
    _animation_speed(user_home, "off")
    stats = tmp_path / "frames.json"

    done = _play(
        "--ruleset",
        ruleset,
        "--seats",
        "ai,ai",
        "--seed",
        "4",
        *options,
        "--autoplay",
        "--exit-when-over",
        "--frame-stats",
        str(stats),
    )

    assert done.returncode == 0, done.stderr
    _check_stats(stats)
    assert not slot_path(AUTOSAVE_SLOT).exists()  # an autoplayed game is not kept


def test_an_animated_autoplayed_game_runs_to_its_end(user_home, tmp_path):
    _animation_speed(user_home, "fast")
    stats = tmp_path / "frames.json"

    done = _play(
        "--ruleset",
        "uno",
        "--seats",
        "human,ai",  # autoplay puts a computer player in the human's seat
        "--seed",
        "4",
        "--option",
        "mode=short",
        "--option",
        "short_turns=2",
        "--autoplay",
        "--exit-when-over",
        "--frame-stats",
        str(stats),
    )

    assert done.returncode == 0, done.stderr
    # Cards fly over several frames each: without animation this game takes under ten frames.
    assert _check_stats(stats)["frames"] > 20


@pytest.mark.parametrize(
    "args, message",
    [
        (["--seats", "human,robot"], "unknown seat kind 'robot'; use human, ai, ai:easy"),
        (["--seats", "ai"], "UNO is for 2 to 10 players, not 1"),
        (["--seats", "ai,ai", "--option", "target=50"], "uno has no option 'target'"),
    ],
    ids=["unknown-seat-kind", "too-few-seats", "unknown-option"],
)
def test_a_wrong_flag_exits_with_a_clear_message(tmp_path, args, message):
    stats = tmp_path / "frames.json"

    done = _play("--ruleset", "uno", *args, "--exit-when-over", "--frame-stats", str(stats))

    assert done.returncode == 2
    assert f"monster-table: {message}" in done.stderr
    assert "Traceback" not in done.stderr
    assert not stats.exists()  # no window was opened


def test_an_autoplayed_table_shows_the_first_seats_hand_and_takes_no_orders():
    """Watching the computer play: over the first seat's shoulder, with nothing to press."""
    import pygame
    from ui_driver import Driver, close, make_settings, seats

    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.session import GameSession

    app = App(make_settings("off"), autoplay=True)
    driver = Driver(app)
    try:
        session = GameSession.new("uno-monster-high", {"target": 1}, seats("ai", "ai", "ai"), 7)
        table = driver.open(TableScene(app, session))
        driver.frame()
        assert table.viewer == 0
        assert table.display.hands[0] == sorted(
            session.state["hands"][0], key=list(table.cards.faces).index
        )
        assert all(card is None for card in table.display.hands[1] + table.display.hands[2])
        seen_turns = set()
        for _ in range(400):
            if session.result() is not None:
                break
            assert table.controls.my_decision() is None and not table.controls.buttons
            card = table.view.hand_rects[0].center if table.view.hand_rects else (0, 0)
            down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=card)
            assert not table.handle_event(down)  # the first seat's cards are not ours to move
            table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_d, mod=0))
            seen_turns.add(session.state["turn"])
            driver.frame()
        assert session.result() is not None, "the watched game did not end"
        assert seen_turns == {0, 1, 2}
    finally:
        close(app)

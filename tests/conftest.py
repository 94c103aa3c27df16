"""Shared fixtures. Every test runs headless and with the user's folders in a temporary place."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402
from sixth_game import GAME as MATCH_OUT  # noqa: E402

import game.games  # noqa: E402, F401  (registers the built-in games, as the program does)
from game.engine.contract import Ruleset  # noqa: E402
from game.engine.registry import all_rulesets, register_game  # noqa: E402

# Fixed examples: the same run every time, and no example database written beside the tests.
settings.register_profile("deterministic", derandomize=True, database=None, deadline=None)
settings.load_profile("deterministic")

register_game(MATCH_OUT)  # a game of the tests' own: a folder and this line
RULESETS = all_rulesets()


@pytest.fixture(autouse=True)
def user_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Saves, settings and statistics go to a fresh folder, never to the real user folders;
    the app speaks English there, whatever the machine's language."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("MONSTER_TABLE_HOME", str(home))
    monkeypatch.setenv("LANGUAGE", "en")
    return home


@pytest.fixture(params=RULESETS, ids=[ruleset.id for ruleset in RULESETS])
def ruleset(request: pytest.FixtureRequest) -> Ruleset:
    """Each registered ruleset in turn."""
    return request.param

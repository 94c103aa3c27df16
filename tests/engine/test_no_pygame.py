"""The engine, the rules and the computer players run without pygame."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

# Imports every module of the headless packages, then builds every ruleset's tables, a game
# and every agent, so that modules imported lazily are loaded too.
LOAD_EVERYTHING = textwrap.dedent(
    """
    import importlib
    import pkgutil
    import sys

    import game.ai
    import game.engine.registry
    import game.games
    import game.rules

    for package in ("game.engine", "game.rules", "game.ai"):
        module = importlib.import_module(package)
        for info in pkgutil.walk_packages(module.__path__, package + "."):
            importlib.import_module(info.name)

    from game.ai.agent import agent_names, make_agent
    from game.ai.match import simulate

    for ruleset in game.engine.registry.all_rulesets():
        state, _ = ruleset.new_game({}, ruleset.min_players, 1)
        ruleset.observe(state, 0)
        for name in agent_names(ruleset.id):
            make_agent(name, ruleset.id, 1)
        simulate(ruleset, ruleset.min_players, 1, 1, agent_names(ruleset.id)[:1])
    """
)


def loaded_modules(script: str) -> set[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", script + "\nprint('\\n'.join(sys.modules))"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return set(done.stdout.split())


def test_engine_rules_and_ai_never_import_pygame():
    modules = loaded_modules(LOAD_EVERYTHING)
    assert "game.rules.uno_family.ruleset" in modules
    assert "game.ai.uno_heuristic" in modules
    assert "pygame" not in modules


def test_the_check_would_see_pygame():
    # pygame is installed, so a stray import would show up in sys.modules.
    assert "pygame" in loaded_modules("import pygame\nimport sys")

"""The engine is the bottom layer: no module of game/engine imports a ruleset, a computer
player, the saves or the app. Games are declared to it (`register_game`), never imported by
it. Every module of game/engine is read as source."""

from __future__ import annotations

from pathlib import Path

from layers import imports_of

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "game" / "engine"
ABOVE = ("game.rules", "game.ai", "game.persist", "game.ui", "game.games", "game.cli")


def test_the_engine_imports_no_layer_above_it():
    modules = sorted(ENGINE.rglob("*.py"))
    assert len(modules) > 10  # the scan sees the whole package
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: {name}"
        for path in modules
        for line, name in imports_of(path.read_text(encoding="utf-8"), ABOVE)
    ]
    assert offenders == []


def test_the_scan_would_see_an_import_from_above():
    source = (
        "import game.rules\n"
        "from game.ai.agent import make_agent\n"
        "from game import persist\n"
        "def later():\n"
        "    from game.ui.tables import has_table\n"
        "    importlib.import_module('game.games')\n"
        "from game.engine import registry\n"
        "import game.problems\n"
        "from game.rulesets import nothing\n"
    )
    assert [line for line, _ in imports_of(source, ABOVE)] == [1, 2, 3, 5, 6]

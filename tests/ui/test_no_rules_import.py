"""No module of the app imports a ruleset package: the table draws and names cards from the
faces a ruleset gives (`Ruleset.card_faces`), so a new game needs no change of the app's
imports. Every module of game/ui is read as source."""

from __future__ import annotations

from pathlib import Path

from layers import imports_of

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"
RULES = "game.rules"


def imports_of_rules(source: str) -> list[tuple[int, str]]:
    """(line, module) of every import of a ruleset package in `source`."""
    return imports_of(source, (RULES,))


def test_no_module_of_the_app_imports_a_ruleset_package():
    modules = sorted(UI.rglob("*.py"))
    assert len(modules) > 20  # the scan sees the whole package
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: {name}"
        for path in modules
        for line, name in imports_of_rules(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_scan_would_see_an_import_of_a_ruleset():
    source = (
        "import game.rules\n"
        "from game.rules.uno_family.deck import load_deck\n"
        "from game import rules\n"
        "def later():\n"
        "    from game.rules.shield_war import cards\n"
        "    importlib.import_module('game.rules.uno')\n"
        "    __import__('game.rules')\n"
        "from game.rulesets import nothing\n"
        "from game.engine import registry\n"
    )
    assert [line for line, _ in imports_of_rules(source)] == [1, 2, 3, 5, 6, 7]

"""No class of the program is cut into mixins: a ruleset is one class over the contract's
`Ruleset`, holding its parts (a card table, module functions taking the ruleset), and no
class of game/ is named as a mixin. Every module of game/ is read as source."""

from __future__ import annotations

import ast
from pathlib import Path

import game.games  # noqa: F401  (registers every game of the program)
from game.engine.contract import Ruleset
from game.engine.registry import all_rulesets

GAME = Path(__file__).resolve().parents[2] / "game"


def mixins_in(source: str) -> list[str]:
    return [
        node.name
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.ClassDef) and node.name.endswith("Mixin")
    ]


def test_no_class_in_the_program_is_a_mixin():
    modules = sorted(GAME.rglob("*.py"))
    assert len(modules) > 50  # the scan sees the whole package
    found = [
        f"{path.relative_to(GAME.parent)}: {name}"
        for path in modules
        for name in mixins_in(path.read_text(encoding="utf-8"))
    ]
    assert found == []


def test_the_scan_would_see_a_mixin():
    source = "class ScenarioMixin:\n    pass\n\ndef f():\n    class ViewMixin: ...\n"
    assert mixins_in(source) == ["ScenarioMixin", "ViewMixin"]


def test_every_ruleset_class_has_the_contract_as_its_only_base():
    rulesets = list(all_rulesets())
    assert len(rulesets) >= 5
    for ruleset in rulesets:
        # Above the contract, only the ruleset's own class (and the classes it derives from
        # alone, each with a single base).
        for cls in type(ruleset).__mro__:
            if cls is Ruleset:
                break
            assert len(cls.__bases__) == 1, f"{ruleset.id}: {cls.__name__} has several bases"
        assert Ruleset in type(ruleset).__mro__

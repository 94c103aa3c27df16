"""One effect vocabulary for every game: the operations are declared once, in
game/engine/effects.py, and a game only says (as data, a `GameEffects`) which of them it takes
and which names their fields may hold. No other module of game/ declares an effect Struct:
none is tagged by `op`, none derives from an operation of the vocabulary. Every module of game/
is read as source, and the rules packages are imported and their Structs looked at."""

from __future__ import annotations

import ast
import importlib
import pkgutil
from pathlib import Path

import msgspec
import pytest

import game.rules
from game.engine import effects
from game.engine.effects import Choice, GameEffects

GAME = Path(__file__).resolve().parents[2] / "game"
VOCABULARY = GAME / "engine" / "effects.py"
EFFECT_CLASSES = {"_Op", *(cls.__name__ for cls in effects.OF_OP.values())}


def own_effects_in(source: str) -> list[str]:
    """The classes of `source` that declare an effect: tagged by `op`, or built on one."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.ClassDef):
            continue
        tagged = any(
            keyword.arg == "tag_field"
            and isinstance(keyword.value, ast.Constant)
            and keyword.value.value == "op"
            for keyword in node.keywords
        )
        bases = {ast.unparse(base).rsplit(".", 1)[-1] for base in node.bases}
        if tagged or bases & EFFECT_CLASSES:
            found.append(node.name)
    return found


def test_no_module_but_the_vocabulary_declares_an_effect():
    modules = sorted(GAME.rglob("*.py"))
    assert len(modules) > 50  # the scan sees the whole package
    found = [
        f"{path.relative_to(GAME.parent)}: {name}"
        for path in modules
        if path != VOCABULARY
        for name in own_effects_in(path.read_text(encoding="utf-8"))
    ]
    assert found == []
    assert "Damage" in own_effects_in(VOCABULARY.read_text(encoding="utf-8"))


def test_the_scan_would_see_an_effect_declared_elsewhere():
    source = (
        "import msgspec\nfrom game.engine import effects\n"
        "class _Op(msgspec.Struct, frozen=True, tag_field='op'): ...\n"
        "class Mill(_Op, tag='mill'):\n    amount: int\n"
        "class Heavy(effects.Damage, tag='heavy'): ...\n"
        "class Save(msgspec.Struct, tag_field='kind'): ...\n"
    )
    assert own_effects_in(source) == ["_Op", "Mill", "Heavy"]


def test_every_struct_tagged_by_op_is_the_vocabularys():
    for module in pkgutil.walk_packages(game.rules.__path__, "game.rules."):
        importlib.import_module(module.name)
    tagged = []
    stack = list(msgspec.Struct.__subclasses__())
    while stack:
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        config = cls.__struct_config__
        if config.tag_field == "op" and cls.__module__ != effects.__name__:
            tagged.append(f"{cls.__module__}.{cls.__qualname__}")
    assert tagged == []


def test_each_game_declares_what_it_takes_as_data():
    from game.rules.kmon.card_effects import KMON_EFFECTS
    from game.rules.shield_war.cards import SHIELD_WAR_EFFECTS

    for taken in (KMON_EFFECTS, SHIELD_WAR_EFFECTS):
        assert isinstance(taken, GameEffects)
        assert set(taken.ops) <= set(effects.OPS)
    assert set(KMON_EFFECTS.ops) | set(SHIELD_WAR_EFFECTS.ops) == set(effects.OPS)


def test_a_declaration_names_every_name_field_of_its_operations():
    target = Choice("target", ("self", "opponent"))
    GameEffects(ops={"damage": {"target": target}, "evade": {}})
    with pytest.raises(ValueError, match="names"):
        GameEffects(ops={"gain": {"target": target}})  # and its counter?
    with pytest.raises(ValueError, match="no operation"):
        GameEffects(ops={"zap": {}})
    with pytest.raises(ValueError, match="default"):
        GameEffects(ops={"draw": {"target": Choice("target", ("self",), default="bench")}})


def test_a_game_narrows_the_schema_and_fills_what_a_card_leaves_out():
    taken = GameEffects(
        ops={
            "damage": {"target": Choice("target", ("opponent", "bench"), default="opponent")},
            "buff": {"stat": Choice("stat", ("attack",)), "target": Choice("target", ("self",))},
        },
        bounds={"amount": (1, 9), "buff.amount": (-3, 3)},
        most=2,
    )
    assert taken.refusal([effects.Damage(3)]) is None
    assert taken.complete(effects.Damage(3)) == effects.Damage(3, "opponent")
    assert taken.refusal([effects.Damage(10)]) == ((0, "amount"), "Expected int <= 9")
    assert taken.refusal([effects.Damage(1, "self")]) == (
        (0, "target"),
        "unknown target 'self' (known: opponent, bench)",
    )
    assert taken.refusal([effects.Buff("attack", 4, 1, "self")]) == (
        (0, "amount"),
        "Expected int <= 3",
    )
    assert taken.refusal([effects.Buff("attack", 0, 1, "self")]) == (
        (0, "amount"),
        "a buff of 0 changes nothing",
    )
    assert taken.refusal([effects.Buff("attack", 1, 1)]) == (
        (0,),
        "Object missing required field target",
    )
    assert taken.refusal([effects.Evade()]) == ((0, "op"), "unknown effect (known: damage, buff)")
    assert taken.refusal([effects.Damage(1)] * 3) == ((), "Expected array of length <= 2")

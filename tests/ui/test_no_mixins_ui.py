"""No class of the program gains methods by being a second base: a part is held, not
inherited. Every module of game/ is imported and its classes' bases read; the classes of the
app that others derive from are read as source."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
import textwrap
from collections.abc import Iterator

import game
from game.ui.scene import Scene
from game.ui.scenes.common import KeyboardFocus


def program_classes() -> Iterator[type]:
    for module_info in pkgutil.walk_packages(game.__path__, "game."):
        module = importlib.import_module(module_info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__:
                yield cls


def own_bases(cls: type) -> list[str]:
    """The bases of `cls` that are classes of the program (not Python's, pygame's or
    typing's)."""
    return [
        base.__name__
        for base in cls.__bases__
        if base.__module__ == "game" or base.__module__.startswith("game.")
    ]


def several_own_bases(classes: list[type]) -> list[str]:
    return [
        f"{cls.__module__}.{cls.__name__}: {', '.join(own_bases(cls))}"
        for cls in classes
        if len(own_bases(cls)) > 1
    ]


def test_no_class_of_the_program_has_two_of_its_bases():
    classes = list(program_classes())
    assert len(classes) > 100  # the scan sees the whole package
    assert several_own_bases(classes) == []


def test_the_scan_would_see_a_second_base():
    class Looks: ...

    class Screen(Looks, Scene): ...

    Looks.__module__ = "game.ui.looks"
    assert several_own_bases([Screen]) == [f"{Screen.__module__}.Screen: Looks, Scene"]


def test_the_keyboard_focus_is_held_by_the_scenes_not_inherited():
    classes = list(program_classes())
    scenes = [cls for cls in classes if issubclass(cls, Scene)]
    assert len(scenes) > 10
    assert [cls.__name__ for cls in classes if issubclass(cls, KeyboardFocus)] == ["KeyboardFocus"]


def _is_left_to_subclasses(function: ast.FunctionDef) -> bool:
    body = [
        line
        for line in function.body
        if not (isinstance(line, ast.Expr) and isinstance(line.value, ast.Constant))
    ]
    return (
        len(body) == 1
        and isinstance(body[0], ast.Raise)
        and "NotImplementedError" in ast.unparse(body[0])
    )


def _attributes(cls: type) -> tuple[set[str], set[str]]:
    """What the methods of `cls` read from `self`, and what the class itself gives: its
    assignments to `self`, its class attributes and its methods (not those left to
    subclasses by raising NotImplementedError)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    reads, given = set(), set(getattr(cls, "__annotations__", {}))
    for node in ast.walk(tree):
        on_self = isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
        if on_self and node.value.id == "self":
            (given if isinstance(node.ctx, ast.Store) else reads).add(node.attr)
    left = {
        node.name
        for node in tree.body[0].body
        if isinstance(node, ast.FunctionDef) and _is_left_to_subclasses(node)
    }
    given |= set(vars(cls)) - left
    return reads, given


def reads_what_it_lacks(cls: type) -> list[str]:
    """What a class standing on no base of its own reads that it does not define."""
    reads, given = _attributes(cls)
    return sorted(reads - given - set(dir(object)))


def test_the_roots_of_the_apps_hierarchies_define_what_they_read():
    # A class of the app that others derive from, and that derives from nothing of the
    # program's, holds all it reads: a base taken on only for methods that read what the
    # deriving class defines would be a mixin. (Deeper in a hierarchy a scene may leave a
    # step to the scenes of its kind, as the lists of saves and decks do.)
    classes = list(program_classes())
    derived_from = {base for cls in classes for base in cls.__bases__}
    roots = [
        cls
        for cls in classes
        if cls in derived_from
        and cls.__module__.startswith("game.ui")
        and not own_bases(cls)
        and not issubclass(cls, BaseException)
    ]
    assert Scene in roots
    lacking = {cls.__name__: reads_what_it_lacks(cls) for cls in roots}
    assert {name: found for name, found in lacking.items() if found} == {}


class _FocusAsItWas:
    """The shape the keyboard's focus once had: methods for a scene to inherit."""

    focus_id: str | None = None

    def focus_order(self) -> list:
        raise NotImplementedError

    def focused(self):
        return next((w for w in self.focus_order() if w.id == self.focus_id), None)


def test_the_scan_would_see_a_base_reading_what_its_scenes_define():
    assert reads_what_it_lacks(_FocusAsItWas) == ["focus_order"]
    assert reads_what_it_lacks(KeyboardFocus) == []

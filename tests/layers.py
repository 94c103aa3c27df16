"""What a module imports, read from its source: for the tests that keep each layer of the
program from importing the layers above it (docs: DESIGN.md, "Layers")."""

from __future__ import annotations

import ast
from collections.abc import Iterable


def _within(name: str | None, packages: Iterable[str]) -> bool:
    return bool(name) and any(name == p or name.startswith(p + ".") for p in packages)


def imports_of(source: str, packages: Iterable[str]) -> list[tuple[int, str]]:
    """(line, module) of every import of a module of `packages` in `source`: `import`,
    `from ... import`, and `importlib.import_module` or `__import__` of a literal name."""
    packages = tuple(packages)
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if _within(a.name, packages)]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if _within(module, packages):
                found.append((node.lineno, module))
            elif module == "game":
                names = [f"game.{alias.name}" for alias in node.names]
                found += [(node.lineno, name) for name in names if _within(name, packages)]
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0]
            if (
                called in ("import_module", "__import__")
                and isinstance(first, ast.Constant)
                and isinstance(first.value, str)
                and _within(first.value, packages)
            ):
                found.append((node.lineno, first.value))
    return sorted(found)

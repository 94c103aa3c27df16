"""Errors meant for players: every sentence they name is in the catalogue, with its blanks."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import yaml

from game.i18n import set_language
from game.problems import FileProblem, Problem

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = yaml.safe_load((ROOT / "assets" / "i18n" / "en.yaml").read_text(encoding="utf-8"))
# The callables whose first argument is a catalogue key.
RAISERS = {"Problem", "FileProblem", "SaveError", "BadValue", "_damaged", "CardProblem"}
# Keywords of a FileProblem that say where, not what: they fill no blank of its own.
WHERE = {"path", "line", "column"}


def _problem_calls() -> list[tuple[str, str, set[str] | None]]:
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            if node.func.id not in RAISERS or not node.args:
                continue
            first = node.args[0]
            if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
                continue
            names = {k.arg for k in node.keywords}
            where = f"{path.relative_to(ROOT)}:{node.lineno}"
            if node.func.id == "FileProblem":
                names -= WHERE
            found.append((where, first.value, None if None in names else names))
    return found


def _blanks(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_the_scan_finds_the_problems():
    keys = {key for _, key, _ in _problem_calls()}
    assert {"save.damaged", "file.not_json", "settings.expect_flag", "folders.stand_in"} <= keys


def test_every_problem_is_in_the_catalogue_with_exactly_its_blanks():
    wrong = []
    for where, key, names in _problem_calls():
        if key not in CATALOGUE:
            wrong.append(f"{where}: {key} is not in the catalogue")
        elif names is not None and _blanks(CATALOGUE[key]) != names:
            wrong.append(f"{where}: {key} fills {sorted(names)}, wants {_blanks(CATALOGUE[key])}")
    assert wrong == []


def test_each_own_file_says_how_the_app_goes_on_without_it():
    for what in ("files.settings", "files.stats", "files.last_setup"):
        assert what in CATALOGUE and f"{what}_then" in CATALOGUE


def test_a_problem_speaks_the_language_it_is_read_in():
    problem = Problem("save.damaged", problem=FileProblem("file.not_json", line=3, column=7))
    try:
        assert (
            problem.message == "This save is damaged: it is not complete JSON (line 3, column 7)."
        )
        set_language("es")
        assert problem.message.startswith("Esta partida está dañada: no es JSON completo (línea 3")
        set_language("it")
        assert "riga 3, colonna 7" in str(problem)
    finally:
        set_language("en")


def test_a_file_problem_says_where_as_a_command_line_tool_does():
    problem = FileProblem("file.not_text", path=Path("cards") / "uno.yaml", line=12)
    assert problem.where == str(Path("cards") / "uno.yaml") + ":12"
    assert FileProblem("file.not_text").where == "?"

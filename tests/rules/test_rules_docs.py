"""docs/rules/<id>.md names, for each rule, the code that plays it and the test that checks it.

The names must stay true as the code changes: every file named exists, every function, class
or constant named after a file is defined in it, and every scenario or test file named is
there.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TABLES = sorted((ROOT / "docs" / "rules").glob("*.md"))
TICKED = re.compile(r"`([^`]+)`")


def _rows(path: Path) -> list[list[str]]:
    """The cells of each rule row (the header and its rule line left out)."""
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) >= 6 and cells[0].startswith("`"):
            rows.append(cells)
    return rows


def _defines(source: str, name: str) -> bool:
    pattern = rf"^\s*(?:def|class)\s+{re.escape(name)}\b|^\s*{re.escape(name)}\s*[:=]"
    return re.search(pattern, source, re.MULTILINE) is not None


@pytest.mark.parametrize("table", TABLES, ids=[path.stem for path in TABLES])
def test_the_code_each_rule_names_is_there(table):
    rows = _rows(table)
    assert len(rows) >= 30, f"{table.name}: expected its rules table"
    missing = []
    for row in rows:
        for part in row[4].split(";"):
            names = TICKED.findall(part)
            if not names or "/" not in names[0]:
                continue
            path = ROOT / names[0]
            if not path.is_file():
                missing.append(f"{row[0]}: no file {names[0]}")
                continue
            source = path.read_text(encoding="utf-8")
            for name in names[1:]:
                if not _defines(source, name.split(".")[-1]):
                    missing.append(f"{row[0]}: {names[0]} defines no {name}")
    assert missing == []


@pytest.mark.parametrize("table", TABLES, ids=[path.stem for path in TABLES])
def test_the_test_each_rule_names_is_there(table):
    missing = []
    for row in _rows(table):
        named = [name for name in TICKED.findall(row[5]) if "/" in name]
        if not named:
            missing.append(f"{row[0]}: no test named")
        missing += [f"{row[0]}: no {name}" for name in named if not (ROOT / name).exists()]
    assert missing == []

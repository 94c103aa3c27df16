"""The app draws from the view alone: only the sessions touch the game state.

Every module of game/ui but the sessions (a game played, and a game replayed) is read as
source: none may read a `state` attribute (`session.state`, `self.session.state`,
`getattr(session, "state")`) or call a ruleset's own observation (`observe`), so the table
cannot draw what the seat at the screen may not see.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"
SESSIONS = (UI / "session.py", UI / "replay.py")
FORBIDDEN = ("state", "observe")


def reads(source: str) -> list[tuple[int, str]]:
    """(line, name) of every forbidden attribute `source` reads, directly or by getattr."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN:
            found.append((node.lineno, node.attr))
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("getattr", "hasattr")
            and len(node.args) >= 2
            and isinstance(node.args[1], ast.Constant)
            and node.args[1].value in FORBIDDEN
        ):
            found.append((node.lineno, node.args[1].value))
    return sorted(found)


def test_no_module_of_the_app_but_the_session_reads_the_state():
    modules = sorted(path for path in UI.rglob("*.py") if path not in SESSIONS)
    assert len(modules) > 20  # the scan sees the whole package
    offenders = [
        f"{path.relative_to(ROOT)}:{line}: .{name}"
        for path in modules
        for line, name in reads(path.read_text(encoding="utf-8"))
    ]
    assert offenders == []


def test_the_scan_would_see_a_read_of_the_state():
    source = (
        "phase = self.session.state['phase']\n"
        "hand = session.observe(0)['hand']\n"
        "state = getattr(session, 'state')\n"
    )
    assert reads(source) == [(1, "state"), (2, "observe"), (3, "state")]
    assert reads("view = self.session.view(None)\nstated = self.stated\n") == []

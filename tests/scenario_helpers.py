"""What the scenario runner's tests share: a three-seat UNO table and a runner of scenarios."""

from __future__ import annotations

from game.engine.scenario import run_scenario

BASE = {"name": "t", "ruleset": "uno", "players": 3, "seed": 1}
TABLE = {
    "hands": {"p1": ["rs", "b3"], "p2": ["g5", "y5"], "p3": ["y1", "y2"]},
    "discard": ["r4"],
    "turn": "p1",
}


def run(**data) -> str:
    """Run a scenario of BASE with `data` over it; its name, or a ScenarioError."""
    return run_scenario({**BASE, **data})

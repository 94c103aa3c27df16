"""The headless commands of `python -m game`, run as a user would run them."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import __version__

ROOT = Path(__file__).resolve().parents[1]
REPORT_KEYS = {
    "ruleset",
    "players",
    "games",
    "seed",
    "agents",
    "wins",
    "draws",
    "turns_mean",
    "actions",
    "seconds",
    "games_per_second",
}


def run(*args: str | Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "game", *map(str, args)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


def simulate_json(*args: str) -> dict:
    done = run("simulate", *args, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_version():
    done = run("--version")
    assert done.returncode == 0
    assert done.stdout.strip() == f"monster-table {__version__}"


def test_rules_lists_every_ruleset():
    done = run("rules")
    assert done.returncode == 0, done.stderr
    ids = [line.split()[0] for line in done.stdout.splitlines() if line.strip()]
    assert {"uno", "uno-monster-high"} <= set(ids)


def test_rules_lists_each_rulesets_options_with_values_and_defaults():
    from game.engine.registry import all_rulesets, get

    done = run("rules")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    known = {ruleset.id for ruleset in all_rulesets()}
    assert all(line.split()[0] in known for line in lines)
    options: dict[tuple[str, str], list[str]] = {}
    for line in lines:
        words = line.split()
        if words[1] == "option":
            options[(words[0], words[2])] = words[3:]
    # As `--option KEY=VALUE` takes them: the values, then the default.
    assert options[("uno", "mode")][:3] == ["normal|short", "default", "normal"]
    assert options[("uno", "short_turns")][:3] == ["1-100", "default", "10"]
    assert options[("uno", "stack_draw_two")][:3] == ["on|off", "default", "off"]
    assert options[("uno-monster-high", "target")][:3] == ["1-10000", "default", "500"]
    help_words = options[("uno", "short_turns")][3:]
    assert " ".join(help_words) == "turns each seat plays in the short game"
    # Every option players may set, and none that the program sets itself (the generator).
    assert options[("shield-war", "turn_limit")][:3] == ["10-500", "default", "60"]
    for ruleset_id in known:
        listed = {key for rid, key in options if rid == ruleset_id}
        assert listed == {spec.key for spec in get(ruleset_id).player_option_specs()}
        assert "generator" not in listed


def test_simulate_prints_a_json_report():
    common = ("--ruleset", "uno", "--players", "4", "--games", "20", "--seed", "1")
    report = simulate_json(*common, "--agents", "random")
    assert set(report) >= REPORT_KEYS
    assert report["ruleset"] == "uno"
    assert (report["players"], report["games"], report["seed"]) == (4, 20, 1)
    assert report["agents"] == ["random"]
    assert len(report["wins"]) == 1
    assert report["wins"][0] + report["draws"] == 20
    assert report["actions"] > 0 and report["turns_mean"] > 0


def test_simulate_rotates_the_agents_and_repeats_itself():
    args = ("--ruleset", "uno-monster-high", "--players", "4", "--games", "12", "--seed", "5")
    agents = ("--agents", "heuristic,random,random,random")
    report = simulate_json(*args, *agents)
    assert report["agents"] == ["heuristic", "random", "random", "random"]
    assert len(report["wins"]) == 4
    assert sum(report["wins"]) == report["games"] - report["draws"]
    again = simulate_json(*args, *agents)
    assert (again["wins"], again["draws"], again["actions"]) == (
        report["wins"],
        report["draws"],
        report["actions"],
    )


def test_simulate_without_json_prints_a_table():
    done = run("simulate", "--ruleset", "uno", "--players", "3", "--games", "3", "--seed", "2")
    assert done.returncode == 0, done.stderr
    assert "uno: 3 games, 3 players, seed 2" in done.stdout
    assert "wins" in done.stdout


SIMULATE = ("simulate", "--ruleset", "uno", "--players", "4", "--games", "1")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((*SIMULATE, "--bogus"), "unrecognized arguments: --bogus"),
        (("simulate", "--ruleset", "uno"), "UNO is for 2 to 10 players: say how many"),
        (("simulate", "--ruleset", "uno", "--players", "four"), "invalid int value: 'four'"),
        (("frobnicate",), "invalid choice: 'frobnicate'"),
        (("simulate", "--ruleset", "nope", "--players", "4"), "no ruleset 'nope'"),
        ((*SIMULATE, "--option", "nonsense=1"), "uno has no option 'nonsense'"),
        ((*SIMULATE, "--option", "mode=long"), "option mode takes one of normal, short"),
        ((*SIMULATE, "--option", "short_turns=zero"), "option short_turns takes a whole number"),
        ((*SIMULATE, "--option", "short_turns=0"), "option short_turns must be at least 1"),
        ((*SIMULATE, "--option", "mode"), "an option is KEY=VALUE"),
        ((*SIMULATE, "--agents", "random,random"), "2 agents for 4 players"),
        ((*SIMULATE, "--agents", "nobody"), "no agent 'nobody'"),
        (("simulate", "--ruleset", "uno", "--players", "11"), "not 11"),
        ((*SIMULATE, "--games", "0"), "--games"),
    ],
)
def test_bad_command_lines_fail_with_one_clear_line(args, message):
    done = run(*args)
    assert done.returncode != 0
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert "Traceback" not in done.stderr
    assert message in lines[-1]
    assert re.match(r"^monster-table( [a-z-]+)?: ", lines[-1]), lines[-1]
    if ": error: " not in lines[-1]:  # argparse prints its usage above the error
        assert len(lines) == 1, done.stderr


def test_validate_cards_accepts_the_real_cards():
    done = run("validate-cards")
    assert done.returncode == 0, done.stdout
    assert "valid" in done.stdout


def test_validate_cards_names_file_and_line_of_each_problem(tmp_path):
    text = (ROOT / "cards" / "uno.yaml").read_text(encoding="utf-8")
    (tmp_path / "total.yaml").write_text(text.replace("total: 108", "total: 9"), encoding="utf-8")
    (tmp_path / "top.yaml").write_text("- a list\n", encoding="utf-8")
    done = run("validate-cards", tmp_path)
    assert done.returncode == 1
    lines = done.stdout.strip().splitlines()
    assert len(lines) == 2
    for line in lines:
        assert re.match(rf"^{re.escape(str(tmp_path))}/\w+\.yaml:\d+: \S", line), line
    assert any(line.startswith(f"{tmp_path / 'total.yaml'}:5: ") for line in lines)


SCENARIO = """\
name: {name}
ruleset: uno
players: 3
seed: 1
setup:
  hands: {{p1: [rs, b3, g7], p2: [g5, y5], p3: [y1, y2]}}
  discard: [r4]
  turn: p1
steps:
  - play rs
  - expect: {{turn: {turn}}}
"""


def test_scenario_counts_passes_and_failures(tmp_path):
    (tmp_path / "good.yaml").write_text(SCENARIO.format(name="skips", turn="p3"), "utf-8")
    (tmp_path / "bad.yaml").write_text(SCENARIO.format(name="wrong", turn="p2"), "utf-8")
    done = run("scenario", tmp_path)
    assert done.returncode == 1
    lines = done.stdout.strip().splitlines()
    assert lines[-1] == "1 passed, 1 failed"
    failure = next(line for line in lines if line.startswith("FAIL"))
    assert "bad.yaml" in failure and "step 2" in failure
    (tmp_path / "bad.yaml").unlink()
    done = run("scenario", tmp_path)
    assert (done.returncode, done.stdout.strip().splitlines()[-1]) == (0, "1 passed, 0 failed")


def test_scenario_with_nothing_to_run_fails(tmp_path):
    done = run("scenario", tmp_path)
    assert done.returncode == 1
    assert done.stdout.strip().endswith("0 passed, 0 failed")

"""The benchmarks' harnesses play real games and refuse what they cannot measure."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine.registry import get

BENCH = Path(__file__).resolve().parents[1] / "bench"


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("ruleset_id", ["uno", "uno-monster-high"])
def test_the_rlcard_like_policy_chooses_a_legal_action_as_rlcards_player_would(ruleset_id):
    engine = load("engine")
    ruleset = get(ruleset_id)
    choice = random.Random(3).choice
    for seed in range(20):
        state, _ = ruleset.new_game({}, 2, seed)
        while seats := ruleset.deciders(state):
            legal = ruleset.legal_actions(state, seats[0])
            action = engine.rlcard_like(legal, choice)
            assert action in legal
            plays = [a for a in legal if a.verb == "play"]
            if state["phase"] == "play" and plays:
                assert action.verb == "play"  # draw only when nothing can be played
                if len(state["hands"][seats[0]]) == 2:
                    assert action.args[1:] == ("uno",)
            if state["phase"] == "drawn":
                assert action.verb == "play"  # a drawn playable card is played
            ruleset.apply(state, seats[0], action)
        assert ruleset.result(state) is not None


def test_the_engine_benchmark_plays_whole_games_and_counts_their_actions():
    engine = load("engine")
    speed, actions = engine.run_ours("uno", 2, 5, engine.rlcard_like, 1)
    assert speed > 0
    assert 5 * 7 <= actions < 5 * 1000  # at least one play per dealt card of the winner


def test_the_instruction_count_plays_a_root_s_games_in_its_child_process():
    root = Path(__file__).resolve().parents[1]
    script = BENCH / "instructions.py"
    done = subprocess.run(
        [sys.executable, str(script), "--child", str(root), "uno", "2", "2"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def test_the_instruction_count_refuses_a_folder_that_is_not_a_checkout(tmp_path):
    done = subprocess.run(
        [sys.executable, str(BENCH / "instructions.py"), str(tmp_path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 1
    assert "not a checkout of the project" in done.stderr


def test_the_fuzzing_of_paths_folders_names_and_sizes_finds_no_crash_and_no_hang():
    fuzz_places = load("fuzz_places")
    counts = fuzz_places.run(len(fuzz_places.CASES) * 4, seed=3)
    assert sum(counts.values()) == len(fuzz_places.CASES) * 4
    bad = {kind: n for kind, n in counts.items() if ": crash" in kind or kind.endswith("hang")}
    assert not bad
    assert {kind.split(":")[0] for kind in counts} == set(fuzz_places.CASES)


def test_the_hostile_reads_benchmark_times_every_case_and_the_deck_checks_ratio(capsys):
    assert load("hostile_reads").main(["--runs", "1"]) == 0
    printed = capsys.readouterr().out
    assert "card file of 100,000 cards" in printed and "densest card file" in printed
    assert "deck check, twice the cards:" in printed

"""Information-set search: legal choices from the observation alone, honest samples, budgets."""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.ai.agent import RandomAgent, agent_names, make_agent
from game.ai.ismcts import ISMCTSAgent, make_sampler
from game.ai.tournament import parse_agent_config, percentile, wilson
from game.engine.registry import get

ROOT = Path(__file__).resolve().parents[2]
UNO_RULESETS = ("uno", "uno-monster-high")
HOUSE = {"seven_zero": True, "jump_in": True, "stack_draw_two": True}
SMALL = {"iterations": 20, "seconds": None}


def states_by_phase(ruleset_id: str, options: dict, players: int = 3, seeds: int = 12) -> dict:
    """One decision point per phase, reached by random play: {phase: (state, seat)}."""
    ruleset = get(ruleset_id)
    found: dict = {}
    for seed in range(seeds):
        state, _ = ruleset.new_game(options, players, seed)
        agents = [RandomAgent(ruleset_id, seed * 10 + s) for s in range(players)]
        for _ in range(400):
            if ruleset.result(state) is not None:
                break
            seat = ruleset.deciders(state)[0]
            phase = state["phase"]
            if phase not in found or (phase == "play" and seat != state["turn"]):
                key = "jump" if phase == "play" and seat != state["turn"] else phase
                if key not in found:
                    found[key] = (ruleset.copy_state(state), seat)
            legal = ruleset.legal_actions(state, seat)
            ruleset.apply(state, seat, agents[seat].act(ruleset.observe(state, seat), legal))
    return found


PHASE_STATES = {
    (ruleset_id, label): states_by_phase(ruleset_id, options)
    for ruleset_id in UNO_RULESETS
    for label, options in (("plain", {}), ("house", HOUSE))
}


def all_decision_points():
    for (ruleset_id, label), found in PHASE_STATES.items():
        for phase, (state, seat) in sorted(found.items()):
            yield pytest.param(ruleset_id, state, seat, id=f"{ruleset_id}-{label}-{phase}")


def test_the_decision_points_cover_the_phases():
    plain = set(PHASE_STATES[("uno-monster-high", "plain")])
    assert {"play", "drawn", "color", "catch", "penalty"} <= plain
    assert {"swap", "jump"} <= set(PHASE_STATES[("uno-monster-high", "house")])
    assert {"play", "drawn", "color"} <= set(PHASE_STATES[("uno", "plain")])


def test_ismcts_is_registered_for_the_uno_family():
    for ruleset_id in UNO_RULESETS:
        assert "ismcts" in agent_names(ruleset_id)
        agent = make_agent("ismcts", ruleset_id, 3)
        assert isinstance(agent, ISMCTSAgent)
        assert (agent.iterations, agent.seconds) == (1500, 0.9)
        assert agent.guide is None
        hard = make_agent("hard", ruleset_id, 3)
        assert isinstance(hard, ISMCTSAgent) and hard.guide is not None
        assert (agent.root, hard.root) == ("tree", "paired")
        assert hard.guide.memory is hard.memory
    agent = make_agent("ismcts", "uno", 3, iterations=10, seconds=None)
    assert (agent.iterations, agent.seconds) == (10, None)


@pytest.mark.parametrize("root", ["tree", "paired"])
@pytest.mark.parametrize(("ruleset_id", "state", "seat"), list(all_decision_points()))
def test_a_legal_action_from_the_observation_alone(ruleset_id, state, seat, root, monkeypatch):
    ruleset = get(ruleset_id)
    real = ruleset.copy_state(state)
    untouched = copy.deepcopy(real)
    observation = ruleset.observe(real, seat)
    legal = ruleset.legal_actions(real, seat)
    agent = make_agent("ismcts", ruleset_id, 11, root=root, **SMALL)

    # Any use of the real state (or one of its hands) inside the search fails loudly.
    real_parts = {id(real), *(id(hand) for hand in real["hands"]), id(real["draw"])}
    worlds = []
    prepared = agent.sampler.prepare

    def prepare(obs, memory):
        sample = prepared(obs, memory)

        def world(rng):
            made = sample(rng)
            worlds.append(copy.deepcopy(made))
            return made

        return world

    own_class = type(ruleset)  # each ruleset has a class of its own
    for method in ("copy_state", "deciders", "legal_actions", "apply_unchecked", "result"):
        original = getattr(own_class, method)

        def guarded(self, state, *args, _original=original):
            assert id(state) not in real_parts, "the search read the real state"
            assert all(id(hand) not in real_parts for hand in state["hands"])
            return _original(self, state, *args)

        monkeypatch.setattr(own_class, method, guarded)
    monkeypatch.setattr(agent.sampler, "prepare", prepare)

    action = agent.act(observation, legal)
    monkeypatch.undo()
    assert action in legal
    assert real == untouched
    candidates = len(agent.sampler.candidates(legal))
    if root == "tree":
        assert len(worlds) == (SMALL["iterations"] if len(legal) > 1 else 0)
    else:  # every candidate is played out on each world, to the budget
        assert len(worlds) == (-(-SMALL["iterations"] // candidates) if candidates > 1 else 0)
    for world in worlds:
        ruleset.check_invariants(world)
        assert world["hands"][seat] == observation["hand"]
        everything = Counter(world["draw"]) + Counter(world["discard"])
        for hand in world["hands"]:
            everything.update(hand)
        assert everything == Counter(ruleset.deck.full())


@pytest.mark.parametrize(("ruleset_id", "state", "seat"), list(all_decision_points()))
def test_samples_agree_with_the_observation_and_vary(ruleset_id, state, seat):
    ruleset = get(ruleset_id)
    sampler = make_sampler(ruleset_id)
    observation = ruleset.observe(state, seat)
    worlds = [sampler.determinize(observation, random.Random(seed), {}) for seed in range(6)]
    for world in worlds:
        ruleset.check_invariants(world)
        assert world["hands"][seat] == observation["hand"]
        assert [len(hand) for hand in world["hands"]] == observation["hand_sizes"]
        assert world["discard"] == observation["discard"]
        assert len(world["draw"]) == observation["draw_size"]
        assert world["draw_known"] == 0
        assert ruleset.observe(world, seat)["hand"] == observation["hand"]
        assert ruleset.deciders(world)[0] == seat
        assert set(ruleset.legal_actions(world, seat)) == set(ruleset.legal_actions(state, seat))
        public = {k: v for k, v in ruleset.observe(world, seat).items() if k != "deciders"}
        expected = {k: v for k, v in observation.items() if k != "deciders"}
        assert public == expected
    others = [tuple(tuple(h) for s, h in enumerate(w["hands"]) if s != seat) for w in worlds]
    assert len(set(others)) > 1, "different seeds deal the unseen cards differently"


def test_a_bluff_is_sampled_from_the_sampled_hand():
    ruleset = get("uno-monster-high")
    state, seat = PHASE_STATES[("uno-monster-high", "plain")]["penalty"]
    sampler = make_sampler("uno-monster-high")
    observation = ruleset.observe(state, seat)
    assert "guilty" not in observation["pending"]
    verdicts = {
        sampler.determinize(observation, random.Random(seed), {})["pending"]["guilty"]
        for seed in range(40)
    }
    assert verdicts <= {True, False}


@pytest.mark.parametrize("iterations", [1, 7, 40])
def test_the_iteration_budget_is_respected(iterations):
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, 2, 4)
    seat = ruleset.deciders(state)[0]
    agent = make_agent("ismcts", "uno", 2, iterations=iterations, seconds=None)
    legal = ruleset.legal_actions(state, seat)
    agent.search(ruleset.observe(state, seat), legal)
    assert agent.last_iterations == iterations


def test_the_same_seed_makes_the_same_choice():
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, 3, 9)
    seat = ruleset.deciders(state)[0]
    observation, legal = ruleset.observe(state, seat), ruleset.legal_actions(state, seat)
    picks = {make_agent("ismcts", "uno", 5, **SMALL).act(observation, legal) for _ in range(3)}
    assert len(picks) == 1


def test_a_budget_is_needed():
    with pytest.raises(ValueError):
        ISMCTSAgent("uno", 1, iterations=None, seconds=None)


def test_wilson_interval_and_percentile():
    low, high = wilson(20, 40)
    assert low < 0.5 < high and abs((0.5 - low) - (high - 0.5)) < 1e-9
    assert wilson(0, 10)[0] == pytest.approx(0.0) and wilson(10, 10)[1] == pytest.approx(1.0)
    assert 0.0 < wilson(0, 10)[1] < 0.35
    assert percentile([1, 2, 3, 4, 5], 0.5) == 3
    assert percentile([], 0.95) == 0.0
    assert parse_agent_config(["ismcts:iterations=5", "ismcts:seconds=none"]) == {
        "ismcts": {"iterations": 5, "seconds": None}
    }
    switches = parse_agent_config(["hard:opponent_policy=false", "ismcts:opponent_policy=on"])
    assert switches == {"hard": {"opponent_policy": False}, "ismcts": {"opponent_policy": True}}


def test_the_tournament_command_prints_json():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    args = [
        "tournament",
        "--ruleset",
        "uno",
        "--players",
        "2",
        "--games",
        "4",
        "--seed",
        "3",
        "--agents",
        "ismcts,random",
        "--agent-option",
        "ismcts:iterations=15",
        "--agent-option",
        "ismcts:seconds=none",
        "--json",
    ]
    done = subprocess.run(
        [sys.executable, "-m", "game", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    for key in ("agents", "games", "wins", "win_rate", "ci95", "move_ms_mean", "move_ms_p95"):
        assert key in report
    assert report["agents"] == ["ismcts", "random"] and report["games"] == 4
    assert sum(report["wins"]) + report["draws"] == 4
    for rate, (low, high), wins in zip(
        report["win_rate"], report["ci95"], report["wins"], strict=True
    ):
        assert rate == wins / 4 and 0 <= low <= rate <= high <= 1
    assert all(ms >= 0 for ms in report["move_ms_mean"] + report["move_ms_p95"])


def test_the_tournament_table_and_bad_settings(capsys):
    from game.cli import run

    common = ["tournament", "--ruleset", "uno", "--players", "2", "--games", "2"]
    assert run([*common, "--agents", "random,heuristic"]) == 0
    table = capsys.readouterr().out
    assert "95% interval" in table and "heuristic" in table
    with pytest.raises(SystemExit):
        run(["tournament", "--ruleset", "uno", "--players", "2", "--agents", "random",
             "--agent-option", "bogus"])  # fmt: skip


# -- what the search learns from the table ---------------------------------------------------
def _draw_on_red():
    """A two-seat uno game where seat 1, holding no red, no 5 and no wild, must act on a red 5."""
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, 2, 21)
    full = Counter(ruleset.deck.full())
    hands = [["r1", "b2", "g3", "y4", "bs"], ["b1", "g2", "y3"]]
    for hand in hands:
        full.subtract(hand)
    full.subtract(["r5"])
    state.update(
        hands=hands,
        discard=["r5"],
        draw=sorted(full.elements()),
        draw_known=0,
        color="r",
        turn=1,
        phase="play",
        pending=None,
    )
    ruleset.check_invariants(state)
    return ruleset, state


def test_a_seat_that_draws_shows_what_it_lacks_and_samples_respect_it():
    ruleset, state = _draw_on_red()
    agent = make_agent("ismcts", "uno", 3, **SMALL)
    agent.watch(ruleset.observe(state, 0))
    ruleset.apply(state, 1, ruleset.legal_actions(state, 1)[-1])  # draw
    agent.watch(ruleset.observe(state, 0))
    forbidden, count = agent.memory["voids"][1]
    assert count == 3
    assert forbidden == ruleset.cards.matching["r"][ruleset.cards.rank["r5"]]
    assert "b1" not in forbidden and "r9" in forbidden and "w" in forbidden

    # Play on until seat 0 decides; every sample gives seat 1 at most one red, 5 or wild.
    while ruleset.deciders(state)[0] != 0:
        seat = ruleset.deciders(state)[0]
        ruleset.apply(state, seat, ruleset.legal_actions(state, seat)[-1])
        agent.watch(ruleset.observe(state, 0))
    observation = ruleset.observe(state, 0)
    world = agent.sampler.prepare(observation, agent.memory)
    size = observation["hand_sizes"][1]
    _, count = agent.memory["voids"][1]
    seen_forbidden = 0
    for seed in range(60):
        hand = world(random.Random(seed))["hands"][1]
        assert len(hand) == size
        inside = sum(1 for code in hand if code in forbidden)
        assert inside <= size - count
        seen_forbidden = max(seen_forbidden, inside)
    # Without the memory, the same seat is often dealt such cards.
    blind = agent.sampler.prepare(observation, {})
    dealt = sum(
        sum(1 for code in blind(random.Random(seed))["hands"][1] if code in forbidden)
        for seed in range(60)
    )
    assert dealt > 60 * (size - count)


def test_the_void_shrinks_with_the_hand_and_a_new_round_forgets():
    ruleset, state = _draw_on_red()
    sampler = make_sampler("uno")
    memory: dict = {}
    sampler.watch(ruleset.observe(state, 0), memory)
    observation = ruleset.observe(state, 0)
    drew = dict(observation, hand_sizes=[5, 4], turn=0)
    sampler.watch(drew, memory)
    assert memory["voids"][1][1] == 3
    played = dict(drew, hand_sizes=[5, 2], top="b2", discard=[*drew["discard"], "b1", "b2"])
    sampler.watch(played, memory)
    assert memory["voids"][1][1] == 2
    sampler.watch(dict(played, round=played["round"] + 1), memory)
    assert memory["voids"] == {}


def test_the_guide_is_tried_first():
    ruleset = get("uno")
    for seed in range(30):
        state, _ = ruleset.new_game({}, 2, seed)
        seat = ruleset.deciders(state)[0]
        legal = ruleset.legal_actions(state, seat)
        if len(legal) > 2:
            break
    observation = ruleset.observe(state, seat)
    guide = make_agent("heuristic", "uno", 4).act(observation, legal)
    agent = make_agent("ismcts", "uno", 4, iterations=1, seconds=None, guide="heuristic")
    assert agent.act(observation, legal) == guide


def test_a_watching_agent_is_shown_its_own_seat_after_every_action():
    from game.ai.match import play_game

    class Watcher(RandomAgent):
        watches = True

        def __init__(self, ruleset_id, seed):
            super().__init__(ruleset_id, seed)
            self.seen: list = []

        def watch(self, observation):
            self.seen.append(observation)

    ruleset = get("uno")
    agents = [Watcher("uno", 1), RandomAgent("uno", 2)]
    record = play_game(ruleset, agents, 5)
    assert len(agents[0].seen) == record.actions
    assert all(obs["seat"] == 0 for obs in agents[0].seen)


def test_a_guide_with_the_search_memory_names_the_color_the_next_seat_lacks():
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, 2, 3)
    full = Counter(ruleset.deck.full())
    hands = [["b1", "g2"], ["y3", "y4", "y5"]]
    for hand in hands:
        full.subtract(hand)
    full.subtract(["r5", "w"])
    state.update(
        hands=hands,
        discard=["r5", "w"],
        draw=sorted(full.elements()),
        draw_known=0,
        color=None,
        turn=0,
        phase="color",
        pending={"seat": 0, "card": "w"},
        called=False,
    )
    observation = ruleset.observe(state, 0)
    legal = ruleset.legal_actions(state, 0)
    plain = make_agent("heuristic", "uno", 1)
    first = plain.act(observation, legal).args[0]
    other = "green" if first == "blue" else "blue"
    # The next seat drew on a card of `other` color (rank 7) and so showed it has none of it.
    code = ruleset.deck.color_code(other)
    watched = make_agent("heuristic", "uno", 1)
    watched.memory = {
        "voids_round": observation["round"],
        "voids": {1: (ruleset.cards.matching[code][ruleset.cards.rank[code + "7"]], 2)},
    }
    assert watched.act(observation, legal).args[0] == other
    # Once that seat has drawn more, the memory no longer says anything.
    watched.memory["voids"][1] = (watched.memory["voids"][1][0], 1)
    assert watched.act(observation, legal).args[0] == first


@pytest.mark.parametrize(("ruleset_id", "phase"), [("uno-monster-high", "give"), ("uno", "swap")])
def test_cards_we_handed_over_are_dealt_where_they_went(ruleset_id, phase):
    label = "plain" if phase == "give" else "house"
    state, seat = PHASE_STATES[(ruleset_id, label)][phase]
    ruleset = get(ruleset_id)
    state = ruleset.copy_state(state)
    agent = make_agent("ismcts", ruleset_id, 6, **SMALL)
    agent.watch(ruleset.observe(state, seat))
    action = ruleset.legal_actions(state, seat)[0]
    agent.memory["last_action"] = action  # as `act` remembers its own move
    before = [list(hand) for hand in state["hands"]]
    ruleset.apply(state, seat, action)
    observation = ruleset.observe(state, seat)
    agent.watch(observation)
    held = agent.memory["held"]
    assert held, "the cards handed over are remembered"
    for other, cards in held.items():
        assert other != seat
        assert not Counter(cards) - Counter(state["hands"][other])
    if phase == "swap":
        assert list(held.values()) == [before[seat]]
    world = agent.sampler.prepare(observation, agent.memory)
    for sample in range(20):
        hands = world(random.Random(sample))["hands"]
        for other, cards in held.items():
            assert not Counter(cards) - Counter(hands[other])


def test_with_an_opponent_model_the_tree_holds_only_our_decisions():
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, 4, 12)
    seat = ruleset.deciders(state)[0]
    observation, legal = ruleset.observe(state, seat), ruleset.legal_actions(state, seat)
    agent = make_agent("ismcts", "uno", 3, iterations=200, seconds=None, opponent_policy=True)
    seats_in_tree = set()
    original = agent._iterate

    def spy(root, world, me, allowed):
        original(root, world, me, allowed)
        stack = [root]
        while stack:
            node = stack.pop()
            seats_in_tree.add(node.seat)
            stack.extend(node.children.values())

    agent._iterate = spy
    assert agent.act(observation, legal) in legal
    assert seats_in_tree == {seat}


def test_a_tournament_cut_into_parts_plays_the_same_games():
    from game.ai.tournament import tournament, tournament_part, tournament_report

    ruleset = get("uno")
    options = ruleset.resolve_options({})
    names = ("normal", "easy", "easy", "easy")
    whole = tournament(ruleset, 4, 10, 5, names, options)
    parts = [
        tournament_part(ruleset, 4, first, count, 5, names, options)
        for first, count in ((6, 4), (0, 3), (3, 3))
    ]
    report = tournament_report(ruleset, 4, 5, names, options, parts)
    for key in ("games", "wins", "draws", "win_rate", "ci95", "moves"):
        assert report[key] == whole[key], key
    with pytest.raises(ValueError, match="once each"):
        tournament_report(ruleset, 4, 5, names, options, parts[:2])
    with pytest.raises(ValueError, match="once each"):
        tournament_report(ruleset, 4, 5, names, options, [*parts, parts[0]])


def test_the_strength_benchmark_cuts_a_row_into_even_runs():
    import importlib.util

    path = Path(__file__).resolve().parents[2] / "bench" / "ai.py"
    spec = importlib.util.spec_from_file_location("bench_ai", path)
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.spans(10, 3) == [(0, 3), (3, 4), (7, 3)]
    assert bench.spans(2, 5) == [(0, 1), (1, 1)]
    assert bench.spans(400, 1) == [(0, 400)]

"""Computer players in a worker process: same moves as at home, in order, and a fallback."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

from game.ai.agent import make_agent
from game.ai.host import AgentHost
from game.engine.registry import get
from game.persist.saves import Seat


def _decision(ruleset_id: str = "uno", players: int = 2, seed: int = 4):
    """A state, the seat to move and its legal actions, with more than one choice."""
    ruleset = get(ruleset_id)
    state, _ = ruleset.new_game({}, players, seed)
    while True:
        seat = ruleset.deciders(state)[0]
        legal = ruleset.legal_actions(state, seat)
        if len(legal) > 2:
            return ruleset, state, seat, legal
        ruleset.apply(state, seat, legal[-1])


@pytest.fixture
def host():
    host = AgentHost()
    yield host
    host.shutdown()


def test_the_worker_plays_what_the_same_agent_plays_here(host):
    ruleset, state, seat, legal = _decision()
    observation = ruleset.observe(state, seat)
    for name, settings in (("normal", {}), ("hard", {"seconds": None, "iterations": 300})):
        spec = (name, "uno", 77, settings)
        here = make_agent(name, "uno", 77, **settings).act(observation, legal)
        there = host.act(f"s-{name}", seat, spec, observation, legal).result(timeout=60)
        assert there == here
    assert host.in_process


def test_watching_reaches_the_worker_in_order(host):
    """A hard agent told the table's story plays as the same agent told it here."""
    ruleset = get("uno")
    state, _ = ruleset.new_game({}, 2, 8)
    settings = {"seconds": None, "iterations": 300}  # a budget the machine's load cannot cut
    spec = ("hard", "uno", 5, settings)
    local = make_agent("hard", "uno", 5, **settings)
    moves_here, moves_there = [], []
    for _ in range(30):
        seat = ruleset.deciders(state)[0]
        legal = ruleset.legal_actions(state, seat)
        if seat == 0 and len(legal) > 1:
            observation = ruleset.observe(state, 0)
            moves_here.append(local.act(observation, legal))
            moves_there.append(host.act("s2", 0, spec, observation, legal).result(timeout=60))
        ruleset.apply(state, seat, legal[-1] if seat == 1 else legal[0])
        observation = ruleset.observe(state, 0)
        local.watch(observation)
        host.watch("s2", 0, spec, observation)
        if ruleset.result(state) is not None:
            break
    assert moves_there == moves_here and len(moves_here) >= 3


def test_a_session_thinks_on_when_the_worker_dies(host, capsys):
    from game.ui.session import GameSession

    seats = [Seat("You", "human"), Seat("Ann", "ai", "normal")]
    session = GameSession(get("uno"), {}, seats, 3, host=host)
    # Whoever's turn it is, ask the computer seat for a move as the table does.
    session.state["turn"] = 1
    host.act(session.key, 1, session.agent_specs[1], session.observe(1), session.legal(1)).result(
        timeout=60
    )
    assert host.in_process
    for pid in list(host._executor._processes):
        os.kill(pid, signal.SIGKILL)
    session.start_thinking(1)
    deadline = time.monotonic() + 30
    while (thought := session.finished_thought(0.0)) is None:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    seat, action = thought
    assert seat == 1 and action in session.legal(1)
    assert not host.in_process
    # From now on the agents think in a thread.
    session.start_thinking(1)
    while (thought := session.finished_thought(0.0)) is None:
        assert time.monotonic() < deadline
        time.sleep(0.01)
    assert thought[1] in session.legal(1)
    session.close()
    assert "computer players think in a thread" in capsys.readouterr().err


def test_starting_the_worker_does_not_hold_the_caller(monkeypatch):
    """The table starts the worker as a game opens; a process start must not cost a frame."""
    host = AgentHost()
    release, made = threading.Event(), threading.Event()
    real = host._new_executor

    def slow_executor():
        assert release.wait(30), "the caller was held until the worker started"
        made.set()
        return real()

    monkeypatch.setattr(host, "_new_executor", slow_executor)
    try:
        host.start()  # returns while the worker is still being made
        assert not made.is_set()
        release.set()
        assert made.wait(30)
        ruleset, state, seat, legal = _decision()
        spec = ("random", "uno", 1, {})
        move = host.act("s", seat, spec, ruleset.observe(state, seat), legal).result(timeout=60)
        assert move in legal
    finally:
        release.set()
        host.shutdown()

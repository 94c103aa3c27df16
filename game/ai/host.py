"""Computer players in a process of their own, so that a long search never stalls the table.

A search is pure Python and keeps a processor busy for up to a second. In a thread of the app
it would hold the interpreter lock against the frame loop; in a worker process it only takes
a processor. The app's sessions send the worker what each computer seat may see and get back
futures of the moves; the agents themselves (with what they remember of the table) live in
the worker, keyed by session and seat, and are made there from their name, ruleset, seed and
settings, so the same seed plays the same moves as an agent made in the app's own process.

Where no process can be started, or the worker dies, the same functions run in a thread.
"""

from __future__ import annotations

import atexit
import importlib
import os
import sys
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from typing import Any

from game.ai.agent import Agent, make_agent
from game.engine import registry
from game.engine.contract import Observation
from game.engine.notation import Action

# agent name, ruleset id, seed, and settings of the agent (`make_agent` keywords)
AgentSpec = tuple[str, str, int, dict[str, Any]]

# -- in the worker ---------------------------------------------------------------------------
_agents: dict[tuple[str, int], Agent] = {}


def _agent(session: str, seat: int, spec: AgentSpec) -> Agent:
    agent = _agents.get((session, seat))
    if agent is None:
        name, ruleset_id, seed, settings = spec
        agent = _agents[(session, seat)] = make_agent(name, ruleset_id, seed, **settings)
    return agent


def _act(
    session: str, seat: int, spec: AgentSpec, observation: Observation, legal: Sequence[Action]
) -> Action:
    return _agent(session, seat, spec).act(observation, legal)


def _watch(session: str, seat: int, spec: AgentSpec, observation: Observation) -> None:
    _agent(session, seat, spec).watch(observation)


def _forget(session: str) -> None:
    for key in [key for key in _agents if key[0] == session]:
        del _agents[key]


def _ready() -> bool:
    return True


# -- in the app ------------------------------------------------------------------------------
class AgentHost:
    """Runs agents for any number of sessions in one worker process (or thread), in order."""

    def __init__(self, processes: bool = True):
        self.processes = processes
        self._executor: Executor | None = None
        self._lock = threading.Lock()

    @property
    def in_process(self) -> bool:
        """Whether the agents run in a worker process (False: a thread of this process)."""
        return self._executor is not None and not isinstance(self._executor, ThreadPoolExecutor)

    def start(self) -> None:
        """Start the worker in the background: starting a process takes longer than a frame,
        and the worker then registers the games before the first move is asked of it."""
        threading.Thread(target=self._submit, args=(_ready,), name="ai-start", daemon=True).start()

    def act(
        self,
        session: str,
        seat: int,
        spec: AgentSpec,
        observation: Observation,
        legal: Sequence[Action],
    ) -> Future:
        return self._submit(_act, session, seat, spec, observation, list(legal))

    def watch(self, session: str, seat: int, spec: AgentSpec, observation: Observation) -> None:
        self._submit(_watch, session, seat, spec, observation)

    def forget(self, session: str) -> None:
        self._submit(_forget, session)

    def fall_back_to_a_thread(self) -> None:
        """After the worker process died: run agents in a thread from now on."""
        with self._lock:
            old, self._executor = self._executor, None
            if self.processes:
                _notice("the worker process stopped")
            self.processes = False
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)

    def shutdown(self) -> None:
        with self._lock:
            old, self._executor = self._executor, None
        if old is not None:
            old.shutdown(wait=False, cancel_futures=True)

    def _submit(self, function: Callable, *args: Any) -> Future:
        with self._lock:
            if self._executor is None:
                self._executor = self._new_executor()
            executor = self._executor
        try:
            return executor.submit(function, *args)
        except RuntimeError:  # a broken or shut-down pool
            self.fall_back_to_a_thread()
            return self._submit(function, *args)

    def _new_executor(self) -> Executor:
        if self.processes:
            try:
                import multiprocessing
                from concurrent.futures import ProcessPoolExecutor

                context = multiprocessing.get_context("spawn")
                return ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=context,
                    initializer=_start_worker,
                    initargs=(os.getpid(), registry.game_sources()),
                )
            except (ImportError, OSError, ValueError, NotImplementedError) as error:
                _notice(f"no worker process could be started: {error}")
                self.processes = False
        return ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")


def _start_worker(parent: int, sources: Sequence[str]) -> None:
    """In the worker: register the games the app registered (a new process starts with none),
    and end with the app."""
    for module in sources:
        importlib.import_module(module)
    _leave_with(parent)


def _leave_with(parent: int) -> None:
    """In the worker: end as soon as the app's process is gone, however it ended (killed, or
    its window closed by the system: then no exit handler of the app ran to stop the worker,
    and the worker would be left waiting for work for good)."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK)
        os._exit(0)

    threading.Thread(target=watch, name="leave-with-app", daemon=True).start()


PARENT_CHECK = 0.5  # seconds between two looks of the worker at the app's process


def _notice(reason: str) -> None:
    print(f"monster-table: computer players think in a thread ({reason})", file=sys.stderr)


_shared: AgentHost | None = None


def shared_host() -> AgentHost:
    """The one host of the app's process, started on first use and stopped at exit."""
    global _shared
    if _shared is None:
        _shared = AgentHost()
        atexit.register(_shared.shutdown)
    return _shared

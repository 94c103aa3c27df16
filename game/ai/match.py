"""Playing whole games between agents, as `simulate` (and later `tournament`) do."""

from __future__ import annotations

import time
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from game.ai.agent import Agent, make_agent
from game.engine.contract import Result, Ruleset
from game.engine.match import Match
from game.engine.notation import Action, log_line

MAX_ACTIONS = 1_000_000  # a game this long has a bug that loops


class GameFailure(RuntimeError):
    """An exception or a broken invariant inside a game, with what reproduces it."""

    def __init__(self, message: str, seed: int, log: list[str]):
        super().__init__(message)
        self.seed, self.log = seed, log


@dataclass
class GameRecord:
    result: Result
    seats: list[str]  # agent name per seat
    actions: int
    turns: int
    log: list[str] = field(default_factory=list)
    move_seconds: dict[int, list[float]] = field(default_factory=dict)


def play_game(
    ruleset: Ruleset,
    agents: Sequence[Agent],
    seed: int,
    options: Mapping[str, Any] | None = None,
    check: bool = True,
    timed: bool = False,
) -> GameRecord:
    """Play one game to its end. Raises GameFailure with the seed and the action log."""
    match: Match | None = None
    trying: tuple[int, Action] | None = None  # the action being made, logged if it fails
    try:
        match = Match(ruleset, options or {}, len(agents), seed)
        state = match.state
        turns = 0
        move_seconds: dict[int, list[float]] = {}
        watchers = [seat for seat, agent in enumerate(agents) if agent.watches]
        while (result := ruleset.result(state)) is None:
            seat = ruleset.deciders(state)[0]
            legal = ruleset.legal_actions(state, seat)
            observation = ruleset.observe(state, seat)
            started = time.perf_counter() if timed else 0.0
            action = agents[seat].act(observation, legal)
            if timed:
                move_seconds.setdefault(seat, []).append(time.perf_counter() - started)
            trying = (seat, action)
            events = match.apply(seat, action)
            trying = None
            turns += sum(1 for e in events if e.kind == "turn")
            for watcher in watchers:
                agents[watcher].watch(ruleset.observe(state, watcher))
            if check:
                ruleset.check_invariants(state)
            if len(match) > MAX_ACTIONS:
                raise AssertionError(f"no end after {MAX_ACTIONS} actions")
    except Exception as exc:  # any failure is reported with what reproduces it
        log = list(match.log) if match is not None else []
        if trying is not None:
            log.append(log_line(*trying))
        raise GameFailure(f"{type(exc).__name__}: {exc}", seed, log) from exc
    actions, log = len(match), match.log
    names = [agent.name for agent in agents]
    return GameRecord(result, names, actions, turns, log, move_seconds)


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a series started from `seed`."""
    return seed * 1_000_003 + index


def seat_assignment(agent_names: Sequence[str], players: int, index: int) -> list[int]:
    """Which entry of `agent_names` sits at each seat in game `index` (rotated each game)."""
    if len(agent_names) == 1:
        return [0] * players
    return [(seat + index) % players for seat in range(players)]


def play_series(
    ruleset: Ruleset,
    players: int,
    games: int,
    seed: int,
    agent_names: Sequence[str],
    options: Mapping[str, Any],
    check: bool = True,
    timed: bool = False,
    agent_config: Mapping[str, Mapping[str, Any]] | None = None,
    first: int = 0,
) -> Iterator[tuple[list[int], GameRecord]]:
    """Play `games` games with seats rotated; yields which entry sat where, and the record.

    The games are those numbered `first` to `first + games - 1` of the series: a series cut
    into parts plays exactly the games it would have played whole.
    """
    ruleset.check_players(players)
    if len(agent_names) not in (1, players):
        raise ValueError(
            f"give one agent for every seat or one for all: {len(agent_names)} agents "
            f"for {players} players"
        )
    if games < 1:
        raise ValueError("--games takes a whole number of at least 1")
    agent_config = agent_config or {}
    for index in range(first, first + games):
        seats = seat_assignment(agent_names, players, index)
        this_seed = game_seed(seed, index)
        agents = [
            make_agent(
                agent_names[entry],
                ruleset.id,
                this_seed * 16 + seat,
                **agent_config.get(agent_names[entry], {}),
            )
            for seat, entry in enumerate(seats)
        ]
        yield seats, play_game(ruleset, agents, this_seed, options, check, timed)


def series_report(
    ruleset: Ruleset,
    players: int,
    games: int,
    seed: int,
    agent_names: Sequence[str],
    options: Mapping[str, Any],
    wins: list[int],
    draws: int,
) -> dict[str, Any]:
    """What every series report starts with: the set-up and the wins per agent entry."""
    return {
        "ruleset": ruleset.id,
        "players": players,
        "games": games,
        "seed": seed,
        "agents": list(agent_names),
        "options": dict(options),
        "wins": wins,
        "draws": draws,
    }


def count_win(wins: list[int], seats: list[int], record: GameRecord) -> bool:
    """Credit a sole winner's entry; False for a shared win (a draw)."""
    winners = record.result.winners
    if len(winners) == 1:
        wins[seats[winners[0]]] += 1
        return True
    return False


def simulate(
    ruleset: Ruleset,
    players: int,
    games: int,
    seed: int,
    agent_names: Sequence[str],
    options: Mapping[str, Any] | None = None,
    check: bool = True,
) -> dict[str, Any]:
    """Play `games` games and count wins per entry of `agent_names`, following the rotation."""
    options = ruleset.resolve_options(options)
    wins = [0] * len(agent_names)
    draws = actions = turns = 0
    started = time.perf_counter()
    for seats, record in play_series(ruleset, players, games, seed, agent_names, options, check):
        actions += record.actions
        turns += record.turns
        draws += not count_win(wins, seats, record)
    seconds = time.perf_counter() - started
    return {
        **series_report(ruleset, players, games, seed, agent_names, options, wins, draws),
        "turns_mean": turns / games if games else 0.0,
        "actions": actions,
        "seconds": round(seconds, 3),
        "games_per_second": round(games / seconds, 2) if seconds > 0 else 0.0,
    }

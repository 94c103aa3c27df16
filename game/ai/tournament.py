"""Tournaments: agents play a series of games with rotating seats; wins, confidence, move times."""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.agent import make_agent
from game.ai.match import game_seed, play_game, seat_assignment
from game.engine.contract import Ruleset

Z95 = 1.959963984540054


def wilson(wins: int, games: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default)."""
    if games <= 0:
        return (0.0, 1.0)
    rate = wins / games
    denominator = 1 + z * z / games
    centre = (rate + z * z / (2 * games)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


def percentile(values: Sequence[float], share: float) -> float:
    """The `share` percentile (0..1) of `values`, by linear interpolation; 0 when empty."""
    if not values:
        return 0.0
    ordered = sorted(values)
    position = (len(ordered) - 1) * share
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def parse_agent_config(pairs: Sequence[str]) -> dict[str, dict[str, Any]]:
    """`NAME:KEY=VALUE` words into {name: {key: value}}; numbers become int or float."""
    config: dict[str, dict[str, Any]] = {}
    for pair in pairs:
        name, sep, rest = pair.partition(":")
        key, sep2, text = rest.partition("=")
        if not (sep and sep2 and name and key):
            raise ValueError(f"an agent setting is NAME:KEY=VALUE, got {pair!r}")
        config.setdefault(name, {})[key] = _value(text)
    return config


def _value(text: str) -> Any:
    lowered = text.strip().lower()
    if lowered in ("none", "null"):
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def tournament(
    ruleset: Ruleset,
    players: int,
    games: int,
    seed: int,
    agent_names: Sequence[str],
    options: Mapping[str, Any] | None = None,
    agent_config: Mapping[str, Mapping[str, Any]] | None = None,
    check: bool = False,
) -> dict[str, Any]:
    """Play `games` games, seats rotated as `simulate` does, and report per agent entry."""
    ruleset.check_players(players)
    if len(agent_names) not in (1, players):
        raise ValueError(
            f"give one agent for every seat or one for all: {len(agent_names)} agents "
            f"for {players} players"
        )
    if games < 1:
        raise ValueError("--games takes a whole number of at least 1")
    options = ruleset.resolve_options(options)
    agent_config = agent_config or {}
    entries = len(agent_names)
    wins = [0] * entries
    moves: list[list[float]] = [[] for _ in range(entries)]
    draws = 0
    started = time.perf_counter()
    for index in range(games):
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
        record = play_game(ruleset, agents, this_seed, options, check, timed=True)
        for seat, seconds in record.move_seconds.items():
            moves[seats[seat]].extend(seconds)
        winners = record.result.winners
        if len(winners) == 1:
            wins[seats[winners[0]]] += 1
        else:
            draws += 1
    seconds = time.perf_counter() - started
    return {
        "ruleset": ruleset.id,
        "players": players,
        "games": games,
        "seed": seed,
        "agents": list(agent_names),
        "options": dict(options),
        "wins": wins,
        "draws": draws,
        "win_rate": [w / games for w in wins],
        "ci95": [list(wilson(w, games)) for w in wins],
        "move_ms_mean": [1000 * sum(m) / len(m) if m else 0.0 for m in moves],
        "move_ms_p95": [1000 * percentile(m, 0.95) for m in moves],
        "moves": [len(m) for m in moves],
        "seconds": round(seconds, 3),
    }

"""Tournaments: agents play a series of games with rotating seats; wins, confidence, move times."""

from __future__ import annotations

import math
import time
from collections.abc import Mapping, Sequence
from typing import Any

from game.ai.match import count_win, play_series, series_report
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
    if lowered in ("true", "yes", "on"):
        return True
    if lowered in ("false", "no", "off"):
        return False
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
    options = ruleset.resolve_options(options)
    started = time.perf_counter()
    part = tournament_part(
        ruleset, players, 0, games, seed, agent_names, options, agent_config, check
    )
    report = tournament_report(ruleset, players, seed, agent_names, options, [part])
    report["seconds"] = round(time.perf_counter() - started, 3)
    return report


def tournament_part(
    ruleset: Ruleset,
    players: int,
    first: int,
    games: int,
    seed: int,
    agent_names: Sequence[str],
    options: Mapping[str, Any],
    agent_config: Mapping[str, Mapping[str, Any]] | None = None,
    check: bool = False,
) -> dict[str, Any]:
    """Games `first` to `first + games - 1` of a tournament: the wins, draws and move times
    per agent entry, to be put together by `tournament_report`."""
    entries = len(agent_names)
    wins = [0] * entries
    moves: list[list[float]] = [[] for _ in range(entries)]
    draws = 0
    series = play_series(
        ruleset,
        players,
        games,
        seed,
        agent_names,
        options,
        check,
        timed=True,
        agent_config=agent_config,
        first=first,
    )
    for seats, record in series:
        for seat, seconds in record.move_seconds.items():
            moves[seats[seat]].extend(seconds)
        draws += not count_win(wins, seats, record)
    return {"first": first, "games": games, "wins": wins, "draws": draws, "moves": moves}


def tournament_report(
    ruleset: Ruleset,
    players: int,
    seed: int,
    agent_names: Sequence[str],
    options: Mapping[str, Any],
    parts: Sequence[Mapping[str, Any]],
) -> dict[str, Any]:
    """The report of a tournament played in `parts` (which must cover its games once each)."""
    games = sum(part["games"] for part in parts)
    spans = sorted((part["first"], part["games"]) for part in parts)
    if [i for first, count in spans for i in range(first, first + count)] != list(range(games)):
        raise ValueError("the parts of a tournament must cover its games once each")
    entries = len(agent_names)
    wins = [sum(part["wins"][e] for part in parts) for e in range(entries)]
    moves = [[m for part in parts for m in part["moves"][e]] for e in range(entries)]
    draws = sum(part["draws"] for part in parts)
    return {
        **series_report(ruleset, players, games, seed, agent_names, options, wins, draws),
        "win_rate": [w / games for w in wins],
        "ci95": [list(wilson(w, games)) for w in wins],
        "move_ms_mean": [1000 * sum(m) / len(m) if m else 0.0 for m in moves],
        "move_ms_p95": [1000 * percentile(m, 0.95) for m in moves],
        "moves": [len(m) for m in moves],
    }

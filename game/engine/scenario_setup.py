"""Numbers a scenario's `setup` gives, read the same way by every ruleset (docs/scenarios.md).

A set-up the game could never reach is refused with a ValueError that names the key path
(`life.p2`, `damage.p1.voltusk`), so the runner can say which key of which file is wrong.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.engine.contract import Ruleset
from game.engine.notation import NotationError, parse_seat, seat_text


def number(
    value: Any, where: str, low: int | None = 0, high: int | None = None, note: str = ""
) -> int:
    """`value` as a whole number from `low` to `high` (None: no bound), or a ValueError at
    `where` (`note` says why the bound is there)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where}: expected a whole number, got {value!r}")
    why = f" ({note})" if note else ""
    if low is not None and value < low:
        raise ValueError(f"{where}: {value} is below {low}{why}")
    if high is not None and value > high:
        raise ValueError(f"{where}: {value} is over {high}{why}")
    return value


def seat_numbers(
    given: Any,
    current: Sequence[int],
    where: str,
    low: int | None = 0,
    high: int | None = None,
    note: str = "",
) -> list[int]:
    """One number per seat: a list of them all (`[100, 80]`), or a mapping of the seats that
    change (`{p2: 80}`, the others keeping `current`)."""
    values = list(current)
    if isinstance(given, Mapping):
        pairs = [(_seat(key, len(values), where), value) for key, value in given.items()]
    elif isinstance(given, list):
        if len(given) != len(values):
            raise ValueError(f"{where}: one number for each seat, {len(values)} in all")
        pairs = list(enumerate(given))
    else:
        raise ValueError(f"{where}: a list, one number per seat, or {{pN: number}}")
    for seat, value in pairs:
        values[seat] = number(value, f"{where}.{seat_text(seat)}", low, high, note)
    return values


def _seat(key: Any, players: int, where: str) -> int:
    try:
        seat = parse_seat(str(key))
    except NotationError as exc:
        raise ValueError(f"{where}: {exc}") from None
    if not 0 <= seat < players:
        raise ValueError(f"{where}: no seat {key} in a {players}-player game")
    return seat


def check_counters(ruleset: Ruleset, state: dict) -> None:
    """Every counter the ruleset declares lies within its bounds (`charges.p1: -1 is below
    0`): what no set-up may break, whatever the game."""
    values = ruleset.counters(state)
    for spec in ruleset.counter_specs(state):
        name, _, seat = spec.id.partition(":")
        where = f"{name}.{seat}" if seat else name
        number(values[spec.id], where, spec.minimum, spec.maximum)

"""What an `expect` step of a scenario checks (docs/scenarios.md).

The facts are the ruleset's own (`Ruleset.inspect`) beside one size for every zone it declares
(`<zone>_size`: a number for a zone of the table, a mapping of seats for a zone each seat has),
so every pile, hand, board and chain can be counted without a word of the ruleset.

An expectation is compared with its fact whole, except a mapping keyed by seats, cards or
instances (`life: {p2: 80}`, `damage: {p2: {voltusk: 3}}`): it checks only the keys it names,
at every level, and a list of numbers, one per seat, is read as such a mapping. An empty mapping
still asks for an empty fact, so no expectation is left that cannot fail.
"""

from __future__ import annotations

import re
from typing import Any

from game.engine import registry
from game.engine.contract import Ruleset
from game.engine.notation import seat_text

SEAT = re.compile(r"p[1-9][0-9]*")
INSTANCE = re.compile(r"c[1-9][0-9]*")
MISSING = object()


class ExpectError(Exception):
    """An expectation that does not hold, or cannot be read; the message says which."""


def zone_sizes(ruleset: Ruleset, state: dict) -> dict[str, Any]:
    """`<name>_size` for every declared zone: its size, or for a seat's zones one per seat."""
    contents = ruleset.zone_contents(state)
    sizes: dict[str, Any] = {}
    for spec in ruleset.zone_specs(state):
        name = spec.id.partition(":")[0] + "_size"
        if spec.owner is None:
            sizes[name] = len(contents[spec.id])
        else:
            sizes.setdefault(name, {})[seat_text(spec.owner)] = len(contents[spec.id])
    return sizes


def facts_of(ruleset: Ruleset, state: dict) -> dict[str, Any]:
    """The zone sizes and the ruleset's facts (which win where both name one), for a game
    that declares it tells them (`GameSpec.scenarios`)."""
    told = ruleset.inspect(state) if registry.game(ruleset.id).scenarios else {}
    return {**zone_sizes(ruleset, state), **told}


class Comparison:
    """Compares an expectation with a fact; `keyed` says which keys make a mapping partial."""

    def __init__(self, players: int, cards: set[str]):
        self.players = players
        self.cards = cards

    def keyed(self, key: Any) -> bool:
        """Whether a mapping key names a seat, an instance or a card of the game."""
        text = str(key)
        return bool(SEAT.fullmatch(text) or INSTANCE.fullmatch(text)) or text in self.cards

    def check(self, path: str, want: Any, got: Any) -> None:
        """Raise ExpectError where `got` does not hold what `want` asks, naming the key path."""
        if isinstance(want, dict) and want and all(self.keyed(key) for key in want):
            got = self._per_seat(path, want, got)
            if isinstance(got, dict):
                for key, value in want.items():
                    found = got.get(key, got.get(str(key), MISSING))
                    if found is MISSING:
                        keys = ", ".join(map(str, got)) or "none"
                        where = f"{path}.{key}"
                        raise ExpectError(f"expected {where} {value!r}, found no {key} ({keys})")
                    self.check(f"{path}.{key}", value, found)
                return
        if got != want:
            raise ExpectError(f"expected {path} {want!r}, found {got!r}")

    def _per_seat(self, path: str, want: dict, got: Any) -> Any:
        """A list of numbers, one per seat (life, hand sizes), as a mapping of seats, when
        `want` names seats."""
        if not isinstance(got, list) or not all(SEAT.fullmatch(str(key)) for key in want):
            return got
        numbers = all(isinstance(value, int) for value in got)
        if len(got) != self.players or not numbers:
            raise ExpectError(f"{path}: {got!r} is not a number per seat; expect the whole list")
        return {seat_text(seat): value for seat, value in enumerate(got)}


def check_facts(ruleset: Ruleset, state: dict, facts: dict[str, Any], expected: dict) -> None:
    """Every expected fact holds, or ExpectError for the first that does not."""
    comparison = Comparison(state["players"], set(ruleset.card_faces()))
    for key, want in expected.items():
        if key == "legal_for":
            continue
        if key not in facts:
            raise ExpectError(f"cannot expect {key!r} (facts: {', '.join(sorted(facts))})")
        if key == "legal" and isinstance(want, list):
            want = sorted(want)
        elif key == "hands" and isinstance(want, dict):
            want = {seat: sorted(cards) for seat, cards in want.items()}
        comparison.check(key, want, facts[key])

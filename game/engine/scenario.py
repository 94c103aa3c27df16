"""Scenario files: a set-up, steps in action notation, and what must hold after them.

The format is documented in docs/scenarios.md. A scenario passes when every step is accepted
(or refused, where it says so, with the expected reason) and every expectation holds.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from game.engine import registry
from game.engine.contract import IllegalAction, Ruleset
from game.engine.match import Match
from game.engine.notation import Event, NotationError, parse_seat
from game.engine.scenario_facts import ExpectError, check_facts, facts_of
from game.engine.scenario_lines import LineError, check_events, check_no_events
from game.engine.scenario_setup import check_counters

TOP_KEYS = {
    "name",
    "ruleset",
    "players",
    "seed",
    "options",
    "seat_setup",
    "setup",
    "steps",
    "rules",
    "refuse_setup",
}


class ScenarioError(Exception):
    """A scenario that failed, or could not be read; the message says which step and why."""


@dataclass
class Outcome:
    path: Path
    name: str
    error: str | None

    @property
    def passed(self) -> bool:
        return self.error is None


def scenario_files(paths: list[Path]) -> Iterator[Path]:
    for path in paths:
        if path.is_dir():
            yield from sorted(p for p in path.rglob("*.y*ml") if p.is_file())
        else:
            yield path


def run_paths(paths: list[Path]) -> list[Outcome]:
    outcomes = []
    for path in scenario_files(paths):
        try:
            name = run_file(path)
            outcomes.append(Outcome(path, name, None))
        except ScenarioError as exc:
            outcomes.append(Outcome(path, path.stem, str(exc)))
    return outcomes


def run_file(path: Path) -> str:
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as exc:
        raise ScenarioError(f"cannot read the scenario: {exc}") from None
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a mapping with ruleset, setup and steps")
    return run_scenario(data)


def run_scenario(data: dict[str, Any]) -> str:
    unknown = sorted(set(data) - TOP_KEYS)
    if unknown:
        raise ScenarioError(f"unknown key {unknown[0]!r} (keys: {', '.join(sorted(TOP_KEYS))})")
    name = str(data.get("name", "unnamed"))
    if "refuse_setup" in data:
        _refuse_setup(data)
        return name
    try:
        match, events = _set_up(data)
    except (KeyError, ValueError, TypeError) as exc:
        raise ScenarioError(f"set-up: {_message(exc)}") from None
    for number, step in enumerate(data.get("steps") or [], start=1):
        try:
            events = _run_step(match, step, events)
        except ScenarioError as exc:
            raise ScenarioError(f"step {number} ({_describe(step)}): {exc}") from None
    return name


def _set_up(data: dict[str, Any]) -> tuple[Match, list[Event]]:
    """The match set up as the scenario says, and the events of its deal."""
    spec = registry.game(str(data.get("ruleset")))
    ruleset = spec.ruleset
    options = ruleset.resolve_options(data.get("options") or {})
    players, seed = int(data.get("players", 2)), int(data.get("seed", 0))
    seats = data.get("seat_setup")
    if seats is not None and not isinstance(seats, list):
        raise ValueError("seat_setup: expected a list, one mapping for each seat")
    match = Match(ruleset, options, players, seed, seats)
    events = match.opening_events
    if data.get("setup"):
        if not spec.scenarios:
            raise ValueError(f"setup: {ruleset.name} sets up no scenarios")
        # The events of the deal the set-up made, or none when it replaced what the deal did.
        events = match.set_up(data["setup"])
        check_counters(ruleset, match.state)
    return match, events


def _refuse_setup(data: dict[str, Any]) -> None:
    """`refuse_setup: TEXT`: the game must not start, with a message that contains TEXT."""
    wanted = data["refuse_setup"]
    if not isinstance(wanted, str) or not wanted:
        raise ScenarioError("refuse_setup: expected the text the refusal must contain")
    if data.get("steps"):
        raise ScenarioError("refuse_setup: a set-up that must be refused has no steps")
    try:
        _set_up(data)
    except (KeyError, ValueError, TypeError) as exc:
        message = _message(exc)
        if wanted not in message:
            raise ScenarioError(
                f"set-up refused with {message!r}, expected a message containing {wanted!r}"
            ) from None
        return
    raise ScenarioError(f"the set-up was accepted, a refusal containing {wanted!r} was expected")


def _message(exc: Exception) -> str:
    """The sentence of an error (a KeyError's own str() quotes it)."""
    return str(exc.args[0]) if isinstance(exc, KeyError) and exc.args else str(exc)


def _describe(step: Any) -> str:
    text = step if isinstance(step, str) else yaml.safe_dump(step, default_flow_style=True)
    return text.strip()


def _run_step(match: Match, step: Any, events: list[Event]) -> list[Event]:
    ruleset, state = match.ruleset, match.state
    if isinstance(step, str):
        return _act(match, None, step)
    if not isinstance(step, dict) or len(step) < 1:
        raise ScenarioError(
            "a step is an action, {pN: action}, {refuse: ...}, {expect: ...}, {events: [...]}"
            " or {no_events: [...]}"
        )
    if "expect" in step:
        _check_expectations(ruleset, state, step["expect"])
        return events
    if "events" in step or "no_events" in step:
        unknown = sorted(set(step) - {"events", "no_events"})
        if unknown:
            raise ScenarioError(f"unknown key {unknown[0]!r} beside events and no_events")
        try:
            check_events(events, _lines(step.get("events", []), "events"))
            check_no_events(events, _lines(step.get("no_events", []), "no_events"))
        except LineError as exc:
            raise ScenarioError(str(exc)) from None
        return events
    if "refuse" in step:
        _refuse(match, step)
        return events
    if len(step) == 1:
        ((who, text),) = step.items()
        try:
            seat = parse_seat(str(who))
        except NotationError as exc:
            raise ScenarioError(str(exc)) from None
        return _act(match, seat, str(text))
    raise ScenarioError(f"cannot tell what the step {step!r} asks")


def _act(match: Match, seat: int | None, text: str) -> list[Event]:
    ruleset, state = match.ruleset, match.state
    try:
        action = ruleset.parse_action(text)
    except NotationError as exc:
        raise ScenarioError(f"bad notation: {exc}") from None
    if seat is None:
        deciders = ruleset.deciders(state)
        if not deciders:
            raise ScenarioError("nobody may act: the game is over")
        seat = deciders[0]
    try:
        return match.apply(seat, action)
    except IllegalAction as exc:
        raise ScenarioError(f"refused: {exc.refusal}") from None
    except ValueError as exc:  # a seat the game does not have
        raise ScenarioError(str(exc)) from None


def _refuse(match: Match, step: dict) -> None:
    """The action must be refused, for the reason named if any, and change nothing at all:
    the whole state (its generator too) is the same, as plain data, before and after."""
    ruleset, state = match.ruleset, match.state
    seat = parse_seat(str(step["seat"])) if "seat" in step else _deciding_seat(ruleset, state)
    try:
        action = ruleset.parse_action(str(step["refuse"]))
    except NotationError as exc:
        if step.get("code") == "notation":
            return
        raise ScenarioError(f"bad notation: {exc}") from None
    before = ruleset.to_data(state)
    try:
        match.apply(seat, action)
    except IllegalAction as exc:
        refusal = exc.refusal
    except ValueError as exc:  # a seat the game does not have
        raise ScenarioError(str(exc)) from None
    else:
        raise ScenarioError(f"{action} was accepted, a refusal was expected")
    changed = first_difference(before, ruleset.to_data(state))
    if changed:
        raise ScenarioError(f"{action} was refused but changed the state: {changed}")
    if "code" in step and refusal.code != step["code"]:
        raise ScenarioError(f"refused as {refusal.code}, expected {step['code']}")
    for key, value in (step.get("params") or {}).items():
        if refusal.params.get(key) != value:
            raise ScenarioError(f"refusal {key} is {refusal.params.get(key)!r}, expected {value!r}")


def first_difference(before: Any, after: Any, path: str = "state") -> str:
    """Where two plain-data values first differ (`state.hands[1]: [...] -> [...]`), or ''."""
    if isinstance(before, dict) and isinstance(after, dict):
        for key in sorted(set(before) | set(after), key=str):
            if key not in before or key not in after:
                return f"{path}.{key}: {before.get(key)!r} -> {after.get(key)!r}"
            found = first_difference(before[key], after[key], f"{path}.{key}")
            if found:
                return found
        return ""
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        for index, (old, new) in enumerate(zip(before, after, strict=True)):
            found = first_difference(old, new, f"{path}[{index}]")
            if found:
                return found
        return ""
    return "" if before == after else f"{path}: {before!r} -> {after!r}"


def _deciding_seat(ruleset: Ruleset, state: dict) -> int:
    """The seat a step without `seat:` (or `legal_for:`) is about: the first decider, or the
    first seat once nobody decides (a finished game refuses everyone alike)."""
    deciders = ruleset.deciders(state)
    return deciders[0] if deciders else 0


def _check_expectations(ruleset: Ruleset, state: dict, expected: Any) -> None:
    if not isinstance(expected, dict):
        raise ScenarioError("expect: a mapping of facts")
    facts = facts_of(ruleset, state)
    if "legal" in expected or "legal_for" in expected:
        if "legal_for" in expected:
            seat = parse_seat(str(expected["legal_for"]))
        else:  # the seat deciding now: in a window, the first seat asked
            seat = _deciding_seat(ruleset, state)
        try:
            facts["legal"] = sorted(str(a) for a in ruleset.legal_actions(state, seat))
        except ValueError as exc:  # a seat the game does not have
            raise ScenarioError(f"legal_for: {exc}") from None
    try:
        check_facts(ruleset, state, facts, expected)
    except ExpectError as exc:
        raise ScenarioError(str(exc)) from None


def _lines(wanted: Any, key: str) -> list[str]:
    if not isinstance(wanted, list) or not all(isinstance(line, str) for line in wanted):
        raise ScenarioError(f"{key}: expected a list of event lines")
    return wanted

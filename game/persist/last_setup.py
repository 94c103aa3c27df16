"""The New game screen's memory: the game, the players and the options last started.

One small JSON file in the config folder, written atomically when a game is started from the
New game screen. Reading it is forgiving: it only fills in a form, so a missing or damaged
file, or a value that no longer fits (a ruleset or an option that changed), gives the form's
usual defaults for what is wrong, and the rest is kept.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.engine import registry
from game.persist.atomic import write_json_atomic
from game.persist.kept_aside import read_own_file
from game.persist.paths import config_dir
from game.persist.saves import AI_LEVELS, Seat
from game.problems import Problem
from game.userfiles import is_plain_text

LAST_SETUP_FILE = "last_setup.json"
NAME_LENGTH = 14  # the longest name the New game screen takes


@dataclass
class LastSetup:
    ruleset: str | None = None  # None: nothing remembered
    players: int | None = None
    seats: list[Seat] = field(default_factory=list)  # as many as were at the table
    options: dict[str, dict[str, Any]] = field(default_factory=dict)  # per ruleset
    # Per game of decks, each seat's deck: ("starter", id) or ("mine", the deck's file name).
    decks: dict[str, list[tuple[str, str]]] = field(default_factory=dict)
    problem: Problem | None = None  # what became of a file that could not be used


def last_setup_path() -> Path:
    return config_dir() / LAST_SETUP_FILE


def load_last_setup() -> LastSetup:
    """What was last started; each part that cannot be used is left out."""
    data, problem = read_own_file(last_setup_path(), "files.last_setup")
    if data is None:  # none yet, or one that could not be used (and was set aside)
        return LastSetup(problem=problem)
    known = {r.id: r for r in registry.all_rulesets()}
    setup = LastSetup()
    if isinstance(data.get("ruleset"), str) and data["ruleset"] in known:
        setup.ruleset = data["ruleset"]
        ruleset = known[setup.ruleset]
        players = data.get("players")
        if isinstance(players, int) and ruleset.min_players <= players <= ruleset.max_players:
            setup.players = players
    seats = data.get("seats")
    for entry in seats if isinstance(seats, list) else ():
        seat = _seat(entry)
        if seat is None:
            break  # the seats after a bad one would move up a place: keep the ones before
        setup.seats.append(seat)
    options = data.get("options")
    for ruleset_id, values in (options if isinstance(options, dict) else {}).items():
        if ruleset_id in known and isinstance(values, dict):
            try:
                ruleset = known[ruleset_id]
                # Hidden options are the program's to set: a new game takes their defaults.
                setup.options[ruleset_id] = ruleset.resolve_options(ruleset.player_options(values))
            except ValueError:
                continue  # an option that changed since: that game's defaults
    decks = data.get("decks")
    for ruleset_id, chosen in (decks if isinstance(decks, dict) else {}).items():
        if ruleset_id in known and isinstance(chosen, list):
            pairs = [tuple(pair) for pair in chosen if _deck_pair(pair)]
            if len(pairs) == len(chosen):
                setup.decks[ruleset_id] = pairs  # type: ignore[assignment]
    return setup


def _deck_pair(pair: Any) -> bool:
    return (
        isinstance(pair, list)
        and len(pair) == 2
        and pair[0] in ("starter", "mine")
        and isinstance(pair[1], str)
        and 0 < len(pair[1]) <= 64
    )


def _seat(entry: Any) -> Seat | None:
    """A remembered seat; its name is "" when nobody typed one (the form's default then)."""
    if not isinstance(entry, dict):
        return None
    name, kind, level = entry.get("name"), entry.get("kind"), entry.get("level")
    if not isinstance(name, str) or len(name) > NAME_LENGTH or not is_plain_text(name):
        return None
    if not ((kind == "human" and level is None) or (kind == "ai" and level in AI_LEVELS)):
        return None
    return Seat(name.strip(), kind, level)


def save_last_setup(
    ruleset_id: str,
    seats: list[Seat],
    options: dict[str, Any],
    decks: list[tuple[str, str]] | None = None,
) -> None:
    """Remember a game being started: its seats (a name nobody typed as ""), and its options
    (and, for a game of decks, each seat's deck) beside those of the other games remembered
    before. Raises OSError when the file cannot be written; the file is then as it was."""
    remembered = load_last_setup()
    remembered.options[ruleset_id] = registry.get(ruleset_id).player_options(options)
    if decks is not None:
        remembered.decks[ruleset_id] = list(decks)
    data = {
        "ruleset": ruleset_id,
        "players": len(seats),
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in seats],
        "options": remembered.options,
    }
    if remembered.decks:
        data["decks"] = {
            game: [list(pair) for pair in pairs] for game, pairs in remembered.decks.items()
        }
    write_json_atomic(last_setup_path(), data)

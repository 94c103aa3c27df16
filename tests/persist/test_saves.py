"""Saved games: round trips, the kept examples, every kind of bad file, listing and slots."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import jsonschema
import pytest

from game.ai.agent import make_agent
from game.engine import rng
from game.engine.notation import seat_text
from game.engine.registry import get
from game.games import BUILT_IN_GAMES
from game.persist import saves
from game.persist.save_list import list_saves
from game.persist.saves import (
    AUTOSAVE_SLOT,
    FORMAT_VERSION,
    SavedGame,
    SaveError,
    Seat,
    delete_save,
    latest_autosave,
    load_game,
    migrate,
    replay,
    sanitise_slot,
    save_game,
)

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "saves" / "examples"
SCHEMA_PATH = EXAMPLES_DIR.parent / "schema.json"
EXAMPLES = sorted(EXAMPLES_DIR.glob("*.json"))


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh user folder for each test, whatever else sets it."""
    folder = tmp_path / "home"
    monkeypatch.setenv("MONSTER_TABLE_HOME", str(folder))
    return folder


def played_game(
    ruleset_id: str = "uno",
    players: int = 4,
    seed: int = 5,
    actions: int = 30,
    generator: str = rng.DEFAULT,
):
    """A game played for `actions` actions by seeded heuristic players, ready to save."""
    ruleset = get(ruleset_id)
    options = ruleset.resolve_options({"generator": generator})
    state, _ = ruleset.new_game(options, players, seed)
    agents = [make_agent("heuristic", ruleset_id, seed * 16 + s) for s in range(players)]
    log: list[str] = []
    while len(log) < actions and ruleset.result(state) is None:
        seat = ruleset.deciders(state)[0]
        action = agents[seat].act(ruleset.observe(state, seat), ruleset.legal_actions(state, seat))
        ruleset.apply(state, seat, action)
        log.append(f"{seat_text(seat)}: {action}")
    seats = [Seat("Ana", "human")] + [Seat(f"Bot {s}", "ai", "normal") for s in range(1, players)]
    return SavedGame(ruleset_id, options, seats, seed, log, ruleset.to_data(state))


# -- round trips ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("ruleset_id", "players"),
    [("uno", 4), ("uno-monster-high", 3), ("shield-war", 2), ("uno-mostro", 3)],
)
def test_save_then_load_gives_the_same_game(ruleset_id: str, players: int):
    game = played_game(ruleset_id, players, actions=60)
    path = save_game("my game", game)
    assert game.saved_at.endswith("Z")
    assert load_game(path) == game


def test_save_goes_to_the_saves_folder_under_monster_table_home(home: Path):
    path = save_game("first", played_game())
    assert path == home / "data" / "saves" / "first.json"
    assert json.loads(path.read_text())["format_version"] == FORMAT_VERSION


def test_monster_table_home_is_read_at_every_call(tmp_path: Path, monkeypatch):
    save_game("here", played_game())
    other = tmp_path / "elsewhere"
    monkeypatch.setenv("MONSTER_TABLE_HOME", str(other))
    assert list_saves() == []
    path = save_game("there", played_game())
    assert path.parent == other / "data" / "saves"
    assert [info.slot for info in list_saves()] == ["there"]


def test_save_completes_the_options_with_the_defaults():
    game = played_game()
    game.options = {}
    save_game("defaults", game)
    assert game.options == get("uno").resolve_options({})


def test_replay_gives_the_state_that_was_played():
    game = played_game("uno-monster-high", 3, actions=50)
    ruleset = get(game.ruleset)
    state = replay(ruleset, game.options, len(game.seats), game.seed, game.actions)
    assert ruleset.to_data(state) == game.state


# -- the kept examples: the compatibility promise ------------------------------------------------
UNO_FAMILY = {"uno", "uno-monster-high"}
EVERY_GAME = UNO_FAMILY | {"shield-war", "uno-mostro", "kmon"}


def test_there_are_examples_of_every_game_in_every_format_since_it_came():
    versions: dict[int, set[str]] = {}
    for path in EXAMPLES:
        written = json.loads(path.read_text())
        versions.setdefault(written["format_version"], set()).add(written["ruleset"])
    assert set(versions) == set(range(1, FORMAT_VERSION + 1))
    assert versions[1] == UNO_FAMILY  # the battle games came with format 2
    assert all(versions[version] == EVERY_GAME for version in range(2, FORMAT_VERSION + 1))
    assert set(BUILT_IN_GAMES) == EVERY_GAME


@pytest.mark.parametrize("path", EXAMPLES, ids=[path.stem for path in EXAMPLES])
def test_every_example_still_loads(path: Path):
    before = path.read_bytes()
    written = migrate(json.loads(before))
    game = load_game(path)
    assert len(game.actions) >= 24  # some dozens of actions, not an empty deal
    ruleset = get(game.ruleset)
    assert game.rules_version == ruleset.rules_version
    if game.notice is None:  # the game as it was saved
        assert game.state == written["state"]
        assert game.actions == written["actions"]
    else:  # played under rules corrected since: it goes on under today's
        assert written["rules_version"] < ruleset.rules_version
    assert path.read_bytes() == before


@pytest.mark.parametrize("path", EXAMPLES, ids=[path.stem for path in EXAMPLES])
def test_an_example_says_so_when_its_rules_were_corrected(path: Path):
    written = migrate(json.loads(path.read_text()))
    game = load_game(path)
    corrected = written["ruleset"] in ("kmon", "shield-war") and written["rules_version"] == 1
    assert (game.notice is not None) == corrected
    if corrected:
        assert game.notice.message.startswith(
            f"The rules of {get(game.ruleset).name} were corrected since this game was saved"
        )


@pytest.mark.parametrize("path", EXAMPLES, ids=[path.stem for path in EXAMPLES])
def test_an_example_goes_on_with_the_generator_it_was_dealt_with(home: Path, path: Path):
    written = json.loads(path.read_text())
    game = load_game(path)
    dealt_with = "splitmix64" if written["format_version"] == 1 else "lehmer128"
    assert game.options["generator"] == game.state["options"]["generator"] == dealt_with
    assert rng.generator_of(game.state["rng"]) == dealt_with
    # Played on and saved again, it is a save of today's format that replays the same way.
    ruleset = get(game.ruleset)
    state = ruleset.from_data(game.state)
    for _ in range(30):
        if ruleset.result(state) is not None:
            break
        seat = ruleset.deciders(state)[0]
        action = ruleset.legal_actions(state, seat)[-1]  # a draw, mostly: the generator works
        ruleset.apply(state, seat, action)
        game.actions.append(f"{seat_text(seat)}: {action}")
    game.state = ruleset.to_data(state)
    again = load_game(save_game("again", game))
    assert again.format_version == FORMAT_VERSION
    assert again.state == game.state
    assert again.options["generator"] == dealt_with


def test_new_games_are_dealt_with_the_default_generator():
    for ruleset_id in ("uno", "uno-monster-high"):
        state, _ = get(ruleset_id).new_game({}, 3, 5)
        assert state["options"]["generator"] == rng.DEFAULT == "lehmer128"
        assert rng.generator_of(state["rng"]) == "lehmer128"
        old, _ = get(ruleset_id).new_game({"generator": "splitmix64"}, 3, 5)
        assert rng.generator_of(old["rng"]) == "splitmix64"
        assert old["hands"] != state["hands"]


def test_format_one_is_migrated_to_its_generator_and_left_alone():
    data = {
        "format_version": 1,
        "options": {"mode": "normal"},
        "state": {"options": {"mode": "normal"}, "rng": 12345},
    }
    migrated = migrate(data)
    assert migrated["format_version"] == FORMAT_VERSION
    assert migrated["options"] == {"mode": "normal", "generator": "splitmix64"}
    assert migrated["state"] == {
        "options": {"mode": "normal", "generator": "splitmix64"},
        "rng": ~12345,
    }
    assert data["state"]["rng"] == 12345  # the input is not changed


@pytest.mark.parametrize("path", EXAMPLES, ids=[path.stem for path in EXAMPLES])
def test_every_example_matches_the_schema(path: Path):
    schema = json.loads(SCHEMA_PATH.read_text())
    jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(json.loads(path.read_text()), schema, jsonschema.Draft202012Validator)


# -- bad files: a clear SaveError, and the file left byte for byte --------------------------------
Tamper = Callable[[dict], object]


def _set(key: str, value: object) -> Tamper:
    return lambda data: data.__setitem__(key, value)


def _seat(index: int, key: str, value: object) -> Tamper:
    return lambda data: data["seats"][index].__setitem__(key, value)


def _action(index: int, text: str) -> Tamper:
    return lambda data: data["actions"].__setitem__(index, text)


def _extra_card(data: dict) -> None:
    data["state"]["hands"][0].append(data["state"]["draw"].pop())


def _drop_last_action(data: dict) -> None:
    data["actions"].pop()


TAMPERED: dict[str, tuple[Tamper, str]] = {
    "missing key": (lambda data: data.pop("actions"), "the key 'actions' is missing"),
    "wrong type": (_set("seed", "forty-two"), "the key 'seed' is wrong: expected int, got str"),
    "bool for int": (_set("seed", True), "the key 'seed' is wrong"),
    "wrong seat kind": (_seat(1, "kind", "robot"), "the key 'seats[1].kind' is wrong"),
    "seat without name": (lambda data: data["seats"][2].pop("name"), "'seats[2].name' is missing"),
    "ai without level": (
        _seat(1, "level", None),
        "'seats[1].level' should be easy, normal or hard",
    ),
    "human with level": (_seat(0, "level", "hard"), "'seats[0].level' should be null"),
    "newer version": (
        _set("format_version", FORMAT_VERSION + 1),
        f"This save was made by a newer version of Monster Table (format {FORMAT_VERSION + 1}); "
        f"this version reads up to format {FORMAT_VERSION}.",
    ),
    "version as text": (_set("format_version", "1"), "'format_version' should be a whole number"),
    "no version": (lambda data: data.pop("format_version"), "'format_version' is missing"),
    "unknown ruleset": (_set("ruleset", "poker"), "does not know ('poker')"),
    "refused option": (
        lambda data: data["options"].__setitem__("short_turns", 0),
        "options are not accepted by UNO",
    ),
    "unknown option": (
        lambda data: data["options"].__setitem__("gravity", True),
        "UNO: uno has no option 'gravity'",
    ),
    "too few seats": (lambda data: data["seats"].__delitem__(slice(1, None)), "1 seat, but UNO"),
    "tampered action": (_action(5, "p1: play w4"), "Action 6 of this save ('p1: play w4')"),
    "unreadable action": (_action(2, "p1 draws"), "Action 3 of this save ('p1 draws') cannot be"),
    "unknown verb": (_action(0, "p1: fly"), "unknown action 'fly'"),
    "seat out of range": (_action(0, "p7: draw"), "is by p7, but the game has 4 seats"),
    "odd digits in a seat": (_action(0, "p\u00b2: draw"), "Action 1 of this save"),
    "tampered state": (_extra_card, "different game (first difference: 'draw')"),
    "missing action": (_drop_last_action, "does not match its own moves"),
}


@pytest.mark.parametrize("case", TAMPERED)
def test_a_tampered_save_is_refused_and_left_as_it_was(case: str):
    tamper, expected = TAMPERED[case]
    path = save_game("victim", played_game())
    data = json.loads(path.read_text())
    tamper(data)
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(SaveError) as raised:
        load_game(path)
    assert expected in raised.value.message
    assert path.read_bytes() == before


TEXT_CASES = {
    "truncated JSON": (lambda text: text[: len(text) // 2], "it is not complete JSON (line"),
    "empty file": (lambda text: "", "it is not complete JSON"),
    "a list": (lambda text: "[1, 2]", "should hold a JSON object, not a list"),
}


@pytest.mark.parametrize("case", TEXT_CASES)
def test_a_broken_file_is_refused_and_left_as_it_was(case: str):
    damage, expected = TEXT_CASES[case]
    path = save_game("victim", played_game())
    path.write_text(damage(path.read_text()))
    before = path.read_bytes()
    with pytest.raises(SaveError, match="damaged") as raised:
        load_game(path)
    assert expected in raised.value.message
    assert path.read_bytes() == before


def test_bytes_that_are_not_text_are_refused(home: Path):
    path = home / "garbage.json"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff\xfe\x00garbage\x80")
    with pytest.raises(SaveError, match="not UTF-8 text"):
        load_game(path)
    assert path.read_bytes() == b"\xff\xfe\x00garbage\x80"


def test_a_missing_file_is_a_save_error(home: Path):
    with pytest.raises(SaveError, match="could not be read"):
        load_game(home / "nothing.json")


# -- migration -----------------------------------------------------------------------------------
def _players_to_seats(data: dict) -> dict:
    """A fake step from a format 0 that called the seats `players`."""
    data["seats"] = data.pop("players")
    return data


def _legacy_game() -> SavedGame:
    """A game dealt with the generator of format 1, as a save of format 1 was."""
    return played_game(generator="splitmix64")


def _as_format_zero(game: SavedGame) -> dict:
    """`game` (dealt with splitmix64) written as a fake format 0: format 1, with the seats
    called `players`."""
    data = saves.game_to_data(game)
    data["players"] = data.pop("seats")
    data["format_version"] = 0
    for options in (data["options"], data["state"]["options"]):
        del options["generator"]
    data["state"]["rng"] = ~data["state"]["rng"]
    return data


def test_migrate_runs_the_step_of_each_older_version_and_leaves_its_input():
    data = _as_format_zero(_legacy_game())
    original = json.loads(json.dumps(data))
    migrated = migrate(data, {**saves.MIGRATIONS, 0: _players_to_seats})
    assert migrated["format_version"] == FORMAT_VERSION
    assert migrated["seats"] == original["players"]
    assert data == original


def test_migrate_chains_steps_in_order(monkeypatch):
    monkeypatch.setattr(saves, "FORMAT_VERSION", 3)
    seen: list[int] = []

    def step(version: int):
        return lambda data: seen.append(data["format_version"]) or data

    migrated = migrate({"format_version": 1}, {1: step(1), 2: step(2)})
    assert seen == [1, 2]
    assert migrated == {"format_version": 3}


def test_an_older_save_loads_through_the_registered_steps(home: Path, monkeypatch):
    game = _legacy_game()
    save_game("now", game)
    path = home / "old.json"
    path.write_text(json.dumps(_as_format_zero(game)))
    before = path.read_bytes()
    monkeypatch.setitem(saves.MIGRATIONS, 0, _players_to_seats)
    assert load_game(path) == game
    assert path.read_bytes() == before  # the upgrade is in memory; saving writes the new format


def test_an_older_version_without_a_step_is_refused(home: Path):
    path = home / "old.json"
    home.mkdir()
    path.write_text(json.dumps(_as_format_zero(played_game())))
    with pytest.raises(SaveError, match="format 0, which this version .* cannot convert"):
        load_game(path)


# -- listing, slots, deleting --------------------------------------------------------------------
def _save_at(monkeypatch, slot: str, stamp: str, game: SavedGame) -> Path:
    monkeypatch.setattr(saves, "_utc_now", lambda: stamp)
    return save_game(slot, game)


def test_list_saves_is_newest_first_with_broken_files_as_error_rows(home: Path, monkeypatch):
    uno = played_game("uno", 4, seed=3, actions=30)
    _save_at(monkeypatch, "middle", "2024-05-02T10:00:00Z", uno)
    _save_at(monkeypatch, "newest", "2024-05-03T10:00:00Z", played_game("uno-monster-high", 3))
    _save_at(monkeypatch, "oldest", "2024-05-01T10:00:00Z", uno)
    broken = home / "data" / "saves" / "broken.json"
    broken.write_text('{"format_version": 1, "ruleset": ')
    os.utime(broken, (0, 0))  # written long ago, so it sorts last
    (broken.parent / ".newest.json.abc.tmp").write_text("half a file")
    rows = list_saves()
    assert [row.slot for row in rows] == ["newest", "middle", "oldest", "broken"]
    assert [row.error for row in rows[:3]] == [None, None, None]
    assert "not complete JSON" in rows[3].error
    middle = rows[1]
    turns = get("uno").inspect(uno.state)["turns"]
    assert (middle.ruleset, middle.ruleset_name, middle.players) == ("uno", "UNO", 4)
    assert (middle.round, middle.turn) == (None, sum(turns))  # one hand: no rounds to count
    assert middle.saved_at == "2024-05-02T10:00:00Z"
    assert (rows[0].ruleset_name, rows[0].round) == ("UNO Monster High", 1)  # scored in rounds


def test_list_saves_does_not_replay(monkeypatch):
    save_game("one", played_game())
    monkeypatch.setattr(saves, "replay", lambda *args: pytest.fail("list_saves replayed"))
    assert [row.slot for row in list_saves()] == ["one"]


def test_list_saves_reports_a_newer_or_foreign_save_without_raising(home: Path):
    folder = home / "data" / "saves"
    folder.mkdir(parents=True)
    (folder / "future.json").write_text('{"format_version": 9}')
    data = saves.game_to_data(played_game())
    data["ruleset"] = "poker"
    (folder / "poker.json").write_text(json.dumps(data))
    errors = {row.slot: row.error for row in list_saves()}
    assert "newer version" in errors["future"]
    assert "does not know ('poker')" in errors["poker"]


@pytest.mark.parametrize(
    ("slot", "stem"),
    [
        ("my game", "my-game"),
        ("Round 2/3: revenge!", "Round-2-3-revenge"),
        ("../../etc/passwd", "etc-passwd"),
        ("keep_this-one", "keep_this-one"),
        ("CON", "CON_"),
        ("x" * 100, "x" * 64),
    ],
)
def test_slot_names_are_sanitised(slot: str, stem: str):
    assert sanitise_slot(slot) == stem


def test_a_slot_without_letters_is_refused():
    with pytest.raises(SaveError, match="at least one letter or digit"):
        sanitise_slot(" /.. ")


def test_atomic_save_leaves_no_temporary_files(home: Path):
    game = played_game()
    save_game("slot", game)
    save_game("slot", game)
    assert sorted(p.name for p in (home / "data" / "saves").iterdir()) == ["slot.json"]


def test_a_failed_write_keeps_the_old_save(home: Path, monkeypatch):
    path = save_game("slot", played_game())
    before = path.read_bytes()

    def crash(*args):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError, match="disk full"):
        save_game("slot", played_game(seed=9))
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["slot.json"]


def test_delete_and_latest_autosave():
    assert latest_autosave() is None
    path = save_game(AUTOSAVE_SLOT, played_game())
    assert latest_autosave() == path
    assert delete_save(AUTOSAVE_SLOT) is True
    assert delete_save(AUTOSAVE_SLOT) is False
    assert latest_autosave() is None

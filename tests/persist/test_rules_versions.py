"""Saves played under an older version of their game's rules: replayed under today's, bridged
where the older rules took an action without asking, cut where a move no longer holds, and
told; a save of today's rules is checked as strictly as ever, one of newer rules refused."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai.agent import make_agent
from game.engine.contract import Ruleset
from game.engine.match import Match
from game.engine.notation import Action, parse_log_line, seat_text
from game.engine.registry import GameSpec, get, register_game
from game.games import BUILT_IN_GAMES
from game.i18n import t
from game.persist import rules_versions
from game.persist.save_list import list_saves
from game.persist.saves import (
    FORMAT_VERSION,
    SavedGame,
    SaveError,
    Seat,
    game_to_data,
    load_game,
    migrate,
    replay,
    save_game,
)

EXAMPLES_DIR = Path(__file__).resolve().parents[2] / "saves" / "examples"
KMON_RULES_1 = EXAMPLES_DIR / "kmon-2p-format2.json"  # a Seer keeps at actions 41 and 48
SHIELD_WAR_RULES_1 = EXAMPLES_DIR / "shield-war-2p-format2.json"  # finished: p1 lost
KMON_TODAY = EXAMPLES_DIR / "kmon-2p-format3.json"


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "home"
    monkeypatch.setenv("MONSTER_TABLE_HOME", str(folder))
    return folder


def _written(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def _write(home: Path, name: str, data: dict) -> Path:
    path = home / f"{name}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _replayed(game) -> dict:
    """The state today's rules give the loaded game's own log."""
    ruleset = get(game.ruleset)
    setups = [seat.setup for seat in game.seats]
    state = replay(ruleset, game.options, len(game.seats), game.seed, game.actions, None, setups)
    return ruleset.to_data(state)


# -- what each game declares ------------------------------------------------------------------
def test_every_ruleset_declares_its_rules_version():
    versions = {game_id: get(game_id).rules_version for game_id in BUILT_IN_GAMES}
    assert versions == {
        "uno": 1,
        "uno-monster-high": 1,
        "uno-mostro": 1,
        "shield-war": 2,
        "kmon": 2,
    }


@pytest.mark.parametrize("version", [0, -1, True, "2"])
def test_a_ruleset_with_an_odd_rules_version_is_not_registered(version):
    class Odd(type(get("uno-mostro"))):
        id = "odd-rules"
        rules_version = version

    with pytest.raises(ValueError, match="rules version"):
        register_game(GameSpec(Odd()))


def test_format_two_is_migrated_to_the_first_rules_version():
    migrated = migrate({"format_version": 2, "ruleset": "kmon"})
    assert migrated == {"format_version": FORMAT_VERSION, "ruleset": "kmon", "rules_version": 1}


def test_a_new_save_records_todays_rules_version(home: Path):
    game = load_game(KMON_RULES_1)
    written = _written(save_game("again", game))
    assert (written["format_version"], written["rules_version"]) == (FORMAT_VERSION, 2)
    assert load_game(home / "data" / "saves" / "again.json").notice is None
    game.rules_version = 0  # a game made at the table, not stamped yet
    assert game_to_data(game)["rules_version"] == 2
    assert "notice" not in game_to_data(game)


# -- K-Mon under rules 1: the Seer looked unasked --------------------------------------------
def test_a_kmon_save_with_a_seer_keep_under_rules_one_goes_on_under_todays_rules():
    written = _written(KMON_RULES_1)
    game = load_game(KMON_RULES_1)
    logged = written["actions"]
    assert sum(": keep " in line for line in logged) >= 1  # the Seer looked in the old game
    # Each keep is now the answer to a look its player chose; nothing else was added.
    added = [line for line in game.actions if line not in logged]
    assert added and set(added) == {"p2: look"}
    assert [line for line in game.actions if line != "p2: look"] == logged
    for index, line in enumerate(game.actions):
        if ": keep " in line:
            assert game.actions[index - 1] == "p2: look"
    # The state is the one today's rules give that log, and the game goes on.
    assert game.state == _replayed(game)
    assert get("kmon").result(get("kmon").from_data(game.state)) is None
    assert game.notice is not None and game.notice.key == "save.rules_corrected"
    assert game.notice.message == (
        "The rules of K-Mon Trading Cards were corrected since this game was saved: "
        "it was replayed under the corrected rules."
    )


def test_a_kmon_draw_made_unasked_under_rules_one_is_bridged_by_a_draw():
    """At a Seer's choice, anything but its player's keep was a draw as usual."""
    kmon = get("kmon")
    state = {"phase": "look", "pending": [{"what": "look", "seat": 1, "left": 2, "why": "bonus"}]}
    keep = Action("keep", ("a", "b", "c"))
    assert kmon.bridge(state, 1, keep, 1) == [(1, Action("look"))]
    assert kmon.bridge(state, 0, keep, 1) == [(1, Action("draw"))]
    assert kmon.bridge(state, 0, Action("pass"), 1) == [(1, Action("draw"))]
    assert kmon.bridge(state, 1, keep, 2) == []  # today's rules ask: nothing to bridge
    assert kmon.bridge({**state, "phase": "react"}, 1, keep, 1) == []


def test_a_kmon_save_of_todays_rules_with_an_unasked_keep_is_refused(home: Path):
    """A keep without its look is damage in a save of today's rules: no bridge is tried."""
    data = _written(KMON_TODAY)
    looks = [i for i, line in enumerate(data["actions"]) if line.endswith(": look")]
    del data["actions"][looks[0]]
    path = _write(home, "unasked", data)
    with pytest.raises(SaveError, match="is not allowed when the game is replayed"):
        load_game(path)


# -- Shield War under rules 1: the second player did not draw before health was checked ------
def test_a_finished_shield_war_save_under_rules_one_loads_as_todays_rules_end_it():
    written = _written(SHIELD_WAR_RULES_1)
    assert written["state"]["phase"] == "over" and written["state"]["health"] == [0, 1]
    game = load_game(SHIELD_WAR_RULES_1)
    assert game.actions == written["actions"]  # every move holds, and nothing was bridged
    assert game.state["phase"] == "over" and game.state["health"] == [0, 0]
    assert game.state == _replayed(game)
    assert get("shield-war").result(get("shield-war").from_data(game.state)).winners == ()
    assert game.notice is not None and game.notice.key == "save.rules_corrected"


# -- a log that no longer holds: the game goes on from the last move that does --------------
def test_an_older_save_whose_move_no_longer_holds_goes_on_from_the_move_before(home: Path):
    data = _written(KMON_RULES_1)
    number = 70
    data["actions"][number - 1] = "p1: lead c1"  # no such move there, under any rules
    path = _write(home, "cut", data)
    before = path.read_bytes()
    game = load_game(path)
    kept = [line for line in game.actions if line != "p2: look"]
    assert kept == data["actions"][: number - 1]
    assert game.state == _replayed(game)
    assert game.notice.key == "save.rules_corrected_cut"
    assert game.notice.message == (
        "The rules of K-Mon Trading Cards were corrected since this game was saved: "
        f"it goes on from move {number - 1} of {len(data['actions'])}."
    )
    assert path.read_bytes() == before


def test_a_game_that_todays_rules_end_sooner_says_where_it_ended():
    state = {"phase": "over"}
    cut = rules_versions.Replayed(state, ["p1: pass"] * 52, kept=52, logged=60)
    notice = rules_versions.notice("K-Mon Trading Cards", cut, over=True)
    assert notice.message.endswith("under them it ended at move 52 of 60.")
    whole = rules_versions.Replayed(state, [], kept=60, logged=60)
    assert rules_versions.notice("Shield War", whole, over=True).key == "save.rules_corrected"


def test_an_older_save_with_an_unreadable_action_is_still_refused(home: Path):
    data = _written(KMON_RULES_1)
    data["actions"][80] = "p1 attacks"
    path = _write(home, "unreadable", data)
    with pytest.raises(SaveError, match="Action 81 of this save .* cannot be read"):
        load_game(path)


def test_a_bridge_that_never_lets_the_action_through_stops(monkeypatch):
    kmon = get("kmon")
    calls = []

    def stubborn(state, seat, action, rules_version):
        calls.append(action)
        return [(0, Action("first", ("p1",)))] if len(calls) == 1 else []

    monkeypatch.setattr(type(kmon), "bridge", lambda self, *args: stubborn(*args))
    match = Match(kmon, {}, 2, 3)
    toss = match.state["toss"]
    before = kmon.to_data(match.state)
    logged = [(toss, Action("lead", ("c1",)))]  # no K-Mon is led before the first player
    older = rules_versions.replay_under_today(kmon, match, logged, 1)
    assert (older.kept, older.actions) == (0, [])
    assert kmon.to_data(older.state) == before  # the bridged move went with it


# -- saves of today's rules and of newer ones ------------------------------------------------
@pytest.mark.parametrize("path", [KMON_TODAY, EXAMPLES_DIR / "shield-war-2p-format3.json"])
def test_a_save_of_todays_rules_with_an_edited_action_is_refused(home: Path, path: Path):
    data = _written(path)
    seat, _ = parse_log_line(data["actions"][20])
    data["actions"][20] = f"p{seat + 1}: pass"
    edited = _write(home, "edited", data)
    before = edited.read_bytes()
    with pytest.raises(SaveError) as raised:
        load_game(edited)
    assert "Action 21 of this save" in raised.value.message or "does not match" in (
        raised.value.message
    )
    assert edited.read_bytes() == before


def test_a_save_of_todays_rules_with_another_state_is_refused(home: Path):
    data = _written(KMON_TODAY)
    data["state"]["charges"] = [9, 9]
    with pytest.raises(SaveError, match="does not match its own moves"):
        load_game(_write(home, "other-state", data))


def test_a_save_of_newer_rules_is_refused_in_words(home: Path):
    data = _written(KMON_TODAY)
    data["rules_version"] = 3
    path = _write(home / "data" / "saves", "future", data)
    with pytest.raises(SaveError) as raised:
        load_game(path)
    assert raised.value.message == t(
        "save.rules_newer", game="K-Mon Trading Cards", version=3, supported=2
    )
    assert "made by a newer version of Monster Table" in raised.value.message
    (row,) = list_saves()
    assert "newer version" in row.error


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda data: data.pop("rules_version"), "the key 'rules_version' is missing"),
        (lambda data: data.__setitem__("rules_version", 0), "'rules_version' should be 1 or more"),
        (lambda data: data.__setitem__("rules_version", "1"), "'rules_version' is wrong"),
        (lambda data: data.__setitem__("rules_version", True), "'rules_version' is wrong"),
    ],
    ids=["missing", "zero", "text", "bool"],
)
def test_a_format_three_save_needs_a_rules_version_of_one_or_more(home: Path, change, expected):
    data = _written(KMON_TODAY)
    change(data)
    with pytest.raises(SaveError, match="damaged") as raised:
        load_game(_write(home, "odd", data))
    assert expected in raised.value.message


def test_a_game_under_older_rules_that_replays_alike_loads_without_a_notice(home: Path):
    """A K-Mon game the corrections did not touch (no Seer, no exhaustion yet)."""
    data = _written(KMON_RULES_1)
    data["actions"] = data["actions"][:12]
    assert not any(": keep " in line or ": bonus " in line for line in data["actions"])
    kmon = get("kmon")
    setups = [seat.get("setup", {}) for seat in data["seats"]]
    state = replay(kmon, data["options"], 2, data["seed"], data["actions"], None, setups)
    data["state"] = kmon.to_data(state)
    game = load_game(_write(home, "untouched", data))
    assert game.notice is None and game.actions == data["actions"]


def test_rulesets_bridge_nothing_by_default():
    assert Ruleset.bridge(get("uno"), {}, 0, Action("draw"), 1) == []


def test_draws_made_unasked_under_rules_one_are_bridged_by_draws(home: Path):
    """A game whose Seer's player always drew as usual, logged as version 1 logged it (without
    the choices), loads as the game it was."""
    kmon, seed = get("kmon"), 4
    setups = kmon.check_seat_setup(None, 2)
    state, _ = kmon.new_game({}, 2, seed, setups)
    agents = [make_agent("heuristic", "kmon", seed * 16 + seat) for seat in range(2)]
    log: list[str] = []
    while len(log) < 120 and kmon.result(state) is None:
        seat = kmon.deciders(state)[0]
        legal = kmon.legal_actions(state, seat)
        if Action("draw") in legal:
            action = Action("draw")  # no look: the card is drawn as usual
        else:
            action = agents[seat].act(kmon.observe(state, seat), legal)
        kmon.apply(state, seat, action)
        log.append(f"{seat_text(seat)}: {action}")
    unasked = [line for line in log if not line.endswith(": draw")]
    assert len(log) - len(unasked) >= 2
    seats = [Seat("Ash", "human", None, setups[0]), Seat("Misty", "ai", "normal", setups[1])]
    data = game_to_data(SavedGame("kmon", {}, seats, seed, unasked, kmon.to_data(state)))
    data.update(format_version=2, options=kmon.resolve_options({}))
    del data["rules_version"]
    game = load_game(_write(home, "unasked-draws", data))
    assert game.actions == log and game.state == kmon.to_data(state)
    assert game.notice is not None and game.notice.key == "save.rules_corrected"

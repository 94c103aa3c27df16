"""Uno Mostro's share of damage at the table, while it is being set: the points put on each
blocker can be changed and taken back as often as the player likes, nothing is sent to the
game until Confirm, and Confirm makes the share as it stands then."""

from __future__ import annotations

import json

import pytest
from ui_driver import Driver, close, make_settings, seats

from game.engine.notation import Action, parse_action, parse_log_line
from game.ui.app import App
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession

# Every 0 lies in the graveyard: no window opens; p1's 7 made a 9 attacks, p2's 3 and 4 block.
FIGHT = {
    "boards": {"p1": ["r7"], "p2": ["g3", "b4"]},
    "hands": {"p1": ["y5", "rd2"], "p2": ["b1"]},
    "discard": ["r0", "g0", "b0", "y0"],
    "turns": 2,
}


def _instance(session: GameSession, card: str) -> str:
    for zone in session.view(None)["zones"].values():
        for item in zone["cards"] or ():
            if isinstance(item, dict) and item["card"] == card:
                return item["id"]
    raise AssertionError(f"{card} is on no board")


def _make(session: GameSession, seat: int, verb: str, *args: str) -> None:
    action = Action(verb, args)
    assert action in session.legal(seat), (action, [str(a) for a in session.legal(seat)])
    session.submit(seat, action)


@pytest.fixture
def share_table():
    """A table where p1 (a person) shares its 9 points among p2's two blockers."""
    app = App(make_settings("off"))
    session = GameSession.new("uno-mostro", {}, seats("human", "ai"), 3)
    session.ruleset.scenario_setup(session.state, FIGHT)
    seven, three, four = (_instance(session, card) for card in ("r7", "g3", "b4"))
    _make(session, 0, "buff", "rd2", seven)
    _make(session, 0, "attack", seven, "p2")
    _make(session, 0, "done")
    _make(session, 1, "block", three, seven)
    _make(session, 1, "block", four, seven)
    _make(session, 1, "done")
    session.opening_events = []
    table = TableScene(app, session)
    driver = Driver(app)
    driver.open(table)
    driver.until_asked(400)
    yield driver, table, (seven, three, four)
    close(app)


def _snapshot(table: TableScene) -> tuple[str, list[str]]:
    session = table.session
    state = json.dumps(session.ruleset.to_data(session.state), sort_keys=True)
    return state, list(session.actions)


def _shown(driver: Driver) -> list[str]:
    return [driver.item(f"share-{index}")["label"] for index in (0, 1)]


def test_a_share_is_changed_and_taken_back_with_nothing_made_until_confirm(share_table):
    driver, table, (seven, three, four) = share_table
    assert table.controls.chooser is not None
    before = _snapshot(table)
    assert _shown(driver) == ["3", "6"]
    for _ in range(3):  # every point put on the 3 taken back
        driver.press("share-less-0")
    assert _shown(driver) == ["0", "6"]
    assert not driver.item("share-confirm")["enabled"]  # 3 points not shared yet
    assert not driver.item("share-less-0")["enabled"]
    for _ in range(3):
        driver.press("share-more-1")
    assert _shown(driver) == ["0", "9"] and driver.item("share-confirm")["enabled"]
    assert not driver.item("share-more-0")["enabled"]  # nothing left to put on the 3
    driver.press("share-less-1")  # changed again, and back
    driver.press("share-more-0")
    assert _shown(driver) == ["1", "8"]
    driver.press("share-less-0")
    driver.press("share-more-1")
    assert _shown(driver) == ["0", "9"]
    assert _snapshot(table) == before  # nothing reached the game
    since = len(table.session.actions)
    driver.press("share-confirm")
    driver.run_until(lambda: len(table.session.actions) > since, 600, what="the share")
    seat, text = parse_log_line(table.session.actions[since])
    assert (seat, parse_action(text)) == (0, Action("assign", (seven, four, "9")))
    driver.settle()
    made = [parse_action(parse_log_line(line)[1]) for line in table.session.actions[since:]]
    assert all(move.verb != "assign" or move.args[1] != three for move in made)

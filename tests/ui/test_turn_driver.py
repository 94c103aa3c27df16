"""The turn driver on its own: it asks a computer seat off the frame loop and makes its move
when the thought is ready, turns the table to a person, hands a hot-seat screen over behind a
pass screen, and lets a window go after a few seconds."""

from __future__ import annotations

from typing import Any

import game.ui.scenes.table_turns as turns_module
from game.engine.notation import Action
from game.ui.scenes.table_turns import TurnDriver


class _Session:
    """What the driver reads of a game: who decides, who is human, the computer's thoughts."""

    def __init__(self, kinds: tuple[str, ...], decision: dict[str, Any]):
        self.kinds = kinds
        self.humans = [i for i, kind in enumerate(kinds) if kind == "human"]
        self.current = decision
        self.asked: list[int] = []
        self.thought: tuple[int, Action] | None = None
        self.legal_now = [Action("play", ("r5",)), Action("pass")]

    def deciders(self) -> tuple[int, ...]:
        return tuple(self.current["seats"])

    def decision(self) -> dict[str, Any]:
        return self.current

    def is_human(self, seat: int) -> bool:
        return self.kinds[seat] == "human"

    def legal(self, seat: int) -> list[Action]:
        return self.legal_now

    def start_thinking(self, seat: int) -> None:
        self.asked.append(seat)

    def finished_thought(self, min_seconds: float) -> tuple[int, Action] | None:
        return self.thought


class _Table:
    def __init__(self, viewer: int | None):
        self.viewer = viewer
        self.moves: list[tuple[int, Action]] = []
        self.handed: list[int] = []
        self.ready = None
        self.changes = 0

    def look(self, seat: int | None) -> None:
        self.viewer = seat

    def hand_over(self, seat: int, ready) -> None:
        self.handed.append(seat)
        self.ready = ready

    def submit(self, seat: int, action: Action) -> bool:
        self.moves.append((seat, action))
        return True

    def changed(self) -> None:
        self.changes += 1


def _driver(kinds, seats, kind="turn", viewer=0, timed=False):
    session = _Session(kinds, {"seats": seats, "kind": kind})
    table = _Table(viewer)
    driver = TurnDriver(
        session,
        hot_seat=len(session.humans) >= 2,
        timed_windows=timed,
        speed=lambda: 1.0,
        viewer=lambda: table.viewer,
        look=table.look,
        hand_over=table.hand_over,
        submit=table.submit,
        changed=table.changed,
    )
    return driver, session, table


def test_a_computer_seat_is_asked_off_the_frame_loop_and_moves_when_its_thought_is_ready():
    driver, session, table = _driver(("human", "ai"), [1])
    driver.drive(1 / 60)
    assert session.asked == [1] and table.moves == []  # the frame goes on while it thinks
    session.thought = (1, Action("draw"))
    driver.drive(1 / 60)
    assert table.moves == [(1, Action("draw"))]


def test_a_person_alone_at_the_table_gets_the_screen_turned_to_them():
    driver, _, table = _driver(("ai", "human"), [1], viewer=None)
    driver.drive(1 / 60)
    assert table.viewer == 1 and table.handed == []


def test_a_hot_seat_player_is_handed_the_screen_behind_a_pass_screen():
    driver, _, table = _driver(("human", "human"), [1], viewer=0)
    driver.drive(1 / 60)
    assert table.viewer is None and table.handed == [1] and driver.waiting_for_pass
    table.ready()
    assert table.viewer == 1 and not driver.waiting_for_pass and driver.handed_to == 1
    driver.moved(1)
    assert driver.handed_to is None


def test_a_timed_window_is_let_go_after_its_seconds(monkeypatch):
    monkeypatch.setattr(turns_module, "HUMAN_WINDOW", 1.0)
    driver, _, table = _driver(("human", "ai"), [0], kind="window", timed=True)
    driver.drive(0.1)
    assert driver.window_left == 1.0 and table.changes == 1  # its buttons are offered
    driver.drive(0.5)
    assert table.moves == []
    driver.drive(0.6)
    assert table.moves == [(0, Action("pass"))]


def test_a_person_with_nothing_but_pass_in_a_window_passes_at_once():
    driver, session, table = _driver(("human", "ai"), [0], kind="window")
    session.legal_now = [Action("pass")]
    driver.drive(1 / 60)
    assert table.moves == [(0, Action("pass"))]

"""Driving the real app without its loop: synthetic pygame events, one frame at a time.

Each `frame` is what the loop does once (`App._frame`): the queued events go to the top scene,
every scene updates, pending scene changes are applied, the visible scenes draw. Positions come
from the scenes' `automation_items`, as an end-to-end test would read them from the window.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent import futures
from dataclasses import replace
from typing import Any

import pygame
import pytest

from game.persist.saves import Seat
from game.persist.settings import Settings
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession

WINDOW = (1280, 800)

# uno-monster-high, p1 (human) to play its last card: the round ends, scored 7 (1 + 2 + 4).
LAST_CARD_SETUP = {
    "hands": {"p1": ["b5"], "p2": ["y1", "g2", "p4"]},
    "discard": ["b3"],
    "turn": "p1",
}
# uno-monster-high, p2 (computer) can only play its Wild Draw Four, honestly: p1 may challenge.
HONEST_WILD4_SETUP = {
    "hands": {"p1": ["g4", "g5"], "p2": ["w4", "y9"]},
    "discard": ["b5"],
    "draw": ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8"],
    "turn": "p2",
}
FRAME = 1 / 60
THINKING_WAIT = 5.0  # seconds; a computer seat answers in milliseconds


def make_settings(speed: str = "off", **changes: Any) -> Settings:
    """Quiet settings for a test: no sound, the usual window, the animation speed asked for."""
    values = {"window_size": WINDOW, "animation_speed": speed, "sound": False, **changes}
    return Settings(**values)


def seats(*kinds: str) -> list[Seat]:
    """Seats from words such as "human" or "ai" (a Normal computer player)."""
    out = []
    for index, kind in enumerate(kinds):
        if kind == "human":
            out.append(Seat(f"Human {index + 1}", "human", None))
        else:
            out.append(Seat(f"Robot {index + 1}", "ai", "normal"))
    return out


class Driver:
    """One app, and the hands of a player at its window."""

    def __init__(self, app: App):
        self.app = app
        pygame.event.clear()

    # -- time ---------------------------------------------------------------------------------
    def frame(self, dt: float = FRAME) -> None:
        self.app._frame(dt)
        # The real loop sleeps until the next frame, and a computer seat thinks meanwhile; a
        # test's frames come back to back, so they give the worker its time here.
        table = self.table
        thinking = table.session.thinking if table is not None else None
        if thinking is not None:
            futures.wait([thinking.future], timeout=THINKING_WAIT)

    def frames(self, count: int, dt: float = FRAME) -> None:
        for _ in range(count):
            self.frame(dt)

    def run_until(
        self, done: Callable[[], bool], limit: int = 3000, dt: float = FRAME, what: str = ""
    ) -> int:
        """Frames until `done()`; fails after `limit` frames. Returns the frames it took."""
        for count in range(limit):
            if done():
                return count
            self.frame(dt)
        raise AssertionError(f"still waiting after {limit} frames: {what or done}")

    def settle(self, limit: int = 3000, dt: float = FRAME) -> None:
        """Frames until the table is idle: no animation and no computer seat thinking."""
        table = self.table
        assert table is not None, "no table on the stack"

        def idle() -> bool:
            return not table.timeline.busy and table.session.thinking is None

        self.run_until(idle, limit, dt, "the table to be idle")

    def until_my_turn(self, limit: int = 3000, dt: float = FRAME) -> None:
        """Frames until the seat at the screen has a decision to make."""
        table = self.table
        assert table is not None, "no table on the stack"
        self.run_until(
            lambda: table.controls.my_decision() is not None, limit, dt, "a human decision"
        )

    def until_asked(self, limit: int = 3000) -> None:
        """Frames until the seat at the screen may act, past any pass screen (hot-seat), its
        table idle, and one frame more for its controls."""
        from game.ui.scenes.pass_device import PassDeviceScene

        table = self.table
        assert table is not None, "no table on the stack"
        for _ in range(limit):
            if isinstance(self.top, PassDeviceScene):
                self.press("btn-ready")
            elif table.controls.my_decision() is not None and not table.timeline.busy:
                self.frame()
                return
            self.frame()
        raise AssertionError("nobody at the screen was asked")

    # -- the stack ----------------------------------------------------------------------------
    @property
    def top(self) -> Scene | None:
        return self.app.stack.top

    @property
    def table(self) -> TableScene | None:
        return next((s for s in self.app.stack.scenes if isinstance(s, TableScene)), None)

    def open(self, scene: Scene) -> Scene:
        """Push `scene` as the loop would at start, and draw one frame."""
        self.app.stack.push(scene)
        self.app.stack.apply_pending()
        self.frame()
        return scene

    # -- input --------------------------------------------------------------------------------
    @staticmethod
    def post(kind: int, **attributes: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, **attributes))

    def move(self, pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)

    def click(self, pos: tuple[int, int]) -> None:
        """Press and release the left button at `pos`, one frame each."""
        self.move(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
        self.frame()
        self.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
        self.frame()

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
        """Press at `start`, move in steps to `end`, release there; a frame per step."""
        self.move(start)
        self.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
        self.frame()
        previous = start
        for step in range(1, steps + 1):
            pos = (
                round(start[0] + (end[0] - start[0]) * step / steps),
                round(start[1] + (end[1] - start[1]) * step / steps),
            )
            rel = (pos[0] - previous[0], pos[1] - previous[1])
            self.post(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(1, 0, 0))
            self.frame()
            previous = pos
        self.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
        self.frame()

    def key(self, key: int, text: str = "", mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)
        self.frame()

    def type_text(self, text: str) -> None:
        self.post(pygame.TEXTINPUT, text=text)
        self.frame()

    # -- what is on screen --------------------------------------------------------------------
    def items(self, kind: str | None = None) -> list[dict[str, Any]]:
        top = self.top
        found = top.automation_items() if top is not None else []
        return [item for item in found if kind is None or item["kind"] == kind]

    def item(self, item_id: str) -> dict[str, Any]:
        for item in self.items():
            if item["id"] == item_id:
                return item
        ids = [item["id"] for item in self.items()]
        raise AssertionError(f"no item {item_id!r} on screen; there are {ids}")

    def has_item(self, item_id: str) -> bool:
        return any(item["id"] == item_id for item in self.items())

    def press(self, item_id: str) -> None:
        """Click the middle of an item (a button, a chooser arrow, a pile)."""
        found = self.item(item_id)
        assert found["enabled"], f"{item_id} is disabled"
        self.click(center(found))

    def hand(self) -> list[dict[str, Any]]:
        return self.items("hand-card")

    def hand_card(self, code: str) -> dict[str, Any]:
        for item in self.hand():
            if item["card"] == code:
                return item
        raise AssertionError(f"{code} is not in the hand on screen: {self.hand_codes()}")

    def hand_codes(self) -> list[str]:
        return [item["card"] for item in self.hand()]

    def grab_point(self, code: str) -> tuple[int, int]:
        """A point on the card `code` that no card drawn over it covers."""
        cards = self.hand()
        index = next(i for i, item in enumerate(cards) if item["card"] == code)
        rect = pygame.Rect(cards[index]["rect"])
        covering = [pygame.Rect(item["rect"]) for item in cards[index + 1 :]]
        for dy in (0, -20, 20, -40, 40):
            for x in range(rect.centerx, rect.left, -4):
                point = (x, rect.centery + dy)
                if not any(other.collidepoint(point) for other in covering):
                    return point
        raise AssertionError(f"no free point on {code}")

    def play_by_drag(self, code: str) -> None:
        """Drag the hand card `code` onto the discard pile."""
        target = center(self.item("discard-pile"))
        self.drag(self.grab_point(code), target)

    def first_offered_move(self) -> None:
        """The decision of the seat at the screen, made with the first thing offered: a
        playable card, else the first button, else the deck."""
        playable = [card for card in self.hand() if card["enabled"]]
        buttons = [item for item in self.items("button") if item["enabled"]]
        if playable:
            self.play_by_drag(playable[0]["card"])
        elif buttons:
            self.press(buttons[0]["id"])
        else:
            self.press("draw-pile")


def center(item: dict[str, Any]) -> tuple[int, int]:
    return pygame.Rect(item["rect"]).center


def open_table(
    ruleset_id: str,
    seat_kinds: tuple[str, ...],
    seed: int,
    *,
    options: dict[str, Any] | None = None,
    setup: dict[str, Any] | None = None,
    speed: str = "off",
    seat_setups: tuple[dict[str, Any], ...] | None = None,
) -> tuple[Driver, TableScene]:
    """A new app with a table over a new game (its zones set by `setup`, when given; each
    seat's choices before the game, a K-Mon deck, by `seat_setups`)."""
    app = App(make_settings(speed))
    chosen = seats(*seat_kinds)
    if seat_setups is not None:
        chosen = [replace(seat, setup=own) for seat, own in zip(chosen, seat_setups, strict=True)]
    session = GameSession.new(ruleset_id, options or {}, chosen, seed)
    if setup is not None:
        session.ruleset.scenario_setup(session.state, setup)
        # The deal that `setup` replaced is not animated: the table opens on the set position,
        # as it opens on a loaded game.
        session.opening_events = []
    table = TableScene(app, session)
    driver = Driver(app)
    driver.open(table)
    return driver, table


def close(app: App) -> None:
    """End every scene as the loop does at exit (the table autosaves and stops its worker)."""
    stack = app.stack
    stack.apply_pending()
    for scene in reversed(stack.scenes):
        scene.exit()
    stack.scenes.clear()
    pygame.event.clear()


def tiny_table(driver: Driver, turn: str = "p1", options: dict | None = None) -> TableScene:
    """p1 (human) holds one card that fits: one move ends the game."""
    session = GameSession.new("uno", options or {}, seats("human", "ai"), 8)
    session.ruleset.scenario_setup(
        session.state,
        {
            "hands": {"p1": ["r5"], "p2": ["y1", "y2", "y4"]},
            "discard": ["r3"],
            "draw": ["b1", "b2"],
            "turn": turn,
        },
    )
    session.opening_events = []
    table = TableScene(driver.app, session)
    driver.open(table)
    return table


class ScreenMirror:
    """The pixels the player sees, kept from the calls the app makes to the display."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, screen: pygame.Surface):
        self.screen = screen
        self.shown = screen.copy()
        self.frames = 0
        self.doing = "the first frame"  # what the test is doing, for the failure message
        monkeypatch.setattr(pygame.display, "flip", self._flip)
        monkeypatch.setattr(pygame.display, "update", self._update)

    def _flip(self) -> None:
        self.shown = self.screen.copy()

    def _update(self, rects=None) -> None:
        if rects is None:
            self._flip()
            return
        for rect in rects:
            self.shown.blit(self.screen, rect, rect)

    def check(self) -> None:
        """The screen shows the whole of the frame just drawn."""
        self.frames += 1
        stale = _differing_rows(self.shown, self.screen)
        assert not stale, (
            f"{self.doing}: rows {stale[0]}..{stale[-1]} of the screen show an old frame"
        )


def _differing_rows(a: pygame.Surface, b: pygame.Surface) -> list[int]:
    width, height = a.get_size()
    return [
        y
        for y in range(height)
        if a.subsurface((0, y, width, 1)).get_view("2").raw
        != b.subsurface((0, y, width, 1)).get_view("2").raw
    ]

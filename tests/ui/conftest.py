"""Fixtures for the app tests: a real App in a hidden window, closed after each test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from ui_driver import Driver, ScreenMirror, close, make_settings, open_table

import game.ui.scenes.table_turns as turns_module
from game.ui.app import App
from game.ui.scenes.table import TableScene


@pytest.fixture(autouse=True)
def computer_seats_answer_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """No pause before a computer seat's move, so the tests wait for nothing.

    The table makes computer seats wait (in real time) so that people can follow; a test
    that wants that wait sets the constants itself.
    """
    monkeypatch.setattr(turns_module, "AI_PAUSE", 0.0)
    monkeypatch.setattr(turns_module, "MIN_AI_PAUSE", 0.0, raising=False)


@pytest.fixture
def new_app() -> Iterator[Callable[..., Driver]]:
    """`new_app(speed="off")`: a driver over a new App with an empty scene stack."""
    apps: list[App] = []

    def build(speed: str = "off", **settings: Any) -> Driver:
        app = App(make_settings(speed, **settings))
        apps.append(app)
        return Driver(app)

    yield build
    for app in apps:
        close(app)


@pytest.fixture
def new_table() -> Iterator[Callable[..., tuple[Driver, TableScene]]]:
    """`new_table(ruleset, ("human", "ai"), seed, setup=..., speed=...)`: see `open_table`."""
    apps: list[App] = []

    def build(*args: Any, **kwargs: Any) -> tuple[Driver, TableScene]:
        driver, table = open_table(*args, **kwargs)
        apps.append(driver.app)
        return driver, table

    yield build
    for app in apps:
        close(app)


@pytest.fixture
def mirrored(new_table, monkeypatch):
    """`new_table`, with every frame of its driver checked against a `ScreenMirror`."""

    def build(*args, **kwargs):
        driver, table = new_table(*args, **kwargs)
        mirror = ScreenMirror(monkeypatch, driver.app.screen)
        frame = driver.frame

        def checked_frame(dt: float = 1 / 60) -> None:
            frame(dt)
            mirror.check()

        monkeypatch.setattr(driver, "frame", checked_frame)
        return driver, table, mirror

    return build

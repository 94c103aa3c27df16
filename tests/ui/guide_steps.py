"""Following a guided game at the table as a person following it would: waiting for the
learner's turn, then making each step's move through the table (or pressing Next, or going on
from a hand shown)."""

from __future__ import annotations

from collections.abc import Callable

from ui_driver import Driver


def until_learner(driver: Driver, table) -> None:
    """Run the table until the guide waits for the learner (or is over) and nothing moves."""
    runner = table.runner
    driver.run_until(
        lambda: (
            not table.timeline.busy
            and (runner.waits_for_learner or table.guide.over())
            and (table.session.result() is not None or runner.finished or table.session.deciders())
        )
    )
    driver.frames(2)


def follow(driver: Driver, table, look: Callable[[], None] | None = None) -> None:
    """Follow the guide to its end; `look()` is called at every stop before the move."""
    runner = table.runner
    while not table.guide.over():
        until_learner(driver, table)
        if table.guide.over():
            break
        if look is not None:
            look()
        if driver.has_item("reveal-continue"):  # a hand shown to the challenger
            driver.press("reveal-continue")
        elif runner.step.expect is None:
            driver.press("guide-next")
        else:
            assert table._move(runner.learner, runner.expected()[0])
        driver.frames(2)

"""Tweens: a property of an object moves from one value to another over time, with easing.

Easing functions are pure: they map progress in [0, 1] to eased progress. A `Timeline` runs
steps one after another; each step is a group of tweens that run together and may call back
when it ends, so sequences are chained rather than timed by guesses.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Easing = Callable[[float], float]


def linear(p: float) -> float:
    return p


def ease_out_cubic(p: float) -> float:
    return 1 - (1 - p) ** 3


def ease_in_out_cubic(p: float) -> float:
    return 4 * p**3 if p < 0.5 else 1 - (-2 * p + 2) ** 3 / 2


def ease_out_back(p: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (p - 1) ** 3 + c1 * (p - 1) ** 2


def ease_out_quad(p: float) -> float:
    return 1 - (1 - p) * (1 - p)


def ease_in_quad(p: float) -> float:
    return p * p


def pulse(p: float) -> float:
    """Up and back down: 0 -> 1 -> 0."""
    return math.sin(math.pi * p)


@dataclass
class Tween:
    """Moves `target.<name>` from `start` to `end` for each name in `to`."""

    target: Any
    to: dict[str, float]
    duration: float
    easing: Easing = ease_out_cubic
    delay: float = 0.0
    on_finish: Callable[[], None] | None = None
    elapsed: float = 0.0
    start: dict[str, float] = field(default_factory=dict)
    started: bool = False

    def update(self, dt: float) -> bool:
        """Advance by `dt` seconds; True once finished."""
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if not self.started:
            self.started = True
            self.start = {name: getattr(self.target, name) for name in self.to}
        span = self.elapsed - self.delay
        progress = 1.0 if self.duration <= 0 else min(1.0, span / self.duration)
        eased = self.easing(progress)
        for name, end in self.to.items():
            begin = self.start[name]
            setattr(self.target, name, begin + (end - begin) * eased)
        if progress >= 1.0:
            if self.on_finish:
                callback, self.on_finish = self.on_finish, None
                callback()
            return True
        return False


class Gate:
    """A step member that waits for something outside the timeline (a click) to open it."""

    def __init__(self) -> None:
        self.is_open = False

    def open(self) -> None:
        self.is_open = True

    def update(self, dt: float) -> bool:
        return self.is_open


@dataclass
class Step:
    """Tweens that run together; `on_start` and `on_finish` bracket the step."""

    tweens: list[Tween | Gate] = field(default_factory=list)
    on_start: Callable[[], None] | None = None
    on_finish: Callable[[], None] | None = None
    hold: float = 0.0  # a pause after the tweens, before the next step
    started: bool = False


class Timeline:
    """Steps run one after another; the scene that owns it calls `update(dt)` each frame."""

    def __init__(self) -> None:
        self.steps: deque[Step] = deque()
        self._hold_left = 0.0

    def add(self, step: Step) -> Step:
        self.steps.append(step)
        return step

    def then(self, callback: Callable[[], None]) -> None:
        """Run `callback` once every step queued so far has finished."""
        self.steps.append(Step(on_start=callback))

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def clear(self) -> None:
        self.steps.clear()
        self._hold_left = 0.0

    def finish_all(self) -> None:
        """Jump queued steps to their end, running every callback in order; a closed Gate
        stops the jump there, and the steps after it run once it opens."""
        while self.steps:
            before = (len(self.steps), self.steps[0])
            self.update(1e9)
            if self.steps and (len(self.steps), self.steps[0]) == before:
                return

    def update(self, dt: float) -> None:
        while self.steps and dt >= 0:
            step = self.steps[0]
            if not step.started:
                step.started = True
                self._hold_left = step.hold
                if step.on_start:
                    step.on_start()
            pending = [tween for tween in step.tweens if not tween.update(dt)]
            step.tweens = pending
            if pending:
                return
            if self._hold_left > dt:
                self._hold_left -= dt
                return
            dt = max(0.0, dt - self._hold_left) if dt < 1e8 else dt
            self._hold_left = 0.0
            self.steps.popleft()
            if step.on_finish:
                step.on_finish()
            # Later steps start on the next frame unless time is being skipped.
            if dt < 1e8:
                return

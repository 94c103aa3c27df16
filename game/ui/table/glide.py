"""The viewer's cards slide to their places in the fan instead of jumping there.

When a card leaves the hand the others close the gap, when one comes in they open a place for
it, and when the window changes size they move to the new fan: each card eases towards its
place in a fraction of a second. A card is followed by its code and which copy of that code
it is, so the same card keeps its own position while the hand changes around it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

Position = tuple[float, float, float]  # x, y, angle

RATE = 16.0  # per second: nine tenths of the way in about 0.14 s at normal speed
SETTLED = 0.5  # pixels (and degrees) from the place at which a card stops moving


class HandGlide:
    def __init__(self) -> None:
        self._at: dict[tuple[str | None, int], Position] = {}
        self.moving = False

    @staticmethod
    def _keys(hand: Sequence[str | None]) -> list[tuple[str | None, int]]:
        seen: dict[str | None, int] = {}
        keys = []
        for card in hand:
            copy = seen.get(card, 0)
            seen[card] = copy + 1
            keys.append((card, copy))
        return keys

    def reset(self) -> None:
        """Forget every position: the next hand shown starts at its places (a new viewer)."""
        self._at.clear()
        self.moving = False

    def update(
        self, hand: Sequence[str | None], places: Sequence[Position], dt: float, speed: float
    ) -> None:
        """Move each card towards its place; a card new to the hand starts there.

        `speed` is the animation speed factor: 0 (animations off) puts every card in place.
        """
        keys = self._keys(hand)
        step = 1.0 if speed <= 0 else 1.0 - math.exp(-RATE * dt / speed)
        at: dict[tuple[str | None, int], Position] = {}
        moving = False
        for key, place in zip(keys, places, strict=True):
            now = self._at.get(key)
            if now is None:
                at[key] = place
                continue
            x, y, angle = (now[i] + (place[i] - now[i]) * step for i in range(3))
            if max(abs(x - place[0]), abs(y - place[1]), abs(angle - place[2])) < SETTLED:
                x, y, angle = place
            else:
                moving = True
            at[key] = (x, y, angle)
        self._at = at
        self.moving = moving

    def signature(self) -> tuple[Position, ...] | None:
        """What changes on screen while cards slide (None once all are in place).

        Every position and angle as it is, not rounded: a card drawn a pixel lower or turned
        a little further changes pixels even when its whole-pixel position does not.
        """
        if not self.moving:
            return None
        return tuple(self._at.values())

    def positions(self, hand: Sequence[str | None], places: Sequence[Position]) -> list[Position]:
        """Where to draw each card now: its gliding position, or its place if it has none."""
        at = self._at
        return [at.get(key, place) for key, place in zip(self._keys(hand), places, strict=True)]

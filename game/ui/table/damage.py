"""Which parts of the window changed since the last frame, so only those are sent to the screen.

Sending a whole 1280x800 frame to the display costs more than drawing it. Each zone of the
table (log, status, each seat, the piles, the buttons) has a signature of what it shows; a zone
whose signature changed is damaged. Moving things (cards in flight, banners) damage where they
were and where they are. Nothing damaged: nothing is drawn or sent.
"""

from __future__ import annotations

from collections.abc import Hashable

import pygame


class DamageTracker:
    def __init__(self) -> None:
        self._signatures: dict[str, tuple[pygame.Rect, Hashable]] = {}
        self._moving: list[pygame.Rect] = []
        self.full = True  # the next frame goes to the screen whole

    def invalidate(self) -> None:
        self.full = True

    def zones(self, zones: list[tuple[str, pygame.Rect, Hashable]]) -> list[pygame.Rect]:
        """The zones whose signature changed; remembers the new signatures."""
        damaged = []
        seen = set()
        for key, rect, signature in zones:
            seen.add(key)
            before = self._signatures.get(key)
            if before is None or before[1] != signature:
                if before is not None and before[0] != rect:
                    damaged.append(before[0])
                self._signatures[key] = (rect, signature)
                damaged.append(rect)
        for key in [k for k in self._signatures if k not in seen]:  # zones that went away
            damaged.append(self._signatures.pop(key)[0])
        return damaged

    @property
    def had_moving(self) -> bool:
        return bool(self._moving)

    def moved(self, now: list[pygame.Rect]) -> list[pygame.Rect]:
        """Where moving things were last frame and are now."""
        damaged = self._moving + now
        self._moving = list(now)
        return damaged

    def take_full(self) -> bool:
        full, self.full = self.full, False
        if full:
            self._signatures.clear()
        return full

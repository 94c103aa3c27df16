"""A tiny box layout: leaves (rectangles of a size) in rows and columns, centred across, and
segments spread along a line without overlapping. The zone layout builds each seat's things
and the middle of the table with these."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import pygame


@dataclass
class Leaf:
    id: str
    kind: str
    owner: int | None
    w: float
    h: float
    card: float = 0.0


@dataclass
class Stack:
    across: bool  # True: a row (left to right); False: a column (top to bottom)
    items: list[Any]
    gap: float
    align: int = 0  # across: -1 at the start (left or top), 0 in the middle, 1 at the end

    @property
    def w(self) -> float:
        sizes = [item.w for item in self.items]
        return sum(sizes) + self.gap * (len(sizes) - 1) if self.across else max(sizes)

    @property
    def h(self) -> float:
        sizes = [item.h for item in self.items]
        return max(sizes) if self.across else sum(sizes) + self.gap * (len(sizes) - 1)


def stack(across: bool, items: Iterable[Any], gap: float, align: int = 0) -> Stack | None:
    kept = [item for item in items if item is not None]
    return Stack(across, kept, gap, align) if kept else None


def lay(node: Any, x: float, y: float) -> list[tuple[Leaf, pygame.Rect]]:
    """The leaves of `node` with their rectangles, its top left corner at (x, y)."""
    if isinstance(node, Leaf):
        if not node.kind:  # room kept free
            return []
        return [(node, pygame.Rect(round(x), round(y), round(node.w), round(node.h)))]
    out = []
    share = (node.align + 1) / 2
    for item in node.items:
        if node.across:
            out += lay(item, x, y + (node.h - item.h) * share)
            x += item.w + node.gap
        else:
            out += lay(item, x + (node.w - item.w) * share, y)
            y += item.h + node.gap
    return out


def spread(
    wanted: list[float], sizes: list[float], low: float, high: float, gap: float
) -> list[float]:
    """Starts of segments of `sizes`, each as near its wanted start as it can be, in order,
    none overlapping the next and all between `low` and `high` (where they fit)."""
    starts = list(wanted)
    for i in range(len(starts)):  # pushed on past the one before
        floor = low if i == 0 else starts[i - 1] + sizes[i - 1] + gap
        starts[i] = max(starts[i], floor)
    for i in reversed(range(len(starts))):  # and back inside the far end
        ceiling = high - sizes[i] if i == len(starts) - 1 else starts[i + 1] - gap - sizes[i]
        starts[i] = min(starts[i], ceiling)
    for i in range(len(starts)):  # the near end wins when they do not fit at all
        floor = low if i == 0 else starts[i - 1] + sizes[i - 1] + gap
        starts[i] = max(starts[i], floor)
    return starts

"""What a player may point at on the table, as the last frame drew it: each card and zone
with its rectangle, the seats' plates; and how a zone's item names its card and itself."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import pygame


def item_card(item: Any) -> str | None:
    """The card code of a zone's item: a code, an instance's card, or None (face down)."""
    if isinstance(item, Mapping):
        return item.get("card")
    return item


def item_key(item: Any) -> str | None:
    """What a player points at in an item: an instance's id, else its card code."""
    if isinstance(item, Mapping):
        return item.get("id")
    return item


@dataclass
class Hit:
    """A thing drawn that a player may point at."""

    rect: pygame.Rect
    zone: str
    item: str | None  # an instance id or a card code; None: the zone itself
    index: int = -1  # its place in the zone


@dataclass
class ZoneHits:
    hand: list[pygame.Rect] = field(default_factory=list)  # the viewer's hand, by index
    items: list[Hit] = field(default_factory=list)  # cards, topmost last
    zones: list[Hit] = field(default_factory=list)  # every zone's rectangle
    plates: dict[int, pygame.Rect] = field(default_factory=dict)
    # The cards drawn joined by a line (a blocker and its attacker): (from, to) ids.
    links: list[tuple[str, str]] = field(default_factory=list)

    def at(self, pos) -> tuple[str | None, str | None]:
        """(zone, item) under `pos`: the topmost card, else a zone, else a seat's plate as
        (`pN`, None); (None, None) for the bare table."""
        for hit in reversed(self.items):
            if hit.rect.collidepoint(pos):
                return hit.zone, hit.item
        for hit in self.zones:
            if hit.rect.collidepoint(pos):
                return hit.zone, None
        for seat, rect in self.plates.items():
            if rect.collidepoint(pos):
                return f"p{seat + 1}", None
        return None, None

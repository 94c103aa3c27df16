"""What a player's pointer and keys hold at the table, and the drops they make.

The pointer picks a card up (a card of the hand, or an instance of the table a move starts
from), carries it, and lets it go: `release` says what that was, a click on the card or a drop
on a target (a zone, a seat, an instance). What a drop does is the table's to decide (its
controls ask the legal actions); a refused card is sent home here (`fly_home`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.ui.table.sprites import CardSprite
from game.ui.tween import Tween, ease_out_back

DRAG_THRESHOLD = 6


@dataclass(frozen=True)
class Drop:
    """A card let go: `card` (a hand card's code, or an instance's id) on `target` (a zone,
    a seat's plate or an instance; None: nothing there). `clicked`: it was not carried (a
    click on it); `off_table`: it was let go off the table (over the log)."""

    card: str
    target: str | None
    clicked: bool
    off_table: bool
    drag: dict[str, Any]


class TableInput:
    """The card being dragged, the card flying back home, the hand card pointed at or chosen
    with the keys, and where the pointer was last seen. `speed` is the animations' pace and
    `sprites` the list of cards in flight the table draws."""

    def __init__(self, speed: Callable[[], float], sprites: Callable[[], list[CardSprite]]):
        self._speed, self._sprites = speed, sprites
        self.drag: dict[str, Any] | None = None
        self.hover_index: int | None = None  # the card of the hand under the pointer
        self.selected: int | None = None  # the card of the hand chosen with the keys
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen
        self.dropped_at: tuple[int, int] | None = None  # where a card was last let go
        self.returning: int | None = None  # a refused card flying back to the hand
        self.returning_item: str | None = None  # a card of the table flying back where it lies
        self._tweens: list[Tween] = []

    def seen(self, event: pygame.event.Event) -> None:
        """Keep where the pointer is, under any panel: the wheel scrolls what is under it."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos
            if event.type == pygame.MOUSEBUTTONUP and self.drag is not None:
                self.dropped_at = event.pos

    @staticmethod
    def card_at(pos, hand_rects: list[pygame.Rect]) -> int | None:
        """The index of the hand's card drawn topmost at `pos`."""
        for index in range(len(hand_rects) - 1, -1, -1):
            if hand_rects[index].collidepoint(pos):
                return index
        return None

    def motion(self, pos, hand_rects: list[pygame.Rect] | None) -> bool:
        """The pointer moved: a card carried follows it; else the hand card under it is
        lifted (none when `hand_rects` is None: nobody's hand is at the screen)."""
        drag = self.drag
        if drag is not None:
            if abs(pos[0] - drag["start"][0]) + abs(pos[1] - drag["start"][1]) > DRAG_THRESHOLD:
                drag["moved"] = True
            drag["sprite"].x, drag["sprite"].y = pos[0] - drag["grab"][0], pos[1] - drag["grab"][1]
            return True
        self.hover_index = self.card_at(pos, hand_rects) if hand_rects is not None else None
        return False

    def pick_up(self, pos, key: str, face, rect: pygame.Rect, index: int | None, width: int):
        """Start dragging `key` (a hand card's code, at `index` of the hand, or an instance's
        id) drawn as `face` `width` wide from `rect`."""
        self.drag = {
            "index": index,
            "card": key,
            "instance": index is None,
            "sprite": CardSprite(face, rect.centerx, rect.centery, 0.0, width),
            "start": pos,
            "grab": (pos[0] - rect.centerx, pos[1] - rect.centery),
            "moved": False,
            "home": rect.center,
        }

    def release(
        self, pos, play_rect: pygame.Rect, target_at: Callable[[Any], str | None]
    ) -> Drop | None:
        """The card carried is let go at `pos` (None: none was carried); `target_at` says
        what a card let go at a point of the table lands on."""
        if self.drag is None:
            return None
        drag, self.drag = self.drag, None
        self.hover_index = None
        if not drag["moved"]:
            return Drop(drag["card"], None, True, False, drag)
        if not play_rect.collidepoint(pos):
            return Drop(drag["card"], None, False, True, drag)
        return Drop(drag["card"], target_at(pos), False, False, drag)

    def fly_home(self, drag: dict[str, Any]) -> None:
        """A card let go where it may not go flies back to where it was picked up."""
        sprite, home, sprites = drag["sprite"], drag["home"], self._sprites()
        sprites.append(sprite)

        def landed() -> None:
            if sprite in sprites:
                sprites.remove(sprite)
            self.returning = self.returning_item = None

        self.returning = drag["index"]
        self.returning_item = drag["card"] if drag.get("instance") else None
        speed = self._speed()
        tween = Tween(
            sprite, {"x": home[0], "y": home[1]}, 0.28 * max(speed, 0.3), ease_out_back, 0.0, landed
        )
        if speed <= 0:
            landed()
            return
        self._tweens.append(tween)

    def step_selection(self, key: int, count: int) -> bool:
        """Left and right choose the hand's cards in turn (`count` of them)."""
        if key not in (pygame.K_LEFT, pygame.K_RIGHT) or not count:
            return False
        step = 1 if key == pygame.K_RIGHT else -1
        current = self.selected if self.selected is not None else (-1 if step > 0 else 0)
        self.selected = (current + step) % count
        return True

    def update(self, dt: float) -> None:
        self._tweens = [tween for tween in self._tweens if not tween.update(dt)]

    def moved(self) -> bool:
        """A card is being carried (not merely pressed)."""
        return self.drag is not None and self.drag["moved"]

    def clear(self) -> None:
        """Nothing is held any more (the table is drawn anew)."""
        self.drag = self.selected = None

"""Who fights whom on the table, and where they lie now: the cards of a blow, the figure that
stands for a seat, the card of a chain entry. Read from the display and the zone layout as a
moment starts (motion.py), so that they are where the table shows them then.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from game.i18n import t_or
from game.ui.cardart import CARD_RATIO
from game.ui.table.board_spots import board_spots
from game.ui.table.sprites import CardSprite

if TYPE_CHECKING:
    from game.ui.table.animator import Animator


@dataclass
class Card:
    """A card where it lies now: its instance, face, centre, width and turn."""

    instance: str | None
    card: str | None
    x: float
    y: float
    width: float
    angle: float = 0.0
    height: float | None = None  # not a card (a counter's bar): its own height
    seat: int | None = None  # the seat it stands for (its figure), if any

    def sprite(self) -> CardSprite:
        """A copy of it to move, carrying its numbers."""
        return CardSprite(
            self.card,
            self.x,
            self.y,
            self.angle,
            self.width,
            instance=self.instance,
            seat=self.seat,
        )

    @property
    def bar(self) -> bool:
        return self.height is not None

    @property
    def size(self) -> tuple[float, float]:
        if self.height is not None:
            return self.width, self.height
        tall = self.width * CARD_RATIO
        return (tall, self.width) if round(self.angle) % 180 == 90 else (self.width, tall)


@dataclass
class Blow:
    """A blow found on the table: the cards dealing it, where it lands, and how hard."""

    strikers: list[Card]
    target: Card
    amount: int
    sprites: list[CardSprite] = field(default_factory=list)


# -- where things are -------------------------------------------------------------------------
def find_card(animator: Animator, instance: str) -> Card | None:
    """The table's `instance` as it lies now."""
    placement, display = animator.placement(), animator.display
    for zone in display.zones.values():
        for index, item in enumerate(zone.cards):
            if not (isinstance(item, dict) and item.get("id") == instance):
                continue
            place = placement.zones.get(zone.id)
            if place is None:
                return None
            if place.kind in ("board", "slot"):
                x, y = board_spots(placement, zone.id, zone.cards)[index]
            elif place.kind == "chain":
                x, y = placement.chain_position(zone.id, index, len(zone.cards))
            else:
                x, y = place.rect.center
            marks = item.get("marks", {})
            turned = any(marks.get(mark) for mark in animator.family.turned_marks)
            return Card(instance, item.get("card"), x, y, place.card_width, 90.0 if turned else 0)
    return None


def _items(animator: Animator, kind: str) -> list[tuple[str, dict[str, Any]]]:
    """The cards of the table's zones of `kind`, with their zone, as they lie."""
    return [
        (zone.id, item)
        for zone in animator.display.zones.values()
        if zone.kind == kind
        for item in zone.cards
        if isinstance(item, dict) and "id" in item
    ]


def figure(animator: Animator, seat: int | None) -> Card | None:
    """The card that stands for a seat (its character in a slot of its own), if it has one."""
    if seat is None:
        return None
    for zone in animator.display.zones.values():
        if zone.kind != "slot" or zone.owner != seat:
            continue
        # The card itself, not one laid on it (marked `on` the card it lies on).
        standing = [
            item
            for item in zone.cards
            if isinstance(item, dict) and "id" in item and "on" not in item.get("marks", {})
        ]
        if len(standing) == 1:
            found = find_card(animator, standing[0]["id"])
            boards = (z for z in animator.display.zones.values() if z.kind == "board")
            if found is not None and not any(board.owner == seat for board in boards):
                found.seat = seat  # a card without a board beside it: it carries the counters
            return found
    return None


def counter_card(animator: Animator, counter: str, seat: int | None) -> Card | None:
    """Where a counter's change is shown: the seat's figure, else the counter's bar."""
    found = figure(animator, seat)
    if found is not None:
        return found
    place = animator.placement().counters.get(counter)
    if place is None:
        return None
    rect = place.rect
    return Card(None, None, rect.centerx, rect.centery, rect.width, 0.0, rect.height)


def seat_strikers(animator: Animator, seat: int) -> list[Card]:
    """The cards dealing a blow to `seat` itself: its opponents' attackers nobody blocks, else
    the oldest entry of another seat on the chain (the attack the chain answered), else the
    figure of the only other seat that has one (its ability)."""
    name = f"p{seat + 1}"
    boards = _items(animator, "board")
    blocked = {item["marks"].get("blocking") for _, item in boards if "marks" in item}
    attackers = [
        item["id"]
        for _, item in boards
        if item.get("marks", {}).get("attacking") == name and item["id"] not in blocked
    ]
    if not attackers:
        chained = [
            item["id"]
            for _, item in _items(animator, "chain")
            if item.get("marks", {}).get("seat") not in (None, seat)
        ]
        attackers = chained[:1]
    found = [card for card in (find_card(animator, i) for i in attackers) if card is not None]
    if not found:  # an ability: the figure of the one other seat that has one
        others = (figure(animator, other) for other in range(animator.display.players))
        figures = [card for card in others if card is not None]
        mine = figure(animator, seat)
        figures = [card for card in figures if mine is None or card.instance != mine.instance]
        found = figures if len(figures) == 1 else []
    return found


def foes_of(animator: Animator, instance: str) -> list[Card]:
    """The cards `instance` is locked in combat with: the attacker it blocks, or its blockers."""
    boards = _items(animator, "board")
    marks = next((item.get("marks", {}) for _, item in boards if item["id"] == instance), {})
    foes = [marks["blocking"]] if marks.get("blocking") else []
    if not foes:
        foes = [i["id"] for _, i in boards if i.get("marks", {}).get("blocking") == instance]
    found = (find_card(animator, foe) for foe in foes)
    return [card for card in found if card is not None]


def counter_name(animator: Animator, counter: str) -> str:
    name = counter.split(":", 1)[0]
    return t_or(f"{animator.game}.counter.{name}", t_or(f"counter.{name}", name.capitalize()))


def chain_cards(animator: Animator) -> list[Card]:
    """The cards on the table's chains, newest (top) first."""
    found = (find_card(animator, item["id"]) for _, item in reversed(_items(animator, "chain")))
    return [card for card in found if card is not None]

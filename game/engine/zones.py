"""Where a game's cards lie, and who may see them: zones, counters and card instances.

Every ruleset declares its zones (`ZoneSpec`): an id, a kind (pile, hand, board, chain, slot),
an owner (a seat, or None for the table) and who sees the cards in it (everyone, the owner,
nobody). A zone's size is always public. The generic view of a game (`Ruleset.view`) is built
from these declarations alone, so no ruleset can show a hidden card by mistake, and the
contract test checks every ruleset through them.

A card in a zone is its code (a string) where nothing more needs saying, or an instance
`{"id": "c12", "card": "a3", "marks": {...}}` where the card carries state of its own (damage,
attached cards, counters, who controls it) or must be told apart from a copy. Instance ids are
issued when a card becomes public (`issue_instance`), never before, so an id says nothing about
a hidden card. Per-seat counters (life, energy, charges) are declared the same way
(`CounterSpec`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.engine.notation import seat_text

ZONE_KINDS = ("pile", "hand", "board", "chain", "slot")
VISIBILITIES = ("everyone", "owner", "nobody")
NEXT_ID = "next_id"  # the state's key for the next instance number


@dataclass(frozen=True, slots=True)
class ZoneSpec:
    """One zone of a game: what it is, whose it is, and who sees the cards in it."""

    id: str
    kind: str
    visible_to: str
    owner: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in ZONE_KINDS:
            raise ValueError(f"zone {self.id}: kind {self.kind!r} is not one of {ZONE_KINDS}")
        if self.visible_to not in VISIBILITIES:
            raise ValueError(f"zone {self.id}: visible_to {self.visible_to!r} is unknown")
        if self.visible_to == "owner" and self.owner is None:
            raise ValueError(f"zone {self.id}: only a zone with an owner is seen by its owner")

    def visible(self, viewer: int | None) -> bool:
        """Whether `viewer` (None: anybody at all, the public view) sees the cards in it."""
        if self.visible_to == "everyone":
            return True
        return self.visible_to == "owner" and viewer is not None and viewer == self.owner


@dataclass(frozen=True, slots=True)
class CounterSpec:
    """A number the players see: a seat's life, energy or charges, or the table's own."""

    id: str
    owner: int | None = None
    minimum: int | None = 0
    maximum: int | None = None


def zone_id(name: str, owner: int | None = None) -> str:
    """A zone's id: its name, and for a seat's own zone the seat (`hand:p1`)."""
    return name if owner is None else f"{name}:{seat_text(owner)}"


def seat_zones(name: str, kind: str, visible_to: str, players: int) -> tuple[ZoneSpec, ...]:
    """One zone of a kind for each seat (`hand:p1`, `hand:p2`, ...)."""
    return tuple(ZoneSpec(zone_id(name, s), kind, visible_to, s) for s in range(players))


def seat_counters(name: str, players: int, **bounds: int | None) -> tuple[CounterSpec, ...]:
    """One counter of a kind for each seat (`life:p1`, ...)."""
    return tuple(CounterSpec(zone_id(name, s), s, **bounds) for s in range(players))


# -- instances -------------------------------------------------------------------------------------
def issue_instance(state: dict[str, Any], card: str, **marks: Any) -> dict[str, Any]:
    """A card made public as an instance with the next id of the game (`c1`, `c2`, ...)."""
    number = state.get(NEXT_ID, 1)
    state[NEXT_ID] = number + 1
    return {"id": f"c{number}", "card": card, "marks": dict(marks)}


def card_of(item: str | Mapping[str, Any]) -> str:
    """The card code of a zone's item: the item itself, or an instance's card."""
    return item if isinstance(item, str) else item["card"]


def find_instance(items: Sequence[Any], instance_id: str) -> dict[str, Any] | None:
    """The instance with `instance_id` among a zone's items, or None."""
    for item in items:
        if isinstance(item, dict) and item.get("id") == instance_id:
            return item
    return None


def copy_item(item: Any) -> Any:
    """A zone's item, copied deep enough that changing the copy changes nothing else."""
    if isinstance(item, dict):
        copied = dict(item)
        copied["marks"] = {
            key: list(value) if isinstance(value, list) else value
            for key, value in item.get("marks", {}).items()
        }
        return copied
    return item


# -- the generic view ----------------------------------------------------------------------------
def zone_view(spec: ZoneSpec, items: Sequence[Any], viewer: int | None) -> dict[str, Any]:
    """A zone as `viewer` sees it: its size always, its cards only where it may see them."""
    return {
        "kind": spec.kind,
        "owner": spec.owner,
        "visible_to": spec.visible_to,
        "size": len(items),
        "cards": [copy_item(item) for item in items] if spec.visible(viewer) else None,
    }


def unseen(pool: Counter[str], view: Mapping[str, Any]) -> list[str]:
    """The cards of `pool` (every card of the game) that `view` does not show, sorted: what
    a seat's hidden zones hold between them, in some order it cannot know."""
    left = Counter(pool)
    for shown in view["zones"].values():
        for item in shown["cards"] or ():
            left[card_of(item)] -= 1
    if any(count < 0 for count in left.values()):
        raise ValueError("the view shows cards the game does not have")
    return sorted(left.elements())


def check_zones(specs: Sequence[ZoneSpec], contents: Mapping[str, Sequence[Any]]) -> None:
    """The declared zones and the contents given for them are the same set of ids, and every
    instance id appears once."""
    declared = [spec.id for spec in specs]
    assert len(set(declared)) == len(declared), "zone ids are unique"
    assert set(declared) == set(contents), "contents are given for exactly the declared zones"
    ids = [item["id"] for items in contents.values() for item in items if isinstance(item, dict)]
    assert len(set(ids)) == len(ids), "an instance is in one place only"


__all__ = [
    "CounterSpec",
    "NEXT_ID",
    "VISIBILITIES",
    "ZONE_KINDS",
    "ZoneSpec",
    "card_of",
    "check_zones",
    "copy_item",
    "find_instance",
    "issue_instance",
    "seat_counters",
    "seat_zones",
    "unseen",
    "zone_id",
    "zone_view",
]

"""What a K-Mon computer player reads of the battle, built alike from its seat's observation
(a game at the table) and from a whole state (a playout of the search): the same policy then
plays both, and can never use a card its seat could not see at the table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from game.engine.effects import op_of
from game.engine.zones import zone_id
from game.rules.kmon.cards import Card, Catalog, KMon
from game.rules.kmon.effects import dealt, priced
from game.rules.kmon.resolve import attack_amount
from game.rules.kmon.state import looker

SEATS = (0, 1)


@dataclass
class Table:
    catalog: Catalog
    seat: int
    phase: str
    hand: list[str]
    charges: list[int]
    actives: list[dict | None]
    benches: list[list[dict]]  # the K-Mon on each bench (exhausted ones too)
    laid: dict[str, list[dict]]  # K-Mon id -> the cards in play on it
    discard: list[str]  # the seat's own discard pile
    stack: list[dict]
    hand_sizes: list[int]
    deck_sizes: list[int]
    seen: list[str] = field(default_factory=list)

    @property
    def other(self) -> int:
        return 1 - self.seat

    def kmon(self, item: dict) -> KMon:
        return self.catalog.kmon[item["card"]]

    def card(self, code: str) -> Card:
        return self.catalog.cards[code]

    def hp_left(self, item: dict | None) -> int:
        if item is None or item["marks"].get("exhausted"):
            return 0
        return max(0, self.kmon(item).hp - item["marks"].get("damage", 0))

    def stat(self, item: dict | None, name: str) -> int:
        if item is None:
            return 0
        return sum(
            amount
            for laid in self.laid.get(item["id"], ())
            for stat, amount in laid["marks"].get("buffs", ())
            if stat == name
        )

    def trait(self, seat: int) -> str:
        found = self.actives[seat]
        return self.kmon(found).trait if found is not None else ""

    def fits(self, seat: int, card: Card) -> bool:
        found = self.actives[seat]
        return not card.element or (found is not None and card.element in self.kmon(found).elements)

    def reserves(self, seat: int) -> list[dict]:
        return [item for item in self.benches[seat] if not item["marks"].get("exhausted")]

    def standing_hp(self, seat: int) -> int:
        return self.hp_left(self.actives[seat]) + sum(map(self.hp_left, self.reserves(seat)))

    # -- damage, as the rules count it ----------------------------------------------------------
    def hit_for(self, target_seat: int, target: dict | None, amount: int, element: str) -> int:
        """What `amount` of `element` would deal to a K-Mon (elements, Barrier, guard)."""
        if target is None:
            return 0
        active = target is self.actives[target_seat]
        return dealt(self.kmon(target), amount, element, active, self.stat(target, "guard"))

    def attack_damage(self, seat: int, boosts: tuple[str, ...]) -> int:
        attacker, foe = self.actives[seat], 1 - seat
        target = self.actives[foe]
        if attacker is None or target is None:
            return 0
        cards = [self.card(code) for code in boosts]
        if any(not card.element for card in cards):
            return 0
        defending = bool(target["marks"].get("defending"))
        change = self.stat(attacker, "attack")
        amount, element = attack_amount(
            self.kmon(attacker), change, cards, self.kmon(target), defending
        )
        return self.hit_for(foe, target, amount, element)

    def ability_damage(self, seat: int, code: str) -> int:
        card, foe = self.card(code), 1 - seat
        target, caster = self.actives[foe], self.actives[seat]
        total, bonus = 0, self.stat(caster, "power")
        for effect in card.effects:
            if op_of(effect) == "damage" and effect.target == "opponent":
                total += self.hit_for(foe, target, effect.amount + bonus, card.element)
                bonus = 0
        return total

    def cost(self, seat: int, card: Card) -> int:
        if card.kind != "ability" or self.actives[seat] is None:
            return card.cost
        return priced(card, self.trait(seat), self.stat(self.actives[seat], "cost"))


def _split(items: list[dict]) -> tuple[list[dict], dict[str, list[dict]]]:
    kmon, laid = [], {}
    for item in items:
        on = item["marks"].get("on")
        if on is None:
            kmon.append(item)
        else:
            laid.setdefault(on, []).append(item)
    return kmon, laid


def from_observation(catalog: Catalog, obs: Mapping[str, Any]) -> Table:
    seat, zones, extras = obs["seat"], obs["zones"], obs["extras"]
    actives, benches, laid = [], [], {}
    for s in SEATS:
        kmon, on = _split(zones[zone_id("active", s)]["cards"])
        actives.append(kmon[0] if kmon else None)
        laid.update(on)
        kmon, on = _split(zones[zone_id("bench", s)]["cards"])
        benches.append(kmon)
        laid.update(on)
    return Table(
        catalog,
        seat,
        extras["phase"],
        list(zones[zone_id("hand", seat)]["cards"]),
        [obs["counters"][zone_id("charges", s)] for s in SEATS],
        actives,
        benches,
        laid,
        list(zones[zone_id("discard", seat)]["cards"]),
        extras["stack"],
        [zones[zone_id("hand", s)]["size"] for s in SEATS],
        [zones[zone_id("deck", s)]["size"] for s in SEATS],
        list(zones[zone_id("seen", seat)]["cards"] or ()),
    )


def from_state(catalog: Catalog, state: Mapping[str, Any], seat: int) -> Table:
    actives, benches, laid = [], [], {}
    for s in SEATS:
        kmon, on = _split(state["active"][s])
        actives.append(kmon[0] if kmon else None)
        laid.update(on)
        kmon, on = _split(state["bench"][s])
        benches.append(kmon)
        laid.update(on)
    return Table(
        catalog,
        seat,
        state["phase"],
        list(state["hands"][seat]),
        list(state["charges"]),
        actives,
        benches,
        laid,
        list(state["discards"][seat]),
        state["stack"],
        [len(hand) for hand in state["hands"]],
        [len(deck) for deck in state["decks"]],
        list(state["seen"]) if looker(state) == seat else [],
    )

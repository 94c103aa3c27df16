"""What K-Mon's effects do (docs/kmon-cards.md says what each operation means): damage with
its elements and traits, healing, cards and charges, and the cards that stay in play."""

from __future__ import annotations

from typing import Any

from game.engine.effects import op_of
from game.engine.notation import Event
from game.engine.zones import issue_instance, zone_id
from game.rules.kmon import draws
from game.rules.kmon import state as st
from game.rules.kmon.card_effects import PERSISTENT_OPS
from game.rules.kmon.cards import Card, Catalog, KMon, element_bonus

PERSISTENT = PERSISTENT_OPS  # the card stays in play, under the K-Mon it targets
# What a reaction's `answers` lets it be played against (the kind of the entry it answers).
ANSWERS = {
    "attack": ("attack", "last"),
    "ability": ("ability",),
    "action": ("attack", "ability", "defend", "evade", "reaction", "blackout", "last"),
    "reaction": ("evade", "reaction", "blackout", "last"),
}


def stat_change(state: dict, seat: int, kmon_id: str, stat: str) -> int:
    """What the buffs and debuffs on a K-Mon add to one of its stats now."""
    total = 0
    for item in st.attached(state, seat, kmon_id):
        for effect in item["marks"].get("buffs", ()):
            if effect[0] == stat:
                total += effect[1]
    return total


def ability_cost(catalog: Catalog, state: dict, seat: int, card: Card) -> int:
    """What an ability costs its player now: Prodigy takes 1 off an elemental one, and the
    buffs of `cost` on the active K-Mon change it; never below 0."""
    found = st.active(state, seat)
    if found is None:
        return card.cost
    change = stat_change(state, seat, found["id"], "cost")
    return priced(card, st.kmon_of(catalog, found).trait, change)


def priced(card: Card, trait: str, change: int) -> int:
    """An ability's cost for a K-Mon of `trait` whose `cost` buffs add up to `change`."""
    cost = card.cost + change - (1 if card.element and trait == "prodigy" else 0)
    return max(0, cost)


def card_cost(catalog: Catalog, state: dict, seat: int, card: Card) -> int:
    return ability_cost(catalog, state, seat, card) if card.kind == "ability" else card.cost


def fits(catalog: Catalog, state: dict, seat: int, card: Card) -> bool:
    """Whether the active K-Mon may use the card: a generic card always, an elemental one
    when it is of one of the K-Mon's two elements."""
    return not card.element or card.element in st.elements(catalog, state, seat)


def targets_opponent(card: Card) -> bool:
    """Whether an ability is aimed at the opponent's active K-Mon (so it may be evaded)."""
    return any(getattr(effect, "target", "") == "opponent" for effect in card.effects)


# -- damage -----------------------------------------------------------------------------------
def hit(
    catalog: Catalog,
    state: dict,
    seat: int,
    item: dict,
    amount: int,
    element: str,
    events: list[Event],
) -> int:
    """`amount` damage of `element` ("" for none) to a K-Mon of `seat`, after its elements,
    Barrier and its `guard`; the damage dealt."""
    amount = dealt_to(catalog, state, seat, item, amount, element)
    return wound(catalog, state, seat, item, amount, events)


def dealt_to(
    catalog: Catalog, state: dict, seat: int, item: dict, amount: int, element: str
) -> int:
    """What `amount` damage of `element` would deal a K-Mon of `seat` as it stands now (see
    `dealt`): its elements, Barrier while it is the active one, its guard buffs."""
    kmon = st.kmon_of(catalog, item)
    active = st.active(state, seat) is item
    guard = stat_change(state, seat, item["id"], "guard")
    return dealt(kmon, amount, element, active, guard)


def dealt(kmon: KMon, amount: int, element: str, active: bool, guard: int) -> int:
    """What `amount` damage of `element` ("" for none) deals to `kmon` (`active` or on the
    bench, its `guard` buffs adding up to `guard`): nothing for a hit reduced to 0 or less, else
    the element's weakness or resistance on its primary element, Barrier on an active K-Mon, and
    its guard; never below 0."""
    if amount <= 0:
        return 0
    if element:
        amount += element_bonus(element, kmon.primary)
        if active and kmon.trait == "barrier":
            amount -= 1
    return max(0, amount - guard)


def wound(
    catalog: Catalog, state: dict, seat: int, item: dict, amount: int, events: list[Event]
) -> int:
    """Damage counters laid on a K-Mon, as they are (nothing changes them any more); a K-Mon
    whose damage reaches its HP is exhausted at once. A K-Mon out of the fight takes none."""
    # imported here: exhaustion lays cards off the K-Mon it exhausts with this module
    from game.rules.kmon import exhaustion

    if amount <= 0 or st.spent(item) or state["phase"] == "over":
        return 0
    item["marks"]["damage"] = st.damage(item) + amount
    place = "active" if item in state["active"][seat] else "bench"
    events.append(
        Event(
            "hit",
            seat,
            cards=(item["card"],),
            count=amount,
            value=str(item["marks"]["damage"]),
            dest=zone_id(place, seat),
            ids=(item["id"],),
        )
    )
    exhaustion.check(catalog, state, seat, item, events)
    return amount


def heal(state: dict, seat: int, item: dict, amount: int, events: list[Event]) -> int:
    taken = min(amount, st.damage(item))
    if taken <= 0 or st.spent(item):
        return 0
    left = st.damage(item) - taken
    if left:
        item["marks"]["damage"] = left
    else:
        item["marks"].pop("damage", None)
    place = "active" if item in state["active"][seat] else "bench"
    events.append(
        Event(
            "heal",
            seat,
            cards=(item["card"],),
            count=taken,
            value=str(left),
            dest=zone_id(place, seat),
            ids=(item["id"],),
        )
    )
    return taken


# -- the effects of a card ----------------------------------------------------------------------
def apply_card(
    catalog: Catalog,
    state: dict,
    seat: int,
    card: Card,
    events: list[Event],
    *,
    bonus: int = 0,
    less: int = 0,
    instance: dict[str, Any] | None = None,
) -> bool:
    """Do a card's effects for `seat`, in order, except the reactions' own (neutralise,
    evade, reduce: see resolve.py) and the persistent ones, which lay the card (`instance`)
    on the K-Mon they aim at. `bonus` is added to the card's first damage to the opponent's
    active K-Mon and `less` taken from it (a reduce). Whether the card stays in play."""
    stays = False
    for effect in card.effects:
        if state["phase"] == "over":  # an effect before this one won the battle
            break
        op = op_of(effect)
        if op in PERSISTENT:
            if instance is not None and not stays:
                stays = _lay(catalog, state, seat, card, instance, events)
            continue
        if op == "damage" and effect.target == "opponent":
            found = st.active(state, st.other(seat))
            if found is not None:
                amount = effect.amount + bonus - less
                hit(catalog, state, st.other(seat), found, amount, card.element, events)
            bonus = less = 0
        else:
            simple(catalog, state, seat, effect, card.element, events)
    return stays


def simple(
    catalog: Catalog, state: dict, seat: int, effect: Any, element: str, events: list[Event]
) -> None:
    """One effect that is done at once, for `seat` (who played its card)."""
    op = op_of(effect)
    target = getattr(effect, "target", "self")
    whom = seat if target in ("self",) else st.other(seat)
    if op == "damage":  # the opponent's bench: the active one is dealt with by apply_card
        for item in st.reserves(state, st.other(seat)):
            hit(catalog, state, st.other(seat), item, effect.amount, element, events)
    elif op == "heal":
        if target == "bench":
            for item in st.reserves(state, seat):
                heal(state, seat, item, effect.amount, events)
        else:
            found = st.active(state, seat)
            if found is not None:
                heal(state, seat, found, effect.amount, events)
    elif op == "draw":
        draws.draw(catalog, state, whom, effect.amount, "effect", events)
    elif op == "discard":
        st.discard_at_random(state, whom, effect.amount, events)
    elif op == "mill":
        st.mill(state, whom, effect.amount, events)
    elif op == "gain":
        st.change_charges(state, whom, effect.amount, events)
    elif op == "lose":
        st.change_charges(state, whom, -effect.amount, events)
    elif op == "recover":
        recover(catalog, state, seat, effect.amount, events)
    elif op == "switch" and st.reserves(state, whom):
        state["pending"].append({"what": "replace", "seat": whom, "forced": False})
    # assault, neutralise, evade and reduce are read where they act (resolve.py)


def recover(catalog: Catalog, state: dict, seat: int, count: int, events: list[Event]) -> None:
    """The newest ability or boost cards of the seat's discard pile back into its hand."""
    pile = state["discards"][seat]
    for _ in range(count):
        index = next(
            (
                i
                for i in range(len(pile) - 1, -1, -1)
                if catalog.cards[pile[i]].kind in ("ability", "boost")
            ),
            None,
        )
        if index is None:
            return
        take_back(state, seat, pile.pop(index), events)


def take_back(state: dict, seat: int, code: str, events: list[Event]) -> None:
    state["hands"][seat].append(code)
    events.append(
        Event(
            "recover",
            seat,
            cards=(code,),
            count=1,
            source=zone_id("discard", seat),
            dest=zone_id("hand", seat),
        )
    )


# -- cards that stay in play --------------------------------------------------------------------
def _lay(
    catalog: Catalog, state: dict, seat: int, card: Card, instance: dict, events: list[Event]
) -> bool:
    """Lay a persistent card on the K-Mon its first persistent effect aims at: the player's
    own active K-Mon (a buff) or the opponent's (a debuff). Bulwark puts a counter at once on a
    debuff arriving on it."""
    first = next(effect for effect in card.effects if op_of(effect) in PERSISTENT)
    owner = seat if first.target == "self" else st.other(seat)
    host = st.active(state, owner)
    if host is None or st.spent(host):  # nothing is laid on a K-Mon out of the fight
        return False
    marks = instance["marks"]
    marks.clear()
    marks.update(on=host["id"], by=seat, count=0)
    buffs = [
        [effect.stat, effect.amount]
        for effect in card.effects
        if op_of(effect) == "buff" and (effect.target == "self") == (owner == seat)
    ]
    if buffs:
        marks["buffs"] = buffs
    if owner != seat and st.kmon_of(catalog, host).trait == "bulwark":
        marks["count"] = 1
    place = "active"
    state[place][owner].append(instance)
    events.append(
        Event(
            "lay",
            seat,
            target=owner,
            cards=(card.code,),
            source="chain",
            dest=zone_id(place, owner),
            ids=(instance["id"],),
        )
    )
    return True


def duration(card: Card) -> int:
    """How many turns a persistent card lasts: its longest persistent effect."""
    return max(effect.duration for effect in card.effects if op_of(effect) in PERSISTENT)


def tick(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    """Phase II: every persistent card on the seat's K-Mon does its turn's work, then gets a
    counter; Healing takes a damage off the active K-Mon."""
    for _, host in list(st.team(state, seat)):
        for item in st.attached(state, seat, host["id"]):
            if st.spent(host) or state["phase"] == "over":  # exhausted by a card before this one
                break
            card = catalog.cards[item["card"]]
            by = item["marks"]["by"]
            for effect in card.effects:
                if op_of(effect) != "tick":
                    continue
                if (effect.target == "self") != (seat == by):
                    continue
                if effect.what == "damage":
                    hit(catalog, state, seat, host, effect.amount, card.element, events)
                elif effect.what == "heal":
                    heal(state, seat, host, effect.amount, events)
                else:
                    st.change_charges(state, seat, effect.amount, events)
            item["marks"]["count"] += 1
            events.append(
                Event(
                    "counter",
                    seat,
                    cards=(item["card"],),
                    count=item["marks"]["count"],
                    ids=(item["id"],),
                )
            )
    if st.trait(catalog, state, seat) == "healing":
        heal(state, seat, st.active(state, seat), 1, events)


def expire(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    """Phase V: the cards whose counters reach their duration leave play, to the discard pile
    of the player who played them."""
    for place in ("active", "bench"):
        for item in list(state[place][seat]):
            marks = item["marks"]
            if "on" in marks and marks["count"] >= duration(catalog.cards[item["card"]]):
                remove_laid(state, seat, place, item, "expired", events)


def remove_laid(
    state: dict, seat: int, place: str, item: dict, why: str, events: list[Event]
) -> None:
    by = item["marks"]["by"]
    state[place][seat].remove(item)
    state["discards"][by].append(item["card"])
    events.append(
        Event(
            "expire",
            by,
            cards=(item["card"],),
            value=why,
            source=zone_id(place, seat),
            dest=zone_id("discard", by),
            ids=(item["id"],),
        )
    )


def issue(state: dict, code: str, seat: int) -> dict:
    """A card played from the hand, made public on the chain."""
    return issue_instance(state, code, seat=seat)

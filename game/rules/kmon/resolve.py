"""Phase IV: the action (attack, ability, defence), the reactions that answer it, last in first
out, and what each does once the chain resolves.

`state["stack"]` holds what is under way, oldest first; each entry is plain data:
`{kind, seat, code, ids, boosts, recover, ultimate, cancelled, evaded, less}`, where `kind` is
`attack`, `ability`, `defend`, `reaction`, `evade`, `blackout` or `last` (an Undying K-Mon's
last attack), `code` the card played (if any), `ids` the chain instances of its cards. Every
entry but the first answers the one under it. The seat that did not play the newest entry
may answer it; when it passes, the chain resolves from the newest entry down.
"""

from __future__ import annotations

from game.engine.effects import op_of
from game.engine.notation import Event
from game.engine.zones import zone_id
from game.rules.kmon import effects as fx
from game.rules.kmon import state as st
from game.rules.kmon.cards import Card, Catalog, KMon

ATTACK_DAMAGE = 2
ATTACK_CHARGES = 2
DEFENCE_CHARGES = {"defend": 1, "hit": 2, "ultimate": 4}
EVADE_CARDS = 2
BLACKOUT_CARDS = 3


def evade_cost(catalog: Catalog, state: dict, seat: int) -> int:
    return 1 if st.trait(catalog, state, seat) == "elusive" else EVADE_CARDS


def _entry(kind: str, seat: int, code: str = "", **more) -> dict:
    entry = {
        "kind": kind,
        "seat": seat,
        "code": code,
        "ids": [],
        "boosts": [],
        "recover": "",
        "ultimate": False,
        "cancelled": False,
        "evaded": False,
        "less": 0,
    }
    entry.update(more)
    return entry


def _to_chain(state: dict, seat: int, code: str, entry: dict, events: list[Event]) -> None:
    """A card from the hand, made public on the chain."""
    state["hands"][seat].remove(code)
    instance = fx.issue(state, code, seat)
    state["chain"].append(instance)
    entry["ids"].append(instance["id"])
    events.append(
        Event(
            "play",
            seat,
            cards=(code,),
            source=zone_id("hand", seat),
            dest="chain",
            ids=(instance["id"],),
        )
    )


def _targeted(catalog: Catalog, state: dict, seat: int, how: str, events: list[Event]) -> None:
    """`seat` is acted upon: if its active K-Mon is in defence, it gains charges (1 when the
    opponent defends too, 2 for an attack or an ability aimed at it, 4 for an Ultimate)."""
    found = st.active(state, seat)
    if found is not None and found["marks"].get("defending"):
        st.change_charges(state, seat, DEFENCE_CHARGES[how], events)


# -- declaring --------------------------------------------------------------------------------
def attack(
    catalog: Catalog, state: dict, seat: int, boosts: tuple[str, ...], events: list[Event]
) -> None:
    entry = _entry("attack", seat, boosts=list(boosts))
    boosted = "boost" if boosts else ""
    events.append(Event("attack", seat, target=st.other(seat), cards=tuple(boosts), value=boosted))
    for code in boosts:
        st.change_charges(state, seat, -catalog.cards[code].cost, events)
        _to_chain(state, seat, code, entry, events)
    state["stack"].append(entry)
    _targeted(catalog, state, st.other(seat), "hit", events)


def last_attack(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    state["stack"].append(_entry("last", seat))
    events.append(Event("last", seat, target=st.other(seat)))
    _targeted(catalog, state, st.other(seat), "hit", events)


def ability(catalog: Catalog, state: dict, seat: int, code: str, events: list[Event]) -> None:
    card = catalog.cards[code]
    cost = fx.ability_cost(catalog, state, seat, card)
    entry = _entry("ability", seat, code, ultimate=card.ultimate)
    st.change_charges(state, seat, -cost, events)
    _to_chain(state, seat, code, entry, events)
    state["stack"].append(entry)
    if fx.targets_opponent(card):
        _targeted(catalog, state, st.other(seat), "ultimate" if card.ultimate else "hit", events)


def defend(catalog: Catalog, state: dict, seat: int, recover: str, events: list[Event]) -> None:
    state["stack"].append(_entry("defend", seat, recover=recover))
    events.append(
        Event(
            "defend", seat, cards=(recover,) if recover else (), value="recover" if recover else ""
        )
    )
    _targeted(catalog, state, st.other(seat), "defend", events)


def reaction(catalog: Catalog, state: dict, seat: int, code: str, events: list[Event]) -> None:
    card = catalog.cards[code]
    entry = _entry("reaction", seat, code)
    st.change_charges(state, seat, -card.cost, events)
    _to_chain(state, seat, code, entry, events)
    state["stack"].append(entry)


def evade(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    """The evasion is declared; its cards are discarded one by one (phase `pay`)."""
    state["stack"].append(_entry("evade", seat))
    state["pay"] = {"seat": seat, "left": evade_cost(catalog, state, seat)}
    events.append(Event("evade", seat))


def blackout(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    state["stack"].append(_entry("blackout", seat))
    state["pay"] = {"seat": seat, "left": BLACKOUT_CARDS}
    events.append(Event("blackout", seat))


def pay(state: dict, seat: int, code: str, events: list[Event]) -> None:
    st.discard_from_hand(state, seat, code, "pay", events)
    state["pay"]["left"] -= 1
    if not state["pay"]["left"]:
        state["pay"] = None


# -- resolving ------------------------------------------------------------------------------
def resolve(catalog: Catalog, state: dict, events: list[Event]) -> str:
    """The whole chain, newest entry first; the kind of its first entry (what was answered)."""
    stack = state["stack"]
    root = stack[0]["kind"]
    events.append(Event("resolve", None, count=len(stack)))
    for index in range(len(stack) - 1, -1, -1):
        entry = stack[index]
        under = stack[index - 1] if index else None
        able = _can_act(state, entry)
        if entry["cancelled"] or entry["evaded"] or not able:
            events.append(Event("fizzle", entry["seat"], cards=_codes(entry), value=entry["kind"]))
            if able and entry["evaded"] and not entry["cancelled"] and entry["kind"] == "ability":
                _bench_damage(catalog, state, entry, events)
            continue
        _resolve_one(catalog, state, entry, under, events)
        if state["phase"] == "over":
            break
    _clear_chain(state, events)
    stack.clear()
    return root


def _can_act(state: dict, entry: dict) -> bool:
    """Whether the K-Mon that played an entry still fights: an entry of a K-Mon exhausted
    since (by an entry resolved before it) does nothing. An Undying K-Mon's last attack is
    the rulebook's own exception."""
    found = st.active(state, entry["seat"])
    return found is not None and (entry["kind"] == "last" or not st.spent(found))


def _bench_damage(catalog: Catalog, state: dict, entry: dict, events: list[Event]) -> None:
    """An evaded ability still deals its damage to the bench: an evasion keeps the active
    K-Mon out of harm, and damage aimed at the bench cannot be evaded (rulebook 194)."""
    card = catalog.cards[entry["code"]]
    for effect in card.effects:
        if op_of(effect) == "damage" and effect.target == "bench":
            fx.simple(catalog, state, entry["seat"], effect, card.element, events)


def _codes(entry: dict) -> tuple[str, ...]:
    return tuple(c for c in (entry["code"], *entry["boosts"]) if c)


def _resolve_one(
    catalog: Catalog, state: dict, entry: dict, under: dict | None, events: list[Event]
) -> None:
    kind, seat = entry["kind"], entry["seat"]
    if kind in ("attack", "last"):
        _attack(catalog, state, entry, events)
    elif kind == "ability":
        card = catalog.cards[entry["code"]]
        found = st.active(state, seat)
        power = fx.stat_change(state, seat, found["id"], "power") if found else 0
        instance = _instance(state, entry)
        if fx.apply_card(
            catalog, state, seat, card, events, bonus=power, less=entry["less"], instance=instance
        ):
            _keep(state, instance)
    elif kind == "defend":
        _defend(catalog, state, entry, events)
    elif kind in ("evade", "blackout"):
        if under is not None:
            under["evaded" if kind == "evade" else "cancelled"] = True
        events.append(Event("answered", seat, value=kind))
    elif kind == "reaction":
        _reaction(catalog, state, entry, under, events)


def _reaction(
    catalog: Catalog, state: dict, entry: dict, under: dict | None, events: list[Event]
) -> None:
    card, seat = catalog.cards[entry["code"]], entry["seat"]
    for effect in card.effects:
        op = op_of(effect)
        if under is None:
            break
        if op == "neutralise":
            under["cancelled"] = True
        elif op == "evade":
            under["evaded"] = True
        elif op == "reduce":
            under["less"] += effect.amount
    instance = _instance(state, entry)
    if fx.apply_card(catalog, state, seat, card, events, instance=instance):
        _keep(state, instance)


def _attack(catalog: Catalog, state: dict, entry: dict, events: list[Event]) -> None:
    seat, foe = entry["seat"], st.other(entry["seat"])
    target = st.active(state, foe)
    attacker = st.active(state, seat)
    if target is None or attacker is None:
        return
    boosts = [catalog.cards[code] for code in entry["boosts"]]
    generic = [card for card in boosts if not card.element]
    if generic:  # the attack's damage is replaced: not a successful attack
        for card in generic:
            fx.apply_card(catalog, state, seat, card, events)
        return
    attacker_kmon = st.kmon_of(catalog, attacker)
    defending = bool(target["marks"].get("defending"))
    amount, element = attack_blow(catalog, state, entry, attacker, target)
    fx.hit(catalog, state, foe, target, amount, element, events)
    if state["phase"] == "over":  # the hit exhausted the last K-Mon of a team
        return
    st.change_charges(state, seat, ATTACK_CHARGES, events)
    if attacker_kmon.trait == "raider":
        st.change_charges(state, foe, -1, events)
    if attacker_kmon.trait == "relentless":
        st.mill(state, foe, 1, events)
    # Spiky is the target's trait: it stops if the hit exhausted the target
    if defending and not st.spent(target) and st.kmon_of(catalog, target).trait == "spiky":
        fx.wound(catalog, state, seat, attacker, 1, events)


def attack_blow(
    catalog: Catalog, state: dict, entry: dict, attacker: dict, target: dict
) -> tuple[int, str]:
    """The damage the attack of `entry` brings to `target` now, before the target's elements
    and guard, and its element: `attack_amount` for the two K-Mon as they stand, less the
    reductions played on it."""
    amount, element = attack_amount(
        st.kmon_of(catalog, attacker),
        fx.stat_change(state, entry["seat"], attacker["id"], "attack"),
        [catalog.cards[code] for code in entry["boosts"]],
        st.kmon_of(catalog, target),
        bool(target["marks"].get("defending")),
    )
    return amount - entry["less"], element


def attack_amount(
    attacker: KMon, change: int, boosts: list[Card], target: KMon, defending: bool
) -> tuple[int, str]:
    """An attack's damage before the target's elements and guard (see effects.dealt), and its
    element: 2, what the attacker's `attack` buffs add (`change`), Ferocity, the elemental
    assaults (which give it their element), 1 less against a defence and 1 less again against
    Armor in defence."""
    amount = ATTACK_DAMAGE + change + (1 if attacker.trait == "ferocity" else 0)
    element = ""
    for card in boosts:
        element = card.element
        amount += sum(e.amount for e in card.effects if op_of(e) == "assault")
    if defending:
        amount -= 2 if target.trait == "armor" else 1
    return amount, element


def _defend(catalog: Catalog, state: dict, entry: dict, events: list[Event]) -> None:
    seat = entry["seat"]
    found = st.active(state, seat)
    if found is not None:
        found["marks"]["defending"] = 1
        events.append(Event("guard", seat, cards=(found["card"],), ids=(found["id"],)))
    code = entry["recover"]
    if code and code in state["discards"][seat]:
        pile = state["discards"][seat]
        pile.pop(len(pile) - 1 - pile[::-1].index(code))
        fx.take_back(state, seat, code, events)


def _instance(state: dict, entry: dict) -> dict | None:
    """The chain instance of the entry's own card (an ability's, a reaction's)."""
    if not entry["code"] or not entry["ids"]:
        return None
    wanted = entry["ids"][0]
    return next((item for item in state["chain"] if item["id"] == wanted), None)


def _keep(state: dict, instance: dict) -> None:
    """The card was laid on a K-Mon: it leaves the chain without going to a discard pile."""
    state["chain"].remove(instance)


def _clear_chain(state: dict, events: list[Event]) -> None:
    """The cards left on the chain go to the discard piles of the players who played them."""
    for item in state["chain"]:
        seat = item["marks"]["seat"]
        state["discards"][seat].append(item["card"])
        events.append(
            Event(
                "spent",
                seat,
                cards=(item["card"],),
                source="chain",
                dest=zone_id("discard", seat),
                ids=(item["id"],),
            )
        )
    state["chain"].clear()

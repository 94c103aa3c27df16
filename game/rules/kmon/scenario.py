"""Scenario support for K-Mon (docs/scenarios.md): a battle set up by hand, and its facts.

The decks are each seat's own (`seat_setup`); the set-up takes the cards it names out of the
seat's deck, so a scenario cannot give a seat a card its deck does not hold.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from game.engine.effects import op_of
from game.engine.notation import Event, parse_seat, seat_text
from game.engine.scenario_setup import number, seat_numbers
from game.engine.zones import issue_instance
from game.rules.kmon import effects as fx
from game.rules.kmon import moves, turns
from game.rules.kmon import state as st

SETUP_KEYS = {
    "toss",
    "active",
    "hands",
    "deck",
    "deck_size",
    "discards",
    "charges",
    "damage",
    "defending",
    "exhausted",
    "laid",
    "turn",
    "turns",
    "step",
}

if TYPE_CHECKING:
    from game.rules.kmon.ruleset import KMonRuleset


def scenario_setup(rules: KMonRuleset, state: dict, setup: Mapping[str, Any]) -> list:
    unknown = sorted(set(setup) - SETUP_KEYS)
    if unknown:
        known = ", ".join(sorted(SETUP_KEYS))
        raise ValueError(f"unknown set-up key {unknown[0]!r} (known: {known})")
    if "toss" in setup:
        return _set_toss(rules, state, setup)
    if "active" not in setup:
        raise ValueError("active: name each seat's active K-Mon ({p1: ID, p2: ID})")
    catalog = rules.catalog
    pools = [Counter(cards) for cards in state["lists"]]
    state.update(hands=[[], []], decks=[[], []], discards=[[], []], tops=[[], []])

    def take(seat: int, cards: Any, where: str) -> list[str]:
        if not isinstance(cards, list):
            raise ValueError(f"{where}: expected a list of cards, got {cards!r}")
        for code in map(str, cards):
            if pools[seat][code] <= 0:
                raise ValueError(f"{where}: no {code} left in {seat_text(seat)}'s deck")
            pools[seat][code] -= 1
        return [str(code) for code in cards]

    _place_active(rules, state, _per_seat(setup["active"], "active"))
    for seat, laid in _per_seat(setup.get("laid") or {}, "laid").items():
        _lay(rules, state, seat, laid, take)
    hands = {
        s: take(s, h, f"hands.{seat_text(s)}")
        for s, h in _per_seat(setup.get("hands") or {}, "hands").items()
    }
    tops = {
        s: take(s, d, f"deck.{seat_text(s)}")
        for s, d in _per_seat(setup.get("deck") or {}, "deck").items()
    }
    for seat, pile in _per_seat(setup.get("discards") or {}, "discards").items():
        state["discards"][seat] = take(seat, pile, f"discards.{seat_text(seat)}")
    for seat in st.SEATS:
        state["decks"][seat] = sorted(pools[seat].elements())
        if seat in hands:
            state["hands"][seat] = hands[seat]
        else:
            state["hands"][seat] = [st.take_card(state, seat) for _ in range(st.HAND_START)]
    for seat, size in _per_seat(setup.get("deck_size") or {}, "deck_size").items():
        top = len(tops.get(seat, ()))
        if not isinstance(size, int) or not top <= size <= len(state["decks"][seat]) + top:
            raise ValueError(f"deck_size.{seat_text(seat)}: from {top} to the cards left")
        while len(state["decks"][seat]) > size - top:
            state["discards"][seat].append(st.take_card(state, seat))
    for seat, top in tops.items():
        state["decks"][seat] += list(top)
        state["tops"][seat] = list(top)
    _set_marks(rules, state, setup)
    _set_numbers(rules, state, setup)
    try:
        rules.check_invariants(state)
    except AssertionError as exc:
        raise ValueError(f"the set-up breaks a rule of the game: {exc}") from None
    events: list = []
    turns.advance(catalog, state, events)
    return []


def _set_toss(rules: KMonRuleset, state: dict, setup: Mapping[str, Any]) -> list[Event]:
    """`toss: pN`: the deal as it was, the toss won by pN, who is asked who starts."""
    others = sorted(set(setup) - {"toss"})
    if others:
        raise ValueError(
            f"{others[0]}: a set-up with `toss` stops at the toss, before any K-Mon is"
            " active; leave out the keys of a battle under way"
        )
    state["toss"] = _seat(setup["toss"], "toss")
    return [Event("toss", state["toss"])]


def _place_active(rules: KMonRuleset, state: dict, chosen: dict[int, Any]) -> None:
    if set(chosen) != set(st.SEATS):
        raise ValueError("active: one K-Mon for each seat ({p1: ID, p2: ID})")
    for seat, kmon_id in chosen.items():
        item = _kmon(state, seat, str(kmon_id), "active")
        state["bench"][seat].remove(item)
        state["active"][seat] = [item]
    state["first"] = 0


def _lay(rules: KMonRuleset, state: dict, seat: int, laid: Any, take) -> None:
    """`laid: {p1: {KMON: [CODE, [CODE, COUNT]]}}`: cards in play on a K-Mon of p1; a
    buff was played by p1, a debuff by p2."""
    if not isinstance(laid, dict):
        raise ValueError("laid: {pN: {K-Mon id: [cards]}}")
    catalog = rules.catalog
    for kmon_id, cards in laid.items():
        host = _kmon(state, seat, str(kmon_id), "laid")
        place = "active" if host in state["active"][seat] else "bench"
        for entry in cards if isinstance(cards, list) else [cards]:
            code, count = (entry, 0) if isinstance(entry, str) else (entry[0], entry[1])
            count = number(count, f"laid.{seat_text(seat)}.{kmon_id}.{code}")
            card = catalog.cards.get(str(code))
            if card is None or not card.persistent:
                raise ValueError(f"laid: {code} is not a card that stays in play")
            first = next(e for e in card.effects if op_of(e) in fx.PERSISTENT)
            by = seat if first.target == "self" else st.other(seat)
            take(by, [code], f"laid.{seat_text(seat)}")
            instance = issue_instance(state, str(code), on=host["id"], by=by, count=count)
            buffs = [
                [e.stat, e.amount]
                for e in card.effects
                if op_of(e) == "buff" and e.target == first.target
            ]
            if buffs:
                instance["marks"]["buffs"] = buffs
            state[place][seat].append(instance)


def _set_marks(rules: KMonRuleset, state: dict, setup: Mapping[str, Any]) -> None:
    """Damage below the K-Mon's HP (at its HP it is exhausted, and says so), the seats in
    defence, and the exhausted K-Mon of the bench."""
    gone = {
        (seat, str(kmon_id))
        for seat, ids in _per_seat(setup.get("exhausted") or {}, "exhausted").items()
        for kmon_id in _list(ids, f"exhausted.{seat_text(seat)}")
    }
    for seat, hurt in _per_seat(setup.get("damage") or {}, "damage").items():
        if not isinstance(hurt, dict):
            raise ValueError(f"damage.{seat_text(seat)}: expected {{K-Mon id: damage}}")
        for kmon_id, amount in hurt.items():
            where = f"damage.{seat_text(seat)}.{kmon_id}"
            item = _kmon(state, seat, str(kmon_id), where)
            if (seat, str(kmon_id)) in gone:
                raise ValueError(f"{where}: an exhausted K-Mon's damage is its HP; leave it out")
            top = st.kmon_of(rules.catalog, item).hp - 1
            amount = number(amount, where, 0, top, f"at {top + 1}, its HP, it is exhausted")
            if amount:
                item["marks"]["damage"] = amount
    for seat, on in _per_seat(setup.get("defending") or {}, "defending").items():
        if not isinstance(on, bool):
            raise ValueError(f"defending.{seat_text(seat)}: true or false, not {on!r}")
        if on:
            st.active(state, seat)["marks"]["defending"] = 1
    for seat, kmon_id in sorted(gone):
        item = _kmon(state, seat, kmon_id, f"exhausted.{seat_text(seat)}")
        if item in state["active"][seat]:
            raise ValueError(
                f"exhausted.{seat_text(seat)}: {kmon_id} is active; an exhausted K-Mon"
                " lies on the bench"
            )
        item["marks"] = {"damage": st.kmon_of(rules.catalog, item).hp, "exhausted": 1}


def _set_numbers(rules: KMonRuleset, state: dict, setup: Mapping[str, Any]) -> None:
    catalog = rules.catalog
    for seat in st.SEATS:  # two charges, and X for an Incandescent active K-Mon
        found = st.kmon_of(catalog, st.active(state, seat))
        extra = found.x if found.trait == "incandescent" else 0
        state["charges"][seat] = st.START_CHARGES + extra
    if "charges" in setup:
        state["charges"] = seat_numbers(setup["charges"], state["charges"], "charges")
    turn = _seat(setup.get("turn", "p1"), "turn")
    step = str(setup.get("step", "item"))
    if step not in ("item", "switch", "action"):
        raise ValueError("step: item, switch or action")
    turns = number(setup.get("turns", 1), "turns", 1)
    state.update(turn=turn, first=turn, turns=turns, step=step)
    state.update(phase=step, switched=False, stack=[], chain=[], pending=[], pay=None)


def inspect(rules: KMonRuleset, state: dict) -> dict[str, Any]:
    catalog = rules.catalog
    winners = state["winners"]

    def seat_or_none(seat: int | None) -> str | None:
        return seat_text(seat) if seat is not None else None

    def of(seat: int, place: str) -> list[str]:
        return [i["card"] for i in state[place][seat] if "on" not in i["marks"]]

    seats = [seat_text(s) for s in st.SEATS]
    return {
        "phase": state["phase"],
        "step": state["step"],
        "toss": seat_text(state["toss"]),
        "first": seat_or_none(state["first"]),
        "turn": seat_or_none(state["turn"]),
        "turns": state["turns"],
        "active": {seats[s]: (of(s, "active") or [None])[0] for s in st.SEATS},
        "bench": {seats[s]: of(s, "bench") for s in st.SEATS},
        "damage": {
            seats[s]: {i["card"]: st.damage(i) for _, i in st.team(state, s)} for s in st.SEATS
        },
        "exhausted": {
            seats[s]: [i["card"] for _, i in st.team(state, s) if i["marks"].get("exhausted")]
            for s in st.SEATS
        },
        "defending": [
            seats[s]
            for s in st.SEATS
            if (st.active(state, s) or {"marks": {}})["marks"].get("defending")
        ],
        "laid": {
            seats[s]: {
                i["card"]: [
                    [x["card"], x["marks"]["count"]] for x in st.attached(state, s, i["id"])
                ]
                for _, i in st.team(state, s)
                if st.attached(state, s, i["id"])
            }
            for s in st.SEATS
        },
        "hp": {
            seats[s]: {i["card"]: st.hp_left(catalog, i) for _, i in st.team(state, s)}
            for s in st.SEATS
        },
        "charges": list(state["charges"]),
        "hand_sizes": [len(hand) for hand in state["hands"]],
        "hands": {seats[s]: sorted(hand) for s, hand in enumerate(state["hands"])},
        "deck_sizes": [len(deck) for deck in state["decks"]],
        "discards": {seats[s]: list(pile) for s, pile in enumerate(state["discards"])},
        "chain": [item["card"] for item in state["chain"]],
        "stack": [entry["kind"] for entry in state["stack"]],
        "pending": [entry["what"] for entry in state["pending"]],
        "seen": list(state["seen"]),
        "deciders": [seat_text(s) for s in rules.deciders(state)],
        "winners": [seat_text(s) for s in winners] if winners is not None else None,
        "reason": state["reason"],
        "cost": {
            code: fx.card_cost(catalog, state, state["turn"], catalog.cards[code])
            for code in sorted(set(state["hands"][state["turn"]]))
        }
        if state["turn"] is not None
        else {},
        "boosts": [
            list(b)
            for b in moves.boost_sets(
                catalog,
                state,
                state["turn"],
                list(dict.fromkeys(state["hands"][state["turn"]])),
            )
        ]
        if state["turn"] is not None
        else [],
    }


def _per_seat(given: Any, where: str) -> dict[int, Any]:
    if not isinstance(given, dict):
        raise ValueError(f"{where}: expected {{p1: ..., p2: ...}}")
    return {_seat(seat, where): value for seat, value in given.items()}


def _seat(value: Any, where: str) -> int:
    seat = parse_seat(str(value))
    if seat not in st.SEATS:
        raise ValueError(f"{where}: no seat {value} in a two-player battle")
    return seat


def _list(given: Any, where: str) -> list:
    if not isinstance(given, list):
        raise ValueError(f"{where}: expected a list of K-Mon ids, got {given!r}")
    return given


def _kmon(state: dict, seat: int, kmon_id: str, where: str) -> dict:
    for _, item in st.team(state, seat):
        if item["card"] == kmon_id:
            return item
    team = ", ".join(state["teams"][seat])
    raise ValueError(f"{where}: {kmon_id} is not in {seat_text(seat)}'s team ({team})")

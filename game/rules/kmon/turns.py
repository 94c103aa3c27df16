"""The frame of a K-Mon battle: the set-up (the toss, the first active K-Mon, the charges, who
starts), the five phases of a turn, what is decided after an exhaustion (its last attack, its
bonus, the one replacing it; the exhaustion itself and the end of a battle by a team exhausted
are exhaustion.py's), and the end of a battle by a deck run out.

`state["step"]` says where the turn stands (`item`, `persist`, `switch`, `action`, `end`);
`advance` carries the game on from there until somebody has to decide. What an exhaustion, a
Seer's draw (draws.py) or a forced substitution asks for waits in `state["pending"]` and is
decided first.
"""

from __future__ import annotations

from game.engine import rng
from game.engine.notation import Event
from game.engine.zones import issue_instance, zone_id
from game.rules.kmon import draws, exhaustion
from game.rules.kmon import effects as fx
from game.rules.kmon import state as st
from game.rules.kmon.cards import Catalog

BONUSES = ("draw", "charge", "heal")
BONUS_AMOUNT = 2


# -- the set-up ----------------------------------------------------------------------------------
def deal(catalog: Catalog, state: dict, events: list[Event]) -> None:
    """The K-Mon on the benches face up, five cards each, and the coin toss."""
    for seat in st.SEATS:
        for kmon_id in state["teams"][seat]:
            item = issue_instance(state, kmon_id)
            state["bench"][seat].append(item)
            events.append(
                Event(
                    "bench",
                    seat,
                    cards=(kmon_id,),
                    dest=zone_id("bench", seat),
                    ids=(item["id"],),
                )
            )
    for seat in st.SEATS:
        st.draw(state, seat, st.HAND_START, "deal", events)
    state["rng"], state["toss"] = rng.below(state["rng"], 2)
    state["phase"] = "first"
    events.append(Event("toss", state["toss"]))


def choose_first(state: dict, seat: int, first: int, events: list[Event]) -> None:
    state["first"] = first
    state["phase"] = "lead"
    events.append(Event("first", seat, target=first, value="self" if first == seat else "other"))


def lead_seat(state: dict) -> int:
    """Who chooses an active K-Mon now: the first player, then the other."""
    first = state["first"]
    return first if st.active(state, first) is None else st.other(first)


def lead(catalog: Catalog, state: dict, seat: int, kmon_id: str, events: list[Event]) -> None:
    _to_active(state, seat, kmon_id, "lead", events)
    if any(st.active(state, s) is None for s in st.SEATS):
        return
    for s in st.SEATS:  # two charges each, and Incandescent's X
        found = st.kmon_of(catalog, st.active(state, s))
        extra = found.x if found.trait == "incandescent" else 0
        st.change_charges(state, s, st.START_CHARGES + extra, events)
    fast = [s for s in st.SEATS if st.trait(catalog, state, s) == "speed"]
    opener = fast[0] if len(fast) == 1 else state["first"]
    start_turn(catalog, state, opener, events)


def _to_active(state: dict, seat: int, kmon_id: str, why: str, events: list[Event]) -> None:
    """A bench K-Mon (and the cards on it) into the active place; the active one, if any,
    to the bench, out of its defence."""
    moving = [
        item
        for item in state["bench"][seat]
        if item["id"] == kmon_id or item["marks"].get("on") == kmon_id
    ]
    leaving = list(state["active"][seat])
    for item in leaving:
        item["marks"].pop("defending", None)
    state["active"][seat] = moving
    state["bench"][seat] = [i for i in state["bench"][seat] if i not in moving] + leaving
    out = next((item for item in leaving if "on" not in item["marks"]), None)
    events.append(
        Event(
            why,
            seat,
            cards=(moving[0]["card"],),
            value=out["id"] if out else "",
            source=zone_id("bench", seat),
            dest=zone_id("active", seat),
            ids=(kmon_id,),
        )
    )


# -- a turn ---------------------------------------------------------------------------------
def start_turn(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    state["turn"] = seat
    state["turns"] += 1
    state["step"] = "item"
    state["switched"] = False
    events.append(Event("turn", seat, value=str(state["turns"])))
    advance(catalog, state, events)


def playable_items(catalog: Catalog, state: dict, seat: int) -> list[str]:
    charges = state["charges"][seat]
    return [
        code
        for code in dict.fromkeys(state["hands"][seat])
        if catalog.cards[code].kind == "item" and catalog.cards[code].cost <= charges
    ]


def advance(catalog: Catalog, state: dict, events: list[Event]) -> None:
    """Carry the turn on until a seat has to decide (or the battle is over)."""
    while state["phase"] != "over":
        if state["pending"] and state["pending"][0]["what"] == "look":
            drawn(catalog, state, draws.settle(catalog, state, events), events)
            return
        if state["pending"]:
            state["phase"] = state["pending"][0]["what"]
            return
        seat, step = state["turn"], state["step"]
        if step == "item":
            if playable_items(catalog, state, seat):
                state["phase"] = "item"
                return
            state["step"] = "persist"
        elif step == "persist":
            fx.tick(catalog, state, seat, events)
            state["step"] = "switch"
            # a forced substitution now is this turn's phase III
            state["switched"] = any(
                p["what"] == "replace" and p["seat"] == seat for p in state["pending"]
            )
        elif step == "switch":
            for _, item in st.team(state, seat):
                if item["marks"].pop("defending", None):
                    events.append(Event("stand", seat, cards=(item["card"],), ids=(item["id"],)))
            if st.reserves(state, seat) and not state["switched"]:
                state["phase"] = "switch"
                return
            state["step"] = "action"
        elif step == "action":
            state["phase"] = "action"
            return
        elif step == "end":
            end_turn(catalog, state, events)
            return


def item(catalog: Catalog, state: dict, seat: int, code: str, events: list[Event]) -> None:
    """Phase I: an item, paid and done at once (nobody may neutralise it)."""
    card = catalog.cards[code]
    st.change_charges(state, seat, -card.cost, events)
    state["hands"][seat].remove(code)
    instance = fx.issue(state, code, seat)
    events.append(
        Event("item", seat, cards=(code,), source=zone_id("hand", seat), ids=(instance["id"],))
    )
    if not fx.apply_card(catalog, state, seat, card, events, instance=instance):
        state["discards"][seat].append(code)
        events.append(
            Event(
                "spent", seat, cards=(code,), dest=zone_id("discard", seat), ids=(instance["id"],)
            )
        )
    state["step"] = "persist"
    advance(catalog, state, events)


def skip_item(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    state["step"] = "persist"
    advance(catalog, state, events)


def switch(catalog: Catalog, state: dict, seat: int, kmon_id: str, events: list[Event]) -> None:
    _to_active(state, seat, kmon_id, "switch", events)
    state["step"] = "action"
    advance(catalog, state, events)


def stay(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    state["step"] = "action"
    advance(catalog, state, events)


def chain_done(catalog: Catalog, state: dict, root: str, events: list[Event]) -> None:
    """The chain resolved: an Undying K-Mon whose last attack is done leaves, and the turn
    goes on (to its end, once its action is done)."""
    if root in ("attack", "ability", "defend"):
        state["step"] = "end"
    exhaustion.after_last(state, events)
    advance(catalog, state, events)


# -- phase V ----------------------------------------------------------------------------------
def end_turn(catalog: Catalog, state: dict, events: list[Event]) -> None:
    """Draw a card (a Seer may look at three first); a seat that cannot draw ends the battle."""
    seat = state["turn"]
    if not state["decks"][seat]:
        events.append(Event("deck_out", seat))
        finish_by_count(catalog, state, events)
        return
    draws.draw(catalog, state, seat, 1, "turn", events)
    if state["pending"]:  # the Seer's choice
        drawn(catalog, state, draws.settle(catalog, state, events), events)
        return
    after_draw(catalog, state, events)


def look(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    """A Seer's player looks at the top cards before the draw."""
    draws.look(state, seat, events)


def draw_plain(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    """A Seer's player draws as usual."""
    drawn(catalog, state, draws.plain(catalog, state, seat, events), events)


def keep(
    catalog: Catalog, state: dict, seat: int, order: tuple[str, ...], events: list[Event]
) -> None:
    """A Seer's player keeps the first card seen and lays the others back in `order`."""
    drawn(catalog, state, draws.keep(catalog, state, seat, order, events), events)


def drawn(catalog: Catalog, state: dict, why: str | None, events: list[Event]) -> None:
    """A draw that waited for a Seer is done (`why`, its cause): the turn goes on; None while
    the Seer is asked."""
    if why == "turn":
        after_draw(catalog, state, events)
    elif why is not None:
        advance(catalog, state, events)


def after_draw(catalog: Catalog, state: dict, events: list[Event]) -> None:
    seat = state["turn"]
    fx.expire(catalog, state, seat, events)
    if len(state["hands"][seat]) > st.HAND_LIMIT:
        state["phase"] = "discard"
        return
    next_turn(catalog, state, events)


def discard(catalog: Catalog, state: dict, seat: int, code: str, events: list[Event]) -> None:
    st.discard_from_hand(state, seat, code, "limit", events)
    if len(state["hands"][seat]) <= st.HAND_LIMIT:
        next_turn(catalog, state, events)


def next_turn(catalog: Catalog, state: dict, events: list[Event]) -> None:
    start_turn(catalog, state, st.other(state["turn"]), events)


# -- after an exhaustion (see exhaustion.py) -----------------------------------------------------
def last(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    """The Undying K-Mon's last attack goes on the chain; the opponent may answer it."""
    from game.rules.kmon import resolve

    state["pending"].pop(0)
    resolve.last_attack(catalog, state, seat, events)
    state["phase"] = "react"


def let_go(catalog: Catalog, state: dict, seat: int, events: list[Event]) -> None:
    """No last attack: the K-Mon is exhausted now."""
    state["pending"].pop(0)
    events.append(Event("pass", seat))
    exhaustion.after_last(state, events)
    advance(catalog, state, events)


def bonus(
    catalog: Catalog, state: dict, seat: int, choice: str, kmon_id: str, events: list[Event]
) -> None:
    state["pending"].pop(0)
    events.append(Event("bonus", seat, value=choice, ids=(kmon_id,) if kmon_id else ()))
    if choice == "draw":
        draws.draw(catalog, state, seat, BONUS_AMOUNT, "bonus", events)
    elif choice == "charge":
        st.change_charges(state, seat, BONUS_AMOUNT, events)
    else:
        found = st.find(state, kmon_id)
        fx.heal(state, seat, found[2], BONUS_AMOUNT, events)
    advance(catalog, state, events)


def replace(catalog: Catalog, state: dict, seat: int, kmon_id: str, events: list[Event]) -> None:
    state["pending"].pop(0)
    _to_active(state, seat, kmon_id, "replace", events)
    advance(catalog, state, events)


# -- the end of a battle by a deck run out ------------------------------------------------------
def finish_by_count(catalog: Catalog, state: dict, events: list[Event]) -> None:
    """A deck ran out: more K-Mon standing wins, then less damage on them; else a draw."""
    standing = [len(st.standing(state, seat)) for seat in st.SEATS]
    hurt = [sum(st.damage(item) for item in st.standing(state, seat)) for seat in st.SEATS]
    if standing[0] != standing[1]:
        st.finish(state, [0 if standing[0] > standing[1] else 1], "deck_out", events)
    elif hurt[0] != hurt[1]:
        st.finish(state, [0 if hurt[0] < hurt[1] else 1], "deck_out_damage", events)
    else:
        st.finish(state, [], "draw", events)

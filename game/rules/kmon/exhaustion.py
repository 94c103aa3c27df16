"""Exhaustion, at the moment it happens (rulebook 001:281, 313): a K-Mon whose damage reaches
its HP is exhausted as that damage is laid, wherever it comes from (an attack, an ability, a
reaction, Spiky, a persistent effect), and the rest of the chain sees it: its own entries do
nothing and its trait stops. The one exception is the rulebook's own (001:218): an active
Undying K-Mon at its HP first makes its last attack, and leaves once that attack is done.

The battle is won by the first player to exhaust the whole rival team (001:7): it ends as soon
as a team has fallen, but for that team's own Undying last attack, which is still played (and
cannot undo the win).
"""

from __future__ import annotations

from game.engine.notation import Event
from game.engine.zones import zone_id
from game.rules.kmon import effects as fx
from game.rules.kmon import state as st
from game.rules.kmon.cards import Catalog


def reached(catalog: Catalog, item: dict) -> bool:
    """Whether the K-Mon's damage has reached its HP."""
    return st.damage(item) >= st.kmon_of(catalog, item).hp


def check(catalog: Catalog, state: dict, seat: int, item: dict, events: list[Event]) -> None:
    """Damage was just laid on a K-Mon of `seat`: at its HP it is exhausted now (an active
    Undying one is first asked for its last attack), and the battle may be won."""
    if state["phase"] == "over" or st.spent(item) or not reached(catalog, item):
        return
    place = "active" if item in state["active"][seat] else "bench"
    if place == "active" and st.kmon_of(catalog, item).trait == "undying":
        item["marks"]["last"] = 1
        state["pending"].append({"what": "last", "seat": seat, "id": item["id"]})
    else:
        exhaust(state, seat, place, item, events)
    check_goal(state, events)


def after_last(state: dict, events: list[Event]) -> None:
    """A chain resolved or a last attack was let go: every Undying K-Mon whose last attack is
    done leaves now; the opponent of the seat in turn is dealt with first."""
    if state["phase"] == "over":
        return
    for seat in (st.other(state["turn"]), state["turn"]):
        for place, item in list(st.team(state, seat)):
            if item["marks"].get("last") and not _last_due(state, seat):
                exhaust(state, seat, place, item, events)
    check_goal(state, events)


def exhaust(state: dict, seat: int, place: str, item: dict, events: list[Event]) -> None:
    """Face down on the bench; the cards on it leave play; a bonus, and a replacement."""
    for laid in st.attached(state, seat, item["id"]):
        where = "active" if laid in state["active"][seat] else "bench"
        fx.remove_laid(state, seat, where, laid, "exhausted", events)
    item["marks"] = {"damage": st.damage(item), "exhausted": 1}
    if place == "active":
        state["active"][seat].remove(item)
        state["bench"][seat].append(item)
    events.append(
        Event(
            "exhausted",
            seat,
            cards=(item["card"],),
            source=zone_id(place, seat),
            dest=zone_id("bench", seat),
            ids=(item["id"],),
        )
    )
    state["pending"].append({"what": "bonus", "seat": seat})
    if place == "active" and seat == state["turn"] and state["step"] == "switch":
        # exhausted before its player's phase III (an Undying K-Mon's last attack in phase
        # II): the forced replacement is that turn's substitution
        state["switched"] = True
    if place == "active" and st.reserves(state, seat):
        # the pending list may already ask this seat for a voluntary switch: this one is forced
        state["pending"] = [
            p for p in state["pending"] if not (p["what"] == "replace" and p["seat"] == seat)
        ]
        state["pending"].append({"what": "replace", "seat": seat, "forced": True})


# -- the end of a battle by exhaustion ---------------------------------------------------------
def fallen(state: dict, seat: int) -> bool:
    """Whether the whole team of `seat` is exhausted (an Undying K-Mon at its HP counts)."""
    return not any(not st.spent(item) for _, item in st.team(state, seat))


def check_goal(state: dict, events: list[Event]) -> None:
    """The first player to exhaust the whole rival team wins. A fallen team's Undying last
    attack is still played before the battle ends; should it exhaust the other team too, the
    team that fell first still lost."""
    if state["phase"] == "over":
        return
    down = [seat for seat in st.SEATS if fallen(state, seat)]
    if len(down) == 1 and _last_due(state, down[0]):
        return
    if len(down) == 1:
        finish_by_team(state, [st.other(down[0])], events)
    elif down:  # the other team fell during the last attack of the first to fall
        first = [seat for seat in down if _last_under_way(state, seat)]
        finish_by_team(state, [st.other(first[0])] if len(first) == 1 else [], events)


def finish_by_team(state: dict, winners: list[int], events: list[Event]) -> None:
    """The battle ends: a K-Mon still waiting to leave after its last attack leaves now."""
    for seat in st.SEATS:
        for place, item in list(st.team(state, seat)):
            if item["marks"].get("last"):
                exhaust(state, seat, place, item, events)
    st.finish(state, winners, "team" if winners else "draw", events)


def _last_due(state: dict, seat: int) -> bool:
    """Whether the seat's Undying last attack is still to be chosen or under way."""
    waiting = any(p["what"] == "last" and p["seat"] == seat for p in state["pending"])
    return waiting or _last_under_way(state, seat)


def _last_under_way(state: dict, seat: int) -> bool:
    return any(entry["kind"] == "last" and entry["seat"] == seat for entry in state["stack"])

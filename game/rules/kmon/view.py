"""Where a K-Mon battle's cards lie, who may see them, what a table shows of each K-Mon, and
the state's shape checked."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.engine import rng
from game.engine.zones import (
    CounterSpec,
    ZoneSpec,
    check_zones,
    copy_item,
    seat_counters,
    seat_zones,
    zone_id,
)
from game.rules.kmon import effects as fx
from game.rules.kmon import resolve
from game.rules.kmon import state as st
from game.rules.kmon.cards import Catalog

PHASES = (
    "first",
    "lead",
    "item",
    "switch",
    "action",
    "react",
    "pay",
    "last",
    "bonus",
    "replace",
    "look",
    "seer",
    "discard",
    "over",
)
STEPS = ("item", "persist", "switch", "action", "end")


def zone_specs() -> tuple[ZoneSpec, ...]:
    return (
        *seat_zones("deck", "pile", "nobody", 2),
        *seat_zones("hand", "hand", "owner", 2),
        *seat_zones("seen", "hand", "owner", 2),
        *seat_zones("discard", "pile", "everyone", 2),
        *seat_zones("active", "slot", "everyone", 2),
        *seat_zones("bench", "board", "everyone", 2),
        ZoneSpec("chain", "chain", "everyone"),
    )


def zone_contents(state: dict) -> dict[str, list[Any]]:
    """The state's own lists (changing one changes the game)."""
    contents: dict[str, list[Any]] = {"chain": state["chain"]}
    seer = st.looker(state)
    for seat in st.SEATS:
        contents[zone_id("deck", seat)] = state["decks"][seat]
        contents[zone_id("hand", seat)] = state["hands"][seat]
        contents[zone_id("seen", seat)] = state["seen"] if seat == seer else []
        contents[zone_id("discard", seat)] = state["discards"][seat]
        contents[zone_id("active", seat)] = state["active"][seat]
        contents[zone_id("bench", seat)] = state["bench"][seat]
    return contents


def counter_specs() -> tuple[CounterSpec, ...]:
    return seat_counters("charges", 2, minimum=0, maximum=None)


def counters(state: dict) -> dict[str, int]:
    return {zone_id("charges", seat): value for seat, value in enumerate(state["charges"])}


def extras(state: dict, seat: int | None) -> dict[str, Any]:
    """The facts beside the zones: the toss, the first player, whose turn and which step of
    it, the chain's entries, what waits to be decided, and the battle's end, for everyone; and
    for a seat, what only it knows: its own deck list, and the cards it put back on top of its
    deck (in the order they will be drawn, first drawn first)."""
    own: dict[str, Any] = {}
    if seat is not None:
        own = {"deck_list": list(state["lists"][seat]), "known_top": list(state["tops"][seat])}
    return {
        **own,
        "phase": state["phase"],
        "toss": state["toss"],
        "first": state["first"],
        "turn": state["turn"],
        "turns": state["turns"],
        "step": state.get("step", ""),
        "switched": state.get("switched", False),
        "teams": [list(team) for team in state["teams"]],
        "stack": [
            dict(entry, boosts=list(entry["boosts"]), ids=list(entry["ids"]))
            for entry in state["stack"]
        ],
        "pending": [dict(entry) for entry in state["pending"]],
        "pay": dict(state["pay"]) if state["pay"] else None,
        "winners": list(state["winners"]) if state["winners"] is not None else None,
        "reason": state["reason"],
        "next_id": state["next_id"],
    }


def stats(catalog: Catalog, state: dict) -> dict[str, dict[str, Any]]:
    """Each K-Mon's numbers as a table shows them: its HP left of its HP, and the changes its
    buffs and debuffs make now; each laid card's turns left."""
    shown: dict[str, dict[str, Any]] = {}
    for seat in st.SEATS:
        for _, item in st.team(state, seat):
            kmon = st.kmon_of(catalog, item)
            numbers: dict[str, Any] = {"health": [st.hp_left(catalog, item), kmon.hp]}
            for stat in ("attack", "power", "guard", "cost"):
                change = fx.stat_change(state, seat, item["id"], stat)
                if change:
                    numbers[stat] = change
            shown[item["id"]] = numbers
        for place in ("active", "bench"):
            for item in state[place][seat]:
                if "on" in item["marks"]:
                    total = fx.duration(catalog.cards[item["card"]])
                    shown[item["id"]] = {"turns": [total - item["marks"]["count"], total]}
    return shown


def forecast(catalog: Catalog, state: dict) -> int | None:
    """The damage the newest entry of the chain deals the opponent's active K-Mon if it is let
    through, when it is an attack (an ability's damage is on its card): what the table tells
    the seat that answers it. None for anything else, or an attack whose boost replaces it."""
    if not state["stack"] or state["stack"][-1]["kind"] not in ("attack", "last"):
        return None
    entry = state["stack"][-1]
    seat, foe = entry["seat"], st.other(entry["seat"])
    attacker, target = st.active(state, seat), st.active(state, foe)
    boosts = [catalog.cards[code] for code in entry["boosts"]]
    if attacker is None or target is None or any(not card.element for card in boosts):
        return None
    amount, element = resolve.attack_blow(catalog, state, entry, attacker, target)
    return fx.dealt_to(catalog, state, foe, target, amount, element)


def copy_state(state: dict) -> dict:
    copy = state.copy()
    for key in ("decks", "hands", "discards"):
        copy[key] = [list(pile) for pile in state[key]]
    for key in ("active", "bench"):
        copy[key] = [[copy_item(item) for item in items] for items in state[key]]
    copy["teams"] = [list(team) for team in state["teams"]]
    copy["chain"] = [copy_item(item) for item in state["chain"]]
    copy["stack"] = [
        dict(entry, boosts=list(entry["boosts"]), ids=list(entry["ids"]))
        for entry in state["stack"]
    ]
    copy["pending"] = [dict(entry) for entry in state["pending"]]
    copy["pay"] = dict(state["pay"]) if state["pay"] else None
    copy["seen"] = list(state["seen"])
    copy["tops"] = [list(tops) for tops in state["tops"]]
    copy["charges"] = list(state["charges"])
    if state["winners"] is not None:
        copy["winners"] = list(state["winners"])
    return copy


def check_invariants(catalog: Catalog, state: dict, decks: list[Counter]) -> None:
    """`decks`: each seat's whole deck (the cards it brought), to count its cards against."""
    phase = state["phase"]
    assert state["players"] == 2, "K-Mon is for two players"
    assert phase in PHASES, f"unknown phase {phase!r}"
    contents = zone_contents(state)
    check_zones(zone_specs(), contents)
    for seat in st.SEATS:
        owned = Counter(state["decks"][seat]) + Counter(state["hands"][seat])
        owned += Counter(state["discards"][seat])
        if seat == st.looker(state):
            owned += Counter(state["seen"])
        for place in ("active", "bench"):
            for items in state[place]:
                owned += Counter(
                    i["card"] for i in items if "on" in i["marks"] and i["marks"]["by"] == seat
                )
        owned += Counter(i["card"] for i in state["chain"] if i["marks"]["seat"] == seat)
        assert owned == decks[seat], f"every card of seat {seat + 1}'s deck is in one place"
        kmon = [item["card"] for _, item in st.team(state, seat)]
        assert sorted(kmon) == sorted(state["teams"][seat]), "a team is its three K-Mon"
        assert len([i for i in state["active"][seat] if "on" not in i["marks"]]) <= 1, (
            "one active K-Mon"
        )
        for _, item in st.team(state, seat):
            assert item["card"] in catalog.kmon, "a K-Mon instance is a K-Mon"
            assert st.damage(item) >= 0, "damage is counted up"
        for place in ("active", "bench"):
            ids = {i["id"] for i in state[place][seat] if "on" not in i["marks"]}
            for item in state[place][seat]:
                if "on" in item["marks"]:
                    assert item["marks"]["on"] in ids, "a laid card lies beside its K-Mon"
        assert state["charges"][seat] >= 0, "charges are never negative"
        assert not Counter(state["tops"][seat]) - Counter(state["decks"][seat]), (
            "the cards known on top lie in the deck"
        )
    for zone, items in contents.items():
        if zone.startswith(("deck", "hand", "seen", "discard")):
            assert all(isinstance(code, str) for code in items), f"{zone} holds card codes"
    assert (phase == "react") == bool(state["stack"]) or phase == "pay" or phase == "over", (
        "the chain is answered while it stands"
    )
    assert (phase == "pay") == (state["pay"] is not None), "an evasion is paid"
    assert (phase == "seer") == bool(state["seen"]), "a Seer chooses among the cards seen"
    assert (phase == "over") == (state["winners"] is not None), "winners once over"
    if phase not in ("first", "lead", "over", "replace"):
        assert all(st.active(state, s) is not None for s in st.SEATS) or state["pending"], (
            "both sides have an active K-Mon"
        )
    generator = state["rng"]
    assert isinstance(generator, int) and not isinstance(generator, bool), "an integer rng"
    assert rng.generator_of(generator) == state["options"]["generator"], (
        "the rng belongs to the generator the options name"
    )

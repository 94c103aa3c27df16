"""Where an Uno Mostro game's cards lie, who may see them, and the state's shape checked."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.engine import rng
from game.engine.zones import (
    CounterSpec,
    ZoneSpec,
    card_of,
    check_zones,
    copy_item,
    seat_counters,
    seat_zones,
    zone_id,
)
from game.rules.uno_mostro import board
from game.rules.uno_mostro.board import LIFE
from game.rules.uno_mostro.cards import Deck

PHASES = (
    "main",
    "attackers",
    "window",
    "answer",
    "blockers",
    "join",
    "assign",
    "after",
    "discard",
    "over",
)


def zone_specs(players: int) -> tuple[ZoneSpec, ...]:
    return (
        ZoneSpec("deck", "pile", "nobody"),
        ZoneSpec("discard", "pile", "everyone"),
        ZoneSpec("chain", "chain", "everyone"),
        *seat_zones("hand", "hand", "owner", players),
        *seat_zones("board", "board", "everyone", players),
    )


def zone_contents(state: dict) -> dict[str, list[Any]]:
    """The state's own lists (changing one changes the game)."""
    contents = {"deck": state["deck"], "discard": state["discard"], "chain": state["chain"]}
    for seat in range(state["players"]):
        contents[zone_id("hand", seat)] = state["hands"][seat]
        contents[zone_id("board", seat)] = state["boards"][seat]
    return contents


def counter_specs(players: int) -> tuple[CounterSpec, ...]:
    return seat_counters("life", players, minimum=0, maximum=LIFE)


def counters(state: dict) -> dict[str, int]:
    return {zone_id("life", seat): life for seat, life in enumerate(state["life"])}


def extras(state: dict) -> dict[str, Any]:
    """The public facts beside the zones: whose turn, the phase, the fight under way (its
    attackers, who is still to declare blockers, the damage shared so far), the window open
    and who it still waits for, whether anything happened this turn and the quiet turns in a
    row; everything a whole state is rebuilt from, beside the zones and the counters."""
    fight, window = state["combat"], state["window"]
    return {
        "phase": state["phase"],
        "first": state["first"],
        "turn": state["turn"],
        "turns": state["turns"],
        "combat": _copy_combat(fight) if fight is not None else None,
        "window": {**window, "waiting": list(window["waiting"])} if window is not None else None,
        "back": state["back"],
        "busy": state["busy"],
        "quiet": state["quiet"],
        "out": [seat for seat, life in enumerate(state["life"]) if life == 0],
        "winners": list(state["winners"]) if state["winners"] is not None else None,
        "reason": state["reason"],
        "next_id": state["next_id"],
    }


def stats(deck: Deck, state: dict) -> dict[str, dict[str, Any]]:
    """Each monster's numbers as a table shows them: its strength (its number and what the
    +2s and +4 on it add) and what it can still take this turn ([left, its toughness])."""
    shown = {}
    for _, item in board.monsters(state):
        strength = board.strength(deck, item)
        left = strength - item["marks"].get("damage", 0)
        shown[item["id"]] = {"strength": strength, "health": [left, strength]}
    return shown


def _copy_combat(fight: dict) -> dict:
    return {
        **fight,
        "attackers": list(fight["attackers"]),
        "asking": list(fight["asking"]),
        "queue": list(fight["queue"]),
        "dealt": dict(fight["dealt"]),
    }


def copy_state(state: dict) -> dict:
    copy = state.copy()
    copy["deck"] = list(state["deck"])
    copy["discard"] = list(state["discard"])
    copy["chain"] = [copy_item(entry) for entry in state["chain"]]
    copy["hands"] = [list(hand) for hand in state["hands"]]
    copy["boards"] = [[copy_item(item) for item in items] for items in state["boards"]]
    copy["life"] = list(state["life"])
    if state["combat"] is not None:
        copy["combat"] = _copy_combat(state["combat"])
    if state["window"] is not None:
        copy["window"] = {**state["window"], "waiting": list(state["window"]["waiting"])}
    if state["winners"] is not None:
        copy["winners"] = list(state["winners"])
    return copy


def check_invariants(deck: Deck, state: dict) -> None:
    players = state["players"]
    assert 2 <= players <= 6, "Uno Mostro is for 2 to 6 players"
    phase = state["phase"]
    assert phase in PHASES, f"unknown phase {phase!r}"
    contents = zone_contents(state)
    check_zones(zone_specs(players), contents)
    everything = Counter(card_of(item) for items in contents.values() for item in items)
    assert everything == Counter(deck.full()), "every card is in exactly one place"
    for zone in ("deck", "discard", *(zone_id("hand", s) for s in range(players))):
        assert all(isinstance(code, str) for code in contents[zone]), f"{zone} holds card codes"
    for entry in state["chain"]:
        assert deck.role(entry["card"]) == "control", "only 0s go on the chain"
    _check_boards(deck, state)
    assert all(0 <= life <= LIFE for life in state["life"]), "life in range"
    assert 0 <= state["deck_known"] <= len(state["deck"]), "known cards lie in the deck"
    assert (phase in ("window", "answer")) == (state["window"] is not None), "a window is open"
    assert (phase == "answer") == bool(state["chain"]), "the chain is answered"
    in_fight = phase in ("attackers", "blockers", "join", "assign") or (
        phase in ("window", "answer") and state["back"] in ("", "window")
    )
    assert in_fight == (state["combat"] is not None), "a fight has its combat"
    assert (phase == "over") == (state["winners"] is not None), "winners once over"
    if phase != "over":
        assert state["life"][state["turn"]] > 0, "the active player is still in"
    generator = state["rng"]
    assert isinstance(generator, int) and not isinstance(generator, bool), "an integer rng"
    assert rng.generator_of(generator) == state["options"]["generator"], (
        "the rng belongs to the generator the options name"
    )


def _check_boards(deck: Deck, state: dict) -> None:
    monsters = {item["id"] for _, item in board.monsters(state)}
    for owner, item in board.items(state):
        role = deck.role(item["card"])
        if board.is_monster(item):
            assert role == "monster", "a board holds monsters and the cards laid on them"
            assert board.strength(deck, item) >= 1, "a monster has strength"
            assert item["marks"].get("bans", 0) >= 0, "bans are counted"
        else:
            assert role in ("plus2", "plus4", "ban"), "only +2, +4 and bans are laid on monsters"
            assert item["marks"]["on"] in monsters, "a laid card lies on a monster"
            on = board.find(state, item["marks"]["on"])
            assert on[0] == owner, "a laid card lies on its monster's board"

"""Control cards (the 0s): taking a monster for the turn, and the chain of 0s that cancel it.

A 0 goes on the `chain` marked with who played it and its target. Every other player still in
may then answer with a 0 that cancels the top of the chain (a window: each cancels or passes),
and so on, a 0 against a 0. When everybody has passed, the chain resolves newest first: a 0
not cancelled cancels the one under it, and the first 0, if nothing cancelled it, takes its
monster. Every 0 of the chain then goes to the graveyard.
"""

from __future__ import annotations

from game.engine.decision import chain_push, chain_unwind, open_window
from game.engine.notation import Event, seat_text
from game.engine.zones import issue_instance, zone_id
from game.rules.uno_mostro import board, combat, turns
from game.rules.uno_mostro.cards import Deck


def play_control(
    deck: Deck, state: dict, seat: int, code: str, target: str, events: list[Event]
) -> None:
    state["hands"][seat].remove(code)
    state["busy"] = True
    owner = board.find(state, target)[0]
    entry = issue_instance(state, code, seat=seat, target=target)
    chain_push(state["chain"], entry)
    state["back"] = state["phase"]
    events.append(
        Event(
            "control",
            seat,
            owner,
            (code,),
            value=target,
            source=zone_id("hand", seat),
            dest="chain",
            ids=(entry["id"], target),
        )
    )
    ask_answers(deck, state, seat, events)


def cancel(deck: Deck, state: dict, seat: int, code: str, events: list[Event]) -> None:
    state["hands"][seat].remove(code)
    top = state["chain"][-1]
    entry = issue_instance(state, code, seat=seat, cancels=top["id"])
    chain_push(state["chain"], entry)
    events.append(
        Event(
            "cancel",
            seat,
            top["marks"]["seat"],
            (code,),
            value=top["id"],
            source=zone_id("hand", seat),
            dest="chain",
            ids=(entry["id"], top["id"]),
        )
    )
    ask_answers(deck, state, seat, events)


def ask_answers(deck: Deck, state: dict, seat: int, events: list[Event]) -> None:
    """The others may answer the 0 just played; when no 0 is left unseen, nobody could."""
    if combat.zeros_unseen(deck, state):
        others = [s for s in turns.after(state, seat) if s != seat]
        state["window"] = open_window(others, "answer")
        state["phase"] = "answer"
        return
    resolve(deck, state, events)


def resolve(deck: Deck, state: dict, events: list[Event]) -> None:
    entries = chain_unwind(state["chain"])  # newest first
    cancelled: set[str] = set()
    taking = None
    for entry in entries:
        if entry["id"] in cancelled:
            continue
        if "cancels" in entry["marks"]:
            cancelled.add(entry["marks"]["cancels"])
        else:
            taking = entry
    state["discard"].extend(entry["card"] for entry in reversed(entries))
    state["window"], state["phase"], back = None, state["back"], state["back"]
    state["back"] = ""
    taken = None
    if taking is None:
        first = entries[-1]
        events.append(Event("cancelled", first["marks"]["seat"], ids=(first["id"],)))
    else:
        taken = taking["marks"]["target"]
        _take(state, taking["marks"]["seat"], taken, events)
    ids = tuple(entry["id"] for entry in reversed(entries))
    codes = tuple(entry["card"] for entry in reversed(entries))
    events.append(
        Event(
            "discard",
            None,
            None,
            codes,
            len(codes),
            "chain",
            source="chain",
            dest="discard",
            ids=ids,
        )
    )
    if back == "window":
        combat.after_control(deck, state, taken, events)


def _take(state: dict, seat: int, target: str, events: list[Event]) -> None:
    """`seat` takes the monster `target` for the turn. The event names where the monster
    goes, as `release` does: `controls p2>p1` is a monster p2 controlled going to p1 (the
    table sends it toward p1's name plate)."""
    owner, monster = board.find(state, target)
    before = board.controller(owner, monster)
    if seat == owner:
        monster["marks"].pop("controller", None)
    else:
        monster["marks"]["controller"] = seat_text(seat)
    events.append(Event("controls", before, seat, (monster["card"],), value=target, ids=(target,)))

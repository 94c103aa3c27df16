"""A K-Mon battle's plain data and the small moves every rule makes with it: the K-Mon of a
team, the active one, cards drawn, discarded and milled, charges won and lost.

The state (see `new_state`) keeps, for each seat: its deck (a bag of cards drawn from at
random, but for the cards its player put back on top, known, in `tops`, first drawn first),
hand, discard pile, the active K-Mon (a list of at most one K-Mon instance and the cards played
on it) and the bench (the other K-Mon and the cards on them), and its charges. A K-Mon
instance's marks: `damage`, `defending` (1 while in defence), `exhausted` (1 once exhausted),
`last` (1 for an Undying K-Mon at its HP, until its last attack is done).
A card staying in play (a buff, a debuff) is an instance in the zone of the K-Mon it is on,
marked `on` (the K-Mon's id), `by` (the seat that played it) and `count` (the counters laid on
it, one per turn of its K-Mon's player).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from game.engine import rng
from game.engine.notation import Event
from game.engine.zones import zone_id
from game.rules.kmon.cards import Catalog, KMon

HAND_START = 5
HAND_LIMIT = 5
START_CHARGES = 2
SEATS = (0, 1)


def other(seat: int) -> int:
    return 1 - seat


def new_state(options: dict, seed: int, teams: list[list[str]], decks: list[list[str]]) -> dict:
    return {
        "ruleset": "kmon",
        "options": options,
        "players": 2,
        "rng": rng.seed_state(seed, options["generator"]),
        "phase": "first",
        "toss": 0,
        "first": None,
        "turn": None,
        "turns": 0,
        "step": "",  # where the turn stands (see turns.py)
        "switched": False,  # this turn's phase III substitution was forced already
        "teams": [list(team) for team in teams],  # the K-Mon each seat brought, in its order
        "decks": [list(deck) for deck in decks],
        "lists": [sorted(deck) for deck in decks],  # the deck each seat brought (hidden)
        "tops": [[], []],  # the cards a seat knows lie on top of its deck, first drawn first
        "hands": [[], []],
        "discards": [[], []],
        "active": [[], []],
        "bench": [[], []],
        "chain": [],  # the cards of the actions and reactions under way, as instances
        "stack": [],  # the actions and reactions under way, oldest first (see resolve.py)
        "charges": [0, 0],
        "pending": [],  # what is still to be decided after an exhaustion, in order
        "pay": None,  # an evasion or a blackout whose cards are being discarded
        "seen": [],  # the cards a Seer looks at, while its player chooses
        "winners": None,
        "reason": "",
        "next_id": 1,
    }


# -- the K-Mon ------------------------------------------------------------------------------
def is_kmon(catalog: Catalog, item: Any) -> bool:
    return isinstance(item, dict) and item["card"] in catalog.kmon


def kmon_of(catalog: Catalog, item: dict) -> KMon:
    return catalog.kmon[item["card"]]


def active(state: dict, seat: int) -> dict | None:
    """The seat's active K-Mon instance (None before it is chosen, or between an exhaustion
    and the K-Mon replacing it)."""
    for item in state["active"][seat]:
        if "on" not in item["marks"]:
            return item
    return None


def team(state: dict, seat: int) -> Iterator[tuple[str, dict]]:
    """The seat's K-Mon instances with the zone they lie in (`active` or `bench`)."""
    for place in ("active", "bench"):
        for item in state[place][seat]:
            if "on" not in item["marks"]:
                yield place, item


def standing(state: dict, seat: int) -> list[dict]:
    """The seat's K-Mon that are not exhausted, active first."""
    return [item for _, item in team(state, seat) if not item["marks"].get("exhausted")]


def reserves(state: dict, seat: int) -> list[dict]:
    """The bench K-Mon that may come in (not exhausted)."""
    return [
        item
        for item in state["bench"][seat]
        if "on" not in item["marks"] and not item["marks"].get("exhausted")
    ]


def find(state: dict, instance_id: str) -> tuple[int, str, dict] | None:
    """The seat, the zone (`active` or `bench`) and the instance with that id."""
    for seat in SEATS:
        for place in ("active", "bench"):
            for item in state[place][seat]:
                if item["id"] == instance_id:
                    return seat, place, item
    return None


def attached(state: dict, seat: int, kmon_id: str) -> list[dict]:
    """The cards in play on a K-Mon, in the order they came."""
    return [
        item
        for place in ("active", "bench")
        for item in state[place][seat]
        if item["marks"].get("on") == kmon_id
    ]


def damage(item: dict) -> int:
    return item["marks"].get("damage", 0)


def spent(item: dict) -> bool:
    """Whether a K-Mon is out of the fight: exhausted, or an Undying K-Mon at its HP whose
    last attack is all it still does (see exhaustion.py)."""
    marks = item["marks"]
    return bool(marks.get("exhausted") or marks.get("last"))


def hp_left(catalog: Catalog, item: dict) -> int:
    return max(0, kmon_of(catalog, item).hp - damage(item))


def trait(catalog: Catalog, state: dict, seat: int) -> str:
    """The trait at work for a seat: its active K-Mon's (traits work only there, and not once
    it is exhausted)."""
    found = active(state, seat)
    return kmon_of(catalog, found).trait if found is not None and not spent(found) else ""


def elements(catalog: Catalog, state: dict, seat: int) -> tuple[str, ...]:
    found = active(state, seat)
    return kmon_of(catalog, found).elements if found is not None else ()


def looker(state: Mapping[str, Any]) -> int:
    """The seat whose cards `seen` holds (a state, or a view's extras): the seat of the draw
    waiting first for a Seer's choice; else the seat in turn."""
    pending = state["pending"]
    if pending and pending[0]["what"] == "look":
        return pending[0]["seat"]
    return state["turn"] if state["turn"] is not None else 0


def zone_of(place: str, seat: int) -> str:
    return zone_id(place, seat)


# -- cards ----------------------------------------------------------------------------------
def take_card(state: dict, seat: int) -> str:
    """The top card of the seat's deck (not empty): a card its player put back there if any,
    else one at random (as a shuffle would have put it there). The deck is kept as a bag of
    cards, in no order."""
    deck = state["decks"][seat]
    tops = state["tops"][seat]
    if tops:
        code = tops.pop(0)
        deck.remove(code)
        return code
    state["rng"], index = rng.below(state["rng"], len(deck))
    return deck.pop(index)


def draw(state: dict, seat: int, count: int, why: str, events: list[Event]) -> int:
    """Up to `count` cards into the hand (an empty deck gives what it has); how many came."""
    drawn = tuple(take_card(state, seat) for _ in range(min(count, len(state["decks"][seat]))))
    if drawn:
        state["hands"][seat].extend(drawn)
        events.append(
            Event(
                "draw",
                seat,
                cards=drawn,
                count=len(drawn),
                value=why,
                private=(seat,),
                source=zone_id("deck", seat),
                dest=zone_id("hand", seat),
            )
        )
    return len(drawn)


def discard_from_hand(state: dict, seat: int, code: str, why: str, events: list[Event]) -> None:
    state["hands"][seat].remove(code)
    state["discards"][seat].append(code)
    events.append(
        Event(
            "discard",
            seat,
            cards=(code,),
            count=1,
            value=why,
            source=zone_id("hand", seat),
            dest=zone_id("discard", seat),
        )
    )


def discard_at_random(state: dict, seat: int, count: int, events: list[Event]) -> None:
    for _ in range(min(count, len(state["hands"][seat]))):
        hand = state["hands"][seat]
        state["rng"], index = rng.below(state["rng"], len(hand))
        discard_from_hand(state, seat, hand[index], "effect", events)


def mill(state: dict, seat: int, count: int, events: list[Event]) -> None:
    """The top cards of the seat's deck go to its discard pile, face up."""
    for _ in range(min(count, len(state["decks"][seat]))):
        code = take_card(state, seat)
        state["discards"][seat].append(code)
        events.append(
            Event(
                "mill",
                seat,
                cards=(code,),
                count=1,
                source=zone_id("deck", seat),
                dest=zone_id("discard", seat),
            )
        )


def change_charges(state: dict, seat: int, amount: int, events: list[Event]) -> int:
    """Charges won (or lost, never below 0); the change made."""
    before = state["charges"][seat]
    after = max(0, before + amount)
    if after != before:
        state["charges"][seat] = after
        events.append(
            Event(
                "charges",
                seat,
                count=abs(after - before),
                value=str(after),
                dest=zone_id("charges", seat),
            )
        )
    return after - before


# -- the end ----------------------------------------------------------------------------------
def finish(state: dict, winners: list[int], reason: str, events: list[Event]) -> None:
    state["phase"] = "over"
    state["winners"] = winners
    state["reason"] = reason
    state["pending"] = []
    events.append(
        Event("win" if winners else "draw", winners[0] if winners else None, value=reason)
    )

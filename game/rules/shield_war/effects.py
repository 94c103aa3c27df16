"""What the effects of a card or an ability do to a Shield War game (game/engine/effects.py
says what each operation means)."""

from __future__ import annotations

from collections.abc import Iterable

from game.engine import rng
from game.engine.effects import Buff, Damage, Discard, Draw, Effect, Gain, Heal, Lose
from game.engine.notation import Event
from game.engine.zones import zone_id
from game.rules.shield_war.cards import Deck

HAND_SIZE = 5


def other(seat: int) -> int:
    return 1 - seat


def character(state: dict, seat: int) -> dict | None:
    """The seat's character instance, or None before it is picked."""
    slot = state["slots"][seat]
    return slot[0] if slot else None


def max_health(deck: Deck, state: dict, seat: int) -> int:
    found = character(state, seat)
    return deck.characters[found["card"]].health if found else 0


def max_energy(deck: Deck, state: dict, seat: int) -> int:
    found = character(state, seat)
    return deck.characters[found["card"]].energy if found else 0


def buff(state: dict, seat: int, stat: str) -> int:
    """The seat's current change to `stat` (0 without a buff)."""
    found = character(state, seat)
    return found["marks"].get(stat, 0) if found else 0


def shield_cost(deck: Deck, state: dict, seat: int, code: str) -> int:
    return max(0, deck.cards[code].cost + buff(state, seat, "cost"))


# -- the operations -------------------------------------------------------------------------
def apply_effects(
    deck: Deck,
    state: dict,
    seat: int,
    effects: Iterable[Effect],
    events: list[Event],
    bonus: int = 0,
) -> None:
    """Do each effect for `seat` (whoever played the card or used the ability), in order.
    `bonus` is added to the first damage dealt to the opponent (an attack's buff)."""
    for effect in effects:
        target = seat if effect.target == "self" else other(seat)
        if isinstance(effect, Damage):
            amount = effect.amount
            if bonus and target != seat:
                amount, bonus = max(0, amount + bonus), 0
            damage(state, target, amount, events)
        elif isinstance(effect, Heal):
            heal(deck, state, target, effect.amount, events)
        elif isinstance(effect, Draw):
            draw(state, target, effect.amount, events, "effect")
        elif isinstance(effect, Discard):
            discard_random(state, target, effect.amount, events)
        elif isinstance(effect, Gain | Lose):
            sign = 1 if isinstance(effect, Gain) else -1
            change_energy(state, target, sign * effect.amount, events)
        elif isinstance(effect, Buff):
            add_buff(state, target, effect, events)


def damage(state: dict, seat: int, amount: int, events: list[Event]) -> None:
    if amount <= 0:
        return
    health = state["health"]
    health[seat] = max(0, health[seat] - amount)
    events.append(
        Event("damage", seat, count=amount, value=str(health[seat]), dest=zone_id("health", seat))
    )


def heal(deck: Deck, state: dict, seat: int, amount: int, events: list[Event]) -> None:
    health = state["health"]
    healed = min(amount, max_health(deck, state, seat) - health[seat])
    if healed > 0:
        health[seat] += healed
        events.append(
            Event("heal", seat, count=healed, value=str(health[seat]), dest=zone_id("health", seat))
        )


def change_energy(state: dict, seat: int, change: int, events: list[Event]) -> None:
    energy = state["energy"]
    new = max(0, energy[seat] + change)
    if new != energy[seat]:
        events.append(
            Event(
                "energy",
                seat,
                count=abs(new - energy[seat]),
                value=str(new),
                dest=zone_id("energy", seat),
            )
        )
        energy[seat] = new


def add_buff(state: dict, seat: int, effect: Buff, events: list[Event]) -> None:
    """The buff holds for the rest of this turn and the next `duration` turns (whoever's)."""
    found = character(state, seat)
    if found is None:
        return
    marks = found["marks"]
    amount = marks.get(effect.stat, 0) + effect.amount
    until = max(marks.get(f"{effect.stat}_until", 0), state["turns"] + effect.duration)
    if amount:
        marks[effect.stat], marks[f"{effect.stat}_until"] = amount, until
    else:
        marks.pop(effect.stat, None)
        marks.pop(f"{effect.stat}_until", None)
    events.append(Event("effect", seat, count=effect.duration, value=f"{effect.stat}{amount:+d}"))


def expire_buffs(state: dict, events: list[Event]) -> None:
    """At the end of a turn (`turns` already counts it): buffs whose last turn it was end."""
    for seat in (0, 1):
        found = character(state, seat)
        if found is None:
            continue
        marks = found["marks"]
        for stat in [key for key in marks if not key.endswith("_until")]:
            if marks[f"{stat}_until"] < state["turns"]:
                del marks[stat], marks[f"{stat}_until"]
                events.append(Event("effect", seat, value=f"{stat}+0"))


# -- cards ----------------------------------------------------------------------------------
def take_card(state: dict) -> str:
    """The next card of the deck (which must not be empty): a known card first, else one
    taken at random (as a shuffle would deal it)."""
    if state["deck_known"]:
        state["deck_known"] -= 1
        return state["deck"].pop()
    state["rng"], code = rng.take(state["rng"], state["deck"])
    return code


def draw(state: dict, seat: int, count: int, events: list[Event], why: str) -> None:
    """Up to `count` cards into the seat's hand; 1 damage for each card the deck lacks."""
    drawn = [take_card(state) for _ in range(min(count, len(state["deck"])))]
    state["hands"][seat].extend(drawn)
    if drawn:
        events.append(
            Event(
                "draw",
                seat,
                None,
                tuple(drawn),
                len(drawn),
                why,
                (seat,),
                source="deck",
                dest=zone_id("hand", seat),
            )
        )
    missing = count - len(drawn)
    if missing:
        events.append(Event("empty", seat, count=missing))
        damage(state, seat, missing, events)


def discard_random(state: dict, seat: int, count: int, events: list[Event]) -> None:
    """`count` cards of the seat's hand, chosen at random, go face up to the discard pile."""
    hand = state["hands"][seat]
    if not hand:
        return
    generator, gone = rng.take_many(state["rng"], hand, min(count, len(hand)))
    state["rng"] = generator
    state["discard"].extend(gone)
    events.append(
        Event(
            "discard",
            seat,
            None,
            tuple(gone),
            len(gone),
            source=zone_id("hand", seat),
            dest="discard",
        )
    )

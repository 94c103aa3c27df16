"""Which events of a battle are its moments (motion.py), read from their generic fields:
- a card hit where it lies (one instance, a count, no zone: a monster wounded) takes a blow
  from the cards it is locked in combat with;
- a counter of a seat lowered by `damage` takes a blow on the seat's figure (or its bar) from
  what attacks the seat; raised by `heal` it is healed; any other counter raised is refilled;
- a card going to its pile as `dies` or `exhausted` has its knock-out first, and a game won
  by `knocked_out` sees the losers' figures knocked out, left grey where they lie;
- cards healed where they lie (`heal` naming instances) light up green;
- a chain is resolved (`resolve`, or a batch that clears a chain after its window closed with
  `pass`): its entries lit top down before what they do is shown.
A game family's own hook for an event comes first (see Animator._event).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.engine.notation import Event
from game.ui.table import fighters, motion
from game.ui.table.fighters import Blow, Card
from game.ui.tween import Step

if TYPE_CHECKING:
    from game.ui.table.animator import Animator


def moment(animator: Animator, event: Event, text: str | None) -> bool:
    """Animate `event` as a moment of a battle; False when it is none."""
    zoned = bool(event.source or event.dest)
    if event.kind in motion.KNOCKED_OUT and event.ids and event.source:
        motion.knock_out(animator, event.ids[0])
        animator._move(event, text)
        motion.leave_greyed(animator, animator.timeline.steps[-1])
        return True
    if event.value == "knocked_out" and not zoned and event.seat is not None:
        motion.knock_out_losers(animator, event.seat)  # the seat of the event: the winner
        if text:
            animator.timeline.add(Step(on_start=lambda: animator.banner(text)))
        return True
    if event.kind == "resolve" and not zoned:
        motion.resolve_chain(animator, lambda: chain_entries(animator))
        return True
    if zoned or not event.ids:
        return False
    if event.kind == "heal":
        ids = tuple(event.ids)

        def healed() -> list[Card]:
            found = (fighters.find_card(animator, instance) for instance in ids)
            return [card for card in found if card is not None]

        motion.heal_at(animator, healed, None)
        return True
    if len(event.ids) == 1 and event.target is None and event.count > 0:
        wound(animator, event.ids[0], event.count, text)
        return True
    return False


def wound(animator: Animator, instance: str, amount: int, text: str | None = None) -> None:
    """`instance` is dealt `amount` by the cards it fights."""

    def find() -> Blow | None:
        target = fighters.find_card(animator, instance)
        if target is None:
            return None
        return Blow(fighters.foes_of(animator, instance), target, amount)

    motion.strike(animator, find)
    if text:
        animator.timeline.add(Step(on_start=lambda: animator.banner(text)))


def counter(animator: Animator, event: Event) -> bool:
    """A seat's counter changed by a blow or a heal: its moment, the counter set at the right
    time in it. False when the change is neither (a refill is told by the animator's own
    step, which knows the gain as it starts)."""
    name, seat = event.dest, event.seat
    try:
        after = int(event.value)
    except ValueError:
        return False
    display = animator.display

    def settle() -> None:
        display.counters[name] = after
        if animator.on_flash:
            animator.on_flash(name)

    if event.kind == "damage":

        def find() -> Blow | None:
            lost = display.counters.get(name, 0) - after
            target = fighters.counter_card(animator, name, seat)
            if lost <= 0 or target is None or seat is None:
                return None
            return Blow(fighters.seat_strikers(animator, seat), target, lost)

        motion.strike(animator, find, settle)
        return True
    if event.kind == "heal":

        def where() -> list[Card]:
            found = fighters.counter_card(animator, name, seat)
            return [found] if found is not None else []

        amount = event.count if event.count > 0 else None
        animator.timeline.add(Step(on_start=settle))
        motion.heal_at(animator, where, amount)
        return True
    return False


def chain_entries(animator: Animator) -> list[Card]:
    """The chain's entries as they lie, newest first: its cards, and an entry that is no card
    (an attack) shown by the card of the seat that made it."""
    stack: Sequence[dict] = animator.display.extras.get("stack") or ()
    cards = fighters.chain_cards(animator)
    if not stack:
        return cards
    entries, spare = [], list(cards)
    for entry in reversed(stack):
        code = entry.get("code")
        match = next((card for card in spare if code and card.card == code), None)
        if match is not None:
            spare.remove(match)
            entries.append(match)
            continue
        found = fighters.figure(animator, entry.get("seat"))
        if found is not None:
            entries.append(found)
    return entries


def resolving_at(events: Sequence[Event], chains: set[str]) -> int | None:
    """Where a batch resolves a chain with no `resolve` of its own: just after the `pass`
    that closed its window, before what the entries do (None: it resolves no chain)."""
    if any(event.kind == "resolve" for event in events):
        return None
    leaving = next((i for i, e in enumerate(events) if e.source in chains and e.dest), None)
    if leaving is None:
        return None
    passes = [i for i in range(leaving) if events[i].kind == "pass"]
    return passes[-1] + 1 if passes else leaving

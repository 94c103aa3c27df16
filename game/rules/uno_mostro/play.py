"""The cards a player plays in the own turn, outside combat: monsters summoned, +2 and +4 laid
on a monster (or played to draw 2), bans, destroys and steals."""

from __future__ import annotations

from game.engine.notation import Event
from game.engine.zones import issue_instance, zone_id
from game.rules.uno_mostro import board, turns
from game.rules.uno_mostro.cards import Deck

CYCLE_DRAW = 2


def _from_hand(state: dict, seat: int, code: str) -> None:
    state["hands"][seat].remove(code)
    state["busy"] = True


def summon(deck: Deck, state: dict, seat: int, code: str, events: list[Event]) -> None:
    """A monster from the hand onto the seat's board; it may attack this turn, block from
    the next."""
    _from_hand(state, seat, code)
    monster = issue_instance(state, code, fresh=True)
    state["boards"][seat].append(monster)
    events.append(
        Event(
            "summon",
            seat,
            cards=(code,),
            value=monster["id"],
            source=zone_id("hand", seat),
            dest=zone_id("board", seat),
            ids=(monster["id"],),
        )
    )


def lay(deck: Deck, state: dict, seat: int, code: str, target: str, events: list[Event]) -> None:
    """A +2, a +4 or a ban laid on a monster: it lies on the monster owner's board."""
    _from_hand(state, seat, code)
    owner, monster = board.find(state, target)
    laid = issue_instance(state, code)
    board.lay_on(deck, state, owner, monster, laid)
    kind = "ban" if deck.role(code) == "ban" else "buff"
    events.append(
        Event(
            kind,
            seat,
            owner,
            (code,),
            value=target,
            source=zone_id("hand", seat),
            dest=zone_id("board", owner),
            ids=(laid["id"], target),
        )
    )


def cycle(deck: Deck, state: dict, seat: int, code: str, events: list[Event]) -> None:
    """A +2 or a +4 played to the graveyard to draw 2 cards instead."""
    _from_hand(state, seat, code)
    state["discard"].append(code)
    events.append(Event("cycle", seat, cards=(code,), source=zone_id("hand", seat), dest="discard"))
    turns.draw(state, seat, CYCLE_DRAW, "cycle", events)


def destroy(
    deck: Deck, state: dict, seat: int, code: str, target: str, events: list[Event]
) -> None:
    """A destroy: a monster with every card on it, or one card laid on a monster."""
    owner, item = _spend(state, seat, code, "destroy", target, events)
    if board.is_monster(item):
        board.bury_monster(state, owner, item, "destroy", events)
    else:
        board.take_off(deck, state, owner, item, events)


def steal(deck: Deck, state: dict, seat: int, code: str, target: str, events: list[Event]) -> None:
    """A steal: another player's monster, with every card on it, becomes the seat's for good."""
    owner, monster = _spend(state, seat, code, "steal", target, events)
    board.move_monster(state, owner, monster, seat, events)


def _spend(
    state: dict, seat: int, code: str, kind: str, target: str, events: list[Event]
) -> tuple[int, dict]:
    """A card played from the hand straight to the graveyard against the instance `target`
    (named by the event's value: the card becomes no instance); the target's owner and item."""
    _from_hand(state, seat, code)
    state["discard"].append(code)
    owner, item = board.find(state, target)
    events.append(
        Event(
            kind, seat, owner, (code,), value=target, source=zone_id("hand", seat), dest="discard"
        )
    )
    return owner, item

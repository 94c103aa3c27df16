"""What each action does in a Shield War game: the toss, the picks, a turn's attack and its
chain of shields, the ability, and the end of the turn."""

from __future__ import annotations

from game.engine.decision import chain_push, chain_top
from game.engine.notation import Event
from game.engine.zones import issue_instance, zone_id
from game.rules.shield_war.cards import Deck
from game.rules.shield_war.effects import (
    HAND_SIZE,
    apply_effects,
    buff,
    change_energy,
    draw,
    expire_buffs,
    max_energy,
    max_health,
    other,
    shield_cost,
)


# -- before the first turn ------------------------------------------------------------------
def choose(deck: Deck, state: dict, seat: int, choice: str, events: list[Event]) -> None:
    """The toss winner takes first pick or the first turn; the other gets the other."""
    events.append(Event("choose", seat, value=choice))
    state["first_pick"] = seat if choice == "pick" else other(seat)
    state["first"] = seat if choice == "first" else other(seat)
    state["phase"] = "pick"


def pick(deck: Deck, state: dict, seat: int, character_id: str, events: list[Event]) -> None:
    state["characters"].remove(character_id)
    found = issue_instance(state, character_id)
    state["slots"][seat].append(found)
    events.append(
        Event(
            "pick",
            seat,
            cards=(character_id,),
            source="characters",
            dest=zone_id("character", seat),
            ids=(found["id"],),
        )
    )
    if all(state["slots"]):
        _start(deck, state, events)


def _start(deck: Deck, state: dict, events: list[Event]) -> None:
    """Full health and energy; Player 1 and then Player 2 draw their hands; Player 1 plays."""
    first = state["first"]
    for seat in (first, other(first)):
        state["health"][seat] = max_health(deck, state, seat)
        state["energy"][seat] = max_energy(deck, state, seat)
    for seat in (first, other(first)):
        draw(state, seat, HAND_SIZE, events, "deal")
    state["phase"], state["turn"] = "turn", first
    events.append(Event("turn", first))


# -- a turn ---------------------------------------------------------------------------------
def attack(deck: Deck, state: dict, seat: int, code: str, events: list[Event]) -> None:
    """The Attack card goes on the chain; the opponent may answer it."""
    _onto_chain(state, seat, code, "attack", events)
    state["phase"] = "answer"
    _ask_answer(deck, state, other(seat), events)


def shield(deck: Deck, state: dict, seat: int, code: str, events: list[Event]) -> None:
    """Paid at once, its added effects at once, then on the chain for the other to answer."""
    cost = shield_cost(deck, state, seat, code)
    _onto_chain(state, seat, code, "shield", events)
    change_energy(state, seat, -cost, events)
    apply_effects(deck, state, seat, deck.cards[code].effects, events)
    if _knocked_out(state, events):
        return
    _ask_answer(deck, state, other(seat), events)


def _onto_chain(state: dict, seat: int, code: str, kind: str, events: list[Event]) -> None:
    """A card of the seat's hand goes on top of the chain, an instance marked with the seat."""
    state["hands"][seat].remove(code)
    entry = issue_instance(state, code, seat=seat)
    chain_push(state["chain"], entry)
    events.append(
        Event(
            kind,
            seat,
            cards=(code,),
            value=entry["id"],
            source=zone_id("hand", seat),
            dest="chain",
            ids=(entry["id"],),
        )
    )


def pass_turn(deck: Deck, state: dict, seat: int, events: list[Event], auto: bool = False) -> None:
    """No shield over the top of the chain: whoever laid it wins the turn."""
    events.append(Event("pass", seat, value="auto" if auto else ""))
    chain = state["chain"]
    winner = chain_top(chain)["marks"]["seat"]
    attacker = chain[0]["marks"]["seat"]
    hit = winner == attacker
    events.append(Event("win_turn", winner, value="hit" if hit else "fail"))
    if hit:
        effects = deck.cards[chain[0]["card"]].effects
        apply_effects(deck, state, attacker, effects, events, buff(state, attacker, "attack"))
        if _knocked_out(state, events):
            return
    end_turn(deck, state, events)


def ability(deck: Deck, state: dict, seat: int, events: list[Event]) -> None:
    """The character's ability: its effects at once, and the turn ends."""
    found = state["slots"][seat][0]["card"]
    events.append(Event("ability", seat, cards=(found,)))
    apply_effects(deck, state, seat, deck.characters[found].ability, events)
    if _knocked_out(state, events):
        return
    end_turn(deck, state, events)


def _ask_answer(deck: Deck, state: dict, seat: int, events: list[Event]) -> None:
    """`seat` answers the top of the chain; with no shield it may play, it passes at once."""
    kind = deck.cards[state["chain"][-1]["card"]].kind
    energy = state["energy"][seat]
    for code in state["hands"][seat]:
        card = deck.cards[code]
        affordable = shield_cost(deck, state, seat, code) <= energy
        if card.kind == "shield" and card.can_block(kind) and affordable:
            return
    pass_turn(deck, state, seat, events, auto=True)


# -- the end of a turn ----------------------------------------------------------------------
def end_turn(deck: Deck, state: dict, events: list[Event]) -> None:
    """The chain to the discard pile, energy restored, hands drawn up to 5 (the active player
    first, the other in the same step), the turn counted; the game may end here."""
    chain = state["chain"]
    if chain:
        codes = tuple(entry["card"] for entry in chain)
        ids = tuple(entry["id"] for entry in chain)
        state["discard"].extend(codes)
        chain.clear()
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
    for seat in (0, 1):
        change_energy(state, seat, max_energy(deck, state, seat) - state["energy"][seat], events)
    active = state["turn"]
    for seat in (active, other(active)):  # one step for both: both at 0 after it is a draw
        short = HAND_SIZE - len(state["hands"][seat])
        if short > 0:
            draw(state, seat, short, events, "turn")
    if _knocked_out(state, events):
        return
    state["turns"] += 1
    expire_buffs(state, events)
    if state["turns"] >= state["options"]["turn_limit"]:
        _turn_limit(state, events)
        return
    state["phase"], state["turn"] = "turn", other(active)
    events.append(Event("turn", other(active)))


def _knocked_out(state: dict, events: list[Event]) -> bool:
    """Whether a health has reached 0: the game is over (both at 0: a draw)."""
    health = state["health"]
    if min(health) > 0:
        return False
    _game_over(state, [seat for seat in (0, 1) if health[seat] > 0], "knocked_out", events)
    return True


def _turn_limit(state: dict, events: list[Event]) -> None:
    health = state["health"]
    best = max(health)
    winners = [seat for seat in (0, 1) if health[seat] == best]
    _game_over(state, winners if len(winners) == 1 else [], "turn_limit", events)


def _game_over(state: dict, winners: list[int], cause: str, events: list[Event]) -> None:
    state["phase"], state["winners"], state["reason"] = "over", winners, cause
    winner = winners[0] if winners else None
    events.append(Event("over", winner, value=cause if winners else "draw"))

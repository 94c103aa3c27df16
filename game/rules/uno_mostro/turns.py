"""The frame of an Uno Mostro game: the deal, each turn's start and end, the hand limit,
elimination, and the two ways a game ends (the last player standing, a quiet round)."""

from __future__ import annotations

from game.engine import rng
from game.engine.notation import Event, seat_text
from game.engine.zones import zone_id
from game.rules.uno_mostro import board
from game.rules.uno_mostro.board import HAND_LIMIT, LIFE
from game.rules.uno_mostro.cards import Deck

TURN_DRAW = 2


def alive(state: dict) -> list[int]:
    return [seat for seat in range(state["players"]) if state["life"][seat] > 0]


def after(state: dict, seat: int) -> list[int]:
    """The seats still playing, in turn order starting with the one after `seat`."""
    players = state["players"]
    order = [(seat + step) % players for step in range(1, players + 1)]
    return [s for s in order if state["life"][s] > 0]


# -- cards -----------------------------------------------------------------------------------
def take_card(state: dict) -> str:
    """The next card of the deck (not empty): a known card first, else one taken at random
    (as a shuffle would deal it)."""
    if state["deck_known"]:
        state["deck_known"] -= 1
        return state["deck"].pop()
    state["rng"], code = rng.take(state["rng"], state["deck"])
    return code


def draw(state: dict, seat: int, count: int, why: str, events: list[Event]) -> None:
    """Up to `count` cards into the seat's hand: an empty deck gives what it has left."""
    drawn = tuple(take_card(state) for _ in range(min(count, len(state["deck"]))))
    if not drawn:
        return
    state["hands"][seat].extend(drawn)
    events.append(
        Event(
            "draw",
            seat,
            None,
            drawn,
            len(drawn),
            why,
            (seat,),
            source="deck",
            dest=zone_id("hand", seat),
        )
    )


# -- the deal and a turn's start -----------------------------------------------------------------
def new_state(deck: Deck, options: dict, players: int, seed: int) -> dict:
    return {
        "ruleset": "uno-mostro",
        "options": options,
        "players": players,
        "rng": rng.seed_state(seed, options["generator"]),
        "phase": "main",
        "first": 0,
        "turn": 0,
        "turns": 0,
        "deck": deck.full(),
        "deck_known": 0,
        "discard": [],
        "chain": [],
        "hands": [[] for _ in range(players)],
        "boards": [[] for _ in range(players)],
        "life": [LIFE] * players,
        "combat": None,
        "window": None,
        "back": "",
        "busy": False,
        "quiet": 0,
        "winners": None,
        "reason": "",
        "next_id": 1,
    }


def deal(state: dict, events: list[Event]) -> None:
    """Seven cards each, then the first player drawn at random; the first turn draws nothing."""
    for seat in range(state["players"]):
        draw(state, seat, HAND_LIMIT, "deal", events)
    state["rng"], first = rng.below(state["rng"], state["players"])
    state["first"] = first
    start_turn(state, first, events)


def start_turn(state: dict, seat: int, events: list[Event]) -> None:
    state.update(turn=seat, phase="main", busy=False, combat=None, window=None, back="")
    events.append(Event("turn", seat))
    if state["turns"] > 0:  # only the game's very first turn skips the draw
        draw(state, seat, TURN_DRAW, "turn", events)


# -- a turn's end ----------------------------------------------------------------------------
def end_turn(deck: Deck, state: dict, seat: int, events: list[Event]) -> None:
    """The active player ends the turn: over the hand limit, the cards past the seventh are
    discarded first, one by one, as the player chooses."""
    events.append(Event("end", seat))
    if len(state["hands"][seat]) > HAND_LIMIT:
        state["phase"] = "discard"
        return
    finish_turn(deck, state, events)


def discard(deck: Deck, state: dict, seat: int, code: str, events: list[Event]) -> None:
    state["hands"][seat].remove(code)
    state["discard"].append(code)
    events.append(
        Event(
            "discard",
            seat,
            cards=(code,),
            count=1,
            value="limit",
            source=zone_id("hand", seat),
            dest="discard",
        )
    )
    if len(state["hands"][seat]) <= HAND_LIMIT:
        finish_turn(deck, state, events)


def finish_turn(deck: Deck, state: dict, events: list[Event]) -> None:
    """Damage that did not kill heals, control taken with a 0 ends, the monsters summoned
    this turn may block from now on; then a quiet round may end the game, or the next
    player still in the game takes a turn."""
    healed = [item for _, item in board.monsters(state) if item["marks"].pop("damage", 0)]
    if healed:
        events.append(
            Event(
                "heal",
                None,
                cards=tuple(item["card"] for item in healed),
                count=len(healed),
                ids=tuple(item["id"] for item in healed),
            )
        )
    for owner, item in board.monsters(state):
        item["marks"].pop("fresh", None)
        taker = board.controller(owner, item)
        if item["marks"].pop("controller", None) is not None:
            events.append(Event("release", taker, owner, (item["card"],), ids=(item["id"],)))
    state["turns"] += 1
    quiet = not state["busy"] and not state["deck"]
    state["quiet"] = state["quiet"] + 1 if quiet else 0
    if state["quiet"] >= len(alive(state)):
        stalemate(state, events)
        return
    start_turn(state, after(state, state["turn"])[0], events)


# -- elimination and the end of the game -------------------------------------------------------
def lose_life(state: dict, seat: int, amount: int, events: list[Event]) -> None:
    life = state["life"]
    life[seat] = max(0, life[seat] - amount)
    state["busy"] = True
    events.append(
        Event("damage", seat, count=amount, value=str(life[seat]), dest=zone_id("life", seat))
    )


def eliminate(state: dict, seat: int, events: list[Event]) -> None:
    """At 0 life a player is out: the cards of the board and the hand go to the graveyard,
    and monsters the player took for the turn go back to their owners."""
    events.append(Event("out", seat))
    board.bury(state, seat, list(state["boards"][seat]), "out", events)
    hand = state["hands"][seat]
    if hand:
        events.append(
            Event(
                "discard",
                seat,
                cards=tuple(hand),
                count=len(hand),
                value="out",
                source=zone_id("hand", seat),
                dest="discard",
            )
        )
        state["discard"].extend(hand)
        hand.clear()
    for owner, item in board.monsters(state):
        if item["marks"].get("controller") == seat_text(seat):
            del item["marks"]["controller"]
            events.append(Event("release", seat, owner, (item["card"],), ids=(item["id"],)))


def last_standing(state: dict, events: list[Event]) -> bool:
    """Whether one player is left: the game is over and that player wins."""
    left = alive(state)
    if len(left) > 1:
        return False
    game_over(state, left, "last_standing", events)
    return True


def stalemate(state: dict, events: list[Event]) -> None:
    """A full round with the deck empty, no life lost and no card played: most life wins
    (players tied on it share the win)."""
    best = max(state["life"])
    winners = [seat for seat in alive(state) if state["life"][seat] == best]
    game_over(state, winners, "stalemate", events)


def game_over(state: dict, winners: list[int], reason: str, events: list[Event]) -> None:
    state.update(phase="over", winners=winners, reason=reason, combat=None, window=None)
    winner = winners[0] if len(winners) == 1 else None
    events.append(Event("over", winner, value=reason if winner is not None else "shared"))

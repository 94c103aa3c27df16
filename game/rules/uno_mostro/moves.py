"""Who decides in an Uno Mostro game, and everything they may do.

The phases: `main` (the active player's turn before the attack), `attackers` (declaring
attackers one by one), `window` (anyone may play a 0), `answer` (the others may cancel the 0
on top of the chain), `blockers` (a defending seat declares blockers one by one), `join` (a
monster taken with a 0 in the fight may be added to it), `assign` (the attacker shares its
damage among its blockers), `after` (the turn after the attack), `discard` (down to the hand
limit before the turn passes) and `over`.
"""

from __future__ import annotations

from game.engine.decision import Decision
from game.engine.notation import Action, seat_text
from game.rules.uno_mostro import board, combat, turns
from game.rules.uno_mostro.cards import Deck

PASS, DONE, END = Action("pass"), Action("done"), Action("end")
TURN_PHASES = ("main", "after", "attackers", "assign", "discard")
WINDOW_PHASES = ("window", "answer")


def deciders(state: dict) -> tuple[int, ...]:
    phase = state["phase"]
    if phase in TURN_PHASES:
        return (state["turn"],)
    if phase in WINDOW_PHASES:
        return tuple(state["window"]["waiting"])
    if phase == "blockers":
        return (state["combat"]["asking"][0],)
    if phase == "join":
        owner, monster = board.find(state, state["combat"]["joiner"])
        return (board.controller(owner, monster),)
    return ()


def decision(deck: Deck, state: dict) -> Decision | None:
    seats = deciders(state)
    if not seats:
        return None
    phase, fight = state["phase"], state["combat"]
    prompt, params = f"uno-mostro.decision.{phase}", {}
    if fight is not None:
        params["seat"] = seat_text(fight["defender"])
    if phase == "answer":
        top = state["chain"][-1]
        params = {"seat": seat_text(top["marks"]["seat"]), "top": top["card"]}
    elif phase == "join":
        params["card"] = board.find(state, fight["joiner"])[1]["card"]
    elif phase == "assign":
        params["card"] = board.find(state, fight["queue"][0])[1]["card"]
        params["left"] = fight["left"]
    elif phase == "discard":
        params["count"] = len(state["hands"][state["turn"]]) - board.HAND_LIMIT
    if phase in WINDOW_PHASES:
        return Decision(seats, "window", True, prompt, params)
    return Decision(seats, "turn", phase in ("attackers", "blockers", "join"), prompt, params)


# -- legal actions ---------------------------------------------------------------------------
def held(deck: Deck, state: dict, seat: int, *roles: str) -> list[str]:
    """The seat's cards of these roles, each code once, in hand order."""
    hand = dict.fromkeys(state["hands"][seat])
    return [code for code in hand if deck.role(code) in roles]


def legal_actions(deck: Deck, state: dict, seat: int) -> list[Action]:
    if seat not in deciders(state):
        return []
    phase = state["phase"]
    if phase in ("main", "after"):
        return _own_turn(deck, state, seat, phase == "main")
    if phase == "attackers":
        fight = state["combat"]
        return [*_attacks(state, seat, (fight["defender"],)), DONE]
    if phase == "blockers":
        return [*_blocks(state, combat.free_blockers(state, seat)), DONE]
    if phase == "join":
        return [*_join(state, seat), DONE]
    if phase == "window":
        return [*_controls(deck, state, seat), PASS]
    if phase == "answer":
        top = state["chain"][-1]["id"]
        return [
            *(Action("cancel", (code, top)) for code in held(deck, state, seat, "control")),
            PASS,
        ]
    if phase == "assign":
        return _assignments(state)
    return [Action("discard", (code,)) for code in dict.fromkeys(state["hands"][seat])]


def _own_turn(deck: Deck, state: dict, seat: int, before_attack: bool) -> list[Action]:
    actions = [Action("summon", (code,)) for code in held(deck, state, seat, "monster")]
    everything = [item for _, item in board.items(state)]
    mine = board.controlled_by(state, seat)
    if before_attack:
        for code in held(deck, state, seat, "plus2", "plus4"):
            four = deck.role(code) == "plus4"
            actions += [
                Action("buff", (code, item["id"]))
                for item in mine
                if not (four and board.has_plus_four(deck, state, *_owned(state, item)))
            ]
    for code in held(deck, state, seat, "ban"):
        actions += [
            Action("ban", (code, item["id"]))
            for _, item in board.monsters(state)
            if item["marks"].get("bans", 0) < 2
        ]
    if before_attack:
        for code in held(deck, state, seat, "destroy"):
            actions += [Action("destroy", (code, item["id"])) for item in everything]
    for code in held(deck, state, seat, "steal"):
        actions += [
            Action("steal", (code, item["id"]))
            for owner, item in board.monsters(state)
            if owner != seat
        ]
    actions += _controls(deck, state, seat)
    actions += [Action("draw", (code,)) for code in held(deck, state, seat, "plus2", "plus4")]
    if before_attack:
        actions += _attacks(state, seat, [s for s in turns.alive(state) if s != seat])
    return [*actions, END]


def _owned(state: dict, item: dict) -> tuple[int, str]:
    return board.find(state, item["id"])[0], item["id"]


def _controls(deck: Deck, state: dict, seat: int) -> list[Action]:
    targets = [
        item["id"] for owner, item in board.monsters(state) if board.controller(owner, item) != seat
    ]
    return [
        Action("control", (code, target))
        for code in held(deck, state, seat, "control")
        for target in targets
    ]


def _attacks(state: dict, seat: int, defenders) -> list[Action]:
    ready = [
        item["id"]
        for item in board.controlled_by(state, seat)
        if board.can_attack(item) and "attacking" not in item["marks"]
    ]
    return [Action("attack", (iid, seat_text(d))) for iid in ready for d in defenders]


def _blocks(state: dict, blockers: list[dict]) -> list[Action]:
    attackers = state["combat"]["attackers"]
    return [Action("block", (item["id"], target)) for item in blockers for target in attackers]


def _join(state: dict, seat: int) -> list[Action]:
    fight = state["combat"]
    joiner = board.find(state, fight["joiner"])[1]
    if seat == state["turn"]:
        return [Action("attack", (joiner["id"], seat_text(fight["defender"])))]
    return _blocks(state, [joiner])


def _assignments(state: dict) -> list[Action]:
    fight = state["combat"]
    attacker, left = fight["queue"][0], fight["left"]
    return [
        Action("assign", (attacker, item["id"], str(amount)))
        for _, item in combat.blockers_of(state, attacker)
        for amount in range(1, left + 1)
    ]

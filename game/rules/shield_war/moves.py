"""Who decides in a Shield War game, what they may do, and why anything else is refused."""

from __future__ import annotations

from typing import Any

from game.engine.contract import Refusal
from game.engine.decision import Decision
from game.engine.notation import Action, seat_text
from game.rules.shield_war.cards import Deck
from game.rules.shield_war.effects import other, shield_cost

CHOICES = ("pick", "first")
ABILITY = Action("ability")
PASS = Action("pass")


def decider(state: dict) -> int | None:
    """The one seat deciding now (None once the game is over)."""
    phase = state["phase"]
    if phase == "choose":
        return state["toss"]
    if phase == "pick":
        first = state["first_pick"]
        return first if not state["slots"][first] else other(first)
    if phase == "turn":
        return state["turn"]
    if phase == "answer":
        return other(state["chain"][-1]["marks"]["seat"])
    return None


def decision(state: dict) -> Decision | None:
    seat = decider(state)
    if seat is None:
        return None
    phase = state["phase"]
    prompt = f"shield-war.decision.{phase}"
    if phase == "answer":
        top = state["chain"][-1]
        return Decision((seat,), "turn", True, prompt, {"top": top["id"], "card": top["card"]})
    return Decision((seat,), "turn", False, prompt)


def legal_actions(deck: Deck, state: dict, seat: int) -> list[Action]:
    if seat != decider(state):
        return []
    phase = state["phase"]
    if phase == "choose":
        return [Action("choose", (choice,)) for choice in CHOICES]
    if phase == "pick":
        return [Action("pick", (found,)) for found in state["characters"]]
    hand = dict.fromkeys(state["hands"][seat])
    if phase == "turn":
        attacks = [Action("attack", (code,)) for code in hand if deck.cards[code].kind == "attack"]
        return [*attacks, ABILITY]
    top = state["chain"][-1]
    kind, energy = deck.cards[top["card"]].kind, state["energy"][seat]
    shields = [
        Action("shield", (code, top["id"]))
        for code in hand
        if deck.cards[code].kind == "shield"
        and deck.cards[code].can_block(kind)
        and shield_cost(deck, state, seat, code) <= energy
    ]
    return [*shields, PASS]


def refusal(rules: Any, state: dict, seat: int, action: Action) -> Refusal | None:
    """Why `seat` may not do `action`: the game is over, an unknown verb, not the seat's turn,
    not the phase of the verb, the wrong number of words, or the verb's own reason (verbs.py)."""
    if state["phase"] == "over":
        return Refusal("game_over")
    verb, args = action.verb, action.args
    move = rules.moves.get(verb)
    if move is None:
        return Refusal("unknown_action", {"verb": verb})
    if seat != decider(state):
        return Refusal("not_your_turn", {"turn": seat_text(decider(state))})
    if state["phase"] not in move.phases:
        return Refusal("not_now", {"phase": state["phase"]})
    if len(args) != move.most:
        return Refusal("malformed_action", {"verb": verb, "words": move.most})
    return rules.moves.why(rules, state, seat, action)


def choice_refusal(choice: str) -> Refusal | None:
    return None if choice in CHOICES else Refusal("unknown_choice", {"choice": choice})


def pick_refusal(deck: Deck, state: dict, character_id: str) -> Refusal | None:
    if character_id not in deck.characters:
        return Refusal("unknown_character", {"character": character_id})
    if character_id not in state["characters"]:
        return Refusal("character_taken", {"character": character_id})
    return None


def card_refusal(deck: Deck, state: dict, seat: int, code: str, kind: str) -> Refusal | None:
    if code not in deck.cards:
        return Refusal("unknown_card", {"card": code})
    if code not in state["hands"][seat]:
        return Refusal("card_not_in_hand", {"card": code})
    if deck.cards[code].kind != kind:
        return Refusal(f"not_an_{kind}" if kind == "attack" else f"not_a_{kind}", {"card": code})
    return None


def shield_refusal(deck: Deck, state: dict, seat: int, code: str, target: str) -> Refusal | None:
    refused = card_refusal(deck, state, seat, code, "shield")
    if refused is not None:
        return refused
    top = state["chain"][-1]
    if target != top["id"]:
        return Refusal("not_the_top", {"target": target, "top": top["id"]})
    kind = deck.cards[top["card"]].kind
    if not deck.cards[code].can_block(kind):
        return Refusal("cannot_block", {"card": code, "kind": kind})
    cost, energy = shield_cost(deck, state, seat, code), state["energy"][seat]
    if cost > energy:
        return Refusal("not_enough_energy", {"card": code, "cost": cost, "energy": energy})
    return None

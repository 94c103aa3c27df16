"""Why an action is refused in a K-Mon battle: a code and its facts, for the player's words
(`refusal.kmon.*` in the catalogues). Anything `legal_actions` does not offer is refused, and
this module says the most useful reason it can find."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.contract import Refusal
from game.engine.notation import Action, seat_text
from game.rules.kmon import effects as fx
from game.rules.kmon import moves
from game.rules.kmon import state as st
from game.rules.kmon.cards import Catalog


def refusal(rules: Any, state: dict, seat: int, action: Action) -> Refusal | None:
    """Why `seat` may not do `action`: the battle is over, an unknown verb, not the seat's
    decision, the wrong number of words, not the phase of the verb, or the verb's own reason
    (verbs.py); a move none of those explains is `not_allowed`."""
    phase, verb, args = state["phase"], action.verb, action.args
    if phase == "over":
        return Refusal("game_over")
    move = rules.moves.get(verb)
    if move is None:
        return Refusal("unknown_action", {"verb": verb})
    deciding = moves.decider(state)
    if seat != deciding:
        return Refusal("not_your_turn", {"turn": seat_text(deciding)})
    if not move.least <= len(args) <= move.most:
        return Refusal("malformed_action", {"verb": verb, "words": move.least})
    if phase not in move.phases:
        return Refusal(f"now_{phase}")
    if action in moves.legal_actions(rules.catalog, state, seat):
        return None
    refused = rules.moves.why(rules, state, seat, action)
    return refused or Refusal("not_allowed", {"action": str(action)})


# -- each verb's own reasons (declared in verbs.py) --------------------------------------------
Words = tuple[str, ...]


def first_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    return Refusal("unknown_seat", {"seat": args[0]})


def kmon_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    """A K-Mon put in the active place (lead, switch, replace)."""
    return _kmon_why(rules.catalog, state, seat, args[0])


def bonus_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    if args[0] not in ("draw", "charge", "heal") or (args[0] == "heal") != (len(args) == 2):
        return Refusal("bonus_choice", {"choice": " ".join(args)})
    return _heal_why(state, seat, args[1])


def keep_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    return Refusal("keep_seen", {"cards": " ".join(state["seen"])})


def play_why(verb: str) -> Callable[[Any, dict, int, Words], Refusal | None]:
    """The reasons of an item, an ability or a reaction played from the hand."""

    def why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
        return (
            _fighting_why(state, seat, verb)
            or _card_why(rules.catalog, state, seat, args[0])
            or _play_why(rules.catalog, state, seat, verb, args[0])
        )

    return why


def attack_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    catalog = rules.catalog
    for code in args:
        refused = _card_why(catalog, state, seat, code)
        if refused is not None:
            return refused
    return _attack_why(catalog, state, seat, args)


def discard_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    return _card_why(rules.catalog, state, seat, args[0])


def defend_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    if args[0] not in rules.catalog.cards:
        return Refusal("unknown_card", {"card": args[0]})
    if args[0] in state["discards"][seat]:  # there, but not an ability or a boost
        return Refusal("not_allowed", {"action": " ".join(("defend", *args))})
    return Refusal("not_in_discard", {"card": args[0]})


def evade_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    return _fighting_why(state, seat, "evade") or _evade_why(rules.catalog, state, seat)


def blackout_why(rules: Any, state: dict, seat: int, args: Words) -> Refusal | None:
    refused = _fighting_why(state, seat, "blackout")
    if refused is not None:
        return refused
    if st.trait(rules.catalog, state, seat) != "blackout":
        return Refusal("no_blackout")
    if state["stack"][-1]["kind"] != "ability":
        return Refusal("blackout_ability")
    return Refusal("too_few_cards", {"count": 3})


def _fighting_why(state: dict, seat: int, verb: str) -> Refusal | None:
    """An answer of a seat whose active K-Mon is exhausted (an Undying one making its last
    attack): it plays no reaction, evades nothing and calls no blackout."""
    if verb not in ("react", "evade", "blackout") or not moves.out_of_fight(state, seat):
        return None
    found = st.active(state, seat)
    return (
        None
        if found is None
        else Refusal("exhausted", {"target": found["id"], "card": found["card"]})
    )


def hand_notes(catalog: Catalog, state: dict, seat: int) -> dict[str, Refusal]:
    notes: dict[str, Refusal] = {}
    if st.active(state, seat) is None:
        return notes
    for code in dict.fromkeys(state["hands"][seat]):
        card = catalog.cards[code]
        refused = _element_why(catalog, state, seat, code) or _cost_why(
            catalog, state, seat, code, fx.card_cost(catalog, state, seat, card)
        )
        if refused is not None:
            notes[code] = refused
    return notes


def _kmon_why(catalog: Catalog, state: dict, seat: int, kmon_id: str) -> Refusal:
    found = st.find(state, kmon_id)
    if found is None:
        return Refusal("unknown_kmon", {"target": kmon_id})
    owner, place, item = found
    if "on" in item["marks"]:  # a card laid on a K-Mon
        return Refusal("not_a_kmon", {"target": kmon_id})
    if owner != seat:
        return Refusal("not_your_kmon", {"target": kmon_id})
    if item["marks"].get("exhausted"):
        return Refusal("exhausted", {"target": kmon_id, "card": item["card"]})
    if place == "active":
        return Refusal("already_active", {"target": kmon_id, "card": item["card"]})
    return Refusal("not_a_kmon", {"target": kmon_id})


def _heal_why(state: dict, seat: int, kmon_id: str) -> Refusal:
    found = st.find(state, kmon_id)
    if found is None or found[0] != seat:
        return Refusal("not_your_kmon", {"target": kmon_id})
    if found[1] == "active" or found[2]["marks"].get("exhausted"):
        return Refusal("heal_bench", {"target": kmon_id})
    return Refusal("no_damage", {"target": kmon_id})


def _card_why(catalog: Catalog, state: dict, seat: int, code: str) -> Refusal | None:
    if code not in catalog.cards:
        return Refusal("unknown_card", {"card": code})
    if code not in state["hands"][seat]:
        return Refusal("card_not_in_hand", {"card": code})
    return None


def _element_why(catalog: Catalog, state: dict, seat: int, code: str) -> Refusal | None:
    card = catalog.cards[code]
    if not fx.fits(catalog, state, seat, card):
        found = st.active(state, seat)
        name = found["card"] if found else ""
        return Refusal("wrong_element", {"card": code, "element": card.element, "kmon": name})
    return None


def _cost_why(catalog: Catalog, state: dict, seat: int, code: str, cost: int) -> Refusal | None:
    charges = state["charges"][seat]
    if cost > charges:
        return Refusal("charges", {"card": code, "cost": cost, "charges": charges})
    return None


def _attack_why(catalog: Catalog, state: dict, seat: int, boosts: tuple[str, ...]) -> Refusal:
    for code in boosts:
        if catalog.cards[code].kind != "boost":
            return Refusal("not_a_boost", {"card": code})
        refused = _element_why(catalog, state, seat, code)
        if refused is not None:
            return refused
    if len(boosts) == 2:
        if st.trait(catalog, state, seat) != "echo":
            return Refusal("one_boost")
        one, two = (catalog.cards[code] for code in boosts)
        if not one.element or one.element != two.element:
            return Refusal("echo_same_element")
        if boosts[0] == boosts[1] and state["hands"][seat].count(boosts[0]) < 2:
            return Refusal("card_not_in_hand", {"card": boosts[0]})
    cost = sum(catalog.cards[code].cost for code in boosts)
    return _cost_why(catalog, state, seat, " ".join(boosts), cost) or Refusal(
        "not_allowed", {"action": " ".join(("attack", *boosts))}
    )


def _play_why(catalog: Catalog, state: dict, seat: int, verb: str, code: str) -> Refusal | None:
    card = catalog.cards[code]
    wanted = {"item": "item", "ability": "ability", "react": "reaction"}[verb]
    if card.kind != wanted:
        return Refusal(f"not_{wanted}", {"card": code})
    refused = _element_why(catalog, state, seat, code)
    if refused is not None:
        return refused
    top = state["stack"][-1] if verb == "react" else None
    if top is not None and top["kind"] not in fx.ANSWERS[card.answers]:
        return Refusal("does_not_answer", {"card": code, "kind": top["kind"]})
    refused = _cost_why(catalog, state, seat, code, fx.card_cost(catalog, state, seat, card))
    if refused is not None or top is None:
        return refused
    return Refusal("ultimate_evade", {"card": code})


def _evade_why(catalog: Catalog, state: dict, seat: int) -> Refusal:
    top = state["stack"][-1]
    if top["kind"] == "ability" and top["ultimate"]:
        return Refusal("ultimate_evade", {"card": top["code"]})
    if not moves.evadable(catalog, top):
        return Refusal("evade_what", {"kind": top["kind"]})
    return Refusal("too_few_cards", {"count": moves.resolve.evade_cost(catalog, state, seat)})

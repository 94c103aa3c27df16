"""Who decides in a K-Mon battle and what they may do.

The decisions, by phase (`state["phase"]`):
- `first`: the toss winner names the first player, `first pN`;
- `lead`: the first player, then the other, puts a K-Mon in the active place, `lead cN`;
- `item` (phase I): `item CODE` or `skip`;
- `switch` (phase III): `switch cN` or `stay`;
- `action` (phase IV): `attack`, `attack BOOST` (two elemental assaults of one element with Echo),
  `ability CODE`, `defend` or `defend CODE` (a card taken back from the discard pile);
- `react`: the seat answering the newest entry of the chain: `react CODE` (a reaction card),
  `evade`, `blackout`, or `pass` (the chain then resolves);
- `pay`: an evasion's or a blackout's cards, `discard CODE` one at a time;
- `last`: an exhausted Undying K-Mon's last attack, `last` or `pass`;
- `bonus`: `bonus draw`, `bonus charge` or `bonus heal cN`;
- `replace`: the K-Mon coming in, `replace cN`;
- `look`: at a draw of a player whose active K-Mon is a Seer: `look` (at the top 3 cards of
  the deck) or `draw` (as usual);
- `seer`: `keep A B C` (keep A, put B on top of the deck and C under it);
- `discard` (phase V): `discard CODE` down to the hand limit.
"""

from __future__ import annotations

from itertools import permutations

from game.engine.decision import Decision
from game.engine.effects import op_of
from game.engine.notation import Action, seat_text
from game.rules.kmon import effects as fx
from game.rules.kmon import resolve
from game.rules.kmon import state as st
from game.rules.kmon.cards import Card, Catalog

PASS = Action("pass")


def decider(state: dict) -> int | None:
    phase = state["phase"]
    if phase == "over":
        return None
    if phase == "first":
        return state["toss"]
    if phase == "lead":
        from game.rules.kmon.turns import lead_seat

        return lead_seat(state)
    if phase in ("last", "bonus", "replace", "look", "seer"):
        return state["pending"][0]["seat"]
    if phase == "pay":
        return state["pay"]["seat"]
    if phase == "react":
        return st.other(state["stack"][-1]["seat"])
    return state["turn"]


def decision(state: dict) -> Decision | None:
    seat = decider(state)
    if seat is None:
        return None
    phase = state["phase"]
    params: dict = {}
    if phase == "react":
        top = state["stack"][-1]
        params = {"kind": top["kind"], "card": top["code"], "seat": seat_text(top["seat"])}
    elif phase == "pay":
        params = {"count": state["pay"]["left"]}
    optional = phase in ("item", "switch", "react", "last", "look")
    prompt = f"kmon.decision.{phase}"
    if phase == "react":
        prompt += "." + params["kind"]
    return Decision((seat,), "turn", optional, prompt, params)


# -- legal actions ------------------------------------------------------------------------------
def legal_actions(catalog: Catalog, state: dict, seat: int) -> list[Action]:
    if seat != decider(state):
        return []
    phase = state["phase"]
    hand = list(dict.fromkeys(state["hands"][seat]))
    if phase == "first":
        return [Action("first", (seat_text(s),)) for s in st.SEATS]
    if phase == "lead":
        return [Action("lead", (item["id"],)) for item in st.reserves(state, seat)]
    if phase == "item":
        from game.rules.kmon.turns import playable_items

        return [
            *(Action("item", (c,)) for c in playable_items(catalog, state, seat)),
            Action("skip"),
        ]
    if phase == "switch":
        return [*(Action("switch", (i["id"],)) for i in st.reserves(state, seat)), Action("stay")]
    if phase == "action":
        return _actions(catalog, state, seat, hand)
    if phase == "react":
        return _reactions(catalog, state, seat, hand)
    if phase in ("pay", "discard"):
        return [Action("discard", (code,)) for code in hand]
    if phase == "last":
        return [Action("last"), PASS]
    if phase == "bonus":
        heals = [
            Action("bonus", ("heal", item["id"]))
            for item in st.reserves(state, seat)
            if st.damage(item)
        ]
        return [Action("bonus", ("draw",)), Action("bonus", ("charge",)), *heals]
    if phase == "replace":
        return [Action("replace", (item["id"],)) for item in st.reserves(state, seat)]
    if phase == "look":
        return [Action("look"), Action("draw")]
    if phase == "seer":
        return [Action("keep", order) for order in dict.fromkeys(permutations(state["seen"]))]
    return []


def _actions(catalog: Catalog, state: dict, seat: int, hand: list[str]) -> list[Action]:
    actions = [Action("attack", boosts) for boosts in boost_sets(catalog, state, seat, hand)]
    charges = state["charges"][seat]
    for code in hand:
        card = catalog.cards[code]
        if (
            card.kind == "ability"
            and fx.fits(catalog, state, seat, card)
            and fx.ability_cost(catalog, state, seat, card) <= charges
        ):
            actions.append(Action("ability", (code,)))
    actions.append(Action("defend"))
    for code in recoverable(catalog, state, seat):
        actions.append(Action("defend", (code,)))
    return actions


def boost_sets(catalog: Catalog, state: dict, seat: int, hand: list[str]) -> list[tuple[str, ...]]:
    """Every way to boost an attack the seat can pay for: none, one boost, or with Echo two
    elemental assaults of one element (a pair of one card needs two copies in hand)."""
    charges = state["charges"][seat]
    boosts = [
        code
        for code in hand
        if catalog.cards[code].kind == "boost"
        and fx.fits(catalog, state, seat, catalog.cards[code])
        and catalog.cards[code].cost <= charges
    ]
    sets: list[tuple[str, ...]] = [(), *((code,) for code in boosts)]
    if st.trait(catalog, state, seat) == "echo":
        full = state["hands"][seat]
        for i, first in enumerate(boosts):
            for second in boosts[i:]:
                one, two = catalog.cards[first], catalog.cards[second]
                if not (one.element and one.element == two.element):
                    continue
                if first == second and full.count(first) < 2:
                    continue
                if one.cost + two.cost <= charges:
                    sets.append((first, second))
    return sets


def recoverable(catalog: Catalog, state: dict, seat: int) -> list[str]:
    """The cards a K-Mon going into defence may take back: abilities and boosts of the pile."""
    return [
        code
        for code in dict.fromkeys(state["discards"][seat])
        if catalog.cards[code].kind in ("ability", "boost")
    ]


def _reactions(catalog: Catalog, state: dict, seat: int, hand: list[str]) -> list[Action]:
    if out_of_fight(state, seat):
        return [PASS]
    top = state["stack"][-1]
    actions = [
        Action("react", (code,))
        for code in hand
        if reaction_fits(catalog, state, seat, catalog.cards[code], top)
    ]
    if can_evade(catalog, state, seat, top):
        actions.append(Action("evade"))
    if can_blackout(catalog, state, seat, top):
        actions.append(Action("blackout"))
    actions.append(PASS)
    return actions


def out_of_fight(state: dict, seat: int) -> bool:
    """Whether the seat's active K-Mon is exhausted (an Undying K-Mon making its last attack):
    it plays no reaction, evades nothing and calls no blackout."""
    found = st.active(state, seat)
    return found is None or st.spent(found)


def evadable(catalog: Catalog, top: dict) -> bool:
    """Whether the entry is an attack, or an ability aimed at the active K-Mon that is not
    an Ultimate."""
    if top["kind"] in ("attack", "last"):
        return True
    return (
        top["kind"] == "ability"
        and not top["ultimate"]
        and fx.targets_opponent(catalog.cards[top["code"]])
    )


def reaction_fits(catalog: Catalog, state: dict, seat: int, card: Card, top: dict) -> bool:
    if card.kind != "reaction" or top["seat"] == seat:
        return False
    if not fx.fits(catalog, state, seat, card) or card.cost > state["charges"][seat]:
        return False
    if top["kind"] not in fx.ANSWERS[card.answers]:
        return False
    if any(op_of(effect) == "evade" for effect in card.effects):
        return evadable(catalog, top)
    return True


def can_evade(catalog: Catalog, state: dict, seat: int, top: dict) -> bool:
    return (
        top["seat"] != seat
        and evadable(catalog, top)
        and len(state["hands"][seat]) >= resolve.evade_cost(catalog, state, seat)
    )


def can_blackout(catalog: Catalog, state: dict, seat: int, top: dict) -> bool:
    return (
        top["seat"] != seat
        and top["kind"] == "ability"
        and st.trait(catalog, state, seat) == "blackout"
        and len(state["hands"][seat]) >= resolve.BLACKOUT_CARDS
    )

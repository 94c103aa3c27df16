"""A sensible rule-based player for K-Mon.

It reads only its seat's observation and the legal actions (through `kmon_table`). It plays
the action worth the most now: damage dealt (with the elements, the defence and the traits
counted as the rules count them), a K-Mon knocked out, charges won, less the charges and cards
spent; it keeps its charges for an Ultimate it holds, defends when its K-Mon is low, evades or
neutralises a hit that would knock its K-Mon out (or a big one), brings in the K-Mon that
fares best against the opponent's, and swaps out a K-Mon in danger.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai.agent import Agent, register_agent
from game.ai.kmon_table import Table, from_observation
from game.ai.levels import register_levels
from game.engine.contract import Observation
from game.engine.notation import Action, seat_text
from game.rules.kmon.cards import Card, element_bonus, load_catalog

CHARGE = 0.45  # a charge, in damage dealt
SAVED_CHARGE = 0.9  # a charge kept toward an Ultimate in hand
CARD = 0.8  # a card of the hand
KNOCK_OUT = 4.0  # a K-Mon knocked out, beyond its damage
LOW = 3  # HP left at which a K-Mon is in danger
ANSWER_AT = 0.6  # the least worth for which a reaction is played
HARD_BUDGET = {"iterations": 100, "seconds": 0.5}  # Hard's search, a move
WORTH = {"draw": 0.7, "discard": 0.6, "mill": 0.25, "gain": CHARGE, "lose": CHARGE}


# -- the agent ------------------------------------------------------------------------------------
@register_agent("heuristic", ("kmon",))
class KMonHeuristic(Agent):
    name = "heuristic"

    def __init__(self, ruleset_id: str, seed: int, **config: Any):
        super().__init__(ruleset_id, seed)
        self.catalog = load_catalog()

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return choose(from_observation(self.catalog, observation), legal)


register_levels(("kmon",), search=HARD_BUDGET)


def choose(table: Table, legal: Sequence[Action]) -> Action:
    """The heuristic's choice among `legal`, from what `table` shows."""
    if len(legal) == 1:
        return legal[0]
    return max(legal, key=lambda action: score(table, action))


def score(table: Table, action: Action) -> float:
    verb, args = action.verb, action.args
    me, foe = table.seat, table.other
    if verb == "first":
        return 1.0 if args[0] == seat_text(me) else 0.0
    if verb in ("lead", "replace", "switch"):
        return _kmon_worth(table, args[0]) - (0 if verb != "switch" else _stay_worth(table))
    if verb == "stay":
        return 0.0
    if verb == "attack":
        return _attack(table, args)
    if verb == "ability":
        return _ability(table, args[0])
    if verb == "defend":
        return _defend(table, args[0] if args else "")
    if verb == "item":
        return _effects_worth(table, table.card(args[0])) - table.card(args[0]).cost * CHARGE
    if verb == "skip":
        return 0.3
    if verb in ("react", "evade", "blackout"):
        return _answer(table, action)
    if verb == "pass":
        return 0.0 if table.phase == "react" else -1.0  # `pass` of `last`: never
    if verb == "last":
        return 1.0
    if verb == "discard":
        return -card_worth(table, args[0])
    if verb == "bonus":
        return _bonus(table, args)
    if verb == "keep":
        return _keep(table, args)
    del foe
    return 0.0


# -- K-Mon ---------------------------------------------------------------------------------------
def _find(table: Table, kmon_id: str) -> dict | None:
    for seat in (0, 1):
        for item in (table.actives[seat], *table.benches[seat]):
            if item is not None and item["id"] == kmon_id:
                return item
    return None


def matchup(table: Table, mine: dict, theirs: dict | None) -> int:
    """How the elements favour my K-Mon against theirs: what my elements add to my damage,
    less what theirs add to theirs."""
    if theirs is None:
        return 0
    me, them = table.kmon(mine), table.kmon(theirs)
    given = max(element_bonus(e, them.primary) for e in me.elements)
    taken = max(element_bonus(e, me.primary) for e in them.elements)
    return given - taken


def _kmon_worth(table: Table, kmon_id: str) -> float:
    item = _find(table, kmon_id)
    if item is None:
        return -99.0
    kmon = table.kmon(item)
    worth = table.hp_left(item) + 2.0 * matchup(table, item, table.actives[table.other])
    if kmon.trait in ("incandescent", "speed") and table.phase == "lead":
        worth += 1.5
    return worth


def _stay_worth(table: Table) -> float:
    active = table.actives[table.seat]
    if active is None:
        return -99.0
    worth = _kmon_worth(table, active["id"]) + 3.0  # a switch costs tempo
    if table.hp_left(active) <= LOW:
        worth -= 2.0
    return worth


# -- the action -----------------------------------------------------------------------------------
def _knock(table: Table, damage: int) -> float:
    target = table.actives[table.other]
    return KNOCK_OUT if target is not None and damage >= table.hp_left(target) > 0 else 0.0


def _ultimate_cost(table: Table) -> int | None:
    """The cost of the Ultimate in hand the active K-Mon could use, if any."""
    costs = [
        table.cost(table.seat, table.card(code))
        for code in table.hand
        if table.card(code).ultimate and table.fits(table.seat, table.card(code))
    ]
    return min(costs) if costs else None


def _spend(table: Table, cost: int, ultimate: bool = False) -> float:
    saving = _ultimate_cost(table)
    rate = SAVED_CHARGE if saving is not None and not ultimate else CHARGE
    return cost * rate


def _attack(table: Table, boosts: tuple[str, ...]) -> float:
    cards = [table.card(code) for code in boosts]
    cost = sum(card.cost for card in cards)
    if any(not card.element for card in cards):  # a generic boost replaces the damage
        return sum(_effects_worth(table, card) for card in cards) - _spend(table, cost) - CARD
    damage = table.attack_damage(table.seat, boosts)
    return damage + _knock(table, damage) + 2 * CHARGE - _spend(table, cost) - CARD * len(cards)


def _ability(table: Table, code: str) -> float:
    card = table.card(code)
    damage = table.ability_damage(table.seat, code)
    worth = damage + _knock(table, damage) + _effects_worth(table, card, damage_counted=True)
    if card.ultimate:
        worth += 0.5
    return worth - _spend(table, table.cost(table.seat, card), card.ultimate) - CARD * 0.5


def _defend(table: Table, recover: str) -> float:
    active = table.actives[table.seat]
    # an attack on it deals 1 less (2 with Armor): worth it when the K-Mon is low
    worth = 0.25 * (1 + (table.trait(table.seat) == "armor")) + 2 * CHARGE
    if active is not None and table.hp_left(active) <= LOW:
        worth += 1.0
    if recover:
        worth += 0.4 * card_worth(table, recover)
    return worth


def _effects_worth(table: Table, card: Card, damage_counted: bool = False) -> float:
    """What a card's effects other than its damage to the active K-Mon are worth now."""
    me = table.seat
    active = table.actives[me]
    worth = 0.0
    for effect in card.effects:
        op = effect.__struct_config__.tag
        amount = getattr(effect, "amount", 0)
        target = getattr(effect, "target", "self")
        if op == "damage":
            if target == "bench":
                worth += 0.6 * amount * len(table.reserves(table.other))
            elif not damage_counted:
                worth += amount
        elif op == "heal":
            hurt = active["marks"].get("damage", 0) if active else 0
            worth += 0.8 * min(amount, hurt) if target == "self" else 0.4 * amount
        elif op in WORTH:
            good = (target == "self") == (op in ("draw", "gain"))
            worth += WORTH[op] * amount * (1 if good else -1)
        elif op == "recover":
            worth += 0.6 * amount
        elif op == "buff":
            sign = 1 if (effect.amount > 0) == (target == "self") else -1
            if effect.stat == "cost":
                sign = -sign
            worth += 0.5 * sign * abs(effect.amount) * effect.duration
        elif op == "tick":
            worth += 0.7 * amount * effect.duration
        elif op == "switch":
            worth += 1.0 if target == "opponent" else 0.0
    return worth


# -- answers ------------------------------------------------------------------------------------
def incoming(table: Table, entry: dict) -> int:
    """What an entry of the opponent's would deal to my active K-Mon."""
    seat = table.other
    if entry["kind"] in ("attack", "last"):
        return table.attack_damage(seat, tuple(entry["boosts"]))
    if entry["kind"] == "ability":
        return table.ability_damage(seat, entry["code"])
    return 0


def _answer(table: Table, action: Action) -> float:
    top = table.stack[-1]
    me = table.seat
    if top["seat"] == me:  # they answered my action: undo their answer if it hurts me
        return _counter(table, action)
    hit = incoming(table, top)
    active = table.actives[me]
    lethal = active is not None and hit >= table.hp_left(active) > 0
    at_stake = hit + (KNOCK_OUT + 2.0 if lethal else 0.0)
    if top["kind"] == "ability" and not hit:
        at_stake = 1.0  # an ability aimed elsewhere: its effects, roughly
    if action.verb == "evade":
        cost = CARD * (1 if table.trait(me) == "elusive" else 2)
        return at_stake - cost - ANSWER_AT
    if action.verb == "blackout":
        return at_stake - 3 * CARD - ANSWER_AT
    card = table.card(action.args[0])
    ops = {effect.__struct_config__.tag: effect for effect in card.effects}
    saved = 0.0
    if "neutralise" in ops or "evade" in ops:
        saved = at_stake
    elif "reduce" in ops:
        saved = min(ops["reduce"].amount, hit)
        if lethal and hit - ops["reduce"].amount < table.hp_left(active):
            saved += KNOCK_OUT
    saved += _effects_worth(table, card)
    return saved - card.cost * CHARGE - CARD - ANSWER_AT


def _counter(table: Table, action: Action) -> float:
    """My action was answered: a reaction that neutralises the answer saves my action."""
    if action.verb != "react":
        return -99.0
    card = table.card(action.args[0])
    if not any(e.__struct_config__.tag == "neutralise" for e in card.effects):
        return -99.0
    mine = next((entry for entry in reversed(table.stack) if entry["seat"] == table.seat), None)
    at_stake = 2.0
    if mine is not None and mine["kind"] == "ability":
        at_stake = table.ability_damage(table.seat, mine["code"]) + 1.0
    elif mine is not None and mine["kind"] in ("attack", "last"):
        at_stake = table.attack_damage(table.seat, tuple(mine["boosts"])) + 2 * CHARGE
    return at_stake - card.cost * CHARGE - CARD - ANSWER_AT


# -- cards ----------------------------------------------------------------------------------------
def card_worth(table: Table, code: str) -> float:
    """What a card is worth keeping: more when the active K-Mon can use it, and for the damage
    an ability deals for its cost."""
    card = table.card(code)
    worth = 1.0
    if card.kind == "ability":
        damage = sum(
            getattr(e, "amount", 0) for e in card.effects if e.__struct_config__.tag == "damage"
        )
        worth += damage / max(1, card.cost + 1) + (1.0 if card.ultimate else 0.0)
    elif card.kind == "item":
        worth += 0.3
    if not table.fits(table.seat, card):
        worth -= 0.5
    return worth


def _bonus(table: Table, args: tuple[str, ...]) -> float:
    if args[0] == "heal":
        item = _find(table, args[1])
        return min(2, item["marks"].get("damage", 0)) * 0.9 if item else 0.0
    if args[0] == "charge":
        return 2 * (SAVED_CHARGE if _ultimate_cost(table) else CHARGE)
    return 2 * WORTH["draw"]


def _keep(table: Table, order: tuple[str, ...]) -> float:
    """Keep the best card, and put the next best on top."""
    worths = [card_worth(table, code) for code in order]
    return worths[0] * 10 + sum(w * (len(worths) - i) for i, w in enumerate(worths[1:]))

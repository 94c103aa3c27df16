"""A sensible rule-based player for K-Mon.

It reads only its seat's observation and the legal actions (through `kmon_table`). It plays
the action worth the most now: damage dealt (with the elements, the defence and the traits
counted as the rules count them, and the odds that the opponent evades it), a K-Mon knocked
out, charges won, less the charges and cards spent. Resources are worth what they can still
do: a card that the hand limit would discard anyway, or a charge beyond what the hand can use,
is worth little. It keeps its charges for an Ultimate it holds, defends when its K-Mon is low
(above all when that saves it from the next attack), evades or neutralises a hit that would
knock its K-Mon out (or a big one), brings in the K-Mon that fares best against the opponent's
or can use the Ultimate in hand, and swaps out a K-Mon in danger.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.ai.agent import Agent
from game.ai.kmon_table import Table, from_observation
from game.engine.contract import Observation
from game.engine.effects import op_of
from game.engine.notation import Action, seat_text
from game.rules.kmon.cards import Card, KMon, element_bonus, load_catalog
from game.rules.kmon.effects import priced

CHARGE = 0.45  # a charge, in damage dealt
SAVED_CHARGE = 0.9  # a charge kept toward an Ultimate in hand
CARD = 0.8  # a card of the hand
KNOCK_OUT = 4.0  # a K-Mon knocked out, beyond its damage
LOW = 3  # HP left at which a K-Mon is in danger
ANSWER_AT = 0.6  # the least worth for which a reaction is played
HARD_BUDGET = {"iterations": 300, "seconds": 0.8}  # Hard's search, a move
WORTH = {"draw": 0.7, "discard": 0.6, "mill": 0.25, "gain": CHARGE, "lose": CHARGE}
HAND_LIMIT = 5  # the rules' hand limit: a card beyond it is discarded at the end of the turn
ENOUGH = 6  # charges beyond these (and beyond an Ultimate's cost) are rarely spent
SPARE_CHARGE = 0.15  # a charge beyond what the hand can use


# -- the agent ------------------------------------------------------------------------------------
class KMonHeuristic(Agent):
    name = "heuristic"

    def __init__(self, ruleset_id: str, seed: int, **config: Any):
        super().__init__(ruleset_id, seed)
        self.catalog = load_catalog()

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return choose(from_observation(self.catalog, observation), legal)


def choose(table: Table, legal: Sequence[Action]) -> Action:
    """The heuristic's choice among `legal`, from what `table` shows."""
    if len(legal) == 1:
        return legal[0]
    return max(legal, key=lambda action: score(table, action))


def score(table: Table, action: Action) -> float:
    verb, args = action.verb, action.args
    if verb == "first":
        return 1.0 if args[0] == seat_text(table.seat) else 0.0
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
    if verb == "look":  # a Seer's look costs nothing and picks the best of three
        return 1.0
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
    if table.phase in ("switch", "replace"):
        worth += 0.8 * _ultimate_ready(table, kmon)
    return worth


def _ultimate_ready(table: Table, kmon: KMon) -> int:
    """The damage of the best Ultimate in hand this K-Mon could use now, as the active one."""
    best = 0
    for code in table.hand:
        card = table.card(code)
        if not card.ultimate or (card.element and card.element not in kmon.elements):
            continue
        if priced(card, kmon.trait, 0) <= table.charges[table.seat]:
            best = max(best, sum(e.amount for e in card.effects if op_of(e) == "damage"))
    return best


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


def _charge_worth(nth: int, saving: int | None) -> float:
    """What the `nth` charge held (1 the first) is worth: more while it is kept toward an
    Ultimate in hand, little once there are more than the hand can use."""
    if saving is not None and nth <= saving:
        return SAVED_CHARGE
    return CHARGE if nth <= max(ENOUGH, saving or 0) else SPARE_CHARGE


def _spend(table: Table, cost: int, ultimate: bool = False) -> float:
    """What paying `cost` of the charges held is worth: the top ones go first."""
    held = table.charges[table.seat]
    saving = None if ultimate else _ultimate_cost(table)
    return sum(_charge_worth(n, saving) for n in range(held - cost + 1, held + 1))


def _gain(table: Table, amount: int, spent: int = 0, seat: int | None = None) -> float:
    """What `amount` more charges are worth to `seat` (mine by default), after `spent`."""
    seat = table.seat if seat is None else seat
    held = max(0, table.charges[seat] - spent)
    saving = _ultimate_cost(table) if seat == table.seat else None
    return sum(_charge_worth(n, saving) for n in range(held + 1, held + amount + 1))


def _cards(table: Table, count: int) -> float:
    """What `count` cards of the hand are worth, the least useful ones going first: only one
    action a turn is possible, so a card that would be discarded at the hand limit anyway is
    worth little."""
    size = len(table.hand)
    return sum(CARD * _card_weight(size - n) for n in range(count))


def _draw_worth(table: Table, amount: int) -> float:
    """What drawing `amount` cards is worth: little into a full hand."""
    size = len(table.hand)
    return sum(WORTH["draw"] * _card_weight(size + n) for n in range(1, amount + 1))


def _card_weight(place: int) -> float:
    """How much the `place`-th card of a hand counts (1 the first)."""
    if place > HAND_LIMIT:
        return 0.1
    if place == HAND_LIMIT:
        return 0.35
    if place == HAND_LIMIT - 1:
        return 0.75
    return 1.0


def _attack(table: Table, boosts: tuple[str, ...]) -> float:
    cards = [table.card(code) for code in boosts]
    cost = sum(card.cost for card in cards)
    if any(not card.element for card in cards):  # a generic boost replaces the damage
        worth = sum(_effects_worth(table, card) for card in cards)
        return worth - _spend(table, cost) - _cards(table, len(cards))
    damage = table.attack_damage(table.seat, boosts)
    landed = damage + _knock(table, damage) + _gain(table, 2, cost)
    odds = _evade_odds(table, damage)
    worth = (1 - odds) * landed + odds * _drain(table)
    return worth - _spend(table, cost) - _cards(table, len(cards))


def _evade_cost(table: Table, seat: int) -> int:
    return 1 if table.trait(seat) == "elusive" else 2


def _evade_odds(table: Table, damage: int) -> float:
    """How likely the opponent is to evade a hit of `damage` on its active K-Mon: not at all
    without the cards to pay, more for a big or a knocking-out hit and with cards to spare."""
    foe = table.other
    cost = _evade_cost(table, foe)
    spare = table.hand_sizes[foe] - cost
    if spare < 0 or damage <= 0:
        return 0.0
    target = table.actives[foe]
    odds = 0.2 + 0.1 * min(spare, 3) + 0.1 * max(0, damage - 2)
    if cost == 1:
        odds += 0.2
    if target is not None and damage >= table.hp_left(target):
        odds += 0.3
    return min(0.9, odds)


def _drain(table: Table) -> float:
    """An evasion of the opponent's: the cards it costs them."""
    return 0.4 * CARD * _evade_cost(table, table.other)


def _ability(table: Table, code: str) -> float:
    card = table.card(code)
    damage = table.ability_damage(table.seat, code)
    worth = damage + _knock(table, damage) + _effects_worth(table, card, damage_counted=True)
    if card.ultimate:
        worth += 0.5
    elif any(getattr(e, "target", "") == "opponent" for e in card.effects):
        # it may be evaded: it then deals only its damage to the bench
        odds = _evade_odds(table, damage)
        bench = sum(
            0.6 * e.amount * len(table.reserves(table.other))
            for e in card.effects
            if op_of(e) == "damage" and e.target == "bench"
        )
        worth = (1 - odds) * worth + odds * (_drain(table) + bench)
    return (
        worth - _spend(table, table.cost(table.seat, card), card.ultimate) - 0.5 * _cards(table, 1)
    )


def _defend(table: Table, recover: str) -> float:
    active = table.actives[table.seat]
    # an attack on it deals 1 less (2 with Armor): worth it when the K-Mon is low
    less = 1 + (table.trait(table.seat) == "armor")
    worth = 0.25 * less + _gain(table, 2)
    left = table.hp_left(active)
    if active is not None and left <= LOW:
        threat = table.attack_damage(table.other, ())  # their plain attack, as it stands
        worth += 1.0 if threat >= left > threat - less else 0.3
    if recover:
        worth += 0.4 * card_worth(table, recover)
    return worth


def _effects_worth(table: Table, card: Card, damage_counted: bool = False) -> float:
    """What a card's effects other than its damage to the active K-Mon are worth now."""
    me = table.seat
    active = table.actives[me]
    worth = 0.0
    for effect in card.effects:
        op = op_of(effect)
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
        elif op == "gain" and target == "self":
            worth += _gain(table, amount)
        elif op == "lose" and target == "opponent":
            taken = min(amount, table.charges[table.other])
            worth += _gain(table, taken, taken, table.other)
        elif op == "draw" and target == "self":
            worth += _draw_worth(table, amount)
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
        cost = _cards(table, 1 if table.trait(me) == "elusive" else 2)
        return at_stake - cost - ANSWER_AT
    if action.verb == "blackout":
        return at_stake - _cards(table, 3) - ANSWER_AT
    card = table.card(action.args[0])
    ops = {op_of(effect): effect for effect in card.effects}
    saved = 0.0
    if "neutralise" in ops or "evade" in ops:
        saved = at_stake
    elif "reduce" in ops:
        saved = min(ops["reduce"].amount, hit)
        if lethal and hit - ops["reduce"].amount < table.hp_left(active):
            saved += KNOCK_OUT
    saved += _effects_worth(table, card)
    return saved - _spend(table, card.cost) - _cards(table, 1) - ANSWER_AT


def _counter(table: Table, action: Action) -> float:
    """My action was answered: a reaction that neutralises the answer saves my action."""
    if action.verb != "react":
        return -99.0
    card = table.card(action.args[0])
    if not any(op_of(e) == "neutralise" for e in card.effects):
        return -99.0
    mine = next((entry for entry in reversed(table.stack) if entry["seat"] == table.seat), None)
    at_stake = 2.0
    if mine is not None and mine["kind"] == "ability":
        at_stake = table.ability_damage(table.seat, mine["code"]) + 1.0
    elif mine is not None and mine["kind"] in ("attack", "last"):
        at_stake = table.attack_damage(table.seat, tuple(mine["boosts"])) + 2 * CHARGE
    return at_stake - _spend(table, card.cost) - _cards(table, 1) - ANSWER_AT


# -- cards ----------------------------------------------------------------------------------------
def card_worth(table: Table, code: str) -> float:
    """What a card is worth keeping: more when the active K-Mon can use it, and for the damage
    an ability deals for its cost."""
    card = table.card(code)
    worth = 1.0
    if card.kind == "ability":
        damage = sum(getattr(e, "amount", 0) for e in card.effects if op_of(e) == "damage")
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
        return _gain(table, 2)
    return _draw_worth(table, 2)


def _keep(table: Table, order: tuple[str, ...]) -> float:
    """Keep the best card, and put the next best on top."""
    worths = [card_worth(table, code) for code in order]
    return worths[0] * 10 + sum(w * (len(worths) - i) for i, w in enumerate(worths[1:]))

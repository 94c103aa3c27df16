"""A sensible rule-based player for Uno Mostro.

It reads only its seat's observation (the generic view: boards, its own hand, life, the
chain, the fight's bookkeeping) and the legal actions. Its policy, move by move:
- In its turn, before the attack: summons every monster, strongest first (summoning is
  free and a monster may attack at once); steals the strongest enemy monster (a banned one
  counts for less); destroys the strongest enemy monster when it is worth a Wild (or when the
  hand is too full to keep the Wild); lays a second ban on a strong enemy blocker; lays its
  +2s and +4s on its own monsters, first on one the buff lifts over the defender's strongest
  blocker, else on its strongest attacker, and draws 2 with them when it has no monster to
  buff; plays a spare 0 (it keeps one to answer) on the strongest enemy monster to attack with
  it; then attacks as `game/ai/uno_mostro_table.py` plans (the opponent the attack hurts most,
  the monsters no blocker can kill and survive, everything when the attack is lethal).
- After the attack: summons, steals, bans the strongest enemy attacker, draws with spare
  +2s and +4s when it has no monster, then ends the turn; at the hand limit it discards its
  least useful cards (the weakest monsters first).
- Defending: blocks to kill and survive, trades evenly, gangs two blockers on a big attacker,
  throws in monsters taken for the turn, and chump-blocks only when the life at stake is
  dangerous. Helping another's defence (3 players or more), it blocks only when it is free.
- With a 0 in a window after the blockers are declared: the attacker takes the blocker that
  holds back most damage (then joins it to the attack, unblocked), the defender the attacker
  whose damage hurts most (then blocks with it). It cancels a 0 that takes a monster of its
  own, and answers a cancel of its own 0, when the monster is worth it.
- Sharing an attacker's damage, it kills as many blockers as it can, the cheapest first.
- Once the deck is empty (a quiet round then ends the game, the most life winning): leading,
  it plays nothing in its turn; behind, it attacks the player with the most life; and it
  chump-blocks any attacker stronger than its smallest blocker.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.agent import Agent
from game.ai.uno_mostro_table import (
    DECK,
    Table,
    alive,
    assignment,
    attack_plan,
    best_defender,
    block_plan,
    blockers,
    can_attack,
    controlled,
    controller,
    endgame,
    from_observation,
    leading,
    monsters,
    power,
    threat,
    zeros_unseen,
)
from game.engine.contract import Observation
from game.engine.notation import Action, seat_text

HAND_LIMIT = 7
# What a card in hand is worth keeping (a monster: its number).
KEEP = {"plus2": 3.0, "plus4": 5.0, "ban": 4.0, "destroy": 7.0, "steal": 8.0, "control": 6.5}
STEAL_MIN = 3.0  # the weakest monster worth a steal
DESTROY_MIN = 5.0  # ... a destroy
BAN_MIN = 4.0  # ... a ban
SECOND_BAN_MIN = 6  # the weakest blocker worth a second ban
CONTROL_MIN = 5  # the weakest monster a spare 0 takes in the own turn
WINDOW_GAIN = 7  # the damage a 0 in a fight must swing
ANSWER_MIN = 3  # the weakest monster worth a 0 against a 0
DONE, END, PASS = Action("done"), Action("end"), Action("pass")
HARD_BUDGET = {"iterations": 100, "seconds": 0.5}


def choose(t: Table, legal: Sequence[Action]) -> Action:
    """The policy; `t` may come from an observation or (in a playout) a sampled world."""
    if len(legal) == 1:
        return legal[0]
    allowed = set(legal)
    phase = t.phase
    if phase in ("main", "after"):
        chosen = own_turn(t, legal, allowed)
    elif phase == "attackers":
        chosen = _attacker(t, t.combat["defender"], allowed)
    elif phase == "blockers":
        chosen = next((Action("block", b) for b in block_plan(t)), DONE)
    elif phase == "join":
        chosen = _join(t, legal)
    elif phase == "window":
        chosen = _window(t, allowed)
    elif phase == "answer":
        chosen = _answer(t, legal)
    elif phase == "assign":
        attacker, blocker, amount = assignment(t)
        chosen = Action("assign", (attacker, blocker, str(amount)))
    else:  # discard
        chosen = min(legal, key=lambda a: keep_value(a.args[0]))
    return chosen if chosen in allowed else legal[-1]


class UnoMostroHeuristic(Agent):
    name = "heuristic"

    def act(self, observation: Observation, legal: Sequence[Action]) -> Action:
        return choose(from_observation(observation), legal)


# -- the own turn --------------------------------------------------------------------------
def own_turn(t: Table, legal: Sequence[Action], allowed: set[Action]) -> Action:
    if endgame(t) and leading(t):
        return END  # a card played would put off the quiet round that ends the game
    before = t.phase == "main"
    held = {}
    for action in legal:
        if action.verb not in ("attack", "end"):
            held.setdefault(DECK.role(action.args[0]), action.args[0])
    if "monster" in held:
        best = max(
            (a.args[0] for a in legal if a.verb == "summon"),
            key=lambda c: DECK.cards[c].strength,
        )
        return Action("summon", (best,))
    crowded = len(t.hand) > HAND_LIMIT
    enemies = [(o, m) for o, m in monsters(t) if controller(o, m) != t.me]
    if "steal" in held:
        target = _best(enemies, threat, STEAL_MIN, lambda o, m: o != t.me)
        if target:
            return Action("steal", (held["steal"], target))
    if before and "destroy" in held:
        least = 1.0 if crowded else DESTROY_MIN
        target = _best(enemies, threat, least, lambda o, m: o != t.me)
        if target:
            return Action("destroy", (held["destroy"], target))
    if "ban" in held:
        action = _ban(t, held["ban"], enemies, before, crowded)
        if action in allowed:
            return action
    if before and "control" in held:
        spare = sum(1 for c in t.hand if DECK.role(c) == "control") > 1 or not zeros_unseen(t)
        pick = _best(enemies, lambda m: power(m) * can_attack(m), CONTROL_MIN, lambda o, m: True)
        if spare and pick:
            return Action("control", (held["control"], pick))
    buffs = [c for c in t.hand if DECK.role(c) in ("plus4", "plus2")]
    if buffs:
        own = [m for o, m in controlled(t, t.me) if o == t.me and can_attack(m)]
        if before and own:
            for code in sorted(buffs, key=lambda c: DECK.role(c) != "plus4"):
                action = Action("buff", (code, _buff_target(t, code, own)))
                if action in allowed:
                    return action
        if not own:
            return Action("draw", (buffs[0],))
    if before and any(a.verb == "attack" for a in legal):
        defender, plan = best_defender(t)
        if plan:
            return _attacker(t, defender, allowed)
    return END


def _best(candidates, worth, least: float, wanted) -> str | None:
    """The id of the candidate monster worth most, if it is worth at least `least`."""
    scored = [(worth(m), m["id"]) for o, m in candidates if wanted(o, m)]
    if not scored:
        return None
    value, iid = max(scored)
    return iid if value >= least else None


def _ban(t: Table, code: str, enemies, before: bool, crowded: bool) -> Action | None:
    """A second ban on a strong blocker (before the attack), else a first ban on the
    strongest attacker (after it, or when the hand is too full to keep the ban)."""
    twice = [(power(m), m["id"]) for _, m in enemies if m["marks"].get("bans", 0) == 1]
    if twice and max(twice)[0] >= SECOND_BAN_MIN:
        return Action("ban", (code, max(twice)[1]))
    if before and not crowded:
        return None
    once = [(power(m), m["id"]) for _, m in enemies if not m["marks"].get("bans", 0)]
    if once and (max(once)[0] >= BAN_MIN or crowded):
        return Action("ban", (code, max(once)[1]))
    return None


def _buff_target(t: Table, code: str, own: list[dict]) -> str:
    """The own monster the buff helps most: one it lifts over the strongest enemy blocker,
    else the strongest."""
    amount = 4 if DECK.role(code) == "plus4" else 2
    walls = [max(blockers(t, s), default=0) for s in alive(t) if s != t.me]
    wall = max(walls, default=0)
    lifted = [m for m in own if power(m) < wall <= power(m) + amount]
    pool = lifted or own
    return max(pool, key=lambda m: (power(m), m["id"]))["id"]


def _attacker(t: Table, defender: int, allowed: set[Action]) -> Action:
    for iid in attack_plan(t, defender):
        action = Action("attack", (iid, seat_text(defender)))
        if action in allowed:
            return action
    return DONE if DONE in allowed else END


# -- windows, the chain of 0s, and a monster taken in a fight --------------------------------
def _window(t: Table, allowed: set[Action]) -> Action:
    fight = t.combat
    zeros = [c for c in t.hand if DECK.role(c) == "control"]
    if not zeros or fight is None or fight["stage"] != "defence":
        return PASS
    by_id = {m["id"]: (o, m) for o, m in monsters(t)}
    blocked: dict[str, list[dict]] = {}
    for _, m in by_id.values():
        if m["marks"].get("blocking"):
            blocked.setdefault(m["marks"]["blocking"], []).append(m)
    best, gain = None, 0
    if t.turn == t.me:  # take a blocker: its attacker may get through, and it joins
        for attacker, walls in blocked.items():
            for wall in walls:
                if controller(*by_id[wall["id"]]) == t.me:
                    continue
                through = power(by_id[attacker][1]) if len(walls) == 1 else 0
                value = through + power(wall) * can_attack(wall)
                if value > gain:
                    best, gain = wall["id"], value
        life = t.life[fight["defender"]]
    elif fight["defender"] == t.me:  # take the attacker that hurts most
        for attacker in fight["attackers"]:
            owner, m = by_id[attacker]
            value = power(m) * (2 if attacker not in blocked else 1)
            if value > gain:
                best, gain = attacker, value
        life = t.life[t.me]
    else:
        return PASS
    if best is None or (gain < WINDOW_GAIN and gain < life):
        return PASS
    action = Action("control", (zeros[0], best))
    return action if action in allowed else PASS


def _answer(t: Table, legal: Sequence[Action]) -> Action:
    """Cancel a 0 that takes one of our monsters, or a cancel of our own 0."""
    first = t.chain[0]
    found = next(((o, m) for o, m in monsters(t) if m["id"] == first["marks"]["target"]), None)
    if found is None or power(found[1]) < ANSWER_MIN:
        return PASS
    happens = len(t.chain) % 2 == 1
    ours = controller(*found) == t.me
    mine = first["marks"]["seat"] == t.me
    if (happens and ours and not mine) or (not happens and mine):
        return next((a for a in legal if a.verb == "cancel"), PASS)
    return PASS


def _join(t: Table, legal: Sequence[Action]) -> Action:
    """A monster taken in a fight: the attacker adds it, unblocked now; a defender blocks
    the attack that hurts most with it."""
    attacks = [a for a in legal if a.verb == "attack"]
    if attacks:
        return attacks[0]
    plan = block_plan(t)
    joiner = t.combat["joiner"]
    return next((Action("block", b) for b in plan if b[0] == joiner), DONE)


def keep_value(code: str) -> float:
    card = DECK.cards[code]
    return float(card.strength) if card.role == "monster" else KEEP[card.role]

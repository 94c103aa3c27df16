"""What an Uno Mostro computer player reads of the table, and the fights it plans.

A `Table` holds the facts one seat may use: every board (public), its own hand, the life
totals, the chain of 0s and the fight under way. It is built either from the seat's
observation (the heuristic) or from a whole state (the search's playouts, whose states are
sampled worlds); the plans below read only the deciding seat's own hand.

The plans are the player's judgement of a fight:
- `attack_plan`: the monsters to send against one opponent. A monster attacks when no
  blocker of the defender could kill it and survive (it kills what blocks it, or trades
  evenly), when the defender has nothing to block with, when the attack is lethal however
  the defender blocks its strongest, and always when it is a monster taken for the turn;
  every monster attacks once the deck is empty and the player is not ahead on life.
- `block_plan`: blocks that kill the attacker and survive, then even trades and two blockers
  that together kill a big attacker while it can kill only one, then monsters taken for the
  turn thrown in front of the biggest attackers; chump blocks only when the life at stake is
  dangerous, or once the deck is empty (a quiet round then ends the game: the most life
  wins). A seat helping another's defence makes only the blocks that cost it nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from game.engine.zones import zone_id
from game.rules.uno_mostro.cards import load_deck

DECK = load_deck()
ZEROS = DECK.count("control")
DANGER = 20  # life left after a fight below which a chump block is worth a small monster
CHUMP_MAX = 3  # the strongest monster thrown away in a chump block that is not forced
GANG_MIN = 5  # the weakest attacker worth two blockers


@dataclass(slots=True)
class Table:
    me: int
    players: int
    phase: str
    turn: int
    combat: dict | None
    boards: list[list[dict]]
    hand: list[str]
    hands: list[int]  # every hand's size
    life: list[int]
    chain: list[dict]
    zeros_seen: int  # 0s face up (graveyard and chain) or in the own hand
    deck_size: int


def from_observation(obs: Mapping[str, Any]) -> Table:
    zones, extras, players, me = obs["zones"], obs["extras"], obs["players"], obs["seat"]
    hand = zones[zone_id("hand", me)]["cards"] or []
    chain = zones["chain"]["cards"]
    seen = sum(1 for code in zones["discard"]["cards"] if DECK.role(code) == "control")
    seen += len(chain) + sum(1 for code in hand if DECK.role(code) == "control")
    return Table(
        me,
        players,
        extras["phase"],
        extras["turn"],
        extras["combat"],
        [zones[zone_id("board", s)]["cards"] for s in range(players)],
        hand,
        [zones[zone_id("hand", s)]["size"] for s in range(players)],
        [obs["counters"][zone_id("life", s)] for s in range(players)],
        chain,
        seen,
        zones["deck"]["size"],
    )


def from_state(state: Mapping[str, Any], seat: int) -> Table:
    """The same facts read from a whole state (a sampled world: the hands are guesses)."""
    hand = state["hands"][seat]
    seen = sum(1 for code in state["discard"] if DECK.role(code) == "control")
    seen += len(state["chain"]) + sum(1 for code in hand if DECK.role(code) == "control")
    return Table(
        seat,
        state["players"],
        state["phase"],
        state["turn"],
        state["combat"],
        state["boards"],
        hand,
        [len(h) for h in state["hands"]],
        state["life"],
        state["chain"],
        seen,
        len(state["deck"]),
    )


# -- monsters ------------------------------------------------------------------------------
def power(item: dict) -> int:
    """Strength, which is also toughness."""
    return DECK.cards[item["card"]].strength + item["marks"].get("power", 0)


def controller(owner: int, item: dict) -> int:
    taker = item["marks"].get("controller")
    return owner if taker is None else int(taker[1:]) - 1


def monsters(t: Table) -> list[tuple[int, dict]]:
    return [(o, item) for o, board in enumerate(t.boards) for item in board if _is_monster(item)]


def _is_monster(item: dict) -> bool:
    return "on" not in item["marks"]


def controlled(t: Table, seat: int) -> list[tuple[int, dict]]:
    return [(o, item) for o, item in monsters(t) if controller(o, item) == seat]


def can_attack(item: dict) -> bool:
    return not item["marks"].get("bans", 0)


def can_block(item: dict) -> bool:
    marks = item["marks"]
    return marks.get("bans", 0) < 2 and not marks.get("fresh")


def blockers(t: Table, seat: int) -> list[int]:
    """The strengths of the monsters `seat` could block with (taken ones left out)."""
    return [power(m) for o, m in controlled(t, seat) if can_block(m) and o == seat]


def threat(item: dict) -> float:
    """What an enemy monster is worth removing: less when bans hold it back."""
    bans = item["marks"].get("bans", 0)
    return power(item) * (1.0, 0.6, 0.1)[min(bans, 2)]


def alive(t: Table) -> list[int]:
    return [s for s in range(t.players) if t.life[s] > 0]


def zeros_unseen(t: Table) -> int:
    """The 0s that may still be in another player's hand or the deck."""
    return ZEROS - t.zeros_seen


# -- attacking -----------------------------------------------------------------------------
def attack_plan(t: Table, defender: int) -> list[str]:
    """The ids of the monsters worth sending against `defender`, strongest first."""
    ready = sorted(
        ((power(m), o, m["id"]) for o, m in controlled(t, t.me) if can_attack(m)),
        reverse=True,
    )
    walls = sorted(blockers(t, defender), reverse=True)
    if not ready:
        return []
    strengths = [p for p, _, _ in ready]
    behind = endgame(t) and not leading(t)  # only damage can still win the game
    if behind or not walls or sum(strengths[len(walls) :]) >= t.life[defender]:
        return [iid for _, _, iid in ready]
    top = walls[0]
    return [iid for p, o, iid in ready if o != t.me or p >= top]


def attack_value(t: Table, defender: int, plan: list[str]) -> float:
    """How much an attack on `defender` is worth: the damage likely to get through, more
    when it is lethal, and a little more against a player low on life."""
    if not plan:
        return 0.0
    strength = {m["id"]: power(m) for _, m in monsters(t)}
    sent = sorted((strength[iid] for iid in plan), reverse=True)
    through = sum(sent[len(blockers(t, defender)) :])
    lethal = 100.0 if through >= t.life[defender] else 0.0
    return lethal + through + 0.3 * sum(sent) + 0.2 * (100 - t.life[defender])


def best_defender(t: Table) -> tuple[int, list[str]]:
    """The opponent to attack: the one the attack hurts most (the weakest, most exposed);
    once life decides the game, the one with the most life."""
    options = [(s, attack_plan(t, s)) for s in alive(t) if s != t.me]
    if endgame(t):
        return max(options, key=lambda o: (bool(o[1]), t.life[o[0]], -o[0]))
    return max(options, key=lambda o: (attack_value(t, o[0], o[1]), -o[0]))


def endgame(t: Table) -> bool:
    """The deck is empty: a quiet round now ends the game, and the most life wins."""
    return t.deck_size == 0


def leading(t: Table) -> bool:
    """Strictly the most life at the table."""
    return all(t.life[t.me] > t.life[s] for s in alive(t) if s != t.me)


# -- blocking ------------------------------------------------------------------------------
def block_plan(t: Table) -> list[tuple[str, str]]:
    """The blocks `t.me` wants to add to the fight now, as (blocker, attacker) ids."""
    fight = t.combat
    by_id = {m["id"]: (o, m) for o, m in monsters(t)}
    mine = [
        (power(m), o != t.me, m["id"])
        for o, m in controlled(t, t.me)
        if can_block(m) and "blocking" not in m["marks"] and "attacking" not in m["marks"]
    ]
    mine.sort()
    held = {a: 0 for a in fight["attackers"]}  # the strength already blocking each attacker
    for _, m in by_id.values():
        target = m["marks"].get("blocking")
        if target in held:
            held[target] += power(m)
    attackers = sorted(((power(by_id[a][1]), a) for a in held if a in by_id), reverse=True)
    open_ = [(p, a) for p, a in attackers if not held[a]]  # one blocker stops the damage
    plan: list[tuple[str, str]] = []
    defending = fight["defender"] == t.me

    def take(choice):
        mine.remove(choice)
        return choice[2]

    for p, a in list(open_):
        kill = next((b for b in mine if b[0] > p), None)
        if kill is None:
            kill = next((b for b in mine if b[1] or (defending and b[0] == p)), None)
        if kill is not None:
            plan.append((take(kill), a))
            open_.remove((p, a))
    if not defending:
        return plan
    for p, a in list(open_):
        pair = _gang(mine, p)
        if pair is not None and p >= GANG_MIN:
            plan += [(take(pair[0]), a), (take(pair[1]), a)]
            open_.remove((p, a))
    life, scoring = t.life[t.me], endgame(t)
    for p, a in list(open_):
        coming = sum(q for q, _ in open_)
        if not mine or (life - coming > DANGER and not scoring):
            break
        small = mine[0]
        if life - coming <= 0 or small[0] <= CHUMP_MAX or (scoring and small[0] < p):
            plan.append((take(small), a))
            open_.remove((p, a))
    return plan


def _gang(mine: list[tuple], strength: int) -> tuple | None:
    """Two blockers that kill an attacker of `strength`, which can kill only one of them."""
    best = None
    for i, one in enumerate(mine):
        for two in mine[i + 1 :]:
            total = one[0] + two[0]
            fits = total > strength and max(one[0], two[0]) < strength
            if fits and (best is None or total < best[0][0] + best[1][0]):
                best = (one, two)
    return best


def assignment(t: Table) -> tuple[str, str, int]:
    """How the attacker in turn shares its damage: kill the cheapest blockers first."""
    fight = t.combat
    attacker, left, dealt = fight["queue"][0], fight["left"], fight["dealt"]
    need = []
    for _, m in monsters(t):
        if m["marks"].get("blocking") == attacker:
            missing = power(m) - m["marks"].get("damage", 0) - dealt.get(m["id"], 0)
            need.append((max(missing, 0), -power(m), m["id"]))
    killable = sorted(n for n in need if 0 < n[0] <= left)
    if killable:
        amount, _, blocker = killable[0]
        return attacker, blocker, amount
    return attacker, min(need)[2], left

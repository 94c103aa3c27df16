"""A turn's attack, as a sequence of decisions: the attackers declared one by one, a window
for Control cards, the blockers of the defender and (with 3 players or more) of the others,
another window, then the attacker's damage shared among its blockers, and the damage dealt.

`state["combat"]` is plain data: the `defender`, the `attackers` in the order declared, the
`stage` (`attack` until the blockers are declared, then `defence`), the seats still `asking`
to declare blockers, the `joiner` (a monster taken with a 0 that its new controller may add
to the fight), the attackers whose damage is still to be shared (`queue`), the points `left`
of the first of them, and the damage `dealt` so far to each blocker.
"""

from __future__ import annotations

from game.engine.decision import open_window
from game.engine.notation import Event, seat_text
from game.rules.uno_mostro import board, turns
from game.rules.uno_mostro.cards import Deck

DONE_VALUE = {"attackers": "attack", "blockers": "block", "join": "join"}


def defending_seats(state: dict) -> list[int]:
    """Who may block: the defender, then (with 3 players or more still in) the others but the
    attacker, in turn order."""
    defender = state["combat"]["defender"]
    if len(turns.alive(state)) < 3:
        return [defender]
    others = [s for s in turns.after(state, state["turn"]) if s not in (defender, state["turn"])]
    return [defender, *others]


def blockers_of(state: dict, attacker_id: str) -> list[tuple[int, dict]]:
    return [
        (owner, item)
        for owner, item in board.monsters(state)
        if item["marks"].get("blocking") == attacker_id
    ]


def free_blockers(state: dict, seat: int) -> list[dict]:
    """The monsters `seat` may still declare as blockers."""
    return [
        item
        for item in board.controlled_by(state, seat)
        if board.can_block(item)
        and "blocking" not in item["marks"]
        and "attacking" not in item["marks"]
    ]


def zeros_unseen(deck: Deck, state: dict) -> bool:
    """Whether a 0 may still be in someone's hand: not all of them lie face up (public)."""
    seen = sum(1 for code in state["discard"] if deck.role(code) == "control")
    seen += sum(1 for entry in state["chain"] if deck.role(entry["card"]) == "control")
    return seen < deck.count("control")


# -- declaring the attack ------------------------------------------------------------------------
def attack(
    deck: Deck, state: dict, seat: int, target: str, defender: int, events: list[Event]
) -> None:
    """One more attacker; the first names the defender and starts the declaration."""
    if state["combat"] is None:
        state["combat"] = {
            "defender": defender,
            "attackers": [],
            "stage": "attack",
            "asking": [],
            "joiner": None,
            "queue": [],
            "left": None,
            "dealt": {},
        }
        state["phase"] = "attackers"
    combat = state["combat"]
    monster = board.find(state, target)[1]
    combat["attackers"].append(target)
    monster["marks"]["attacking"] = seat_text(defender)
    events.append(Event("attack", seat, defender, (monster["card"],), value=target, ids=(target,)))
    if state["phase"] == "join":
        combat["joiner"] = None
        open_control_window(deck, state, events, seat)


def block(
    deck: Deck, state: dict, seat: int, blocker: str, target: str, events: list[Event]
) -> None:
    _, monster = board.find(state, blocker)
    monster["marks"]["blocking"] = target
    attacker = state["turn"]  # the attacking player, whoever owns the attacker
    events.append(
        Event("block", seat, attacker, (monster["card"],), value=target, ids=(blocker, target))
    )
    if state["phase"] == "join":
        state["combat"]["joiner"] = None
        open_control_window(deck, state, events, seat)


def done(deck: Deck, state: dict, seat: int, events: list[Event]) -> None:
    """Enough attackers, enough blockers, or nothing to add with the monster taken."""
    phase, combat = state["phase"], state["combat"]
    events.append(Event("done", seat, value=DONE_VALUE[phase]))
    if phase == "attackers":
        open_control_window(deck, state, events, seat)
    elif phase == "blockers":
        combat["asking"].pop(0)
        next_blockers(deck, state, events, seat)
    else:  # join
        combat["joiner"] = None
        open_control_window(deck, state, events, seat)


# -- the windows for Control cards, and the blockers ---------------------------------------------
def open_control_window(
    deck: Deck, state: dict, events: list[Event], first: int | None = None
) -> None:
    """Every player still in may now play a 0 (or pass): after the attack is declared, after
    the defence is, and again after each 0 played then; `first` (who just declared: else the
    active player) is asked first, then the others in turn order, so that players sharing a
    screen hand it over as little as can be. Nobody is asked when no 0 is left unseen or no
    monster is on the table."""
    if zeros_unseen(deck, state) and any(True for _ in board.monsters(state)):
        first = state["turn"] if first is None or state["life"][first] <= 0 else first
        order = turns.after(state, first)
        state["window"] = open_window([*order[-1:], *order[:-1]], "control")
        state["phase"] = "window"
        return
    window_closed(deck, state, events)


def window_closed(deck: Deck, state: dict, events: list[Event]) -> None:
    state["window"] = None
    combat = state["combat"]
    if combat["stage"] == "attack":
        combat["stage"] = "defence"
        combat["asking"] = defending_seats(state)
        next_blockers(deck, state, events)
    else:
        begin_damage(deck, state, events)


def next_blockers(deck: Deck, state: dict, events: list[Event], last: int | None = None) -> None:
    """The next defending seat with a monster that may block declares its blockers; when all
    have, the window after the defence opens, asking first `last` (the seat that declared
    last)."""
    combat = state["combat"]
    while combat["asking"]:
        if free_blockers(state, combat["asking"][0]) and combat["attackers"]:
            state["phase"] = "blockers"
            return
        combat["asking"].pop(0)
    state["phase"] = "window"
    open_control_window(deck, state, events, last)


def leave_combat(state: dict, monster: dict) -> None:
    """A monster taken with a 0 leaves the fight: an attacker no longer attacks (its blockers
    block nothing), a blocker no longer blocks."""
    combat, marks = state["combat"], monster["marks"]
    if marks.pop("attacking", None) is not None:
        combat["attackers"].remove(monster["id"])
        for _, item in blockers_of(state, monster["id"]):
            del item["marks"]["blocking"]
    marks.pop("blocking", None)


def join_options(state: dict, seat: int, monster: dict) -> bool:
    """Whether the new controller of a monster taken in the fight may add it: the attacker as
    one more attacker, a defending seat (once the blockers are declared) as a blocker."""
    combat = state["combat"]
    if seat == state["turn"]:
        return board.can_attack(monster)
    if combat["stage"] != "defence" or seat not in defending_seats(state):
        return False
    return board.can_block(monster) and bool(combat["attackers"])


def after_control(deck: Deck, state: dict, taken: str | None, events: list[Event]) -> None:
    """A 0 played in a window has resolved (taking `taken`, or cancelled: None)."""
    if taken is not None:
        owner, monster = board.find(state, taken)
        leave_combat(state, monster)
        if join_options(state, board.controller(owner, monster), monster):
            state["combat"]["joiner"] = taken
            state["phase"] = "join"
            return
    open_control_window(deck, state, events)


# -- damage ------------------------------------------------------------------------------------
def begin_damage(deck: Deck, state: dict, events: list[Event]) -> None:
    combat = state["combat"]
    combat["queue"], combat["dealt"], combat["left"] = list(combat["attackers"]), {}, None
    next_assignment(deck, state, events)


def next_assignment(deck: Deck, state: dict, events: list[Event]) -> None:
    """An attacker blocked by one monster deals it all its damage; blocked by several, its
    controller shares the damage out, a decision at a time."""
    combat = state["combat"]
    dealt = combat["dealt"]
    while combat["queue"]:
        attacker = combat["queue"][0]
        blockers = blockers_of(state, attacker)
        power = board.strength(deck, board.find(state, attacker)[1])
        if len(blockers) > 1:
            if combat["left"] is None:
                combat["left"] = power
            state["phase"] = "assign"
            return
        if blockers:
            blocker = blockers[0][1]["id"]
            dealt[blocker] = dealt.get(blocker, 0) + power
        combat["queue"].pop(0)
    resolve(deck, state, events)


def assign(
    deck: Deck, state: dict, seat: int, blocker: str, amount: int, events: list[Event]
) -> None:
    combat = state["combat"]
    attacker = combat["queue"][0]
    combat["dealt"][blocker] = combat["dealt"].get(blocker, 0) + amount
    combat["left"] -= amount
    card = board.find(state, blocker)[1]["card"]
    events.append(Event("assign", seat, None, (card,), amount, blocker, ids=(attacker, blocker)))
    if combat["left"] == 0:
        combat["queue"].pop(0)
        combat["left"] = None
        next_assignment(deck, state, events)


def resolve(deck: Deck, state: dict, events: list[Event]) -> None:
    """All damage at once: blockers take what they were dealt, attackers the sum of their
    blockers' strength, the defender the strength of every attacker nobody blocks; monsters
    whose damage reaches their toughness die."""
    combat = state["combat"]
    defender, wounded, unblocked = combat["defender"], {}, 0
    for blocker, amount in combat["dealt"].items():
        wounded[blocker] = wounded.get(blocker, 0) + amount
    for attacker in combat["attackers"]:
        blockers = blockers_of(state, attacker)
        if blockers:
            hits = sum(board.strength(deck, item) for _, item in blockers)
            wounded[attacker] = wounded.get(attacker, 0) + hits
        else:
            unblocked += board.strength(deck, board.find(state, attacker)[1])
    for instance, amount in wounded.items():
        owner, monster = board.find(state, instance)
        board.bump(monster["marks"], "damage", amount)
        total = monster["marks"]["damage"]
        events.append(
            Event("wound", owner, None, (monster["card"],), amount, str(total), ids=(instance,))
        )
    if unblocked:
        turns.lose_life(state, defender, unblocked, events)
    for instance in wounded:
        owner, monster = board.find(state, instance)
        if monster["marks"]["damage"] >= board.strength(deck, monster):
            board.bury_monster(state, owner, monster, "combat", events)
    for _, monster in board.monsters(state):
        for mark in board.COMBAT_MARKS:
            monster["marks"].pop(mark, None)
    state["combat"], state["phase"] = None, "after"
    if state["life"][defender] == 0:
        turns.eliminate(state, defender, events)
        turns.last_standing(state, events)

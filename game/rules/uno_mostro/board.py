"""The monsters on the table: where an instance lies, who controls it, how strong it is, and
the cards laid on it.

Each seat's `board:pN` holds the monsters it owns and the cards laid on them (a +2, a +4, a
ban), each an instance. A monster's marks say what is its own state, and are left out while
they are at rest: `power` (what its +2s and +4 add), `bans`, `damage`, `controller` (the seat
controlling it this turn through a 0, when not its owner, as `p2`), `fresh` (summoned this turn),
`attacking` (the seat it attacks, as `p2`) and `blocking` (the attacker it blocks). A card laid on a
monster is marked `on` with the monster's id.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.engine.notation import Event
from game.engine.zones import zone_id
from game.rules.uno_mostro.cards import BUFF_OF_ROLE, Deck

LIFE = 100
HAND_LIMIT = 7
COMBAT_MARKS = ("attacking", "blocking")


def items(state: dict) -> Iterator[tuple[int, dict]]:
    """(owner, instance) for every instance on the table, board by board."""
    for owner, board in enumerate(state["boards"]):
        for item in board:
            yield owner, item


def find(state: dict, instance_id: str) -> tuple[int, dict] | None:
    """The owner and the instance with `instance_id`, or None."""
    for owner, item in items(state):
        if item["id"] == instance_id:
            return owner, item
    return None


def is_monster(item: dict) -> bool:
    return "on" not in item["marks"]


def monsters(state: dict) -> Iterator[tuple[int, dict]]:
    return ((owner, item) for owner, item in items(state) if is_monster(item))


def controller(owner: int, item: dict) -> int:
    """The seat controlling a monster now: its owner, or who took it for the turn."""
    taker = item["marks"].get("controller")
    return owner if taker is None else int(taker[1:]) - 1


def controlled_by(state: dict, seat: int) -> list[dict]:
    """The monsters `seat` controls now, its own and those it took for the turn."""
    return [item for owner, item in monsters(state) if controller(owner, item) == seat]


def strength(deck: Deck, item: dict) -> int:
    """Strength, which is also toughness: the number and what the +2s and +4 add."""
    return deck.cards[item["card"]].strength + item["marks"].get("power", 0)


def attached(state: dict, owner: int, monster_id: str) -> list[dict]:
    return [item for item in state["boards"][owner] if item["marks"].get("on") == monster_id]


def can_attack(item: dict) -> bool:
    """One ban forbids attacking."""
    return not item["marks"].get("bans", 0)


def can_block(item: dict) -> bool:
    """Two bans forbid blocking too; a monster summoned this turn blocks from the next."""
    marks = item["marks"]
    return marks.get("bans", 0) < 2 and not marks.get("fresh")


def has_plus_four(deck: Deck, state: dict, owner: int, monster_id: str) -> bool:
    return any(deck.role(i["card"]) == "plus4" for i in attached(state, owner, monster_id))


def bump(marks: dict, key: str, change: int) -> None:
    """Add `change` to a counting mark; a mark back at 0 is left out."""
    value = marks.get(key, 0) + change
    if value:
        marks[key] = value
    else:
        marks.pop(key, None)


# -- cards laid on monsters, and monsters leaving ------------------------------------------------
def lay_on(deck: Deck, state: dict, owner: int, monster: dict, attachment: dict) -> None:
    """`attachment` (a +2, a +4 or a ban, already an instance) goes on `monster`."""
    attachment["marks"]["on"] = monster["id"]
    state["boards"][owner].append(attachment)
    role = deck.role(attachment["card"])
    if role in BUFF_OF_ROLE:
        bump(monster["marks"], "power", BUFF_OF_ROLE[role])
    else:
        bump(monster["marks"], "bans", 1)


def take_off(deck: Deck, state: dict, owner: int, attachment: dict, events: list[Event]) -> None:
    """A card laid on a monster goes to the graveyard; the monster loses what it gave."""
    found = find(state, attachment["marks"]["on"])
    if found is not None:
        monster = found[1]
        role = deck.role(attachment["card"])
        if role in BUFF_OF_ROLE:
            bump(monster["marks"], "power", -BUFF_OF_ROLE[role])
        else:
            bump(monster["marks"], "bans", -1)
    state["boards"][owner].remove(attachment)
    state["discard"].append(attachment["card"])
    events.append(
        Event(
            "dies",
            owner,
            cards=(attachment["card"],),
            count=1,
            value="destroy",
            source=zone_id("board", owner),
            dest="discard",
            ids=(attachment["id"],),
        )
    )


def bury(state: dict, owner: int, gone: list[dict], why: str, events: list[Event]) -> None:
    """Instances of the owner's board go to the graveyard, as one event."""
    if not gone:
        return
    board = state["boards"][owner]
    for item in gone:
        board.remove(item)
        state["discard"].append(item["card"])
    events.append(
        Event(
            "dies",
            owner,
            cards=tuple(item["card"] for item in gone),
            count=len(gone),
            value=why,
            source=zone_id("board", owner),
            dest="discard",
            ids=tuple(item["id"] for item in gone),
        )
    )


def bury_monster(state: dict, owner: int, monster: dict, why: str, events: list[Event]) -> None:
    """A monster and every card laid on it go to the graveyard."""
    bury(state, owner, [monster, *attached(state, owner, monster["id"])], why, events)


def move_monster(state: dict, owner: int, monster: dict, seat: int, events: list[Event]) -> None:
    """A monster and every card on it go for good to `seat`'s board (a steal)."""
    moving = [monster, *attached(state, owner, monster["id"])]
    for item in moving:
        state["boards"][owner].remove(item)
        state["boards"][seat].append(item)
    monster["marks"].pop("controller", None)
    events.append(
        Event(
            "move",
            seat,
            owner,
            tuple(item["card"] for item in moving),
            len(moving),
            source=zone_id("board", owner),
            dest=zone_id("board", seat),
            ids=tuple(item["id"] for item in moving),
        )
    )

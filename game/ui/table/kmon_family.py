"""K-Mon's hooks on the shared table: its K-Mon act where they lie.

Everything else of a K-Mon battle is the shared table's (its duel layout, badges, chain and
buttons); this adds the animations of K-Mon's own events and the look of its marks:
- an attack (a last attack too): the active K-Mon lunges at the other;
- a hit: the other K-Mon strikes it (motion.py): a flash, a shake and the damage rising in
  red, its HP badge going down; a heal lights it green and rises in green, its HP going up;
- a switch or a replacement: the K-Mon in battle goes back to the bench as the other comes in;
- a defence: the K-Mon turns sideways (the mark `defending`), and stands up again later;
- an exhausted K-Mon goes to the bench greyed (the mark `exhausted`);
- an item flies from the hand onto the chain, where it is laid on its K-Mon or spent;
- a laid card's turns count down on its badge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.notation import Action, Event, parse_seat
from game.engine.zones import zone_id
from game.i18n import has, t
from game.ui.table import fighters, motion
from game.ui.table.family import TableFamily
from game.ui.table.fighters import Blow
from game.ui.table.gestures import instance_spot, lunge, stand_in
from game.ui.table.sprites import CardSprite
from game.ui.tween import Step, Tween, ease_in_out_cubic

if TYPE_CHECKING:
    from game.ui.table.animator import Animator

TURN = 0.25  # seconds a K-Mon takes to turn sideways at normal speed


def _active(animator: Animator, seat: int | None) -> dict[str, Any] | None:
    """The K-Mon in the seat's active place on the table now (not a card laid on it)."""
    if seat is None:
        return None
    zone = animator.display.zones.get(zone_id("active", seat))
    for item in zone.cards if zone is not None else ():
        if isinstance(item, dict) and "on" not in item.get("marks", {}):
            return item
    return None


def _item(animator: Animator, instance: str) -> dict[str, Any] | None:
    for zone in animator.display.zones.values():
        for item in zone.cards:
            if isinstance(item, dict) and item.get("id") == instance:
                return item
    return None


def _angle(animator: Animator, instance: str) -> float:
    """How a K-Mon lies: sideways in defence."""
    item = _item(animator, instance)
    return 90.0 if item is not None and item.get("marks", {}).get("defending") else 0.0


def _stats(animator: Animator, instance: str) -> dict[str, Any]:
    stats = animator.display.extras.setdefault("stats", {})
    return stats.setdefault(instance, {})


def on_attack(animator: Animator, event: Event) -> None:
    attacker, target = _active(animator, event.seat), _active(animator, event.target)
    text = animator.describe(event)
    if attacker is None or target is None:
        if text:
            animator.timeline.add(Step(on_start=lambda: animator.banner(text)))
        return
    start = instance_spot(animator, attacker["id"])
    goal = instance_spot(animator, target["id"])
    if start is None or goal is None:
        return
    x, y, width, _ = start
    angle = _angle(animator, attacker["id"])
    lunge(animator, attacker["id"], attacker["card"], (x, y), goal[:2], width, text, angle)


def on_hit(animator: Animator, event: Event) -> None:
    """The K-Mon of the other seat strikes the one hit (see motion.strike): at the impact its
    HP badge goes down."""
    instance = event.ids[0] if event.ids else None
    if instance is None:
        return
    foe = 1 - event.seat if event.seat in (0, 1) else None

    def find() -> Blow | None:
        target = fighters.find_card(animator, instance)
        if target is None:
            return None
        striker = _active(animator, foe)
        found = fighters.find_card(animator, striker["id"]) if striker is not None else None
        strikers = [found] if found is not None and found.instance != instance else []
        return Blow(strikers, target, event.count)

    def lower() -> None:
        health = _stats(animator, instance).get("health")
        if isinstance(health, list):
            health[0] = max(0, health[0] - event.count)

    motion.strike(animator, find, lower)


def on_heal(animator: Animator, event: Event) -> None:
    """A green light on the K-Mon and its HP rising in green, named a heal."""
    instance = event.ids[0] if event.ids else None
    if instance is None:
        return

    def raise_health() -> None:
        health = _stats(animator, instance).get("health")
        if isinstance(health, list):
            health[0] = min(health[1], health[0] + event.count)

    def where() -> list[fighters.Card]:
        found = fighters.find_card(animator, instance)
        return [found] if found is not None else []

    animator.timeline.add(Step(on_start=raise_health))
    motion.heal_at(animator, where, event.count)


def _with_laid(animator: Animator, zone: str, instance: str) -> list[dict[str, Any]]:
    """The K-Mon `instance` of `zone` and the cards laid on it, which go where it goes."""
    found = animator.display.zones.get(zone)
    items = [i for i in (found.cards if found is not None else ()) if isinstance(i, dict)]
    return [i for i in items if instance in (i.get("id"), i.get("marks", {}).get("on"))]


def on_switch(animator: Animator, event: Event) -> None:
    """The K-Mon leaving the battle goes to the bench first, then the other comes in, each
    with the cards laid on it."""
    for going, source, dest, text in (
        (event.value, event.dest, event.source, None),
        (event.ids[0] if event.ids else "", event.source, event.dest, animator.describe(event)),
    ):
        moving = _with_laid(animator, source, going) if going else []
        if not moving:
            continue
        move = Event(
            event.kind,
            event.seat,
            cards=tuple(item["card"] for item in moving),
            count=len(moving),
            source=source,
            dest=dest,
            ids=tuple(item["id"] for item in moving),
        )
        animator._move(move, text)


def _turn(animator: Animator, event: Event, defending: bool) -> None:
    instance = event.ids[0] if event.ids else None
    spot = instance_spot(animator, instance) if instance else None
    item = _item(animator, instance) if instance else None
    if spot is None or item is None:
        return
    x, y, width, _ = spot
    sprite = CardSprite(item["card"], x, y, 0.0 if defending else 90.0, width, instance=instance)
    text = animator.describe(event) if defending else None

    def end() -> None:
        if defending:
            item.setdefault("marks", {})["defending"] = 1
        else:
            item.get("marks", {}).pop("defending", None)

    angle = 90.0 if defending else 0.0
    tween = Tween(sprite, {"angle": angle}, animator.seconds(TURN), ease_in_out_cubic)
    stand_in(
        animator, instance, sprite, [tween], (lambda: animator.banner(text)) if text else None, end
    )


def on_guard(animator: Animator, event: Event) -> None:
    _turn(animator, event, True)


def on_stand(animator: Animator, event: Event) -> None:
    _turn(animator, event, False)


def on_counter(animator: Animator, event: Event) -> None:
    """A laid card's turn passes: its badge counts down."""
    instance = event.ids[0] if event.ids else None
    if instance is None:
        return

    def tick() -> None:
        turns = _stats(animator, instance).get("turns")
        if isinstance(turns, list):
            turns[0] = max(0, turns[1] - event.count)

    animator.timeline.add(Step(on_start=tick))


def on_item(animator: Animator, event: Event) -> None:
    """An item goes from the hand onto the chain; it is laid or spent from there."""
    moved = Event(
        event.kind,
        event.seat,
        cards=event.cards,
        count=event.count,
        source=event.source,
        dest="chain",
        ids=event.ids,
    )
    animator._move(moved, animator.describe(event))


def on_spent(animator: Animator, event: Event) -> None:
    """A card spent goes to its discard pile from where it lies (an item: the chain)."""
    if not event.source:
        event = Event(
            event.kind,
            event.seat,
            cards=event.cards,
            count=event.count,
            source="chain",
            dest=event.dest,
            ids=event.ids,
        )
    animator._move(event, None)


class KMonFamily(TableFamily):
    """K-Mon at the shared table."""

    def __init__(self) -> None:
        self.cards_of: dict[str, str] = {}  # instance id -> its card, as the table stands

    def synced(self, display) -> None:
        self.cards_of = {
            item["id"]: item["card"]
            for zone in display.zones.values()
            for item in zone.cards
            if isinstance(item, dict) and "id" in item
        }

    def move_words(self, describer, action: Action, extras) -> str:
        """A K-Mon named by its card, not its instance (`switch c3`: "switch in Voltusk")."""
        args = tuple(self.cards_of.get(word, word) for word in action.args)
        if action.verb == "first" and args:
            chosen = parse_seat(args[0])
            if chosen == extras.get("toss"):  # the toss's winner choosing itself
                return t("kmon.hint.first.self")
            return t("kmon.hint.first", seat=describer.seat(chosen))
        if action.verb == "bonus" and len(args) > 1:
            return t("kmon.hint.bonus.heal", card=describer.card(args[1]))
        return describer.move(Action(action.verb, args), "", 0)

    def chain_lines(self, display, describer, viewer: int | None) -> list[str]:
        """Each entry of the chain in words, oldest first: "Robot 2's attack", "Your Parry"."""
        lines = []
        stack = display.extras.get("stack") or ()
        damage = display.extras.get("forecast")  # of the newest entry, the one to answer
        for index, entry in enumerate(stack):
            kind, seat = entry.get("kind"), entry.get("seat")
            key = f"kmon.chain.{kind}"
            if not has(key):
                continue
            if seat == viewer and has(f"{key}.you"):
                key = f"{key}.you"
            code = entry.get("code") or None
            words = t(key, who=describer.seat(seat), card=describer.card(code))
            if index == len(stack) - 1 and isinstance(damage, int):
                key = "kmon.chain.damage.one" if damage == 1 else "kmon.chain.damage"
                words = t(key, what=words, count=damage)
            lines.append(words)
        return lines

    turned_marks = ("defending",)
    dim_marks = ("exhausted",)
    marks_on_top = False  # a K-Mon's chips stand over its HP, up from its foot
    event_hooks = {
        "attack": on_attack,
        "last": on_attack,
        "hit": on_hit,
        "heal": on_heal,
        "switch": on_switch,
        "replace": on_switch,
        "guard": on_guard,
        "stand": on_stand,
        "counter": on_counter,
        "item": on_item,
        "spent": on_spent,
    }

"""What cards on the table do without leaving their place, animated from the event alone.

An event that names instances (`ids`) but moves no card (no `source`, no `dest`) is a card
acting where it lies:
- two instances: the first goes at the second and back (a blocker meets its attacker);
- one instance and a target seat: it goes at that seat's name plate and back (an attack, a
  monster taken for the turn or given back: the event's target is where it goes, whoever
  owns the zone it lies in);
(one instance and a count, a card hit where it lies, is a blow of battle.py.)
The card itself is hidden in its place while its copy moves (`Display.hidden_items`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.notation import Event
from game.ui.table.board_spots import board_spots
from game.ui.table.sprites import CardSprite
from game.ui.tween import Step, Tween, ease_in_out_cubic, ease_out_cubic

if TYPE_CHECKING:
    from game.ui.table.animator import Animator

REACH = 0.45  # a card going at something goes this share of the way there
OUT, BACK = 0.22, 0.26  # seconds out and back at normal speed


def instance_spot(animator: Animator, instance: str) -> tuple[float, float, float, str] | None:
    """Where an instance lies on the table now: (x, y, card width, its zone)."""
    placement = animator.placement()
    for zone in animator.display.zones.values():
        for index, item in enumerate(zone.cards):
            if isinstance(item, dict) and item.get("id") == instance:
                place = placement.zones.get(zone.id)
                if place is None:
                    return None
                if place.kind in ("board", "slot"):
                    x, y = board_spots(placement, zone.id, zone.cards)[index]
                elif place.kind == "chain":
                    x, y = placement.chain_position(zone.id, index, len(zone.cards))
                else:
                    x, y = place.rect.center
                return x, y, place.card_width, zone.id
    return None


def gesture(animator: Animator, event: Event, text: str | None) -> bool:
    """Animate `event` as a card acting where it lies; False when it is not one."""
    if event.source or event.dest or not event.ids:
        return False
    start = instance_spot(animator, event.ids[0])
    if start is None:
        return False
    x, y, width, _ = start
    goal = None
    if len(event.ids) > 1:
        other = instance_spot(animator, event.ids[1])
        goal = other[:2] if other is not None else None
    elif event.target is not None:
        plate = animator.placement().plates.get(event.target)
        goal = plate.rect.center if plate is not None else None
    card = animator.display.card_of(event.ids[0])
    if goal is not None:
        lunge(animator, event.ids[0], card, (x, y), goal, width, text)
        return True
    return False


def stand_in(animator, instance, sprite, tweens, begin=None, end=None) -> None:
    """`sprite` moves by `tweens` in place of the table's `instance`, which is not drawn
    meanwhile; `begin` runs as they start, `end` once they are done."""
    hidden = animator.display.hidden_items

    def start() -> None:
        hidden.add(instance)
        animator.sprites.append(sprite)
        if begin is not None:
            begin()

    def finish() -> None:
        hidden.discard(instance)
        if sprite in animator.sprites:
            animator.sprites.remove(sprite)
        if end is not None:
            end()

    animator.timeline.add(Step(list(tweens), on_start=start, on_finish=finish))


def lunge(animator, instance, card, spot, goal, width, text, angle: float = 0.0) -> None:
    sprite = CardSprite(card, spot[0], spot[1], angle, width)
    near = {
        "x": spot[0] + (goal[0] - spot[0]) * REACH,
        "y": spot[1] + (goal[1] - spot[1]) * REACH,
    }
    out_time, back_time = animator.seconds(OUT), animator.seconds(BACK)
    out = Tween(sprite, near, out_time, ease_out_cubic)
    back = Tween(sprite, {"x": spot[0], "y": spot[1]}, back_time, ease_in_out_cubic, out_time)
    stand_in(
        animator, instance, sprite, [out, back], (lambda: animator.banner(text)) if text else None
    )

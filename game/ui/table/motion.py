"""The moments of a battle: a blow travelling to what it hits and landing, a card knocked out,
a chain resolving from the top down, a heal and a refill shown as what they are.

Read from the events' generic fields and the marks of the cards on the table, so that every
battle game gets them without a hook of its own:
- a blow: the cards that deal it (a chain's entry of the other seat, the attackers unblocked
  or the cards it is locked in combat with: the marks `seat`, `attacking`, `blocking`) travel
  to the card hit, or the seat's figure (its card in a slot of its own); there a flash, the
  burst of the impact, a shake and the damage rising in red; they then go back;
- a knock-out (`dies`, `exhausted`, a game over by `knocked_out`): the card greys, tilts and
  fades before it goes to its pile; a figure knocked out at the game's end stays so;
- a chain resolving: its entries lit one after the other, the newest (the top) first;
- a heal: a green light and a green number with the word "heal"; a counter that fills (energy,
  charges): a golden glow on it and its gain named.
Positions are read as each step starts (the table has changed by then). With animations off
(speed 0) the steps still change the table, but no sprite or light is made.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import t
from game.ui.table.effects import (
    FLASH_WHITE,
    HEAL_GREEN,
    HIT_RED,
    REFILL_GOLD,
    RESOLVE_GOLD,
    Flash,
    Rising,
    Sparks,
    outlined,
)
from game.ui.table.fighters import Blow, Card, counter_name, figure, find_card
from game.ui.table.sprites import CardSprite
from game.ui.tween import Step, Tween, ease_in_out_cubic, ease_in_quad

if TYPE_CHECKING:
    from game.ui.table.animator import Animator

TRAVEL, RETURN = 0.26, 0.3  # seconds for a blow to reach its target, and to come back
SHAKE = 0.06  # seconds of each swing of a card that is hit
NUMBER = 1.1  # seconds a number rises
FADE = 0.55  # seconds of a knock-out's moment
LIT = 0.34  # seconds a chain entry is lit as it resolves
KNOCKED_OUT = frozenset({"dies", "exhausted"})  # a card leaving the fight for its pile
OUT_ANGLE = -14.0  # how far a card knocked out tilts


# -- the moments ------------------------------------------------------------------------------
def light(animator: Animator, effect) -> None:
    """Shows `effect`, unless animations are off."""
    if animator.speed > 0:
        animator.effects.append(effect)


def strike(
    animator: Animator,
    find: Callable[[], Blow | None],
    landed: Callable[[], None] | None = None,
) -> None:
    """A blow found (when its turn comes) by `find`: its strikers travel to the target, and
    at the impact `landed` changes the table (the HP badge going down); then they go back."""
    blow: list[Blow] = []
    hidden = animator.display.hidden_items

    def set_off() -> None:
        found = find()
        if found is None or animator.speed <= 0:
            return
        blow.append(found)
        target = found.target
        for striker in found.strikers:
            sprite = striker.sprite()
            found.sprites.append(sprite)
            dx, dy = target.x - striker.x, target.y - striker.y
            span = math.hypot(dx, dy) or 1.0
            stop = max(0.0, span - target.size[1] * 0.42)  # it lands on the target's edge
            goal = {"x": striker.x + dx * stop / span, "y": striker.y + dy * stop / span}
            travel.tweens.append(Tween(sprite, goal, animator.seconds(TRAVEL), ease_in_quad))
            hidden.add(striker.instance)
            animator.sprites.append(sprite)

    def impact() -> None:
        if not blow:
            if landed is not None:
                landed()
            return
        found = blow[0]
        target = found.target
        animator.sound("error")
        width, height = target.size
        short = min(width, height)
        light(
            animator,
            Flash(
                target.x,
                target.y,
                width,
                height,
                FLASH_WHITE,
                animator.seconds(0.3),
                pill=target.bar,
            ),
        )
        light(
            animator,
            Sparks(target.x, target.y, short * 0.9, (255, 226, 150), animator.seconds(0.3)),
        )
        number = Rising(
            f"-{found.amount}",
            target.x,
            target.y - (short if target.bar else _clear_of(found) * height),
            HIT_RED,
            animator.seconds(NUMBER),
            max(32, int(short * 0.5)),
            rise=max(height * 0.45, 40),
        )
        light(animator, number)
        if landed is not None:
            landed()
        back = animator.seconds(RETURN)
        for striker, sprite in zip(found.strikers, found.sprites, strict=True):
            home = {"x": striker.x, "y": striker.y}
            hit.tweens.append(Tween(sprite, home, back, ease_in_out_cubic, animator.seconds(0.08)))
        if target.instance is not None and target.card is not None:
            shake = target.sprite()
            found.sprites.append(shake)
            hidden.add(target.instance)
            # Under the strikers: the blow lands on it.
            first = found.sprites[0] if found.strikers else None
            at = animator.sprites.index(first) if first in animator.sprites else None
            animator.sprites.insert(len(animator.sprites) if at is None else at, shake)
            swing, beat = target.width * 0.07, animator.seconds(SHAKE)
            for index, offset in enumerate((swing, -swing, swing * 0.6, -swing * 0.3, 0.0)):
                x = target.x + offset
                hit.tweens.append(Tween(shake, {"x": x}, beat, ease_in_out_cubic, beat * index))

    def done() -> None:
        for found in blow:
            for sprite in found.sprites:
                if sprite in animator.sprites:
                    animator.sprites.remove(sprite)
            for card in (*found.strikers, found.target):
                hidden.discard(card.instance)

    travel = animator.timeline.add(Step(on_start=set_off))
    hit = animator.timeline.add(Step(on_start=impact, on_finish=done))
    hit.hold = animator.seconds(0.12)


def _clear_of(blow: Blow) -> float:
    """Where on the target the damage starts rising, as a share of its height up from its
    middle: by its top edge when the blow comes from below, lower when it comes from above
    (the strikers still lie over its top as it rises)."""
    if not blow.strikers:
        return 0.2
    below = sum(striker.y for striker in blow.strikers) / len(blow.strikers) > blow.target.y
    return 0.42 if below else -0.1


def knock_out(
    animator: Animator, instance: str | None, seat: int | None = None, stays: bool = False
) -> None:
    """The card's own moment before it leaves: a dark flash, then it greys, tilts, sinks and
    fades where it lies (the card of `instance`, or `seat`'s figure). A card that `stays` (a
    figure at the game's end) is left so, grey, for as long as it lies there (`tidy`)."""
    hidden = animator.display.hidden_items
    shown: list[tuple[CardSprite, Card]] = []
    step = Step(hold=0.0)

    def start() -> None:
        found = find_card(animator, instance) if instance else figure(animator, seat)
        if found is None or animator.speed <= 0:
            return
        animator.sound("error")
        sprite = found.sprite()
        sprite.instance = sprite.seat = None  # it greys: no numbers on it
        shown.append((sprite, found))
        hidden.add(found.instance)
        animator.sprites.append(sprite)
        width, height = found.size
        light(
            animator, Flash(found.x, found.y, width, height, (120, 20, 20), animator.seconds(0.4))
        )
        goal = {
            "tint": 1.0,
            "angle": found.angle + OUT_ANGLE,
            "y": found.y + found.width * 0.12,
            "width": found.width * 0.94,
            "alpha": 120.0,
        }
        step.tweens.append(Tween(sprite, goal, animator.seconds(FADE), ease_in_out_cubic))
        words = t("table.fx.knocked_out")
        light(
            animator,
            Rising(
                words,
                found.x,
                found.y,
                (230, 230, 230),
                animator.seconds(1.2),
                max(14, min(26, int(found.width * 0.2))),
                rise=30,
            ),
        )

    def finish() -> None:
        for sprite, found in shown:
            if stays and sprite in animator.sprites:
                animator.left_out.append((sprite, found))
                continue
            if sprite in animator.sprites:
                animator.sprites.remove(sprite)
            hidden.discard(found.instance)

    step.on_start, step.on_finish = start, finish
    animator.timeline.add(step)


def knock_out_losers(animator: Animator, winner: int | None) -> None:
    """A game won by a knock-out: the figure of every seat but the `winner` knocked out, and
    left grey where it lies."""
    for seat in range(animator.display.players):
        if seat != winner:
            knock_out(animator, None, seat, stays=True)


def tidy(animator: Animator) -> None:
    """The cards left grey after a knock-out (`knock_out`'s `stays`) follow their place (the
    window resized), and are given back to the table once they leave it or their grey copy is
    gone (the table cleared: a move taken back)."""
    kept = []
    for sprite, found in animator.left_out:
        now = find_card(animator, found.instance) if found.instance else None
        if now is not None and sprite in animator.sprites:
            sprite.x += now.x - found.x
            sprite.y += now.y - found.y
            sprite.width *= now.width / found.width if found.width else 1.0
            kept.append((sprite, now))
            continue
        if sprite in animator.sprites:
            animator.sprites.remove(sprite)
        animator.display.hidden_items.discard(found.instance)
    animator.left_out = kept


def leave_greyed(animator: Animator, step: Step) -> None:
    """The cards of a flight `step` (after a knock-out) fly grey and faded, as they were left."""
    begin = step.on_start

    def start() -> None:
        if begin is not None:
            begin()
        for tween in step.tweens:
            tween.target.tint, tween.target.alpha = 1.0, 150.0
            tween.target.angle = OUT_ANGLE

    step.on_start = start


class _Beat:
    """What a timer tween moves: nothing drawn, only its time."""

    at = 0.0


def resolve_chain(animator: Animator, entries: Callable[[], list[Card]]) -> None:
    """The chain's entries lit one after the other, top (newest) first: each swells gold and
    fades as the next lights up; `entries` gives them newest first, as they lie when it
    starts."""
    beat = animator.seconds(LIT)
    step = Step()

    def start() -> None:
        found = entries() if animator.speed > 0 else []
        for index, card in enumerate(found):
            width, height = card.size
            ring = Flash(card.x, card.y, width, height, RESOLVE_GOLD, beat * 1.5, 1.0, True, True)

            def show(ring=ring) -> None:
                light(animator, ring)
                animator.sound("play")

            step.tweens.append(Tween(_Beat(), {"at": 1.0}, 0.0, delay=beat * index, on_finish=show))
        if found:
            step.tweens.append(Tween(_Beat(), {"at": 1.0}, 0.0, delay=beat * (len(found) + 0.4)))

    step.on_start = start
    animator.timeline.add(step)


def heal_at(animator: Animator, where: Callable[[], list[Card]], amount: int | None) -> None:
    """A green light over what is healed and a green number (or the word) rising from it."""

    def start() -> None:
        for card in where():
            width, height = card.size
            light(
                animator,
                Flash(
                    card.x,
                    card.y,
                    width,
                    height,
                    HEAL_GREEN,
                    animator.seconds(0.7),
                    0.4,
                    False,
                    True,
                ),
            )
            text = f"+{amount}" if amount else t("table.fx.healed")
            size = max(30, int(min(width, height) * 0.46)) if amount else max(18, int(width * 0.22))
            caption = t("table.fx.heal") if amount else ""
            rising = Rising(
                text,
                card.x,
                card.y - (height * 0.3 if card.height is None else height),  # from its top
                HEAL_GREEN,
                animator.seconds(NUMBER),
                size,
                caption,
                max(height * 0.35, 30),
            )
            light(animator, rising)
        animator.sound("play")

    animator.timeline.add(Step(on_start=start, hold=animator.seconds(0.35)))


def refill_at(animator: Animator, counter: str, gained: int) -> None:
    """A counter filling (energy, charges): a golden glow on its bar, its gain named."""
    place = animator.placement().counters.get(counter)
    if place is None:
        return
    rect = place.rect
    glow = Flash(
        rect.centerx,
        rect.centery,
        rect.width + 10,
        rect.height + 10,
        REFILL_GOLD,
        animator.seconds(0.8),
        0.9,
        ring=True,
        swell=True,
        pill=True,
    )
    light(animator, glow)
    size = max(20, int(rect.height * 0.8))
    words = f"+{gained} {counter_name(animator, counter)}"
    # Beside its bar (right of it where the table has room), clear of the seat's plate.
    wide = outlined(words, size, REFILL_GOLD).get_width()
    side = 1 if rect.right + 14 + wide < animator.placement().play_rect.right else -1
    light(
        animator,
        Rising(
            words,
            (rect.right if side > 0 else rect.left) + side * (14 + wide / 2),
            rect.centery,
            REFILL_GOLD,
            animator.seconds(NUMBER),
            size,
            rise=size * 0.9,
        ),
    )

"""The UNO family's hooks on the one table: the color ring and the direction arrows round the
pile, the UNO call, the color, swap, keep and challenge buttons, catching a missed call, the
round and the penalty on the status line, and the animations of UNO's own events.

Everything here reads the view's `extras` (color, direction, turn, phase, pending, stack,
round, dealer, turns) through the table's display model, never the game state.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from game.engine.notation import Action, Event, parse_seat
from game.engine.zones import zone_id
from game.i18n import t
from game.ui import theme
from game.ui.cardart import COLOR_RGB
from game.ui.cardbook import CardBook
from game.ui.table.display import Display
from game.ui.table.family import TableFamily
from game.ui.tween import Step
from game.ui.widgets import Button

UNO = "uno"  # the word an action ends with when it calls UNO
UNO_CALLED = (214, 52, 44)  # the UNO button once the call is armed


class UnoFamily(TableFamily):
    own_buttons = True
    timed_windows = True
    score_counter = "score"

    def __init__(self, book: CardBook):
        self.book = book
        self.color_names: Mapping[str, str] = book.palette
        self.event_hooks = {
            "color": on_color,
            "direction": on_direction,
            "score": on_score,
            "dealer": on_dealer,
            "turn": on_turn,
            "uno": on_uno,
            "skip": on_skip,
            "swap": on_swap,
            "rotate": on_swap,
        }

    # -- the model --------------------------------------------------------------------------
    def synced(self, display: Display) -> None:
        extras = display.extras
        display.turn = extras.get("turn", display.turn)
        display.dealer = extras.get("dealer")

    def shown(self, event: Event, display: Display) -> None:
        extras = display.extras
        if event.kind == "flip":  # no color to follow for a wild: it is named next
            extras["color"] = self.color_code(event.value)
        elif event.kind == "shuffle":  # as every deal starts
            extras.update(color="", direction=1, stack=0)
            if event.value:
                extras["round"] = int(event.value)

    def color_code(self, name: str) -> str:
        """The code of the color an event names ("" for none)."""
        return self.book.color_code(name)

    # -- drawing ----------------------------------------------------------------------------
    def pile_marks(self, renderer, surface, pos, width, display: Display) -> pygame.Rect:
        """The ring in the color to follow, and arrowheads round it pointing the way play goes;
        gives the square they lie in."""
        name = self.color_names.get(display.extras.get("color") or "")
        radius = ring_radius(width)
        center = (int(pos[0]), int(pos[1]))
        if name:
            pygame.draw.circle(surface, COLOR_RGB[name], center, radius, width=max(4, radius // 10))
        # The way play goes: four arrowheads round the ring, big enough to see from afar.
        direction = display.extras.get("direction", 1)
        head = max(9.0, width * 0.16)
        for step in range(4):
            theta = math.radians(step * 90 + 45)
            x = center[0] + (radius + head * 0.9) * math.cos(theta)
            y = center[1] + (radius + head * 0.9) * math.sin(theta)
            tangent = theta + math.pi / 2 * (1 if direction > 0 else -1)
            tip = (x + head * math.cos(tangent), y + head * math.sin(tangent))
            back = head * 0.8
            left = (x + back * math.cos(tangent + 2.5), y + back * math.sin(tangent + 2.5))
            right = (x + back * math.cos(tangent - 2.5), y + back * math.sin(tangent - 2.5))
            pygame.draw.polygon(surface, theme.INK, (tip, left, right))
            pygame.draw.polygon(surface, theme.INK_DARK, (tip, left, right), width=2)
        reach = int(radius + head * 2) + 4  # the arrowheads' tips, and their outline
        return pygame.Rect(center[0] - reach, center[1] - reach, reach * 2, reach * 2)

    def pile_reach(self, pos: tuple[float, float], width: float) -> list[pygame.Rect]:
        return ring_reach(pos, width)

    def status_parts(self, display: Display, options: Mapping[str, Any]) -> list[str]:
        extras, parts = display.extras, []
        turns = extras.get("turns") or ()
        if "target" in options:  # rounds are scored until someone reaches the target
            number, target = extras.get("round", 1), options["target"]
            parts.append(t("table.round_to", number=number, target=target))
        elif options.get("mode") == "short" and turns:
            # The short game ends once every seat has played its turns: say which is played.
            total = options["short_turns"]
            number = min(min(turns) + 1, total)
            parts.append(t("table.short_turn", number=number, total=total))
        if extras.get("stack"):
            parts.append(t("table.stack", count=extras["stack"]))
        return parts

    # -- decisions --------------------------------------------------------------------------
    def decision_buttons(
        self,
        display: Display,
        seat: int,
        legal: list[Action],
        names: Sequence[str],
        submit: Callable[[Action], None],
        armed: bool,
        toggle: Callable[[], None],
    ) -> list[Button]:
        hand = display.hands[seat]
        return decision_buttons(
            display.extras.get("phase", ""),
            legal,
            list(names),
            submit,
            len(hand),
            armed,
            toggle,
            display.extras.get("stack", 0),
            self.held_by_color(hand),
        )

    def held_by_color(self, hand: list) -> dict[str, int]:
        """How many cards of each color (by name) a hand holds."""
        held: dict[str, int] = {}
        faces = self.book.faces
        for code in hand:
            name = faces[code].color if code in faces else None
            if name is not None:
                held[name] = held.get(name, 0) + 1
        return held

    def window_buttons(self, display: Display, seat, names, submit) -> list[Button]:
        """Catching a missed UNO call: the one window of the family's games."""
        offender = (display.extras.get("pending") or {}).get("seat")
        if offender is None:
            return []
        catch = Action("catch", (f"p{offender + 1}",))
        return [catch_button(names[offender], lambda: submit(catch))]

    def key_words(self, key: int) -> str | None:
        """U with no UNO button: when the call can be made."""
        return t("table.uno_not_yet") if key == pygame.K_u else None

    def drop_choice(self, card: str, actions: list[Action], armed: bool) -> Action | None:
        """A card dropped on the pile is played with the UNO call when it is armed."""
        if all(action.verb == "play" and action.args[0] == card for action in actions):
            return self.play_action(card, actions, armed)
        return None

    def move_banner(self, event: Event) -> tuple[int, int, int] | None:
        return (
            (255, 120, 100) if event.kind == "draw" and event.value in ("penalty", "uno") else None
        )

    def play_action(self, card: str, legal: list[Action], armed: bool) -> Action:
        with_uno = Action("play", (card, UNO))
        if armed and with_uno in legal:
            return with_uno
        return Action("play", (card,))

    def move_words(self, describer, action: Action, extras: Mapping[str, Any]) -> str:
        return describer.move(action, extras.get("phase", ""), extras.get("stack", 0))

    def bluff_question(self, display: Display, describer) -> str:
        color = describer.color(display.extras.get("color") or "")
        return t("table.bluff_question", color=color)


def ring_radius(width: float) -> int:
    """The colour ring's radius round a pile of cards `width` wide: round the card's corners,
    and clear of the deck beside it (the zone layout keeps piles 0.6 of a card apart)."""
    return int(width * 0.98)


# -- the buttons --------------------------------------------------------------------------------
def decision_buttons(
    phase: str,
    legal: list[Action],
    names: list[str],
    submit: Callable[[Action], None],
    hand_size: int,
    uno_armed: bool,
    toggle_uno: Callable[[], None],
    stack: int,
    held: dict[str, int] | None = None,
) -> list[Button]:
    """Buttons for the seat at the screen, in a row above its hand.

    `held` counts the hand's cards by color name: an Urrrhhh give-away button says how many
    cards it hands out.
    """
    verbs = {action.verb for action in legal}
    buttons: list[Button] = []

    def add(
        widget_id: str,
        label: str,
        action: Action | None,
        primary: bool = True,
        on_click: Callable[[], None] | None = None,
        hotkey: int | None = None,
    ) -> Button:
        button = Button(
            widget_id,
            label,
            on_click or (lambda a=action: submit(a)),
            primary=primary,
            hotkey=hotkey,
        )
        buttons.append(button)
        return button

    if phase in ("color", "give"):
        verb = "wild" if phase == "color" else "give"
        for action in legal:
            if action.verb == verb and len(action.args) == 1:
                name = action.args[0]
                with_uno = Action(verb, (name, UNO))
                chosen = with_uno if uno_armed and with_uno in legal else action
                label = t(f"color.{name}").capitalize()
                if verb == "give" and held:
                    label = t("table.give_color", color=label, count=held.get(name, 0))
                button = add(f"{verb}-{name}", label, chosen)
                button.fill = COLOR_RGB.get(name)
    elif phase == "swap":
        for action in legal:
            seat = parse_seat(action.args[0])
            add(f"swap-{action.args[0]}", t("table.swap_with", name=names[seat]), action)
    elif phase == "drawn":
        add("btn-keep", t("table.keep"), Action("pass"), primary=False, hotkey=pygame.K_k)
    elif phase == "penalty":
        if "challenge" in verbs:
            add("btn-challenge", t("table.challenge"), Action("challenge"), hotkey=pygame.K_c)
        add(
            "btn-accept",
            t("table.take_cards", count=stack),
            Action("draw"),
            primary=False,
            hotkey=pygame.K_d,
        )
    if (
        phase in ("play", "drawn", "give")
        and hand_size <= 3
        and any(len(action.args) > 1 and action.args[-1] == UNO for action in legal)
    ):
        button = add("btn-uno", t("table.uno"), None, on_click=toggle_uno, hotkey=pygame.K_u)
        button.highlight = not uno_armed
        if uno_armed:  # called: red, as UNO's own color, and it says so
            button.label = t("table.uno_armed")
            button.fill = UNO_CALLED
    return buttons


def catch_button(offender_name: str, submit: Callable[[], None]) -> Button:
    button = Button("btn-catch", t("table.catch", name=offender_name), submit, hotkey=pygame.K_c)
    button.highlight = True
    return button


# -- the animations of UNO's own events ---------------------------------------------------------
def on_color(animator, event: Event) -> None:
    display = animator.display
    code = animator.family.color_code(event.value)

    def start() -> None:
        display.extras["color"] = code
        animator.banner(animator.describe(event) or "", 1.2)

    animator.timeline.add(Step(on_start=start, hold=animator.seconds(0.25)))


def on_direction(animator, event: Event) -> None:
    def start() -> None:
        animator.display.extras["direction"] = int(event.value)
        animator.banner(animator.describe(event) or "", 1.0)

    animator.timeline.add(Step(on_start=start, hold=animator.seconds(0.3)))


def on_score(animator, event: Event) -> None:
    """The points go on the seat's name plate as they are told."""
    counters = animator.display.counters

    def change() -> None:
        if event.seat is not None:
            key = zone_id("score", event.seat)
            if key in counters:
                counters[key] += event.count

    animator.told(event, change)


def on_dealer(animator, event: Event) -> None:
    """The dealer's mark moves to the seat as it is told."""
    animator.told(event, lambda: setattr(animator.display, "dealer", event.seat))


def on_turn(animator, event: Event) -> None:
    animator.timeline.add(Step(on_start=lambda: setattr(animator.display, "turn", event.seat)))


def on_uno(animator, event: Event) -> None:
    spot = animator.above(event.seat)

    def start() -> None:
        animator.sound("uno")
        animator.banner(animator.describe(event) or "UNO!", 1.3, (255, 90, 70), spot)

    animator.timeline.add(Step(on_start=start))


def on_skip(animator, event: Event) -> None:
    spot = animator.above(event.seat)
    animator.timeline.add(
        Step(
            on_start=lambda: animator.banner(
                animator.describe(event) or "", 1.1, (255, 140, 90), spot
            ),
            hold=animator.seconds(0.3),
        )
    )


def on_swap(animator, event: Event) -> None:
    animator.timeline.add(
        Step(
            on_start=lambda: animator.banner(animator.describe(event) or "", 1.4),
            hold=animator.seconds(0.5),
        )
    )


def ring_reach(pos: tuple[float, float], width: float) -> list[pygame.Rect]:
    """The ring as three rectangles (a wide, a square and a tall one) and the four
    arrowheads' squares: close to their shapes, so that a name may stand near them."""
    head = max(9.0, width * 0.16)
    radius = ring_radius(width) + 2
    x, y = int(pos[0]), int(pos[1])
    shapes = [
        pygame.Rect(0, 0, 2 * radius, radius),
        pygame.Rect(0, 0, int(1.74 * radius), int(1.74 * radius)),
        pygame.Rect(0, 0, radius, 2 * radius),
    ]
    for shape in shapes:
        shape.center = (x, y)
    for step in range(4):
        theta = math.radians(step * 90 + 45)
        tip = (x + (radius + head) * math.cos(theta), y + (radius + head) * math.sin(theta))
        shapes.append(pygame.Rect(0, 0, int(head * 2.6), int(head * 2.6)))
        shapes[-1].center = (int(tip[0]), int(tip[1]))
    return shapes

"""The buttons a human decision needs, built from the phase and the legal actions."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.notation import Action, parse_seat
from game.i18n import t
from game.ui.cardart import COLOR_RGB
from game.ui.table.layout import TableLayout
from game.ui.widgets import Button


def decision_buttons(
    layout: TableLayout,
    phase: str,
    legal: list[Action],
    names: list[str],
    color_names: dict[str, str],
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
                with_uno = Action(verb, (name, "uno"))
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
        and any(len(action.args) > 1 and action.args[-1] == "uno" for action in legal)
    ):
        button = add("btn-uno", t("table.uno"), None, on_click=toggle_uno, hotkey=pygame.K_u)
        button.highlight = not uno_armed
        if uno_armed:
            button.label = t("table.uno_armed")
    _arrange(layout, buttons)
    return buttons


def catch_button(layout: TableLayout, offender_name: str, submit: Callable[[], None]) -> Button:
    button = Button("btn-catch", t("table.catch", name=offender_name), submit, hotkey=pygame.K_c)
    button.highlight = True
    _arrange(layout, [button])
    return button


def _arrange(layout: TableLayout, buttons: list[Button]) -> None:
    if not buttons:
        return
    scale = layout.scale
    height = int(46 * scale)
    gap = int(12 * scale)
    widths = [max(int(120 * scale), int(len(b.label) * 13 * scale) + 28) for b in buttons]
    total = sum(widths) + gap * (len(buttons) - 1)
    x = layout.play_rect.centerx - total // 2
    plate = layout.spots[layout.anchor].label[1]  # the name plate of the seat at the screen
    y = int(plate - 18 * scale - height - 12 * scale)
    for button, width in zip(buttons, widths, strict=True):
        button.rect = pygame.Rect(x, y, width, height)
        button.font_size = int(28 * scale)
        x += width + gap

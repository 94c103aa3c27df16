"""The guide's panel at the table: the step's sentence and number, Next for a step that is
only read, Leave, and at the end the offer of a real game; the marker at what the step is about
and the glow of what its next move plays. It stands where it hides the least of the table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.engine.guide import GuideRunner
from game.engine.notation import Action
from game.i18n import t
from game.ui import theme
from game.ui.scenes.guide_marker import area, arrow, outline
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.scenes.table_guide import GuideTableScene

PULSE = 1.2  # seconds of one beat of the marker's glow
CARD_KINDS = ("hand-card", "zone-card", "choice-card")  # the items that show one card
# Where the panel stands over the table: on a grid of this many steps each way, weighing what
# it would hide: a button (it could not be pressed) far more than words (a name plate, a
# counter), words more than a card, the log less.
SPOT_STEPS = 8
WEIGHTS = {"button": 50, "hint": 50, "log-toggle": 50, "panel": 50, "seat": 4, "counter": 4}
SPREAD = ("reveal-continue",)  # a click anywhere goes on: not a place to keep clear
LOG_WEIGHT = 0.25
PAD = 14  # the panel's margin, times the table's scale
# The panel is all but opaque: a name plate or a card under it would show through its words.
PANEL_COLOR, NOTE_COLOR = (20, 30, 36, 248), (72, 28, 28, 248)


class GuidePanel:
    """The guide's panel: the step (its number and sentence), Next for a step that is only
    read, Leave, and at the end the offer of a real game; and the marker at what the step is
    about, the card it asks for glowing. It reads the table's items (what a test reads too)
    for where things are."""

    def __init__(self, table: GuideTableScene):
        self.table = table
        self.buttons: list[Button] = []
        self.clock = 0.0
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.shake = 0.0  # seconds the panel still shows the coach's note
        self._key: tuple | None = None

    @property
    def runner(self) -> GuideRunner:
        return self.table.runner

    def over(self) -> bool:
        table = self.table
        return self.runner.finished or table.session.result() is not None

    def noted(self) -> None:
        self.shake = 0.6

    def rebuild(self) -> None:
        self._key = None

    def update(self, dt: float) -> None:
        self.clock += dt
        self.shake = max(0.0, self.shake - dt)

    # -- what is pressed ------------------------------------------------------------------------
    def _build(self) -> None:
        key = (self.runner.index, self.runner.moved, self.over(), self.table.app.size)
        if key == self._key:
            return
        self._key = key
        table, step = self.table, self.runner.step
        size = max(15, int(20 * theme.scale_for(table.app.size)))
        buttons = []
        if self.over():
            buttons.append(
                Button("guide-real-game", t("guide.real_game"), table.real_game, font_size=size)
            )
            buttons.append(
                Button("guide-back", t("guide.back"), table.leave, primary=False, font_size=size)
            )
        else:
            if step is not None and step.expect is None and self.runner.waits_for_learner:
                buttons.append(
                    Button(
                        "guide-next",
                        t("guide.next"),
                        self._next,
                        font_size=size,
                        hotkey=pygame.K_RETURN,
                    )
                )
            buttons.append(
                Button("guide-leave", t("guide.leave"), table.leave, primary=False, font_size=size)
            )
        self.buttons = buttons
        self._place()

    def _next(self) -> None:
        if self.runner.go_on():
            self.rebuild()
            self.table.controls.rebuild()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._build()
        return any(button.handle_event(event) for button in self.buttons)

    # -- where things are -------------------------------------------------------------------------
    def _words(self) -> tuple[str, str]:
        runner = self.runner
        if self.over():
            return t("guide.done"), t(runner.guide.end)
        step = runner.step
        if step is None:
            return "", ""
        heading = t("guide.step", number=runner.index + 1, total=len(runner.guide.steps))
        if runner.moved:
            return heading, t("guide.wait")
        return heading, t(step.say)

    def in_log(self) -> bool:
        """The panel stands at the foot of the log's column when the log is open (beside the
        table, hiding none of it); over the top of the table otherwise."""
        layout = self.table.layout
        return layout.log_shown and layout.log_rect.width >= 160

    def _place(self, items: list[dict[str, Any]] | None = None) -> None:
        """The panel and its buttons, one under the other in the log's column, else in a row
        at the foot of a panel over the top of the table."""
        table = self.table
        scale = theme.scale_for(table.app.size)
        pad = int(PAD * scale)
        size = self._text_size()
        button_height = int(38 * scale)
        gap = int(8 * scale)
        _, words = self._words()
        line_height = theme.font(size).get_linesize()
        head_height = theme.font(size, True).get_linesize()
        if self.in_log():
            column = table.layout.log_rect
            width = column.width - 2 * gap
            self.lines = theme.wrap(words, size, width - 2 * pad)
            rows = len(self.buttons)
            height = 2 * pad + head_height + line_height * len(self.lines)
            height += rows * (button_height + gap)
            self.rect = pygame.Rect(column.left + gap, column.bottom - gap - height, width, height)
            y = self.rect.bottom - pad - rows * (button_height + gap) + gap
            for button in self.buttons:
                button.rect = pygame.Rect(self.rect.left + pad, y, width - 2 * pad, button_height)
                y += button_height + gap
            return
        play = table.layout.play_rect
        width = int(min(play.width - 24 * scale, max(300 * scale, play.width * 0.42)))
        self.lines = theme.wrap(words, size, width - 2 * pad)
        height = 2 * pad + head_height + line_height * len(self.lines) + gap + button_height
        self.rect = self._free_spot(play, width, height, gap, items)
        x = self.rect.right - pad
        for button in reversed(self.buttons):
            font = theme.font(button.font_size, True)
            w = font.size(button.label)[0] + int(28 * scale)
            button.rect = pygame.Rect(
                x - w, self.rect.bottom - pad - button_height, w, button_height
            )
            x -= w + gap

    def _free_spot(
        self, play: pygame.Rect, width: int, height: int, gap: int, items: list | None
    ) -> pygame.Rect:
        """Where the panel hides the least of the table (never the thing the step points at):
        among places on a grid over the felt and the log's column (the log is worth less than
        the table; a name plate, a counter or a button, whose words would be hidden, more than
        felt under a card's edge); kept while the table is laid out the same, so that it does
        not jump at every frame. `items`: the table's items, when already read this frame."""
        items = items if items is not None else self.table.readout.automation_items()
        buttons = tuple(item["id"] for item in items if item.get("kind") in WEIGHTS)
        key = (self._key, tuple(play), width, height, buttons)  # a button shown moves it
        if getattr(self, "_spot_key", None) == key:
            return self._spot
        window = pygame.Rect((0, 0), self.table.app.size)
        top = max(int(window.height * 0.07), gap)  # under the turn's line
        room = pygame.Rect(gap, top, window.width - 2 * gap, window.height - top - gap)
        shown = [
            (pygame.Rect(item["rect"]), WEIGHTS.get(item.get("kind"), 1))
            for item in items
            if item.get("kind") != "status"
            and item.get("id") not in SPREAD
            and not item.get("id", "").startswith("guide-")
        ]
        target = self._target_in(items)
        log = self.table.layout.log_rect

        def hidden(spot: pygame.Rect) -> float:
            cost = sum(weight * area(spot.clip(rect)) for rect, weight in shown)
            cost += LOG_WEIGHT * area(spot.clip(log))
            if target is not None and spot.colliderect(target.inflate(24, 24)):
                cost += 10**9
            return cost

        spots = []
        for row in range(SPOT_STEPS + 1):
            y = room.top + (room.height - height) * row // SPOT_STEPS
            for column in range(SPOT_STEPS + 1):
                x = room.left + (room.width - width) * column // SPOT_STEPS
                spots.append(pygame.Rect(x, y, width, height))
        # ties go to the place nearest the middle of the felt
        middle = pygame.Vector2(play.center)
        self._spot = min(spots, key=lambda r: (hidden(r), middle.distance_to(r.center)))
        self._spot_key = key
        return self._spot

    def reserve(self) -> int:
        """The pixels the log keeps free at its foot for the panel."""
        if not self.in_log():
            return 0
        self._build()
        self._place()
        return self.rect.height + int(8 * theme.scale_for(self.table.app.size))

    def _text_size(self) -> int:
        scale = theme.scale_for(self.table.app.size)
        return max(16, int((19 if self.in_log() else 22) * scale))

    def target(self) -> pygame.Rect | None:
        """Where the step's marker points, from the table's items (None: nowhere found)."""
        step = self.runner.step
        if step is None or step.point is None or self.over() or self.runner.moved:
            return None
        return self._target_in(self.table.readout.automation_items())

    def _target_in(self, items: list[dict[str, Any]]) -> pygame.Rect | None:
        step = self.runner.step
        if step is None or step.point is None or self.over() or self.runner.moved:
            return None
        for item in items:
            if _points_at(item, step.point.role, step.point.name):
                return pygame.Rect(item["rect"])
        paying = self._paying()
        if paying is not None:  # the cards of a payment being chosen: where they go, or Confirm
            if len(paying.chosen) == paying.owed.count:
                return next(
                    (pygame.Rect(i["rect"]) for i in items if i["id"] == "pay-confirm"), None
                )
            places = {drag.target for drag in paying.intents_now().drags}
            return next(
                (pygame.Rect(i["rect"]) for i in items for p in places if _points_at(i, "zone", p)),
                None,
            )
        if self.runner.done:
            # Within a step's moves what it pointed at may be gone (the Evade button once
            # pressed): the marker shows where the next move's card goes (the discard pile).
            return self._drop_place(items)
        return None

    def _paying(self):
        """The payment being chosen at the table (the cards of K-Mon's Evade), or None."""
        payment = self.table.controls.payment
        return payment if payment.active and self.runner.step is not None else None

    def _drop_place(self, items: list[dict[str, Any]]) -> pygame.Rect | None:
        """The zone the cards of the step's next move are dropped on, if they go to one."""
        found = self.table.controls.intents()
        expected = set(self.runner.expected())
        places = {drag.target for drag in found.drags if drag.action in expected} if found else ()
        for item in items:
            if any(place and _points_at(item, "zone", place) for place in places):
                return pygame.Rect(item["rect"])
        return None

    def glowing(self, items: list[dict[str, Any]] | None = None) -> list[pygame.Rect]:
        """The cards the step's next move would play or take (of the hand, or on the table),
        and the buttons that would make it: they glow. In a step of several moves the glow
        follows the next one."""
        items = items if items is not None else self.table.readout.automation_items()
        paying = self._paying()
        if paying is not None:  # a payment being chosen: the cards left to pick, then Confirm
            done = len(paying.chosen) == paying.owed.count
            return [
                pygame.Rect(item["rect"])
                for item in items
                if (item["id"] == "pay-confirm" if done else item["kind"] == "hand-card")
                and not item.get("chosen")
            ]
        expected = self.runner.expected()
        if not expected:
            return []
        words = {word for action in expected for word in action.args}
        buttons = {_button_id(action) for action in expected}
        return [
            pygame.Rect(item["rect"])
            for item in items
            if item["kind"] in CARD_KINDS
            and (item.get("card") in words or item.get("item") in words)
            or item["kind"] == "button"
            and item.get("id") in buttons
        ]

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._build()
        items = self.table.readout.automation_items()  # read once for the whole frame
        self._place(items)
        beat = 0.5 + 0.5 * abs(((self.clock / PULSE) % 2) - 1)
        for rect in self.glowing(items):
            outline(surface, rect.inflate(8, 8), theme.GLOW, beat)
        target = self._target_in(items)
        if target is not None:
            outline(surface, target.inflate(14, 14), theme.GOLD, beat)
            others = [pygame.Rect(item["rect"]) for item in items if item.get("kind") != "status"]
            arrow(surface, target, self.rect, beat, others)
        scale = theme.scale_for(self.table.app.size)
        color = NOTE_COLOR if self.shake else PANEL_COLOR
        theme.panel(surface, self.rect, color=color)
        pad = int(PAD * scale)
        size = self._text_size()
        heading, _ = self._words()
        y = self.rect.top + pad
        surface.blit(
            theme.font(size, True).render(heading, True, theme.GOLD), (self.rect.left + pad, y)
        )
        y += theme.font(size, True).get_linesize()
        for line in self.lines:
            surface.blit(theme.font(size).render(line, True, theme.INK), (self.rect.left + pad, y))
            y += theme.font(size).get_linesize()
        for button in self.buttons:
            button.draw(surface)

    def automation(self) -> list[dict[str, Any]]:
        self._build()
        self._place()
        heading, words = self._words()
        target = self.target()
        items = [
            {
                "id": "guide-panel",
                "kind": "guide",
                "card": None,
                "rect": list(self.rect),
                "enabled": False,
                "heading": heading,
                "text": words,
                "target": list(target) if target is not None else None,
            }
        ]
        for button in self.buttons:
            items.extend(button.automation())
        return items


def _button_id(action: Action) -> str:
    """The id of the table's button that makes `action` (table_controls.py names them so)."""
    return f"btn-{action.verb}" + "".join(f"-{word}" for word in action.args)


def _points_at(item: dict[str, Any], role: str, name: str) -> bool:
    kind, item_id = item.get("kind"), item.get("id")
    if role == "card":
        return kind in CARD_KINDS and name in (item.get("card"), item.get("item"))
    if role == "zone":
        return item_id == f"zone-{name}"
    if role == "counter":
        return item_id == f"counter-{name}"
    if role == "button":
        return item_id in (name, f"btn-{name}")
    if role == "seat":
        return item_id == f"seat-{name[1:]}"
    return False

"""A guided first game on the real table: the step's sentence, a marker at what it is about,
the coach's note for any other move, and a real game offered at the end.

`GuideSession` is a game session whose opponent is the guide's script: its moves come from the
runner (game/engine/guide.py) after the usual pause, never from a computer player. The table
is the real `TableScene`; `GuideTableScene` only puts each move of the person through the
runner first (`_submit`), tells the runner of every move made, keeps the guide out of the
autosave, the statistics and undo, and draws the guide's panel (`GuidePanel`) over the table.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.engine.guide import GuideRunner, guide_for
from game.engine.notation import Action
from game.i18n import t
from game.persist.saves import Seat
from game.ui import theme
from game.ui.scenes.guide_marker import area, arrow, outline
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession
from game.ui.widgets import Button

SCRIPT = "script"  # the kind of the seat the guide's script plays
OPPONENT_NAME = "Morgana"
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


class GuideSession(GameSession):
    """The guide's game: the learner's seat is a person's, every other seat the script's."""

    def __init__(self, runner: GuideRunner, learner_name: str):
        guide = runner.guide
        seats = [
            Seat(learner_name, "human", None)
            if index == guide.learner
            else Seat(OPPONENT_NAME, SCRIPT, None)
            for index in range(guide.players)
        ]
        super().__init__(runner.ruleset, guide.options, seats, guide.seed)
        self.runner = runner
        self.match = runner.match  # the guide's deal, set up as its file says
        self.opening_events = []  # the table opens on the set position
        self._asked_at: float | None = None

    def can_undo(self) -> bool:
        return False  # the script goes one way only

    # Once the last step is done the table stands still: the script has no more moves, and
    # nobody is shown deciding or thinking while the panel offers a real game.
    def deciders(self) -> tuple[int, ...]:
        return () if self.runner.finished else super().deciders()

    def decision(self) -> dict | None:
        return None if self.runner.finished else super().decision()

    def hint(self, seat: int) -> Action:
        expected = self.runner.expected()
        return expected[0] if expected else super().hint(seat)

    def start_thinking(self, seat: int) -> None:
        if self._asked_at is None:
            self._asked_at = time.monotonic()

    def finished_thought(self, min_seconds: float) -> tuple[int, Action] | None:
        if self._asked_at is None or time.monotonic() - self._asked_at < min_seconds:
            return None
        self._asked_at = None
        return self.runner.due()

    def cancel_thinking(self) -> None:
        self._asked_at = None

    def to_saved(self):  # a guide is never saved: its deal is not a seed's
        raise RuntimeError("a guided game is not saved")


class GuideTableScene(TableScene):
    """The real table, with the guide's panel over it and its moves through the guide."""

    def __init__(self, app, session: GuideSession):
        super().__init__(app, session)
        self.runner = session.runner
        self.autosaver.enabled = False
        self.guide = GuidePanel(self)

    # -- moves -------------------------------------------------------------------------------
    def _submit(self, seat: int, action: Action, by_person: bool = False) -> bool:
        runner = self.runner
        if seat == runner.learner:
            note = runner.judge(seat, action)
            if note is not None:
                self.say(t(note.key))
                self.app.sounds.play("error")
                self.guide.noted()
                return False
        made = super()._submit(seat, action, by_person)
        if made:
            runner.made(seat, action)
            self.guide.rebuild()
        return made

    def _drive(self, dt: float) -> None:
        if (
            self.runner.finished
            or self.runner.waits_for_learner
            and self.runner.step.expect is None
        ):
            return  # the sentence is read first (Next), or the guide is over
        super()._drive(dt)

    def _game_over(self) -> None:
        self.guide.rebuild()  # the end of the guide: a real game is offered

    # -- the guide's own buttons -----------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.guide.handle_event(event):
            return True
        return super().handle_event(event)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.guide.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        self.guide.draw(surface)
        # The panel and its marker are drawn over the table's layers: the next frame puts the
        # layers back whole, and the whole window is shown.
        self.view._over = None
        self.dirty = None

    def _log_reserve(self) -> int:
        guide = getattr(self, "guide", None)  # the log is laid out before the panel is made
        return guide.reserve() if guide is not None else 0

    def automation_items(self) -> list[dict[str, Any]]:
        return self.guide.automation() + self.readout.automation_items()

    def _open_pause(self) -> None:
        """Esc: the pause menu without Save (a guide is never saved) nor Undo."""
        from game.ui.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, None))

    def leave(self) -> None:
        """Back to where the guide was chosen from (it is never saved)."""
        self.app.stack.pop()

    def real_game(self) -> None:
        """A new game of the same game, set up as the player likes."""
        from game.ui.scenes.new_game import NewGameScene

        self.app.stack.replace(NewGameScene(self.app, self.session.ruleset.id))


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

    def _place(self) -> None:
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
        self.rect = self._free_spot(play, width, height, gap)
        x = self.rect.right - pad
        for button in reversed(self.buttons):
            font = theme.font(button.font_size, True)
            w = font.size(button.label)[0] + int(28 * scale)
            button.rect = pygame.Rect(
                x - w, self.rect.bottom - pad - button_height, w, button_height
            )
            x -= w + gap

    def _free_spot(self, play: pygame.Rect, width: int, height: int, gap: int) -> pygame.Rect:
        """Where the panel hides the least of the table (never the thing the step points at):
        among places on a grid over the felt and the log's column (the log is worth less than
        the table; a name plate, a counter or a button, whose words would be hidden, more than
        felt under a card's edge); kept while the table is laid out the same, so that it does
        not jump at every frame."""
        items = self.table.readout.automation_items()
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
        if self.runner.done:
            # Within a step's moves what it pointed at may be gone (the Evade button once
            # pressed): the marker shows where the next move's card goes (the discard pile).
            return self._drop_place(items)
        return None

    def _drop_place(self, items: list[dict[str, Any]]) -> pygame.Rect | None:
        """The zone the cards of the step's next move are dropped on, if they go to one."""
        found = self.table.controls.intents()
        expected = set(self.runner.expected())
        places = {drag.target for drag in found.drags if drag.action in expected} if found else ()
        for item in items:
            if any(place and _points_at(item, "zone", place) for place in places):
                return pygame.Rect(item["rect"])
        return None

    def glowing(self) -> list[pygame.Rect]:
        """The cards the step's next move would play or take (of the hand, or on the table),
        and the buttons that would make it: they glow. In a step of several moves the glow
        follows the next one."""
        expected = self.runner.expected()
        if not expected:
            return []
        words = {word for action in expected for word in action.args}
        buttons = {_button_id(action) for action in expected}
        return [
            pygame.Rect(item["rect"])
            for item in self.table.readout.automation_items()
            if item["kind"] in CARD_KINDS
            and (item.get("card") in words or item.get("item") in words)
            or item["kind"] == "button"
            and item.get("id") in buttons
        ]

    # -- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self._build()
        self._place()
        beat = 0.5 + 0.5 * abs(((self.clock / PULSE) % 2) - 1)
        for rect in self.glowing():
            outline(surface, rect.inflate(8, 8), theme.GLOW, beat)
        items = self.table.readout.automation_items()
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


def open_guide(app, ruleset_id: str) -> GuideTableScene:
    """The guided game of `ruleset_id` at its table (the runner's match dealt as its file says)."""
    from game.ui.launch import name_people

    runner = GuideRunner(guide_for(ruleset_id))
    (person,) = [seat for seat in name_people([Seat("", "human", None)])]
    return GuideTableScene(app, GuideSession(runner, person.name))

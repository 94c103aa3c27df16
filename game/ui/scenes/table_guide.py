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
from game.ui.scenes.guide_panel import GuidePanel
from game.ui.scenes.table import TableScene
from game.ui.session import GameSession

SCRIPT = "script"  # the kind of the seat the guide's script plays
OPPONENT_NAME = "Morgana"


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


def open_guide(app, ruleset_id: str) -> GuideTableScene:
    """The guided game of `ruleset_id` at its table (the runner's match dealt as its file says)."""
    from game.ui.launch import name_people

    runner = GuideRunner(guide_for(ruleset_id))
    (person,) = [seat for seat in name_people([Seat("", "human", None)])]
    return GuideTableScene(app, GuideSession(runner, person.name))

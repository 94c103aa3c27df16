"""Whose move it is at the table, and whose eyes it is drawn for: a computer seat thinks (in
the worker) and moves after a pause people can follow; a person's turn turns the table to them,
behind a pass screen in hot-seat; a window is let go after a few seconds (UNO's catch) or
answered as a turn of its own (the shared table), a person with nothing but Pass passing at once
where that tells nobody anything.
"""

from __future__ import annotations

from game.engine.notation import Action
from game.ui.table.describe import Describer
from game.ui.table.display import hand_size

AI_PAUSE = 0.75  # seconds a computer seat waits before moving, at normal speed
MIN_AI_PAUSE = 0.35  # even with animations off, when people watch
HUMAN_WINDOW = 3.0  # seconds a human has to catch a missed UNO call or to jump in
WINDOW_PAUSE = 0.3  # seconds a computer seat takes to answer a window of the shared table


class TableTurnsMixin:
    """Mixed into TableScene: who moves next, and who looks."""

    def _drive(self, dt: float) -> None:
        deciders = self.session.deciders()
        if not deciders:
            return
        seat = deciders[0]
        decision = self.session.decision()
        # A seat the public decision does not name has a chance of its own (jumping in): it
        # is private, and like a window it may be let go.
        private = decision is None or seat not in decision["seats"]
        window = not private and decision["kind"] == "window"
        if not self.session.is_human(seat):
            if self.hot_seat and self.viewer is not None:
                self._set_viewer(None)
            self.session.start_thinking(seat)
            # A private chance is answered at once, so that nobody sees who had one; an answer
            # in a window of the shared table takes a short while, the same with or without a
            # card to answer with.
            pause = 0.0 if private else self._ai_pause()
            if window and not self.family.timed_windows:
                pause = min(pause, WINDOW_PAUSE * max(self.speed, 0.5))
            thought = self.session.finished_thought(pause)
            if thought is not None:
                self._submit(*thought)
            return
        if private or window and self.family.timed_windows:
            if self.hot_seat and self.viewer is not None:
                self._set_viewer(None)  # catching is done in the open, with every hand hidden
            self._human_window(seat, private, dt)
            return
        if window and self._nothing_but_pass(seat):
            self._submit(seat, Action("pass"))  # nobody else is looking: nothing is given away
            return
        if self.viewer != seat:
            if self.hot_seat:
                self._ask_to_pass(seat)
            else:
                self._set_viewer(seat)

    def _nothing_but_pass(self, seat: int) -> bool:
        """A person asked in a window may only pass, and passing at once tells nobody
        anything: no other person plays, or the person is at the screen already (was not
        handed it for this), so the others are not looking."""
        if self.session.legal(seat) != [Action("pass")]:
            return False
        return not self.hot_seat or (self.viewer == seat and self.handed_to != seat)

    def _ai_pause(self) -> float:
        """How long a computer seat waits before its move: people at the table must be able
        to follow even with animations off; a game of computers alone need not wait."""
        if not self.session.humans:
            return AI_PAUSE * self.speed
        return max(AI_PAUSE * self.speed, MIN_AI_PAUSE)

    def _human_window(self, seat: int, private: bool, dt: float) -> None:
        """A window (catching a missed call) or a private chance (jumping in) is offered for a
        few seconds, then let go."""
        if self.hot_seat and private:
            self._submit(seat, Action("pass"))  # a hidden hand cannot jump in here
            return
        if self.window_left <= 0:
            self.window_left = HUMAN_WINDOW * max(self.speed, 0.5)
            self._rebuild_controls()
            return
        self.window_left -= dt
        if self.window_left <= 0:
            self._submit(seat, Action("pass"))

    def _glide_hand(self, dt: float) -> None:
        if self.viewer is None:
            self.glide.reset()
            return
        places = self._hand_places()
        if places is not None:
            self.glide.update(self.display.hands[self.viewer], places, dt, self.speed)

    def _set_viewer(self, seat: int | None) -> None:
        if self.viewer is not None and seat != self.viewer:
            self.gamelog.left(self.viewer)
        # What was said to the last player stays with them.
        self.animator.banners.clear()
        self.message = None
        self.gamelog.to_newest()
        self.viewer = seat
        self.glide.reset()  # a new player's hand starts at its places
        if seat is not None:
            self.anchor = seat
        self.describer = Describer(self.cards, self.session.names, game=self.session.ruleset.id)
        self.display.sync(self.session.view(seat))
        self._rebuild_controls()

    def _ask_to_pass(self, seat: int) -> None:
        from game.ui.scenes.pass_device import PassDeviceScene

        self._set_viewer(None)
        self.waiting_for_pass = True

        def ready() -> None:
            self.waiting_for_pass = False
            self.handed_to = seat  # asked after a hand-over: answers with a press, whatever
            self._set_viewer(seat)

        recap = self.gamelog.recap(seat)
        held = hand_size(self.session.view(None), seat)  # the public view: a count
        self.app.stack.push(
            PassDeviceScene(self.app, self.session.names[seat], ready, recap, self.renderer, held)
        )

"""Whose move it is at the table: a computer seat thinks (in the worker, off the frame loop)
and moves after a pause people can follow; a person's turn turns the table to them, behind a
pass screen in hot-seat; a window is let go after a few seconds (UNO's catch) or answered as a
turn of its own (the shared table), a person with nothing but Pass passing at once where that
tells nobody anything.
"""

from __future__ import annotations

from collections.abc import Callable

from game.engine.notation import Action
from game.ui.session import GameSession

AI_PAUSE = 0.75  # seconds a computer seat waits before moving, at normal speed
MIN_AI_PAUSE = 0.35  # even with animations off, when people watch
HUMAN_WINDOW = 3.0  # seconds a human has to catch a missed UNO call or to jump in
WINDOW_PAUSE = 0.3  # seconds a computer seat takes to answer a window of the shared table


class TurnDriver:
    """Asks each seat in turn for its move, once a frame (`drive`) while the table is still.

    It owns the time a person has left in a window and the hand-over between hot-seat
    players. It talks to the table through calls: `viewer` (who is at the screen now),
    `look` (turn the table to a seat, or to nobody), `hand_over` (show the pass screen for a
    seat, then call the `ready` it is given), `submit` (make a seat's move) and `changed` (the
    buttons are to be built again)."""

    def __init__(
        self,
        session: GameSession,
        *,
        hot_seat: bool,
        timed_windows: bool,
        speed: Callable[[], float],
        viewer: Callable[[], int | None],
        look: Callable[[int | None], None],
        hand_over: Callable[[int, Callable[[], None]], None],
        submit: Callable[[int, Action], bool],
        changed: Callable[[], None],
    ):
        self.session = session
        self.hot_seat = hot_seat  # several people share the screen
        self.timed_windows = timed_windows  # a window is let go after a while (UNO's catch)
        self._speed, self._viewer, self._look = speed, viewer, look
        self._hand_over, self._submit, self._changed = hand_over, submit, changed
        self.window_left = 0.0  # time left for a human to catch or jump in
        self.waiting_for_pass = False  # the pass screen is up
        self.handed_to: int | None = None  # the hot-seat player just handed the screen

    def moved(self, seat: int) -> None:
        """`seat` made a move: it was not just handed the screen any more."""
        if seat == self.handed_to:
            self.handed_to = None

    def reset(self) -> None:
        """The table is drawn anew (an undo): no window is running."""
        self.window_left = 0.0

    def drive(self, dt: float) -> None:
        session = self.session
        deciders = session.deciders()
        if not deciders:
            return
        seat = deciders[0]
        decision = session.decision()
        # A seat the public decision does not name has a chance of its own (jumping in): it
        # is private, and like a window it may be let go.
        private = decision is None or seat not in decision["seats"]
        window = not private and decision["kind"] == "window"
        viewer = self._viewer()
        if not session.is_human(seat):
            if self.hot_seat and viewer is not None:
                self._look(None)
            session.start_thinking(seat)
            # A private chance is answered at once, so that nobody sees who had one; an answer
            # in a window of the shared table takes a short while, the same with or without a
            # card to answer with.
            pause = 0.0 if private else self._ai_pause()
            if window and not self.timed_windows:
                pause = min(pause, WINDOW_PAUSE * max(self._speed(), 0.5))
            thought = session.finished_thought(pause)
            if thought is not None:
                self._submit(*thought)
            return
        if private or window and self.timed_windows:
            if self.hot_seat and viewer is not None:
                self._look(None)  # catching is done in the open, with every hand hidden
            self._human_window(seat, private, dt)
            return
        if window and self._nothing_but_pass(seat):
            self._submit(seat, Action("pass"))  # nobody else is looking: nothing is given away
            return
        if viewer != seat:
            if self.hot_seat:
                self._ask_to_pass(seat)
            else:
                self._look(seat)

    def _nothing_but_pass(self, seat: int) -> bool:
        """A person asked in a window may only pass, and passing at once tells nobody
        anything: no other person plays, or the person is at the screen already (was not
        handed it for this), so the others are not looking."""
        if self.session.legal(seat) != [Action("pass")]:
            return False
        return not self.hot_seat or (self._viewer() == seat and self.handed_to != seat)

    def _ai_pause(self) -> float:
        """How long a computer seat waits before its move: people at the table must be able
        to follow even with animations off; a game of computers alone need not wait."""
        if not self.session.humans:
            return AI_PAUSE * self._speed()
        return max(AI_PAUSE * self._speed(), MIN_AI_PAUSE)

    def _human_window(self, seat: int, private: bool, dt: float) -> None:
        """A window (catching a missed call) or a private chance (jumping in) is offered for a
        few seconds, then let go."""
        if self.hot_seat and private:
            self._submit(seat, Action("pass"))  # a hidden hand cannot jump in here
            return
        if self.window_left <= 0:
            self.window_left = HUMAN_WINDOW * max(self._speed(), 0.5)
            self._changed()
            return
        self.window_left -= dt
        if self.window_left <= 0:
            self._submit(seat, Action("pass"))

    def _ask_to_pass(self, seat: int) -> None:
        """The screen goes to nobody, then to `seat` once its player says they are ready."""
        self._look(None)
        self.waiting_for_pass = True

        def ready() -> None:
            self.waiting_for_pass = False
            self.handed_to = seat  # asked after a hand-over: answers with a press, whatever
            self._look(seat)

        self._hand_over(seat, ready)

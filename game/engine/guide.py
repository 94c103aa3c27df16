"""A guided first game: the real rules, a fixed deal, a scripted opponent, and a coach.

`GuideRunner` holds the Match of a guide (game/engine/guide_file.py) and says the step the
learner is at. A move the step asks for (and the rules allow: the engine still judges every
move) is made; the scripted opponent's replies follow (`due`, then `made`), and a window the
opponent is asked in with nothing scripted is let go with a pass. Any other move is answered
with the step's coach's note and changes nothing. A step may ask for a few moves in order
(an evasion, then the cards that pay for it): each is judged in turn (`done` counts those
made), a wrong one anywhere in the sequence gets the note, and the replies follow the last.
A step that expects no move is left with `go_on`. Once the last step is done, the guide is
`finished` and offers a real game.

The runner never applies a move itself except in `propose`, the headless path: the table
makes the moves through its own session (on the same Match) and tells the runner (`made`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.engine import registry
from game.engine.contract import IllegalAction
from game.engine.guide_file import Guide, GuideError, GuideStep, guide_path, read_guide_file
from game.engine.match import Match
from game.engine.notation import Action, seat_text
from game.engine.refusal import Refusal
from game.engine.scenario_setup import check_counters

PASS = Action("pass")


@dataclass(frozen=True)
class CoachNote:
    """Why a move was not made: the step's note (a catalogue key), and the rules' own refusal
    when the rules would not allow it either."""

    key: str
    refusal: Refusal | None = None


class GuideRunner:
    """One guided game as it goes."""

    def __init__(self, guide: Guide, match: Match | None = None):
        self.guide = guide
        self.match = match if match is not None else new_match(guide)
        self.ruleset = self.match.ruleset
        self.learner = guide.learner
        self.index = 0  # the step the learner is at (len(steps): finished)
        self.done = 0  # the moves of the step's sequence made so far
        self.moved = False  # the step's moves are all made; its replies may be under way
        self.replies: list[Any] = []  # the step's replies still to make

    # -- where the guide is -------------------------------------------------------------------
    @property
    def step(self) -> GuideStep | None:
        steps = self.guide.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.guide.steps)

    @property
    def waits_for_learner(self) -> bool:
        """The step waits for the learner: to make its move, or to read it and go on."""
        return not self.finished and not self.moved

    def expected(self) -> list[Action]:
        """The learner's legal moves the step asks for next (what the table makes glow)."""
        step = self.step
        if step is None or step.expect is None or self.moved:
            return []
        legal = self.ruleset.legal_actions(self.match.state, self.learner)
        return [action for action in legal if step.matches(action, self.done)]

    def asks_for(self, action: Action) -> bool:
        """Whether `action` is the move the step waits for now (the next of its sequence)."""
        step = self.step
        return step is not None and not self.moved and step.matches(action, self.done)

    # -- the learner's moves ------------------------------------------------------------------
    def judge(self, seat: int, action: Action) -> CoachNote | None:
        """None when `action` is the step's move and the rules allow it; the coach's note
        otherwise (nothing is changed either way)."""
        if self._forced_pass(seat, action):
            return None  # a window with nothing to do but pass: let go whatever the step
        step = self.step
        if step is None or self.moved or seat != self.learner:
            return CoachNote(step.note if step is not None else "guide.note")
        refusal = self.ruleset.refusal(self.match.state, seat, action)
        if not step.matches(action, self.done) or refusal is not None:
            return CoachNote(step.note, refusal)
        return None

    def go_on(self) -> bool:
        """Leave a step that expects no move (Next); False when the step expects one."""
        step = self.step
        if step is None or step.expect is not None:
            return False
        self.index += 1
        return True

    def propose(self, seat: int, action: Action) -> CoachNote | None:
        """The headless way to play: the move is judged; made when it is the step's, then the
        opponent's replies are made. Returns the coach's note for any other move."""
        note = self.judge(seat, action)
        if note is not None:
            return note
        self.match.apply(seat, action)
        self.made(seat, action)
        while (reply := self.due()) is not None:
            self.match.apply(*reply)
            self.made(*reply)
        return None

    def _forced_pass(self, seat: int, action: Action) -> bool:
        """The learner is asked in a window where passing is all it may do, and passes."""
        if seat != self.learner or action != PASS:
            return False
        state = self.match.state
        decision = self.ruleset.decision(state)
        if decision is None or decision.kind != "window":
            return False
        deciders = self.ruleset.deciders(state)
        if not deciders or deciders[0] != seat:
            return False
        return self.ruleset.legal_actions(state, seat) == [PASS]

    # -- the scripted opponent ----------------------------------------------------------------
    def due(self) -> tuple[int, Action] | None:
        """The opponent's next move once the step's move is made: the next scripted reply,
        or a pass in a window the opponent is asked in. None: the learner's turn to act."""
        if self.finished:
            return None
        if self._forced_pass(self.learner, PASS):
            return self.learner, PASS
        if not self.moved and not self.done:
            return None
        state = self.match.state
        deciders = self.ruleset.deciders(state)
        window = self._opponent_window(state, deciders)
        if not self.moved:  # within the step's sequence: a window the opponent lets go
            return (window, PASS) if window is not None else None
        if self.replies:
            reply = self.replies[0]
            seat = reply.seat if reply.seat is not None else (deciders or (None,))[0]
            if seat is None:
                return None
            if window is not None and self.ruleset.refusal(state, seat, reply.action) is not None:
                return window, PASS  # the script's next move comes once the window is let go
            return seat, reply.action
        return (window, PASS) if window is not None else None

    def _opponent_window(self, state: Any, deciders: tuple[int, ...]) -> int | None:
        """The opponent asked first in a window (where passing is always allowed), if any."""
        if not deciders or deciders[0] == self.learner:
            return None
        decision = self.ruleset.decision(state)
        return deciders[0] if decision is not None and decision.kind == "window" else None

    def made(self, seat: int, action: Action) -> None:
        """A move was made on the guide's match: the step's own, or the reply that was due."""
        step = self.step
        if not self.moved:
            if step is None or seat != self.learner or not step.matches(action, self.done):
                return  # a pass the learner had no choice about: the step still waits
            self.done += 1
            if self.done < len(step.moves):
                return  # the next move of the sequence is the learner's again
            self.moved = True
            self.replies = list(step.replies)
        elif self.replies and self.replies[0].action == action:
            self.replies.pop(0)
        if self.due() is None:
            self.index += 1
            self.done = 0
            self.moved = False
            self.replies = []


def new_match(guide: Guide, keep_events: bool = True) -> Match:
    """The guide's game, dealt and set up as the file says."""
    spec = registry.game(guide.ruleset)
    ruleset = spec.ruleset
    options = ruleset.resolve_options(guide.options)
    match = Match(
        ruleset, options, guide.players, guide.seed, guide.seat_setup, keep_events=keep_events
    )
    match.set_up(guide.setup)
    check_counters(ruleset, match.state)
    return match


# -- reading and checking a guide file ------------------------------------------------------
def load_guide(path: Path) -> Guide:
    """The guide at `path`, read and then played through to its end: a GuideError names the
    line of the first step whose move or reply cannot be made."""
    guide = read_guide_file(path)
    for _ in walk(guide):
        pass
    return guide


def guide_for(ruleset_id: str) -> Guide:
    """The built-in guide of a game (GuideError when it is broken, FileNotFoundError when the
    game has none)."""
    path = guide_path(ruleset_id)
    if not path.is_file():
        raise FileNotFoundError(f"no guide for {ruleset_id!r}")
    return load_guide(path)


def has_guide(ruleset_id: str) -> bool:
    return guide_path(ruleset_id).is_file()


def walk(
    guide: Guide, report: Callable[[int, GuideStep], None] | None = None
) -> Iterator[GuideRunner]:
    """Play `guide` through by following its steps, yielding the runner after each step;
    GuideError at the step that cannot be followed."""
    try:
        runner = GuideRunner(guide)
    except (KeyError, ValueError, TypeError) as exc:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
        raise GuideError(guide.path, 1, "setup", f"cannot set the game up: {message}") from None
    while not runner.finished:
        index, step = runner.index, runner.step
        if report is not None:
            report(index, step)
        _follow(runner, index, step)
        yield runner


def _follow(runner: GuideRunner, index: int, step: GuideStep) -> None:
    guide = runner.guide

    def fail(message: str) -> GuideError:
        return GuideError(guide.path, step.line, f"steps[{index}]", message)

    _let_go(runner)
    problem = _point_problem(runner, step)
    if problem:
        raise fail(problem)
    if step.expect is None:
        runner.go_on()
        return
    while runner.index == index and not runner.moved:  # the step's moves, in order
        _let_go(runner)
        state = runner.match.state
        if runner.learner not in runner.ruleset.deciders(state):
            raise fail(f"{seat_text(runner.learner)} is not asked to move here")
        wanted = runner.expected()
        if not wanted:
            legal = ", ".join(map(str, runner.ruleset.legal_actions(state, runner.learner)))
            move = " ".join(step.moves[runner.done])
            raise fail(f"{move!r} is not a legal move here (legal: {legal})")
        action = wanted[0]
        runner.match.apply(runner.learner, action)
        runner.made(runner.learner, action)
    while runner.index == index and not runner.finished:
        due = runner.due()
        if due is None:
            raise fail("the opponent has no scripted move here")
        try:
            runner.match.apply(*due)
        except IllegalAction as exc:
            raise fail(f"the reply {due[1]} is refused: {exc.refusal}") from None
        except ValueError as exc:
            raise fail(f"the reply {due[1]}: {exc}") from None
        runner.made(*due)
    if runner.index == index:
        raise fail("the step does not end")


def _let_go(runner: GuideRunner) -> None:
    """The passes the learner has no choice about (and, within a step's sequence, the
    windows the opponent lets go)."""
    while (forced := runner.due()) is not None:
        runner.match.apply(*forced)
        runner.made(*forced)


def _point_problem(runner: GuideRunner, step: GuideStep) -> str:
    """What is wrong with what the step points at, as the game stands ("" when nothing)."""
    point = step.point
    if point is None:
        return ""
    state, ruleset = runner.match.state, runner.ruleset
    view = ruleset.view(state, runner.learner)
    if point.role == "zone" and point.name not in view["zones"]:
        return f"no zone {point.name!r} (zones: {', '.join(view['zones'])})"
    if point.role == "counter" and point.name not in view["counters"]:
        return f"no counter {point.name!r} (counters: {', '.join(view['counters'])})"
    if point.role == "card" and not _in_sight(view, point.name):
        return f"no card {point.name!r} in sight of {seat_text(runner.learner)}"
    if point.role == "seat" and not 0 <= _seat_number(point.name) < runner.guide.players:
        return f"no seat {point.name!r}"
    return ""


def _seat_number(name: str) -> int:
    return int(name[1:]) - 1 if name[:1] == "p" and name[1:].isdigit() else -1


def _in_sight(view: dict, name: str) -> bool:
    for zone in view["zones"].values():
        for card in zone.get("cards") or ():
            if (
                card == name
                or isinstance(card, dict)
                and name in (card.get("id"), card.get("card"))
            ):
                return True
    return False

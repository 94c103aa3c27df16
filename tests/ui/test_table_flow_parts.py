"""The table's parts for the flow of a game, each on its own with fakes for the table: the
break between rounds, the end of the game, the faces rendered ahead of need, the pointer."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.engine.notation import Event
from game.i18n import t
from game.ui.scenes.table_end import GameEnd
from game.ui.scenes.table_pointer import TablePointer
from game.ui.scenes.table_readout import TableReadout
from game.ui.scenes.table_round import RoundBreak
from game.ui.scenes.table_warm import FaceWarmer
from game.ui.tween import Gate
from game.ui.widgets import Button


class _Session:
    names = ["Ann", "Bob"]
    seats = [SimpleNamespace(name="Ann", kind="human"), SimpleNamespace(name="Bob", kind="ai")]
    humans = [0]

    def __init__(self, winners=()):
        self.winners = list(winners)

    def view(self, seat):
        return {"counters": {"p1.score": 30, "p2.score": 5}}

    def result(self):
        return SimpleNamespace(winners=self.winners)


# -- the break between rounds ----------------------------------------------------------------
def _rounds(waits: bool):
    display = SimpleNamespace(in_hand_order=lambda cards: sorted(cards))
    cleared: list[bool] = []
    rounds = RoundBreak(
        _Session(),
        display,
        "score",
        viewer=lambda: 0,
        speed=lambda: 1.0,
        waits=lambda: waits,
        clear_banners=lambda: cleared.append(True),
    )
    return rounds, cleared


def test_a_round_over_stays_up_until_the_next_deal_is_asked_for():
    rounds, cleared = _rounds(waits=True)
    rounds.counted([Event("show", seat=1, cards=("y2", "b1"), value="3")])
    gate = Gate()
    rounds.over(Event("score", seat=0, count=3), gate)
    summary = rounds.summary
    assert cleared and summary["winner"] == 0 and summary["points"] == 3
    assert summary["hands"] == {1: (["b1", "y2"], 3)} and summary["viewer"] == 0
    rounds.update(60.0)  # a person presses for the next deal: time does not
    assert rounds.summary is not None and not gate.is_open
    rounds.settle()
    assert rounds.summary is None and gate.is_open


def test_with_nobody_to_press_the_summary_goes_by_itself():
    rounds, _ = _rounds(waits=False)
    gate = Gate()
    rounds.over(Event("score", seat=1, count=9), gate)
    rounds.update(1.0)
    assert rounds.summary is not None
    rounds.update(2.0)
    assert rounds.summary is None and gate.is_open


# -- the end of the game ---------------------------------------------------------------------
class _Animator:
    def __init__(self):
        self.banners = []

    def banner(self, text, seconds, color):
        self.banners.append(SimpleNamespace(text=text, seconds=seconds, size=1.0))


def _ending(winners, viewer=0, speed=1.0):
    overs: list[bool] = []
    animator = _Animator()
    ending = GameEnd(
        SimpleNamespace(autoplay=True, exit_when_over=False),
        _Session(winners),
        animator,
        speed=lambda: speed,
        viewer=lambda: viewer,
        plays=lambda: viewer is not None,
        flush_autosave=lambda: None,
        over=lambda: overs.append(True),
    )
    return ending, animator, overs


def test_who_won_is_said_a_moment_then_the_end_comes():
    ending, animator, overs = _ending([0])
    ending.update(0.5)
    assert [b.text for b in animator.banners] == [t("table.you_win")] and animator.banners[
        0
    ].size > 1
    assert ending.celebrating > 0 and not overs
    ending.update(5.0)
    assert overs == [True]
    ending.reset()
    assert ending.celebrating is None and not ending.over_shown


def test_the_winner_is_named_to_others_and_with_animations_off_the_end_comes_at_once():
    ending, animator, overs = _ending([1], viewer=None, speed=0.0)
    assert ending.winner_words() == t("results.winner", name="Bob")
    ending.update(0.0)
    assert overs and not animator.banners
    assert _ending([])[0].winner_words() == t("table.nobody_wins")


# -- the faces rendered ahead ----------------------------------------------------------------
def test_the_faces_are_rendered_a_little_at_a_time_at_each_width():
    done: list = []
    now = [0.0]  # the clock, moved on by each face: each takes 3 ms

    def render(*what):
        done.append(what)
        now[0] += 0.003

    art = SimpleNamespace(back=lambda w: render("back", w), warm=render)
    warmer = FaceWarmer(art, ["a", "b"], lambda: [80, 60, 80], clock=lambda: now[0])
    assert warmer.done
    warmer.restart()
    warmer.some(now[0])  # no time left in this frame: nothing
    assert done == [] and not warmer.done
    warmer.some(now[0] + 0.002)  # time for one face as long as the first guess, not two
    assert len(done) == 1
    warmer.some(now[0] + 0.0019)  # the guess grew towards 3 ms (1.95 ms): no time for one more
    assert len(done) == 1
    while not warmer.done:
        warmer.some(now[0] + 1.0)
    assert done == [("back", 60), ("back", 80), ("a", 60), ("a", 80), ("b", 60), ("b", 80)]
    done.clear()
    seen = FaceWarmer(
        art, ["a", "b", "c"], lambda: [60], clock=lambda: now[0], first=lambda: ["c", "x", "c"]
    )
    seen.restart()
    while not seen.done:
        seen.some(now[0] + 1.0)
    assert done == [("back", 60), ("c", 60), ("a", 60), ("b", 60)]  # the one in sight first


def test_one_slow_face_does_not_stop_the_faces_rendered_ahead():
    """A face that takes long (its picture read from its file) makes the guess of the next
    one longer than any frame's spare time; the guess comes down again in the frames after,
    and the rest are rendered in spare time as short as the faces really take."""
    done: list = []
    now = [0.0]
    took = iter([0.012] + [0.0008] * 20)  # the first face takes 12 ms, the others 0.8 ms

    def render(*what):
        done.append(what)
        now[0] += next(took)

    art = SimpleNamespace(back=lambda w: render("back", w), warm=render)
    warmer = FaceWarmer(art, ["a", "b", "c", "d"], lambda: [60, 80], clock=lambda: now[0])
    warmer.restart()
    frames = 0
    while not warmer.done and frames < 100:
        warmer.some(now[0] + 0.0017)  # 1.7 ms left in each frame
        frames += 1
    assert warmer.done, f"{len(done)} of 10 pieces rendered in {frames} frames"
    assert len(done) == 10


# -- the pointer -----------------------------------------------------------------------------
def test_the_pointer_asks_nothing_of_a_table_it_may_not_touch():
    held = SimpleNamespace(motion=lambda pos, rects: rects)
    view = SimpleNamespace(hand_rects=[pygame.Rect(0, 0, 10, 10)])
    pointer = TablePointer(
        None,
        None,
        None,
        held,
        None,
        view,
        viewer=lambda: None,
        plays=lambda: False,
        busy=lambda: False,
        placement=lambda: None,
        say=lambda *args, **kwargs: None,
    )
    assert pointer.motion((1, 1)) is None  # nobody's hand is drawn: no card under the pointer
    assert not pointer.down((1, 1))  # watching: nothing is picked up
    assert not pointer.key(pygame.K_RETURN)


# -- what a test reads -----------------------------------------------------------------------
def test_the_readout_gives_a_panels_buttons_and_the_tables_state():
    pygame.font.init()
    button = Button("btn-next-round", "Next round", lambda: None)
    decided = SimpleNamespace(
        deciders=lambda: [1],
        view=lambda seat: {"extras": {"phase": "play"}},
        decision=lambda: {"prompt": "decision.play"},
    )
    table = SimpleNamespace(
        round_summary={"button": button},
        revealed=None,
        controls=SimpleNamespace(confirm=None),
        timeline=SimpleNamespace(busy=False),
        session=decided,
        viewer=0,
    )
    readout = TableReadout(
        table, SimpleNamespace(glide=SimpleNamespace(moving=False), panel_rect=None)
    )
    assert [item["id"] for item in readout.automation_items()] == ["btn-next-round"]
    state = readout._state_item()
    assert (state["busy"], state["decider"], state["viewer"]) == (False, 1, 0)
    assert (state["phase"], state["prompt"]) == ("play", "decision.play")

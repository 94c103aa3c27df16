"""Hot-seat: with two humans at one screen, no private card is ever drawn for the wrong person.

Every face the table draws is recorded with the seat at the screen at that moment (the
viewer). A face may show a card of the viewer's own hand, a card of the public discard pile, or
a card of an event the viewer may see in the batch being animated; never anything else.
"""

from __future__ import annotations

import random
from collections import Counter

import pygame
import pytest

from game.engine.notation import Action
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.table import TableScene

DT = 0.05  # large steps: animations run, in few frames


class FaceWatch:
    """Wraps the table's card art and session to check each face against what may be seen."""

    def __init__(self, driver, table: TableScene):
        self.driver, self.table = driver, table
        self.state = table.session.state
        self.drawn: Counter = Counter()  # (viewer, card) -> times drawn face up
        self.leaks: list[str] = []
        self.during_pass: list[str] = []
        self.batch_viewer: int | None = None
        self.batch_cards: set[str] = set()
        self.public_before: set[str] = set()
        self.own_before: tuple[int | None, set[str]] = (None, set())
        session = table.session
        face, submit, events_for = table.art.face, session.submit, session.events_for

        def watched_face(code: str, width: int):
            self._check(code)
            return face(code, width)

        def watched_submit(seat: int, action: Action):
            # What was public, and what was the viewer's own, just before the batch: cards
            # leave those places while their sprites are still in the air.
            self.public_before = self.seen_by(None)
            viewer = table.viewer
            self.own_before = (viewer, self.seen_by(viewer) if viewer is not None else set())
            return submit(seat, action)

        def watched_events_for(events, viewer):
            shown = events_for(events, viewer)
            self.batch_viewer = viewer
            self.batch_cards = {card for event in shown if event.cards for card in event.cards}
            return shown

        table.art.face = watched_face
        session.submit = watched_submit
        session.events_for = watched_events_for

    def seen_by(self, viewer: int | None) -> set[str]:
        """Every card face up to `viewer` (None: to everyone) in the rules' own zones."""
        ruleset, state = self.table.session.ruleset, self.state
        contents = ruleset.zone_contents(state)
        cards: set[str] = set()
        for spec in ruleset.zone_specs(state):
            shown = spec.visible_to == "everyone" or (
                spec.visible_to == "owner" and viewer is not None and spec.owner == viewer
            )
            if shown:
                cards |= {
                    item["card"] if isinstance(item, dict) else item for item in contents[spec.id]
                }
        return cards

    def allowed(self, viewer: int | None) -> set[str]:
        cards = self.seen_by(None) | self.public_before
        if viewer is not None:
            cards |= self.seen_by(viewer)
            if self.own_before[0] == viewer:
                cards |= self.own_before[1]
        if viewer == self.batch_viewer:
            cards |= self.batch_cards
        return cards

    def _check(self, code: str) -> None:
        viewer = self.table.viewer
        top = self.driver.app.stack.top
        if isinstance(top, PassDeviceScene):
            self.during_pass.append(code)
        self.drawn[(viewer, code)] += 1
        if code not in self.allowed(viewer):
            holders = [s for s in range(self.state["players"]) if code in self.seen_by(s)]
            self.leaks.append(f"{code} drawn for viewer {viewer}; held by seats {holders}")


def _choose(rng: random.Random, legal: list[Action]) -> Action:
    plays = [action for action in legal if action.verb != "draw"]
    if plays and rng.random() < 0.85:
        return rng.choice(plays)
    return rng.choice(legal)


def _answer_dialog(driver, table: TableScene) -> bool:
    """Close whatever waits for a click over the table; True when there was something."""
    if driver.has_item("confirm-yes"):  # a bluffed Wild Draw Four: play it anyway
        driver.press("confirm-yes")
        return True
    if driver.has_item("btn-next-round"):
        driver.press("btn-next-round")
        return True
    if table.revealed is not None:  # a challenged hand shown to the challenger
        driver.post(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
        driver.frame(DT)
        return True
    return False


def play_hot_seat(driver, table: TableScene, seed: int, human_moves: int) -> dict:
    """Humans answer every decision with a random legal action; returns what happened."""
    rng = random.Random(seed)
    session = table.session
    seen = {"moves": 0, "passes": 0, "timeline": [], "by_drag": 0}
    for _ in range(20000):
        if session.result() is not None or seen["moves"] >= human_moves:
            break
        top = driver.top
        seen["timeline"].append((table.viewer, type(top).__name__))
        if isinstance(top, PassDeviceScene):
            assert table.viewer is None, "the pass screen is up while a hand is shown"
            seen["passes"] += 1
            driver.press("btn-ready")
            continue
        if top is table and _answer_dialog(driver, table):
            continue
        mine = table.controls.my_decision() if top is table else None
        if mine is None:
            driver.frame(DT)
            continue
        seat, _, legal = mine
        action = _choose(rng, legal)
        if action.verb == "play" and len(action.args) == 1 and table.controls.playable_cards():
            driver.frame(DT)  # the hand's rectangles are those of the last frame drawn
            if table.controls.my_decision() is not None:
                driver.play_by_drag(action.args[0])
                seen["by_drag"] += 1
                seen["moves"] += 1
                continue
        assert table._submit(seat, action), f"{action} was refused"
        seen["moves"] += 1
        driver.frame(DT)
    return seen


@pytest.mark.parametrize(
    "ruleset, seed, options",
    [("uno", 3, {}), ("uno", 17, {}), ("uno-monster-high", 9, {"target": 50})],
    ids=["uno-3", "uno-17", "monster-high-9"],
)
def test_no_private_card_is_drawn_for_the_wrong_player(new_table, ruleset, seed, options):
    seat_kinds = ("human", "human", "ai")
    driver, table = new_table(ruleset, seat_kinds, seed, options=options, speed="fast")
    assert table.hot_seat and table.viewer is None
    watch = FaceWatch(driver, table)

    seen = play_hot_seat(driver, table, seed, human_moves=40)

    assert watch.leaks == []
    assert watch.during_pass == []
    # The run did what it is meant to: both humans played, each behind a pass screen.
    assert seen["passes"] >= 6
    assert seen["by_drag"] >= 3
    viewers = {viewer for viewer, _ in watch.drawn}
    assert {0, 1} <= viewers
    assert sum(n for (viewer, _), n in watch.drawn.items() if viewer is None) > 0


@pytest.mark.parametrize("seed", [3, 17])
def test_the_viewer_is_nobody_between_two_players(new_table, seed):
    driver, table = new_table("uno", ("human", "human", "ai"), seed, speed="fast")

    seen = play_hot_seat(driver, table, seed, human_moves=30)

    timeline = seen["timeline"]
    for viewer, top in timeline:
        if top == "PassDeviceScene":
            assert viewer is None
    # Whenever the screen changes from one human to the other, a pass screen came between.
    last_viewer, passed = None, True
    for viewer, top in timeline:
        if top == "PassDeviceScene":
            passed = True
        if viewer is None:
            continue
        if last_viewer is not None and viewer != last_viewer:
            assert passed, f"the screen went from seat {last_viewer} to seat {viewer} directly"
        if viewer != last_viewer:
            passed = False
        last_viewer = viewer
    assert sum(1 for _, top in timeline if top == "PassDeviceScene") >= 4


def test_a_computer_turn_between_two_humans_is_watched_by_nobody(new_table):
    # p1 (human) draws and keeps a card; then the computer seat p2 moves with nobody at the
    # screen, then p3 (human) is asked to take the device.
    setup = {
        "hands": {"p1": ["b7", "g2", "y5"], "p2": ["y1", "y2", "y4"], "p3": ["g4", "b2"]},
        "discard": ["r3"],
        "draw": ["g9", "b8", "g8"],
        "turn": "p1",
    }
    driver, table = new_table("uno", ("human", "ai", "human"), 2, setup=setup, speed="fast")
    driver.press("btn-ready")
    assert table.viewer == 0
    viewers_while_computer: list = []
    start_thinking = table.session.start_thinking

    def watched_start_thinking(seat: int) -> None:
        viewers_while_computer.append(table.viewer)
        start_thinking(seat)

    table.session.start_thinking = watched_start_thinking
    driver.frame()
    driver.press("draw-pile")
    driver.run_until(lambda: isinstance(driver.top, PassDeviceScene), dt=DT)
    assert viewers_while_computer and set(viewers_while_computer) == {None}
    assert table.session.actions[:2] == ["p1: draw", "p2: draw"]
    assert isinstance(driver.top, PassDeviceScene) and driver.top.name == "Human 3"


@pytest.fixture
def handed_over(new_table):
    """p1 tries b7 (refused), plays r5 without calling UNO and draws g9 and b8 as the penalty;
    then p2 takes the device at once. Returns the table as p2 sees it.

    Everything in p1's hand is private: p2 must not read b7, g9 or b8 anywhere on the table.
    """
    setup = {
        "hands": {"p1": ["b7", "r5"], "p2": ["y1", "y2", "y4"]},
        "discard": ["r3"],
        "draw": ["g9", "b8", "g8"],
        "turn": "p1",
    }
    driver, table = new_table("uno", ("human", "human"), 11, setup=setup, speed="fast")
    driver.press("btn-ready")
    driver.frame()
    driver.play_by_drag("b7")
    assert "Blue 7" in table.message[0]  # p1 reads the refusal, about p1's own card
    driver.play_by_drag("r5")
    driver.run_until(lambda: isinstance(driver.top, PassDeviceScene), dt=DT)
    assert table.session.state["hands"][0] == ["b7", "g9", "b8"]
    driver.press("btn-ready")
    assert table.viewer == 1
    return driver, table


PRIVATE_TO_P1 = ("blue 7", "green 9", "blue 8")


def _naming_p1s_cards(lines) -> list[str]:
    return [line for line in lines if any(card in line.lower() for card in PRIVATE_TO_P1)]


def test_the_next_player_cannot_read_the_previous_players_cards_in_the_log(handed_over):
    _, table = handed_over
    assert _naming_p1s_cards(table.log) == []


def test_the_next_player_cannot_read_the_previous_players_cards_in_a_banner(handed_over):
    _, table = handed_over
    assert _naming_p1s_cards(banner.text for banner in table.animator.banners) == []


def test_the_next_player_cannot_read_the_previous_players_refusal(handed_over):
    _, table = handed_over
    assert table.message is None or _naming_p1s_cards([table.message[0]]) == []


def test_the_pass_screen_tells_what_happened_since_the_player_last_looked(new_table):
    # p1 plays r5; p2, at its first look, is told of it, and draws g9, which it cannot play;
    # p1 is then told of p2's draw, and nothing of the card drawn.
    setup = {
        "hands": {"p1": ["b7", "r5", "g1"], "p2": ["y1", "y2", "y4"]},
        "discard": ["r3"],
        "draw": ["g9", "b8", "g8"],
        "turn": "p1",
    }
    driver, table = new_table("uno", ("human", "human"), 5, setup=setup, speed="fast")
    assert driver.top.recap == []
    driver.press("btn-ready")
    driver.frame()
    driver.play_by_drag("r5")
    driver.run_until(lambda: isinstance(driver.top, PassDeviceScene), dt=DT)
    first = driver.top.recap  # what happened before p2's first turn
    assert driver.top.name == "Human 2"
    assert any("Human 1" in line and "red 5" in line for line in first), first
    driver.press("btn-ready")
    driver.frame()
    driver.press("draw-pile")
    driver.run_until(lambda: isinstance(driver.top, PassDeviceScene), dt=DT)

    recap = driver.top.recap
    assert driver.top.name == "Human 1"
    assert any("Human 2" in line and "drew" in line for line in recap), recap
    assert not any("green 9" in line.lower() for line in recap), recap
    assert not any("red 5" in line.lower() for line in recap), "p1's own play is not news"
    assert driver.item("recap")["lines"] == recap
    driver.frame()  # the recap is drawn with the screen, whatever its length


def test_with_nothing_to_tell_the_pass_screen_holds_the_next_hand_face_down(new_table):
    setup = {
        "hands": {"p1": ["b7", "r5", "g1"], "p2": ["y1", "y2", "y4", "y5"]},
        "discard": ["r3"],
        "draw": ["g9", "b8", "g8"],
        "turn": "p1",
    }
    driver, table = new_table("uno", ("human", "human"), 5, setup=setup, speed="fast")
    driver.frame()
    screen = driver.top
    assert isinstance(screen, PassDeviceScene) and screen.recap == []
    assert len(screen.hand_rects) == 3  # p1's three cards, as backs: only their number
    window = pygame.Rect((0, 0), driver.app.size)
    button = pygame.Rect(driver.item("btn-ready")["rect"])
    for rect in screen.hand_rects:
        assert window.contains(rect) and not rect.colliderect(button), rect
    driver.press("btn-ready")
    driver.frame()
    driver.play_by_drag("r5")
    driver.run_until(lambda: isinstance(driver.top, PassDeviceScene), dt=DT)
    driver.frame()
    # p2 has news at its first look (p1's play): the recap takes the hand's place.
    assert driver.top.recap and driver.top.hand_rects == []

"""The table scene is parts composed by it, not mixins; the input and the controls on their
own, without a table: a drag becomes a drop on a target, a drop becomes a move or a refusal."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
from ui_driver import seats

from game.engine.notation import Action
from game.ui.cardbook import card_book
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_controls import TableControls
from game.ui.scenes.table_input import DRAG_THRESHOLD, TableInput
from game.ui.scenes.table_placement import TablePlacement
from game.ui.session import GameSession
from game.ui.table.describe import Describer
from game.ui.table.display import Display, hand_order
from game.ui.table.family import TableFamily, family_for
from game.ui.table.zone_layout import zone_layout

UI = Path(__file__).resolve().parents[2] / "game" / "ui"


def test_no_class_in_the_ui_is_a_mixin():
    mixins = []
    for path in UI.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and node.name.endswith("Mixin"):
                mixins.append(f"{path.name}:{node.name}")
    assert mixins == []
    assert [base.__name__ for base in TableScene.__bases__] == ["Scene"]


# -- the input ------------------------------------------------------------------------------
def _input(speed: float = 1.0) -> tuple[TableInput, list]:
    sprites: list = []
    held = TableInput(lambda: speed, lambda: sprites)
    held.pick_up((100, 500), "r5", "r5", pygame.Rect(80, 470, 40, 60), 2, 40)
    return held, sprites


PLAY = pygame.Rect(0, 0, 900, 800)


def test_a_card_carried_and_let_go_is_a_drop_on_what_lies_there():
    held, _ = _input()
    held.motion((100 + DRAG_THRESHOLD + 1, 500), None)
    assert held.moved()
    held.motion((400, 300), None)
    assert (held.drag["sprite"].x, held.drag["sprite"].y) == (400, 300)  # grabbed by its middle
    drop = held.release((400, 300), PLAY, lambda pos: "discard" if pos == (400, 300) else None)
    assert (drop.card, drop.target, drop.clicked, drop.off_table) == ("r5", "discard", False, False)
    assert held.drag is None


def test_a_card_pressed_and_let_go_where_it_lay_is_a_click_on_it():
    held, _ = _input()
    held.motion((101, 501), None)  # a tremble is no drag
    drop = held.release((101, 501), PLAY, lambda pos: "discard")
    assert drop.clicked and drop.target is None


def test_a_card_let_go_off_the_table_flies_home():
    held, sprites = _input()
    held.motion((1000, 300), None)
    drop = held.release((1000, 300), PLAY, lambda pos: "discard")
    assert drop.off_table
    held.fly_home(drop.drag)
    assert held.returning == 2 and sprites  # the hand's place stays empty while it flies
    for _ in range(60):
        held.update(1 / 30)
    assert held.returning is None and sprites == []


def test_with_animations_off_a_refused_card_is_home_at_once():
    held, sprites = _input(speed=0.0)
    held.motion((400, 300), None)
    held.fly_home(held.release((400, 300), PLAY, lambda pos: None).drag)
    assert held.returning is None and sprites == []


def test_the_arrows_choose_the_cards_of_the_hand_in_turn():
    held = TableInput(lambda: 1.0, list)
    assert held.step_selection(pygame.K_RIGHT, 3) and held.selected == 0
    assert held.step_selection(pygame.K_LEFT, 3) and held.selected == 2
    assert not held.step_selection(pygame.K_RIGHT, 0)
    assert not held.step_selection(pygame.K_a, 3)


# -- the controls ---------------------------------------------------------------------------
def _controls(busy: bool = False):
    pygame.font.init()
    session = GameSession.new("uno", {}, seats("human", "ai"), 8)
    session.ruleset.scenario_setup(
        session.state,
        {"hands": {"p1": ["r5", "g9"], "p2": ["y1", "y2"]}, "discard": ["r3"], "turn": "p1"},
    )
    cards = card_book(session.ruleset)
    family = family_for(cards, session.view(None)["extras"]) or TableFamily()
    display = Display.from_view(session.view(0), hand_order(cards), family)
    describer = Describer(cards, session.names, game=session.ruleset.id)
    placement = zone_layout(
        (1280, 800), 2, 0, session.zone_specs(), session.counter_specs(), True, {}
    )
    moves, said = [], []
    controls = TableControls(
        session,
        display,
        family,
        viewer=lambda: 0,
        anchor=lambda: 0,
        describer=lambda: describer,
        placement=lambda: placement,
        plays=lambda: True,
        busy=lambda: busy,
        move=lambda seat, action: moves.append((seat, action)) or True,
        say=lambda text, *args, **kwargs: said.append(text),
        sound=lambda name: None,
        select=lambda index: None,
    )
    return session, controls, moves, said


def test_the_controls_offer_the_seat_its_moves_and_play_a_card_clicked():
    session, controls, moves, said = _controls()
    try:
        assert controls.my_decision()[0] == 0
        assert controls.playable_cards() == {"r5"}
        controls.build()
        assert controls.buttons and not controls.dirty()
        assert controls.play_card("r5", None, clicked=True)
        assert moves == [(0, Action("play", ("r5",)))] and said == []
    finally:
        session.close()


def test_the_controls_refuse_a_card_that_may_not_be_played_in_words():
    session, controls, moves, said = _controls()
    try:
        assert not controls.play_card("g9", None, clicked=True)
        assert moves == [] and said and said[0]
    finally:
        session.close()


def test_nothing_is_asked_while_the_table_is_busy():
    session, controls, moves, said = _controls(busy=True)
    try:
        assert controls.my_decision() is None and controls.intents() is None
        assert not controls.play_card("r5", None, clicked=True)
        assert moves == [] and said  # "not your turn"
    finally:
        session.close()


# -- the layout kept --------------------------------------------------------------------------
def test_the_layout_is_made_again_only_when_what_it_is_made_from_changes():
    session, controls, _, _ = _controls()
    try:
        size, relaid = [(1280, 800)], []
        placer = TablePlacement(
            session,
            controls.display,
            size=lambda: size[0],
            viewer=lambda: 0,
            anchor=lambda: 0,
            log_shown=lambda: True,
            relaid=lambda: relaid.append(size[0]),
        )
        first = placer.now()
        placer.tick()
        assert placer.now() is first and relaid == [(1280, 800)]
        size[0] = (1024, 768)
        assert placer.now() is first  # read again once a frame
        placer.tick()
        assert placer.now() is not first and placer.now().seats.size == (1024, 768)
        assert relaid == [(1280, 800), (1024, 768)]
        placer.forget()
        assert placer.now() is not first and len(relaid) == 3
    finally:
        session.close()

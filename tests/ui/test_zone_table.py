"""The table of a game laid out from its zones, played with the mouse: Shield War.

A person's every move is a drag of a hand card (an attack anywhere on the table, a shield onto
the top card of the chain), a button (the toss, the ability, passing) or a button of the
chooser (picking a Monster). What the table shows is read from its automation items and its
display model; what the game did, from the session.
"""

from __future__ import annotations

import copy
from collections import Counter
from typing import Any

import pygame
import pytest
from ui_driver import Driver, center

from game.engine.notation import Action
from game.i18n import t
from game.persist.saves import load_game, save_game, slot_path
from game.ui.app import App
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_view import ZOOM_DELAY
from game.ui.session import GameSession
from game.ui.table import intents as intents_mod
from game.ui.table.intents import TABLE

RULESET = "shield-war"
# Seed 10: p1 wins the toss; against the Normal computer, a person who blocks attacks and
# passes on shields, attacking while holding an attack and using the ability otherwise, makes
# every kind of move before the game ends.
SEED = 10
MONSTERS = ("emberhorn", "tidecaller", "voltwing", "mossback", "glimmerfox", "gloomfang")
# p1 (the person) to play, holding attacks and shields; p2 holds no shield, so an attack of
# p1's hits. The chain is empty: the first card laid on it is `c3`.
TURN_SETUP = {
    "characters": {"p1": "emberhorn", "p2": "mossback"},
    "hands": {"p1": ["a2", "s1", "s2", "a3", "s3"], "p2": ["a1", "a2", "a3", "a4", "a7"]},
    "turn": "p1",
}
# p2 (the computer) to play with attacks only; p1 holds shields that block an attack.
ANSWER_SETUP = {
    "characters": {"p1": "emberhorn", "p2": "mossback"},
    "hands": {"p1": ["s1", "s3", "s4", "a1", "a2"], "p2": ["a1", "a2", "a3", "a4", "a7"]},
    "turn": "p2",
}
GLOW_RED_GREEN = (255, 236)  # a glow's color is (255, 236, a blue that pulses)


@pytest.fixture(autouse=True)
def crashes_fail_the_test(monkeypatch: pytest.MonkeyPatch) -> None:
    """An error in a frame fails the test where it happens (the app would show its crash
    screen and go on)."""

    def crashed(self: App, error: Exception) -> None:
        raise error

    monkeypatch.setattr(App, "_crashed", crashed)


# -- helpers ------------------------------------------------------------------------------------
def ready(table: TableScene) -> bool:
    """The game is over, or the person at the screen decides and nothing moves."""
    if table.session.result() is not None:
        return True
    return table.controls.my_decision() is not None and not table.view.glide.moving


def phase(table: TableScene) -> str:
    return table.session.view(table.viewer)["extras"]["phase"]


def chain_cards(driver: Driver) -> list[dict[str, Any]]:
    return [item for item in driver.items("zone-card") if item["zone"] == "chain"]


def hand_of(table: TableScene, seat: int) -> list[Any]:
    """The cards the table's display holds in `seat`'s hand (None: face down)."""
    return next(
        zone.cards
        for zone in table.display.zones.values()
        if zone.kind == "hand" and zone.owner == seat
    )


def decide_by_mouse(driver: Driver, table: TableScene) -> str:
    """The decision of the seat at the screen, made as a person would; returns what was done.

    The toss: the first pick. A pick: the first Monster of the chooser. A turn: the first
    attack held, dragged onto the chain, else the ability. An answer: the first shield that
    may be laid, dragged onto the attack on top of the chain; a shield on top: pass.
    """
    driver.frame()  # the hand's rectangles are those of the last frame drawn
    if table.controls.chooser is not None:
        driver.press("choose-0")
        return "pick"
    if driver.has_item("btn-choose-pick"):
        driver.press("btn-choose-pick")
        return "toss"
    playable = [card for card in driver.hand() if card["enabled"]]
    if phase(table) == "turn":
        if playable:
            start = driver.grab_point(playable[0]["card"])
            driver.drag(start, center(driver.item("zone-chain")))
            return "attack"
        driver.press("btn-ability")
        return "ability"
    chain = chain_cards(driver)
    if playable and len(chain) == 1:
        driver.drag(driver.grab_point(playable[0]["card"]), center(chain[-1]))
        return "shield"
    driver.press("btn-pass")
    return "pass"


def pixel(driver: Driver, pos: tuple[int, int]) -> tuple[int, int, int]:
    return tuple(driver.app.screen.get_at(pos))[:3]


def glowing(color: tuple[int, int, int]) -> bool:
    return color[:2] == GLOW_RED_GREEN


def press_card(driver: Driver, code: str) -> tuple[int, int]:
    """The left button pressed on the hand card `code` (and held); returns where."""
    start = driver.grab_point(code)
    driver.move(start)
    driver.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    driver.frame()
    return start


def hold_at(driver: Driver, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> None:
    """The held button moved from `start` to `end` in steps, a frame each, not let go."""
    for step in range(1, steps + 1):
        pos = (
            round(start[0] + (end[0] - start[0]) * step / steps),
            round(start[1] + (end[1] - start[1]) * step / steps),
        )
        driver.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        driver.frame()


def release(driver: Driver, pos: tuple[int, int]) -> None:
    driver.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    driver.frame()


def record_frames(table: TableScene) -> list:
    """Every ZoneFrame the table draws from now on, in order (every frame drawn whole: no
    layer kept, so that each frame's facts are recorded)."""
    frames: list = []
    draw = table.zone_renderer.draw_zone
    table.view.layers.enabled = False

    def recorded(surface, placement, display, frame, zone):
        if not frames or frames[-1] is not frame:  # each zone is drawn from the frame's facts
            frames.append(frame)
        return draw(surface, placement, display, frame, zone)

    table.zone_renderer.draw_zone = recorded
    return frames


def until_answering(driver: Driver, table: TableScene) -> None:
    """On from ANSWER_SETUP until the person must answer an attack of the computer's (the
    person uses the ability on a turn of their own)."""
    for _ in range(10):
        driver.run_until(lambda: ready(table), what="the person's decision")
        assert table.session.result() is None
        if phase(table) == "answer":
            driver.frame()
            return
        driver.frame()
        driver.press("btn-ability")
    raise AssertionError("the computer never attacked")


# -- 1. a whole game with the mouse -------------------------------------------------------------
def test_a_person_plays_a_whole_game_against_the_computer_with_the_mouse(new_table, monkeypatch):
    driver, table = new_table(RULESET, ("human", "ai"), SEED)
    driver.app.exit_when_over = True  # the results screen is a test of its own
    session = table.session
    gesture: list[int | None] = [None]
    human_submits: list[tuple[int | None, str]] = []
    submit = session.submit

    def watched(seat: int, action: Action):
        if session.is_human(seat):
            human_submits.append((gesture[0], str(action)))
        return submit(seat, action)

    monkeypatch.setattr(session, "submit", watched)
    done: list[str] = []
    for _ in range(200):
        driver.run_until(lambda: ready(table), what="the person's decision")
        if session.result() is not None:
            break
        before = len(session.actions)
        gesture[0] = len(done)
        kind = decide_by_mouse(driver, table)
        gesture[0] = None
        assert len(session.actions) > before, f"{kind}: no move made ({table.message})"
        assert session.actions[before].startswith("p1: "), session.actions[before:]
        done.append(kind)

    assert session.result() is not None
    driver.run_until(lambda: not driver.app.running, what="the table to see the game over")
    # Every move of the person's came from a gesture at the window, one move per gesture.
    assert [number for number, _ in human_submits] == list(range(len(done)))
    assert len(human_submits) == sum(line.startswith("p1: ") for line in session.actions)
    kinds = Counter(done)
    assert kinds["toss"] == 1 and kinds["pick"] == 1
    assert {"attack", "shield", "pass", "ability"} <= set(kinds), kinds
    attacks = [action for _, action in human_submits if action.startswith("attack ")]
    shields = [action for _, action in human_submits if action.startswith("shield ")]
    assert len(attacks) == kinds["attack"] and len(shields) == kinds["shield"]


# -- 2. a refused drop --------------------------------------------------------------------------
def _at_a_turn(new_table):
    """A table at the person's turn, and what must not change: the log, the views, the hand."""
    driver, table = new_table(RULESET, ("human", "ai"), 3, setup=TURN_SETUP)
    driver.run_until(lambda: ready(table))
    driver.frame()
    session = table.session
    views = copy.deepcopy((session.view(0), session.view(None)))
    return driver, table, session, list(session.actions), views, driver.hand_codes()


def test_a_shield_dropped_on_the_chain_on_a_turn_flies_back_with_the_reason(new_table):
    driver, table, session, actions, views, hand = _at_a_turn(new_table)
    assert not driver.hand_card("s1")["enabled"]

    driver.drag(driver.grab_point("s1"), center(driver.item("zone-chain")))
    driver.frames(3)

    assert session.actions == actions
    assert (session.view(0), session.view(None)) == views
    assert driver.hand_codes() == hand
    assert (
        table.input.returning is None and table.input.drag is None and table.animator.sprites == []
    )
    assert pygame.Rect(driver.hand_card("s1")["rect"]).width > 0  # drawn in the hand again
    assert chain_cards(driver) == []
    name = table.cards.faces["s1"].name
    assert name == "Guard Shell"
    assert table.message is not None
    said = table.message[0]
    assert said.startswith(t("shield-war.refusal.not_an_attack", card=name))
    assert table.cards.faces["s1"].text in said  # then what the card does
    assert "s1" not in said.split() and "not_an_attack" not in said


# -- 3. a card let go over the log --------------------------------------------------------------
def test_an_attack_let_go_over_the_log_goes_back_without_a_word(new_table):
    driver, table, session, actions, views, hand = _at_a_turn(new_table)
    log = table.placement.log_rect
    assert not table.placement.play_rect.collidepoint(log.center)

    driver.drag(driver.grab_point("a2"), log.center)
    driver.frames(3)

    assert session.actions == actions
    assert (session.view(0), session.view(None)) == views
    assert driver.hand_codes() == hand
    assert table.message is None
    assert (
        table.input.returning is None and table.input.drag is None and table.animator.sprites == []
    )
    # The same card let go on the table is an attack: the log alone refused it.
    driver.drag(driver.grab_point("a2"), center(driver.item("zone-chain")))
    assert session.actions[len(actions) :][:1] == ["p1: attack a2"]


# -- 4. where a dragged card may go glows -------------------------------------------------------
def test_while_an_attack_is_dragged_the_whole_table_glows(new_table):
    driver, table = new_table(RULESET, ("human", "ai"), 3, setup=TURN_SETUP)
    driver.run_until(lambda: ready(table))
    frames = record_frames(table)
    driver.frame()
    edge = table.placement.play_rect.inflate(-8, -8)
    border = (edge.left + 1, edge.centery)  # on the table's glowing outline
    found = table.controls.intents()
    assert intents_mod.targets_for(found, "a2") == {TABLE}
    assert intents_mod.targets_for(found, "s1") == set()
    assert frames[-1].glow == set()
    assert frames[-1].playable == {"a2", "a3"}
    assert not glowing(pixel(driver, border))

    start = press_card(driver, "a2")
    hold_at(driver, start, (edge.centerx, edge.top + 120))

    assert table.input.drag is not None and table.input.drag["moved"]
    assert frames[-1].glow == intents_mod.targets_for(table.controls.intents(), "a2") == {TABLE}
    assert glowing(pixel(driver, border)), pixel(driver, border)

    release(driver, table.placement.log_rect.center)  # let go where nothing is asked
    driver.frame()
    assert frames[-1].glow == set()
    assert not glowing(pixel(driver, border))
    start = press_card(driver, "s1")  # a shield may go nowhere on a turn: nothing glows
    hold_at(driver, start, (edge.centerx, edge.top + 120))
    assert table.input.drag["moved"] and frames[-1].glow == set()
    assert not glowing(pixel(driver, border))
    release(driver, table.placement.log_rect.center)


def test_while_a_shield_is_dragged_the_attack_on_top_of_the_chain_glows(new_table):
    driver, table = new_table(RULESET, ("human", "ai"), 5, setup=ANSWER_SETUP)
    frames = record_frames(table)
    until_answering(driver, table)
    top = table.session.view(0)["decision"]["params"]["top"]
    place = table.placement.zones["chain"]
    x, y = table.placement.chain_position("chain", 0, 1)
    width = place.card_width
    halo = pygame.Rect(0, 0, int(width * 1.16), int(width * 1.5 * 1.1))
    halo.center = (int(x), int(y))
    beside = (halo.left + 1, halo.centery)  # on the glow, clear of the card under it
    shields = [card["card"] for card in driver.hand() if card["enabled"]]
    assert shields and all(code.startswith("s") for code in shields)
    assert intents_mod.targets_for(table.controls.intents(), shields[0]) == {top}
    assert frames[-1].glow == set()
    assert not glowing(pixel(driver, beside))

    start = press_card(driver, shields[0])
    hold_at(driver, start, (table.placement.play_rect.left + 60, start[1] - 200))

    assert frames[-1].glow == {top}
    assert glowing(pixel(driver, beside)), pixel(driver, beside)
    release(driver, table.placement.log_rect.center)
    assert frames[-1].glow == set()


# -- 5. the counters ----------------------------------------------------------------------------
def test_an_attack_that_hits_sets_the_health_counter(new_table):
    driver, table = new_table(RULESET, ("human", "ai"), 3, setup=TURN_SETUP, speed="normal")
    driver.run_until(lambda: ready(table))
    driver.frame()
    session = table.session
    assert driver.item("counter-health:p2")["value"] == 28  # Mossback

    driver.drag(driver.grab_point("a3"), center(driver.item("zone-chain")))  # Thunder Ram: 4
    assert session.actions == ["p1: attack a3"]
    assert session.view(None)["counters"]["health:p2"] == 24
    # While the move is shown, the counter changes as the hit is told (the table is set from
    # the game only once the whole batch has been shown) and lights up.
    during: list[int] = []
    flashed = False
    while table.timeline.busy:
        driver.frame(0.05)
        during.append(driver.item("counter-health:p2")["value"])
        flashed = flashed or "health:p2" in table.view.flashes
        assert len(during) < 400, "the move is still shown"
    assert during[0] == 28 and 24 in during[:-1], during
    assert flashed
    driver.run_until(lambda: ready(table), dt=0.05, what="the table to be idle")
    driver.frame()

    shown = driver.item("counter-health:p2")["value"]
    assert shown == session.view(None)["counters"]["health:p2"] == 24
    assert shown == table.display.counters["health:p2"]
    assert driver.item("counter-health:p1")["value"] == session.view(None)["counters"]["health:p1"]


# -- 6. hot-seat --------------------------------------------------------------------------------
def test_at_a_hot_seat_no_hand_but_the_viewers_is_ever_face_up(new_table):
    driver, table = new_table(RULESET, ("human", "human"), 4, setup=TURN_SETUP, speed="normal")
    session = table.session
    leaks: list[str] = []
    frame = driver.frame
    looked: list[int | None] = []  # the viewer at each frame

    def checked(dt: float = 1 / 60) -> None:
        frame(dt)
        viewer = table.viewer
        looked.append(viewer)
        for zone in table.display.zones.values():
            if zone.kind != "hand" or zone.owner == viewer:
                continue
            if any(card is not None for card in zone.cards):
                leaks.append(f"{zone.id} face up for viewer {viewer}: {zone.cards}")

    driver.frame = checked
    decisions: list[tuple[int, str]] = []
    passes = 0
    last, passed = None, True
    for _ in range(2000):
        if session.result() is not None or len(decisions) >= 10:
            break
        if isinstance(driver.top, PassDeviceScene):
            assert table.viewer is None
            seat = session.deciders()[0]
            assert driver.top.name == session.names[seat]
            passes += 1
            passed = True
            driver.press("btn-ready")
            assert table.viewer == seat
            own = hand_of(table, seat)
            assert None not in own
            assert Counter(own) == Counter(session.state["hands"][seat])
            assert sorted(driver.hand_codes()) == sorted(own)
            continue
        if not ready(table) or driver.item("state")["busy"]:
            driver.frame(0.05)
            continue
        seat = table.viewer
        if last is not None and seat != last:
            assert passed, f"the screen went from seat {last} to seat {seat} directly"
        passed = False
        last = seat
        decisions.append((seat, decide_by_mouse(driver, table)))

    assert leaks == []
    assert set(looked) == {None, 0, 1} and len(looked) > 100
    assert {seat for seat, _ in decisions} == {0, 1}
    assert passes >= 4
    kinds = {kind for _, kind in decisions}
    assert {"attack", "shield"} <= kinds, decisions


# -- 7. save and resume -------------------------------------------------------------------------
def test_a_game_saved_mid_way_loads_and_opens_at_the_same_decision(new_table, new_app):
    driver, table = new_table(RULESET, ("human", "ai"), SEED)
    session = table.session
    for _ in range(5):
        driver.run_until(lambda: ready(table))
        decide_by_mouse(driver, table)
    driver.run_until(lambda: ready(table))
    driver.frame()
    assert session.result() is None and len(session.actions) >= 6

    save_game("zone-table", session.to_saved())
    loaded = GameSession.from_saved(load_game(slot_path("zone-table")))

    assert loaded.actions == session.actions
    assert loaded.ruleset.to_data(loaded.state) == session.ruleset.to_data(session.state)
    assert loaded.view(0) == session.view(0) and loaded.view(None) == session.view(None)
    other = new_app()
    resumed = other.open(TableScene(other.app, loaded))
    other.frame()
    assert other.top is resumed
    assert resumed.controls.my_decision() == table.controls.my_decision()
    assert resumed.controls.intents() == table.controls.intents()

    def offered(d: Driver) -> list[tuple]:
        return [
            (item["id"], item.get("card"), item["enabled"])
            for item in d.items()
            if item["kind"] in ("hand-card", "button", "zone-card", "counter")
        ]

    assert offered(other) == offered(driver)
    assert [i["value"] for i in other.items("counter")] == [
        i["value"] for i in driver.items("counter")
    ]


# -- 8. a card read large -----------------------------------------------------------------------
def test_resting_on_the_own_monster_shows_it_large_and_moving_away_clears_it(new_table):
    driver, table = new_table(RULESET, ("human", "ai"), 3, setup=TURN_SETUP)
    driver.run_until(lambda: ready(table))
    driver.frame()
    monster = driver.item("character:p1#0")
    assert monster["card"] == "emberhorn"
    widths: list[tuple[str, int]] = []
    card = table.renderer.card

    def drawn(surface, code, pos, width, *args, **kwargs):
        widths.append((code, int(width)))
        return card(surface, code, pos, width, *args, **kwargs)

    table.renderer.card = drawn
    frames = round(ZOOM_DELAY * 60)

    driver.move(center(monster))
    driver.frames(frames // 2)
    assert table.view.zoom is not None and table.view.zoom[0] == "emberhorn"
    assert table.view.zoom[2] < ZOOM_DELAY
    widths.clear()
    driver.frame()
    assert not [w for code, w in widths if code == "emberhorn" and w > monster["rect"][2]]
    driver.frames(frames)
    assert table.view.zoom[0] == "emberhorn" and table.view.zoom[2] >= ZOOM_DELAY
    widths.clear()
    driver.frame()
    assert [w for code, w in widths if code == "emberhorn" and w >= 170], widths

    driver.move((table.placement.play_rect.left + 20, table.placement.play_rect.centery))
    driver.frame()
    assert table.view.zoom is None
    driver.move(center(driver.item("hand:p2#0")))  # a card face down is not read
    driver.frames(frames + 5)
    assert table.view.zoom is None

    start = press_card(driver, "s1")
    hold_at(driver, start, center(monster))
    driver.frames(frames + 5)
    assert table.input.drag is not None and table.input.drag["moved"]
    assert table.view.zoom is None
    widths.clear()
    driver.frame()
    assert not [w for code, w in widths if code == "emberhorn" and w >= 170]
    release(driver, table.placement.log_rect.center)
    assert table.session.actions == []


# -- 9. the chooser of the picks ----------------------------------------------------------------
@pytest.mark.parametrize("toss", ["pick", "first"])
def test_the_chooser_offers_each_free_monster_and_picks_the_one_pressed(new_table, toss):
    driver, table = new_table(RULESET, ("human", "ai"), SEED)
    session = table.session
    driver.run_until(lambda: ready(table))
    driver.frame()
    assert table.controls.chooser is None
    driver.press(f"btn-choose-{toss}")
    driver.run_until(lambda: ready(table) and phase(table) == "pick")
    driver.frame()

    assert table.controls.chooser is not None  # open by itself: nothing was clicked
    free = list(session.state["characters"])
    assert len(free) == (6 if toss == "pick" else 5)
    assert set(free) <= set(MONSTERS)
    choices = [item for item in driver.items("button") if item["id"].startswith("choose-")]
    assert [item["id"] for item in choices] == [f"choose-{i}" for i in range(len(free))]
    names = [table.cards.faces[code].name for code in free]
    assert sorted(item["label"] for item in choices) == sorted(names)
    assert [card for card, _ in table.controls.chooser["cards"]] == free

    # Pointing at a card of the chooser reads it large.
    driver.move(table.controls.chooser["cards"][1][1].center)
    driver.frames(round(ZOOM_DELAY * 60) + 3)
    assert table.view.zoom is not None and table.view.zoom[0] == free[1]

    wanted = free[2]
    label = table.cards.faces[wanted].name
    index = next(i for i, item in enumerate(choices) if item["label"] == label)
    driver.press(f"choose-{index}")

    assert f"p1: pick {wanted}" in session.actions
    assert table.controls.chooser is None
    driver.run_until(lambda: ready(table))
    driver.frame()
    assert driver.item("character:p1#0")["card"] == wanted
    assert wanted not in session.state["characters"]


# -- the results --------------------------------------------------------------------------------
def test_a_finished_game_shows_its_results(new_table):
    setup = {**TURN_SETUP, "health": [24, 3]}
    driver, table = new_table(RULESET, ("human", "ai"), 3, setup=setup)
    driver.run_until(lambda: ready(table))
    driver.frame()

    driver.drag(driver.grab_point("a3"), center(driver.item("zone-chain")))  # 4 damage
    driver.run_until(lambda: isinstance(driver.top, ResultsScene), what="the results")
    driver.frames(2)

    assert table.session.result().winners == (0,)
    results = driver.top
    assert isinstance(results, ResultsScene)
    assert results.title() == "Human 1 wins!"
    assert {item["id"] for item in driver.items()} >= {"btn-play-again", "btn-title"}


# -- a decision read afresh ---------------------------------------------------------------------
def test_a_new_decision_is_read_afresh_in_a_list_at_an_old_address(new_table, monkeypatch):
    driver, table = new_table(RULESET, ("human", "ai"), 3, setup=TURN_SETUP)
    session = table.session
    legal = GameSession.legal
    recycled: dict[int, list[Action]] = {}

    def at_one_address(seat: int) -> list[Action]:
        # The same legal actions, always in one list object: as a new list may be allocated
        # where the last one was freed.
        shared = recycled.setdefault(seat, [])
        shared[:] = legal(session, seat)
        return shared

    monkeypatch.setattr(session, "legal", at_one_address)
    driver.run_until(lambda: ready(table))
    driver.frame()
    assert {card["card"] for card in driver.hand() if card["enabled"]} == {"a2", "a3"}
    driver.drag(driver.grab_point("a3"), center(driver.item("zone-chain")))
    assert session.actions[0] == "p1: attack a3"
    driver.run_until(lambda: ready(table), what="the person's next decision")
    assert session.result() is None
    driver.frame()

    fresh = intents_mod.intents(session.view(0), session.legal(0), session.moves)
    assert table.controls.intents() == fresh
    enabled = {card["card"] for card in driver.hand() if card["enabled"]}
    assert enabled == intents_mod.sources(fresh)


# -- the hint key -------------------------------------------------------------------------------
def test_the_hint_key_says_a_move_in_words_and_selects_its_card(new_table):
    driver, table, session, actions, _, _ = _at_a_turn(new_table)
    driver.key(pygame.K_h)
    driver.frame()

    hint = session.hint(0)
    assert session.actions == actions  # a hint makes no move
    assert table.message is not None
    said = table.message[0]
    move = table.describer.move(hint, "", 0)
    assert said == t("hint.say", move=move)[:1].upper() + t("hint.say", move=move)[1:]
    assert hint.verb == "attack"  # its card is picked out in the hand, named in the words
    assert table.display.hands[0][table.input.selected] == hint.args[0]
    assert table.cards.faces[hint.args[0]].name in said

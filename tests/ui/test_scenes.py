"""The scene stack and the screens around the table, driven through the real app's frames."""

from __future__ import annotations

import json
import time

import pygame
import pytest
from ui_driver import seats, tiny_table

import game.ui.scenes.table_turns as turns_module
from game.persist.paths import config_dir
from game.persist.settings import Settings
from game.ui import theme
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.pass_device import PassDeviceScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.stats import StatsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.session import GameSession
from game.ui.widgets import Choice


class Recorder(Scene):
    """A scene that writes down every call the stack and the loop make on it."""

    def __init__(self, app, name: str, log: list, opaque: bool = True):
        super().__init__(app)
        self.name, self.log, self.opaque = name, log, opaque
        self.on_key = None  # what to do when a key comes, called from handle_event

    def enter(self) -> None:
        self.log.append((self.name, "enter"))

    def exit(self) -> None:
        self.log.append((self.name, "exit"))

    def pause(self) -> None:
        self.log.append((self.name, "pause"))

    def resume(self) -> None:
        self.log.append((self.name, "resume"))

    def handle_event(self, event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        self.log.append((self.name, "key"))
        if self.on_key:
            self.on_key()
        return True

    def update(self, dt: float) -> None:
        self.log.append((self.name, "update"))

    def draw(self, surface) -> None:
        self.log.append((self.name, "draw"))


def _hooks(log: list) -> list:
    return [entry for entry in log if entry[1] in ("enter", "exit", "pause", "resume")]


def test_the_stack_calls_the_lifecycle_hooks_in_order(new_app):
    driver = new_app()
    stack, log = driver.app.stack, []
    first, second, third = (Recorder(driver.app, name, log) for name in ("a", "b", "c"))

    stack.push(first)
    assert log == [] and stack.top is None  # queued, not applied
    stack.apply_pending()
    stack.push(second)
    stack.apply_pending()
    stack.pop()
    stack.apply_pending()
    stack.replace(third)
    stack.apply_pending()

    assert _hooks(log) == [
        ("a", "enter"),
        ("a", "pause"),
        ("b", "enter"),
        ("b", "exit"),
        ("a", "resume"),
        ("a", "exit"),
        ("c", "enter"),
    ]
    assert stack.scenes == [third]


def test_reset_ends_every_scene_and_leaves_only_the_new_one(new_app):
    driver = new_app()
    stack, log = driver.app.stack, []
    scenes = [Recorder(driver.app, name, log) for name in ("a", "b", "c")]
    for scene in scenes:
        stack.push(scene)
    stack.apply_pending()
    fresh = Recorder(driver.app, "fresh", log)

    stack.reset(fresh)
    stack.apply_pending()

    assert stack.scenes == [fresh]
    exits = [name for name, hook in log if hook == "exit"]
    assert exits == ["c", "b", "a"]
    assert log[-1] == ("fresh", "enter")


def test_a_change_asked_for_during_a_frame_is_applied_between_frames(new_app):
    driver = new_app()
    stack, log = driver.app.stack, []
    below = Recorder(driver.app, "below", log)
    above = Recorder(driver.app, "above", log)
    driver.open(below)
    pending: list = []

    def push_and_look() -> None:
        if above not in pending:
            pending.append(above)
            stack.push(above)
        assert stack.top is below  # the scene is still there while it handles its event

    below.on_key = push_and_look
    log.clear()
    driver.post(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    driver.post(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b", scancode=0)
    driver.frame()

    # Both keys of the frame went to the scene on top when the frame began; the push was
    # applied once, after the events; `above` drew in the same frame and `below` did not (it
    # is hidden under an opaque scene); nothing of `below` ran once it was paused.
    assert log[:2] == [("below", "key"), ("below", "key")]
    assert log.count(("above", "enter")) == 1
    paused = log.index(("below", "pause"))
    assert log[paused + 1] == ("above", "enter")
    assert all(name == "above" for name, _ in log[paused + 1 :])
    assert log[-1] == ("above", "draw")
    assert ("below", "draw") not in log
    assert stack.top is above


def test_a_scene_that_lets_the_one_below_show_is_drawn_over_it(new_app):
    driver = new_app()
    log: list = []
    below = Recorder(driver.app, "below", log)
    veil = Recorder(driver.app, "veil", log, opaque=False)
    driver.open(below)
    driver.open(veil)
    log.clear()

    driver.frame()

    draws = [name for name, hook in log if hook == "draw"]
    assert draws == ["below", "veil"]


# -- the menus ---------------------------------------------------------------------------------
def test_title_new_game_start_builds_the_chosen_table(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))

    driver.press("btn-new")
    assert isinstance(driver.top, NewGameScene)
    assert driver.item("ruleset:next")["value"] == "uno"
    assert driver.item("players:next")["value"] == "4"
    driver.press("players:prev")
    assert driver.item("players:next")["value"] == "3"
    assert not driver.has_item("name-4")
    driver.press("kind-2:prev")  # Computer, Normal -> Computer, Easy
    driver.press("kind-2:prev")  # -> Human
    driver.press("kind-3:next")  # -> Computer, Hard
    driver.press("option-stack_draw_two:next")
    assert driver.has_item("option-jump_in:next") and not driver.has_item("option-generator:next")
    assert driver.item("name-2")["value"] == "Player 2"  # a person now: a person's name
    driver.press("name-3")
    for _ in range(20):
        driver.key(pygame.K_BACKSPACE)
    driver.type_text("Vex")
    driver.press("seed")
    driver.type_text("4242")
    driver.press("btn-start")

    table = driver.table
    assert table is not None
    assert driver.app.stack.scenes[0] is table  # the menus are gone
    assert all(isinstance(s, (TableScene, PassDeviceScene)) for s in driver.app.stack.scenes)
    session = table.session
    assert session.ruleset.id == "uno"
    assert session.seed == 4242
    assert [s.name for s in session.seats] == ["Player 1", "Player 2", "Vex"]
    assert [(s.kind, s.level) for s in session.seats] == [
        ("human", None),
        ("human", None),
        ("ai", "hard"),
    ]
    assert session.options["stack_draw_two"] is True
    assert session.options["jump_in"] is False
    # The generator is the program's to choose: never offered, a new game takes the default.
    assert session.options["generator"] == "lehmer128"
    assert table.hot_seat  # two humans: a pass screen comes before the first hand shows
    driver.frame()
    assert isinstance(driver.top, PassDeviceScene)


def test_new_game_names_follow_the_seat_until_typed_and_irrelevant_options_are_grey(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-new")
    names = [driver.item(f"name-{n}")["value"] for n in range(1, 5)]
    assert names[0] == "Player 1"
    assert "Player" not in " ".join(names[1:]) and len(set(names)) == 4  # the monsters' names
    driver.press("name-2")
    driver.type_text("x")
    driver.press("kind-2:prev")
    driver.press("kind-2:prev")  # a person now, but the typed name stays
    assert driver.item("name-2")["value"] == names[1] + "x"
    driver.press("kind-3:next")  # Hard: still the computer's name
    assert driver.item("name-3")["value"] == names[2]

    # The turns of the short game count only in the short game.
    assert driver.item("option-mode:next")["value"] == "normal"
    assert not driver.item("option-short_turns:next")["enabled"]
    driver.press("option-mode:next")
    assert driver.item("option-short_turns:next")["enabled"]
    driver.press("option-short_turns:next")
    driver.press("btn-start")
    assert driver.table.session.options["mode"] == "short"
    assert driver.table.session.options["short_turns"] == 15


def test_a_seed_that_is_not_a_number_is_refused(new_app):
    driver = new_app()
    driver.open(NewGameScene(driver.app))
    driver.press("seed")
    driver.type_text("abc")
    driver.press("btn-start")
    scene = driver.top
    assert isinstance(scene, NewGameScene)
    assert scene.seed_problem == "The seed is a whole number, or empty for a random deal."
    assert scene.note == ""  # said by its field, not under the title
    driver.frame()
    field = pygame.Rect(driver.item("seed")["rect"])
    below = pygame.Rect(field.left, field.bottom + 4, field.width, 30)
    red = [
        (x, y)
        for x in range(below.left, below.right, 2)
        for y in range(below.top, below.bottom)
        if tuple(driver.app.screen.get_at((x, y)))[:3] == theme.DANGER
    ]
    assert red, "the problem is written in red under the seed's field"


def test_one_text_field_has_the_focus_at_a_time(new_app):
    driver = new_app()
    scene = driver.open(NewGameScene(driver.app))
    driver.press("name-1")
    driver.press("seed")
    driver.type_text("7")

    focused = [w.id for w in (*scene.left, *scene.right) if getattr(w, "focused", False)]
    assert focused == ["seed"]
    assert scene.seed_text == "7" and scene.names[0] == "Player 1"


@pytest.mark.parametrize("window", [(1024, 640), (1280, 800), (1920, 1080)])
def test_no_option_label_reaches_its_arrows(new_app, window):
    driver = new_app(window_size=window)
    scene = driver.open(NewGameScene(driver.app, "uno"))
    driver.frame()
    choices = [w for w in scene.left if isinstance(w, Choice)]
    assert len(choices) >= 8  # the game, players and every option of uno
    for choice in choices:
        arrow = choice._arrows()[0]
        assert choice.label_rect.width > 0 and choice.label_rect.right < arrow.left, choice.label


def test_escape_at_the_table_opens_the_pause_menu_over_it(new_app):
    driver = new_app()
    table = tiny_table(driver)

    driver.key(pygame.K_ESCAPE)

    assert isinstance(driver.top, PauseScene)
    assert driver.app.stack.scenes == [table, driver.top]
    # The menu stands alone: nothing of the table (or of a pass screen) runs into its words.
    assert driver.app.stack.visible() == [driver.top]
    driver.press("btn-resume")
    assert driver.top is table


def test_the_game_stands_still_while_the_pause_menu_is_open(new_app, monkeypatch):
    # The computer seat waits AI_PAUSE x 0.5 s (fast) of real time before it moves: long
    # enough to open the menu first, short enough to wait out twice.
    monkeypatch.setattr(turns_module, "AI_PAUSE", 0.4)
    driver = new_app("fast")
    table = tiny_table(driver, turn="p2")  # the computer seat is to move
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, PauseScene)
    assert table.session.actions == []

    started = time.monotonic()
    while time.monotonic() - started < 0.5:
        driver.frame()
        time.sleep(0.01)
    assert table.session.actions == [], "the computer seat played under the pause menu"

    driver.press("btn-resume")
    driver.run_until(lambda: bool(table.session.actions), what="the computer seat to move")
    assert table.session.actions == ["p2: draw"]


def test_saved_settings_are_written_and_reach_the_table(new_app, user_home):
    driver = new_app()
    table = tiny_table(driver)
    assert table.animator.speed == 0

    driver.key(pygame.K_ESCAPE)
    driver.press("btn-settings")
    assert isinstance(driver.top, SettingsScene)
    assert driver.item("speed:next")["value"] == "off"
    driver.press("speed:next")
    assert driver.item("speed:next")["value"] == "fast"
    driver.press("btn-save-settings")
    assert isinstance(driver.top, PauseScene)
    driver.press("btn-resume")
    assert driver.top is table

    path = config_dir() / "settings.json"
    assert path.parent == user_home / "config"
    assert json.loads(path.read_text(encoding="utf-8"))["animation_speed"] == "fast"
    assert driver.app.settings.animation_speed == "fast"
    assert table.animator.speed == 0.5
    driver.play_by_drag("r5")
    assert table.timeline.busy  # the play is animated now, over several frames


def test_leaving_the_settings_without_saving_changes_nothing(new_app, user_home):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-settings")
    driver.press("speed:next")
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)
    assert driver.app.settings.animation_speed == "off"
    assert not (user_home / "config" / "settings.json").exists()


def test_the_rules_scroll_and_stop_at_the_end(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-rules")
    rules = driver.top
    assert isinstance(rules, RulesScene)
    assert "Options and house rules" in rules.text()
    assert rules.scroll == 0
    driver.frame()
    first_thumb = rules.thumb  # a scrollbar: there is more than the box shows
    assert first_thumb is not None

    driver.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    driver.frame()
    assert rules.scroll == 40
    driver.key(pygame.K_DOWN)
    assert rules.scroll == 80
    driver.key(pygame.K_UP)
    assert rules.scroll == 40
    for _ in range(200):
        driver.key(pygame.K_PAGEDOWN)
    end = rules.scroll
    assert end > 400  # the text is longer than its box
    driver.key(pygame.K_PAGEDOWN)
    assert rules.scroll == end  # held at the end of the text
    driver.frame()
    assert rules.thumb.height == first_thumb.height
    assert rules.thumb.top > first_thumb.top + first_thumb.height  # the thumb went down
    driver.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    driver.frame()
    assert rules.scroll == end - 40

    driver.press("rules-game:next")
    assert rules.ruleset.id == "uno-monster-high" and rules.scroll == 0
    driver.key(pygame.K_ESCAPE)
    assert isinstance(driver.top, TitleScene)


def _each_screen(app: App) -> list[Scene]:
    session = GameSession.new("uno", {}, seats("human", "ai", "ai", "ai"), 3)
    table = TableScene(app, session)
    finished = GameSession.new("uno", {}, seats("human", "ai"), 8)
    finished.ruleset.scenario_setup(
        finished.state, {"hands": {"p1": ["r5"]}, "discard": ["r3"], "turn": "p1"}
    )
    finished.submit(0, finished.legal(0)[0])
    return [
        TitleScene(app),
        NewGameScene(app),
        NewGameScene(app, "uno-monster-high"),
        SettingsScene(app),
        PauseScene(app, table),
        LoadScene(app),
        RulesScene(app, None),
        PassDeviceScene(app, "Human 2", lambda: None),
        ResultsScene(app, finished),
        StatsScene(app),
        table,
    ]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (800, 560)])
def test_everything_to_click_lies_inside_the_window(new_app, size):
    driver = new_app(window_size=size)
    window = pygame.Rect(0, 0, *size)
    outside = []
    for scene in _each_screen(driver.app):
        driver.app.stack.reset(scene)
        driver.app.stack.apply_pending()
        driver.frame()
        for item in driver.items():
            rect = pygame.Rect(item["rect"])
            if rect.size != (0, 0) and not window.contains(rect):
                outside.append(f"{type(scene).__name__} {item['id']} {item['rect']}")
    assert outside == []


def test_the_table_follows_a_new_window_size(new_app):
    driver = new_app()
    table = tiny_table(driver)
    before = driver.item("discard-pile")["rect"]
    driver.app.apply_settings(Settings(window_size=(1024, 640), sound=False))
    driver.frame()
    assert driver.app.size == (1024, 640)
    assert table.layout.size == (1024, 640)
    assert driver.item("discard-pile")["rect"] != before


def test_the_settings_arrows_line_up_in_one_column(new_app):
    driver = new_app()
    driver.open(SettingsScene(driver.app))
    driver.frame()
    lefts = {item["rect"][0] for item in driver.items() if item["id"].endswith(":prev")}
    rights = {item["rect"][0] for item in driver.items() if item["id"].endswith(":next")}
    assert len(lefts) == 1 and len(rights) == 1


def test_new_game_starts_as_the_last_game_started_from_it(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-new")
    driver.press("ruleset:next")  # UNO Monster High
    driver.press("players:prev")  # 3 players
    driver.press("name-1")
    for _ in range(len("Player 1")):
        driver.key(pygame.K_BACKSPACE)
    driver.type_text("Ana")
    driver.press("kind-2:next")  # Computer: Hard
    driver.press("option-target:prev")  # 300 points
    driver.press("btn-start")
    session = driver.table.session
    assert [s.name for s in session.seats][0] == "Ana" and session.options["target"] == 300

    driver.open(TitleScene(driver.app))
    driver.press("btn-new")
    assert driver.item("ruleset:next")["value"] == "uno-monster-high"
    assert driver.item("players:next")["value"] == "3"
    assert driver.item("name-1")["value"] == "Ana"
    assert driver.item("kind-2:next")["value"] == "3"  # Computer: Hard
    assert driver.item("option-target:next")["value"] == "300"
    # The other game keeps its own options; the players stay.
    driver.press("ruleset:prev")
    assert driver.item("option-mode:next")["value"] == "normal"
    assert driver.item("name-1")["value"] == "Ana"


def test_a_remembered_name_nobody_typed_follows_the_language(new_app):
    from game import i18n

    driver = new_app()
    driver.open(NewGameScene(driver.app))
    driver.press("btn-start")  # every name as the form made it
    i18n.set_language("es")
    try:
        driver.open(NewGameScene(driver.app))
        assert driver.item("name-1")["value"] == "Jugador 1"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("size", [(800, 560), (1024, 640), (1280, 800), (1920, 1080)])
def test_the_title_holds_a_hand_of_cards_on_each_side_clear_of_the_buttons(new_app, size):
    driver = new_app(window_size=size)
    title = driver.open(TitleScene(driver.app))
    driver.frames(2)
    buttons = [pygame.Rect(item["rect"]) for item in driver.items()]
    window = pygame.Rect((0, 0), driver.app.size)
    if driver.app.size[0] >= 1024:
        assert len(title.decor_rects) == 10  # two hands of five
        middle = driver.app.size[0] / 2
        assert {rect.centerx < middle for rect in title.decor_rects} == {True, False}
    for rect in title.decor_rects:
        assert window.contains(rect), rect
        assert rect.collidelist(buttons) == -1, rect


@pytest.mark.parametrize("size", [(800, 560), (1280, 800)])
def test_the_load_list_tells_each_game_on_two_lines_and_fits_the_window(new_app, size):
    import shutil
    from pathlib import Path

    from game.persist.saves import saves_dir

    example = Path(__file__).resolve().parents[2] / "saves" / "examples" / "uno-4p.json"
    saves_dir().mkdir(parents=True, exist_ok=True)
    for n in range(9):  # more than a page
        shutil.copy(example, saves_dir() / f"game-{n}.json")
    driver = new_app(window_size=size)
    driver.open(LoadScene(driver.app))
    rows = [item for item in driver.items() if item["id"].startswith("save-")]
    assert len(rows) == 7 and driver.has_item("btn-more")
    first = rows[0]
    assert first["detail"] == "UNO · Ana, Bram, Chiara, Dmitri · turn 46"  # one hand: no rounds
    assert first["aside"]  # when it was saved
    window = pygame.Rect((0, 0), driver.app.size)
    rects = [pygame.Rect(item["rect"]) for item in driver.items()]
    for index, rect in enumerate(rects):
        assert window.contains(rect), rect
        assert rect.collidelist(rects[index + 1 :]) == -1, rect


def test_settings_show_the_card_back_and_faces_as_chosen(new_app):
    driver = new_app()
    scene = driver.open(SettingsScene(driver.app))
    driver.frames(2)

    def looks() -> list[bytes]:
        screen = driver.app.screen
        return [pygame.image.tobytes(screen.subsurface(r), "RGB") for r in scene.preview_rects]

    back, red, green = scene.preview_rects
    widgets = [pygame.Rect(item["rect"]) for item in driver.items()]
    window = pygame.Rect((0, 0), driver.app.size)
    for rect in (back, red, green):
        assert window.contains(rect) and rect.collidelist(widgets) == -1, rect
    before = looks()
    driver.press("card-back:next")
    driver.frames(2)
    after_back = looks()
    assert after_back[0] != before[0] and after_back[1:] == before[1:]
    driver.press("colorblind:next")
    driver.frames(2)
    after_marks = looks()
    assert after_marks[0] == after_back[0] and after_marks[1:] != after_back[1:]
    assert driver.app.settings.card_back == "game"  # the default: nothing is kept until Save


def test_f11_switches_full_screen_on_any_screen_and_keeps_it(new_app):
    from game.persist.settings import load_settings

    driver = new_app()
    driver.open(TitleScene(driver.app))
    assert not driver.app.settings.fullscreen
    driver.key(pygame.K_F11)
    driver.frame()
    assert driver.app.settings.fullscreen and load_settings().fullscreen
    assert isinstance(driver.top, TitleScene)  # the key went to the window, not the menu
    driver.open(NewGameScene(driver.app))  # where Enter alone starts the game
    driver.key(pygame.K_RETURN, mod=pygame.KMOD_LALT)
    driver.frame()
    assert not driver.app.settings.fullscreen and not load_settings().fullscreen
    assert isinstance(driver.top, NewGameScene)  # Alt+Enter did not press Start
    driver.open(SettingsScene(driver.app))
    driver.key(pygame.K_F11)  # with the settings open: their full screen choice follows
    assert driver.item("fullscreen:next")["value"] == "True"
    driver.press("btn-save-settings")
    assert driver.app.settings.fullscreen


def test_menus_are_played_from_the_keyboard(new_app):
    driver = new_app()
    title = driver.open(TitleScene(driver.app))
    assert title.focus.focused() is None  # nothing is marked until a key asks for it
    driver.key(pygame.K_DOWN)  # Continue is off (nothing saved): New game first
    assert title.focus.focus_id == "btn-new"
    driver.key(pygame.K_UP)
    assert title.focus.focus_id == "btn-quit"  # round the list
    driver.key(pygame.K_TAB)
    driver.key(pygame.K_TAB)
    assert title.focus.focus_id == "btn-learn"
    driver.move((5, 5))  # the pointer takes over
    driver.frame()
    assert title.focus.focused() is None
    for _ in range(6):  # New game, Learn to play, Load game, Decks, Statistics, Settings
        driver.key(pygame.K_DOWN)
    assert title.focus.focus_id == "btn-settings"
    driver.key(pygame.K_RETURN)
    settings = driver.top
    assert isinstance(settings, SettingsScene)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)
    driver.key(pygame.K_DOWN)  # window size, full screen, animation speed
    assert settings.focus.focus_id == "speed"
    before = settings.draft.animation_speed
    driver.key(pygame.K_RIGHT)
    assert settings.draft.animation_speed != before
    driver.key(pygame.K_LEFT)
    assert settings.draft.animation_speed == before


def test_a_new_game_is_set_up_from_the_keyboard(new_app):
    driver = new_app()
    scene = driver.open(NewGameScene(driver.app, "uno"))
    driver.key(pygame.K_DOWN)
    assert scene.focus.focus_id == "ruleset"
    driver.key(pygame.K_RIGHT)
    assert scene.ruleset.id == "uno-monster-high"
    while scene.focus.focus_id != "name-1":
        driver.key(pygame.K_TAB)
    field = scene.focus.focused()
    assert field.focused  # the ring and the typing are on the same field
    for _ in range(len(field.value)):
        driver.key(pygame.K_BACKSPACE)
    driver.type_text("Zed")
    driver.frame()
    driver.key(pygame.K_RETURN)  # leaves the field; it does not start the game yet
    assert scene.names[0] == "Zed" and not field.focused
    assert isinstance(driver.top, NewGameScene)
    driver.key(pygame.K_UP)  # back round to Back, then up to Start
    driver.key(pygame.K_UP)
    assert scene.focus.focus_id == "btn-start"
    driver.key(pygame.K_SPACE)
    session = driver.table.session
    assert session.ruleset.id == "uno-monster-high" and session.seats[0].name == "Zed"


def test_only_games_the_table_can_draw_are_offered(monkeypatch):
    """A ruleset registered before its table exists is not offered by New game, and the
    command line refuses to open it, in words."""
    from game.cli import run
    from game.ui import tables

    offered = ["uno", "uno-monster-high", "shield-war", "uno-mostro", "kmon"]
    assert [r.id for r in tables.playable_rulesets()] == offered
    # A game without computer players at every level is not offered either.
    # (The tests' own game, Match Out, has no Easy nor Hard: it is not offered either.)
    monkeypatch.setattr(
        tables, "has_computers", lambda ruleset_id: ruleset_id in offered[:3] + ["kmon"]
    )
    assert [r.id for r in tables.playable_rulesets()] == [*offered[:3], "kmon"]
    monkeypatch.setattr(tables, "has_table", lambda ruleset_id: ruleset_id == "uno")
    assert [r.id for r in tables.playable_rulesets()] == ["uno"]
    with pytest.raises(SystemExit) as exited:
        run(["play", "--ruleset", "uno-monster-high", "--seats", "human,ai"])
    assert exited.value.code == 2


def test_every_game_with_card_faces_has_a_table(monkeypatch):
    """Every game is laid out from its zones; UNO's family brings a table of its own, the
    others the shared one. A game whose cards cannot be read has none."""
    from game.ui import tables
    from game.ui.cardbook import card_book
    from game.ui.table.family import family_for
    from game.ui.table.uno_family import UnoFamily

    assert all(tables.has_table(r) for r in ("uno", "uno-monster-high", "shield-war"))
    assert isinstance(family_for(card_book("uno")), UnoFamily)
    assert family_for(card_book("shield-war")) is None  # the shared table, drawn from zones

    def unreadable(ruleset_id):
        raise OSError("no such file")

    tables.has_table.cache_clear()
    monkeypatch.setattr(tables, "card_book", unreadable)
    try:
        assert not tables.has_table("shield-war")
    finally:
        tables.has_table.cache_clear()

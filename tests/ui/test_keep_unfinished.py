"""Every path that puts another game at the table keeps the unfinished game it replaces.

One test per path: Load game (from the pause menu, from a shared game's pass screen, from the
title, a long save opened with a bar, a finished game, a kept game opened again, the autosave
itself), Continue, Play again, the
command line's `play`, and the paths that must touch no save at all (watching a replay from
Load game or from the results, a round trip through the deck builder).
"""

from __future__ import annotations

import pygame
from ui_driver import Driver, close, seats, tiny_table

from game.i18n import t
from game.persist.in_progress import unfinished_stamp
from game.persist.saves import AUTOSAVE_SLOT, SavedGame, load_game, save_game, saves_dir, slot_path
from game.ui.names import save_title
from game.ui.scenes import loading
from game.ui.scenes.deck_builder import DeckBuilderScene
from game.ui.scenes.load import LoadScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.title import TitleScene
from game.ui.session import GameSession

SEED = 10  # the game at the table; p1 (human) opens holding r3
OTHER = 20  # the game another path brings


def _game(seed: int, moves: int = 2, **options) -> SavedGame:
    """A game of UNO, a person against the computer, played `moves` moves (or to its end)."""
    session = GameSession.new("uno", options, seats("human", "ai"), seed)
    while len(session.actions) < moves and session.result() is None:
        seat = session.deciders()[0]
        session.submit(seat, session.legal(seat)[0])
    saved = session.to_saved()
    session.close()
    return saved


def _finished_game() -> SavedGame:
    saved = _game(OTHER, moves=10**6, mode="short", short_turns=1)
    assert saved.state["phase"] == "over"
    return saved


def _kept() -> list[str]:
    """The unfinished games kept in the saves folder, as slots."""
    return sorted(p.stem for p in saves_dir().glob("*.json") if unfinished_stamp(p.stem))


def _files() -> dict[str, bytes]:
    return {path.name: path.read_bytes() for path in sorted(saves_dir().glob("*.json"))}


def _at_table_with_a_move(new_table) -> tuple[Driver, TableScene, list[str]]:
    driver, table = new_table("uno", ("human", "ai"), SEED)
    driver.play_by_drag("r3")
    driver.until_my_turn()
    table.autosaver.flush()
    return driver, table, list(table.session.actions)


def _to_load_from_pause(driver: Driver) -> None:
    driver.key(pygame.K_ESCAPE)
    driver.press("btn-load")
    assert isinstance(driver.top, LoadScene)


def _assert_kept(table: TableScene, seed: int, actions: list[str]) -> str:
    """The one game kept is (seed, actions), and the table says where to find it."""
    kept = _kept()
    assert len(kept) == 1, kept
    game = load_game(slot_path(kept[0]))
    assert (game.seed, game.actions) == (seed, actions)
    assert table.message is not None
    assert table.message[0] == t("table.kept_unfinished", name=save_title(kept[0]))
    return kept[0]


def _autosave_seed(driver: Driver) -> int:
    driver.frames(2)
    driver.table.autosaver.flush()
    return load_game(slot_path(AUTOSAVE_SLOT)).seed


# -- Load game ----------------------------------------------------------------------------------
def test_loading_from_the_pause_menu_keeps_the_game_at_the_table(new_table):
    driver, table, actions = _at_table_with_a_move(new_table)
    save_game("other", _game(OTHER))
    _to_load_from_pause(driver)

    driver.press("save-other")

    loaded = driver.table
    assert loaded is not table and loaded.session.seed == OTHER
    _assert_kept(loaded, SEED, actions)
    assert _autosave_seed(driver) == OTHER  # the game at the table now is the one in progress


def test_loading_from_the_pass_screen_of_a_shared_game_keeps_it(new_table):
    from game.ui.scenes.pass_device import PassDeviceScene

    driver, table = new_table("uno", ("human", "human"), SEED)
    driver.run_until(lambda: isinstance(driver.top, PassDeviceScene), what="the pass screen")
    table.autosaver.flush()
    save_game("other", _game(OTHER))
    _to_load_from_pause(driver)  # the pause menu of the pass screen, with no table of its own

    driver.press("save-other")

    _assert_kept(driver.table, SEED, [])


def test_loading_from_the_title_keeps_the_autosave_of_an_earlier_run(new_app):
    earlier = _game(SEED, moves=3)
    save_game(AUTOSAVE_SLOT, earlier)
    save_game("other", _game(OTHER))
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-load")

    driver.press("save-other")

    _assert_kept(driver.table, SEED, earlier.actions)
    assert _autosave_seed(driver) == OTHER


def test_a_long_save_opened_with_a_bar_keeps_the_game_at_the_table(new_table, monkeypatch):
    monkeypatch.setattr(loading, "QUICK_SAVE_BYTES", 0)  # every save is opened by the worker
    driver, table, actions = _at_table_with_a_move(new_table)
    save_game("other", _game(OTHER))
    _to_load_from_pause(driver)

    driver.press("save-other")  # the bar may be gone already when the worker is quick
    driver.run_until(lambda: isinstance(driver.top, TableScene), what="the loaded table")

    _assert_kept(driver.table, SEED, actions)
    assert _autosave_seed(driver) == OTHER


def test_loading_a_finished_game_keeps_the_unfinished_one(new_app):
    earlier = _game(SEED, moves=3)
    save_game(AUTOSAVE_SLOT, earlier)
    save_game("done", _finished_game())
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-load")

    driver.press("save-done")
    driver.run_until(lambda: isinstance(driver.top, ResultsScene), what="the results")

    kept = _kept()  # the finished game, which ends the autosave, ended none but its own
    assert len(kept) == 1 and load_game(slot_path(kept[0])).actions == earlier.actions
    assert not slot_path(AUTOSAVE_SLOT).exists()


def test_a_kept_game_opened_again_is_the_game_in_progress_and_the_other_is_kept(new_table):
    driver, table, actions = _at_table_with_a_move(new_table)
    earlier = "unfinished-2026-01-02-030405"
    save_game(earlier, _game(OTHER))
    _to_load_from_pause(driver)

    driver.press(f"save-{earlier}")

    assert driver.table.session.seed == OTHER
    assert not slot_path(earlier).exists()  # no copy left behind: it is the autosave again
    assert load_game(slot_path(AUTOSAVE_SLOT)).seed == OTHER
    _assert_kept(driver.table, SEED, actions)


def test_opening_the_autosave_from_the_load_list_keeps_no_copy(new_table):
    driver, table, actions = _at_table_with_a_move(new_table)
    _to_load_from_pause(driver)

    driver.press(f"save-{AUTOSAVE_SLOT}")

    loaded = driver.table
    assert loaded is not table and loaded.session.actions == actions
    assert _kept() == [] and loaded.message is None
    assert load_game(slot_path(AUTOSAVE_SLOT)).actions == actions


# -- Continue, Play again, the command line ----------------------------------------------------
def test_continue_opens_the_game_loaded_last_and_the_one_before_stays_kept(new_app):
    earlier = _game(SEED, moves=3)
    save_game(AUTOSAVE_SLOT, earlier)
    save_game("other", _game(OTHER))
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-load")
    driver.press("save-other")
    driver.frames(2)
    driver.key(pygame.K_ESCAPE)
    driver.press("btn-quit-title")
    assert isinstance(driver.top, TitleScene)

    driver.press("btn-continue")

    table = driver.table
    assert table.session.seed == OTHER and table.message is None
    kept = _kept()
    assert len(kept) == 1 and load_game(slot_path(kept[0])).actions == earlier.actions


def test_play_again_keeps_an_unfinished_game_in_the_autosave(new_app):
    driver = new_app()
    tiny_table(driver)  # one move ends it
    driver.play_by_drag("r5")
    driver.run_until(lambda: isinstance(driver.top, ResultsScene), what="the results")
    earlier = _game(SEED, moves=3)
    save_game(AUTOSAVE_SLOT, earlier)  # a game left there, by another window of the app, say

    driver.press("btn-play-again")

    _assert_kept(driver.table, SEED, earlier.actions)


def test_the_command_line_play_keeps_the_autosave(monkeypatch):
    from game.ui import launch
    from game.ui.app import App

    earlier = _game(SEED, moves=3)
    save_game(AUTOSAVE_SLOT, earlier)
    opened: list[TableScene] = []
    monkeypatch.setattr(App, "run", lambda app, first: opened.append(first) or 0)

    assert launch.launch_table("uno", {}, seats("human", "ai"), OTHER) == 0

    try:
        _assert_kept(opened[0], SEED, earlier.actions)
    finally:
        close(opened[0].app)


# -- paths that put no other game at the table --------------------------------------------------
def test_watching_a_save_from_the_load_list_touches_no_save(new_table):
    driver, table, actions = _at_table_with_a_move(new_table)
    save_game("other", _game(OTHER, moves=6))
    before = _files()
    _to_load_from_pause(driver)

    driver.press("watch-other")
    assert isinstance(driver.top, ReplayScene)
    driver.press("replay-last")
    driver.frames(5)
    driver.press("replay-leave")
    assert isinstance(driver.top, LoadScene)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)

    assert driver.top is table and table.session.actions == actions
    assert _files() == before


def test_watching_from_the_results_touches_no_save(new_table):
    short = {"mode": "short", "short_turns": 1}
    driver, _ = new_table("uno", ("ai", "ai"), OTHER, options=short)  # over in two moves
    driver.run_until(lambda: isinstance(driver.top, ResultsScene), what="the results")
    save_game(AUTOSAVE_SLOT, _game(SEED, moves=3))
    before = _files()

    driver.press("btn-replay")
    assert isinstance(driver.top, ReplayScene)
    driver.press("replay-last")
    driver.frames(5)
    driver.press("replay-leave")

    assert isinstance(driver.top, ResultsScene)
    assert _files() == before


def test_a_round_trip_through_the_deck_builder_leaves_the_game_in_progress(new_app):
    earlier = _game(SEED, moves=3)
    save_game(AUTOSAVE_SLOT, earlier)
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-decks")
    assert isinstance(driver.top, DeckBuilderScene)
    driver.press("btn-back")
    assert isinstance(driver.top, TitleScene)

    driver.press("btn-continue")

    # The computer may answer at once: the game goes on from the moves it had.
    assert driver.table.session.actions[: len(earlier.actions)] == earlier.actions
    assert _kept() == []

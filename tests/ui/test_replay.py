"""Replays: a finished or saved game watched again from its seed and moves, step by step or
played at a speed, from the views it may be watched from."""

from __future__ import annotations

import json

import pygame
import pytest
from random_games import random_game
from ui_driver import seats

from game.persist.saves import AUTOSAVE_SLOT, save_game
from game.ui.replay import CHECKPOINT_EVERY, ReplaySession
from game.ui.scenes.load import LoadScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.results import ResultsScene


def played(ruleset: str, kinds: tuple[str, ...], seed: int, moves: int | None = None):
    """A game of random legal moves (to its end, or `moves` long), as a session."""
    return random_game(ruleset, seats(*kinds), seed, moves)


def hands_face_down(scene: ReplayScene) -> bool:
    """Every hand on the table is drawn as card backs (and there are cards in them)."""
    hands = [zone for zone in scene.display.zones.values() if zone.kind == "hand"]
    return all(card is None for zone in hands for card in zone.cards) and any(
        zone.cards for zone in hands
    )


def state_text(session) -> str:
    return json.dumps(session.ruleset.to_data(session.state), sort_keys=True)


@pytest.mark.parametrize("ruleset", ["uno", "uno-monster-high", "shield-war"])
def test_a_replay_plays_the_game_again_to_the_very_same_end(ruleset):
    game = played(ruleset, ("human", "ai", "ai") if ruleset != "shield-war" else ("human", "ai"), 4)
    replay = ReplaySession(game.to_saved(), finished=True)
    while not replay.at_end():
        replay.forward()
    assert replay.position == replay.length == len(game.actions)
    assert state_text(replay) == state_text(game)
    assert replay.result() == game.result()


def test_a_jump_anywhere_puts_the_table_as_it_stood_then():
    game = played("uno", ("human", "ai", "ai"), 7)
    assert len(game.actions) > 2 * CHECKPOINT_EVERY  # jumps land between kept states
    saved = game.to_saved()
    replay = ReplaySession(saved, finished=True)
    replay.seek(replay.length)
    for position in (replay.length - 1, 3, 2 * CHECKPOINT_EVERY + 5, 0, CHECKPOINT_EVERY):
        replay.seek(position)
        fresh = ReplaySession(saved, finished=True)
        for _ in range(position):
            fresh.forward()
        assert replay.position == position
        assert state_text(replay) == state_text(fresh), position
        assert replay.past() == fresh.past()
        assert replay.actions == saved.actions[:position]


def test_who_may_be_watched_depends_on_who_played_and_whether_the_game_is_over():
    against_computers = played("uno", ("human", "ai", "ai"), 3, moves=10).to_saved()
    assert ReplaySession(against_computers, finished=False).views() == [None, 0]
    assert ReplaySession(against_computers, finished=True).views() == [None, 0, 1, 2]
    hot_seat = played("uno", ("human", "human", "ai"), 3, moves=10).to_saved()
    assert ReplaySession(hot_seat, finished=True).views() == [None]


def test_nobody_moves_in_a_replay_and_no_computer_thinks():
    replay = ReplaySession(played("uno", ("human", "ai"), 3, moves=6).to_saved(), False)
    assert replay.agents == {} and replay.humans == []
    with pytest.raises(TypeError):
        seat = replay.deciders()[0]
        replay.submit(seat, replay.legal(seat)[0])


def test_the_results_offer_the_replay_which_plays_steps_back_and_comes_back(new_app):
    driver = new_app("fast")
    game = played("uno", ("human", "ai", "ai"), 5)
    results = driver.open(ResultsScene(driver.app, game))
    driver.press("btn-replay")
    driver.frame()
    scene = driver.top
    assert isinstance(scene, ReplayScene)
    assert scene.viewer == 0  # over the shoulder of the person who played
    driver.settle()
    assert driver.item("state")["replay_position"] == 0
    assert not driver.item("replay-back")["enabled"]

    driver.press("replay-forward")
    driver.settle()
    assert scene.replay.position == 1
    driver.press("replay-play")
    driver.run_until(lambda: scene.replay.position >= 4, what="the replay playing on")
    driver.press("replay-play")  # pause
    driver.settle()
    stopped = scene.replay.position
    driver.frames(60)
    assert scene.replay.position == stopped and not scene.playing
    driver.key(pygame.K_LEFT)
    driver.frame()
    assert scene.replay.position == stopped - 1
    assert scene.log == scene._log_lines(scene.replay.past(), scene.viewer)

    watched = []
    for _ in range(3):  # each seat in turn (the game is over), then the public view
        driver.press("replay-view")
        driver.frame()
        watched.append(scene.viewer)
    assert watched == [1, 2, None]
    assert hands_face_down(scene)
    driver.key(pygame.K_END)
    driver.settle()
    assert scene.replay.at_end() and scene.session.result() == game.result()
    driver.press("replay-leave")
    driver.frame()
    assert driver.top is results


def test_a_hot_seat_game_is_replayed_in_the_public_view_only(new_app):
    driver = new_app("off")
    game = played("uno", ("human", "human", "ai"), 6)
    driver.open(ReplayScene(driver.app, ReplaySession(game.to_saved(), finished=True)))
    scene = driver.top
    driver.settle()
    assert scene.viewer is None and not driver.item("replay-view")["enabled"]
    driver.key(pygame.K_v)
    driver.frame()
    assert scene.viewer is None and hands_face_down(scene)
    driver.key(pygame.K_SPACE)  # played on, the hands stay face down
    driver.run_until(lambda: scene.replay.position >= 6, what="the replay playing on")
    assert scene.viewer is None and hands_face_down(scene)


def test_a_saved_game_is_watched_from_the_load_screen_and_leaving_comes_back(new_app):
    driver = new_app("off")
    game = played("uno-monster-high", ("human", "ai"), 2, moves=40)
    save_game(AUTOSAVE_SLOT, game.to_saved())
    load = driver.open(LoadScene(driver.app))
    driver.press(f"watch-{AUTOSAVE_SLOT}")
    driver.frame()
    scene = driver.top
    assert isinstance(scene, ReplayScene)
    assert scene.views == [None, 0]  # a game that may be played on: not the computer's cards
    driver.settle()
    driver.key(pygame.K_END)
    driver.settle()
    assert state_text(scene.session) == state_text(game)
    driver.key(pygame.K_ESCAPE)
    driver.frame()
    assert driver.top is load


def test_a_click_on_the_moves_bar_jumps_there(new_app):
    driver = new_app("off")
    game = played("uno", ("human", "ai"), 9)
    driver.open(ReplayScene(driver.app, ReplaySession(game.to_saved(), finished=True)))
    scene = driver.top
    driver.settle()
    bar = pygame.Rect(driver.item("replay-bar")["rect"])
    driver.click((bar.left + bar.width // 2, bar.centery))
    driver.frame()
    assert abs(scene.replay.position - scene.replay.length // 2) <= 1


def test_going_forward_after_a_jump_back_plays_the_same_moves_with_the_same_events():
    saved = played("uno", ("human", "ai", "ai"), 5).to_saved()
    replay = ReplaySession(saved, finished=True)
    events = [replay.forward() for _ in range(CHECKPOINT_EVERY // 2 + 20)]
    end = replay.position
    replay.seek(7)
    again = [replay.forward() for _ in range(end - 7)]
    assert again == events[7:]
    assert replay.position == end and replay.actions == saved.actions[:end]
    assert replay.past() == ReplaySession(saved, finished=True).past() + sum(events, [])

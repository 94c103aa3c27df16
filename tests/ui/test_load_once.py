"""A loaded game is replayed once: the session plays on from the Match that checked the save,
with the same events for its log as a replay of its own would give."""

from __future__ import annotations

from random_games import random_game
from ui_driver import seats

from game.persist.saves import Seat, load_game, save_game
from game.ui.session import GameSession


def _saved(ruleset: str, kinds: tuple[str, ...], moves: int):
    played = random_game(ruleset, seats(*kinds), 7, moves=moves)
    return save_game(f"played-{moves}", played.to_saved()), played


def test_the_session_plays_on_from_the_match_that_checked_the_save():
    path, played = _saved("uno", ("human", "ai"), 120)
    kept = load_game(path, keep_match=True)
    assert kept.match is not None and kept.match.log == played.actions
    session = GameSession.from_saved(kept)
    again = GameSession.from_saved(load_game(path))  # no Match handed on: replayed here
    try:
        assert load_game(path).match is None
        assert session.match is kept.match  # not replayed a second time
        assert again.match is not kept.match
        assert session.past_events == again.past_events == played.match.events
        assert session.ruleset.to_data(session.state) == again.ruleset.to_data(again.state)
        seat = session.deciders()[0]
        action = session.legal(seat)[0]
        assert session.submit(seat, action) == again.submit(seat, action)
    finally:
        session.close()
        again.close()


def test_a_match_of_another_game_is_not_taken():
    path, _ = _saved("uno", ("human", "ai"), 30)
    other, _ = _saved("uno", ("human", "ai"), 31)
    saved = load_game(path, keep_match=True)
    saved.match = load_game(other, keep_match=True).match
    session = GameSession.from_saved(saved)
    try:
        assert session.match is not saved.match and len(session.actions) == 30
    finally:
        session.close()


def test_the_watching_computer_seats_are_shown_the_round_as_a_replay_shows_it(monkeypatch):
    people = [Seat("Ann", "human", None), Seat("Hal", "ai", "hard")]
    played = random_game("uno", people, 7, moves=150)
    path = save_game("watched", played.to_saved())
    told: list[list] = []

    def tell(session, state) -> None:
        told[-1].append(session.ruleset.to_data(state))

    monkeypatch.setattr(GameSession, "_tell_watchers", tell)
    sessions = []
    for keep in (False, True):
        told.append([])
        sessions.append(GameSession.from_saved(load_game(path, keep_match=keep)))
    try:
        assert sessions[0].watchers and sessions[1].match.log == played.actions
        assert told[0] and told[1] == told[0]
    finally:
        for session in sessions:
            session.close()

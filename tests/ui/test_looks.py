"""Each game's own felt and card back: different from every other game's, the player's choice
of back still followed, hidden cards drawn as backs, and the felt made once, not per frame."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.games import BUILT_IN_GAMES
from game.persist.settings import CARD_BACKS, Settings
from game.ui import art, felt, theme
from game.ui.cardart import BACK_STYLES, CardArt
from game.ui.cardbook import card_book
from game.ui.looks import BACK_PATTERNS, FELT_PATTERNS, LOOKS, PLAIN, has_look


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_every_built_in_game_has_a_look_of_its_own():
    assert set(BUILT_IN_GAMES) <= set(LOOKS)
    looks = [LOOKS[game] for game in BUILT_IN_GAMES]
    assert len(set(looks)) == len(looks)
    assert len({own.felt_pattern for own in looks}) == len(looks)  # a weave each
    assert len({own.back_pattern for own in looks}) == len(looks)
    assert {own.felt_pattern for own in looks} <= set(FELT_PATTERNS)
    assert {own.back_pattern for own in looks} <= set(BACK_PATTERNS)
    assert not has_look("no-such-game")


@pytest.mark.parametrize("one, other", list(itertools.combinations(BUILT_IN_GAMES, 2)))
def test_each_games_felt_differs_from_every_other(one, other):
    size = (320, 200)
    assert pixels(theme.felt_background(size, one)) != pixels(theme.felt_background(size, other))


def test_a_games_felt_has_a_weave_and_the_menus_keep_the_plain_one():
    size = (320, 200)
    plain = theme.felt_background(size)
    middle = plain.get_at((160, 100))
    assert all(abs(middle[c] - PLAIN.felt[c]) <= 3 for c in range(3))  # lit in the middle
    for game in BUILT_IN_GAMES:
        own = theme.felt_background(size, game)
        # Not one flat colour: in a patch in the middle, the weave and fibres vary it.
        patch = {tuple(own.get_at((x, y))) for x in range(140, 180) for y in range(80, 120)}
        assert len(patch) > 6, game
        assert pixels(own) != pixels(plain)
    assert pixels(theme.felt_background(size, "no-such-game")) == pixels(plain)


@pytest.mark.parametrize("one, other", list(itertools.combinations(BUILT_IN_GAMES, 2)))
def test_each_games_back_differs_from_every_other(one, other):
    assert pixels(CardArt(card_book(one)).back(90)) != pixels(CardArt(card_book(other)).back(90))


def test_the_games_own_back_is_the_default_and_the_players_choice_overrides_it():
    assert Settings().card_back == "game" and "game" in CARD_BACKS
    assert set(CARD_BACKS) == set(BACK_STYLES)
    for game in BUILT_IN_GAMES:
        own = pixels(CardArt(card_book(game)).back(90))
        classic = pixels(CardArt(card_book(game), back="classic").back(90))
        assert own != classic, game
    # A back the player chose is the same in every game.
    chosen = {pixels(CardArt(card_book(game), back="midnight").back(90)) for game in LOOKS}
    assert len(chosen) == 1


def test_the_games_emblem_is_drawn_on_its_back(monkeypatch):
    with_emblem = pixels(CardArt(card_book("shield-war")).back(90))
    monkeypatch.setattr(art, "emblem", lambda game, size: None)
    assert pixels(CardArt(card_book("shield-war")).back(90)) != with_emblem


def test_hidden_cards_at_the_table_are_drawn_as_the_games_own_back(new_table):
    driver, table = new_table("uno-mostro", ("human", "ai"), 4)
    driver.settle()
    cards = table.art
    assert cards.back_style == "game"
    assert None in cards._drawn, "no back was drawn for the hidden cards"
    width = min(cards._drawn[None])
    own = CardArt(card_book("uno-mostro")).back(width)
    assert pixels(cards.back(width)) == pixels(own)


def test_the_felt_is_made_once_not_at_every_frame(new_table, monkeypatch):
    made: list[tuple] = []
    lit = felt._lit

    def counted(size, own):
        made.append(size)
        return lit(size, own)

    felt.felt.cache_clear()
    monkeypatch.setattr(felt, "_lit", counted)
    driver, table = new_table("kmon", ("ai", "ai"), 5, speed="fast")
    driver.frames(240, 1 / 30)
    assert table.view.layers.zone_redraws > 1  # the table changed, and its layers were redrawn
    assert made == [driver.app.size]  # yet the felt was made once, for the window's size

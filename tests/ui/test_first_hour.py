"""What a new player misses first at the table: the UNO call that shows whether it is made and
says why it is not offered, colour-blind letters in the player's language, words that read on
their buttons, banners that last long enough to be read, and the log in the language chosen."""

from __future__ import annotations

import pygame
import pytest
from test_table_input import _setup

from game import i18n
from game.i18n import t
from game.ui import theme
from game.ui.cardart import COLOR_RGB, color_letter
from game.ui.table.animator import READ_RATE, READ_START
from game.ui.table.uno_family import UNO_CALLED


@pytest.fixture
def spanish():
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def test_the_uno_call_looks_called_and_says_when_it_is_taken_back(new_table):
    setup = _setup(hands={"p1": ["r5", "b7"], "p2": ["y1", "y2", "y4"]})
    driver, table = new_table("uno", ("human", "ai"), 11, setup=setup)
    button = next(b for b in table.controls.buttons if b.id == "btn-uno")
    assert button.fill is None and button.highlight  # not called: it asks to be pressed

    driver.press("btn-uno")
    driver.frame()
    button = next(b for b in table.controls.buttons if b.id == "btn-uno")
    assert table.controls.uno_armed and button.fill == UNO_CALLED and not button.highlight
    assert table.message[0] == t("table.uno_called")
    pixel = driver.app.screen.get_at((button.rect.left + 6, button.rect.centery))
    assert tuple(pixel)[:3] == UNO_CALLED

    driver.press("btn-uno")  # a second press takes the call back, and says so
    assert not table.controls.uno_armed
    assert table.message[0] == t("table.uno_taken_back")


def test_pressing_u_with_no_call_to_make_says_when_it_can_be_made(new_table):
    setup = _setup(hands={"p1": ["r5", "b7", "g2", "y9"], "p2": ["y1", "y2", "y4"]})
    driver, table = new_table("uno", ("human", "ai"), 11, setup=setup)
    assert not any(b.id == "btn-uno" for b in table.controls.buttons)
    driver.key(pygame.K_u)
    driver.frame()
    assert table.message is not None and table.message[0] == t("table.uno_not_yet")
    assert table.session.actions == []


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_colour_blind_letters_are_the_players_own_and_tell_every_colour_apart(language):
    i18n.set_language(language)
    try:
        letters = {name: color_letter(name) for name in COLOR_RGB}
        assert len(set(letters.values())) == len(letters), letters
        for name, letter in letters.items():  # the colour's own word's first letter, and more
            word = iter(t(f"color.{name}").lower())  # of its letters in order (rosa: Rs)
            assert letter[0].lower() == t(f"color.{name}")[0].lower(), (name, letter)
            assert all(char in word for char in letter.lower()), (name, letter)
    finally:
        i18n.set_language("en")


def test_words_on_a_coloured_button_read_on_its_colour():
    assert theme.ink_on(COLOR_RGB["yellow"]) == theme.INK_DARK
    for name in ("red", "blue", "green", "pink"):
        assert theme.ink_on(COLOR_RGB[name]) == theme.INK


def test_a_banner_lasts_long_enough_to_be_read(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    long = "Robot 2 has no card to play and draws two cards as a penalty for the missed call"
    table.animator.banner("Skip", 1.0)
    table.animator.banner(long, 1.0)
    short, told = table.animator.banners[-2:]
    speed = max(table.speed, 0.6)
    assert told.seconds >= (READ_START + len(long) / READ_RATE) * speed
    assert told.seconds > short.seconds * 2


def test_the_log_is_told_again_in_the_language_chosen(new_table, spanish):
    i18n.set_language("en")
    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())
    driver.play_by_drag("r5")
    driver.settle()
    english = list(table.log)
    assert english and any("played" in line for line in english)
    i18n.set_language("es")
    table.resume()  # back from Settings
    driver.frame()
    spanish_lines = list(table.log)
    assert len(spanish_lines) == len(english) and spanish_lines != english
    assert any("Juegas" in line or "juega" in line for line in spanish_lines)


def test_a_new_game_keeps_the_unfinished_one_instead_of_overwriting_it(new_app):
    from ui_driver import seats

    from game.persist.saves import AUTOSAVE_SLOT, latest_autosave, load_game, saves_dir, slot_path
    from game.ui.names import save_title
    from game.ui.scenes.title import open_new

    driver = new_app()
    open_new(driver.app, "uno", {}, seats("human", "ai"), 3)
    driver.frames(3)
    old = driver.table  # a game in progress, autosaved as it opens
    old.autosaver.flush()
    before = load_game(latest_autosave()).actions
    open_new(driver.app, "uno", {}, seats("human", "ai"), 5)
    driver.frames(3)
    table = driver.table

    assert table is not old and table.message is not None
    kept = [path.stem for path in saves_dir().glob("unfinished-*.json")]
    assert len(kept) == 1
    assert table.message[0] == t("table.kept_unfinished", name=save_title(kept[0]))
    kept_game = load_game(slot_path(kept[0]))
    assert (kept_game.seed, kept_game.actions) == (3, before)  # the old game, whole
    table.autosaver.flush()
    assert load_game(slot_path(AUTOSAVE_SLOT)).seed == 5  # the new one in the autosave


@pytest.mark.parametrize("players", [2, 4, 7, 10])
@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_the_colour_ring_never_reaches_the_deck(players, size):
    import math

    from game.engine import registry
    from game.ui.table.uno_family import ring_radius
    from game.ui.table.zone_layout import zone_layout

    ruleset = registry.get("uno")
    state, _ = ruleset.new_game({}, players, 1)
    placement = zone_layout(
        size, players, 0, ruleset.zone_specs(state), ruleset.counter_specs(state)
    )
    deck, pile = placement.zones["draw"], placement.zones["discard"]
    radius = ring_radius(pile.card_width)
    outer = radius + max(4, radius // 10) // 2 + 1  # the ring's stroke, its outer edge
    cx, cy = pile.rect.center
    nearest_x = min(max(cx, deck.rect.left), deck.rect.right)
    nearest_y = min(max(cy, deck.rect.top), deck.rect.bottom)
    assert math.dist((cx, cy), (nearest_x, nearest_y)) > outer


def test_a_hint_is_told_as_advice_and_a_refusal_as_a_warning(new_table):
    from game.ui.table.overlays import ADVICE_PANEL, WARN_PANEL

    driver, table = new_table("uno", ("human", "ai"), 11, setup=_setup())

    def panel_color() -> tuple[int, int, int]:
        driver.frame()
        box = table.view.message_rect
        return tuple(driver.app.screen.get_at((box.left + 6, box.centery)))[:3]

    driver.key(pygame.K_h)
    advice = panel_color()
    table.say("refused", warn=True)
    warning = panel_color()
    assert table.message_warn
    assert advice != warning
    # each panel's colour shows over the table (the felt blends into its alpha)
    assert advice[2] > advice[0] and warning[0] > warning[2]
    assert ADVICE_PANEL[2] > ADVICE_PANEL[0] and WARN_PANEL[0] > WARN_PANEL[2]

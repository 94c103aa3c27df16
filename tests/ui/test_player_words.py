"""Words the player reads: no round where a game has none, default names and kept games in the
player's language (an old save's English ones too), and no choice offered where there is none."""

from __future__ import annotations

from datetime import datetime

import pygame
import pytest
from ui_driver import Driver

from game import i18n
from game.engine import registry
from game.persist.atomic import write_json_atomic
from game.persist.last_setup import last_setup_path
from game.persist.saves import AUTOSAVE_SLOT, Seat, save_game
from game.persist.stats import record_game
from game.ui import theme
from game.ui.scenes.load import LoadScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.scenes.stats import StatsScene
from game.ui.session import GameSession

ROUND_WORDS = {"en": "round", "es": "ronda", "it": "manche"}


@pytest.fixture(params=["en", "es", "it"])
def language(request):
    """Each language in turn (the app is opened in it); English again afterwards."""
    yield request.param
    i18n.set_language("en")


def _save(slot: str, ruleset_id: str, names: tuple[str, ...] = ("Ana", "Bo")) -> None:
    """A game of `ruleset_id` played a few moves, saved in `slot` (a person, then computers)."""
    seats = [Seat(names[0], "human")] + [Seat(name, "ai", "normal") for name in names[1:]]
    session = GameSession.new(ruleset_id, {}, seats, 7)
    for _ in range(4):
        if session.result() is None:
            seat = session.deciders()[0]
            session.submit(seat, session.legal(seat)[0])
    save_game(slot, session.to_saved())
    session.close()


def _rows(driver: Driver) -> dict[str, dict]:
    return {item["id"]: item for item in driver.items() if item["id"].startswith("save-")}


# -- rounds -------------------------------------------------------------------------------------
def test_the_load_list_tells_a_round_only_in_a_game_scored_over_rounds(new_app, language):
    for ruleset in registry.all_rulesets():
        _save(ruleset.id, ruleset.id)
    driver = new_app(language=language)
    driver.open(LoadScene(driver.app))

    rows = _rows(driver)
    assert len(rows) == len(registry.all_rulesets())
    word = ROUND_WORDS[language]
    for ruleset in registry.all_rulesets():
        detail = rows[f"save-{ruleset.id}"]["detail"]
        assert detail.startswith(ruleset.name), detail
        assert (word in detail.lower()) == ruleset.plays_rounds(), detail
        assert f"{word} 0" not in detail.lower()
    assert f"{word} 1" in rows["save-uno-monster-high"]["detail"].lower()


# -- names --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("code", "title"),
    [
        ("en", "Unfinished game, 4 Dec 15:02"),
        ("es", "Partida sin terminar, 4 dic 15:02"),
        ("it", "Partita non finita, 4 dic 15:02"),
    ],
)
def test_a_kept_game_is_listed_in_the_players_language(new_app, code, title):
    year = datetime.now().year
    _save(f"unfinished-{year}-12-04-150212", "uno")
    _save(f"unfinished-{year}-12-04-150212-2", "uno")  # kept in the same second
    _save(f"unfinished-{year - 1}-03-01-090000", "uno")
    _save(AUTOSAVE_SLOT, "uno")
    try:
        driver = new_app(language=code)
        driver.open(LoadScene(driver.app))
        labels = {item["id"]: item["label"] for item in _rows(driver).values()}
        autosave = i18n.t("load.autosave")
    finally:
        i18n.set_language("en")

    assert labels[f"save-unfinished-{year}-12-04-150212"] == title
    assert labels[f"save-unfinished-{year}-12-04-150212-2"] == f"{title} (2)"
    last_year = labels[f"save-unfinished-{year - 1}-03-01-090000"]
    assert str(year - 1) in last_year and "09:00" in last_year and "unfinished" not in last_year
    assert labels[f"save-{AUTOSAVE_SLOT}"] == autosave


@pytest.mark.parametrize("saved_as", ["Player 1", "Jugador 1", "Giocatore 1"])
def test_a_default_name_saved_in_any_language_is_read_in_the_players(new_app, language, saved_as):
    _save("old", "uno", (saved_as, "Morgana", "Player 3"))
    driver = new_app(language=language)
    driver.open(LoadScene(driver.app))
    own = {"en": "Player", "es": "Jugador", "it": "Giocatore"}[language]

    detail = _rows(driver)["save-old"]["detail"]
    assert f"{own} 1, Morgana, {own} 3" in detail

    driver.press("save-old")
    table = driver.table
    assert table.session.names == [f"{own} 1", "Morgana", f"{own} 3"]
    assert table.session.seats[0].name == saved_as  # the save keeps what it was given
    assert table.describer.names[0] == f"{own} 1"


def test_a_typed_name_is_never_translated(new_app):
    _save("typed", "uno", ("Player One", "Jugadora 2"))
    try:
        driver = new_app(language="it")
        driver.open(LoadScene(driver.app))
        assert "Player One, Jugadora 2" in _rows(driver)["save-typed"]["detail"]
    finally:
        i18n.set_language("en")


def test_statistics_count_a_default_name_of_every_language_as_one_person(new_app):
    record_game("uno", [("Player 1", True)])
    record_game("uno", [("Giocatore 1", False)])
    record_game("uno", [("Ana", True)])
    try:
        driver = new_app(language="es")
        scene = driver.open(StatsScene(driver.app))
        rows = scene.rows[1:]
    finally:
        i18n.set_language("en")
    assert ("Jugador 1", "UNO", "2", "1", "50%") in rows
    assert len(rows) == 2


def test_a_name_remembered_in_english_by_the_new_game_form_follows_the_language(new_app):
    seats = [{"name": "Player 1", "kind": "human", "level": None}]
    seats.append({"name": "Player 2", "kind": "human", "level": None})
    write_json_atomic(last_setup_path(), {"ruleset": "uno", "players": 2, "seats": seats})
    try:
        driver = new_app(language="it")
        scene = driver.open(NewGameScene(driver.app))
        names = [driver.item(f"name-{n}")["value"] for n in (1, 2)]
        driver.press("kind-2:next")  # a computer now: a name nobody typed follows the seat
        computer = driver.item("name-2")["value"]
    finally:
        i18n.set_language("en")
    assert names == ["Giocatore 1", "Giocatore 2"]
    assert computer not in ("Player 2", "Giocatore 2") and scene.kinds[1] != 0


# -- the Players choice --------------------------------------------------------------------------
def _gold_in(surface: pygame.Surface, rect: pygame.Rect) -> bool:
    area = surface.subsurface(rect.clip(surface.get_rect()))
    gold = pygame.Color(*theme.GOLD)
    return any(
        area.get_at((x, y)) == gold
        for x in range(area.get_width())
        for y in range(area.get_height())
    )


@pytest.mark.parametrize("ruleset_id", ["kmon", "shield-war"])
def test_the_players_of_a_two_player_game_are_shown_greyed_and_cannot_be_pressed(
    new_app, ruleset_id
):
    driver = new_app()
    scene = driver.open(NewGameScene(driver.app))
    chooser = next(w for w in scene.left if w.id == "players")
    assert chooser.enabled and _gold_in(driver.app.screen, chooser.rect)  # UNO: 2 to 10

    scene._set_ruleset(ruleset_id)
    driver.frame()

    chooser = next(w for w in scene.left if w.id == "players")
    assert not driver.item("players:next")["enabled"]
    assert not driver.item("players:prev")["enabled"]
    assert not _gold_in(driver.app.screen, chooser.rect)  # the value in grey, not gold
    for arrow in ("players:prev", "players:next"):
        center = pygame.Rect(driver.item(arrow)["rect"]).center
        release = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=center, button=1)
        assert not chooser.handle_event(release)  # not taken: the click is nobody's
        driver.click(center)
    assert scene.players == 2 and driver.item("players:next")["value"] == "2"
    assert "players" not in {w.id for w in scene.focus.focusable()}  # the keys pass it by too

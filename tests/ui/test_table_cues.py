"""What tells a player at a glance that it is their turn and what they may play, and the moment
the end of a game is shown before the results."""

from __future__ import annotations

import pygame
from test_zone_table import TURN_SETUP, ready
from ui_driver import center

from game.i18n import t
from game.ui import theme
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table_end import CELEBRATION
from game.ui.table.sprites import CardSprite


def _brightness(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The mean brightness of the middle of `rect` (a card's picture)."""
    area = pygame.Rect(0, 0, rect.width // 3, rect.height // 4)
    area.center = rect.center
    total = count = 0
    for x in range(area.left, area.right, 2):
        for y in range(area.top, area.bottom, 2):
            color = surface.get_at((x, y))
            total += color.r + color.g + color.b
            count += 1
    return total / count


def test_the_cards_that_may_be_played_stand_out_and_the_others_are_dimmed(new_table, monkeypatch):
    driver, table = new_table("shield-war", ("human", "ai"), 3, setup=TURN_SETUP)
    driver.run_until(lambda: ready(table))
    driver.frame()
    hand = {item["card"]: item for item in driver.hand()}
    attack, shield = pygame.Rect(hand["a2"]["rect"]), pygame.Rect(hand["s1"]["rect"])
    assert hand["a2"]["enabled"] and not hand["s1"]["enabled"]
    assert attack.top <= shield.top - attack.width * 0.15  # an attack stands out of the hand
    dimmed = _brightness(driver.app.screen, shield)

    # The same frame when the person has nothing to decide: nothing stands out, nothing is dim.
    monkeypatch.setattr(table.controls, "intents", lambda: None)
    driver.frame()
    hand = {item["card"]: item for item in driver.hand()}
    assert pygame.Rect(hand["a2"]["rect"]).top == pygame.Rect(hand["s1"]["rect"]).top
    assert _brightness(driver.app.screen, pygame.Rect(hand["s1"]["rect"])) > dimmed * 1.2


def test_a_card_chosen_with_the_keys_is_framed_not_lifted(new_table):
    driver, table = new_table("shield-war", ("human", "ai"), 3, setup=TURN_SETUP)
    driver.run_until(lambda: ready(table))
    driver.move((5, 5))  # the pointer rests on no card
    driver.frame()
    before = [pygame.Rect(item["rect"]) for item in driver.hand()]
    driver.key(pygame.K_RIGHT)
    driver.frame()
    after = [pygame.Rect(item["rect"]) for item in driver.hand()]
    assert table.input.selected == 0
    assert after == before  # no card moved
    frame_color = driver.app.screen.get_at((after[0].left - 3, after[0].centery))
    assert (frame_color.r, frame_color.g) == theme.GLOW[:2]


def test_the_decision_of_the_person_at_the_screen_is_written_large_and_gold(new_table):
    driver, table = new_table("shield-war", ("human", "ai"), 3, setup=TURN_SETUP)
    driver.run_until(lambda: ready(table))
    driver.frame()
    prompt = t("shield-war.decision.turn")
    assert table._hint() == prompt
    band = driver.app.screen.subsurface(pygame.Rect(0, 0, 600, 40))
    gold = sum(
        1
        for x in range(0, 600, 2)
        for y in range(0, 40, 2)
        if tuple(band.get_at((x, y)))[:3] == theme.GOLD
    )
    assert gold > 40, "the prompt is drawn in gold"
    size = max(16, int(22 * table.layout.scale))
    assert theme.font(int(size * 1.3), True).size(prompt)[1] > theme.font(size).size(prompt)[1]


def test_the_end_of_a_game_is_shown_large_for_a_moment_before_the_results(new_table):
    setup = {**TURN_SETUP, "health": [24, 3]}
    driver, table = new_table("shield-war", ("human", "ai"), 3, setup=setup, speed="normal")
    driver.run_until(lambda: ready(table))
    driver.frame()
    driver.drag(driver.grab_point("a3"), center(driver.item("zone-chain")))  # 4 damage: a win
    driver.run_until(lambda: table.ending.celebrating is not None, what="the end of the game")
    big = [b for b in table.animator.banners if b.size > 1]
    assert [b.text for b in big] == [t("table.you_win")]
    frames = driver.run_until(lambda: isinstance(driver.top, ResultsScene), what="the results")
    assert frames / 60 >= CELEBRATION * table.speed * 0.9


def test_with_animations_off_the_results_come_at_once(new_table):
    setup = {**TURN_SETUP, "health": [24, 3]}
    driver, table = new_table("shield-war", ("human", "ai"), 3, setup=setup, speed="off")
    driver.run_until(lambda: ready(table))
    driver.frame()
    driver.drag(driver.grab_point("a3"), center(driver.item("zone-chain")))
    frames = driver.run_until(lambda: isinstance(driver.top, ResultsScene), what="the results")
    assert frames <= 3


def test_a_card_in_flight_passes_under_a_seats_name(new_table):
    driver, table = new_table("uno", ("human", "ai", "ai"), 4)
    driver.settle()
    driver.frame()
    plate = table.view.hits.plates[1]
    before = driver.app.screen.subsurface(plate).copy()
    # A card flies right over the second seat's plate: the plate is drawn over it.
    sprite = CardSprite("r5", plate.centerx, plate.centery, width=plate.height * 3)
    table.animator.sprites.append(sprite)
    driver.frame(0.0)
    after = driver.app.screen.subsurface(plate)
    inner = plate.inflate(-plate.height, -4).move(-plate.left, -plate.top)
    differing = [
        (x, y)
        for x in range(inner.left, inner.right, 2)
        for y in range(inner.top, inner.bottom, 2)
        if before.get_at((x, y)) != after.get_at((x, y))
    ]
    assert not differing, differing[:5]
    table.animator.sprites.remove(sprite)

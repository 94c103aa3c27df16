"""The numbers a card carries stay on it while it moves for a moment: a Shield War Monster
shaken by a blow keeps its health and energy in its foot, a K-Mon striking keeps its HP."""

from __future__ import annotations

import math

from test_motion import _active, _attack, _kmon
from ui_driver import center

from game.engine.notation import Event
from game.ui.cardart import CARD_RATIO
from game.ui.table import fighters
from game.ui.table.plates import COUNTER_COLORS
from game.ui.table.stat_badges import STAT_COLORS, foot_pills


def card_rect(sprite):
    import pygame

    rect = pygame.Rect(0, 0, round(sprite.width), round(sprite.width * CARD_RATIO))
    rect.center = (int(sprite.x), int(sprite.y))
    return rect


def pill_shows(screen, rect, index: int, count: int, game: str, color) -> bool:
    """Whether the pill `index` of `count` in the foot of the card at `rect` is on screen in
    the hue of `color` (read at its left end, clear of its words; a flash of the blow may
    lighten it)."""
    pill = foot_pills(rect, count, None, game)[index]
    found = tuple(screen.get_at((pill.left + max(3, pill.height // 2), pill.centery)))[:3]
    strongest = max(range(3), key=lambda channel: color[channel])
    return all(found[strongest] > found[c] + 25 for c in range(3) if c != strongest)


def test_a_monster_shaken_by_a_blow_keeps_its_health_and_energy_on_it(new_table):
    driver, table = _attack(new_table, "normal")
    target = fighters.figure(table.animator, 1)
    driver.drag(driver.grab_point("a3"), center(driver.item("zone-chain")))
    seen = 0
    for _ in range(600):
        driver.frame()
        shaken = [
            s for s in table.animator.sprites if s.card == target.card and abs(s.x - target.x) > 1
        ]
        if shaken:
            screen, rect = driver.app.screen, card_rect(shaken[0])
            assert pill_shows(screen, rect, 0, 2, "shield-war", COUNTER_COLORS["health"])
            assert pill_shows(screen, rect, 1, 2, "shield-war", COUNTER_COLORS["energy"])
            seen += 1
        elif seen:
            break
    assert seen, "the Monster hit never shook"


def test_a_k_mon_keeps_its_hp_while_it_travels_to_strike(new_table):
    driver, table = _kmon(new_table)
    ember, tide = _active(table, 0), _active(table, 1)
    home = fighters.find_card(table.animator, ember["id"])
    event = Event("hit", 1, cards=(tide["card"],), count=2, dest="active:p2", ids=(tide["id"],))
    table.animator.play([event], lambda: None)
    seen = 0
    for _ in range(240):
        driver.frame()
        away = [
            s
            for s in table.animator.sprites
            if s.card == ember["card"] and math.hypot(s.x - home.x, s.y - home.y) > 10
        ]
        if away and round(away[0].angle) % 180 == 0:
            screen, rect = driver.app.screen, card_rect(away[0])
            assert pill_shows(screen, rect, 0, 1, "kmon", STAT_COLORS["health"])
            seen += 1
        if not table.timeline.busy:
            break
    assert seen, "the K-Mon never left its place to strike"


def test_a_k_mon_flying_from_its_bench_to_the_battle_keeps_its_hp(new_table):
    driver, table = _kmon(new_table)
    bench = table.display.zones["bench:p1"].cards
    mon = next(item for item in bench if "on" not in item.get("marks", {}))
    home = fighters.find_card(table.animator, mon["id"])
    event = Event(
        "move", 0, cards=(mon["card"],), count=1, source="bench:p1", dest="active:p1",
        ids=(mon["id"],),
    )  # fmt: skip
    table.animator.play([event], lambda: None)
    seen = 0
    for _ in range(240):
        driver.frame()
        away = [
            s
            for s in table.animator.sprites
            if s.card == mon["card"] and math.hypot(s.x - home.x, s.y - home.y) > 10
        ]
        if away and round(away[0].angle) % 180 == 0 and away[0].face_up >= 0.99:
            screen, rect = driver.app.screen, card_rect(away[0])
            assert pill_shows(screen, rect, 0, 1, "kmon", STAT_COLORS["health"])
            seen += 1
        if not table.timeline.busy:
            break
    assert seen, "the K-Mon never flew"

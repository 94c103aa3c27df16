"""The table gives the cards the room it has: no large stretch of bare felt, the battle's big
cards the biggest, and at every window size everything on the table and nothing overlapping.

Measured from the layout's own rectangles (zones, name plates, counters, the news band and the
room kept for buttons), each about the size of what is drawn in it."""

from __future__ import annotations

import pygame
import pytest

from game.engine.registry import get
from game.ui.table.zone_layout import ZonePlacement, problems, zone_layout

GAMES = ("uno", "uno-monster-high", "shield-war", "uno-mostro", "kmon")
SIZES = ((800, 560), (1280, 800), (1920, 1080))
CELL = 8  # the felt is measured on a grid of this many pixels


def placement_of(name: str, players: int, size=(1280, 800), rows=None) -> ZonePlacement:
    ruleset = get(name)
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    return zone_layout(size, players, 0, specs, counters, True, rows)


def covered(placement: ZonePlacement) -> list[pygame.Rect]:
    rects = [place.rect for place in placement.places()]
    if placement.buttons is not None:
        rects.append(placement.buttons)
    return rects


def largest_empty(area: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """The area of the largest rectangle of `area` (on a grid of CELL) that none of `rects`
    touches: the largest rectangle under a histogram, row by row."""
    cols, rows = area.width // CELL, area.height // CELL
    full = [[False] * cols for _ in range(rows)]
    for rect in rects:
        rect = rect.clip(area)
        if not rect.width or not rect.height:
            continue
        for y in range(
            (rect.top - area.top) // CELL, min(rows, -(-(rect.bottom - area.top) // CELL))
        ):
            for x in range(
                (rect.left - area.left) // CELL, min(cols, -(-(rect.right - area.left) // CELL))
            ):
                full[y][x] = True
    best, heights = 0, [0] * cols
    for y in range(rows):
        for x in range(cols):
            heights[x] = 0 if full[y][x] else heights[x] + 1
        stack: list[tuple[int, int]] = []
        for x in range(cols + 1):
            tall, start = (heights[x] if x < cols else 0), x
            while stack and stack[-1][1] >= tall:
                start, low = stack.pop()
                best = max(best, low * (x - start))
            stack.append((start, tall))
    return best * CELL * CELL


def test_the_measure_finds_a_bare_stretch():
    area = pygame.Rect(0, 0, 400, 200)
    assert largest_empty(area, []) == 400 * 200
    assert largest_empty(area, [pygame.Rect(0, 0, 200, 200)]) == 200 * 200
    assert largest_empty(area, [pygame.Rect(0, 0, 400, 96)]) == 400 * 104


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)], ids=["1280x800", "1920x1080"])
@pytest.mark.parametrize("name", GAMES)
def test_no_stretch_of_bare_felt_larger_than_a_fifth_of_the_table(name, size):
    placement = placement_of(name, 2, size)
    play = placement.play_rect
    bare = largest_empty(play, covered(placement))
    assert bare <= play.width * play.height / 5, f"{bare / (play.width * play.height):.2f}"


@pytest.mark.parametrize("name", GAMES)
def test_the_zones_are_the_size_of_their_cards(name):
    """A zone's rectangle is about what is drawn in it: a board no taller than two lines of
    its cards with the room over them, a slot or a pile about one card."""
    placement = placement_of(name, 2)
    for place in placement.zones.values():
        width, height = place.card_size
        if place.kind in ("slot", "pile"):
            assert place.rect.height <= height * 1.15 + 2, place.id
            assert place.rect.width <= width * 1.1 + 2, place.id
        if place.kind == "board":
            assert place.rect.height <= height * 2.5 + 2, place.id


@pytest.mark.parametrize(
    "name, big", [("shield-war", "character:"), ("kmon", "active:")], ids=["shield-war", "kmon"]
)
@pytest.mark.parametrize("size", SIZES)
def test_the_battle_s_big_card_is_the_biggest_on_the_table(name, big, size):
    placement = placement_of(name, 2, size)
    bigs = [p.card_width for p in placement.zones.values() if p.id.startswith(big)]
    others = [p.card_width for p in placement.zones.values() if not p.id.startswith(big)]
    assert min(bigs) > max(others) * 1.15


def test_a_battle_s_cards_are_bigger_than_they_were():
    """At 1280x800 the battle's boards and figures take the room (they were 58 and 80 wide)."""
    mostro = placement_of("uno-mostro", 2)
    assert all(p.card_width >= 85 for p in mostro.zones.values() if p.kind == "board")
    war = placement_of("shield-war", 2)
    assert all(p.card_width >= 105 for p in war.zones.values() if p.kind == "slot")


def _players(name: str) -> range:
    ruleset = get(name)
    return range(ruleset.min_players, min(6, ruleset.max_players) + 1)


@pytest.mark.parametrize("name", GAMES)
def test_a_large_window_shows_the_same_table_larger(name):
    """At 1920x1080 every card of the table (the hands, the boards, the piles, the chain, the
    active K-Mon and the Monsters) is at least 1.25 times as wide as at 1280x800: the table
    grows with the window, not only its felt."""
    for players in _players(name):
        usual = placement_of(name, players, (1280, 800))
        large = placement_of(name, players, (1920, 1080))
        for zone, place in usual.zones.items():
            if place.card_width:
                grown = large.zones[zone].card_width / place.card_width
                assert grown >= 1.25, (players, zone, place.card_width, round(grown, 2))


def _cases():
    for name in GAMES:
        for players in _players(name):
            for size in SIZES:
                yield name, players, size


@pytest.mark.parametrize("name, players, size", list(_cases()))
def test_everything_is_on_the_table_and_nothing_overlaps(name, players, size):
    placement = placement_of(name, players, size)
    window = pygame.Rect(0, 0, *size)
    for place in placement.places():
        assert window.contains(place.rect), place.id
    assert problems(placement) == []
    if placement.buttons is not None:
        assert placement.play_rect.contains(placement.buttons)
        assert placement.buttons.collidelist([p.rect for p in placement.places()]) < 0


def test_an_attack_card_shows_its_damage_on_its_face():
    from game.ui.cardface import face_damage

    faces = get("shield-war").card_faces()
    attacks = [face for face in faces.values() if face.kind == "attack"]
    assert attacks and all(isinstance(face_damage(face), int) for face in attacks)
    assert all(face_damage(face) is None for face in faces.values() if face.kind != "attack")


def test_the_shield_war_monster_carries_its_seat_s_life_and_energy_in_words(new_table, monkeypatch):
    from game.ui import theme

    driver, table = new_table("shield-war", ("ai", "ai"), 3, speed="fast")
    for _ in range(600):  # until both Monsters are picked
        driver.frame()
        zones = table.display.zones
        if all(zones[f"character:p{seat}"].cards for seat in (1, 2)):
            break
    written: list[str] = []
    real = theme.text

    def text(words, *args, **kwargs):
        written.append(words)
        return real(words, *args, **kwargs)

    monkeypatch.setattr(theme, "text", text)
    table.view.layers.forget()
    driver.frame()
    monsters = [table.placement.zones[f"character:p{seat}"] for seat in (1, 2)]
    assert all(place.card_width > 100 for place in monsters)
    assert sum(1 for words in written if words.startswith("Health")) >= 4  # plates and cards
    assert sum(1 for words in written if words.startswith("Energy")) >= 4

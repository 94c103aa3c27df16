"""Banners over the table: each keeps its row while it lasts, and none overlaps another."""

from __future__ import annotations

import pygame
import pytest

from game.engine.notation import Action
from game.ui.cardart import CardArt
from game.ui.cardbook import card_book
from game.ui.table.animator import Animator
from game.ui.table.layout import TableLayout
from game.ui.table.render import Renderer, widest_plates
from game.ui.table.sprites import BANNER_FADE, MIDDLE_BANNERS, Banner
from game.ui.table.uno_family import UnoFamily
from game.ui.tween import Timeline

SIZE = (1280, 800)


def _renderer() -> Renderer:
    """A renderer of UNO tables: its plates show the scores, as wide as they can grow."""
    book = card_book("uno")
    return Renderer(CardArt(book), UnoFamily(book))


def _animator() -> Animator:
    layout = TableLayout(SIZE, 3, 0)
    return Animator(None, lambda: layout, Timeline(), 1.0, lambda event: None, lambda name: None)


def test_a_banner_keeps_its_row_and_the_oldest_gives_way():
    animator = _animator()
    animator.banner("first")
    animator.banner("second")
    first, second = animator.banners
    assert (first.slot, second.slot) == (0, 1)

    animator.banner("third")  # every row taken: the oldest goes, its row is reused
    assert [b.text for b in animator.banners] == ["second", "third"]
    assert (second.slot, animator.banners[1].slot) == (1, 0)

    second.age = second.seconds  # the second is over: its row is free again
    animator.banner("fourth")
    assert animator.banners[-1].slot == 1
    assert len({b.slot for b in animator.banners if b.alive}) == MIDDLE_BANNERS

    animator.banner("by a seat", at=(100.0, 100.0))  # a seat's banner takes no row
    assert sum(1 for b in animator.banners if b.at is None and b.alive) == MIDDLE_BANNERS


def test_banners_never_overlap_and_stay_on_the_table():
    pygame.font.init()
    layout = TableLayout(SIZE, 3, 0)
    animator = _animator()
    animator.banner("You drew pink 3, Wild, pink Skip, blue 5, green 2, green 4 as a penalty")
    animator.banner("You challenged Bonesy: innocent. You draw 6")
    animator.banner("You see the hand of Bonesy: yellow 7")
    for banner in animator.banners:
        banner.age = 0.5  # fully shown
    renderer = _renderer()
    surface = pygame.Surface(SIZE)

    boxes = renderer.banners(surface, layout, animator.banners, ["Ana", "Bo", "Cy"])

    assert len(boxes) == MIDDLE_BANNERS
    for index, box in enumerate(boxes):
        assert layout.play_rect.contains(box), box
        for other in boxes[index + 1 :]:
            assert not box.colliderect(other), (box, other)


def test_banners_in_the_middle_never_cover_a_name_plate():
    # Two banners at once, the longer one long, for every window size from the smallest the
    # app opens and every player count, with names as long as the New game screen allows and
    # plates as wide as they grow (many cards, a big score), in English and in Spanish.
    from game import i18n

    pygame.font.init()
    renderer = _renderer()
    names = [f"Maximiliano {n:02d}" for n in range(10)]
    try:
        for language in ("en", "es"):
            i18n.set_language(language)
            for size in ((800, 560), (1024, 640), (1280, 800), (1600, 1000), (1920, 1080)):
                surface = pygame.Surface(size)
                for players in range(2, 11):
                    layout = TableLayout(size, players, 0)
                    animator = Animator(
                        None, lambda layout=layout: layout, Timeline(), 1.0, lambda e: None, print
                    )
                    animator.banner("Play goes counter-clockwise")
                    animator.banner("You challenged Maximiliano 01: innocent. You draw 6")
                    for banner in animator.banners:
                        banner.age = 0.5
                    boxes = renderer.banners(surface, layout, animator.banners, names)
                    plates = widest_plates(layout, names, UnoFamily.plate_counters)
                    case = (language, size, players)
                    assert len(plates) == players - 1
                    for box in boxes:
                        assert layout.play_rect.contains(box), (case, box)
                        for plate in plates:
                            assert not box.colliderect(plate), (case, box, plate)
    finally:
        i18n.set_language("en")


def test_a_seats_banner_by_the_edge_of_the_table_stays_whole():
    pygame.font.init()
    renderer = _renderer()
    layout = TableLayout(SIZE, 5, 0)
    animator = _animator()
    left = min(layout.spots.values(), key=lambda spot: spot.center[0])
    animator.banner("Maximiliano 01 lost the turn", at=(left.center[0], left.center[1]))
    animator.banners[0].age = 0.5
    (box,) = renderer.banners(pygame.Surface(SIZE), layout, animator.banners, ["A"] * 5)
    assert layout.play_rect.contains(box), box


def test_a_banner_told_to_fade_goes_from_the_opacity_it_has_within_one_fade():
    for age in (0.1, 0.5, 1.5):  # fading in, shown whole, fading out by itself
        banner = Banner("news", 1.6, age=age)
        before = banner.opacity
        banner.fade_out()
        assert banner.opacity == pytest.approx(before)  # no jump
        steps = []
        while banner.alive:
            banner.age += 0.01
            steps.append(banner.opacity)
        assert banner.age <= age + BANNER_FADE + 0.011
        assert all(a >= b for a, b in zip(steps, steps[1:], strict=False))  # only fading


def test_a_persons_move_fades_the_banners_of_earlier_turns(new_table):
    driver, table = new_table("uno", ("human", "ai"), 11)
    driver.settle()
    table.animator.banner("an earlier turn's news")
    earlier = table.animator.banners[-1]
    lasting = earlier.seconds
    mine = table._my_decision()
    assert mine is not None
    refused = next(
        Action("play", (code,))
        for code in table.session.state["hands"][mine[0]]
        if Action("play", (code,)) not in mine[2]
    )
    table._move(mine[0], refused)  # a refused move changes nothing on the table
    assert earlier.seconds == lasting
    table._move(mine[0], Action("draw"))
    assert earlier.seconds <= earlier.age + BANNER_FADE
    driver.frames(20)
    assert earlier not in table.animator.banners

"""Banners over the table: each keeps its row while it lasts, and none overlaps another."""

from __future__ import annotations

import pygame

from game.rules.uno_family.deck import load_deck
from game.ui.cardart import CardArt
from game.ui.table.animator import Animator
from game.ui.table.layout import TableLayout
from game.ui.table.render import Renderer, plate_box
from game.ui.table.sprites import MIDDLE_BANNERS
from game.ui.tween import Timeline

SIZE = (1280, 800)


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
    renderer = Renderer(CardArt(load_deck("uno")), {})
    surface = pygame.Surface(SIZE)

    boxes = renderer.banners(surface, layout, animator.banners)

    assert len(boxes) == MIDDLE_BANNERS
    for index, box in enumerate(boxes):
        assert layout.play_rect.contains(box), box
        for other in boxes[index + 1 :]:
            assert not box.colliderect(other), (box, other)


def test_banners_in_the_middle_never_cover_a_name_plate():
    # Two banners at once, for every table size the settings offer and every player count:
    # where the seats across the table leave no room above the piles, the rows go down.
    pygame.font.init()
    renderer = Renderer(CardArt(load_deck("uno")), {})
    for size in ((1024, 640), (1280, 800), (1600, 900), (1920, 1080)):
        surface = pygame.Surface(size)
        for players in range(2, 11):
            layout = TableLayout(size, players, 0)
            animator = Animator(
                None, lambda layout=layout: layout, Timeline(), 1.0, lambda e: None, lambda n: None
            )
            animator.banner("Play goes counter-clockwise")
            animator.banner("You challenged Bonesy: innocent. You draw 6")
            for banner in animator.banners:
                banner.age = 0.5
            boxes = renderer.banners(surface, layout, animator.banners)
            plates = [plate_box(layout, seat, "Grimsby  ·  7") for seat in layout.spots]
            for box in boxes:
                assert layout.play_rect.contains(box), (size, players, box)
                for seat, plate in enumerate(plates):
                    assert not box.colliderect(plate), (size, players, seat, box, plate)

"""Banners over the table: each keeps its row while it lasts, none overlaps another, and none
covers a seat's name plate or counters."""

from __future__ import annotations

import pygame
import pytest

from game.engine import registry
from game.engine.notation import Action
from game.ui.cardart import CardArt
from game.ui.cardbook import card_book
from game.ui.table.animator import Animator
from game.ui.table.render import Renderer
from game.ui.table.sprites import BANNER_FADE, MIDDLE_BANNERS, Banner
from game.ui.table.zone_layout import ZonePlacement, zone_layout
from game.ui.tween import Timeline

SIZE = (1280, 800)


def _placement(game: str, players: int, size=SIZE, anchor: int = 0) -> ZonePlacement:
    ruleset = registry.get(game)
    state, _ = ruleset.new_game({}, players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    return zone_layout(size, players, anchor, specs, counters)


def _animator(placement: ZonePlacement) -> Animator:
    return Animator(None, lambda: placement, Timeline(), 1.0, lambda event: None, lambda n: None)


def _drawn(placement: ZonePlacement, animator: Animator, surface) -> list[pygame.Rect]:
    """The banners drawn where the table puts them (see TableView._place_banners)."""
    renderer = Renderer(CardArt(card_book("uno")))
    rows = placement.banner_rows(placement.news.rect.width + 80)
    for banner in animator.banners:
        banner.age = 0.5  # fully shown
        if banner.at is None:
            banner.at = (placement.news.rect.centerx, rows[min(banner.slot, MIDDLE_BANNERS - 1)])
    room = placement.news.rect.width + 80
    return renderer.banners(
        surface, placement.play_rect, placement.seats.scale, animator.banners, room
    )


def test_a_banner_keeps_its_row_and_the_oldest_gives_way():
    animator = _animator(_placement("uno", 3))
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
    assert sum(1 for b in animator.banners if b.middle and b.alive) == MIDDLE_BANNERS


def test_banners_never_overlap_and_stay_on_the_table():
    pygame.font.init()
    placement = _placement("uno", 3)
    animator = _animator(placement)
    animator.banner("You drew pink 3, Wild, pink Skip, blue 5, green 2, green 4 as a penalty")
    animator.banner("You challenged Bonesy: innocent. You draw 6")
    animator.banner("You see the hand of Bonesy: yellow 7")

    boxes = _drawn(placement, animator, pygame.Surface(SIZE))

    assert len(boxes) == MIDDLE_BANNERS
    for index, box in enumerate(boxes):
        assert placement.play_rect.contains(box), box
        for other in boxes[index + 1 :]:
            assert not box.colliderect(other), (box, other)


@pytest.mark.parametrize("game, players", [("uno", n) for n in range(2, 11)] + [("shield-war", 2)])
def test_banners_in_the_middle_never_cover_a_name_plate_or_a_counter(game, players):
    # Two banners at once, the second long, for every window size from the smallest the app
    # opens, in English and in Spanish.
    from game import i18n

    pygame.font.init()
    try:
        for language in ("en", "es"):
            i18n.set_language(language)
            for size in ((800, 560), (1024, 640), (1280, 800), (1600, 1000), (1920, 1080)):
                placement = _placement(game, players, size)
                animator = _animator(placement)
                animator.banner("Play goes counter-clockwise")
                animator.banner("You challenged Maximiliano 01: innocent. You draw 6")
                boxes = _drawn(placement, animator, pygame.Surface(size))
                covered = [p.rect for p in placement.places() if p.kind in ("plate", "counter")]
                case = (language, size)
                # UNO's middle has room for both; Shield War's gives none of its Monsters'
                # height to a second row: where no free place is left the newer news takes
                # the older's place.
                assert len(boxes) == 2 if game == "uno" else len(boxes) in (1, 2), case
                assert not any(a.colliderect(b) for a in boxes for b in boxes if a is not b), case
                for box in boxes:
                    assert placement.play_rect.contains(box), (case, box)
                    for rect in covered:
                        assert not box.colliderect(rect), (case, box, rect)
    finally:
        i18n.set_language("en")


def test_a_seats_banner_by_the_edge_of_the_table_stays_whole():
    pygame.font.init()
    placement = _placement("uno", 5)
    animator = _animator(placement)
    left = min(range(5), key=lambda seat: placement.plates[seat].rect.centerx)
    animator.banner("Maximiliano 01 lost the turn", at=animator.above(left))
    animator.banners[0].age = 0.5
    (box,) = _drawn(placement, animator, pygame.Surface(SIZE))
    assert placement.play_rect.contains(box), box


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
    mine = table.controls.my_decision()
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


@pytest.mark.parametrize("players", range(2, 7))
def test_two_news_of_a_battle_in_a_row_cover_no_board(players):
    # An attack then a block, at every window size, boards empty and full: each banner where
    # the table puts it (TableView._place_banners) covers no seat's things, a board included
    # (the room above its monsters shows the cards laid on them), nor the table's piles.
    from types import SimpleNamespace

    from game.ui.scenes.table_view import TableView

    pygame.font.init()
    ruleset = registry.get("uno-mostro")
    state, _ = ruleset.new_game({}, players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    renderer = Renderer(CardArt(card_book("uno-mostro")))
    for size in ((800, 560), (1024, 640), (1280, 800), (1920, 1080)):
        for fill in (0, 6, 12):
            rows = {f"board:p{seat + 1}": fill for seat in range(players)}
            placement = zone_layout(size, players, 0, specs, counters, True, rows)
            animator = _animator(placement)
            animator.banner("Robot 2's green 7 attacks Human 1")
            animator.banner("Human 1 blocks with the red 5 and the blue 3")
            for banner in animator.banners:
                banner.age = 0.5  # fully shown
            view = SimpleNamespace(table=SimpleNamespace(animator=animator))
            TableView._place_banners(view, placement)
            room = placement.news.rect.width + 80
            boxes = renderer.banners(
                pygame.Surface(size),
                placement.play_rect,
                placement.seats.scale,
                animator.banners,
                room,
            )
            kept = [p for p in placement.places() if p.kind != "news"]
            case = (size, fill)
            for index, box in enumerate(boxes):
                assert placement.play_rect.contains(box), (case, box)
                assert not any(box.colliderect(other) for other in boxes[index + 1 :]), case
                hit = box.collidelist([p.rect for p in kept])
                assert hit < 0, (case, index, kept[hit].id)


def test_a_banner_of_the_news_grows_with_a_large_window():
    """At 1920x1080 a banner of the middle of the table, and the band kept for it, are about
    as much taller than at 1280x800 as the table's scale (the pill round the words grows with
    them), and the pill is as tall as its band."""
    pygame.font.init()
    drawn = {}
    for size in ((1280, 800), (1920, 1080)):
        placement = _placement("uno", 2, size)
        animator = _animator(placement)
        animator.banner("You play a red 7")
        (box,) = _drawn(placement, animator, pygame.Surface(size))
        drawn[size] = (box.height, placement.news.rect.height, placement.seats.scale)
    (usual, usual_band, _), (large, large_band, scale) = drawn.values()
    assert large >= usual * scale * 0.95, drawn
    assert large_band >= usual_band * scale * 0.95, drawn
    for pill, band, _ in drawn.values():  # the pill fills its band (to a rounded pixel)
        assert band - 1 <= pill <= band, drawn

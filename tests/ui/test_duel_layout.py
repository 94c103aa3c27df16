"""A duel's table (K-Mon): the champions big in the middle, each bench beside its champion,
the chain beside both, and a champion in defence (lying sideways) clear of them all."""

from __future__ import annotations

import pygame
import pytest

from game.engine.registry import get
from game.ui.cardart import CARD_RATIO
from game.ui.table.duel_layout import NAME_PEEK, is_duel
from game.ui.table.zone_layout import problems, zone_layout

SIZES = [(800, 560), (1024, 640), (1280, 800), (1440, 900), (1920, 1080)]


def kmon_placement(size: tuple[int, int], anchor: int, log_shown: bool = True):
    ruleset = get("kmon")
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, 1)
    specs, counters = tuple(ruleset.zone_specs(state)), tuple(ruleset.counter_specs(state))
    assert is_duel(specs, 2)
    return zone_layout(size, 2, anchor, specs, counters, log_shown)


def sideways(slot) -> pygame.Rect:
    """Where a champion lying sideways in `slot` is drawn: centred where it stands upright."""
    width, height = slot.card_size
    upright = pygame.Rect(0, 0, width, height)
    upright.midbottom = slot.rect.midbottom
    turned = pygame.Rect(0, 0, height, width)
    turned.center = upright.center
    return turned


@pytest.mark.parametrize("log_shown", [True, False])
@pytest.mark.parametrize("anchor", [0, 1])
@pytest.mark.parametrize("size", SIZES)
def test_a_duel_lays_out_with_its_champions_big_and_nothing_in_the_way(size, anchor, log_shown):
    pygame.font.init()
    placement = kmon_placement(size, anchor, log_shown)
    assert problems(placement) == []
    zones = placement.zones
    hand = zones[f"hand:p{anchor + 1}"]
    for seat in (0, 1):
        slot, bench = zones[f"active:p{seat + 1}"], zones[f"bench:p{seat + 1}"]
        # The champion is the biggest card of the table, bigger than a card of the hand.
        assert slot.card_width >= hand.card_width * 1.2, (seat, slot.card_width, hand.card_width)
        assert bench.card_width < slot.card_width
        # The bench stands on the champion's line, left of it, as tall as its cards need.
        assert bench.rect.right < slot.rect.left
        assert abs(bench.rect.bottom - slot.rect.bottom) <= 1
        # ... and the name of a card laid on one of them, with its turns above it
        assert bench.card_size[1] <= bench.rect.height <= bench.card_size[1] * (1 + NAME_PEEK * 1.5)
        # In defence it lies sideways, clear of its bench, the chain, the buttons and the news.
        turned = sideways(slot)
        assert placement.play_rect.contains(turned)
        others = [bench.rect, zones["chain"].rect, placement.news.rect]
        if placement.buttons is not None and placement.buttons.height:
            others.append(placement.buttons)
        assert turned.collidelist(others) == -1, (seat, turned, others)
    # The two champions face each other, the opponent's above.
    mine, theirs = zones[f"active:p{anchor + 1}"], zones[f"active:p{2 - anchor}"]
    assert theirs.rect.bottom < mine.rect.top
    assert abs(mine.rect.centerx - theirs.rect.centerx) <= 1


def test_at_the_usual_window_the_champion_stands_a_third_taller_than_a_hand_card():
    pygame.font.init()
    placement = kmon_placement((1280, 800), 0)
    slot, hand = placement.zones["active:p1"], placement.zones["hand:p1"]
    assert slot.card_width >= hand.card_width * 1.3
    assert slot.card_size[1] >= 170 and slot.card_size[1] <= slot.rect.height <= 200
    assert slot.card_width * CARD_RATIO <= slot.rect.height


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_the_battle_rows_and_the_chain_take_the_width_of_the_table(size):
    """No bare felt between the chain and the log: the benches, the champions and the chain
    reach across the table, and the chain's cards are next in size to the champions."""
    pygame.font.init()
    placement = kmon_placement(size, 0)
    zones, play = placement.zones, placement.play_rect
    row = zones["bench:p1"].rect.union(zones["chain"].rect)
    assert row.width >= play.width * 0.88, (row.width, play.width)
    champion = zones["active:p1"].card_width
    assert zones["chain"].card_width >= champion * 0.84
    assert zones["bench:p1"].card_width >= champion * 0.8

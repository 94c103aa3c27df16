"""Where any game's zones go: nothing overlaps, all stays on the table, and things sit where
a card table has them."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

from game.engine.registry import get
from game.engine.zones import CounterSpec, ZoneSpec, seat_counters, seat_zones
from game.ui import theme
from game.ui.table.zone_layout import CHAIN_CARDS, ZonePlacement, problems, zone_layout

SIZES = [(800, 560), (1024, 640), (1280, 800), (1440, 900), (1920, 1080)]

KIND_COLORS = {
    "pile": (90, 170, 255),
    "hand": (120, 230, 120),
    "board": (250, 200, 70),
    "chain": (250, 110, 200),
    "slot": (255, 140, 60),
    "plate": (235, 235, 235),
    "counter": (200, 120, 255),
    "news": (250, 250, 140),
}


def declarations(name: str, players: int) -> tuple[tuple[ZoneSpec, ...], tuple[CounterSpec, ...]]:
    """A registered game's zones and counters at the start of a game."""
    ruleset = get(name)
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    return tuple(ruleset.zone_specs(state)), tuple(ruleset.counter_specs(state))


def battle(players: int) -> tuple[tuple[ZoneSpec, ...], tuple[CounterSpec, ...]]:
    """A made-up battle game: a deck, a discard and a chain on the table; a hand, a board of
    creatures and a slot for the active one per seat; health, energy and charges per seat."""
    zones = (
        ZoneSpec("deck", "pile", "nobody"),
        ZoneSpec("discard", "pile", "everyone"),
        ZoneSpec("chain", "chain", "everyone"),
        *seat_zones("hand", "hand", "owner", players),
        *seat_zones("board", "board", "everyone", players),
        *seat_zones("active", "slot", "everyone", players),
    )
    counters = (
        *seat_counters("health", players, maximum=30),
        *seat_counters("energy", players),
        *seat_counters("charges", players),
    )
    return zones, counters


CASES = (
    [("uno", players) for players in range(2, 11)]
    + [("shield-war", 2)]
    + [("battle", players) for players in range(2, 7)]
)


def placement_of(game: str, players: int, size: tuple[int, int], anchor: int = 0):
    zones, counters = battle(players) if game == "battle" else declarations(game, players)
    return zone_layout(size, players, anchor, zones, counters), zones, counters


def render(placement: ZonePlacement, path: Path) -> None:
    """Each rectangle outlined in its kind's color with its id written in it."""
    surface = pygame.Surface(placement.size)
    surface.fill((24, 70, 52))
    pygame.draw.rect(surface, (60, 60, 70), placement.log_rect)
    size = max(10, int(12 * placement.seats.scale))
    for place in placement.places():
        color = KIND_COLORS[place.kind]
        pygame.draw.rect(surface, color, place.rect, width=2)
        label = theme.font(size).render(place.id, True, color)
        surface.blit(label, label.get_rect(center=place.rect.center))
    for zone, place in placement.zones.items():
        if place.kind == "chain":
            for index in range(4):
                x, y = placement.chain_position(zone, index, 4)
                card = pygame.Rect(0, 0, *place.card_size)
                card.center = (round(x), round(y))
                pygame.draw.rect(surface, (120, 60, 100), card, width=1)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surface, str(path))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game", "players"), CASES)
def test_nothing_overlaps_and_all_stays_on_the_table(game, players, size):
    pygame.font.init()
    for anchor in {0, players - 1}:
        placement, zones, counters = placement_of(game, players, size, anchor)
        assert problems(placement) == []
        assert set(placement.zones) == {zone.id for zone in zones}
        assert set(placement.counters) == {counter.id for counter in counters}
        assert set(placement.plates) == set(range(players))
        for place in placement.places():
            assert not place.rect.colliderect(placement.log_rect), place.id
            assert placement.play_rect.contains(place.rect), place.id
            if place.kind not in ("plate", "counter", "news"):
                width, height = place.card_size
                assert 0 < width <= place.rect.width and height <= place.rect.height, place.id


def test_a_roomy_table_is_drawn_full_size():
    placement, _, _ = placement_of("uno", 4, (1280, 800))
    assert placement.scale == 1.0


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("game", "players"), CASES)
def test_the_places_read_as_a_card_table(game, players, size):
    anchor = 1 if players > 2 else 0
    placement, _, _ = placement_of(game, players, size, anchor)
    zones = placement.zones
    play = placement.play_rect
    hands = {place.owner: place for place in zones.values() if place.kind == "hand"}
    # The seat at the screen holds its hand at the bottom, below everything else.
    own = hands[anchor].rect
    assert own.bottom > play.height * 0.85
    assert all(place.rect.top <= own.top for place in placement.places())
    assert own.width > max(hand.rect.width for seat, hand in hands.items() if seat != anchor)
    # The others sit above it, in the upper part of the table.
    for seat, hand in hands.items():
        if seat != anchor:
            assert hand.rect.centery < play.height * 0.6, seat
    # The deck lies left of the face-up pile, both in the middle row.
    deck = next(p for p in zones.values() if p.kind == "pile" and p.owner is None)
    shown = [p for p in zones.values() if p.kind == "pile" and p.owner is None and p is not deck]
    assert shown and all(deck.rect.right < pile.rect.left for pile in shown)
    assert all(abs(pile.rect.centery - deck.rect.centery) <= 1 for pile in shown)
    # A chain lies in the middle of the table.
    for place in zones.values():
        if place.kind == "chain":
            assert play.width * 0.25 < place.rect.centerx < play.width * 0.75
            assert play.height * 0.25 < place.rect.centery < play.height * 0.75
    # Each seat's board is nearer the middle than its hand.
    cx, cy = placement.center
    for place in zones.values():
        if place.kind == "board":
            hand = hands[place.owner].rect
            board = place.rect
            assert (board.centerx - cx) ** 2 + (board.centery - cy) ** 2 < (
                (hand.centerx - cx) ** 2 + (hand.centery - cy) ** 2
            ), place.id
    # A seat's counters sit beside or under its name plate, one next to the other.
    for seat, plate in placement.plates.items():
        near = [plate.rect]
        bars = [c.rect for c in placement.counters.values() if c.owner == seat]
        bars.sort(
            key=lambda r: abs(r.centerx - plate.rect.centerx) + abs(r.centery - plate.rect.centery)
        )
        for bar in bars:
            assert bar.inflate(24, 24).collidelist(near) >= 0, seat
            near.append(bar)


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_a_chain_stays_inside_its_area(size, players):
    placement, _, _ = placement_of("battle", players, size)
    area = placement.zones["chain"]
    for count in range(1, CHAIN_CARDS + 8):
        cards = []
        for index in range(count):
            card = pygame.Rect(0, 0, *area.card_size)
            card.center = tuple(round(v) for v in placement.chain_position("chain", index, count))
            cards.append(card)
            assert area.rect.inflate(2, 2).contains(card), (count, index)
        assert all(a.left < b.left for a, b in zip(cards, cards[1:], strict=False))


def test_a_row_of_cards_stays_inside_its_zone():
    placement, _, _ = placement_of("battle", 3, (1280, 800))
    for zone, place in placement.zones.items():
        if place.kind in ("hand", "board"):
            for count in range(1, 20):
                for index in range(count):
                    x, _ = placement.row_position(zone, index, count)
                    half = place.card_width / 2
                    assert place.rect.left - 1 <= x - half and x + half <= place.rect.right + 1


def test_every_case_can_be_drawn(tmp_path):
    pygame.font.init()
    for game, players in CASES:
        placement, _, _ = placement_of(game, players, (1280, 800))
        render(placement, tmp_path / f"{game}-{players}.png")
        assert (tmp_path / f"{game}-{players}.png").stat().st_size > 0


if __name__ == "__main__":  # pictures of every case, into the folder given
    pygame.font.init()
    out = Path(sys.argv[1])
    for game, players in CASES:
        for size in ((1280, 800), *(s for s in (sys.argv[2:] and SIZES) or ())):
            placement, _, _ = placement_of(game, players, size)
            render(placement, out / f"{game}-{players}-{size[0]}x{size[1]}.png")

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
    "counts": (160, 160, 160),
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
            if place.kind not in ("plate", "counter", "news", "counts"):
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
    # A chain lies in the middle of the table (two seats of a battle: beside their rows).
    fighting = [p.rect for p in zones.values() if p.kind in ("board", "slot")]
    for place in zones.values():
        if place.kind == "chain":
            if players == 2 and fighting:
                assert place.rect.left > max(rect.right for rect in fighting)
            else:
                assert play.width * 0.25 < place.rect.centerx < play.width * 0.75
            assert play.height * 0.2 < place.rect.centery < play.height * 0.75
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


# -- a battle's boards: every monster seen and pointed at, at any count of seats -------------------
BATTLE_SIZES = [(1280, 720), (1920, 1080)]
# Monsters on each seat's board (the seat at the screen first): none, a few, a full table, more
# than a row holds, and a mix.
BOARD_FILLS = [(0,), (3,), (6,), (9,), (12,), (6, 9, 2, 12, 0, 7)]
LEAST_SHOWN = 0.55  # of a card's width: the least of a monster that shows beside the next
LEAST_CARD = 30  # pixels: the narrowest monster on a board


def battle_placement(players: int, size: tuple[int, int], fill: tuple[int, ...], anchor: int = 0):
    zones, counters = declarations("uno-mostro", players)
    boards = [zone.id for zone in zones if zone.kind == "board"]
    rows = {zone: fill[index % len(fill)] for index, zone in enumerate(boards)}
    return zone_layout(size, players, anchor, zones, counters, rows=rows), rows


def row_cards(placement: ZonePlacement, zone: str, count: int) -> list[pygame.Rect]:
    cards = []
    for index in range(count):
        card = pygame.Rect(0, 0, *placement.zones[zone].card_size)
        card.center = tuple(round(v) for v in placement.row_position(zone, index, count))
        cards.append(card)
    return cards


@pytest.mark.parametrize("fill", BOARD_FILLS)
@pytest.mark.parametrize("size", BATTLE_SIZES)
@pytest.mark.parametrize("players", range(2, 7))
def test_every_monster_on_a_board_shows_enough_to_be_read_and_pointed_at(players, size, fill):
    from game.ui.table.stat_badges import stat_spots

    pygame.font.init()
    placement, rows = battle_placement(players, size, fill)
    assert problems(placement) == []
    for zone, count in rows.items():
        board = placement.zones[zone]
        others = [place.rect for place in placement.places() if place is not board]
        cards = row_cards(placement, zone, count)
        for index, card in enumerate(cards):
            case = (zone, count, index)
            assert card.width >= LEAST_CARD, case
            assert board.rect.inflate(2, 2).contains(card), case
            assert placement.play_rect.contains(card), case
            assert card.collidelist(others) < 0, case  # no hand, pile, plate or counter under it
            # What the cards drawn after it (those right of it, the line in front) leave of it.
            later = cards[index + 1 :]
            beside = [c.left - card.left for c in later if c.top == card.top and c.left > card.left]
            shown = min([card.width, *beside])
            assert shown >= card.width * LEAST_SHOWN, case
            assert not any(c.top != card.top and c.colliderect(card) for c in later), case
            # Its two numbers' badges in the part of it that shows, none under another card.
            for x, y in stat_spots(card, shown):
                assert card.left <= x <= card.left + shown and card.top <= y <= card.bottom, case
                assert not any(c.collidepoint(x, y) for c in later), case


@pytest.mark.parametrize("size", BATTLE_SIZES)
@pytest.mark.parametrize("players", range(4, 7))
def test_a_crowded_battle_gives_the_other_seats_boards_room(players, size):
    # Each other seat's board holds six monsters side by side, or nearly, at a card as big
    # as the seat at the screen's.
    placement, rows = battle_placement(players, size, (6,))
    own = placement.zones["board:p1"].card_width
    for zone in rows:
        board = placement.zones[zone]
        cards = row_cards(placement, zone, 6)
        assert board.card_width >= own * 0.8, zone
        assert cards[1].left - cards[0].left >= board.card_width * 0.75, zone


@pytest.mark.parametrize("fill", [(0,), (6,), (12,), (6, 9, 2, 12, 0, 7)])
@pytest.mark.parametrize("size", [*BATTLE_SIZES, (800, 560), (1280, 800)])
@pytest.mark.parametrize("players", range(2, 7))
def test_the_news_of_a_battle_never_covers_the_piles_a_name_or_a_hand(players, size, fill):
    from game.ui.table.zone_layout import banner_height

    placement, _ = battle_placement(players, size, fill)
    news = placement.news
    assert news is not None
    kept = [p.rect for p in placement.places() if p.kind in ("pile", "chain", "hand", "plate")]
    kept += [p.rect for p in placement.counters.values()]
    rows = placement.banner_rows(news.rect.width + 80)
    tall = int(banner_height(placement.seats.scale))
    for slot, y in enumerate(rows[: placement.banner_slots]):  # one at a time: one row
        # As wide as its row leaves it in the news band (see TableView._place_banners).
        inside = slot == 0 or placement.news_rows > 1
        wide = placement.banner_room(y) if inside else news.rect.width + 80
        band = pygame.Rect(0, 0, int(wide), tall)
        band.center = (news.rect.centerx, round(y))
        assert placement.play_rect.contains(band), (slot, band)
        assert band.collidelist(kept) < 0, (slot, band, kept[band.collidelist(kept)])
    first = pygame.Rect(0, 0, int(placement.banner_room(rows[0])), tall)
    first.center = (news.rect.centerx, round(rows[0]))
    assert first.width >= news.rect.width
    assert first.collidelist([p.rect for p in placement.zones.values()]) < 0  # no board either


@pytest.mark.parametrize(
    ("players", "size"), [(4, (1280, 720)), (6, (1280, 720)), (6, (1920, 1080))]
)
def test_each_monster_drawn_at_a_crowded_table_is_found_under_the_pointer(players, size):
    from ui_driver import Driver, close, make_settings, seats

    from game.ui.app import App
    from game.ui.scenes.table import TableScene
    from game.ui.session import GameSession

    numbers = [f"{color}{n}" for n in range(1, 10) for color in "rgby"] * 2
    boards = {
        f"p{seat + 1}": [numbers.pop(0) for _ in range((5, 9, 7, 11, 6, 8)[seat])]
        for seat in range(players)
    }
    boards["p2"][1] = [boards["p2"][1], "rd2"]  # a +2 laid on a monster peeks out above it
    app = App(make_settings("off", window_size=size))
    try:
        session = GameSession.new("uno-mostro", {}, seats("human", *["ai"] * (players - 1)), 3)
        session.ruleset.scenario_setup(session.state, {"boards": boards, "turns": 2})
        session.opening_events = []
        table = TableScene(app, session)
        driver = Driver(app)
        driver.open(table)
        driver.frame()
        view = session.view(0)
        for zone, shown in view["zones"].items():
            if shown["kind"] != "board":
                continue
            monsters = [c for c in shown["cards"] if "on" not in c.get("marks", {})]
            assert len(monsters) == len(boards[zone.split(":")[1]])
            hits = {hit.item: hit.rect for hit in table.view.hits.items if hit.zone == zone}
            for monster in monsters:
                rect = hits[monster["id"]]
                # Its lower left corner, where its strength's badge is, is its own.
                point = (rect.left + rect.width // 5, rect.bottom - rect.height // 5)
                assert table.view.hits.at(point) == (zone, monster["id"]), (zone, monster["card"])
    finally:
        close(app)

"""The cards of a battle of champions: a Shield War Monster's and a K-Mon's numbers lie in the
card's foot, over the values printed there and off the picture; the Monsters and the hand
grow with the window."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from game.engine.registry import get
from game.ui import theme
from game.ui.cardart import CARD_RATIO
from game.ui.cardface import TEXT_MIN_WIDTH, picture_box
from game.ui.table.plates import draw_figure_counters
from game.ui.table.stat_badges import corner_rects, draw_stats, foot_pills, foot_rect
from game.ui.table.zone_layout import zone_layout

SIZES = [(800, 560), (1024, 640), (1280, 800), (1440, 900), (1920, 1080)]
PAPER = (1, 2, 3)


def placement_of(game: str, size: tuple[int, int]):
    ruleset = get(game)
    state, _ = ruleset.new_game(ruleset.resolve_options({}), 2, 1)
    specs, counters = tuple(ruleset.zone_specs(state)), tuple(ruleset.counter_specs(state))
    return zone_layout(size, 2, 0, specs, counters), counters


def card_at(place) -> pygame.Rect:
    rect = pygame.Rect(0, 0, place.card_width, round(place.card_width * CARD_RATIO))
    rect.midbottom = place.rect.midbottom
    return rect


def picture_of(rect: pygame.Rect) -> pygame.Rect:
    """The picture's window of a Monster's face drawn at `rect` (cardface.py)."""
    detailed = rect.width >= TEXT_MIN_WIDTH
    left, top, wide, tall = picture_box("character", True, rect.width, rect.height, detailed)
    return pygame.Rect(round(rect.left + left), round(rect.top + top), round(wide), round(tall))


def changed(surface: pygame.Surface, box: pygame.Rect) -> list[tuple[int, int]]:
    box = box.clip(surface.get_rect())
    return [
        (x, y)
        for x in range(box.left, box.right)
        for y in range(box.top, box.bottom)
        if tuple(surface.get_at((x, y)))[:3] != PAPER
    ]


def shield_war_monsters(size):
    placement, counters = placement_of("shield-war", size)
    slots = [place for place in placement.zones.values() if place.kind == "slot"]
    assert len(slots) == 2
    return placement, counters, slots


@pytest.mark.parametrize("size", SIZES)
def test_a_monster_s_health_and_energy_lie_under_its_picture_one_above_the_other(size):
    _, _, slots = shield_war_monsters(size)
    for slot in slots:
        card = card_at(slot)
        pills = foot_pills(card, 2, None, "shield-war")
        picture = picture_of(card)
        assert all(card.contains(pill) for pill in pills)
        assert not any(pill.colliderect(picture) for pill in pills), (size, pills, picture)
        assert not pills[0].colliderect(pills[1])
        assert pills[0].bottom <= pills[1].top  # health on top, energy under it
        assert all(pill.height >= 12 for pill in pills)  # tall enough to read
        # The foot covers the values printed in the corners: they are not shown twice.
        foot = foot_rect(card, None, "shield-war", 2)
        assert all(foot.contains(token) for token in corner_rects(card, "shield-war"))


@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_the_counters_drawn_on_a_monster_leave_its_picture_as_it_was(size):
    pygame.font.init()
    _, counters, slots = shield_war_monsters(size)
    card = card_at(slots[0])
    surface = pygame.Surface((card.right + 10, card.bottom + 10))
    surface.fill(PAPER)
    seat = slots[0].owner
    display = SimpleNamespace(counters={f"health:p{seat + 1}": 18, f"energy:p{seat + 1}": 4})
    specs = {spec.id: spec for spec in counters}
    draw_figure_counters(surface, card, seat, display, SimpleNamespace(game="shield-war"), specs)
    assert changed(surface, card)  # the counters are drawn
    assert not changed(surface, picture_of(card))
    # ... and over the values printed in the lower corners, all of them
    for token in corner_rects(card, "shield-war"):
        assert len(changed(surface, token)) == token.width * token.height


@pytest.mark.parametrize("size", SIZES)
def test_a_k_mon_s_hp_covers_its_printed_heart_whole_and_no_pill_covers_another(size):
    pygame.font.init()
    placement, _ = placement_of("kmon", size)
    places = [p for p in placement.zones.values() if p.kind in ("slot", "board") and p.owner == 0]
    stats = {"health": [3, 5], "attack": 1}
    for place in places:
        card = card_at(place)
        pills = foot_pills(card, len(stats), None, "kmon")
        foot = foot_rect(card, None, "kmon", len(stats))
        assert all(foot.contains(pill) and card.contains(pill) for pill in pills)
        assert not pills[0].colliderect(pills[1])
        surface = pygame.Surface((card.right + 10, card.bottom + 10))
        surface.fill(PAPER)
        draw_stats(surface, card, stats, None, "kmon")
        # The heart and the element's chip printed in the corners are covered whole (never
        # half under a pill), and nothing is drawn above the foot.
        for token in corner_rects(card, "kmon"):
            assert len(changed(surface, token)) == token.width * token.height, (size, token)
        above = pygame.Rect(card.left, card.top, card.width, foot.top - card.top)
        assert not changed(surface, above)


@pytest.mark.parametrize("size", SIZES)
def test_a_monster_is_the_biggest_card_of_the_table_and_grows_with_the_window(size):
    placement, _, slots = shield_war_monsters(size)
    hand = placement.zones["hand:p1"]
    others = [p for p in placement.zones.values() if p.kind != "slot"]
    assert all(slot.card_width >= 1.35 * max(p.card_width for p in others) for slot in slots)
    assert hand.card_width >= size[1] * 0.1
    bigger = [(w, h) for w, h in SIZES if w > size[0] and h > size[1]]
    for other in bigger:
        _, _, grown = shield_war_monsters(other)
        assert grown[0].card_width > slots[0].card_width


def test_at_1920_by_1080_the_monsters_and_hand_use_the_room():
    """The table of 1280x800 larger: the Monsters take as large a share of the window's
    height (the hand, the piles and the other seat's backs grow with them)."""
    _, _, usual = shield_war_monsters((1280, 800))
    placement, _, slots = shield_war_monsters((1920, 1080))
    assert all(slot.card_size[1] / 1080 >= usual[0].card_size[1] / 800 for slot in slots)
    assert all(slot.card_size[1] >= 0.235 * 1080 for slot in slots)
    assert placement.zones["hand:p1"].card_width >= 115


@pytest.mark.parametrize("size", SIZES)
def test_an_item_laid_on_a_bench_k_mon_shows_its_name_whole_beside_its_turns(size):
    from game.ui.cardface import name_plate_box
    from game.ui.table.board_spots import board_spots
    from game.ui.table.stat_badges import peek_pill

    placement, _ = placement_of("kmon", size)
    for bench in [p for p in placement.zones.values() if p.kind == "board"]:
        items = [{"id": "k1", "card": "k"}, {"id": "i1", "card": "i", "marks": {"on": "k1"}}]
        spots = board_spots(placement, bench.id, items)
        width, height = bench.card_size
        host, laid = (pygame.Rect(0, 0, width, height) for _ in range(2))
        host.center, laid.center = spots[0], spots[1]
        left, top, wide, tall = name_plate_box(width, width >= 170)
        plate = pygame.Rect(laid.left + left, laid.top + top, wide, tall)
        assert plate.bottom <= host.top, (size, plate, host)  # not under the K-Mon's card
        pill = peek_pill(laid, width // 2)
        assert not pill.colliderect(plate)
        assert bench.rect.inflate(0, 4).contains(laid.union(host)), (size, bench.rect, laid)


@pytest.mark.parametrize("language", ["en", "it", "es"])
@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_an_item_laid_on_an_active_k_mon_shows_its_name_whole_in_the_window(size, language):
    from game.i18n import set_language

    pygame.font.init()
    set_language(language)
    try:
        _item_names_whole(size)
    finally:
        set_language("en")


def _item_names_whole(size):
    from game.ui.cardbook import card_book
    from game.ui.cardface import name_plate_box
    from game.ui.table.board_spots import board_spots
    from game.ui.table.item_tab import draw_item_tab, places_above, tab_of
    from game.ui.table.stat_badges import peek_words
    from game.ui.table.zone_captions import count_rect

    faces = card_book("kmon").faces
    names = [faces[code].name for code in ("t4", "t5")]  # the items that stay in play
    words, _ = peek_words({"turns": [3, 3]}, "kmon")
    bare, _ = peek_words({"turns": [3, 3]}, "kmon", True)
    placement, _ = placement_of("kmon", size)
    window = pygame.Rect((0, 0), size)
    others = [placement.news.rect, *(p.rect for p in placement.plates.values())]
    others += [
        count_rect(p, 20, placement.seats.scale)
        for p in placement.zones.values()
        if p.kind == "pile"
    ]
    slots = [p for p in placement.zones.values() if p.kind == "slot"]
    assert len(slots) == 2
    for slot, name in ((slot, name) for slot in slots for name in names):
        items = [{"id": "k1", "card": "k"}, {"id": "i1", "card": "i", "marks": {"on": "k1"}}]
        spots = board_spots(placement, slot.id, items)
        host, laid = (pygame.Rect((0, 0), slot.card_size) for _ in range(2))
        host.center, laid.center = spots[0], spots[1]
        above = places_above(placement, slot.id)
        # (short of room, the pill says the turns' number alone)
        tab, text, pill, size_of_words, shown, _ = tab_of(
            laid, host.top, name, {"turns": [3, 3]}, "kmon", above
        )
        assert shown in (words, bare)
        where = (size, slot.id, name, tab, text, pill)
        # The name is written whole, legible, inside its tab beside its turns' pill ...
        assert theme.font(size_of_words, False, True).size(name)[0] <= text.width, where
        assert tab.contains(text) and tab.contains(pill) and not text.colliderect(pill), where
        assert text.height >= 9, where
        # ... in the window, clear of every other place of the table, over the K-Mon's card
        # (at most on its top edge, never on its name, its picture or its HP).
        plate_top = host.top + name_plate_box(host.width, False)[1]
        assert window.contains(tab) and tab.bottom <= plate_top, where
        for other in others + [p.rect for p in placement.zones.values() if p.id != slot.id]:
            assert not other.colliderect(tab), (where, other)
        # Drawn, it stays in its tab (and its rim): nothing of it lies lower on the K-Mon.
        surface = pygame.Surface(size)
        surface.fill(PAPER)
        drawn = draw_item_tab(surface, laid, host.top, name, {"turns": [3, 3]}, "kmon", above)
        below = pygame.Rect(host.left, tab.bottom + 1, host.width, host.bottom - tab.bottom - 1)
        assert drawn == tab and changed(surface, tab) and not changed(surface, below)


@pytest.mark.parametrize("language", ["en", "it", "es"])
@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_an_item_s_name_over_an_active_k_mon_is_large_enough_to_read(size, language):
    from game.i18n import set_language
    from game.ui.cardbook import card_book
    from game.ui.table.board_spots import board_spots
    from game.ui.table.item_tab import places_above, tab_of

    pygame.font.init()
    set_language(language)
    try:
        faces = card_book("kmon").faces
        placement, _ = placement_of("kmon", size)
        window = pygame.Rect((0, 0), size)
        for slot in [p for p in placement.zones.values() if p.kind == "slot"]:
            items = [{"id": "k1", "card": "k"}, {"id": "i1", "card": "i", "marks": {"on": "k1"}}]
            spots = board_spots(placement, slot.id, items)
            host, laid = (pygame.Rect((0, 0), slot.card_size) for _ in range(2))
            host.center, laid.center = spots[0], spots[1]
            above = places_above(placement, slot.id)
            for name in (faces[code].name for code in ("t4", "t5")):
                tab, text, pill, written, words, _ = tab_of(
                    laid, host.top, name, {"turns": [1, 3]}, "kmon", above
                )
                where = (size, language, slot.id, name, tab, written, words)
                # Written in the titles' face at 16 or more (letters 11 px tall), whole, in a
                # tab clear of all else beside its turns (their number, where words left no room).
                assert written >= 16, where
                assert theme.font(written, False, True).size(name)[0] <= text.width, where
                assert pill is not None and tab.contains(pill) and not text.colliderect(pill)
                assert words is not None and words.startswith("1")
                assert window.contains(tab) and tab.collidelist(above) < 0, where
    finally:
        set_language("en")


@pytest.mark.parametrize("size", SIZES)
def test_a_k_mon_s_two_numbers_leave_its_trait_s_name_in_sight(size):
    from game.ui.cardart import card_height
    from game.ui.elementface import trait_box

    placement, _ = placement_of("kmon", size)
    places = [p for p in placement.zones.values() if p.kind in ("slot", "board")]
    assert any(p.kind == "board" for p in places)
    for place in places:
        card = card_at(place)
        if card.width >= TEXT_MIN_WIDTH + 20:
            continue  # a large face writes its trait in its rules text, above its foot
        scale = 3 if card.width < 100 else 2  # as the card's art draws it (cardart.py)
        big = [
            v / scale for v in trait_box(card.width * scale, card_height(card.width) * scale, scale)
        ]
        trait = pygame.Rect(
            round(card.left + big[0]), round(card.top + big[1]), round(big[2]), round(big[3])
        )
        # HP and a change of attack, in the foot: its top stays under the trait's plate.
        foot = foot_rect(card, None, "kmon", 2)
        assert foot.top >= trait.bottom - 1, (size, place.id, card.width, foot, trait)
        assert trait.top > card.top + card.width * 0.56 + card.width * 0.2  # a picture above it


@pytest.mark.parametrize("game", ["kmon", "shield-war"])
@pytest.mark.parametrize("size", SIZES)
def test_two_numbers_in_a_card_s_foot_are_written_large_enough_to_read(game, size):
    from game.ui.table.stat_badges import pill_words_size

    pygame.font.init()
    placement, _ = placement_of(game, size)
    for place in [p for p in placement.zones.values() if p.kind in ("slot", "board")]:
        card = card_at(place)
        for words, box in zip(
            ("HP 16 / 16", "ATK +1"), foot_pills(card, 2, None, game), strict=True
        ):
            written = pill_words_size(words, box)
            # At 12 and more (letters 6 px tall), the words whole inside their pill.
            assert written >= 12, (size, place.id, box, written)
            assert theme.font(written, True).size(words)[0] <= box.width - 4


@pytest.mark.parametrize("size", SIZES)
def test_a_defending_k_mon_s_numbers_lie_in_one_row_along_its_foot(size):
    from game.ui.table.stat_badges import pill_words_size

    pygame.font.init()
    placement, _ = placement_of("kmon", size)
    for slot in [p for p in placement.zones.values() if p.kind == "slot"]:
        upright = card_at(slot)
        sideways = pygame.Rect(0, 0, upright.height, upright.width)
        sideways.center = upright.center
        foot = foot_rect(sideways, None, "kmon", 2)
        pills = foot_pills(sideways, 2, None, "kmon")
        # A band along its foot, a third of its height at most: its name and picture show.
        assert sideways.contains(foot) and foot.bottom >= sideways.bottom - sideways.height * 0.05
        assert foot.height <= sideways.height / 3, (size, foot, sideways)
        assert pills[0].right < pills[1].left and pills[0].top == pills[1].top
        assert all(foot.contains(pill) for pill in pills)
        for words, box in zip(("HP 16 / 16", "ATK +1"), pills, strict=True):
            assert pill_words_size(words, box) >= 12, (size, box)


@pytest.mark.parametrize("language", ["en", "it", "es"])
@pytest.mark.parametrize("size", SIZES)
def test_an_item_on_a_bench_k_mon_writes_its_turns_large_enough_to_read(size, language):
    from game.i18n import set_language
    from game.ui.table.stat_badges import peek_pill, peek_text

    pygame.font.init()
    set_language(language)
    try:
        placement, _ = placement_of("kmon", size)
        for bench in [p for p in placement.zones.values() if p.kind == "board"]:
            laid = pygame.Rect((0, 0), bench.card_size)
            words, written, _ = peek_text({"turns": [0, 2]}, "kmon", laid.width)
            wide = theme.font(written, True).size(words)[0]
            # At 11 or more, in words or, short of room, the number alone, inside its pill.
            assert written >= 11 and words.startswith("0"), (size, words, written)
            assert wide <= laid.width // 2 and wide <= peek_pill(laid, wide).width
    finally:
        set_language("en")


def _band_and_plate_rows(face: pygame.Surface) -> tuple[int, int]:
    """(the first row of a K-Mon face's kind band, the last row of its name plate's rim above
    it), found in its pixels: down the band's left end (outside the plate) the first row that
    changes sharply from the card's body; down its middle the last dark row above that."""
    from game.ui.cardface import name_plate_box

    width = face.get_width()
    side, middle = round(width * 0.07), width // 2
    _, top, _, tall = name_plate_box(width, width >= 170)
    rows = range(int(top + tall / 2), int(top + tall + width * 0.1))
    band = next(
        y
        for y in rows
        if sum(
            abs(a - b)
            for a, b in zip(face.get_at((side, y))[:3], face.get_at((side, y - 1))[:3], strict=True)
        )
        > 30
    )
    rim = max(y for y in range(int(top), band) if sum(face.get_at((middle, y))[:3]) < 250)
    return band, rim


@pytest.mark.parametrize("size", SIZES)
def test_an_item_laid_on_a_bench_k_mon_shows_its_name_plate_whole_and_none_of_its_band(size):
    """Drawn as the table draws it, the item peeks out above its K-Mon down to its name plate's
    rim: of its kind's band under the plate, not a row."""
    from game.ui.cardart import CardArt
    from game.ui.cardbook import card_book
    from game.ui.table.board_spots import board_spots
    from game.ui.table.card_tags import card_rect

    art = CardArt(card_book("kmon"))
    placement, _ = placement_of("kmon", size)
    for bench in [p for p in placement.zones.values() if p.kind == "board"]:
        items = [{"id": "k1", "card": "k"}, {"id": "i1", "card": "i", "marks": {"on": "k1"}}]
        host, laid = (
            card_rect(spot, bench.card_width) for spot in board_spots(placement, bench.id, items)
        )
        shown = host.top - laid.top  # the rows of the item above its K-Mon's card
        for code in ("t4", "t5"):
            band, rim = _band_and_plate_rows(art.face(code, laid.width))
            assert rim < shown <= band, (size, code, laid.width, rim, shown, band)

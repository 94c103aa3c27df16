"""Card faces, backs and colour chips drawn by code: sizes, caching, shape and colour."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui.cardart import (  # noqa: E402
    BACK_STYLES,
    CARD_RATIO,
    COLOR_RGB,
    CardArt,
    card_height,
    color_swatch,
)
from game.ui.cardbook import card_book  # noqa: E402

DECKS = ("uno", "uno-monster-high")


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def region(surface: pygame.Surface, box: tuple[float, float, float, float]):
    """The colours inside a box given as fractions of the surface (left, top, right, bottom)."""
    w, h = surface.get_size()
    left, top, right, bottom = box
    return [
        surface.get_at((x, y))
        for x in range(round(left * w), round(right * w))
        for y in range(round(top * h), round(bottom * h))
    ]


def hue_of(color: pygame.Color) -> str | None:
    """The colour family of a strongly coloured pixel, None for white, grey and black."""
    r, g, b = color.r, color.g, color.b
    if max(r, g, b) - min(r, g, b) < 80:
        return None
    if r > 150 and g < 110 and b < 110:
        return "red"
    if b > r + 60 and b > g:
        return "blue"
    if g > r + 40 and g > b + 40:
        return "green"
    if r > 180 and g > 130 and b < 90:
        return "yellow"
    return "other"


@pytest.fixture(params=DECKS)
def art(request) -> CardArt:
    return CardArt(card_book(request.param))


@pytest.mark.parametrize("width", [40, 90, 200])
def test_every_card_renders_at_its_size_with_alpha(art: CardArt, width: int):
    assert card_height(width) == round(width * CARD_RATIO)
    for code in art.book.faces:
        face = art.face(code, width)
        assert face.get_size() == (width, round(width * CARD_RATIO)), code
        assert face.get_flags() & pygame.SRCALPHA, code


def test_every_card_of_a_deck_looks_different(art: CardArt):
    faces = {pixels(art.face(code, 90)) for code in art.book.faces}
    assert len(faces) == len(art.book.faces)


def test_drawn_cards_are_kept_and_reused(art: CardArt):
    code = next(iter(art.book.faces))
    assert art.face(code, 90) is art.face(code, 90)
    assert art.back(90) is art.back(90)
    assert art.face(code, 90) is not art.face(code, 91)
    assert art.rotated(code, 90, 30) is art.rotated(code, 90, 30.3)
    assert art.rotated(None, 90, 12) is art.rotated(None, 90, 12)


def test_a_turn_of_zero_is_the_upright_card(art: CardArt):
    code = next(iter(art.book.faces))
    assert art.rotated(code, 90, 0) is art.face(code, 90)
    assert art.rotated(code, 90, 360) is art.face(code, 90)
    assert art.rotated(None, 90, 0) is art.back(90)


def test_a_quarter_turn_swaps_width_and_height(art: CardArt):
    turned = art.rotated(next(iter(art.book.faces)), 90, 90)
    w, h = turned.get_size()
    assert abs(w - card_height(90)) <= 2 and abs(h - 90) <= 2


def test_corners_are_rounded_off_and_the_card_is_solid_inside(art: CardArt):
    for code in ("b7", "w"):
        face = art.face(code, 120)
        w, h = face.get_size()
        for corner in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
            assert face.get_at(corner).a == 0, (code, corner)
        for inside in ((w // 2, 0), (0, h // 2), (w // 2, h // 2), (w // 2, h - 1)):
            assert face.get_at(inside).a > 200, (code, inside)


@pytest.mark.parametrize(
    "code, color", [("r3", "red"), ("r8", "red"), ("rs", "red"), ("b4", "blue")]
)
def test_the_middle_of_a_card_carries_its_colour(code: str, color: str):
    face = CardArt(card_book("uno")).face(code, 200)
    middle = [hue_of(c) for c in region(face, (0.3, 0.35, 0.7, 0.65))]
    colored = [h for h in middle if h is not None]
    assert colored.count(color) > 0.9 * len(colored)
    assert colored.count(color) > 0.15 * len(middle)


def test_the_body_of_a_card_is_its_colour():
    art = CardArt(card_book("uno-monster-high"))
    for code, color in (("p5", "pink"), ("y5", "yellow"), ("g5", "green"), ("b5", "blue")):
        face = art.face(code, 120)
        # Just inside the white border, half way down the left edge: outside the oval.
        spot = face.get_at((round(120 * 0.09), face.get_height() // 2))
        assert max(abs(a - b) for a, b in zip(spot[:3], COLOR_RGB[color], strict=True)) < 45, code


def test_colorblind_marks_change_coloured_cards_only():
    book = card_book("uno")
    plain, marked = CardArt(book), CardArt(book, colorblind=True)
    for code, card in book.faces.items():
        for width in (48, 120):
            same = pixels(plain.face(code, width)) == pixels(marked.face(code, width))
            assert same == (card.color is None), (code, width)


def test_small_cards_drop_their_corner_index():
    art = CardArt(card_book("uno"))
    corner = (0.0, 0.0, 0.3, 0.25)
    assert region(art.face("r1", 48), corner) == region(art.face("r7", 48), corner)
    assert region(art.face("r1", 120), corner) != region(art.face("r7", 120), corner)


def test_every_back_style_is_its_own_design():
    art = CardArt(card_book("uno"))
    backs = set()
    for style in BACK_STYLES:
        art.set_style(False, style)
        back = art.back(90)
        assert back.get_size() == (90, card_height(90))
        assert back.get_at((0, 0)).a == 0
        backs.add(pixels(back))
    assert len(backs) == len(BACK_STYLES)


def test_a_new_style_draws_new_cards_and_the_same_style_keeps_them():
    art = CardArt(card_book("uno"), back="classic")
    face, back = art.face("g2", 90), art.back(90)
    art.set_style(False, "classic")
    assert art.face("g2", 90) is face and art.back(90) is back
    art.set_style(False, "ghoul")
    assert art.back(90) is not back
    art.set_style(True, "ghoul")
    assert art.face("g2", 90) is not face


def test_an_unknown_back_style_is_refused():
    with pytest.raises(ValueError):
        CardArt(card_book("uno"), back="plaid")


def test_an_unknown_card_is_refused():
    with pytest.raises(KeyError):
        CardArt(card_book("uno")).face("u", 90)


@pytest.mark.parametrize("name", sorted(COLOR_RGB))
def test_a_swatch_is_a_round_chip_of_its_colour(name: str):
    chip = color_swatch(name, 48)
    assert chip.get_size() == (48, 48)
    assert chip is color_swatch(name, 48)
    assert chip.get_at((0, 0)).a == 0 and chip.get_at((47, 47)).a == 0
    middle = chip.get_at((24, 24))
    assert max(abs(a - b) for a, b in zip(middle[:3], COLOR_RGB[name], strict=True)) < 30


def test_colorblind_swatches_carry_distinct_marks():
    marked = [pixels(color_swatch(name, 48, colorblind=True)) for name in sorted(COLOR_RGB)]
    plain = [pixels(color_swatch(name, 48)) for name in sorted(COLOR_RGB)]
    assert all(a != b for a, b in zip(marked, plain, strict=True))
    # The mark is white and dark on the colour: the middle of the chip is no longer the colour.
    for name in COLOR_RGB:
        middle = color_swatch(name, 48, colorblind=True).get_at((24, 24))
        assert hue_of(middle) != name


# -- framed faces: cards that are not UNO cards -----------------------------------------------
@pytest.fixture
def framed() -> CardArt:
    return CardArt(card_book("shield-war"))


@pytest.mark.parametrize("width", [48, 96, 300])
def test_every_shield_war_card_and_monster_has_a_face_at_its_size(framed: CardArt, width: int):
    faces = {}
    for code in framed.book.faces:
        face = framed.face(code, width)
        assert face.get_size() == (width, card_height(width)), code
        assert face.get_at((0, 0)).a == 0 and face.get_at((width // 2, width // 2)).a > 200
        faces[pixels(face)] = code
    assert len(faces) == len(framed.book.faces)  # each card looks like itself


def test_a_framed_face_is_kept_until_the_language_changes(framed: CardArt):
    from game.i18n import set_language

    english = framed.face("s4", 300)
    assert framed.face("s4", 300) is english
    try:
        set_language("it")
        italian = framed.face("s4", 300)
        assert pixels(italian) != pixels(english)
        assert framed.face("s4", 300) is italian
    finally:
        set_language("en")


def test_a_framed_face_is_in_the_color_of_its_kind(framed: CardArt):
    def hue(code: str) -> str | None:
        face = framed.face(code, 120)
        return hue_of(face.get_at((round(120 * 0.09), face.get_height() // 2)))

    assert hue("a1") == "red"
    assert hue("s1") == "blue"


def test_a_shield_shows_its_cost_in_the_lower_left_corner(framed: CardArt):
    corner = (0.08, 0.78, 0.35, 0.93)
    cheap, dear = framed.face("s1", 96), framed.face("s8", 96)  # cost 1 and cost 3
    assert region(cheap, corner) != region(dear, corner)
    gold = [c for c in region(cheap, corner) if hue_of(c) == "yellow"]
    assert len(gold) > 40  # the energy token
    assert not [c for c in region(framed.face("a1", 96), corner) if hue_of(c) == "yellow"]

"""The faces of cards that carry elements (K-Mon): a creature with its hit points, its elements
and its trait; an ability, reaction, boost or item with its cost and element.

The frame is tinted by the card's element (a K-Mon's primary one; a generic card by its kind),
the name sits on a plate at the top, the band under it names the elements (a K-Mon) or the kind
("Ultimate" on gold for an Ultimate), an emblem of the element fills the oval, and the numbers
sit in the lower corners: hit points on a heart, the cost on a gem, the element on a chip. A
large card adds its full rules text (a K-Mon's trait and what it does); a small one keeps the
name, the numbers and a K-Mon's trait name, readable.
"""

from __future__ import annotations

import math

import pygame

from game.engine.faces import CardFace
from game.i18n import t, t_or
from game.ui import art
from game.ui import cardsymbols as sym
from game.ui.cardface import (
    ELEMENT_RGB,
    ENERGY_RGB,
    INK,
    KIND_RGB,
    OTHER_RGB,
    STOCK,
    TEXT_MIN_WIDTH,
    _fit,
    _gem,
    _heart,
    _kind_band,
    _name_plate,
    _parchment,
    _rules_text,
    _shade,
    _text_block,
    creature_window,
    foot_need,
    name_plate_box,
    shield_glyph,
    slash_glyph,
)

ELEMENT_KINDS = frozenset({"kmon", "ability", "reaction", "boost", "item"})
ULTIMATE_RGB = (214, 160, 30)
Box = tuple[float, float, float, float]


def is_elemental(face: CardFace) -> bool:
    """Whether `face` is drawn as a card of elements (K-Mon's cards)."""
    return bool(face.elements or face.element or face.trait) or face.kind in ELEMENT_KINDS


def elements_of(face: CardFace) -> tuple[str, ...]:
    return face.elements or ((face.element,) if face.element else ())


def draw_element_face(face: CardFace, w: int, h: int, scale: int) -> pygame.Surface:
    elements = elements_of(face)
    rgb = (
        ELEMENT_RGB.get(elements[0], OTHER_RGB) if elements else KIND_RGB.get(face.kind, OTHER_RGB)
    )
    body = sym.gradient(sym.body_size(w, h), _shade(rgb, 1.25), _shade(rgb, 0.62))
    card = sym.card_blank(w, h, body, scale)
    # A K-Mon card's text is longer than most: it is written from a larger card up (the
    # table's zoom is never smaller than this), on a panel that takes more of the card.
    detailed = w / scale >= TEXT_MIN_WIDTH + 20
    left, right = w * 0.1, w * 0.9
    plate = name_plate_box(w, detailed)
    plate_bottom = plate[1] + plate[3]
    _name_plate(card, face.name or face.code, plate)
    band = (w * 0.055, plate_bottom + w * 0.012, w * 0.89, w * (0.095 if detailed else 0.12))
    if face.kind == "kmon" and elements:
        _element_band(card, elements, band, detailed)
    elif face.ultimate:
        _kind_band(card, t("card.face.ultimate"), band, ULTIMATE_RGB)
    else:
        _kind_band(card, t_or(f"card.face.{face.kind}", face.kind), band, rgb)
    radius = w * (0.12 if detailed else 0.145)
    bottom = h - w * 0.1 - 2 * radius
    top = band[1] + band[3] + w * 0.03
    pictured = face.kind == "kmon" and art.creature_picture_name(face.code) is not None
    if detailed:
        # a K-Mon's picture takes a share of the text's room; the text is set smaller to fit
        text_top = bottom - w * (0.4 if pictured else 0.5)
        _rules_text(card, face.text, (w * 0.08, text_top, w * 0.84, bottom - text_top))
        bottom = text_top - w * 0.02
    plate_h = w * 0.15 if face.trait and not detailed else 0
    if plate_h:
        trait = trait_box(w, h, scale)
        bottom = trait[1] + trait[3]
    if pictured:
        # the trait's plate lies over the foot of the picture's window
        window = (w * 0.07, top, w * 0.86, bottom - top - plate_h * 0.4)
        creature_window(card, face.code, window, rgb, cover=plate_h * 0.6)
    if plate_h:  # the trait's name, on a plate of its own above the corners
        _trait_plate(card, t_or(f"kmon.trait.{face.trait}", face.trait), trait)
        bottom -= plate_h + w * 0.03
    if not pictured:
        _emblem(card, face, elements, (left, top, right - left, bottom - top))
    _corners(card, face, elements, w, h, radius)
    return card


def trait_box(w: float, h: float, scale: float = 1) -> Box:
    """Where the plate of a K-Mon's trait goes on a small face `w` by `h` (drawn at `scale`
    times its size on screen): above the values in its lower corners and, where the face is
    small, above the foot in which the table writes two of its numbers (its HP and a change of
    its attack), so that they never cover the trait's name; the picture over the plate keeps
    a quarter of the card's width at least."""
    plate_h = w * 0.15
    bottom = h - w * 0.1 - 2 * w * 0.145
    inset = max(2, round(w / scale * 0.04)) * scale
    clear = h - inset - (foot_need(2) + 1) * scale
    picture_top = name_plate_box(w, False)[1] + name_plate_box(w, False)[3] + w * 0.162
    bottom = min(bottom, max(clear, picture_top + plate_h + w * 0.25))
    return (w * 0.1, bottom - plate_h, w * 0.8, plate_h)


def _element_band(surface: pygame.Surface, elements, box: Box, detailed: bool) -> None:
    """A K-Mon's elements side by side, each on its own color, named where there is room."""
    left, top, width, height = box
    part = width / len(elements)
    for index, element in enumerate(elements):
        rgb = ELEMENT_RGB.get(element, OTHER_RGB)
        rect = pygame.Rect(round(left + index * part), round(top), math.ceil(part), round(height))
        pygame.draw.rect(surface, _shade(rgb, 0.8), rect)
        pygame.draw.rect(surface, INK, rect, max(1, round(height * 0.06)))
        word = t_or(f"kmon.element.{element}", element).upper()
        largest = height * (0.95 if detailed else 0.9)
        size, lines = _fit(word, part * 0.84, height * 1.2, largest, 1, "bold")
        box = (rect.left, rect.top, rect.width, rect.height)
        _text_block(surface, lines, size, box, STOCK, face="bold")


def _trait_plate(surface: pygame.Surface, word: str, box: Box) -> None:
    inner = _parchment(surface, box, box[3] * 0.3, box[3] * 0.08, box[3] * 0.1, 0.3)
    size, lines = _fit(word, inner[2], inner[3], inner[3] * 1.1, 1, "bold")
    _text_block(surface, lines, size, inner, INK, face="bold")


def _emblem(surface: pygame.Surface, face: CardFace, elements, box: Box) -> None:
    """The element's emblem on a white oval (a generic card: its kind's)."""
    left, top, width, height = box
    if height <= 4:
        return
    center = (left + width / 2, top + height / 2)
    rx, ry = min(width * 0.42, height * 0.62), min(height * 0.5, width * 0.5)
    pygame.draw.polygon(surface, INK, sym.ellipse_points(center, rx * 1.05, ry * 1.05, 0))
    pygame.draw.polygon(surface, STOCK, sym.ellipse_points(center, rx, ry, 0))
    size = min(rx, ry) * 1.5
    if elements:
        glyph = element_glyph(elements[0], size)
        fill = ELEMENT_RGB.get(elements[0], OTHER_RGB)
    else:
        glyph = _kind_glyph(face.kind, size)
        fill = KIND_RGB.get(face.kind, OTHER_RGB)
    stroked = sym.stroked(glyph, fill, INK, size * 0.035, size * 0.04)
    surface.blit(stroked, stroked.get_rect(center=(round(center[0]), round(center[1]))))


def _corners(surface: pygame.Surface, face: CardFace, elements, w: int, h: int, radius: float):
    low_left = (w * 0.09 + radius, h - w * 0.08 - radius)
    low_right = (w * 0.91 - radius, h - w * 0.08 - radius)
    if face.health is not None:
        _heart(surface, low_left, radius, str(face.health))
    elif face.cost is not None:
        _gem(surface, low_left, radius, str(face.cost), ENERGY_RGB, INK)
    chips = elements[1:] if face.kind == "kmon" else elements
    if chips:
        element_chip(surface, chips[0], low_right, radius)


def element_chip(surface: pygame.Surface, element: str, center, radius: float) -> None:
    """A round chip of an element's color with its emblem in white."""
    rgb = ELEMENT_RGB.get(element, OTHER_RGB)
    pygame.draw.circle(surface, INK, center, radius * 1.08)
    pygame.draw.circle(surface, rgb, center, radius)
    glyph = element_glyph(element, radius * 1.3)
    surface.blit(glyph, glyph.get_rect(center=(round(center[0]), round(center[1]))))


# -- emblems: a white shape per element -------------------------------------------------------
def element_glyph(element: str, size: float) -> pygame.Surface:
    out = sym.new_surface(size, size)
    icon = art.symbol(f"element.{element}", size * 0.9)
    if icon is not None:
        out.blit(icon, icon.get_rect(center=(round(size / 2), round(size / 2))))
        return out
    draw = _GLYPHS.get(element)
    if draw is None:
        pygame.draw.circle(out, sym.WHITE, (size / 2, size / 2), size * 0.4)
    else:
        draw(out, size)
    return out


def _ice(out, s):
    c = (s / 2, s / 2)
    for turn in range(3):
        a = math.radians(90 + turn * 60)
        dx, dy = math.cos(a) * s * 0.44, math.sin(a) * s * 0.44
        sym.thick_line(out, sym.WHITE, (c[0] - dx, c[1] - dy), (c[0] + dx, c[1] + dy), s * 0.08)
        for sign in (1, -1):
            tip = (c[0] + sign * dx * 0.62, c[1] + sign * dy * 0.62)
            for side in (-1, 1):
                b = a + side * math.radians(40) + (0 if sign > 0 else math.pi)
                end = (tip[0] + math.cos(b) * s * 0.16, tip[1] + math.sin(b) * s * 0.16)
                sym.thick_line(out, sym.WHITE, tip, end, s * 0.06)


def _grass(out, s):
    points = []
    for i in range(25):
        u = i / 24
        points.append(
            (s * (0.15 + 0.7 * u), s * (0.85 - 0.7 * u) - math.sin(u * math.pi) * s * 0.22)
        )
    for i in range(25):
        u = 1 - i / 24
        points.append(
            (s * (0.15 + 0.7 * u), s * (0.85 - 0.7 * u) + math.sin(u * math.pi) * s * 0.22)
        )
    pygame.draw.polygon(out, sym.WHITE, points)
    sym.thick_line(out, sym.CLEAR, (s * 0.2, s * 0.8), (s * 0.72, s * 0.28), s * 0.05)


def _earth(out, s):
    pygame.draw.polygon(
        out, sym.WHITE, [(s * 0.05, s * 0.85), (s * 0.4, s * 0.2), (s * 0.72, s * 0.85)]
    )
    pygame.draw.polygon(
        out, sym.WHITE, [(s * 0.42, s * 0.85), (s * 0.7, s * 0.4), (s * 0.95, s * 0.85)]
    )


def _electro(out, s):
    pygame.draw.polygon(
        out,
        sym.WHITE,
        [
            (s * 0.6, s * 0.04),
            (s * 0.2, s * 0.55),
            (s * 0.46, s * 0.55),
            (s * 0.34, s * 0.96),
            (s * 0.8, s * 0.4),
            (s * 0.54, s * 0.4),
        ],
    )


def _ghost(out, s):
    pygame.draw.circle(out, sym.WHITE, (s / 2, s * 0.42), s * 0.3)
    body = [(s * 0.2, s * 0.42), (s * 0.8, s * 0.42), (s * 0.8, s * 0.9)]
    for i in range(1, 6):
        body.append((s * (0.8 - 0.12 * i), s * (0.78 if i % 2 else 0.9)))
    pygame.draw.polygon(out, sym.WHITE, body)
    for x in (0.4, 0.6):
        pygame.draw.circle(out, sym.CLEAR, (s * x, s * 0.42), s * 0.06)


def _air(out, s):
    for y, reach in ((0.3, 0.7), (0.52, 0.85), (0.74, 0.6)):
        sym.thick_line(out, sym.WHITE, (s * 0.1, s * y), (s * reach, s * y), s * 0.09)
        rect = pygame.Rect(0, 0, round(s * 0.22), round(s * 0.22))
        rect.midleft = (round(s * (reach - 0.11)), round(s * (y - 0.11)))
        pygame.draw.arc(out, sym.WHITE, rect, -math.pi / 2, math.pi, max(1, round(s * 0.08)))


def _water(out, s):
    pygame.draw.circle(out, sym.WHITE, (s / 2, s * 0.64), s * 0.28)
    pygame.draw.polygon(
        out, sym.WHITE, [(s / 2, s * 0.05), (s * 0.245, s * 0.54), (s * 0.755, s * 0.54)]
    )


def _fire(out, s):
    """Three tongues of flame over a round base, the middle one tallest."""
    _tongue(out, (s * 0.5, s * 0.66), s * 0.3, s * 0.62, 0)
    _tongue(out, (s * 0.32, s * 0.74), s * 0.18, s * 0.42, -22)
    _tongue(out, (s * 0.68, s * 0.74), s * 0.18, s * 0.42, 22)
    pygame.draw.circle(out, sym.WHITE, (s * 0.5, s * 0.72), s * 0.24)
    _tongue(out, (s * 0.5, s * 0.8), s * 0.1, s * 0.26, 0, sym.CLEAR)


def _tongue(out, base, radius: float, tall: float, lean: float, color=sym.WHITE) -> None:
    """A teardrop standing on `base` (the middle of its round end), its tip `tall` above it,
    leaning `lean` degrees (positive: to the right)."""
    a = math.radians(lean)
    points = []
    for i in range(33):
        u = i / 32  # round the drop, from the tip and back
        angle = math.pi * (0.5 + 2 * u)
        bulge = math.sin(u * math.pi)
        x = math.cos(angle) * radius * (0.35 + 0.65 * bulge)
        y = -tall * (1 - bulge) ** 1.4 + math.sin(angle) * radius * 0.6 * bulge
        points.append(
            (
                base[0] + x * math.cos(a) - y * math.sin(a),
                base[1] + x * math.sin(a) + y * math.cos(a),
            )
        )
    pygame.draw.polygon(out, color, points)


_GLYPHS = {
    "ice": _ice,
    "grass": _grass,
    "earth": _earth,
    "electro": _electro,
    "ghost": _ghost,
    "air": _air,
    "water": _water,
    "fire": _fire,
}


def _kind_glyph(kind: str, size: float) -> pygame.Surface:
    """A generic card's emblem: the kind's symbol; drawn, without one, claws for an ability,
    a shield for a reaction, a star else."""
    icon = art.symbol(f"kind.{kind}", size * 0.9)
    if icon is not None:
        out = sym.new_surface(size, size)
        out.blit(icon, icon.get_rect(center=(round(size / 2), round(size / 2))))
        return out
    if kind == "ability":
        return slash_glyph(size)
    if kind == "reaction":
        return shield_glyph(size)
    out = sym.new_surface(size, size)
    if kind == "boost":
        pygame.draw.polygon(
            out,
            sym.WHITE,
            [
                (size / 2, size * 0.05),
                (size * 0.9, size * 0.5),
                (size * 0.65, size * 0.5),
                (size * 0.65, size * 0.95),
                (size * 0.35, size * 0.95),
                (size * 0.35, size * 0.5),
                (size * 0.1, size * 0.5),
            ],
        )
        return out
    pygame.draw.polygon(out, sym.WHITE, sym.star_points((size / 2, size / 2), size * 0.45))
    return out

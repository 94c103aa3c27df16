"""A framed face drawn from a card's data, for every card that is not an UNO-family card.

The name sits on a plate at the top, the kind (Attack, Shield, Monster) on a band under it, an
emblem of the kind in an oval, the rules text on a panel in the middle, and the values in the
lower corners: a shield's energy cost lower left (where the rulebook prints it) and what it
blocks lower right; a Monster's health lower left and its energy lower right. Small cards leave
the text off (it could not be read) and give the name, the emblem and the values more room.

Faces are drawn at the size given; the caller draws big and scales down (see cardart.py). The
words are the catalogue's (`card.face.*`) and the face's own text, in the player's language.
"""

from __future__ import annotations

import math

import pygame

from game.engine.effects import op_of
from game.engine.faces import CardFace
from game.i18n import t
from game.ui import art
from game.ui import cardsymbols as sym
from game.ui.theme import typeface, wrap_in

KIND_RGB = {
    "attack": (196, 64, 42),
    "shield": (44, 104, 178),
    "character": (104, 66, 164),
    # K-Mon's generic cards (no element): a color per kind; an elemental card takes its element's
    "ability": (112, 104, 128),
    "reaction": (70, 96, 120),
    "boost": (150, 100, 60),
    "item": (120, 100, 78),
}
OTHER_RGB = (92, 100, 110)
# K-Mon's elements, each with a color of its own: the frame's tint and the chips that name them.
ELEMENT_RGB = {
    "ice": (96, 180, 214),
    "grass": (70, 156, 64),
    "earth": (150, 108, 62),
    "electro": (222, 178, 30),
    "ghost": (112, 80, 160),
    "air": (132, 170, 190),
    "water": (36, 104, 196),
    "fire": (214, 72, 38),
}
STOCK = (255, 255, 255)
PARCHMENT = (250, 244, 226)
INK = (30, 26, 34)
ENERGY_RGB = (250, 200, 50)
HEALTH_RGB = (210, 40, 60)
MONSTER_RGB = (132, 204, 84)  # the Monster's hand, green as on the Urrrhhh card
TEXT_MIN_WIDTH = 150  # below this width (on screen) the rules text could not be read
Box = tuple[float, float, float, float]  # left, top, width, height


def draw_framed_face(face: CardFace, w: int, h: int, scale: int) -> pygame.Surface:
    """The face of `face`, `w` by `h` px, for a card shown `w / scale` px wide."""
    from game.ui.elementface import draw_element_face, is_elemental

    if is_elemental(face):  # K-Mon's cards: tinted by their element (elementface.py)
        return draw_element_face(face, w, h, scale)
    rgb = KIND_RGB.get(face.kind, OTHER_RGB)
    card = _stock(w, h, rgb, scale)
    detailed = w / scale >= TEXT_MIN_WIDTH
    left, right = w * 0.1, w * 0.9
    plate = name_plate_box(w, detailed)
    plate_bottom = plate[1] + plate[3]
    _name_plate(card, face.name or face.code, plate)
    band_bottom = plate_bottom + w * (0.095 if detailed else 0.11)
    _kind_band(
        card,
        t(f"card.face.{face.kind}"),
        (w * 0.055, plate_bottom + w * 0.012, w * 0.89, band_bottom - plate_bottom - w * 0.012),
        rgb,
    )
    radius = w * (0.12 if detailed else 0.145)  # of the tokens in the lower corners
    window = picture_box(face.kind, _has_corners(face), w, h, detailed)
    if detailed:  # the text takes the lower part; the emblem what is left above it
        text_top = window[1] + window[3] + w * 0.02
        bottom = h - w * 0.1 - (2 * radius if _has_corners(face) else 0)
        _rules_text(card, face.text, (w * 0.08, text_top, w * 0.84, bottom - text_top))
    box = (left, window[1], right - left, window[3])
    if not creature_window(card, face.code, window, rgb):
        _emblem(card, face, box, rgb)
    _corners(card, face, w, h, radius)
    return card


PILL_LEAST = 12  # px: a pill the table writes in a card's foot is at least this tall


def foot_need(count: int) -> int:
    """How tall (px on screen) a card's foot is at least, for the table to write `count` of
    its numbers there in pills one above the other (see table/stat_badges.py)."""
    return count * PILL_LEAST + (count - 1) * 2 + 4


def name_plate_box(w: float, detailed: bool) -> Box:
    """The plate of a face's name, `w` wide: at its top, taller on a small face."""
    return (w * 0.1, w * 0.085, w * 0.8, w * (0.27 if detailed else 0.4) - w * 0.085)


def picture_box(kind: str, corners: bool, w: float, h: float, detailed: bool) -> Box:
    """The window of a framed face's picture (or emblem), `w` by `h`: under the name and the
    kind's band, over the rules text (a `detailed` face) and the values in the lower corners
    (a face with `corners`). Nothing of the table is drawn over it on a card in play."""
    plate_bottom = w * (0.27 if detailed else 0.4)
    band_bottom = plate_bottom + w * (0.095 if detailed else 0.11)
    radius = w * (0.12 if detailed else 0.145)
    bottom = h - w * 0.1 - (2 * radius if corners else 0)
    top = band_bottom + w * 0.02
    if detailed:  # a Monster's ability is short: its picture takes more of the card
        bottom -= w * (0.32 if kind == "character" else 0.42) + w * 0.02
    return (w * 0.07, top, w * 0.86, bottom - top)


# -- the card stock ----------------------------------------------------------------------------
def _stock(w: int, h: int, rgb, scale: int) -> pygame.Surface:
    """White card stock with a thin grey edge, the body in the kind's color shading down."""
    body = sym.gradient(sym.body_size(w, h), _shade(rgb, 1.15), _shade(rgb, 0.72))
    return sym.card_blank(w, h, body, scale)


def _shade(rgb, factor: float) -> tuple[int, int, int]:
    if factor >= 1:
        return tuple(round(c + (255 - c) * (factor - 1)) for c in rgb)  # type: ignore[return-value]
    return tuple(round(c * factor) for c in rgb)  # type: ignore[return-value]


# -- words -------------------------------------------------------------------------------------
def _fit(text: str, box_w: float, box_h: float, largest: float, lines_at_most: int, face="regular"):
    """The largest font size up to `largest` at which `text` wraps into `box` in at most
    `lines_at_most` lines, and those lines (at 6 px, the smallest, whatever the fit), in
    typeface `face` (theme.FACES)."""
    size = max(6, int(largest))
    while True:
        font = typeface(face, size)
        lines = wrap_in(font, " ".join(text.split()), box_w)
        tall = len(lines) * font.get_linesize()
        wide = max(font.size(line)[0] for line in lines)
        if (len(lines) <= lines_at_most and tall <= box_h and wide <= box_w) or size <= 6:
            return size, lines
        size = max(6, min(size - 1, int(size * 0.95)))


def _text_block(
    surface, lines: list[str], size: int, box: Box, color, align: str = "center", face="regular"
):
    """`lines` set at `size`, the block centred in `box` (each line centred, or from the left)."""
    font = typeface(face, size)
    step = font.get_linesize()
    left, top, width, height = box
    y = top + (height - step * len(lines)) / 2
    for line in lines:
        image = font.render(line, True, color)
        x = left + (width - image.get_width()) / 2 if align == "center" else left
        surface.blit(image, (round(x), round(y + (step - image.get_height()) / 2)))
        y += step


def _parchment(
    surface: pygame.Surface, box: Box, radius: float, rim: float, pad: float, pad_y: float
) -> Box:
    """A light panel with a dark rim over `box`; the box inside its padding (`pad` at the
    sides, `pad * pad_y` above and below), where its words go."""
    left, top, width, height = box
    rect = pygame.Rect(round(left), round(top), round(width), round(height))
    pygame.draw.rect(surface, INK, rect.inflate(rim, rim), border_radius=round(radius))
    pygame.draw.rect(surface, PARCHMENT, rect, border_radius=round(radius))
    return (left + pad, top + pad * pad_y, width - 2 * pad, height - 2 * pad * pad_y)


def _name_plate(surface: pygame.Surface, name: str, box: Box) -> None:
    """The card's name in dark ink on a light plate, on one line or two, as large as fits."""
    height = box[3]
    inner = _parchment(surface, box, height * 0.22, height * 0.08, height * 0.12, 0.6)
    # As large as two lines allow: a short name stays on one line at that size.
    size, lines = _fit(name, inner[2], inner[3], inner[3] * 0.8, 2, "display")
    _text_block(surface, lines, size, inner, INK, face="display")


def _kind_band(surface: pygame.Surface, word: str, box: Box, rgb) -> None:
    """The kind in capitals, white on a dark band across the card."""
    left, top, width, height = box
    band = pygame.Rect(round(left), round(top), round(width), round(height))
    pygame.draw.rect(surface, _shade(rgb, 0.45), band)
    pygame.draw.line(
        surface, _shade(rgb, 1.5), band.topleft, band.topright, max(1, round(height * 0.06))
    )
    pygame.draw.line(
        surface, _shade(rgb, 1.5), band.bottomleft, band.bottomright, max(1, round(height * 0.06))
    )
    word = word.upper()
    size, lines = _fit(word, width * 0.86, height * 1.3, height * 1.05, 1, "bold")
    _text_block(surface, lines, size, box, STOCK, face="bold")


def _rules_text(surface: pygame.Surface, text: str, box: Box) -> None:
    """The rules text on a light panel, wrapped and as large as fits (up to a reading size)."""
    width = box[2]
    inner = _parchment(surface, box, width * 0.05, width * 0.02, width * 0.06, 0.7)
    size, lines = _fit(text, inner[2], inner[3], width * 0.1, 8)
    _text_block(surface, lines, size, inner, INK)


# -- the emblem and the corners ----------------------------------------------------------------
def _emblem(surface: pygame.Surface, face: CardFace, box: Box, rgb) -> None:
    """The kind's emblem in the card's color, on a white oval as UNO cards have."""
    left, top, width, height = box
    center = (left + width / 2, top + height / 2)
    rx, ry = min(width * 0.42, height * 0.36), min(height * 0.5, width * 0.55)
    pygame.draw.polygon(surface, INK, sym.ellipse_points(center, rx * 1.04, ry * 1.03, 25))
    pygame.draw.polygon(surface, STOCK, sym.ellipse_points(center, rx, ry, 25))
    size = min(width, height) * 0.7
    glyph = emblem_glyph(face.kind, size)
    fill = MONSTER_RGB if face.kind == "character" else rgb
    stroked = sym.stroked(glyph, fill, INK, size * 0.035, size * 0.05)
    surface.blit(stroked, stroked.get_rect(center=(round(center[0]), round(center[1]))))


def creature_window(surface: pygame.Surface, code: str, box: Box, rgb, cover: float = 0) -> bool:
    """Creature `code`'s picture in a framed window over `box`, on a light sky of the card's
    color, centred in what the lowest `cover` px (to be drawn over) leave; False (nothing
    drawn) for a card that has no picture."""
    left, top, width, height = box
    side = min(width, height - cover) * 0.92
    picture = art.creature(code, side) if side >= 4 else None
    if picture is None:
        return False
    rect = pygame.Rect(round(left), round(top), round(width), round(height))
    radius = round(min(width, height) * 0.1)
    rim = max(1, round(min(width, height) * 0.025))
    pygame.draw.rect(surface, INK, rect.inflate(rim * 2, rim * 2), border_radius=radius + rim)
    window = sym.new_surface(rect.width, rect.height)
    window.blit(sym.gradient(rect.size, _shade(rgb, 1.75), _shade(rgb, 1.3)), (0, 0))
    glow = pygame.Rect(0, 0, round(rect.width * 0.9), round(rect.height * 0.8))
    middle = round((rect.height - cover) / 2)
    glow.center = (rect.width // 2, middle)
    pygame.draw.ellipse(window, (*_shade(rgb, 1.9), 255), glow)
    ground = pygame.Rect(0, 0, round(side * 0.7), round(side * 0.14))
    ground.center = (rect.width // 2, round(middle + side * 0.42))
    pygame.draw.ellipse(window, (*_shade(rgb, 1.15), 255), ground)
    window.blit(picture, picture.get_rect(center=(rect.width // 2, middle)))
    # the window's own rounded corners: what lies outside them is cut away
    corners = sym.new_surface(rect.width, rect.height)
    pygame.draw.rect(corners, sym.WHITE, corners.get_rect(), border_radius=radius)
    window.blit(corners, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(window, rect.topleft)
    return True


def emblem_glyph(kind: str, size: float) -> pygame.Surface:
    """A white mask of the kind's emblem: claw marks, a shield, a Monster's hand."""
    icon = art.symbol(f"kind.{kind}", size * 0.9)
    if icon is not None:
        out = sym.new_surface(size, size)
        out.blit(icon, icon.get_rect(center=(round(size / 2), round(size / 2))))
        return out
    if kind == "attack":
        return slash_glyph(size)
    if kind == "shield":
        return shield_glyph(size)
    if kind == "character":
        return sym.hand_glyph(size)
    return _star(size)


def _star(size: float) -> pygame.Surface:
    out = sym.new_surface(size, size)
    pygame.draw.polygon(out, sym.WHITE, sym.star_points((size / 2, size / 2), size * 0.45))
    return out


def slash_glyph(size: float) -> pygame.Surface:
    """Three claw marks torn from upper right to lower left, thick in the middle."""
    out = sym.new_surface(size, size)
    for shift in (-0.22, 0.0, 0.22):
        start = (size * (0.78 + shift), size * (0.1 + shift * 0.3))
        end = (size * (0.24 + shift), size * (0.9 + shift * 0.3))
        pygame.draw.polygon(out, sym.WHITE, _taper(start, end, size * 0.11, bend=size * 0.06))
    return out


def _taper(start, end, thickness: float, bend: float) -> list[tuple[float, float]]:
    """A stroke from `start` to `end` bowed by `bend`, pointed at both ends."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length, dx / length
    steps = 16
    one_side, other = [], []
    for i in range(steps + 1):
        u = i / steps
        bow = math.sin(u * math.pi) * bend
        half = math.sin(u * math.pi) ** 0.8 * thickness / 2
        x, y = start[0] + dx * u + nx * bow, start[1] + dy * u + ny * bow
        one_side.append((x + nx * half, y + ny * half))
        other.append((x - nx * half, y - ny * half))
    return one_side + other[::-1]


def shield_glyph(size: float) -> pygame.Surface:
    """A heater shield with a band cut across it."""
    out = sym.new_surface(size, size)
    top, side, tip = size * 0.06, size * 0.14, size * 0.96
    points = [(side, top + size * 0.06), (size / 2, top), (size - side, top + size * 0.06)]
    steps = 14
    for i in range(steps + 1):  # the right flank, down and round to the tip
        u = i / steps
        x = size - side - (size / 2 - side) * u**1.8
        points.append((x, top + size * 0.06 + (tip - top - size * 0.06) * u))
    for i in range(steps, -1, -1):  # and up the left
        u = i / steps
        x = side + (size / 2 - side) * u**1.8
        points.append((x, top + size * 0.06 + (tip - top - size * 0.06) * u))
    pygame.draw.polygon(out, sym.WHITE, points)
    bar = max(1, round(size * 0.05))
    pygame.draw.line(out, sym.CLEAR, (0, size * 0.42), (size, size * 0.42), bar)
    pygame.draw.line(out, sym.CLEAR, (size / 2, size * 0.1), (size / 2, size), bar)
    return out


def _corners(surface: pygame.Surface, face: CardFace, w: int, h: int, radius: float) -> None:
    """The values in the lower corners, in tokens of `radius`: cost and block for a shield,
    health and energy for a Monster."""
    low_left = (w * 0.09 + radius, h - w * 0.08 - radius)
    low_right = (w * 0.91 - radius, h - w * 0.08 - radius)
    if face.cost is not None:
        _gem(surface, low_left, radius, str(face.cost), ENERGY_RGB, INK)
    if face.block:
        _block_badge(surface, low_right, radius, face.block)
    if face.health is not None:
        _heart(surface, low_left, radius, str(face.health))
    if face.energy is not None:
        _gem(surface, low_right, radius, str(face.energy), ENERGY_RGB, INK)
    damage = face_damage(face)
    if damage is not None:  # an attack's damage, lower right, red
        _gem(surface, low_right, radius, str(damage), HEALTH_RGB, STOCK)


def face_damage(face: CardFace) -> int | None:
    """The damage an attack card deals, read from its effects (their fixed amounts)."""
    if face.kind != "attack":
        return None
    amounts = [
        effect.amount
        for effect in face.effects
        if op_of(effect) == "damage" and isinstance(effect.amount, int)
    ]
    return sum(amounts) if amounts else None


def _has_corners(face: CardFace) -> bool:
    values = (face.cost, face.block, face.health, face.energy, face_damage(face))
    return any(value is not None for value in values)


def _gem(surface, center, radius: float, number: str, fill, ink) -> None:
    """A round token with a number: the energy a shield costs, or a Monster has."""
    pygame.draw.circle(surface, INK, center, radius * 1.08)
    pygame.draw.circle(surface, fill, center, radius)
    pygame.draw.circle(
        surface,
        _shade(fill, 1.4),
        (center[0] - radius * 0.25, center[1] - radius * 0.3),
        radius * 0.35,
    )
    pygame.draw.circle(surface, fill, center, radius * 0.78)
    digits = sym.tinted(sym.text_glyph(number, radius * 1.05, radius * 1.5), ink)
    surface.blit(digits, digits.get_rect(center=(round(center[0]), round(center[1]))))


def _heart(surface, center, radius: float, number: str) -> None:
    """A red heart with the Monster's health in white."""
    glyph = heart_glyph(radius * 2.1)
    heart = sym.stroked(glyph, HEALTH_RGB, INK, radius * 0.08)
    surface.blit(heart, heart.get_rect(center=(round(center[0]), round(center[1] - radius * 0.1))))
    digits = sym.stroked(
        sym.text_glyph(number, radius * 0.9, radius * 1.5), STOCK, INK, radius * 0.06
    )
    surface.blit(
        digits, digits.get_rect(center=(round(center[0]), round(center[1] - radius * 0.25)))
    )


def heart_glyph(size: float) -> pygame.Surface:
    out = sym.new_surface(size, size)
    lobe = size * 0.26
    pygame.draw.circle(out, sym.WHITE, (size * 0.3, size * 0.34), lobe)
    pygame.draw.circle(out, sym.WHITE, (size * 0.7, size * 0.34), lobe)
    pygame.draw.polygon(
        out,
        sym.WHITE,
        [(size * 0.06, size * 0.42), (size * 0.94, size * 0.42), (size / 2, size * 0.95)],
    )
    return out


def _block_badge(surface, center, radius: float, blocks: str) -> None:
    """What a shield may be played against: the claw marks, the shield, or both."""
    kinds = ("attack", "shield") if blocks == "both" else (blocks,)
    width = radius * (1.25 if len(kinds) == 1 else 1.1) * len(kinds) + radius * 0.5
    pill = pygame.Rect(0, 0, round(max(width, radius * 2)), round(radius * 2))
    # A wide badge grows to the left: its right edge stays where a round one's is.
    pill.midright = (round(center[0] + radius), round(center[1]))
    center = (pill.centerx, center[1])
    pygame.draw.rect(
        surface, INK, pill.inflate(radius * 0.16, radius * 0.16), border_radius=round(radius * 1.1)
    )
    pygame.draw.rect(surface, PARCHMENT, pill, border_radius=round(radius))
    size = radius * (1.3 if len(kinds) == 1 else 1.05)
    step = size * 1.0
    x = center[0] - step * (len(kinds) - 1) / 2
    for kind in kinds:
        glyph = sym.tinted(emblem_glyph(kind, size), KIND_RGB[kind])
        surface.blit(glyph, glyph.get_rect(center=(round(x), round(center[1]))))
        x += step

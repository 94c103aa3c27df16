"""The drawn pieces of a card: shapes as white masks ("glyphs"), then tinted and outlined.

A glyph is a white shape on a transparent surface. Keeping shape and colour apart lets one
drawing serve as the big centre symbol in the card colour, the small white corner index and
the dark outline or shadow behind both. Everything is drawn with `pygame.draw` and the default
font, so the cards need no image files and no font that might be missing.
"""

from __future__ import annotations

import math

import pygame

Point = tuple[float, float]
RGB = tuple[int, int, int]
WHITE = (255, 255, 255, 255)
CLEAR = (0, 0, 0, 0)

_fonts: dict[int, pygame.font.Font] = {}
_ink_ratio: dict[str, float] = {}
_gradients: dict[tuple, pygame.Surface] = {}
GRADIENTS_KEPT = 512  # gradients kept made (the table's cards use a few dozen)


def new_surface(width: float, height: float) -> pygame.Surface:
    return pygame.Surface((max(1, round(width)), max(1, round(height))), pygame.SRCALPHA)


def font(size: int) -> pygame.font.Font:
    """The default font at a pixel size, loaded once per size."""
    if not pygame.font.get_init():
        # Font objects die with the font module, so a re-initialised module needs fresh ones.
        pygame.font.init()
        _fonts.clear()
    if size not in _fonts:
        _fonts[size] = pygame.font.Font(None, size)
    return _fonts[size]


def ellipse_point(center: Point, rx: float, ry: float, tilt: float, angle: float) -> Point:
    """The point at `angle` degrees round an ellipse turned `tilt` degrees clockwise."""
    a, t = math.radians(angle), math.radians(tilt)
    x, y = rx * math.cos(a), -ry * math.sin(a)
    return (
        center[0] + x * math.cos(t) - y * math.sin(t),
        center[1] + x * math.sin(t) + y * math.cos(t),
    )


def ellipse_points(
    center: Point, rx: float, ry: float, tilt: float, start: float = 0, end: float = 360
) -> list[Point]:
    """Points along a turned ellipse from angle `start` to `end` (counter-clockwise)."""
    steps = max(8, int(abs(end - start) / 3))
    return [
        ellipse_point(center, rx, ry, tilt, start + (end - start) * i / steps)
        for i in range(steps + 1)
    ]


def banner_points(center: Point, width: float, height: float, turn: float) -> list[Point]:
    """A ribbon with torn, zig-zag long edges and notched ends, turned `turn` degrees."""
    teeth = 9
    top, bottom = [], []
    for i in range(teeth + 1):
        x = -width / 2 + width * i / teeth
        bite = height * 0.12 if i % 2 else 0.0
        top.append((x, -height / 2 + bite))
        bottom.append((x, height / 2 - bite))
    outline = (
        top + [(width / 2 + height * 0.25, 0)] + bottom[::-1] + [(-width / 2 - height * 0.25, 0)]
    )
    t = math.radians(turn)
    cos_t, sin_t = math.cos(t), math.sin(t)
    return [
        (center[0] + x * cos_t - y * sin_t, center[1] + x * sin_t + y * cos_t) for x, y in outline
    ]


def polygon_points(center: Point, radius: float, sides: int, turn: float = -90) -> list[Point]:
    cx, cy = center
    return [
        (
            cx + radius * math.cos(math.radians(turn + 360 * i / sides)),
            cy + radius * math.sin(math.radians(turn + 360 * i / sides)),
        )
        for i in range(sides)
    ]


def star_points(center: Point, radius: float, inner: float = 0.5, tips: int = 5) -> list[Point]:
    outer = polygon_points(center, radius, tips)
    inside = polygon_points(center, radius * inner, tips, turn=-90 + 180 / tips)
    return [p for pair in zip(outer, inside, strict=True) for p in pair]


def thick_line(surface: pygame.Surface, color, a: Point, b: Point, width: float) -> None:
    """A straight stroke with round ends, as a polygon (draw.line leaves ragged ends)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * width / 2, dx / length * width / 2
    quad = [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny), (b[0] - nx, b[1] - ny)]
    pygame.draw.polygon(surface, color, quad + [(a[0] - nx, a[1] - ny)])
    for end in (a, b):
        pygame.draw.circle(surface, color, end, width / 2)


def tinted(glyph: pygame.Surface, color) -> pygame.Surface:
    out = glyph.copy()
    out.fill(color, special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _ring(radius: float) -> list[tuple[int, int]]:
    """Offsets that, stamped around a shape, grow it by `radius` in every direction."""
    offsets = {(0, 0)}
    for r in (radius, radius * 0.5):
        count = max(8, int(2 * math.pi * r / 1.2))
        for i in range(count):
            a = 2 * math.pi * i / count
            offsets.add((round(r * math.cos(a)), round(r * math.sin(a))))
    return sorted(offsets)


def stroked(glyph: pygame.Surface, fill, outline, thickness: float, shadow: float = 0):
    """The glyph in `fill`, ringed by `outline` and dropping a shadow down-right."""
    pad = math.ceil(thickness + shadow) + 1
    w, h = glyph.get_size()
    out = new_surface(w + 2 * pad, h + 2 * pad)
    ring = _ring(thickness)
    if shadow:
        dim = tinted(glyph, (*outline[:3], 150))
        for dx, dy in ring:
            out.blit(
                dim, (pad + dx + shadow, pad + dy + shadow), special_flags=pygame.BLEND_RGBA_MAX
            )
    dark = tinted(glyph, outline)
    for dx, dy in ring:
        out.blit(dark, (pad + dx, pad + dy), special_flags=pygame.BLEND_RGBA_MAX)
    out.blit(tinted(glyph, fill), (pad, pad))
    return out


def text_glyph(text: str, height: float, max_width: float | None = None) -> pygame.Surface:
    """White text whose ink (not its line box) is `height` px tall, cropped to the ink."""
    if text not in _ink_ratio:
        probe = font(100).render(text, True, WHITE)
        _ink_ratio[text] = max(1, probe.get_bounding_rect().height) / 100
    size = max(4, round(height / _ink_ratio[text]))
    rendered = font(size).render(text, True, WHITE)
    ink = rendered.subsurface(rendered.get_bounding_rect()).copy()
    if max_width and ink.get_width() > max_width:
        scale = max_width / ink.get_width()
        ink = pygame.transform.smoothscale(
            ink, (round(max_width), max(1, round(ink.get_height() * scale)))
        )
    return ink


def number_glyph(text: str, height: float, max_width: float | None = None) -> pygame.Surface:
    """A card's rank as text; 6 and 9 get a bar beneath, so they read the same upside down."""
    if text not in ("6", "9"):
        return text_glyph(text, height, max_width)
    digits = text_glyph(text, height * 0.86, max_width)
    bar = max(2, round(height * 0.07))
    out = new_surface(digits.get_width(), digits.get_height() + bar * 1.9)
    out.blit(digits, (0, 0))
    bar_rect = pygame.Rect(0, out.get_height() - bar, out.get_width(), bar)
    pygame.draw.rect(
        out, WHITE, bar_rect.inflate(-out.get_width() * 0.1, 0), border_radius=bar // 2
    )
    return out


def skip_glyph(size: float) -> pygame.Surface:
    """A ring struck through: no entry."""
    out = new_surface(size, size)
    c, r = (size / 2, size / 2), size * 0.47
    band = size * 0.15
    pygame.draw.circle(out, WHITE, c, r)
    pygame.draw.circle(out, CLEAR, c, r - band)
    d = (r - band / 2) * math.sqrt(0.5)
    thick_line(out, WHITE, (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), band)
    return out


def _arc_arrow(out: pygame.Surface, c: Point, radius: float, band: float, span: tuple[int, int]):
    """An arc from span[0] to span[1] degrees (counter-clockwise), an arrow head at its end."""
    start, end = span
    outer = ellipse_points(c, radius + band / 2, radius + band / 2, 0, start, end)
    inner = ellipse_points(c, radius - band / 2, radius - band / 2, 0, start, end)
    pygame.draw.polygon(out, WHITE, outer + inner[::-1])
    a = math.radians(end)
    tip = math.radians(end + math.degrees(band * 1.7 / radius))

    def at(angle: float, r: float) -> Point:
        return (c[0] + r * math.cos(angle), c[1] - r * math.sin(angle))

    pygame.draw.polygon(
        out, WHITE, [at(a, radius + band * 1.3), at(tip, radius), at(a, radius - band * 1.3)]
    )


def reverse_glyph(size: float) -> pygame.Surface:
    """Two arrows chasing each other round a circle: the turn order flips."""
    out = new_surface(size, size)
    c, band = (size / 2, size / 2), size * 0.15
    radius = size / 2 - band * 1.4
    _arc_arrow(out, c, radius, band, (40, 150))
    _arc_arrow(out, c, radius, band, (220, 330))
    return out


def _claw(out: pygame.Surface, base: Point, tip: Point, width: float) -> None:
    """A finger from `base` to `tip`, ending in a pointed nail."""
    thick_line(out, WHITE, base, tip, width)
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    point = (tip[0] + ux * width * 0.95, tip[1] + uy * width * 0.95)
    side = (-uy * width * 0.5, ux * width * 0.5)
    nail = [(tip[0] + side[0], tip[1] + side[1]), point, (tip[0] - side[0], tip[1] - side[1])]
    pygame.draw.polygon(out, WHITE, nail)


def hand_glyph(size: float) -> pygame.Surface:
    """A clawed hand reaching up out of a torn sleeve: the monster's grab."""
    out = new_surface(size, size)

    def p(x: float, y: float) -> Point:
        return (x * size, y * size)

    finger = size * 0.105
    for base, tip in (
        ((0.36, 0.45), (0.25, 0.17)),
        ((0.46, 0.42), (0.43, 0.07)),
        ((0.57, 0.42), (0.61, 0.09)),
        ((0.66, 0.46), (0.77, 0.22)),
    ):
        _claw(out, p(*base), p(*tip), finger)
    _claw(out, p(0.33, 0.62), p(0.13, 0.46), finger)
    palm = pygame.Rect(0, 0, size * 0.42, size * 0.32)
    palm.center = p(0.5, 0.55)
    pygame.draw.rect(out, WHITE, palm, border_radius=round(size * 0.1))
    cuff = [p(0.37, 0.66), p(0.63, 0.66), p(0.65, 0.97), p(0.59, 0.91), p(0.53, 0.99)]
    cuff += [p(0.47, 0.9), p(0.41, 0.98), p(0.35, 0.92)]
    pygame.draw.polygon(out, WHITE, cuff)
    return out


def skull_glyph(size: float) -> pygame.Surface:
    """A round skull; the eye, nose and teeth holes are cut out so an outline shows through."""
    out = new_surface(size, size)
    c = (size / 2, size * 0.42)
    pygame.draw.circle(out, WHITE, c, size * 0.38)
    jaw = pygame.Rect(0, 0, size * 0.44, size * 0.3)
    jaw.midtop = (size / 2, size * 0.6)
    pygame.draw.rect(out, WHITE, jaw, border_radius=round(size * 0.08))
    for dx in (-0.15, 0.15):
        pygame.draw.circle(out, CLEAR, (c[0] + dx * size, c[1] + size * 0.06), size * 0.105)
    nose = [(size * 0.5, size * 0.58), (size * 0.45, size * 0.67), (size * 0.55, size * 0.67)]
    pygame.draw.polygon(out, CLEAR, nose)
    for dx in (-0.1, 0.0, 0.1):
        x = size / 2 + dx * size
        pygame.draw.line(out, CLEAR, (x, size * 0.75), (x, size * 0.9), max(1, round(size * 0.025)))
    return out


def moon_glyph(size: float) -> pygame.Surface:
    """A crescent: a disc with an offset disc taken away."""
    out = new_surface(size, size)
    r = size * 0.46
    pygame.draw.circle(out, WHITE, (size / 2, size / 2), r)
    pygame.draw.circle(out, CLEAR, (size / 2 + r * 0.45, size / 2 - r * 0.25), r * 0.85)
    return out


def sparkle_points(center: Point, radius: float) -> list[Point]:
    """A thin four-pointed star, for night skies."""
    return star_points(center, radius, inner=0.28, tips=4)


# Colour-blind marks: each colour also has a shape, with the letter set in the shape's
# roomiest part (`letter_at` along the height, `letter_size` of the radius).
SHAPES: dict[str, str] = {
    "red": "triangle",
    "blue": "circle",
    "green": "square",
    "yellow": "star",
    "pink": "hexagon",
}
_LETTER_FIT = {
    "triangle": (0.18, 0.85),
    "circle": (0.0, 1.05),
    "square": (0.0, 1.0),
    "star": (0.08, 0.85),
    "hexagon": (0.0, 1.05),
}


def shape_outline(shape: str, center: Point, radius: float) -> list[Point] | None:
    """The polygon of a colour-blind shape; None for the circle, drawn as a circle."""
    if shape == "triangle":
        cx, cy = center
        return polygon_points((cx, cy + radius * 0.18), radius * 1.12, 3)
    if shape == "square":
        return polygon_points(center, radius * 1.2, 4, turn=-45)
    if shape == "star":
        return star_points(center, radius * 1.22, inner=0.6)
    if shape == "hexagon":
        return polygon_points(center, radius * 1.08, 6, turn=0)
    return None


def color_mark_glyph(shape: str, size: float) -> pygame.Surface:
    """The colour-blind shape alone, as a glyph."""
    out = new_surface(size, size)
    center, radius = (size / 2, size / 2), size * 0.42
    points = shape_outline(shape, center, radius)
    if points is None:
        pygame.draw.circle(out, WHITE, center, radius)
    else:
        pygame.draw.polygon(out, WHITE, points)
    return out


def letter_in_shape(shape: str, letter: str, size: float, color) -> pygame.Surface:
    """The colour letter, sized and placed to sit inside `color_mark_glyph(shape, size)`."""
    drop, scale = _LETTER_FIT.get(shape, (0.0, 1.0))
    radius = size * 0.42
    if len(letter) > 1:  # two letters side by side, each smaller
        scale *= 0.72
    glyph = tinted(text_glyph(letter, radius * scale), color)
    out = new_surface(size, size)
    spot = glyph.get_rect(center=(size / 2, size / 2 + radius * drop))
    out.blit(glyph, spot)
    return out


# -- the card stock every face is printed on ---------------------------------------------------
CARD_EDGE = (150, 150, 156)


def body_size(width: int, height: int) -> tuple[int, int]:
    """The size of a card's printed body inside its white border."""
    border = round(width * 0.055)
    return width - 2 * border, height - 2 * border


def gradient(size: tuple[int, int], top, bottom) -> pygame.Surface:
    """A surface shading from `top` at its top row to `bottom` at its last: one column of
    pixels stretched across (each row is one colour). Cards of a
    colour share theirs: each is made once per size (the caller gets a copy to draw on)."""
    width, height = max(1, round(size[0])), max(1, round(size[1]))
    key = (width, height, _rgba(top), _rgba(bottom))
    made = _gradients.get(key)
    if made is None:
        if len(_gradients) >= GRADIENTS_KEPT:
            _gradients.clear()
        made = _gradients[key] = _gradient(*key)
    return made.copy()


def _gradient(width: int, height: int, top: tuple[int, ...], bottom: tuple[int, ...]):
    column = new_surface(1, height)
    for y in range(height):
        mix = y / max(1, height - 1)
        column.set_at((0, y), [round(a + (b - a) * mix) for a, b in zip(top, bottom, strict=True)])
    return pygame.transform.scale(column, (width, height))


def _rgba(color) -> tuple[int, ...]:
    return (*color[:3], color[3] if len(color) > 3 else 255)


def card_blank(width: int, height: int, body: pygame.Surface, scale: int) -> pygame.Surface:
    """White card stock with a thin grey edge, `body` set inside it with rounded corners."""
    card = new_surface(width, height)
    radius = width * 0.085
    pygame.draw.rect(card, CARD_EDGE, card.get_rect(), border_radius=round(radius))
    inner = card.get_rect().inflate(-2 * scale, -2 * scale)
    pygame.draw.rect(card, WHITE, inner, border_radius=round(radius - scale))
    border = round(width * 0.055)
    mask = new_surface(*body.get_size())
    pygame.draw.rect(mask, WHITE, mask.get_rect(), border_radius=round(radius * 0.6))
    body = body.copy()
    body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    card.blit(body, (border, border))
    return card

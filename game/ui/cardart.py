"""Card faces, card backs and colour chips, drawn by code from the cards' face data and cached
per size. UNO-family cards get their own faces; any other card a framed face of its name, kind,
values and rules text (see game/ui/cardface.py).

Cards are drawn at two or three times their size and scaled down smoothly: pygame's shapes have
no anti-aliasing of their own, and the averaging gives clean curves at any width.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable

import pygame

from game import i18n
from game.engine.faces import CardFace
from game.ui import cardsymbols as sym
from game.ui.backs import draw_own_back
from game.ui.cardbook import CardBook
from game.ui.cardface import draw_framed_face
from game.ui.looks import has_look, look

CARD_RATIO = 1.5
# The kinds of card an UNO-family face is drawn for.
UNO_KINDS = frozenset({"number", "skip", "reverse", "draw2", "wild", "wild4", "urrrhhh"})
# "game": the back of the game's own (game/ui/looks.py), the classic one for a game without.
BACK_STYLES = ("game", "classic", "midnight", "ghoul")
COLOR_RGB: dict[str, tuple[int, int, int]] = {
    "red": (218, 36, 42),
    "blue": (18, 98, 196),
    "green": (34, 150, 66),
    "yellow": (242, 184, 14),
    "pink": (226, 58, 148),
}
INK = (24, 22, 30)  # outlines, shadows and the body of wild cards
WHITE = (255, 255, 255)
GOLD = (250, 206, 46)
ZOMBIE = (132, 204, 84)
_WILD_BODY = (30, 29, 36)
INDEX_MIN_WIDTH = 64  # below this the corner indices turn to mush: the centre carries the card
# The height of the box a number card's big number stays within, its dark ring with it, as a
# share of the card's width (the table keeps a monster's tags and badges off it: number_rect).
NUMBER_BOX = 0.6
CENTER_OUTLINE = 0.022  # the centre glyph's dark ring, as a share of the card's width
_BANNER_MIN_WIDTH = 90
_CACHE_LIMIT = 1200  # a resizable window leaves old sizes behind; forget the oldest beyond this


def card_height(width: int) -> int:
    return round(width * CARD_RATIO)


def _shade(rgb: tuple[int, int, int], factor: float) -> tuple[int, int, int]:
    """Lighter towards white above 1, darker towards black below 1."""
    if factor >= 1:
        return tuple(round(c + (255 - c) * (factor - 1)) for c in rgb)  # type: ignore[return-value]
    return tuple(round(c * factor) for c in rgb)  # type: ignore[return-value]


def _remember(cache: dict, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """Least-recently-used lookup: a hit moves to the back, overflow drops from the front."""
    surface = cache.pop(key, None)
    if surface is None:
        surface = make()
        if len(cache) >= _CACHE_LIMIT:
            del cache[next(iter(cache))]
    cache[key] = surface
    return surface


def _finish(big: pygame.Surface, width: int, height: int) -> pygame.Surface:
    small = pygame.transform.smoothscale(big, (width, height))
    # A display-format copy blits several times faster; without a window there is none.
    return small.convert_alpha() if pygame.display.get_surface() is not None else small


def _oval_colors(deck_colors: list[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """The deck colours as quadrants, counter-clockwise from upper right.

    Diagonal quadrants share a corner only, so the first colour sits opposite the third.
    """
    c = (deck_colors * 4)[:4]
    return [c[1], c[0], c[3], c[2]]


def _four_color_oval(surface, center, rx: float, ry: float, tilt: float, colors) -> None:
    rim = rx * 0.07
    pygame.draw.polygon(surface, WHITE, sym.ellipse_points(center, rx, ry, tilt))
    for i, rgb in enumerate(_oval_colors(colors)):
        arc = sym.ellipse_points(center, rx - rim, ry - rim, tilt, 90 * i, 90 * (i + 1))
        pygame.draw.polygon(surface, rgb, [center, *arc])
    for angle in (0, 90):
        a = sym.ellipse_point(center, rx, ry, tilt, angle)
        b = sym.ellipse_point(center, rx, ry, tilt, angle + 180)
        sym.thick_line(surface, WHITE, a, b, rim * 0.7)


def _blit_centered(target: pygame.Surface, piece: pygame.Surface, center) -> None:
    target.blit(piece, piece.get_rect(center=(round(center[0]), round(center[1]))))


class CardArt:
    """Faces and backs for one game's cards, each rendered once per width and kept."""

    def __init__(self, book: CardBook, colorblind: bool = False, back: str = "game") -> None:
        self.book = book
        self._faces: dict = {}
        self._backs: dict = {}
        self._turned: dict = {}
        self._scaled: dict = {}  # faces and backs scaled from a drawn width (see `near`)
        self._drawn: dict = {}  # card code (None: the back) -> the widths drawn for it
        self.colorblind: bool | None = None
        self._language = i18n.language()
        self.back_style: str | None = None
        self.set_style(colorblind, back)

    def set_style(self, colorblind: bool, back: str) -> None:
        """Switch colour-blind marks or the back design; a change drops the drawn cards."""
        if back not in BACK_STYLES:
            raise ValueError(f"unknown card back {back!r}; expected one of {BACK_STYLES}")
        if (colorblind, back) == (self.colorblind, self.back_style):
            return  # scenes re-apply settings on every resume; keep the cards already drawn
        self.colorblind = colorblind
        self.back_style = back
        self._forget()

    def _forget(self) -> None:
        self._faces.clear()
        self._backs.clear()
        self._turned.clear()
        self._scaled.clear()
        self._drawn.clear()

    def face(self, code: str, width: int) -> pygame.Surface:
        """The face of card `code`, `width` px wide and `card_height(width)` tall."""
        return self._face(code, width)

    def name(self, code: str | None) -> str:
        """The name a card's face shows (its code when it has none)."""
        card = self.book.faces.get(code) if code is not None else None
        return (card.name or card.code) if card is not None else str(code or "")

    def warm(self, code: str, width: int) -> None:
        """Render the face of `code` at `width` into the cache, off screen, ahead of need."""
        self._face(code, width)

    def _face(self, code: str, width: int) -> pygame.Surface:
        card, width = self.book.faces[code], round(width)
        if self._language != i18n.language():
            # Framed faces carry words in the player's language: a new language, new faces.
            self._language = i18n.language()
            self._forget()
        draw = self._draw_face if card.kind in UNO_KINDS else self._draw_framed
        return _remember(self._faces, (code, width), lambda: self._drawn_at(code, width, draw))

    def back(self, width: int) -> pygame.Surface:
        width = round(width)  # layouts compute in floats; one size, one cache entry
        return _remember(self._backs, width, lambda: self._drawn_at(None, width, None))

    def _drawn_at(self, code: str | None, width: int, draw) -> pygame.Surface:
        self._drawn.setdefault(code, set()).add(width)
        if code is None:
            return self._draw_back(width)
        return draw(self.book.faces[code], width)

    def near(self, code: str | None, width: float) -> pygame.Surface:
        """The face of `code` (None: the back) `width` px wide for a card in flight, whose
        width changes every frame: as drawn, if it was drawn at that width; else scaled from
        the nearest wider width drawn (drawing a face takes milliseconds, scaling one a
        fraction of that)."""
        width = round(width)
        drawn = self._drawn.get(code, ())
        if width in drawn or not drawn:
            return self.face(code, width) if code is not None else self.back(width)
        wider = [size for size in drawn if size > width]
        source = min(wider) if wider else max(drawn)
        upright = self.face(code, source) if code is not None else self.back(source)

        def scaled() -> pygame.Surface:
            image = pygame.transform.smoothscale(upright, (width, card_height(width)))
            return image.convert_alpha() if pygame.display.get_surface() is not None else image

        return _remember(self._scaled, (code, width, source), scaled)

    def rotated(self, code: str | None, width: int, angle: float) -> pygame.Surface:
        """A face (or the back, for code None) turned `angle` degrees counter-clockwise.

        Angles round to whole degrees, so a card swinging through a tween reuses its frames.
        """
        turn, width = round(angle) % 360, round(width)
        upright = self.back(width) if code is None else self.face(code, width)
        if turn == 0:
            return upright
        return _remember(
            self._turned, (code, width, turn), lambda: pygame.transform.rotozoom(upright, turn, 1)
        )

    # Faces --------------------------------------------------------------------------------

    def _draw_framed(self, card: CardFace, width: int) -> pygame.Surface:
        scale = 3 if width < 100 else 2
        big = draw_framed_face(card, width * scale, card_height(width) * scale, scale)
        return _finish(big, width, card_height(width))

    def _draw_face(self, card: CardFace, width: int) -> pygame.Surface:
        scale = 3 if width < 100 else 2
        w, h = width * scale, card_height(width) * scale
        rgb = COLOR_RGB[card.color] if card.color else _WILD_BODY
        top, bottom = (_shade(rgb, 1.1), _shade(rgb, 0.8)) if card.color else (rgb, rgb)
        surface = sym.card_blank(w, h, sym.gradient(sym.body_size(w, h), top, bottom), scale)
        center, rx, ry = (w / 2, h / 2), w * 0.335, w * 0.6
        if card.color:
            pygame.draw.polygon(surface, WHITE, sym.ellipse_points(center, rx, ry, 30))
        else:
            _four_color_oval(surface, center, rx, ry, 30, self._deck_rgbs())
        self._draw_center(surface, card, rgb, width)
        corners = self._corner_layer(card, w, h, small=width < INDEX_MIN_WIDTH)
        surface.blit(corners, (0, 0))
        surface.blit(pygame.transform.flip(corners, True, True), (0, 0))
        return _finish(surface, width, card_height(width))

    def _deck_rgbs(self) -> list[tuple[int, int, int]]:
        return [COLOR_RGB[name] for name in self.book.palette.values()]

    def _draw_center(self, surface, card, rgb, width: int) -> None:
        w, h = surface.get_size()
        outline, shadow = w * CENTER_OUTLINE, w * 0.03
        if card.kind == "urrrhhh":
            self._draw_grab(surface, width >= _BANNER_MIN_WIDTH)
            return
        if card.kind == "wild":
            return
        fill = WHITE if card.kind == "wild4" else rgb
        # Small cards show only their centre, so it takes more of the oval; a number stays in
        # its box (a pixel inside it at the size shown), where tags and badges leave it alone.
        grow = 1.1 if width < INDEX_MIN_WIDTH else 1.0
        height = w * 0.58 * grow
        if card.kind == "number":
            height = min(height, w * (NUMBER_BOX - 2 * CENTER_OUTLINE) - 2 * w / width)
        glyph = self._symbol(card, height, w * 0.62 * grow)
        _blit_centered(surface, sym.stroked(glyph, fill, INK, outline, shadow), (w / 2, h / 2))

    @staticmethod
    def _draw_grab(surface: pygame.Surface, room_for_banner: bool) -> None:
        """The monster's hand bursting from the oval, and its cry on a torn ribbon."""
        w, h = surface.get_size()
        glyph = pygame.transform.rotozoom(sym.hand_glyph(w * 0.66), -8, 1)
        hand = sym.stroked(glyph, ZOMBIE, INK, w * 0.022, w * 0.03)
        _blit_centered(surface, hand, (w / 2, h * (0.45 if room_for_banner else 0.5)))
        if not room_for_banner:
            return
        center = (w / 2, h * 0.7)
        pygame.draw.polygon(surface, INK, sym.banner_points(center, w * 0.74, w * 0.27, -12))
        pygame.draw.polygon(
            surface, COLOR_RGB["pink"], sym.banner_points(center, w * 0.7, w * 0.22, -12)
        )
        text = sym.stroked(sym.text_glyph("URRRHHH", w * 0.11, w * 0.6), WHITE, INK, w * 0.012)
        _blit_centered(surface, pygame.transform.rotozoom(text, 12, 1), center)

    @staticmethod
    def _symbol(card, height: float, max_width: float) -> pygame.Surface:
        """The card's rank as a white glyph: number, +2, +4 or a drawn symbol."""
        if card.kind == "number":
            return sym.number_glyph(card.rank, height, max_width)
        if card.kind == "skip":
            return sym.skip_glyph(height * 1.05)
        if card.kind == "reverse":
            return sym.reverse_glyph(height * 1.1)
        if card.kind == "urrrhhh":
            return sym.hand_glyph(height * 1.3)
        label = "+2" if card.kind == "draw2" else "+4"
        return sym.text_glyph(label, height * 0.78, max_width)

    def _corner_layer(self, card, w: int, h: int, small: bool) -> pygame.Surface:
        """Top-left index and colour mark on a clear layer; turned over, it fills the far corner."""
        layer = sym.new_surface(w, h)
        border = round(w * 0.055)
        anchor = (border + w * 0.13, border + w * 0.16)
        if not small:
            if card.kind == "wild":
                _four_color_oval(layer, anchor, w * 0.065, w * 0.1, 30, self._deck_rgbs())
            else:
                glyph = self._symbol(card, w * 0.2, w * 0.22)
                _blit_centered(layer, sym.stroked(glyph, WHITE, INK, w * 0.014), anchor)
        if self.colorblind and card.color:
            name = card.color
            if small:
                self._draw_mark(layer, name, anchor, w * 0.34)
            else:
                self._draw_mark(layer, name, (anchor[0] + w * 0.01, border + w * 0.41), w * 0.26)
        return layer

    @staticmethod
    def _draw_mark(surface: pygame.Surface, color_name: str, center, size: float) -> None:
        shape = sym.SHAPES.get(color_name, "circle")
        mark = sym.stroked(sym.color_mark_glyph(shape, size), WHITE, INK, size * 0.07)
        _blit_centered(surface, mark, center)
        letter = sym.letter_in_shape(shape, color_letter(color_name), size, INK)
        _blit_centered(surface, letter, center)

    # Backs --------------------------------------------------------------------------------

    def _draw_back(self, width: int) -> pygame.Surface:
        scale = 3 if width < 100 else 2
        w, h = width * scale, card_height(width) * scale
        style = self.back_style
        if style == "game" and has_look(self.book.game):
            big = draw_own_back(w, h, scale, look(self.book.game), self.book.game)
            return _finish(big, width, card_height(width))
        draw = {"classic": _classic_back, "midnight": _midnight_back, "ghoul": _ghoul_back}
        return _finish(draw.get(style, _classic_back)(w, h, scale), width, card_height(width))


def _classic_back(w: int, h: int, scale: int) -> pygame.Surface:
    body = sym.gradient(sym.body_size(w, h), (176, 28, 36), (104, 12, 20))
    card = sym.card_blank(w, h, body, scale)
    center = (w / 2, h / 2)
    pygame.draw.polygon(card, GOLD, sym.ellipse_points(center, w * 0.36, w * 0.62, 30))
    pygame.draw.polygon(card, INK, sym.ellipse_points(center, w * 0.34, w * 0.6, 30))
    top, bottom = (
        sym.stroked(sym.text_glyph(word, w * 0.13, w * 0.6), GOLD, INK, w * 0.016, w * 0.02)
        for word in ("MONSTER", "TABLE")
    )
    logo = sym.new_surface(max(top.get_width(), bottom.get_width()), top.get_height() * 2.1)
    _blit_centered(logo, top, (logo.get_width() / 2, top.get_height() / 2))
    _blit_centered(
        logo, bottom, (logo.get_width() / 2, logo.get_height() - bottom.get_height() / 2)
    )
    _blit_centered(card, pygame.transform.rotozoom(logo, 26, 1), center)
    return card


def _midnight_back(w: int, h: int, scale: int) -> pygame.Surface:
    body = sym.gradient(sym.body_size(w, h), (30, 44, 112), (8, 12, 46))
    bw, bh = body.get_size()
    stars = random.Random(1961)  # the same sky on every card
    for _ in range(46):
        x, y = stars.uniform(0.1, 0.9) * bw, stars.uniform(0.07, 0.93) * bh
        if abs(x - bw / 2) < bw * 0.3 and abs(y - bh / 2) < bw * 0.3:
            continue  # keep the moon's patch of sky clear
        glow = stars.choice(((255, 238, 170), (200, 210, 255), (150, 160, 210)))
        if stars.random() < 0.35:
            pygame.draw.polygon(
                body, glow, sym.sparkle_points((x, y), w * stars.uniform(0.025, 0.045))
            )
        else:
            pygame.draw.circle(body, glow, (x, y), w * stars.uniform(0.006, 0.012))
    frame = body.get_rect().inflate(-w * 0.05, -w * 0.05)
    pygame.draw.rect(body, GOLD, frame, max(1, scale), border_radius=round(w * 0.04))
    card = sym.card_blank(w, h, body, scale)
    moon = sym.stroked(sym.moon_glyph(w * 0.44), (252, 232, 160), INK, w * 0.012, w * 0.02)
    _blit_centered(card, moon, (w / 2, h / 2))
    return card


def _ghoul_back(w: int, h: int, scale: int) -> pygame.Surface:
    body = sym.new_surface(*sym.body_size(w, h))
    body.fill((92, 36, 140))
    bw, bh = body.get_size()
    stripe = w * 0.11
    x = -bh
    while x < bw + bh:
        band = [(x, 0), (x + stripe, 0), (x + stripe + bh, bh), (x + bh, bh)]
        pygame.draw.polygon(body, (46, 134, 70), band)
        x += stripe * 2.2
    card = sym.card_blank(w, h, body, scale)
    center = (w / 2, h / 2)
    pygame.draw.circle(card, (150, 230, 90), center, w * 0.33)
    pygame.draw.circle(card, INK, center, w * 0.3)
    skull = sym.stroked(sym.skull_glyph(w * 0.44), (238, 234, 214), INK, w * 0.016)
    _blit_centered(card, skull, center)
    return card


_swatches: dict = {}


def color_letter(color_name: str) -> str:
    """The letter (or two) of a colour in colour-blind mode, in the player's language: each
    colour's own within a language (Spanish azul and amarillo: Az, Am)."""
    return i18n.t_or(f"color.letter.{color_name}", color_name[0].upper())


def color_swatch(color_name: str, size: int, colorblind: bool = False) -> pygame.Surface:
    """A round chip of a colour, for the colour picker and the current-colour light.

    In colour-blind mode the chip also carries the colour's shape and letter.
    """
    key = (color_name, size, colorblind, i18n.language())
    return _remember(_swatches, key, lambda: _draw_swatch(color_name, size, colorblind))


def _draw_swatch(color_name: str, size: int, colorblind: bool) -> pygame.Surface:
    big = size * 3
    chip = sym.new_surface(big, big)
    c, r = (big / 2, big / 2), big / 2
    rgb = COLOR_RGB[color_name]
    pygame.draw.circle(chip, INK, c, r)
    pygame.draw.circle(chip, WHITE, c, r * 0.92)
    pygame.draw.circle(chip, _shade(rgb, 1.35), c, r * 0.8)
    # The main disc sits a touch low-right, leaving a lit crescent top-left.
    pygame.draw.circle(chip, rgb, (c[0] + r * 0.04, c[1] + r * 0.04), r * 0.75)
    if colorblind:
        shape = sym.SHAPES.get(color_name, "circle")
        mark_size = big * 0.5
        mark = sym.stroked(sym.color_mark_glyph(shape, mark_size), WHITE, INK, big * 0.025)
        _blit_centered(chip, mark, c)
        letter = sym.letter_in_shape(shape, color_letter(color_name), mark_size, INK)
        _blit_centered(chip, letter, c)
    return _finish(chip, size, size)

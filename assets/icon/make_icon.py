"""Draw the application icon: two fanned cards on a felt disc, the front one with a monster eye.

    python assets/icon/make_icon.py [OUT_DIR]

writes `monster-table.png` (256 x 256) and `monster-table.ico` (16 to 256 pixels, PNG-compressed
entries) into OUT_DIR, by default this folder. Only pygame is needed, with nothing initialised
(no window, no sound): the shapes are drawn four times too large and scaled down smoothly, since
pygame's shapes have no anti-aliasing.
The same pygame version draws the same bytes, so running it again changes nothing.
"""

from __future__ import annotations

import io
import math
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

NAME = "monster-table"
SIZE = 256
SCALE = 4
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)

FELT = (18, 84, 56)
FELT_EDGE = (10, 52, 35)
WHITE = (255, 255, 255)
INK = (24, 22, 30)
RED = (218, 36, 42)
BLUE = (18, 98, 196)
GOLD = (250, 206, 46)
ZOMBIE = (132, 204, 84)


def _card(width: int, height: int, body: tuple[int, int, int], eye: bool) -> pygame.Surface:
    """One upright card: white border, coloured body, a tilted oval and maybe the eye."""
    card = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = width // 9
    pygame.draw.rect(card, INK, card.get_rect(), border_radius=radius)
    edge = card.get_rect().inflate(-6 * SCALE, -6 * SCALE)
    pygame.draw.rect(card, WHITE, edge, border_radius=radius)
    inner = card.get_rect().inflate(-width // 6, -width // 6)
    pygame.draw.rect(card, body, inner, border_radius=radius // 2)
    oval = pygame.Surface((int(inner.width * 0.8), int(inner.height * 0.62)), pygame.SRCALPHA)
    pygame.draw.ellipse(oval, WHITE, oval.get_rect())
    oval = pygame.transform.rotate(oval, 28)
    card.blit(oval, oval.get_rect(center=inner.center))
    if eye:
        center = inner.center
        r = inner.width * 0.3
        pygame.draw.circle(card, INK, center, r + 3 * SCALE)
        pygame.draw.circle(card, ZOMBIE, center, r)
        pupil = pygame.Rect(0, 0, r * 0.55, r * 1.6)
        pupil.center = center
        pygame.draw.ellipse(card, INK, pupil)
        pygame.draw.circle(card, WHITE, (center[0] + r * 0.42, center[1] - r * 0.42), r * 0.2)
        # Two small fangs under the eye.
        for side in (-1, 1):
            x = center[0] + side * r * 0.45
            top = center[1] + r * 1.25
            pygame.draw.polygon(
                card,
                INK,
                [(x - r * 0.2, top), (x + r * 0.2, top), (x, top + r * 0.45)],
            )
    return card


def draw_icon(size: int = SIZE) -> pygame.Surface:
    """The icon at `size` pixels square, with a transparent background."""
    big = size * SCALE
    surface = pygame.Surface((big, big), pygame.SRCALPHA)
    center = (big / 2, big / 2)
    pygame.draw.circle(surface, FELT_EDGE, center, big * 0.49)
    pygame.draw.circle(surface, FELT, center, big * 0.45)
    width = int(big * 0.46)
    height = int(width * 1.5)
    for body, angle, dx, eye in ((BLUE, 16, -0.1, False), (RED, -10, 0.08, True)):
        card = pygame.transform.rotozoom(_card(width, height, body, eye), angle, 1)
        spot = (center[0] + dx * big, center[1] + 0.01 * big)
        surface.blit(card, card.get_rect(center=spot))
    # A gold spark in the corner, like the table's glow.
    spark = (big * 0.8, big * 0.2)
    points = []
    for k in range(8):
        radius = big * (0.1 if k % 2 == 0 else 0.035)
        angle = math.pi / 4 * k
        points.append((spark[0] + radius * math.sin(angle), spark[1] - radius * math.cos(angle)))
    pygame.draw.polygon(surface, INK, points, width=2 * SCALE)
    pygame.draw.polygon(surface, GOLD, points)
    return pygame.transform.smoothscale(surface, (size, size))


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, f"{NAME}.png")
    return buffer.getvalue()


def ico_bytes(images: list[tuple[int, bytes]]) -> bytes:
    """A Windows icon file whose entries are PNG images (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = [], []
    for size, data in images:
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def write_icons(out_dir: Path) -> tuple[Path, Path]:
    """Write the PNG and the ICO into `out_dir`; returns their paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    master = draw_icon(SIZE * 2)
    sizes = {size: pygame.transform.smoothscale(master, (size, size)) for size in ICO_SIZES}
    png_path = out_dir / f"{NAME}.png"
    ico_path = out_dir / f"{NAME}.ico"
    png_path.write_bytes(png_bytes(sizes[SIZE]))
    ico_path.write_bytes(ico_bytes([(size, png_bytes(sizes[size])) for size in ICO_SIZES]))
    return png_path, ico_path


def main(argv: list[str]) -> int:
    out_dir = Path(argv[0]) if argv else Path(__file__).resolve().parent
    for path in write_icons(out_dir):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

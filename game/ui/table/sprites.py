"""Cards in flight and the banners that float over the table."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class CardSprite:
    """A card drawn at a free position: moving from zone to zone, or being dragged."""

    card: str | None  # the face, or None for a card back
    x: float
    y: float
    angle: float = 0.0
    width: float = 80.0
    face_up: float = 1.0  # 1 face up, 0 face down; in between it is turning over
    alpha: float = 255.0
    tint: float = 0.0  # 0 its colours, 1 grey (a card knocked out)
    # The table's instance it stands for while it moves (a blow's cards): its numbers and, for
    # a seat's figure (`seat`), the seat's counters are drawn on it as on the table.
    instance: str | None = None
    seat: int | None = None


MIDDLE_BANNERS = 2  # banners shown at once in the middle of the table
BANNER_FADE = 0.25  # seconds a banner takes to fade in, and out
BANNER_PADDING = (28, 14)  # how much wider and taller a banner's pill is than its words


def banner_padding(ui: float) -> tuple[float, float]:
    """The padding of a banner's pill on a table drawn at `ui` times its size: as at
    1280x800 in a smaller window, growing with the scale in a larger one."""
    grown = max(1.0, ui)
    return BANNER_PADDING[0] * grown, BANNER_PADDING[1] * grown


def banner_height(ui: float) -> float:
    """How tall a banner's pill is (its words written `ui` times the usual size, see
    Renderer.banners), and the band the layout keeps for the news of the middle of the table."""
    return max(22, int(34 * ui)) * 0.8 + banner_padding(ui)[1] + 2


@dataclass
class Banner:
    """A short message over the table that fades out by itself."""

    text: str
    seconds: float
    color: tuple[int, int, int] = (246, 196, 64)
    at: tuple[float, float] | None = None  # None: the middle of the table
    age: float = 0.0
    slot: int = 0  # in the middle of the table: its row, counted up from above the piles
    middle: bool = False  # it takes a row of the middle of the table (its `at` set there)
    size: float = 1.0  # its words this many times the usual size (the end of a game: 1.6)
    room: float | None = None  # in the middle of the table: how wide its row leaves it

    @property
    def alive(self) -> bool:
        return self.age < self.seconds

    @property
    def opacity(self) -> float:
        fading_in, fading_out = self.age / BANNER_FADE, (self.seconds - self.age) / BANNER_FADE
        return max(0.0, min(1.0, fading_in, fading_out))

    def fade_out(self) -> None:
        """Start fading now, from the opacity it has (it is gone within one fade)."""
        opacity = self.opacity
        self.seconds = min(self.seconds, self.age + BANNER_FADE * opacity)

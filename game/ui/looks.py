"""Each game's own look: the colour and weave of its felt, and the design of its card back.

A look is data, keyed by ruleset id; a game without one (a game added later, a test's own)
has the plain green felt and the classic back. The felt is drawn by `theme.felt_background`
once per size and game, the back by `cardart` once per width: nothing here is drawn per frame.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]

# The weaves a felt or a back may have (see theme.py and cardart_backs.py, which draw them).
FELT_PATTERNS = ("plain", "weave", "dots", "diamonds", "hexes", "crosshatch")
BACK_PATTERNS = ("rays", "dots", "checks", "hexes", "chevrons")


@dataclass(frozen=True)
class Look:
    """The felt (`felt` in the middle, `felt_edge` at the edges, `felt_pattern` over them)
    and the back (`back_top` to `back_bottom`, `back_pattern` in `back_ink`, the emblem
    `emblem` of the manifest in `emblem_color` on a disc of `back_trim`)."""

    felt: RGB
    felt_edge: RGB
    felt_pattern: str
    back_top: RGB
    back_bottom: RGB
    back_pattern: str
    back_ink: RGB
    back_trim: RGB
    emblem_color: RGB


PLAIN = Look(
    felt=(18, 84, 56),
    felt_edge=(10, 52, 35),
    felt_pattern="plain",
    back_top=(176, 28, 36),
    back_bottom=(104, 12, 20),
    back_pattern="rays",
    back_ink=(204, 52, 58),
    back_trim=(250, 206, 46),
    emblem_color=(250, 206, 46),
)

LOOKS: dict[str, Look] = {
    # Green baize with a fine weave; a red back with rays and a star of many colours.
    "uno": Look(
        felt=(20, 92, 60),
        felt_edge=(9, 50, 33),
        felt_pattern="weave",
        back_top=(196, 30, 38),
        back_bottom=(112, 10, 20),
        back_pattern="rays",
        back_ink=(220, 60, 62),
        back_trim=(250, 206, 46),
        emblem_color=(250, 206, 46),
    ),
    # A purple felt dotted faintly; a pink back with polka dots and a zombie's hand.
    "uno-monster-high": Look(
        felt=(78, 40, 104),
        felt_edge=(36, 16, 54),
        felt_pattern="dots",
        back_top=(222, 70, 150),
        back_bottom=(120, 30, 110),
        back_pattern="dots",
        back_ink=(246, 130, 196),
        back_trim=(24, 22, 30),
        emblem_color=(150, 230, 90),
    ),
    # A deep teal felt with a diamond lattice; an orange back in checks and a dragon's head.
    "uno-mostro": Look(
        felt=(18, 80, 92),
        felt_edge=(8, 38, 48),
        felt_pattern="diamonds",
        back_top=(236, 124, 36),
        back_bottom=(150, 52, 14),
        back_pattern="checks",
        back_ink=(250, 160, 70),
        back_trim=(24, 22, 30),
        emblem_color=(255, 226, 150),
    ),
    # A night-blue felt of faint hexagons; a teal back of hexagons and a paw print.
    "kmon": Look(
        felt=(28, 64, 118),
        felt_edge=(12, 28, 62),
        felt_pattern="hexes",
        back_top=(24, 150, 160),
        back_bottom=(14, 64, 96),
        back_pattern="hexes",
        back_ink=(70, 190, 196),
        back_trim=(236, 244, 250),
        emblem_color=(236, 244, 250),
    ),
    # An oxblood felt, cross-hatched like canvas; a steel back of chevrons and a griffin shield.
    "shield-war": Look(
        felt=(104, 36, 38),
        felt_edge=(52, 14, 18),
        felt_pattern="crosshatch",
        back_top=(88, 104, 126),
        back_bottom=(34, 42, 58),
        back_pattern="chevrons",
        back_ink=(116, 134, 156),
        back_trim=(214, 176, 84),
        emblem_color=(214, 176, 84),
    ),
}


def look(game: str | None) -> Look:
    """The look of the game `game` (a ruleset id); the plain one for None or a game without."""
    return LOOKS.get(game or "", PLAIN)


def has_look(game: str | None) -> bool:
    """Whether the game `game` has a look of its own (a felt and a back)."""
    return (game or "") in LOOKS

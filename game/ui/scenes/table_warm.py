"""The cards' faces rendered at the table's sizes ahead of need, in what is left of each frame,
so that no animation waits for one and the table opens at once."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator

from game.ui.cardart import CardArt
from game.ui.spare import CostGuess

FIRST_GUESS = 0.0015  # seconds a face takes to render, until one has been timed
MOST_GUESS = 0.004  # the guess never grows past this: a slow face once does not stop the work


class FaceWarmer:
    """Renders with `art` the back and every face of `faces` at each width `widths` gives
    (read when the work starts: the table's card sizes then). It owns the work still to do."""

    def __init__(
        self,
        art: CardArt,
        faces: Iterable[str],
        widths: Callable[[], Iterable[int]],
        clock: Callable[[], float] = time.perf_counter,
        first: Callable[[], Iterable[str]] = tuple,
    ):
        self.art, self.faces, self._widths, self._clock = art, faces, widths, clock
        self._first = first  # the faces on the table now: rendered before the others
        self._warming: Iterator[None] | None = None  # the faces still to render
        self._guess = CostGuess(FIRST_GUESS, MOST_GUESS)  # how long the next face may take

    def restart(self) -> None:
        """Start again from the first face (the table's sizes changed)."""
        self._warming = self._faces_to_warm()

    @property
    def done(self) -> bool:
        return self._warming is None

    def _faces_to_warm(self) -> Iterator[None]:
        widths = sorted(set(self._widths()))
        for width in widths:
            self.art.back(width)
            yield
        faces = set(self.faces)
        for code in dict.fromkeys([*(c for c in self._first() if c in faces), *self.faces]):
            for width in widths:
                self.art.warm(code, width)
                yield

    def some(self, until: float) -> None:
        """Render faces ahead of need while each one, as long as the last ones took, ends
        before the clock (`time.perf_counter`) reaches `until`: a busy frame renders none."""
        clock = self._clock
        while self._warming is not None and self._guess.fits(clock(), until):
            started = clock()
            if next(self._warming, False) is False:
                self._warming = None
                return
            self._guess.timed(clock() - started)


def faces_in_sight(view: dict) -> list[str]:
    """The faces a seat's view shows on the table (a board's as its cards), in table order."""
    cards = (
        card.get("card") if isinstance(card, dict) else card
        for shown in view["zones"].values()
        for card in shown["cards"] or ()
    )
    return [card for card in cards if isinstance(card, str)]

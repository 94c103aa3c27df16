"""The cards' faces rendered at the table's sizes ahead of need, a little each frame, so that
no animation waits for one and the table opens at once."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator

from game.ui.cardart import CardArt

WARM_SECONDS = 0.003  # a frame spends at most this long rendering card faces ahead of need


class FaceWarmer:
    """Renders with `art` the back and every face of `faces` at each width `widths` gives
    (read when the work starts: the table's card sizes then). It owns the work still to do."""

    def __init__(self, art: CardArt, faces: Iterable[str], widths: Callable[[], Iterable[int]]):
        self.art, self.faces, self._widths = art, faces, widths
        self._warming: Iterator[None] | None = None  # the faces still to render

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
        for code in self.faces:
            for width in widths:
                self.art.warm(code, width)
                yield

    def some(self, seconds: float | None = None) -> None:
        """Render faces ahead of need for at most `seconds` (WARM_SECONDS by default)."""
        if self._warming is None:
            return
        deadline = time.perf_counter() + (WARM_SECONDS if seconds is None else seconds)
        while time.perf_counter() < deadline:
            if next(self._warming, False) is False:
                self._warming = None
                return

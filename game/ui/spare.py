"""Work done in what is left of a frame (a scene's `idle`): a piece is begun only when, as long
as the last pieces took, it ends before the frame's time is up."""

from __future__ import annotations

# How much of the guess is kept each time it leaves a piece undone: a guess grown past every
# frame's spare time (after a slow piece, a picture read from its file, say) comes down again
# in a few frames, and the work goes on, timed anew, instead of stopping for good.
FORGET = 0.8


class CostGuess:
    """How long the next piece of some work may take, in seconds: `first` until one has been
    timed, then a running average of the last ones, never past `most` (a slow piece once does
    not stop the work); each frame it leaves without a piece done it comes down a little, to
    no less than `first`."""

    def __init__(self, first: float, most: float = float("inf")):
        self.seconds, self.most, self.first = first, most, first
        self._worked = False  # a piece was timed since the guess last said no

    def fits(self, now: float, until: float) -> bool:
        """Whether a piece begun at `now` ends, by the guess, before `until`."""
        if now + self.seconds <= until:
            return True
        if not self._worked and self.seconds > self.first:
            self.seconds = max(self.first, self.seconds * FORGET)
        self._worked = False
        return False

    def timed(self, took: float) -> None:
        """A piece took `took` seconds: the guess moves towards it."""
        self.seconds = min(self.most, 0.7 * self.seconds + 0.3 * took)
        self._worked = True

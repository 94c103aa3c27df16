"""Work done in what is left of a frame (a scene's `idle`): a piece is begun only when, as long
as the last pieces took, it ends before the frame's time is up."""

from __future__ import annotations


class CostGuess:
    """How long the next piece of some work may take, in seconds: `first` until one has been
    timed, then a running average of the last ones, never past `most` (a slow piece once does
    not stop the work)."""

    def __init__(self, first: float, most: float = float("inf")):
        self.seconds, self.most = first, most

    def fits(self, now: float, until: float) -> bool:
        """Whether a piece begun at `now` ends, by the guess, before `until`."""
        return now + self.seconds <= until

    def timed(self, took: float) -> None:
        """A piece took `took` seconds: the guess moves towards it."""
        self.seconds = min(self.most, 0.7 * self.seconds + 0.3 * took)

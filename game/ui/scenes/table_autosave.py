"""The game kept in the autosave slot as it goes, written off the frame loop."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.persist.saves import AUTOSAVE_SLOT, save_game


class Autosaver:
    """Writes each snapshot of the game given to it (`keep`) in a worker thread, one write at
    a time and in order, so that a frame never waits for the disk. It owns the worker, the
    write under way and whether it still writes at all (`enabled`: False once another game
    takes the table). `write` puts a snapshot on disk (the autosave slot by default).

    For a table, `snapshot` takes the game as it stands and `wanted` says whether it is kept
    now (not while the computer plays alone, nor once the game is over): `save` then keeps it."""

    def __init__(
        self,
        write: Callable[[dict[str, Any]], Any] | None = None,
        snapshot: Callable[[], dict[str, Any]] | None = None,
        wanted: Callable[[], bool] = lambda: True,
    ):
        self._write = write or (lambda saved: save_game(AUTOSAVE_SLOT, saved))
        self._snapshot, self._wanted = snapshot, wanted
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._saving: Future | None = None
        self.enabled = True

    def save(self, wait: bool = False) -> None:
        """Keep the game as it stands now (a snapshot taken between frames), when it is wanted."""
        if self.enabled and self._snapshot is not None and self._wanted():
            self.keep(self._snapshot(), wait)

    def stop(self) -> None:
        """Another game takes the table: the game as it stands is written now, and nothing
        more after it (not even on the table's way out)."""
        self.save(wait=True)
        self.enabled = False

    def keep(self, saved: dict[str, Any], wait: bool = False) -> None:
        """Write `saved` (a snapshot taken between frames) after the write under way; `wait`:
        until it is on disk."""
        if not self.enabled:
            return
        self.flush()  # one write at a time, in order
        self._saving = self._worker.submit(self._write, saved)
        if wait:
            self.flush()

    def flush(self) -> None:
        """Wait until the last write is on disk."""
        if self._saving is not None:
            self._saving.exception()

    def failure(self) -> BaseException | None:
        """The error of the last write once it is done, told once (None: none, or not yet)."""
        saving = self._saving
        if saving is None or not saving.done():
            return None
        self._saving = None
        return saving.exception()

    def close(self) -> None:
        """Finish the last write and let the worker go."""
        self._worker.shutdown(wait=True)

"""`python -m game` and the `monster-table` command: the app, or a headless command."""

from __future__ import annotations

import os
import sys


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep the commands' output clean
    from game.cli import run

    return run(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    # In the packaged app the computer players' worker process starts from this executable.
    from multiprocessing import freeze_support

    freeze_support()
    sys.exit(main())

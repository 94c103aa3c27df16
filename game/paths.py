"""Where the program finds its bundled data, from source or from a packaged build."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_root() -> Path:
    """The folder that holds `cards/` and `assets/`.

    A PyInstaller build unpacks them beside the executable's internals (`sys._MEIPASS`);
    from source they sit at the top of the checkout, one level above the package.
    """
    bundled = getattr(sys, "_MEIPASS", None)
    if bundled:
        return Path(bundled)
    return Path(__file__).resolve().parent.parent


def cards_dir() -> Path:
    return resource_root() / "cards"


def assets_dir() -> Path:
    return resource_root() / "assets"

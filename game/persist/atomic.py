"""Writing a file so that a crash leaves either the old file or the new one, never half."""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

TEMPORARY_NAME = 64  # characters of the file's name a temporary's name repeats


def write_text_atomic(path: Path, text: str, make_folder: bool = True) -> None:
    """Write `text` to a temporary file beside `path` and rename it over `path`; the folder is
    made first unless `make_folder` is False (then a missing folder is an OSError)."""
    if make_folder:
        path.parent.mkdir(parents=True, exist_ok=True)
    # A long name would make the temporary's longer than a name may be: it repeats a part.
    prefix = f".{path.name[:TEMPORARY_NAME]}."
    fd, temporary = tempfile.mkstemp(prefix=prefix, suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise


TEMPORARY_PATTERN = ".*.tmp"
STALE_AFTER_SECONDS = 3600.0  # no write takes this long: a temporary this old was abandoned


def sweep_temporaries(folder: Path, older_than: float = STALE_AFTER_SECONDS) -> int:
    """Remove what writes killed halfway left in `folder` (only files named as ours are).

    A temporary younger than `older_than` may belong to a write going on now, in another
    window of the app, and is left. Returns how many were removed.
    """
    removed = 0
    now = time.time()
    try:
        candidates = list(folder.glob(TEMPORARY_PATTERN))
    except OSError:
        return 0
    for path in candidates:
        try:
            if path.is_file() and now - path.stat().st_mtime > older_than:
                path.unlink()
                removed += 1
        except OSError:
            continue  # gone already, or not ours to remove
    return removed


def write_json_atomic(path: Path, data: Any) -> None:
    write_text_atomic(path, json.dumps(data, indent=1, sort_keys=True) + "\n")

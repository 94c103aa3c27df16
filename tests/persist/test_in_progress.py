"""The autosave slot and the unfinished games kept beside it."""

from __future__ import annotations

from datetime import datetime

from game.persist.in_progress import is_autosave, reopen_unfinished, unfinished_stamp
from game.persist.saves import AUTOSAVE_SLOT, keep_unfinished, slot_path


def _write(slot: str, text: str) -> None:
    path = slot_path(slot)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_a_kept_slot_tells_when_it_was_kept_and_no_other_does():
    assert unfinished_stamp("unfinished-2026-12-04-150212") == (datetime(2026, 12, 4, 15, 2, 12), 1)
    assert unfinished_stamp("unfinished-2026-12-04-150212-3") == (
        datetime(2026, 12, 4, 15, 2, 12),
        3,
    )
    for slot in ("autosave", "uno-20261204-150212", "unfinished-2026-13-04-150212", "unfinished-"):
        assert unfinished_stamp(slot) is None, slot


def test_what_keep_unfinished_names_is_read_back():
    _write(AUTOSAVE_SLOT, "{}")
    kept = keep_unfinished()
    when, number = unfinished_stamp(kept)
    assert number == 1 and abs((datetime.now() - when).total_seconds()) < 60


def test_a_kept_game_goes_back_into_a_free_autosave_slot_only():
    _write("unfinished-2026-12-04-150212", "kept")
    _write(AUTOSAVE_SLOT, "in progress")
    assert not reopen_unfinished(slot_path("unfinished-2026-12-04-150212"))  # not over it
    assert slot_path(AUTOSAVE_SLOT).read_text(encoding="utf-8") == "in progress"

    slot_path(AUTOSAVE_SLOT).unlink()
    assert reopen_unfinished(slot_path("unfinished-2026-12-04-150212"))
    assert slot_path(AUTOSAVE_SLOT).read_text(encoding="utf-8") == "kept"
    assert not slot_path("unfinished-2026-12-04-150212").exists()
    assert is_autosave(slot_path(AUTOSAVE_SLOT))


def test_any_other_save_stays_where_it_is():
    _write("mine", "a save")
    assert not reopen_unfinished(slot_path("mine"))
    assert slot_path("mine").is_file() and not slot_path(AUTOSAVE_SLOT).exists()
    assert not is_autosave(slot_path("mine"))

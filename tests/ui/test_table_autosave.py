"""The autosave on its own: snapshots are written off the frame loop, in order; a failed write
is told once; once stopped, nothing more is written."""

from __future__ import annotations

import threading

from game.ui.scenes.table_autosave import Autosaver


def test_snapshots_are_written_in_order_in_a_worker_thread():
    written, threads = [], []

    def write(saved):
        threads.append(threading.current_thread().name)
        written.append(saved["n"])

    saver = Autosaver(write)
    for n in range(5):
        saver.keep({"n": n})
    saver.flush()
    assert written == [0, 1, 2, 3, 4]
    assert all(name.startswith("autosave") for name in threads)
    assert saver.failure() is None
    saver.close()


def test_a_failed_write_is_told_once():
    def write(saved):
        raise OSError("disk full")

    saver = Autosaver(write)
    saver.keep({"n": 1}, wait=True)
    error = saver.failure()
    assert isinstance(error, OSError) and "disk full" in str(error)
    assert saver.failure() is None
    saver.close()


def test_once_stopped_nothing_more_is_written():
    written = []
    saver = Autosaver(written.append)
    saver.enabled = False
    saver.keep({"n": 1}, wait=True)
    assert written == []
    saver.close()


def test_a_table_keeps_its_game_only_while_wanted_and_not_after_stop():
    written, state = [], {"n": 0, "wanted": True}
    saver = Autosaver(
        written.append, snapshot=lambda: {"n": state["n"]}, wanted=lambda: state["wanted"]
    )
    saver.save(wait=True)
    state.update(n=1, wanted=False)
    saver.save(wait=True)  # the computer plays alone, or the game is over: nothing is written
    state.update(n=2, wanted=True)
    saver.stop()  # the game as it stands is written, then nothing more
    state["n"] = 3
    saver.save(wait=True)
    assert written == [{"n": 0}, {"n": 2}]
    saver.close()

"""The routing of the table's input events on its own, with fakes for the parts: which part
gets an event depends on what lies over the table."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.ui.scenes.table_events import TableEvents


class _Parts:
    """Fakes of the parts an event may go to; `calls` says who got what, in order."""

    def __init__(self, summary=None, revealed=None, confirm=None, log_takes=None, paying=False):
        self.calls: list[str] = []
        self.summary, self.revealed = summary, revealed
        calls = self.calls
        self.input = SimpleNamespace(pointer=None, drag=None, seen=lambda e: calls.append("seen"))
        self.gamelog = SimpleNamespace(event=lambda e, pointer, free: log_takes)
        self.controls = SimpleNamespace(
            confirm=confirm,
            buttons=[],
            choosers=SimpleNamespace(event=lambda e: None),
            rebuild=lambda: calls.append("rebuild"),
            payment=SimpleNamespace(cancel=self._cancel_payment),
        )
        self.paying = paying
        self.pointer = SimpleNamespace(
            motion=lambda pos: calls.append(f"motion {pos}") or True,
            down=lambda pos: calls.append(f"down {pos}") or True,
            up=lambda pos: calls.append(f"up {pos}") or True,
            key=lambda key: calls.append(f"key {pygame.key.name(key)}") or True,
        )
        self.events = TableEvents(
            self.input,
            self.gamelog,
            self.controls,
            self.pointer,
            summary=lambda: self.summary,
            revealed=lambda: self.revealed,
            close_revealed=self._close,
            pause=lambda: calls.append("pause"),
            toggle_log=lambda: calls.append("toggle log") or True,
            undo=lambda: calls.append("undo") or True,
        )

    def _cancel_payment(self) -> bool:
        if not self.paying:
            return False
        self.calls.append("cancel payment")
        self.paying = False
        return True

    def _close(self):
        self.calls.append("close revealed")
        self.revealed = None


def _key(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod)


def _down(pos=(10, 20)):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def test_escape_closes_what_is_open_before_it_opens_the_pause_menu():
    parts = _Parts(revealed=("Ann", ["r5"]), confirm={"buttons": []})
    assert parts.events.route(_key(pygame.K_ESCAPE))
    assert parts.calls == ["close revealed"] and parts.controls.confirm is None
    assert parts.events.route(_key(pygame.K_ESCAPE))
    assert parts.calls == ["close revealed", "pause"]


def test_escape_leaves_a_payment_being_chosen_before_it_opens_the_pause_menu():
    parts = _Parts(paying=True)
    assert parts.events.route(_key(pygame.K_ESCAPE))
    assert parts.calls == ["cancel payment"]
    assert parts.events.route(_key(pygame.K_ESCAPE))
    assert parts.calls == ["cancel payment", "pause"]


def test_with_nothing_open_the_pointer_and_keys_reach_the_table():
    parts = _Parts()
    assert parts.events.route(_down())
    assert parts.events.route(_key(pygame.K_d))
    assert parts.events.route(_key(pygame.K_z, pygame.KMOD_CTRL))
    assert parts.calls == ["seen", "down (10, 20)", "seen", "key d", "seen", "undo"]


def test_a_revealed_hand_takes_the_click_and_the_table_does_not():
    parts = _Parts(revealed=("Ann", ["r5"]))
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1)
    assert parts.events.route(up)
    assert parts.calls == ["seen", "close revealed", "rebuild"]
    assert parts.revealed is None


def test_a_rounds_summary_and_a_question_keep_the_table_from_the_pointer():
    summary_button = SimpleNamespace(handle_event=lambda e: False)
    parts = _Parts(summary={"button": summary_button})
    assert not parts.events.route(_down())
    parts = _Parts(confirm={"buttons": []})
    assert not parts.events.route(_down())
    assert "down (10, 20)" not in parts.calls


def test_the_log_answers_first_and_its_fold_key_toggles_it():
    parts = _Parts(log_takes="toggle")
    assert parts.events.route(_key(pygame.K_l))
    assert parts.calls == ["seen", "toggle log"]
    parts = _Parts(log_takes=True)
    assert parts.events.route(_down())
    assert parts.calls == ["seen"]

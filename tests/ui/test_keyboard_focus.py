"""The keyboard's focus on its own, without a scene: a list of widgets and the keys."""

from __future__ import annotations

import pygame

from game.ui.scenes.common import KeyboardFocus
from game.ui.widgets import Button, Choice, TextInput, Widget


def key(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="")


def test_the_keys_move_round_the_widgets_it_is_given():
    pressed: list[str] = []
    widgets: list[Widget] = [
        Button("a", "A", lambda: pressed.append("a")),
        Widget("label"),  # not something the keys stop on
        Button("b", "B", lambda: pressed.append("b")),
        Button("c", "C", lambda: pressed.append("c")),
    ]
    widgets[3].enabled = False  # nor is a button that is off
    focus = KeyboardFocus(lambda: widgets)
    assert focus.focus_id is None and focus.focused() is None
    assert [w.id for w in focus.focusable()] == ["a", "b"]
    assert focus.keyboard(key(pygame.K_DOWN)) and focus.focus_id == "a"
    assert focus.keyboard(key(pygame.K_TAB)) and focus.focus_id == "b"
    assert focus.keyboard(key(pygame.K_DOWN)) and focus.focus_id == "a"  # round the list
    assert focus.keyboard(key(pygame.K_TAB, pygame.KMOD_LSHIFT)) and focus.focus_id == "b"
    assert focus.keyboard(key(pygame.K_RETURN)) and pressed == ["b"]
    assert not focus.keyboard(key(pygame.K_a))  # not a key it is about
    assert not focus.keyboard(pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(1, 1)))
    assert focus.focus_id is None  # the pointer took over


def test_the_focus_follows_a_rebuild_by_id():
    widgets: list[Widget] = [Button("a", "A", lambda: None), Button("b", "B", lambda: None)]
    focus = KeyboardFocus(lambda: widgets)
    focus.keyboard(key(pygame.K_UP))  # from nothing, Up goes to the last
    assert focus.focus_id == "b"
    widgets[:] = [Button("b", "B", lambda: None), Button("a", "A", lambda: None)]
    assert focus.focused() is widgets[0]


def test_choices_step_and_text_fields_take_the_typing():
    chosen: list[int] = []
    choice = Choice("n", "N", [(1, "one"), (2, "two")], 1, chosen.append)
    field = TextInput("name", "Ann")
    widgets: list[Widget] = [choice, field]
    focus = KeyboardFocus(lambda: widgets)
    focus.keyboard(key(pygame.K_DOWN))
    assert focus.keyboard(key(pygame.K_RIGHT)) and choice.value == 2
    focus.keyboard(key(pygame.K_DOWN))
    assert focus.focused() is field and field.focused
    assert focus.keyboard(key(pygame.K_RETURN))  # Enter leaves the field
    assert focus.focus_id is None and not field.focused


def test_the_ring_is_drawn_round_the_focused_widget():
    widgets: list[Widget] = [Button("a", "A", lambda: None, rect=pygame.Rect(20, 20, 40, 20))]
    focus = KeyboardFocus(lambda: widgets)
    surface = pygame.Surface((100, 100))
    focus.draw(surface)
    assert surface.get_at((16, 30))[:3] == (0, 0, 0)  # nothing focused: no ring
    focus.keyboard(key(pygame.K_DOWN))
    focus.draw(surface)
    assert surface.get_at((16, 30))[:3] != (0, 0, 0)

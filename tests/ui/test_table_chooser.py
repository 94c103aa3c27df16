"""The chooser and the placing of the buttons on their own, without a table: fakes stand for
the game and the layout."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from game.engine.notation import Action
from game.ui.scenes.table_buttons import arrange_buttons
from game.ui.scenes.table_chooser import TableChooser
from game.ui.table.intents import Click, Intents
from game.ui.widgets import Button

PLAY = pygame.Rect(0, 0, 900, 700)


class _Words:
    def card(self, code: str) -> str:
        return f"card {code}"

    def action_label(self, action: Action, seat: int | None = None) -> str:
        return " ".join((action.verb, *action.args))

    def prompt(self, decision: dict) -> str:
        return "pick one"


def _chooser(game: str = "uno", zones: dict | None = None):
    moves: list[tuple[int, Action]] = []
    session = SimpleNamespace(
        ruleset=SimpleNamespace(id=game), view=lambda seat: {"decision": {"prompt": "x"}}
    )
    display = SimpleNamespace(zones=zones or {})
    placement = SimpleNamespace(seats=SimpleNamespace(play_rect=PLAY, scale=1.0))
    chooser = TableChooser(
        session,
        display,
        placement=lambda: placement,
        viewer=lambda: 1,
        describer=_Words,
        move=lambda seat, action: moves.append((seat, action)) or True,
    )
    return chooser, moves


def test_a_panel_opens_with_a_button_per_option_and_a_button_makes_its_move():
    pygame.font.init()
    chooser, moves = _chooser()
    options = [("r5", Action("play", ("r5",))), (None, Action("draw"))]
    chooser.open("Which?", options)
    panel = chooser.panel
    assert panel["title"] == "Which?" and [card for card, _ in panel["cards"]] == ["r5"]
    labels = [button.label for button in panel["buttons"]]
    assert labels == ["card r5", "draw", "Cancel"]
    assert all(PLAY.contains(button.rect) for button in panel["buttons"])
    panel["buttons"][1].on_click()
    assert moves == [(1, Action("draw"))] and chooser.panel is None
    chooser.open("Which?", options)
    chooser.panel["buttons"][-1].on_click()  # cancel: no move
    assert chooser.panel is None and len(moves) == 1


def test_picks_of_one_pile_open_at_once():
    pygame.font.init()
    pile = SimpleNamespace(kind="pile")
    chooser, moves = _chooser(zones={"graveyard": pile})
    take = [Action("take", (code,)) for code in ("m1", "m2")]
    clicks = tuple(Click(a, "graveyard", code) for code, a in zip(("m1", "m2"), take, strict=True))
    found = Intents(drags=(), clicks=clicks, buttons=(), zone_of={})
    chooser.offer_picks(found)
    assert [card for card, _ in chooser.panel["cards"]] == ["m1", "m2"]
    assert "choose-cancel" not in [b.id for b in chooser.panel["buttons"]]  # it must be chosen
    chooser.panel["buttons"][0].on_click()
    assert moves == [(1, take[0])]


def test_an_order_of_cards_is_asked_one_card_at_a_time():
    pygame.font.init()
    chooser, moves = _chooser(game="kmon")
    orders = [
        Action("keep", ("a", "b", "c")),
        Action("keep", ("a", "c", "b")),
        Action("keep", ("b", "a", "c")),
        Action("keep", ("b", "c", "a")),
    ]
    assert chooser.offer_order(orders)
    assert [card for card, _ in chooser.panel["cards"]] == ["a", "b"]
    chooser.panel["buttons"][1].on_click()  # keep b
    assert [card for card, _ in chooser.panel["cards"]] == ["a", "c"]
    chooser.panel["buttons"][1].on_click()  # c on top: the order is whole
    assert moves == [(1, Action("keep", ("b", "c", "a")))] and chooser.panel is None
    assert not chooser.offer_order([Action("play", ("a",)), Action("draw")])


def test_the_buttons_go_in_a_row_above_the_seats_things():
    pygame.font.init()
    mine = SimpleNamespace(rect=pygame.Rect(300, 560, 300, 120), owner=0)
    placement = SimpleNamespace(
        seats=SimpleNamespace(scale=1.0),
        play_rect=PLAY,
        zones={"deck": SimpleNamespace(rect=pygame.Rect(400, 300, 80, 110), owner=None)},
        buttons=None,
        seat_places=lambda seat: [mine],
        places=lambda: [mine],
    )
    buttons = [Button("a", "Draw", lambda: None), Button("b", "Pass", lambda: None)]
    arrange_buttons(placement, 0, buttons)
    first, second = (button.rect for button in buttons)
    assert first.bottom < mine.rect.top and first.top > 410  # under the piles, over the hand
    assert first.top == second.top and first.right < second.left
    assert abs((first.left + second.right) / 2 - PLAY.centerx) <= 1

"""A payment chosen before it is made: the cards a move costs (K-Mon's Evade, two of the hand,
one for an Elusive K-Mon; a Blackout, three), picked on the table and confirmed together.

Pressing a move that costs cards (`GameSession.payment`) opens the payment in place instead of
making the move: the line of what to decide (the table's prompt, at the top left) says what is
paid and how many cards are chosen of how many, and Confirm counts them too. Each card of the
hand may be picked (a click, or a drag onto the pile it goes to); a card picked stands lifted
and framed, and a click on it again (or a drag off the pile's way), or Back, takes it back.
Confirm, once enough are picked, makes the move and then each card's move in the order they
were picked, through the table's usual path: the rules judge each, the animations run as ever.
Cancel (or Esc) leaves the payment with nothing changed. Until Confirm nothing is sent to the
game: no state changes, nothing is saved, nothing is shown to another seat.

A game already in the middle of a payment (loaded so, or a scenario stopped there) asks for the
cards still owed the same way, without Cancel: the move is made already.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.moves import Payment
from game.engine.notation import Action
from game.i18n import t
from game.ui import theme
from game.ui.scenes.table_buttons import arrange_buttons
from game.ui.session import GameSession
from game.ui.table import intents as intents_mod
from game.ui.table.describe import Describer
from game.ui.table.intents import Intents
from game.ui.table.zone_layout import ZonePlacement
from game.ui.widgets import Button

# What the seat at the screen must decide now: (seat, prompt, legal actions), or None.
Mine = Callable[[], "tuple[int, str, list[Action]] | None"]


class TablePayment:
    """The payment open over the seat's hand (`active`), the cards picked for it (`chosen`:
    places in the hand, in the order picked) and, once confirmed, the moves still to make
    (`plan`). It reads the game from `session`, asks the table through calls: `mine` (the
    seat at the screen's decision), `hand` (the cards of its hand as drawn), `placement`,
    `anchor` (whose things are at the bottom), `describer`; it answers with `move` (a
    person's move), `say`, `sound` and `changed` (what it offers changed)."""

    def __init__(
        self,
        session: GameSession,
        *,
        mine: Mine,
        hand: Callable[[], list[str]],
        placement: Callable[[], ZonePlacement],
        anchor: Callable[[], int],
        describer: Callable[[], Describer],
        move: Callable[[int, Action], bool],
        say: Callable[..., None],
        sound: Callable[[str], Any],
        changed: Callable[[], None],
    ):
        self.session = session
        self._mine, self._hand, self._placement, self._anchor = mine, hand, placement, anchor
        self._describer, self._move, self._say, self._sound = describer, move, say, sound
        self._changed = changed  # what is chosen changed: the buttons are built again
        self.owed: Payment | None = None  # what is paid now (None: no payment open)
        self.action: Action | None = None  # the move paid for; None: made already (owed)
        self.seat: int | None = None
        self.chosen: list[int] = []
        self.plan: list[Action] = []
        self._moves_at = -1  # the moves made when it opened: a later move closes it
        self._intents: Intents | None = None

    @property
    def active(self) -> bool:
        return self.owed is not None

    # -- opening and closing ----------------------------------------------------------------
    def offer(self, seat: int, action: Action) -> bool:
        """`action` was pressed: when it costs cards, the payment opens (True) and the move
        waits for Confirm; False when it costs nothing more (the table makes it)."""
        owed = self.session.payment(seat, action)
        if owed is None or owed.count <= 0:
            return False
        self._open(seat, action, owed)
        return True

    def ask(self, seat: int) -> bool:
        """Whether a payment is to be chosen now by `seat`: the one open, while nothing has
        been played since, or one the game is in the middle of."""
        if self.active and (self.seat != seat or self._moves_at != len(self.session.actions)):
            self.close()
        if self.active:
            return True
        owed = self.session.payment_due(seat)
        if owed is None or owed.count <= 0:
            return False
        self._open(seat, None, owed)
        return True

    def _open(self, seat: int, action: Action | None, owed: Payment) -> None:
        self.owed, self.action, self.seat, self.chosen = owed, action, seat, []
        self._moves_at = len(self.session.actions)
        self._intents = None
        self._changed()

    def close(self) -> None:
        """No payment open, nothing planned (the table is drawn anew)."""
        self.owed, self.action, self.seat, self.chosen = None, None, None, []
        self.plan = []
        self._intents = None
        self._changed()

    def cancel(self) -> bool:
        """Leave the payment with nothing changed (Cancel, Esc); False when none may be left:
        none is open, or its move is made already."""
        if not self.active or self.action is None:
            return False
        self.close()
        return True

    # -- what may be done with the hand ---------------------------------------------------------
    def intents(self, view: dict[str, Any]) -> Intents | None:
        """While open, what the hand may do: every card goes where the payment's move sends
        it (K-Mon's discard pile)."""
        if not self.active:
            return None
        if self._intents is None:
            owed = self.owed
            legal = [Action(owed.verb, (code,)) for code in dict.fromkeys(self._hand())]
            self._intents = intents_mod.intents(view, legal, self.session.moves)
        return self._intents

    def toggle(self, index: int) -> None:
        """The card at `index` of the hand picked, or taken back when it was."""
        if not self.active or self._mine() is None:  # not now: a move is under way
            return
        if index in self.chosen:
            self.chosen.remove(index)
        elif len(self.chosen) < self.owed.count:
            self.chosen.append(index)
        else:
            self._say(t("table.pay.full", count=self.owed.count), warn=False)
            return
        self._sound("click")
        self._changed()

    def dropped(self, index: int | None, target: str | None, clicked: bool) -> bool:
        """A card of the hand let go (`clicked`: not carried): a click picks it or takes it
        back, a drop where its move sends it picks it, a picked card carried elsewhere is taken
        back. False when the card flies home (a drop elsewhere, a card of the table)."""
        if index is None or not self.active or self._mine() is None:
            return False
        if clicked:
            self.toggle(index)
            return True
        code = self._hand()[index]
        if intents_mod.drop(self.intents_now(), code, target):
            if index not in self.chosen:
                self.toggle(index)
            return index in self.chosen
        if index in self.chosen:
            self.chosen.remove(index)
            self._sound("click")
            self._changed()
            return True
        self._say(t("table.pay.drop_here"), warn=False)
        return False

    def intents_now(self) -> Intents:
        return self._intents if self._intents is not None else Intents((), (), (), {})

    def back(self) -> None:
        """The card picked last goes back to the hand."""
        if self.chosen:
            self.chosen.pop()
            self._changed()

    # -- confirmed ----------------------------------------------------------------------------
    def confirm(self) -> None:
        """The move and each card's move, made one after the other (see `follow`)."""
        if not self.active or len(self.chosen) != self.owed.count:
            return
        hand, verb = self._hand(), self.owed.verb
        plan = [self.action] if self.action is not None else []
        plan += [Action(verb, (hand[index],)) for index in self.chosen]
        self.close()
        self.plan = plan
        self.follow()

    def follow(self) -> bool:
        """Make the next move confirmed while the seat at the screen is asked and may make it
        (else the plan is forgotten); True when one was made."""
        mine = self._mine()
        if not self.plan or mine is None:
            return False
        move = self.plan.pop(0)
        if move not in mine[2] or not self._move(mine[0], move):
            self.plan = []
            return False
        return True

    # -- what is shown ------------------------------------------------------------------------
    def line(self) -> str:
        """What is paid, and how many cards are chosen of how many."""
        owed = self.owed
        if owed is None:
            return ""
        amount = "one" if owed.count == 1 else "many"
        chosen = len(self.chosen)
        if self.action is None:
            return t(f"table.pay.owed.{amount}", count=owed.count, chosen=chosen)
        label = self._describer().action_label(self.action, self.seat)
        return t(f"table.pay.line.{amount}", move=label, count=owed.count, chosen=chosen)

    def buttons(self) -> list[Button]:
        """Confirm (once enough cards are picked, with how many are), Back, and Cancel for a
        move not made yet, where the seat's buttons go: in the place a layout keeps for them,
        Confirm over the others (a duel's), else as the seat's buttons are placed."""
        owed, chosen = self.owed, len(self.chosen)
        words = t("table.pay.confirm", chosen=chosen, count=owed.count)
        confirm = Button("pay-confirm", words, self.confirm)
        confirm.enabled = chosen == owed.count
        confirm.hotkey = pygame.K_RETURN
        back = Button("pay-back", t("table.pay.back"), self.back, primary=False)
        back.enabled = bool(self.chosen)
        buttons = [confirm, back]
        if self.action is not None:
            buttons.append(Button("pay-cancel", t("table.pay.cancel"), self.cancel, primary=False))
        if not _in_kept_room(self._placement(), buttons):
            arrange_buttons(self._placement(), self._anchor(), buttons)
        return buttons


def _in_kept_room(placement: ZonePlacement, buttons: list[Button]) -> bool:
    """`buttons` in the place the layout keeps for the seat's buttons: the first on a row of
    its own, the others side by side under it; False when there is no such place or two
    rows do not fit in it."""
    room, scale = placement.buttons, placement.seats.scale
    height, gap = int(44 * scale), int(12 * scale)
    if room is None or 2 * height + gap > room.height:
        return False
    first, rest = buttons[0], buttons[1:]
    first.rect = pygame.Rect(room.left, room.top, room.width, height)
    wide = (room.width - gap * (len(rest) - 1)) // max(1, len(rest))
    for index, button in enumerate(rest):
        button.rect = pygame.Rect(
            room.left + index * (wide + gap), first.rect.bottom + gap, wide, height
        )
    size = int(26 * scale)
    for button in buttons:
        room_for_words = button.rect.width - 16
        button.font_size = theme.fitting_size(button.label, size, room_for_words, True, smallest=12)
    return True

"""What the seat at the screen may do, and the buttons, choosers and questions that offer it.

What the seat may do comes from its legal actions alone, as intents (intents.py): a card of the
hand dragged onto a zone, a seat or a card; a click on a zone or a card; a button for the rest.
A game family may build its own buttons (UNO's call and colors). When the only things to do are
clicks on the cards of one pile (picking a Monster), a chooser shows those cards at once; a
share of points has its own dialog (table_split.py), an order of cards its steps.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.engine.notation import Action
from game.i18n import t, t_or
from game.ui.scenes.table_buttons import arrange_buttons, place_aside
from game.ui.scenes.table_chooser import TableChooser
from game.ui.scenes.table_payment import TablePayment
from game.ui.scenes.table_split import ShareDialog, share_of
from game.ui.session import GameSession
from game.ui.table import card_help
from game.ui.table import intents as intents_mod
from game.ui.table.describe import Describer
from game.ui.table.display import Display
from game.ui.table.family import TableFamily
from game.ui.table.intents import Intents
from game.ui.table.zone_hits import item_card
from game.ui.table.zone_layout import ZonePlacement
from game.ui.widgets import Button

READING_SPEED = 15  # letters a second: a refusal stays up as long as it takes to read it
READING_MOST = 12.0  # seconds, however long the words


class TableControls:
    """The seat at the screen's decision, as intents, buttons and panels over the table.

    It owns the buttons offered now, the chooser or the question (`confirm`) open over the
    table, the UNO call armed, and the share dialog. It reads the game from `session` and
    `display`, and asks the table through calls: `viewer`, `anchor` (whose things are at the
    bottom), `describer`, `placement`, `plays` (a person plays the seat at the screen), `busy`
    (an animation runs); it answers with `move` (a person's move), `say`, `sound` and
    `select` (a card of the hand chosen)."""

    def __init__(
        self,
        session: GameSession,
        display: Display,
        family: TableFamily,
        *,
        viewer: Callable[[], int | None],
        anchor: Callable[[], int],
        describer: Callable[[], Describer],
        placement: Callable[[], ZonePlacement],
        plays: Callable[[], bool],
        busy: Callable[[], bool],
        move: Callable[[int, Action], bool],
        say: Callable[..., None],
        sound: Callable[[str], Any],
        select: Callable[[int], None],
    ):
        self.session, self.display, self.family = session, display, family
        self._viewer, self._anchor, self._describer = viewer, anchor, describer
        self._placement, self._plays, self._busy = placement, plays, busy
        self._move, self._say, self._sound, self._select = move, say, sound, select
        self.buttons: list[Button] = []
        # A panel of options over the table (its own part: table_chooser.py).
        self.choosers = TableChooser(
            session, display, placement=placement, viewer=viewer, describer=describer, move=move
        )
        self.confirm: dict[str, Any] | None = None  # a question before a move (a bluff)
        self.uno_armed = False  # the UNO call goes with the next card played
        self.share = ShareDialog(self.choosers.show, move, self.my_decision)
        # The cards a move costs, chosen before it is made (its own part: table_payment.py).
        self.payment = TablePayment(
            session,
            mine=self.my_decision,
            hand=self._own_hand,
            placement=placement,
            anchor=anchor,
            describer=describer,
            move=move,
            say=say,
            sound=sound,
            changed=self.rebuild,
        )
        self._dirty = True
        self._intents_now: Intents | None = None
        self._intents_key: tuple | None = None
        self._notes: dict[str, str] = {}
        self._notes_key: tuple | None = None

    @property
    def chooser(self) -> dict[str, Any] | None:
        """The chooser's panel open over the table, if any (see TableChooser)."""
        return self.choosers.panel

    @chooser.setter
    def chooser(self, panel: dict[str, Any] | None) -> None:
        self.choosers.show(panel)

    def moved(self) -> None:
        """A move was made: the UNO call armed went with it."""
        self.uno_armed = False

    def clear(self) -> None:
        """The table is drawn anew: no panel, no call."""
        self.uno_armed, self.chooser, self.confirm = False, None, None
        self.payment.close()

    def offer_nothing(self) -> None:
        """No button and no chooser, whatever is asked (a replay: nobody decides)."""
        self._dirty = False
        self.chooser = None
        self.buttons = []

    def dirty(self) -> bool:
        """The buttons wait to be built again (`build`)."""
        return self._dirty

    # -- what the seat may do ---------------------------------------------------------------
    def intents(self) -> Intents | None:
        """What the seat at the screen may do now, as drags, clicks and buttons."""
        mine = self.my_decision()
        if mine is None:
            return None
        if self.payment.active:  # every card of the hand may pay
            return self.payment.intents(self.session.view(self._viewer()))
        # Asked again after every move (the session's answers are new lists then).
        key = (len(self.session.actions), self._viewer())
        if self._intents_key != key:
            view = self.session.view(self._viewer())
            self._intents_now = intents_mod.intents(view, mine[2], self.session.moves)
            self._intents_key = key
        return self._intents_now

    def hand_notes(self) -> dict[str, str]:
        """The cards of the viewer's hand it cannot play as things stand (a card its champion
        cannot use, one it cannot pay for), each with the reason in words."""
        if not self._plays():
            return {}
        key = (len(self.session.actions), self._viewer())
        if self._notes_key != key:
            notes = self.session.hand_notes(self._viewer())
            self._notes = {code: self._describer().refusal(why) for code, why in notes.items()}
            self._notes_key = key
        return self._notes

    def _own_hand(self) -> list[str]:
        """The cards of the viewer's hand, as drawn."""
        zone = self.own_hand_zone()
        return list(self.display.zones[zone].cards) if zone is not None else []

    def own_hand_zone(self) -> str | None:
        if self._viewer() is None:
            return None
        for zone in self.display.zones.values():
            if zone.kind == "hand" and zone.owner == self._viewer():
                return zone.id
        return None

    def my_decision(self) -> tuple[int, str, list[Action]] | None:
        """(seat, prompt, legal actions) when the seat at the screen must act now; the prompt
        is the catalogue key of what the decision is about (`decision.play`)."""
        if not self._plays() or self._busy():
            return None
        deciders = self.session.deciders()
        if not deciders or deciders[0] != self._viewer():
            return None
        decision = self.session.view(self._viewer())["decision"]
        prompt = decision["prompt"] if decision else ""
        return self._viewer(), prompt, self.session.legal(self._viewer())

    def hint(self) -> str:
        """What the seat at the screen must decide, in words (or who is thinking, when a
        computer seat decides)."""
        mine = self.my_decision()
        if mine is None:
            decision = self.session.decision()
            if decision and not self._busy():
                seat = decision["seats"][0]
                if not self.session.is_human(seat):
                    return t("table.thinking", name=self.session.names[seat])
            return ""
        if self.payment.active:  # the cards of a payment being chosen
            return self.payment.line()
        words = self._describer().prompt(self.session.view(self._viewer())["decision"] or {})
        if words:  # the decision's own words
            return words
        # Else what it is about, in the table's words: `decision.play` -> `table.hint.play`.
        return t_or("table.hint." + mine[1].removeprefix("decision."), "")

    def playable_cards(self) -> set[str]:
        """The cards of the viewer's hand that may be picked up now."""
        found = self.intents()
        return intents_mod.sources(found) if found is not None else set()

    def rebuild(self) -> None:
        """Ask for the buttons to be built again once no animation is running."""
        self._dirty = True

    def build(self) -> None:
        """The buttons of what the seat at the screen may do now (none while nothing is
        asked of it), built again only when asked for (`_rebuild_controls`)."""
        self._dirty = False
        self.buttons = []
        window = self._human_window_seat() if self.family.timed_windows else None
        if window is not None:  # a window: the seat's answers, passing is letting it go
            self.chooser = None
            self.buttons = self._window_buttons(window)
            arrange_buttons(self._placement(), self._anchor(), self.buttons)
            return
        found = self.intents()
        if found is None:
            self.chooser = None
            return
        if self.share.follow() or self.payment.follow():  # the next move confirmed
            return
        seat = self._viewer()
        if self.payment.ask(seat):  # the cards of a payment chosen, before it is made
            self.chooser = None
            self.buttons = self.payment.buttons()
            return
        share = share_of(self.session.legal(seat))
        if share is not None:
            decision = self.session.view(self._viewer())["decision"] or {}
            stats = self.display.extras.get("stats") or {}
            title = self._describer().prompt(decision)
            self.share.offer(share, stats, self.display.card_of, self._placement().seats, title)
            return
        if self.choosers.offer_order(self.session.legal(seat)):
            return
        if self.family.own_buttons:
            self.buttons = self.family.decision_buttons(
                self.display,
                seat,
                self.session.legal(seat),
                self.session.names,
                lambda action: self._move(seat, action),
                self.uno_armed,
                self.toggle_uno,
            )
            arrange_buttons(self._placement(), self._anchor(), self.buttons)
            self.buttons += self._hint_button(self.buttons)
            self.choosers.offer_picks(found)
            return
        buttons = [
            Button(
                f"btn-{action.verb}" + "".join(f"-{word}" for word in action.args),
                self._describer().action_label(action, seat),
                lambda a=action: self.press(seat, a),
                primary=action.verb != "pass",
                hotkey=pygame.K_p if action.verb == "pass" else None,
            )
            for action in found.buttons
        ]
        arrange_buttons(self._placement(), self._anchor(), buttons)
        self.buttons = buttons + self._hint_button(buttons)
        self.choosers.offer_picks(found)

    def press(self, seat: int, action: Action) -> None:
        """A button's move: made, or, when it costs cards, its payment opened first."""
        if not self.payment.offer(seat, action):
            self._move(seat, action)

    def _hint_button(self, buttons: list[Button]) -> list[Button]:
        """The Hint button, beside the turn's own `buttons` (it does what the H key does),
        when the game has a careful player to ask."""
        if not self.session.offers_hint:
            return []
        hint = Button("btn-hint", t("table.hint_button"), self.give_hint, primary=False)
        place_aside(self._placement(), self._anchor(), buttons, hint)
        return [hint]

    def _window_buttons(self, seat: int) -> list[Button]:
        def submit(action: Action) -> None:
            self._move(seat, action)

        if self.family.own_buttons:
            return self.family.window_buttons(self.display, seat, self.session.names, submit)
        return [
            Button(
                f"btn-{action.verb}" + "".join(f"-{word}" for word in action.args),
                self._describer().action_label(action, seat),
                lambda a=action: submit(a),
            )
            for action in self.session.legal(seat)
            if action.verb != "pass"
        ]

    def _human_window_seat(self) -> int | None:
        """The person at the table a window (several seats asked at once) waits for now."""
        decision = self.session.decision()
        if decision is None or decision["kind"] != "window" or self._busy():
            return None
        deciders = self.session.deciders()
        if not deciders or not self.session.is_human(deciders[0]):
            return None
        return deciders[0]

    def toggle_uno(self) -> None:
        """The UNO call is armed for the next card played, or taken back (and said so)."""
        self.uno_armed = not self.uno_armed
        words = t("table.uno_called" if self.uno_armed else "table.uno_taken_back")
        self._say(words, 2.5, warn=False)
        self.rebuild()

    # -- what a gesture asks for -------------------------------------------------------------
    def play_card(self, card: str, target: str | None, clicked: bool = False) -> bool:
        """Drop `card` of the viewer's hand on `target`; True when a move was made (or a
        chooser opened for it)."""
        found = self.intents()
        if found is None:
            self._say(t("table.not_your_turn"))
            self._sound("error")
            return False
        if clicked:
            places = intents_mod.targets_for(found, card)
            if len(places) != 1:
                if places:
                    self._say(t("table.drag_it"), warn=False)
                else:
                    self._refuse(found, card, None)
                return False
            target = next(iter(places))
        actions = intents_mod.drop(found, card, target)
        if not actions:
            self._refuse(found, card, target)
            return False
        if len(actions) > 1:
            chosen = self.family.drop_choice(card, actions, self.uno_armed)
            actions = [chosen] if chosen is not None else actions
        if len(actions) == 1 and self._needs_bluff_confirm(card):
            self._ask_bluff(self._viewer(), actions[0])  # the card goes back until it is sure
            return False
        if len(actions) > 1:
            options = [(None, action) for action in actions]
            face = self.display.card_of(card) or card  # a card of the hand, or an instance's
            self.choosers.open(self._describer().card(face), options)
            return True
        return self._move(self._viewer(), actions[0])

    def _refuse(self, found: Intents, card: str, target: str | None) -> None:
        """Say why `card` may not go to `target` (that it goes elsewhere, the reason it is
        greyed in the hand, or the refusal of the move the drop would be, built from the moves
        the game declares), then what the card does and where it may go now."""
        reason = t("table.cannot_play_now")
        if intents_mod.targets_for(found, card):
            reason = t("table.not_there")
        elif card in self.hand_notes():  # the reason the card is greyed in the hand
            reason = self.hand_notes()[card]
        else:
            for action in intents_mod.refused_drop(found, self.session.moves, card, target):
                refusal = self.session.refusal(self._viewer(), action)
                if refusal is not None:
                    reason = self._describer().refusal(refusal)
                    break
        code = self.display.card_of(card) or card  # a card of the hand, or an instance's
        zones = self.session.view(self._viewer())["zones"]
        words = card_help.explained(reason, self._describer(), found, card, code, zones)
        self._say(words, min(READING_MOST, max(3.0, len(words) / READING_SPEED)))
        self._sound("error")

    def click(self, zone: str | None, item: str | None) -> bool:
        """A click on `zone` (on its card `item`, if any): the move it makes, or a chooser
        of the moves it may make; False when it makes none."""
        if zone is None or zone.startswith("p") and zone[1:].isdigit():
            return False
        found = self.intents()
        if found is None:
            return False
        picks = [c for c in found.clicks if c.zone == zone and c.item is not None]
        if picks and self.display.zones[zone].kind == "pile":
            # A pile's cards are picked from a chooser that shows them all (K-Mon's defence
            # taking one back), the top card or not.
            options = [(item_card(c.item) or c.item, c.action) for c in picks]
            title = self._describer().pick_title(picks[0].action, self.session.decision())
            self.choosers.open(title, options)
            return True
        actions = intents_mod.click(found, zone, item)
        if not actions:
            return False
        if len(actions) == 1:
            return self._move(self._viewer(), actions[0])
        options = [(item_card(c.item) if c.item else None, c.action) for c in found.clicks]
        options = [(card, action) for card, action in options if action in actions]
        self.choosers.open(self._describer().prompt(self.session.decision() or {}), options)
        return True

    def _needs_bluff_confirm(self, card: str) -> bool:
        """A legal play the rules call a bluff: a person is asked before making it."""
        action = Action("play", (card,))
        return action in self.session.legal(self._viewer()) and self.session.is_bluff(
            self._viewer(), action
        )

    def _ask_bluff(self, seat: int, action: Action) -> None:

        def yes() -> None:
            self.confirm = None
            self._move(seat, action)

        def no() -> None:
            self.confirm = None

        buttons = [
            Button("confirm-yes", t("table.bluff_yes"), yes),
            Button("confirm-no", t("table.bluff_no"), no, primary=False),
        ]
        self.confirm = {
            "text": self.family.bluff_question(self.display, self._describer()),
            "buttons": buttons,
        }

    def draw_clicked(self) -> bool:
        mine = self.my_decision()
        if mine is None:
            self._say(t("table.not_your_turn"))
            return True
        if Action("draw") in mine[2]:
            self._move(mine[0], Action("draw"))
        else:
            refusal = self.session.refusal(mine[0], Action("draw"))
            if refusal is not None:
                self._say(self._describer().refusal(refusal))
        return True

    def _payment_hint(self, seat: int) -> bool:
        payment, hand = self.payment, self._own_hand()
        paid = [hand[index] for index in payment.chosen]
        full = len(paid) >= payment.owed.count
        card = None if full else self.session.payment_hint(seat, payment.action, paid)
        if card is None:
            self._say(payment.line(), 4.0, warn=False)
            return True
        free = [i for i, code in enumerate(hand) if code == card and i not in payment.chosen]
        if free:
            self._select(free[0])
        name = self._describer().card(card)
        self._say(t("hint.pay", card=name), 4.0, warn=False)
        return True

    def give_hint(self) -> bool:
        """What a careful player would do now, from what the seat at the screen can see: the
        card is selected in the hand and the move said in words."""
        mine = self.my_decision()
        if mine is None or not self.session.offers_hint:  # a game with no careful player
            return False
        seat = mine[0]
        if self.payment.active:  # the card to pay with next, picked out in the hand
            return self._payment_hint(seat)
        action = self.session.hint(seat)
        extras = self.session.view(seat)["extras"]
        hand = self.display.hands[seat]
        if action.args and action.args[0] in hand:
            self._select(hand.index(action.args[0]))
        move = self.family.move_words(self._describer(), action, extras)
        self._say(t("hint.say", move=move), 4.0, warn=False)
        return True

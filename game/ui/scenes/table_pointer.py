"""What the pointer and the keys do to the cards of the table: a card of the hand (or of the
seat's own on the table) picked up, carried and let go on what it goes to, a click on a zone or
a card, the arrows and Enter through the hand, D to draw and H for a hint. What that makes of
the game is the controls' to say (TableControls); what is held, the input's (TableInput)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.notation import Action
from game.ui.scenes.table_controls import TableControls
from game.ui.scenes.table_input import TableInput
from game.ui.scenes.table_view import TableView
from game.ui.session import GameSession
from game.ui.table import intents as intents_mod
from game.ui.table.display import Display
from game.ui.table.family import TableFamily
from game.ui.table.zone_hits import item_card
from game.ui.table.zone_layout import ZonePlacement


class TablePointer:
    """Turns the pointer's and the keys' gestures on the table into what `controls` is asked.

    It keeps no state of its own: what is held is `input`'s, where things were drawn is
    `view`'s (its hit areas and the hand's cards). It reads the game from `session`,
    `display` and `family`, and asks the table through calls: `viewer`, `plays` (a person
    plays the seat at the screen), `busy` (an animation runs), `placement`, `say`."""

    def __init__(
        self,
        session: GameSession,
        display: Display,
        family: TableFamily,
        input: TableInput,
        controls: TableControls,
        view: TableView,
        *,
        viewer: Callable[[], int | None],
        plays: Callable[[], bool],
        busy: Callable[[], bool],
        placement: Callable[[], ZonePlacement],
        say: Callable[..., None],
    ):
        self.session, self.display, self.family = session, display, family
        self.input, self.controls, self.view = input, controls, view
        self._viewer, self._plays, self._busy = viewer, plays, busy
        self._placement, self._say = placement, say

    def motion(self, pos) -> bool:
        return self.input.motion(pos, self.view.hand_rects if self._viewer() is not None else None)

    def down(self, pos) -> bool:
        if not self._plays() or self._busy():
            return False
        rects = self.view.hand_rects
        index = TableInput.card_at(pos, rects)
        if index is None:
            return self._pick_up_instance(pos)
        zone = self.controls.own_hand_zone()
        card = self.display.zones[zone].cards[index]
        width = self._placement().zones[zone].card_width
        self.input.pick_up(pos, card, card, rects[index], index, width)
        return True

    def _pick_up_instance(self, pos) -> bool:
        """A card of the viewer's own on the table that a move starts from (a monster that
        attacks or blocks) is picked up to be dropped where it goes."""
        found, hits = self.controls.intents(), self.view.hits
        if found is None or hits is None:
            return False
        movable = intents_mod.sources(found)
        for hit in reversed(hits.items):
            if hit.rect.collidepoint(pos) and hit.item in movable:
                face = item_card(self.view.item_at(hit.zone, hit.index))
                width = self._placement().zones[hit.zone].card_width
                self.input.pick_up(pos, hit.item, face, hit.rect, None, width)
                return True
        return False

    def up(self, pos) -> bool:
        drop = self.input.release(pos, self._placement().play_rect, self.target_at)
        if drop is None:
            return self._click(pos)
        payment = self.controls.payment
        if payment.active:  # a card of the hand picked for a payment, or taken back
            if drop.off_table or not payment.dropped(drop.drag["index"], drop.target, drop.clicked):
                self.input.fly_home(drop.drag)
            return True
        # Let go over the log, nothing is asked; a click on a card of the hand plays it where
        # it may go, when that is one place.
        played = not drop.off_table and self.controls.play_card(
            drop.card, drop.target, clicked=drop.clicked
        )
        if not played:
            self.input.fly_home(drop.drag)
        return True

    def target_at(self, pos) -> str | None:
        """What a card let go at `pos` lands on: a card of a zone is a target of its own when
        it is an instance (a card on a chain); a plain card of a pile stands for its pile."""
        zone, item = self.view.hits.at(pos)
        found = self.controls.intents()
        return item if found is not None and item in found.zone_of else zone

    def _click(self, pos) -> bool:
        hits = self.view.hits
        if not self._placement().play_rect.collidepoint(pos) or hits is None:
            return False
        return self.controls.click(*hits.at(pos))

    def key(self, key: int) -> bool:
        if not self._plays():
            return False
        controls, hand = self.controls, self.display.hands[self._viewer()]
        if self.input.step_selection(key, len(hand)):
            return True
        selected = self.input.selected
        chosen = selected is not None and selected < len(hand)
        if key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and chosen:
            if controls.payment.active:
                controls.payment.toggle(selected)
            elif controls.my_decision() is not None:
                controls.play_card(hand[selected], None, clicked=True)
            return True
        if key == pygame.K_d and self.session.default_target(Action("draw")) is not None:
            return controls.draw_clicked()
        if key == pygame.K_h:
            return controls.give_hint()
        words = self.family.key_words(key)
        if words is not None and controls.my_decision() is not None:
            self._say(words, warn=False)  # the key's button is not offered now: say when
            return True
        return False

"""The table's input: drag and drop, clicks and keys, turned into the seat's actions."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.notation import Action
from game.i18n import t
from game.ui.scenes.table_log import LOG_KEYS, LOG_TOGGLE_KEY
from game.ui.table import intents as intents_mod
from game.ui.table.intents import Intents
from game.ui.table.sprites import CardSprite
from game.ui.table.zone_table import item_card
from game.ui.tween import Tween, ease_out_back
from game.ui.widgets import Button, dispatch, released_click

ZOOM_DELAY = 0.45  # seconds the pointer rests on a card before it is shown large

DRAG_THRESHOLD = 6


class TableInputMixin:
    """Mixed into TableScene: everything a player touches. Every decision goes through the
    scene's `_move` (then `_submit`), and only the seat at the screen's own (`_my_decision`)."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirm or self.revealed:
                self.confirm = self.revealed = None
                return True
            self._open_pause()
            return True
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.pointer = event.pos  # seen under any panel: the wheel scrolls what is under it
            if event.type == pygame.MOUSEBUTTONUP and self.drag is not None:
                self.dropped_at = event.pos
        if event.type == pygame.MOUSEWHEEL:
            return self.gamelog.wheel(event.y, self.pointer or pygame.mouse.get_pos())
        if event.type == pygame.KEYDOWN and event.key in LOG_KEYS:
            return self.gamelog.key(event.key)
        if event.type == pygame.KEYDOWN and event.key == LOG_TOGGLE_KEY:
            return self.toggle_log()
        toggle = self.gamelog.toggle
        if released_click(event) and self.drag is None and toggle.collidepoint(event.pos):
            return self.toggle_log()
        handled = self._chooser_event(event)
        if handled is not None:
            return handled
        if self.round_summary is not None:
            return dispatch([self.round_summary["button"]], event)
        if self.revealed is not None:
            if released_click(event) or event.type == pygame.KEYDOWN:
                self.revealed = None
                self._rebuild_controls()
                return True
            return False
        if self.confirm is not None:
            return dispatch(self.confirm["buttons"], event)
        if dispatch(self.buttons, event):
            return True
        if event.type == pygame.MOUSEMOTION:
            return self._mouse_move(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self.undo()  # Ctrl+Z: take the last move back
                return True
            return self._key(event.key)
        return False

    def _open_pause(self) -> None:
        from game.ui.scenes.pause import PauseScene

        self.app.stack.push(PauseScene(self.app, self))

    def _card_at(self, pos) -> int | None:
        for index in range(len(self.hand_rects) - 1, -1, -1):
            if self.hand_rects[index].collidepoint(pos):
                return index
        return None

    def _mouse_move(self, pos) -> bool:
        if self.drag is not None:
            drag = self.drag
            if abs(pos[0] - drag["start"][0]) + abs(pos[1] - drag["start"][1]) > DRAG_THRESHOLD:
                drag["moved"] = True
            drag["sprite"].x, drag["sprite"].y = pos[0] - drag["grab"][0], pos[1] - drag["grab"][1]
            return True
        self.hover_index = self._card_at(pos) if self.viewer is not None else None
        return False

    def _chooser_event(self, event: pygame.event.Event) -> bool | None:
        """The zone table's own handling of `event` (None: the shared handling goes on)."""
        if self.chooser is not None:
            if event.type == pygame.KEYDOWN and event.key in LOG_KEYS:
                return None
            from game.ui.widgets import dispatch

            return dispatch(self.chooser["buttons"], event) or event.type in (
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.KEYDOWN,
            )
        return None

    def _mouse_down(self, pos) -> bool:
        if not self._viewer_plays() or self.timeline.busy:
            return False
        index = self._card_at(pos)
        if index is None:
            return self._pick_up_instance(pos)
        zone = self._own_hand_zone()
        card = self.display.zones[zone].cards[index]
        self._pick_up(pos, card, card, self.hand_rects[index], zone, index)
        return True

    def _pick_up(self, pos, key: str, face, rect, zone: str, index: int | None) -> None:
        """Start dragging `key` (a hand card's code, at `index` of the hand, or an instance's
        id) drawn as `face` from `rect`."""
        width = self.placement.zones[zone].card_width
        self.drag = {
            "index": index,
            "card": key,
            "instance": index is None,
            "sprite": CardSprite(face, rect.centerx, rect.centery, 0.0, width),
            "start": pos,
            "grab": (pos[0] - rect.centerx, pos[1] - rect.centery),
            "moved": False,
            "home": rect.center,
        }

    def _pick_up_instance(self, pos) -> bool:
        """A card of the viewer's own on the table that a move starts from (a monster that
        attacks or blocks) is picked up to be dropped where it goes."""
        found = self._intents()
        if found is None or not hasattr(self, "hits"):
            return False
        movable = intents_mod.sources(found)
        for hit in reversed(self.hits.items):
            if hit.rect.collidepoint(pos) and hit.item in movable:
                face = item_card(self._item(hit.zone, hit.index))
                self._pick_up(pos, hit.item, face, hit.rect, hit.zone, None)
                return True
        return False

    def _mouse_up(self, pos) -> bool:
        if self.drag is None:
            return self._click(pos)
        drag, self.drag = self.drag, None
        self.hover_index = None
        if not drag["moved"]:
            # A click on a card of the hand: played where it may go, when that is one place.
            if not self._play_card(drag["card"], None, clicked=True):
                self._fly_home(drag)
            return True
        if not self.placement.play_rect.collidepoint(pos):
            self._fly_home(drag)  # let go over the log: nothing asked
            return True
        zone, item = self.hits.at(pos)
        # A card of a zone is a target of its own when it is an instance (a card on a chain);
        # a plain card of a pile stands for its pile.
        found = self._intents()
        target = item if found is not None and item in found.zone_of else zone
        if not self._play_card(drag["card"], target):
            self._fly_home(drag)
        return True

    def _play_card(self, card: str, target: str | None, clicked: bool = False) -> bool:
        """Drop `card` of the viewer's hand on `target`; True when a move was made (or a
        chooser opened for it)."""
        found = self._intents()
        if found is None:
            self.say(t("table.not_your_turn"))
            self.app.sounds.play("error")
            return False
        if clicked:
            places = intents_mod.targets_for(found, card)
            if len(places) != 1:
                if places:
                    self.say(t("table.drag_it"), warn=False)
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
            self._ask_bluff(self.viewer, actions[0])  # the card goes back until it is sure
            return False
        if len(actions) > 1:
            options = [(None, action) for action in actions]
            face = self.display.card_of(card) or card  # a card of the hand, or an instance's
            self._open_chooser(self.describer.card(face), options)
            return True
        return self._move(self.viewer, actions[0])

    def _refuse(self, found: Intents, card: str, target: str | None) -> None:
        """Say why `card` may not go to `target`: the refusal of the move the drop would be
        (the verb of a legal drag with this card in it), or that it goes elsewhere."""
        if intents_mod.targets_for(found, card):
            self.say(t("table.not_there"))
            self.app.sounds.play("error")
            return
        for drag in found.drags or ():
            words = tuple(card if word == drag.source else word for word in drag.action.args)
            refusal = self.session.refusal(self.viewer, Action(drag.action.verb, words))
            if refusal is not None:
                self.say(self.describer.refusal(refusal))
                self.app.sounds.play("error")
                return
        self.say(t("table.cannot_play_now"))
        self.app.sounds.play("error")

    def _click(self, pos) -> bool:
        if not self.placement.play_rect.collidepoint(pos) or not hasattr(self, "hits"):
            return False
        zone, item = self.hits.at(pos)
        if zone is None or zone.startswith("p") and zone[1:].isdigit():
            return False
        found = self._intents()
        if found is None:
            return False
        picks = [c for c in found.clicks if c.zone == zone and c.item is not None]
        if picks and self.display.zones[zone].kind == "pile":
            # A pile's cards are picked from a chooser that shows them all (K-Mon's defence
            # taking one back), the top card or not.
            options = [(item_card(c.item) or c.item, c.action) for c in picks]
            title = self.describer.pick_title(picks[0].action, self.session.decision())
            self._open_chooser(title, options)
            return True
        actions = intents_mod.click(found, zone, item)
        if not actions:
            return False
        if len(actions) == 1:
            return self._move(self.viewer, actions[0])
        options = [(item_card(c.item) if c.item else None, c.action) for c in found.clicks]
        options = [(card, action) for card, action in options if action in actions]
        self._open_chooser(self.describer.prompt(self.session.decision() or {}), options)
        return True

    def _needs_bluff_confirm(self, card: str) -> bool:
        """A legal play the rules call a bluff: a person is asked before making it."""
        action = Action("play", (card,))
        return action in self.session.legal(self.viewer) and self.session.is_bluff(
            self.viewer, action
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
            "text": self.family.bluff_question(self.display, self.describer),
            "buttons": buttons,
        }

    def _fly_home(self, drag: dict[str, Any]) -> None:
        sprite = drag["sprite"]
        home = drag["home"]
        self.animator.sprites.append(sprite)

        def landed() -> None:
            if sprite in self.animator.sprites:
                self.animator.sprites.remove(sprite)
            self.returning = self.returning_item = None

        self.returning = drag["index"]
        self.returning_item = drag["card"] if drag.get("instance") else None
        tween = Tween(
            sprite,
            {"x": home[0], "y": home[1]},
            0.28 * max(self.speed, 0.3),
            ease_out_back,
            0.0,
            landed,
        )
        if self.speed <= 0:
            landed()
            return
        self._free_tweens.append(tween)

    def _draw_clicked(self) -> bool:
        mine = self._my_decision()
        if mine is None:
            self.say(t("table.not_your_turn"))
            return True
        if Action("draw") in mine[2]:
            self._move(mine[0], Action("draw"))
        else:
            refusal = self.session.refusal(mine[0], Action("draw"))
            if refusal is not None:
                self.say(self.describer.refusal(refusal))
        return True

    def _key(self, key: int) -> bool:
        if not self._viewer_plays():
            return False
        hand = self.display.hands[self.viewer]
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = 1 if key == pygame.K_RIGHT else -1
            current = self.selected if self.selected is not None else (-1 if step > 0 else 0)
            self.selected = (current + step) % len(hand)
            return True
        chosen = self.selected is not None and self.selected < len(hand)
        if key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER) and chosen:
            if self._my_decision() is not None:
                self._play_card(hand[self.selected], None, clicked=True)
            return True
        if key == pygame.K_d and self.session.default_target(Action("draw")) is not None:
            return self._draw_clicked()
        if key == pygame.K_h:
            return self._give_hint()

        words = self.family.key_words(key)
        if words is not None and self._my_decision() is not None:
            self.say(words, warn=False)  # the key's button is not offered now: say when
            return True
        return False

    def _give_hint(self) -> bool:
        """What a careful player would do now, from what the seat at the screen can see: the
        card is selected in the hand and the move said in words."""
        mine = self._my_decision()
        if mine is None:
            return False
        seat = mine[0]
        action = self.session.hint(seat)
        extras = self.session.view(seat)["extras"]
        hand = self.display.hands[seat]
        if action.args and action.args[0] in hand:
            self.selected = hand.index(action.args[0])
        move = self.family.move_words(self.describer, action, extras)
        self.say(t("hint.say", move=move), 4.0, warn=False)
        return True

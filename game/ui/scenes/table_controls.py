"""What the seat at the screen may do, and the buttons and choosers that offer it.

The table is laid out from the game's zones (`zone_layout`, cached until the window, the seat
at the screen or the zones change). What the seat may do comes from its legal actions alone,
as intents (intents.py): a card of the hand dragged onto a zone, a seat or a card; a click on a
zone or a card; a button for the rest. A game family may build its own buttons (UNO's call and
colors). When the only things to do are clicks on the cards of one pile (picking a Monster), a
chooser shows those cards at once.
"""

from __future__ import annotations

import pygame

from game.engine.notation import Action
from game.i18n import t
from game.ui import theme
from game.ui.scenes.table_split import share_of
from game.ui.table import intents as intents_mod
from game.ui.table.board_spots import row_indices
from game.ui.table.intents import Intents
from game.ui.table.zone_layout import ZonePlacement, zone_layout
from game.ui.table.zone_table import item_card
from game.ui.widgets import Button

ZOOM_DELAY = 0.45  # seconds the pointer rests on a card before it is shown large


class TableControlsMixin:
    """Mixed into TableScene: the layout, the intents, the buttons and the choosers."""

    # -- the layout and the intents ---------------------------------------------------------
    @property
    def placement(self) -> ZonePlacement:
        view = self.session.view(self.viewer)
        log_shown = self._log_shown()
        rows = self._board_rows()
        signature = (
            self.app.size,
            log_shown,
            self.anchor,
            tuple((z, d["kind"], d["owner"]) for z, d in view["zones"].items()),
            tuple(sorted(rows.items())),
        )
        if self._placement is None or self._placement_key != signature:
            specs = self.session.zone_specs()
            counters = self.session.counter_specs()
            self._placement = zone_layout(
                self.app.size,
                len(self.session.seats),
                self.anchor,
                specs,
                counters,
                log_shown,
                rows,
            )
            self._placement_key = signature
            self._refresh_counters()
            self._rebuild_controls()
        return self._placement

    def _board_rows(self) -> dict[str, int]:
        """How many cards lie in each board's row as drawn now (its monsters): a board is as
        wide as they need."""
        return {
            zone.id: len(row_indices(zone.cards))
            for zone in self.display.zones.values()
            if zone.kind == "board"
        }

    def _refresh_counters(self) -> None:
        """The counters' bounds as the game now stands (a Monster's health once it is picked)."""
        self.zone_renderer.counter_specs = {spec.id: spec for spec in self.session.counter_specs()}

    def _intents(self) -> Intents | None:
        """What the seat at the screen may do now, as drags, clicks and buttons."""
        mine = self._my_decision()
        if mine is None:
            return None
        # Asked again after every move (the session's answers are new lists then).
        key = (len(self.session.actions), self.viewer)
        if self._intents_key != key:
            view = self.session.view(self.viewer)
            self._intents_cache = intents_mod.intents(view, mine[2], self.session.default_target)
            self._intents_key = key
        return self._intents_cache

    def _own_hand_zone(self) -> str | None:
        if self.viewer is None:
            return None
        for zone in self.display.zones.values():
            if zone.kind == "hand" and zone.owner == self.viewer:
                return zone.id
        return None

    def _my_decision(self) -> tuple[int, str, list[Action]] | None:
        """(seat, prompt, legal actions) when the seat at the screen must act now; the prompt
        is the catalogue key of what the decision is about (`decision.play`)."""
        if not self._viewer_plays() or self.timeline.busy:
            return None
        deciders = self.session.deciders()
        if not deciders or deciders[0] != self.viewer:
            return None
        decision = self.session.view(self.viewer)["decision"]
        prompt = decision["prompt"] if decision else ""
        return self.viewer, prompt, self.session.legal(self.viewer)

    def _viewer_plays(self) -> bool:
        """A person plays the seat at the screen (not so when watching the computer play)."""
        return self.viewer is not None and self.session.is_human(self.viewer)

    def playable_cards(self) -> set[str]:
        """The cards of the viewer's hand that may be picked up now."""
        found = self._intents()
        return intents_mod.sources(found) if found is not None else set()

    # -- the buttons ------------------------------------------------------------------------
    def _rebuild_controls(self) -> None:
        """Ask for the buttons to be built again once no animation is running."""
        self._controls_dirty = True

    def _build_controls(self) -> None:
        """The buttons of what the seat at the screen may do now (none while nothing is
        asked of it), built again only when asked for (`_rebuild_controls`)."""
        self._controls_dirty = False
        self.buttons = []
        window = self._human_window_seat() if self.family.timed_windows else None
        if window is not None:  # a window: the seat's answers, passing is letting it go
            self.chooser = None
            self.buttons = self._window_buttons(window)
            self._arrange(self.buttons)
            return
        found = self._intents()
        if found is None:
            self.chooser = None
            return
        if self._follow_plan():  # the next move of a share already confirmed
            return
        seat = self.viewer
        share = share_of(self.session.legal(seat))
        if share is not None:
            self._offer_share(share)
            return
        if self.family.own_buttons:
            self.buttons = self.family.decision_buttons(
                self.display,
                seat,
                self.session.legal(seat),
                self.session.names,
                lambda action: self._move(seat, action),
                self.uno_armed,
                self._toggle_uno,
            )
            self._arrange(self.buttons)
            self._offer_picks(found)
            return
        buttons = [
            Button(
                f"btn-{action.verb}" + "".join(f"-{word}" for word in action.args),
                self.describer.action_label(action),
                lambda a=action: self._move(seat, a),
                primary=action.verb != "pass",
                hotkey=pygame.K_p if action.verb == "pass" else None,
            )
            for action in found.buttons
        ]
        self._arrange(buttons)
        self.buttons = buttons
        self._offer_picks(found)

    def _window_buttons(self, seat: int) -> list[Button]:
        def submit(action: Action) -> None:
            self._move(seat, action)

        if self.family.own_buttons:
            return self.family.window_buttons(self.display, seat, self.session.names, submit)
        return [
            Button(
                f"btn-{action.verb}" + "".join(f"-{word}" for word in action.args),
                self.describer.action_label(action),
                lambda a=action: submit(a),
            )
            for action in self.session.legal(seat)
            if action.verb != "pass"
        ]

    def _arrange(self, buttons: list[Button]) -> None:
        """A row of buttons, centred above the seat at the screen's things."""
        if not buttons:
            return
        placement, scale = self.placement, self.layout.scale
        height, gap = int(44 * scale), int(12 * scale)
        size = int(26 * scale)
        widths = [
            max(int(110 * scale), theme.font(size, True).size(b.label)[0] + 36) for b in buttons
        ]
        total = sum(widths) + gap * (len(buttons) - 1)
        mine = [p.rect for p in placement.seat_places(self.anchor)]
        top = min((rect.top for rect in mine), default=placement.play_rect.bottom - 200)
        middle = [p.rect for p in placement.zones.values() if p.owner is None]
        floor = max((rect.bottom for rect in middle), default=0) + 24  # under the pile counts
        for button in buttons:
            button.font_size = size
        if top - height - gap < floor and mine and self._arrange_beside(buttons, widths, mine):
            return
        y = max(floor, top - height - gap)
        x = placement.play_rect.centerx - total // 2
        for button, width in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(x, y, width, height)
            x += width + gap

    def _arrange_beside(self, buttons: list[Button], widths: list[int], mine) -> bool:
        """No room over the seat's things (a board fills it): the buttons in a column right of
        its topmost row (a board), or left of it; False when neither side has the room."""
        play, scale = self.placement.play_rect, self.layout.scale
        height, gap = int(44 * scale), int(12 * scale)
        row = min(mine, key=lambda rect: rect.top)
        column = max(widths)
        tall = len(buttons) * height + (len(buttons) - 1) * gap
        others = [rect for rect in mine if rect is not row]
        # Nor over another seat's things or the middle (a battle's boards reach near).
        others += [p.rect for p in self.placement.places() if p.owner != self.anchor]
        for x in (row.right + 2 * gap, row.left - 2 * gap - column):
            area = pygame.Rect(x, row.bottom - tall, column, tall)
            if play.contains(area) and not any(area.colliderect(r) for r in others):
                for index, button in enumerate(buttons):
                    button.rect = pygame.Rect(x, area.top + index * (height + gap), column, height)
                return True
        return False

    def _human_window_seat(self) -> int | None:
        """The person at the table a window (several seats asked at once) waits for now."""
        decision = self.session.decision()
        if decision is None or decision["kind"] != "window" or self.timeline.busy:
            return None
        deciders = self.session.deciders()
        if not deciders or not self.session.is_human(deciders[0]):
            return None
        return deciders[0]

    def _toggle_uno(self) -> None:
        """The UNO call is armed for the next card played, or taken back (and said so)."""
        self.uno_armed = not self.uno_armed
        words = t("table.uno_called" if self.uno_armed else "table.uno_taken_back")
        self.say(words, 2.5, warn=False)
        self._rebuild_controls()

    # -- choosers ---------------------------------------------------------------------------
    def _offer_picks(self, found: Intents) -> None:
        """Everything the seat may do is picking a card of one pile (or a button): the cards
        are shown at once, each with its button."""
        piles = {
            click.zone
            for click in found.clicks
            if click.item is not None and self.display.zones[click.zone].kind == "pile"
        }
        if len(piles) != 1 or found.drags:
            self.chooser = None
            return
        zone = piles.pop()
        options = [
            (item_card(click.item) or click.item, click.action)
            for click in found.clicks
            if click.zone == zone and click.item is not None
        ]
        prompt = self.describer.prompt(self.session.view(self.viewer)["decision"] or {})
        self._open_chooser(prompt, options, closable=False)

    def _open_chooser(self, title: str, options: list[tuple[str | None, Action]], closable=True):
        """A panel over the table: each option's card (or none) with a button under it."""
        play, scale = self.layout.play_rect, self.layout.scale
        count = max(1, len(options))
        width = int(min(150 * scale, (play.width * 0.86) / count - 16))
        tall = int(width * 1.5)
        button_h = int(40 * scale)
        has_cards = any(card is not None for card, _ in options)
        height = int(84 * scale) + (tall + 14 if has_cards else 0) + button_h + 24
        box = pygame.Rect(0, 0, min(play.width - 20, count * (width + 16) + 40), height)
        box.center = play.center
        seat = self.viewer
        cards, buttons = [], []
        x = box.centerx - (count * (width + 16) - 16) // 2
        top = box.top + int(74 * scale)
        for index, (card, action) in enumerate(options):
            if card is not None:
                cards.append((card, pygame.Rect(x, top, width, tall)))

            def choose(a=action) -> None:
                self.chooser = None
                self._move(seat, a)

            label = self.describer.card(card) if card else self.describer.action_label(action)
            button = Button(f"choose-{index}", label, choose)
            y = top + (tall + 10 if has_cards else 0)
            button.rect = pygame.Rect(x, y, width, button_h)
            button.font_size = max(16, int(22 * scale))
            buttons.append(button)
            x += width + 16
        if closable:
            close = Button("choose-cancel", t("table.cancel"), self._close_chooser, primary=False)
            close.hotkey = pygame.K_ESCAPE
            close.rect = pygame.Rect(0, 0, int(120 * scale), button_h)
            close.rect.midbottom = (box.centerx, box.bottom - 10)
            box.height += button_h + 10
            box.center = play.center
            close.rect.midbottom = (box.centerx, box.bottom - 10)
            buttons.append(close)
        self.chooser = {"title": title, "box": box, "cards": cards, "buttons": buttons}

    def _close_chooser(self) -> None:
        self.chooser = None

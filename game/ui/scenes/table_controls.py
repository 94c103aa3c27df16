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
from game.i18n import has, t, t_or
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
        """The layout of the table now. It is asked for many times a frame (drawing, pointing,
        animations): its inputs are read once a frame (`_frames`, counted by `update`) and
        again whenever the game has moved on (a new view)."""
        view = self.session.view(self.viewer)
        stamp = (getattr(self, "_frames", 0), id(view))
        if self._placement is not None and getattr(self, "_placement_stamp", None) == stamp:
            return self._placement
        self._placement_stamp = stamp
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

    def _hand_notes(self) -> dict[str, str]:
        """The cards of the viewer's hand it cannot play as things stand (a card its champion
        cannot use, one it cannot pay for), each with the reason in words."""
        if not self._viewer_plays():
            return {}
        key = (len(self.session.actions), self.viewer)
        if getattr(self, "_notes_key", None) != key:
            notes = self.session.hand_notes(self.viewer)
            self._notes = {code: self.describer.refusal(why) for code, why in notes.items()}
            self._notes_key = key
        return self._notes

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
        if self.share.follow():  # the next move of a share already confirmed
            return
        seat = self.viewer
        share = share_of(self.session.legal(seat))
        if share is not None:
            decision = self.session.view(self.viewer)["decision"] or {}
            stats = self.display.extras.get("stats") or {}
            title = self.describer.prompt(decision)
            self.share.offer(share, stats, self.display.card_of, self.layout, title)
            return
        if self._offer_order(self.session.legal(seat)):
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
                self.describer.action_label(action, seat),
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
                self.describer.action_label(action, seat),
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
        if self._arrange_kept(buttons, height, gap):
            return
        if top - height - gap < floor and mine and self._arrange_beside(buttons, widths, mine):
            return
        y = max(floor, top - height - gap)
        x = placement.play_rect.centerx - total // 2
        for button, width in zip(buttons, widths, strict=True):
            button.rect = pygame.Rect(x, y, width, height)
            x += width + gap

    def _arrange_kept(self, buttons: list[Button], height: int, gap: int) -> bool:
        """The buttons in a column in the place the layout keeps for them (a duel's), from its
        top; False when it has none or they do not fit in it."""
        room = self.placement.buttons
        if room is None or len(buttons) * (height + gap) - gap > room.height:
            return False
        for index, button in enumerate(buttons):
            button.rect = pygame.Rect(
                room.left, room.top + index * (height + gap), room.width, height
            )
        return True

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
        # Not when buttons would be hidden under it (K-Mon's Defend beside a card to take back).
        if len(piles) != 1 or found.drags or any(a.verb != "pass" for a in found.buttons):
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

    def _offer_order(self, legal: list[Action]) -> bool:
        """Every move is an order of the same cards (K-Mon's Seer: `keep A B C`, keep A, B on
        top of the deck, C under it) and the game has words for each step of it
        (`<game>.order.<verb>.<step>`): a small dialog asks for the cards one at a time."""
        game = self.session.ruleset.id
        if len(legal) < 2 or len({a.verb for a in legal}) != 1:
            return False
        if not has(f"{game}.order.{legal[0].verb}.0"):
            return False
        if len({tuple(sorted(a.args)) for a in legal}) != 1:
            return False
        self._order_step(legal, [])
        return True

    def _order_step(self, legal: list[Action], chosen: list[str]) -> None:
        left = [a for a in legal if list(a.args[: len(chosen)]) == chosen]
        if len(left) == 1:
            self.chooser = None
            self._move(self.viewer, left[0])
            return
        game, verb, step = self.session.ruleset.id, legal[0].verb, len(chosen)
        cards = list(dict.fromkeys(a.args[step] for a in left))
        title = t_or(f"{game}.order.{verb}.{step}", t(f"{game}.order.{verb}.0"))
        label = t_or(f"{game}.order.{verb}.button.{step}", "")

        def pick(index: int) -> None:
            self._order_step(legal, [*chosen, cards[index]])

        options = [(card, left[0]) for card in cards]
        self._open_chooser(title, options, closable=False, on_pick=pick, label=label)

    def _open_chooser(
        self,
        title: str,
        options: list[tuple[str | None, Action]],
        closable=True,
        on_pick=None,
        label: str = "",
    ):
        """A panel over the table: each option's card (or none) with a button under it (its
        words `label`, else the card's name); a button makes its option's action, or calls
        `on_pick` with its index."""
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

            def choose(a=action, index=index) -> None:
                self.chooser = None
                if on_pick is not None:
                    on_pick(index)
                else:
                    self._move(seat, a)

            words = label or (
                self.describer.card(card) if card else self.describer.action_label(action)
            )
            button = Button(f"choose-{index}", words, choose)
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

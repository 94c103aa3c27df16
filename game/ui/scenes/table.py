"""The card table: the game being played, animated, with human input and computer seats.

It draws only from `Display`, which follows the view of the seat at the screen (the viewer):
`GameSession.view`, the zones, counters, decision and facts every ruleset shares; it never
reads the game state. With two or more humans (hot-seat), the viewer is nobody between turns
and a pass screen stands between players, so no private card is drawn for the wrong person.
What only a family of games has (UNO's color ring, its buttons) comes from the family's hooks.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from game.engine.contract import IllegalAction
from game.engine.notation import Action, Event
from game.i18n import t
from game.persist.saves import AUTOSAVE_SLOT, delete_save, save_game
from game.persist.settings import save_settings
from game.persist.stats import record_game
from game.ui.cardart import CardArt
from game.ui.cardbook import card_book
from game.ui.scene import Scene
from game.ui.scenes.table_controls import TableControlsMixin
from game.ui.scenes.table_input import TableInputMixin
from game.ui.scenes.table_log import TableLog, ToldLog, log_lines
from game.ui.scenes.table_split import ShareDialog
from game.ui.scenes.table_turns import TableTurnsMixin
from game.ui.scenes.table_view import FLASH_SECONDS, TableViewMixin
from game.ui.session import GameSession
from game.ui.table.animator import Animator
from game.ui.table.describe import Describer
from game.ui.table.display import Display, hand_order, seat_counters
from game.ui.table.family import TableFamily, family_for
from game.ui.table.glide import HandGlide
from game.ui.table.layout import TableLayout
from game.ui.table.render import Renderer
from game.ui.table.zone_table import ZoneRenderer
from game.ui.tween import Timeline, Tween
from game.ui.widgets import Button

CELEBRATION = 2.4  # seconds the end of a game stays at the table before the results
WARM_SECONDS = 0.003  # a frame spends at most this long rendering card faces ahead of need


def table_viewer(session: GameSession, autoplay: bool) -> int | None:
    """Whose eyes the table first draws for: the one person at it, or nobody (the public view)
    when several people share the screen; a game the computer plays alone is watched over the
    first seat's shoulder."""
    if autoplay and not session.humans:
        return 0
    return session.humans[0] if len(session.humans) == 1 else None


class TableScene(
    TableControlsMixin,
    TableInputMixin,
    TableTurnsMixin,
    TableViewMixin,
    Scene,
):
    def __init__(self, app, session: GameSession, told_log: ToldLog | None = None):
        """`told_log`: the log of a loaded game already put into words (off the frame loop)."""
        super().__init__(app)
        self.session = session
        self.cards = card_book(session.ruleset)  # every card's face, from the ruleset
        self.describer = Describer(self.cards, session.names, game=session.ruleset.id)
        settings = app.settings
        self.art = CardArt(self.cards, settings.colorblind, settings.card_back)
        self.family = family_for(self.cards, session.view(None)["extras"]) or TableFamily()
        self.renderer = Renderer(self.art, self.family)
        # Every game is laid out from its zones (see table_controls.py and table_view.py).
        self.zone_renderer = ZoneRenderer(self.renderer, {})
        self._placement = None
        self._placement_key: tuple | None = None
        self._intents_cache = None
        self._intents_key: tuple | None = None
        self.chooser: dict[str, Any] | None = None
        self.flashes: dict[str, float] = {}  # counter id -> seconds its flash has left
        self.zoom: tuple[str, Any, float] | None = None  # the card pointed at, for how long
        self.hot_seat = len(session.humans) >= 2
        self.viewer = table_viewer(session, app.autoplay)
        self.anchor = self.viewer if self.viewer is not None else (session.humans or [0])[0]
        self.timeline = Timeline()
        self.display = Display.from_view(
            session.view(self.viewer), hand_order(self.cards), self.family
        )
        self.animator = Animator(
            self.display,
            lambda: self.placement,
            self.timeline,
            self.speed,
            self._describe,
            app.sounds.play,
            self.family,
        )
        self.animator.on_flash = self._flash
        self.animator.on_round_over = self._round_over
        # Every event shown so far, and the log written from them for the seat at the screen.
        self.gamelog = TableLog(
            session.past_events,
            self._log_lines,
            lambda: self.viewer,
            lambda: self.layout,
            self._log_reserve,
            told_log,
        )
        self.share = ShareDialog(self._set_chooser, self._move, self._my_decision)
        self.handed_to: int | None = None  # the hot-seat player just handed the screen
        self.returning_item: str | None = None  # a card of the table flying back where it lies
        self._warming: Iterator[None] | None = None  # the faces still to render ahead of need
        self.animator.on_log = self.gamelog.logged
        self.round_summary: dict[str, Any] | None = None
        # The hands laid face up at the last count: seat -> (cards, their points).
        self._shown_hands: dict[int, tuple[list[str], int]] = {}
        self.buttons: list[Button] = []
        self.hand_rects: list[pygame.Rect] = []
        self.drag: dict[str, Any] | None = None
        self.hover_index: int | None = None
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen
        self.selected: int | None = None
        self.uno_armed = False
        self.message: tuple[str, float] | None = None
        self.message_warn = True  # the message is a refusal or a problem (else advice)
        self.message_rect: pygame.Rect | None = None  # where the message was last drawn
        self.window_left = 0.0  # time left for a human to catch or jump in
        self.waiting_for_pass = False
        self.over_shown = False
        self.celebrating: float | None = None  # seconds left of the end of the game's moment
        self.confirm: dict[str, Any] | None = None
        self.revealed: tuple[str, list[str]] | None = None
        self.returning: int | None = None  # a refused card flying back to the hand
        self._controls_dirty = True
        self.dirty: list[pygame.Rect] | None = None  # what the last draw changed (None: all)
        self._moving_rects: list[pygame.Rect] = []
        self._saver = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._saving: Future | None = None
        self.autosaving = True  # False once another game takes the table (see seating.py)
        self._free_tweens: list[Tween] = []
        self.glide = HandGlide()  # the viewer's cards slide to their places in the fan

    # -- lifecycle ------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        return self.app.settings.speed_factor()

    @property
    def layout(self) -> TableLayout:
        """The table's sizes and its seats round it (what the zone layout is built on)."""
        return self.placement.seats

    def enter(self) -> None:
        opening = self.session.opening_events
        self.session.opening_events = []
        if opening:
            self.display.rewind(self.session.events_for(opening, self.viewer))
            self._animate(opening)
        else:
            self._after_animation()
        self._prewarm()

    def exit(self) -> None:
        self._autosave(wait=True)
        self._saver.shutdown(wait=True)
        self.session.close()

    def resume(self) -> None:
        self.animator.speed = self.speed
        self.art.set_style(self.app.settings.colorblind, self.app.settings.card_back)
        self._rebuild_controls()

    def resize(self, size: tuple[int, int]) -> None:
        self._placement = None
        self._prewarm()  # the cards' sizes change with the window
        if self.chooser is not None:
            self.chooser = None
            self._rebuild_controls()

    def _prewarm(self) -> None:
        """Render the faces at the table's sizes ahead of need, a few each frame (see
        `_warm_some`), so that no animation waits for one and the table opens at once."""
        self._warming = self._faces_to_warm()

    def _faces_to_warm(self) -> Iterator[None]:
        widths = sorted({place.card_width for place in self.placement.zones.values()})
        for width in widths:
            self.art.back(width)
            yield
        for code in self.cards.faces:
            for width in widths:
                self.art.warm(code, width)
                yield

    def _warm_some(self) -> None:
        """Render faces ahead of need for at most WARM_SECONDS of this frame."""
        if self._warming is None:
            return
        deadline = time.perf_counter() + WARM_SECONDS
        while time.perf_counter() < deadline:
            if next(self._warming, False) is False:
                self._warming = None
                return

    # -- words ------------------------------------------------------------------------------
    def _describe(self, event: Event) -> str | None:
        return self.describer.event(event, self.viewer)

    @property
    def log(self) -> list[str]:
        """Every line of the log so far, as the seat at the screen may read them."""
        return self.gamelog.lines

    def _log_lines(self, events: list[Event], viewer: int | None) -> list[str]:
        return log_lines(self.describer, events, viewer)

    def _log_shown(self) -> bool:
        """The log panel is open (else folded to a strip), as the player left it."""
        return self.app.settings.show_log

    def _log_reserve(self) -> int:
        """Pixels kept free at the bottom of the log panel (for a replay's controls)."""
        return 0

    def toggle_log(self) -> bool:
        """Fold the log away to a strip, or open it again; the table is laid out anew and the
        choice is kept in the settings."""
        settings = self.app.settings
        settings.show_log = not settings.show_log
        with contextlib.suppress(OSError, ValueError):
            save_settings(settings)  # a folder that cannot be written keeps it for this run
        self._placement = None
        self.gamelog.relaid()
        self._prewarm()  # the cards' sizes may change with the room
        return True

    def _flash(self, counter: str) -> None:
        self.flashes[counter] = FLASH_SECONDS

    def _set_chooser(self, chooser: dict[str, Any] | None) -> None:
        self.chooser = chooser

    def say(self, text: str, seconds: float = 3.0, warn: bool = True) -> None:
        """A message above the seat at the screen's things: a refusal or a problem (`warn`,
        on red), or news and advice (on blue)."""
        self.message = (text[:1].upper() + text[1:], seconds)
        self.message_warn = warn

    # -- the flow of the game ---------------------------------------------------------------
    def _animate(self, events: list[Event]) -> None:
        self.display.foresee(self.session.view(self.viewer))
        shown = self.session.events_for(events, self.viewer)
        self.gamelog.begin(shown, events)
        verdict = ""
        shown_hands = {
            e.seat: (self.display.in_hand_order(e.cards), int(e.value))
            for e in shown
            if e.kind == "show" and e.cards
        }
        if shown_hands:  # the hands counted at the end of a round, for its summary
            self._shown_hands = shown_hands
        for event in shown:
            if event.kind == "challenge":
                verdict = self.describer.event(event, self.viewer) or ""
            if event.kind == "reveal" and event.cards is not None and self._viewer_plays():
                self.revealed = (self.describer.seat(event.seat), list(event.cards), verdict)
        self.animator.speed = self.speed
        self.buttons = []
        self.animator.play(shown, self._after_animation)

    def _round_over(self, event: Event, gate) -> None:
        """Between rounds: the result stays up until someone asks for the next deal."""
        self.animator.banners.clear()

        def next_round() -> None:
            self.round_summary = None
            gate.open()

        button = Button("btn-next-round", t("table.next_round"), next_round, hotkey=pygame.K_RETURN)
        wait = None if self.session.humans and not self.app.autoplay else 2.5 * max(self.speed, 0.4)
        self.round_summary = {
            "winner": event.seat,
            "points": event.count,
            "scores": seat_counters(
                self.session.view(self.viewer)["counters"],
                self.family.score_counter or "",
                len(self.session.seats),
            ),
            "hands": self._shown_hands,
            "viewer": self.viewer,  # the title says "you" to the player at the screen
            "button": button,
            "wait": wait,
        }

    def _after_animation(self) -> None:
        self.display.sync(self.session.view(self.viewer))
        self._refresh_counters()
        self._autosave()
        self._rebuild_controls()

    def _autosave(self, wait: bool = False) -> None:
        """Keep the game in the autosave slot; the file is written off the frame loop."""
        if self.app.autoplay or not self.autosaving or self.session.result() is not None:
            return
        saved = self.session.to_saved()  # a snapshot, taken here, between frames
        self.flush_autosave()  # one write at a time, in order
        self._saving = self._saver.submit(save_game, AUTOSAVE_SLOT, saved)
        if wait:
            self.flush_autosave()

    def stop_autosaving(self) -> None:
        """Another game takes the table: this one's last move goes to the autosave now, and
        nothing of it is written there any more (not even on its way out)."""
        self._autosave(wait=True)
        self.autosaving = False

    def flush_autosave(self) -> None:
        """Wait until the last autosave is on disk."""
        if self._saving is not None:
            self._saving.exception()

    def _check_saved(self) -> None:
        saving = self._saving
        if saving is not None and saving.done():
            self._saving = None
            error = saving.exception()
            if error is not None:
                self.say(t("table.autosave_failed", error=str(error)))

    def _move(self, seat: int, action: Action) -> bool:
        """A person's own move (`_submit` serves the computer seats and the timeouts too)."""
        return self._submit(seat, action, by_person=True)

    def _submit(self, seat: int, action: Action, by_person: bool = False) -> bool:
        refusal = self.session.refusal(seat, action)
        if refusal is not None:
            self.say(self.describer.refusal(refusal))
            self.app.sounds.play("error")
            return False
        if by_person:
            # The news shown before the move fades (the log keeps it), so that a banner about
            # an earlier turn is not read as the outcome of this one; the log follows again.
            for banner in self.animator.banners:
                banner.fade_out()
            self.gamelog.to_newest()
        self.uno_armed = False
        self.selected = None
        if by_person:  # a refusal or a hint was about the decision just made; news stays
            self.message = None
        if seat == self.handed_to:
            self.handed_to = None
        decision = self.session.decision()
        # Letting a window go by is no news on the shared table: the log tells it, no banner.
        window = decision is not None and decision["kind"] == "window"
        self.animator.quiet = {"pass"} if window and not self.family.timed_windows else set()
        try:
            events = self.session.submit(seat, action)
        except IllegalAction as exc:  # refusal() said yes; this would be a rules bug
            self.say(self.describer.refusal(exc.refusal))
            return False
        self._animate(events)
        return True

    def update(self, dt: float) -> None:
        self._frames = getattr(self, "_frames", 0) + 1  # the layout is read afresh each frame
        self._check_saved()
        self._warm_some()
        summary = self.round_summary
        if summary is not None and summary["wait"] is not None:
            summary["wait"] -= dt
            if summary["wait"] <= 0:
                summary["button"].on_click()
        self.timeline.update(dt)
        self._free_tweens = [tween for tween in self._free_tweens if not tween.update(dt)]
        self._glide_hand(dt)
        self.flashes = {key: left - dt for key, left in self.flashes.items() if left > dt}
        self._update_zoom(dt)
        for banner in self.animator.banners:
            banner.age += dt
        self.animator.banners = [b for b in self.animator.banners if b.alive]
        if self.message:
            text, left = self.message
            self.message = (text, left - dt) if left > dt else None
        if self.timeline.busy or self.waiting_for_pass or self.confirm or self.revealed:
            return
        if self._controls_dirty:
            self._build_controls()
        if self.session.result() is not None:
            self._celebrate(dt)
            return
        self._drive(dt)

    def _celebrate(self, dt: float) -> None:
        """The game is over: who won is said large over the table for a moment (none with
        animations off), then the results come."""
        if self.celebrating is None:
            self.celebrating = CELEBRATION * self.speed
            if self.celebrating > 0:
                banner_seconds = self.celebrating + 0.3
                self.animator.banner(self._winner_words(), banner_seconds, (255, 220, 90))
                self.animator.banners[-1].size = 1.6
        self.celebrating -= dt
        if self.celebrating <= 0:
            self._game_over()

    def _winner_words(self) -> str:
        """ "You win!" to the one person at the screen who won; else who won, or nobody."""
        winners = self.session.result().winners
        if not winners:
            return t("table.nobody_wins")
        if len(winners) == 1 and winners[0] == self.viewer and self._viewer_plays():
            return t("table.you_win")
        names = [self.session.names[seat] for seat in winners]
        if len(names) == 1:
            return t("results.winner", name=names[0])
        return t("results.shared", names=", ".join(names))

    def _game_over(self) -> None:
        if self.over_shown:
            return
        self.over_shown = True
        note = ""
        if not self.app.autoplay:  # a finished game is not there to continue
            self.flush_autosave()
            delete_save(AUTOSAVE_SLOT)
            result = self.session.result()
            note = record_game(
                self.session.ruleset.id,
                [
                    (seat.name, index in result.winners)
                    for index, seat in enumerate(self.session.seats)
                    if seat.kind == "human"
                ],
            )
        if self.app.exit_when_over:
            self.app.quit(0)
            return
        from game.ui.scenes.results import ResultsScene

        self.app.stack.push(ResultsScene(self.app, self.session, note))

    # -- controls ---------------------------------------------------------------------------

    def undo(self) -> bool:
        """Take back the person's last move and the computer's answers (against the computer
        only), and show the table as it was before it; says why when it cannot."""
        if not self.session.can_undo():
            reason = "table.undo_hot_seat" if len(self.session.humans) > 1 else "table.undo_none"
            self.say(t(reason))
            return False
        self._settle_now()
        self.session.undo()
        self._table_anew()
        self._autosave()
        self.say(t("table.undone"), warn=False)
        return True

    def _settle_now(self) -> None:
        """End whatever is moving on the table at once: a round's summary goes, animations
        jump to their end."""
        if self.round_summary is not None:
            self.round_summary["button"].on_click()  # lets the next round's events go on
        if self.timeline.busy:
            self.timeline.finish_all()

    def _table_anew(self) -> None:
        """Draw the table again from the session as it stands now, its log from the session's
        past events (after an undo, or a jump in a replay)."""
        self.gamelog.restart(self.session.past_events)
        self.animator.sprites.clear()
        self.animator.banners.clear()
        self.drag, self.selected, self.uno_armed, self.chooser = None, None, False, None
        self.window_left = 0.0
        self.revealed = self.confirm = None
        self.celebrating, self.over_shown = None, False
        self.display.sync(self.session.view(self.viewer))
        self._refresh_counters()
        self._rebuild_controls()

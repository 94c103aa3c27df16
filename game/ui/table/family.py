"""What a family of games adds to the one table, and which family a game belongs to.

The table itself knows zones, counters and decisions only (see display.py and
game/ui/scenes/table_controls.py). A family adds its hooks here: marks round the pile played on
(UNO's color ring and direction), the facts its status line tells, the buttons of its own
decisions and windows, which of several actions a drop means, banners for its penalties, and
the animations of its own events. The base adds nothing, so a new family (Shield War has
none) overrides only what it has.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from game.engine import registry
from game.engine.notation import Action, Event

if TYPE_CHECKING:
    import pygame

    from game.ui.cardbook import CardBook
    from game.ui.table.animator import Animator
    from game.ui.table.display import Display
    from game.ui.widgets import Button

EventHook = Callable[["Animator", Event], None]


class TableFamily:
    """The hooks of a family of games; this base is a table with nothing of its own."""

    # The family builds the buttons of its decisions and windows itself (`decision_buttons`,
    # `window_buttons`); otherwise the table makes one for each action no card gesture makes.
    own_buttons: bool = False
    # A window is a few seconds open to everyone at once, let go by waiting (UNO's catch of a
    # missed call); otherwise each seat asked answers it as a turn of its own, with its hand
    # in view, and a seat that has nothing but Pass passes at once.
    timed_windows: bool = False
    # The counter a round's summary totals (the family's score), if it has one.
    score_counter: str | None = None
    # Events the family animates itself: event kind -> hook (see Animator._event).
    event_hooks: Mapping[str, EventHook] = {}
    # Marks that turn a card on the table sideways (a K-Mon in defence), and marks that grey
    # it (out of the game: an exhausted K-Mon).
    turned_marks: tuple[str, ...] = ()
    dim_marks: tuple[str, ...] = ()
    # Marks drawn as chips at the top of a card, beside its number (a monster's New,
    # Attacking): its number in the middle of the card stays clear. Else up from its foot.
    marks_on_top: bool = True

    def links(self, display: Display) -> list[tuple[str, str, int | None]]:
        """Cards of the table drawn joined by a line: (from, to, a number written on the
        line or None), instance ids. An instance with a mark naming another instance there
        (a blocker's `blocking`; not `on`, a card laid on another) is joined to it, with the
        damage it is dealt when the view's fight gives the shares (`combat.dealt`)."""
        items = [
            item
            for zone in display.zones.values()
            for item in zone.cards
            if isinstance(item, Mapping) and isinstance(item.get("id"), str)
        ]
        present = {item["id"] for item in items}
        fight = display.extras.get("combat")
        dealt = fight.get("dealt") if isinstance(fight, Mapping) else None
        dealt = dealt if isinstance(dealt, Mapping) else {}
        found = []
        for item in items:
            for name, value in item.get("marks", {}).items():
                if name != "on" and isinstance(value, str) and value in present:
                    found.append((item["id"], value, dealt.get(item["id"])))
        return found

    def synced(self, display: Display) -> None:
        """The display was just set from a view: read the family's facts it needs."""

    def pile_marks(
        self, renderer, surface: pygame.Surface, pos: tuple[float, float], width: float, display
    ) -> pygame.Rect | None:
        """Draw the family's marks under the pile played on, centred on `pos`; give the
        rectangle they lie in (None: nothing drawn)."""
        return None

    def pile_reach(self, pos: tuple[float, float], width: float) -> list[pygame.Rect]:
        """Rectangles that the marks of `pile_marks` round a pile centred on `pos` lie in
        (none: it has none): the zones' names keep clear of them."""
        return []

    def status_parts(self, display: Display, options: Mapping[str, Any]) -> list[str]:
        """Lines for the top left of the table (the round, a penalty waiting)."""
        return []

    def chain_lines(self, display: Display, describer, viewer: int | None) -> list[str]:
        """What is under way on the chain, oldest first, in words (an attack has no card to
        show there); drawn over the chain."""
        return []

    def decision_buttons(
        self,
        display: Display,
        seat: int,
        legal: list[Action],
        names: Sequence[str],
        submit: Callable[[Action], None],
        armed: bool,
        toggle: Callable[[], None],
    ) -> list[Button]:
        """The buttons of a decision of the seat at the screen (cards are dragged instead);
        the table puts them in a row above the seat's things."""
        return []

    def window_buttons(
        self,
        display: Display,
        seat: int,
        names: Sequence[str],
        submit: Callable[[Action], None],
    ) -> list[Button]:
        """The buttons offered to `seat` in a window (passing is the window closing)."""
        return []

    def key_words(self, key: int) -> str | None:
        """What to say when a key of the family's is pressed with nothing to do (None: the
        key is not the family's)."""
        return None

    def drop_choice(self, card: str, actions: list[Action], armed: bool) -> Action | None:
        """Which of several `actions` a drop of `card` means, when the family knows (None: the
        table asks the player)."""
        return None

    def move_banner(self, event: Event) -> tuple[int, int, int] | None:
        """The color of a banner for cards moving into a hand (a penalty), or None for none."""
        return None

    def bluff_question(self, display: Display, describer) -> str:
        """What a person is asked before a play that only a challenge would punish."""
        return ""

    def move_words(self, describer, action: Action, extras: Mapping[str, Any]) -> str:
        """`action` said as advice ("play the red 5"), as the view's `extras` stand now."""
        return describer.move(action, "", 0)

    def shown(self, event: Event, display: Display) -> None:
        """The change `event` makes to the family's facts, made as its cards land (or as its
        step starts, for an event that moves none)."""


def family_for(book: CardBook, extras: Mapping[str, Any] | None = None) -> TableFamily | None:
    """The hooks of the family the game of `book` declares (`GameSpec.table`): `uno` plays
    with the UNO family's marks and buttons (uno_family.py), `kmon` with K-Mon's animations and
    marks (kmon_family.py). None: the shared table, drawn from the zones alone (`generic`).
    `extras` is not read: a family is declared, never guessed from a game's cards or view."""
    family = registry.game(book.game).table if book.game else None
    if family == "uno":
        from game.ui.table.uno_family import UnoFamily

        return UnoFamily(book)
    if family == "kmon":
        from game.ui.table.kmon_family import KMonFamily

        return KMonFamily()
    return None

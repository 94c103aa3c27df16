"""Setting up a game: the ruleset, the players and who they are, the options, a seed."""

from __future__ import annotations

import pygame

from game.engine import registry
from game.engine.contract import OptionSpec
from game.i18n import t, t_or
from game.persist import decks as deck_store
from game.persist.last_setup import NAME_LENGTH, load_last_setup, save_last_setup
from game.persist.saves import Seat
from game.ui import theme
from game.ui.launch import AI_NAMES
from game.ui.names import default_seat_number
from game.ui.scene import Scene
from game.ui.scenes.common import KeyboardFocus, draw_heading
from game.ui.tables import playable_rulesets
from game.ui.widgets import Button, Choice, TextInput, Toggle, Widget, dispatch

KINDS = (("human", None), ("ai", "easy"), ("ai", "normal"), ("ai", "hard"))
NUMBER_PRESETS = {"target": (100, 200, 300, 500, 750, 1000), "short_turns": (5, 10, 15, 20)}
# option -> (the option it depends on, the value that makes it count)
DEPENDS = {"short_turns": ("mode", "short")}


class NewGameScene(Scene):
    def __init__(self, app, ruleset_id: str | None = None):
        super().__init__(app)
        self.focus = KeyboardFocus(self.focus_order)
        # The form starts as the last game started from it was set up (any part of that
        # which cannot be used starts at its default).
        self.last = load_last_setup()
        rulesets = playable_rulesets()
        chosen = ruleset_id or self.last.ruleset
        if chosen not in {ruleset.id for ruleset in rulesets}:
            chosen = None  # a game the app has no table for yet is not offered
        self.ruleset = registry.get(chosen) if chosen else rulesets[0]
        self.players = 4 if self.ruleset.max_players >= 4 else self.ruleset.min_players
        if self.last.players and self.last.ruleset == self.ruleset.id:
            self.players = self.last.players
        self.kinds = [0] + [2] * 9  # index into KINDS: one human, the others Normal AI
        self.names = [self._default_name(seat, self.kinds[seat]) for seat in range(10)]
        for seat, remembered in enumerate(self.last.seats[:10]):
            self.kinds[seat] = KINDS.index((remembered.kind, remembered.level))
            # A name nobody typed is the default of the seat's kind, in today's language (one
            # remembered as "Player 2" by an older version too, whatever its language).
            typed = "" if self._a_default(seat, remembered.name) else remembered.name
            self.names[seat] = typed or self._default_name(seat, self.kinds[seat])
        self.players = max(self.ruleset.min_players, min(self.players, self.ruleset.max_players))
        self.option_values = self._options_for(self.ruleset)
        self.seed_text = ""
        self.seed_problem = ""  # what is wrong with the seed typed, said beside its field
        # For a game whose seats bring a deck: each seat's choice, ("starter", id) or
        # ("mine", the player's deck's slug); by default the starter the game would give it.
        self.deck_choices: dict[int, tuple[str, str]] = self._remembered_decks()
        self.left: list[Widget] = []
        self.right: list[Widget] = []
        self.bottom: list[Widget] = []
        # A remembered set-up that could not be used was set aside: say so once, here.
        self.note = self.last.problem.message if self.last.problem else ""

    def enter(self) -> None:
        self._build()

    def resize(self, size) -> None:
        self._build()

    # -- widgets ----------------------------------------------------------------------------
    def _build(self) -> None:
        rulesets = playable_rulesets()
        self.left = [
            Choice(
                "ruleset",
                t("new.game"),
                [(r.id, r.name) for r in rulesets],
                self.ruleset.id,
                self._set_ruleset,
            ),
            Choice(
                "players",
                t("new.players"),
                [
                    (n, str(n))
                    for n in range(self.ruleset.min_players, self.ruleset.max_players + 1)
                ],
                self.players,
                self._set_players,
            ),
        ]
        # A game for a set number of players has nothing to choose there: greyed, not pressed.
        self.left[1].enabled = self.ruleset.min_players < self.ruleset.max_players
        for spec in self.ruleset.player_option_specs():
            self.left.append(self._option_widget(spec))
        seed = TextInput("seed", self.seed_text, 12, lambda v: setattr(self, "seed_text", v))
        self.left.append(seed)
        self.right = []
        kind_labels = [
            (i, t(f"new.kind.{kind}{'.' + level if level else ''}"))
            for i, (kind, level) in enumerate(KINDS)
        ]
        for seat in range(self.players):
            self.right.append(
                TextInput(
                    f"name-{seat + 1}",
                    self.names[seat],
                    NAME_LENGTH,
                    lambda v, s=seat: self._set_name(s, v),
                )
            )
            self.right.append(
                Choice(
                    f"kind-{seat + 1}",
                    "",
                    kind_labels,
                    self.kinds[seat],
                    lambda v, s=seat: self._set_kind(s, v),
                )
            )
            if registry.game(self.ruleset.id).decks:
                self.right.append(self._deck_widget(seat))
        self.bottom = [
            Button("btn-start", t("new.start"), self._start, hotkey=pygame.K_RETURN),
            Button("btn-back", t("common.back"), self.app.stack.pop, primary=False),
        ]
        self._refresh_enabled()
        self._layout()

    def _remembered_decks(self) -> dict[int, tuple[str, str]]:
        """The decks last chosen for this game, seat by seat (one since deleted is passed
        over when the choice is made)."""
        return dict(enumerate(self.last.decks.get(self.ruleset.id, [])))

    def deck_options(self) -> list[tuple[tuple[str, str], str]]:
        """The decks a seat may bring: the game's starters, then the player's own."""
        rules = registry.deck_rules_of(self.ruleset.id)
        if rules is None:
            return []
        options = [
            (("starter", sid), t("new.deck.starter", name=deck.name))
            for sid, deck in rules.starters.items()
        ]
        options += [(("mine", info.slug), info.name) for info in self._usable_decks()]
        return options

    def _usable_decks(self) -> list:
        try:
            return deck_store.usable_decks(self.ruleset.id)
        except OSError:
            return []

    def deck_choice(self, seat: int) -> tuple[str, str]:
        options = [value for value, _ in self.deck_options()]
        chosen = self.deck_choices.get(seat)
        if chosen in options:
            return chosen
        starters = [value for value in options if value[0] == "starter"]
        return starters[seat % len(starters)] if starters else options[0]

    def _deck_widget(self, seat: int) -> Choice:
        def change(value, s=seat) -> None:
            self.deck_choices[s] = value

        return Choice(
            f"deck-{seat + 1}", t("new.deck"), self.deck_options(), self.deck_choice(seat), change
        )

    def _option_widget(self, spec: OptionSpec) -> Widget:
        label = t_or(f"option.{spec.key}", spec.key)
        value = self.option_values[spec.key]

        def change(v, key=spec.key) -> None:
            self._option_changed(key, v)

        if isinstance(spec.default, bool):
            return Toggle(
                f"option-{spec.key}", label, value, change, t("common.on"), t("common.off")
            )
        if isinstance(spec.default, int):
            presets = sorted({*NUMBER_PRESETS.get(spec.key, (spec.default,)), value})
            return Choice(
                f"option-{spec.key}", label, [(n, str(n)) for n in presets], value, change
            )
        return Choice(
            f"option-{spec.key}",
            label,
            [(c, t(f"option.{spec.key}.{c}")) for c in spec.choices],
            value,
            change,
        )

    def _layout(self) -> None:
        width, height = self.app.size
        scale = theme.scale_for(self.app.size)
        row = int(40 * scale)
        gap = int(8 * scale)
        top = int(height * 0.2)
        left_x, column = int(width * 0.05), int(width * 0.44)
        y = top
        for widget in self.left:
            widget.rect = pygame.Rect(left_x, y, column, row)
            y += row + gap
        choosers = [w for w in self.left if isinstance(w, Choice)]
        room = max(c.natural_room() for c in choosers)
        for chooser in choosers:  # one column of arrows, lined up
            chooser.room = room
        self.left[-1].rect.width = int(column * 0.5)
        self.left[-1].rect.left = left_x + column - self.left[-1].rect.width
        right_x = int(width * 0.53)
        y = top
        step = 3 if registry.game(self.ruleset.id).decks else 2
        for index in range(0, len(self.right), step):
            name, kind = self.right[index], self.right[index + 1]
            name.rect = pygame.Rect(right_x, y, int(width * 0.16), row)
            kind.rect = pygame.Rect(right_x + int(width * 0.17), y, int(width * 0.26), row)
            y += row + gap
            if step == 3:  # the seat's deck, on a line of its own under it
                deck = self.right[index + 2]
                deck.rect = pygame.Rect(right_x + int(width * 0.02), y, int(width * 0.41), row)
                y += row + gap * 3
        button_width = int(220 * scale)
        for index, button in enumerate(self.bottom):
            button.rect = pygame.Rect(0, 0, button_width, int(52 * scale))
            button.rect.midbottom = (
                width // 2 + (index - 0.5) * (button_width + 20),
                height - int(24 * scale),
            )
            button.font_size = int(30 * scale)

    # -- changes ----------------------------------------------------------------------------
    def _options_for(self, ruleset) -> dict:
        """The options last chosen for `ruleset`, or its defaults."""
        return dict(self.last.options.get(ruleset.id) or ruleset.resolve_options({}))

    def _set_ruleset(self, ruleset_id: str) -> None:
        self.ruleset = registry.get(ruleset_id)
        self.players = max(self.ruleset.min_players, min(self.players, self.ruleset.max_players))
        self.option_values = self._options_for(self.ruleset)
        self.deck_choices = self._remembered_decks()
        self._build()

    def _set_players(self, players: int) -> None:
        self.players = players
        self._build()

    def _set_name(self, seat: int, value: str) -> None:
        self.names[seat] = value

    def _set_kind(self, seat: int, value: int) -> None:
        # A name nobody typed follows the seat: "Player 2" for a person, a monster's name
        # for the computer.
        if self._untyped(seat):
            self.names[seat] = self._default_name(seat, value)
            for widget in self.right:
                if widget.id == f"name-{seat + 1}":
                    widget.value = self.names[seat]
        self.kinds[seat] = value

    def _untyped(self, seat: int) -> bool:
        name = self.names[seat].strip()
        if name in ("", self._default_name(seat, self.kinds[seat])):
            return True
        return self._a_default(seat, name)

    @staticmethod
    def _a_default(seat: int, name: str) -> bool:
        """Whether `name` is the seat's default person's name in any language."""
        return default_seat_number(name) == seat + 1

    @staticmethod
    def _default_name(seat: int, kind: int) -> str:
        if KINDS[kind][0] == "human":
            return t("seat.default_human", number=seat + 1)
        return AI_NAMES[seat % len(AI_NAMES)]

    def _option_changed(self, key: str, value) -> None:
        self.option_values[key] = value
        self._refresh_enabled()

    def _refresh_enabled(self) -> None:
        """An option that only matters with another's value is greyed out without it."""
        for widget in self.left:
            for key, (other, wanted) in DEPENDS.items():
                if widget.id == f"option-{key}":
                    widget.enabled = self.option_values.get(other) == wanted

    def seats(self) -> list[Seat]:
        """The seats as the form says, each with its deck (for a game of decks); a deck of
        the player's that can no longer be read raises DeckError."""
        out = []
        for seat in range(self.players):
            kind, level = KINDS[self.kinds[seat]]
            name = self.names[seat].strip() or t("seat.default_human", number=seat + 1)
            out.append(Seat(name, kind, level, self._setup(seat)))
        return out

    def _setup(self, seat: int) -> dict:
        rules = registry.deck_rules_of(self.ruleset.id)
        if rules is None:
            return {}
        where, which = self.deck_choice(seat)
        if where == "starter":
            return rules.setup_of(which)
        return rules.setup_of(deck_store.load_deck(self.ruleset.id, which))

    def _start(self) -> None:
        from game.ui.scenes.title import open_new

        text = self.seed_text.strip()
        if text and not text.lstrip("-").isdigit():
            self.seed_problem = t("new.bad_seed")  # said in red under the seed's field
            self.app.sounds.play("error")
            return
        self.seed_problem = ""
        seed = int(text) if text else None
        try:
            seats = self.seats()
        except deck_store.DeckError as problem:  # a deck file changed since it was listed
            self.note = problem.message
            self.app.sounds.play("error")
            self._build()
            return
        options = dict(self.option_values)
        typed = [
            Seat("" if self._untyped(n) else s.name, s.kind, s.level) for n, s in enumerate(seats)
        ]
        try:
            decks = None
            if registry.game(self.ruleset.id).decks:
                decks = [self.deck_choice(seat) for seat in range(self.players)]
            save_last_setup(self.ruleset.id, typed, options, decks)
        except OSError as exc:  # only the form's memory is lost: the game still starts
            print(f"monster-table: the game's set-up could not be remembered ({exc})")
        open_new(self.app, self.ruleset.id, options, seats, seed)

    # -- frame ------------------------------------------------------------------------------
    def focus_order(self) -> list[Widget]:
        return [*self.left, *self.right, *self.bottom]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.stack.pop()
            return True
        if self.focus.keyboard(event):
            return True
        return dispatch(self.focus_order(), event)

    def draw(self, surface: pygame.Surface) -> None:
        size = self.app.size
        surface.blit(theme.felt_background(size), (0, 0))
        draw_heading(surface, size, t("new.title"), self.note)
        scale = theme.scale_for(size)
        seed_label = theme.text(t("new.seed"), int(26 * scale), theme.INK)
        seed_rect = self.left[-1].rect
        surface.blit(
            seed_label, seed_label.get_rect(midleft=(int(size[0] * 0.05), seed_rect.centery))
        )
        for widget in self.focus_order():
            widget.draw(surface)
        if self.seed_problem:  # right under the field it is about, in red
            words = theme.text(self.seed_problem, int(20 * scale), theme.DANGER, True)
            surface.blit(words, words.get_rect(topleft=(seed_rect.left, seed_rect.bottom + 6)))
        self.focus.draw(surface)

    def automation_items(self):
        items = []
        for widget in [*self.left, *self.right, *self.bottom]:
            items.extend(widget.automation())
        return items

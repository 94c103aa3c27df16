"""Events, refusals, moves and cards in words, through the translation catalogue.

A game may have words of its own: every key is looked up first under the game's id
(`shield-war.event.attack`), then among the words the games share (`event.attack`).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Mapping, Sequence
from typing import Any

from game.cardwords import card_words
from game.engine.contract import Refusal
from game.engine.decision import Decision
from game.engine.notation import Action, Event, NotationError, parse_seat
from game.i18n import has, t
from game.ui.cardbook import CardBook

# Events the table shows as a move of cards and no more: the chain going to the discard pile.
SILENT = {("discard", "chain")}
# The value of an `effect` event: the stat and its change, signed (`attack+1`, `cost-1`); a
# change of 0 is a change that has ended.
EFFECT_VALUE = re.compile(r"([a-z_]+)([+-]\d+)")
# Parameters of refusals and prompts that name a card (or a Monster, a K-Mon) by its code.
CARD_PARAMS = ("card", "top", "character", "kmon")


class Describer:
    """Words for one game: it knows the seats' names, the cards' faces and the game's own keys."""

    def __init__(self, book: CardBook, names: Sequence[str], *, game: str = ""):
        self.book, self.names, self.game = book, list(names), game

    def _key(self, *parts: str) -> str | None:
        """The game's own key for `parts`, else the shared one, else None."""
        key = ".".join(parts)
        if self.game and has(f"{self.game}.{key}"):
            return f"{self.game}.{key}"
        return key if has(key) else None

    def seat(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return t("seat.nobody")
        return self.names[seat]

    def color(self, code_or_name: str) -> str:
        name = self.book.color_name(code_or_name)
        return t(f"color.{name}") if name else ""

    def card(self, code: str | None) -> str:
        return card_words(self.book.faces, self.book.palette, code)

    def cards(self, codes: Sequence[str] | None, count: int) -> str:
        if codes is None or not codes:
            return t("cards.one") if count == 1 else t("cards.count", count=count)
        return ", ".join(self.card(code) for code in codes)

    # -- events ----------------------------------------------------------------------------------
    def event(self, event: Event, viewer: int | None) -> str | None:
        """The log line for `event` as `viewer` may read it, or None for bookkeeping events."""
        if (event.kind, event.value) in SILENT:
            return None
        params: dict[str, Any] = {}
        refinements = [event.value] if event.value else []
        if event.kind == "effect":
            refinements, params = self._effect(event)
        key = self._event_key(event.kind, refinements)
        if key is None:
            return None
        if event.count == 1 and event.kind != "effect" and has(f"{key}.one"):
            key = f"{key}.one"
        mine = event.seat is not None and event.seat == viewer
        if mine and has(f"{key}.you"):
            key = f"{key}.you"
        elif event.target is not None and event.target == viewer and has(f"{key}.to_you"):
            key = f"{key}.to_you"
        return t(
            key,
            who=t("seat.you") if mine else self.seat(event.seat),
            target=self.seat(event.target),
            card=self.card(event.cards[0]) if event.cards else t("card.hidden"),
            cards=self.cards(event.cards, event.count),
            count=event.count,
            value=self._value(event),
            **params,
        )

    def _event_key(self, kind: str, refinements: Sequence[str]) -> str | None:
        """The first key there is of the game's `event.<kind>` (refined first), then the
        shared one's."""
        prefixes = (f"{self.game}.", "") if self.game else ("",)
        for prefix in prefixes:
            base = f"{prefix}event.{kind}"
            for refinement in refinements:
                if has(f"{base}.{refinement}"):
                    return f"{base}.{refinement}"
            if has(base):
                return base
        return None

    def _effect(self, event: Event) -> tuple[list[str], dict[str, Any]]:
        """An effect's keys, most precise first (`attack.up`, `attack`), and its words: the
        change without its sign (`amount`) and how long it lasts (`turns`)."""
        found = EFFECT_VALUE.fullmatch(event.value)
        if found is None:
            return ([event.value] if event.value else []), {}
        stat, change = found.group(1), int(found.group(2))
        way = "end" if change == 0 else "up" if change > 0 else "down"
        turns = event.count
        lasting = t("duration.next.one") if turns == 1 else t("duration.next", count=turns)
        return [f"{stat}.{way}", stat], {"stat": stat, "amount": abs(change), "turns": lasting}

    def _value(self, event: Event) -> str:
        if event.kind in ("color", "urrrhhh", "give"):
            return self.color(event.value)
        if event.kind == "direction":
            return t("direction.clockwise") if event.value == "1" else t("direction.counter")
        return event.value

    # -- moves, buttons and decisions ------------------------------------------------------------
    def _own(self, kind: str, action: Action) -> str | None:
        """The game's own key for `action` (`<game>.<kind>.<verb>.<first word>`, then
        `<game>.<kind>.<verb>`), or None."""
        if not self.game:
            return None
        base = f"{self.game}.{kind}.{action.verb}"
        if action.args and has(f"{base}.{action.args[0]}"):
            return f"{base}.{action.args[0]}"
        return base if has(base) else None

    def action_label(self, action: Action, viewer: int | None = None) -> str:
        """The label of a button that makes `action`: "Take the first pick", "Pass"; one that
        names the seat at the screen says so (`<key>.you`: "I start")."""
        params = {"card": self.card(action.args[0])} if action.args else {}
        named = None
        with contextlib.suppress(NotationError, IndexError):
            named = parse_seat(action.args[0])
            params["seat"] = self.seat(named)  # `first p2`: a seat's name
        key = self._own("action", action)
        if key is not None and named is not None and named == viewer and has(f"{key}.you"):
            return t(f"{key}.you", **params)
        if key == f"{self.game}.action.{action.verb}" and has(f"{key}.with") and action.args:
            key = f"{key}.with"  # "Attack with Flame Assault, Blaze Assault"
            params["cards"] = ", ".join(self.card(word) for word in action.args)
        if key is None and has(f"action.{action.verb}"):
            key = f"action.{action.verb}"
        return t(key, **params) if key is not None else str(action)

    def pick_title(self, action: Action, decision) -> str:
        """The title of a chooser of cards for `action` (`<game>.pick.<verb>`), else what the
        decision asks."""
        key = self._own("pick", action)
        return t(key) if key is not None else self.prompt(decision)

    def move(self, action: Action, phase: str, stack: int = 0) -> str:
        """A move a seat could make now, as advice: "play the red 5", "take the 4 cards"."""
        verb, args = action.verb, action.args
        own = self._own("hint", action)
        if own is not None:
            words = t(own, card=self.card(args[0]) if args else "")
        elif verb == "play":
            words = t("hint.play", card=self.card(args[0]))
        elif verb in ("wild", "give"):
            words = t(f"hint.{verb}", color=self.color(args[0]))
        elif verb in ("catch", "swap"):
            words = t(f"hint.{verb}", name=self.seat(parse_seat(args[0])))
        elif verb == "draw" and phase == "penalty":
            words = t("hint.take", count=stack)
        elif has(f"hint.{verb}"):
            words = t(f"hint.{verb}")
        else:
            words = str(action)
        if args and args[-1] == "uno":
            words = t("hint.with_uno", move=words)
        return words

    def prompt(self, decision: Mapping[str, Any] | Decision | None) -> str:
        """What the pending decision asks of the seat deciding, or "" when it says nothing."""
        if decision is None:
            return ""
        data = decision.to_data() if isinstance(decision, Decision) else decision
        key = data.get("prompt") or ""
        if not key or not has(key):
            return ""
        return t(key, **self._params(data.get("params") or {}))

    # -- refusals --------------------------------------------------------------------------------
    def refusal(self, refusal: Refusal) -> str:
        key = self._key("refusal", refusal.code)
        if key is None:
            return t("refusal.unknown", code=refusal.code)
        return t(key, **self._params(refusal.params))

    def _params(self, given: Mapping[str, Any]) -> dict[str, Any]:
        """A refusal's or a prompt's facts in words: cards by name, seats by name."""
        params: dict[str, Any] = dict(given)
        for key in CARD_PARAMS:
            if key in params:
                params[key] = self.card(str(params[key]))
        if "color" in params:
            params["color"] = self.color(str(params["color"]))
        for name in ("kind", "element"):  # the game's word for it, when it has one
            if name in params:
                word = self._key(name, str(params[name]))
                if word is not None:
                    params[name] = t(word)
        for key in ("turn", "seat"):
            if key in params:
                with contextlib.suppress(NotationError):
                    params[key] = self.seat(parse_seat(str(params[key])))
        return params

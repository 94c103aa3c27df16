"""Events, refusals and cards in words, through the translation catalogue."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from game.engine.contract import Refusal
from game.engine.notation import Action, Event, NotationError, parse_seat
from game.i18n import has, t, t_or
from game.ui.cardbook import CardBook


class Describer:
    """Words for one game: it knows the seats' names and the cards' faces."""

    def __init__(self, book: CardBook, names: Sequence[str]):
        self.book, self.names = book, list(names)

    def seat(self, seat: int | None) -> str:
        if seat is None or not 0 <= seat < len(self.names):
            return t("seat.nobody")
        return self.names[seat]

    def color(self, code_or_name: str) -> str:
        name = self.book.color_name(code_or_name)
        return t(f"color.{name}") if name else ""

    def card(self, code: str | None) -> str:
        if code is None:
            return t("card.hidden")
        face = self.book.faces.get(code)
        if face is None:
            return code
        if face.name:  # a card with a name of its own
            return face.name
        color = self.color(face.color) if face.color else ""
        if face.kind == "number":
            return t("card.number", color=color, number=face.rank)
        return t(f"card.{face.kind}", color=color)

    def cards(self, codes: Sequence[str] | None, count: int) -> str:
        if codes is None or not codes:
            return t("cards.one") if count == 1 else t("cards.count", count=count)
        return ", ".join(self.card(code) for code in codes)

    def event(self, event: Event, viewer: int | None) -> str | None:
        """The log line for `event` as `viewer` may read it, or None for bookkeeping events."""
        key = f"event.{event.kind}"
        if event.value and has(f"{key}.{event.value}"):
            key = f"{key}.{event.value}"
        if not has(key):
            return None
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
        )

    def _value(self, event: Event) -> str:
        if event.kind in ("color", "urrrhhh", "give"):
            return self.color(event.value)
        if event.kind == "direction":
            return t("direction.clockwise") if event.value == "1" else t("direction.counter")
        return event.value

    def move(self, action: Action, phase: str, stack: int = 0) -> str:
        """A move a seat could make now, as advice: "play the red 5", "take the 4 cards"."""
        verb, args = action.verb, action.args
        if verb == "play":
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

    def refusal(self, refusal: Refusal) -> str:
        params: dict[str, Any] = dict(refusal.params)
        for key in ("card", "top"):
            if key in params:
                params[key] = self.card(str(params[key]))
        if "color" in params:
            params["color"] = self.color(str(params["color"]))
        for key in ("turn", "seat"):
            if key in params:
                with contextlib.suppress(NotationError):
                    params[key] = self.seat(parse_seat(str(params[key])))
        key = f"refusal.{refusal.code}"
        return t_or(key, t("refusal.unknown", code=refusal.code), **params)

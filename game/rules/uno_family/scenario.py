"""Scenario support for the UNO family: zones set by hand after the deal, facts to expect."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from game.engine.notation import parse_seat, seat_text

SETUP_KEYS = {"hands", "discard", "draw", "turn", "direction", "color", "scores", "dealer"}


class ScenarioMixin:
    """`scenario_setup` and `inspect`. Needs the tables of `UnoFamily`."""

    __slots__ = ()

    def scenario_setup(self, state: dict, setup: Mapping[str, Any]) -> None:
        unknown = sorted(set(setup) - SETUP_KEYS)
        if unknown:
            raise ValueError(
                f"unknown set-up key {unknown[0]!r} (known: {', '.join(sorted(SETUP_KEYS))})"
            )
        pool = Counter(self.full_deck)

        def take(cards: list, where: str) -> list:
            cards = [str(c) for c in cards]
            for code in cards:
                if code not in self.kind:
                    raise ValueError(f"{where}: no card {code!r} in this deck")
                if pool[code] <= 0:
                    raise ValueError(
                        f"{where}: no {code} left for it (the deck has {self.full_deck[code]})"
                    )
                pool[code] -= 1
            return cards

        def keep(cards: list) -> list:
            kept = []
            for code in cards:
                if pool[code] > 0:
                    pool[code] -= 1
                    kept.append(code)
            return kept

        given_hands = {parse_seat(k): v for k, v in (setup.get("hands") or {}).items()}
        for seat in given_hands:
            if not 0 <= seat < state["players"]:
                raise ValueError(
                    f"hands: no seat {seat_text(seat)} in a {state['players']}-player game"
                )
        hands = [
            take(given_hands[s], f"hands.{seat_text(s)}") if s in given_hands else None
            for s in range(state["players"])
        ]
        discard = take(setup["discard"], "discard") if "discard" in setup else None
        on_top = take(setup["draw"], "draw") if "draw" in setup else []
        hands = [h if h is not None else keep(state["hands"][s]) for s, h in enumerate(hands)]
        if discard is None:
            discard = keep(state["discard"])
        if not discard:
            raise ValueError("discard: the discard pile needs at least one card")
        rest = keep(state["draw"])
        rest += [code for code, left in pool.items() for _ in range(left)]
        state.update(
            hands=hands, discard=discard, draw=rest + list(reversed(on_top)), draw_known=len(on_top)
        )
        state.update(phase="play", pending=None, stack=0, called=False, jump_passed=[])
        top = discard[-1]
        if "color" in setup:
            color = self.deck.color_code(str(setup["color"]))
            if color is None:
                raise ValueError(
                    f"color: expected one of {', '.join(self.deck.color_names.values())}"
                )
            state["color"] = color
        elif self.color[top] is not None:
            state["color"] = self.color[top]
        elif not state["color"]:
            raise ValueError("color: a wild on top needs `color:`")
        if "turn" in setup:
            state["turn"] = parse_seat(str(setup["turn"]))
        if "direction" in setup:
            if setup["direction"] not in (1, -1):
                raise ValueError("direction: expected 1 (clockwise) or -1")
            state["dir"] = setup["direction"]
        if "scores" in setup:
            state["scores"] = [int(x) for x in setup["scores"]]
        if "dealer" in setup:
            state["dealer"] = parse_seat(str(setup["dealer"]))
        self.check_invariants(state)

    def inspect(self, state: dict) -> dict[str, Any]:
        winners = state["winners"]
        return {
            "turn": seat_text(state["turn"]),
            "phase": state["phase"],
            "direction": state["dir"],
            "color": self.deck.color_names.get(state["color"], ""),
            "top": state["discard"][-1],
            "hand_sizes": [len(h) for h in state["hands"]],
            "hands": {seat_text(s): sorted(h) for s, h in enumerate(state["hands"])},
            "draw_size": len(state["draw"]),
            "discard_size": len(state["discard"]),
            "scores": list(state["scores"]),
            "winners": [seat_text(s) for s in winners] if winners is not None else None,
            "round": state["round"],
            "dealer": seat_text(state["dealer"]),
            "stack": state["stack"],
            "deciders": [seat_text(s) for s in self.deciders(state)],
            "turns": list(state["turns"]),
        }

"""Who decides now, and the two shapes a decision takes: a turn, or a window.

A turn is one seat's to take. A window is offered to several seats at once (a chance to
respond, to catch a missed call, to add a blocker): each may answer or pass, and passing is
always legal, so being asked reveals nothing about a seat's hidden cards. `deciders` follows
from the decision. A chain (`chain_*`) keeps last-in-first-out responses: a shield over a
shield, a 0 answering a 0, a reaction to a reaction; the newest entry resolves first.

Windows and chains live in the state as plain data (lists and dicts), so they copy and save
like the rest of it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

DECISION_KINDS = ("turn", "window")


@dataclass(frozen=True, slots=True)
class Decision:
    """The pending decision: who may act, a turn or a window, whether passing is allowed, and
    a prompt (a catalogue key, with its parameters) that says what is being decided."""

    seats: tuple[int, ...]
    kind: str = "turn"
    optional: bool = False
    prompt: str = ""
    params: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.kind not in DECISION_KINDS:
            raise ValueError(f"a decision is a turn or a window, not {self.kind!r}")
        if self.kind == "turn" and len(self.seats) != 1:
            raise ValueError(f"a turn is one seat's, not {len(self.seats)} seats'")

    def to_data(self) -> dict[str, Any]:
        return {
            "seats": list(self.seats),
            "kind": self.kind,
            "optional": self.optional,
            "prompt": self.prompt,
            "params": dict(self.params),
        }


# -- windows -------------------------------------------------------------------------------------
def open_window(seats: list[int] | tuple[int, ...], reason: str) -> dict[str, Any]:
    """A window offered to `seats`, in the order they are asked; none has answered yet."""
    return {"reason": reason, "waiting": list(seats)}


def answer_window(window: dict[str, Any], seat: int) -> None:
    """`seat` has answered (or passed): it is asked no more."""
    window["waiting"].remove(seat)


def window_closed(window: dict[str, Any]) -> bool:
    return not window["waiting"]


# -- chains --------------------------------------------------------------------------------------
def chain_push(chain: list[dict[str, Any]], entry: dict[str, Any]) -> None:
    """Lay `entry` (an instance, with who played it) over what it answers."""
    chain.append(entry)


def chain_top(chain: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The entry a response answers now: the newest."""
    return chain[-1] if chain else None


def chain_unwind(chain: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every entry, newest first, the order a chain resolves in; the chain is left empty."""
    order = list(reversed(chain))
    chain.clear()
    return order


__all__ = [
    "DECISION_KINDS",
    "Decision",
    "answer_window",
    "chain_push",
    "chain_top",
    "chain_unwind",
    "open_window",
    "window_closed",
]

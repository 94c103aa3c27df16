"""K-Mon's moves, each verb declared once (game/engine/moves.py): the roles of its words, the
phases it is asked in, where its card goes on the table, why it is refused beyond its shape
(refusals.py) and what it does (turns.py, resolve.py, draws)."""

from __future__ import annotations

from typing import Any

from game.engine.moves import HAND, OWN, SEAT, SHOWN, WORD, Arg, Move, Moves, Payment
from game.engine.notation import Event, parse_seat
from game.rules.kmon import effects as fx
from game.rules.kmon import refusals as why
from game.rules.kmon import resolve, turns

Words = tuple[str, ...]
KMON = Arg(OWN, "K-Mon")
BOOST = Arg(HAND, "boost", optional=True)
SEEN = Arg(SHOWN, "card seen")
SEEN_MORE = Arg(SHOWN, "card seen", optional=True)


def _declare(effect: Any) -> Any:
    """An action or a reaction goes on the chain, and the other seat may answer it (or first
    pays the cards it costs)."""

    def declare(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
        effect(rules.catalog, state, seat, args, events)
        state["phase"] = "pay" if state["pay"] is not None else "react"

    return declare


def _pass(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    """Let the chain resolve, or let an Undying K-Mon's last attack go."""
    catalog = rules.catalog
    if state["phase"] == "last":
        turns.let_go(catalog, state, seat, events)
        return
    events.append(Event("pass", seat))
    root = resolve.resolve(catalog, state, events)
    turns.chain_done(catalog, state, root, events)


def _discard(rules: Any, state: dict, seat: int, args: Words, events: list[Event]) -> None:
    """A card paid for an evasion or a blackout, or one let go at the hand limit."""
    if state["phase"] == "pay":
        resolve.pay(state, seat, args[0], events)
        if state["pay"] is None:
            state["phase"] = "react"
    else:
        turns.discard(rules.catalog, state, seat, args[0], events)


def _evade_cost(rules: Any, state: dict, seat: int, args: Words) -> Payment:
    """An evasion is paid with two cards of the hand (one for an Elusive K-Mon)."""
    return Payment("discard", resolve.evade_cost(rules.catalog, state, seat))


def _blackout_cost(rules: Any, state: dict, seat: int, args: Words) -> Payment:
    return Payment("discard", resolve.BLACKOUT_CARDS)


def _ability_target(rules: Any, args: Words) -> str | None:
    """An ability goes onto the K-Mon it aims at: the opponent's active one, or one's own."""
    if not args or args[0] not in rules.catalog.cards:
        return None
    return "active:@other" if fx.targets_opponent(rules.catalog.cards[args[0]]) else "active:@"


def _attack_target(rules: Any, args: Words) -> str | None:
    """A boosted attack goes onto the opponent's K-Mon; a plain one is a button."""
    return "active:@other" if args else None


MOVES = Moves(
    Move(
        "first",
        (Arg(SEAT, "first player"),),
        lambda r, s, seat, a, ev: turns.choose_first(s, seat, parse_seat(a[0]), ev),
        ("first",),
        why=why.first_why,
    ),
    Move(
        "lead",
        (KMON,),
        lambda r, s, seat, a, ev: turns.lead(r.catalog, s, seat, a[0], ev),
        ("lead",),
        target="active:@",
        why=why.kmon_why,
    ),
    Move(
        "item",
        (Arg(HAND, "item"),),
        lambda r, s, seat, a, ev: turns.item(r.catalog, s, seat, a[0], ev),
        ("item",),
        target="active:@",
        why=why.play_why("item"),
    ),
    Move("skip", (), lambda r, s, seat, a, ev: turns.skip_item(r.catalog, s, seat, ev), ("item",)),
    Move(
        "switch",
        (KMON,),
        lambda r, s, seat, a, ev: turns.switch(r.catalog, s, seat, a[0], ev),
        ("switch",),
        target="active:@",
        why=why.kmon_why,
    ),
    Move("stay", (), lambda r, s, seat, a, ev: turns.stay(r.catalog, s, seat, ev), ("switch",)),
    Move(
        "attack",
        (BOOST, BOOST),
        _declare(lambda c, s, seat, a, ev: resolve.attack(c, s, seat, a, ev)),
        ("action",),
        target=_attack_target,
        why=why.attack_why,
    ),
    Move(
        "ability",
        (Arg(HAND, "ability"),),
        _declare(lambda c, s, seat, a, ev: resolve.ability(c, s, seat, a[0], ev)),
        ("action",),
        target=_ability_target,
        why=why.play_why("ability"),
    ),
    Move(
        "defend",
        (Arg(SHOWN, "card taken back", optional=True),),
        _declare(lambda c, s, seat, a, ev: resolve.defend(c, s, seat, a[0] if a else "", ev)),
        ("action",),
        why=why.defend_why,
    ),
    Move(
        "react",
        (Arg(HAND, "reaction"),),
        _declare(lambda c, s, seat, a, ev: resolve.reaction(c, s, seat, a[0], ev)),
        ("react",),
        target="chain",
        why=why.play_why("react"),
    ),
    Move(
        "evade",
        (),
        _declare(lambda c, s, seat, a, ev: resolve.evade(c, s, seat, ev)),
        ("react",),
        why=why.evade_why,
        cost=_evade_cost,
    ),
    Move(
        "blackout",
        (),
        _declare(lambda c, s, seat, a, ev: resolve.blackout(c, s, seat, ev)),
        ("react",),
        why=why.blackout_why,
        cost=_blackout_cost,
    ),
    Move("pass", (), _pass, ("react", "last")),
    Move(
        "discard",
        (Arg(HAND, "card"),),
        _discard,
        ("pay", "discard"),
        target="discard:@",
        why=why.discard_why,
    ),
    Move("last", (), lambda r, s, seat, a, ev: turns.last(r.catalog, s, seat, ev), ("last",)),
    Move(
        "bonus",
        (Arg(WORD, "bonus", words=("draw", "charge", "heal")), Arg(OWN, "K-Mon", optional=True)),
        lambda r, s, seat, a, ev: turns.bonus(r.catalog, s, seat, a[0], a[1] if a[1:] else "", ev),
        ("bonus",),
        why=why.bonus_why,
    ),
    Move(
        "replace",
        (KMON,),
        lambda r, s, seat, a, ev: turns.replace(r.catalog, s, seat, a[0], ev),
        ("replace",),
        target="active:@",
        why=why.kmon_why,
    ),
    Move("look", (), lambda r, s, seat, a, ev: turns.look(r.catalog, s, seat, ev), ("look",)),
    Move("draw", (), lambda r, s, seat, a, ev: turns.draw_plain(r.catalog, s, seat, ev), ("look",)),
    Move(
        "keep",
        (SEEN, SEEN_MORE, SEEN_MORE),
        lambda r, s, seat, a, ev: turns.keep(r.catalog, s, seat, a, ev),
        ("seer",),
        why=why.keep_why,
    ),
)

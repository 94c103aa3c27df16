"""Why an Uno Mostro action is refused: a code and the facts its words need."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.engine.contract import Refusal
from game.engine.notation import Action, NotationError, parse_number, parse_seat, seat_text
from game.rules.uno_mostro import board, combat, moves
from game.rules.uno_mostro.cards import Deck

# The roles of the card each verb plays, and the refusal for a card of another role.
CARD_OF = {
    "summon": (("monster",), "not_a_monster"),
    "buff": (("plus2", "plus4"), "not_a_buff"),
    "draw": (("plus2", "plus4"), "not_a_buff"),
    "ban": (("ban",), "not_a_ban"),
    "destroy": (("destroy",), "not_a_destroy"),
    "steal": (("steal",), "not_a_steal"),
    "control": (("control",), "not_a_control"),
    "cancel": (("control",), "not_a_control"),
}
COMBAT_PHASES = ("attackers", "window", "answer", "blockers", "join", "assign")


def refusal(rules: Any, state: dict, seat: int, action: Action) -> Refusal | None:
    """Why `seat` may not do `action`: the game is over, an unknown verb, not the seat's
    moment, not the phase of the verb, the wrong number of words, the verb's own reason
    (verbs.py), or a move the phase does not offer."""
    phase, verb, args = state["phase"], action.verb, action.args
    if phase == "over":
        return Refusal("game_over")
    move = rules.moves.get(verb)
    if move is None:
        return Refusal("unknown_action", {"verb": verb})
    deciding = moves.deciders(state)
    if seat not in deciding:
        return Refusal("not_your_turn", {"turn": seat_text(deciding[0])})
    if phase not in move.phases:
        return _wrong_phase(state, verb)
    if len(args) != move.most:
        return Refusal("malformed_action", {"verb": verb, "words": move.most})
    refused = rules.moves.why(rules, state, seat, action)
    if refused is None and action not in moves.legal_actions(rules.deck, state, seat):
        refused = Refusal("not_now", {"phase": phase})
    return refused


def _wrong_phase(state: dict, verb: str) -> Refusal:
    phase = state["phase"]
    if phase == "after" and verb in ("buff", "destroy"):
        return Refusal("before_attack", {"verb": verb})
    if phase == "after" and verb == "attack":
        return Refusal("one_attack")
    if phase in COMBAT_PHASES and verb == "steal":
        return Refusal("not_in_combat")
    return Refusal("not_now", {"phase": phase})


# -- each verb's own reasons (declared in verbs.py) --------------------------------------------
Why = Callable[[Any, dict, int, tuple[str, ...]], "Refusal | None"]


Target = Callable[[Deck, dict, int, str, str], "Refusal | None"]


def card_why(verb: str, target: Target | None = None) -> Why:
    """The reasons of a verb playing a card of the hand: the card, then its `target`'s."""

    def why(rules: Any, state: dict, seat: int, args: tuple[str, ...]) -> Refusal | None:
        refused = _card(rules.deck, state, seat, verb, args[0])
        if refused is not None or target is None:
            return refused
        return target(rules.deck, state, seat, args[0], args[1])

    return why


def top_target(deck: Deck, state: dict, seat: int, code: str, target: str) -> Refusal | None:
    """A control cancelled: the one on top of the chain."""
    top = state["chain"][-1]["id"]
    return None if target == top else Refusal("not_the_top", {"target": target, "top": top})


def any_target(deck: Deck, state: dict, seat: int, code: str, target: str) -> Refusal | None:
    """A card destroyed: anything on the table."""
    return None if board.find(state, target) else Refusal("unknown_target", {"target": target})


def buff_target(deck: Deck, state: dict, seat: int, code: str, target: str) -> Refusal | None:
    """A +2 or +4 on a monster its player controls; one +4 a monster."""
    found = _monster(state, target)
    if isinstance(found, Refusal):
        return found
    owner, monster = found
    if board.controller(owner, monster) != seat:
        return Refusal("not_your_monster", {"target": target})
    if deck.role(code) == "plus4" and board.has_plus_four(deck, state, owner, target):
        return Refusal("one_plus_four", {"target": target})
    return None


def ban_target(deck: Deck, state: dict, seat: int, code: str, target: str) -> Refusal | None:
    """A ban on any monster, twice at most."""
    found = _monster(state, target)
    if isinstance(found, Refusal):
        return found
    if found[1]["marks"].get("bans", 0) >= 2:
        return Refusal("banned_twice", {"target": target})
    return None


def steal_target(deck: Deck, state: dict, seat: int, code: str, target: str) -> Refusal | None:
    """A monster of another player stolen."""
    found = _monster(state, target)
    if isinstance(found, Refusal):
        return found
    return Refusal("own_monster", {"target": target}) if found[0] == seat else None


def control_target(deck: Deck, state: dict, seat: int, code: str, target: str) -> Refusal | None:
    """A monster the player does not control taken for the turn."""
    found = _monster(state, target)
    if isinstance(found, Refusal):
        return found
    if board.controller(*found) == seat:
        return Refusal("own_monster", {"target": target})
    return None


def attack_why(rules: Any, state: dict, seat: int, args: tuple[str, ...]) -> Refusal | None:
    return _attack(state, seat, args[0], args[1])


def block_why(rules: Any, state: dict, seat: int, args: tuple[str, ...]) -> Refusal | None:
    return _block(state, seat, args[0], args[1])


def assign_why(rules: Any, state: dict, seat: int, args: tuple[str, ...]) -> Refusal | None:
    return _assign(state, args)


def _card(deck: Deck, state: dict, seat: int, verb: str, code: str) -> Refusal | None:
    if code not in deck.cards:
        return Refusal("unknown_card", {"card": code})
    if code not in state["hands"][seat]:
        return Refusal("card_not_in_hand", {"card": code})
    if verb in CARD_OF and deck.role(code) not in CARD_OF[verb][0]:
        return Refusal(CARD_OF[verb][1], {"card": code})
    return None


def _monster(state: dict, target: str) -> tuple[int, dict] | Refusal:
    found = board.find(state, target)
    if found is None:
        return Refusal("unknown_target", {"target": target})
    if not board.is_monster(found[1]):
        return Refusal("not_a_monster_target", {"target": target})
    return found


def _attack(state: dict, seat: int, target: str, defender_text: str) -> Refusal | None:
    found = _monster(state, target)
    if isinstance(found, Refusal):
        return found
    owner, monster = found
    if board.controller(owner, monster) != seat:
        return Refusal("not_your_monster", {"target": target})
    fight = state["combat"]
    if fight is not None and fight["joiner"] is not None and target != fight["joiner"]:
        return Refusal("not_the_joiner", {"target": target})
    if "attacking" in monster["marks"]:
        return Refusal("already_attacking", {"target": target})
    if not board.can_attack(monster):
        return Refusal("cannot_attack", {"target": target})
    try:
        defender = parse_seat(defender_text)
    except NotationError:
        return Refusal("unknown_seat", {"seat": defender_text})
    if not 0 <= defender < state["players"] or defender == seat or not state["life"][defender]:
        return Refusal("not_an_opponent", {"seat": defender_text})
    if fight is not None and defender != fight["defender"]:
        return Refusal("one_defender", {"seat": seat_text(fight["defender"])})
    return None


def _block(state: dict, seat: int, blocker: str, target: str) -> Refusal | None:
    found = _monster(state, blocker)
    if isinstance(found, Refusal):
        return found
    owner, monster = found
    fight = state["combat"]
    if board.controller(owner, monster) != seat:
        return Refusal("not_your_monster", {"target": blocker})
    if fight["joiner"] is not None and blocker != fight["joiner"]:
        return Refusal("not_the_joiner", {"target": blocker})
    if "blocking" in monster["marks"]:
        return Refusal("already_blocking", {"target": blocker})
    if not board.can_block(monster) or "attacking" in monster["marks"]:
        return Refusal("cannot_block", {"target": blocker})
    if target not in fight["attackers"]:
        return Refusal("not_attacking", {"target": target})
    return None


def _assign(state: dict, args: tuple[str, ...]) -> Refusal | None:
    fight = state["combat"]
    attacker, blocker, amount = args
    if attacker != fight["queue"][0]:
        return Refusal("not_the_attacker", {"target": attacker, "attacker": fight["queue"][0]})
    if blocker not in {item["id"] for _, item in combat.blockers_of(state, attacker)}:
        return Refusal("not_blocking_it", {"target": blocker})
    left = fight["left"]
    if parse_number(amount, 1, left) is None:
        return Refusal("bad_amount", {"amount": amount, "left": left})
    return None

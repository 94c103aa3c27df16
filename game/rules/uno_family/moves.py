"""Who may act in a UNO-family game, what they may do, and why anything else is refused."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.contract import Refusal, Ruleset, check_seat
from game.engine.notation import Action, NotationError, seat_text

DRAW = Action("draw")
PASS = Action("pass")
CHALLENGE = Action("challenge")

if TYPE_CHECKING:
    from game.rules.uno_family.ruleset import UnoFamily


def deciders(rules: UnoFamily, state: dict) -> tuple[int, ...]:
    phase = state["phase"]
    if phase == "play":
        if state["options"]["jump_in"]:
            return (*_jumpers(rules, state), state["turn"])
        return (state["turn"],)
    if phase == "catch":
        return tuple(state["pending"]["waiting"])
    if phase == "over":
        return ()
    return (state["pending"]["seat"],)


def _jumpers(rules: UnoFamily, state: dict) -> list[int]:
    """Seats other than the turn's holding the very card on top (never a wild)."""
    top = state["discard"][-1]
    if rules.cards.color[top] is None:
        return []
    players, turn, passed = state["players"], state["turn"], state["jump_passed"]
    order = ((turn + i) % players for i in range(1, players))
    return [s for s in order if s not in passed and top in state["hands"][s]]


# -- legal actions ------------------------------------------------------------------------
def legal_actions(rules: UnoFamily, state: dict, seat: int) -> list[Action]:
    if seat.__class__ is not int:  # a bool, or anything else that is not a plain int
        seat = check_seat(seat, state["players"])
    phase = state["phase"]
    if phase == "play" and seat == state["turn"]:
        hand = state["hands"][seat]
        # The hot path of every simulation and search: the turn's owner plays or draws.
        # The table of plays on this top card in this color maps each card that may go
        # on it to its (shared) action. Under the strict Wild Draw 4 rule it leaves the
        # Wild Draw 4 out: that comes back only when nothing else can be played.
        plays = rules.cards.plays_on[state["color"]][state["discard"][-1]]
        actions = []
        for code in hand:  # a plain loop: cheaper than a comprehension for a hand
            action = plays[code]
            # Two copies of a card make one action. The actions are shared, so the
            # test mostly stops at identity: cheaper than a set over the result.
            if action is not None and action not in actions:
                actions.append(action)
        if not actions and rules.strict_wild4 and not rules.cards.wild4_codes.isdisjoint(hand):
            actions = _wild4_plays(rules, hand)
        if len(hand) == 2:
            actions = _with_uno_calls(rules, actions)
        actions.append(DRAW)
        return actions
    if phase == "drawn" and seat == state["pending"]["seat"]:
        hand = state["hands"][seat]
        if len(hand) == 2:
            return _card_plays(rules, state, hand, [state["pending"]["card"]]) + [PASS]
        return [rules.cards.play_action[state["pending"]["card"]], PASS]
    if phase == "color" and seat == state["pending"]["seat"]:
        return list(rules.cards.color_actions)
    # Any seat that got this far may still be out of range (-1 is not the last seat).
    check_seat(seat, state["players"])
    return _out_of_turn_actions(rules, state, seat, phase, state["hands"][seat])


# The hot path above holds no comprehension: one would turn `rules` and `seat` into cells,
# made anew on every call and read more slowly. The rarer decisions are worked out here.
def _wild4_plays(rules: UnoFamily, hand: list) -> list[Action]:
    """The Wild Draw 4 plays of a hand that can play nothing else (the strict rule)."""
    wild4 = rules.cards.wild4_codes
    return [rules.cards.play_action[c] for c in dict.fromkeys(hand) if c in wild4]


def _out_of_turn_actions(
    rules: UnoFamily, state: dict, seat: int, phase: str, hand: list
) -> list[Action]:
    """Every decision but the turn's play, the drawn card and the color."""
    if seat not in rules.deciders(state):
        return []
    if phase == "play":  # out of turn: a jump-in with the very card on top
        return _card_plays(rules, state, hand, [state["discard"][-1]]) + [PASS]
    if phase == "give":
        return _give_actions(rules, hand)
    if phase == "catch":
        return [Action("catch", (seat_text(state["pending"]["seat"]),)), PASS]
    if phase == "penalty":
        actions = _card_plays(rules, state, hand, _stackable(rules, state, hand))
        if state["pending"]["challenge"]:
            actions.append(CHALLENGE)
        actions.append(DRAW)
        return actions
    if phase == "swap":
        players = state["players"]
        return [Action("swap", (seat_text(s),)) for s in range(players) if s != seat]
    return []


def _card_plays(rules: UnoFamily, state: dict, hand: list, codes) -> list[Action]:
    """Play actions for `codes`; with two cards in hand, each also with the UNO call."""
    plays = [rules.cards.play_action[code] for code in codes]
    return _with_uno_calls(rules, plays) if len(hand) == 2 else plays


def _matches(rules: UnoFamily, state: dict, code: str) -> bool:
    return code in rules.cards.matching[state["color"]][rules.cards.rank[state["discard"][-1]]]


def _with_uno_calls(rules: UnoFamily, plays: list[Action]) -> list[Action]:
    """Each play of a two-card hand, without and then with the UNO call."""
    out = []
    for action in plays:
        out.append(action)
        out.append(rules.cards.play_uno_action[action.args[0]])
    return out


def is_bluff(rules: UnoFamily, state: dict, seat: int, action: Action) -> bool:
    """`action` lays a Wild Draw Four that may be challenged while the seat holds a card
    of the current color: legal, but guilty if challenged (the table asks a person first).
    """
    check_seat(seat, state["players"])
    if (
        rules.strict_wild4
        or action.verb != "play"
        or rules.cards.kind.get(action.args[0]) != "wild4"
    ):
        return False
    if state["stack"]:  # laid on a pending draw (house rules): it cannot be challenged
        return False
    return _holds_color(rules, state["hands"][seat], state["color"])


def _holds_color(rules: UnoFamily, hand: list, color: str) -> bool:
    held = rules.cards.color
    return any(held[code] == color for code in hand)


def _holds_a_color(rules: UnoFamily, hand: list) -> bool:
    """Whether the hand holds a card of any color (not only wilds)."""
    held = rules.cards.color
    return any(held[code] is not None for code in hand)


def _wild4_allowed(rules: UnoFamily, state: dict, seat: int, code: str) -> bool:
    if not rules.variant.strict_wild4 or rules.cards.kind[code] != "wild4":
        return True
    others = [c for c in state["hands"][seat] if rules.cards.kind[c] != "wild4"]
    return not any(_matches(rules, state, c) for c in others)


def _stackable(rules: UnoFamily, state: dict, hand: list) -> list[str]:
    options, top_kind = state["options"], rules.cards.kind[state["discard"][-1]]
    codes = []
    draw_two_on_draw_two = top_kind == "draw2" and options["stack_draw_two"]
    for code in dict.fromkeys(hand):
        kind = rules.cards.kind[code]
        if (kind == "draw2" and draw_two_on_draw_two) or (
            kind == "wild4" and options["stack_wild_draw_four"]
        ):
            codes.append(code)
    if rules.variant.strict_wild4 and any(rules.cards.kind[c] == "draw2" for c in codes):
        codes = [c for c in codes if rules.cards.kind[c] != "wild4"]
    return codes


def _give_actions(rules: UnoFamily, hand: list) -> list[Action]:
    held = {}
    for code in hand:
        color = rules.cards.color[code]
        if color is not None:
            held[color] = held.get(color, 0) + 1
    actions = []
    for color in rules.deck.colors:
        if color in held:
            name = rules.deck.color_names[color]
            actions.append(Action("give", (name,)))
            if len(hand) - held[color] == 1:
                actions.append(Action("give", (name, "uno")))
    return actions


# -- refusals ----------------------------------------------------------------------------
def parse_action(rules: UnoFamily, text: str) -> Action:
    action = Ruleset.parse_action(rules, text)
    problem = _malformed(rules, action)
    if problem:
        raise NotationError(problem)
    return action


def refusal(rules: UnoFamily, state: dict, seat: int, action: Action) -> Refusal | None:
    if action in rules.legal_actions(state, seat):
        return None
    return _explain(rules, state, seat, action)


def _explain(rules: UnoFamily, state: dict, seat: int, action: Action) -> Refusal:
    problem = _malformed(rules, action)
    if problem:
        return Refusal("malformed_action", {"action": str(action), "problem": problem})
    phase = state["phase"]
    if phase == "over":
        return Refusal("game_over")
    if seat not in rules.deciders(state):
        return Refusal("not_your_turn", {"turn": seat_text(state["turn"])})
    wanted = _phase_refusal(rules, state, seat, action.verb)
    if wanted is not None:
        return wanted
    refused = rules.moves.why(rules, state, seat, action)
    return refused or Refusal("not_now", {"action": str(action), "phase": phase})


# -- each verb's own reasons (declared in verbs.py) --------------------------------------------
def give_why(rules: UnoFamily, state: dict, seat: int, args: tuple[str, ...]) -> Refusal:
    if rules.deck.color_code(args[0]) is None:
        return Refusal("unknown_color", {"color": args[0]})
    if len(args) > 1:
        return Refusal("uno_not_possible")
    return Refusal("color_not_held", {"color": args[0]})


def wild_why(rules: UnoFamily, state: dict, seat: int, args: tuple[str, ...]) -> Refusal:
    return Refusal("unknown_color", {"color": args[0]})


def seat_why(rules: UnoFamily, state: dict, seat: int, args: tuple[str, ...]) -> Refusal:
    return Refusal("no_such_seat", {"seat": args[0]})


def play_why(rules: UnoFamily, state: dict, seat: int, args: tuple[str, ...]) -> Refusal:
    return _explain_play(rules, state, seat, Action("play", args))


def _phase_refusal(rules: UnoFamily, state: dict, seat: int, verb: str) -> Refusal | None:
    """The decision the phase is waiting for, when `verb` does not answer it."""
    phase = state["phase"]
    asks = {
        "color": ("wild", "choose_color"),
        "give": ("give", "choose_give_color"),
        "catch": (("catch", "pass"), "catch_or_pass"),
        "swap": ("swap", "choose_swap"),
    }
    if phase in asks:
        verbs, code = asks[phase]
        if verb not in (verbs if isinstance(verbs, tuple) else (verbs,)):
            return Refusal(code)
    if phase == "play" and seat != state["turn"] and verb not in ("play", "pass"):
        return Refusal("jump_in_only")
    if phase == "drawn" and verb not in ("play", "pass"):
        return Refusal("play_or_keep_drawn", {"card": state["pending"]["card"]})
    if phase == "penalty" and verb == "challenge" and not state["pending"]["challenge"]:
        return Refusal("cannot_challenge")
    if phase == "penalty" and verb not in ("play", "draw", "challenge"):
        return Refusal("must_take_penalty", {"count": state["stack"]})
    if phase != "catch" and verb == "catch":
        return Refusal("nothing_to_catch")
    if phase != "penalty" and verb == "challenge":
        return Refusal("nothing_to_challenge")
    return None


def _explain_play(rules: UnoFamily, state: dict, seat: int, action: Action) -> Refusal:
    code, hand = action.args[0], state["hands"][seat]
    top, phase = state["discard"][-1], state["phase"]
    if code not in rules.cards.kind:
        return Refusal("unknown_card", {"card": code})
    if code not in hand:
        return Refusal("card_not_in_hand", {"card": code})
    if len(action.args) > 1 and len(hand) != 2:
        return Refusal("uno_not_possible")
    if phase == "drawn":
        return Refusal("only_drawn_card", {"card": state["pending"]["card"]})
    if phase == "penalty":
        return Refusal("not_stackable", {"card": code, "top": top, "count": state["stack"]})
    if phase == "play" and seat != state["turn"]:
        return Refusal("jump_in_needs_same_card", {"card": code, "top": top})
    if phase != "play":
        return Refusal("not_now", {"action": str(action), "phase": phase})
    if rules.cards.kind[code] == "wild4" and _matches(rules, state, code):
        color = rules.deck.color_names.get(state["color"], "")
        return Refusal("wild4_with_playable_card", {"color": color})
    return Refusal(
        "card_does_not_match",
        {
            "card": code,
            "top": top,
            "color": rules.deck.color_names.get(state["color"], ""),
        },
    )


def _malformed(rules: UnoFamily, action: Action) -> str | None:
    """What is wrong with the shape of an action, whatever the state; None when nothing."""
    return rules.moves.shape(action)

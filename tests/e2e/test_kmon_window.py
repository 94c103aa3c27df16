"""K-Mon in the real window: a person against the computer, with the real pointer.

The person answers every decision with what the table shows: a button (who starts, Go on,
Keep it, Pass, a bonus), a bench K-Mon clicked into battle, a card dragged onto the discard
pile to pay or at the hand limit; and in its action phase it drags an ability that glows onto
the opponent's active K-Mon once, and presses Attack once. The test ends when both were seen
on the table: the ability left the hand and cost charges, the attack was told. Animations are
off; it takes well under a minute.
"""

from __future__ import annotations

import re
import time

from e2e_window import (
    GameWindow,
    Snapshot,
    centre,
    enabled_buttons,
    grab_point,
    item,
    items,
    quiet_settings,
    signature,
    state,
)

SEED = 5
PERSON = 0
ABILITY = re.compile(r"[a-z]a\d|[a-z]u")  # an ability's code: fa1, la2, na3, fu
GAME_TIME = 90.0
MOVE_TIME = 4.0
SETTLE = 0.2


def _person_decides(snap: Snapshot) -> bool:
    if snap["scene"] != "TableScene":
        return False
    table = state(snap)
    if table.get("busy") or table.get("decider") != PERSON or table.get("viewer") != PERSON:
        return False
    mine = [c for c in items(snap, "zone-card") if c["enabled"]]
    hand = [c for c in items(snap, "hand-card") if c["enabled"]]
    return bool(enabled_buttons(snap) or mine or hand)


def _charges(snap: Snapshot) -> int:
    found = item(snap, "counter-charges:p1")
    return found["value"] if found else 0


def _move(app: GameWindow, snap: Snapshot, done: dict) -> str:
    """One move of the person with the pointer; what it was."""
    buttons = enabled_buttons(snap)
    phase = state(snap).get("phase")
    picks = [b for b in buttons if b.startswith("choose-") and b != "choose-cancel"]
    if picks:  # a Seer's dialog
        app.click(buttons[picks[0]])
        return "seer"
    hand = [c for c in items(snap, "hand-card") if c["enabled"]]
    if phase == "action" and not done["ability"]:
        abilities = [c for c in hand if ABILITY.fullmatch(c["card"])]
        if abilities:
            card = abilities[-1]
            done["ability"] = card["card"]
            done["charges"] = _charges(snap)
            app.drag(grab_point(snap, card), centre(item(snap, "zone-active:p2")))
            return f"ability {card['card']}"
    if phase == "action" and "btn-attack" in buttons and not done["attack"]:
        done["attack"] = True
        app.click(buttons["btn-attack"])
        return "attack"
    if phase in ("pay", "discard") and hand:  # the last card: the one over the others
        app.drag(grab_point(snap, hand[-1]), centre(item(snap, "zone-discard:p1")))
        return f"discard {hand[-1]['card']}"
    mine = [c for c in items(snap, "zone-card") if c["enabled"]]
    if phase in ("lead", "switch", "replace") and mine and "btn-stay" not in buttons:
        app.click(mine[0])
        return f"{phase} {mine[0]['item']}"
    for name in ("btn-first-p1", "btn-skip", "btn-stay", "btn-pass", "btn-bonus-draw", "btn-look"):
        if name in buttons:
            app.click(buttons[name])
            return name
    for name in ("btn-defend", "btn-attack"):
        if name in buttons:
            app.click(buttons[name])
            return name
    return ""  # the buttons are not built yet: look again


def test_a_person_uses_an_ability_and_attacks_with_the_real_pointer(launch, tmp_path):
    quiet_settings(tmp_path / "home")
    started = time.monotonic()
    app = launch("play", "--ruleset", "kmon", "--seats", "human,ai", "--seed", str(SEED))
    app.wait_for(lambda s: len(items(s, "seat")) == 2, "the table of two", timeout=30)
    app.screenshot("table")
    moves: list[str] = []
    done: dict = {"ability": None, "attack": False, "charges": 0}
    ability_seen = attack_seen = False
    deadline = started + GAME_TIME
    while not (ability_seen and attack_seen):
        left = deadline - time.monotonic()
        assert left > 0, f"no ability and attack in {GAME_TIME:.0f}s; moves: {moves}"
        snap = app.wait_for(_person_decides, "the person's move", left)
        before = signature(snap)
        move = _move(app, snap, done)
        if not move:
            time.sleep(0.1)
            continue
        moves.append(move)
        time.sleep(SETTLE)
        after = app.wait_for(lambda s, b=before: signature(s) != b, f"{move} to show", MOVE_TIME)
        if move.startswith("ability"):
            # The card left the hand and its cost was paid: the drop was the move.
            after = app.wait_for(
                lambda s: done["ability"] not in [c["card"] for c in items(s, "hand-card")],
                "the ability to leave the hand",
                MOVE_TIME,
            )
            assert _charges(after) < done["charges"], moves
            ability_seen = True
            app.screenshot("ability")
        if move == "attack":
            attack_seen = True
            app.screenshot("attack")
    assert any(m.startswith("ability") for m in moves) and "attack" in moves, moves

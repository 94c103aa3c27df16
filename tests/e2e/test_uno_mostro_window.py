"""A whole game of Uno Mostro in the real window: one person against two computers, played to
the results with the real pointer.

The person plays simply and at once: summons the strongest monster it may, attacks with every
monster that may attack the opponent with the least life, ends the turn, lets every 0 go,
declares no blocker, confirms the share the table offers and lets the smallest card go at the
hand limit. Every move is one the table shows as possible (a card standing out of the hand, a
monster that may be picked up, a button), made with xdotool. The seed deals a short game, and
animations are off, so the whole game takes about a minute.
"""

from __future__ import annotations

import re
import time

from e2e_window import (
    GameWindow,
    Snapshot,
    centre,
    enabled_buttons,
    game_over,
    grab_point,
    item,
    items,
    quiet_settings,
    signature,
    state,
    statistics,
)

SEED = 1394  # a short game (see the module's docstring): the person is out, a computer wins
PERSON = 0
MONSTER = re.compile(r"[rgby][1-9]")
GAME_TIME = 110.0  # seconds the whole game may take, the computers' pauses included
MOVE_TIME = 4.0  # seconds a move may take to show on the table
SETTLE = 0.2  # seconds for the app to take in the pointer's last event


def _person_decides(snap: Snapshot) -> bool:
    """The person is asked and the table waits for the pointer (its buttons are built)."""
    if snap["scene"] != "TableScene":
        return False
    table = state(snap)
    if table.get("busy") or table.get("decider") != PERSON or table.get("viewer") != PERSON:
        return False
    if table.get("phase") == "discard":  # a card dragged to the graveyard, no button
        return any(c["enabled"] for c in items(snap, "hand-card"))
    # else End, Done, Pass or the share's Confirm is always there
    return bool(enabled_buttons(snap))


def _mine(snap: Snapshot) -> list[dict]:
    """The monsters the person may pick up now (to attack with)."""
    return [c for c in items(snap, "zone-card") if c["enabled"]]


def _weakest_opponent(snap: Snapshot) -> dict:
    life = {
        int(c["id"].rsplit(":p", 1)[1]) - 1: c["value"]
        for c in items(snap, "counter")
        if c["id"].startswith("counter-life:p")
    }
    alive = [seat for seat, value in life.items() if seat != PERSON and value > 0]
    target = min(alive, key=lambda seat: (life[seat], seat))
    plate = item(snap, f"seat-{target + 1}")
    assert plate is not None, f"no name plate for seat {target + 1}"
    return plate


def _move(app: GameWindow, snap: Snapshot, tried: set[str], plate: list) -> str:
    """One simple legal move of the person, made with the pointer; what it was."""
    table, buttons = state(snap), enabled_buttons(snap)
    phase = table.get("phase")
    if "share-confirm" in buttons:
        app.click(buttons["share-confirm"])
        return "share"
    hand = [c for c in items(snap, "hand-card") if c["enabled"]]
    if phase == "discard":
        card = min(hand, key=lambda c: c["card"])
        app.drag(grab_point(snap, card), centre(item(snap, "zone-discard")))
        return f"discard {card['card']}"
    if phase == "main":
        monsters = [c for c in hand if MONSTER.fullmatch(c["card"]) and c["card"] not in tried]
        if monsters:
            card = max(monsters, key=lambda c: (int(c["card"][1]), c["card"]))
            app.drag(grab_point(snap, card), centre(item(snap, "zone-board:p1")))
            return f"summon {card['card']}"
    if phase in ("main", "attackers"):
        ready = [c for c in _mine(snap) if c["item"] not in tried]
        if ready:
            if phase == "main" or not plate:
                plate[:] = [_weakest_opponent(snap)]
            app.drag(centre(ready[0]), centre(plate[0]))
            return f"attack {ready[0]['item']} {plate[0]['id']}"
    for name in ("btn-pass", "btn-done", "btn-end"):
        if name in buttons:
            app.click(buttons[name])
            return name
    shown = [(b["id"], b.get("enabled")) for b in items(snap, "button")]
    raise AssertionError(f"no simple move in phase {phase}; buttons {shown}; {state(snap)}")


def test_a_person_plays_a_whole_uno_mostro_game_against_two_computers(launch, tmp_path):
    quiet_settings(tmp_path / "home")  # the folder the `launch` fixture gives the app as its home
    started = time.monotonic()
    app = launch("play", "--ruleset", "uno-mostro", "--seats", "human,ai,ai", "--seed", str(SEED))
    snap = app.wait_for(lambda s: len(items(s, "seat")) == 3, "the table of three", timeout=30)
    app.screenshot("table")
    moves: list[str] = []
    tried: set[str] = set()  # what the table refused this turn (it flew back): not again
    plate: list = []  # the opponent attacked this turn
    deadline = started + GAME_TIME
    while True:
        left = deadline - time.monotonic()
        assert left > 0, f"the game did not end in {GAME_TIME:.0f}s; moves: {moves}"
        snap = app.wait_for(
            lambda s: game_over(s) or _person_decides(s), "the person's move or the end", left
        )
        if game_over(snap):
            break
        before = signature(snap)
        move = _move(app, snap, tried, plate)
        moves.append(move)
        time.sleep(SETTLE)  # the button let go of has reached the app: what follows is the move's
        try:
            app.wait_for(lambda s, b=before: signature(s) != b, f"{move} to show", MOVE_TIME)
        except AssertionError:
            tried.add(move.split()[1] if " " in move else move)  # refused: try another move
        if move == "btn-end":
            tried.clear()
            plate.clear()
        if len(moves) in (1, 8):
            app.screenshot(f"move-{len(moves)}")
    elapsed = time.monotonic() - started
    app.screenshot("results")
    print(f"Uno Mostro seed {SEED}: {len(moves)} moves of the person in {elapsed:.0f}s: {moves}")
    assert any(move.startswith("summon") for move in moves), moves
    assert any(move.startswith("attack") for move in moves), moves
    assert "btn-end" in moves, moves
    assert item(snap, "btn-play-again") is not None, snap
    # The game counted in the person's statistics: one Uno Mostro game played.
    records = statistics(app.home)
    assert [(r["played"], r["won"]) for r in records if r["ruleset"] == "uno-mostro"] == [(1, 0)]

"""The real window under Xvfb: drag cards, draw, pause, quit, continue, hot-seat and autoplay.

Every game has a fixed seed, so each run deals the same cards and the computer players make the
same choices; only the timing differs from run to run, and every wait allows for that.
"""

from __future__ import annotations

import json
import subprocess
import time
from collections import Counter
from pathlib import Path

import pytest
from e2e_window import Snapshot, centre, grab_point, hand, item, items, state

FOUR_SEATS_SEED = 7  # Player 1 starts and holds both playable and unplayable cards
TITLE_SEED = "4242"
HOT_SEAT_SEED = 5
AUTOPLAY_SEED = 2
AUTOPLAY_TURNS = 2  # a short game: each seat plays two turns, then the fewest cards win
WILDS = ("w", "w4")


def _saved_moves(app) -> int:
    """Moves in the autosave (the table saves after every move once its animation ends)."""
    autosave = app.home / "data" / "saves" / "autosave.json"
    return len(json.loads(autosave.read_text(encoding="utf-8"))["actions"])


def _human_decides(snap: Snapshot, seat: int = 0) -> bool:
    table = state(snap)
    return (
        table.get("decider") == seat
        and table.get("viewer") == seat
        and not table.get("busy")
        and bool(items(snap, "hand-card"))
    )


def _my_play_turn(snap: Snapshot) -> bool:
    return _human_decides(snap) and state(snap)["phase"] == "play"


def test_drag_draw_pause_quit_and_continue(launch):
    app = launch(
        "play", "--ruleset", "uno", "--seats", "human,ai,ai,ai", "--seed", str(FOUR_SEATS_SEED)
    )
    snap = app.wait_for(_my_play_turn, "Player 1's first turn", timeout=30)
    app.screenshot("first-turn")
    assert len(hand(snap)) == 7
    assert item(snap, "draw-pile")["enabled"]

    # A playable card dragged onto the discard pile leaves the hand and lands on the pile.
    playable = [c for c in items(snap, "hand-card") if c["enabled"] and c["card"] not in WILDS]
    assert playable, f"seed {FOUR_SEATS_SEED} should deal a playable non-wild card"
    card = playable[0]["card"]
    before = hand(snap)
    pile_before = item(snap, "discard-pile")["card"]

    app.drag(grab_point(snap, playable[0]), centre(item(snap, "discard-pile")))
    snap = app.wait_for(
        lambda s: s["scene"] == "TableScene" and len(hand(s)) == len(before) - 1,
        f"{card} to leave the hand",
        timeout=10,
    )
    assert Counter(before) - Counter(hand(snap)) == Counter({card: 1})
    # The first change of the pile is the card landing (the computer players move after it).
    snap = app.wait_for(
        lambda s: item(s, "discard-pile") and item(s, "discard-pile")["card"] != pile_before,
        f"{card} to land on the discard pile",
        timeout=10,
    )
    assert item(snap, "discard-pile")["card"] == card
    app.screenshot("after-play")

    # Esc while the computer players are to move: nothing moves until Resume.
    app.key("Escape")
    app.wait_scene("PauseScene", timeout=5)
    time.sleep(0.5)  # a move already under way when Esc came may still finish
    moves = _saved_moves(app)
    snap = app.hold(3.0, lambda s: s["scene"] == "PauseScene", "the pause menu")
    assert _saved_moves(app) == moves, "the game went on behind the pause menu"
    app.click(item(snap, "btn-resume"))
    app.wait_scene("TableScene", timeout=5)

    # The next turn: an unplayable card dropped on the pile stays in the hand ...
    snap = app.wait_for(_my_play_turn, "Player 1's second turn", timeout=40)
    app.screenshot("second-turn")
    refused = [c for c in items(snap, "hand-card") if not c["enabled"]]
    assert refused, f"seed {FOUR_SEATS_SEED} should leave an unplayable card on turn two"
    before = hand(snap)
    app.drag(grab_point(snap, refused[0]), centre(item(snap, "discard-pile")))
    snap = app.hold(
        1.2,
        lambda s: _my_play_turn(s) and hand(s) == before,
        f"the hand after dropping the unplayable {refused[0]['card']}",
    )
    app.screenshot("refused")

    # ... and clicking the draw pile draws.
    app.click(item(snap, "draw-pile"))
    snap = app.wait_for(
        lambda s: state(s) and (len(hand(s)) > len(before) or state(s)["phase"] == "drawn"),
        "a card drawn",
        timeout=10,
    )
    print(f"drew: {len(before)} -> {len(hand(snap))} cards, phase {state(snap)['phase']}")

    # Pause while Player 1 must act (nothing moves under the menu then), quit to the title.
    snap = app.wait_for(_human_decides, "Player 1 to decide again", timeout=40)
    kept_hand, kept_phase = hand(snap), state(snap)["phase"]
    app.key("Escape")
    snap = app.wait_scene("PauseScene", timeout=5)
    app.screenshot("pause")
    assert item(snap, "btn-quit-title") is not None
    app.click(item(snap, "btn-quit-title"))
    snap = app.wait_scene("TitleScene", timeout=10)
    autosave = app.home / "data" / "saves" / "autosave.json"
    assert autosave.is_file(), sorted(p.name for p in autosave.parent.glob("*"))
    saved = json.loads(autosave.read_text(encoding="utf-8"))
    assert saved["seed"] == FOUR_SEATS_SEED
    app.screenshot("title-after-quit")

    # Continue brings back the same table, the same cards in the same order.
    resume = item(snap, "btn-continue")
    assert resume is not None and resume["enabled"]
    app.click(resume)
    snap = app.wait_for(_human_decides, "the table again after Continue", timeout=20)
    assert hand(snap) == kept_hand
    assert state(snap)["phase"] == kept_phase
    app.screenshot("continued")


def test_title_new_game_start(launch):
    app = launch()
    snap = app.wait_scene("TitleScene", timeout=20)
    assert not item(snap, "btn-continue")["enabled"]  # a fresh home has no autosave
    app.screenshot("title")
    app.click(item(snap, "btn-new"))
    snap = app.wait_scene("NewGameScene", timeout=10)
    app.click(item(snap, "seed"))
    app.type_text(TITLE_SEED)
    snap = app.wait_for(
        lambda s: (item(s, "seed") or {}).get("value") == TITLE_SEED, "the seed typed", timeout=10
    )
    app.screenshot("new-game")
    app.click(item(snap, "btn-start"))
    snap = app.wait_for(
        lambda s: s["scene"] == "TableScene" and len(hand(s)) == 7 and not state(s)["busy"],
        "the new table with a dealt hand",
        timeout=30,
    )
    assert state(snap)["viewer"] == 0
    assert len(items(snap, "seat")) == 4
    app.screenshot("table")


def test_hot_seat_hides_hands_until_ready(launch):
    app = launch("play", "--ruleset", "uno", "--seats", "human,human", "--seed", str(HOT_SEAT_SEED))
    shown_early: list[Snapshot] = []

    def pass_screen(s: Snapshot) -> bool:
        if s["scene"] != "PassDeviceScene" and items(s, "hand-card"):
            shown_early.append(s)
        return s["scene"] == "PassDeviceScene"

    snap = app.wait_for(pass_screen, "the pass-the-device screen", timeout=30)
    app.screenshot("pass-device")
    assert not shown_early, f"a hand was on screen before the pass screen: {shown_early[0]}"
    assert not items(snap, "hand-card")
    # The first screen tells what happened before the first turn (the deal, the first card):
    # only what the whole table saw.
    assert [entry["id"] for entry in snap["items"]] == ["btn-ready", "recap"]
    recap = item(snap, "recap")["lines"]
    assert recap and recap[0] == "Cards shuffled and dealt", recap
    drawn = [line for line in recap if "drew" in line]  # a draw tells its count, no card
    assert all(line.endswith(("a card", "cards")) for line in drawn), recap
    label = item(snap, "btn-ready")["label"]

    app.click(item(snap, "btn-ready"))
    snap = app.wait_for(
        lambda s: (
            state(s).get("viewer") is not None
            and state(s)["viewer"] == state(s)["decider"]
            and not state(s)["busy"]
            and bool(items(s, "hand-card"))
        ),
        "the table for the player at the screen",
        timeout=15,
    )
    first = state(snap)["viewer"]
    first_cards = hand(snap)
    assert len(first_cards) == 7
    assert all(first_cards), "every card of the player at the screen is face up"
    assert item(snap, f"seat-{first + 1}")["name"] in label
    app.screenshot("first-player")

    # The first player draws; the device goes to the other player behind the pass screen again.
    app.click(item(snap, "draw-pile"))
    seen_by: set[int | None] = set()
    kept: list[bool] = []

    def passed_on(s: Snapshot) -> bool:
        table = state(s)
        if items(s, "hand-card"):
            seen_by.add(table.get("viewer"))
        drawn = table.get("phase") == "drawn" and table.get("decider") == first
        if drawn and not table["busy"] and not kept and item(s, "btn-keep"):
            kept.append(True)  # a playable card was drawn: keep it (one click only)
            app.click(item(s, "btn-keep"))
        return s["scene"] == "PassDeviceScene"

    snap = app.wait_for(passed_on, "the pass screen for the second player", timeout=20)
    assert seen_by <= {first}, f"hands shown to {seen_by} before the device was passed"
    # The first screen tells what happened before the first turn (the deal, the first card):
    # only what the whole table saw.
    assert [entry["id"] for entry in snap["items"]] == ["btn-ready", "recap"]
    recap = item(snap, "recap")["lines"]
    assert recap and recap[0] == "Cards shuffled and dealt", recap
    drawn = [line for line in recap if "drew" in line]  # a draw tells its count, no card
    assert all(line.endswith(("a card", "cards")) for line in drawn), recap
    label = item(snap, "btn-ready")["label"]
    app.click(item(snap, "btn-ready"))
    snap = app.wait_for(
        lambda s: state(s).get("viewer") not in (None, first) and bool(items(s, "hand-card")),
        "the table for the second player",
        timeout=15,
    )
    second = state(snap)["viewer"]
    assert item(snap, f"seat-{second + 1}")["name"] in label
    assert len(hand(snap)) == 7 and all(hand(snap))
    app.screenshot("second-player")


def test_autoplay_exits_and_writes_frame_stats(launch, tmp_path: Path):
    stats = tmp_path / "frames.json"
    app = launch(
        "play",
        "--ruleset",
        "uno",
        "--seats",
        "ai,ai,ai,ai",
        "--autoplay",
        "--exit-when-over",
        "--frame-stats",
        str(stats),
        "--seed",
        str(AUTOPLAY_SEED),
        "--option",
        "mode=short",
        "--option",
        f"short_turns={AUTOPLAY_TURNS}",
    )
    app.wait_for(lambda s: len(items(s, "seat")) == 4, "the autoplay table", timeout=30)
    app.wait_for(lambda s: state(s).get("busy") is False, "a moment between two animations")
    app.screenshot("autoplay")
    try:
        code = app.wait_exit(timeout=240)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the autoplay game did not end within 4 minutes\n{app.log_tail()}")
    assert code == 0, app.log_tail()
    data = json.loads(stats.read_text(encoding="utf-8"))
    assert set(data) >= {"frames", "p50_ms", "p95_ms", "p99_ms", "max_ms"}
    assert data["frames"] > 0
    assert 0 <= data["p50_ms"] <= data["p95_ms"] <= data["p99_ms"] <= data["max_ms"]
    print(f"autoplay frame stats: {json.dumps(data, sort_keys=True)}")


def test_a_saved_game_is_watched_again_and_the_log_folds(launch, tmp_path: Path, monkeypatch):
    # A game of a person against the computer, saved 30 moves in, in the app's own home.
    from random_games import random_game

    from game.persist.saves import Seat, save_game

    monkeypatch.setenv("MONSTER_TABLE_HOME", str(tmp_path / "home"))
    session = random_game("uno", [Seat("Ana", "human"), Seat("Bot", "ai", "easy")], 3, 30)
    save_game("watched", session.to_saved())

    app = launch()
    snap = app.wait_scene("TitleScene", timeout=20)
    app.click(item(snap, "btn-load"))
    snap = app.wait_scene("LoadScene", timeout=10)
    app.screenshot("load-with-watch")
    app.click(item(snap, "watch-watched"))
    snap = app.wait_for(
        lambda s: s["scene"] == "ReplayScene" and not state(s)["busy"], "the replay", timeout=20
    )
    assert state(snap)["replay_position"] == 0 and state(snap)["viewer"] == 0
    app.click(item(snap, "replay-play"))
    snap = app.wait_for(
        lambda s: state(s).get("replay_position", 0) >= 4, "the replay playing on", timeout=30
    )
    app.screenshot("replay-playing")
    app.key("v")  # everyone's view: the person's hand is face down too
    snap = app.wait_for(lambda s: state(s)["viewer"] is None, "the public view", timeout=10)
    app.key("space")
    app.screenshot("replay-public")
    app.key("Escape")
    snap = app.wait_scene("LoadScene", timeout=10)

    app.click(item(snap, "save-watched"))  # played on: the log folds away and back
    snap = app.wait_for(
        lambda s: s["scene"] == "TableScene" and item(s, "btn-log") is not None,
        "the table",
        timeout=20,
    )
    wide = item(snap, "btn-log")["rect"][0]
    app.click(item(snap, "btn-log"))
    snap = app.wait_for(
        lambda s: (item(s, "btn-log") or {"rect": [0]})["rect"][0] > wide, "the log folded", 10
    )
    app.screenshot("log-folded")
    app.key("l")
    app.wait_for(lambda s: item(s, "btn-log")["rect"][0] == wide, "the log open again", 10)


def test_uno_mostro_summon_and_attack_with_the_mouse(launch):
    # Against one computer: a monster dragged onto one's board, then onto the other's name.
    app = launch("play", "--ruleset", "uno-mostro", "--seats", "human,ai", "--seed", "6")
    snap = app.wait_for(
        lambda s: _human_decides(s) and state(s)["phase"] == "main", "the person's turn", 60
    )
    monsters = [c for c in items(snap, "hand-card") if c["enabled"] and c["card"][-1].isdigit()]
    assert monsters, "the dealt hand holds a monster to summon"
    before = len([i for i in snap["items"] if i["id"].startswith("board:p1#")])
    app.drag(grab_point(snap, monsters[0]), centre(item(snap, "zone-board:p1")))
    snap = app.wait_for(
        lambda s: (
            len([i for i in s["items"] if i["id"].startswith("board:p1#")]) > before
            and not state(s)["busy"]
        ),
        "the monster on the board",
        timeout=20,
    )
    app.screenshot("summoned")
    mine = [i for i in snap["items"] if i["id"].startswith("board:p1#")]
    app.drag(centre(mine[-1]), centre(item(snap, "seat-2")))
    snap = app.wait_for(
        lambda s: item(s, "btn-done") is not None, "the attack declared, Done offered", 20
    )
    app.screenshot("attacking")
    app.click(item(snap, "btn-done"))
    app.wait_for(lambda s: state(s).get("phase") != "attackers", "the fight going on", 30)

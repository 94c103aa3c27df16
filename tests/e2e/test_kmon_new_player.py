"""A new K-Mon player's whole path in the real window, from the title screen to the results.

Each test starts the app on an empty home and does everything with the real pointer:

1. The deck builder, opened from the title: three K-Mon picked into the team, then cards of
   their elements (electro, air, fire) clicked in through the element filter. The builder
   checks the deck at each change: with one card short it says the rule the deck breaks and
   Save refuses it (a note says why, no file is written); one card more and it says the
   deck may be played, Save writes it among the player's decks. Back at the title, New game:
   K-Mon, seat 1 a person with the new deck, seat 2 a Normal computer with a starter, a fixed
   seed. The person then answers every decision until the results: an ability that glows in
   the hand dragged onto the other active K-Mon, else Attack; Pass to a reaction, Stay, Skip, a
   card to the discard pile to pay or at the hand limit, a K-Mon clicked into battle. The
   statistics count one K-Mon game for the person, and every card the person held came from
   the deck built.
2. Hot-seat: two people, one with the Tidal Grove starter, one with a deck of the player's own
   (its file written into the home beforehand; its cards share none with the starter). The
   device passes between them at each change of who decides; the pass screen shows no card and
   names who is next, and the table only ever shows face up the hand of the person the screen
   was handed to, with cards of that person's deck alone. Played to the results the same way.

Animations are off; each test takes about a minute.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

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

VS_COMPUTER_SEED = "5"
HOT_SEAT_SEED = "5"
DECK_NAME = "Storm Front"
DECK_SLUG = "storm-front"
TEAM = ("sparkrill", "voltusk", "galefinch")  # electro/air, electro/fire, air/electro
# The cards clicked in, element by element (a code twice: two copies): 23 cards, one short.
CARDS = {
    "electro": ("la1", "la1", "la2", "la3", "lu", "lb1", "lb2", "lr"),
    "air": ("aa1", "aa1", "aa2", "aa3", "au", "ab1", "ab2", "ar"),
    "fire": ("fa1", "fa1", "fa2", "fa3", "fu", "fb1", "fb2"),
}
LAST_CARD = "fr"  # the 24th card, a fire reaction: the deck is legal with it
STARTER = "tidal-grove"  # water, grass and ice: no card in common with the deck built
STARTER_CARDS = {
    *("wa1", "wa2", "wu", "ga1", "ga2", "ia1", "ia2", "na3"),
    *("wr", "gr", "ir", "nr1", "nr2", "wb1", "wb2", "gb1", "ib1", "nb3", "t1", "t3", "t4", "t5"),
}
ABILITY = re.compile(r"[a-z]a\d|[a-z]u")  # an ability's code: fa1, la2, na3, fu
BUILD_TIME = 60.0  # seconds the deck builder may take, every card clicked in
GAME_TIME = 150.0  # seconds a whole game may take, the computer's pauses included
MOVE_TIME = 4.0  # seconds a move may take to show on the table
SETTLE = 0.2  # seconds for the app to take in the pointer's last event


# -- the forms: choices, fields, buttons -----------------------------------------------------
def _choose(app: GameWindow, choice: str, wanted: Callable[[str], bool], what: str) -> Snapshot:
    """Press a choice's > until its value is the one wanted (each press waited for)."""
    for _ in range(30):
        snap = app.wait_for(lambda s: item(s, f"{choice}:next") is not None, f"the {choice}")
        arrow = item(snap, f"{choice}:next")
        value = arrow.get("value", "")
        if wanted(value):
            return snap
        app.click(arrow)
        app.wait_for(
            lambda s, v=value: (item(s, f"{choice}:next") or {}).get("value") != v,
            f"{choice} to change from {value}",
            timeout=5,
        )
    raise AssertionError(f"{choice} never offered {what}")


def _type_into(app: GameWindow, field: str, text: str) -> Snapshot:
    snap = app.wait_for(lambda s: item(s, field) is not None, f"the field {field}")
    app.click(item(snap, field))
    time.sleep(SETTLE)  # the click focuses the field when the button comes up
    app.type_text(text)
    return app.wait_for(
        lambda s: (item(s, field) or {}).get("value") == text, f"{text!r} typed in {field}"
    )


def _press(app: GameWindow, button: str, timeout: float = 20.0) -> None:
    snap = app.wait_for(
        lambda s: button in enabled_buttons(s), f"{button} to be offered", timeout=timeout
    )
    app.click(enabled_buttons(snap)[button])


# -- the deck builder ---------------------------------------------------------------------------
def _copies(snap: Snapshot, code: str) -> int:
    """Copies of `code` in the deck, as the collection's card tells them (-1: not shown)."""
    shown = item(snap, f"collection:{code}")
    return shown["count"] if shown is not None else -1


def _add(app: GameWindow, code: str) -> None:
    """Click a card of the collection once: one copy more in the deck."""
    snap = app.wait_for(lambda s: _copies(s, code) >= 0, f"{code} shown in the collection")
    before = _copies(snap, code)
    app.click(item(snap, f"collection:{code}"))
    app.wait_for(lambda s: _copies(s, code) == before + 1, f"a copy of {code} in the deck", 5)


def _check(snap: Snapshot) -> dict:
    """What the builder says of the deck: the rules it breaks, and the note shown now."""
    found = item(snap, "deck-check")
    assert found is not None, "the builder tells what it makes of the deck"
    return found


def _rest_pointer(app: GameWindow, snap: Snapshot) -> None:
    """The pointer off every card (no card read large over the deck's panel)."""
    pager = item(snap, "page-prev")
    x, y, width, height = pager["rect"]
    app.move((x + width * 3, y + height / 2))


def _build_deck(app: GameWindow) -> dict[str, Any]:
    """From the title: the deck built, refused one card short, then saved; its file's data."""
    home_decks = app.home / "data" / "decks" / "kmon"
    snap = app.wait_scene("TitleScene", timeout=30)
    app.click(item(snap, "btn-decks"))
    snap = app.wait_scene("DeckBuilderScene")
    for code in TEAM:
        _add(app, code)
    snap = app.wait_for(
        lambda s: [c["card"] for c in items(s, "deck-card")] == list(TEAM), "the team of three"
    )
    for element, codes in CARDS.items():
        _choose(app, "filter-element", lambda v, e=element: v == e, f"the element {element}")
        for code in codes:
            _add(app, code)
    _type_into(app, "deck-name", DECK_NAME)
    snap = app.snapshot()
    assert snap is not None
    _rest_pointer(app, snap)
    # One card short: the builder says which rule the deck breaks, and Save refuses it so.
    snap = app.wait_for(lambda s: _check(s)["problems"], "the rule the deck breaks")
    problems = _check(snap)["problems"]
    assert len(problems) == 1 and "24" in problems[0] and "23" in problems[0], problems
    _press(app, "btn-save")
    snap = app.wait_for(lambda s: _check(s)["note"], "the note of the refused Save")
    note = _check(snap)
    assert note["note_bad"] and problems[0] in note["note"], note
    app.screenshot("refused")
    assert not home_decks.is_dir() or not list(home_decks.glob("*.json")), "a deck was saved"
    assert not item(snap, "btn-delete")["enabled"], "refused: nothing saved"

    # The last card: the deck may be played, and Save keeps it among the player's decks.
    _add(app, LAST_CARD)
    app.wait_for(lambda s: not _check(s)["problems"], "the deck to be legal")
    _press(app, "btn-save")
    app.wait_for(
        lambda s: (item(s, "btn-delete") or {}).get("enabled"), "the deck saved (Delete offered)"
    )
    path = home_decks / f"{DECK_SLUG}.json"
    deadline = time.monotonic() + 5
    while not path.is_file():
        assert time.monotonic() < deadline, sorted(p.name for p in home_decks.glob("*"))
        time.sleep(0.1)
    saved = json.loads(path.read_text(encoding="utf-8"))
    app.screenshot("saved")
    _press(app, "btn-back")
    app.wait_scene("TitleScene")
    return saved


def _deck_file(home: Path) -> Path:
    """The deck `_build_deck` saves, written straight into the player's decks."""
    cards: dict[str, int] = {}
    for code in [code for codes in CARDS.values() for code in codes] + [LAST_CARD]:
        cards[code] = cards.get(code, 0) + 1
    folder = home / "data" / "decks" / "kmon"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{DECK_SLUG}.json"
    data = {"format_version": 1, "game": "kmon", "name": DECK_NAME, "kmon": list(TEAM)}
    path.write_text(json.dumps({**data, "cards": cards}), encoding="utf-8")
    return path


# -- New game -----------------------------------------------------------------------------------
MINE = f"('mine', '{DECK_SLUG}')"
A_STARTER = f"('starter', '{STARTER}')"


def _new_game(app: GameWindow, kinds: tuple[str, str], decks: tuple[str, str], seed: str) -> None:
    """From the title: New game, K-Mon, each seat's kind and deck, the seed, Start."""
    snap = app.wait_scene("TitleScene", timeout=30)
    app.click(item(snap, "btn-new"))
    app.wait_scene("NewGameScene")
    _choose(app, "ruleset", lambda v: v == "kmon", "K-Mon")
    for seat in (1, 2):
        _choose(app, f"kind-{seat}", lambda v, k=kinds[seat - 1]: v == k, kinds[seat - 1])
        _choose(app, f"deck-{seat}", lambda v, d=decks[seat - 1]: v == d, decks[seat - 1])
    _type_into(app, "seed", seed)
    app.screenshot("new-game")
    _press(app, "btn-start")
    app.wait_for(
        lambda s: len(items(s, "seat")) == 2 or s["scene"] == "PassDeviceScene",
        "the K-Mon table of two, or the device passed to whoever decides first",
        timeout=30,
    )


# -- the game -----------------------------------------------------------------------------------
def _person_decides(snap: Snapshot) -> bool:
    """A person is asked, the screen is theirs and the table waits for the pointer."""
    if snap["scene"] == "PassDeviceScene":
        return True
    if snap["scene"] != "TableScene":
        return False
    table = state(snap)
    if not table or table.get("busy") or table.get("decider") is None:
        return False
    if table.get("decider") != table.get("viewer"):
        return False
    if item(snap, "reveal-continue") is not None:
        return True
    mine = [c for c in items(snap, "zone-card") if c["enabled"]]
    hand = [c for c in items(snap, "hand-card") if c["enabled"]]
    return bool(enabled_buttons(snap) or mine or hand)


def _move(app: GameWindow, snap: Snapshot, tried: set[str]) -> str:
    """One move of the person at the screen, with the pointer; what it was ("": none yet)."""
    if snap["scene"] == "PassDeviceScene":
        app.click(item(snap, "btn-ready"))
        return "ready"
    if item(snap, "reveal-continue") is not None:
        app.click(item(snap, "reveal-continue"))
        return "reveal"
    table, buttons = state(snap), enabled_buttons(snap)
    phase, me = table.get("phase"), f"p{table['decider'] + 1}"
    them = f"p{2 - table['decider']}"
    picks = [b for b in buttons if b.startswith("choose-") and b != "choose-cancel"]
    if picks:  # a Seer's dialog
        app.click(buttons[picks[0]])
        return "seer"
    hand = [c for c in items(snap, "hand-card") if c["enabled"]]
    if phase == "action":
        abilities = [c for c in hand if ABILITY.fullmatch(c["card"]) and c["card"] not in tried]
        if abilities:
            card = abilities[-1]
            app.drag(grab_point(snap, card), centre(item(snap, f"zone-active:{them}")))
            return f"ability {card['card']}"
        if "btn-attack" in buttons:
            app.click(buttons["btn-attack"])
            return "attack"
    if phase in ("pay", "discard") and hand:  # the last card: the one over the others
        app.drag(grab_point(snap, hand[-1]), centre(item(snap, f"zone-discard:{me}")))
        return f"discard {hand[-1]['card']}"
    mine = [c for c in items(snap, "zone-card") if c["enabled"]]
    if phase in ("lead", "switch", "replace") and mine and "btn-stay" not in buttons:
        app.click(mine[0])
        return f"{phase} {mine[0]['item']}"
    for name in (
        f"btn-first-{me}",
        "btn-skip",
        "btn-stay",
        "btn-pass",
        "btn-bonus-draw",
        "btn-look",
    ):
        if name in buttons:
            app.click(buttons[name])
            return name
    for name in ("btn-defend", "btn-attack"):
        if name in buttons:
            app.click(buttons[name])
            return name
    return ""  # the buttons are not built yet: look again


def _play_to_results(
    app: GameWindow, watch: Callable[[Snapshot], None] = lambda s: None
) -> tuple[Snapshot, list[str]]:
    """Every decision of the people answered until the results; `watch` sees every snapshot
    read on the way. The results' snapshot, and the moves made."""
    started = time.monotonic()
    moves: list[str] = []
    tried: set[str] = set()  # abilities the table refused this turn (they flew back)

    def seen(snap: Snapshot, until: Callable[[Snapshot], Any]) -> bool:
        watch(snap)
        return bool(until(snap))

    while True:
        left = started + GAME_TIME - time.monotonic()
        assert left > 0, f"the game did not end in {GAME_TIME:.0f}s; moves: {moves}"
        snap = app.wait_for(
            lambda s: seen(s, lambda x: game_over(x) or _person_decides(x)),
            "a person's move or the end",
            left,
        )
        if game_over(snap):
            return snap, moves
        if snap["scene"] == "PassDeviceScene" and moves.count("ready") == 1:
            app.screenshot("pass-device")
        before = signature(snap)
        move = _move(app, snap, tried)
        if not move:
            time.sleep(0.1)
            continue
        moves.append(move)
        time.sleep(SETTLE)  # the button let go of has reached the app: what follows is the move's
        try:
            app.wait_for(
                lambda s, b=before: seen(s, lambda x: signature(x) != b),
                f"{move} to show",
                MOVE_TIME,
            )
        except AssertionError:
            if not move.startswith("ability"):
                raise
            tried.add(move.split()[1])  # refused (it needs a target of its own): attack instead
        if move.startswith(("ability", "attack", "btn-attack", "btn-defend")):
            tried.clear()
        if len(moves) in (3, 12):
            app.screenshot(f"move-{len(moves)}")


# -- the tests ----------------------------------------------------------------------------------
def test_a_new_player_builds_a_deck_and_plays_it_against_the_computer(launch, tmp_path):
    home = tmp_path / "home"  # the folder the `launch` fixture gives the app as its home
    quiet_settings(home)
    started = time.monotonic()
    app = launch()
    saved = _build_deck(app)
    assert saved["name"] == DECK_NAME and saved["kmon"] == list(TEAM), saved
    assert sum(saved["cards"].values()) == 24, saved
    built = time.monotonic() - started

    _new_game(app, ("0", "2"), (MINE, A_STARTER), VS_COMPUTER_SEED)  # a person, Normal
    app.screenshot("table")
    held: set[str] = set()

    def watch(snap: Snapshot) -> None:
        if state(snap).get("viewer") == 0:
            held.update(c["card"] for c in items(snap, "hand-card") if c["card"])

    snap, moves = _play_to_results(app, watch)
    app.screenshot("results")
    elapsed = time.monotonic() - started
    print(f"deck built in {built:.0f}s; K-Mon seed {VS_COMPUTER_SEED}: {len(moves)} moves of")
    print(f"the person, {elapsed:.0f}s in all: {moves}")
    assert item(snap, "btn-play-again") is not None, snap
    assert any(m.startswith(("ability", "attack")) for m in moves), moves
    assert held and held <= set(saved["cards"]), f"cards not of the deck built: {held}"
    records = [r for r in statistics(home) if r["ruleset"] == "kmon"]
    assert [(r["name"], r["played"]) for r in records] == [("Player 1", 1)], records


def test_two_people_pass_the_device_and_never_see_each_others_hands(launch, tmp_path):
    home = tmp_path / "home"
    quiet_settings(home)
    deck = json.loads(_deck_file(home).read_text(encoding="utf-8"))
    own = {0: STARTER_CARDS, 1: set(deck["cards"])}  # each seat's cards: none in common
    started = time.monotonic()
    app = launch()
    _new_game(app, ("0", "0"), (A_STARTER, MINE), HOT_SEAT_SEED)

    passes: list[str] = []  # who each pass screen was for
    handed: list[int | None] = [None]  # the seat the screen was last handed to
    problems: list[str] = []

    def watch(snap: Snapshot) -> None:
        if snap["scene"] == "PassDeviceScene":
            ids = [entry["id"] for entry in snap["items"]]
            if ids not in (["btn-ready"], ["btn-ready", "recap"]):
                problems.append(f"the pass screen shows {ids}")
            label = item(snap, "btn-ready")["label"]
            if not passes or passes[-1] != label:
                passes.append(label)
            handed[0] = 0 if "Player 1" in label else 1 if "Player 2" in label else None
            return
        if snap["scene"] != "TableScene":
            return
        viewer = state(snap).get("viewer")
        face_up = [c["card"] for c in items(snap, "hand-card") if c["card"]]
        if face_up and (viewer is None or viewer != handed[0]):
            problems.append(f"hand {face_up} shown to {viewer}, the screen is {handed[0]}'s")
        if face_up and not set(face_up) <= own.get(viewer, set()):
            problems.append(f"seat {viewer} sees {face_up}: not all of its own deck")
        for card in items(snap, "zone-card"):
            if card["zone"].startswith("hand") and card.get("card"):
                problems.append(f"a hand's card face up on the table: {card}")

    snap, moves = _play_to_results(app, watch)
    app.screenshot("results")
    elapsed = time.monotonic() - started
    print(f"hot-seat K-Mon seed {HOT_SEAT_SEED}: {len(moves)} moves, {len(passes)} passes,")
    print(f"{elapsed:.0f}s: {moves}")
    assert not problems, problems[:5]
    assert moves.count("ready") >= 4, moves
    assert any("Player 1" in label for label in passes), passes
    assert any("Player 2" in label for label in passes), passes
    assert item(snap, "btn-play-again") is not None, snap
    records = sorted((r["name"], r["played"]) for r in statistics(home) if r["ruleset"] == "kmon")
    assert records == [("Player 1", 1), ("Player 2", 1)], records

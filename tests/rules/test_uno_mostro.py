"""Uno Mostro beside its scenarios: the card file, whole random games for every table size,
saves and replays, what each seat may see, and the words of every prompt, refusal and event."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

import pytest
import yaml

from game.engine.cards import CardDataError, load_card_file
from game.engine.contract import Refusal
from game.engine.notation import Action, redact
from game.engine.registry import get
from game.engine.zones import card_of
from game.paths import cards_dir
from game.rules.uno_mostro import refusals, verbs
from game.rules.uno_mostro.cards import load_deck
from game.rules.uno_mostro.view import PHASES

ROOT = Path(__file__).resolve().parents[2]
CARD_FILE = cards_dir() / "uno-mostro.yaml"
GAME = "uno-mostro"


def ruleset():
    return get(GAME)


def play_random(players: int, seed: int, check=None) -> tuple[dict, list]:
    """A whole game of random moves; `check(state, seat, action, events)` after each one."""
    rules, chance = ruleset(), random.Random(seed)
    state, _ = rules.new_game({}, players, seed)
    log = []
    for _ in range(20_000):
        if rules.result(state) is not None:
            return state, log
        seat = chance.choice(rules.deciders(state))
        action = chance.choice(rules.legal_actions(state, seat))
        events = rules.apply(state, seat, action)
        log.append((seat, action))
        if check is not None:
            check(state, seat, action, events)
    raise AssertionError(f"{players} players, seed {seed}: no end after 20000 moves")


# -- the cards -----------------------------------------------------------------------------------
def test_the_deck_is_unos_108_cards_with_their_roles():
    deck = load_deck()
    uno = yaml.safe_load((cards_dir() / "uno.yaml").read_text(encoding="utf-8"))
    assert {card["code"]: card["copies"] for card in uno["cards"]} == {
        code: card.copies for code, card in deck.cards.items()
    }
    roles = Counter(deck.role(code) for code in deck.full())
    assert roles == {
        "monster": 72,
        "control": 4,
        "steal": 8,
        "plus2": 8,
        "plus4": 4,
        "destroy": 4,
        "ban": 8,
    }
    assert [deck.cards[f"r{n}"].strength for n in range(10)] == [0, *range(1, 10)]


@pytest.mark.parametrize(
    "old, new, words",
    [
        (
            "{code: r0, color: r, kind: number, number: 0, copies: 1, role: control}",
            "{code: r0, color: r, kind: number, number: 0, copies: 1, role: monster}",
            "a number card here is a control",
        ),
        (
            "{code: w, kind: wild, copies: 4, role: destroy}",
            "{code: w, kind: wild, copies: 4, role: steal}",
            "a wild card here is a destroy",
        ),
        (
            "{code: w4, kind: wild4, copies: 4, role: plus4}",
            "{code: w4, kind: wild4, copies: 5, role: plus4}",
            "the cards add up to 109, not 108",
        ),
    ],
)
def test_a_card_file_with_a_wrong_role_or_count_is_refused_at_its_line(tmp_path, old, new, words):
    text = CARD_FILE.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "uno-mostro.yaml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(CardDataError) as caught:
        load_card_file(path)
    assert words in str(caught.value)
    assert caught.value.line > 1


def test_the_faces_are_unos():
    faces, uno = ruleset().card_faces(), get("uno").card_faces()
    assert set(faces) == set(uno)
    for code, face in faces.items():
        assert (face.kind, face.color, face.rank) == (
            uno[code].kind,
            uno[code].color,
            uno[code].rank,
        )
    assert ruleset().card_palette() == get("uno").card_palette()


# -- whole games ---------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_random_games_end_and_keep_all_108_cards(players):
    rules, whole = ruleset(), Counter(load_deck().full())
    phases = set()

    def check(state, seat, action, events):
        rules.check_invariants(state)
        contents = rules.zone_contents(state)
        assert Counter(card_of(i) for items in contents.values() for i in items) == whole
        phases.add(state["phase"])

    for seed in range(4):
        state, _ = play_random(players, seed, check)
        result = rules.result(state)
        assert result.winners and result.reason in ("last_standing", "stalemate")
        assert len(result.scores) == players
        if result.reason == "last_standing":
            assert [life > 0 for life in state["life"]].count(True) == 1
    assert {"main", "attackers", "window", "blockers", "after", "over"} <= phases <= set(PHASES)


def test_a_game_saved_as_json_and_replayed_from_its_seed_is_the_same_game():
    rules = ruleset()
    final, log = play_random(4, 11)
    replayed, _ = rules.new_game({}, 4, 11)
    for step, (seat, action) in enumerate(log):
        if step % 25 == 0:
            text = json.dumps(rules.to_data(replayed))
            assert rules.from_data(json.loads(text)) == replayed
        rules.apply(replayed, seat, rules.parse_action(str(action)))
    assert replayed == final
    assert json.loads(json.dumps(rules.to_data(final))) == final


def test_another_seed_deals_another_game_and_the_same_seed_the_same():
    rules = ruleset()
    one, two, other = rules.new_game({}, 3, 8), rules.new_game({}, 3, 8), rules.new_game({}, 3, 9)
    assert one == two and one[0] != other[0]


def test_a_view_never_shows_another_seats_hand_nor_a_draw_it_did_not_make():
    rules = ruleset()

    def check(state, seat, action, events):
        for viewer in (None, *range(state["players"])):
            view = rules.view(state, viewer)
            for other in range(state["players"]):
                hand = view["zones"][f"hand:p{other + 1}"]
                assert hand["size"] == len(state["hands"][other])
                assert (hand["cards"] is not None) == (viewer == other)
            assert view["zones"]["deck"]["cards"] is None
            for event in redact(events, viewer):
                if event.kind == "draw" and event.seat != viewer:
                    assert event.cards is None

    play_random(3, 4, check)


# -- decisions ------------------------------------------------------------------------------------
def test_windows_ask_every_player_still_in_and_passing_is_always_legal():
    rules = ruleset()
    seen = set()

    def check(state, seat, action, events):
        decision = rules.decision(state)
        if decision is None or decision.kind != "window":
            return
        seen.add(state["phase"])
        assert decision.optional
        for asked in decision.seats:
            assert Action("pass") in rules.legal_actions(state, asked)

    for seed in range(3):
        play_random(3, seed, check)
    assert seen == {"window", "answer"}


def test_legal_action_lists_stay_small():
    rules, biggest = ruleset(), [0]

    def check(state, seat, action, events):
        for asked in rules.deciders(state):
            biggest[0] = max(biggest[0], len(rules.legal_actions(state, asked)))

    for seed in range(3):
        play_random(4, seed, check)
    assert biggest[0] < 400


# -- words ---------------------------------------------------------------------------------------
def catalogue(language: str) -> dict[str, str]:
    path = ROOT / "assets" / "i18n" / f"{language}.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_every_prompt_refusal_event_and_move_has_words(language):
    words = catalogue(language)
    prompts = {f"{GAME}.decision.{phase}" for phase in PHASES if phase != "over"}
    source = (ROOT / "game" / "rules" / "uno_mostro" / "refusals.py").read_text(encoding="utf-8")
    codes = {part.split('"')[1] for part in source.split("Refusal(")[1:] if part[0] == '"'}
    codes |= {code for _, code in refusals.CARD_OF.values()}
    assert len(codes) >= 30
    moves = {f"{GAME}.action.{verb}" for verb in verbs.MOVES}
    moves |= {f"{GAME}.hint.{verb}" for verb in verbs.MOVES}
    missing = [key for key in prompts | moves if key not in words]
    missing += [code for code in codes if f"{GAME}.refusal.{code}" not in words]
    assert missing == []
    assert {f"{GAME}.reason.last_standing", f"{GAME}.reason.stalemate"} <= set(words)
    assert f"{GAME}.counter.life" in words


def test_every_event_of_random_games_has_words():
    words = catalogue("en")
    kinds = set()

    def check(state, seat, action, events):
        kinds.update((event.kind, event.value) for event in events)

    for seed in range(3):
        play_random(3, seed, check)
    for kind, value in kinds:
        if (kind, value) == ("discard", "chain"):  # the table moves the chain's cards silently
            continue
        assert f"{GAME}.event.{kind}.{value}" in words or f"{GAME}.event.{kind}" in words, (
            kind,
            value,
        )


def test_a_refusal_is_a_code_with_its_facts():
    rules = ruleset()
    state, _ = rules.new_game({}, 2, 3)
    seat = rules.deciders(state)[0]
    refused = rules.refusal(state, seat, Action("attack", ("c99", "p2")))
    assert refused == Refusal("unknown_target", {"target": "c99"})
    with pytest.raises(ValueError):
        rules.legal_actions(state, 2)

"""K-Mon at the table in words: every event of random battles, every prompt and every refusal
the rules give, for each seat and the public, in every language."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from game.engine.contract import Refusal
from game.engine.notation import Action, Event, redact
from game.engine.registry import get
from game.i18n import set_language
from game.ui.cardbook import card_book
from game.ui.table.describe import Describer

ROOT = Path(__file__).resolve().parents[2]
GAME = "kmon"
NAMES = ["Ana", "Bo"]
# Bookkeeping the table shows by moving cards and counters, never in the log.
SILENT = {"charges", "spent", "counter", "resolve", "stand"}


@pytest.fixture(params=("en", "es", "it"))
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    try:
        yield request.param
    finally:
        set_language("en")


def describer() -> Describer:
    return Describer(card_book(GAME), NAMES, game=GAME)


def worded(text: str | None) -> bool:
    return bool(text) and "{" not in text and "}" not in text and "kmon." not in text


@cache
def battles() -> tuple[tuple[list[Event], list], ...]:
    ruleset = get(GAME)
    played = []
    for seed in range(25):
        state, events = ruleset.new_game({}, 2, seed)
        chooser = random.Random(seed)
        decisions = []
        while (decision := ruleset.decision(state)) is not None:
            seat = decision.seats[0]
            legal = ruleset.legal_actions(state, seat)
            decisions.append((decision.to_data(), legal, ruleset.copy_state(state), seat))
            events += ruleset.apply(state, seat, chooser.choice(legal))
        played.append((events, decisions))
    return tuple(played)


def test_every_event_is_told_to_each_seat_and_the_public(language):
    words = describer()
    told = set()
    for events, _ in battles():
        for viewer in (0, 1, None):
            for event in redact(events, viewer):
                text = words.event(event, viewer)
                if event.kind in SILENT:
                    continue
                assert worded(text), (event, viewer, text)
                told.add(event.kind)
    assert {"toss", "first", "lead", "turn", "attack", "hit", "defend", "pass", "win"} <= told


def test_every_prompt_is_worded(language):
    words = describer()
    prompts = set()
    for _, decisions in battles():
        for decision, _, _, _ in decisions:
            text = words.prompt(decision)
            assert worded(text), decision
            prompts.add(decision["prompt"])
    assert len(prompts) >= 10


def test_every_refusal_code_has_words(language):
    """Each code refusals.py can give, and the refusals random wrong moves meet."""
    source = (ROOT / "game/rules/kmon/refusals.py").read_text(encoding="utf-8")
    codes = set(re.findall(r'Refusal\("([a-z_]+)"', source))
    codes |= {f"now_{phase}" for phase in ("first", "lead", "item", "switch", "action", "react")}
    codes |= {f"not_{kind}" for kind in ("item", "ability", "reaction")}
    words = describer()
    params = {
        "card": "ia1",
        "kmon": "frostling",
        "element": "fire",
        "cost": 3,
        "charges": 1,
        "count": 2,
        "verb": "jump",
        "turn": "p2",
        "seat": "p2",
        "words": 1,
        "kind": "attack",
        "target": "c9",
        "choice": "dance",
        "cards": "a b",
        "action": "attack",
    }
    for code in sorted(codes):
        text = words.refusal(Refusal(code, params))
        assert worded(text), (code, text)
    ruleset = get(GAME)
    chooser = random.Random(2)
    wrong = [Action("attack", ("ia1",)), Action("ability", ("zz",)), Action("switch", ("c1",))]
    for _, decisions in battles()[:5]:
        for _, legal, state, seat in decisions[::7]:
            for action in wrong + [chooser.choice(legal)._replace(verb="react")]:
                refused = ruleset.refusal(state, seat, action)
                if refused is not None:
                    assert worded(words.refusal(refused)), (action, refused)


def test_a_refusal_names_the_card_the_element_and_the_kmon():
    text = describer().refusal(
        Refusal("wrong_element", {"card": "ia1", "element": "ice", "kmon": "blazowl"})
    )
    assert text == "Frost Needle is of the element Ice: Blazowl cannot use it."

"""The table's words for each game: Shield War's events, buttons, hints, prompts and refusals
in every language, looked up under the game's own keys first; UNO's words as they always were."""

from __future__ import annotations

import ast
import random
import string
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest
import yaml

from game.engine.contract import IllegalAction, Refusal
from game.engine.notation import Action, Event, redact
from game.engine.registry import get
from game.i18n import has, set_language, t
from game.ui.cardbook import card_book
from game.ui.table.describe import Describer

ROOT = Path(__file__).resolve().parents[2]
GAME = "shield-war"
NAMES = ["Ana", "Bo"]
LANGUAGES = ("en", "es", "it")
SEEDS = range(40)
# A few games short enough to end at the turn limit rather than by a knock-out.
SHORT_SEEDS = range(100, 110)
# The events the table shows as animations only.
SILENT = {("energy", None), ("discard", "chain")}


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    try:
        yield request.param
    finally:
        set_language("en")


def describer(game: str = GAME) -> Describer:
    return Describer(card_book(game), NAMES, game=game)


def worded(text: str | None) -> bool:
    return bool(text) and "{" not in text and "}" not in text


def silent(event: Event) -> bool:
    return (event.kind, None) in SILENT or (event.kind, event.value) in SILENT


# -- games played by random legal moves ----------------------------------------------------------
@cache
def played(seed: int, options: tuple[tuple[str, int], ...] = ()) -> tuple[list, list]:
    """The events of one game, and each decision with its legal actions, in order."""
    ruleset = get(GAME)
    state, events = ruleset.new_game(dict(options), 2, seed)
    chooser = random.Random(seed)
    decisions = []
    while (decision := ruleset.decision(state)) is not None:
        seat = decision.seats[0]
        legal = ruleset.legal_actions(state, seat)
        decisions.append((decision.to_data(), legal))
        events += ruleset.apply(state, seat, chooser.choice(legal))
    return events, decisions


def all_games() -> list[tuple[list, list]]:
    games = [played(seed) for seed in SEEDS]
    return games + [played(seed, (("turn_limit", 10),)) for seed in SHORT_SEEDS]


def test_the_games_show_every_kind_of_event():
    kinds = {(event.kind, event.value) for events, _ in all_games() for event in events}
    values = {kind for kind, _ in kinds}
    assert {"toss", "choose", "pick", "draw", "turn", "attack", "shield", "pass"} <= values
    assert {"win_turn", "ability", "damage", "heal", "energy", "effect", "empty"} <= values
    assert {("over", "knocked_out"), ("over", "turn_limit"), ("discard", "chain")} <= kinds
    assert {("pass", "auto"), ("choose", "pick"), ("choose", "first"), ("draw", "deal")} <= kinds


# -- events ----------------------------------------------------------------------------------
def test_every_event_has_words_for_each_seat_and_the_public(language):
    words = describer()
    told = set()
    for events, _ in all_games():
        for viewer in (0, 1, None):
            for event in redact(events, viewer):
                text = words.event(event, viewer)
                if silent(event):
                    assert text is None, event
                else:
                    assert worded(text), (event, viewer, text)
                    told.add(event.kind)
    assert "energy" not in told and len(told) >= 15


def test_the_ends_no_random_game_reached_have_words_too(language):
    words = describer()
    draw = Event("over", None, value="draw")
    assert worded(words.event(draw, 0)) and worded(words.event(draw, None))
    for value in ("knocked_out", "turn_limit"):
        for viewer in (0, 1, None):
            assert worded(words.event(Event("over", 0, value=value), viewer))


def test_a_seat_reads_its_own_events_in_the_second_person(language):
    words = describer()
    for event in (
        Event("toss", 0),
        Event("attack", 0, cards=("a1",), value="c3"),
        Event("pass", 0, value="auto"),
        Event("damage", 0, count=3, value="21"),
        Event("damage", 0, count=1, value="20"),
        Event("effect", 0, count=2, value="attack+1"),
        Event("effect", 0, value="cost+0"),
        Event("over", 0, value="knocked_out"),
    ):
        theirs, mine = words.event(event, 1), words.event(event, 0)
        assert "Ana" in theirs and "Ana" not in mine, event
        assert mine != theirs.replace("Ana", t("seat.you"))


def test_every_event_told_of_a_seat_has_its_words_for_the_player_at_the_screen():
    catalogue = yaml.safe_load((ROOT / "assets/i18n/en.yaml").read_text(encoding="utf-8"))
    told = [
        key
        for key, text in catalogue.items()
        if key.startswith(f"{GAME}.event.") and not key.endswith(".you") and "{who}" in text
    ]
    assert len(told) > 20
    assert [key for key in told if f"{key}.you" not in catalogue] == []


def test_cards_are_named_and_a_hidden_draw_is_counted():
    words = describer()
    drawn = Event("draw", 1, cards=("a1", "s1"), count=2, value="turn", private=(1,))
    assert words.event(drawn, 1) == "You draw Tail Whip, Guard Shell"
    assert words.event(redact([drawn], 0)[0], 0) == "Bo draws 2 cards"
    assert words.event(Event("pick", 0, cards=("emberhorn",)), 1) == "Ana picks Emberhorn"
    ability = Event("ability", 1, cards=("mossback",))
    assert words.event(ability, 0) == "Bo uses Mossback's ability"
    assert words.event(Event("pass", 1, value="auto"), 0) == "Bo has no shield to play and passes"


def test_an_effect_is_told_as_its_stat_and_its_change():
    words = describer()
    up = Event("effect", 0, count=2, value="attack+1")
    assert words.event(up, 1) == "Ana's attacks deal 1 more damage for 2 more turns"
    assert words.event(up, 0) == "Your attacks deal 1 more damage for 2 more turns"
    cheaper = Event("effect", 1, count=1, value="cost-2")
    assert words.event(cheaper, 0) == "Bo's shields cost 2 less energy for one more turn"
    assert words.event(Event("effect", 1, value="attack+0"), 0) == "Bo's attacks are back to normal"
    assert words.event(Event("effect", 0, value="cost+0"), 0) == (
        "Your shields cost their usual price again"
    )


def test_the_game_is_told_in_its_own_words_before_the_shared_ones():
    passed = Event("pass", 0)
    assert describer().event(passed, 1) == "Ana passes"
    assert Describer(card_book(GAME), NAMES).event(passed, 1) is None  # no shared words
    turn = Event("turn", 1)
    assert describer().event(turn, 0) == "Bo's turn"
    assert Describer(card_book(GAME), NAMES).event(turn, 0) == "Bo: turn"  # UNO's, shared


def test_one_is_told_in_the_singular():
    words = describer()
    assert (
        words.event(Event("damage", 1, count=1, value="5"), 0)
        == "Bo takes 1 damage (5 health left)"
    )
    assert (
        words.event(Event("empty", 0, count=1), 0) == "You cannot draw a card from the empty deck"
    )
    assert (
        words.event(Event("empty", 0, count=2), 0) == "You cannot draw 2 cards from the empty deck"
    )
    set_language("it")
    try:
        assert (
            words.event(Event("damage", 1, count=1, value="5"), 0)
            == "Bo subisce 1 danno (salute: 5)"
        )
        assert (
            words.event(Event("damage", 1, count=2, value="5"), 0)
            == "Bo subisce 2 danni (salute: 5)"
        )
    finally:
        set_language("en")


# -- buttons, hints and prompts ----------------------------------------------------------------
def test_every_legal_action_has_a_label_and_a_hint(language):
    words = describer()
    for _, decisions in all_games():
        for _, legal in decisions:
            for action in legal:
                label, hint = words.action_label(action), words.move(action, "")
                assert worded(label) and label != str(action), action
                assert worded(hint) and hint != str(action), action
                assert worded(t("hint.say", move=hint))


def test_the_buttons_of_the_toss_and_the_turn():
    words = describer()
    labels = [
        words.action_label(Action(*a))
        for a in (("choose", ("pick",)), ("choose", ("first",)), ("ability",), ("pass",))
    ]
    assert labels == [
        "Take the first pick",
        "Take the first turn",
        "Use your Monster's ability",
        "Pass",
    ]
    assert words.action_label(Action("attack", ("a2",))) == "Attack with Ember Bite"
    assert words.action_label(Action("shield", ("s1", "c4"))) == "Block with Guard Shell"
    assert words.action_label(Action("pick", ("voltwing",))) == "Pick Voltwing"
    assert words.move(Action("shield", ("s3", "c4")), "answer") == "block with Prism Barrier"
    assert words.move(Action("pass"), "answer") == "pass without a shield"
    assert words.move(Action("choose", ("first",)), "choose") == "take the first turn"


def test_an_action_without_words_is_labelled_by_its_notation():
    assert describer().action_label(Action("dance", ("a1",))) == "dance a1"
    assert Describer(card_book("uno"), NAMES).action_label(Action("draw")) == "draw"


def test_every_decision_has_a_prompt(language):
    words = describer()
    prompts = set()
    for _, decisions in all_games():
        for decision, _ in decisions:
            text = words.prompt(decision)
            assert worded(text), decision
            prompts.add(decision["prompt"])
            if decision["params"].get("card"):
                assert words.card(decision["params"]["card"]) in text
    assert prompts == {f"{GAME}.decision.{p}" for p in ("choose", "pick", "turn", "answer")}


def test_a_prompt_without_words_says_nothing():
    words = describer()
    assert words.prompt(None) == ""
    assert words.prompt({"seats": [0], "kind": "turn", "prompt": "", "params": {}}) == ""
    assert words.prompt({"seats": [0], "kind": "turn", "prompt": "decision.play"}) == ""
    answer = {"prompt": f"{GAME}.decision.answer", "params": {"top": "c7", "card": "a3"}}
    assert words.prompt(answer) == "Block Thunder Ram with a Shield card, or pass."


# -- refusals ----------------------------------------------------------------------------------
def _refusal_codes() -> set[str]:
    """Every code Shield War's moves can refuse with (`not_an_attack`, `not_a_shield` are made
    from the kind of card asked for)."""
    source = (ROOT / "game" / "rules" / "shield_war" / "moves.py").read_text(encoding="utf-8")
    codes = {
        node.args[0].value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call)
        and getattr(node.func, "id", "") == "Refusal"
        and isinstance(node.args[0], ast.Constant)
    }
    return codes | {"not_an_attack", "not_a_shield"}


def _tries(state: dict, deck) -> list[Action]:
    """Actions of every verb, right and wrong, with cards in and out of the hands."""
    top = state["chain"][-1]["id"] if state["chain"] else "c1"
    codes = [*deck.cards, "zz"]
    tries = [Action("dance"), Action("attack"), Action("pass", ("now",)), Action("ability")]
    tries += [Action("choose", (choice,)) for choice in ("pick", "first", "later")]
    tries += [Action("pick", (found,)) for found in [*deck.characters, "nobody"]]
    tries += [Action("attack", (code,)) for code in codes]
    tries += [Action("shield", (code, where)) for code in codes for where in (top, "c999")]
    return [*tries, Action("pass")]


@cache
def refusals() -> list[Refusal]:
    """The refusals met trying every action for both seats at every step of a few games."""
    ruleset, found = get(GAME), {}
    for seed in range(6):
        state, _ = ruleset.new_game({}, 2, seed)
        chooser = random.Random(seed)
        while True:
            for seat in (0, 1):
                for action in _tries(state, ruleset.deck):
                    refused = ruleset.refusal(state, seat, action)
                    if refused is not None:
                        found.setdefault((refused.code, str(refused)), refused)
            decision = ruleset.decision(state)
            if decision is None:
                break
            seat = decision.seats[0]
            ruleset.apply(state, seat, chooser.choice(ruleset.legal_actions(state, seat)))
    return list(found.values())


def test_the_tries_meet_every_refusal_the_rules_can_give():
    assert {refused.code for refused in refusals()} == _refusal_codes()


def test_every_refusal_has_the_games_own_words(language):
    words = describer()
    for refused in refusals():
        text = words.refusal(refused)
        assert has(f"{GAME}.refusal.{refused.code}"), refused.code
        assert worded(text), refused
        assert text != t("refusal.unknown", code=refused.code)
        params = refused.params
        if params.get("card") in card_book(GAME).faces:
            assert words.card(params["card"]) in text, refused
        if refused.code == "character_taken":
            assert words.card(params["character"]) in text
        if refused.code == "not_the_top":
            assert params["top"] not in text and params["target"] not in text
        if refused.code == "not_your_turn":
            assert any(name in text for name in NAMES)


def test_a_refusal_names_the_cards_and_the_kind_it_is_about():
    words = describer()
    cannot = Refusal("cannot_block", {"card": "s2", "kind": "attack"})
    assert words.refusal(cannot) == "Mirror Ward cannot block an Attack card."
    costly = Refusal("not_enough_energy", {"card": "s8", "cost": 3, "energy": 1})
    assert words.refusal(costly) == "Mending Wall costs 3 energy and you have 1."
    top = Refusal("not_the_top", {"target": "c3", "top": "c5"})
    assert words.refusal(top) == "A shield answers the card on top of the chain."
    with pytest.raises(IllegalAction) as caught:
        ruleset = get(GAME)
        state, _ = ruleset.new_game({}, 2, 1)
        ruleset.apply(state, 1 - state["toss"], Action("choose", ("pick",)))
    assert words.refusal(caught.value.refusal) == f"It is {NAMES[state['toss']]}'s turn to decide."


def test_the_catalogues_word_shield_war_alike():
    def blanks(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    catalogues = {
        code: yaml.safe_load((ROOT / f"assets/i18n/{code}.yaml").read_text(encoding="utf-8"))
        for code in LANGUAGES
    }
    english = {k: v for k, v in catalogues["en"].items() if k.startswith(f"{GAME}.")}
    assert f"{GAME}.event.auto_pass" not in english and f"{GAME}.event.pass.auto" in english
    for code in LANGUAGES[1:]:
        other = catalogues[code]
        assert [k for k in english if blanks(english[k]) != blanks(other[k])] == []


# -- UNO ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["uno", "uno-monster-high"])
def test_unos_words_are_the_shared_ones(game, language):
    """A UNO game told with its game id says just what it said without one."""
    ruleset, book = get(game), card_book(game)
    plain, own = Describer(book, NAMES), Describer(book, NAMES, game=game)
    for seed in range(3):
        state, events = ruleset.new_game({}, 2, seed)
        chooser = random.Random(seed)
        for _ in range(200):
            decision = ruleset.decision(state)
            if decision is None:
                break
            seat = decision.seats[0]
            legal = ruleset.legal_actions(state, seat)
            extras = ruleset.view(state, seat).get("extras", {})
            phase, stack = extras.get("phase", ""), extras.get("stack", 0)
            for action in legal:
                assert own.move(action, phase, stack) == plain.move(action, phase, stack)
                assert own.action_label(action) == plain.action_label(action)
            assert own.prompt(decision.to_data()) == plain.prompt(decision.to_data())
            wrong = ruleset.refusal(state, 1 - seat, legal[0])
            assert wrong is not None and own.refusal(wrong) == plain.refusal(wrong)
            events += ruleset.apply(state, seat, chooser.choice(legal))
        for viewer in (0, 1, None):
            for event in redact(events, viewer):
                assert own.event(event, viewer) == plain.event(event, viewer)


def test_unos_lines_read_as_before():
    words = Describer(card_book("uno"), NAMES, game="uno")
    assert words.event(Event("play", 1, None, ("r5",)), 0) == "Bo played red 5"
    assert words.event(Event("draw", 0, None, ("b7",), 1), 0) == "You drew blue 7"
    assert words.event(Event("turn", 0), 0) == "Your turn"
    assert words.move(Action("draw"), "play") == "draw a card"
    assert words.move(Action("pass"), "drawn") == "keep the card you drew"
    refused = Refusal("card_does_not_match", {"card": "r5", "top": "b7", "color": "b"})
    assert words.refusal(refused) == (
        "red 5 does not match blue 7: play a blue card, the same number or symbol, or a wild card."
    )

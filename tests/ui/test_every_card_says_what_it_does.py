"""Every card of every game says what it does in that game, in every language: the text the
table shows beside a card read large, and the words of a card refused."""

from __future__ import annotations

import re

import pytest

import game.i18n as i18n
from game.i18n import available_languages, set_language
from game.ui.cardbook import card_book
from game.ui.tables import playable_rulesets

GAMES = ("uno", "uno-monster-high", "uno-mostro", "kmon", "shield-war")
# A catalogue key left in the words: `cardtext.uno.skip`, `kmon.effect.damage`.
RAW_KEY = re.compile(r"\b[a-z][a-z0-9_-]*\.[a-z][a-z0-9_.-]*\b")


@pytest.fixture
def only(monkeypatch):
    """`only(language)`: the player's language set, with no English to fall back on, so a
    key missing from that language's catalogue shows as the raw key."""

    def choose(language: str) -> None:
        monkeypatch.setattr(i18n, "DEFAULT_LANGUAGE", language)
        set_language(language)

    yield choose
    set_language("en")


def texts(game: str) -> dict[str, str]:
    return {code: face.text for code, face in card_book(game).faces.items()}


def test_every_game_is_covered():
    assert {ruleset.id for ruleset in playable_rulesets()} <= set(GAMES)
    assert set(available_languages()) == {"en", "es", "it"}


@pytest.mark.parametrize("language", ["en", "es", "it"])
@pytest.mark.parametrize("game", GAMES)
def test_every_card_has_its_rules_text_in_every_language(only, game, language):
    only(language)
    found = texts(game)
    assert found, f"{game} has no cards"
    for code, text in found.items():
        assert text.strip(), f"{game} {code}: no rules text in {language}"
        assert "{" not in text and "}" not in text, f"{game} {code}: {text!r}"
        assert not RAW_KEY.search(text), f"{game} {code} in {language}: {text!r}"
    if language != "en":  # the words are this language's own, not English left over
        only("en")
        english = texts(game)
        same = [code for code in found if found[code] == english[code]]
        assert same == [], f"{game}: the same words as English in {language}: {same}"


def test_the_same_card_says_what_it_does_in_its_own_game():
    set_language("en")
    uno, mostro = texts("uno"), texts("uno-mostro")
    assert uno["r7"] != mostro["r7"] and "7" in mostro["r7"] and "monster" in mostro["r7"]
    assert "colour" in uno["w"] and "monster" in mostro["w"]  # a Wild destroys in Uno Mostro
    assert "monster" in mostro["r0"] and "0" in mostro["r0"]  # a 0 takes a monster a while
    high = texts("uno-monster-high")
    assert high["w4"] != uno["w4"] and "challenge" in high["w4"]  # a bluff may be challenged
    assert high["r5" if "r5" in high else "b5"] == uno["b5"]  # the shared kinds read alike
    assert "20" in uno["rs"] and "50" in uno["w"]  # a card's points, from the card file

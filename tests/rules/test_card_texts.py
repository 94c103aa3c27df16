"""Every card's rules text, in every language, as a snapshot: the words a player reads on each
card of each game come out the same, whatever changes in how the effects are declared or put
into words. A card whose words change on purpose (a card file, a catalogue) is written anew:

    python -m tests.rules.test_card_texts
"""

from __future__ import annotations

import json
from pathlib import Path

import game.games  # noqa: F401  (registers the built-in games)
from game.engine.registry import all_rulesets
from game.i18n import language, set_language

SNAPSHOT = Path(__file__).with_name("card_texts.json")
LANGUAGES = ("en", "es", "it")
BUILT_IN = ("kmon", "shield-war", "uno", "uno-monster-high", "uno-mostro")


def card_texts() -> dict[str, dict[str, dict[str, str]]]:
    """{ruleset: {code: {language: text}}} for every built-in game whose cards have words."""
    before = language()
    texts: dict[str, dict[str, dict[str, str]]] = {}
    try:
        for ruleset in all_rulesets():
            if ruleset.id not in BUILT_IN:
                continue
            faces = ruleset.card_faces()
            said: dict[str, dict[str, str]] = {code: {} for code in faces}
            for code in LANGUAGES:
                set_language(code)
                for card, face in faces.items():
                    said[card][code] = face.text
            if any(text for words in said.values() for text in words.values()):
                texts[ruleset.id] = said
    finally:
        set_language(before)
    return texts


def test_every_card_says_the_words_of_the_snapshot():
    snapshot = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    texts = card_texts()
    assert sorted(texts) == sorted(snapshot)  # the games whose cards have words
    for ruleset_id, cards in snapshot.items():
        assert sorted(texts[ruleset_id]) == sorted(cards), ruleset_id
        changed = [
            (ruleset_id, code, lang, said, texts[ruleset_id][code][lang])
            for code, words in cards.items()
            for lang, said in words.items()
            if texts[ruleset_id][code][lang] != said
        ]
        assert changed == [], changed[:5]


def test_the_snapshot_holds_every_language_of_every_game_with_words():
    snapshot = json.loads(SNAPSHOT.read_text(encoding="utf-8"))
    assert {"kmon", "shield-war"} <= set(snapshot)
    for cards in snapshot.values():
        for words in cards.values():
            assert tuple(words) == LANGUAGES and all(words.values()), words


if __name__ == "__main__":
    written = json.dumps(card_texts(), ensure_ascii=False, indent=1, sort_keys=True)
    SNAPSHOT.write_text(written + "\n", encoding="utf-8")

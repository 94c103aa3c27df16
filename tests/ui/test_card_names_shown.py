"""Card names where the player reads them, in the player's language: card faces, log lines,
refusals, the deck builder's list and search, New game's deck pickers."""

from __future__ import annotations

import random

import pytest
from ui_driver import center

import game.ui.cardface as cardface_module
import game.ui.elementface as elementface_module
from game.engine.contract import Refusal
from game.engine.notation import redact
from game.engine.registry import get
from game.i18n import set_language
from game.ui.cardart import CardArt
from game.ui.cardbook import card_book
from game.ui.scenes.deck_builder import DeckBuilderScene
from game.ui.scenes.new_game import NewGameScene
from game.ui.table.describe import Describer


@pytest.fixture
def speaking():
    yield set_language
    set_language("en")


def test_a_card_face_is_drawn_with_the_name_in_the_language_of_the_moment(monkeypatch, speaking):
    written: list[str] = []
    for module in (cardface_module, elementface_module):
        plate = module._name_plate

        def noted(card, name, box, plate=plate):
            written.append(name)
            return plate(card, name, box)

        monkeypatch.setattr(module, "_name_plate", noted)
    kmon, shield_war = CardArt(card_book("kmon")), CardArt(card_book("shield-war"))
    kmon.face("frostling", 240)
    speaking("it")
    kmon.face("frostling", 240)  # drawn again: the words on it changed
    kmon.face("fa1", 240)
    shield_war.face("a1", 240)
    speaking("es")
    shield_war.face("emberhorn", 240)
    assert written == ["Frostling", "Brinello", "Sputabrace", "Colpo di coda", "Brasacuerno"]


def test_log_lines_and_refusals_name_cards_in_italian(speaking):
    speaking("it")
    words = Describer(card_book("kmon"), ["Ana", "Bo"], game="kmon")
    refusal = Refusal("wrong_element", {"card": "ia1", "element": "ice", "kmon": "blazowl"})
    text = words.refusal(refusal)
    assert "Ago di brina" in text and "Gufiamma" in text and "Frost Needle" not in text
    ruleset = get("kmon")
    state, events = ruleset.new_game({}, 2, 3)
    chooser = random.Random(3)
    for _ in range(60):
        decision = ruleset.decision(state)
        if decision is None:
            break
        seat = decision.seats[0]
        events += ruleset.apply(state, seat, chooser.choice(ruleset.legal_actions(state, seat)))
    faces = card_book("kmon").faces
    named = 0
    for event in redact(events, None):  # what everybody reads
        codes = [code for code in event.cards or () if code in faces]
        line = words.event(event, None)
        if codes and line:
            names = [faces[code].names for code in codes]
            assert any(name.it in line for name in names), (event, line)
            named += 1
    assert named >= 3


def test_uno_mostro_names_its_cards_by_the_rulebooks_roles(speaking):
    book = card_book("uno-mostro")
    words = Describer(book, ["Ana", "Bo"], game="uno-mostro")
    speaking("it")
    assert [words.card(code) for code in ("bs", "rr", "w", "g7")] == [
        "Divieto blu",
        "Cambia turno rosso",
        "Cambia colore",
        "7 verde",
    ]
    refused = words.refusal(Refusal("not_a_steal", {"card": "bs"}))
    assert refused == "Divieto blu non è un Cambia turno (un Inverti)."
    speaking("en")
    assert words.card("bs") == "blue Ban"


def test_the_deck_builder_lists_and_finds_cards_by_their_italian_names(new_app, speaking):
    driver = new_app(language="it")
    scene = driver.open(DeckBuilderScene(driver.app, "kmon"))
    assert driver.item("collection:frostling")["label"] == "Brinello"
    driver.click(center(driver.item("filter-words")))
    driver.type_text("brinello")
    assert scene.shown == ["frostling"]
    scene.filters = type(scene.filters)(words="frost needle")  # English words find nothing
    assert scene.shown == []
    speaking("es")
    scene.filters = type(scene.filters)(words="escarchin")  # accents left out
    assert scene.shown[0] == "frostling"


def test_new_game_offers_the_starters_by_their_italian_names(new_app, speaking):
    driver = new_app(language="it")
    scene = driver.open(NewGameScene(driver.app, "kmon"))
    labels = [label for _, label in next(w for w in scene.right if w.id == "deck-1").options]
    assert any("Carica di brace" in label for label in labels), labels
    assert not any("Ember Rush" in label for label in labels)
    assert [seat.setup for seat in scene.seats()][0] == {"deck": "ember-rush"}  # ids, no words

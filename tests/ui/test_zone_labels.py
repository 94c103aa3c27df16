"""The names of the zones on every game's table (zone_labels.py): where one is written it lies
inside the table, under the words at the top left, and clear of every other thing placed, of
every pile's count, of UNO's ring and of every other name; at the usual window, the piles a
player needs are named. And every zone, counter and phase a table shows has its entry in the
glossary in every language."""

from __future__ import annotations

import pytest

from game.engine.registry import get
from game.i18n import _catalogue, available_languages, language, set_language
from game.ui.table.glossary import PHASES, counter_term, phases_in, zone_term
from game.ui.table.uno_family import ring_reach
from game.ui.table.zone_captions import count_rect
from game.ui.table.zone_labels import reach, status_room, zone_labels
from game.ui.table.zone_layout import zone_layout

SIZES = ((800, 560), (1280, 800), (1920, 1080))
GAMES = {"uno": (2, 4, 7, 10), "uno-monster-high": (2, 5), "uno-mostro": (2, 3, 6)}
GAMES |= {"kmon": (2,), "shield-war": (2,)}
PILE = {"uno": "discard", "uno-monster-high": "discard"}  # the pile UNO's ring goes round


@pytest.fixture
def each_language():
    before = language()
    yield available_languages()
    set_language(before)


def _placement(game: str, players: int, size):
    ruleset = get(game)
    state, _ = ruleset.new_game(ruleset.resolve_options({}), players, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    return zone_layout(size, players, 0, specs, counters, True), specs, counters


def _marks(game: str, placement):
    pile = placement.zones.get(PILE.get(game, ""))
    return {pile.id: ring_reach(pile.rect.center, pile.card_width)} if pile else {}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", list(GAMES))
def test_every_zone_name_covers_nothing(game, size, each_language):
    for players in GAMES[game]:
        placement, _, _ = _placement(game, players, size)
        marks = _marks(game, placement)
        for words_of in each_language:
            set_language(words_of)
            labels = zone_labels(placement, game, marks)
            top = placement.play_rect.top + status_room(placement.seats.scale)
            for zone, rect in labels.items():
                assert placement.play_rect.contains(rect) and rect.top >= top, (zone, rect)
                for place in placement.places():
                    assert not rect.colliderect(place.rect), (words_of, zone, place.id)
                for pile in placement.zones.values():
                    if pile.kind == "pile":
                        assert not rect.colliderect(count_rect(pile, 999, placement.seats.scale)), (
                            zone,
                            pile.id,
                        )
                for shapes in marks.values():
                    assert rect.collidelist(shapes) < 0, (zone, "the ring")
                others = [other for key, other in labels.items() if key != zone]
                assert rect.collidelist(others) < 0, (words_of, zone, labels)


@pytest.mark.parametrize(
    "game, players, named",
    [
        ("uno", 4, {"draw", "discard"}),
        ("uno-monster-high", 3, {"draw", "discard"}),
        ("uno-mostro", 2, {"deck", "discard", "chain"}),
        ("shield-war", 2, {"deck", "discard", "chain", "characters"}),
        ("kmon", 2, {"deck:p1", "discard:p1", "chain"}),
    ],
)
def test_the_piles_are_named_at_the_usual_window(game, players, named, each_language):
    placement, _, _ = _placement(game, players, (1280, 800))
    for words_of in each_language:
        set_language(words_of)
        assert named <= set(zone_labels(placement, game, _marks(game, placement)))


def test_a_shared_zone_s_name_stays_where_the_layout_keeps_room_for_it():
    from game.ui.table.zone_captions import caption_rect

    placement, _, _ = _placement("uno-mostro", 3, (1280, 800))
    labels = zone_labels(placement, "uno-mostro")
    for zone in ("deck", "discard", "chain"):
        place = placement.zones[zone]
        assert labels[zone] == caption_rect(
            placement, place, _catalogue("en")[f"uno-mostro.zone.{zone}"]
        )
    assert reach(place, placement.seats.scale)[0] == place.rect


def _explained(words_of: str, game: str, term: str) -> bool:
    catalogue = _catalogue(words_of)
    return f"glossary.{game}.{term}" in catalogue or f"glossary.{term}" in catalogue


def _named(words_of: str, game: str, term: str) -> bool:
    catalogue = _catalogue(words_of)
    kind, _, word = term.partition(".")
    shown = {
        "zone": [f"{game}.zone.{word}"],
        "counter": [f"{game}.counter.{word}", f"counter.{word}"],
    }
    keys = shown.get(kind, []) + [f"glossary.{game}.{term}.name", f"glossary.{term}.name"]
    return any(key in catalogue for key in keys)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_zone_counter_and_plate_has_its_entry_in_every_language(game):
    _, specs, counters = _placement(game, 2, (1280, 800))
    terms = {zone_term(spec.id) for spec in specs} | {counter_term(c.id) for c in counters}
    terms |= {"plate"} | {f"phase.{n}" for n in PHASES.get(game, ())}
    for words_of in available_languages():
        for term in sorted(terms):
            assert _explained(words_of, game, term), (words_of, game, term)
            assert _named(words_of, game, term), (words_of, game, term)


@pytest.mark.parametrize(
    "prompt, phase", [("item", "phase.1"), ("switch", "phase.3"), ("action", "phase.4")]
)
def test_k_mon_s_prompts_name_the_phase_the_glossary_explains(prompt, phase, each_language):
    for words_of in each_language:
        set_language(words_of)
        words = _catalogue(words_of)[f"kmon.decision.{prompt}"]
        assert phases_in("kmon", words) == [phase], (words_of, words)

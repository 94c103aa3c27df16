"""Every text the app asks for is in the English catalogue, with the placeholders it fills in.

The keys are read from the source: literal `t("...")` calls in game/ui, the refusal codes of
the UNO rules, the events they emit, and the families of keys built from data (phases, colors,
card kinds, options, settings).
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest
import yaml

from game.engine import registry
from game.i18n import available_languages
from game.persist.settings import CARD_BACKS, SPEED_FACTORS
from game.ui.cardart import BACK_STYLES
from game.ui.cardbook import card_book
from game.ui.scenes.new_game import KINDS
from game.ui.scenes.settings import SPEEDS
from game.ui.tables import playable_rulesets

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "game" / "ui"
UNO_RULES = ROOT / "game" / "rules" / "uno_family"
CATALOGUE_PATH = ROOT / "assets" / "i18n" / "en.yaml"
CATALOGUE: dict[str, str] = yaml.safe_load(CATALOGUE_PATH.read_text(encoding="utf-8"))

# The keywords Describer.event passes to every event text.
EVENT_WORDS = {"who", "target", "card", "cards", "count", "value"}
# Events that need no line of their own: each card of the deal flies to its hand, and the
# shuffle event before them already says "Cards shuffled and dealt".
SILENT_EVENTS = {"deal"}
# Events whose text depends on their value: a challenge is told as its verdict.
EVENTS_BY_VALUE = {"challenge": ("guilty", "innocent")}


def _calls(folder: Path, name: str) -> list[tuple[Path, ast.Call]]:
    """Every call of a plain function `name(...)` in the .py files under `folder`."""
    found = []
    for path in sorted(folder.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id == name
            ):
                found.append((path, node))
    return found


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _placeholders(text: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(text) if field}


def _where(path: Path, node: ast.AST) -> str:
    return f"{path.relative_to(ROOT)}:{node.lineno}"


# -- the catalogue itself ------------------------------------------------------------------------
def test_the_catalogue_is_a_flat_mapping_of_text_without_repeated_keys():
    assert all(isinstance(v, str) for v in CATALOGUE.values())
    keys = re.findall(r"^([A-Za-z0-9_.]+):", CATALOGUE_PATH.read_text(encoding="utf-8"), re.M)
    repeated = sorted({key for key in keys if keys.count(key) > 1})
    assert repeated == []
    assert "en" in available_languages()


# -- keys written in the source ------------------------------------------------------------------
def _literal_t_calls() -> list[tuple[str, str, set[str] | None]]:
    """(where, key, keyword names or None when **kwargs passes unknown ones) per t("...")."""
    out = []
    for path, call in _calls(UI, "t"):
        key = _literal(call.args[0]) if call.args else None
        if key is None:
            continue  # built from data: see the families below
        names = {k.arg for k in call.keywords}
        out.append((_where(path, call), key, None if None in names else names))
    return out


def test_the_scan_finds_the_ui_texts():
    keys = {key for _, key, _ in _literal_t_calls()}
    assert len(keys) > 60
    assert {"title.continue", "table.not_your_turn", "pass.ready"} <= keys


def test_every_literal_key_in_the_ui_is_in_the_catalogue():
    missing = [f"{where}: {key}" for where, key, _ in _literal_t_calls() if key not in CATALOGUE]
    assert missing == []


def test_every_placeholder_of_a_literal_key_is_filled_in():
    unfilled = []
    for where, key, names in _literal_t_calls():
        if key not in CATALOGUE or names is None:
            continue
        lacking = _placeholders(CATALOGUE[key]) - names
        if lacking:
            unfilled.append(f"{where}: {key} needs {sorted(lacking)}")
    assert unfilled == []


# -- refusals --------------------------------------------------------------------------------
def _refusals() -> dict[str, set[str]]:
    """Each refusal code the UNO rules can return, with the names of its parameters.

    Most are written `Refusal("code", {...})`. `_phase_refusal` picks its code from a table
    `{phase: (verbs, code)}` and returns `Refusal(code)`: those codes are read from the table.
    """
    codes: dict[str, set[str]] = {}
    for path in sorted(UNO_RULES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for function in ast.walk(tree):
            if not isinstance(function, ast.FunctionDef):
                continue
            for call in ast.walk(function):
                if not (
                    isinstance(call, ast.Call)
                    and isinstance(call.func, ast.Name)
                    and call.func.id == "Refusal"
                ):
                    continue
                code = _literal(call.args[0])
                if code is None:
                    tabled = _tabled_codes(function)
                    assert tabled, f"{_where(path, call)}: cannot tell which codes this returns"
                    for name in tabled:
                        codes.setdefault(name, set())
                    continue
                params = set()
                if len(call.args) > 1 and isinstance(call.args[1], ast.Dict):
                    params = {_literal(k) for k in call.args[1].keys}
                codes.setdefault(code, set()).update(params)
    return codes


def _tabled_codes(function: ast.FunctionDef) -> list[str]:
    """The codes of a `{key: (..., "code")}` table written inside `function`."""
    found = []
    for node in ast.walk(function):
        if isinstance(node, ast.Dict):
            for value in node.values:
                if isinstance(value, ast.Tuple) and value.elts and _literal(value.elts[-1]):
                    found.append(_literal(value.elts[-1]))
    return found


def test_the_scan_finds_the_refusals():
    codes = _refusals()
    assert {"card_does_not_match", "wild4_with_playable_card", "not_your_turn"} <= set(codes)
    assert codes["card_does_not_match"] == {"card", "top", "color"}
    assert {"choose_color", "catch_or_pass", "choose_swap"} <= set(codes)  # from the table


@pytest.mark.parametrize("code", sorted(_refusals()))
def test_every_refusal_has_words_that_use_only_its_parameters(code):
    key = f"refusal.{code}"
    assert key in CATALOGUE, f"no text for {key}"
    assert _placeholders(CATALOGUE[key]) <= _refusals()[code]


# -- events ----------------------------------------------------------------------------------
def _event_kinds() -> set[str]:
    kinds = set()
    for path, call in _calls(UNO_RULES, "Event"):
        kind = _literal(call.args[0]) if call.args else None
        assert kind is not None, f"{_where(path, call)}: an event kind is always written out"
        kinds.add(kind)
    return kinds


def test_the_scan_finds_the_events():
    kinds = _event_kinds()
    assert {"play", "draw", "deal", "turn", "challenge", "urrrhhh", "win"} <= kinds


@pytest.mark.parametrize("kind", sorted(_event_kinds() - SILENT_EVENTS))
def test_every_event_has_words(kind):
    keys = [f"event.{kind}.{value}" for value in EVENTS_BY_VALUE.get(kind, ())]
    keys = keys or [f"event.{kind}"]
    for key in keys:
        assert key in CATALOGUE, f"no text for {key}"
        assert _placeholders(CATALOGUE[key]) <= EVENT_WORDS, key


def test_the_silent_events_are_still_emitted():
    # The allow-lists name real events: a renamed event must leave them too.
    assert SILENT_EVENTS | set(EVENTS_BY_VALUE) <= _event_kinds()


def test_every_event_variant_uses_only_the_event_words():
    variants = [k for k in CATALOGUE if k.startswith("event.")]
    assert [k for k in variants if not _placeholders(CATALOGUE[k]) <= EVENT_WORDS] == []


def _called(node: ast.AST) -> str | None:
    """The name of the function a call calls, from the module's (`_draw(...)`) or another
    module's (`resolve._draw(...)`)."""
    if not isinstance(node, ast.Call):
        return None
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return node.func.id if isinstance(node.func, ast.Name) else None


def test_penalty_draws_have_their_own_words():
    # `_draw(rules, state, seat, count, events, why)`: each reason a draw is told with.
    reasons = set()
    for path in UNO_RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if _called(node) == "_draw" and len(node.args) >= 6:
                reasons.add(_literal(node.args[5]))
    assert reasons == {"penalty", "uno"}
    assert all(f"event.draw.{why}" in CATALOGUE for why in reasons)


# -- keys built from data --------------------------------------------------------------------
def _built_keys() -> list[str]:
    keys = [f"settings.speed.{v}" for v in SPEEDS]
    keys += [f"settings.back.{b}" for b in BACK_STYLES]
    keys += [f"language.{code}" for code in available_languages()]
    keys += [f"new.kind.{kind}{'.' + level if level else ''}" for kind, level in KINDS]
    for ruleset in playable_rulesets():  # the games whose cards the table draws
        book = card_book(ruleset)
        keys += [f"color.{name}" for name in book.palette.values()]
        keys += [f"card.{face.kind}" for face in book.faces.values() if not face.name]
        # A game of the UNO family says its decisions in the table's words; the others in
        # their own (`<game>.decision.*`, checked with the game's words).
        phases = getattr(ruleset, "phases", set())
        state, _ = ruleset.new_game({}, ruleset.min_players, 1)
        for spec in ruleset.counter_specs(state):  # each counter's name, the game's or shared
            name = spec.id.split(":", 1)[0]
            own = f"{ruleset.id}.counter.{name}"
            keys.append(own if own in CATALOGUE else f"counter.{name}")
        keys += [f"table.hint.{phase}" for phase in sorted(phases - {"over"})]
        for spec in ruleset.player_option_specs():
            keys.append(f"option.{spec.key}")
            keys += [f"option.{spec.key}.{choice}" for choice in spec.choices or ()]
    for path in UNO_RULES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            # `_game_over(rules, state, winners, reason, events)`
            if _called(node) == "_game_over" and len(node.args) >= 4 and _literal(node.args[3]):
                keys.append(f"results.reason.{_literal(node.args[3]).replace(' ', '_')}")
    return sorted(set(keys))


def test_the_settings_offer_what_the_settings_file_accepts():
    assert set(SPEEDS) == set(SPEED_FACTORS)
    assert set(BACK_STYLES) == set(CARD_BACKS)


def test_every_key_built_from_data_is_in_the_catalogue():
    keys = _built_keys()
    assert "results.reason.hand_emptied" in keys and "table.hint.penalty" in keys
    assert [key for key in keys if key not in CATALOGUE] == []


# -- the other languages ---------------------------------------------------------------------
OTHER_LANGUAGES = [code for code in available_languages() if code != "en"]


def _catalogue_of(code: str) -> dict[str, str]:
    return yaml.safe_load((ROOT / "assets" / "i18n" / f"{code}.yaml").read_text(encoding="utf-8"))


def test_the_app_speaks_more_than_english():
    assert {"es", "it"} <= set(OTHER_LANGUAGES)


@pytest.mark.parametrize("code", OTHER_LANGUAGES)
def test_a_translation_says_everything_english_says_with_the_same_placeholders(code):
    other = _catalogue_of(code)
    assert [k for k, v in other.items() if not isinstance(v, str) or not v.strip()] == []
    assert sorted(set(CATALOGUE) - set(other)) == []
    assert sorted(set(other) - set(CATALOGUE)) == []
    changed = [k for k in CATALOGUE if _placeholders(CATALOGUE[k]) != _placeholders(other[k])]
    assert changed == []


@pytest.mark.parametrize("code", available_languages())
def test_every_language_is_named_in_its_own_words_in_every_catalogue(code):
    names = {c: _catalogue_of(c)[f"language.{code}"] for c in available_languages()}
    assert len(set(names.values())) == 1, names


def test_the_english_help_of_an_option_is_the_rulesets_own():
    for ruleset in registry.all_rulesets():
        for spec in ruleset.player_option_specs():
            assert CATALOGUE[f"option.{spec.key}.help"] == spec.help, (ruleset.id, spec.key)


@pytest.mark.parametrize("code", OTHER_LANGUAGES)
def test_every_rules_summary_is_translated_section_by_section(code):
    def headings(path: Path) -> int:
        lines = path.read_text(encoding="utf-8").splitlines()
        return sum(1 for line in lines if line.startswith("# "))

    for english in sorted((ROOT / "assets" / "rules").glob("*.en.txt")):
        translated = english.with_name(english.name.replace(".en.", f".{code}."))
        assert translated.is_file(), translated.name
        assert headings(translated) == headings(english), translated.name


def test_a_person_seated_from_the_command_line_is_named_in_the_players_language(new_app):
    from game.i18n import set_language
    from game.ui.launch import name_people, parse_seats

    seats = parse_seats("human,ai:easy,human", registry.get("uno"))
    assert [s.name for s in seats if s.kind == "human"] == ["", ""]  # named by the app
    new_app(language="it")  # the app speaks the player's language from its start
    try:
        named = name_people(seats)
        assert [s.name for s in named] == ["Giocatore 1", seats[1].name, "Giocatore 2"]
        assert named[1].name and named[1].kind == "ai"
    finally:
        set_language("en")


@pytest.mark.parametrize("code", OTHER_LANGUAGES)
def test_the_log_tells_a_players_own_moves_in_the_second_person(code):
    from game.engine.notation import Event
    from game.i18n import set_language, t
    from game.ui.table.describe import Describer

    set_language(code)
    try:
        describer = Describer(card_book("uno"), ["Ana", "Bruno"], game="uno")
        mine = describer.event(Event("play", 0, None, ("r5",)), viewer=0)
        theirs = describer.event(Event("play", 1, None, ("r5",)), viewer=0)
        assert t("seat.you") not in mine and "Bruno" in theirs
        assert mine != theirs.replace("Bruno", t("seat.you"))
    finally:
        set_language("en")


def test_every_event_told_of_a_seat_has_its_words_for_the_player_at_the_screen():
    # Where verbs change with the person, "{who} played" cannot be filled in with "you".
    told = [
        k
        for k, text in CATALOGUE.items()
        if k.startswith("event.") and not k.endswith((".you", ".to_you")) and "{who}" in text
    ]
    assert len(told) > 15
    assert [k for k in told if f"{k}.you" not in CATALOGUE] == []


def test_a_hand_worth_one_point_is_told_in_the_singular():
    from game.engine.notation import Event
    from game.ui.table.describe import Describer

    describer = Describer(card_book("uno-monster-high"), ["Ana", "Bo"], game="uno-monster-high")
    one = Event("show", 1, None, ("g1",), 1, "1")
    assert describer.event(one, 0) == "Bo held green 1: 1 point"
    assert describer.event(one._replace(seat=0), 0) == "You held green 1: 1 point"
    two = Event("show", 1, None, ("g1", "g0"), 2, "1")
    assert describer.event(two._replace(value="21"), 0) == "Bo held green 1, green 0: 21 points"


def test_a_counter_is_named_in_the_tables_language():
    from game import i18n
    from game.ui.table.zone_table import counter_text

    assert counter_text("uno", "score:p1", 35, None) == "Score 35"
    assert counter_text("shield-war", "health:p2", 20, 24) == "Health 20/24"
    i18n.set_language("es")
    try:
        assert counter_text("uno", "score:p1", 0, None) == "Puntos 0"
        assert counter_text("shield-war", "health:p2", 20, 24) == "Vida 20/24"
    finally:
        i18n.set_language("en")


SHIELD_WAR_NAMES = {
    "en": ("Tail Whip", "Emberhorn"),
    "es": ("Coletazo", "Brasacuerno"),
    "it": ("Colpo di coda", "Bracecorno"),
}


@pytest.mark.parametrize("code", ["en", "es", "it"])
def test_a_card_with_a_name_is_called_by_it_in_every_language(code):
    from game.i18n import set_language
    from game.ui.table.describe import Describer

    set_language(code)
    try:
        describer = Describer(card_book("shield-war"), ["Ana", "Bo"], game="shield-war")
        attack, monster = SHIELD_WAR_NAMES[code]
        assert describer.card("a1") == attack
        assert describer.card("emberhorn") == monster
        assert Describer(card_book("uno"), ["Ana"], game="uno").card("b7") == t_card_number(
            "blue", "7"
        )
    finally:
        set_language("en")


def t_card_number(color: str, number: str) -> str:
    from game.i18n import t

    return t("card.number", color=t(f"color.{color}"), number=number)

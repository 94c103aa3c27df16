"""The rules pages: one per game and language, in sections with a contents list, figures of
the game's own cards, read with located errors, and drawn inside the window."""

from __future__ import annotations

import pygame
import pytest
from ui_driver import center

from game.i18n import available_languages, set_language
from game.ui.cardbook import card_book
from game.ui.rulespage import RulesPageError, page_path, parse_page, read_page
from game.ui.scenes import rules as rules_scene
from game.ui.scenes.rules import RulesScene
from game.ui.scenes.title import TitleScene

GAMES = ("uno", "uno-monster-high", "uno-mostro", "kmon", "shield-war")
LANGUAGES = available_languages()
# What K-Mon's page must explain, as its English headings say it.
KMON_TOPICS = (
    "Building a deck",
    "The turn",
    "Items (phase I)",
    "Lasting effects (phase II)",
    "Switching (phase III)",
    "Actions (phase IV)",
    "End of the turn (phase V)",
    "Reactions",
    "Traits",
    "Exhaustion and replacement",
    "Winning",
)


@pytest.fixture
def speaking():
    """Set the app's language for a test, and English again after it."""
    yield set_language
    set_language("en")


def test_the_markup_reads_headings_paragraphs_bullets_and_figures():
    page = parse_page("# Goal\nWin.\n\n- one\n[cards: r7  w4]\n% a note\n# End\nBye.\n")
    assert page.contents() == ["Goal", "End"]
    kinds = [(b.kind, b.text, b.codes, b.line) for b in page.sections[0].blocks]
    assert kinds == [
        ("paragraph", "Win.", (), 2),
        ("bullet", "one", (), 4),
        ("figure", "", ("r7", "w4"), 5),
    ]
    assert page.figure_codes() == ["r7", "w4"]


@pytest.mark.parametrize(
    ("text", "line", "problem"),
    [
        ("Words before any heading.\n# Goal\nWin.", 1, "starts with a heading"),
        ("# Goal\nWin.\n##Rules\nMore.", 3, "a heading is"),
        ("# Goal\n\n# Rules\nMore.", 1, "is empty"),
        ("# Goal\n[cards r7]\n", 2, "a figure is written"),
        ("# Goal\n[cards: ]\n", 2, "names no card"),
        ("# Goal\n[cards: r1 r2 r3 r4 r5 r6]\n", 2, "at most"),
        ("# Goal\nWin.\n[cards: r7 zz9]\n", 3, "zz9"),
        ("# Goal\n- \n", 2, "bullet"),
        ("", 1, "no sections"),
    ],
)
def test_a_malformed_page_is_refused_with_its_file_and_line(text, line, problem):
    with pytest.raises(RulesPageError) as caught:
        parse_page(text, "assets/rules/x.en.txt", codes={"r7", "r1"})
    assert caught.value.line == line
    assert str(caught.value).startswith(f"assets/rules/x.en.txt:{line}: ")
    assert problem in caught.value.problem


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_its_page_in_every_language_with_known_cards(game, language):
    assert page_path(game, language).is_file()
    codes = card_book(game).faces
    page = read_page(game, language, codes)  # an unknown card in a figure is an error here
    assert page is not None and len(page.contents()) >= 5
    assert page.figure_codes(), "each page shows some of its cards"
    english = read_page(game, "en", codes)
    assert len(page.contents()) == len(english.contents()), "translated section by section"
    assert page.figure_codes() == english.figure_codes()


def test_kmons_page_covers_every_part_of_the_game():
    page = read_page("kmon", "en")
    assert set(KMON_TOPICS) <= set(page.contents())
    kinds = {card_book("kmon").faces[code].kind for code in page.figure_codes()}
    assert {"kmon", "ability", "boost", "reaction", "item"} <= kinds


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_the_page_is_drawn_inside_the_window_at_its_smallest(new_app, speaking, game, language):
    driver = new_app(window_size=(800, 560), language=language)
    speaking(language)
    scene = driver.open(RulesScene(driver.app, game))
    driver.frame()
    assert scene.page() == rules_scene.rules_page(game, language)
    layout, column = scene.layout(), scene.column()
    window = pygame.Rect(0, 0, *driver.app.size)
    assert window.contains(scene.box()) and scene.box().contains(column)
    for piece in layout.pieces:
        assert piece.x >= 0 and piece.x + piece.width <= column.width, (piece.kind, piece.text)
    assert len(scene.links) == len(scene.page().contents()) > 0
    for item in driver.items():
        assert window.contains(pygame.Rect(item["rect"])), item["id"]


def test_a_contents_link_jumps_to_its_section_by_click_and_by_keyboard(new_app):
    driver = new_app()
    driver.open(TitleScene(driver.app))
    driver.press("btn-rules")
    scene = driver.top
    assert isinstance(scene, RulesScene)
    while scene.ruleset.id != "kmon":
        driver.press("rules-game:next")
    sections = scene.page().contents()
    traits = sections.index("Traits")
    driver.press(f"rules-section:{traits}")
    driver.frame()
    assert scene.scroll == min(scene.layout().anchors[traits], scene.max_scroll()) > 0
    assert not driver.has_item(f"rules-section:{traits}")  # the contents scrolled away
    driver.press("rules-contents")  # back to the top, where the contents are
    driver.frame()
    assert scene.scroll == 0

    driver.key(pygame.K_TAB)  # the game's choice
    driver.key(pygame.K_TAB)  # the first section
    driver.key(pygame.K_TAB)  # the second
    assert scene.focus.focus_id == "rules-section:1"
    driver.key(pygame.K_RETURN)
    driver.frame()
    assert scene.scroll == scene.layout().anchors[1] > 0
    driver.key(pygame.K_HOME)
    assert scene.scroll == 0


def test_a_click_on_the_page_below_the_contents_jumps_nowhere(new_app):
    driver = new_app()
    scene = driver.open(RulesScene(driver.app, "uno"))
    driver.frame()
    first = next(p for p in scene.layout().pieces if p.kind == "heading")
    column = scene.column()
    driver.click((column.left + first.x + 4, column.top + first.y + 4))
    assert scene.scroll == 0


def test_learn_to_play_opens_the_game_s_guide_over_its_rules_page(new_app):
    from game.ui.scenes.table_guide import GuideTableScene

    driver = new_app()
    scene = driver.open(RulesScene(driver.app, "uno-mostro"))
    driver.frame()
    driver.click(center(driver.item("rules-learn")))
    driver.frames(2)
    table = driver.top
    assert isinstance(table, GuideTableScene) and table.session.ruleset.id == "uno-mostro"
    table.leave()  # leaving the guide comes back to the page it was opened from
    driver.frame()
    assert driver.top is scene


def test_learn_to_play_shows_only_for_a_game_with_a_guide(new_app, monkeypatch):
    from game.ui.scenes import guide_chooser

    monkeypatch.setattr(guide_chooser, "has_guide", lambda ruleset_id: ruleset_id == "uno")
    driver = new_app()
    scene = driver.open(RulesScene(driver.app, "uno-mostro"))
    driver.frame()
    assert not driver.has_item("rules-learn")
    driver.press("rules-game:next")
    driver.frame()
    assert scene.ruleset.id != "uno" and not driver.has_item("rules-learn")
    scene._choose("uno")
    driver.frame()
    assert driver.has_item("rules-learn")


def test_a_broken_guide_is_explained_not_started(new_app, monkeypatch, tmp_path):
    from game.engine import guide
    from game.ui.scenes.guide_chooser import GuideChooserScene

    broken = tmp_path / "uno.yaml"
    broken.write_text("ruleset: uno\nsteps: [\n", encoding="utf-8")
    monkeypatch.setattr(guide, "guide_path", lambda ruleset_id: broken)
    driver = new_app()
    scene = driver.open(RulesScene(driver.app, "uno"))
    driver.frame()
    driver.click(center(driver.item("rules-learn")))
    driver.frame()
    chooser = driver.top
    assert isinstance(chooser, GuideChooserScene)
    assert "uno.yaml:3:" in chooser.note  # the file and the line that is wrong
    chooser.on_escape()
    driver.frame()
    assert driver.top is scene

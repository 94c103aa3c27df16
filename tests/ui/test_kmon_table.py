"""K-Mon at the shared table: its duel laid out, its moves made with the mouse (an ability
dragged onto the opponent's K-Mon, a refused drop said in words, the cards it cannot play
greyed with their reasons, the reaction on the opponent's action, the Seer's dialog), whole
games against the computer and in hot-seat with no private card drawn for the wrong player,
and a game saved and loaded back."""

from __future__ import annotations

import pygame
import pytest
from kmon_moves import instance_point, offered_move, target_point
from test_hotseat import DT, FaceWatch, play_hot_seat

from game.engine.notation import Action
from game.persist.saves import AUTOSAVE_SLOT, load_game, slot_path
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.table import TableScene
from game.ui.scenes.table_view import ZOOM_DELAY
from game.ui.session import GameSession
from game.ui.table.kmon_family import KMonFamily
from game.ui.table.zone_layout import problems, zone_layout
from game.ui.tables import playable_rulesets

# p1 (human, Ember Rush) to act: Emberkit (fire, earth) against Tidepup, an ability of fire it
# can pay for and one of electro it cannot use.
ACTION = {
    "active": {"p1": "emberkit", "p2": "tidepup"},
    "hands": {"p1": ["fa1", "la1"], "p2": ["wa1"]},
    "charges": [3, 0],
    "step": "action",
    "turn": "p1",
}
# p2 (the computer) to act against p1 (human), who holds a reaction it cannot pay for.
REACT = {
    "active": {"p1": "emberkit", "p2": "tidepup"},
    "hands": {"p1": ["fr"], "p2": ["wa1"]},
    "charges": [0, 0],
    "step": "action",
    "turn": "p2",
}
# p2 (human, Tidal Grove) with Sproutail, a Seer: its next draw looks at three cards.
SEER = {
    "active": {"p1": "quarrox", "p2": "sproutail"},
    "hands": {"p1": ["ea1"], "p2": ["ga1"]},
    "deck": {"p2": ["wa1", "ia1", "gb1", "t1"]},
    "charges": [2, 2],
    "step": "action",
    "turn": "p2",
}


@pytest.fixture
def kmon_table(new_table):
    """`kmon_table(("human", "ai"), seed, setup=..., decks=...)`: a K-Mon table (see
    ui_driver.open_table), each seat with the starter deck named."""

    def build(seat_kinds, seed, *, decks=("ember-rush", "tidal-grove"), **kwargs):
        setups = tuple({"deck": deck} for deck in decks)
        return new_table("kmon", seat_kinds, seed, seat_setups=setups, **kwargs)

    return build


def test_kmon_is_offered_by_new_game_and_drawn_by_the_shared_table(kmon_table):
    assert "kmon" in {ruleset.id for ruleset in playable_rulesets()}
    driver, table = kmon_table(("human", "ai"), 3)
    assert isinstance(table.family, KMonFamily)
    placement = table.placement
    active, bench = placement.zones["active:p1"], placement.zones["bench:p1"]
    hand = placement.zones["hand:p1"]
    # The active K-Mon is big, as big as a card of the hand; the bench beside it, smaller.
    assert active.card_width >= hand.card_width * 0.9
    assert bench.card_width < active.card_width and bench.rect.right <= active.rect.left
    other = placement.zones["active:p2"]
    assert other.rect.bottom < active.rect.top and other.card_width == active.card_width
    # The second hand (a Seer's look) takes no room from the hand.
    assert placement.zones["seen:p1"].rect.width < hand.rect.width / 3


@pytest.mark.parametrize("size", [(800, 560), (1024, 640), (1280, 800), (1920, 1080)])
def test_the_duel_fits_every_window(size):
    pygame.font.init()
    from game.engine.registry import get

    ruleset = get("kmon")
    state, _ = ruleset.new_game({}, 2, 1)
    specs, counters = ruleset.zone_specs(state), ruleset.counter_specs(state)
    for anchor in (0, 1):
        placement = zone_layout(size, 2, anchor, specs, counters)
        assert problems(placement) == []
        assert set(placement.zones) == {spec.id for spec in specs}
        assert placement.buttons is not None and placement.play_rect.contains(placement.buttons)


def test_an_ability_dragged_onto_the_opponents_kmon_is_played(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5, setup=ACTION)
    driver.until_asked()
    assert driver.hand_card("fa1")["enabled"]
    target = instance_point(table, table.display.zones["active:p2"].cards[0]["id"])
    driver.drag(driver.grab_point("fa1"), target)
    assert table.session.actions[0] == "p1: ability fa1"
    driver.settle()
    assert table.session.view(0)["zones"]["discard:p1"]["cards"][-1:] == ["fa1"]


def test_a_card_of_a_foreign_element_is_greyed_and_its_drop_refused_in_words(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5, setup=ACTION)
    driver.until_asked()
    card = driver.hand_card("la1")
    assert not card["enabled"]
    assert "Electro" in card["note"] and "Emberkit" in card["note"]
    assert driver.hand_card("fa1")["note"] is None
    # Pointing at it says why, over it.
    driver.move(driver.grab_point("la1"))
    driver.frames(3)
    # Dropped on the opponent's K-Mon anyway: it flies back, and the reason is said.
    driver.drag(driver.grab_point("la1"), target_point(table, "active:p2"))
    assert table.session.actions == []
    assert table.message is not None and "Electro" in table.message[0]


def test_an_ability_dropped_in_phase_i_is_refused_with_the_phase_in_words(kmon_table):
    # Phase I: only an item (or going on); the ability dropped on the opponent's K-Mon is the
    # move its declared role and target build, and the rules say why it waits.
    driver, table = kmon_table(
        ("human", "ai"),
        5,
        setup={**ACTION, "step": "item", "hands": {"p1": ["fa1", "t1"], "p2": ["wa1"]}},
    )
    driver.until_asked()
    assert table.session.view(0)["extras"]["phase"] == "item"
    driver.drag(driver.grab_point("fa1"), target_point(table, "active:p2"))
    assert table.session.actions == []
    assert table.message is not None and table.message[0].startswith("Phase I")


def test_the_reaction_to_the_opponents_action_is_offered_with_pass(kmon_table):
    driver, table = kmon_table(("human", "ai"), 2, setup=REACT)
    driver.until_asked()
    view = table.session.view(0)
    assert view["extras"]["phase"] == "react" and view["extras"]["stack"][-1]["seat"] == 1
    labels = {item["id"]: item["label"] for item in driver.items("button")}
    assert "btn-pass" in labels and labels["btn-pass"] == "Pass"
    # Its reaction costs a charge it does not have: greyed, with the reason.
    assert "fr" in {card["card"] for card in driver.hand() if card["note"]}
    before = len(table.session.actions)
    driver.press("btn-pass")
    assert table.session.actions[before] == "p1: pass"


def _until_the_seer_draws(driver, table) -> None:
    """The human p2 (a Seer) defends; play on until its draw asks whether to look."""
    driver.until_asked()
    driver.press("btn-defend")
    for _ in range(40):
        driver.until_asked()
        if table.session.view(1)["extras"]["phase"] == "look":
            return
        offered_move(driver, table, prefer_attack=False)
    raise AssertionError("the Seer was never asked at its draw")


def test_the_seer_may_look_or_draw_as_usual_with_a_button_each(kmon_table):
    driver, table = kmon_table(("ai", "human"), 4, setup=SEER)
    _until_the_seer_draws(driver, table)
    labels = {b["id"]: b["label"] for b in driver.items("button") if b["enabled"]}
    assert labels.get("btn-look") == "Look at 3 cards" and labels.get("btn-draw") == "Draw"
    assert table.controls.chooser is None
    before = len(table.session.actions)
    driver.press("btn-draw")
    assert table.session.actions[before] == "p2: draw"  # the computer may answer at once
    assert table.session.view(1)["zones"]["seen:p2"]["cards"] == []
    assert "wa1" in table.session.view(1)["zones"]["hand:p2"]["cards"]  # the top card


def test_the_seer_keeps_a_card_and_orders_the_others_in_a_small_dialog(kmon_table):
    driver, table = kmon_table(("ai", "human"), 4, setup=SEER)
    _until_the_seer_draws(driver, table)
    driver.press("btn-look")
    driver.until_asked()
    seen = table.session.view(1)["zones"]["seen:p2"]["cards"]
    assert len(seen) == 3
    assert table.controls.chooser is not None and len(table.controls.chooser["cards"]) == 3
    assert [card for card, _ in table.controls.chooser["cards"]] == seen
    driver.press("choose-1")  # keep the second
    assert len(table.controls.chooser["cards"]) == 2
    driver.press("choose-1")  # the last one on top, the other under it
    kept = [action for action in table.session.actions if action.startswith("p2: keep")]
    assert kept == [f"p2: keep {seen[1]} {seen[2]} {seen[0]}"]


def test_a_whole_game_against_the_computer_is_played_to_the_results(kmon_table):
    driver, table = kmon_table(("human", "ai"), 7, speed="fast")
    made = set()
    for _ in range(600):
        if table.session.result() is not None:
            break
        driver.run_until(
            lambda: (
                (table.controls.my_decision() is not None and not table.timeline.busy)
                or table.session.result() is not None
            ),
            20000,
            DT,  # large steps: every animation runs, in few frames
        )
        if table.session.result() is None:
            driver.frames(2)
            made.add(offered_move(driver, table))
    assert table.session.result() is not None, "the battle did not end"
    assert {"attack", "drag"} <= made
    driver.run_until(lambda: isinstance(driver.top, ResultsScene), dt=DT, what="the results")
    rows, _ = driver.top._rows()
    assert rows[0][:2] == ("Player", "K-Mon standing"), rows[0]


def test_a_whole_hot_seat_game_shows_no_hand_to_another(kmon_table):
    driver, table = kmon_table(("human", "human"), 10, speed="fast")  # a short game
    assert table.hot_seat and table.viewer is None
    watch = FaceWatch(driver, table)
    seen = play_hot_seat(driver, table, 10, human_moves=5000)
    assert table.session.result() is not None, "the game did not end"
    assert watch.leaks == [] and watch.during_pass == []
    assert seen["passes"] >= 4


def test_a_game_saved_is_loaded_back_to_the_same_table(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5)
    for _ in range(8):  # the toss, the leads, a few turns
        driver.until_asked()
        offered_move(driver, table)
    driver.until_asked()
    table.autosaver.flush()
    session = table.session
    loaded = GameSession.from_saved(load_game(slot_path(AUTOSAVE_SLOT)))
    assert loaded.actions == session.actions and len(loaded.actions) >= 8
    assert loaded.ruleset.to_data(loaded.state) == session.ruleset.to_data(session.state)
    # The table opens on it as it stood, the same decision waiting.
    resumed = TableScene(driver.app, loaded)
    driver.app.stack.push(resumed)
    driver.app.stack.apply_pending()
    driver.frames(3)
    assert resumed.display.zones.keys() == table.display.zones.keys()
    assert resumed.controls.my_decision()[2] == table.controls.my_decision()[2]


def test_a_defence_takes_back_a_card_picked_from_the_discard_pile(kmon_table):
    setup = dict(ACTION, discards={"p1": ["fa2", "eb1", "t1"]})
    driver, table = kmon_table(("human", "ai"), 5, setup=setup)
    driver.until_asked()
    driver.click(target_point(table, "discard:p1"))
    assert table.controls.chooser is not None
    cards = [card for card, _ in table.controls.chooser["cards"]]
    assert cards == ["fa2", "eb1"]  # an ability and a boost; not the item
    driver.press("choose-1")
    assert table.session.actions[0] == "p1: defend eb1"


def test_the_hint_key_names_the_move_in_words(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5, setup=ACTION)
    driver.until_asked()
    driver.key(pygame.K_h, "h")
    assert table.message is not None
    words = table.message[0]
    assert "kmon." not in words and "{" not in words and len(words) > 5


def test_the_chain_tells_what_is_under_way_the_one_to_answer_last(kmon_table):
    driver, table = kmon_table(("human", "ai"), 2, setup=REACT)
    driver.until_asked()
    stack = table.session.view(0)["extras"]["stack"]
    lines = table.family.chain_lines(table.display, table.describer, table.viewer)
    assert len(lines) == len(stack) >= 1
    # The computer's action, by its name (an attack has no card on the chain to show it).
    assert lines[-1].startswith(table.session.names[1]), lines
    assert all("kmon." not in line and "{" not in line for line in lines)
    # Let through, the chain resolves: its lines go with it.
    driver.press("btn-pass")
    driver.frames(2)
    assert "p1: pass" in table.session.actions
    driver.settle()
    stack = table.session.view(0)["extras"]["stack"]
    assert len(table.family.chain_lines(table.display, table.describer, table.viewer)) == len(stack)


def test_the_hint_for_the_first_turn_says_who_starts(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5, setup=ACTION)
    family, describer = table.family, table.describer
    mine = family.move_words(describer, Action("first", ("p1",)), {"toss": 0})
    theirs = family.move_words(describer, Action("first", ("p2",)), {"toss": 0})
    assert mine == "take the first turn yourself"
    assert theirs == f"let {table.session.names[1]} take the first turn"


def test_a_card_read_large_leaves_the_buttons_and_the_chain_in_view(kmon_table):
    driver, table = kmon_table(("human", "ai"), 2, setup=REACT)
    driver.until_asked()
    assert table.controls.buttons, "the window's buttons"
    chain = table.placement.zones["chain"].rect
    for zone in ("active:p1", "active:p2"):
        spot = target_point(table, zone)
        driver.move(spot)
        driver.frames(60)
        assert table.view.zoom is not None and table.view.zoom[2] >= ZOOM_DELAY, zone
        box = table.view.zoom_box(table.view.zoom[1], pygame.Rect(0, 0, 220, 330))
        assert box.collidelist([button.rect for button in table.controls.buttons]) == -1, zone
        assert not box.colliderect(chain), zone
        assert not box.colliderect(table.view.zoom[1]), zone


def test_a_card_just_dropped_is_not_read_large_until_the_pointer_moves(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5, setup=ACTION)
    driver.until_asked()
    spot = target_point(table, "active:p2")
    driver.drag(driver.grab_point("la1"), spot)  # refused: it flies back
    driver.frames(60)
    assert table.view.zoom is None
    driver.move((spot[0] + 3, spot[1]))
    driver.frames(60)
    assert table.view.zoom is not None and table.view.zoom[0] == "tidepup"


def test_the_band_between_the_champions_shows_one_banner_at_a_time(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5, setup=ACTION)
    driver.until_asked()
    table.animator.banners.clear()
    table.animator.banner("Robot 2 brings Tidepup")
    table.animator.banner("Robot 2 brings Sproutail")
    driver.frame()
    shown = [b for b in table.animator.banners if b.middle and b.alive]
    assert [b.text for b in shown] == ["Robot 2 brings Sproutail"]
    assert shown[0].at is not None and table.placement.news.rect.collidepoint(shown[0].at)


def test_the_attack_to_answer_says_the_damage_it_would_deal(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5, setup=ACTION)
    family, display, names = table.family, table.display, table.session.names
    attack = {"kind": "attack", "seat": 1, "code": ""}
    answer = {"kind": "reaction", "seat": 0, "code": "fr"}
    display.extras = {**display.extras, "stack": [attack], "forecast": 3}
    assert family.chain_lines(display, table.describer, 0) == [f"{names[1]}'s attack: 3 damage"]
    # Answered, the attack is no longer the one to answer: no number beside it.
    display.extras = {**display.extras, "stack": [attack, answer], "forecast": None}
    assert family.chain_lines(display, table.describer, 0) == [
        f"{names[1]}'s attack",
        "Your Flame Guard",
    ]


def test_a_boost_dragged_onto_the_opponents_kmon_is_an_attack_with_it(kmon_table):
    setup = {**ACTION, "hands": {"p1": ["fb1", "fa1"], "p2": ["wa1"]}}
    driver, table = kmon_table(("human", "ai"), 5, setup=setup)
    driver.until_asked()
    before = len(table.session.actions)
    driver.drag(driver.grab_point("fb1"), target_point(table, "active:p2"))
    assert table.session.actions[before] == "p1: attack fb1"


def test_the_coin_toss_winner_is_asked_who_starts_in_its_own_words(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5, setup=ACTION)
    describer, names = table.describer, table.session.names
    assert describer.action_label(Action("first", ("p1",)), 0) == "I start"
    assert describer.action_label(Action("first", ("p2",)), 0) == f"{names[1]} starts"
    assert describer.action_label(Action("first", ("p1",)), None) == f"{names[0]} starts"


def test_a_defence_turns_the_kmon_sideways_in_a_stand_in_that_then_gives_it_back(kmon_table):
    driver, table = kmon_table(("human", "ai"), 5, setup=ACTION, speed="normal")
    driver.until_asked()

    def active() -> dict:
        zone = table.display.zones["active:p1"]
        return next(i for i in zone.cards if "on" not in i["marks"])

    instance = active()["id"]
    defences = [b["id"] for b in driver.items("button") if b["id"].startswith("btn-defend")]
    driver.press(defences[0])
    hidden = False
    for _ in range(120):  # while it turns, a sprite stands in for it
        driver.frame()
        hidden = hidden or instance in table.display.hidden_items
        if active()["marks"].get("defending"):
            break
    assert hidden and active()["marks"].get("defending") == 1
    driver.settle()
    assert instance not in table.display.hidden_items


def test_an_item_on_the_active_k_mon_is_named_over_its_card_in_the_window(kmon_table):
    setup = {**ACTION, "laid": {"p1": {"emberkit": ["t5"]}}}
    driver, table = kmon_table(("human", "ai"), 3, setup=setup)
    driver.settle()
    driver.frames(2)
    champion = table.session.state["active"][0]
    kmon, item = (next(i for i in champion if ("on" in i["marks"]) == laid) for laid in (0, 1))
    hits = {hit.item: hit.rect for hit in table.view.hits.items}
    host, tab = hits[kmon["id"]], hits[item["id"]]
    # The item is pointed at by its name's tab: in the window, over the K-Mon's card (at most
    # on its top edge, above its own name), as wide as the card at least.
    assert driver.app.screen.get_rect().contains(tab)
    assert tab.bottom <= host.top + host.width * 0.085 and tab.width >= host.width, (tab, host)


def test_an_item_on_a_defending_k_mon_rests_its_tab_on_the_sideways_card(kmon_table):
    setup = {**ACTION, "laid": {"p1": {"emberkit": ["t5"]}}, "defending": {"p1": True}}
    driver, table = kmon_table(("human", "ai"), 3, setup=setup)
    driver.settle()
    driver.frames(2)
    champion = table.session.state["active"][0]
    kmon, item = (next(i for i in champion if ("on" in i["marks"]) == laid) for laid in (0, 1))
    assert kmon["marks"].get("defending")
    hits = {hit.item: hit.rect for hit in table.view.hits.items}
    host, tab = hits[kmon["id"]], hits[item["id"]]
    assert host.width > host.height  # turned sideways
    # The tab lies on the card's top edge: no gap of felt between them, its name over no
    # more of the card than an upright one's tab covers.
    assert host.top <= tab.bottom <= host.top + host.height * 0.085, (tab, host)
    assert driver.app.screen.get_rect().contains(tab)


@pytest.mark.parametrize("language", ["en", "it", "es"])
@pytest.mark.parametrize("size", [(800, 560), (1280, 800), (1920, 1080)])
def test_a_defending_k_mon_s_tag_lies_on_its_top_edge_off_its_picture(
    kmon_table, monkeypatch, size, language
):
    import ui_driver

    from game.i18n import set_language, t
    from game.ui import theme
    from game.ui.table.card_tags import PICTURE_MARGIN, edge_tags

    monkeypatch.setattr(ui_driver, "WINDOW", size)
    set_language(language)
    try:
        defending = {"p1": True, "p2": True}
        setup = {**ACTION, "laid": {"p1": {"emberkit": ["t5"]}}, "defending": defending}
        driver, table = kmon_table(("human", "ai"), 3, setup=setup)
        driver.settle()
        driver.frames(2)
        screen, words = driver.app.screen, [t("kmon.mark.defending")]
        hits = {hit.item: hit.rect for hit in table.view.hits.items}
        for seat, champion in enumerate(table.session.state["active"]):
            kmon = next(i for i in champion if "on" not in i["marks"])
            host = hits[kmon["id"]]
            assert host.width > host.height  # lying sideways
            # The picture's window: the face's margin over and under it, as wide as the card.
            margin = round(host.height * PICTURE_MARGIN)
            picture = pygame.Rect(
                host.left, host.top + margin, host.width, host.height - 2 * margin
            )
            (_, chip), *_ = edge_tags(host, words)
            where = (size, language, seat, host, chip)
            # On the card's top edge, over none of its picture, at its right end ...
            assert chip.top < host.top < chip.bottom <= picture.top, where
            assert host.left <= chip.left and chip.right <= host.right, where
            gold = [
                (x, y)
                for x in range(picture.left, picture.right)
                for y in range(picture.top, picture.bottom)
                if tuple(screen.get_at((x, y)))[:3] == theme.GOLD
            ]
            assert not gold, where  # (the tag's colour)
            assert any(
                tuple(screen.get_at((x, y)))[:3] == theme.GOLD
                for x in range(chip.left, chip.right)
                for y in range(chip.top, chip.bottom)
            ), where
            # ... and the tab of the item laid on the K-Mon beside it, as wide as the card.
            for item in (i for i in champion if "on" in i["marks"]):
                tab = hits[item["id"]]
                assert not tab.colliderect(chip.inflate(2, 2)), (where, tab)
                assert tab.width >= host.height and tab.bottom >= host.top, (where, tab)
    finally:
        set_language("en")

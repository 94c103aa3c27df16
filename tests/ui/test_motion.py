"""The moments of a battle (game/ui/table/motion.py, battle.py): a blow travels to what it hits
and lands there (a flash, a shake, the damage rising), a card knocked out has its moment before
it leaves, a chain resolves from the top down, a heal and a refill show as what they are; and
with animations off none of it is made."""

from __future__ import annotations

import math

import pytest
from test_kmon_table import ACTION
from test_zone_table import TURN_SETUP, ready
from ui_driver import center

from game.engine.notation import Event
from game.i18n import t
from game.ui.table import fighters
from game.ui.table.effects import HEAL_GREEN, HIT_RED, REFILL_GOLD, Flash, Rising, Sparks


def _attack(new_table, speed: str):
    """Shield War: p1 (the person) attacks with a3 (4 damage: Emberhorn adds one) and p2
    holds no shield."""
    driver, table = new_table("shield-war", ("human", "ai"), 3, setup=TURN_SETUP, speed=speed)
    driver.run_until(lambda: ready(table))
    driver.frame()
    return driver, table


def _kmon(new_table, speed: str = "normal"):
    setups = ({"deck": "ember-rush"}, {"deck": "tidal-grove"})
    driver, table = new_table(
        "kmon", ("human", "ai"), 5, setup=ACTION, speed=speed, seat_setups=setups
    )
    driver.until_asked()
    return driver, table


def _active(table, seat: int) -> dict:
    zone = table.display.zones[f"active:p{seat + 1}"]
    return next(item for item in zone.cards if "on" not in item["marks"])


def test_an_attack_travels_to_the_monster_it_hits_and_lands_with_its_damage(new_table):
    driver, table = _attack(new_table, "normal")
    target = fighters.figure(table.animator, 1)
    assert target is not None and target.card == "mossback"
    health = table.display.counters["health:p2"]
    driver.drag(driver.grab_point("a3"), center(driver.item("zone-chain")))
    start = reach = landed = shaken = None
    health_at_reach = None
    for frame in range(600):
        driver.frame()
        for sprite in table.animator.sprites:
            away = math.hypot(sprite.x - target.x, sprite.y - target.y)
            if sprite.card == "a3" and table.display.zones["chain"].cards:
                start = away if start is None else max(start, away)
                if reach is None and start and away < start * 0.45:
                    reach, health_at_reach = frame, table.display.counters["health:p2"]
            if sprite.card == "mossback" and abs(sprite.x - target.x) > 1:
                shaken = frame
        numbers = [e for e in table.animator.effects if isinstance(e, Rising)]
        hits = [e for e in numbers if e.text == "-4" and e.color == HIT_RED]
        if hits and landed is None:
            landed = frame
            assert abs(hits[0].x - target.x) < 2  # it rises from the monster hit
            assert any(
                isinstance(e, Flash) and abs(e.x - target.x) < 2 for e in table.animator.effects
            )
            assert any(isinstance(e, Sparks) for e in table.animator.effects)
            assert table.display.counters["health:p2"] == health - 4  # lowered at the impact
        if landed is not None and shaken is not None:
            break
    assert reach is not None, "the attacking card never came near the monster it hits"
    assert landed is not None and reach < landed, "the damage showed before the blow arrived"
    assert health_at_reach == health, "the health went down before the blow landed"
    assert shaken is not None and shaken >= landed, "the monster hit did not shake"


def test_with_animations_off_no_blow_light_or_number_is_made(new_table):
    driver, table = _attack(new_table, "off")
    health = table.display.counters["health:p2"]
    driver.drag(driver.grab_point("a3"), center(driver.item("zone-chain")))
    for _ in range(60):
        driver.frame()
        assert not table.animator.effects
        assert not [s for s in table.animator.sprites if s.card in ("a3", "mossback")]
        if table.display.counters["health:p2"] == health - 4:
            break
    assert table.display.counters["health:p2"] == health - 4  # the table still tells the damage


def test_a_kmon_hit_is_struck_by_the_other_kmon(new_table):
    driver, table = _kmon(new_table)
    ember, tide = _active(table, 0), _active(table, 1)
    goal = fighters.find_card(table.animator, tide["id"])
    event = Event("hit", 1, cards=(tide["card"],), count=2, dest="active:p2", ids=(tide["id"],))
    table.animator.play([event], lambda: None)
    nearest, number = math.inf, None
    for _ in range(240):
        driver.frame()
        for sprite in table.animator.sprites:
            if sprite.card == ember["card"]:
                nearest = min(nearest, math.hypot(sprite.x - goal.x, sprite.y - goal.y))
        number = number or next(
            (e for e in table.animator.effects if isinstance(e, Rising) and e.text == "-2"), None
        )
        if not table.timeline.busy:
            break
    start = fighters.find_card(table.animator, ember["id"])
    assert nearest < math.hypot(start.x - goal.x, start.y - goal.y) * 0.45
    assert number is not None and abs(number.x - goal.x) < 2
    assert ember["id"] not in table.display.hidden_items  # given back once it is home


def test_a_knocked_out_kmon_has_its_moment_before_it_leaves(new_table):
    driver, table = _kmon(new_table)
    ember = _active(table, 0)
    event = Event(
        "exhausted",
        0,
        cards=(ember["card"],),
        count=1,
        source="active:p1",
        dest="bench:p1",
        ids=(ember["id"],),
    )
    table.animator.play([event], lambda: None)
    moment = left = None
    for frame in range(300):
        driver.frame()
        greyed = [s for s in table.animator.sprites if s.card == ember["card"] and s.tint > 0.5]
        in_active = any(i.get("id") == ember["id"] for i in table.display.zones["active:p1"].cards)
        if greyed and in_active and moment is None:
            moment = frame
            words = [e.text for e in table.animator.effects if isinstance(e, Rising)]
            assert t("table.fx.knocked_out") in words
        if any(i.get("id") == ember["id"] for i in table.display.zones["bench:p1"].cards):
            left = frame
            break
    assert moment is not None, "the K-Mon left without a moment of its own"
    assert left is not None and moment < left


def test_with_animations_off_a_knock_out_moves_the_card_with_no_moment(new_table):
    driver, table = _kmon(new_table, "off")
    ember = _active(table, 0)
    event = Event(
        "exhausted", 0, cards=(ember["card"],), count=1, source="active:p1", dest="bench:p1",
        ids=(ember["id"],),
    )  # fmt: skip
    table.animator.play([event], lambda: None)
    assert not table.animator.effects and not table.animator.sprites
    assert any(i.get("id") == ember["id"] for i in table.display.zones["bench:p1"].cards)


def test_a_chain_resolves_from_the_top_down_each_entry_lit_in_turn(new_table):
    driver, table = _attack(new_table, "normal")
    chain = table.display.zones["chain"]
    entries = [("x1", "a1", 0), ("x2", "s1", 1), ("x3", "s2", 0)]  # oldest (bottom) first
    chain.cards[:] = [{"id": i, "card": c, "marks": {"seat": s}} for i, c, s in entries]
    driver.frame()
    spots = [table.placement.chain_position("chain", index, 3) for index in range(3)]
    resolved = Event(
        "discard", None, cards=("a1", "s1", "s2"), count=3, source="chain", dest="discard",
        ids=("x1", "x2", "x3"),
    )  # fmt: skip
    table.animator.play([Event("pass", 1), resolved], lambda: None)
    lit: list[tuple[int, tuple[float, float]]] = []
    seen: set[int] = set()
    for frame in range(300):
        driver.frame()
        for effect in table.animator.effects:
            if isinstance(effect, Flash) and effect.ring and id(effect) not in seen:
                seen.add(id(effect))
                lit.append((frame, (effect.x, effect.y)))
                assert len(chain.cards) == 3  # lit while it is still on the chain
        if not table.timeline.busy:
            break
    flat = [value for _, spot in lit for value in spot]
    assert flat == pytest.approx([*spots[2], *spots[1], *spots[0]], abs=1)  # top first
    frames = [frame for frame, _ in lit]
    assert frames == sorted(set(frames)), "the entries were not lit one after the other"
    assert not chain.cards


def test_a_heal_shows_as_a_heal_and_a_refill_as_a_gain(new_table):
    driver, table = _attack(new_table, "normal")
    counters = table.display.counters
    counters["health:p2"], energy = 20, counters["energy:p2"]
    events = [
        Event("heal", 1, count=2, value="22", dest="health:p2"),
        Event("energy", 1, count=2, value=str(energy + 2), dest="energy:p2"),
    ]
    table.animator.play(events, lambda: None)
    numbers: dict[str, Rising] = {}
    pills = []
    for _ in range(200):
        driver.frame()
        for effect in table.animator.effects:
            if isinstance(effect, Rising):
                numbers.setdefault(effect.text, effect)
            assert not isinstance(effect, Sparks), "a heal is no blow"
            if isinstance(effect, Flash) and effect.pill and effect.color == REFILL_GOLD:
                pills.append(effect)
        if not table.timeline.busy:
            break
    heal = numbers.get("+2")
    assert heal is not None and heal.color == HEAL_GREEN and heal.caption == t("table.fx.heal")
    gain = [n for text, n in numbers.items() if text.startswith("+2 ")]
    assert gain and gain[0].color == REFILL_GOLD
    assert t("shield-war.counter.energy") in gain[0].text
    assert pills, "the energy bar did not glow"
    assert counters["health:p2"] == 22 and counters["energy:p2"] == energy + 2


def test_a_kmon_chain_resolves_its_newest_entry_first_an_attack_shown_by_its_kmon(new_table):
    driver, table = _kmon(new_table)
    display = table.display
    display.zones["chain"].cards[:] = [{"id": "x9", "card": "fr", "marks": {}}]
    display.extras["stack"] = [
        {"kind": "attack", "seat": 1},
        {"kind": "reaction", "seat": 0, "code": "fr"},
    ]
    driver.frame()
    card = fighters.find_card(table.animator, "x9")
    attacker = fighters.find_card(table.animator, _active(table, 1)["id"])
    table.animator.play([Event("resolve", None, count=2)], lambda: None)
    lit: list[tuple[float, float]] = []
    seen: set[int] = set()
    for _ in range(200):
        driver.frame()
        for effect in table.animator.effects:
            if isinstance(effect, Flash) and effect.ring and id(effect) not in seen:
                seen.add(id(effect))
                lit.append((effect.x, effect.y))
        if not table.timeline.busy:
            break
    assert lit == [(card.x, card.y), (attacker.x, attacker.y)]


def test_damage_from_an_ability_is_struck_by_the_other_seats_monster(new_table):
    driver, table = _attack(new_table, "normal")
    mine, theirs = fighters.figure(table.animator, 0), fighters.figure(table.animator, 1)
    health = table.display.counters["health:p2"]
    event = Event("damage", 1, count=1, value=str(health - 1), dest="health:p2")
    table.animator.play([event], lambda: None)
    nearest = math.inf
    for _ in range(200):
        driver.frame()
        for sprite in table.animator.sprites:
            if sprite.card == mine.card:
                nearest = min(nearest, math.hypot(sprite.x - theirs.x, sprite.y - theirs.y))
        if not table.timeline.busy:
            break
    assert nearest < math.hypot(mine.x - theirs.x, mine.y - theirs.y) * 0.5
    assert table.display.counters["health:p2"] == health - 1

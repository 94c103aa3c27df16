"""A K-Mon player's hands at the table: each decision made with the mouse, through what the
table offers (a chooser's button, a card dragged where it glows, a button, a K-Mon clicked)."""

from __future__ import annotations

import pygame
from ui_driver import Driver, center

from game.ui.table import intents as intents_mod


def target_point(table, target: str | None) -> tuple[int, int]:
    """Where to drop a card on `target`: a zone's middle, an instance's, or the bare table."""
    if target is None:
        news = table.placement.news.rect
        return news.center
    for hit in reversed(table.view.hits.items):
        if hit.item == target:
            return hit.rect.center
    return table.placement.zones[target].rect.center


def instance_point(table, instance: str) -> tuple[int, int]:
    hit = next(h for h in reversed(table.view.hits.items) if h.item == instance)
    return hit.rect.center


def offered_move(driver: Driver, table, prefer_attack: bool = True) -> str:
    """Make the decision of the seat at the screen with the first thing offered; returns what
    was done, in a word."""
    buttons = [b for b in driver.items("button") if b["enabled"]]
    chosen = [b for b in buttons if b["id"].startswith("choose-") and b["id"] != "choose-cancel"]
    if chosen:
        driver.press(chosen[0]["id"])
        return "chooser"
    names = [b["id"] for b in buttons]
    if prefer_attack and "btn-attack" in names:
        driver.press("btn-attack")
        return "attack"
    found = table.controls.intents()
    playable = [card for card in driver.hand() if card["enabled"]]
    if playable and found is not None:
        code = playable[0]["card"]
        target = sorted(intents_mod.targets_for(found, code), key=str)[0]
        driver.drag(driver.grab_point(code), target_point(table, target))
        return "drag"
    others = [b for b in buttons if b["id"] not in ("btn-pass",)]
    if others:
        driver.press(others[0]["id"])
        return "button"
    movable = [item for item in driver.items("zone-card") if item["enabled"]]
    if movable:
        driver.click(center(movable[0]))
        return "instance"
    if found is not None and found.clicks:
        click = found.clicks[0]
        point = (
            instance_point(table, click.item)
            if click.item in found.zone_of
            else pygame.Rect(table.placement.zones[click.zone].rect).center
        )
        driver.click(point)
        return "click"
    if "btn-pass" in names:
        driver.press("btn-pass")
        return "pass"
    raise AssertionError(f"nothing offered: {[str(a) for a in table.session.legal(table.viewer)]}")

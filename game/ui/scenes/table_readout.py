"""What a test reads of the table: every thing that may be pressed, pointed at or read on it,
with where it was drawn (see App.automation), and the table's state as a whole."""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.notation import Action
from game.i18n import t
from game.ui.table import intents as intents_mod
from game.ui.table.zone_hits import item_card


class TableReadout:
    """Reads the table (`table`, the scene) and what its `view` drew last, for a test or a
    driver; it changes nothing and keeps nothing."""

    def __init__(self, table, view) -> None:
        self.table, self.view = table, view

    def automation_items(self) -> list[dict[str, Any]]:
        table = self.table
        items: list[dict[str, Any]] = []
        overlay = self._overlay_items()
        if overlay is not None:
            return overlay + self._panel_item(self.view.panel_rect)
        if table.controls.chooser is not None:
            for button in table.controls.chooser["buttons"]:
                items.extend(button.automation())
            for index, (card, rect) in enumerate(table.controls.chooser["cards"]):
                items.append(
                    {
                        "id": f"choose-card-{index}",
                        "kind": "choice-card",  # shown face up on the panel, pressed by its button
                        "card": card,
                        "rect": list(rect),
                        "enabled": False,
                    }
                )
            return items + self._panel_item(table.controls.chooser["box"]) + [self._state_item()]
        found = table.controls.intents()
        playable = intents_mod.sources(found) if found is not None else set()
        items.append(
            {
                "id": "btn-log",
                "kind": "log-toggle",  # not a move: a driver looking for one passes it by
                "card": None,
                "rect": list(table.gamelog.toggle),
                "enabled": True,
                "label": t("table.log_hide" if table.app.settings.show_log else "table.log_show"),
            }
        )
        zone = table.controls.own_hand_zone()
        if zone is not None:
            for index, rect in enumerate(self.view.hand_rects):
                card = table.display.zones[zone].cards[index]
                items.append(
                    {
                        "id": f"hand-{index}",
                        "kind": "hand-card",
                        "card": card,
                        "rect": list(rect),
                        "enabled": card in playable,
                        "note": table.controls.hand_notes().get(card),
                        "chosen": index in table.controls.payment.chosen,  # to pay a move
                    }
                )
        hits = self.view.hits
        for hit in hits.items if hits is not None else ():
            if hit.zone == zone:
                continue
            items.append(
                {
                    "id": f"{hit.zone}#{hit.index}",
                    "kind": "zone-card",
                    "zone": hit.zone,
                    "card": item_card(self.view.item_at(hit.zone, hit.index)),
                    "item": hit.item,
                    "rect": list(hit.rect),
                    "enabled": hit.item in playable,  # it may be picked up (an attacker)
                }
            )
        mine = table.controls.my_decision()
        legal = mine[2] if mine else []
        for place in table.placement.zones.values():
            if place.id == table.display.stock_id:  # the piles by their roles, as UNO names them
                items.append(
                    {
                        "id": "draw-pile",
                        "kind": "draw-pile",
                        "card": None,
                        "rect": list(place.rect),
                        "enabled": Action("draw") in legal,
                    }
                )
            elif place.id == table.display.pile_id:
                pile = table.display.pile.cards
                items.append(
                    {
                        "id": "discard-pile",
                        "kind": "discard-pile",
                        "card": item_card(pile[-1]) if pile else None,
                        "rect": list(
                            place.rect.inflate(place.card_width // 4, place.card_width // 4)
                        ),
                        "enabled": bool(playable),
                    }
                )
            items.append(
                {
                    "id": f"zone-{place.id}",
                    "kind": "zone",
                    "card": None,
                    "rect": list(place.rect),
                    "enabled": False,
                    "size": table.display.zones[place.id].size
                    if place.id in table.display.zones
                    else 0,
                }
            )
        for seat, place in table.placement.plates.items():
            items.append(
                {
                    "id": f"seat-{seat + 1}",
                    "kind": "seat",
                    "card": None,
                    "rect": list(place.rect),
                    "enabled": False,
                    "name": table.session.names[seat],
                }
            )
        for counter, place in table.placement.counters.items():
            items.append(
                {
                    "id": f"counter-{counter}",
                    "kind": "counter",
                    "card": None,
                    "rect": list(place.rect),
                    "enabled": False,
                    "value": table.display.counters.get(counter, 0),
                }
            )
        payment = table.controls.payment
        for rect, words in self.view.status_bands if payment.active else ():
            if words == payment.line():  # what is paid and how many cards are chosen
                items.append(
                    {
                        "id": "pay-line",
                        "kind": "text",
                        "card": None,
                        "rect": list(rect),
                        "enabled": False,
                        "label": words,
                    }
                )
        for button in table.controls.buttons:
            found = button.automation()
            if button.id == "btn-hint":  # not a move: a driver looking for one passes it by
                found = [{**item, "kind": "hint"} for item in found]
            items.extend(found)
        return items + [self._state_item()]

    @staticmethod
    def _panel_item(rect: pygame.Rect | None) -> list[dict[str, Any]]:
        """The panel over the table (a revealed hand, a round's summary, a question, a
        choice), for what must not be laid over it."""
        if rect is None:
            return []
        return [
            {
                "id": "table-panel",
                "kind": "panel",
                "card": None,
                "rect": list(rect),
                "enabled": False,
            }
        ]

    def _overlay_items(self) -> list[dict[str, Any]] | None:
        """What may be pressed while a panel lies over the table (None: no panel)."""
        table = self.table
        if table.round_summary:
            return table.round_summary["button"].automation()
        if table.revealed:
            return [
                {
                    "id": "reveal-continue",
                    "kind": "button",
                    "card": None,
                    "enabled": True,
                    "rect": list(table.layout.play_rect),
                    "label": t("table.click_to_continue"),
                    "cards": list(table.revealed[1]),
                }
            ]
        if table.controls.confirm:
            items: list[dict[str, Any]] = []
            for button in table.controls.confirm["buttons"]:
                items.extend(button.automation())
            return items
        return None

    def _state_item(self) -> dict[str, Any]:
        """What a test reads of the table as a whole: busy, who decides, who looks."""
        table = self.table
        return {
            "id": "state",
            "kind": "status",
            "card": None,
            "rect": [0, 0, 0, 0],
            "enabled": False,
            "busy": table.timeline.busy or self.view.glide.moving,
            "decider": (table.session.deciders() or [None])[0],
            "viewer": table.viewer,
            "phase": table.session.view(table.viewer)["extras"].get("phase"),
            "prompt": (table.session.decision() or {}).get("prompt"),
        }

"""Taco Party table input: step buttons, the keyboard focus ring, drag and drop, clicks.

A mixin of the table scene: it turns intents into the rules' actions and submits them; the rules
decide, and a refusal comes back as a reason on screen while the card snaps home.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.actions import Action
from tabletop.games.taco_party.rules.actions import (
    BURN,
    DISCARD,
    PICKUP,
    PLAY,
    Burn,
    Discard,
    EndPickup,
    EndPlay,
    Pickup,
    PlayCard,
)
from tabletop.games.taco_party.rules.cards import TACO
from tabletop.games.taco_party.rules.naming import burn_words
from tabletop.games.taco_party.rules.tacos import NEW_TACO
from tabletop.input import intents as it
from tabletop.ui.widgets import Button, FocusGroup


class TableInput:
    """The input half of TacoPartyTable."""

    # --- the actions the player can take --------------------------------------------------
    def legal(self) -> list[Action]:
        if not self.my_turn():
            return []
        return self.memo(("legal",), lambda: self.match.rules.legal_actions(self.viewer))

    def can_play(self) -> bool:
        return any(isinstance(a, PlayCard) for a in self.legal())

    def button_specs(self) -> list[tuple[str, str, bool, bool]]:
        """(name, label, primary, enabled) of the step buttons the viewer may press now."""
        if not self.my_turn():
            return []
        obs = self.obs()
        if obs.step == PLAY:
            if obs.plays == 0:
                return [("end_play", "Swap hand for the middle", not self.can_play(), True)]
            return [("end_play", "Done playing", True, True)]
        if obs.step == DISCARD:
            count = len(self.marked)
            label = f"Discard {count} card{'s' if count != 1 else ''}" if count else "Discard"
            return [("discard", label, True, count > 0), ("keep", "Keep all", False, True)]
        if obs.step == PICKUP:
            can_pick = any(isinstance(a, Pickup) for a in self.legal())
            return [("finish", self.finish_label(obs), not can_pick, True)]
        return []

    def finish_label(self, obs) -> str:
        """'Finish: burns Sombrero (−4)': the Finish button says what it costs before it is
        pressed (shorter when the full names would not fit the step panel)."""
        if not obs.would_burn:
            return "Finish pickup"
        room = self.zone_rect("steps").w - 96 - 12 - 32
        label = ""
        for short in (False, True):
            label = f"Finish: burns {burn_words(self.data, obs.would_burn, short)}"
            if self.services.fonts.measure(label, 20)[0] <= room:
                break
        return label

    def press(self, name: str) -> None:
        seat = self.viewer
        if seat is None:
            return
        if name == "end_play":
            self.submit(EndPlay(seat))
        elif name == "discard":
            self.submit(Discard(seat, tuple(c for c in self.obs().hand if c in self.marked)))
        elif name == "keep":
            self.submit(Discard(seat, ()))
        elif name == "finish":
            self.submit(EndPickup(seat))

    def refresh_buttons(self) -> None:
        specs = self.button_specs()
        key = tuple(specs)
        if key == self._buttons_key:
            return
        self._buttons_key = key
        hover = self.step_buttons.hover
        self.step_buttons = FocusGroup()
        self.button_names = []
        zone = self.zone_rect("steps")
        x = zone.x + 96
        for name, label, primary, enabled in specs:
            width = max(120, self.services.fonts.measure(label, 20)[0] + 32)
            button = Button(pygame.Rect(int(x), int(zone.y + 38), width, 40), label=label,
                            primary=primary, size=20,
                            on_click=lambda n=name: self.press(n))
            button.enabled = enabled
            self.step_buttons.add(button)
            self.button_names.append(name)
            x += width + 10
        self.step_buttons.hover = hover if hover is not None and hover < len(specs) else None

    # --- keyboard focus ring --------------------------------------------------------------
    def focus_items(self) -> list[tuple]:
        """What Left/Right walk through now: cards of this step, then its buttons."""
        if not self.my_turn():
            return []
        obs = self.obs()
        self.refresh_buttons()
        buttons = [("button", name) for name, w in
                   zip(self.button_names, self.step_buttons.widgets, strict=True) if w.enabled]
        if obs.step == PLAY:
            if self.targeting and self.selected is not None:
                return [("target", key) for key in self.target_keys()]
            return [("hand", c) for c in obs.hand] + buttons
        if obs.step == DISCARD:
            return [("hand", c) for c in obs.hand] + buttons
        if obs.step == PICKUP:
            return [("centre", c) for c in obs.centre if c is not None] + buttons
        if obs.step == BURN:
            return [("centre", c) for c in obs.burn_choices]
        return []

    def target_keys(self) -> list[tuple]:
        """Keyboard targets: each of my tacos, my plate (new taco), others' plates (hot sauce)."""
        obs = self.obs()
        seat = self.viewer
        keys: list[tuple] = [("taco", seat, i) for i in range(len(obs.plates[seat]))]
        keys.append(("new", seat))
        card = self.selected
        if obs.hot_sauce and card is not None and self.data.card(card).kind == TACO:
            keys += [("new", s) for s in range(self.players) if s != seat]
        return keys

    def focused(self) -> tuple | None:
        items = self.focus_items()
        self._settle_focus(items)
        if not items:
            return None
        return items[self.focus % len(items)]

    def _settle_focus(self, items: list[tuple]) -> None:
        """Put the focus somewhere useful whenever the step (or the targeting) changes."""
        obs = self.obs()
        key = (obs.turn, obs.step, self.targeting, obs.current, self.viewer)
        if key == self._focus_key:
            return
        self._focus_key = key
        self.focus = 0
        if self.targeting and self.selected is not None:
            legal = self._legal_zones(self.selected)
            for i, item in enumerate(items):
                if item[1] in legal:
                    self.focus = i
                    return
        elif obs.step == PICKUP:
            left = obs.pickup_left
            for i, item in enumerate(items):
                if item[0] == "centre" and self.data.card(item[1]).cost <= left:
                    self.focus = i
                    return
            self.focus = max(0, len(items) - 1)

    def handle_keys(self, intent: Any) -> None:
        items = self.focus_items()
        self._settle_focus(items)
        if not items:
            return
        if isinstance(intent, it.Erase) or (isinstance(intent, it.Navigate) and intent.dy > 0
                                            and self.targeting):
            self.cancel_selection()
            return
        if isinstance(intent, it.Focus):
            self.focus = (self.focus + intent.step) % len(items)
        elif isinstance(intent, it.Navigate) and intent.dx:
            self.focus = (self.focus + intent.dx) % len(items)
        elif isinstance(intent, it.Navigate) and intent.dy:
            kinds = [item[0] for item in items]
            want = "button" if intent.dy < 0 else kinds[0]
            if want in kinds:
                self.focus = kinds.index(want)
        elif isinstance(intent, it.Confirm):
            self.activate(items[self.focus % len(items)])

    def activate(self, item: tuple) -> None:
        kind, value = item[0], item[1]
        obs = self.obs()
        if kind == "button":
            self.press(value)
        elif kind == "hand" and obs.step == PLAY:
            self.selected = value
            self.targeting = True
        elif kind == "hand" and obs.step == DISCARD:
            self.marked ^= {value}
        elif kind == "centre" and obs.step == PICKUP:
            self.submit(Pickup(self.viewer, value))
        elif kind == "centre" and obs.step == BURN:
            self.submit(Burn(self.viewer, value))
        elif kind == "target" and self.selected is not None:
            card = self.selected
            if self._drop(card, value):
                self.targeting = False

    def cancel_selection(self) -> None:
        card = self.selected
        self.selected = None
        self.targeting = False
        self._focus_key = None
        items = self.focus_items()
        self._settle_focus(items)
        if card is not None and ("hand", card) in items:
            self.focus = items.index(("hand", card))

    # --- drag and drop, clicks --------------------------------------------------------------
    def hand_ids(self) -> list[int]:
        return list(self.obs().hand) if self.viewer is not None else []

    def _pick(self, pos):
        if not self.my_turn() or self.obs().step != PLAY:
            return None
        for card_id in reversed(self.hand_ids()):
            sprite = self.sprites.get(card_id)
            if sprite is not None and sprite.rect.collidepoint(pos):
                return card_id, (sprite.x, sprite.y)
        return None

    def _zones(self) -> list[tuple[tuple, tuple[float, float, float, float]]]:
        """Drop zones, later ones winning: plates (a new taco), then each taco's column."""
        obs = self.obs()
        zones: list[tuple[tuple, tuple[float, float, float, float]]] = []
        for seat in range(self.players):
            zones.append((("new", seat), self.seat_rect(seat).as_tuple()))
        for seat in range(self.players):
            fit = self.plate_fit(seat, obs)
            for index, taco in enumerate(obs.plates[seat]):
                col = fit.column(index, len(taco))
                zones.append((("taco", seat, index),
                              (col.x - 4, col.y - 6, col.w + 8, col.h + 10)))
        return zones

    def _legal_zones(self, card_id: int) -> set:
        zones: set = set()
        for action in self.legal():
            if isinstance(action, PlayCard) and action.card == card_id:
                if action.taco == NEW_TACO:
                    zones.add(("new", action.plate))
                else:
                    zones.add(("taco", action.plate, action.taco))
        return zones

    def action_for(self, card_id: int, zone) -> Action | None:
        if zone is None or self.viewer is None:
            return None
        if zone[0] == "taco" and self.data.card(card_id).kind == TACO:
            zone = ("new", zone[1])  # an empty taco dropped on a taco starts a new one there
        if zone[0] == "new":
            return PlayCard(self.viewer, card_id, zone[1], NEW_TACO)
        return PlayCard(self.viewer, card_id, zone[1], zone[2])

    def _drop(self, card_id: int, zone) -> bool:
        action = self.action_for(card_id, zone)
        sprite = self.sprites.get(card_id)
        if sprite is not None:
            self.tweens.add(sprite, "lift", 0.0, 0.12)
        if action is None:
            if not self.zone_rect("hand").contains(self.pointer):
                self.refuse("Drop the card on one of your tacos, or on your plate for a new taco.")
            self.snap_back(card_id)
            return False
        if not self.submit(action):
            self.refused_zone = self.glow_key(zone, card_id)  # glows red while the reason shows
            self.snap_back(card_id)
            return False
        return True

    def snap_back(self, card_id: int) -> None:
        spot = self.spots().get(card_id)
        sprite = self.sprites.get(card_id)
        if spot is None or sprite is None:
            return
        sprite.snap_back(self.tweens, spot.x, spot.y)

    def _click(self, item, pos) -> None:
        if not self.my_turn():
            return
        obs = self.obs()
        if item is not None:  # a hand card clicked in the play step
            self.selected = None if self.selected == item else item
            self.targeting = self.selected is not None
            return
        if obs.step == PLAY and self.selected is not None:
            zone = self.drag.zone_at(pos)
            card = self.selected
            self.selected = None
            self.targeting = False
            if zone is not None:
                self._drop(card, zone)
            return
        hit = self.card_at(pos)
        if hit is None:
            return
        if obs.step == DISCARD and hit in obs.hand:
            self.marked ^= {hit}
        elif obs.step == PICKUP and hit in obs.centre:
            self.submit(Pickup(self.viewer, hit))
        elif obs.step == BURN and hit in obs.centre:
            self.submit(Burn(self.viewer, hit))

    def card_at(self, pos) -> int | None:
        for card_id in reversed(self.order):
            sprite = self.sprites.get(card_id)
            if sprite is not None and sprite.rect.collidepoint(pos):
                return card_id
        return None

    def demo_refusal(self) -> None:
        """For screenshots: try an illegal drop so the refusal shows."""
        obs = self.obs()
        if self.viewer is None:
            return
        if self.my_turn() and obs.step == PLAY:
            for card_id in obs.hand:
                legal = self._legal_zones(card_id)
                for key, _ in reversed(self._zones()):
                    if key[1] == self.viewer and key not in legal \
                            and self.action_for(card_id, key) is not None:
                        self._drop(card_id, key)
                        return
        if obs.hand:
            self._drop(obs.hand[0], ("new", self.viewer))

    # --- input ---------------------------------------------------------------------------------
    def handle_table(self, intent: Any) -> None:
        if isinstance(intent, it.PointerMove | it.PointerDown | it.PointerUp):
            self.pointer = intent.pos
        if not self.my_turn():
            return
        self.refresh_buttons()
        if isinstance(intent, it.PointerMove):
            self.step_buttons.handle(intent)
        pressed = isinstance(intent, it.PointerDown)
        if pressed and self.step_buttons.widget_at(intent.pos) is not None:
            if not self.drag.dragging:
                self.step_buttons.handle(intent)
            return
        if self.drag.handle(intent):
            if self.drag.dragging:
                self.selected = None
                self.targeting = False
            return
        if isinstance(intent, it.Navigate | it.Focus | it.Confirm | it.Erase):
            self.handle_keys(intent)

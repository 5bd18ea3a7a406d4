"""The Taco Party table: your plate bottom left, the others across the top, the middle of the table,
the turn steps and your hand on the right.

Mouse: drag a card onto a taco or onto your plate (legal places glow; a refused drop snaps back
and says why), or click a card then a place. Click hand cards to mark them for discarding, click
middle cards to pick them up, and use the step buttons.
Keyboard: Left/Right (or Tab) move through the cards and buttons of the current step, Up/Down jump
between the cards and the buttons, Enter acts, Backspace puts a picked-up card back. H: hint.
"""

from __future__ import annotations

from typing import Any

from tabletop.assets.maps import read_layout
from tabletop.core.actions import Event
from tabletop.games.taco_party.rules import actions as act
from tabletop.games.taco_party.rules.actions import BURN, DISCARD, DRAW, PICKUP, PLAY
from tabletop.games.taco_party.rules.naming import burn_words
from tabletop.games.taco_party.rules.rulebook import Observation
from tabletop.games.taco_party.rules.tacos import is_complete, score_plate
from tabletop.games.taco_party.table.faces import PartyFaces
from tabletop.games.taco_party.table.plate_layout import (
    LARGE,
    MEDIUM,
    SIZES,
    SMALL,
    TINY,
    PlateFit,
    Rect,
    band_shown,
    display_order,
    first_fit,
    fit_plate,
    half_hidden,
    row_positions,
)
from tabletop.games.taco_party.table.table_draw import HEADER, INSPECT_DELAY, RIM, TableDrawing
from tabletop.games.taco_party.table.table_input import TableInput
from tabletop.games.taco_party.table.table_sprites import PartySprite, Popup, Spot
from tabletop.games.taco_party.table.view_text import (
    STEP_LABELS,
    my_prompt,
    other_prompt,
    score_lines,
    sentence,
)
from tabletop.input.drag import DragController
from tabletop.table.scene import TableScene
from tabletop.ui.blits import SpriteBlits
from tabletop.ui.card_sprite import ease_lift, follow_drag, look_of, settle_tilts
from tabletop.ui.widgets import FocusGroup

STAGGER = 0.08
DRAW_LANDS = 0.4
"""Seconds a drawn card flies to its hand (see `fly`)."""
BURN_W = 104
SIDEWAYS_STEP = 22
HISTORY = 12


class TacoPartyTable(TableInput, TableDrawing, TableScene):
    """The table scene: keeps card sprites in step with the rules' observation and animates events.

    Input lives in TableInput (table_input.py), drawing in TableDrawing (table_draw.py).
    """

    score_label = "points"

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        players = len(match.setup.seats)
        self.players = players
        self.layer = f"table-{players}"
        names = ["deck", "discard", "centre", "steps", "hand"] + [f"seat-{i}"
                                                                  for i in range(players)]
        self.layout = read_layout("taco_party/table.tmx", [(self.layer, n) for n in names])
        self._zones_cache: dict[str, Rect] = {}
        self._memo_state: tuple | None = None
        self._memo: dict[tuple, Any] = {}
        self._mats: dict[tuple, Any] = {}
        self.sprite_blits = SpriteBlits(self.sheets)
        self.faces = PartyFaces(services.images, services.fonts)
        self.data = match.data
        self.anchor = self.humans[0] if self.humans else 0
        self.sprites: dict[int, PartySprite] = {}
        self.order: list[int] = []
        self.flying: list[PartySprite] = []
        self.popups: list[Popup] = []
        self.history: list[tuple[str, int | None, int]] = []  # (text, turn's seat, repeats)
        self.selected: int | None = None     # a hand card picked up to be played
        self.marked: set[int] = set()        # hand cards marked for discarding
        self.targeting = False               # keyboard: choosing where the selected card goes
        self.focus = 0
        self.pointer = (0, 0)
        self.hover_taco: tuple[int, int] | None = None   # (seat, taco) under the pointer
        self.hover_time = 0.0
        self.refused_zone: tuple | None = None  # where the last refused drop went
        self.drawing_seat: int | None = None  # whose hand is being refilled (its Draw chip lit)
        self.hand_shown: tuple[int, ...] = ()  # the viewer's hand cards as last laid out
        self._drawing_token: object | None = None
        self._focus_key: tuple | None = None
        self._buttons_key: tuple | None = None
        self.step_buttons = FocusGroup()
        self.button_names: list[str] = []
        self.drag = DragController(self._pick, self._zones, self._legal_zones, self._drop,
                                   self._click)
        self.sync(animate=False)

    def rescaled(self) -> None:
        """The window changed scale: faces and mats are drawn again, cards settle in place."""
        self.faces = PartyFaces(self.services.images, self.services.fonts)
        self._mats.clear()
        super().rescaled()
        self.sprite_blits = SpriteBlits(self.sheets)
        self._memo_state = None
        self.sprites.clear()
        self.flying.clear()
        self.sync(animate=False)

    # --- who is where ------------------------------------------------------------------------
    def state_key(self) -> tuple:
        """Changes whenever what the table shows may change (a move, undo, replay, a new viewer)."""
        return (id(self.match), id(self.match.rules), len(self.match.log), self.viewer,
                self.anchor)

    def memo(self, key: tuple, make):
        """A value computed once per state of the table (observation, plate fits, legal moves)."""
        state = self.state_key()
        if state != self._memo_state:
            self._memo_state = state
            self._memo = {}
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    def obs(self) -> Observation:
        seat = self.viewer if self.viewer is not None else self.anchor
        return self.memo(("obs",), lambda: self.match.rules.observation(seat))

    def my_turn(self) -> bool:
        """The viewer may act now (never while a replay is shown)."""
        return (not self.replaying and self.viewer is not None
                and self.viewer in self.match.rules.actors())

    def seat_at(self, position: int) -> int:
        return (self.anchor + position) % self.players

    def position_of(self, seat: int) -> int:
        return (seat - self.anchor) % self.players

    def zone_rect(self, name: str) -> Rect:
        rect = self._zones_cache.get(name)
        if rect is None:
            z = self.layout.zone(self.layer, name)
            rect = self._zones_cache[name] = Rect(z.x, z.y, z.width, z.height)
        return rect

    def has_zone(self, name: str) -> bool:
        return name in self.layout.layer(self.layer)

    def seat_rect(self, seat: int) -> Rect:
        return self.zone_rect(f"seat-{self.position_of(seat)}")

    def plate_area(self, seat: int, obs: Observation) -> Rect:
        """Where tacos stand on a seat's plate, above its rim (burned cards keep the right end)."""
        zone = self.seat_rect(seat)
        right = zone.right - (BURN_W if obs.burned[seat] else 0) - 8
        top = zone.y + HEADER + 6
        return Rect(zone.x + 10, top, right - zone.x - 10, zone.bottom - RIM - 6 - top)

    def rim_rect(self, seat: int) -> Rect:
        zone = self.seat_rect(seat)
        return Rect(zone.x + 4, zone.bottom - RIM - 6, zone.w - 8, RIM)

    def burned_rect(self, seat: int, obs: Observation) -> Rect | None:
        if not obs.burned[seat]:
            return None
        zone = self.seat_rect(seat)
        area = self.plate_area(seat, obs)
        return Rect(zone.right - BURN_W, area.y + 22, BURN_W - 8, area.h - 22)

    def plate_fit(self, seat: int, obs: Observation) -> PlateFit:
        """Your plate takes the largest cards that fit; the others share one smaller size."""
        return self.memo(("fit", seat, obs.seat), lambda: self._plate_fit(seat, obs))

    def _plate_fit(self, seat: int, obs: Observation) -> PlateFit:
        if self.position_of(seat) == 0:
            extra = 1 if seat == self.viewer else 0
            area, heights = self.plate_area(seat, obs), [len(t) for t in obs.plates[seat]]
            fit = first_fit(area, heights, extra, (LARGE, MEDIUM))
            return fit or fit_plate(area, heights, extra, SIZES[1:], half_hidden)
        others = [s for s in range(self.players) if self.position_of(s) != 0]
        sizes = SIZES[1:]
        for other in others:
            fit = fit_plate(self.plate_area(other, obs), [len(t) for t in obs.plates[other]],
                            sizes=sizes, hide=band_shown)
            sizes = sizes[sizes.index(fit.size):]
        return fit_plate(self.plate_area(seat, obs), [len(t) for t in obs.plates[seat]],
                         sizes=sizes, hide=band_shown)

    def plate_clip(self, seat: int) -> Rect:
        """Plate cards are cut off at the bottom of the rim (their fronts stand behind it)."""
        zone = self.seat_rect(seat)
        return Rect(zone.x, zone.y, zone.w, self.rim_rect(seat).bottom - zone.y)

    def new_taco_rect(self, seat: int, obs: Observation) -> Rect:
        fit = self.plate_fit(seat, obs)
        return fit.column(len(obs.plates[seat]), 1)

    def centre_points(self, obs: Observation) -> list[tuple[float, float]]:
        zone = self.zone_rect("centre")
        xs = row_positions(zone, len(obs.centre), SMALL.width, 9)
        return [(x, zone.y + zone.h / 2) for x in xs]

    def hand_points(self, count: int) -> list[tuple[float, float]]:
        zone = self.zone_rect("hand")
        xs = row_positions(Rect(zone.x + 6, zone.y, zone.w - 12, zone.h), count, LARGE.width, 10)
        return [(x, zone.y + zone.h / 2 + 2) for x in xs]

    def zone_point(self, zone: str) -> tuple[float, float]:
        """Where a rules zone name ("deck", "hand:1", "centre:2", …) sits on screen."""
        obs = self.obs()
        parts = zone.split(":")
        if parts[0] in ("deck", "discard"):
            return self.zone_rect(parts[0]).center
        if parts[0] == "centre":
            points = self.centre_points(obs)
            return points[int(parts[1])] if int(parts[1]) < len(points) else points[-1]
        seat = int(parts[1]) if len(parts) > 1 else 0
        if parts[0] == "hand":
            if seat == self.viewer:
                return self.zone_rect("hand").center
            rect = self.seat_rect(seat)
            return (rect.x + 150, rect.y + HEADER / 2)
        if parts[0] == "burned":
            rect = self.burned_rect(seat, obs) or self.seat_rect(seat)
            return rect.center
        if parts[0] == "plate" and len(parts) >= 4:
            index = int(parts[3])
            plate = obs.plates[seat]
            if index < len(plate):
                return self.plate_fit(seat, obs).column(index, len(plate[index])).center
        return self.seat_rect(seat).center

    # --- where every visible card goes ----------------------------------------------------
    def spots(self) -> dict[int, Spot]:
        """Each visible card's place, in drawing order (back to front)."""
        obs = self.obs()
        out: dict[int, Spot] = {}
        for position in range(self.players):
            seat = self.seat_at(position)
            fit = self.plate_fit(seat, obs)
            for index, taco in enumerate(obs.plates[seat]):
                shown = display_order(self.data, taco)
                for card, (x, y) in zip(shown, fit.card_centres(index, len(shown)), strict=True):
                    out[card] = Spot(x, y, fit.size, True)
            burned = self.burned_rect(seat, obs)
            if burned is not None:
                cards = obs.burned[seat]
                step = min(SIDEWAYS_STEP, (burned.h - TINY.width) / max(1, len(cards) - 1))
                for i, card in enumerate(cards):
                    out[card] = Spot(burned.x + TINY.height / 2 + 4,
                                     burned.bottom - TINY.width / 2 - (len(cards) - 1 - i) * step,
                                     TINY, True, sideways=True)
        if obs.discard_top is not None:
            x, y = self.zone_rect("discard").center
            out[obs.discard_top] = Spot(x, y, TINY, True)
        for card, point in zip(obs.centre, self.centre_points(obs), strict=True):
            if card is not None:
                out[card] = Spot(point[0], point[1], SMALL, True)
        if self.viewer is not None:
            for card, (x, y) in zip(obs.hand, self.hand_points(len(obs.hand)), strict=True):
                out[card] = Spot(x, y, LARGE, True)
        return out

    def sprite_for(self, card_id: int, spot: Spot, pos: tuple[float, float],
                   face_up: bool) -> PartySprite:
        sprite = self.sprites.get(card_id)
        if sprite is None:
            sprite = PartySprite(self.data.card(card_id), self.faces, spot, pos, face_up)
            self.sprites[card_id] = sprite
        return sprite

    def sync(self, animate: bool = True,
             origins: dict[int, tuple[float, float, bool]] | None = None,
             delays: dict[int, float] | None = None) -> None:
        """Move every visible card toward where the rules say it is."""
        origins = origins or {}
        delays = delays or {}
        spots = self.spots()
        dragged = self.drag.state.item if self.drag.dragging else None
        for card_id in list(self.sprites):
            if card_id not in spots:
                del self.sprites[card_id]
        for card_id, spot in spots.items():
            fresh = card_id not in self.sprites
            if fresh and animate:
                ox, oy, up = origins.get(card_id, (*self.zone_point("deck"), False))
                sprite = self.sprite_for(card_id, spot, (ox, oy), up)
            else:
                sprite = self.sprite_for(card_id, spot, (spot.x, spot.y), spot.face_up)
            if card_id == dragged:
                continue
            if not animate:
                sprite.fit(self.faces, spot.size, spot.sideways, self.tweens, False)
                sprite.x, sprite.y, sprite.face_up, sprite.flip = spot.x, spot.y, spot.face_up, 1.0
                continue
            delay = delays.get(card_id, 0.0)
            sprite.fit(self.faces, spot.size, spot.sideways, self.tweens, True)
            if (round(sprite.x), round(sprite.y)) != (round(spot.x), round(spot.y)):
                sprite.move_to(self.tweens, spot.x, spot.y, delay)
            if sprite.face_up != spot.face_up:
                sprite.flip_to(self.tweens, spot.face_up, delay)
        self.order = list(spots)
        self.hand_shown = tuple(self.obs().hand) if self.viewer is not None else ()

    def fly(self, card_id: int, start: tuple[float, float], to: tuple[float, float],
            face_up: bool, delay: float, sprite: PartySprite | None = None) -> None:
        """A card leaving sight (into a hidden hand, under the discard) flies there and fades."""
        if sprite is None:
            spot = Spot(start[0], start[1], SMALL, face_up)
            sprite = PartySprite(self.data.card(card_id), self.faces, spot, start, face_up)
        self.flying.append(sprite)
        sprite.move_to(self.tweens, to[0], to[1], delay, duration=0.4)
        self.tweens.add(sprite, "scale", 0.5, 0.4, delay=delay)
        self.tweens.add(sprite, "alpha", 0.0, 0.16, delay=delay + 0.3,
                        on_done=lambda s=sprite: self._landed(s))

    def _landed(self, sprite: PartySprite) -> None:
        if sprite in self.flying:
            self.flying.remove(sprite)

    def popup(self, text: str, colour: tuple[int, int, int], at: tuple[float, float],
              delay: float = 0.0) -> None:
        pop = Popup(text, colour, at[0], at[1])
        self.popups.append(pop)
        self.tweens.add(pop, "y", at[1] - 40, 0.6, delay=delay)
        self.tweens.add(pop, "alpha", 0.0, 0.6, delay=delay,
                        on_done=lambda p=pop: self.popups.remove(p) if p in self.popups else None)

    # --- events from the rules ------------------------------------------------------------
    def after_events(self, events: list[Event]) -> None:
        super().after_events(events)
        self.feedback.last_text = sentence(self.feedback.last_text)

    def remember(self, events: list[Event]) -> None:
        """Keep the last things that happened for the log panel (public texts only)."""
        for event in events:
            if isinstance(event, act.StepChanged | act.GameEnded) or not event.text:
                continue
            seat = event.seat if isinstance(event, act.TurnStarted) else None
            if self.history and self.history[-1][0] == sentence(event.text):
                text, first, count = self.history[-1]
                self.history[-1] = (text, first, count + 1)
            else:
                self.history.append((sentence(event.text), seat, 1))
        del self.history[:-HISTORY]

    def on_events(self, events: list[Event]) -> None:
        self.remember(events)
        starts = {cid: (s.x, s.y) for cid, s in self.sprites.items()}
        origins: dict[int, tuple[float, float, bool]] = {}
        delays: dict[int, float] = {}
        last_target: dict[int, str] = {}
        sounds: list[str] = []
        t = 0.0
        coin = self.coin_centre()
        for event in events:
            if isinstance(event, act.CardMoved):
                start = starts.get(event.card) or self.zone_point(event.source)
                hidden_source = event.source == "deck" or (
                    event.source.startswith("hand:") and event.source != f"hand:{self.viewer}")
                origins.setdefault(event.card, (start[0], start[1], not hidden_source))
                delays[event.card] = t
                last_target[event.card] = event.target
                t += STAGGER
                sounds.append(self.sound_for(event))
                if isinstance(event, act.CardPlayed):
                    self.popup("+1", self.services.theme.lime, coin, t)
                elif isinstance(event, act.CardBurned):
                    score = self.data.card(event.card).score
                    self.popup(f"\u2212{score}", self.services.theme.chili,
                               self.zone_point(event.target), t + 0.2)
                elif isinstance(event, act.CardPickedUp) and event.cost:
                    self.popup(f"\u2212{event.cost}", self.services.theme.marigold, coin, t)
            elif isinstance(event, act.DeckReshuffled):
                for i, card in enumerate(event.cards[:6]):
                    self.fly(card, self.zone_point("discard"), self.zone_point("deck"), False,
                             t + i * 0.04)
                t += 0.3
                sounds.append("flip")
        spots = self.spots()
        for card, target in last_target.items():
            if card in spots:
                continue
            sprite = self.sprites.pop(card, None)
            ox, oy, up = origins[card]
            if sprite is not None:
                ox, oy = sprite.x, sprite.y
            # a card everyone saw (from the middle) or that is now discarded flies face up
            self.fly(card, (ox, oy), self.zone_point(target), up or target == "discard",
                     delays[card], sprite)
        for name in dict.fromkeys(s for s in sounds if s):
            self.services.sounds.play(name)
        self.show_draw_step(events, t)
        self.sync(animate=True, origins=origins, delays=delays)
        self.selected = None
        self.marked = set()
        self.targeting = False
        self._focus_key = None  # the keyboard focus starts afresh after every move
        self.refused_zone = None

    def show_draw_step(self, events: list[Event], cards_until: float) -> None:
        """The rules draw and pass the turn in one go; the Draw chip stays lit while the new
        cards fly to the hand (instant animations: not at all)."""
        seat = next((e.seat for e in events
                     if isinstance(e, act.StepChanged) and e.step == DRAW), None)
        if seat is None or self.match.rules.is_over():
            return
        token = self._drawing_token = object()
        self.drawing_seat = seat

        def drawn() -> None:
            if self._drawing_token is token:
                self.drawing_seat = None

        self.tweens.wait(cards_until + DRAW_LANDS, drawn)

    def sound_for(self, event: Event) -> str:
        if isinstance(event, act.CardPlayed):
            plate = self.match.rules.observation(event.seat).plates[event.plate]
            if event.taco < len(plate) and is_complete(self.data, plate[event.taco]):
                return "perfect"
            return "drop_ok"
        if isinstance(event, act.CardDiscarded):
            return "whoosh"
        if isinstance(event, act.CardPickedUp):
            return "pickup"
        if isinstance(event, act.CardBurned):
            return "penalty"
        if isinstance(event, act.CardDrawn | act.CentreRefilled):
            return "deal"
        return ""

    def _reveal(self, seat: int) -> None:
        super()._reveal(seat)
        self.anchor = seat
        self.sync(animate=False)

    def hand_closed(self, seat: int) -> None:
        """The turn is over: what is left of the hand goes face down to the seat's header."""
        still = set(self.match.rules.observation(seat).hand)
        to = self.zone_point(f"hand:{seat}")
        for i, card_id in enumerate(c for c in self.hand_shown if c in still):
            sprite = self.sprites.pop(card_id, None)
            if sprite is not None:
                sprite.face_up = False
                self.fly(card_id, (sprite.x, sprite.y), to, False, i * STAGGER, sprite)
        self.hand_shown = ()

    def curtain_reason(self, seat: int) -> str:
        return ("Your turn at the party: play, discard, pick up. Everyone else, look away!")

    # --- holding still -----------------------------------------------------------------------
    def view_look(self) -> tuple:
        drag = self.drag
        return (look_of(self.sprites.values()), look_of(self.flying), drag.dragging,
                drag.hover_zone, self.step_buttons.hover, self.inspecting())

    def inspecting(self) -> tuple | None:
        """The taco shown in full beside the pointer, once the pointer has rested on it."""
        if self.drag.dragging or self.keyboard_mode or self.hover_time < INSPECT_DELAY:
            return None
        return self.hover_taco

    def view_due_in(self) -> float | None:
        """A taco under a resting pointer is shown in full after a moment."""
        if self.hover_taco is None or self.hover_time >= INSPECT_DELAY:
            return None
        return INSPECT_DELAY - self.hover_time

    # --- per frame -----------------------------------------------------------------------------
    def update_play(self, dt: float) -> None:
        super().update_play(dt)
        under = None if self.drag.dragging else self.taco_under(self.pointer, self.obs())
        if under != self.hover_taco:
            self.hover_taco, self.hover_time = under, 0.0
        else:
            self.hover_time += dt
        hover = None
        if self.my_turn() and not self.drag.dragging:
            hover = self.card_at(self.pointer)
        step = self.obs().step
        for sprite in self.sprites.values():
            wanted = 0.0
            if sprite.id == self.selected or sprite.id in self.marked:
                wanted = 14.0
            elif sprite.id == hover and self.hoverable(sprite.id, step):
                wanted = 6.0
            ease_lift(sprite, wanted, dt)
        dragged = self.drag.state.item if self.drag.dragging else None
        sprite = self.sprites.get(dragged) if dragged is not None else None
        if sprite is not None:
            follow_drag(sprite, self.drag.state.item_pos, dt)
        settle_tilts(self.sprites.values(), dragged)

    def hoverable(self, card_id: int, step: str) -> bool:
        obs = self.obs()
        if step in (PLAY, DISCARD):
            return card_id in obs.hand
        if step == PICKUP:
            return card_id in obs.centre
        if step == BURN:
            return card_id in obs.burn_choices
        return False

    # --- results ---------------------------------------------------------------------------------
    def result_details(self) -> list[list[str]]:
        rules = self.match.rules
        obs = rules.observation(0)
        details = []
        for seat in range(self.players):
            score = score_plate(self.data, seat, obs.plates[seat], obs.burned[seat])
            details.append(score_lines(self.data, score))
        return details

    def status_text(self, obs: Observation) -> tuple[str, str, int | None]:
        if self.match.rules.is_over():
            return ("Game over", "", None)
        seat = obs.current
        label = STEP_LABELS.get(obs.step, obs.step)
        if seat == self.viewer and not self.replaying:
            can_pick = any(isinstance(a, act.Pickup) for a in self.legal())
            burn = burn_words(self.data, obs.would_burn)
            return (label, my_prompt(obs, self.keyboard_mode, self.can_play(), self.targeting,
                                     can_pick, burn), seat)
        return (label, other_prompt(obs, self.match.setup.seats[seat].name), seat)

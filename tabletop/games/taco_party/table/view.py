"""The Taco Party table: your plate bottom left, the others across the top, the middle of the table,
the turn steps and your hand on the right.

Mouse: drag a card onto a taco or onto your plate (legal places glow; a refused drop snaps back
and says why), or click a card then a place. Click hand cards to mark them for discarding, click
middle cards to pick them up, and use the step buttons.
Keyboard: Left/Right (or Tab) move through the cards and buttons of the current step, Up/Down jump
between the cards and the buttons, Enter acts, Backspace puts a picked-up card back. H: hint.

The scene wires the table's parts: `view_model.py` (what is where for the viewer), `draw.py` (the
elements), `input.py` (intents as actions) and the kit's card layer, step buttons and pop-ups;
it animates the events.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from tabletop.assets.maps import read_layout
from tabletop.core.actions import Action, Event
from tabletop.core.language import N_, Countable, CountWord
from tabletop.games.taco_party.rules import actions as act
from tabletop.games.taco_party.rules import events as ev
from tabletop.games.taco_party.rules import refusals as no
from tabletop.games.taco_party.rules.actions import (
    BURN,
    DRAW,
    PLAY,
    Discard,
    EndPickup,
    EndPlay,
    PlayCard,
)
from tabletop.games.taco_party.rules.cards import TOPPER
from tabletop.games.taco_party.rules.observation import Observation
from tabletop.games.taco_party.rules.tacos import NEW_TACO, SeatScore, is_complete, score_plate
from tabletop.games.taco_party.table import draw, replay_hands
from tabletop.games.taco_party.table.explain import explain, focus_words
from tabletop.games.taco_party.table.faces import PartyFaces
from tabletop.games.taco_party.table.input import (
    BUTTON_SIZE,
    PartyInput,
    Play,
    Refuse,
    step_layout,
)
from tabletop.games.taco_party.table.phrases import burn_words, card_refusal
from tabletop.games.taco_party.table.plate_layout import SMALL, Rect
from tabletop.games.taco_party.table.sprite import PartySprite
from tabletop.games.taco_party.table.view_model import (
    HAND_HIGH,
    LOG_FOOT,
    LOG_HEAD,
    LOG_LINE,
    MIDDLE,
    PLATE_CLEAR,
    PartyModel,
    PartySpot,
    action_for,
    box_of,
    legal_places,
    place_of,
)
from tabletop.games.taco_party.table.view_text import (
    STEP_CHIPS,
    STEP_LABELS,
    chip_index,
    goal_lines,
    latest_log_rows,
    my_prompt,
    other_prompt,
    pickup_words,
)
from tabletop.input.intents import Intent
from tabletop.kit.cards import CardLayer, Flight, Spot
from tabletop.kit.chrome import BUTTON_ROW_Y
from tabletop.kit.elements import Element
from tabletop.kit.memo import kept_with
from tabletop.kit.moments import BURST
from tabletop.kit.popups import Popups
from tabletop.kit.signals import Meaning, reach, signal
from tabletop.kit.steps import StepButtons
from tabletop.kit.turn_table import TurnTable
from tabletop.kit.view_model import Box
from tabletop.tutorial.coach import CoachedMatch
from tabletop.ui import fonts, palette
from tabletop.ui.card_sprite import CardSprite

STAGGER = 0.08
DRAW_LANDS = 0.4
"""Seconds a drawn card flies to its hand (see `FLIGHT`)."""
FLIGHT = Flight(seconds=0.4, shrink=0.5, fade_at=0.3, fade=0.16)
"""A card leaving sight (into a hidden hand, under the discard) flies there and fades."""
DROP_SETTLE = 0.12
QUIET = (ev.CardDrawn, ev.CentreRefilled, ev.PickupOver)
"""Events that make no line of the history (the table shows the cards; a drawn card is never
named), though the line at the bottom tells them as they happen."""


HAND_RING_OUT = 9
"""The coach's outline reaches 9 px out of its place: a place ends this far above the bottom
row of buttons for its outline to end just above them."""
MIDDLE_RING_IN = 5
"""The coach's outline round the middle starts this far into its zone (it stands 9 px out of
its place; the discard pile ends 6 px left of the middle), still round the middle's tag."""


GOAL_UNDER_GAP = 6
"""Between a short "What happened" and the "How to win" kept under it..."""
GOAL_UNDER_LEAST = 2
"""...which stays while it has room for this many of its lines (how the game ends and which
tacos score)."""


def resting_rect(spot: PartySpot) -> pygame.Rect:
    """The rectangle a card covers where it rests, tilted as it lies."""
    turn = math.radians(spot.angle)
    w, h = spot.size.width, spot.size.height
    rect = pygame.Rect(0, 0, math.ceil(w * abs(math.cos(turn)) + h * abs(math.sin(turn))),
                       math.ceil(h * abs(math.cos(turn)) + w * abs(math.sin(turn))))
    rect.center = (round(spot.x), round(spot.y))
    return rect


COACH_READ = N_("Read the coach's note, then press Next")
"""The top bar while a tutorial's coach asks no move (Crazy Taco's words)."""
COACHED = "-coached"
"""A map zone's name ending for where it stands while a tutorial's coach stands over the log."""


class TacoPartyTable(TurnTable):
    """The table scene: keeps card sprites in step with the rules' observation and animates
    events."""

    score_label: CountWord = Countable.ngettext("point", "points")

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        players = len(match.setup.seats)
        self.players = players
        layer = f"table-{players}"
        names = ["deck", "discard", "centre", "steps", "hand", "log"] + [f"seat-{i}"
                                                                  for i in range(players)]
        layout = read_layout("taco_party/table.tmx", [(layer, n) for n in names])
        self.table_width = layout.width
        """The map's width: a tooltip stays inside it."""
        self.zones = {name: Rect(z.x, z.y, z.width, z.height)
                      for name, z in layout.layer(layer).items()}
        self.data = match.data
        self.anchor = self.humans[0] if self.humans else 0
        """The seat at the bottom left: the viewer, or the last human who looked."""
        self.cards = CardLayer(self.make_sprite, self.tweens)
        steps = self.zones["steps"]
        measure = services.fonts.measure
        self.input = PartyInput(StepButtons(step_layout(measure, (steps.x, steps.y)),
                                            BUTTON_SIZE), measure, self.cards.card_at,
                                self.card_centre)
        self.wake_for(self.input.inspect_due_in, self.input.explain_due_in)
        self.popups = Popups(self.tweens, fonts.TITLE)
        self.drawing_seat: int | None = None
        """Whose hand is being refilled (its Draw chip lit while the cards fly)."""
        self.hand_shown: tuple[int, ...] = ()
        """The viewer's hand cards as last laid out."""
        self._drawing_token: object | None = None
        self.coached = False
        """A tutorial's coach stands over the "What happened" zone: the log moves to its
        map's `log-coached` zone, where the map has one."""
        self.coach_sale: int | None = None
        """The card for sale the coach's step points at (`place_rect` "sale:<key>"): its
        arrow may reach the outline round that card's glow."""
        self.sync(animate=False)

    def opening_line(self) -> str:
        """Who starts and why: the first seat, or last game's lowest score ("Play again")."""
        seats, first = self.match.setup.seats, self.match.setup.first
        _ = self.services.words.gettext
        if first is None:
            return _("The game begins: {name} starts, sitting first.").format(name=seats[0].name)
        return _("The game begins: {name} starts, lowest score last game.").format(
            name=seats[first].name)

    # --- what the table shows --------------------------------------------------------------
    @property
    def faces(self) -> PartyFaces:
        """Every card face and mat, made once for the app (and again at a new render scale)."""
        services = self.services
        return services.kept(("taco-party faces", services.words.code),
                             lambda: PartyFaces(services.images, services.fonts, services.words))

    def make_sprite(self, card: int, pos: tuple[float, float], face_up: bool) -> CardSprite:
        """A card at the size of its spot."""
        spot = self.model().spots.get(card)
        if spot is None:
            return self.flying_sprite(card, pos, face_up)
        return PartySprite(self.data.card(card), self.faces, spot.size, spot.sideways, pos,
                           face_up, spot.filled)

    def flying_sprite(self, card: int, pos: tuple[float, float], face_up: bool) -> CardSprite:
        """A card flying out of sight without having been shown: a small one."""
        return PartySprite(self.data.card(card), self.faces, SMALL, False, pos, face_up)

    def fit(self, sprite: CardSprite, spot: Spot, animate: bool) -> None:
        """A card takes the size its new place has (growing or shrinking on the way)."""
        if isinstance(sprite, PartySprite) and isinstance(spot, PartySpot):
            sprite.fit(self.faces, spot.size, spot.sideways, self.tweens, animate, spot.filled)

    def card_centre(self, card: int) -> tuple[float, float]:
        sprite = self.cards.sprites[card]
        return (sprite.x, sprite.y)

    def rescaled(self) -> None:
        """The window changed scale: faces and mats are drawn again, cards settle in place."""
        super().rescaled()
        self.cards.clear()
        self.sync(animate=False)

    def state_key(self) -> tuple:
        """The kit's, and the seat at the bottom left (the plates are laid out from it)."""
        return (*super().state_key(), self.anchor)

    def model(self) -> PartyModel:
        """What is where for the viewer."""
        return self.per_state(("model", self.coached), self._model_now)

    def _model_now(self) -> PartyModel:
        seat = self.viewer if self.viewer is not None else self.anchor
        obs: Observation = self.match.rules.observation(seat)
        zones = self.zones
        if self.log_zone() == "log-coached":  # the log moved onto the felt above the top
            # plate, which lowers to the map's `seat-N-coached` (no plate under the log)
            zones = {**zones, **{name.removesuffix(COACHED): zone
                                 for name, zone in zones.items()
                                 if name.startswith("seat-") and name.endswith(COACHED)}}
            if not any(name.startswith("seat-") and name.endswith(COACHED) for name in zones):
                zones[PLATE_CLEAR] = zones["log-coached"]  # else the plate keeps clear of it
        if self.coached:  # a card the coach outlines in the hand clears the buttons under it
            zones = {**zones, HAND_HIGH: zones["hand"]}
        return PartyModel.of(obs, self.data, self.viewer, self.anchor, zones)

    def scores(self) -> dict[int, SeatScore]:
        """Each seat's plate scored, as the table shows it now."""
        obs = self.obs()
        return self.per_state("scores", lambda: {
            s: score_plate(self.data, s, obs.plates[s], obs.burned[s])
            for s in range(self.players)})

    def obs(self) -> Observation:
        return self.model().obs

    def legal(self) -> list[Action]:
        """What the viewer may do now (nothing when it is not their turn)."""
        if not self.my_turn() or self.viewer is None:
            return []
        viewer = self.viewer
        return self.per_state("legal", lambda: self.match.rules.legal_actions(viewer))

    def my_turn(self) -> bool:
        """The viewer may act now (never while a replay is shown)."""
        return (not self.replaying and self.viewer is not None
                and self.viewer in self.match.rules.actors())

    # --- keeping the cards in step with the rules ----------------------------------------------
    def sync(self, animate: bool = True,
             origins: dict[int, tuple[float, float, bool]] | None = None,
             delays: dict[int, float] | None = None) -> None:
        """Move every visible card toward where the rules say it is."""
        origins = origins or {}
        model = self.model()
        self.cards.sync(model.spots, animate, {c: (x, y) for c, (x, y, _) in origins.items()},
                        model.zone_point("deck"), self.input.dragged(),
                        delays=delays or {}, start_up={c: up for c, (_, _, up) in origins.items()},
                        fit=self.fit)
        self.hand_shown = model.hand
        self.dim_hand(model, self.my_turn())

    def on_events(self, events: list[Event]) -> None:
        model = self.model()
        starts = {cid: (s.x, s.y) for cid, s in self.cards.sprites.items()}
        origins: dict[int, tuple[float, float, bool]] = {}
        delays: dict[int, float] = {}
        last_target: dict[int, str] = {}
        sounds: list[str] = []
        t = 0.0
        coin = model.coin_centre()
        theme = self.services.theme
        for event in events:
            if isinstance(event, ev.CardMoved):
                start = starts.get(event.card) or model.zone_point(event.source)
                hidden_source = event.source == "deck" or (
                    event.source.startswith("hand:") and event.source != f"hand:{self.viewer}"
                    and not self.open_hands)
                origins.setdefault(event.card, (start[0], start[1], not hidden_source))
                delays[event.card] = t
                last_target[event.card] = event.target
                t += STAGGER
                sounds.append(self.sound_for(event))
                if isinstance(event, ev.CardPlayed):
                    self.popups.add("+1", theme.lime, coin, t)
                    if self.data.card(event.card).kind == TOPPER:  # the taco is dressed
                        self.celebrate(BURST, model.zone_point(event.target), palette.GOLD,
                                       self.services.words.gettext("Topped off!"))
                elif isinstance(event, ev.CardBurned):
                    score = self.data.card(event.card).score
                    self.popups.add(f"\u2212{score}", theme.chili,
                                    model.zone_point(event.target), t + 0.2)
                elif isinstance(event, ev.CardPickedUp) and event.cost:
                    self.popups.add(f"\u2212{event.cost}", theme.marigold, coin, t)
            elif isinstance(event, ev.DeckReshuffled):
                discard, deck = model.zone_point("discard"), model.zone_point("deck")
                for i, card in enumerate(event.cards[:6]):
                    self.cards.fly((card,), {card: discard}, deck, False, discard, t + i * 0.04,
                                   flight=FLIGHT, make=self.flying_sprite)
                t += 0.3
                sounds.append("flip")
        for card, target in last_target.items():
            if card in model.spots:
                continue
            to = model.zone_point(target)
            sprite = self.cards.sprites.get(card)
            if sprite is not None:  # it keeps its face
                self.cards.send_away(card, to, sprite.face_up, delays[card], FLIGHT)
                continue
            # a card everyone saw (from the middle) or that is now discarded flies face up
            ox, oy, up = origins[card]
            self.cards.fly((card,), {card: (ox, oy)}, to, up or target == "discard", (ox, oy),
                           delays[card], flight=FLIGHT, make=self.flying_sprite)
        for name in dict.fromkeys(s for s in sounds if s):
            self.services.sounds.play(name)
        self.show_draw_step(events, t)
        self.sync(animate=True, origins=origins, delays=delays)
        self.input.reset()

    def show_draw_step(self, events: list[Event], cards_until: float) -> None:
        """The rules draw and pass the turn in one go; the Draw chip stays lit while the new
        cards fly to the hand (instant animations: not at all)."""
        seat = next((e.seat for e in events
                     if isinstance(e, ev.StepChanged) and e.step == DRAW), None)
        if seat is None or self.match.rules.is_over():
            return
        token = self._drawing_token = object()
        self.drawing_seat = seat

        def drawn() -> None:
            if self._drawing_token is token:
                self.drawing_seat = None

        self.tweens.wait(cards_until + DRAW_LANDS, drawn)

    def sound_for(self, event: Event) -> str:
        if isinstance(event, ev.CardPlayed):
            plate = self.match.rules.observation(event.seat).plates[event.plate]
            if event.taco < len(plate) and is_complete(self.data, plate[event.taco]):
                return "perfect"
            return "drop_ok"
        if isinstance(event, ev.CardDiscarded):
            return "whoosh"
        if isinstance(event, ev.CardPickedUp):
            return "pickup"
        if isinstance(event, ev.CardBurned):
            return "penalty"
        if isinstance(event, ev.CardDrawn | ev.CentreRefilled):
            return "deal"
        return ""

    def open_hand(self, seat: int) -> tuple[int, ...]:
        """The seat's hand, face up in its header: only in a replay watched as everyone's
        cards (else nothing)."""
        if not self.open_hands or not self.replaying:
            return ()
        return self.match.rules.observation(seat).hand

    def watched(self, seat: int | None) -> None:
        """A replay seen from one seat has it at the bottom left, as its player saw it."""
        if seat is not None:
            self.anchor = seat
        self.cards.clear()
        self.sync(animate=False)

    def revealed(self, seat: int) -> None:
        self.anchor = seat
        self.sync(animate=False)

    def hand_closed(self, seat: int) -> None:
        """The turn is over: what is left of the hand goes face down to the seat's header."""
        still = set(self.match.rules.observation(seat).hand)
        to = self.model().zone_point(f"hand:{seat}")
        for i, card in enumerate(c for c in self.hand_shown if c in still):
            self.cards.send_away(card, to, False, i * STAGGER, FLIGHT)
        self.hand_shown = ()

    def news_of(self, events: list[Event]) -> str | None:
        """The line at the bottom keeps to refusals and hints: every move is told once, in
        the "What happened" panel (a move clears what the line said before)."""
        return "" if super().news_of(events) is not None else None

    def history_text(self, event: Event, reader: int | None) -> str | None:
        """A line of the history, said to "you" when the reader made the move or it landed on
        their plate (draws, the middle's refills and a pickup step ending by itself make
        none: `QUIET`)."""
        if isinstance(event, QUIET):
            return None
        return self.phrases.say(event, reader)

    def log_rows(self) -> list[tuple[str, int | None, int]]:
        """The log panel's lines for the viewer: (text, the seat that acted, repeats)."""
        return latest_log_rows((text, getattr(entry.event, "seat", None))
                               for entry in reversed(self.happened.entries)
                               for text in (self.history_text(entry.event, self.viewer),)
                               if text)

    def log_panel(self, model: PartyModel,
                  rows: list[tuple[str, int | None, int]]) -> Box | None:
        """Where the "What happened" panel stands: as tall as its newest rows' lines (a long
        row wraps in the coach's narrow zone; the panel once held one line a row, and a
        Spanish row three lines long showed nothing)."""
        zone = self.log_zone()
        width = round(model.zone(zone).w)
        lines = draw.log_lines(self.services.fonts, width,
                               [(text, count, seat is not None) for text, seat, count in rows],
                               model.log_rows_fit(zone))
        return model.log_box(lines, zone)

    def goal_under(self, model: PartyModel, log_box: Box) -> tuple[Box | None, list[str]]:
        """Where "How to win" stays under a short "What happened" (two seats' tall place,
        the first moves: the panel stood nearly empty once it replaced "How to win"), and
        its first lines that fit there; none once the plays need the room (or with the
        coach, or once the game is over)."""
        if self.coached or self.match.rules.is_over():
            return None, []
        zone = box_of(model.zone(self.log_zone()))
        top = log_box.y + log_box.h + GOAL_UNDER_GAP
        rows = (zone.y + zone.h - top - LOG_HEAD - LOG_FOOT) // LOG_LINE
        if rows < GOAL_UNDER_LEAST:
            return None, []
        goal = goal_lines(model.obs, self.data, self.services.words, rows)[:rows]
        return Box(zone.x, top, zone.w, LOG_HEAD + len(goal) * LOG_LINE + LOG_FOOT), goal

    def curtain_reason(self, seat: int) -> str:
        return self.services.words.gettext(
            "Your turn at the party: play, discard, pick up. Everyone else, look away!")

    # --- input -------------------------------------------------------------------------------
    def handle_table(self, intent: Intent) -> None:
        self.act(self.input.handle(intent, self.model(), self.legal(), self.my_turn()))

    def act(self, asks: list[Play | Refuse]) -> None:
        """Do what the input asks: submit actions; a refused drop snaps home."""
        for ask in asks:
            card = ask.card
            sprite = self.cards.sprites.get(card) if card is not None else None
            if sprite is not None:
                self.tweens.add(sprite, "lift", 0.0, DROP_SETTLE)
            if isinstance(ask, Refuse):
                if ask.reason:
                    self.refuse(self.services.words.gettext(ask.reason))
                self.snap_back(ask.card)
            elif not self.submit(ask.action) and card is not None:
                self.input.refused = ask.place  # glows red while the reason shows
                self.input.refused_card = card  # and so does the card, named by it
                refusal = self.match.check(ask.action)
                if refusal is not None and not isinstance(refusal.why, no.NotYourTurn):
                    self.feedback.refusal = card_refusal(
                        self.services.words, self.data.card(card).name,
                        self.phrases.refusal(refusal.why, self.viewer))
                self.snap_back(card)

    def snap_back(self, card: int) -> None:
        self.cards.snap_back(card, self.model().spots.get(card))

    # --- per frame -----------------------------------------------------------------------------
    def update_play(self, dt: float) -> None:
        super().update_play(dt)
        model = self.model()
        self.input.rest(dt, model, self.cards.placement())
        drag = self.input.drag
        dragged = self.input.dragged()
        self.cards.ease(dt, self.input.lifts(model, self.my_turn()), dragged,
                        drag.state.item_pos if dragged is not None and drag.state else None)

    # --- holding still -----------------------------------------------------------------------
    def explained(self) -> tuple[tuple, tuple[int, int] | None] | None:
        """What the table explains now (the thing the pointer rests on or the keys are on),
        and where the pointer is."""
        focused = None
        if self.keyboard_mode and self.my_turn():
            focused = self.input.focused(self.model(), self.legal())
        return self.input.explaining(self.keyboard_mode, focused)

    def focus_said(self) -> str | None:
        """Narration: what the keys' focus rests on and what it may do."""
        if not self.my_turn():
            return None
        model, legal = self.model(), self.legal()
        focused = self.input.focused(model, legal)
        if focused is None or self.viewer is None:
            return None
        picked = self.input.selected
        return focus_words(focused, self.data, model.obs,
                           [seat.name for seat in self.match.setup.seats], self.scores(),
                           self.input.focus_items(model, legal), self.viewer,
                           {spec.name: spec.label for spec in self.input.steps.specs},
                           legal_places(picked, legal) if picked is not None else set(),
                           self.services.words)

    def explanation(self, canvas_width: int) -> Element | None:
        """The tooltip of what is explained now (see `explain.py`)."""
        shown = self.explained()
        if shown is None:
            return None
        thing, pointer = shown
        model = self.model()
        names = [seat.name for seat in self.match.setup.seats]
        lines = explain(thing, self.data, model.obs, names, self.scores(), self.services.words)
        if not lines:
            return None
        beside = None
        if pointer is None:
            if thing[0] == "card" and thing[1] in self.cards.sprites:
                beside = self.cards.sprites[thing[1]].rect
            elif thing[0] == "seat":
                beside = pygame.Rect(box_of(model.header_rect(thing[1])))
        return draw.tooltip(self.style(), lines, pointer, beside, canvas_width)

    # --- drawing ---------------------------------------------------------------------------------
    def lit_chip(self) -> int:
        """Which step chip is lit: Draw while drawn cards fly to a hand, else the rules'
        step (none once the game is over)."""
        if self.match.rules.is_over():
            return len(STEP_CHIPS)
        if self.drawing_seat is not None:
            return chip_index(DRAW)
        return chip_index(self.obs().step)

    def step_notes(self, model: PartyModel) -> tuple[str, ...]:
        """What the step panel says under its chips: who draws, what to burn (whose turn it
        is, the top bar says)."""
        over = self.match.rules.is_over()
        seats = self.match.setup.seats
        notes = []
        _ = self.services.words.gettext
        if self.drawing_seat is not None and not over:  # whose turn: the top bar alone
            notes.append(_("{name} draws").format(name=seats[self.drawing_seat].name))
        if self.my_turn() and model.obs.step == BURN:
            notes.append(self.device_words(_("Click the card to burn"),
                                           _("{left_right} to the card to burn, then {confirm}")))
        return tuple(notes)

    def pickup_owner(self, my_turn: bool) -> int | None:
        """The seat whose pickup the ticket shows when it is not the viewer's: the seat on
        turn (None on the viewer's own turn and once the game is over)."""
        if my_turn or self.match.rules.is_over():
            return None
        return self.model().obs.current

    def pickup_aside(self, model: PartyModel, legal: list[Action], my_turn: bool
                     ) -> tuple[str, int]:
        """What the pickup ticket is and buys, beside the step's buttons (on the viewer's
        turn) or from the chips' left (another seat's, naming it)."""
        if self.match.rules.is_over():
            return ("", 0)
        zone = model.zone("steps")
        left = round(zone.x) + 96
        if my_turn:
            keys = self.input
            keys.words = self.services.words
            keys.offer(model, legal)
            left = max((b.rect.right + 16 for b in keys.steps.buttons), default=left)
        owner = self.pickup_owner(my_turn)
        said = pickup_words(model.obs.step, self.services.words,
                            None if owner is None else self.match.setup.seats[owner].name)
        return draw.pickup_aside(self.services.fonts, model, said, left)

    def elements(self, canvas: pygame.Surface) -> list[Element]:
        style, model, theme, faces = self.style(), self.model(), self.services.theme, self.faces
        obs, legal, my_turn = model.obs, self.legal(), self.my_turn()
        scores = self.scores()
        seats = self.match.setup.seats
        actors = self.match.rules.actors()
        keys = self.input
        focused = keys.focused(model, legal) if self.keyboard_mode and my_turn else None
        names = [seats[seat].name for seat in range(self.players)]
        totals = [scores[seat].total for seat in range(self.players)]
        hands = [self.open_hand(seat) for seat in range(self.players)]
        short = kept_with(model, ("strips short", style.key, tuple(names), tuple(totals),
                                  tuple(hands)),
                          partial(draw.strips_short, style, model, names, totals, hands))
        out = [element for seat in range(self.players)
               for element in kept_with(model, (
                   "seat", seat, style.key, faces, seats[seat].name, self.seat_style(seat),
                   seat in actors, scores[seat].total, self.open_hand(seat), short),
                   partial(draw.seat, style, faces, model, seat, seats[seat].name,
                           self.seat_style(seat), seat in actors, scores[seat].total,
                           self.open_hand(seat), short))]
        if model.viewer is not None and not self.match.rules.is_over():
            hinted = self.feedback.hint_action
            out.append(draw.new_taco_slot(
                style, faces, box_of(model.new_taco_rect(model.viewer)),
                live=my_turn and obs.step == PLAY,
                dashed=not (isinstance(hinted, PlayCard) and hinted.plate == model.viewer
                            and hinted.taco == NEW_TACO)))
            checklist = draw.progress(style, faces, model, model.viewer)
            if checklist is not None:
                out.append(checklist)
        for seat in range(self.players):
            out += draw.taco_places(style, model, seat)
        out += kept_with(model, ("shells", style.key), lambda: draw.shells(style, model))
        out += kept_with(model, ("middle", style.key, faces),
                         lambda: draw.middle(style, faces, model))
        owner = self.pickup_owner(my_turn)
        out.append(draw.steps(style, faces, model, self.lit_chip(), self.step_notes(model),
                              self.pickup_aside(model, legal, my_turn),
                              None if owner is None else self.seat_style(owner)))
        rows = self.per_state(("log rows", id(self.happened), len(self.happened.entries)),
                              self.log_rows)
        log_box = self.log_panel(model, rows)
        if log_box is not None:
            out.append(draw.history(style, faces, log_box,
                                    [(text, count, self.seat_style(seat) if seat is not None
                                      else None) for text, seat, count in rows]))
            goal_box, goal = self.goal_under(model, log_box)
            if goal_box is not None:
                out.append(draw.history(style, faces, goal_box,
                                        [(text, 1, None) for text in reversed(goal)],
                                        self.services.words.gettext("How to win"),
                                        key="how to win"))
        elif not self.coached and not self.match.rules.is_over():  # before the first move
            goal = goal_lines(obs, self.data, self.services.words,
                              model.log_rows_fit(self.log_zone()))
            goal_box = model.log_box(len(goal), self.log_zone())
            assert goal_box is not None
            out.append(draw.history(style, faces, goal_box,
                                    [(text, 1, None) for text in reversed(goal)],
                                    self.services.words.gettext("How to win")))
        note = draw.hand_note(style, model, self.where_hands_are(), self.open_hands)
        if self.open_hands and self.replaying and model.viewer is None:  # every hand, big
            out.append(replay_hands.open_hands(style, faces, model, [
                (seats[seat].name, self.seat_style(seat), self.open_hand(seat))
                for seat in range(self.players)]))
        elif note is not None:
            out.append(note)
        if model.viewer is not None and model.obs.hand:
            out.append(draw.hand_label(style, faces, model, seats[model.viewer].name,
                                       self.seat_style(model.viewer)))
        out.append(draw.number_key(style, faces, model))
        if my_turn:
            out += self.step_button_elements(model, legal)
        hint = self.feedback.hint_action
        highlights = {card: draw.card_highlight(theme, model, card, hint, focused, my_turn)
                      for card in self.cards.order}
        tried = keys.refused_card
        if tried is not None and self.feedback.refusal_time > 0 and tried in highlights \
                and keys.held() != tried:  # the card the refusal names, as its place
            highlights[tried] = signal(Meaning.REFUSED, theme)
        plates = [pygame.Rect(box_of(model.plate_clip(seat))) for seat in range(self.players)]
        clips = {card: plates[seat] for card, seat in model.plate_cards().items()}
        for card, fold in model.fold_clips().items():  # a folded taco: its tab in one band
            clips[card] = clips[card].clip(pygame.Rect(box_of(fold)))
        held = {keys.dragged(), keys.selected} - {None}
        raised = [card for card in self.cards.order if card in held]
        travelling = {id(t.target) for t in self.tweens.tweens if t.attr in ("x", "y")}
        out += kept_with(model, ("fold tabs", style.key, faces),
                         lambda: draw.fold_tabs(style, faces, model))
        out += draw.cards(self.cards, highlights, clips, raised,
                          lambda sprite: id(sprite) in travelling,
                          signal(Meaning.SELECTED, theme))
        out += draw.covered_discs(style, faces, model, self.cards, clips,
                                  lambda card: card in raised
                                  or travelling.__contains__(id(self.cards.sprites[card])))
        out += self.per_state(("rims", style.key), lambda: draw.rims(
            style, faces, model, [self.seat_style(seat)[0] for seat in range(self.players)],
            [scores[seat].tacos for seat in range(self.players)]))
        burning = () if self.match.rules.is_over() else obs.would_burn
        out += draw.marks(style, faces, self.cards, list(keys.marked), burning,
                          lambda card: self.data.card(card).score)
        glowing = keys.glows(model, legal, self.accepts, my_turn, self.keyboard_mode,
                             self.feedback.refusal_time > 0, hint)
        out += draw.glows(theme, model, glowing)
        out += self.popups.elements(style, draw.Z_POPUPS)
        shown = keys.inspecting(self.keyboard_mode)
        if shown is not None:
            panel = draw.inspect(style, faces, model, shown[0], shown[1], seats[shown[0]].name,
                                 keys.pointer)
            if panel is not None:
                out.append(panel)
        if shown is None or not any(e.key == "inspect" for e in out):
            tip = self.explanation(self.table_width)
            if tip is not None:
                out.append(tip)
        return out

    def dim_hand(self, model: PartyModel, my_turn: bool) -> None:
        """The viewer's hand is dimmed (still readable) while another seat is on turn, as
        Taco Loco's is: what is yours to play stands out only on your turn."""
        alpha = 255.0 if my_turn or self.replaying or self.match.rules.is_over() \
            else float(draw.HAND_DIM)
        hand = set(model.hand)
        for card, sprite in self.cards.sprites.items():
            if card in hand:
                sprite.alpha = alpha
            elif sprite.alpha == draw.HAND_DIM:  # a card that left the dimmed hand
                sprite.alpha = 255.0

    def step_button_elements(self, model: PartyModel, legal: list[Action]) -> list[Element]:
        """The step buttons of the player on turn, and the hint's button outlined."""
        keys = self.input
        keys.words = self.services.words
        keys.offer(model, legal)
        focused = keys.focused(model, legal) if self.keyboard_mode else None
        name = focused[1] if focused is not None and focused[0] == "button" else None
        out = keys.steps.elements(self.style(), name, draw.Z_BUTTONS)
        hint = self.feedback.hint_action
        if isinstance(hint, EndPlay | EndPickup) or (isinstance(hint, Discard)
                                                     and not hint.cards):
            hinted = {EndPlay: "end_play", EndPickup: "finish"}.get(type(hint), "keep")
            names = keys.steps.names()
            if hinted in names:
                out.append(draw.button_hint(self.services.theme,
                                            keys.steps.buttons[names.index(hinted)].rect))
        return out

    def accepts(self, action: Action) -> bool:
        """Whether the rules would take `action` now."""
        return self.match.check(action) is None

    def place_rect(self, name: str) -> pygame.Rect | None:
        """The coach's places: "hand", "middle", "steps", "plate:<seat>", "rim:<seat>",
        "seat:<seat>", "taco:<seat>:<index>", "sale:<card key>" (a card for sale, its glow
        inside the outline)."""
        model = self.model()
        self.coach_sale = None
        if name.startswith("sale:"):  # the card the coach asks for, not the middle's tag
            key = name.split(":", 1)[1]
            cards = [card for card in model.obs.centre if card is not None
                     and card in model.spots and model.data.card(card).key == key]
            if not cards:
                return None
            self.coach_sale = cards[0]
            return resting_rect(model.spots[cards[0]]).inflate(16, 16)  # round its glow
        zones = {"hand": "hand", "middle": "centre", "steps": "steps"}
        if name in zones:
            rect = pygame.Rect(box_of(model.zone(zones[name])))
            if name == "hand" and HAND_HIGH in model.zones:  # the cards in a row under its
                # top: the outline round them clear of the step's buttons and the bottom row's
                rect = pygame.Rect(rect.x, rect.y + 1, rect.w,
                                   min(rect.bottom, BUTTON_ROW_Y - HAND_RING_OUT) - rect.y - 1)
            elif name == "hand":  # the fanned cards' tops lean out over the zone's edge
                rect = rect.unionall([resting_rect(model.spots[card]) for card in model.hand]
                                     or [rect])
            elif name == "middle":  # its outline clear of the discard pile beside it
                rect = pygame.Rect(rect.x + MIDDLE_RING_IN, rect.y, rect.w - MIDDLE_RING_IN,
                                   rect.h)
            return rect
        kind, *numbers = name.split(":")
        if not numbers or not all(n.isdigit() for n in numbers) \
                or int(numbers[0]) >= model.players:
            return None
        seat = int(numbers[0])
        if kind == "taco" and len(numbers) == 2:
            box = model.glow_rect(("taco", seat, int(numbers[1])))
            return pygame.Rect(box) if box is not None else None
        found = {"plate": model.plate_area, "rim": model.rim_rect,
                 "seat": model.seat_rect}.get(kind)
        if found is None or len(numbers) != 1:
            return None
        place = pygame.Rect(box_of(found(seat)))
        # a rim's outline hugs it: clear of the tacos standing on it
        return place.inflate(0, -6) if kind == "rim" else place

    def coach_covers(self, box: pygame.Rect | None) -> None:
        """The coach's panel over the "What happened" zone: the log goes where the map puts
        it meanwhile (above the top plate at two seats), never hidden under it."""
        log = self.zones["log"]
        was = self.coached
        self.coached = box is not None and box.colliderect(
            pygame.Rect(round(log.x), round(log.y), round(log.w), round(log.h)))
        if self.coached != was and "log-coached" in self.zones:
            self.sync(animate=False)  # the plate under the moved log lays its tacos below it
        if box is not None:  # the coach welcomes and tells each move's outcome: no line at
            self.feedback.last_text = ""  # the bottom over its outlines (refusals still show)

    def log_zone(self) -> str:
        """The zone the "What happened" panel stands in now: above the top plate while the
        coach covers its own place and it has lines to show (before the first move it shows
        none, and the top plate keeps its whole height (a tutorial's first step squeezed
        Rosa's plate into a 230 px column beside empty felt))."""
        moved = self.coached and "log-coached" in self.zones and bool(self.per_state(
            ("log rows", id(self.happened), len(self.happened.entries)), self.log_rows))
        return "log-coached" if moved else "log"

    def coach_in_front(self) -> list[pygame.Rect]:
        """The coach's outline passes behind every plate's score rim and name strip and the
        table's buttons (Scores, Aid, Hint, Undo, the step's), the pickup ticket, the step
        chips, the cards for sale and the middle's "For sale" tag: a taco's points, a name,
        a button, the pickup and a word stay whole (the hand's outline ran across the
        ticket's word)."""
        model = self.model()
        rims = [pygame.Rect(box_of(model.rim_rect(seat))) for seat in range(self.players)]
        rims += [pygame.Rect(box_of(model.header_rect(seat))) for seat in range(self.players)]
        rims.append(pygame.Rect(box_of(model.coin_rect())).inflate(4, 4))
        steps = [button.rect.copy() for button in self.input.steps.buttons] \
            if self.my_turn() else []
        chips = draw.step_chip_rects(pygame.Rect(box_of(model.zone("steps"))))
        chips.append(pygame.Rect(model.middle_label_box()))  # "For sale" beside a sale card
        sale = [pygame.Rect(resting_rect(model.spots[card])) for card in model.obs.centre
                if card is not None and card in model.spots]  # (the steps' outline ran
        # across their feet: their costs and likes)
        return rims + [button.rect.copy() for button in self.buttons()] + steps \
            + self.lit_middle(model) + chips + sale

    def lit_middle(self, model: PartyModel) -> list[pygame.Rect]:
        """Every pixel of the middle cards' glows while they glow (yours to buy or burn, or
        the hint's): the coach's outline passes behind them and its arrow runs clear of them
        (the steps' outline ran over their striped feet, its arrow beside their stripes)."""
        theme, hint = self.services.theme, self.feedback.hint_action
        my_turn = self.my_turn()
        return [reach(resting_rect(model.spots[card])) for card in model.obs.centre
                if card is not None and card in model.spots
                and draw.card_highlight(theme, model, card, hint, None, my_turn) is not None]

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """The coach's arrow crosses none of the table's words and numbers: the piles and
        their counts, the pickup coin, the hand's tag and key, the buttons, the "What
        happened" panel and the plates' name strips (a rim it may cross; where no arrow is
        clear, the outline says where)."""
        model = self.model()
        boxes = [model.zone(name) for name in ("deck", "discard")]
        out = [pygame.Rect(box_of(box)) for box in boxes]
        out += [pygame.Rect(box_of(model.coin_rect())),
                pygame.Rect(model.hand_label_box()), pygame.Rect(model.key_box())]
        rows = self.per_state(("log rows", id(self.happened), len(self.happened.entries)),
                              self.log_rows)
        log = self.log_panel(model, rows)
        if log is not None:  # its lines, wherever it stands
            out.append(pygame.Rect(log))
        out += [pygame.Rect(box_of(model.header_rect(seat)))  # names, tacos done, points
                for seat in range(self.players)]
        pointed = [] if self.coach_sale not in model.spots else \
            [reach(resting_rect(model.spots[self.coach_sale]))]  # the arrow's own card
        out += [pygame.Rect(model.middle_label_box())] + [
            lit for lit in self.lit_middle(model) if lit not in pointed]
        out += [pygame.Rect(resting_rect(model.spots[card])) for card in model.obs.centre
                if card is not None and card in model.spots and card != self.coach_sale]
        # (every card for sale: an arrow down across the row ran between two of them, its
        # head on a cost; where none reaches a place clear of them, the outline says where)
        for card, (x, y) in zip(model.obs.centre, model.centre_points(), strict=True):
            if card is None:  # an empty place for sale, whole: an arrow down its middle
                # read as crossing a card's place (a reviewer, the tutorial's Finish step)
                slot = pygame.Rect(0, 0, MIDDLE.width, MIDDLE.height)
                slot.center = (round(x), round(y))
                out.append(slot)
        return out + [button.rect.copy() for button in self.buttons()]

    def chrome(self, canvas: pygame.Surface) -> list[Element]:
        """The kit's chrome, its top bar without the step's pill while the game runs: the step
        panel's lit chip says the step (narration still says it, from `status_text`)."""
        step, prompt, seat = self.status_text()
        if not self.match.rules.is_over():
            step = ""
            if not self.viewers_turn_said():  # read on from the name's chip: one sentence
                prompt = other_prompt(self.obs(), self.services.words, after_name=True)
        return self.chrome_for(canvas, step, self.controls_said(prompt), seat)

    def coach_talking(self) -> bool:
        """A tutorial's step that asks no move (its welcome, its last words): the learner reads
        the coach and presses Next, as the top bar says (it said to drag cards meanwhile)."""
        match = self.match
        return isinstance(match, CoachedMatch) and match.coach.talking

    def viewers_turn_said(self) -> bool:
        """Whether the top bar tells the viewer what to do (else what another seat does)."""
        return self.obs().current == self.viewer and not self.replaying

    def status_text(self) -> tuple[str, str, int | None]:
        words = self.services.words
        if self.match.rules.is_over():
            return (words.gettext("Game over"), "", None)
        obs = self.obs()
        seat = obs.current
        label = words.gettext(STEP_LABELS.get(obs.step, obs.step))
        if self.viewers_turn_said() and self.coach_talking():  # the bar asked for a move
            return (label, words.gettext(COACH_READ), seat)  # the coach's Next came first
        if self.viewers_turn_said():
            legal = self.legal()
            can_play = any(isinstance(a, act.PlayCard) for a in legal)
            can_pick = any(isinstance(a, act.Pickup) for a in legal)
            burn = burn_words(self.data, obs.would_burn, words=words)
            return (label, my_prompt(obs, self.keyboard_mode, can_play, self.input.targeting,
                                     can_pick, burn, words), seat)
        return (label, other_prompt(obs, words), seat)

    # --- screenshots -----------------------------------------------------------------------------
    def demo_refusal(self) -> None:
        """For screenshots: try an illegal drop so the refusal shows (a card on one of my
        tacos the rules refuse, else on another's plate, at every seed and seat count)."""
        model = self.model()
        viewer = model.viewer
        if viewer is None:
            return
        if self.my_turn() and model.obs.step == PLAY:
            legal = self.legal()
            places = [place for place, _ in reversed(model.drop_zones())]
            for mine in (True, False):
                for card in model.hand:
                    allowed = legal_places(card, legal)
                    for place in places:
                        if (place[1] == viewer) != mine:
                            continue
                        action = action_for(self.data, viewer, card, place)
                        # (an Empty Taco dropped on a taco starts a new one: legal)
                        if isinstance(action, act.PlayCard) and place_of(action) not in allowed:
                            self.act(self.input.drop(card, place, model))
                            return
        if model.hand:  # nothing the rules refuse: a card let go off every drop zone
            self.act(self.input.drop(model.hand[0], None, model))

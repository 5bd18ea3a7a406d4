"""The ¡Taco Fight! table: up to four people fight at once on one screen, bots fill the rest.

Every device (mouse, left keys, right keys, gamepads) drives one seat through `devices.py`;
`input.py` turns its intents into actions for that seat; the rules advance only through
`Match.step_bots` by the loop's fixed steps, so pausing (the pause menu freezes this scene)
stops the hourglass.

The scene wires the table's parts: `layout.py` (where everything sits), `view_model.py` (what the
table shows now, as plain data), the drawing modules (`draw_board.py`, `draw_middle.py`,
`hourglass.py`, `draw_over.py`, and `bars.py` for its own look of the kit's
chrome), `input.py`, and `motion.py` on the kit's card layer; it animates the events.
"""

from __future__ import annotations

import math
from dataclasses import replace
from typing import Any

import pygame

from tabletop.core.actions import Action, Event
from tabletop.core.errors import IllegalAction
from tabletop.core.game import BOT, HUMAN
from tabletop.core.language import Countable, CountWord
from tabletop.core.scoring import events_of
from tabletop.engine.scene import Scene
from tabletop.games.taco_fight.rules import actions as A
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules.clock import seconds_to_steps, steps_to_seconds
from tabletop.games.taco_fight.rules.observation import Observation, TableView
from tabletop.games.taco_fight.table import (
    bars,
    draw_board,
    draw_history,
    draw_middle,
    draw_over,
    explain,
    phone,
)
from tabletop.games.taco_fight.table import controller as ctl
from tabletop.games.taco_fight.table import hourglass as glass
from tabletop.games.taco_fight.table.board import BoardGeometry
from tabletop.games.taco_fight.table.bot_marks import (
    MARK_SECONDS,
    BotMark,
    BotMarks,
    describe,
    tag_z,
)
from tabletop.games.taco_fight.table.devices import (
    MOUSE,
    PAD_PAUSE,
    PAD_PLAYS,
    DeviceHub,
    device_label,
    prep_keys,
    seat_tags,
)
from tabletop.games.taco_fight.table.faces import FightFaces, TableArt
from tabletop.games.taco_fight.table.ground import ground
from tabletop.games.taco_fight.table.hourglass import Countdown, GlassArt, Hourglass, pulse_for
from tabletop.games.taco_fight.table.ink import Z_CARDS, Z_FLYING, Z_GLASS
from tabletop.games.taco_fight.table.input import FightInput, Joined, Refuse, Submit
from tabletop.games.taco_fight.table.layout import HEATS, ZONES, FightLayout
from tabletop.games.taco_fight.table.motion import FightCards, Leaving, spots
from tabletop.games.taco_fight.table.phrases import FightWords, counted_runs
from tabletop.games.taco_fight.table.stab_assist import SETTING, StabAssist
from tabletop.games.taco_fight.table.tips import top_bar_tips
from tabletop.games.taco_fight.table.view_model import (
    CLOCK_SIZE,
    CLOCK_WARN_SIZE,
    FightModel,
    SeatFacts,
    beaten_by_seat,
    beaten_words,
    clock_reading,
    clock_text,
    cursor_marks,
    footer,
    ghost_slot,
    pantry_hovered,
    pills,
    plays_by_seat,
    plays_words,
    prompt,
    status_step,
    wave_beaten,
    wave_ring_grow,
)
from tabletop.input import intents as it
from tabletop.input.device_words import pad_in_hand
from tabletop.kit import chrome as kit_chrome
from tabletop.kit.cards import CardLayer, Spot, card_element
from tabletop.kit.chrome import Style
from tabletop.kit.elements import Element
from tabletop.kit.feedback import NEWS
from tabletop.kit.history import Entry
from tabletop.kit.moments import BURST, LAND
from tabletop.kit.narration import ClockCues
from tabletop.kit.retained import RetainedCanvas, merged_sparingly
from tabletop.kit.scene import TableScene
from tabletop.kit.tooltips import Explanation, HoverClock, tooltip
from tabletop.phones.exchange import Pressed
from tabletop.routes import PlayerAid, Results
from tabletop.tutorial.coach import CoachedMatch
from tabletop.ui import palette
from tabletop.ui.card_sprite import CardSprite
from tabletop.ui.tween import LINEAR

STAGGER = 0.05
SEAT_REFUSAL_SECONDS = 2.5
BANNER_SECONDS = 1.4
PREP_STEP_DELAYS = {1: 0.35, 2: 0.5, 3: 0.7, 4: 0.95}
"""When each automatic prep step starts moving cards (seconds after the fight ends)."""
PREP_SETTLE = 1.4
"""Bots wait this long into a prep (they watch the automatic steps too) before acting."""
SOUNDS = {
    E.Flipped: "flip", E.KitchenTurnedOver: "whoosh", E.Built: "drop_ok", E.Smashed: "pop",
    E.StabProgress: "stab", E.TacoEaten: "perfect", E.Grabbed: "deal", E.Given: "pickup",
    E.PantryShuffled: "whoosh", E.TacoHeld: "penalty", E.PhaseStarted: "sand",
}
PLAYS_SECONDS = 8.0
"""How long Tab or a stick press shows the latest plays over the middle column (three or four
boards leave room for a strip of them only); the fight runs on meanwhile."""
PLAYS_LINES = 8
"""The newest plays shown on demand (the boards round them stay in sight)."""
BAND_SHARE = 30 / 109
"""How much of a card's height its value band takes (the faces' design: 30 of 109)."""
COACH_GAP = 10
"""Room between the history's last line and a tutorial coach's panel under it."""
GLASS_ROOM_GAP = 4
"""How far the hourglass's room (its last seconds' glow) reaches past its zone, and stops
short of the clock or the wave track below it."""
UNTOLD = (E.Flipped, E.StabProgress, E.KitchenTurnedOver, E.PantryShuffled, E.PrepMoved)
"""Plays too small or too many for the history (every flip, every tap of a fork): the bots'
tags show them as they happen."""
STRIP_SMALL = (E.Flipped, E.KitchenTurnedOver, E.PantryShuffled)
"""Small plays the strip at the bottom tells when they are newer than its newest told play
and that play is old news (a fight the bots only flipped in since said just "Fight 2!")."""
HISTORY_KEPT = 40
"""Lines of the history the table keeps at hand (the panel shows as many as fit)."""
TOOLTIP_LINES = 6
"""Lines of the history the strip at the bottom explains itself with on hover."""
STRIP_KEPT = 12
"""Plays of this phase the strip is worked out from (it shows the newest few that fit)."""
FRESH_SECONDS = 10.0
"""How long a play stays news on the strip at the bottom (four boards): its newest play is
bright while it is, so a player sees what just happened; with nothing new the latest plays
stay on, all dimmed (the three ways to beat a taco show there before the first play only)."""


COACH_RING = 7
"""How far the tutorial coach's outline stands out from the place it points at (the kit's)."""
FELT_TOP = 48
"""Where the felt starts under the top bar: the coach's outline (its dark edge included)
round a Ready button in a top board's header stays below it."""
COACH_RIM = 5
"""How far inside a board's edge the coach's outline (its dark edge included) stays: clear of
the board's border line (a pantry by the board's side had its outline cross it)."""


def ring_inside(place: pygame.Rect, board: pygame.Rect) -> pygame.Rect:
    """A place on a board as the tutorial coach outlines it: as it is where its outline fits
    inside the board, else drawn in on the sides by the board's edge, so the outline (laid
    `COACH_RING` out from it) runs over the place's own rim, never across the board's border."""
    room = board.inflate(-2 * COACH_RIM, -2 * COACH_RIM)
    ring = place.inflate(2 * COACH_RING, 2 * COACH_RING).clip(room)
    return ring.inflate(-2 * COACH_RING, -2 * COACH_RING) if ring.w > 2 * COACH_RING \
        and ring.h > 2 * COACH_RING else place


def live_pad_ids() -> set[int]:
    """Instance ids of the gamepads really connected now (none without the subsystem)."""
    if not pygame.joystick.get_init():
        return set()
    ids = set()
    for index in range(pygame.joystick.get_count()):
        try:
            ids.add(pygame.joystick.Joystick(index).get_instance_id())
        except pygame.error:
            continue
    return ids


class TacoFightTable(TableScene):
    score_label: CountWord = Countable.ngettext("taco eaten", "tacos eaten")
    scores_action = "fight scores"
    coach_short_arrow = True
    """A tutorial coach points at a place across the busy table with a short arrow beside it
    (`kit.coach.short_arrow`), never one slashing over the hourglass and the other boards."""

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        self.data = match.data
        self.players = len(match.setup.seats)
        self.plates = self.data.plates_per_player
        self.layout = FightLayout(self.players, self.plates)
        self.retained = RetainedCanvas(self.draw_ground, merged_sparingly, keep_area=math.inf)
        # (no kept pictures: a real-time table's panels change every few frames, so taking
        # them cost more than putting them back saved; the benchmark's p99 said so)
        """Changes lie far apart here (four boards play at once): each place is redrawn on
        its own rather than the box round them all."""
        self.glass = Hourglass()
        self.countdown = Countdown()
        self.clock_cues = ClockCues()
        self.stab_assist = StabAssist()
        """Settings → "Taco Fight: one press eats": the stabs the table taps on."""
        """Narration's cues of the waves and the seconds left."""
        self.input = FightInput(DeviceHub(self.players, tuple(self.humans), keys=self.keymap),
                                self.data, self.layout)
        self.cards = CardLayer(self.make_sprite, self.tweens)
        self.motion = FightCards(self.cards, self.tweens, self.layout.place_pos)
        self.parked_bots: dict[int, Any] = {}
        self.bot_marks = BotMarks()
        self.placed_tags: tuple[tuple[Any, ...], list[Element]] | None = None
        """The bots' tags as last placed, and what they were placed for (`bot_tags`)."""
        self.hover_clock: HoverClock[tuple[int, int]] = HoverClock((0, 0))
        """How long the mouse has rested: what it rests on then explains itself."""
        self.focus_clock: HoverClock[tuple[int, int]] = HoverClock((0, 0))
        """How long the latest cursor moved by keys or a pad has rested (on its column's
        centre): what it rests on then explains itself, as under the mouse."""
        self.focused_seat: int | None = None
        """The seat whose cursor the keys or a pad moved last (None: the mouse explains)."""
        """What each bot just did, tagged where it landed for a few seconds."""
        self.played_by_people: set[int] = set(self.humans)
        """Seats a person played at some point (a pad can take a bot's seat): "human" on results."""
        self.seat_refusals: dict[int, tuple[str, float]] = {}
        self.coached: pygame.Rect | None = None
        """Where a tutorial coach's panel lies over the table (the history ends above it)."""
        self.plays_left = 0.0
        self.wake_for(self.hover_clock.due_in, self.focus_clock.due_in,
                      lambda: self.plays_left or None)
        """How much longer the latest plays show over the middle column (see `show_plays`)."""
        self.banner = ""
        self.banner_left = 0.0
        self.reveal_incoming_at = 0.0
        self.bots_wait_until = 0.0
        self.real_pads: set[int] = set()
        self.controls_due = False
        self.high_score_place: int | None = None
        self._clamped: tuple | None = None
        self.boards_kept: dict[int, tuple[TableView, TableArt, tuple,
                                          tuple[list[Element], list[Element]]]] = {}
        """Each board's elements with what they were built from (see `kept_board`)."""
        self._history: tuple[tuple[int, int], tuple[str, ...]] | None = None
        """The history's latest lines, newest first, with the entries they were read from."""
        self.told_at: dict[int, int] = {}
        """The game's step when the history was last told something at each move count."""
        self.last_told: Entry | None = None
        """The history's newest entry when it was last stamped."""
        self._fresh: tuple[tuple[int, tuple[str, ...]], tuple[str, ...]] | None = None
        """`fresh_lines`' last answer and what it was worked out from."""
        self._strip: tuple[tuple, tuple[str, ...]] | None = None
        """`strip_lines`' last lines and what they were worked out from."""
        self._headlines: tuple[object, FightWords] | None = None
        """The words the strip's plays are said in, with the language they are in."""
        self.warm_clock()
        self.humans_had_bots = any(seat in match.bots for seat in self.humans)
        """Bots already in human seats: a screenshot's play-out, not people sitting down."""
        if not pygame.joystick.get_init():
            pygame.joystick.init()  # the app does not start the joystick subsystem itself
        self.reconcile_bots()
        self.sync(animate=False)
        table = self.table
        if table.phase == "prep":
            self.announce(self.services.words.gettext(
                "Wave {wave}: place your tacos, then Ready").format(wave=table.wave))

    # --- the table's pictures (made once for the app by its services) ---------------------------
    @property
    def art(self) -> TableArt:
        services = self.services
        size = self.layout.card
        return services.kept(("taco-fight art", id(self.data), size.name, services.words.code),
                             lambda: TableArt(services.images, services.fonts, self.data, size,
                                              services.words))

    @property
    def faces(self) -> FightFaces:
        return self.art.faces

    @property
    def glass_art(self) -> GlassArt:
        return self.services.kept("taco-fight hourglass", lambda: GlassArt(self.services.images))

    def make_sprite(self, card_id: int, pos: tuple[float, float], face_up: bool) -> CardSprite:
        art = self.art
        card = self.data.card(card_id)
        back = art.faces.attack(card) if card.is_taco else art.faces.back()
        return CardSprite(card_id, art.faces.ingredient(card), back, art.shadow, pos, face_up,
                          art.flips)

    def rescaled(self) -> None:
        """The window changed scale: faces, glass and board are drawn again, cards settle."""
        super().rescaled()
        self.warm_clock()
        self.motion.settle()
        self.sync(animate=False)

    def warm_clock(self) -> None:
        """Render every reading the clock can show in this game's timed phases now (a few
        milliseconds at the table's opening), so a new second costs no text mid-wave."""
        theme, ui = self.services.theme, self.services.fonts
        seen = self.seen()
        longest = max(seen.fight_steps, seen.prep_steps)
        for whole in range(math.ceil(steps_to_seconds(longest)) + 1):
            text = clock_text(whole)
            ui.text(text, CLOCK_SIZE, theme.cream, shadow=theme.shadow)
            if Countdown.warning(whole, True):
                for size in (CLOCK_SIZE, CLOCK_WARN_SIZE):
                    ui.text(text, size, theme.chili, shadow=theme.shadow)

    # --- what the table shows -----------------------------------------------------------------
    @property
    def boards(self) -> list[BoardGeometry]:
        return self.layout.boards

    @property
    def hub(self) -> DeviceHub:
        return self.input.hub

    @property
    def controls(self) -> list[ctl.SeatControl]:
        return self.input.controls

    def seen(self) -> Observation:
        """What the table shows: the public table and the clock (every seat sees the same)."""
        return self.match.rules.observation(0)

    @property
    def table(self) -> TableView:
        return self.seen().table

    def model(self) -> FightModel:
        """What the table shows now, for drawing."""
        seen = self.seen()
        hub = self.hub
        words, keys = self.services.words, self.keymap()
        seats = []
        for seat in range(self.players):
            colour, shape = self.seat_style(seat)
            refusal = self.seat_refusals.get(seat)
            # a replay is played by no device: no keys, no Auto or Ready, no cursor to use
            devices = () if self.replaying else tuple(hub.devices_for(seat))
            tags = seat_tags(devices, words, keys)
            seats.append(SeatFacts(self.seat_name(seat), colour, shape, devices,
                                   refusal[0] if refusal else None,
                                   "" if self.replaying and seat not in self.match.bots
                                   else tags, prep_keys(devices, words, keys)))
        top = self.stack.top if self.stack is not None else None
        covered = top is not None and top is not self and top.freezes_below
        mouse = None if self.replaying else hub.seat(MOUSE)
        return FightModel(seen, tuple(seats), mouse, self.input.hover,
                          self.input.pointer, self.incoming_visible(),
                          frozenset(self.cards.sprites), self.input.cursors(seen.table),
                          self.glass.flipping, covered or self.match.clock_held(),
                          self.time)

    # --- seats, devices and bots ----------------------------------------------------------------
    def reconcile_bots(self) -> None:
        """Seats some device drives are played by people; every other seat by a bot."""
        driven = self.hub.driven()
        self.played_by_people |= driven
        for seat in range(self.players):
            if seat in driven and seat in self.match.bots:
                parked = self.match.person_takes(seat)
                if parked is not None:
                    self.parked_bots[seat] = parked
            elif seat not in driven and seat not in self.match.bots:
                self.match.bot_takes(seat, self.parked_bots.pop(seat, None))

    @property
    def alone(self) -> bool:
        """One seat plays: no words as if a teammate were there."""
        return self.players == 1

    def seat_name(self, seat: int) -> str:
        return self.match.setup.seats[seat].name

    def device_seats(self) -> list[int]:
        return sorted(self.hub.driven())

    # --- scene hooks ------------------------------------------------------------------------
    def enter(self) -> None:
        """The controls screen (new or continued games) comes up on the first update (see
        `update_play`), so a screenshot or the benchmark can first move the game on."""
        self.controls_due = bool(self.humans) and not self.humans_had_bots

    def resume(self) -> None:
        super().resume()
        self.reconcile_bots()
        self.check_pads()

    def open_controls(self, first: bool = False) -> None:
        self.require_stack().push(self.controls_sheet(first))

    def pad_controls(self) -> Scene:
        """F2: every device's keys and which seat it plays (this table's own controls)."""
        return self.controls_sheet(first=False)

    def aid_scene(self) -> Scene:
        """The player aid with its "Gamepad controls" button as at every table (here the
        controls sheet F2 opens: every device's keys), beside the score sheet's."""
        return self.services.routes.scene_for(PlayerAid(self.spec, self.score_sheet,
                                                        self.pad_controls, self.scores_key()))

    def controls_sheet(self, first: bool) -> Scene:
        from tabletop.games.taco_fight.table.controls_scene import ControlsScene

        return ControlsScene(self.services, self, first)

    def handle_table(self, intent: it.Intent) -> None:
        """Every device at once, read by the hub (the kit's pad gate is for turn tables)."""
        if isinstance(intent, it.FocusLost):
            if not self.match.rules.is_over():
                self.open_pause(self.services.words.gettext(
                    "The window lost focus: the hourglass is stopped."))
            return
        if isinstance(intent, it.Command):
            return  # (no other command here: no undo in real time, the hint is H)
        if isinstance(intent, it.Focus) and intent.pad is None or (
                isinstance(intent, it.PadButton) and intent.button in PAD_PLAYS):
            self.show_plays()  # Tab, or a press of a stick
            return
        if isinstance(intent, it.PadButton) and intent.button == PAD_PAUSE:
            self.open_pause()
            return
        if isinstance(intent, it.PadAdded):
            self.pad_added(intent.pad, intent.name)
            words = self.services.words
            self.feedback.last_text = words.gettext(
                "{device} connected: press a button to join.").format(
                device=device_label(f"pad:{intent.pad}", words=words))
            return
        if isinstance(intent, it.PadRemoved):
            self.pad_lost(intent.pad)
            return
        self.handle_play(intent)

    def plays_on_demand(self) -> bool:
        """The felt has no room for the "What happened" panel: Tab or a stick shows it."""
        return self.layout.history is None

    def show_plays(self) -> None:
        """Show the latest plays a while over the middle column (again: hide them)."""
        if self.plays_on_demand():
            self.plays_left = 0.0 if self.plays_left > 0 else PLAYS_SECONDS

    def pad_added(self, pad: int, name: str) -> None:
        self.hub.add_pad(pad, name)
        if pad in live_pad_ids():
            self.real_pads.add(pad)

    def check_pads(self) -> None:
        """A pad unplugged while another screen was on top is noticed on coming back."""
        live = live_pad_ids()
        for pad in sorted(self.real_pads - live):
            self.real_pads.discard(pad)
            self.pad_lost(pad)

    def pad_lost(self, pad: int) -> None:
        self.real_pads.discard(pad)
        seat = self.hub.remove_pad(pad)
        if seat is None:
            return
        self.reconcile_bots()
        if self.match.rules.is_over():
            return
        name = self.seat_name(seat)
        self.open_pause(f"{name}'s gamepad was disconnected. Plug it in and press a button to "
                        f"take the seat back; until then a bot plays for {name}.")

    def handle_play(self, intent: it.Intent) -> None:
        """A device's intent at the boards: the pointer's hover and each seat's move."""
        pointer = isinstance(intent, it.PointerMove | it.PointerDown | it.PointerUp)
        if isinstance(intent, it.PointerMove):
            if self.hover_clock.moved(intent.pos):
                self.focused_seat = None  # the mouse explains again
        elif isinstance(intent, it.PointerDown | it.PointerUp):
            self.hover_clock.rested = 0.0  # a click: what lies there explains itself later
        if self.match.rules.is_over():
            return
        before = [(c.owner, c.slot) for c in self.controls]
        self.act_on(intent)
        if not pointer:
            for control, was in zip(self.controls, before, strict=True):
                if (control.owner, control.slot) != was:
                    self.focus_moved(control.seat)

    def focus_moved(self, seat: int) -> None:
        """`seat`'s cursor moved by keys or a pad: what it lands on explains itself once it
        rests there."""
        control = self.controls[seat]
        self.focused_seat = seat
        self.focus_clock.moved(self.layout.cursor_rect(control.owner, control.slot).center)
        self.focus_clock.rested = 0.0

    def act_on(self, intent: it.Intent) -> None:
        """Each device's intent as its seat's play, refusal or joining."""
        for ask in self.input.handle(intent, self.table, self.incoming_visible()):
            if isinstance(ask, Submit):
                self.submit_for(ask.seat, ask.action)
            elif isinstance(ask, Refuse):
                self.refuse_for(ask.seat, self.services.words.gettext(ask.reason))
            elif isinstance(ask, Joined):
                self.reconcile_bots()
                self.feedback.last_text = self.services.words.gettext(
                    "{device} joins as {name}.").format(
                    device=device_label(ask.device, words=self.services.words),
                    name=self.seat_name(ask.seat))

    # --- acting for a seat ------------------------------------------------------------------
    def submit_for(self, seat: int, action: Action) -> bool:
        try:
            events = self.match.submit(action)
        except IllegalAction as refusal:
            self.refuse_for(seat, self.phrases.refusal(refusal.why, seat))
            return False
        self.input.accepted(seat, action)
        if isinstance(action, A.Stab) and self.one_press_stab():
            self.stab_assist.started(seat, action)
        self.seat_refusals.pop(seat, None)
        self.feedback.clear_hint()
        self.after_events(events)
        return True

    def one_press_stab(self) -> bool:
        """Settings → "Taco Fight: one press eats" (a stab needs no fast taps)."""
        settings = self.services.settings
        return settings is not None and settings.game_value(self.spec, SETTING) == "on"

    def refuse_for(self, seat: int, reason: str) -> None:
        self.seat_refusals[seat] = (reason, SEAT_REFUSAL_SECONDS)
        self.refuse(f"{self.seat_name(seat)}: {reason}")

    # --- phones: each one a seat's controller (see `phone.py`) --------------------------------
    def phone_pressed(self, press: Pressed) -> str | None:
        return phone.pressed(self, press)

    def phones_changed(self) -> None:
        """Seats on phones are driven by them; the mouse and keys go to the others."""
        self.hub.set_phones(self.phones.seats, tuple(self.humans))
        self.controls_due = self.controls_due and bool(self.humans)  # no keys to show then
        self.reconcile_bots()

    def phone_key(self) -> object:
        return phone.key(self)

    # --- holding still ----------------------------------------------------------------------
    # --- what happened ---------------------------------------------------------------------
    def history_text(self, event: Event, reader: int | None) -> str | None:
        """Every seat sees the whole table: each play worth a line in its own words."""
        return None if isinstance(event, UNTOLD) else self.phrases.say(event, reader)

    def after_events(self, events: list[Event]) -> None:
        super().after_events(events)
        self.stamp_told()

    def stamp_told(self, step: int | None = None) -> None:
        """Note when the history was last told something new (for `fresh_lines`)."""
        entries = self.happened.entries
        if entries and self.last_told is not entries[-1]:
            self.last_told = entries[-1]
            self.told_at[entries[-1].move] = self.seen().step if step is None else step
            if len(self.told_at) > 4 * HISTORY_KEPT:
                oldest = entries[0].move
                self.told_at = {m: s for m, s in self.told_at.items() if m >= oldest}

    def fresh_lines(self) -> tuple[str, ...]:
        """The newest of `history_lines` told in the last `FRESH_SECONDS` of play (what the
        strip at the bottom shows)."""
        now = self.seen().step
        stale = seconds_to_steps(FRESH_SECONDS)
        since = max((m for m, at in self.told_at.items() if now - at > stale), default=-1)
        history = self.history_lines()
        key = (since, history)
        if self._fresh is not None and self._fresh[0] == key:
            return self._fresh[1]  # phrased once per new play or line gone stale, not per frame
        fresh = self.happened.lines(None, self.history_text, since=since, last=HISTORY_KEPT)
        lines = history[:len(counted_runs(fresh, self.services.words))] if fresh else ()
        self._fresh = (key, lines)
        return lines

    def strip_text(self, event: Event, reader: int | None) -> str | None:
        """A play as the strip at the bottom says it: in a few words where the history's line
        is long (`FightWords.headline`: "Ana smashes a 3 taco."), else the history's line."""
        if isinstance(event, UNTOLD):
            return None
        words = self.services.words
        kept = self._headlines
        if kept is None or kept[0] is not words:
            kept = self._headlines = (words, FightWords(
                [self.seat_name(s) for s in range(self.players)], self.data, words))
        return kept[1].headline(event) or self.history_text(event, reader)

    def strip_lines(self) -> tuple[tuple[str, ...], bool]:
        """The strip's plays (three or four boards): this phase's newest, newest first, each
        in a few words (`strip_text`; the flips and shuffles since, first, once the newest of
        those is old news), a run of the same play told once with its count; never
        an earlier phase's (the fight's strip led with who got ready at the prep); and whether
        the newest is news (told in the last `FRESH_SECONDS`: it shows brightest)."""
        entries = self.happened.entries
        now = self.seen().step
        stale = seconds_to_steps(FRESH_SECONDS)
        since = max((m for m, at in self.told_at.items() if now - at > stale), default=-1)
        fresh = bool(entries) and entries[-1].move > since
        told = next((e.move for e in reversed(entries) if not isinstance(e.event, UNTOLD)), -1)
        small = told <= since  # (the newest told play is old news: the flips since lead)
        key = (len(entries), id(entries[-1]) if entries else 0, id(self.services.words), small)
        if self._strip is None or self._strip[0] != key:
            said: list[str] = []
            for entry in reversed(entries):  # (phrased from the newest back to the phase's start)
                if len(said) < STRIP_KEPT:
                    text = self.strip_text(entry.event, None)
                    if text is None and small and entry.move > told \
                            and isinstance(entry.event, STRIP_SMALL):
                        text = self.phrases.say(entry.event, None)
                    if text:
                        said.append(text)
                if isinstance(entry.event, E.PhaseStarted):
                    break
            lines = counted_runs(said[::-1], self.services.words)
            self._strip = (key, tuple(reversed(lines)))
        return self._strip[1], fresh

    def history_lines(self) -> tuple[str, ...]:
        """The latest lines of the history, newest first, a run of the same play told once
        with its count (read again only when it grew)."""
        entries = self.happened.entries
        key = (len(entries), id(entries[-1]) if entries else 0)
        kept = self._history
        if kept is None or kept[0] != key:
            lines = counted_runs(self.happened.lines(None, self.history_text,
                                                     last=HISTORY_KEPT),
                                 self.services.words)
            kept = self._history = (key, tuple(reversed(lines)))
        return kept[1]

    # --- what things say about themselves ---------------------------------------------------
    def explained(self) -> tuple[Explanation, tuple[int, int, int, int]] | None:
        """The explanation shown now and what it is by: what the cursor the keys or a pad
        moved last rests on, else what the mouse has rested on (never in a replay, nor over
        the latest plays shown on demand)."""
        if self.replaying or self.plays_left > 0:
            return None
        if self.focused_seat is not None:
            found = self.explain_focus(self.focused_seat) if self.focus_clock.ready else None
        else:
            found = self.explain_at(self.hover_clock.pointer) if self.hover_clock.ready else None
        if found is None:
            return None
        rect = found[1]
        return found[0], (rect.x, rect.y, rect.w, rect.h)

    def explain_focus(self, seat: int) -> tuple[Explanation, pygame.Rect] | None:
        """What `seat`'s cursor is on (an attacking taco, else the plate's pile or the empty
        plate; a held taco) and its words, or None."""
        if not 0 <= seat < len(self.controls):
            return None
        control = self.controls[seat]
        table, data = self.table, self.data
        owner, slot = control.owner, control.slot
        if not 0 <= owner < len(self.boards):
            return None
        board = self.boards[owner]
        if slot >= self.plates:
            held = table.held[owner]
            index = slot - self.plates
            if table.phase != "fight" or index >= len(held):
                return None
            return (explain.held_words(data.card(held[index]), self.services.words),
                    board.mini(index))
        return self.column_words(owner, slot), board.columns[slot]

    def column_words(self, owner: int, slot: int) -> Explanation:
        """A plate's column: the taco attacking it, else its pile's top card, else the plate."""
        table, data = self.table, self.data
        taco = table.attackers[owner][slot]
        pile = table.plates[owner][slot]
        if taco >= 0:
            value = table.plate_values[owner][slot] if pile else -1
            return explain.attacker_words(data.card(taco), data, table.fists[owner][slot], value,
                                          self.services.words, self.alone)
        if pile:
            return explain.ingredient_words(data.card(pile[-1]), self.services.words,
                                            self.alone)
        return explain.plate_words(slot, self.services.words)

    def explain_at(self, pos: tuple[int, int]) -> tuple[Explanation, pygame.Rect] | None:
        """What is at `pos` and its words, or None."""
        table, data, layout = self.table, self.data, self.layout
        words, alone = self.services.words, self.alone
        for board in self.boards:
            if not board.rect.collidepoint(pos):
                continue
            seat = board.seat
            for slot in range(self.plates):
                taco = table.attackers[seat][slot]
                if taco >= 0 and board.attackers[slot].collidepoint(pos):
                    pile = table.plates[seat][slot]
                    value = table.plate_values[seat][slot] if pile else -1
                    return (explain.attacker_words(data.card(taco), data,
                                                   table.fists[seat][slot], value, words,
                                                   alone),
                            board.attackers[slot])
                pile = table.plates[seat][slot]
                if board.plate_rects[slot].collidepoint(pos):
                    said = (explain.ingredient_words(data.card(pile[-1]), words, alone) if pile
                            else explain.plate_words(slot, words))
                    return said, board.plate_rects[slot]
            if board.pantry.collidepoint(pos):
                return explain.pantry_words(table.pantry_sizes[seat], words), board.pantry
            kitchen = table.kitchens[seat]
            if kitchen and board.kitchen.collidepoint(pos):
                return (explain.kitchen_top_words(data.card(kitchen[-1]), len(kitchen), words,
                                                  alone),
                        board.kitchen)
            if table.phase == "fight":
                for i, taco in enumerate(table.held[seat]):
                    if board.mini(i).collidepoint(pos):
                        return explain.held_words(data.card(taco), words), board.mini(i)
            return None
        track = layout.zone("waves")
        if track.collidepoint(pos):
            level = words.gettext(data.difficulty(table.difficulty).name)
            return explain.waves_words(table.wave, table.waves, level, words), track
        stack = layout.stack_rect()
        if stack.collidepoint(pos):
            return explain.stack_words(table.stack_size, data.grab_size, words), stack
        sizes = dict(table.taco_stack_sizes)
        for heat in HEATS:
            deck = layout.taco_deck_rect(heat)
            if deck.collidepoint(pos):
                return explain.deck_words(heat, sizes.get(heat, 0), words), deck
        sink = layout.zone("sink")
        if sink.collidepoint(pos):
            return explain.sink_words(len(table.sink), words, alone), sink
        line = layout.zone("log")
        lines = self.history_lines()
        if layout.strip and line.collidepoint(pos):
            if not lines:  # before the first play the strip shows the three ways
                return explain.ways_words(words), line
            return explain.history_words(lines[:TOOLTIP_LINES], words), line
        return None

    def view_animating(self) -> bool:
        """Real time runs while the sand runs, the glass turns, bots still have prep to do or
        something on the table is timed; only a prep waiting for its people's Ready rests."""
        rules = self.match.rules
        if self.replaying:
            return self.glass.flipping  # a replay's own clock moves it, not this table's
        if rules.is_over() or self.seen().is_timed or self.glass.flipping:
            return not rules.is_over()
        if self.controls_due or self.seat_refusals or self.banner_left > 0 or \
                self.bot_marks.live(self.time):
            return True
        if self.time < self.bots_wait_until or self.time < self.reveal_incoming_at:
            return True
        ready = self.table.ready
        return not all(ready[seat] for seat in self.match.bots)

    # --- time -------------------------------------------------------------------------------
    def animation_scale(self) -> float:
        """Seconds of animation per nominal second at the chosen animation speed."""
        speed = self.tweens.speed
        return 0.0 if speed <= 0 else 1.0 / speed

    def advance(self, dt: float) -> None:
        super().advance(dt)
        if self.match.rules.is_over():
            self.services.sounds.hourglass(None, None)  # the hourglass music ends with the game

    def update_play(self, dt: float) -> None:
        self.hover_clock.advance(dt)
        self.focus_clock.advance(dt)
        self.plays_left = max(0.0, self.plays_left - dt)
        if self.controls_due:
            self.controls_due = False
            if self.stack is not None:
                self.open_controls(first=not self.match.log)
                return
        if self.time < self.bots_wait_until:
            events = self.match.tick(dt)  # the clock runs; bots watch the prep steps
        else:
            events = self.match.step_bots(dt)
        if events:
            self.after_events(events)
        for seat, stab in self.stab_assist.due(dt, self.seen().table.stabs):
            self.submit_for(seat, stab)
        if self.countdown.update(self.seen().time_left, self.clock_running()):
            self.services.sounds.play("tick")
        seen = self.seen()
        self.services.sounds.hourglass(seen.phase, seen.time_left if seen.is_timed else None)
        if self.narrating:
            self.say_clock(seen)
        for seat, (text, left) in list(self.seat_refusals.items()):
            left -= dt
            if left <= 0:
                del self.seat_refusals[seat]
            else:
                self.seat_refusals[seat] = (text, left)
        self.clamp_controls()

    def say_clock(self, seen: Observation) -> None:
        """Narration: each wave and prep as it begins, and the seconds left at 20, 10 and 5."""
        table, language = seen.table, self.services.words
        words = (language.gettext("Wave {wave} of {waves}: fight!").format(
                     wave=table.wave, waves=table.waves) if seen.phase == "fight"
                 else language.gettext("Prep: get your kitchen ready.")
                 if seen.phase == "prep" else "")
        for line in self.clock_cues.heard((table.wave, seen.phase), words, seen.time_left,
                                          seen.is_timed, language):
            self.services.speech.say(line, interrupt=True)

    def narrate(self, events: list[Event]) -> None:
        """Plays come too fast to be said: narration gives the clock's cues instead."""

    def clamp_controls(self) -> None:
        """Keep every cursor on a slot that exists (only when the table or a cursor changed:
        clamping the same cursors on the same table changes nothing)."""
        table = self.table
        controls = self.controls
        cursors = tuple((c.owner, c.slot, c.carry) for c in controls)
        clamped = self._clamped
        if clamped is not None and clamped[0] is table and clamped[1] == cursors:
            return
        for control in controls:
            ctl.clamp(control, table, self.plates)
        self._clamped = (table, tuple((c.owner, c.slot, c.carry) for c in controls))

    def clock_running(self) -> bool:
        return self.seen().is_timed and not self.glass.flipping

    def incoming_visible(self) -> bool:
        return self.time >= self.reveal_incoming_at

    def announce(self, text: str) -> None:
        """A phase banner across the table for a moment (an animation: speed applies)."""
        self.banner = text
        self.banner_left = 1.0
        self.tweens.add(self, "banner_left", 0.0, BANNER_SECONDS, LINEAR)

    # --- events and sprites -------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        before = dict(self.cards.sprites)  # the cards shown before these events
        origins: dict[int, Spot] = {}
        leaving: dict[int, Leaving] = {}
        sounds: list[str] = []
        for event in events:
            sound = SOUNDS.get(type(event))
            if sound:
                sounds.append(sound)
            if isinstance(event, E.Verdict):
                self.motion.stamps[event.taco] = event.result
                if event.result == "standing":
                    sounds.append("ruined")
                self.verdict_moment(event, before)
            elif isinstance(event, E.PhaseStarted):
                self.phase_started(event)
            elif isinstance(event, E.CardsMoved):
                self.card_motion(event, before, origins, leaving)
            self.mark_bot_play(event)
        for name in dict.fromkeys(sounds):
            self.services.sounds.play(name)
        self.sync(animate=True, origins=origins, leaving=leaving)

    def verdict_moment(self, verdict: E.Verdict, before: dict[int, Any]) -> None:
        """A smashed attacker bursts where it stood, a blocked one lands on the plate (the
        stamp then says which); one left standing has its sound and stamp only."""
        moment = {"smashed": (BURST, palette.LIME), "blocked": (LAND, palette.SKY)}.get(
            verdict.result)
        sprite = before.get(verdict.taco)
        rect = self.layout.taco_rect(self.table, verdict.taco)
        centre = (sprite.x, sprite.y) if sprite is not None else rect.center if rect else None
        if moment is not None and centre is not None:
            self.celebrate(moment[0], centre, moment[1])

    def mark_bot_play(self, event: Event, when: float | None = None) -> None:
        """Tag a bot's play where it landed (only the table's drawing waits on it, never a
        bot); `when`: the table's time it happened, if not now."""
        seat = getattr(event, "seat", None)
        if seat is None or seat not in self.match.bots:
            return
        told = describe(event, self.seat_name(seat), self.data, self.services.words)
        if told is not None:
            self.bot_marks.add(seat, told[0], told[1], self.time if when is None else when)

    def footer_ends(self, model: FightModel) -> dict[int, int]:
        """Each board's footer: how far right it shows something (past it, room for tags)."""
        style = self.style()
        return {board.seat: draw_board.footer_end(style, board, footer(
            model, self.data, board.seat, style.words)) for board in self.boards}

    def bot_tags(self, table: TableView, ends: dict[int, int] | None = None) -> list[Element]:
        """The tags of what the bots just did (`place_tags`), placed again only when a tag,
        the place it marks, the plates or the footers changed (not in every frame of a
        fight: placing them tries many spots)."""
        if ends is None:
            ends = self.footer_ends(self.model())
        marks = tuple(self.bot_marks.live(self.time))
        places = tuple(self.tag_place(table, mark) for mark in marks)
        style = self.style()
        key = (marks, tuple(None if rect is None else tuple(rect) for rect in places),
               tuple(tuple(bool(plate) for plate in table.plates[board.seat])
                     for board in self.boards),
               tuple(sorted(ends.items())), style, style.ui.scale, self.services.display.k)
        placed = self.placed_tags
        if placed is None or placed[0] != key:
            placed = self.placed_tags = (key, self.place_tags(style, table, marks, places, ends))
        return list(placed[1])

    def tag_place(self, table: TableView, mark: BotMark) -> pygame.Rect | None:
        """The place a bot's tag marks: the taco or the card's place (None: the taco went)."""
        if mark.place.startswith("taco:"):
            return self.layout.taco_rect(table, int(mark.place.split(":")[1]))
        return self.layout.place_rect(mark.place)

    def place_tags(self, style: Style, table: TableView, marks: tuple[BotMark, ...],
                   places: tuple[pygame.Rect | None, ...], ends: dict[int, int]
                   ) -> list[Element]:
        """The tags of what the bots just did: the newest placed first, an older one slid
        along its row clear of it, or where its row has no room, in its board's footer strip
        past what the footer shows (`ends`; left out only when that strip is full too)."""
        out: list[Element] = []
        placed: list[pygame.Rect] = []
        for mark, rect in reversed(list(zip(marks, places, strict=True))):
            if rect is None:
                continue
            board = next((b for b in self.boards if b.rect.collidepoint(rect.center)), None)
            # (inside its board's border, never across it)
            bounds = board.rect.inflate(-8, -8) if board is not None else kit_chrome.FELT_AREA
            # (a tag off the boards stays on the felt; on a board, clear of its empty plates
            # where its row has room, else clear of their numbers at least)
            # and never over a covered plate's number badge, its own plate's included)
            discs: list[pygame.Rect] = []
            numbers: list[pygame.Rect] = []
            badges: list[pygame.Rect] = []
            if board is not None:
                for slot in range(self.plates):
                    if table.plates[board.seat][slot]:
                        badges.append(draw_board.plate_badge_box(board, slot).inflate(4, 4))
                    else:
                        discs.append(draw_board.plate_disc_box(self.art, board, slot))
                        numbers.append(draw_board.plate_number_box(style, board, slot))
            # (the pantry and the kitchen are lone narrow cards at the board's edge: a tag
            # over one wraps to two lines, hides the card just flipped and sticks out past
            # its border, so their tags go to the footer strip)
            rows: tuple[list[pygame.Rect], ...] = () if mark.place.startswith(
                ("pantry:", "kitchen:")) and board is not None else (discs, numbers)
            for keep_clear in rows:
                clear = [box for box in keep_clear if not rect.contains(box)] + badges + placed
                tag = draw_over.bot_tag_rect(style, rect, mark.text, bounds, clear)
                if tag.collidelist(clear) >= 0:  # too long for its row here: on two lines
                    tag = draw_over.bot_tag_rect(style, rect, mark.text, bounds, clear, True)
                if tag.collidelist(clear) < 0:
                    break
            else:  # (never moved up or down onto a card's value or name)
                spare = None if board is None else draw_over.footer_tag_rect(
                    style, mark.text, board.footer, ends.get(board.seat, board.footer.x) + 10,
                    placed)
                if spare is None:
                    continue
                tag = spare
            placed.append(tag.inflate(4, 4))
            out.append(draw_over.bot_tag(style, mark.place, rect, mark.text,
                                         self.seat_style(mark.seat), bounds, tag_z(mark),
                                         tag))
        return out

    def phase_started(self, event: E.PhaseStarted) -> None:
        self.glass.flip(self.tweens)
        self.countdown.last = None
        if event.phase == "prep" and event.wave > 1:
            self.services.sounds.play("wave_won")  # the wave before was held
        if event.phase == "fight":
            self.announce(self.services.words.gettext("Fight {wave}!").format(wave=event.wave))
            return
        self.bots_wait_until = self.time + PREP_SETTLE * self.animation_scale()
        for control in self.controls:
            ctl.home(control)
        if event.seconds:
            self.announce(self.services.words.gettext(
                "Wave {wave}: {seconds} s to place your tacos").format(
                wave=event.wave, seconds=f"{event.seconds:g}"))
        else:
            self.announce(self.services.words.gettext(
                "Wave {wave}: place your tacos, then Ready").format(wave=event.wave))

    def card_motion(self, event: E.CardsMoved, before: dict[int, CardSprite],
                    origins: dict[int, Spot], leaving: dict[int, Leaving]) -> None:
        delay = 0.0
        if isinstance(event, E.PrepMoved):
            delay = PREP_STEP_DELAYS.get(event.step, 0.0)
        elif isinstance(event, E.TacoHeld):
            delay = PREP_STEP_DELAYS[3]
        if isinstance(event, E.PrepMoved) and event.step == 4:
            self.reveal_incoming_at = self.time + (delay + 0.4) * self.animation_scale()
        place = self.layout.place_pos
        start = place(event.src)
        for card in event.cards:
            if card not in before:
                origins[card] = Spot(start[0], start[1], False)
            leaving[card] = Leaving(event.dst, delay)
        if isinstance(event, E.Grabbed | E.Given | E.PrepMoved) and event.cards and \
                all(c not in before for c in event.cards):
            for i, card in enumerate(event.cards[-3:]):
                self.motion.fly_new(card, start, place(event.dst), delay + i * STAGGER)

    def sync(self, animate: bool = True, origins: dict[int, Spot] | None = None,
             leaving: dict[int, Leaving] | None = None) -> None:
        """Move every visible card toward where the rules say it is; cards leaving view fly."""
        self.motion.sync(spots(self.table, self.boards), animate, origins, leaving)

    # --- drawing ----------------------------------------------------------------------------
    def elements(self, canvas: pygame.Surface) -> list[Element]:
        style, art, layout = self.style(), self.art, self.layout
        model = self.model()
        table = model.table
        out = [draw_board.outline(board, model.seats[board.seat].colour,
                                   bool(model.seats[board.seat].devices))
                for board in self.boards]
        out += self.clock_elements(model)
        boards = [self.kept_board(model, board, style, art) for board in self.boards]
        for parts, _pills in boards:
            out += parts
        # Every card at one z: the canvas keeps their order (a card gone leaves the others be).
        sprites = self.cards.sprites
        out += [card_element(sprites[card], Z_CARDS) for card in self.cards.order
                if card in sprites]
        tags = self.bot_tags(table, self.footer_ends(model))
        for _parts, on_tacos in boards:  # (a bot's tag keeps clear of a plate's number)
            out += on_tacos
        out += self.stab_elements(model)
        for sprite in self.cards.flying:  # each with its stamp, in the order they took off
            out.append(card_element(sprite, Z_FLYING, ("flying", id(sprite))))
            verdict = self.motion.stamps.get(sprite.id)
            if verdict and sprite.alpha > 200:
                out.append(draw_over.stamp(style, id(sprite), sprite.rect.center, verdict,
                                           Z_FLYING))
        out += self.ghosts(model, style)
        for i, mark in enumerate(cursor_marks(model, self.plates)):
            out.append(draw_over.cursor(style, i, mark.seat,
                                        layout.cursor_rect(mark.owner, mark.slot), mark.ring,
                                        self.seat_style(mark.seat), mark.moving,
                                        layout.boards[mark.owner].row_labels[0].right))
        out += tags
        if layout.history is not None:
            told = draw_history.history(style, self.history_room(), self.history_lines())
            if told is not None:
                out.append(told)
        elif self.feedback.line()[1] == NEWS:  # (a refusal or the hint takes the strip a while)
            lines, fresh = self.strip_lines()  # (this phase's plays stay on, dimmed, when stale)
            out.append(draw_history.strip(style, layout.zone("log"), lines, fresh))
        if layout.history is None and self.plays_left > 0:
            told = draw_history.history(style, layout.shown_history,
                                        self.history_lines()[:PLAYS_LINES], over=True)
            if told is not None:
                out.append(told)
        hinted = self.feedback.hint_action
        target = layout.hint_rect(hinted, table)
        if target is not None:  # (the stack's ring hugs its card: its name and count are close)
            out.append(draw_over.hint(style, target, draw_over.HINT_HUG
                                      if isinstance(hinted, A.Grab) else draw_over.HINT_REACH))
        shown = self.explained()
        if shown is not None:
            out.append(tooltip(style, shown[0], pygame.Rect(shown[1]), canvas.get_size()))
        if self.banner and self.banner_left > 0:
            out.append(draw_over.phase_banner(style, self.banner, self.banner_left,
                                              canvas.get_size()))
        return out

    def draw_ground(self, canvas: pygame.Surface, region: pygame.Rect) -> None:
        """The felt with the boards' and the middle column's panels printed on it."""
        services = self.services
        piles = not self.coach_over_middle()  # (under a coach: felt round it, no slivers)
        picture = services.ground(self, ("taco-fight ground", self.players, self.plates,
                                         canvas.get_size(), services.theme, piles),
                                  lambda: ground(canvas, self.style(), self.art, self.layout,
                                                 services.felt_to_print_on, piles))
        canvas.blit(picture, region.topleft, region)

    def glass_room(self) -> pygame.Rect:
        """The hourglass's own part of the middle column, which its last seconds' glow stays
        inside: below the header, above the clock or the wave track, within the column (and
        short of the clock's words where they sit beside it)."""
        layout = self.layout
        zone, clock, waves = (layout.zone(name) for name in ("hourglass", "clock", "waves"))
        below = clock.y if clock.y > zone.y else waves.y
        right = zone.right + (GLASS_ROOM_GAP if clock.x > zone.x else 0)
        left = min(zone.x, waves.x)
        top = zone.y - GLASS_ROOM_GAP
        return pygame.Rect(left, top, right - left, below - GLASS_ROOM_GAP - top)

    def clock_elements(self, model: FightModel) -> list[Element]:
        """The hourglass, the clock and the wave track: they change while the sand runs."""
        seen, style, layout = model.seen, self.style(), self.layout
        left, duration = seen.time_left, seen.duration
        running = model.running
        out = glass.elements(self.glass_art, self.glass, layout.zone("hourglass").center,
                             left / duration if duration else 1.0, running, model.time,
                             0.0 if self.tweens.reduced or wave_beaten(model.table)
                             else pulse_for(left, running), Z_GLASS,
                             self.glass_room())
        reading = clock_reading(model, self.data, self.services.words, self.tweens.reduced)
        out.append(draw_middle.clock(style, layout, reading))
        table = model.table
        out.append(draw_middle.waves(style, layout, table.wave, table.waves, table.phase,
                                     self.data.wave_heats, wave_ring_grow(model),
                                     reading.difficulty))
        art = self.art
        out.append(draw_middle.taco_board(style, art, layout, table.taco_stack_sizes))
        if self.coach_over_middle():
            return out  # (a tutorial's coach over them: their names peeked out above it)
        out.append(draw_middle.stack(style, art, layout, table.stack_size,
                                     model.hover == "stack", self.data.grab_size))
        out.append(draw_middle.sink(style, art, layout, len(table.sink)))
        return out

    def ghosts(self, model: FightModel, style: Style) -> list[Element]:
        """The new taco each driven seat's next play places, faint in the free place its
        cursor is on (prep only)."""
        out = list[Element]()
        for seat in sorted(model.driven):
            slot = ghost_slot(model, seat)
            chosen = model.cursors[seat].chosen
            if slot is not None and chosen is not None:
                out.append(draw_board.ghost(style, self.art, self.data,
                                            self.layout.boards[seat], slot, chosen))
        return out

    def kept_board(self, model: FightModel, board: BoardGeometry, style: Style, art: TableArt
                   ) -> tuple[list[Element], list[Element]]:
        """One board's parts and the pills on its attacking tacos: built again only when the
        table or what the board shows of the seat, the mouse and the cursors changed (between
        two plays the table stays the same object, frame after frame)."""
        table, seat = model.table, board.seat
        prep = table.phase == "prep"
        key = (model.seats[seat], seat == model.mouse_seat, model.pointer if prep else None,
               pantry_hovered(model, seat), model.incoming_visible,
               model.cursors[seat].chosen if prep else None, ghost_slot(model, seat),
               tuple(bool(pile) and pile[-1] in model.shown for pile in table.plates[seat]),
               style.key)
        kept = self.boards_kept.get(seat)
        if kept is not None and kept[0] is table and kept[1] is art and kept[2] == key:
            return kept[3]
        on_cards = [draw_board.pill(style, art, board, label)
                    for label in pills(self.data, table, seat, style.words)]
        on_cards += [draw_board.plate_badge(style, art, board, slot)
                     for slot, pile in enumerate(table.plates[seat]) if pile]
        parts = (self.board_elements(model, board), on_cards)
        self.boards_kept[seat] = (table, art, key, parts)
        return parts

    def board_elements(self, model: FightModel, board: BoardGeometry) -> list[Element]:
        """One board's header, pantry, plates and footer."""
        style, art, data = self.style(), self.art, self.data
        table, seat = model.table, board.seat
        facts = model.seats[seat]
        prep = table.phase == "prep"
        header = replace(facts, refusal=None)  # (a refused play shows once, in the bottom bar)
        out = [draw_board.header(style, art, board, header, prep, table.ready[seat],
                                 table.forks_sunk[seat], seat == model.mouse_seat,
                                 model.pointer),
               draw_board.pantry(style, art, data, board, table.pantry_sizes[seat],
                                 table.kitchens[seat], pantry_hovered(model, seat))]
        attackers, piles = table.attackers[seat], table.plates[seat]
        legal = []
        held = ghost_slot(model, seat)  # (the new taco shown there is never hatched over)
        for slot in range(self.plates):
            pile = piles[slot]
            open_to_people = prep and bool(facts.devices) and attackers[slot] == -1
            if open_to_people and slot != held:
                legal.append(slot)
            out.append(draw_board.plate(style, art, data, board, slot, open_to_people, pile,
                                        bool(pile) and pile[-1] in model.shown))
        out += draw_board.legal_runs(style, board, legal)
        out.append(draw_board.footer(style, art, data, board,
                                     footer(model, data, seat, style.words), facts.colour))
        return out

    def stab_elements(self, model: FightModel) -> list[Element]:
        table, seen = model.table, model.seen
        out = []
        for stabber, stab in enumerate(table.stabs):
            if stab is None:
                continue
            target = self.layout.taco_rect(table, stab.taco)
            if target is None:
                continue
            window = seen.window_steps
            left = max(0.0, 1.0 - (seen.step - stab.started) / window) if window else None
            out.append(draw_over.stab(self.style(), stabber, target, self.seat_style(stabber),
                                      stab.taps, self.data.stab_taps, left))
        return out

    # --- the kit's chrome, in this table's own look -----------------------------------------------
    def chrome(self, canvas: pygame.Surface) -> list[Element]:
        """The top bar, the line at the bottom and the aid's button (no seat's turn: every
        seat plays at once)."""
        _step, what, _seat = self.status_text()
        style = self.style()
        # (no phase chip: the clock under the hourglass says the phase, and the clock or the
        # wave track the wave, once; where the middle has no room for the wave, the chip says it)
        chip = "" if draw_middle.says_the_wave(self.layout) else self.wave_chip()
        out = [bars.status_bar(style, chip, what, self.key_tips(), canvas.get_width())]
        text, kind = self.feedback.line()
        # The news is the history's newest play: the panel or the strip says it, not the line.
        line = bars.history_line(style, text, kind, self.layout.zone("log")) \
            if kind != NEWS else None
        if line is not None:
            out.append(line)
        for i, button in enumerate(self.buttons()):
            out.append(kit_chrome.button(style, button, f"button:{button.label}", False,
                                         button is self.hovered_button, 920.0 + i))
        return out

    def wave_chip(self) -> str:
        """The wave and the difficulty, for the top bar's chip: "Wave 2/6 · Normal"."""
        words, table = self.services.words, self.table
        return words.gettext("Wave {wave}/{waves} · {difficulty}").format(
            wave=table.wave, waves=table.waves,
            difficulty=words.gettext(self.data.difficulty(table.difficulty).name))

    def status_text(self) -> tuple[str, str, int | None]:
        table = self.table
        return (status_step(table, self.services.words), self.prompt(), None)

    def key_tips(self) -> str:
        if self.replaying:
            return self.replay_caption or self.services.words.gettext("Replay")
        return top_bar_tips(pad_in_hand(self.services), self.plays_on_demand(),
                            self.table.phase == "prep", self.services.words, self.keymap())

    def prompt(self) -> str:
        """What everyone is to do now; during a tutorial's prep, what the coach's step asks
        (`coach_prompt`: the top bar said the placing step over every other one, then
        nothing at all)."""
        table = self.table
        if self.coached is not None and table.phase == "prep" and table.ending is None:
            return self.coach_prompt()
        if self.coached is not None and table.phase == "fight" and table.ending is None \
                and self.match.clock_held():  # (not the running fight's instruction)
            return self.coach_prompt(held=True)
        ended = self.phrases.word(table.ending) if table.ending is not None else ""
        return prompt(table, [self.seat_name(s) for s in range(self.players)], ended,
                      self.services.words, self.humans or None, self.data)

    # --- screenshots, hints, results ----------------------------------------------------------
    def jump_to(self, wave: int, seconds_in: float = 15.0, limit: int = 40_000) -> None:
        """Let bots play every seat until `seconds_in` into fight `wave` (or the game ends):
        how screenshots and tests reach a busy late-game table quickly."""
        match = self.match
        rules = match.rules
        stand_ins = [s for s in range(self.players) if s not in match.bots]
        for seat in stand_ins:
            match.bot_takes(seat, match.new_bot(seat, "normal"))
        wanted = round(seconds_in * 60)
        tagged = round(MARK_SECONDS * 60)
        for _ in range(limit):
            seen = rules.observation(0)
            if rules.is_over() or (seen.table.wave >= wave and seen.phase == "fight"
                                   and seen.phase_elapsed >= wanted):
                break
            events = match.step_bots()
            self.happened.told(len(match.log), events)
            self.stamp_told(seen.step + 1)
            late = wanted - seen.phase_elapsed
            if seen.table.wave >= wave and seen.phase == "fight" and late < tagged:
                for event in events:  # the bots' last plays still tagged, as live
                    if getattr(event, "seat", None) not in stand_ins:
                        self.mark_bot_play(event, self.time - late / 60)
        for seat in stand_ins:
            match.person_takes(seat)
        self.reconcile_bots()
        self.controls_due = False
        self.sync(animate=False)
        self.banner = ""
        self.feedback.last_text = "¡Taco Fight!"

    def demo_fight(self, seconds: int) -> None:
        """`seconds` of fighting, 30 to a wave: 12 is 12 s into the first fight, 40 is 10 s
        into the second (the preps between played by bots as well)."""
        wave, seconds_in = divmod(max(0, seconds), 30)
        self.jump_to(wave + 1, float(seconds_in))

    def show_hint(self) -> None:
        """A hint asked at the table: the controls sheet due on the first update stays down
        (the player is looking at the table, where the hint shows)."""
        self.controls_due = False
        super().show_hint()

    def demo_refusal(self) -> None:
        """For screenshots: a play the rules refuse, so the refusal shows (on the table, not
        under the controls sheet that comes up on the first update)."""
        self.controls_due = False
        seat = self.humans[0] if self.humans else 0
        table = self.table
        attempts: list[Action] = []
        if table.kitchens[seat]:
            top = table.kitchens[seat][-1]
            attempts += [A.Build(seat, top, o, p) for o in range(self.players)
                         for p in range(self.plates)]
        attempts += [A.Flip(seat), A.Give(seat, seat), A.Ready(seat)]  # (a flip in prep: a
        # slip a player makes, its reason true at any pantry; giving to yourself read as made up)
        for action in attempts:
            if not self.submit_for(seat, action):
                return

    def place_rect(self, name: str) -> pygame.Rect | None:
        """The coach's places: the middle's zones ("hourglass", "stack", "sink"...), a seat's
        "ready:<seat>", and the places events name ("pantry:0", "kitchen:1", "plate:0:2",
        "attacker:1:0", "incoming:0")."""
        if name in ZONES:
            return self.layout.zone(name)
        kind, _, seat = name.partition(":")
        if kind == "ready" and seat.isdigit() and int(seat) < len(self.layout.boards):
            button = pygame.Rect(self.layout.boards[int(seat)].ready_button)  # (an outline
            # drawn in over the button ran across its word, on its rim it hid in its marigold)
            top = max(button.y, FELT_TOP + COACH_RING + 2)  # (its dark edge 2 px further out)
            return pygame.Rect(button.x, top, button.w, button.bottom - top)  # (a top
            # board's: the outline ran into the top bar; now it laps the button's top rim)
        numbers = name.split(":")[1:]
        if not numbers or not all(n.isdigit() for n in numbers) \
                or int(numbers[0]) >= len(self.layout.boards):
            return None
        return ring_inside(self.layout.place_rect(name),
                           self.layout.boards[int(numbers[0])].rect)

    def coach_covers(self, box: pygame.Rect | None) -> None:
        self.coached = box

    def coach_panel_box(self, box: tuple[int, int, int]) -> tuple[int, int, int]:
        """The tutorial's panel box (its left, the bottom it grows up from, its width): over the
        stack's and the sink's panels, clear of the learner's board and of every bot's, where
        the step points at neither (the history stays in sight under it); else at the
        tutorial's `box`, given on the first board, moved to the same place on a bot's board
        the step neither points at nor waits for (watch Rosa's pantry fill)."""
        match = self.match
        step = match.coach.step if isinstance(match, CoachedMatch) else None
        seat = step.wants.seat if step is not None and step.wants is not None else None
        targets = [rect for rect in (self.place_rect(name) for name in self.coach_places())
                   if rect is not None]
        middle = self.layout.zone("stack").union(self.layout.zone("sink")).inflate(-4, -4)
        if not any(middle.colliderect(target) for target in targets):
            return (middle.x, middle.bottom, middle.w)
        boards = self.layout.boards
        left, bottom, width = box
        first = boards[0].rect
        for board in boards:
            if board.seat in self.humans or board.seat == seat \
                    or any(board.rect.colliderect(target) for target in targets):
                continue
            return (board.rect.x + left - first.x, board.rect.y + bottom - first.y, width)
        return box

    def coach_over_middle(self) -> bool:
        """A tutorial's coach stands over the stack's and the sink's panels: their names and
        counts are left out under it (`coach_panel_box`)."""
        coached, layout = self.coached, self.layout
        return coached is not None and coached.colliderect(layout.zone("stack")) \
            and coached.colliderect(layout.zone("sink"))

    def history_room(self) -> pygame.Rect:
        """The "What happened" panel's room: the layout's, ending above a tutorial coach's
        panel over it (no line half under the coach)."""
        history = self.layout.history
        assert history is not None  # (one or two boards: the felt has room for the panel)
        room = pygame.Rect(history)
        coached = self.coached
        if coached is not None and coached.colliderect(room):
            room.h = max(0, coached.y - COACH_GAP - room.y)
        return room

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """The coach's arrow crosses none of the middle's words (the stack's and the sink's
        names and counts, the decks', the clock, the wave track), nor the hourglass, nor a
        pantry or a kitchen but the one its arrow points at (so none runs across the table or
        over the card a step moves), nor a plate, a taco or an empty taco place beside it (a
        short arrow lay across the next plate), nor the "What happened" panel (one ran up over
        its lines)."""
        pointed = [rect for rect in (self.place_rect(name) for name in self.coach_places()[:1])
                   if rect is not None]
        piles = [pygame.Rect(pile) for board in self.layout.boards
                 for pile in (board.pantry, board.kitchen)]
        coached = self.coached if self.coached is not None else pygame.Rect(0, 0, 0, 0)
        attackers = self.table.attackers
        glass = self.coach_places()[:1] == ("hourglass",)  # (an arrow to it lay over the empty
        piles += [pygame.Rect(rect).inflate(-12, -12) for board in self.layout.boards  # taco
                  for slot, rect in enumerate(board.plate_rects + board.attackers)  # place
                  if (slot < board.plates or glass  # beside it, over its mark)
                      or attackers[board.seat][slot - board.plates] >= 0)
                  and not coached.colliderect(rect)]  # (the cards the panel leaves in sight)
        piles.append(self.layout.zone("hourglass"))
        if self.layout.history is not None:  # (a short arrow to the stack ran up over it)
            piles.append(pygame.Rect(self.layout.history))
        words = self.layout.words_boxes()
        if self.coach_over_middle():  # (left out under the coach: nothing there to keep clear)
            middle = self.layout.zone("stack").union(self.layout.zone("sink"))
            words = [box for box in words if not middle.contains(box)]
        return words + [pile for pile in piles if not any(pile.colliderect(p) for p in pointed)]

    def coach_prompt(self, held: bool = False) -> str:
        """The top bar under a tutorial's coach: read its note and press Next, do what it
        asks, or watch the bot it is waiting for (nothing outside a tutorial); `held`: the
        coach holds a fight's clock, and the bar says so first (it said "Flip, build, smash
        and eat before the sand runs out!" over a stopped hourglass)."""
        match = self.match
        coach = match.coach if isinstance(match, CoachedMatch) else None
        step = coach.step if coach is not None else None
        if coach is None or step is None:
            return ""
        _ = self.services.words.gettext
        seat = step.wants.seat if step.wants is not None else None
        if coach.talking:
            said = (_("Paused for the coach: read its note, then press Next") if held
                    else _("Read the coach's note, then press Next"))
        elif seat is not None and seat in match.bots:
            said = (_("Paused for the coach: watch {name} play") if held
                    else _("Watch {name} play"))
        else:
            said = (_("Paused for the coach: do what it asks") if held
                    else _("Do what the coach asks"))
        return said.format(name=self.seat_name(seat) if seat is not None else "")

    def coach_places(self) -> tuple[str, ...]:
        """The places a tutorial coach's step points at now (none outside a tutorial)."""
        match = self.match
        step = match.coach.step if isinstance(match, CoachedMatch) else None
        return step.places if step is not None else ()

    def show_results(self) -> None:
        from tabletop.games.taco_fight.table.scores_scene import HighScoreScene
        stack = self.require_stack()
        storage = self.services.storage if self.records else None
        if storage is not None:
            storage.finish(self.match)
        results = self.services.routes.scene_for(Results(
            self.spec, self.match, self.result_details(), self.score_label, self.seat_kinds(),
            None if self.replaying else self.phones.hand_over()))
        if not self.match.rules.outcome().winners:
            stack.replace(results)
            return
        place = None
        if storage is not None and not self.replaying:
            place = storage.enter_high_score(self.match, self.table.difficulty,
                                             len(self.table.sink))
        self.high_score_place = place
        stack.replace(HighScoreScene(self.services, self.match, place, results))

    def seat_kinds(self) -> list[str]:
        """Who played each seat, for the results: a person, at any point, or only a bot."""
        return [HUMAN if seat in self.played_by_people else BOT for seat in range(self.players)]

    def result_details(self) -> list[list[str]]:
        table = self.table
        eaten = len(table.sink)
        words = self.services.words
        difficulty = words.gettext(self.data.difficulty(table.difficulty).name)
        details = []
        events = events_of(self.match)
        plays = plays_by_seat(events, self.players)
        beaten = beaten_by_seat(events, self.players)
        for seat in range(self.players):
            # (the forks a seat sent to the sink are its score, said big above: not again;
            # the tacos blocked and smashed at its plates first, so holding them counts too)
            lines = beaten_words(*beaten[seat], words)
            if not self.alone:  # (alone, the team's tacos are the score: said once)
                lines.append(words.ngettext("Team: {count} taco eaten",
                                            "Team: {count} tacos eaten", eaten).format(
                    count=eaten))
            lines.append(words.gettext("{difficulty}, wave {wave} of {waves}").format(
                difficulty=difficulty, wave=table.wave, waves=table.waves))
            held = len(table.held[seat])
            if held:
                lines.append(words.ngettext("Was holding {count} taco",
                                            "Was holding {count} tacos", held).format(count=held))
            details.append(lines + plays_words(*plays[seat], words))
        return details

    def playing_seats(self) -> list[int]:
        return [s for s in range(self.players) if s in self.hub.driven()]

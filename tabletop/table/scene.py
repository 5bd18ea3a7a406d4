"""The table scene every game's table is: the kit's parts wired together.

A game's table subclasses `TableScene` and supplies what only it knows: what is where for the
viewer and how it is drawn (`elements`), how intents become actions (`handle_table`), and how
events are animated (`on_events`). The scene owns the parts every table shares and gives each
what it reads as arguments: who looks (`Seating`), the pace of bots (`TurnPacing`, turn-based
tables only), the history line and the hint (`Feedback`), the turn banner (`Banner`), the top
bar and the table's buttons (`chrome`), and a `RetainedCanvas` that redraws only what changed.
The screenshot hooks are declared here with their defaults.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TypeVar

import pygame

from tabletop.core.actions import Action, Event
from tabletop.core.errors import IllegalAction
from tabletop.core.game import HUMAN
from tabletop.core.match import Match
from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.input.control_words import for_keys, for_pad
from tabletop.input.device_words import say_plain
from tabletop.input.glyph_tokens import plain
from tabletop.input.pad import PadReader, is_pad_input
from tabletop.routes import (
    Curtain,
    PadControls,
    PauseMenu,
    PlayerAid,
    Results,
    ScoreSheet,
    TitleMenu,
)
from tabletop.table import chrome
from tabletop.table.captions import Captions, caption_strip
from tabletop.table.elements import Element
from tabletop.table.feedback import QUIET_EVENTS, Banner, Feedback
from tabletop.table.history import History, Recaps, history_of
from tabletop.table.pacing import Seating, TurnPacing, bot_pace
from tabletop.table.per_state import PerState
from tabletop.table.phones import TablePhones
from tabletop.table.phrases import Phrases, book_of
from tabletop.table.retained import RetainedCanvas
from tabletop.ui import fonts
from tabletop.ui.tween import TweenRunner
from tabletop.ui.widgets import Button

RESULTS_DELAY = 1.2


T = TypeVar("T")


class TableScene(Scene):
    """Base of every game's table."""

    score_label = "score"
    scores_key = "s"
    """The key that opens the score sheet (Taco Fight's keyboard players move with S)."""
    turn_based = True
    """Bots act one at a time at a readable pace and a banner names the seat to act; a
    real-time table (Taco Fight) says False and runs its own clock."""
    records = True
    """Autosaves, replays and statistics keep this game (a tutorial's table says False)."""

    def __init__(self, services, spec, match: Match) -> None:
        super().__init__()
        self.services = services
        self.spec = spec
        self.match = match
        self.captions = Captions()
        """What the sounds say, while the captions setting is on."""
        self.music_cue = spec.music or None
        """The game's own music, as its spec names it (none: the menus' goes on)."""
        self.tweens = TweenRunner(services.animation_speed)
        self.seating = Seating.of([i for i, s in enumerate(match.setup.seats)
                                   if s.kind == HUMAN], private=self.turn_based)
        pads = getattr(services, "pads", None)  # (a test's stand-in services may keep none)
        if pads is not None:  # claims of an earlier game's seats do not carry over to this one
            pads.new_game(tuple(self.seating.humans))
        self.pacing = TurnPacing() if self.turn_based else None
        self.feedback = Feedback("The game continues." if match.log else self.opening_line())
        self.happened = history_of(match) if match.log and self.turn_based else History()
        """Every telling event of the game, for the history a table shows."""
        self.recaps = Recaps()
        self.turn_banner = Banner()
        self.finished_for = 0.0
        self.keyboard_mode = False
        self.pads = PadReader(table=True)
        """A pad's presses and stick as the keyboard's intents (the one mapping of every
        turn-based table; Taco Fight reads its pads itself)."""
        self.pads_used: set[int] = set()
        """Pads that played at this table (unplugging one pauses the game)."""
        self.time = 0.0
        self.replaying = False
        self.replay_caption = ""
        """What a replay shows, for the top bar in place of the keys (set by the replay)."""
        self.open_hands = False
        """Every seat's hand face up: a finished game's replay watched as "everyone's cards"
        (`watch`); never at a live table."""
        self.worked_out = PerState()
        """What the table works out once per state of the game (`per_state`)."""
        self.hint_button = Button(chrome.HINT_SLOT.copy(), label="Hint (H)",
                                  size=fonts.SMALL, on_click=self.show_hint)
        self.undo_button = Button(chrome.UNDO_SLOT.copy(), label="Undo",
                                  size=fonts.SMALL, on_click=self.undo)
        self.aid_button = Button(chrome.AID_SLOT.copy(), label="Aid (F1)",
                                 size=fonts.SMALL, on_click=self.open_aid)
        """Opens the player aid (bottom right, clear of every table's cards and the history
        line, which is centred and at most `chrome.LOG_WIDTH` wide)."""
        self.scores_button = Button(chrome.SCORES_SLOT.copy(),
                                    label=f"Scores ({self.scores_key.upper()})",
                                    size=fonts.SMALL, on_click=self.open_scores)
        """Opens the score sheet (left of the aid's button)."""
        self.hovered_button: Button | None = None
        self.status_seat: int | None = None
        """Whose name the top bar shows (as last drawn)."""
        self.retained = RetainedCanvas(self.draw_ground)
        self.phrases = self.phrase_book()
        """The words of this table: every fact of the rules a player reads goes through it."""
        self.awake = True
        """Step the table to see whether input or time changed anything (cleared by a step that
        changed nothing it shows)."""
        self._look: tuple | None = None
        self.phones = TablePhones(self)
        """Seats played on phones (none unless the players turn phones on)."""

    def rescaled(self) -> None:
        """The window changed scale: everything is drawn again at the new one."""
        self.retained.invalidate()

    def redraw_all(self) -> None:
        self.retained.invalidate()

    # --- who sees what -------------------------------------------------------------------
    @property
    def humans(self) -> tuple[int, ...]:
        return self.seating.humans

    @property
    def viewer(self) -> int | None:
        return self.seating.viewer

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.seating.viewer = seat

    def watch(self, seat: int | None) -> None:
        """What a replay shows: one seat's view (its hand face up, nobody else's), or with
        None everyone's cards. Only a replay may: a live table keeps its privacy."""
        if not self.replaying:
            raise RuntimeError("only a replay shows other players' cards")
        self.viewer = seat
        self.open_hands = seat is None
        self.watched(seat)
        self.redraw_all()
        self.mark_changed()
        self.awake = True
        self.on_events([])
        self.tweens.finish_all()  # the new view at once

    def watched(self, seat: int | None) -> None:
        """The replay now looks from `seat` (None: everyone); a table turns itself to it."""

    @property
    def hot_seat(self) -> bool:
        return self.seating.hot_seat

    def human_to_act(self) -> int | None:
        """The human seat the rules are waiting for, if any."""
        return self.seating.human_to_act(self.match.rules.actors())

    def ensure_viewer(self) -> None:
        """In hot-seat play, put the curtain up before anything private of the next human shows."""
        seat = self.seating.curtain_for(self.match.rules.actors())
        if seat is None:
            return
        name = self.match.setup.seats[seat].name
        self.require_stack().push(self.services.routes.scene_for(Curtain(
            name, seat, self.curtain_reason(seat), partial(self._reveal, seat), self.open_pause,
            tuple(self.recap_for(seat)), tuple(s.name for s in self.match.setup.seats))))

    def _reveal(self, seat: int) -> None:
        self.viewer = seat
        banner = self.turn_banner
        if banner.seat == seat and banner.shown() is not None:
            banner.text = "Your turn!"
        self.revealed(seat)

    def revealed(self, seat: int) -> None:
        """The curtain lifted for `seat`, who views the table now (a table shows their hand)."""

    def close_turn(self) -> bool:
        """In hot-seat play a hand is face up only until its player's turn ends: the moment
        the viewer no longer acts, nobody views the table (until the next curtain is lifted).
        Returns whether the viewer was dropped."""
        if self.replaying:
            return False
        seat = self.seating.close_turn(self.match.rules.actors())
        if seat is None:
            return False
        self.recaps.saw(seat, len(self.match.log))
        self.hand_closed(seat)
        return True

    def hand_closed(self, seat: int) -> None:
        """`seat`'s turn is over and its hand is no longer shown (subclasses put its cards
        away face down before the events of the move are animated)."""

    def opening_line(self) -> str:
        """The history line at the deal (a game may say who starts and why)."""
        return "The game begins."

    def curtain_reason(self, seat: int) -> str:
        return "It is your turn. Everyone else, look away!"

    def recap_for(self, seat: int) -> list[str]:
        """What happened since `seat`'s last turn, as the curtain tells them."""
        return self.recaps.recap(seat, self.happened, self.history_text)

    def phrase_book(self) -> Phrases:
        """This table's words for the facts of its rules: its game's phrase book (the spec's
        `phrases`), or the kit's words alone."""
        return book_of(self.spec, self.match)

    def history_text(self, event: Event, reader: int | None) -> str | None:
        """`event` as `reader` reads it in the history (None: no line): its phrase-book words,
        which never name a hidden card; a game may leave out events not worth a line."""
        return self.phrases.say(event, reader)

    # --- acting --------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Send an action to the rules; a refusal is shown with its reason and nothing changes."""
        try:
            events = self.match.submit(action)
        except IllegalAction as refusal:
            self.refuse(self.phrases.refusal(refusal.why, self.viewer))
            return False
        self.feedback.clear_hint()  # the hint was for the move before this one
        self.after_events(events)
        return True

    def refuse(self, reason: str) -> None:
        self.feedback.refuse(reason)
        self.services.sounds.play("drop_refused")
        self.mark_changed()

    def news_of(self, events: list[Event]) -> str | None:
        """The line at the bottom after a move: its last telling event, for everyone (None: the
        move told nothing new, and the line stays)."""
        told = [e for e in events if type(e).__name__ not in QUIET_EVENTS]
        return (self.phrases.say(told[-1], None) or "") if told else None

    def after_events(self, events: list[Event]) -> None:
        self.mark_changed()
        self.awake = True
        self.feedback.told(self.news_of(events))
        self.happened.told(len(self.match.log), events)
        self.close_turn()  # before the move is animated: nothing private after a turn ends
        self.on_events(events)
        storage = self.services.storage if self.records else None
        if storage is None or self.replaying:
            return
        # Turn-based games save after every action; real-time ones when a prep phase begins.
        if not self.match.rules.realtime or any(getattr(e, "phase", None) == "prep"
                                                for e in events):
            storage.autosave(self.match)

    def on_events(self, events: list[Event]) -> None:
        """Animate what happened (subclasses)."""

    # --- scene hooks -----------------------------------------------------------------------
    def enter(self) -> None:
        self.ensure_viewer()

    def exit(self) -> None:
        self.phones.close()  # the phones' server stops with the table

    def resume(self) -> None:
        self.tweens.speed = self.services.animation_speed
        self.pads.let_go()  # a stick let go under the pause menu must not repeat on return

    def handle(self, intent: it.Intent) -> None:
        self.awake = True  # the next step finds out whether this changed anything shown
        pads = self.services.pads
        pads.noticed(intent)
        if isinstance(intent, it.PadAdded | it.PadRemoved):
            self.pad_plugged(intent)
            return
        if is_pad_input(intent):
            self.pads_used.add(intent.pad)
            self.keyboard_mode = True  # a pad moves the focus ring: its words, never "drag"
            intent = self.pads.read(intent, self.pad_swap())
            if intent is None:
                return
        self.route(intent)

    def pad_swap(self) -> bool:
        return self.services.pad_swap

    def route_shell(self, intent: it.Intent) -> bool:
        """What every table, turn-based or real-time, does with an intent alike: pause, the
        aid (F1), the controls (F2), the hint and score keys, its own buttons under the
        pointer. Whether the intent was used up."""
        if isinstance(intent, it.Back) or (isinstance(intent, it.Command)
                                            and intent.name == "pause"):
            self.open_pause()
            return True
        if self.replaying:
            return True
        if self.phones.handle(intent):
            return True
        if isinstance(intent, it.Command) and intent.name in ("rules", "aid"):
            self.open_aid()  # F1, or a pad's Back: the aid, and from it the full rules
            return True
        if isinstance(intent, it.KeyPress) and intent.key in ("f2", "h", self.scores_key):
            {"f2": self.open_pad_controls, "h": self.show_hint,
             self.scores_key: self.open_scores}[intent.key]()
            return True
        if isinstance(intent, it.PointerMove | it.PointerDown):
            button = self.button_at(intent.pos)
            self.hovered_button = button
            if button is not None and isinstance(intent, it.PointerDown):
                button.activate()
                return True
        return False

    def route(self, intent: it.Intent) -> None:
        """An intent of the keyboard's kind (a pad's, translated, says which pad sent it)."""
        if self.route_shell(intent):
            return
        pad = getattr(intent, "pad", None)
        if pad is not None and not self.pad_may_act(pad):
            return
        if isinstance(intent, it.Command) and intent.name == "hint":
            self.show_hint()
            return
        if isinstance(intent, it.Command) and intent.name == "undo":
            self.undo()
            return
        if isinstance(intent, it.Navigate | it.Focus | it.Confirm):
            self.keyboard_mode = True
        elif isinstance(intent, it.PointerMove):
            self.keyboard_mode = False
        if self.viewer is None and self.hot_seat:
            return
        self.handle_table(intent)

    # --- gamepads ----------------------------------------------------------------------------
    def pad_may_act(self, pad: int) -> bool:
        """Whether `pad` may act now: a pad that is not the acting seat's cannot (it may still
        pause); refused with a sentence naming whose pad acts."""
        seat = self.human_to_act()
        if seat is None:
            seat = self.viewer
        pads = self.services.pads
        if pads.may_act(pad, seat):
            return True
        names = [s.name for s in self.match.setup.seats]
        owner = pads.seat_of(pad)
        if seat is None:
            return False
        if owner is not None:
            self.refuse(f"That is {names[owner]}'s pad: it is {names[seat]}'s turn.")
        else:
            self.refuse(f"It is {names[seat]}'s turn: only {names[seat]}'s pad plays now.")
        return False

    def pad_plugged(self, intent: it.PadAdded | it.PadRemoved) -> None:
        """Unplugging a pad pauses the game; plugging one back gives it the seat it left."""
        if isinstance(intent, it.PadRemoved):
            self.pads.forget(intent.pad)
            used = intent.pad in self.pads_used
            self.pads_used.discard(intent.pad)
            if self.match.rules.is_over() or self.replaying:
                return
            if used or self.services.pads.waiting() is not None:
                self.open_pause(self.unplugged_reason())
            else:
                self.feedback.last_text = "A gamepad was disconnected."
                self.mark_changed()
            return
        self.feedback.last_text = self.plugged_text(intent.pad)
        self.mark_changed()

    def unplugged_reason(self) -> str:
        waiting = self.services.pads.waiting()
        if waiting is None:
            return "A gamepad was disconnected. Plug it back in, then resume."
        name = self.match.setup.seats[waiting].name
        return (f"{name}'s gamepad was disconnected. Plug it back in and resume: it takes "
                f"{name}'s seat again.")

    def plugged_text(self, pad: int) -> str:
        seat = self.services.pads.seat_of(pad)
        if seat is None:
            return "Gamepad connected."
        return f"Gamepad connected: it plays for {self.match.setup.seats[seat].name} again."

    def handle_table(self, intent: it.Intent) -> None:
        """Game-specific input (subclasses)."""

    def open_pause(self, reason: str = "") -> None:
        self.require_stack().push(self.services.routes.scene_for(
            PauseMenu(self.spec, self.quit_to_menu, reason, self.phones.offered())))

    def open_aid(self) -> None:
        """The player aid over the table (frozen below it, as under the pause menu)."""
        self.require_stack().push(self.aid_scene())

    def aid_scene(self) -> Scene:
        """The player aid of this table, with the buttons that open the score sheet and the
        gamepad controls in its place (a pad's way to them: Back, then the d-pad and A)."""
        controls = self.pad_controls if self.turn_based else None  # Taco Fight has its own
        return self.services.routes.scene_for(PlayerAid(self.spec, self.score_sheet, controls,
                                                        self.scores_key.upper()))

    def open_pad_controls(self) -> None:
        """F2: what each gamepad button does here (Taco Fight shows its own controls)."""
        self.require_stack().push(self.pad_controls())

    def pad_controls(self) -> Scene:
        return self.services.routes.scene_for(PadControls())

    def open_scores(self) -> None:
        """The score sheet over the table: each seat's score so far and how it was made."""
        self.require_stack().push(self.score_sheet())

    def score_sheet(self) -> Scene:
        """The score sheet of this table (S, its button, or the player aid's "Scores")."""
        return self.services.routes.scene_for(ScoreSheet(self.spec, self.match, self.viewer,
                                                         self.score_label, self.scores_key))

    def quit_to_menu(self) -> None:
        self.require_stack().clear_to(self.services.routes.scene_for(TitleMenu()))

    def buttons(self) -> list[Button]:
        """The table's own buttons that apply now (the aid and the scores always but in a
        replay, hint on your turn, undo when possible)."""
        shown: list[Button] = [] if self.replaying else [self.aid_button, self.scores_button]
        pad = self.pad_in_hand()
        self.hint_button.label = plain(self.controls_said("Hint ({hint})"))
        self.aid_button.label = plain(self.controls_said("Aid ({aid})"))
        self.scores_button.label = "Scores" if pad else f"Scores ({self.scores_key.upper()})"
        seat = self.viewer
        if self.replaying or seat is None or self.match.rules.is_over():
            return shown
        if seat in self.match.rules.actors():
            shown.append(self.hint_button)
        if self.match.can_undo(seat):
            shown.append(self.undo_button)
        return shown

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        return next((b for b in self.buttons() if b.rect.collidepoint(pos)), None)

    def undo(self) -> None:
        seat = self.viewer
        if seat is None or not self.match.undo(seat):
            self.refuse("Nothing to undo: you can take back your own moves this turn, "
                        "until a card is drawn, dice are rolled or play passes on.")
            return
        self.feedback.clear_hint()
        self.feedback.last_text = "Move taken back."
        self.happened.undone(len(self.match.log))
        self.mark_changed()
        self.services.sounds.play("whoosh")
        self.on_events([])
        storage = self.services.storage if self.records else None
        if storage is not None:
            storage.autosave(self.match)

    def show_hint(self) -> None:
        seat = self.viewer
        if seat is None and not self.hot_seat:  # nothing private (Taco Fight's shared table)
            seat = self.human_to_act()
        # in hot-seat play never the next player's: a hint names cards of their hand
        if seat is None or seat not in self.match.rules.actors():
            self.refuse("A hint is for the player whose turn it is.")
            return
        decision = self.match.bot_decision(seat)
        self.feedback.hint(decision.action, self.phrases.say(decision.why, self.viewer) or "")
        self.mark_changed()

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.phones.step()
        self.advance(dt)
        self.phones.publish()
        self.notice_changes()

    def advance(self, dt: float) -> None:
        """One step of the table: animations, the banner, refusals, bots, the results."""
        self.time += dt
        for repeat in self.pads.advance(dt):  # a stick or d-pad held moves the focus again
            self.route(repeat)
        if self.close_turn():
            self.on_events([])
        self.tweens.update(dt)
        self.update_banner(dt)
        self.caption_sounds(dt)
        if self.replaying:
            return
        if self.feedback.advance(dt):
            self.mark_changed()  # the line says what happened again
        rules = self.match.rules
        if rules.is_over():
            if not self.tweens.busy:
                self.finished_for += dt
                if self.finished_for >= self.results_delay():
                    self.show_results()
            return
        self.update_play(dt)

    def caption_sounds(self, dt: float) -> None:
        """With captions on, the sounds asked for since the last step get their captions."""
        self.captions.advance(dt)
        if self.services.settings is not None and self.services.settings.captions:
            self.captions.heard(self.services.sounds.take_requested())

    def results_delay(self) -> float:
        return RESULTS_DELAY * min(1.0, self.tweens.speed or 0.0)

    def bot_pace(self) -> float:
        """Seconds a bot waits before it acts, at the chosen pace and animation speed."""
        settings = self.services.settings
        return bot_pace(None if settings is None else settings.bot_pace, self.tweens.speed)

    def update_play(self, dt: float) -> None:
        """Turn-based: bots act one at a time, after animations, at the chosen pace (a
        real-time table overrides this with its own clock)."""
        if self.pacing is None or self.tweens.busy:
            return
        seat = self.match.bot_to_move()
        if seat is None:
            self.ensure_viewer()
            return
        if self.pacing.step(dt, self.bot_pace()):
            self.submit(self.match.bot_decision(seat).action)

    def update_banner(self, dt: float) -> None:
        """A new seat to act gets a short banner that slides in and out (turn-based tables)."""
        banner = self.turn_banner
        banner.advance(dt, self.tweens.speed)
        if not self.turn_based or self.replaying:  # a replay's bar says whose turn it is
            return
        actors = self.match.rules.actors()
        if actors == banner.for_actors:
            return
        banner.for_actors = actors
        if not actors or self.tweens.speed == float("inf"):
            return
        seat = actors[0]
        mine = seat == self.viewer and not self.replaying
        banner.announce("Your turn!" if mine else f"{self.match.setup.seats[seat].name}'s turn",
                        seat)
        if mine:
            self.services.sounds.play("turn")

    def banner_shown(self) -> float | None:
        return self.turn_banner.shown()

    def show_results(self) -> None:
        storage = self.services.storage if self.records else None
        if storage is not None:
            storage.finish(self.match)
        self.require_stack().replace(self.services.routes.scene_for(
            Results(self.spec, self.match, self.result_details(), self.score_label)))

    def result_details(self) -> list[list[str]]:
        return [[] for _ in self.match.setup.seats]

    # --- holding still ---------------------------------------------------------------------
    def look(self) -> tuple:
        """What the table shows that moves without an action: where each sprite is and how it
        is raised, tilted or flipped, and what the pointer hovers. A step that leaves it as it
        was changed nothing on screen."""
        return (self.hovered_button, self.captions.texts(), self.view_look())

    def view_look(self) -> tuple:
        """The game's part of `look` (subclasses: sprites, hovered things, tooltips)."""
        return ()

    def notice_changes(self) -> None:
        """After a step: a new look is a new picture; an unchanged one lets the table rest."""
        look = self.look()
        if look != self._look:
            self._look = look
            self.mark_changed()
            self.awake = True
        else:
            self.awake = False

    def moving(self) -> bool:
        return self.awake or self.animating()

    def animating(self) -> bool:
        """Something moves every step: a tween, the turn banner, or the game's own motion."""
        return self.tweens.busy or self.banner_shown() is not None or self.view_animating()

    def view_animating(self) -> bool:
        """A game's own motion that runs by itself, outside the tweens (subclasses)."""
        return False

    def due_in(self) -> float | None:
        """When a still table changes by itself: a refusal fades, a bot moves, results show."""
        if self.tweens.busy:
            return None
        times = [self.view_due_in(), self.feedback.due_in(), self.pads.due_in(),
                 self.captions.due_in(), self.phones.due_in()]
        rules = self.match.rules
        if self.replaying:
            pass
        elif rules.is_over():
            times.append(max(0.0, self.results_delay() - self.finished_for))
        elif self.pacing is not None and self.match.bot_to_move() is not None:
            times.append(self.pacing.due_in(self.bot_pace()))
        due = [t for t in times if t is not None]
        return min(due) if due else None

    def view_due_in(self) -> float | None:
        """When the game's own part of a still table changes by itself (a tooltip's delay)."""
        return None

    # --- worked out once per state of the game ----------------------------------------------
    def state_key(self) -> tuple:
        """Changes whenever what the table shows of the game may change: a move, an undo, a
        replay's step, another viewer, open hands (a table adds what else its model reads)."""
        return (id(self.match), id(self.match.rules), len(self.match.log), self.viewer,
                self.open_hands, self.replaying)

    def forget_worked_out(self) -> None:
        """Work everything out again on the next ask (a test that stages a position)."""
        self.worked_out = PerState()

    def per_state(self, name: str, make: Callable[[], T]) -> T:
        """What `make()` makes (an observation, the model, the legal moves), made once per
        state of the game (`state_key`; a real-time table, whose state moves every tick
        within one log entry, works out its own)."""
        return self.worked_out.get(self.state_key(), (self.match, self.match.rules), name, make)

    def place_rect(self, name: str) -> pygame.Rect | None:
        """Where the named place of the table is now ("hand", "taco:1", a seat "seat:0"...),
        for a tutorial's coach to point at (None: the table has no such place)."""
        return None

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, alpha: float) -> list[pygame.Rect] | None:
        """The table as elements on the retained canvas: only what changed is drawn again.
        Returns the regions redrawn (None: all of it)."""
        strip = caption_strip(self.style(), self.captions.texts(), canvas.get_size())
        return self.retained.render(canvas, self.elements(canvas) + self.chrome(canvas)
                                    + ([strip] if strip is not None else []))

    def elements(self, canvas: pygame.Surface) -> list[Element]:
        """What the game draws between the felt and the chrome (subclasses)."""
        return []

    def draw_ground(self, canvas: pygame.Surface, region: pygame.Rect) -> None:
        """Under everything: the felt (a region of it)."""
        self.services.draw_felt(canvas, region)

    def style(self) -> chrome.Style:
        return chrome.Style(self.services.theme, self.services.fonts, self.services.pictures,
                            self.services.images)

    def seat_style(self, seat: int) -> tuple[tuple[int, int, int], str]:
        theme = self.services.theme
        return theme.players[seat % len(theme.players)], theme.shapes[seat % len(theme.shapes)]

    def seat_mark(self, seat: int | None) -> chrome.SeatMark | None:
        if seat is None:
            return None
        colour, shape = self.seat_style(seat)
        return chrome.SeatMark(self.match.setup.seats[seat].name, colour, shape)

    def status_text(self) -> tuple[str, str, int | None]:
        """(step, what to do now, whose turn) for the top bar (subclasses)."""
        return ("", "", None)

    def chrome(self, canvas: pygame.Surface) -> list[Element]:
        """The top bar, the history line, the table's buttons and the turn banner."""
        step, prompt, seat = self.status_text()
        return self.chrome_for(canvas, step, self.controls_said(prompt), seat)

    def controls_said(self, text: str) -> str:
        """`text` with the controls it names ("{confirm}: play") said for the device in hand:
        as keys, or as the pad's buttons drawn as glyphs ("⟨a⟩ play")."""
        return for_pad(text, self.pad_swap()) if self.pad_in_hand() else for_keys(text)

    def device_words(self, mouse: str, keys: str, pad_words: str | None = None) -> str:
        """A sentence the table draws itself (outside the top bar: words, not glyphs) in the
        words of the device in hand: `mouse` with the mouse, `keys` with the keyboard, and with
        a pad `pad_words` (or `keys`) with every control named said as its pad button ("A")."""
        if self.pad_in_hand():
            return say_plain(self.services, keys, pad_words, menu=False)
        return for_keys(keys) if self.keyboard_mode else mouse

    def pad_in_hand(self) -> bool:
        """The last input came from a pad: prompts name pad buttons, not keys (Taco Fight's
        pads have their own layout and its own top bar)."""
        return self.turn_based and self.services.pads.in_hand

    def chrome_for(self, canvas: pygame.Surface, step: str, prompt: str,
                   seat: int | None) -> list[Element]:
        style = self.style()
        self.status_seat = seat
        width = canvas.get_width()
        mark = self.seat_mark(seat)
        out = [chrome.status_bar(style, step, prompt, mark, self.key_tips(), width)]
        text, kind = self.feedback.line()
        line = chrome.history_line(style, text, kind, canvas.get_size())
        if line is not None:
            out.append(line)
        for i, button in enumerate(self.buttons()):
            out.append(chrome.button(style, button, f"button:{button.label}", False,
                                     button is self.hovered_button, 920.0 + i))
        shown = self.banner_shown()
        if shown is not None:
            banner = self.turn_banner
            out.append(chrome.banner(style, banner.text, self.seat_mark(banner.seat),
                                     self.banner_rect(canvas, shown), self.banner_size()))
        return out

    def status_name_rect(self) -> pygame.Rect | None:
        """The badge and name at the left of the top bar."""
        return chrome.name_rect(self.services.fonts, self.seat_mark(self.status_seat))

    def banner_rect(self, canvas: pygame.Surface, shown: float) -> pygame.Rect:
        """The banner's panel when `shown` of it has slid in: in the top bar, right of the
        name there (a table may place it elsewhere)."""
        return chrome.banner_rect(self.services.fonts, self.turn_banner.text, shown,
                                  canvas.get_width(), self.status_name_rect(),
                                  self.banner_size())

    def banner_size(self) -> float:
        """The banner's text size (smaller when the text size would not fit the top bar)."""
        return chrome.banner_size(self.services.fonts, self.turn_banner.text)

    def key_tips(self) -> str:
        """The keys at the right of the top bar: only those that apply now (a replay says
        what it shows instead)."""
        if self.replaying:
            return self.replay_caption or "Replay"
        shown = self.buttons()
        tips = ["{escape}: menu"]
        if self.hint_button in shown:
            tips.append("{hint}: hint")
        if self.undo_button in shown:
            tips.append("{undo}: undo")
        if self.pad_in_hand():
            return self.controls_said("  ".join([*tips, "{aid}: aid"]))
        return self.controls_said("  \u00b7  ".join(tips))

    # --- hooks for the screenshot mode ----------------------------------------------------------
    def demo_refusal(self) -> None:
        """Screenshots: make the table show a refusal (by default, one it says itself)."""
        self.refuse("That move is not allowed here.")

    def settle(self) -> None:
        """Screenshots: every animation at its end and no turn banner."""
        self.tweens.finish_all()
        self.turn_banner.time = 0.0

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

import gc
from collections.abc import Callable, Hashable, Mapping
from typing import TypeVar

import pygame

from tabletop.core.actions import Action, Event
from tabletop.core.errors import IllegalAction
from tabletop.core.game import HUMAN
from tabletop.core.language import N_, CountWord, count_word
from tabletop.core.match import Match
from tabletop.core.scoring import breakdowns_of
from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.input.control_words import for_keys, for_pad
from tabletop.input.device_words import say_plain
from tabletop.input.glyph_tokens import plain
from tabletop.input.keymap import FIGHT, KeyMap, key_words, keymap_of
from tabletop.kit import chrome
from tabletop.kit.captions import Captions, caption_strip
from tabletop.kit.elements import Element
from tabletop.kit.feedback import QUIET_EVENTS, Feedback
from tabletop.kit.history import History, history_of, telling
from tabletop.kit.moments import Moments
from tabletop.kit.narration import (
    KEY_TIPS,
    SUMMARY_KEY,
    TOGGLE_KEY,
    Narrator,
    is_narration_key,
    scores_words,
    toggle_narration,
)
from tabletop.kit.pacing import Seating
from tabletop.kit.per_state import PerState
from tabletop.kit.phones import TablePhones
from tabletop.kit.phrases import Phrases, book_of
from tabletop.kit.retained import RetainedCanvas
from tabletop.kit.who_won import winner_heading
from tabletop.phones.exchange import Pressed
from tabletop.routes import (
    PadControls,
    PauseMenu,
    PlayerAid,
    Results,
    ScoreSheet,
    TitleMenu,
)
from tabletop.ui import fonts
from tabletop.ui.tween import TweenRunner
from tabletop.ui.widgets import Button

RESULTS_DELAY = 1.2


T = TypeVar("T")


class TableScene(Scene):
    """Base of every game's table."""

    score_label: CountWord = N_("score")
    scores_action = "scores"
    """The key map's action that opens the score sheet (¡Taco Fight!'s is its own: its left
    keyboard player moves down with S)."""
    turn_based = False
    """Bots act one at a time at a readable pace and a banner names the seat to act (a
    `TurnTable` says True); a real-time table (Taco Fight) runs its own clock."""
    records = True
    """Autosaves, replays and statistics keep this game (a tutorial's table says False)."""

    def __init__(self, services, spec, match: Match) -> None:
        super().__init__()
        self.services = services
        self.spec = spec
        self.match = match
        self.captions = Captions()
        """What the sounds say, while the captions setting is on."""
        self.narrator = Narrator()
        """What narration said last (Settings → Narration)."""
        self.music_cue = spec.music or None
        """The game's own music, as its spec names it (none: the menus' goes on)."""
        self.tweens = TweenRunner(services.animation_speed, services.reduced_motion)
        self.seating = Seating.of([i for i, s in enumerate(match.setup.seats)
                                   if s.kind == HUMAN], private=self.turn_based)
        pads = getattr(services, "pads", None)  # (a test's stand-in services may keep none)
        if pads is not None:  # claims of an earlier game's seats do not carry over to this one
            pads.new_game(tuple(self.seating.humans))
        self.feedback = Feedback("" if match.log else self.opening_line())
        self.happened = self.history_so_far()
        """Every telling event of the game, for the history a table shows."""
        self.finished_for = 0.0
        self.keyboard_mode = False
        self.time = 0.0
        self.replaying = False
        self.replay_caption = ""
        """What a replay shows, for the top bar in place of the keys (set by the replay)."""
        self.open_hands = False
        """Every seat's hand face up: a finished game's replay watched as "everyone's cards"
        (`watch`); never at a live table."""
        self.worked_out = PerState()
        """What the table works out once per state of the game (`per_state`)."""
        self.aid_button = Button(chrome.AID_SLOT.copy(), label="Aid (F1)",
                                 size=fonts.SMALL, on_click=self.open_aid)
        """Opens the player aid (bottom right, clear of every table's cards and the history
        line, which is centred and at most `chrome.LOG_WIDTH` wide)."""
        self.scores_button = Button(chrome.SCORES_SLOT.copy(),
                                    label="Scores (F3)",
                                    size=fonts.SMALL, on_click=self.open_scores)
        """Opens the score sheet (left of the aid's button)."""
        self.hovered_button: Button | None = None
        self.status_seat: int | None = None
        """Whose name the top bar shows (as last drawn)."""
        self.retained = RetainedCanvas(self.draw_ground)
        self.moved = False
        """A move was applied since the last frame: that frame leaves the changed panels
        for the next (`RetainedCanvas.render`'s `panels`), so one pass never pays for both."""
        self.phrases = self.phrase_book()
        """The words of this table: every fact of the rules a player reads goes through it."""
        if match.log:  # a continued game: what happened last, in the table's words
            self.feedback.last_text = self.latest_line()
        self.awake = True
        """Step and draw the table to see whether input or time changed anything (cleared by
        a frame whose elements are those of the one before)."""
        self.shown: list[Element] = []
        """The elements last drawn."""
        self.wakes: list[Callable[[], float | None]] = []
        """When the game's own timers are due (`wake_for`)."""
        self.phones = TablePhones(self)
        """Seats played on phones (none unless the players turn phones on)."""
        self.moments = Moments()
        """Celebrations playing over the table (`celebrate`)."""

    def rescaled(self) -> None:
        """The window changed scale: everything is drawn again at the new one."""
        self.retained.invalidate()

    def redraw_all(self) -> None:
        self.retained.invalidate()

    def reword(self) -> None:
        """The language changed: the table's phrase book is built again in it, the picture
        drawn whole, and the line at the bottom says so in the new language."""
        self.phrases = self.phrase_book()
        self.worked_out = PerState()  # what was worked out per state may hold words
        self.feedback.last_text = self.latest_line() if self.match.log else self.opening_line()
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

    def history_so_far(self) -> History:
        """What happened before this table opened, for its history (a continued game's)."""
        return history_of(self.match) if self.match.log else History()

    def latest_line(self) -> str:
        """A continued game's line at the bottom: the last thing that happened, as the viewer
        may read it ("" when nothing worth a line has: no line rather than an obvious one)."""
        said = self.happened.lines(self.viewer, self.history_text, last=1)
        return said[-1] if said else ""

    def latest_lines(self, count: int) -> tuple[str, ...]:
        """The viewer's latest `count` lines of the history, oldest first, phrased once per
        state of the game (the history grows only with a move; a table asks every frame)."""
        return self.per_state(("latest lines", count), lambda: tuple(self.happened.lines(
            self.viewer, self.history_text, last=count)))

    def opening_line(self) -> str:
        """The history line at the deal (a game may say who starts and why)."""
        return self.services.words.gettext("The game begins.")

    def phrase_book(self) -> Phrases:
        """This table's words for the facts of its rules: its game's phrase book (the spec's
        `phrases`), or the kit's words alone."""
        return book_of(self.spec, self.match, self.services.words)

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
        self.moved = True
        self.feedback.told(self.news_of(events))
        self.happened.told(len(self.match.log), events)
        self.close_turn()  # before the move is animated: nothing private after a turn ends
        self.narrate(events)
        self.on_events(events)
        storage = self.services.storage if self.records else None
        if storage is None or self.replaying:
            return
        # Turn-based games save after every action; real-time ones when a prep phase begins.
        if not self.match.rules.realtime or any(getattr(e, "phase", None) == "prep"
                                                for e in events):
            storage.autosave(self.match)

    def close_turn(self) -> bool:
        """Whether a seat's private view ended with the move (never at a shared table; see
        `TurnTable.close_turn`)."""
        return False

    def on_events(self, events: list[Event]) -> None:
        """Animate what happened (subclasses)."""

    def celebrate(self, kind: str, centre: tuple[float, float], colour: tuple[int, int, int],
                  word: str = "") -> None:
        """A moment over the table at `centre` (`moments.BURST`, `FLARE` or `LAND`), with a few
        words in the player's language; none in a replay or a test's instant animation."""
        if not self.replaying:
            self.moments.start(kind, centre, colour, self.time, word, self.tweens.speed)

    # --- phones as controllers (a real-time table's; see `phones.py`) ---------------------------
    def phone_pressed(self, press: Pressed) -> str | None:
        """A controller phone's button for its seat; the refusal's words, or None (a turn-based
        table's phones send moves, never presses: ignored)."""
        return None

    def phones_changed(self) -> None:
        """The seats on phones changed (`phones.seats`): a table with devices of its own
        reassigns them."""

    def phone_key(self) -> object:
        """Besides the action log, what a phone's picture shows that may change (a controller's
        aim, the clock): its pictures are sent again when it changes."""
        return None

    # --- scene hooks -----------------------------------------------------------------------
    def exit(self) -> None:
        gc.unfreeze()  # what the table was built from (`launch.start_game`) may go now
        self.phones.close(leaving=True)  # the phones' server stops with the table
        self.services.let_go_of_ground(self)
        self.retained.invalidate()  # its kept pictures go now (11 MB at 4K), not when the
        # collector next finds the table: the results, built next, would come on top of them
        self.services.heap.trim()  # and the room they and the game's leftovers held with them

    def resume(self) -> None:
        self.tweens.speed = self.services.animation_speed
        self.tweens.reduced = self.services.reduced_motion

    def handle(self, intent: it.Intent) -> None:
        """What every table does alike first (`route_shell`), then the game's own."""
        self.awake = True  # the next step finds out whether this changed anything shown
        if not self.route_shell(intent):
            self.handle_table(intent)

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
        if is_narration_key(intent):
            self.narration_key(it.action_of(intent))
            return True
        if isinstance(intent, it.Command) and intent.name in ("rules", "aid"):
            self.open_aid()  # F1, or a pad's Back: the aid, and from it the full rules
            return True
        action = self.key_action(intent)
        if action in ("controls", "hint", self.scores_action):  # F2, H and S unless chosen
            {"controls": self.open_pad_controls, "hint": self.show_hint,
             self.scores_action: self.open_scores}[action]()
            return True
        if isinstance(intent, it.PointerMove | it.PointerDown):
            button = self.button_at(intent.pos)
            self.hovered_button = button
            if button is not None and isinstance(intent, it.PointerDown):
                button.activate()
                return True
        return False

    def handle_table(self, intent: it.Intent) -> None:
        """Game-specific input (subclasses)."""

    def open_pause(self, reason: str = "") -> None:
        self.require_stack().push(self.services.routes.scene_for(
            PauseMenu(self.spec, self.quit_to_menu, reason, self.phones.offered(),
                      self.phones.gone_choices())))

    def open_aid(self) -> None:
        """The player aid over the table (frozen below it, as under the pause menu)."""
        self.require_stack().push(self.aid_scene())

    def aid_scene(self) -> Scene:
        """The player aid of this table, with the buttons that open the score sheet and the
        gamepad controls in its place (a pad's way to them: Back, then the d-pad and A)."""
        controls = self.pad_controls if self.turn_based else None  # Taco Fight has its own
        return self.services.routes.scene_for(PlayerAid(self.spec, self.score_sheet, controls,
                                                        self.scores_key()))

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
                                                         self.score_label,
                                                         self.keymap().keys_of(
                                                             self.scores_action)[0]))

    def quit_to_menu(self) -> None:
        self.require_stack().clear_to(self.services.routes.scene_for(TitleMenu()))

    def buttons(self) -> list[Button]:
        """The table's own buttons that apply now (the aid and the scores always but in a
        replay)."""
        pad = self.pad_in_hand()
        _ = self.services.words.gettext
        self.aid_button.label = plain(self.controls_said(_("Aid ({aid})")))
        self.scores_button.label = _("Scores") if pad else _("Scores ({key})").format(
            key=self.scores_key())
        return [] if self.replaying else [self.aid_button, self.scores_button]

    def button_at(self, pos: tuple[int, int]) -> Button | None:
        return next((b for b in self.buttons() if b.rect.collidepoint(pos)), None)

    def show_hint(self) -> None:
        seat = self.viewer
        if seat is None and not self.hot_seat:  # nothing private (Taco Fight's shared table)
            seat = self.human_to_act()
        # in hot-seat play never the next player's: a hint names cards of their hand
        if seat is None or seat not in self.match.rules.actors():
            self.refuse(self.services.words.gettext("A hint is for the player whose turn it is."))
            return
        decision = self.match.bot_decision(seat)
        self.feedback.hint(decision.action, self.services.words.gettext("Hint: {reason}").format(
            reason=self.phrases.say(decision.why, self.viewer) or ""))
        self.mark_changed()

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """A step; one after input, in motion or at a due time may have changed the picture,
        which the next frame's elements tell (`draw`). The phones' moves come in first and
        their pictures go out after."""
        due = self.changes_due_in()
        self.phones.step()
        self.advance(dt)
        self.phones.publish()
        if self.awake or self.animating() or (due is not None and due <= dt):
            self.awake = True
            self.mark_changed()

    def woken(self) -> None:
        """A phone's note woke the loop: the table reads it now (`TablePhones.woken`)."""
        self.phones.woken()

    def advance(self, dt: float) -> None:
        """One step of the table: animations, captions, the line, the game, the results."""
        self.time += dt
        self.tweens.update(dt)
        self.caption_sounds(dt)
        if self.replaying:
            return
        self.narrate_step()
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

    # --- narration (Settings → Narration: `narration.py`) -----------------------------------
    @property
    def narrating(self) -> bool:
        settings = self.services.settings
        return settings is not None and settings.narration and not self.replaying

    def narrate(self, events: list[Event]) -> None:
        """A move's lines of what happened, said as the history shows them to the viewer
        (None while the curtain is up: only what everyone may know)."""
        if self.narrating:
            self.narrator.told([text for event in events if telling(event)
                                for text in (self.history_text(event, self.viewer),) if text],
                               self.services.speech)

    def narrate_step(self) -> None:
        """Whose turn it is, when it changes; what the keys' focus rests on, when it moves."""
        if not self.narrating:
            return
        speech = self.services.speech
        if self.match.rules.is_over():
            words, over = self.summary_said(), self.services.words.gettext("Game over")
            self.narrator.game_over(words if words.startswith(over) else
                                    self.services.words.gettext("Game over. {summary}").format(
                                        summary=words), speech)
            return
        actors = tuple(self.match.rules.actors())
        turn_of = (actors, self.viewer)
        new_turn = self.narrator.turn_changed(turn_of)
        if new_turn:
            if self.turn_based and self.viewer in actors:
                self.keyboard_mode = True  # narrated play is by keys: the focus speaks at once
            self.narrator.turn(turn_of, self.turn_said(actors), speech)
        looking = self.keyboard_mode and self.viewer is not None
        focus = self.focus_said() if looking else None
        self.narrator.focus_on(for_keys(focus, self.services.words, self.chosen_keys())
                               if focus else None, speech, interrupt=not new_turn)

    def turn_said(self, actors: tuple[int, ...]) -> str | None:
        """What narration says when the turn changes: the viewer's turn and what to do."""
        if not self.turn_based or self.viewer is None or self.viewer not in actors:
            return None
        step, prompt, _seat = self.status_text()
        yours = self.services.words.gettext("Your turn")
        words = [yours, "" if step.startswith(yours) else step,
                 for_keys(prompt, self.services.words, self.chosen_keys())]
        return " ".join(w if w[-1] in ".!?" else f"{w}." for w in words if w)

    def focus_said(self) -> str | None:
        """What the keys' focus rests on and what it may do, in words (a table says), naming
        keys by token ("{confirm} picks it up.": the key the player chose says it)."""
        return None

    def summary_said(self) -> str:
        """The table's summary (F5): whose turn, the step, what the game shows, the scores."""
        step, prompt, seat = self.status_text()
        words = self.services.words
        names = [s.name for s in self.match.setup.seats]
        parts = [] if seat is None else [words.gettext("Your turn.") if seat == self.viewer
                                         else words.gettext("{name}'s turn.").format(
                                             name=names[seat])]
        yours = words.gettext("Your turn")
        said = for_keys(prompt, words, self.chosen_keys())
        parts += [f"{text.rstrip('.!')}." for text in (step, said)
                  if text and not text.startswith(yours)]
        parts += self.table_said()
        scores = breakdowns_of(self.match, self.viewer)
        if scores:
            parts.append(scores_words(names, [b.total for b in scores],
                                      count_word(self.score_label, words), self.viewer, words))
        return " ".join(parts)

    def table_said(self) -> list[str]:
        """What the summary says of the table itself (the tacos, the counter: a table says)."""
        return []

    def narration_key(self, key: str) -> None:
        """Its key's action (`narration.TOGGLE_KEY`...): F4 turns narration on or off (saved);
        F5 says the summary; F6 the last line again."""
        if key == TOGGLE_KEY:
            if not toggle_narration(self.services):
                return
            self.narrator.focus = None
            self.mark_changed()
        elif not self.narrating:
            return
        elif key == SUMMARY_KEY:
            self.services.speech.say(self.summary_said(), interrupt=True)
        else:
            self.narrator.again(self.services.speech, self.services.words)

    def results_delay(self) -> float:
        return RESULTS_DELAY * min(1.0, self.tweens.speed or 0.0)

    def update_play(self, dt: float) -> None:
        """The game's own step, when it is not over (a turn table's bots, a real-time
        table's clock)."""

    def show_results(self) -> None:
        storage = self.services.storage if self.records else None
        if storage is not None:
            storage.finish(self.match)
        self.require_stack().replace(self.services.routes.scene_for(
            Results(self.spec, self.match, self.result_details(), self.score_label,
                    phones=None if self.replaying else self.phones.hand_over())))

    def where_hands_are(self) -> str:
        """Where the hands are while the screen shows none: with the person on turn, on the
        players' phones, or with bots only."""
        _ = self.services.words.gettext
        if self.humans:
            return _("Hands stay hidden until a player's turn")
        if self.phones.seats:
            return _("Every player's hand is on their own phone")
        return _("Bots only: every hand is hidden")

    def result_details(self) -> list[list[str]]:
        return [[] for _ in self.match.setup.seats]

    # --- holding still ---------------------------------------------------------------------
    def moving(self) -> bool:
        return self.awake or self.animating()

    def animating(self) -> bool:
        """Something moves every step: a tween or the game's own motion."""
        return self.tweens.busy or self.moments.busy(self.time) or self.view_animating()

    def view_animating(self) -> bool:
        """A game's own motion that runs by itself, outside the tweens (subclasses)."""
        return False

    def due_in(self) -> float | None:
        """When a still table must step: its picture changes by itself (`changes_due_in`),
        or its phones' inbox is looked at."""
        due = [t for t in (self.changes_due_in(), self.phones.due_in()) if t is not None]
        return min(due) if due else None

    def changes_due_in(self) -> float | None:
        """When a still table's picture changes by itself: a refusal fades, a caption goes,
        results show."""
        if self.tweens.busy:
            return None
        times = [self.feedback.due_in(), self.captions.due_in(), *(due() for due in self.wakes)]
        if not self.replaying and self.match.rules.is_over():
            times.append(max(0.0, self.results_delay() - self.finished_for))
        due = [t for t in times if t is not None]
        return min(due) if due else None

    def wake_for(self, *due_in: Callable[[], float | None]) -> None:
        """Wake a still table when one of these says something is due (a hover clock: what
        the pointer rests on explains itself); whether the picture changed, its elements
        tell."""
        self.wakes.extend(due_in)

    # --- worked out once per state of the game ----------------------------------------------
    def state_key(self) -> tuple:
        """Changes whenever what the table shows of the game may change: a move, an undo, a
        replay's step, another viewer, open hands (a table adds what else its model reads)."""
        return (id(self.match), id(self.match.rules), len(self.match.log), self.viewer,
                self.open_hands, self.replaying)

    def forget_worked_out(self) -> None:
        """Work everything out again on the next ask (a test that stages a position)."""
        self.worked_out = PerState()

    def per_state(self, name: Hashable, make: Callable[[], T]) -> T:
        """What `make()` makes (an observation, the model, the legal moves), made once per
        state of the game (`state_key`; a real-time table, whose state moves every tick
        within one log entry, works out its own)."""
        return self.worked_out.get(self.state_key(), (self.match, self.match.rules), name, make)

    def place_rect(self, name: str) -> pygame.Rect | None:
        """Where the named place of the table is now ("hand", "taco:1", a seat "seat:0"...),
        for a tutorial's coach to point at (None: the table has no such place)."""
        return None

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """What a tutorial coach's arrow must not cross on its way to a place (the table's
        words, say): nothing unless the table says so."""
        return []

    def coach_covers(self, box: pygame.Rect | None) -> None:
        """Where a tutorial coach's panel lies over the table now (None: nowhere), told by
        the coach each time it lays its panel out: a table may keep its own words out from
        under it (¡Taco Fight!'s history); most need not."""

    def coach_in_front(self) -> list[pygame.Rect]:
        """What stands in front of a tutorial coach's outline (the outline passes behind it,
        so a score rim or a button stays whole): nothing unless the table says so."""
        return []

    # --- drawing -----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, alpha: float) -> list[pygame.Rect] | None:
        """The table as elements on the retained canvas: only what changed is drawn again.
        Returns the regions redrawn (None: all of it)."""
        shown = self.frame_elements(canvas)
        awake = shown != self.shown  # the same elements as last time: the table rests
        self.shown = shown
        regions = self.retained.render(canvas, shown, self.style().key, panels=not self.moved)
        self.moved = False
        self.awake = awake or self.retained.pending  # a burst's last looks land next frame
        return regions

    def frame_elements(self, canvas: pygame.Surface) -> list[Element]:
        """Everything a frame shows: the game's elements, its moments, the chrome and the
        captions."""
        style = self.style()
        strip = caption_strip(style, self.captions.texts(self.services.words), canvas.get_size())
        moments = self.moments.elements(self.time, style, self.tweens.reduced)
        return (self.elements(canvas) + moments + self.chrome(canvas)
                + ([strip] if strip else []))

    def rehearse(self, canvas: pygame.Surface) -> None:
        """Draw the table once before it shows, nothing presented: its art is turned and
        scaled at this size and its panels kept before the first frame, which then costs no
        more than any other whole redraw (the screen it replaces is drawn over next frame)."""
        self.draw(canvas, 0.0)

    def elements(self, canvas: pygame.Surface) -> list[Element]:
        """What the game draws between the felt and the chrome (subclasses)."""
        return []

    def draw_ground(self, canvas: pygame.Surface, region: pygame.Rect) -> None:
        """Under everything: the felt (a region of it)."""
        self.services.draw_felt(canvas, region)

    def style(self) -> chrome.Style:
        return chrome.Style(self.services.theme, self.services.fonts, self.services.pictures,
                            self.services.images, self.services.words)

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
        words = self.services.words
        if self.pad_in_hand():
            return for_pad(text, self.pad_swap(), words=words)
        return for_keys(text, words, self.chosen_keys())

    def device_words(self, mouse: str, keys: str, pad_words: str | None = None) -> str:
        """A sentence the table draws itself (outside the top bar: words, not glyphs) in the
        words of the device in hand: `mouse` with the mouse, `keys` with the keyboard, and with
        a pad `pad_words` (or `keys`) with every control named said as its pad button ("A")."""
        if self.pad_in_hand():
            return say_plain(self.services, keys, pad_words, menu=False)
        return (for_keys(keys, self.services.words, self.chosen_keys()) if self.keyboard_mode
                else mouse)

    def chosen_keys(self) -> Mapping[str, str] | None:
        """The keys the player chose in Settings → Keys (None: the defaults)."""
        settings = self.services.settings
        return settings.keys if settings is not None else None

    def keymap(self) -> KeyMap:
        """The keys in force (Settings → Keys)."""
        return keymap_of(self.chosen_keys())

    def key_action(self, intent: object) -> str:
        """The key map's action of a key press at this table ("" for none): ¡Taco Fight!'s
        table reads its own actions (`scores_action` not "scores") from the key."""
        if self.scores_action == "scores" or not isinstance(intent, it.KeyPress):
            return it.action_of(intent)
        return self.keymap().action_of(intent.key, FIGHT) or ""

    def scores_key(self) -> str:
        """The score sheet's key as the player reads it ("F3", or the key chosen for it)."""
        return key_words(self.keymap().keys_of(self.scores_action)[0], self.services.words)

    def pad_in_hand(self) -> bool:
        """The last input came from a pad: prompts name pad buttons, not keys (at a turn
        table; Taco Fight's pads have their own layout and its own top bar)."""
        return False

    def chrome_for(self, canvas: pygame.Surface, step: str, prompt: str,
                   seat: int | None) -> list[Element]:
        style = self.style()
        self.status_seat = seat
        if not prompt and self.match.rules.is_over():  # "Game over" says who won beside it
            prompt = winner_heading(self.match, self.spec.best.team, self.services.words,
                                    self.phrases)
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
        return out

    def key_tips(self) -> str:
        """The keys at the right of the top bar (a replay says what it shows instead)."""
        _ = self.services.words.gettext
        return (self.replay_caption or _("Replay")) if self.replaying else \
            self.controls_said(_("{escape}: menu")) + self.narration_tips()

    def narration_tips(self) -> str:
        """The narration keys, listed while narration is on."""
        if not self.narrating:
            return ""
        words = self.services.words
        return f"  \u00b7  {for_keys(words.gettext(KEY_TIPS), words, self.chosen_keys())}"

    # --- hooks for the screenshot mode ----------------------------------------------------------
    def demo_refusal(self) -> None:
        """Screenshots: make the table show a refusal (by default, one it says itself)."""
        self.refuse(self.services.words.gettext("That move is not allowed here."))

    def demo_fight(self, seconds: int) -> None:
        """Screenshots' `fight` scene: a real-time table played on by bots to `seconds` of
        fighting (a turn-based table has no fight; the screenshot mode refuses it first)."""

    def settle(self) -> None:
        """Screenshots: every animation at its end (and no moment still playing)."""
        self.tweens.finish_all()
        self.moments.live.clear()
        self.moved = False  # the next frame paints every panel the last move changed

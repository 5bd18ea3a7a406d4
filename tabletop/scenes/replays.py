"""Replays: pick a finished game and watch it again: play, pause, step forward and back, speed."""

from __future__ import annotations

from functools import partial

import pygame

from tabletop.core.errors import DataError
from tabletop.core.language import N_
from tabletop.input import intents as it
from tabletop.input.device_words import say_plain
from tabletop.kit import chrome
from tabletop.kit.feedback import REFUSAL, Feedback
from tabletop.kit.history import history_of
from tabletop.scenes.base import MenuScene
from tabletop.scenes.replay_clock import ReplayClock, clock_words
from tabletop.scenes.replay_scrubber import Scrubber, draw_scrubber, scrubber
from tabletop.scenes.saved_words import moment_text, rules_note, seat_names
from tabletop.ui import fonts, glyph_text, paint, palette
from tabletop.ui.detail_button import DetailButton
from tabletop.ui.draw import badge, panel, text_in
from tabletop.ui.palette import BAR_FILL
from tabletop.ui.widgets import LABEL_PAD, MARK_GAP, Button, transport_icon

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
STEP_SECONDS = 0.9       # between replayed moves at 1×
REALTIME_JUMP = 60       # steps (one second of game time) per step key in real-time games
PAGE = 8
LIST_TOP = 146
"""The replays' list starts here: clear of the subheading over it ("Your games, newest
first"), its last row clear of a message under it."""
LIST_PITCH = 57
BAR = pygame.Rect(0, 0, 1280, 46)
"""The replay's bar lies over the table's own top bar (whose turn, what step), which every
table keeps clear, so it never covers the scores, the cash or a hand."""
CONTROLS = pygame.Rect(0, 4, 1280, 32)
"""The bar's buttons and words."""
WORDS_H = 38
"""The bar's words (whose turn) centred level with its buttons, in room
for two lines of the smallest text where a long language needs them."""
TRANSPORT_WIDTH = 44
"""A drawn transport button's width (|◀ ◀ ▶: an icon, no words)."""
GAP = 6
"""Between two of the bar's buttons."""
BAR_EDGE = 14
"""The bar's words keep this far from the window's right edge."""
BETWEEN = 12
"""Between the bar's groups: the tag, whose turn, the buttons; the foot's chip, timeline, line."""
FOOT = pygame.Rect(0, chrome.BUTTON_ROW_Y - 2, 1280, 720 - chrome.BUTTON_ROW_Y + 2)
"""The replay's second bar, over the row every table keeps for its own buttons and its line
(none of its buttons shown in a replay): where the replay stands (paused or playing, the step),
the line that tells the move shown, and the replay's keys, each on the bar, none on the felt."""
STATE_W = 118
"""The chip that says whether the replay plays or waits (its icon and word), at 1×."""
KEYS_CORNER = chrome.SCORES_SLOT.union(chrome.AID_SLOT)
"""Where the replay's keys are told: the corner every table keeps clear for its Scores and Aid
buttons (not shown in a replay), clear of the scores, the cash, a hand and the line at the
bottom."""
KEYS = N_("{Arrows}: step, speed")
PAD_KEYS = N_("{Arrows} step, speed")
"""The replay's keys (Left/Right step, Up/Down change the speed), and the pad's (said as its
d-pad's glyph); the Close button names the key or button that closes it."""
CLOSE = N_("Close ({escape})")
TRANSPORT = (("start", N_("Back to the start")), ("back", N_("Step back")),
             ("forward", N_("Step forward")))
"""The drawn transport buttons (|◀ ◀ ▶) and what the voice says for each."""
SPEED = N_("Speed {speed}\u00d7")
"""The speed button: what it changes and the speed the replay plays at now."""
NOW_STEP = N_("Step {step}")
"""The timeline's knob in a turn-based game: the step shown (its ends say 0 and how many
steps: "88 steps")."""
SCRUB_W = 360
"""The timeline's width at 1× in a turn-based game (the line telling the move takes the rest);
a real-time game's, with no such line, reaches the keys' chip."""

DAMAGED = N_("The replay stops here: the record is damaged ({detail}).")


class ReplayListScene(MenuScene):
    def __init__(self, services) -> None:
        super().__init__(services)
        self.records = [r for r in services.storage.user.replays.records()
                        if r.game in services.specs]
        self.message = ""
        self.reword()

    def reword(self) -> None:
        """The list and its buttons in the language of the moment."""
        words = self.services.words
        _ = words.gettext
        self.heading = _("Replays")
        self.subheading = _("Your games, newest first")
        focus = self.widgets.focus
        self.widgets.widgets.clear()
        for i, record in enumerate(self.records[:PAGE]):
            spec = self.services.specs[record.game]
            label = (f"{spec.title}  ·  {seat_names(words, record.seats)}  ·  "
                     f"{moment_text(words, record.saved_at)}")
            unfinished = "" if record.finished else _("Not finished: a new game took its place")
            self.widgets.add(DetailButton(pygame.Rect(190, LIST_TOP + i * LIST_PITCH, 900, 50),
                                          label=label,
                                          size=fonts.SMALL + 2, detail=unfinished,
                                          note=rules_note(words, spec, record.rules_version),
                                          centred=True, on_click=partial(self.watch_at, i)))
        self.widgets.add(Button(pygame.Rect(540, 650, 200, 50), label=_("Back"), primary=True,
                                on_click=self.on_back))
        self.widgets.focus = min(focus, len(self.widgets.widgets) - 1)

    def watch(self, record) -> None:
        from tabletop.storage.records import RecordError

        spec = self.services.specs[record.game]
        _ = self.services.words.gettext
        if record.rules_version > spec.rules_version:
            self.message = _("This replay was saved with a newer version of the {game} rules: "
                             "update Taco Tabletop to watch it.").format(game=spec.title)
            return
        try:
            scene = ReplayScene(self.services, record, partial(self.remembered, record))
            problem = scene.cursor.verify()  # an edited record is refused here, not mid-way
        except (RecordError, DataError) as error:
            problem = _("This replay cannot be shown: {problem}").format(
                problem=getattr(error, "detail", error))
        if problem and record.rules_version < spec.rules_version:
            problem = _("This replay was saved with an older version of the {game} rules and "
                        "does not play out the same under the new ones. It is kept as it was."
                        ).format(game=spec.title)
        if problem:
            self.message = problem
            return
        self.require_stack().push(scene)

    def watch_at(self, index: int) -> None:
        """Watch the listed replay at `index` (as it is now: it may remember a view)."""
        self.watch(self.records[index])

    def remembered(self, was, record) -> None:
        """The replay `was` now remembers another view: watched again, it opens so."""
        self.records = [record if kept is was else kept for kept in self.records]

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        if not self.records:
            text_in(canvas, ui, self.services.words.gettext(
                        "No finished games yet. Play one and it will wait for you here."),
                    fonts.BODY, theme.cream, pygame.Rect(40, 270, 1200, 60), shadow=theme.shadow,
                    wrap=True)
        if self.message:
            text_in(canvas, ui, self.message, fonts.SMALL, theme.chili,
                    pygame.Rect(140, 606, 1000, 40), shadow=theme.shadow, wrap=True)


class ReplayScene(MenuScene):
    """Draws the game's own table view from a replay cursor; the view takes no input.
    Left/Right (a pad's d-pad or stick, held to repeat) step, Up/Down change the speed, V (a
    pad's X) switches between everyone's cards and each seat's own view."""

    def __init__(self, services, record, remembered=None) -> None:
        """`remembered(record)` hears of the record once it remembers another view."""
        super().__init__(services)
        from tabletop.storage.replay_cursor import ReplayCursor

        self.record = record
        self.spec = services.specs[record.game]
        self.cursor = ReplayCursor(self.spec, services.game_data(self.spec), record)
        self.clock = ReplayClock.of(record.log) if self.spec.realtime else None
        """A real-time game's time at each step (its timeline counts time, not ticks)."""
        view_class = services.table_view_class(self.spec.id)
        self.view = view_class(services, self.spec, self.cursor.match)
        self.view.replaying = True
        self.close_button: Button | None = None
        self.view_button: Button | None = None
        self.transport: list[Button] = []
        self.remembered = remembered
        seats = len(record.seats)
        self.watching: int | None = record.watch if record.watch is not None and \
            record.watch < seats else None
        """Whose eyes the replay looks through: a seat, or None for everyone's cards."""
        self.speak()
        self.view.watch(self.watching)
        self.playing = True
        self.broken = ""
        """Why the record stopped replaying part way (empty while it replays)."""
        self.speed_index = 1
        self.wait = 0.0
        self.last = ""
        """Why the replay stopped (a damaged record), else empty: the table's own line at
        the bottom says what just happened."""
        controls = [("start", self.to_start), ("back", self.back), ("", self.toggle),
                    ("forward", self.forward), ("", self.faster), ("", self.next_view),
                    ("", self.on_back)]
        buttons = [self.widgets.add(Button(pygame.Rect(0, CONTROLS.y, TRANSPORT_WIDTH,
                                                       CONTROLS.h), icon=icon, size=fonts.SMALL,
                                           on_click=action, dark=True))
                   for icon, action in controls]
        self.fitted: tuple = ()
        """What the bar's buttons were last sized for (the text size and their words)."""
        self.transport = [buttons[0], buttons[1], buttons[3]]
        self.play_button = buttons[2]
        self.speed_button = buttons[4]
        self.view_button = buttons[-2]
        self.close_button = buttons[-1]
        self.speak()
        self.show_state()
        self.fit_bar()
        self.widgets.focus = 2

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_index]

    def steps_per_move(self) -> int:
        return REALTIME_JUMP if self.spec.realtime else 1

    def toggle(self) -> None:
        self.playing = not self.playing

    def view_label(self, seat: int | None | bool = False) -> str:
        """The view button's label: whose eyes (the view now, or `seat`'s: None for
        everyone's cards), and the key or button that switches."""
        words = self.services.words
        watching = self.watching if seat is False else seat
        who = (words.pgettext("replay view", "all") if watching is None
               else self.record.seats[int(watching)].name)
        return say_plain(self.services, words.gettext("View: {who} (V)").format(who=who),
                         words.gettext("View: {who} (X)").format(who=who))

    def next_view(self) -> None:
        """Everyone's cards, then each seat's view in turn, and round again."""
        order: list[int | None] = [None, *range(len(self.record.seats))]
        self.watching = order[(order.index(self.watching) + 1) % len(order)]
        self.view.watch(self.watching)
        self.speak()
        self.mark_changed()

    def exit(self) -> None:
        """The replay remembers the view it was left in, for the next time it is watched."""
        super().exit()
        storage = self.services.storage
        if storage is None or self.watching == self.record.watch:
            return
        self.record = storage.keep_watch(self.record, self.watching)
        if self.remembered is not None:
            self.remembered(self.record)

    def faster(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)

    def forward(self, steps: int | None = None) -> None:
        from tabletop.storage.records import RecordError

        events = []
        for _ in range(steps or self.steps_per_move()):
            if self.cursor.position >= len(self.cursor) or self.broken:
                self.playing = False
                break
            try:
                events += self.cursor.forward()
            except RecordError as error:
                self.stop_at_damage(error)
                break
        self.view.match = self.cursor.match
        self.view.phrases = self.view.phrase_book()  # the words of this match
        self.view.after_events(events)

    def stop_at_damage(self, error: Exception) -> None:
        """The record stops making sense here (edited or damaged): say so, never crash."""
        detail = getattr(error, "detail", str(error))
        self.broken = detail
        self.playing = False
        self.last = self.services.words.gettext(DAMAGED).format(detail=detail)

    def back(self) -> None:
        self.seek(self.cursor.position - self.steps_per_move())

    def to_start(self) -> None:
        self.seek(0)

    def seek(self, step: int) -> None:
        from tabletop.storage.records import RecordError

        self.playing = False
        try:
            self.cursor.seek(step)
        except RecordError as error:
            self.stop_at_damage(error)
        self.resync()

    def rescaled(self) -> None:
        self.view.rescaled()
        self.fit_bar()

    def resync(self) -> None:
        self.view.match = self.cursor.match
        self.view.phrases = self.view.phrase_book()  # the words of this match
        # the history as it was at this step (a real-time table's "What happened" too: never
        # its placeholder mid-game, nor plays still to come after a step back)
        self.view.happened = history_of(self.cursor.match)
        if self.view.turn_based:  # and the line telling the move shown
            lines = self.view.happened.lines(None, self.view.phrases.say, last=1)
            self.view.feedback.last_text = lines[-1] if lines else self.view.opening_line()
        self.view.on_events([])
        self.view.tweens.finish_all()  # a jump shows the new state at once

    def speak(self) -> None:
        """What the replay shows and how it closes, for the table's top bar and the Close
        button (Esc, or a pad's cancel button)."""
        _ = self.services.words.gettext
        self.view.replay_caption = (
            _("Replay of {game}, {when}").format(
                game=self.spec.title, when=moment_text(self.services.words, self.record.saved_at))
            + self.said(_("  \u00b7  {escape}: close")))
        if self.close_button is not None:
            self.close_button.label = say_plain(self.services, _(CLOSE))
        for button, (_icon, said) in zip(self.transport, TRANSPORT, strict=False):
            button.label = _(said)
        if self.view_button is not None:
            self.view_button.label = self.view_label()
            self.speed_button.label = self.speed_label()
        if getattr(self, "broken", ""):  # (speak is called before the replay starts, too)
            self.last = _(DAMAGED).format(detail=self.broken)

    def speed_label(self) -> str:
        """The speed button's label: the speed the replay plays at now ("Speed 1×")."""
        return self.services.words.gettext(SPEED).format(speed=f"{self.speed:g}")

    def fit_bar(self) -> bool:
        """Size each of the bar's buttons to its own words at the text size of the moment
        (the longest it can say: Play or Pause, every speed, every view), so none is ever
        shrunk or cut, and lay them out from the right edge leftward; whose turn takes the
        room left at the left. True when the layout changed."""
        ui, words = self.services.fonts, self.services.words
        plays = [words.pgettext("replay", "Play"), words.pgettext("replay", "Pause")]
        speeds = [words.gettext(SPEED).format(speed=f"{speed:g}") for speed in SPEEDS]
        views = [self.view_label(seat) for seat in [None, *range(len(self.record.seats))]]
        labels = (plays, speeds, views, [self.close_button.label if self.close_button else ""])
        key = (ui.scale, labels)
        if key == self.fitted:
            return False
        self.fitted = key

        def widest(texts: list[str]) -> int:
            return max(ui.measure(text, fonts.SMALL)[0] for text in texts) + 2 * LABEL_PAD[0] + 4

        mark = round(CONTROLS.h * 0.5 * 0.6) + MARK_GAP  # the play button's icon beside its word
        widths = [TRANSPORT_WIDTH, TRANSPORT_WIDTH, widest(plays) + mark, TRANSPORT_WIDTH,
                  widest(speeds), widest(views), widest(labels[-1])]
        x = BAR.right - BAR_EDGE - sum(widths) - GAP * (len(widths) - 1)
        for button, width in zip(self.widgets.widgets, widths, strict=True):
            button.rect = pygame.Rect(x, CONTROLS.y, width, CONTROLS.h)
            x += width + GAP
        return True

    def foot_boxes(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The foot bar's three places, left to right: the state chip (playing or paused), the
        timeline beside it, and the line telling the move shown (up to the keys' chip)."""
        ui, words = self.services.fonts, self.services.words
        said = [words.pgettext("replay state", "Playing"), words.pgettext("replay state",
                                                                          "Paused")]
        tall = FOOT.h - 12
        width = max(ui.measure(text, fonts.SMALL)[0] for text in said) + tall + 24
        state = pygame.Rect(12, 0, max(STATE_W, width), tall)
        state.centery = self.keys_rect().centery
        room = self.keys_rect().x - 2 * BETWEEN - (state.right + BETWEEN)
        start, end = self.scrub_ends()
        least = ui.measure(start, fonts.SMALL)[0] + ui.measure(end, fonts.SMALL)[0] + \
            3 * ui.measure(self.scrub_now(len(self.cursor)), fonts.SMALL)[0]
        width = room if self.spec.realtime else min(room, max(SCRUB_W, least))
        timeline = pygame.Rect(state.right + BETWEEN, state.y, width, state.h)
        line = pygame.Rect(timeline.right + 2 * BETWEEN, FOOT.y + 2, 0, FOOT.h - 6)
        line.w = self.keys_rect().x - 2 * BETWEEN - line.x
        return state, timeline, line

    def scrub_ends(self) -> tuple[str, str]:
        """The timeline's two ends: the game's start and its end ("Start" and "66 steps": a
        bare "66" said not what it counted, a bare "0" read as a stray number); a real-time
        game's in its time, "0:00" and "3:04")."""
        if self.clock is not None:
            return clock_words(0), clock_words(self.clock.at(len(self.cursor)))
        count = len(self.cursor)
        return self.services.words.pgettext("timeline", "Start"), self.services.words.ngettext(
            "{count} step", "{count} steps", count).format(count=count)

    def scrub_now(self, step: int | None = None) -> str:
        """The timeline's knob: where the replay stands ("Step 30"; "0:46")."""
        here = step is None or step == self.cursor.position
        step = self.cursor.position if step is None else step
        if self.clock is not None:
            running = getattr(self.view, "clock_running", None)
            if here and callable(running) and not running():  # an untimed stretch (a prep):
                said = self.view.status_text()[0]  # the clock stands, so the phase says where
                if said:  # ("Prep · wave 1"), or stepping would seem to do nothing
                    return said
            return clock_words(self.clock.at(step))
        return self.services.words.gettext(NOW_STEP).format(step=step)

    def scrubber(self) -> Scrubber:
        """The timeline laid out on the foot bar, its knob room for the longest it says."""
        start, end = self.scrub_ends()
        ui = self.services.fonts
        widest = max((self.scrub_now(len(self.cursor)), self.scrub_now()),
                     key=lambda said: ui.measure(said, fonts.SMALL)[0])
        return scrubber(ui, self.foot_boxes()[1], start, end, widest)

    def show_state(self) -> bool:
        """The play and speed buttons say the replay's state: Pause (with its bars) while
        playing, Play (with its point) while paused, and the speed. True when that changed."""
        label, mark = self.play_label(), "pause" if self.playing else "play"
        speed = self.speed_label()
        if (label, mark, speed) == (self.play_button.label, self.play_button.mark,
                                    self.speed_button.label):
            return False
        self.play_button.label, self.play_button.mark = label, mark
        self.speed_button.label = speed
        return True

    def play_label(self) -> str:
        """The play button says what it does: pause while playing, play while paused."""
        words = self.services.words
        return words.pgettext("replay", "Pause") if self.playing else words.pgettext("replay",
                                                                                   "Play")

    def reword(self) -> None:
        """The language changed: the bar and the table below in it."""
        self.view.reword()
        self.speak()
        self.show_state()
        self.fit_bar()

    def handle(self, intent) -> None:
        intent = self.menu_intent(intent)  # a pad's d-pad and stick step and change speed too
        if intent is None:
            return
        self.speak()
        if isinstance(intent, it.Navigate):
            if intent.dx > 0:
                self.forward()
            elif intent.dx < 0:
                self.back()
            elif intent.dy:
                self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index - intent.dy))
            return
        if isinstance(intent, it.Confirm) and self.widgets.focused is self.play_button:
            self.toggle()
            return
        if isinstance(intent, it.PointerDown) and intent.button == 1:
            step = self.track_step(intent.pos)
            if step is not None:
                self.services.sounds.play("ui_click")
                self.seek(step)
                return
        if it.action_of(intent) == "view" or (
                isinstance(intent, it.Command) and intent.name == "hint"):  # a pad's X
            self.next_view()
            return
        super().handle(intent)

    # --- holding still -------------------------------------------------------------------------
    def moving(self) -> bool:
        return self.view.moving() or (self.playing and self.spec.realtime)

    def animating(self) -> bool:
        return self.view.animating() or (self.playing and self.spec.realtime)

    def due_in(self) -> float | None:
        """While playing, the next move is due once the table has settled."""
        held = self.pad_reader.due_in()
        if not self.playing or self.view.tweens.busy:
            due = self.view.due_in()
        else:
            due = max(0.0, (STEP_SECONDS - self.wait) / self.speed)
        return min((t for t in (due, held) if t is not None), default=None)

    def update(self, dt: float) -> None:
        self.repeat_pads(dt)  # a stick or d-pad held steps on
        self.view.update(dt)
        if self.view.changed:
            self.mark_changed()
        if self.show_state() | self.fit_bar():
            self.mark_changed()
        if not self.playing:
            return
        if self.spec.realtime:
            self.wait += dt * self.speed
            ticks = int(self.wait / dt)
            if ticks:
                self.wait -= ticks * dt
                self.forward(ticks)
            return
        if self.view.tweens.busy:
            return
        self.wait += dt * self.speed
        if self.wait >= STEP_SECONDS - 1e-9:
            self.wait = 0.0
            self.forward()

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self.fit_bar()  # (the text size may have changed since the last frame)
        told = self.view.feedback
        self.view.feedback = Feedback("")  # the move's line is told on the foot bar instead
        try:
            self.view.draw(canvas, alpha)
        finally:
            self.view.feedback = told
        self.view.changed = False  # the table's changes are shown in this scene's frame
        theme, ui = self.services.theme, self.services.fonts
        bar = pygame.Rect(BAR.x, BAR.y, canvas.get_width(), BAR.h)
        paint.rect(canvas, BAR_FILL, bar)
        controls = self.widgets.widgets
        said = self.services.words.pgettext("replay tag", "REPLAY")
        tag = pygame.Rect(10, CONTROLS.y + 1, max(96, ui.measure(said, fonts.SMALL)[0] + 24),
                          CONTROLS.h - 2)
        panel(canvas, tag, theme.magenta, radius=15, shadow=False)
        text_in(canvas, ui, said, fonts.SMALL, theme.cream, tag.inflate(-12, -4))
        words = pygame.Rect(0, 0, 0, WORDS_H)  # room for two lines of the smallest text
        words.centery = CONTROLS.centery
        left = pygame.Rect(tag.right + 12, words.y, controls[0].rect.x - tag.right - 24,
                           WORDS_H)
        if self.last:
            text_in(canvas, ui, self.last, fonts.SMALL, theme.cream, left, "midleft",
                    wrap=True)
        else:
            self.draw_whose_turn(canvas, left)
        self.widgets.draw(canvas, ui, theme, show_focus=self.keyboard_used)
        paint.rect(canvas, palette.shade(theme.magenta, 0.55), (bar.x, bar.bottom - 2, bar.w, 2))
        self.draw_foot(canvas)

    def draw_foot(self, canvas: pygame.Surface) -> None:
        """The foot bar: paused or playing and the timeline (at its left, read at a glance), the
        line telling the move shown, and the replay's keys at its right."""
        theme, ui, words = self.services.theme, self.services.fonts, self.services.words
        foot = pygame.Rect(FOOT.x, FOOT.y, canvas.get_width(), FOOT.h)
        paint.rect(canvas, BAR_FILL, foot)
        paint.rect(canvas, palette.shade(theme.magenta, 0.55), (foot.x, foot.y, foot.w, 2))
        state, _scrub, line = self.foot_boxes()
        fill = theme.magenta if self.playing else theme.cream
        ink = theme.cream if self.playing else theme.charcoal
        panel(canvas, state, fill, radius=state.h // 2, shadow=False)
        tall = round(state.h * 0.45)
        transport_icon(canvas, "play" if self.playing else "pause",
                       (state.x + 12 + tall // 2, state.centery), tall, ink)
        word = (words.pgettext("replay state", "Playing") if self.playing
                else words.pgettext("replay state", "Paused"))
        text_in(canvas, ui, word, fonts.SMALL, ink,
                pygame.Rect(state.x + 20 + tall, state.y, state.right - 10 - state.x - 20 - tall,
                            state.h), "midleft")
        start, end = self.scrub_ends()
        draw_scrubber(canvas, ui, theme, self.scrubber(), start, self.scrub_now(), end,
                      self.cursor.position / max(1, len(self.cursor)))
        text, kind = self.view.feedback.line()
        if text and self.view.turn_based:  # (a real-time table tells no line of moves)
            colour = theme.chili if kind == REFUSAL else theme.white
            text_in(canvas, ui, text, fonts.SMALL, colour, line, wrap=True)
        self.draw_keys(canvas)

    def track_step(self, pos: tuple[int, int]) -> int | None:
        """The step a click at `pos` on the timeline jumps to (None: not on it)."""
        share = self.scrubber().share_at(pos)
        return None if share is None else round(share * len(self.cursor))

    def keys_text(self) -> str:
        """How the replay is driven, in the words of the device in hand."""
        _ = self.services.words.gettext
        return self.said(_(KEYS), _(PAD_KEYS))

    def keys_rect(self) -> pygame.Rect:
        """The chip the keys are told in: as wide as they need, in the kept-clear corner."""
        ui, images = self.services.fonts, self.services.images
        width = glyph_text.measure(ui, images, self.keys_text(), fonts.SMALL) + 28
        rect = pygame.Rect(0, 0, min(KEYS_CORNER.w, width), KEYS_CORNER.h)
        rect.bottomright = KEYS_CORNER.bottomright
        return rect

    def draw_keys(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        rect = self.keys_rect()
        panel(canvas, rect, BAR_FILL, radius=rect.h // 2, shadow=False)
        glyph_text.draw(canvas, ui, self.services.images, self.keys_text(), fonts.SMALL,
                        theme.cream, rect.inflate(-20, -4), "center")

    def draw_whose_turn(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """Whose turn it is and the step, as the table's own top bar says them."""
        theme, ui = self.services.theme, self.services.fonts
        step, _, seat = self.view.status_text()
        mark = self.view.seat_mark(seat)
        x = box.x
        if mark is not None:
            badge(canvas, mark.shape, (x + 11, box.centery), 10, mark.colour)
            name = min(ui.measure(mark.name, fonts.SMALL)[0] + 2, max(1, box.right - x - 26))
            x = text_in(canvas, ui, mark.name, fonts.SMALL, theme.cream,
                        pygame.Rect(x + 26, box.y, name, box.h), "midleft").right + 12
        if step and ui.measure(step, fonts.SMALL)[0] <= box.right - x:  # else the step waits
            text_in(canvas, ui, step, fonts.SMALL, theme.marigold,
                    pygame.Rect(x, box.y, box.right - x, box.h), "midleft")

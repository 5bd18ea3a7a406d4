"""The shared table scene: turns, bots at a readable pace, the pass curtain, hints, results.

Each game's view subclasses it and draws its own table and turns intents into actions.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.core.actions import Action, Event
from tabletop.core.errors import IllegalAction
from tabletop.core.game import HUMAN
from tabletop.core.match import Match
from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.ui import fonts, paint
from tabletop.ui.blits import BlitList, BlitLists, Sheets, StyleMark
from tabletop.ui.draw import draw_badge, text_in
from tabletop.ui.tween import TweenRunner
from tabletop.ui.widgets import Button

BOT_PAUSE = 0.7          # seconds between bot actions at normal speed
REFUSAL_SECONDS = 3.5
RESULTS_DELAY = 1.2
LOG_WIDTH = 740          # the "what just happened" line wraps beyond this
BANNER_IN, BANNER_HOLD, BANNER_OUT = 0.25, 0.8, 0.2
BANNER_BOTTOM = 44       # the turn banner stays in the top bar (its shadow too): seats start at 50
BANNER_GAP = 16          # kept clear between the banner and the name in the top bar
QUIET_EVENTS = ("TurnStarted", "StepChanged")  # not worth the "last thing that happened" line


class TableScene(Scene):
    """Base for the four game tables."""

    score_label = "score"

    def __init__(self, services, spec, match: Match) -> None:
        super().__init__()
        self.services = services
        self.spec = spec
        self.match = match
        self.tweens = TweenRunner(services.animation_speed)
        self.humans = [i for i, s in enumerate(match.setup.seats) if s.kind == HUMAN]
        self.viewer: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.bot_wait = 0.0
        self.refusal = ""
        self.refusal_time = 0.0
        self.last_text = "The game continues." if match.log else "The game begins."
        self.hint_text = ""
        self.hint_action: Action | None = None
        self.finished_for = 0.0
        self.keyboard_mode = False
        self.time = 0.0
        self.replaying = False
        self.replay_caption = ""
        """What a replay shows, for the top bar in place of the keys (set by the replay)."""
        self.hint_button = Button(pygame.Rect(12, 676, 112, 36), label="Hint (H)",
                                  size=fonts.SMALL, on_click=self.show_hint)
        self.undo_button = Button(pygame.Rect(132, 676, 112, 36), label="Undo",
                                  size=fonts.SMALL, on_click=self.undo)
        self.hovered_button: Button | None = None
        self.banner_text = ""
        self.banner_seat: int | None = None
        self.banner_time = 0.0
        self.banner_for: tuple[int, ...] = ()
        self.status_seat: int | None = None
        """Whose name the top bar shows (as last drawn)."""
        self.sheets = Sheets(512)
        self.lists = BlitLists(self.sheets)
        """Parts of the table kept as blits while their key holds (the status bar here; each
        game's board in its view)."""
        self.awake = True
        """Step the table to see whether input or time changed anything (cleared by a step that
        changed nothing it shows)."""
        self._look: tuple | None = None
        self._style = StyleMark()
        """The status bar, log line and banner as drawn, each kept until what it says changes
        (keyed by the canvas scale, so a new window size draws them again)."""

    def rescaled(self) -> None:
        """The window changed scale: the table's shared sheets and blit lists are made again
        (each game's view redraws its own faces and caches as well)."""
        self.sheets.clear()
        self.lists.clear()

    # --- who sees what -------------------------------------------------------------------
    @property
    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def human_to_act(self) -> int | None:
        """The human seat the rules are waiting for, if any."""
        for seat in self.match.rules.actors():
            if seat in self.humans:
                return seat
        return None

    def ensure_viewer(self) -> None:
        """In hot-seat play, put the curtain up before anything private of the next human shows."""
        seat = self.human_to_act()
        if seat is None or seat == self.viewer or not self.hot_seat:
            return
        from tabletop.scenes.curtain import CurtainScene

        self.viewer = None
        name = self.match.setup.seats[seat].name
        reason = self.curtain_reason(seat)
        self.stack.push(CurtainScene(self.services, name, seat, reason,
                                     lambda s=seat: self._reveal(s), self.open_pause))

    def _reveal(self, seat: int) -> None:
        self.viewer = seat
        if self.banner_seat == seat and self.banner_shown() is not None:
            self.banner_text = "Your turn!"

    def close_turn(self) -> bool:
        """In hot-seat play a hand is face up only until its player's turn ends: the moment
        the viewer no longer acts, nobody views the table (until the next curtain is lifted).
        Returns whether the viewer was dropped."""
        seat = self.viewer
        if seat is None or not self.hot_seat or self.replaying:
            return False
        if seat in self.match.rules.actors():
            return False
        self.viewer = None
        self.hand_closed(seat)
        return True

    def hand_closed(self, seat: int) -> None:
        """`seat`'s turn is over and its hand is no longer shown (subclasses put its cards
        away face down before the events of the move are animated)."""

    def curtain_reason(self, seat: int) -> str:
        return "It is your turn. Everyone else, look away!"

    # --- acting --------------------------------------------------------------------------
    def submit(self, action: Action) -> bool:
        """Send an action to the rules; a refusal is shown with its reason and nothing changes."""
        try:
            events = self.match.submit(action)
        except IllegalAction as refusal:
            self.refuse(refusal.reason)
            return False
        self.hint_action = None
        self.hint_text = ""
        self.after_events(events)
        return True

    def refuse(self, reason: str) -> None:
        self.refusal = reason
        self.refusal_time = REFUSAL_SECONDS
        self.services.sounds.play("drop_refused")
        self.mark_changed()

    def after_events(self, events: list[Event]) -> None:
        self.mark_changed()
        self.awake = True
        telling = [e for e in events if type(e).__name__ not in QUIET_EVENTS]
        if telling:
            self.last_text = telling[-1].text
        self.close_turn()  # before the move is animated: nothing private after a turn ends
        self.on_events(events)
        storage = self.services.storage
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

    def resume(self) -> None:
        self.tweens.speed = self.services.animation_speed

    def handle(self, intent: Any) -> None:
        self.awake = True  # the next step finds out whether this changed anything shown
        if isinstance(intent, it.Back):
            self.open_pause()
            return
        if self.replaying:
            return
        if isinstance(intent, it.KeyPress) and intent.key == "h":
            self.show_hint()
            return
        if isinstance(intent, it.Command) and intent.name == "undo":
            self.undo()
            return
        if isinstance(intent, it.PointerMove | it.PointerDown):
            button = self.button_at(intent.pos)
            self.hovered_button = button
            if button is not None and isinstance(intent, it.PointerDown):
                button.activate()
                return
        if isinstance(intent, it.Command) and intent.name == "rules":
            from tabletop.scenes.rules_page import RulesScene

            self.stack.push(RulesScene(self.services, self.spec))
            return
        if isinstance(intent, it.Navigate | it.Focus | it.Confirm):
            self.keyboard_mode = True
        elif isinstance(intent, it.PointerMove):
            self.keyboard_mode = False
        if self.viewer is None and self.hot_seat:
            return
        self.handle_table(intent)

    def handle_table(self, intent: Any) -> None:
        """Game-specific input (subclasses)."""

    def open_pause(self, reason: str = "") -> None:
        from tabletop.scenes.pause import PauseScene

        self.stack.push(PauseScene(self.services, self.spec, self.quit_to_menu, reason))

    def quit_to_menu(self) -> None:
        from tabletop.scenes.title import TitleScene

        self.stack.clear_to(TitleScene(self.services))

    def buttons(self) -> list[Button]:
        """The table's own buttons that apply now (hint on your turn, undo when possible)."""
        shown = []
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
        self.hint_action = None
        self.hint_text = ""
        self.last_text = "Move taken back."
        self.mark_changed()
        self.services.sounds.play("whoosh")
        self.on_events([])
        storage = self.services.storage
        if storage is not None:
            storage.autosave(self.match)

    def draw_buttons(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        for button in self.buttons():
            button.draw(canvas, ui, theme, False, button is self.hovered_button)

    def show_hint(self) -> None:
        seat = self.viewer
        if seat is None and not self.hot_seat:  # nothing private (Taco Fight's shared table)
            seat = self.human_to_act()
        # in hot-seat play never the next player's: a hint names cards of their hand
        if seat is None or seat not in self.match.rules.actors():
            self.refuse("A hint is for the player whose turn it is.")
            return
        decision = self.match.bot_decision(seat)
        self.hint_action = decision.action
        self.hint_text = f"Hint: {decision.reason}"
        self.mark_changed()

    def update(self, dt: float) -> None:
        self.advance(dt)
        self.notice_changes()

    def advance(self, dt: float) -> None:
        """One step of the table: animations, the banner, refusals, bots, the results."""
        self.time += dt
        if self.close_turn():
            self.on_events([])
        self.tweens.update(dt)
        self.update_banner(dt)
        if self.replaying:
            return
        if self.refusal_time > 0:
            self.refusal_time = max(0.0, self.refusal_time - dt)
            if self.refusal_time == 0:
                self.mark_changed()  # the log line says what happened again
        rules = self.match.rules
        if rules.is_over():
            if not self.tweens.busy:
                self.finished_for += dt
                if self.finished_for >= self.results_delay():
                    self.show_results()
            return
        self.update_play(dt)

    def results_delay(self) -> float:
        return RESULTS_DELAY * min(1.0, self.tweens.speed or 0.0)

    # --- holding still ---------------------------------------------------------------------
    def look(self) -> tuple:
        """What the table shows that moves without an action: where each sprite is and how it
        is raised, tilted or flipped, and what the pointer hovers. A step that leaves it as it
        was changed nothing on screen."""
        return (self.hovered_button, self.view_look())

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
        times = [self.view_due_in()]
        if self.refusal_time > 0:
            times.append(self.refusal_time)
        rules = self.match.rules
        if self.replaying:
            pass
        elif rules.is_over():
            times.append(max(0.0, self.results_delay() - self.finished_for))
        elif not rules.realtime and self.match.bot_to_move() is not None:
            times.append(max(0.0, self.bot_pace() - self.bot_wait))
        due = [t for t in times if t is not None]
        return min(due) if due else None

    def view_due_in(self) -> float | None:
        """When the game's own part of a still table changes by itself (a tooltip's delay)."""
        return None

    def bot_pace(self) -> float:
        """Seconds a bot waits before it acts, at the chosen pace and animation speed."""
        base = float(getattr(self.services.settings, "bot_pace", BOT_PAUSE))
        return base / self.tweens.speed if self.tweens.speed > 0 else 0.0

    def update_play(self, dt: float) -> None:
        """Turn-based default: bots act one at a time, after animations, at the chosen pace."""
        if self.tweens.busy:
            return
        seat = self.match.bot_to_move()
        if seat is None:
            self.ensure_viewer()
            return
        self.bot_wait += dt
        if self.bot_wait < self.bot_pace() - 1e-9:
            return
        self.bot_wait = 0.0
        decision = self.match.bot_decision(seat)
        self.submit(decision.action)

    def update_banner(self, dt: float) -> None:
        """A new seat to act gets a short banner that slides in and out (never blocks input)."""
        if self.banner_time > 0:
            self.banner_time = max(0.0, self.banner_time - dt * max(self.tweens.speed, 1.0))
        rules = self.match.rules
        if rules.realtime:
            return
        actors = rules.actors()
        if actors == self.banner_for:
            return
        self.banner_for = actors
        if not actors or self.tweens.speed == float("inf"):
            return
        seat = actors[0]
        name = self.match.setup.seats[seat].name
        self.banner_seat = seat
        mine = seat == self.viewer and not self.replaying
        self.banner_text = "Your turn!" if mine else f"{name}'s turn"
        self.banner_time = BANNER_IN + BANNER_HOLD + BANNER_OUT
        if mine:
            self.services.sounds.play("turn")

    def banner_shown(self) -> float | None:
        """How far the banner has slid in (0..1, eased), or None when there is none."""
        if self.banner_time <= 0 or not self.banner_text:
            return None
        total = BANNER_IN + BANNER_HOLD + BANNER_OUT
        elapsed = total - self.banner_time
        if elapsed < BANNER_IN:
            shown = elapsed / BANNER_IN
        elif elapsed > BANNER_IN + BANNER_HOLD:
            shown = max(0.0, 1 - (elapsed - BANNER_IN - BANNER_HOLD) / BANNER_OUT)
        else:
            shown = 1.0
        return 1 - (1 - shown) ** 3

    def place_banner(self, canvas: pygame.Surface, rect: pygame.Rect, shown: float) -> None:
        """Where the banner is when `shown` of it has slid in: down from the top edge into the
        top bar (above every seat panel), right of the name shown there."""
        width = canvas.get_width()
        rect.centerx = width // 2
        name = self.status_name_rect()
        if name is not None:
            rect.x = max(rect.x, name.right + BANNER_GAP)
        rect.right = min(rect.right, width - BANNER_GAP // 2)
        home = BANNER_BOTTOM - rect.h
        rect.y = int(-rect.h + (rect.h + home) * shown)

    def banner_size(self) -> int:
        """The banner's text size: the title size, or the body size when the player's text
        size would make the banner too tall for the top bar."""
        fits = self.services.fonts.measure(self.banner_text, fonts.TITLE)[1] + 10
        return fonts.TITLE if fits <= BANNER_BOTTOM else fonts.BODY

    def banner_rect(self, canvas: pygame.Surface, shown: float) -> pygame.Rect:
        """The banner's panel when `shown` of it has slid in."""
        width, height = self.services.fonts.measure(self.banner_text, self.banner_size())
        rect = pygame.Rect(0, 0, width + 90, height + 10)
        self.place_banner(canvas, rect, shown)
        return rect

    def draw_banner(self, canvas: pygame.Surface) -> None:
        shown = self.banner_shown()
        if shown is None:
            return
        theme, ui = self.services.theme, self.services.fonts
        label = ui.text(self.banner_text, self.banner_size(), theme.charcoal)
        rect = self.banner_rect(canvas, shown)
        self.sheets.draw_panel(canvas, rect, theme.marigold, theme.charcoal, radius=rect.h // 2)
        if self.banner_seat is not None:  # drawn in place: it may be cut by the window's edge
            colour, shape = self.seat_style(self.banner_seat)
            draw_badge(canvas, shape, (rect.x + 30, rect.centery), 12, colour)
        canvas.blit(label, label.get_rect(midleft=(rect.x + 52, rect.centery)))

    def show_results(self) -> None:
        from tabletop.scenes.results import ResultsScene

        storage = self.services.storage
        if storage is not None:
            storage.finish(self.match)
        self.stack.replace(ResultsScene(self.services, self.spec, self.match,
                                        self.result_details(), self.score_label))

    def result_details(self) -> list[list[str]]:
        return [[] for _ in self.match.setup.seats]

    # --- drawing helpers --------------------------------------------------------------------
    def seat_style(self, seat: int) -> tuple[tuple[int, int, int], str]:
        theme = self.services.theme
        return theme.players[seat % len(theme.players)], theme.shapes[seat % len(theme.shapes)]

    def style_key(self) -> tuple:
        """What every cached picture depends on besides what it says: colours, text size."""
        return (self._style.of(self.services.theme, self.services.fonts.scale),)

    def draw_status(self, canvas: pygame.Surface, step: str, prompt: str,
                    seat: int | None) -> None:
        """The bar always on screen: whose turn, what step, what to do, what just happened."""
        name = self.match.setup.seats[seat].name if seat is not None else ""
        self.status_seat = seat
        tips = self.key_tips()
        key = (step, prompt, seat, name, tips, canvas.get_width(), self.style_key())
        self.lists.draw("status", canvas, key,
                        lambda out: self.draw_status_bar(out, step, prompt, seat, tips))
        self.draw_log_line(canvas)
        self.draw_buttons(canvas)
        self.draw_banner(canvas)

    def status_name_rect(self) -> pygame.Rect | None:
        """The badge and name at the left of the top bar (see `draw_status_bar`)."""
        seat = self.status_seat
        if seat is None:
            return None
        width, height = self.services.fonts.measure(self.match.setup.seats[seat].name,
                                                    fonts.BODY)
        return pygame.Rect(16, 10, 30 + width, height)

    def key_tips(self) -> str:
        """The keys at the right of the top bar: only those that apply now (a replay says
        what it shows instead)."""
        if self.replaying:
            return self.replay_caption or "Replay"
        shown = self.buttons()
        tips = ["Esc: menu"]
        if self.hint_button in shown:
            tips.append("H: hint")
        if self.undo_button in shown:
            tips.append("Ctrl+Z: undo")
        return "  \u00b7  ".join(tips)

    def draw_status_bar(self, out: BlitList, step: str, prompt: str, seat: int | None,
                        tips: str = "") -> None:
        theme, ui = self.services.theme, self.services.fonts
        width = out.target.get_width()
        marigold = theme.marigold

        def ground(surface: pygame.Surface) -> None:
            paint.rect(surface, (22, 40, 46), pygame.Rect(0, 0, width, 44))
            paint.line(surface, marigold, (0, 44), (width, 44), 2)

        out.shape(("status bar", marigold), pygame.Rect(0, 0, width, 46), ground, opaque=True)
        x = 16
        if seat is not None:
            colour, shape = self.seat_style(seat)
            out.badge(shape, (x + 12, 22), 11, colour)
            name = ui.text(self.match.setup.seats[seat].name, fonts.BODY, theme.cream)
            out.blit(name, (x + 30, 10))
            x += 40 + name.get_width()
        if step:
            label = ui.text(step, fonts.SMALL, theme.charcoal)
            chip = pygame.Rect(x + 8, 9, label.get_width() + 20, 26)
            out.rect(marigold, chip, border_radius=13)
            out.blit(label, label.get_rect(center=chip.center))
            x = chip.right + 14
        right = width - 14
        if tips:
            tip_box = pygame.Rect(0, 4, min(ui.measure(tips, fonts.SMALL)[0], width * 2 // 5),
                                  36)
            tip_box.right = width - 14
            right = text_in(out, ui, tips, fonts.SMALL, (150, 180, 186), tip_box,
                            "midright").x
        if prompt:
            text_in(out, ui, prompt, fonts.SMALL, theme.cream,
                    pygame.Rect(x, 4, right - 16 - x, 36), "midleft")

    def draw_log_line(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        text = self.refusal if self.refusal_time > 0 else (self.hint_text or self.last_text)
        if not text:
            return
        colour = theme.white
        fill = theme.chili if self.refusal_time > 0 else (22, 40, 46)
        label = ui.text(text, fonts.SMALL, colour)
        if label.get_width() > LOG_WIDTH:
            label = ui.text(text, fonts.SMALL, colour, width=LOG_WIDTH)
        rect = pygame.Rect(0, 0, label.get_width() + 36, label.get_height() + 14)
        rect.midbottom = (canvas.get_width() // 2, canvas.get_height() - 8)
        self.sheets.draw_panel(canvas, rect, fill, theme.marigold if self.hint_text and not
                               self.refusal_time else None, radius=min(17, rect.h // 2))
        canvas.blit(label, label.get_rect(center=rect.center))

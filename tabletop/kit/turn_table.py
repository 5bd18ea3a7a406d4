"""The turn machinery a turn-based table adds to the kit's shell (`TableScene`).

Bots act one at a time at a readable pace (`TurnPacing`); a banner names the seat to act
(`Banner`); in hot-seat play a curtain goes up before anything private of the next human shows
and each hand is put away when its turn ends (`Seating`, `Recaps`: the hot-seat guard); a pad
plays only for its own seat (`PadGate`); the hint and undo buttons. Taco Loco, Taco Party and
Crazy Taco are turn tables; Taco Fight, in real time, is the shell alone.
"""

from __future__ import annotations

from functools import partial

import pygame

from tabletop.input import intents as it
from tabletop.input.glyph_tokens import plain
from tabletop.input.pad import is_pad_input
from tabletop.kit import chrome
from tabletop.kit.elements import Element
from tabletop.kit.feedback import Banner
from tabletop.kit.history import Recaps
from tabletop.kit.pacing import PLAN_AHEAD, TurnPacing, bot_pace
from tabletop.kit.pad_gate import PadGate
from tabletop.kit.scene import TableScene
from tabletop.routes import Curtain
from tabletop.ui import fonts
from tabletop.ui.widgets import Button


class TurnTable(TableScene):
    """Base of every turn-based game's table."""

    turn_based = True

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        self.pacing = TurnPacing()
        self.bot_moved = False
        """A bot moved in this step (`holds_frame`)."""
        self.turn_banner = Banner()
        self.pad_gate = PadGate()
        """A pad's presses and stick as the keyboard's intents, and who may act with which."""
        self.recaps = Recaps()
        self.hint_button = Button(chrome.HINT_SLOT.copy(), label="Hint (H)",
                                  size=fonts.SMALL, on_click=self.show_hint)
        self.undo_button = Button(chrome.UNDO_SLOT.copy(), label="Undo",
                                  size=fonts.SMALL, on_click=self.undo)

    # --- the hot-seat guard ------------------------------------------------------------------
    def ensure_viewer(self) -> None:
        """In hot-seat play, put the curtain up before anything private of the next human shows."""
        seat = self.seating.curtain_for(self.match.rules.actors())
        if seat is None:
            return
        name = self.match.setup.seats[seat].name
        self.require_stack().push(self.services.routes.scene_for(Curtain(
            name, seat, self.curtain_reason(seat), partial(self.reveal_to, seat),
            self.open_pause, tuple(self.recap_for(seat)),
            tuple(s.name for s in self.match.setup.seats))))

    def reveal_to(self, seat: int) -> None:
        """The curtain lifted: `seat` views the table (its banner says it is their turn)."""
        self.viewer = seat
        banner = self.turn_banner
        if banner.seat == seat and banner.shown() is not None:
            banner.text = self.services.words.gettext("Your turn!")
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

    def curtain_reason(self, seat: int) -> str:
        return self.services.words.gettext("It is your turn. Everyone else, look away!")

    def recap_for(self, seat: int) -> list[str]:
        """What happened since `seat`'s last turn, as the curtain tells them."""
        return self.recaps.recap(seat, self.happened, self.history_text)

    # --- scene hooks -------------------------------------------------------------------------
    def enter(self) -> None:
        self.ensure_viewer()

    def resume(self) -> None:
        super().resume()
        self.pad_gate.reader.let_go()  # a stick let go under the pause menu must not repeat

    def handle(self, intent: it.Intent) -> None:
        self.awake = True  # the next step finds out whether this changed anything shown
        self.services.pads.noticed(intent)
        if isinstance(intent, it.PadAdded | it.PadRemoved):
            self.pad_plugged(intent)
            return
        if is_pad_input(intent):
            self.pad_gate.used.add(intent.pad)
            self.keyboard_mode = True  # a pad moves the focus ring: its words, never "drag"
            intent = self.pad_gate.reader.read(intent, self.pad_swap())
            if intent is None:
                return
        self.route(intent)

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

    # --- the pad gate ------------------------------------------------------------------------
    def pad_may_act(self, pad: int) -> bool:
        """Whether `pad` may act now: a pad that is not the acting seat's cannot (it may still
        pause); refused with a sentence naming whose pad acts."""
        seat = self.human_to_act()
        reason = self.pad_gate.refusal(self.services.pads, pad,
                                       self.viewer if seat is None else seat, self.names(),
                                       self.services.words)
        if reason:
            self.refuse(reason)
        return reason is None

    def pad_plugged(self, intent: it.PadAdded | it.PadRemoved) -> None:
        """Unplugging a pad pauses the game; plugging one back gives it the seat it left."""
        pads = self.services.pads
        if isinstance(intent, it.PadAdded):
            self.feedback.last_text = self.pad_gate.plugged_line(pads, intent.pad, self.names(),
                                                                 self.services.words)
            self.mark_changed()
            return
        pulled = self.pad_gate.unplugged(pads, intent, self.names(), self.services.words)
        if self.match.rules.is_over() or self.replaying:
            return
        if pulled.pause:
            self.open_pause(pulled.reason)
        else:
            self.feedback.last_text = pulled.line
            self.mark_changed()

    def names(self) -> list[str]:
        return [s.name for s in self.match.setup.seats]

    # --- hint and undo -----------------------------------------------------------------------
    def buttons(self) -> list[Button]:
        """The aid and the scores, hint on your turn, undo when possible."""
        shown = super().buttons()
        self.hint_button.label = plain(self.controls_said(
            self.services.words.gettext("Hint ({hint})")))
        self.undo_button.label = self.services.words.gettext("Undo")
        seat = self.viewer
        if self.replaying or seat is None or self.match.rules.is_over():
            return shown
        if seat in self.match.rules.actors():
            shown.append(self.hint_button)
        if self.match.can_undo(seat):
            shown.append(self.undo_button)
        return shown

    def undo(self) -> None:
        seat = self.viewer
        if seat is None or not self.match.undo(seat):
            self.refuse(self.services.words.gettext(
                "Nothing to undo: you can take back your own moves this turn, until a card is "
                "drawn, dice are rolled or play passes on."))
            return
        self.feedback.clear_hint()
        self.feedback.last_text = self.services.words.gettext("Move taken back.")
        self.happened.undone(len(self.match.log))
        self.mark_changed()
        self.services.sounds.play("whoosh")
        self.on_events([])
        storage = self.services.storage if self.records else None
        if storage is not None:
            storage.autosave(self.match)

    def key_tips(self) -> str:
        """The keys at the right of the top bar: only those that apply now (a replay says
        what it shows instead)."""
        _ = self.services.words.gettext
        if self.replaying:
            return self.replay_caption or _("Replay")
        shown = self.buttons()
        tips = [_("{escape}: menu")]
        if self.hint_button in shown:
            tips.append(_("{hint}: hint"))
        if self.undo_button in shown:
            tips.append(_("{undo}: undo"))
        if self.pad_in_hand():
            return self.controls_said("  ".join([*tips, _("{aid}: aid")]))
        return self.controls_said("  \u00b7  ".join(tips)) + self.narration_tips()

    def pad_in_hand(self) -> bool:
        """The last input came from a pad: prompts name pad buttons, not keys."""
        return self.services.pads.in_hand

    # --- time --------------------------------------------------------------------------------
    def advance(self, dt: float) -> None:
        self.bot_moved = False
        for repeat in self.pad_gate.reader.advance(dt):  # a stick or d-pad held moves again
            self.route(repeat)
        if self.close_turn():
            self.on_events([])
        self.update_banner(dt)
        super().advance(dt)

    def bot_pace(self) -> float:
        """Seconds a bot waits before it acts, at the chosen pace and animation speed."""
        settings = self.services.settings
        return bot_pace(None if settings is None else settings.bot_pace, self.tweens.speed)

    def update_play(self, dt: float) -> None:
        """Bots act one at a time, after animations, at the chosen pace."""
        if self.tweens.busy:
            return
        seat = self.match.bot_to_move()
        if seat is None:
            self.ensure_viewer()
            return
        if self.pacing.step(dt, self.bot_pace()):
            self.submit(self.match.bot_move(seat).action)
            self.bot_moved = True
        elif self.pacing.due_in(self.bot_pace()) <= PLAN_AHEAD:
            self.match.plan_bot(seat)

    def update_banner(self, dt: float) -> None:
        """A new seat to act gets a short banner that slides in and out."""
        banner = self.turn_banner
        banner.advance(dt, self.tweens.speed)
        if self.replaying:  # a replay's bar says whose turn it is
            return
        actors = self.match.rules.actors()
        if actors == banner.for_actors:
            return
        banner.for_actors = actors
        if not actors or self.tweens.speed == float("inf"):
            return
        seat = actors[0]
        mine = seat == self.viewer
        _ = self.services.words.gettext
        banner.announce(_("Your turn!") if mine else _("{name}'s turn").format(
            name=self.match.setup.seats[seat].name), seat)
        if mine:
            self.services.sounds.play("turn")

    def banner_shown(self) -> float | None:
        return self.turn_banner.shown()

    def animating(self) -> bool:
        return super().animating() or self.banner_shown() is not None

    def changes_due_in(self) -> float | None:
        """As the shell's, and a held stick's repeat and a bot's next move."""
        if self.tweens.busy:
            return None
        times = [super().changes_due_in(), self.pad_gate.reader.due_in()]
        if self.bot_waiting() is not None:
            times.append(self.pacing.due_in(self.bot_pace()))
        due = [t for t in times if t is not None]
        return min(due) if due else None

    def holds_frame(self) -> bool:
        """A bot's move made in this step is drawn from the next step on (a frame later), so
        the frame that shows it does not also pay for making it (rules, events, the cards'
        new places)."""
        return self.bot_moved

    def bot_waiting(self) -> int | None:
        """The bot's seat whose move is coming (the table settled), or None."""
        if self.tweens.busy or self.replaying or self.match.rules.is_over():
            return None
        return self.match.bot_to_move()

    def due_in(self) -> float | None:
        """As the shell's, and a step a little before a bot's move, for the bot to work its
        move out (which changes nothing on the table)."""
        seat = self.bot_waiting()
        if seat is None or self.match.bot_planned(seat):
            return super().due_in()
        plan_in = max(0.0, self.pacing.due_in(self.bot_pace()) - PLAN_AHEAD)
        due = [t for t in (super().due_in(), plan_in) if t is not None]
        return min(due)

    # --- drawing -----------------------------------------------------------------------------
    def chrome_for(self, canvas: pygame.Surface, step: str, prompt: str,
                   seat: int | None) -> list[Element]:
        """The shell's chrome and the turn banner."""
        out = super().chrome_for(canvas, step, prompt, seat)
        shown = self.banner_shown()
        if shown is not None:
            banner = self.turn_banner
            out.append(chrome.banner(self.style(), banner.text, self.seat_mark(banner.seat),
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

    def settle(self) -> None:
        super().settle()
        self.turn_banner.time = 0.0

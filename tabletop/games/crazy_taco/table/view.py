"""The Crazy Taco table: the counter across the top, the kitchen and its dice, the storeroom door,
the task zone, the rest room, the bonus, Extra and fine areas, and on the right the popularity
track, the cash register, the menu and the phase panel.

Mouse: drag dice onto a customer (serve or collect), the storeroom door, a bonus card, a menu
dish or the re-roll strip; legal places glow, a refused drop snaps back and says why. Click dice
to pick several, then click where they go. Buttons run the phases.
Keyboard: Left/Right (or Tab) walk through the dice, the places and the buttons of the step,
Up/Down jump between groups, Enter picks a die or places the picked dice, Backspace drops the
pick. H: hint, Ctrl+Z: undo (when the game allows it).
In 1 v 1 the customer player's hand opens over the kitchen on their turn (hot-seat: behind the
curtain); the manager only ever sees its backs.

The scene wires the table's parts: `view_model.py` (what is where for the viewer), `board.py` (the
fixed board), `draw.py` and `tooltip.py` (the elements over it), `cards.py` and `dice.py` (the
sprites), `input.py` (intents as actions) and the kit's step buttons and pop-ups; it animates
the events.
"""

from __future__ import annotations

import math
from functools import partial

import pygame

from tabletop.assets.maps import read_layout
from tabletop.core.actions import Action, Event
from tabletop.core.language import N_, Countable, CountWord
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules.actions import Advertise, Roll
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import SPENT
from tabletop.games.crazy_taco.table import draw, spoken
from tabletop.games.crazy_taco.table.board import (
    board_element,
    board_picture,
    coach_keep_clear,
    menu_spans,
)
from tabletop.games.crazy_taco.table.buttons import (
    BUTTON_FONT,
    PRIMARY_FONT,
    button_rects,
    button_specs,
    buttons_left,
    hinted_button,
)
from tabletop.games.crazy_taco.table.cards import TacoCards
from tabletop.games.crazy_taco.table.dice import DiceLayer
from tabletop.games.crazy_taco.table.explain import tooltip, tooltip_lines
from tabletop.games.crazy_taco.table.faces import TacoFaces
from tabletop.games.crazy_taco.table.input import CrazyInput, Item, Judge, Play, Refuse
from tabletop.games.crazy_taco.table.motion import STAGGER, Motion, motion_of
from tabletop.games.crazy_taco.table.out_pile import left_unhappy
from tabletop.games.crazy_taco.table.phrases import history_line
from tabletop.games.crazy_taco.table.view_model import (
    CARD_DICE_ROW,
    CARD_DIE,
    HAND,
    PILLS_BOTTOM,
    Board,
    CrazyModel,
    card_dice_points,
    face_shape,
    required_zones,
)
from tabletop.games.crazy_taco.table.view_moves import (
    BONUS,
    CARD,
    DOOR,
    MENU,
    REROLL,
    Target,
    action_parts,
)
from tabletop.games.crazy_taco.table.view_text import (
    cup_words,
    fitting_sentences,
    panel_text,
    result_lines,
    status_line,
)
from tabletop.input.intents import Intent
from tabletop.kit.cards import card_element
from tabletop.kit.elements import Element
from tabletop.kit.hand import HOVER_LIFT, PICKED_LIFT
from tabletop.kit.moments import BURST
from tabletop.kit.popups import Popups
from tabletop.kit.signals import OUTSET, Meaning, SignalLook, mark, signal
from tabletop.kit.steps import StepButtons
from tabletop.kit.turn_table import TurnTable
from tabletop.kit.view_model import Box
from tabletop.tutorial.coach import CoachedMatch
from tabletop.ui import fonts, palette
from tabletop.ui.layer import surface_like
from tabletop.ui.theme import Colour

COACH_READ = N_("Read the coach's note, then press Next")
"""The top bar while a tutorial's coach talks: what to do now is read it and go on."""
ROLL_GLOW_RATE = 4.0   # radians per second of the roll strip's pulse
ROLL_GLOW_SECONDS = (math.pi / 2 + 4 * math.pi) / ROLL_GLOW_RATE
"""The roll strip pulses twice, then rests at its brightest (a waiting table holds still)."""
PICKED_DIE, HOVERED_DIE, MARKED_CARD = 10.0, 4.0, 14.0
"""How high a picked die, a die under the pointer and a marked card rise."""


COACH_RING_REACH = 12
"""How far past a place the coach's ring reaches (7 px and its 2 px rim) and 3 px more: the
ring keeps this clear of the coach's panel."""
COACH_GUTTER = 24
"""No coach's arrow crosses this band beside its panel: too short to read as one."""


class CrazyTacoTable(TurnTable):
    """The table scene: sprites follow the rules' observation; events become animations."""

    score_label: CountWord = Countable.ngettext("star", "stars")

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        self.data = match.data
        self.versus = len(match.setup.seats) == 2
        self.layout = read_layout("crazy_taco/table.tmx", required_zones(self.versus))
        self.board = Board.of(self.layout, self.versus, self.data)
        self.cards = TacoCards(self.data.card, self.tweens)
        self.dice = DiceLayer(self.data.dice, self.tweens)
        self.popups = Popups(self.tweens, fonts.BODY)
        self.input = CrazyInput(self.data, Judge(self.data, match.check), self.dice,
                                self.cards, lambda: self.services.words)
        self.wake_for(self.input.hover.due_in)
        self.banner_queue: list[str] = []
        self.refused_place: Target | None = None  # marked while its refusal is said
        self.roll_since: float | None = None
        """Game time the roll strip began inviting a roll (it pulses for a moment)."""
        self.coached = False
        """A tutorial's coach shows its panel: it gives the one instruction, the top bar
        names the turn only (one instruction, one place)."""
        self.coach_box: pygame.Rect | None = None
        """Where the coach's panel lies: an empty zone it overlaps is left out (its outline's
        top peeked out over a short panel as three bare boxes)."""
        self._tooltip: tuple[tuple, list[str]] | None = None
        self._steps_key: tuple | None = None
        self.steps = self.step_buttons(buttons_left(self.model()))
        self.sync(animate=False)
        if not match.log:  # a new game: the first customers come in from the deck
            self.deal_opening()

    # --- what the table shows ---------------------------------------------------------------
    @property
    def faces(self) -> TacoFaces:
        """Every card face and die picture, made once for the app (again at a new scale)."""
        services = self.services
        return services.kept(("crazy-taco faces", services.words.code),
                             lambda: TacoFaces(services.images, services.fonts, services.words))

    def looker(self) -> int:
        """Whose eyes the table borrows when nobody sits at it: the manager's (the public
        view), or in a replay watched as everyone's cards the customer player's, whose hand
        is the only hidden one."""
        return CUSTOMER_PLAYER if self.versus and self.open_hands and self.replaying else MANAGER

    def replay_shows_hand(self) -> bool:
        """A replay watched from the customer player's seat, or as everyone's cards, opens
        their hand while they choose a card, as their own turn did."""
        return (self.replaying and self.versus and self.looker() == CUSTOMER_PLAYER
                or self.replaying and self.viewer == CUSTOMER_PLAYER) and \
            CUSTOMER_PLAYER in self.match.rules.actors()

    def obs(self) -> CrazyTacoObservation:
        """What the seat drawn may see (the manager's public view when nobody is at the
        table): no pile's order, the hand only if it is theirs."""
        seat = self.viewer if self.viewer is not None else self.looker()
        return self.per_state("observation", lambda: self.match.rules.observation(seat))

    def model(self) -> CrazyModel:
        """What is where for the viewer, worked out once per state of the game."""
        style = self.style()  # (the menu's faces lie where this text size draws them)
        return self.per_state(("model", style.key), lambda: CrazyModel.of(
            self.obs(), self.board, self.data, self.viewer, self.my_turn(),
            self.replay_shows_hand(), self.services.kept(
                ("crazy-taco menu spans", style.key),
                lambda: menu_spans(style, self.board, self.data, self.faces)),
            left_unhappy(entry.event for entry in self.happened.entries)))

    def my_turn(self) -> bool:
        """The viewer may act now (never while a replay is shown)."""
        return (not self.replaying and self.viewer is not None
                and self.viewer in self.match.rules.actors())

    def legal(self) -> list[Action]:
        if not self.my_turn() or self.viewer is None:
            return []
        viewer = self.viewer
        return self.per_state("legal", lambda: self.match.rules.legal_actions(viewer))

    def refresh_buttons(self, model: CrazyModel) -> None:
        """The step buttons for now, laid out again when their row moves or the text size
        changes."""
        left = buttons_left(model)
        if (left, self.services.fonts.scale) != self._steps_key:
            hover = self.steps.hover
            self.steps = self.step_buttons(left)
            self.steps.hover = hover
        chosen = self.input
        specs = [] if chosen.dialog is not None else button_specs(
            model, self.legal(), self.data, chosen.selected, chosen.marked,
            self.services.words)
        self.steps.offer(specs)
        for spec, button in zip(self.steps.specs, self.steps.buttons, strict=True):
            if spec.primary:  # the step's main action in bigger type
                button.size = PRIMARY_FONT

    def step_buttons(self, left: int) -> StepButtons:
        """Step buttons laid out in a row from `left` at the bottom of the phase panel."""
        fonts_ = self.services.fonts
        self._steps_key = (left, fonts_.scale)
        return StepButtons(partial(button_rects, fonts_.measure, self.board.box("actions"),
                                   left), BUTTON_FONT)

    def rescaled(self) -> None:
        """The window changed scale: faces and the board are drawn again, cards settle."""
        super().rescaled()
        self.cards.clear()
        self._steps_key = None
        self.sync(animate=False)

    # --- keeping sprites in step with the rules -----------------------------------------------
    def sync(self, animate: bool = True, motion: Motion | None = None) -> None:
        """Move every card and die toward where the rules say it is (as `motion` says)."""
        model = self.model()
        motion = motion or Motion()
        self.cards.sync(model.cards, self.faces, animate, motion.origins, motion.card_delays,
                        motion.leaving)
        self.dice.sync(model.dice, animate, motion.die_delays, motion.rolled,
                       self.input.dragged_dice())

    def deal_opening(self) -> None:
        self.cards.deal(self.obs().counter_cards(), self.board.point("deck"), 0.2, STAGGER)
        if self.versus:
            self.banner_queue = [self.services.words.gettext(
                "Turn 1 · Phase 1: the customer player plays")]
        else:
            self.banner_queue = [self.services.words.gettext(
                "Turn 1 · Welcome! Phase 2: roll the dice")]
        self.services.sounds.play("deal")

    def update_banner(self, dt: float) -> None:
        """Solo play has one player: phases get banners, turns of seats do not."""
        if self.versus:
            super().update_banner(dt)
            return
        self.turn_banner.advance(dt, self.tweens.speed)
        self.turn_banner.for_actors = self.match.rules.actors()

    def popup(self, text: str, colour: Colour, at: tuple[float, float],
              delay: float = 0.0) -> None:
        """A number that rises and fades for 600 ms, showing after `delay`."""
        if delay <= 0 or self.tweens.speed <= 0:
            self.popups.add(text, colour, at)
        else:
            self.tweens.wait(delay, partial(self.popups.add, text, colour, at))

    def latest_line(self) -> str:
        """A continued game's line at the bottom: how it ended, or nothing ("What happened"
        tells the moves)."""
        ending = self.match.rules.observation(MANAGER).ending
        return self.phrases.word(ending) if ending is not None else ""

    def news_of(self, events: list[Event]) -> str | None:
        """The line at the bottom keeps to refusals, hints and how the game ended: each move
        is told once, in "What happened", and the phase by the lit pill."""
        ended = [e for e in events if isinstance(e, ev.GameEnded)]
        return (self.phrases.say(ended[-1], None) or "") if ended else ""

    # --- events from the rules ------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        starts = {cid: (s.x, s.y, s.face_up) for cid, s in self.cards.sprites.items()}
        motion = motion_of(events, self.model(), starts, self.services.theme,
                           self.services.words)
        for text, colour, at, delay in motion.popups:
            self.popup(text, colour, at, delay)
        for name in dict.fromkeys(motion.sounds):
            self.services.sounds.play(name)
        if motion.banners:
            self.banner_queue = motion.banners
        for event in events:
            self.moment_of(event, starts)
        self.sync(animate=True, motion=motion)
        self.input.reset()

    def moment_of(self, event: Event, starts: dict[str, tuple[float, float, bool]]) -> None:
        """An order served and paid bursts on its card; a task done bursts on the door."""
        at = starts.get(getattr(event, "card", ""))
        if at is None:
            return
        if isinstance(event, ev.CardStatus) and event.collected:
            self.celebrate(BURST, at[:2], palette.LIME)
        elif isinstance(event, ev.CardMoved) and isinstance(event.how, ev.TaskDone):
            self.celebrate(BURST, at[:2], palette.SKY, self.services.words.gettext("Task done!"))

    def revealed(self, seat: int) -> None:
        self.sync(animate=False)

    def history_text(self, event: Event, reader: int | None) -> str | None:
        """A line of the history (the phrase book's `history_line`): the customer player
        named, or "you"."""
        return history_line(self.phrases, event, reader)

    def curtain_reason(self, seat: int) -> str:
        _ = self.services.words.gettext
        if seat == CUSTOMER_PLAYER:
            return _("Your customers are waiting: play a card from your hand. Manager, look "
                     "away!")
        return _("Run the kitchen: roll, serve and manage. Customer player, look away!")

    # --- input ---------------------------------------------------------------------------------
    def handle_table(self, intent: Intent) -> None:
        model = self.model()
        self.refresh_buttons(model)
        self.act(self.input.handle(intent, model, self.legal(), self.steps))

    def act(self, asks: list[Play | Refuse]) -> None:
        """Do what the input asks: submit, or say why not; refused dice and cards go home."""
        for ask in asks:
            if isinstance(ask, Refuse):
                self.refused_place = ask.place if ask.reason else None
                if isinstance(ask.reason, str):
                    if ask.reason:
                        self.refuse(self.services.words.gettext(ask.reason))
                else:
                    self.refuse(self.phrases.refusal(ask.reason, self.viewer))
                self.snap_back(ask.dice, ask.cards)
            elif not self.submit(ask.action):
                self.snap_back(ask.dice, ask.cards)

    def snap_back(self, dice: tuple[str, ...], cards: bool) -> None:
        model = self.model()
        self.dice.snap_back(dice, model.dice)
        if cards:
            self.cards.snap_back(model.cards)

    # --- holding still --------------------------------------------------------------------------
    def tooltip_shown(self) -> tuple | None:
        """The tooltip by the pointer once it has rested on something, or at once by what
        the keyboard's focus is on."""
        chosen = self.input
        if chosen.drag.dragging or chosen.dialog is not None:
            return None
        model = self.model()
        focused = self.focused(model)
        if focused is not None:
            at = self.focus_point(model, focused)
            if at is not None:
                return (at, tuple(self.tooltip_at(at)))
        if not chosen.hover.ready:
            return None
        return (chosen.pointer, tuple(self.tooltip_at(chosen.pointer)))

    def focus_said(self) -> str | None:
        """Narration: where the keys' focus is in the ring, what it rests on (a die's face, a
        place's tooltip and whether the picked dice go there) and what Enter does."""
        model, words, chosen = self.model(), self.services.words, self.input
        self.refresh_buttons(model)  # the buttons as they are now, drawn or not yet
        if chosen.dialog is not None:
            group = chosen.dialog.group
            widget = group.focused
            if widget is None:
                return None
            label = getattr(widget, "label", "") or getattr(widget, "display", str)(
                getattr(widget, "value", ""))
            return spoken.dialog_words(chosen.dialog.title, chosen.dialog.lines,
                                       spoken.button_words(label, words),
                                       group.focus, len(group.widgets), words)
        focused = self.focused(model)
        if focused is None:
            return None
        items = chosen.focus_items(model, self.legal(), self.steps)
        return spoken.ring_words(items.index(focused), len(items),
                                 self.item_said(model, focused), words)

    def item_said(self, model: CrazyModel, focused: Item) -> str:
        """One item of the focus ring in words, and what Enter does to it."""
        words, chosen = self.services.words, self.input
        kind, what = focused[0], focused[1]
        if kind == "button":
            label = next((spec.label for spec in self.steps.specs if spec.name == what), what)
            return spoken.button_words(label, words)
        picked = tuple(chosen.selected)
        if kind == "target" and what == (REROLL,):
            return spoken.reroll_words(self.data.board.reroll_cost, len(picked),
                                       bool(picked) and what in chosen.judge.legal_targets(
                                           model, picked), words)
        at = self.focus_point(model, focused)
        lines = [line for line in (self.tooltip_at(at) if at is not None else []) if line]
        if kind == "die":
            return spoken.die_words(self.data.die(str(what)).name, model.obs.dice[str(what)].face,
                                    lines, str(what) in picked, words)
        if kind in ("target", "voucher"):
            target = what if kind == "target" else (BONUS, what)
            return spoken.target_words(lines, len(picked), bool(picked) and target in
                                       chosen.judge.legal_targets(model, picked), words)
        if kind == "hand":
            return spoken.card_words(lines, str(what) in chosen.marked, words)
        return spoken.resting_words(lines, words)

    def focus_point(self, model: CrazyModel, item: Item) -> tuple[int, int] | None:
        """Where the thing the keyboard's focus is on lies (None for a step button: its
        words say what it does)."""
        kind, what = item[0], item[1]
        if kind in ("die", "rest") and str(what) in self.dice.sprites:
            sprite = self.dice.sprites[str(what)]
            return (int(sprite.x), int(sprite.y))
        if kind in ("hand", "voucher") and str(what) in self.cards.sprites:
            card = self.cards.sprites[str(what)]
            return (int(card.x), int(card.y))
        if kind == "target":
            return pygame.Rect(model.target_box(what)).center
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> list[str]:
        """What the thing under `pos` is for, worked out again only when the pointer, the
        table or a card or die moved."""
        model = self.model()
        key = (pos, model, tuple((d.x, d.y, d.side, d.lift) for d in self.dice.sprites.values()),
               tuple(self.cards.order),
               tuple((c.x, c.y, c.scale, c.lift) for c in self.cards.sprites.values()),
               self.services.words.code)
        if self._tooltip is None or self._tooltip[0] != key:
            customer = self.match.setup.seats[CUSTOMER_PLAYER].name if self.versus else ""
            self._tooltip = (key, tooltip_lines(pos, model, self.data, self.dice.die_at,
                                                self.cards.card_at, customer,
                                                self.services.words))
        return self._tooltip[1]

    def view_animating(self) -> bool:
        """The roll strip pulses for a moment when the free dice wait to be rolled."""
        return (self.roll_since is not None and not self.tweens.reduced
                and self.time - self.roll_since < ROLL_GLOW_SECONDS)

    def roll_glow_time(self) -> float:
        """How far into its pulse the roll strip's glow is (it rests at the end; with reduced
        motion it rests there from the start)."""
        since = self.roll_since if self.roll_since is not None else self.time
        if self.tweens.reduced:
            return ROLL_GLOW_SECONDS
        return min(self.time - since, ROLL_GLOW_SECONDS)

    # --- per frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.turn_banner.time <= 0 and self.banner_queue:
            self.turn_banner.announce(self.banner_queue.pop(0), None)

    def banner_size(self) -> float:
        return fonts.TITLE  # over the kitchen the banner has room for any text size

    def banner_rect(self, canvas: pygame.Surface, shown: float) -> pygame.Rect:
        """The phase banner slides in from the left over the kitchen, not over the counter
        where Phase 1 happens (at full height: no top bar to fit in)."""
        width = self.services.fonts.measure(self.turn_banner.text, self.banner_size())[0]
        rect = pygame.Rect(0, 0, width + 90, 52)
        rect.centery = self.board.box("kitchen").bottom + 4
        home = self.board.box("counter").centerx - rect.w / 2
        rect.x = int(-rect.w + (home + rect.w) * shown)
        return rect

    def update_play(self, dt: float) -> None:
        super().update_play(dt)
        model = self.model()
        chosen = self.input
        invited = model.manager_turn and model.step == "roll"
        if not invited:
            self.roll_since = None
        elif self.roll_since is None:
            self.roll_since = self.time
        chosen.hover.advance(dt)
        hover = self.dice.die_at(chosen.pointer) if model.manager_turn else None
        lifts = {die: HOVERED_DIE for die in ([hover] if hover is not None else [])}
        lifts.update({die: PICKED_DIE for die in chosen.selected})
        self.dice.ease(dt, lifts)
        self.cards.ease(dt, self.card_lifts(model))
        chosen.follow_drag()

    def card_lifts(self, model: CrazyModel) -> dict[str, float]:
        """How high each card is raised: a hand card under the pointer (`HOVER_LIFT`), the
        hand cards marked to play (`PICKED_LIFT`, as a picked card rises), the voucher."""
        chosen = self.input
        out: dict[str, float] = {}
        if model.hand_open and not chosen.drag.dragging:
            hover = self.cards.card_at(chosen.pointer)
            if hover is not None and hover in model.obs.hand:
                out[hover] = HOVER_LIFT
        out.update({card: PICKED_LIFT for card in chosen.marked})
        if chosen.voucher:
            out[chosen.voucher] = MARKED_CARD
        return out

    # --- drawing ---------------------------------------------------------------------------------
    def focused(self, model: CrazyModel) -> Item | None:
        """What the keyboard's focus is on (shown only while the keys are in use)."""
        if not (self.keyboard_mode and model.my_turn):
            return None
        return self.input.focused(model, self.legal(), self.steps)

    def elements(self, canvas: pygame.Surface) -> list[Element]:
        style, model, faces = self.style(), self.model(), self.faces
        self.refresh_buttons(model)
        focused = self.focused(model)
        out = [board_element(style, canvas.get_size(), self.versus)]
        out += draw.zone_mats(style, faces, model, self.coach_box)
        out += draw.numbers(style, faces, model, self.data,
                            self.match.setup.seats[CUSTOMER_PLAYER].name if self.versus else "",
                            self.seat_box(model) if self.versus else None,
                            self.match.setup.seats[MANAGER].name if self.versus else "")
        out.append(self.phase_element(model))
        out.append(draw.history(style, faces, self.board.box("history"),
                                tuple(reversed(self.latest_lines(draw.HISTORY_ROWS)))))
        if model.manager_turn and model.step in ("place", "roll"):
            pulse = 0.5 + 0.5 * math.sin(self.roll_glow_time() * ROLL_GLOW_RATE)
            roll = model.step == "roll"
            cost = self.data.board.reroll_cost
            strip = (cup_words(model.obs, self.services.words) if roll
                     else self.services.words.gettext(draw.REROLL_POOR).format(
                         cost=cost, money=model.obs.money) if model.obs.money < cost
                     else self.device_words(*(self.services.words.gettext(w)
                                              for w in draw.REROLL_STRIP)).format(cost=cost))
            out.append(draw.reroll_strip(style, faces, self.board.box("reroll"), roll, pulse,
                                         strip, draw.Z_REROLL))
        out += self.glow_elements(model, focused)
        if model.hand_open:
            out.append(draw.hand_drawer(style, self.board.box("hand"), model.obs.restricted,
                                        draw.Z_DRAWER))
        out += self.card_elements(model, focused)
        out += self.dice.elements(style, faces, draw.Z_DICE,
                                  [d for d in model.dice if model.die_hidden(d)],
                                  self.input.dragged_dice(), self.die_highlights(focused))
        out += self.popups.elements(style, draw.Z_POPUPS)
        out += self.button_elements(focused)
        out += self.dialog_elements(canvas)
        shown = self.tooltip_shown()
        if shown is not None and shown[1]:
            out.append(tooltip(style, shown[1], shown[0], canvas.get_size(), draw.Z_TOOLTIP))
        return out

    def draw_ground(self, canvas: pygame.Surface, region: pygame.Rect) -> None:
        """Under everything: the felt and the board fixed on it (a region of them)."""
        canvas.blit(self.board_picture(canvas), region.topleft, region)

    def board_picture(self, canvas: pygame.Surface) -> pygame.Surface:
        """The felt and the fixed board, drawn once for the open table at this size and style."""
        services = self.services
        return services.ground(
            self, ("crazy-taco board", self.versus, canvas.get_size(), services.theme,
                   services.words.code),
            lambda: board_picture(canvas, services.felt_to_print_on, self.style(), self.board,
                                  self.data, self.faces))

    SEAT_POINTER_ROOM = 8
    """1 v 1: the seat card keeps this far in from the buttons' edges either side, so the
    pointers of its on-turn mark (`OUTSET` past its sides) stay inside the action panel,
    clear of its rim (round 29: they sat on it); beside an Extra on offer (the manager's
    step, no pointers) it keeps the width for the customer player's name."""

    def seat_box(self, model: CrazyModel) -> Box:
        """1 v 1: the customer player's card in the action panel, just above its buttons (right
        of an Extra card on offer, as the buttons are)."""
        zone = self.board.box("actions")
        tops = [b.rect.y for b in self.steps.buttons]
        bottom = (min(tops) if tops else zone.bottom) - 8
        top = max(zone.y + 38, bottom - self.board.box("seat").h)
        room = self.SEAT_POINTER_ROOM
        if model.obs.extra_offer:  # narrower beside the card: as tall as the pills allow
            top = zone.y + PILLS_BOTTOM + OUTSET + 2  # its mark clear of them
            room = 0  # (the manager's step: the customer player is not on turn, no pointers)
        left = buttons_left(model) - 2 + room
        return Box.of(left, top, zone.right - 10 - room - left, bottom - top)

    def phase_element(self, model: CrazyModel) -> Element:
        zone = self.board.box("actions")
        actors = self.match.rules.actors()
        acting = self.match.setup.seats[actors[0]].name if actors else None
        chosen = self.input
        ending = model.obs.ending
        ended = self.phrases.word(ending) if ending is not None else ""
        text = panel_text(self.data, model.obs, model.my_turn, acting, chosen.selected,
                          chosen.voucher, chosen.marked, self.device_words, ended,
                          self.services.words)
        left = buttons_left(model)
        width = zone.right - left - 12
        tops = [b.rect.y for b in self.steps.buttons if b.rect.x < left + width]
        if self.versus:
            tops.append(int(self.seat_box(model).y))
        room = (min(tops) if tops else zone.bottom) - 4 - (zone.y + 38)
        fonts = self.services.fonts
        text = fitting_sentences(  # no room (large text, buttons in two rows): the top bar
            text, lambda said: fonts.fitted_size(  # still says what to do
                said, draw.WORDS, (width, max(1, room)), wrap=True)[1] <= room)
        return draw.phase_panel(self.style(), zone, model.obs.phase, text,
                                pygame.Rect(left, zone.y + 38, width, max(1, room)),
                                draw.Z_PHASE)

    def glow_elements(self, model: CrazyModel, focused: Item | None) -> list[Element]:
        """Places outlined: helpful and legal for the dice picked, the one under a drag, the
        keyboard's focus and the hint."""
        if not model.my_turn:
            return []
        chosen, judge = self.input, self.input.judge
        legal: set[Target] = set()
        helpful: set[Target] = set()
        if chosen.drag.dragging:
            legal = chosen.dragged_legal()
        elif chosen.selected and model.step == "place":
            legal = judge.legal_targets(model, chosen.selected)
            if len(chosen.selected) == 1:
                helpful = judge.helpful_targets(model, chosen.selected[0]) - legal
        elif chosen.voucher:
            legal = judge.voucher_targets(model)
        focus: Target | None = None
        if focused is not None and focused[0] in ("target", "voucher"):
            focus = focused[1] if focused[0] == "target" else (BONUS, focused[1])
        refused = self.refused_place if self.feedback.refusal_time > 0 else None
        return draw.glows(self.services.theme, model, helpful, legal, chosen.hover_zone(),
                          focus, action_parts(self.feedback.hint_action)[1], refused)

    def card_highlight(self, card_id: str, focused: Item | None) -> SignalLook | None:
        """A card's mark, one signal per meaning: the keyboard's cursor, the hint, or picked
        (marked to play, the voucher picked)."""
        theme = self.services.theme
        hint = self.feedback.hint_action
        if focused == ("hand", card_id):
            return signal(Meaning.CURSOR, theme)
        if hint is not None and card_id in (getattr(hint, "card", None),
                                            getattr(hint, "companion", None),
                                            getattr(hint, "voucher", None),
                                            *getattr(hint, "cards", ())):
            return signal(Meaning.HINT, theme)
        if card_id in self.input.marked or card_id == self.input.voucher:
            return signal(Meaning.SELECTED, theme)
        return None

    def card_elements(self, model: CrazyModel, focused: Item | None) -> list[Element]:
        """Cards in place, then those moving, flying and lifted, each with its stamps; the
        customer player's unplayable cards say so."""
        style, status = self.style(), model.obs.status
        out = []
        for n, (sprite, stamped) in enumerate(self.cards.in_order(self.input.dragged_card())):
            z = draw.Z_CARDS + n * 2e-3
            if stamped:
                sprite.highlight = self.card_highlight(str(sprite.id), focused)
                out.append(card_element(sprite, z))
            else:
                out.append(card_element(sprite, z, ("flying", id(sprite))))
            order = status.get(str(sprite.id))
            if stamped and order is not None and sprite.alpha >= 255:
                stamp = draw.stamps(style, str(sprite.id), sprite.rect, order.served,
                                    order.collected, z + 1e-3)
                if stamp is not None:
                    out.append(stamp)
            if stamped and sprite.alpha >= 255:
                place = draw.work_place(style, str(sprite.id),
                                        self.band_dice(model, str(sprite.id), sprite.rect),
                                        z + 5e-4)
                if place is not None:
                    out.append(place)
            out_top = model.obs.out[-1] if model.obs.out else None
            if stamped and str(sprite.id) == out_top and sprite.alpha >= 255:
                spot = model.cards.get(out_top)
                out.append(draw.out_stamp(style, out_top, sprite.rect,
                                          spot is None or spot.spent, z + 1e-3))
            if stamped and str(sprite.id) == model.obs.patience and sprite.alpha >= 255:
                band = face_shape(sprite.rect.size).dice_band
                out.extend(draw.patience_marks(
                    style, str(sprite.id), sprite.rect,
                    pygame.Rect(band).move(sprite.rect.x, sprite.rect.y), z + 1e-3))
        if model.hand_open:
            legal = (self.match.rules.legal_actions(CUSTOMER_PLAYER) if model.replay_hand
                     else self.legal())  # a replay tells what the customer player could play
            playable = {getattr(a, "card", None) for a in legal
                        if type(a).__name__ == "PlayCard"}
            for i, card in enumerate(c for c in model.obs.hand if c not in playable):
                hand_card = self.cards.sprites.get(card)
                if hand_card is not None:
                    art = face_shape(HAND).art
                    out.append(draw.not_now(style, card, hand_card.x,
                                            hand_card.rect.y + art.y + art.h,
                                            draw.Z_TAGS + i * 1e-3))
        return out

    def band_dice(self, model: CrazyModel, card: str, rect: pygame.Rect
                  ) -> list[pygame.Rect]:
        """The dice placed on an order card that lie in its band under the order (the first
        `CARD_DICE_ROW`), as `CARD_DIE` squares where the card lies now."""
        count = sum(1 for d in model.obs.dice.values() if d.zone == SPENT and d.on == card)
        out = []
        for x, y in card_dice_points(rect.centerx, rect.centery, count)[:CARD_DICE_ROW]:
            die = pygame.Rect(0, 0, CARD_DIE, CARD_DIE)
            die.center = (round(x), round(y))
            out.append(die)
        return out

    def die_highlights(self, focused: Item | None) -> dict[str, SignalLook | None]:
        """A die's mark: the keyboard's cursor, picked, or the hint's."""
        theme = self.services.theme
        hint_dice, _ = action_parts(self.feedback.hint_action)
        out: dict[str, SignalLook | None] = {}
        for die in self.dice.sprites:
            look = None
            if die in hint_dice:
                look = signal(Meaning.HINT, theme)
            if die in self.input.selected:
                look = signal(Meaning.SELECTED, theme)
            if focused in (("die", die), ("rest", die)):
                look = signal(Meaning.CURSOR, theme)
            out[die] = look
        return out

    def button_elements(self, focused: Item | None) -> list[Element]:
        """The step buttons, the one the hint points at outlined."""
        style = self.style()
        name = focused[1] if focused is not None and focused[0] == "button" else None
        out = self.steps.elements(style, name, draw.Z_BUTTONS)
        hinted = hinted_button(self.feedback.hint_action)
        for i, (spec, button) in enumerate(zip(self.steps.specs, self.steps.buttons,
                                               strict=True)):
            if spec.name == hinted:
                out.append(mark("hinted button", signal(Meaning.HINT, self.services.theme),
                                button.rect, draw.Z_BUTTONS + i * 1e-3 + 5e-4, 14,
                                fill=False))
        return out

    def dialog_elements(self, canvas: pygame.Surface) -> list[Element]:
        dialog = self.input.dialog
        if dialog is None:
            return []

        def make_shade() -> pygame.Surface:
            shade = surface_like(canvas, canvas.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            return shade

        picture = self.services.kept(("crazy-taco shade", canvas.get_size()), make_shade)
        rows = [(self.data.die(die).name, self.data.die(die).role,
                 self.obs().dice[die].face, choice.rect) for die, choice in dialog.rows]
        group = dialog.group
        return [draw.shade(picture, draw.Z_SHADE),
                draw.dialog(self.style(), self.faces, dialog.title, dialog.rect, dialog.lines,
                            rows, group.widgets, group.focus if self.keyboard_mode else None,
                            group.hover, draw.Z_DIALOG)]

    # --- the status bar and the results -----------------------------------------------------------
    def place_rect(self, name: str) -> pygame.Rect | None:
        """The coach's places: any zone of the board's map ("counter-1", "door", "dice",
        "rest-room", "actions"...) and "menu:<dish>"."""
        kind, _, dish = name.partition(":")
        if kind == "menu" and dish:
            row = self.board.menu_rows().get(dish)
            return pygame.Rect(row) if row is not None else None
        box = self.board.boxes.get(name)
        if name == "door" and box is not None:  # the door with its count under it: a ring
            count = draw.tasks_left_box(box)  # never cuts through it
            return self.above_coach(  # (to its box's foot: the ring's band clear of the words)
                pygame.Rect(box).union(pygame.Rect(box.x - 4, count.y, box.w + 8, count.h + 1)))
        return self.above_coach(pygame.Rect(box)) if box is not None else None

    def above_coach(self, place: pygame.Rect) -> pygame.Rect:
        """A place the coach's panel sits just under, its foot lifted so the ring round it
        (`COACH_RING_REACH` out) stops short of the panel's top: round 14, the orange frames
        round the kitchen and the door ran under the panel's corner."""
        coach = self.coach_box
        if coach is None or not place.top < coach.top < place.bottom + COACH_RING_REACH:
            return place
        if place.right + COACH_RING_REACH <= coach.left or place.left >= coach.right + \
                COACH_RING_REACH:
            return place
        lifted = pygame.Rect(place)
        lifted.h = max(1, coach.top - COACH_RING_REACH - place.top)
        trimmed = pygame.Rect(place)  # or a place the panel's side only grazes: its edge in
        if place.centerx >= coach.right:  # (round 31: the action panel, 10 px right of the
            trimmed.left = coach.right + COACH_RING_REACH  # panel, was lifted to a sliver
            trimmed.w = place.right - trimmed.left  # and its ring cut the phase pills)
        elif place.centerx <= coach.left:
            trimmed.w = coach.left - COACH_RING_REACH - place.left
        else:
            return lifted
        return trimmed if trimmed.w * place.h > lifted.w * lifted.h else lifted

    def coach_keep_clear(self) -> list[pygame.Rect]:
        """The coach's arrow crosses none of the kitchen's workers and names, nor the zones'
        titles and the storeroom's count (`board.coach_keep_clear`), nor the narrow gutters
        beside the panel: a place right beside it is ringed, and an arrow a few pixels long
        across the gutter read as a stray arrowhead (round 31)."""
        coach = self.coach_box
        if coach is None:
            return coach_keep_clear(self.board)
        return [*coach_keep_clear(self.board),
                pygame.Rect(coach.right, coach.top, COACH_GUTTER, coach.h),
                pygame.Rect(coach.left - COACH_GUTTER, coach.top, COACH_GUTTER, coach.h)]

    def coach_covers(self, box: pygame.Rect | None) -> None:
        self.coached = box is not None
        self.coach_box = None if box is None else pygame.Rect(box)

    def coach_talking(self) -> bool:
        """A tutorial's step that asks no move: the learner reads the coach and presses Next
        (a step that asks a move leaves the top bar its usual instruction, the same ask)."""
        match = self.match
        return not isinstance(match, CoachedMatch) or match.coach.talking

    def status_text(self) -> tuple[str, str, int | None]:
        if self.match.rules.is_over():
            return (self.services.words.gettext("Game over"), "", None)
        actors = self.match.rules.actors()
        seat = actors[0] if actors else None
        chosen, dialog = self.input, self.input.dialog
        asking = "" if dialog is None else ("faces" if dialog.rows else "serve or collect")
        name = self.match.setup.seats[seat].name if seat is not None else ""
        if self.coached and self.coach_talking():  # the coach's panel asks to be read first
            turn = status_line(self.obs(), seat, name, False, asking, self.keyboard_mode, 0, 0,
                               self.data.board.reroll_cost, self.services.words)[0]
            return (turn, self.services.words.gettext(COACH_READ), seat)
        return (*status_line(self.obs(), seat, name, seat == self.viewer and not self.replaying,
                             asking, self.keyboard_mode, len(chosen.selected),
                             len(chosen.marked), self.data.board.reroll_cost,
                             self.services.words, Advertise(MANAGER) in self.legal()), seat)

    def result_details(self) -> list[list[str]]:
        obs = self.obs()
        return [result_lines(self.data, obs, seat, self.versus, self.services.words)
                for seat in range(len(self.match.setup.seats))]

    # --- screenshots ----------------------------------------------------------------------------
    def demo_refusal(self) -> None:
        """For screenshots and tests: drop a die where the rules refuse it."""
        model = self.model()
        if model.step == "roll" and model.manager_turn and self.viewer is not None:
            self.submit(Roll(self.viewer))
            self.tweens.finish_all()
            model = self.model()
        if model.step != "place" or not model.manager_turn:
            self.refuse(self.services.words.gettext("Only the player on turn can place dice."))
            return
        self.refresh_buttons(model)
        for die in model.table_dice():
            legal = self.input.judge.legal_targets(model, (die,))
            for target in model.targets:
                if target not in legal and target[0] in (CARD, DOOR, MENU):
                    self.act(self.input.place(target, [die], model, self.legal(), self.steps))
                    return

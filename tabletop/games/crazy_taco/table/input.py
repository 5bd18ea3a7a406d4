"""Crazy Taco's intents as actions: picking dice, dropping them on places, the step buttons, the
two questions (serve or collect; which faces Achilipú turns) and the keys.

The player picks one or more dice (click, or Enter on the focused die) and then a place (drop,
click, or Enter on the focused place); `view_moves` turns that into the rules' action, the rules
decide (`check`), and a refusal comes back as a reason on screen while the dice snap home.
Buttons run the steps (roll, re-roll, finish, overtime, advertise, fines, end of turn, Extras).
The customer player marks hand cards and plays them.

`CrazyInput.handle` turns one intent into what it asks of the table (actions to submit,
refusals to show, dice or cards to snap home). It holds only the viewer's choices (the dice
picked, the cards marked, the keyboard's focus, an open question) and is given the model, the
legal actions and the table's parts it reads with each intent.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame

from tabletop.core.actions import Action
from tabletop.core.facts import Fact
from tabletop.core.language import N_, Language
from tabletop.games.crazy_taco.rules.actions import (
    Advertise,
    BuyExtra,
    EndTurn,
    FinishDice,
    Menu,
    Overtime,
    PayFine,
    Reroll,
    RevealExtra,
    Roll,
    UseVoucher,
)
from tabletop.games.crazy_taco.rules.cards import CrazyTacoData
from tabletop.games.crazy_taco.rules.lookahead import Position
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import REST, TABLE
from tabletop.games.crazy_taco.table.card_names import face_word
from tabletop.games.crazy_taco.table.cards import TacoCards
from tabletop.games.crazy_taco.table.dice import DiceLayer
from tabletop.games.crazy_taco.table.view_model import CrazyModel
from tabletop.games.crazy_taco.table.view_moves import (
    BONUS,
    CARD,
    DOOR,
    MENU,
    NO_CHANGE,
    REROLL,
    Check,
    Target,
    accepts,
    achilipu_variants,
    default_faces,
    face_choices,
    play_action,
    redraw_action,
    refusal,
    resolve,
    resting_ids,
    turns_faces,
)
from tabletop.input import intents as it
from tabletop.input.drag import DragController
from tabletop.kit.steps import StepButtons
from tabletop.kit.tooltips import HoverClock
from tabletop.ui.widgets import Button, Choice, FocusGroup

BUTTON_FONT = 18
Item = tuple[str, Any]
"""What the keyboard can focus: ("die", id), ("target", target), ("voucher", card),
("button", name), ("rest", die), ("hand", card)."""
GROUPS = {CARD: 1, DOOR: 2, BONUS: 2, MENU: 3, REROLL: 4}
"""Up/Down jump between these groups of targets (dice and hand cards are 0, buttons 5)."""


@dataclass(frozen=True)
class Play:
    """Ask the rules for `action`; if they refuse, the `dice` (and, with `cards`, the cards)
    snap home."""

    action: Action
    dice: tuple[str, ...] = ()
    cards: bool = False


@dataclass(frozen=True)
class Refuse:
    """Say why nothing happened: the rules' refusal (a fact the phrase book words) or the
    table's own words ('' says nothing); the `dice` (and, with `cards`, the cards) snap home."""

    reason: Fact | str
    dice: tuple[str, ...] = ()
    cards: bool = False
    place: Target | None = None
    """Where the dice were refused (an order, the door, a dish): marked while the refusal
    is said."""


Ask = Play | Refuse


@dataclass
class Dialog:
    """A small question over the table (which faces Achilipú turns; serve or collect)."""

    title: str
    rect: pygame.Rect
    group: FocusGroup
    lines: list[str] = field(default_factory=list)
    rows: list[tuple[str, Choice]] = field(default_factory=list)


def dialog_rect(rows: int) -> pygame.Rect:
    rect = pygame.Rect(0, 0, 460, 150 + rows * 44)
    rect.center = (640, 372)
    return rect


class Judge:
    """Where picked dice would be accepted (asked of the rules' public check), worked out once
    per state of the game and pick."""

    def __init__(self, data: CrazyTacoData, check: Check) -> None:
        self.data = data
        self.check = check
        self._model: CrazyModel | None = None
        self._seen: dict[Hashable, set[Target]] = {}

    def _memo(self, model: CrazyModel, key: Hashable, make: Callable[[], set[Target]]
              ) -> set[Target]:
        if model is not self._model:
            self._model, self._seen = model, {}
        if key not in self._seen:
            self._seen[key] = make()
        return self._seen[key]

    def legal_targets(self, model: CrazyModel, dice: Sequence[str]) -> set[Target]:
        """The places these dice would be accepted now."""
        dice = tuple(dice)
        return self._memo(model, ("legal", dice), lambda: {
            t for t in model.targets if accepts(self.data, model.obs, self.check, dice, t)})

    def helpful_targets(self, model: CrazyModel, die: str) -> set[Target]:
        """Where this die alone could help (it may need more dice to complete the move)."""
        def make() -> set[Target]:
            out: set[Target] = set()
            position = Position.seen(self.data, model.obs)
            for verb, target in position.placement_targets(die):
                if verb in ("serve", "collect", "take"):
                    out.add((CARD, target))
                elif verb == "task":
                    out.add((DOOR,))
                elif verb == "activate":
                    out.add((BONUS, target))
                elif verb == "menu":
                    out.add((MENU, target))
                elif verb == "reroll":
                    out.add((REROLL,))
            return out
        return self._memo(model, ("helpful", die), make)

    def voucher_targets(self, model: CrazyModel) -> set[Target]:
        """The orders a meal voucher could pay for."""
        s = model.obs
        return {(CARD, c) for c in s.counter_cards()
                if getattr(self.data.card(c), "is_order", False) and not s.status[c].served}


class CrazyInput:
    """The viewer's choices at the Crazy Taco table."""

    def __init__(self, data: CrazyTacoData, judge: Judge, dice: DiceLayer,
                 cards: TacoCards, language: Callable[[], Language] = Language) -> None:
        self.data = data
        self.language = language
        """The table's language now (it may change mid-game)."""
        self.judge = judge
        self.dice = dice
        self.cards = cards
        self.selected: list[str] = []
        """Dice picked for one move."""
        self.voucher = ""
        """The meal voucher picked to serve an order."""
        self.marked: list[str] = []
        """Customer player: hand cards marked."""
        self.focus = 0
        self.dialog: Dialog | None = None
        self.pointer = (0, 0)
        self.hover: HoverClock[tuple[int, int]] = HoverClock((0, 0))
        """How long the pointer has rested where it is (a tooltip waits for it)."""
        self.drag = DragController(self._pick, self._zones, self._legal_zones, self._drop,
                                   self._click)
        self._focus_key: tuple | None = None
        self._model: CrazyModel | None = None
        self._legal: Sequence[Action] = ()
        self._steps: StepButtons | None = None
        self._asked: list[Ask] = []

    # --- what the table shows of the choices -------------------------------------------------
    def dragged_dice(self) -> tuple[str, ...]:
        state = self.drag.state
        if self.drag.dragging and state is not None and state.item[0] == "dice":
            return tuple(state.item[1])
        return ()

    def dragged_card(self) -> str | None:
        """The hand card or voucher being dragged."""
        state = self.drag.state
        if self.drag.dragging and state is not None and state.item[0] in ("hand", "voucher"):
            return str(state.item[1])
        return None

    def dragged_legal(self) -> set[Target]:
        """Where what is dragged would be accepted."""
        state = self.drag.state
        if not self.drag.dragging or state is None:
            return set()
        return {zone for zone in state.legal if isinstance(zone, tuple)}

    def hover_zone(self) -> Target | None:
        """The place under what is dragged."""
        zone = self.drag.hover_zone
        return zone if self.drag.dragging and isinstance(zone, tuple) else None

    def reset(self) -> None:
        """After a move: nothing picked, no question open, the focus where a step starts."""
        self.selected, self.voucher, self.marked = [], "", []
        self.dialog = None
        self._focus_key = None

    def follow_drag(self) -> None:
        """What is dragged follows the pointer."""
        state = self.drag.state
        if not self.drag.dragging or state is None:
            return
        item = state.item
        if item[0] == "dice":
            self.dice.follow(list(item[1]), item[2], state.item_pos)
        else:
            self.cards.follow(item[1], state.item_pos)

    # --- the keyboard's focus ----------------------------------------------------------------
    def focus_items(self, model: CrazyModel, legal: Sequence[Action],
                    steps: StepButtons) -> list[Item]:
        """What Left/Right walk through now: dice, places and buttons of this step."""
        if not model.my_turn or self.dialog is not None:
            return []
        buttons: list[Item] = [("button", spec.name) for spec in steps.specs if spec.enabled]
        step = model.step
        if step == "place":
            items: list[Item] = [("die", d) for d in model.table_dice()]
            for target in model.targets:
                if target[0] == BONUS and target[1] == model.voucher:
                    items.append(("voucher", model.voucher))
                else:
                    items.append(("target", target))
            return items + buttons
        if step == "manage":
            rest: list[Item] = [("rest", d) for d in resting_ids(model.obs)
                                if any(isinstance(a, Overtime) for a in legal)]
            return buttons + rest
        if step == "play":
            return [("hand", c) for c in model.obs.hand] + buttons
        return buttons

    def focused(self, model: CrazyModel, legal: Sequence[Action],
                steps: StepButtons) -> Item | None:
        items = self.focus_items(model, legal, steps)
        self._settle_focus(model, items, steps)
        if not items:
            return None
        return items[self.focus % len(items)]

    def _settle_focus(self, model: CrazyModel, items: list[Item], steps: StepButtons) -> None:
        """A new step starts with the focus on its first item (or its main button)."""
        key = (model.obs.turn, model.step, model.viewer, model)
        if key == self._focus_key:
            return
        self._focus_key = key
        self.focus = 0
        primary = {spec.name for spec in steps.specs if spec.primary}
        firsts = [i for i, item in enumerate(items) if item[0] == "button" and item[1] in primary]
        if model.step in ("roll", "manage", "extra", "extra_offer") and firsts:
            self.focus = firsts[0]

    @staticmethod
    def group_of(item: Item) -> int:
        kind = item[0]
        if kind in ("die", "hand"):
            return 0
        if kind == "target":
            return GROUPS[item[1][0]]
        if kind == "voucher":
            return 2
        if kind == "rest":
            return 6
        return 5

    # --- intents ---------------------------------------------------------------------------------
    def handle(self, intent: it.Intent, model: CrazyModel, legal: Sequence[Action],
               steps: StepButtons) -> list[Ask]:
        """What `intent` asks of the table now."""
        self._model, self._legal, self._steps, self._asked = model, legal, steps, []
        if isinstance(intent, it.PointerMove | it.PointerDown | it.PointerUp):
            self.hover.moved(intent.pos)
            self.pointer = intent.pos
        if self.dialog is not None:
            if isinstance(intent, it.Erase):
                self.dialog = None
            else:
                self.dialog.group.handle(intent)
            return self._asked
        if not model.my_turn:
            return self._asked
        if isinstance(intent, it.PointerMove):
            steps.point(intent.pos)
        if isinstance(intent, it.PointerDown) and intent.button == 3:
            if self.drag.state is not None:
                self.drag.cancel()
                self._asked.append(Refuse("", tuple(self.selected)))
            else:
                self.selected, self.voucher, self.marked = [], "", []
            return self._asked
        if isinstance(intent, it.PointerDown) and steps.at(intent.pos) is not None:
            if not self.drag.dragging and intent.button == 1:
                name = steps.pressed(intent.pos)
                if name is not None:
                    self.press(name)
            return self._asked
        if self.drag.handle(intent):
            return self._asked
        if isinstance(intent, it.Navigate | it.Focus | it.Confirm | it.Erase):
            self.keys(intent, model)
        return self._asked

    def place(self, target: Target, dice: Sequence[str], model: CrazyModel,
              legal: Sequence[Action], steps: StepButtons) -> list[Ask]:
        """What placing `dice` on `target` asks of the table (as a drop there would)."""
        self._model, self._legal, self._steps, self._asked = model, legal, steps, []
        self.apply_target(target, dice)
        return self._asked

    def keys(self, intent: it.Intent, model: CrazyModel) -> None:
        assert self._steps is not None
        items = self.focus_items(model, self._legal, self._steps)
        self._settle_focus(model, items, self._steps)
        if isinstance(intent, it.Erase):
            self.selected, self.voucher, self.marked = [], "", []
            return
        if not items:
            return
        if isinstance(intent, it.Focus):
            self.focus = (self.focus + intent.step) % len(items)
        elif isinstance(intent, it.Navigate) and intent.dx:
            self.focus = (self.focus + intent.dx) % len(items)
        elif isinstance(intent, it.Navigate) and intent.dy:
            groups = [self.group_of(item) for item in items]
            here = groups[self.focus % len(items)]
            order = sorted(set(groups))
            index = order.index(here)
            want = order[(index + (1 if intent.dy > 0 else -1)) % len(order)]
            self.focus = groups.index(want)
        elif isinstance(intent, it.Confirm):
            self.activate(items[self.focus % len(items)])

    def activate(self, item: Item) -> None:
        kind, value = item
        if kind == "button":
            self.press(value)
        elif kind == "die":
            self.toggle_die(value)
        elif kind == "target":
            self.apply_target(value)
        elif kind == "voucher":
            if self.selected:
                self.apply_target((BONUS, value))
            else:
                self.voucher = "" if self.voucher == value else value
        elif kind == "rest":
            self._asked.append(Play(Overtime(self._seat(), value)))
        elif kind == "hand":
            self.toggle_mark(value)

    def _seat(self) -> int:
        model = self._model
        assert model is not None and model.viewer is not None
        return model.viewer

    # --- step buttons --------------------------------------------------------------------------
    def press(self, name: str) -> None:
        """A step button pressed (by the pointer or the keys)."""
        model = self._model
        if model is None or model.viewer is None:
            return
        seat, ask = model.viewer, self._asked.append
        if name == "roll":
            ask(Play(Roll(seat)))
        elif name == "reroll":
            if not self.selected:
                ask(Refuse(N_("Pick the dice to roll again first.")))
                return
            ask(Play(Reroll(seat, tuple(self.selected))))
        elif name == "finish":
            ask(Play(FinishDice(seat, tuple(self.selected))))
        elif name == "overtime":
            resting = resting_ids(model.obs)
            chosen = [d for d in self.selected if d in resting]
            if not resting:
                ask(Refuse(N_("Nobody is in the rest room.")))
                return
            ask(Play(Overtime(seat, chosen[0] if chosen else resting[0])))
        elif name == "advertise":
            ask(Play(Advertise(seat)))
        elif name == "pay_fine":
            ask(Play(PayFine(seat)))
        elif name == "end_turn":
            ask(Play(EndTurn(seat)))
        elif name in ("buy", "pass_extra"):
            ask(Play(BuyExtra(seat, name == "buy")))
        elif name in ("reveal", "no_reveal"):
            ask(Play(RevealExtra(seat, name == "reveal")))
        elif name == "play":
            action = play_action(self.data, self.marked)
            if action is None:
                ask(Refuse(N_("Mark the card to play first (an OPEN card brings one more).")))
                return
            ask(Play(action))
        elif name == "redraw":
            redraw = redraw_action(self.marked)
            if redraw is not None:
                ask(Play(redraw))

    # --- picking dice and places ---------------------------------------------------------------
    def toggle_die(self, die_id: str) -> None:
        if die_id in self.selected:
            self.selected.remove(die_id)
        else:
            self.selected.append(die_id)
            self.voucher = ""

    def toggle_mark(self, card: str) -> None:
        if card in self.marked:
            self.marked.remove(card)
        else:
            self.marked.append(card)

    def apply_target(self, target: Target, dice: Sequence[str] | None = None) -> None:
        """Place the picked dice (or the voucher) on `target`."""
        model = self._model
        assert model is not None
        picked = tuple(self.selected if dice is None else dice)
        voucher = self.voucher if not picked else ""
        if not picked and not voucher:
            self._asked.append(Refuse(N_("Pick one or more dice in the kitchen first, then "
                                         "choose where they go.")))
            return
        if target[0] == MENU and turns_faces(self.data, str(target[1])):
            self.open_faces_dialog(model, str(target[1]), picked)
            return
        actions, reason = resolve(self.data, model.obs, self.judge.check, picked, target,
                                  voucher)
        if not actions:
            self._asked.append(Refuse(reason or N_("The dice cannot go there."), picked,
                                      place=target))
            return
        if len(actions) > 1:
            self.open_choice_dialog(actions)
            return
        self._asked.append(Play(actions[0], picked))

    # --- questions -----------------------------------------------------------------------------
    def open_choice_dialog(self, actions: list[Action]) -> None:
        _ = self.language().gettext
        rect = dialog_rect(1)
        group = FocusGroup()
        x = rect.x + 20
        for action in actions:
            label = (_("Serve the order") if type(action).__name__ == "Serve"
                     else _("Collect payment"))
            group.add(Button(pygame.Rect(x, rect.bottom - 62, 200, 44), label=label,
                             primary=not group.widgets, size=BUTTON_FONT,
                             on_click=partial(self._answer, Play(action))))
            x += 210
        group.add(Button(pygame.Rect(rect.right - 100, rect.y + 10, 88, 34), label=_("Cancel"),
                         size=BUTTON_FONT, on_click=self.close_dialog))
        self.dialog = Dialog(_("Serve or collect?"), rect, group,
                             [_("That die can serve this order or collect its payment.")])

    def open_faces_dialog(self, model: CrazyModel, option: str, dice: Sequence[str]) -> None:
        """A dish that turns dice (Achilipú): check the payment, then ask for the faces."""
        variants = achilipu_variants(self.data, model.obs, option, dice)
        reason = refusal(self.judge.check, variants[0]) if variants else \
            N_("Put the dice that pay for it on the dish first.")
        if reason:
            self._asked.append(Refuse(reason, tuple(dice)))
            return
        words = self.language()
        _ = words.gettext
        targets, faces = default_faces(self.data, option, dice)
        rows = []
        rect = dialog_rect(len(dice))
        group = FocusGroup()
        for i, die_id in enumerate(dice):
            choices = face_choices(self.data, die_id)
            wanted = faces[targets.index(die_id)] if die_id in targets else NO_CHANGE
            choice = Choice(pygame.Rect(rect.x + 200, rect.y + 84 + i * 44, 240, 36),
                            label="", choices=choices, index=choices.index(wanted),
                            display=partial(face_word, words=words))
            group.add(choice)
            rows.append((die_id, choice))
        menu = self.data.menu_option(option)
        name = _(menu.name) if menu is not None else option
        group.add(Button(pygame.Rect(rect.x + 20, rect.bottom - 56, 200, 42),
                         label=_("Order {dish}").format(dish=name.split(" / ")[0]), primary=True,
                         size=BUTTON_FONT, on_click=partial(self.submit_faces, option)))
        group.add(Button(pygame.Rect(rect.right - 130, rect.bottom - 56, 110, 42),
                         label=_("Cancel"), size=BUTTON_FONT, on_click=self.close_dialog))
        self.dialog = Dialog(name, rect, group,
                             [_("Choose the face of {count} of these dice (the others "
                                "are used up).").format(count=len(targets))], rows)

    def submit_faces(self, option: str) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        dice = tuple(die for die, _ in dialog.rows)
        turned = [(die, choice.value) for die, choice in dialog.rows if choice.value != NO_CHANGE]
        self._answer(Play(Menu(self._seat(), option, dice, tuple(d for d, _ in turned),
                               tuple(f for _, f in turned)), dice))

    def _answer(self, play: Play) -> None:
        self.dialog = None
        self._asked.append(play)

    def close_dialog(self) -> None:
        self.dialog = None

    # --- drag and drop, clicks ------------------------------------------------------------------
    def _pick(self, pos: tuple[int, int]) -> tuple[Any, tuple[float, float]] | None:
        model = self._model
        if model is None or not model.my_turn or self.dialog is not None:
            return None
        if model.step == "place" and model.viewer == MANAGER:
            die = self.dice.die_at(pos)
            if die is not None and model.obs.dice[die].zone == TABLE:
                group = tuple(self.selected) if die in self.selected else (die,)
                sprite = self.dice.sprites[die]
                return ("dice", group, die), (sprite.x, sprite.y)
            card = self.cards.card_at(pos)
            if card is not None and card == model.voucher:
                return ("voucher", card), self.cards.centre(card)
        if model.step == "play" and model.viewer == CUSTOMER_PLAYER:
            card = self.cards.card_at(pos)
            if card is not None and card in model.obs.hand:
                return ("hand", card), self.cards.centre(card)
        return None

    def _zones(self) -> list[tuple[Hashable, tuple[float, float, float, float]]]:
        model = self._model
        if model is None or not model.my_turn:
            return []
        if model.step == "play":
            counter = model.board.box("counter")
            return [(("counter",), (counter.x, counter.y, counter.w, counter.h))]
        out: list[tuple[Hashable, tuple[float, float, float, float]]] = []
        for target in model.targets:
            zone = pygame.Rect(model.target_box(target)).inflate(6, 6)
            out.append((target, (zone.x, zone.y, zone.w, zone.h)))
        return out

    def _legal_zones(self, item: Any) -> set[Hashable]:
        model = self._model
        assert model is not None
        if item[0] == "dice":
            return set(self.judge.legal_targets(model, item[1]))
        if item[0] == "voucher":
            return set(self.judge.voucher_targets(model))
        if item[0] == "hand":
            return {("counter",)}
        return set()

    def _drop(self, item: Any, zone: Any) -> bool:
        model = self._model
        assert model is not None
        if item[0] == "dice":
            dice = tuple(item[1])
            if zone is None:
                if not model.board.box("kitchen").contains(self.pointer):
                    self._asked.append(Refuse(N_("Drop dice on a customer, the storeroom door, "
                                                 "a bonus card, a menu dish or the re-roll "
                                                 "strip."), dice))
                else:
                    self._asked.append(Refuse("", dice))
                return False
            self.apply_target(zone, dice)
            return True
        if item[0] == "voucher":
            if zone is not None and zone[0] == CARD:
                self._asked.append(Play(UseVoucher(self._seat(), item[1], str(zone[1]))))
                return True
            self._asked.append(Refuse("", cards=True))
            return False
        if item[0] == "hand":
            action = play_action(self.data, self.marked, dragged=item[1]) \
                if zone == ("counter",) else None
            self._asked.append(Play(action, cards=True) if action is not None
                               else Refuse("", cards=True))
            return action is not None
        return False

    def _click(self, item: Any, pos: tuple[int, int]) -> None:
        model = self._model
        if model is None or not model.my_turn or self.dialog is not None:
            return
        if item is not None:
            if item[0] == "dice":
                self.toggle_die(item[2])
            elif item[0] == "voucher":
                self.activate(("voucher", item[1]))
            elif item[0] == "hand":
                self.toggle_mark(item[1])
            return
        step = model.step
        if step == "roll" and model.board.box("kitchen").contains(pos):
            self._asked.append(Play(Roll(self._seat())))
            return
        if step == "manage":
            die = self.dice.die_at(pos)
            if die is not None and model.obs.dice[die].zone == REST:
                self._asked.append(Play(Overtime(self._seat(), die)))
            return
        zone = self.drag.zone_at(pos) if step == "place" else None
        if isinstance(zone, tuple):
            if self.selected or self.voucher:
                self.apply_target(zone)
            elif zone[0] != MENU and self.cards.card_at(pos) is not None:
                self._asked.append(Refuse(N_("Pick one or more dice in the kitchen first, "
                                             "then click here.")))

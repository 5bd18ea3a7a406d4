"""Crazy Taco table input: picking dice, dropping them on places, step buttons, dialogs, keys.

A mixin of the table scene. The player picks one or more dice (click, or Enter on the focused
die) and then a place (drop, click, or Enter on the focused place); view_moves turns that into
the rules' action, the rules decide, and a refusal comes back as a reason on screen while the
dice snap home. Buttons run the steps (roll, re-roll, finish, overtime, advertise, fines, end of
turn, Extras). The customer player marks hand cards and plays them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from tabletop.core.actions import Action
from tabletop.games.crazy_taco.rules.actions import (
    Advertise,
    BuyExtra,
    EndTurn,
    FinishDice,
    Menu,
    Overtime,
    PayFine,
    PlayCard,
    Redraw,
    Reroll,
    RevealExtra,
    Roll,
    UseVoucher,
)
from tabletop.games.crazy_taco.rules.lookahead import Position
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import REST, TABLE
from tabletop.games.crazy_taco.table.view_moves import (
    BONUS,
    CARD,
    DOOR,
    MENU,
    NO_CHANGE,
    REROLL,
    accepts,
    achilipu_variants,
    default_faces,
    face_choices,
    play_action,
    redraw_action,
    refusal,
    resolve,
    resting_ids,
)
from tabletop.input import intents as it
from tabletop.ui.widgets import Button, Choice, FocusGroup

BUTTON_H = 36
BUTTON_FONT = 18
DRAG_SPACING = 58


@dataclass
class Dialog:
    """A small modal question over the table (which faces Achilipú turns; serve or collect)."""

    title: str
    rect: pygame.Rect
    group: FocusGroup
    lines: list[str] = field(default_factory=list)
    rows: list[tuple[str, Choice]] = field(default_factory=list)


class ViewInput:
    """The input half of CrazyTacoTable."""

    # --- what can be done now ---------------------------------------------------------------
    def legal(self) -> list[Action]:
        if not self.my_turn():
            return []
        return self.memo("legal", lambda: self.match.rules.legal_actions(self.viewer))

    def step(self) -> str:
        return self.obs().step

    def table_dice(self) -> list[str]:
        s = self.obs()
        return [d.id for d in self.data.dice if s.dice[d.id].zone == TABLE]

    def targets(self) -> list[tuple]:
        """Every place picked dice could go now, left to right, top to bottom."""
        return self.memo("targets", self._targets)

    def _targets(self) -> list[tuple]:
        s = self.obs()
        out: list[tuple] = []
        for position in range(len(s.counter), 0, -1):
            card = s.counter[position - 1]
            if card:
                out.append((CARD, card))
        if s.patience:
            out.append((CARD, s.patience))
        if s.door:
            out.append((DOOR,))
        for entry in s.bonus_zone[:2]:
            out.append((BONUS, entry.card))
        out += [(MENU, option.id) for option in self.data.menu]
        out.append((REROLL,))
        return out

    def target_rect(self, target: tuple) -> pygame.Rect:
        kind = target[0]
        if kind == CARD:
            return self.rect(self.counter_slot(str(target[1]), self.obs()))
        if kind == DOOR:
            return self.rect("door")
        if kind == BONUS:
            s = self.obs()
            index = next(i for i, e in enumerate(s.bonus_zone) if e.card == target[1])
            return self.rect(f"bonus-{index + 1}")
        if kind == MENU:
            return self.menu_rows()[str(target[1])]
        if kind == REROLL:
            return self.rect("reroll")
        return self.rect("counter")

    def voucher_card(self) -> str:
        s = self.obs()
        for entry in s.bonus_zone:
            card = self.data.card(entry.card)
            if getattr(card, "bonus", "") == "meal_voucher":
                return entry.card
        return ""

    # --- step buttons -------------------------------------------------------------------------
    def button_specs(self) -> list[tuple[str, str, bool, bool]]:
        """(name, label, primary, enabled) of the buttons the viewer may press now."""
        if not self.my_turn() or self.dialog is not None:
            return []
        step, obs, board = self.step(), self.obs(), self.data.board
        legal = self.legal()
        if step == "roll":
            return [("roll", "Roll the dice", True, True)]
        if step == "place":
            picked = len(self.selected)
            keep = [d for d in self.selected if self.obs().dice[d].face != "rest"]
            finish = f"Finish, keep {len(keep)}" if keep else "Finish placing"
            return [("reroll", f"Re-roll {picked or ''} ${board.reroll_cost}".replace("  ", " "),
                     False, picked > 0 and obs.money >= board.reroll_cost),
                    ("finish", finish, True, True)]
        if step == "manage":
            out = []
            costs = board.overtime_costs
            if obs.overtime_used < len(costs):
                out.append(("overtime", f"Overtime ${costs[obs.overtime_used]}", False,
                            any(isinstance(a, Overtime) for a in legal)))
            out.append(("advertise", f"Advertise ${board.advertising_cost}", False,
                        Advertise(MANAGER) in legal))
            if obs.fine_due:
                out.append(("pay_fine", f"Pay fines ${obs.fine_due}", False,
                            PayFine(MANAGER) in legal))
            out.append(("end_turn", "End turn", True, True))
            return out
        if step == "extra":
            cost = self.data.card(obs.extra_offer).cost
            return [("buy", f"Buy for ${cost}", True, BuyExtra(MANAGER, True) in legal),
                    ("pass_extra", "Let it go", False, True)]
        if step == "extra_offer":
            return [("reveal", "Reveal an Extra", True, True),
                    ("no_reveal", "Not now", False, True)]
        if step == "play":
            n = len(self.marked)
            label = "Play card" if n <= 1 else "Play both"
            return [("play", label, True, 1 <= n <= 2),
                    ("redraw", "Swap 3 cards", False, n == 3)]
        return []

    def refresh_buttons(self) -> None:
        specs = self.button_specs()
        key = (tuple(specs), self.step() if self.viewer is not None else "")
        if key == self._buttons_key:
            return
        self._buttons_key = key
        hover = self.step_buttons.hover
        self.step_buttons = FocusGroup()
        self.button_names = []
        zone = self.rect("actions")
        left = zone.x + 12
        if self.obs().extra_offer:
            left += 104
        fonts = self.services.fonts
        widths = [max(90, fonts.measure(label, BUTTON_FONT)[0] + 22)
                  for _, label, _, _ in specs]
        rows: list[list[int]] = [[]]
        x = left
        for i, width in enumerate(widths):
            if rows[-1] and x + width > zone.right - 8:
                rows.append([])
                x = left
            rows[-1].append(i)
            x += width + 6
        y = zone.bottom - 10 - BUTTON_H - (len(rows) - 1) * (BUTTON_H + 8)
        for row in rows:
            x = left
            for i in row:
                name, label, primary, enabled = specs[i]
                button = Button(pygame.Rect(x, y, widths[i], BUTTON_H), label=label,
                                primary=primary, size=BUTTON_FONT,
                                on_click=lambda n=name: self.press(n))
                button.enabled = enabled
                self.step_buttons.add(button)
                self.button_names.append(name)
                x += widths[i] + 6
            y += BUTTON_H + 8
        self.step_buttons.hover = hover if hover is not None and hover < len(specs) else None

    def press(self, name: str) -> None:
        seat = self.viewer
        if seat is None:
            return
        if name == "roll":
            self.submit(Roll(seat))
        elif name == "reroll":
            if not self.selected:
                self.refuse("Pick the dice to roll again first.")
                return
            self.submit(Reroll(seat, tuple(self.selected)))
        elif name == "finish":
            self.submit(FinishDice(seat, tuple(self.selected)))
        elif name == "overtime":
            resting = resting_ids(self.obs())
            chosen = [d for d in self.selected if d in resting]
            if not resting:
                self.refuse("Nobody is in the rest room.")
                return
            self.submit(Overtime(seat, chosen[0] if chosen else resting[0]))
        elif name == "advertise":
            self.submit(Advertise(seat))
        elif name == "pay_fine":
            self.submit(PayFine(seat))
        elif name == "end_turn":
            self.submit(EndTurn(seat))
        elif name in ("buy", "pass_extra"):
            self.submit(BuyExtra(seat, name == "buy"))
        elif name in ("reveal", "no_reveal"):
            self.submit(RevealExtra(seat, name == "reveal"))
        elif name == "play":
            action = play_action(self.data, self.marked)
            if action is None:
                self.refuse("Click the card to play first (an OPEN card brings one more).")
                return
            self.submit(action)
        elif name == "redraw":
            action = redraw_action(self.marked)
            if action is not None:
                self.submit(action)

    # --- picking dice and places ---------------------------------------------------------------
    def toggle_die(self, die_id: str) -> None:
        if die_id in self.selected:
            self.selected.remove(die_id)
        else:
            self.selected.append(die_id)
            self.voucher = ""

    def apply_target(self, target: tuple, dice: list[str] | None = None) -> bool:
        """Place the picked dice (or the voucher) on `target`; False when refused."""
        dice = list(self.selected if dice is None else dice)
        voucher = self.voucher if not dice else ""
        if not dice and not voucher:
            self.refuse("Pick one or more dice in the kitchen first, then choose where they go.")
            return False
        s = self.obs()
        if target[0] == MENU and self.data.menu_option(str(target[1])).effect == "set_faces":
            return self.open_faces_dialog(str(target[1]), dice)
        actions, reason = resolve(self.data, s, self.match.check, dice, target, voucher)
        if not actions:
            self.refuse(reason or "The dice cannot go there.")
            self.snap_dice(dice)
            return False
        if len(actions) > 1:
            self.open_choice_dialog(actions)
            return True
        ok = self.submit(actions[0])
        if not ok:
            self.snap_dice(dice)
        return ok

    # --- dialogs -------------------------------------------------------------------------------
    def dialog_rect(self, rows: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, 460, 150 + rows * 44)
        rect.center = (640, 372)
        return rect

    def open_choice_dialog(self, actions: list[Action]) -> None:
        rect = self.dialog_rect(1)
        group = FocusGroup()
        x = rect.x + 20
        for action in actions:
            label = "Serve the order" if type(action).__name__ == "Serve" else "Collect payment"
            group.add(Button(pygame.Rect(x, rect.bottom - 62, 200, 44), label=label,
                             primary=not group.widgets, size=BUTTON_FONT,
                             on_click=lambda a=action: self.close_and_submit(a)))
            x += 210
        group.add(Button(pygame.Rect(rect.right - 100, rect.y + 10, 88, 34), label="Cancel",
                         size=BUTTON_FONT, on_click=self.close_dialog))
        self.dialog = Dialog("Serve or collect?", rect, group,
                             ["That die can serve this order or collect its payment."])

    def open_faces_dialog(self, option: str, dice: list[str]) -> bool:
        """A dish that turns dice (Achilipú): check the payment, then ask for the faces."""
        variants = achilipu_variants(self.data, self.obs(), option, dice)
        reason = refusal(self.match.check, variants[0]) if variants else \
            "Put the dice that pay for it on the dish first."
        if reason:
            self.refuse(reason)
            self.snap_dice(dice)
            return False
        targets, faces = default_faces(self.data, option, dice)
        rows = []
        rect = self.dialog_rect(len(dice))
        group = FocusGroup()
        for i, die_id in enumerate(dice):
            choices = face_choices(self.data, die_id)
            wanted = faces[targets.index(die_id)] if die_id in targets else NO_CHANGE
            choice = Choice(pygame.Rect(rect.x + 200, rect.y + 84 + i * 44, 240, 36),
                            label="", choices=choices, index=choices.index(wanted))
            group.add(choice)
            rows.append((die_id, choice))
        group.add(Button(pygame.Rect(rect.x + 20, rect.bottom - 56, 200, 42),
                         label=f"Order {self.data.menu_option(option).name.split(' / ')[0]}",
                         primary=True, size=BUTTON_FONT,
                         on_click=lambda: self.submit_faces(option)))
        group.add(Button(pygame.Rect(rect.right - 130, rect.bottom - 56, 110, 42),
                         label="Cancel", size=BUTTON_FONT, on_click=self.close_dialog))
        amount = len(targets)
        self.dialog = Dialog(self.data.menu_option(option).name, rect, group,
                             [f"Choose the face of {amount} of these dice (the others are used "
                              "up)."], rows)
        return True

    def submit_faces(self, option: str) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        dice = tuple(die for die, _ in dialog.rows)
        turned = [(die, choice.value) for die, choice in dialog.rows if choice.value != NO_CHANGE]
        action = Menu(self.viewer, option, dice, tuple(d for d, _ in turned),
                      tuple(f for _, f in turned))
        self.dialog = None
        if not self.submit(action):
            self.snap_dice(list(dice))

    def close_and_submit(self, action: Action) -> None:
        self.dialog = None
        self.submit(action)

    def close_dialog(self) -> None:
        self.dialog = None
        self._buttons_key = None

    # --- keyboard focus ring --------------------------------------------------------------------
    def focus_items(self) -> list[tuple]:
        """What Left/Right walk through now: dice, places and buttons of this step."""
        if not self.my_turn() or self.dialog is not None:
            return []
        self.refresh_buttons()
        buttons = [("button", name) for name, w in
                   zip(self.button_names, self.step_buttons.widgets, strict=True) if w.enabled]
        step = self.step()
        if step == "place":
            items: list[tuple] = [("die", d) for d in self.table_dice()]
            voucher = self.voucher_card()
            for target in self.targets():
                if target[0] == BONUS and target[1] == voucher:
                    items.append(("voucher", voucher))
                else:
                    items.append(("target", target))
            return items + buttons
        if step == "manage":
            rest = [("rest", d) for d in resting_ids(self.obs())
                    if any(isinstance(a, Overtime) for a in self.legal())]
            return buttons + rest
        if step == "play":
            return [("hand", c) for c in self.obs().hand] + buttons
        return buttons

    def group_of(self, item: tuple) -> int:
        kind = item[0]
        if kind in ("die", "hand"):
            return 0
        if kind == "target":
            return {CARD: 1, DOOR: 2, BONUS: 2, MENU: 3, REROLL: 4}[item[1][0]]
        if kind == "voucher":
            return 2
        if kind == "rest":
            return 6
        return 5

    def focused(self) -> tuple | None:
        items = self.focus_items()
        self._settle_focus(items)
        if not items:
            return None
        return items[self.focus % len(items)]

    def _settle_focus(self, items: list[tuple]) -> None:
        key = (self.obs().turn, self.step(), self.viewer, len(self.match.log))
        if key == self._focus_key:
            return
        self._focus_key = key
        self.focus = 0
        primary = [i for i, item in enumerate(items) if item[0] == "button"
                   and self.button_primary(item[1])]
        if self.step() in ("roll", "manage", "extra", "extra_offer") and primary:
            self.focus = primary[0]

    def button_primary(self, name: str) -> bool:
        for button_name, widget in zip(self.button_names, self.step_buttons.widgets,
                                       strict=True):
            if button_name == name:
                return bool(getattr(widget, "primary", False))
        return False

    def handle_keys(self, intent: Any) -> None:
        items = self.focus_items()
        self._settle_focus(items)
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

    def activate(self, item: tuple) -> None:
        kind, value = item[0], item[1]
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
            self.submit(Overtime(self.viewer, value))
        elif kind == "hand":
            self.toggle_mark(value)

    def toggle_mark(self, card: str) -> None:
        if card in self.marked:
            self.marked.remove(card)
        else:
            self.marked.append(card)

    # --- drag and drop, clicks ------------------------------------------------------------------
    def die_at(self, pos) -> str | None:
        for die_id in reversed([d.id for d in self.data.dice]):
            sprite = self.dice.get(die_id)
            if sprite is not None and sprite.rect.inflate(6, 6).collidepoint(pos):
                return die_id
        return None

    def card_at(self, pos) -> str | None:
        for card_id in reversed(self.card_order):
            sprite = self.cards.get(card_id)
            if sprite is not None and sprite.rect.collidepoint(pos):
                return card_id
        return None

    def _pick(self, pos):
        if not self.my_turn() or self.dialog is not None:
            return None
        step = self.step()
        if step == "place" and self.viewer == MANAGER:
            die = self.die_at(pos)
            if die is not None and self.obs().dice[die].zone == TABLE:
                group = tuple(self.selected) if die in self.selected else (die,)
                sprite = self.dice[die]
                return ("dice", group, die), (sprite.x, sprite.y)
            card = self.card_at(pos)
            if card is not None and card == self.voucher_card():
                sprite = self.cards[card]
                return ("voucher", card), (sprite.x, sprite.y)
        if step == "play" and self.viewer == CUSTOMER_PLAYER:
            card = self.card_at(pos)
            if card is not None and card in self.obs().hand:
                sprite = self.cards[card]
                return ("hand", card), (sprite.x, sprite.y)
        return None

    def _zones(self) -> list[tuple[tuple, tuple[float, float, float, float]]]:
        if not self.my_turn():
            return []
        if self.step() == "play":
            return [(("counter",), tuple(self.rect("counter")))]
        return [(target, tuple(self.target_rect(target).inflate(6, 6)))
                for target in self.targets()]

    def _legal_zones(self, item) -> set:
        if item[0] == "dice":
            return self.legal_targets(item[1])
        if item[0] == "voucher":
            s = self.obs()
            return {(CARD, c) for c in s.counter_cards()
                    if self.data.card(c).is_order and not s.status[c].served}
        if item[0] == "hand":
            return {("counter",)}
        return set()

    def legal_targets(self, dice) -> set:
        """The places these dice would be accepted now (computed once per pick)."""
        dice = tuple(dice)
        return self.memo(("legal_targets", dice), lambda: {
            t for t in self.targets()
            if accepts(self.data, self.obs(), self.match.check, dice, t)})

    def helpful_targets(self, die_id: str) -> set:
        """Where this die alone could help (it may need more dice to complete the move)."""
        def make() -> set:
            out = set()
            position = Position.seen(self.data, self.obs())
            for verb, target in position.placement_targets(die_id):
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
        return self.memo(("helpful", die_id), make)

    def _drop(self, item, zone) -> bool:
        if item[0] == "dice":
            dice = list(item[1])
            if zone is None:
                if not self.rect("kitchen").collidepoint(self.pointer):
                    self.refuse("Drop dice on a customer, the storeroom door, a bonus card, "
                                "a menu dish or the re-roll strip.")
                self.snap_dice(dice)
                return False
            return self.apply_target(zone, dice)
        if item[0] == "voucher":
            if zone is not None and zone[0] == CARD:
                return self.submit(UseVoucher(self.viewer, item[1], str(zone[1])))
            self.snap_cards()
            return False
        if item[0] == "hand":
            if zone == ("counter",):
                action = play_action(self.data, self.marked, dragged=item[1])
                if action is not None and self.submit(action):
                    return True
            self.snap_cards()
            return False
        return False

    def _click(self, item, pos) -> None:
        if not self.my_turn() or self.dialog is not None:
            return
        step = self.step()
        if item is not None:
            if item[0] == "dice":
                self.toggle_die(item[2])
            elif item[0] == "voucher":
                self.activate(("voucher", item[1]))
            elif item[0] == "hand":
                self.toggle_mark(item[1])
            return
        if step == "roll" and self.rect("kitchen").collidepoint(pos):
            self.submit(Roll(self.viewer))
            return
        if step == "manage":
            die = self.die_at(pos)
            if die is not None and self.obs().dice[die].zone == REST:
                self.submit(Overtime(self.viewer, die))
            return
        if step == "place":
            zone = self.drag.zone_at(pos)
            if zone is not None and (self.selected or self.voucher):
                self.apply_target(zone)
            elif zone is not None and zone[0] != MENU and self.card_at(pos) is not None:
                self.refuse("Pick one or more dice in the kitchen first, then click here.")

    def dragged_dice(self) -> tuple[str, ...]:
        if self.drag.dragging and self.drag.state.item[0] == "dice":
            return tuple(self.drag.state.item[1])
        return ()

    def follow_drag(self) -> None:
        if not self.drag.dragging:
            return
        item = self.drag.state.item
        x, y = self.drag.state.item_pos
        if item[0] == "dice":
            group = list(item[1])
            lead = group.index(item[2])
            for i, die_id in enumerate(group):
                sprite = self.dice[die_id]
                sprite.x, sprite.y = x + (i - lead) * DRAG_SPACING, y
                sprite.lift = 12.0
        else:
            sprite = self.cards.get(item[1])
            if sprite is not None:
                sprite.x, sprite.y = x, y
                sprite.lift = 12.0

    def snap_dice(self, dice: list[str]) -> None:
        spots = self.die_spots()
        for die_id in dice:
            sprite = self.dice.get(die_id)
            if sprite is not None and die_id in spots:
                x, y, side = spots[die_id][:3]
                sprite.move_to(self.tweens, x, y, side)

    def snap_cards(self) -> None:
        for card_id, (x, y, _, _) in self.card_spots().items():
            sprite = self.cards.get(card_id)
            if sprite is not None:
                sprite.move_to(self.tweens, x, y, snap=True, duration=0.2)

    def demo_refusal(self) -> None:
        """For screenshots and tests: drop a die where the rules refuse it."""
        if self.step() == "roll" and self.manager_turn():
            self.press("roll")
            self.tweens.finish_all()
        if self.step() != "place" or not self.manager_turn():
            self.refuse("Only the player on turn can place dice.")
            return
        for die in self.table_dice():
            legal = self.legal_targets((die,))
            for target in self.targets():
                if target not in legal and target[0] in (CARD, DOOR, MENU):
                    self.apply_target(target, [die])
                    return

    # --- input ----------------------------------------------------------------------------------
    def handle_table(self, intent: Any) -> None:
        if isinstance(intent, it.PointerMove | it.PointerDown | it.PointerUp):
            if getattr(intent, "pos", None) != self.pointer:
                self.hover_time = 0.0
            self.pointer = intent.pos
        if self.dialog is not None:
            if isinstance(intent, it.Erase):
                self.close_dialog()
                return
            self.dialog.group.handle(intent)
            return
        if not self.my_turn():
            return
        self.refresh_buttons()
        if isinstance(intent, it.PointerMove):
            self.step_buttons.handle(intent)
        if isinstance(intent, it.PointerDown) and intent.button == 3:
            if self.drag.state is not None:
                self.drag.cancel()
                self.snap_dice(list(self.selected))
            else:
                self.selected, self.voucher, self.marked = [], "", []
            return
        if isinstance(intent, it.PointerDown) and self.step_buttons.widget_at(intent.pos) \
                is not None:
            if not self.drag.dragging:
                self.step_buttons.handle(intent)
            return
        if self.drag.handle(intent):
            return
        if isinstance(intent, it.Navigate | it.Focus | it.Confirm | it.Erase):
            self.handle_keys(intent)

    # --- hints ----------------------------------------------------------------------------------
    def hint_step_button(self) -> str:
        """The step button the hint points at, if the hint is a button's action."""
        action = self.feedback.hint_action
        names = {Roll: "roll", FinishDice: "finish", EndTurn: "end_turn", Advertise: "advertise",
                 PayFine: "pay_fine", Overtime: "overtime", Reroll: "reroll", Redraw: "redraw",
                 PlayCard: "play"}
        if isinstance(action, BuyExtra):
            return "buy" if action.buy else "pass_extra"
        if isinstance(action, RevealExtra):
            return "reveal" if action.reveal else "no_reveal"
        for kind, name in names.items():
            if isinstance(action, kind):
                return name
        return ""

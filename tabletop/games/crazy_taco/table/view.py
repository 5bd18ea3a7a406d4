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
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.assets.maps import read_layout
from tabletop.core.actions import Event
from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules.observation import CrazyTacoObservation
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import (
    BONUS,
    CUP,
    FINE,
    REST,
    SPENT,
    STEP_PLAY,
    TABLE,
    TASK,
    VERSUS,
)
from tabletop.games.crazy_taco.table.board_draw import (
    MENU_ICONS_X,
    ROLL_GLOW_SECONDS,
    TOOLTIP_DELAY,
    BoardDrawing,
)
from tabletop.games.crazy_taco.table.dice_sprites import DieSprite, Popup
from tabletop.games.crazy_taco.table.faces import BIG, HAND, SMALL, TacoFaces
from tabletop.games.crazy_taco.table.view_input import ViewInput
from tabletop.games.crazy_taco.table.view_text import banner_for, result_lines
from tabletop.input.drag import DragController
from tabletop.table.scene import TableScene
from tabletop.ui import fonts
from tabletop.ui.blits import SpriteBlits
from tabletop.ui.card_sprite import MOVE_SECONDS, CardSprite, ease_lift, look_of
from tabletop.ui.widgets import FocusGroup

STAGGER = 0.12       # seconds between card moves of one action
DIE_STAGGER = 0.05
POPUP_SECONDS = 0.6
TRAY_SIDE, CARD_DIE, CAPTIVE_DIE, REST_DIE, MENU_DIE, FINE_DIE = 64, 32, 38, 50, 26, 44
HIDDEN_SOURCES = ("deck", "task-deck", "hand", "extra-pile", "aside")

Rect = pygame.Rect


class TacoCard(CardSprite):
    """A card sprite that can change size (counter card → bonus zone card)."""

    def __init__(self, card, faces: TacoFaces, size: tuple[int, int],
                 pos: tuple[float, float], face_up: bool) -> None:
        super().__init__(card.id, faces.face(card, size), faces.back(size), faces.shadow(size),
                         pos, face_up)
        self.card = card
        self.card_size = size

    def fit(self, faces: TacoFaces, size: tuple[int, int], tweens, animate: bool) -> None:
        if size == self.card_size:
            return
        old_width = self.face.get_width() * self.scale
        self.face = faces.face(self.card, size)
        self.back = faces.back(size)
        self.shadow = faces.shadow(size)
        self.card_size = size
        if animate and tweens.speed > 0:
            self.scale = old_width / self.face.get_width()
            tweens.add(self, "scale", 1.0, MOVE_SECONDS)
        else:
            self.scale = 1.0


class CrazyTacoTable(ViewInput, BoardDrawing, TableScene):
    """The table scene: sprites follow the rules' observation; events become animations.

    Input lives in ViewInput (view_input.py), drawing in BoardDrawing (board_draw.py).
    """

    score_label = "stars"

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        self.data = match.data
        self.versus = len(match.setup.seats) == 2
        required = [("board", name) for name in (
            "counter", "deck", "counter-1", "counter-2", "counter-3", "counter-4", "patience",
            "out", "kitchen", "dice", "reroll", "storeroom", "door", "task-zone", "task-1",
            "task-2", "rest-room",
            "rest-1", "rest-2", "rest-3", "overtime", "bonus-zone", "bonus-1", "bonus-2",
            "extra-area", "extra", "fine-area", "fine-card", "fine-die", "popularity", "cash",
            "menu", "actions")]
        if self.versus:
            required += [("versus", n) for n in ("hand", "hand-backs", "extra-pile")]
        self.layout = read_layout("crazy_taco/table.tmx", required)
        self.rects: dict[str, Rect] = {}
        for layer in ("board", "versus") if self.versus else ("board",):
            for name, zone in self.layout.layer(layer).items():
                self.rects[name] = Rect(round(zone.x), round(zone.y), round(zone.width),
                                        round(zone.height))
        self.faces = TacoFaces(services.images, services.fonts)
        self.cards: dict[str, TacoCard] = {}
        self.card_order: list[str] = []
        self.dice: dict[str, DieSprite] = {}
        self.flying: list[TacoCard] = []
        self.popups: list[Popup] = []
        self.banner_queue: list[str] = []
        self._memo_key: tuple | None = None
        self._memo: dict[Any, Any] = {}
        self._static: dict[Any, pygame.Surface] = {}
        self.card_blits = SpriteBlits(self.sheets)
        self.dice_blits = SpriteBlits(self.sheets, limit=256, repeat=True)
        self._tooltip: tuple[tuple, list[str]] | None = None
        # input state (see view_input.py)
        self.selected: list[str] = []      # dice picked for one move
        self.voucher = ""                  # the meal voucher picked to serve an order
        self.marked: list[str] = []        # customer player: hand cards marked
        self.focus = 0
        self._focus_key: tuple | None = None
        self._buttons_key: tuple | None = None
        self.step_buttons = FocusGroup()
        self.button_names: list[str] = []
        self.dialog = None
        self.pointer = (0, 0)
        self.hover_time = 0.0
        self.roll_since: float | None = None
        """Game time the roll strip began inviting a roll (it pulses for a moment)."""
        self.hovered: tuple | None = None
        self.drag = DragController(self._pick, self._zones, self._legal_zones, self._drop,
                                   self._click)
        self.sync(animate=False)
        if not match.log:  # a new game: the first customers come in from the deck
            self.deal_opening()

    def rescaled(self) -> None:
        """The window changed scale: faces and the board are drawn again, cards settle."""
        self.faces = TacoFaces(self.services.images, self.services.fonts)
        self._static.clear()
        super().rescaled()
        self.card_blits = SpriteBlits(self.sheets)
        self.dice_blits = SpriteBlits(self.sheets, limit=256, repeat=True)
        self._memo_key = None
        self.cards.clear()
        self.flying.clear()
        self.sync(animate=False)

    # --- what the table shows ---------------------------------------------------------------
    def state_key(self) -> tuple:
        return (id(self.match.rules), len(self.match.log), self.viewer)

    def memo(self, key: Any, make):
        """A value computed once per state of the table (observation, legal moves, layouts)."""
        state = self.state_key()
        if state != self._memo_key:
            self._memo_key = state
            self._memo = {}
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]

    def seen_by(self) -> int:
        """The seat whose view is drawn (the manager's public view when nobody is at the table)."""
        return self.viewer if self.viewer is not None else MANAGER

    def obs(self) -> CrazyTacoObservation:
        """What the seat drawn may see (no pile's order; the hand only if it is theirs)."""
        return self.memo("obs", lambda: self.match.rules.observation(self.seen_by()))

    def my_turn(self) -> bool:
        """The viewer may act now (never while a replay is shown)."""
        return (not self.replaying and self.viewer is not None
                and self.viewer in self.match.rules.actors())

    def manager_turn(self) -> bool:
        return self.my_turn() and self.viewer == MANAGER

    def customer_choosing(self) -> bool:
        """The customer player's own hand is open over the kitchen."""
        return (self.versus and self.viewer == CUSTOMER_PLAYER and self.my_turn()
                and self.obs().step == STEP_PLAY)

    # --- geometry ------------------------------------------------------------------------------
    def rect(self, name: str) -> Rect:
        return self.rects[name]

    def counter_slot(self, card_id: str, s: CrazyTacoObservation) -> str:
        if card_id == s.patience:
            return "patience"
        return f"counter-{s.counter.index(card_id) + 1}"

    def task_points(self, count: int) -> list[tuple[float, float]]:
        zone = self.rect("task-zone")
        first, second = self.rect("task-1"), self.rect("task-2")
        if count <= 2:
            return [first.center, second.center][:count]
        left, right = first.centerx, zone.right - SMALL[0] / 2 - 4
        step = (right - left) / (count - 1)
        return [(left + i * step, first.centery + (i % 2) * 8) for i in range(count)]

    def hand_points(self, count: int) -> list[tuple[float, float]]:
        zone = self.rect("hand")
        step = min(HAND[0] + 4, (zone.w - 16 - HAND[0]) / max(1, count - 1))
        width = HAND[0] + step * (count - 1)
        x0 = zone.centerx - width / 2 + HAND[0] / 2
        y = zone.y + 30 + HAND[1] / 2
        return [(x0 + i * step, y) for i in range(count)]

    def offer_point(self) -> tuple[float, float]:
        zone = self.rect("actions")
        return (zone.x + 14 + SMALL[0] / 2, zone.y + 34 + SMALL[1] / 2)

    def zone_point(self, zone: str) -> tuple[float, float]:
        """Where a rules zone name ('deck', 'counter:2', 'rest:1', 'task:trash-1', …) is."""
        kind, _, rest = zone.partition(":")
        names = {"deck": "deck", "patience": "patience", "door": "door", "out": "out",
                 "task-deck": "door", "extra": "extra", "fine": "fine-card",
                 "inspection": "fine-card", "bonus": "bonus-1", "task-zone": "task-1",
                 "aside": "bonus-zone", "cup": "dice", "table": "dice"}
        if kind == "counter" and rest:
            return self.rect(f"counter-{rest}").center
        if kind == "rest" and rest:
            return self.rect(f"rest-{rest}").center
        if kind == "hand":
            return self.rect("hand" if self.customer_choosing() else
                             ("hand-backs" if self.versus else "deck")).center
        if kind == "extra-pile":
            return self.rect("extra-pile" if self.versus else "extra").center
        if kind == "extra-offer":
            return self.offer_point()
        if kind in names:
            return self.rect(names[kind]).center
        return self.rect("counter").center

    # --- where every visible card is ----------------------------------------------------------
    def card_spots(self) -> dict[str, tuple[float, float, tuple[int, int], bool]]:
        """card id -> (x, y, size, face up), back to front."""
        return self.memo("card_spots", self._card_spots)

    def _card_spots(self) -> dict[str, tuple[float, float, tuple[int, int], bool]]:
        s = self.obs()
        out: dict[str, tuple[float, float, tuple[int, int], bool]] = {}
        if s.out:
            x, y = self.rect("out").center
            out[s.out[-1]] = (x, y, SMALL, True)
        for i, card in enumerate(s.fine_cards):
            x, y = self.rect("fine-card").center
            out[card] = (x + i * 6, y + i * 6, SMALL, True)
        for entry, (x, y) in zip(s.task_zone, self.task_points(len(s.task_zone)), strict=True):
            out[entry.card] = (x, y, SMALL, True)
        for i, entry in enumerate(s.bonus_zone[:2]):
            x, y = self.rect(f"bonus-{i + 1}").center
            out[entry.card] = (x, y, SMALL, True)
        if s.door:
            x, y = self.rect("door").center
            out[s.door] = (x, y, SMALL, True)
        if s.extra:
            x, y = self.rect("extra").center
            out[s.extra] = (x, y, SMALL, True)
        for card in s.counter_cards():
            x, y = self.rect(self.counter_slot(card, s)).center
            out[card] = (x, y, BIG, True)
        if s.extra_offer:
            x, y = self.offer_point()
            out[s.extra_offer] = (x, y, SMALL, True)
        if self.customer_choosing():
            for card, (x, y) in zip(s.hand, self.hand_points(len(s.hand)), strict=True):
                out[card] = (x, y, HAND, True)
        return out

    def die_spots(self) -> dict[str, tuple[float, float, float, str, bool, str]]:
        """die id -> (x, y, side, face shown, dimmed, badge)."""
        return self.memo("die_spots", self._die_spots)

    def tray_point(self, index: int) -> tuple[float, float]:
        zone = self.rect("dice")
        count = len(self.data.dice)
        return (zone.x + zone.w * (index + 0.5) / count, zone.y + 36)

    def _die_spots(self) -> dict[str, tuple[float, float, float, str, bool, str]]:
        s = self.obs()
        cards = self.card_spots()
        on_card: dict[str, list[str]] = {}
        out: dict[str, tuple[float, float, float, str, bool, str]] = {}
        captive = {e.die: e for e in s.task_zone + s.bonus_zone if e.die}
        menu_rows = self.menu_rows()
        for index, die_def in enumerate(self.data.dice):
            die = s.dice[die_def.id]
            x, y = self.tray_point(index)
            if die.zone == CUP:
                out[die.id] = (x, y, TRAY_SIDE, "", False, "")
            elif die.zone == TABLE:
                out[die.id] = (x, y, TRAY_SIDE, die.face, False, "kept" if die.kept else "")
            elif die.zone == SPENT and (die.on in cards or die.on[5:] in menu_rows
                                        and die.on.startswith("menu-")):
                on_card.setdefault(die.on, []).append(die.id)
            elif die.zone in (TASK, BONUS) and die.on in cards:
                cx, cy = cards[die.on][:2]
                turns = captive[die.id].turns_left if die.id in captive else 0
                out[die.id] = (cx, cy - 10, CAPTIVE_DIE, die.face, False, str(turns))
            elif die.zone == REST:
                cx, cy = self.rect(f"rest-{die.on}").center
                out[die.id] = (cx, cy - 6, REST_DIE, "rest", False, "")
            elif die.zone == FINE:
                cx, cy = self.rect("fine-die").center
                out[die.id] = (cx, cy, FINE_DIE, "", True, "held")
            else:  # used this turn on a card that has left: back in its place, greyed
                out[die.id] = (x, y, TRAY_SIDE, die.face, True, "used")
        for place, dice in on_card.items():
            if place.startswith("menu-"):
                row = menu_rows[place[5:]]
                for i, die_id in enumerate(dice):  # the dice cover the faces they paid
                    out[die_id] = (row.x + MENU_ICONS_X + 12 + i * (MENU_DIE + 2), row.centery,
                                   MENU_DIE, s.dice[die_id].face, False, "")
                continue
            cx, cy = cards[place][:2]
            for i, die_id in enumerate(dice):
                row, col = divmod(i, 3)
                in_row = min(3, len(dice) - row * 3)
                x = cx + (col - (in_row - 1) / 2) * (CARD_DIE + 2)
                out[die_id] = (x, cy + 44 - row * (CARD_DIE - 4), CARD_DIE,
                               s.dice[die_id].face, False, "")
        return out

    # --- keeping sprites in step with the rules -----------------------------------------------
    def sync(self, animate: bool = True, origins: dict[str, tuple[float, float, bool]] | None
             = None, delays: dict[str, float] | None = None,
             leaving: dict[str, tuple[str, float]] | None = None,
             rolled: dict[str, float] | None = None) -> None:
        """Move every card and die toward where the rules say it is."""
        origins, delays = origins or {}, delays or {}
        leaving, rolled = leaving or {}, rolled or {}
        spots = self.card_spots()
        dragged = self.dragged_dice()
        for card_id in list(self.cards):
            if card_id in spots:
                continue
            sprite = self.cards.pop(card_id)
            if animate and card_id in leaving:
                zone, delay = leaving[card_id]
                self.fly(sprite, self.zone_point(zone), delay, fade=zone != "out")
        for card_id, (x, y, size, up) in spots.items():
            sprite = self.cards.get(card_id)
            if sprite is None:
                card = self.data.card(card_id)
                if animate and card_id in origins:
                    ox, oy, shown = origins[card_id]
                    sprite = TacoCard(card, self.faces, size, (ox, oy), shown)
                else:
                    sprite = TacoCard(card, self.faces, size, (x, y), up)
                self.cards[card_id] = sprite
            if not animate:
                sprite.fit(self.faces, size, self.tweens, False)
                sprite.x, sprite.y, sprite.face_up, sprite.flip, sprite.alpha = x, y, up, 1.0, 255
                continue
            delay = delays.get(card_id, 0.0)
            sprite.fit(self.faces, size, self.tweens, True)
            if (round(sprite.x), round(sprite.y)) != (round(x), round(y)):
                sprite.move_to(self.tweens, x, y, delay)
            if sprite.face_up != up:
                sprite.flip_to(self.tweens, up, delay + MOVE_SECONDS * 0.5)
        self.card_order = list(spots)
        for index, die_def in enumerate(self.data.dice):
            die_id = die_def.id
            x, y, side, face, dim, badge = self.die_spots()[die_id]
            sprite = self.dice.get(die_id)
            if sprite is None:
                sprite = self.dice[die_id] = DieSprite(die_id, die_def.role, die_def.faces, face,
                                                       (x, y), side, index + 3)
            sprite.face, sprite.dim, sprite.badge = face, dim, badge
            if die_id in dragged:
                continue
            if not animate:
                sprite.x, sprite.y, sprite.side, sprite.roll = x, y, side, 1.0
                continue
            sprite.move_to(self.tweens, x, y, side, delays.get(f"die:{die_id}", 0.0))
            if die_id in rolled:
                sprite.start_roll(self.tweens, rolled[die_id])

    def deal_opening(self) -> None:
        deck = self.rect("deck").center
        at_counter = [self.cards[c] for c in self.obs().counter_cards() if c in self.cards]
        for i, sprite in enumerate(at_counter):
            x, y = sprite.x, sprite.y
            sprite.x, sprite.y, sprite.face_up = deck[0], deck[1], False
            sprite.move_to(self.tweens, x, y, 0.2 + i * STAGGER)
            sprite.flip_to(self.tweens, True, 0.2 + i * STAGGER + MOVE_SECONDS * 0.5)
        if self.versus:
            self.banner_queue = ["Turn 1 · Phase 1: the customer player plays"]
        else:
            self.banner_queue = ["Turn 1 · Welcome! Phase 2: roll the dice"]
        self.services.sounds.play("deal")

    def update_banner(self, dt: float) -> None:
        """Solo play has one player: phases get banners, turns of seats do not."""
        if self.versus:
            super().update_banner(dt)
            return
        self.turn_banner.advance(dt, self.tweens.speed)
        self.turn_banner.for_actors = self.match.rules.actors()

    def fly(self, sprite: TacoCard, to: tuple[float, float], delay: float, fade: bool) -> None:
        """A card leaving sight flies to its pile (and fades if it goes face down)."""
        self.flying.append(sprite)
        sprite.move_to(self.tweens, to[0], to[1], delay, duration=0.36)
        if sprite.card_size != SMALL:
            self.tweens.add(sprite, "scale", SMALL[0] / sprite.card_size[0], 0.36, delay=delay)
        self.tweens.add(sprite, "alpha", 0.0 if fade else 255.0, 0.2, delay=delay + 0.3,
                        on_done=lambda s=sprite: self._landed(s))

    def _landed(self, sprite: TacoCard) -> None:
        if sprite in self.flying:
            self.flying.remove(sprite)

    def popup(self, text: str, colour: tuple[int, int, int], at: tuple[float, float],
              delay: float = 0.0) -> None:
        """A number that rises and fades for 600 ms, starting after `delay`."""
        def show() -> None:
            pop = Popup(text, colour, at[0], at[1], shown=1.0)
            self.popups.append(pop)
            self.tweens.add(pop, "y", at[1] - 40, POPUP_SECONDS)
            self.tweens.add(pop, "alpha", 0.0, POPUP_SECONDS,
                            on_done=lambda p=pop: self.popups.remove(p)
                            if p in self.popups else None)

        if delay <= 0 or self.tweens.speed <= 0:
            show()
        else:
            self.tweens.wait(delay, show)

    def after_events(self, events: list[Event]) -> None:
        """The log line tells what happened; phase changes have their banner instead."""
        super().after_events(events)
        ended = [e for e in events if isinstance(e, ev.GameEnded)]
        telling = [e for e in events if not isinstance(e, ev.PhaseChanged) and e.text]
        if ended:
            self.feedback.last_text = ended[-1].text
        elif telling:
            self.feedback.last_text = telling[-1].text

    # --- events from the rules ------------------------------------------------------------------
    def on_events(self, events: list[Event]) -> None:
        theme = self.services.theme
        starts = {cid: (s.x, s.y, s.face_up) for cid, s in self.cards.items()}
        origins: dict[str, tuple[float, float, bool]] = {}
        delays: dict[str, float] = {}
        leaving: dict[str, tuple[str, float]] = {}
        rolled: dict[str, float] = {}
        sounds: list[str] = []
        banners: list[str] = []
        t = 0.0
        last_card_at = self.rect("counter").center
        for event in events:
            if isinstance(event, ev.CardMoved):
                if not event.card:  # a hidden card drawn into or put back from the hand
                    sounds.append("deal")
                    continue
                start = starts.get(event.card)
                if start is None:
                    x, y = self.zone_point(event.from_zone)
                    start = (x, y, event.from_zone not in HIDDEN_SOURCES)
                origins.setdefault(event.card, start)
                delays[event.card] = t
                if event.to_zone in ("out", "deck", "hand", "extra-pile"):
                    leaving[event.card] = (event.to_zone, t)
                last_card_at = self.zone_point(event.from_zone)
                t += STAGGER
                sounds.append("deal" if event.from_zone in HIDDEN_SOURCES else "whoosh")
            elif isinstance(event, ev.DieMoved):
                delays[f"die:{event.die}"] = t
                t += DIE_STAGGER
                sounds.append("drop_ok")
            elif isinstance(event, ev.DiceRolled):
                for i, (die_id, _face) in enumerate(event.dice):
                    rolled[die_id] = t + i * 0.05
                t += 0.2
                sounds.append("dice_roll")
            elif isinstance(event, ev.DieTurned):
                rolled[event.die] = t
                t += 0.1
            elif isinstance(event, ev.MoneyChanged):
                colour = theme.lime if event.delta > 0 else theme.chili
                self.popup(f"{'+' if event.delta > 0 else '-'}${abs(event.delta)}", colour,
                           self.rect("cash").center, t)
                sounds.append("coins")
            elif isinstance(event, ev.PopularityChanged):
                good = event.delta > 0
                word = "star" if abs(event.delta) == 1 else "stars"
                text = f"{'+' if good else '-'}{abs(event.delta)} {word}"
                self.popup(text, theme.lime if good else theme.chili,
                           self.popularity_point(event.total), t)
                if not good:
                    self.popup(text, theme.chili, (last_card_at[0], last_card_at[1] - 40), t)
                sounds.append("perfect" if good else "penalty")
                t += 0.1
            elif isinstance(event, ev.FineChanged) and event.delta > 0:
                self.popup(f"fine ${event.delta}", theme.chili, self.rect("fine-area").center, t)
                sounds.append("penalty")
            elif isinstance(event, ev.CardStatus):
                sounds.append("drop_ok")
            elif isinstance(event, ev.PhaseChanged):
                text = banner_for(event.phase, event.step, event.turn)
                if text:
                    banners.append(text)
        for name in dict.fromkeys(sounds):
            self.services.sounds.play(name)
        if banners:
            self.banner_queue = banners
        self.sync(animate=True, origins=origins, delays=delays, leaving=leaving, rolled=rolled)
        self.selected = []
        self.voucher = ""
        self.marked = []
        self.dialog = None
        self._focus_key = None

    def popularity_point(self, total: int) -> tuple[float, float]:
        return self.star_centre(max(0, total))

    def _reveal(self, seat: int) -> None:
        super()._reveal(seat)
        self.sync(animate=False)

    def curtain_reason(self, seat: int) -> str:
        if seat == CUSTOMER_PLAYER:
            return "Your customers are waiting: play a card from your hand. Manager, look away!"
        return "Run the kitchen: roll, serve and manage. Customer player, look away!"

    # --- holding still --------------------------------------------------------------------------
    def view_look(self) -> tuple:
        drag = self.drag
        dialog = self.dialog.group.hover if self.dialog is not None else None
        return (look_of(self.cards.values()), look_of(self.flying),
                tuple(die.look() for die in self.dice.values()), drag.dragging, drag.hover_zone,
                self.step_buttons.hover, dialog, self.tooltip_shown())

    def tooltip_shown(self) -> tuple | None:
        """The tooltip by the pointer, once the pointer has rested on something."""
        if self.drag.dragging or self.dialog is not None or self.hover_time < TOOLTIP_DELAY:
            return None
        return (self.pointer, tuple(self.tooltip_at(self.pointer)))

    def view_due_in(self) -> float | None:
        """Something under a resting pointer explains itself after a moment."""
        if self.hover_time >= TOOLTIP_DELAY or self.drag.dragging or self.dialog is not None:
            return None
        return TOOLTIP_DELAY - self.hover_time if self.tooltip_at(self.pointer) else None

    def view_animating(self) -> bool:
        """The roll strip pulses for a moment when the free dice wait to be rolled."""
        return self.roll_since is not None and self.time - self.roll_since < ROLL_GLOW_SECONDS

    def roll_glow_time(self) -> float:
        """How far into its pulse the roll strip's glow is (it rests at the end)."""
        since = self.roll_since if self.roll_since is not None else self.time
        return min(self.time - since, ROLL_GLOW_SECONDS)

    # --- per frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.turn_banner.time <= 0 and self.banner_queue:
            self.turn_banner.announce(self.banner_queue.pop(0), None)

    def banner_size(self) -> int:
        return fonts.TITLE  # over the kitchen the banner has room for any text size

    def banner_rect(self, canvas: pygame.Surface, shown: float) -> pygame.Rect:
        """The phase banner slides in from the left over the kitchen, not over the counter
        where Phase 1 happens (at full height: no top bar to fit in)."""
        width = self.services.fonts.measure(self.turn_banner.text, self.banner_size())[0]
        rect = pygame.Rect(0, 0, width + 90, 52)
        rect.centery = self.rect("kitchen").bottom + 4
        home = self.rect("counter").centerx - rect.w / 2
        rect.x = int(-rect.w + (home + rect.w) * shown)
        return rect

    def update_play(self, dt: float) -> None:
        super().update_play(dt)
        invited = self.manager_turn() and self.obs().step == "roll"
        if not invited:
            self.roll_since = None
        elif self.roll_since is None:
            self.roll_since = self.time
        self.hover_time += dt
        lifted = set(self.selected)
        hover = self.die_at(self.pointer) if self.manager_turn() else None
        for sprite in self.dice.values():
            wanted = 10.0 if sprite.id in lifted else (4.0 if sprite.id == hover else 0.0)
            ease_lift(sprite, wanted, dt)
        marked = set(self.marked)
        for card_id, sprite in self.cards.items():
            wanted = 14.0 if card_id in marked or card_id == self.voucher else 0.0
            ease_lift(sprite, wanted, dt)
        self.follow_drag()

    # --- results --------------------------------------------------------------------------------
    def result_details(self) -> list[list[str]]:
        obs = self.obs()
        return [result_lines(self.data, obs, seat, self.versus)
                for seat in range(len(self.match.setup.seats))]

    def status_text(self) -> tuple[str, str, int | None]:
        return self.status_line()

    # --- benchmark and screenshots --------------------------------------------------------------
    def bench_animate(self, frame: int) -> None:
        """Benchmark: tumble every die on the table again every 45 frames."""
        if frame % 45 == 0:
            for sprite in self.dice.values():
                if sprite.face:
                    sprite.start_roll(self.tweens)

    @property
    def is_versus(self) -> bool:
        return self.obs().mode == VERSUS

"""Drawing the Crazy Taco board: a mixin of the table scene that reads it and never changes it.

Everything that never moves (the felt, the zone mats and their labels, the menu card, the slot
outlines, the popularity spaces) is drawn once into a cached background; each frame adds the
numbers that change, the glows, the cards, the dice and the pop-ups.
"""

from __future__ import annotations

import math

import pygame

from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.crazy_taco.rules.state import REST, STEP_PLAY
from tabletop.games.crazy_taco.table.faces import SMALL, card_title, describe
from tabletop.games.crazy_taco.table.view_moves import BONUS, action_parts
from tabletop.games.crazy_taco.table.view_text import (
    PHASES,
    STEP_LABELS,
    customer_prompt,
    dish_effect,
    dish_help,
    dish_name,
    manager_prompt,
)
from tabletop.ui import fonts, paint
from tabletop.ui.blits import BlitList
from tabletop.ui.draw import panel, text_in
from tabletop.ui.layer import matches, scale_of, surface_like

MAT = (14, 40, 48, 160)
TASK_MAT = (28, 66, 122, 185)     # the rulebook's blue task zone
REST_MAT = (60, 44, 92, 170)
FINE_MAT = (96, 30, 40, 170)
TITLE_INK = (247, 201, 72)
LABEL_INK = (206, 222, 214)
CREAM = (255, 244, 220)
CHARCOAL = (43, 43, 43)
PAPER = (255, 248, 230)
ROW_H = 38
COUNT_ROOM = 64  # the popularity count's place, top right of its panel
OVERTIME_X = 96  # where the overtime track's boxes start, from its left
MENU_ICONS_X = 152   # where a dish's dice faces start in its row
TOOLTIP_DELAY = 0.45
ROLL_GLOW_RATE = 4.0   # radians per second of the roll strip's pulse
ROLL_GLOW_SECONDS = (math.pi / 2 + 4 * math.pi) / ROLL_GLOW_RATE
"""The roll strip pulses twice, then rests at its brightest (a waiting table holds still)."""
MAT_STYLE = {"task-zone": TASK_MAT, "rest-room": REST_MAT, "fine-area": FINE_MAT}
TITLES = {
    "counter": "THE COUNTER  ·  customers come in at the left and move right, to the exit",
    "kitchen": "KITCHEN  ·  your five workers",
    "storeroom": "STOREROOM",
    "task-zone": "TASK ZONE",
    "rest-room": "REST ROOM  (zzz)",
    "bonus-zone": "BONUS ZONE",
    "extra-area": "EXTRA",
    "fine-area": "FINE (MULTA)",
    "popularity": "POPULARITY",
    "cash": "CASH",
    "menu": "MENU  ·  pay with exact dice faces",
}


def short_die_name(name: str) -> str:
    """'Employee 2' -> 'Emp. 2' so five names fit under the kitchen places."""
    return name.replace("Employee", "Emp.")


ZONE_HELP = {
    "counter": ["The counter", "Serve a whole order with food and drink dice, and collect with",
                "a money die: once both are done the customer pays and leaves.",
                "Each new arrival pushes position 1 into Patience, and whoever",
                "waits in Patience leaves unhappy (the penalty on their card)."],
    "kitchen": ["The kitchen", "Roll the free dice, then use each die once. Blanks only join a",
                "real food or drink die. Unused faces can be kept for next turn."],
    "storeroom": ["The storeroom door", "A task waits for a die showing the face in its",
                  "top-left corner. A new task first: the old one's penalty."],
    "task-zone": ["The task zone", "Tasks at work: the die stays the turns shown,",
                  "then you pay the task's cost and get the die back."],
    "rest-room": ["The rest room", "A die that rolls zzz rests: one space a turn, out after",
                  "space 3. Overtime (twice a game) brings one back at once."],
    "bonus-zone": ["The bonus zone", "Bonus cards you took (two at most)."],
    "extra-area": ["The Extra area", "One Extra tool: once a turn it counts one face as another."],
    "fine-area": ["The fine area", "Fines you cannot pay hold the trainee here",
                  "until you pay them all in Phase 3."],
    "popularity": ["Popularity", "Lost customers and missed tasks cost stars.",
                   "At the last space the restaurant closes: you lose."],
    "cash": ["The cash register", "Money comes in when an order is both served and collected."],
}


class BoardDrawing:
    """The draw half of CrazyTacoTable."""

    # --- geometry helpers shared with input -----------------------------------------------------
    def menu_rows(self) -> dict[str, pygame.Rect]:
        zone = self.rect("menu")
        rows = {}
        y = zone.y + 30
        for option in self.data.menu:
            rows[option.id] = pygame.Rect(zone.x + 8, y, zone.w - 16, ROW_H)
            y += ROW_H + 2
        return rows

    def star_centre(self, n: int) -> tuple[float, float]:
        zone = self.rect("popularity")
        cap = self.data.board.popularity_cap
        step = (zone.w - 36) / max(1, cap)
        return (zone.x + 18 + n * step, zone.y + 48)

    # --- the cached background ------------------------------------------------------------------
    def background(self, canvas: pygame.Surface) -> pygame.Surface:
        key = ("background", canvas.get_size(), scale_of(canvas), self.versus,
               self.style_key())
        surface = self._static.get(key)
        if surface is None:
            surface = surface_like(canvas, canvas.get_size())
            self.services.draw_felt(surface)
            self.draw_mats(surface)
            self.draw_menu_card(surface)
            self._static[key] = surface
        return surface

    def mat(self, surface: pygame.Surface, rect: pygame.Rect, colour) -> None:
        layer = surface_like(surface, rect.size, pygame.SRCALPHA)
        paint.rect(layer, colour, layer.get_rect(), border_radius=14)
        surface.blit(layer, rect)

    def label(self, surface: pygame.Surface, text: str, box: pygame.Rect, colour=LABEL_INK,
              size=16, anchor: str = "midtop", wrap: bool = False) -> pygame.Rect:
        """`text` fitted into `box` (shrunk, then wrapped), placed at the box's `anchor`."""
        return text_in(surface, self.services.fonts, text, size, colour, box, anchor,
                       wrap=wrap)

    def under(self, rect: pygame.Rect, height: int = 20, spread: int = 0) -> pygame.Rect:
        """The strip right under `rect` (wider by `spread` each side) where its name goes."""
        return pygame.Rect(rect.x - spread, rect.bottom + 2, rect.w + 2 * spread, height)

    def title_strip(self, rect: pygame.Rect) -> pygame.Rect:
        """Where a zone's title goes: along its top edge."""
        return pygame.Rect(rect.x + 10, rect.y + 3, rect.w - 20, 22)

    def slot_outline(self, surface: pygame.Surface, rect: pygame.Rect, colour=(120, 150, 150)):
        paint.rect(surface, colour, rect, 2, border_radius=9)

    def draw_mats(self, surface: pygame.Surface) -> None:
        theme = self.services.theme
        for name in ("counter", "kitchen", "storeroom", "task-zone", "rest-room", "bonus-zone",
                     "extra-area", "fine-area", "actions"):
            rect = self.rect(name)
            self.mat(surface, rect, MAT_STYLE.get(name, MAT))
            if name in TITLES:
                self.label(surface, TITLES[name], self.title_strip(rect), TITLE_INK,
                           anchor="topleft")
        for name in ("popularity", "cash"):
            rect = self.rect(name)
            panel(surface, rect, CREAM, radius=12)
            strip = self.title_strip(rect)
            if name == "popularity":
                strip.w -= COUNT_ROOM  # the count stands at the right
            self.label(surface, TITLES[name], strip, (150, 96, 58), anchor="topleft")
        # the counter: deck, positions 4..1, Patience, out
        for position in (4, 3, 2, 1):
            rect = self.rect(f"counter-{position}")
            self.slot_outline(surface, rect)
            self.label(surface, f"{position}", self.under(rect, 22), CREAM, 18)
        patience = self.rect("patience")
        self.slot_outline(surface, patience, theme.chili)
        self.label(surface, "PATIENCE", self.under(patience, spread=8), (255, 140, 140))
        arrow_y = patience.centery
        paint.polygon(surface, (255, 140, 140), [
            (patience.x - 14, arrow_y - 8), (patience.x - 4, arrow_y), (patience.x - 14,
                                                                         arrow_y + 8)])
        out = self.rect("out")
        self.slot_outline(surface, out, (90, 110, 110))
        self.label(surface, "OUT", self.under(out))
        deck = self.rect("deck")
        self.slot_outline(surface, deck, (90, 110, 110))
        if not self.versus:
            self.label(surface, "DECK", self.under(deck))
        # the kitchen: one place per worker, the re-roll strip
        for index, die in enumerate(self.data.dice):
            x, y = self.tray_point(index)
            box = pygame.Rect(0, 0, 76, 76)
            box.center = (int(x), int(y))
            paint.rect(surface, (10, 30, 36), box, border_radius=14)
            paint.rect(surface, (70, 100, 104), box, 2, border_radius=14)
            self.label(surface, short_die_name(die.name), self.under(box, spread=8), LABEL_INK,
                       16)
        # storeroom door and task zone
        door = self.rect("door")
        art = self.faces.icon("door", 96)
        art.set_alpha(70)
        surface.blit(art, art.get_rect(center=door.center))
        self.slot_outline(surface, door)
        for name in ("task-1", "task-2"):
            self.slot_outline(surface, self.rect(name), (90, 120, 170))
        # rest room: three spaces, then back to work
        for space in (1, 2, 3):
            rect = self.rect(f"rest-{space}")
            paint.rect(surface, (40, 28, 64), rect, border_radius=10)
            paint.rect(surface, (130, 110, 170), rect, 2, border_radius=10)
            self.label(surface, str(space), pygame.Rect(rect.x + 8, rect.y + 2, 24, 20),
                       (200, 190, 230), 16, "topleft")
            if space < 3:
                mid = rect.right + 6
                paint.polygon(surface, (200, 190, 230), [
                    (mid - 4, rect.centery - 7), (mid + 4, rect.centery), (mid - 4,
                                                                           rect.centery + 7)])
        last = self.rect("rest-3")
        self.label(surface, "then free", self.under(last, 18).move(0, -1), (200, 190, 230),
                   16, "midtop")
        overtime = self.rect("overtime")
        self.label(surface, "Overtime:", pygame.Rect(overtime.x, overtime.y, OVERTIME_X - 4,
                                                     overtime.h), (200, 190, 230), 16,
                   "midleft")
        for index in range(2):
            self.slot_outline(surface, self.rect("bonus-1" if index == 0 else "bonus-2"))
        self.slot_outline(surface, self.rect("extra"))
        self.slot_outline(surface, self.rect("fine-card"), (170, 100, 100))
        fine_die = self.rect("fine-die")
        paint.rect(surface, (60, 20, 26), fine_die, border_radius=10)
        lock = self.faces.icon("lock", 30)
        lock.set_alpha(120)
        surface.blit(lock, lock.get_rect(center=fine_die.center))
        self.label(surface, "trainee", self.under(fine_die, spread=6), (255, 170, 170), 16)
        # popularity spaces
        cap = self.data.board.popularity_cap
        for n in range(cap + 1):
            x, y = self.star_centre(n)
            icon = self.faces.icon("broken_star" if n == 0 else "star", 24)
            faded = icon.copy()
            faded.set_alpha(90)
            surface.blit(faded, faded.get_rect(center=(int(x), int(y))))
        zone = self.rect("popularity")
        self.label(surface, f"start {self.data.board.popularity_start}  ·  at "
                   f"{self.data.board.popularity_lost_at} the restaurant closes",
                   pygame.Rect(zone.x + 8, zone.bottom - 26, zone.w - 16, 22), (150, 96, 58),
                   16, "midleft")

    def draw_menu_card(self, surface: pygame.Surface) -> None:
        zone = self.rect("menu")
        paint.rect(surface, (0, 0, 0), zone.move(3, 4), border_radius=14)
        paint.rect(surface, PAPER, zone, border_radius=14)
        paint.rect(surface, (194, 24, 91), zone, 3, border_radius=14)
        self.label(surface, TITLES["menu"], pygame.Rect(zone.x + 12, zone.y + 4, zone.w - 24, 24),
                   (194, 24, 91), 16, "midleft")
        for option, row in zip(self.data.menu, self.menu_rows().values(), strict=True):
            paint.rect(surface, (248, 232, 200), row, border_radius=8)
            self.label(surface, dish_name(option), pygame.Rect(row.x + 8, row.y,
                                                               MENU_ICONS_X - 14, row.h),
                       CHARCOAL, 16, "midleft")
            x = row.x + MENU_ICONS_X
            for n, variant in enumerate(option.variants):
                if n:
                    self.label(surface, "or", pygame.Rect(x + 1, row.y, 21, row.h),
                               (150, 96, 58), 16, "midleft")
                    x += 22
                for face, count in variant.faces:
                    for _ in range(count):
                        icon = self.faces.face_icon(face, 20)
                        surface.blit(icon, icon.get_rect(midleft=(x, row.centery)))
                        x += 19
                x += 2
            self.label(surface, dish_effect(option), pygame.Rect(x + 6, row.y,
                                                                 row.right - 8 - x - 6, row.h),
                       (150, 60, 30), 16, "midright")
        board = self.data.board
        y = zone.y + 30 + len(self.data.menu) * (ROW_H + 2) + 4
        costs = board.overtime_costs
        lines = [f"Advertising campaign: ${board.advertising_cost}, +{board.advertising_stars}"
                 " star",
                 "Overtime (twice a game): " + ", then ".join(f"${c}" for c in costs),
                 f"Re-roll any dice you choose: ${board.reroll_cost}"]
        for line in lines:
            self.label(surface, line, pygame.Rect(zone.x + 14, y, zone.w - 28, 20), CHARCOAL, 16,
                       "topleft")
            y += 20

    # --- every frame ----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        canvas.blit(self.background(canvas), (0, 0))
        s = self.obs()
        obs = self.obs()
        self.refresh_buttons()
        state = (self.state_key(), self.style_key())
        self.lists.draw("numbers", canvas, state, lambda out: self.draw_numbers(out, s, obs))
        panel_key = (state, self.my_turn(), tuple(self.selected), self.voucher,
                     tuple(self.marked), self._buttons_key)
        self.lists.draw("phase", canvas, panel_key,
                        lambda out: self.draw_phase_panel(out, s, obs))
        focused = self.focused() if self.keyboard_mode and self.my_turn() else None
        hand_open = self.customer_choosing()
        if self.manager_turn() and obs.step in ("place", "roll"):
            self.draw_reroll_strip(canvas, obs.step == "roll")
        self.draw_glows(canvas, focused)
        if hand_open:
            self.draw_hand_drawer(canvas)
        self.draw_cards(canvas, s, focused)
        for card_id in self.unplayable():
            sprite = self.cards.get(card_id)
            if sprite is not None:
                self.tag(canvas, "not now", (sprite.x, sprite.rect.bottom - 24), (120, 60, 60))
        if s.out:
            out = self.rect("out")
            self.lists.draw("out", canvas, (state, len(s.out)), lambda blits: self.count_badge(
                blits, (out.right - 6, out.y + 4), str(len(s.out))))
        self.draw_dice(canvas, focused)
        self.draw_popups(canvas)
        hint = self.hint_step_button() if self.feedback.hint_action is not None else ""
        for name, widget in zip(self.button_names, self.step_buttons.widgets, strict=True):
            is_focus = focused == ("button", name)
            widget.draw(canvas, self.services.fonts, self.services.theme, is_focus,
                        self.step_buttons.hover is not None
                        and self.step_buttons.widgets[self.step_buttons.hover] is widget)
            if name == hint:
                self.sheets.draw_rect(canvas, self.services.theme.marigold,
                                      widget.rect.inflate(10, 10), 3, border_radius=15)
        self.draw_dialog(canvas)
        self.draw_tooltip(canvas)
        step, prompt, seat = self.status_line()
        self.draw_status(canvas, step, prompt, seat)

    def draw_cards(self, canvas: pygame.Surface, s, focused) -> None:
        """Cards in place, then those moving, flying and lifted, each with its stamps."""
        lifted = []
        travelling = {id(t.target) for t in self.tweens.tweens if t.attr in ("x", "y")}
        moving = []
        dragged_card = None
        if self.drag.dragging and self.drag.state.item[0] in ("hand", "voucher"):
            dragged_card = self.drag.state.item[1]
        sprites = self.card_blits
        stamped = self.memo("stamped", lambda: {card for card, status in s.status.items()
                                                if status.served or status.collected})
        run = []  # cards in place since the last one with stamps
        for card_id in self.card_order:
            sprite = self.cards.get(card_id)
            if sprite is None:
                continue
            sprite.highlight = self.card_highlight(card_id, focused)
            if card_id == dragged_card or sprite.lift > 1:
                lifted.append(sprite)
            elif id(sprite) in travelling:
                moving.append(sprite)
            else:
                run.append(sprite)
                if card_id in stamped:
                    sprites.draw(canvas, run)
                    run = []
                    self.draw_stamps(canvas, card_id, sprite, s)
        sprites.draw(canvas, run)
        for sprite in moving:
            sprites.draw(canvas, (sprite,))
            self.draw_stamps(canvas, sprite.id, sprite, s)
        sprites.draw(canvas, self.flying)
        for sprite in lifted:
            sprites.draw(canvas, (sprite,))
            self.draw_stamps(canvas, sprite.id, sprite, s)

    def draw_numbers(self, canvas: BlitList, s, obs) -> None:
        """Counts and tracks: deck, out pile, task deck, popularity, cash, overtime, fines."""
        theme = self.services.theme
        deck = self.rect("deck")
        count = obs.deck_count
        if count:
            back = self.faces.back(SMALL)
            for i in range(min(4, (count + 9) // 10)):
                canvas.blit(back, back.get_rect(center=(deck.centerx - i * 2,
                                                        deck.centery - i * 2)))
        self.count_badge(canvas, (deck.right - 8, deck.y + 6), str(count))
        away = {"rest": "resting", "task": "on a task", "bonus": "on a bonus",
                "fine": "held", "spent": "at work"}
        for index, die in enumerate(self.data.dice):
            zone = s.dice[die.id].zone
            if zone in away and not (zone == "spent" and not s.dice[die.id].on):
                x, y = self.tray_point(index)
                self.label(canvas, away[zone], pygame.Rect(x - 37, y - 14, 74, 28),
                           (110, 140, 144), 16, "center", wrap=True)
        self.empty_notes(canvas, s)
        door = self.rect("door")
        self.label(canvas, f"tasks left: {obs.task_deck_count}",
                   self.under(door, spread=12).move(0, 4))
        # popularity
        cap = self.data.board.popularity_cap
        for n in range(1, min(cap, s.popularity) + 1):
            x, y = self.star_centre(n)
            icon = self.faces.icon("star", 24)
            canvas.blit(icon, icon.get_rect(center=(int(x), int(y))))
        x, y = self.star_centre(max(0, s.popularity))
        canvas.circle(theme.chili, (int(x), int(y)), 16, 3)
        zone = self.rect("popularity")
        self.label(canvas, f"{s.popularity} / {cap}",
                   pygame.Rect(zone.right - 10 - COUNT_ROOM, zone.y + 2, COUNT_ROOM, 24),
                   (150, 96, 58), 18, "topright")
        # cash register
        cash = self.rect("cash")
        coin = self.faces.icon("coin", 34)
        canvas.blit(coin, coin.get_rect(center=(cash.x + 26, cash.y + 54)))
        self.label(canvas, f"${s.money}", pygame.Rect(cash.x + 46, cash.y + 36, cash.w - 52, 36),
                   CHARCOAL, fonts.TITLE, "midleft")
        # overtime track
        overtime = self.rect("overtime")
        costs = self.data.board.overtime_costs
        for i, cost in enumerate(costs):
            box = pygame.Rect(overtime.x + OVERTIME_X + i * 92, overtime.y + 6, 84, 28)
            used = i < s.overtime_used
            canvas.rect((130, 110, 170) if used else (40, 28, 64), box,
                             border_radius=8)
            canvas.rect((200, 190, 230), box, 2, border_radius=8)
            self.label(canvas, f"{i + 1}: ${cost}" + (" used" if used else ""),
                       box.inflate(-6, -2), CREAM, 16, "center")
        # fines
        fine = self.rect("fine-area")
        if s.fine_due:
            self.label(canvas, f"due ${s.fine_due}",
                       pygame.Rect(fine.centerx + 20, fine.y + 2, fine.w // 2 - 30, 24),
                       (255, 170, 170), 16, "topright")
        # 1 v 1: the customer player's hand backs and the manager's Extra pile
        if self.versus:
            backs = self.rect("hand-backs")
            hand = obs.hand_count
            for i in range(hand):
                mini = pygame.Rect(backs.x + i * 12, backs.y + 4, 16, 22)
                canvas.rect(theme.sky, mini, border_radius=3)
                canvas.rect(CREAM, mini, 1, border_radius=3)
            x = backs.x + 12 * max(hand, 1) + 10
            self.label(canvas, f"hand {hand}", pygame.Rect(x, backs.y + 3, 70, 24), LABEL_INK,
                       16, "midleft")
            pile = self.rect("extra-pile")
            left = obs.extras_pile_count
            for i in range(left):
                mini = pygame.Rect(pile.x + i * 8, pile.y, 14, 20)
                canvas.rect(theme.magenta, mini, border_radius=3)
                canvas.rect(CREAM, mini, 1, border_radius=3)
            x = pile.x + 8 * max(left, 1) + 12
            self.label(canvas, f"pile {left}", pygame.Rect(x, pile.centery - 11, 66, 22),
                       LABEL_INK, 16, "midleft")

    def empty_notes(self, canvas: BlitList, s) -> None:
        """A quiet line in each empty place saying what it is for."""
        notes = []
        if not s.task_zone:
            notes.append(("task-1", "tasks at work wait here"))
        if not s.bonus_zone:
            notes.append(("bonus-1", "bonus cards you take"))
        if not s.extra and not s.extra_offer:
            notes.append(("extra", "one Extra tool"))
        if not s.fine_cards:
            notes.append(("fine-card", "unpaid fines"))
        for zone, text in notes:
            self.label(canvas, text, self.rect(zone).inflate(-12, -8), (150, 170, 170), 16,
                       "center", wrap=True)

    def count_badge(self, canvas: BlitList, centre, text: str) -> None:
        canvas.circle(CHARCOAL, centre, 14)
        canvas.circle(CREAM, centre, 14, 2)
        self.label(canvas, text, pygame.Rect(centre[0] - 12, centre[1] - 11, 24, 22), CREAM, 16,
                   "center")

    def draw_phase_panel(self, canvas: BlitList, s, obs) -> None:
        theme = self.services.theme
        zone = self.rect("actions")
        ui = self.services.fonts
        turn = f"Turn {obs.turn}"
        turn_box = pygame.Rect(0, zone.y + 8, min(ui.measure(turn, 16)[0], 90), 24)
        turn_box.right = zone.right - 12
        self.label(canvas, turn, turn_box, LABEL_INK, 16, "midright")
        x = zone.x + 10
        room = turn_box.x - 10 - x - 8 * (len(PHASES) - 1)
        wanted = [ui.measure(label, 16)[0] + 18 for _, label in PHASES]
        shrink = min(1.0, room / sum(wanted))
        for (phase, label), width in zip(PHASES, wanted, strict=True):
            current = obs.phase == phase
            chip = pygame.Rect(x, zone.y + 8, int(width * shrink), 24)
            if current:
                canvas.rect(theme.marigold, chip, border_radius=12)
            else:
                canvas.rect((70, 100, 104), chip, 2, border_radius=12)
            self.label(canvas, label, chip.inflate(-10, -2), CHARCOAL if current else LABEL_INK,
                       16, "center")
            x = chip.right + 8
        left = zone.x + 12 + (104 if obs.extra_offer else 0)
        text = self.panel_text(s, obs)
        if text:
            width = zone.right - left - 12
            self.refresh_buttons()
            tops = [w.rect.y for w in self.step_buttons.widgets if w.rect.x < left + width]
            room = (min(tops) if tops else zone.bottom) - 4 - (zone.y + 38)
            self.label(canvas, text, pygame.Rect(left, zone.y + 38, width, max(1, room)), CREAM,
                       16, "topleft", wrap=True)

    def panel_text(self, s, obs) -> str:
        """A sentence about the step, under the phase chips."""
        step = obs.step
        names = {d.id: d.name for d in self.data.dice}
        if not self.my_turn():
            actors = self.match.rules.actors()
            if not actors:
                return s.end_reason
            name = self.match.setup.seats[actors[0]].name
            return f"{name} is playing. Watch the counter and the dice."
        if step == "roll":
            cup = sum(1 for d in s.dice.values() if d.zone == "cup")
            kept = sum(1 for d in s.dice.values() if d.kept and d.zone == "table")
            extra = f", {kept} kept from last turn" if kept else ""
            return f"{cup} dice in the cup{extra}. Resting and captive dice sit this roll out."
        if step == "place":
            if self.selected:
                picked = ", ".join(f"{names[d]} ({s.dice[d].face})" for d in self.selected)
                return f"Picked: {picked}."
            if self.voucher:
                return "Meal voucher picked: click the order it pays for."
            return ("Serve whole orders, collect with money dice, send a die to the door task, "
                    "take bonuses, or order from the menu.")
        if step == "manage":
            return ("Tasks ticked, the rest room moved, the line closed up. "
                    "Spend money now, then end the turn.")
        if step == "extra":
            card = self.data.card(obs.extra_offer)
            return " ".join(describe(card)[1:])
        if step == "extra_offer":
            return (f"You lost stars: you may look at the top card of your Extra pile "
                    f"({obs.extras_pile_count} left).")
        if step == STEP_PLAY:
            names_marked = ", ".join(card_title(self.data.card(c)) for c in self.marked)
            return f"Marked: {names_marked}." if self.marked else (
                "Play one card; an OPEN card brings a plain card along. "
                "After OPEN or TASK, the next play must be plain.")
        return ""

    def draw_reroll_strip(self, canvas: pygame.Surface, roll: bool = False) -> None:
        """The place to drop dice for a paid re-roll (or, before the roll, to click and roll)."""
        rect = self.rect("reroll")
        if roll:
            pulse = 0.5 + 0.5 * math.sin(self.roll_glow_time() * ROLL_GLOW_RATE)
            fill = (int(60 + 40 * pulse), int(50 + 30 * pulse), 20)
            self.sheets.draw_rect(canvas, fill, rect, border_radius=10)
            self.sheets.draw_rect(canvas, self.services.theme.marigold, rect, 2, border_radius=10)
            text = "Click the kitchen (or Roll the dice) to roll the free dice"
        else:
            self.sheets.draw_rect(canvas, (10, 30, 36), rect, border_radius=10)
            self.sheets.draw_rect(canvas, (90, 130, 134), rect, 2, border_radius=10)
            text = f"Drop dice here to re-roll them (${self.data.board.reroll_cost})"
        icon = self.faces.icon("dice", 30)
        canvas.blit(icon, icon.get_rect(midleft=(rect.x + 10, rect.centery)))
        self.label(canvas, text, pygame.Rect(rect.x + 48, rect.y + 3, rect.w - 56, rect.h - 6),
                   CREAM if roll else LABEL_INK, 16, "midleft", wrap=True)

    def draw_hand_drawer(self, canvas: pygame.Surface) -> None:
        rect = self.rect("hand")
        panel(canvas, rect, (36, 58, 70), self.services.theme.sky, radius=14)
        self.label(canvas, "YOUR HAND  ·  mark a card, then Play", self.title_strip(rect),
                   TITLE_INK, 16, "topleft")
        if self.obs().restricted:
            text, colour = "After OPEN or TASK: this turn a plain card only", (255, 150, 150)
        else:
            text, colour = "OPEN brings a plain card along · TASK sends a task", LABEL_INK
        self.label(canvas, text, pygame.Rect(rect.x + 10, rect.bottom - 26, rect.w - 20, 22),
                   colour, 16)

    def unplayable(self) -> set:
        """Hand cards the customer player may not play this turn (shown as 'not now')."""
        def make() -> set:
            playable = {a.card for a in self.legal() if type(a).__name__ == "PlayCard"}
            return set(self.obs().hand) - playable
        return self.memo("unplayable", make) if self.customer_choosing() else set()

    # --- glows ----------------------------------------------------------------------------------
    def draw_glows(self, canvas: pygame.Surface, focused) -> None:
        theme = self.services.theme
        outline = self.sheets.draw_rect
        if not self.my_turn():
            return
        legal: set = set()
        helpful: set = set()
        dragging = self.drag.dragging
        if dragging:
            legal = self.drag.state.legal
        elif self.selected and self.step() == "place":
            legal = self.legal_targets(self.selected)
            if len(self.selected) == 1:
                helpful = self.helpful_targets(self.selected[0]) - legal
        elif self.voucher:
            legal = self._legal_zones(("voucher", self.voucher))
        for target in helpful:
            if target in self.targets():
                outline(canvas, (200, 220, 190), self.target_rect(target).inflate(8, 8),
                        2, border_radius=12)
        for target in legal:
            if target == ("counter",) or target in self.targets():
                rect = self.target_rect(target) if target != ("counter",) else \
                    self.rect("counter")
                outline(canvas, theme.lime, rect.inflate(10, 10), 4, border_radius=13)
        if dragging and self.drag.hover_zone is not None:
            zone = self.drag.hover_zone
            colour = theme.lime if zone in legal else theme.chili
            rect = self.rect("counter") if zone == ("counter",) else self.target_rect(zone)
            outline(canvas, colour, rect.inflate(16, 16), 5, border_radius=15)
        if focused is not None and focused[0] in ("target", "voucher"):
            target = focused[1] if focused[0] == "target" else (BONUS, focused[1])
            outline(canvas, theme.sky, self.target_rect(target).inflate(16, 16), 4,
                    border_radius=15)
        hint_dice, hint_target = action_parts(self.feedback.hint_action)
        if hint_target is not None and hint_target in self.targets():
            outline(canvas, theme.marigold, self.target_rect(hint_target).inflate(20, 20),
                    4, border_radius=16)

    def card_highlight(self, card_id: str, focused):
        theme = self.services.theme
        hint = self.feedback.hint_action
        if hint is not None and card_id in (getattr(hint, "card", None),
                                            getattr(hint, "companion", None),
                                            getattr(hint, "voucher", None)):
            return theme.marigold
        if hint is not None and card_id in getattr(hint, "cards", ()):
            return theme.marigold
        if focused == ("hand", card_id):
            return theme.sky
        if card_id in self.marked or card_id == self.voucher:
            return theme.marigold
        return None

    def draw_stamps(self, canvas: pygame.Surface, card_id: str, sprite, s) -> None:
        """SERVED / PAID tags on orders waiting for the other half."""
        status = s.status.get(card_id)
        if status is None or not (status.served or status.collected) or sprite.alpha < 255:
            return
        rect = sprite.rect
        y = rect.y + 30
        for done, text, colour in ((status.served, "SERVED", (70, 150, 60)),
                                   (status.collected, "PAID", (200, 140, 20))):
            if not done:
                continue
            image = self.services.fonts.text(text, 16, (255, 255, 255))
            tag = pygame.Rect(0, 0, image.get_width() + 12, 20)
            tag.midtop = (rect.centerx, y)
            self.sheets.draw_rect(canvas, colour, tag, border_radius=6)
            canvas.blit(image, image.get_rect(center=tag.center))
            y += 23

    # --- dice -----------------------------------------------------------------------------------
    def draw_dice(self, canvas: pygame.Surface, focused) -> None:
        theme = self.services.theme
        hand_open = self.customer_choosing()
        s = self.obs()
        hint_dice, _ = action_parts(self.feedback.hint_action)
        dragged = set(self.dragged_dice())
        top = []
        run = []  # dice in place since the last one with a badge
        for die in self.data.dice:
            sprite = self.dice[die.id]
            colour = None
            if die.id in hint_dice:
                colour = theme.marigold
            if die.id in self.selected:
                colour = theme.marigold
            if focused in (("die", die.id), ("rest", die.id)):
                colour = theme.sky
            sprite.highlight = colour
            if hand_open and s.dice[die.id].zone in ("cup", "table", "spent"):
                continue  # the customer player's hand lies over the kitchen
            if die.id in dragged or sprite.lift > 1 or sprite.rolling:
                top.append(sprite)
                continue
            run.append(sprite)
            if sprite.badge:
                self.dice_blits.draw(canvas, run, self.faces)
                run = []
                self.die_badge(canvas, sprite)
        self.dice_blits.draw(canvas, run, self.faces)
        for sprite in top:
            self.dice_blits.draw(canvas, (sprite,), self.faces)
            self.die_badge(canvas, sprite)

    def die_badge(self, canvas: pygame.Surface, sprite) -> None:
        if not sprite.badge or sprite.rolling:
            return
        rect = sprite.rect
        if sprite.badge.isdigit():
            centre = (rect.right + 2, rect.y + 2)
            self.sheets.draw_circle(canvas, (28, 66, 122), centre, 11)
            self.sheets.draw_circle(canvas, CREAM, centre, 11, 2)
            self.label(canvas, sprite.badge, pygame.Rect(centre[0] - 10, centre[1] - 10, 20, 20),
                       CREAM, 16, "center")
        elif sprite.badge == "kept":
            self.tag(canvas, "kept", (rect.centerx, rect.y - 2), (63, 167, 214))
        elif sprite.badge == "held":
            lock = self.faces.icon("lock", 20)
            canvas.blit(lock, lock.get_rect(center=(rect.right - 4, rect.y + 4)))

    def tag(self, canvas: pygame.Surface, text: str, midbottom, colour) -> None:
        ui = self.services.fonts
        tag = pygame.Rect(0, 0, ui.measure(text, 16)[0] + 10, max(19, ui.line_height(16)))
        tag.midbottom = (int(midbottom[0]), int(midbottom[1]))
        self.sheets.draw_rect(canvas, colour, tag, border_radius=6)
        self.label(canvas, text, tag.inflate(-6, 0), (255, 255, 255), 16, "center")

    def draw_popups(self, canvas: pygame.Surface) -> None:
        ui = self.services.fonts
        for pop in self.popups:
            image = ui.text(pop.text, fonts.BODY, pop.colour, shadow=(10, 20, 24))
            if pop.alpha < 255:
                image = image.copy()
                image.set_alpha(max(0, int(pop.alpha)))
            canvas.blit(image, image.get_rect(center=(int(pop.x), int(pop.y))))

    # --- dialog and tooltip ---------------------------------------------------------------------
    def draw_dialog(self, canvas: pygame.Surface) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        shade = self._static.get("shade")
        if not matches(shade, canvas):
            shade = surface_like(canvas, canvas.get_size(), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 150))
            self._static["shade"] = shade
        canvas.blit(shade, (0, 0))
        theme = self.services.theme
        panel(canvas, dialog.rect, CREAM, theme.marigold, radius=16)
        inner = dialog.rect.inflate(-40, 0)
        self.label(canvas, dialog.title, pygame.Rect(inner.x, dialog.rect.y + 10, inner.w - 100,
                                                     30), CHARCOAL, fonts.BODY, "midleft")
        y = dialog.rect.y + 40
        for line in dialog.lines:
            placed = self.label(canvas, line, pygame.Rect(inner.x, y, inner.w, 44), CHARCOAL, 16,
                                "topleft", wrap=True)
            y = placed.bottom
        for die_id, choice in dialog.rows:
            die = self.data.die(die_id)
            icon = self.faces.die(die.role, self.obs().dice[die_id].face, 32)
            canvas.blit(icon, icon.get_rect(midleft=(dialog.rect.x + 20, choice.rect.centery)))
            self.label(canvas, die.name, pygame.Rect(dialog.rect.x + 60, choice.rect.y,
                                                     choice.rect.x - 8 - dialog.rect.x - 60,
                                                     choice.rect.h), CHARCOAL, 16, "midleft")
        for index, widget in enumerate(dialog.group.widgets):
            widget.draw(canvas, self.services.fonts, theme,
                        self.keyboard_mode and index == dialog.group.focus,
                        dialog.group.hover == index)

    def draw_tooltip(self, canvas: pygame.Surface) -> None:
        if self.drag.dragging or self.dialog is not None or self.hover_time < TOOLTIP_DELAY:
            return
        lines = self.tooltip_at(self.pointer)
        if not lines:
            return
        key = (tuple(lines), self.pointer, canvas.get_size(), self.style_key())
        self.lists.draw("tooltip", canvas, key,
                        lambda out: self.draw_tooltip_panel(out, canvas.get_size(), lines))

    def draw_tooltip_panel(self, out: BlitList, size: tuple[int, int], lines: list[str]
                           ) -> None:
        ui = self.services.fonts
        images = [ui.text(line, 16, CHARCOAL if i else (150, 60, 30)) for i, line in
                  enumerate(lines)]
        width = max(i.get_width() for i in images) + 20
        height = sum(i.get_height() + 2 for i in images) + 14
        rect = pygame.Rect(self.pointer[0] + 16, self.pointer[1] + 16, width, height)
        rect.clamp_ip(pygame.Rect(0, 46, size[0], size[1] - 90))
        out.panel(rect, PAPER, (150, 96, 58), radius=10)
        y = rect.y + 7
        for image in images:
            out.blit(image, (rect.x + 10, y))
            y += image.get_height() + 2

    def tooltip_at(self, pos) -> list[str]:
        """`tooltip_lines`, worked out again only when the pointer, the table or a card or
        die under it moved."""
        key = (pos, self.state_key(), self.step(),
               tuple((d.x, d.y, d.side, d.lift) for d in self.dice.values()),
               tuple(self.card_order),
               tuple((c.x, c.y, c.scale, c.lift, c.face) for c in self.cards.values()))
        if self._tooltip is None or self._tooltip[0] != key:
            self._tooltip = (key, self.tooltip_lines(pos))
        return self._tooltip[1]

    def tooltip_lines(self, pos) -> list[str]:
        s = self.obs()
        die_id = self.die_at(pos)
        if die_id is not None:
            die = self.data.die(die_id)
            where = {"cup": "in the cup", "table": "on the table", "spent": "used this turn",
                     "task": "busy on a task", "bonus": "busy on a bonus card",
                     "rest": "resting", "fine": "held until the fines are paid"}
            lines = [die.name, "Faces: " + ", ".join(die.faces),
                     where.get(s.dice[die_id].zone, "")]
            if s.dice[die_id].zone == REST and self.step() == "manage":
                lines.append("Click to pay overtime and bring them back.")
            return lines
        card_id = self.card_at(pos)
        if card_id is not None:
            return describe(self.data.card(card_id))
        for option, row in zip(self.data.menu, self.menu_rows().values(), strict=True):
            if row.collidepoint(pos):
                ways = " or ".join(" + ".join(f"{n} {face}" for face, n in v.faces)
                                   for v in option.variants)
                return [option.name, f"Pay exactly {ways} (no blanks standing in).",
                        dish_help(option)]
        for name, lines in ZONE_HELP.items():
            rect = self.rect(name)
            title_strip = pygame.Rect(rect.x, rect.y, rect.w, 26)
            if title_strip.collidepoint(pos) or (name in ("popularity", "cash")
                                                 and rect.collidepoint(pos)):
                return lines
        return []

    # --- the status bar -------------------------------------------------------------------------
    def status_line(self) -> tuple[str, str, int | None]:
        if self.match.rules.is_over():
            return ("Game over", "", None)
        actors = self.match.rules.actors()
        seat = actors[0] if actors else None
        obs = self.obs()
        label = STEP_LABELS.get(obs.step, obs.step)
        if seat != self.viewer or seat is None or self.replaying:
            name = self.match.setup.seats[seat].name if seat is not None else ""
            doing = "is playing a card" if seat == CUSTOMER_PLAYER else "is running the kitchen"
            return (label, f"{name} {doing}…", seat)
        if self.dialog is not None:
            if self.dialog.rows:
                tip = ("Up/Down: a die · Left/Right: its face · Backspace: cancel"
                       if self.keyboard_mode else "Click a face to change it, then order")
            else:
                tip = "Serve the order, or collect its payment?"
            return (label, tip, seat)
        if seat == MANAGER:
            return (label, manager_prompt(obs.step, self.keyboard_mode, len(self.selected),
                                          obs, self.data.board.reroll_cost), seat)
        return (label, customer_prompt(self.keyboard_mode, len(self.marked)), seat)


"""Drawing the Taco Party table: a mixin of the table scene that reads it and never changes it."""

from __future__ import annotations

import pygame

from tabletop.games.taco_party.rules.actions import (
    BURN,
    DRAW,
    PICKUP,
    PLAY,
    Discard,
    EndPickup,
    EndPlay,
    PlayCard,
)
from tabletop.games.taco_party.rules.rulebook import Observation
from tabletop.games.taco_party.rules.tacos import NEW_TACO, TacoScore, is_complete, score_plate
from tabletop.games.taco_party.table.plate_layout import MEDIUM, SMALL, TINY, Rect, display_order
from tabletop.games.taco_party.table.view_text import STEP_CHIPS, chip_index, signed
from tabletop.ui import fonts, paint
from tabletop.ui.blits import BlitList
from tabletop.ui.draw import text_in
from tabletop.ui.layer import scale_of, surface_like

HEADER = 26          # a seat's name strip
RIM = 24             # the plate's front rim, carrying each taco's points
INSPECT_DELAY = 0.45  # seconds the pointer rests on a taco before it shows in full
PLACEMAT = (14, 40, 48, 150)
PLACEMAT_MINE = (12, 36, 44, 175)


def rect_of(r: Rect) -> pygame.Rect:
    return pygame.Rect(round(r.x), round(r.y), round(r.w), round(r.h))


def mark_check(out: BlitList, centre: tuple[int, int], r: int,
               colour: tuple[int, int, int]) -> None:
    """`check_mark` at a whole-pixel centre, as a cached sheet."""
    pad = r + 3
    out.shape(("check", r, colour), pygame.Rect(centre[0] - pad, centre[1] - pad, 2 * pad,
                                                 2 * pad),
              lambda s: check_mark(s, (pad, pad), r, colour))


def dashes(out: BlitList, rect: pygame.Rect, colour) -> None:
    """`dash_rect` as a cached sheet."""
    area = rect.inflate(4, 4)
    out.shape(("dashes", colour), area,
              lambda s: dash_rect(s, pygame.Rect(2, 2, rect.w, rect.h), colour))


def check_mark(canvas: pygame.Surface, centre: tuple[float, float], r: float,
               colour: tuple[int, int, int]) -> None:
    """A drawn tick (the bundled font has no ✓)."""
    cx, cy = centre
    paint.lines(canvas, colour, False, [(cx - r, cy), (cx - r * 0.3, cy + r * 0.7),
                                              (cx + r, cy - r * 0.7)], 3)


class TableDrawing:
    """The draw half of TacoPartyTable."""

    def mat(self, out: BlitList, rect: pygame.Rect, colour) -> None:
        """A translucent rounded placemat, built once per size and colour."""
        cache = self._mats
        key = (rect.size, colour, scale_of(out.target))
        surface = cache.get(key)
        if surface is None:
            surface = surface_like(out.target, rect.size, pygame.SRCALPHA)
            paint.rect(surface, colour, surface.get_rect(), border_radius=14)
            cache[key] = surface
        out.blit(surface, rect)

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self.services.draw_felt(canvas)
        obs = self.obs()
        scores = self.memo(("scores",), lambda: {
            seat: score_plate(self.data, seat, obs.plates[seat], obs.burned[seat])
            for seat in range(self.players)})
        focused = self.focused() if self.keyboard_mode and self.my_turn() else None
        state = (self.state_key(), self.style_key())
        self.lists.draw("under", canvas, (state, tuple(self.history), self.drawing_seat),
                        lambda out: self.draw_under(out, obs, scores))
        self.draw_step_buttons(canvas, obs)
        lifted, moving = [], []
        dragged = self.drag.state.item if self.drag.dragging else None
        travelling = {id(t.target) for t in self.tweens.tweens if t.attr in ("x", "y")}
        clips = {}
        for seat in range(self.players):
            clip = rect_of(self.plate_clip(seat))
            clips.update((card, clip) for taco in obs.plates[seat] for card in taco)
        sprites = self.sprite_blits
        for card_id in self.order:
            sprite = self.sprites.get(card_id)
            if sprite is None:
                continue
            sprite.highlight = self.card_highlight(card_id, obs, focused)
            if card_id == dragged or card_id == self.selected:
                lifted.append(sprite)
            elif id(sprite) in travelling:
                moving.append(sprite)
            else:
                canvas.set_clip(clips.get(card_id))
                sprites.draw(canvas, (sprite,))
        canvas.set_clip(None)
        self.lists.draw("rims", canvas, state, lambda out: self.draw_rims(out, obs, scores))
        self.draw_marks(canvas, obs)
        self.draw_glows(canvas, obs)
        sprites.draw(canvas, moving + self.flying)
        for sprite in lifted:
            sprite.highlight = self.services.theme.marigold
            sprite.draw(canvas)
        self.draw_popups(canvas)
        self.draw_inspect(canvas, obs)
        step, prompt, seat = self.status_text(obs)
        self.draw_status(canvas, step, prompt, seat)

    def draw_under(self, out: BlitList, obs: Observation, scores) -> None:
        """Everything under the cards: plates' mats and headers, the middle, the steps, the
        history and the hand's note (kept while the table and its history hold)."""
        for seat in range(self.players):
            self.draw_seat(out, obs, seat, scores[seat].total)
        self.draw_new_taco_slot(out, obs)
        self.draw_middle(out, obs)
        self.draw_steps(out, obs)
        self.draw_history(out)
        self.draw_hand_area(out, obs)

    def draw_rims(self, out: BlitList, obs: Observation, scores) -> None:
        for seat in range(self.players):
            self.draw_rim(out, obs, seat, scores[seat].tacos)

    # --- plates ---------------------------------------------------------------------------
    def draw_seat(self, canvas: BlitList, obs: Observation, seat: int, total: int) -> None:
        theme, ui = self.services.theme, self.services.fonts
        rect = rect_of(self.seat_rect(seat))
        mine = seat == self.viewer
        self.mat(canvas, rect, PLACEMAT_MINE if mine else PLACEMAT)
        acting = seat in self.match.rules.actors()
        colour, shape = self.seat_style(seat)
        header = pygame.Rect(rect.x, rect.y, rect.w, HEADER)
        canvas.rect(theme.cream, header, border_top_left_radius=14,
                         border_top_right_radius=14)
        rule = pygame.Rect(header.x + 8, header.bottom - 4, header.w - 16, 7)
        canvas.shape(("rule", colour, 3), rule, lambda s: paint.line(
            s, colour, (2, 3), (rule.w - 2, 3), 3))
        if acting:
            canvas.rect(theme.marigold, rect.inflate(4, 4), 3, border_radius=16)
        canvas.badge(shape, (rect.x + 16, rect.y + 13), 9, colour)
        name = self.match.setup.seats[seat].name + (" (you)" if mine else "")
        label = ui.text(name, fonts.SMALL, theme.charcoal)
        canvas.blit(label, (rect.x + 30, rect.y + 4))
        x = rect.x + 38 + label.get_width()
        if not mine or self.viewer is None:
            for i in range(obs.hand_sizes[seat]):
                mini = pygame.Rect(x + i * 11, rect.y + 4, 14, 18)
                canvas.rect(theme.magenta, mini, border_radius=3)
                canvas.rect(theme.cream, mini, 1, border_radius=3)
            x += obs.hand_sizes[seat] * 11 + 8
        right = rect.right - 10
        score = ui.text(f"{total} pts", fonts.SMALL, theme.charcoal)
        canvas.blit(score, score.get_rect(topright=(right, rect.y + 4)))
        right -= score.get_width() + 16
        need = obs.tacos_to_end
        done = ui.text(f"{obs.completed[seat]}/{need} done", fonts.SMALL,
                       theme.charcoal)
        canvas.blit(done, done.get_rect(topright=(right, rect.y + 4)))
        mark_check(canvas, (right - done.get_width() - 14, rect.y + 12), 6, theme.lime
                   if obs.completed[seat] else (170, 160, 140))
        if not obs.plates[seat]:
            text = ui.text("No tacos", fonts.SMALL, theme.cream_dark)
            canvas.blit(text, text.get_rect(center=rect.center))

    def draw_new_taco_slot(self, canvas: BlitList, obs: Observation) -> None:
        if not self.my_turn() or obs.step != PLAY:
            return
        theme, ui = self.services.theme, self.services.fonts
        slot = rect_of(self.new_taco_rect(self.viewer, obs))
        shade = surface_like(canvas.target, slot.size, pygame.SRCALPHA)
        paint.rect(shade, (255, 244, 220, 28), shade.get_rect(), border_radius=10)
        canvas.blit(shade, slot)
        dashes(canvas, slot, theme.cream_dark)
        lines = ["New", "taco"] if slot.w < 90 else ["New taco"]
        y = slot.centery - 11 * len(lines)
        for line in lines:
            text = ui.text(line, fonts.SMALL, theme.cream_dark)
            canvas.blit(text, text.get_rect(midtop=(slot.centerx, y)))
            y += 22

    def draw_rim(self, canvas: BlitList, obs: Observation, seat: int,
                 tacos: tuple[TacoScore, ...]) -> None:
        """The plate's front rim, hiding the lower part of each taco, with each taco's points."""
        theme, ui = self.services.theme, self.services.fonts
        rim = rect_of(self.rim_rect(seat))
        colour, _ = self.seat_style(seat)
        canvas.rect((238, 226, 200), rim, border_radius=10)
        canvas.rect(colour, rim, 2, border_radius=10)
        shine = pygame.Rect(rim.x + 8, rim.y, rim.w - 16, 7)
        canvas.shape(("rule", (255, 252, 240), 2), shine, lambda s: paint.line(
            s, (255, 252, 240), (2, 3), (shine.w - 2, 3), 2))
        fit = self.plate_fit(seat, obs)
        for score in tacos:
            taco = obs.plates[seat][score.index]
            col = rect_of(fit.column(score.index, len(taco)))
            if score.counted == "biggest":
                text, fill, ink = f"{score.card_points} \u00d72", theme.marigold, theme.charcoal
            elif score.counted == "top":
                text, fill, ink = str(score.points), theme.white, theme.charcoal
            elif score.counted == "extra":
                text, fill, ink = "0", (170, 166, 156), theme.charcoal
            else:
                text, fill, ink = signed(score.points), theme.chili, theme.white
            label = ui.text(text, 16, ink)
            complete = is_complete(self.data, taco)
            width = label.get_width() + (32 if complete else 16)
            chip = pygame.Rect(0, 0, max(width, 34), RIM - 6)
            chip.center = (col.centerx, rim.centery)
            canvas.rect(theme.charcoal, chip.inflate(2, 2), border_radius=11)
            canvas.rect(fill, chip, border_radius=10)
            if complete:
                canvas.circle(theme.lime, (chip.x + 11, chip.centery), 8)
                mark_check(canvas, (chip.x + 11, chip.centery), 4, theme.white)
                canvas.blit(label, label.get_rect(midleft=(chip.x + 22, chip.centery + 1)))
            else:
                canvas.blit(label, label.get_rect(center=(chip.centerx, chip.centery + 1)))
        burned = self.burned_rect(seat, obs)
        if burned is not None:
            lost = sum(self.data.card(c).score for c in obs.burned[seat])
            label = ui.text(f"burned {signed(-lost)}", 16, theme.white)
            chip = pygame.Rect(0, 0, label.get_width() + 16, RIM - 6)
            chip.center = (round(burned.center[0]), rim.centery)
            canvas.rect(theme.chili, chip, border_radius=10)
            canvas.blit(label, label.get_rect(center=(chip.centerx, chip.centery + 1)))

    # --- the middle of the table and the steps --------------------------------------------
    def draw_middle(self, canvas: BlitList, obs: Observation) -> None:
        theme, ui = self.services.theme, self.services.fonts
        deck = rect_of(self.zone_rect("deck"))
        discard = rect_of(self.zone_rect("discard"))
        centre = self.zone_rect("centre")
        area = pygame.Rect(deck.x - 8, round(centre.y) - 2, round(centre.right) - deck.x + 12,
                           round(centre.h) + 4)
        self.mat(canvas, area, PLACEMAT)
        back = self.faces.back(TINY)
        layers = min(5, (obs.deck_count + 7) // 8)
        if obs.deck_count == 0:
            dashes(canvas, deck, theme.cream_dark)
        for i in range(layers):
            canvas.blit(self.faces.shadow(TINY), (deck.x - 6 + 3 - i * 2, deck.y - 6 + 3 - i * 2))
            canvas.blit(back, (deck.x - i * 2, deck.y - i * 2))
        if obs.discard_count == 0:
            dashes(canvas, discard, theme.cream_dark)
        else:
            for i in range(min(3, obs.discard_count - 1)):
                canvas.rect(theme.cream_dark, discard.move(-2 - i * 2, 2 + i * 2),
                                 border_radius=6)
        for rect, text in ((deck, f"deck {obs.deck_count}"),
                           (discard, f"discard {obs.discard_count}")):
            text_in(canvas, ui, text, 16, theme.cream,
                    pygame.Rect(rect.x - 8, rect.bottom + 1, rect.w + 16, 22), "midtop",
                    shadow=theme.shadow)
        for card, point in zip(obs.centre, self.centre_points(obs), strict=True):
            if card is None:
                slot = pygame.Rect(0, 0, SMALL.width, SMALL.height)
                slot.center = (round(point[0]), round(point[1]))
                dashes(canvas, slot, theme.cream_dark)
        if obs.deck_count and obs.run_outs == obs.run_outs_to_end - 1:
            badge_rect = pygame.Rect(0, 0, deck.w - 4, 42)
            badge_rect.center = (deck.centerx - 2 * (layers - 1), deck.centery - 2 * (layers - 1))
            canvas.rect(theme.charcoal, badge_rect.inflate(2, 2), border_radius=9)
            canvas.rect(theme.chili, badge_rect, border_radius=8)
            for i, word in enumerate(("last", "deck")):
                label = ui.text(word, 16, theme.white)
                canvas.blit(label, label.get_rect(center=(badge_rect.centerx,
                                                          badge_rect.y + 11 + i * 19)))

    def coin_centre(self) -> tuple[float, float]:
        zone = self.zone_rect("steps")
        return (zone.x + 46, zone.y + zone.h / 2)

    def lit_chip(self, obs: Observation) -> int:
        """Which step chip is lit: Draw while drawn cards fly to a hand, else the rules'
        step (none once the game is over)."""
        if self.match.rules.is_over():
            return len(STEP_CHIPS)
        if self.drawing_seat is not None:
            return chip_index(DRAW)
        return chip_index(obs.step)

    def draw_steps(self, canvas: BlitList, obs: Observation) -> None:
        theme, ui = self.services.theme, self.services.fonts
        zone = rect_of(self.zone_rect("steps"))
        self.mat(canvas, zone, PLACEMAT)
        over = self.match.rules.is_over()
        cx, cy = (round(v) for v in self.coin_centre())
        spending = obs.step in (PICKUP, BURN)
        amount = obs.pickup_left if spending else obs.pickup
        canvas.circle(theme.charcoal, (cx, cy), 37)
        canvas.circle(theme.marigold, (cx, cy), 34)
        text_in(canvas, ui, str(amount), 34, theme.charcoal, pygame.Rect(cx - 26, cy - 30, 52, 40))
        text_in(canvas, ui, "left" if spending else "pickup", 16, theme.charcoal,
                pygame.Rect(cx - 27, cy + 5, 54, 20))
        drawing = self.drawing_seat is not None and not over
        lit = self.lit_chip(obs)
        x = zone.x + 96
        for i, (_, name) in enumerate(STEP_CHIPS):
            chip = pygame.Rect(x, zone.y + 6, 98, 26)
            if i == lit:
                canvas.rect(theme.marigold, chip, border_radius=14)
                ink = theme.charcoal
            elif i < lit:
                canvas.rect((60, 96, 104), chip, border_radius=14)
                ink = (170, 200, 200)
            else:
                canvas.rect(theme.cream_dark, chip, 2, border_radius=14)
                ink = theme.cream_dark
            text_in(canvas, ui, f"{i + 1} {name}", 16, ink, chip.inflate(-12, 0))
            x += 104
        if drawing:
            name = self.match.setup.seats[self.drawing_seat].name
            text = ui.text(f"{name} draws", fonts.SMALL, theme.cream)
            canvas.blit(text, (zone.x + 96, zone.y + 50))
        elif not self.my_turn() and not over:
            name = self.match.setup.seats[obs.current].name
            text = ui.text(f"{name}'s turn", fonts.SMALL, theme.cream)
            canvas.blit(text, (zone.x + 96, zone.y + 50))

    def draw_step_buttons(self, canvas: pygame.Surface, obs: Observation) -> None:
        """The step buttons of the player on turn, the hint's button, the burn note."""
        if not self.my_turn():
            return
        theme, ui = self.services.theme, self.services.fonts
        zone = rect_of(self.zone_rect("steps"))
        self.refresh_buttons()
        focused = self.focused() if self.keyboard_mode else None
        show = focused is not None and focused[0] == "button"
        if show:
            self.step_buttons.focus = self.button_names.index(focused[1])
        self.step_buttons.draw(canvas, ui, theme, show_focus=show)
        hint = self.feedback.hint_action
        if isinstance(hint, EndPlay | EndPickup) or (isinstance(hint, Discard)
                                                     and not hint.cards):
            name = {EndPlay: "end_play", EndPickup: "finish"}.get(type(hint), "keep")
            if name in self.button_names:
                rect = self.step_buttons.widgets[self.button_names.index(name)].rect
                self.sheets.draw_rect(canvas, theme.marigold, rect.inflate(10, 10), 3,
                                      border_radius=16)
        if obs.step == BURN:
            text = ui.text("Click the card to burn", fonts.SMALL, theme.cream)
            canvas.blit(text, (zone.x + 96, zone.y + 50))

    def draw_history(self, canvas: BlitList) -> None:
        """The log panel (two players): the last things that happened, newest at the bottom."""
        if not self.has_zone("log"):
            return
        theme, ui = self.services.theme, self.services.fonts
        zone = rect_of(self.zone_rect("log"))
        self.mat(canvas, zone, PLACEMAT)
        title = ui.text("What happened", fonts.SMALL, theme.marigold)
        canvas.blit(title, (zone.x + 14, zone.y + 8))
        line_h = 21
        rows = (zone.h - 40) // line_h
        y = zone.bottom - 10 - line_h * min(rows, len(self.history))
        for text, seat, count in self.history[-rows:]:
            if count > 1:
                text = f"{text} (\u00d7{count})"
            x = zone.x + 14
            colour = theme.cream
            if seat is not None:
                style, shape = self.seat_style(seat)
                canvas.badge(shape, (x + 6, y + 9), 6, style)
                x += 18
                colour = theme.marigold
            width = zone.right - 12 - x
            if ui.measure(text, 16)[0] > width:
                while text and ui.measure(text + "\u2026", 16)[0] > width:
                    text = text[:-1]
                text += "\u2026"
            canvas.blit(ui.text(text, 16, colour), (x, y))
            y += line_h

    def draw_hand_area(self, canvas: BlitList, obs: Observation) -> None:
        theme, ui = self.services.theme, self.services.fonts
        zone = rect_of(self.zone_rect("hand"))
        if self.viewer is None:
            text = ("Hands stay hidden until a player's turn" if self.humans
                    else "Bots only: every hand is hidden")
            label = ui.text(text, fonts.SMALL, theme.cream_dark)
            canvas.blit(label, label.get_rect(center=zone.center))
        elif not obs.hand:
            label = ui.text("Your hand is empty", fonts.BODY, theme.cream_dark,
                            shadow=theme.shadow)
            canvas.blit(label, label.get_rect(center=zone.center))

    # --- highlights ---------------------------------------------------------------------------
    def card_highlight(self, card_id: int, obs: Observation, focused: tuple | None):
        theme = self.services.theme
        hint = self.feedback.hint_action
        if hint is not None:
            cards = hint.cards if isinstance(hint, Discard) else (getattr(hint, "card", None),)
            if card_id in cards:
                return theme.marigold
        if focused is not None and focused[0] in ("hand", "centre") and focused[1] == card_id:
            return theme.sky
        if self.my_turn():
            if obs.step == PICKUP and card_id in obs.centre \
                    and self.data.card(card_id).cost <= obs.pickup_left:
                return theme.lime
            if obs.step == BURN and card_id in obs.burn_choices:
                return theme.chili
        return None

    def draw_marks(self, canvas: pygame.Surface, obs: Observation) -> None:
        """Marked-for-discard tags on hand cards; burn warnings on middle cards."""
        theme, ui = self.services.theme, self.services.fonts
        for card_id in self.marked:
            sprite = self.sprites.get(card_id)
            if sprite is None:
                continue
            rect = sprite.rect
            canvas.blit(self.sheets.get(("veil", rect.size, scale_of(canvas)),
                                        lambda r=rect: self.veil(canvas, r.size)), rect)
            self.sheets.draw_rect(canvas, theme.chili, rect.inflate(8, 8), 4, border_radius=13)
            tag = pygame.Rect(0, 0, rect.w + 4, 28)
            tag.center = (rect.centerx, rect.centery + 4)
            self.sheets.draw_rect(canvas, theme.charcoal, tag.inflate(2, 2), border_radius=8)
            self.sheets.draw_rect(canvas, theme.chili, tag, border_radius=7)
            label = ui.text("DISCARD", fonts.SMALL, theme.white)
            canvas.blit(label, label.get_rect(center=(tag.centerx, tag.centery + 1)))
        if self.match.rules.is_over():
            return
        for card_id in obs.would_burn:  # what Finish would burn (or the tie to choose from)
            top = self.data.card(card_id).score
            sprite = self.sprites.get(card_id)
            if sprite is None:
                continue
            rect = sprite.rect
            tag = pygame.Rect(0, 0, rect.w + 2, 22)
            tag.center = (rect.centerx, rect.centery + 10)
            self.sheets.draw_rect(canvas, theme.charcoal, tag.inflate(2, 2), border_radius=8)
            self.sheets.draw_rect(canvas, theme.chili, tag, border_radius=7)
            label = ui.text(f"burns {signed(-top)}", 16, theme.white)
            canvas.blit(label, label.get_rect(center=tag.center))

    def draw_glows(self, canvas: pygame.Surface, obs: Observation) -> None:
        """Legal places while a card is held; the keyboard's target; the hint's target."""
        theme = self.services.theme
        held = self.drag.state.item if self.drag.dragging else self.selected
        glows: dict[tuple, tuple[int, int, int]] = {}
        if held is not None and self.my_turn():
            for key in self._legal_zones(held):
                glows[key] = theme.lime
            if self.drag.dragging and self.drag.hover_zone is not None:
                key = self.drag.hover_zone
                action = self.action_for(held, key)
                legal = isinstance(action, PlayCard) and self.match.check(action) is None
                glows[self.glow_key(key, held)] = theme.lime if legal else theme.chili
        if self.keyboard_mode and self.targeting and self.my_turn():
            focused = self.focused()
            if focused is not None and focused[0] == "target":
                glows[focused[1]] = theme.sky
        if self.refused_zone is not None and self.feedback.refusal_time > 0:
            glows[self.refused_zone] = theme.chili
        hint = self.feedback.hint_action
        if isinstance(hint, PlayCard):
            key = ("new", hint.plate) if hint.taco == NEW_TACO else ("taco", hint.plate,
                                                                       hint.taco)
            glows[key] = theme.marigold
        for key, colour in glows.items():
            rect = self.glow_rect(key, obs)
            if rect is not None:
                self.sheets.draw_rect(canvas, colour, rect, 4, border_radius=14)

    def veil(self, canvas: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
        """The shade over a card marked for discarding."""
        veil = surface_like(canvas, size, pygame.SRCALPHA)
        paint.rect(veil, (20, 20, 20, 70), veil.get_rect(), border_radius=10)
        return veil

    def glow_key(self, key: tuple, card: int) -> tuple:
        action = self.action_for(card, key)
        if isinstance(action, PlayCard) and action.taco == NEW_TACO:
            return ("new", action.plate)
        return key

    def glow_rect(self, key: tuple, obs: Observation) -> pygame.Rect | None:
        seat = key[1]
        if key[0] == "taco":
            if key[2] >= len(obs.plates[seat]):
                return None
            col = self.plate_fit(seat, obs).column(key[2], len(obs.plates[seat][key[2]]))
            return rect_of(col).inflate(10, 10)
        if seat == self.viewer:
            return rect_of(self.new_taco_rect(seat, obs)).inflate(10, 10)
        return rect_of(self.seat_rect(seat)).inflate(-4, -4)

    def draw_popups(self, canvas: pygame.Surface) -> None:
        ui, theme = self.services.fonts, self.services.theme
        for pop in self.popups:
            text = ui.text(pop.text, fonts.TITLE, pop.colour, shadow=theme.shadow)
            if pop.alpha < 255:
                text = text.copy()
                text.set_alpha(int(pop.alpha))
            canvas.blit(text, text.get_rect(center=(round(pop.x), round(pop.y))))

    def draw_inspect(self, canvas: pygame.Surface, obs: Observation) -> None:
        """Resting the pointer on a squeezed or small taco shows it in full beside it."""
        if self.drag.dragging or self.keyboard_mode or self.hover_time < INSPECT_DELAY:
            return
        found = self.hover_taco
        if found is None or found[1] >= len(obs.plates[found[0]]):
            return
        seat, index = found
        taco = obs.plates[seat][index]
        fit = self.plate_fit(seat, obs)
        squeezed = fit.band(len(taco)) < fit.size.band * 0.8
        if len(taco) < 2 or not (squeezed or fit.size.width < MEDIUM.width):
            return
        theme, ui = self.services.theme, self.services.fonts
        size = MEDIUM
        cards = display_order(self.data, taco)
        height = size.height + (len(cards) - 1) * size.band
        owner = self.match.setup.seats[seat].name
        title = ui.text(f"{owner}, taco {index + 1}", 16, theme.cream)
        box = pygame.Rect(0, 0, max(size.width, title.get_width()) + 20, height + 44)
        col = rect_of(fit.column(index, len(taco)))
        box.left = col.right + 12 if col.right + 12 + box.w < 1270 else col.left - 12 - box.w
        box.top = max(50, min(col.top - 20, 712 - box.h))
        self.sheets.draw_panel(canvas, box, (22, 40, 46), theme.marigold, radius=12)
        canvas.blit(title, title.get_rect(midtop=(box.centerx, box.y + 8)))
        y = box.y + 32
        for card_id in cards:
            face = self.faces.face(self.data.card(card_id), size)
            canvas.blit(face, face.get_rect(midtop=(box.centerx, y)))
            y += size.band

    def taco_under(self, pos, obs: Observation) -> tuple[int, int] | None:
        for seat in range(self.players):
            fit = self.plate_fit(seat, obs)
            for index, taco in enumerate(obs.plates[seat]):
                if fit.column(index, len(taco)).contains(pos):
                    return seat, index
        return None


def dash_rect(canvas: pygame.Surface, rect: pygame.Rect, colour, dash: int = 8) -> None:
    """A dashed rounded outline for empty places (a missing middle card, the new-taco slot)."""
    x0, y0, x1, y1 = rect.left + 6, rect.top, rect.right - 6, rect.bottom - 1
    for x in range(x0, x1, dash * 2):
        paint.line(canvas, colour, (x, y0), (min(x + dash, x1), y0), 2)
        paint.line(canvas, colour, (x, y1), (min(x + dash, x1), y1), 2)
    for y in range(rect.top + 6, rect.bottom - 6, dash * 2):
        paint.line(canvas, colour, (rect.left, y), (rect.left, min(y + dash, y1 - 6)), 2)
        paint.line(canvas, colour, (rect.right - 1, y),
                         (rect.right - 1, min(y + dash, y1 - 6)), 2)



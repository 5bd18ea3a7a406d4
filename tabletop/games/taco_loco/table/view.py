"""The Taco Loco table: seats across the top, the pile and tacos in the middle, your hand below.

Mouse: drag a card onto a taco (legal tacos glow) or click a card then a taco.
Keyboard: Left/Right choose a card, Enter picks it up, Left/Right choose a taco, Enter plays,
Backspace puts it back. Perfect tacos: click a player (or Left/Right and Enter).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.assets.maps import read_layout
from tabletop.core.actions import Action, Event
from tabletop.games.taco_loco.rules import events as ev
from tabletop.games.taco_loco.rules.actions import (
    CounterLegendary,
    DeclineCounter,
    GiveTaco,
    PlayCard,
    StartTaco,
)
from tabletop.games.taco_loco.rules.cards import LONESOME, NUMBER
from tabletop.games.taco_loco.rules.observation import COUNTER, GIVE, TacoLocoObservation
from tabletop.games.taco_loco.table.faces import LocoFaces
from tabletop.input import intents as it
from tabletop.input.drag import DragController
from tabletop.scenes.table import TableScene
from tabletop.ui import fonts, paint
from tabletop.ui.blits import BlitList, SpriteBlits
from tabletop.ui.card_sprite import (
    CARD_SIZE,
    CardSprite,
    ease_lift,
    follow_drag,
    look_of,
    make_shadow,
    settle_tilts,
)
from tabletop.ui.draw import badge, panel
from tabletop.ui.layer import new_surface
from tabletop.ui.widgets import Button, FocusGroup

COLUMN = 150
BADGE_RADIUS = 21
HAND_SPACING = 150
STAGGER = 0.06
NEW_TACO = "new"


class TacoLocoTable(TableScene):
    score_label = "cards taken"

    def __init__(self, services, spec, match) -> None:
        super().__init__(services, spec, match)
        players = len(match.setup.seats)
        required = [("table", "pile"), ("table", "tacos"), ("table", "hand"),
                    ("table", "prompt")] + [(f"seats-{players}", f"seat-{i}")
                                            for i in range(players)]
        self.layout = read_layout("taco_loco/table.tmx", required)
        self.seat_zones = [self.layout.zone(f"seats-{players}", f"seat-{i}")
                           for i in range(players)]
        self.faces = LocoFaces(services.images, services.fonts)
        self.faces.warm(self.match.data.cards)
        self.shadow = make_shadow(CARD_SIZE, k=services.images.k)
        self.sprites: dict[int, CardSprite] = {}
        self.order: list[int] = []
        self.flying: list[CardSprite] = []
        self.selected: int | None = None
        self.mode = "hand"
        self.cursor = 0
        self.pointer = (0, 0)
        self.drag = DragController(self._pick, self._zones, self._legal_zones, self._drop,
                                   self._click)
        self.prompt = FocusGroup()
        self._prompt_key: tuple | None = None
        self._panels: dict[int, tuple[tuple, pygame.Surface]] = {}
        self._obs: tuple[tuple, dict[int, TacoLocoObservation]] | None = None
        self.sprite_blits = SpriteBlits(self.sheets)
        self._flip_cache: dict[tuple[int, int, int], pygame.Surface] = {}
        fresh = not match.log
        self.sync(animate=fresh)  # a new game deals from the pile; a resumed one is settled
        if fresh:
            self.services.sounds.play("deal")

    def rescaled(self) -> None:
        """The window changed scale: faces and panels are drawn again, cards settle in place."""
        self.faces = LocoFaces(self.services.images, self.services.fonts)
        self.faces.warm(self.match.data.cards)
        self.shadow = make_shadow(CARD_SIZE, k=self.services.images.k)
        self._panels.clear()
        super().rescaled()
        self.sprite_blits = SpriteBlits(self.sheets)
        self._flip_cache.clear()
        self.sprites.clear()
        self.flying.clear()
        self.sync(animate=False)

    # --- what is visible -----------------------------------------------------------------
    def state_key(self) -> tuple:
        """Changes whenever what the viewer may see can have changed (an action, an undo, a
        replay step, another viewer)."""
        return (self.match.rules, len(self.match.log), self.viewer)

    def obs(self) -> TacoLocoObservation:
        """The viewer's observation."""
        return self.observation_of(self.viewer if self.viewer is not None else 0)

    def observation_of(self, seat: int) -> TacoLocoObservation:
        """What `seat` sees, asked of the rules once per state of the game."""
        key = (self.match.rules, len(self.match.log))
        if self._obs is None or self._obs[0] != key:
            self._obs = (key, {})
        seen = self._obs[1]
        if seat not in seen:
            seen[seat] = self.match.rules.observation(seat)
        return seen[seat]

    def my_turn(self) -> bool:
        """The viewer may act now (never while a replay is shown)."""
        return (not self.replaying and self.viewer is not None
                and self.viewer in self.match.rules.actors())

    def question(self):
        return self.obs().question

    # --- geometry ----------------------------------------------------------------------------
    def pile_centre(self) -> tuple[float, float]:
        return self.layout.zone("table", "pile").center

    def seat_centre(self, seat: int) -> tuple[float, float]:
        return self.seat_zones[seat].center

    def taco_columns(self, obs: TacoLocoObservation) -> dict[Any, pygame.Rect]:
        """Each taco's column rect, plus the new-taco slot after them."""
        zone = self.layout.zone("table", "tacos")
        count = len(obs.tacos) + 1
        step = min(COLUMN + 10, (zone.width - 20) / max(count, 1))
        out: dict[Any, pygame.Rect] = {}
        for i, taco in enumerate(obs.tacos):
            out[f"taco:{taco.id}"] = pygame.Rect(int(zone.x + 10 + i * step), int(zone.y),
                                                 COLUMN, int(zone.height))
        out[NEW_TACO] = pygame.Rect(int(zone.x + 10 + len(obs.tacos) * step), int(zone.y),
                                    COLUMN, int(zone.height))
        return out

    def targets(self) -> dict[int, tuple[float, float, bool]]:
        obs = self.obs()
        out: dict[int, tuple[float, float, bool]] = {}
        columns = self.taco_columns(obs)
        for taco in obs.tacos:
            column = columns[f"taco:{taco.id}"]
            n = len(taco.cards)
            room = column.h - CARD_SIZE[1] - 8
            offset = min(30.0, room / max(1, n - 1))
            for i, card in enumerate(taco.cards):
                out[card.id] = (column.centerx, column.y + CARD_SIZE[1] / 2 + 4 + i * offset, True)
        if self.viewer is not None:
            hand = self.layout.zone("table", "hand")
            cx, cy = hand.center
            n = len(obs.hand)
            for i, card in enumerate(obs.hand):
                out[card.id] = (cx + (i - (n - 1) / 2) * HAND_SPACING, cy, True)
        return out

    # --- keeping sprites in step with the rules -------------------------------------------
    def sprite_for(self, card_id: int, pos: tuple[float, float], face_up: bool) -> CardSprite:
        sprite = self.sprites.get(card_id)
        if sprite is None:
            card = self.match.data.card(card_id)
            sprite = CardSprite(card_id, self.faces.face(card), self.faces.back(), self.shadow,
                                pos, face_up, self._flip_cache)
            self.sprites[card_id] = sprite
        return sprite

    def sync(self, animate: bool = True, origins: dict[int, tuple[float, float]] | None = None,
             delay: float = 0.0) -> None:
        """Move every visible card toward where the rules say it is."""
        origins = origins or {}
        targets = self.targets()
        dragged = self.drag.state.item if self.drag.dragging else None
        for card_id in list(self.sprites):
            if card_id not in targets:
                del self.sprites[card_id]
        step = 0
        for card_id, (x, y, up) in targets.items():
            fresh = card_id not in self.sprites
            start = origins.get(card_id, self.pile_centre())
            sprite = self.sprite_for(card_id, start if animate else (x, y),
                                     (not fresh or not animate) and up)
            if card_id == dragged:
                continue
            if not animate:
                sprite.x, sprite.y, sprite.face_up, sprite.flip = x, y, up, 1.0
                continue
            if (round(sprite.x), round(sprite.y)) != (round(x), round(y)):
                sprite.move_to(self.tweens, x, y, delay + step * STAGGER)
                step += 1
            if sprite.face_up != up:
                sprite.flip_to(self.tweens, up, delay + step * STAGGER)
        self.order = list(targets)

    def fly(self, card_ids: tuple[int, ...], start: dict[int, tuple[float, float]],
            to: tuple[float, float], face_up: bool, delay: float = 0.0) -> None:
        """Cards leaving view (to a taken pile or a hidden hand) fly there and fade."""
        for i, card_id in enumerate(card_ids):
            card = self.match.data.card(card_id)
            sprite = CardSprite(card_id, self.faces.face(card), self.faces.back(), self.shadow,
                                start.get(card_id, self.pile_centre()), face_up,
                                self._flip_cache)
            self.flying.append(sprite)
            d = delay + i * STAGGER
            sprite.move_to(self.tweens, to[0], to[1], d, duration=0.42)
            self.tweens.add(sprite, "scale", 0.35, 0.42, delay=d)
            self.tweens.add(sprite, "alpha", 0.0, 0.2, delay=d + 0.32,
                            on_done=lambda s=sprite: self._landed(s))

    def _landed(self, sprite: CardSprite) -> None:
        if sprite in self.flying:
            self.flying.remove(sprite)

    def on_events(self, events: list[Event]) -> None:
        before = {cid: (s.x, s.y) for cid, s in self.sprites.items()}
        origins: dict[int, tuple[float, float]] = {}
        delay = 0.0
        sounds: list[str] = []
        for event in events:
            if isinstance(event, ev.CardPlayed | ev.LegendaryCountered):
                if event.card not in before:
                    origins[event.card] = self.seat_centre(event.seat)
                sounds.append("drop_ok")
            elif isinstance(event, ev.TacoGiven | ev.TacoTaken):
                to = event.to if isinstance(event, ev.TacoGiven) else event.seat
                start = dict(before)
                start.update(origins)
                self.fly(event.cards, start, self.seat_centre(to), True, delay + 0.35)
                delay += 0.3
                sounds.append("perfect" if isinstance(event, ev.TacoGiven) else "ruined")
            elif isinstance(event, ev.CardDrawn | ev.CardDealt):
                if event.seat != self.viewer:
                    self.fly((event.card,), {}, self.seat_centre(event.seat), False, delay + 0.2)
                sounds.append("deal")
            elif isinstance(event, ev.CounterAsked) and event.seat == self.viewer:
                sounds.append("flip")
        for name in dict.fromkeys(sounds):
            self.services.sounds.play(name)
        self.sync(animate=True, origins=origins)
        self.selected = None
        self.mode = "hand"
        self.cursor = min(self.cursor, max(0, len(self.obs().hand) - 1))

    def _reveal(self, seat: int) -> None:
        super()._reveal(seat)
        self.sync(animate=False)

    def hand_closed(self, seat: int) -> None:
        """The turn is over: what is left of the hand goes face down to the seat's panel."""
        hand = [c.id for c in self.observation_of(seat).hand if c.id in self.sprites]
        start = {card_id: (self.sprites[card_id].x, self.sprites[card_id].y) for card_id in hand}
        for card_id in hand:
            del self.sprites[card_id]
        self.fly(tuple(hand), start, self.seat_centre(seat), False)

    def curtain_reason(self, seat: int) -> str:
        question = self.match.rules.observation(seat).question
        if question is not None and question.kind == COUNTER:
            legend = self.match.setup.seats[question.player].name
            return (f"{legend} played a Legendary Taco. A private question for you: "
                    f"counter it with a Lonesome Taco?")
        return "It is your turn. Everyone else, look away!"

    # --- drag and drop ------------------------------------------------------------------------
    def _pick(self, pos):
        if not self.my_turn() or self.question() is not None:
            return None
        for card_id in reversed(self.hand_ids()):
            sprite = self.sprites.get(card_id)
            if sprite is not None and sprite.rect.collidepoint(pos):
                return card_id, (sprite.x, sprite.y)
        return None

    def hand_ids(self) -> list[int]:
        return [c.id for c in self.obs().hand] if self.viewer is not None else []

    def _zones(self):
        return [(key, tuple(rect)) for key, rect in self.taco_columns(self.obs()).items()]

    def _legal_zones(self, card_id: int) -> set:
        zones = set()
        for action in self.match.rules.legal_actions(self.viewer):
            if isinstance(action, PlayCard) and action.card == card_id:
                zones.add(f"taco:{action.taco}")
            elif isinstance(action, StartTaco) and action.card == card_id:
                zones.add(NEW_TACO)
        return zones

    def action_for(self, card_id: int, zone) -> Action | None:
        if zone == NEW_TACO:
            return StartTaco(self.viewer, card_id)
        if isinstance(zone, str) and zone.startswith("taco:"):
            return PlayCard(self.viewer, card_id, int(zone.split(":")[1]))
        return None

    def _drop(self, card_id: int, zone) -> bool:
        action = self.action_for(card_id, zone)
        sprite = self.sprites.get(card_id)
        if sprite is not None:
            self.tweens.add(sprite, "lift", 0.0, 0.12)
        if action is None or not self.submit(action):
            if action is None and zone is None:
                self.refuse("Drop the card on a taco to play it.")
            self.snap_back(card_id)
            return False
        return True

    def snap_back(self, card_id: int) -> None:
        target = self.targets().get(card_id)
        sprite = self.sprites.get(card_id)
        if target is None or sprite is None:
            return
        sprite.snap_back(self.tweens, target[0], target[1])

    def _click(self, item, pos) -> None:
        if item is not None:
            self.selected = None if self.selected == item else item
            return
        if self.selected is not None:
            for key, rect in self.taco_columns(self.obs()).items():
                if rect.collidepoint(pos):
                    card = self.selected
                    self.selected = None
                    self._drop(card, key)
                    return
            self.selected = None

    def bench_animate(self, frame: int) -> None:
        """Benchmark: deal every visible card again from the pile every 45 frames."""
        if frame % 45 == 0:
            pile = self.pile_centre()
            for sprite in self.sprites.values():
                sprite.x, sprite.y = pile
                sprite.face_up = False
            self.sync(animate=True)

    def demo_refusal(self) -> None:
        """For screenshots: try an illegal drop so the refusal shows."""
        for card_id in self.hand_ids():
            legal = self._legal_zones(card_id)
            for key in self.taco_columns(self.obs()):
                if key not in legal:
                    self._drop(card_id, key)
                    return

    # --- input -------------------------------------------------------------------------------
    def handle_table(self, intent: Any) -> None:
        if isinstance(intent, it.PointerMove):
            self.pointer = intent.pos
        question = self.question()
        if question is not None and question.seat == self.viewer:
            if question.kind == COUNTER:
                self.refresh_prompt()
                self.prompt.handle(intent)
                return
            self.handle_give(intent)
            return
        if not self.my_turn():
            return
        if self.drag.handle(intent):
            if self.drag.dragging:
                self.selected = None
            return
        self.handle_keys(intent)

    def handle_keys(self, intent: Any) -> None:
        hand = self.hand_ids()
        if not hand:
            return
        if self.mode == "hand":
            if isinstance(intent, it.Navigate | it.Focus):
                step = intent.dx if isinstance(intent, it.Navigate) else intent.step
                self.cursor = (self.cursor + step) % len(hand)
            elif isinstance(intent, it.Confirm):
                self.selected = hand[min(self.cursor, len(hand) - 1)]
                self.mode = "target"
                keys = list(self.taco_columns(self.obs()))
                legal = self._legal_zones(self.selected)
                self.cursor = next((i for i, k in enumerate(keys) if k in legal), 0)
            return
        keys = list(self.taco_columns(self.obs()))
        if isinstance(intent, it.Navigate | it.Focus):
            step = intent.dx if isinstance(intent, it.Navigate) else intent.step
            if isinstance(intent, it.Navigate) and intent.dy > 0:
                self.cancel_selection()
                return
            self.cursor = (self.cursor + step) % len(keys)
        elif isinstance(intent, it.Confirm) and self.selected is not None:
            card = self.selected
            if self._drop(card, keys[min(self.cursor, len(keys) - 1)]):
                self.mode, self.cursor = "hand", 0
        elif isinstance(intent, it.Erase):
            self.cancel_selection()

    def cancel_selection(self) -> None:
        if self.selected in self.hand_ids():
            self.cursor = self.hand_ids().index(self.selected)
        self.selected = None
        self.mode = "hand"

    def handle_give(self, intent: Any) -> None:
        others = [s for s in range(len(self.seat_zones)) if s != self.viewer]
        if isinstance(intent, it.PointerDown):
            for seat in others:
                if pygame.Rect(self.zone_rect(seat)).collidepoint(intent.pos):
                    self.submit(GiveTaco(self.viewer, seat))
                    return
        elif isinstance(intent, it.Navigate | it.Focus):
            step = intent.dx or intent.dy if isinstance(intent, it.Navigate) else intent.step
            self.cursor = (self.cursor + step) % len(others)
        elif isinstance(intent, it.Confirm):
            self.submit(GiveTaco(self.viewer, others[self.cursor % len(others)]))

    def zone_rect(self, seat: int) -> pygame.Rect:
        z = self.seat_zones[seat]
        return pygame.Rect(int(z.x), int(z.y), int(z.width), int(z.height))

    def refresh_prompt(self) -> None:
        obs = self.obs()
        question = obs.question
        key = (question, tuple(c.id for c in obs.hand)) if question else None
        if key == self._prompt_key:
            return
        self._prompt_key = key
        self.prompt = FocusGroup()
        if question is None or question.kind != COUNTER or question.seat != self.viewer:
            return
        zone = self.layout.zone("table", "prompt")
        lonesome = [c.id for c in obs.hand if c.kind == LONESOME]
        counter = Button(pygame.Rect(int(zone.x) + 14, int(zone.y) + 96, 130, 50),
                         label="Counter!", primary=True,
                         on_click=lambda: self.submit(CounterLegendary(self.viewer,
                                                                       lonesome[0])))
        counter.enabled = bool(lonesome)
        self.prompt.add(counter)
        self.prompt.add(Button(pygame.Rect(int(zone.x) + 156, int(zone.y) + 96, 130, 50),
                               label="Let it be", on_click=lambda: self.submit(
                                   DeclineCounter(self.viewer))))
        self.prompt.focus = 0 if lonesome else 1

    # --- holding still -----------------------------------------------------------------------
    def view_look(self) -> tuple:
        drag = self.drag
        return (look_of(self.sprites.values()), look_of(self.flying), drag.dragging,
                drag.hover_zone, self.prompt.hover, self.prompt.focus)

    # --- bots and automatic answers ---------------------------------------------------------
    def update_play(self, dt: float) -> None:
        question = self.observation_of(self.humans[0]).question if self.humans else None
        if (question is not None and question.kind == COUNTER and not self.hot_seat
                and question.seat in self.humans and not self.tweens.busy):
            hand = self.observation_of(question.seat).hand
            if not any(c.kind == LONESOME for c in hand):
                self.submit(DeclineCounter(question.seat))
                return
        super().update_play(dt)
        hoverable = set(self.hand_ids()) if self.my_turn() and not self.drag.dragging else ()
        for sprite in self.sprites.values():
            wanted = 0.0
            if sprite.id == self.selected:
                wanted = 12.0
            elif sprite.id in hoverable and sprite.rect.collidepoint(self.pointer):
                wanted = 6.0
            ease_lift(sprite, wanted, dt)
        dragged = self.drag.state.item if self.drag.dragging else None
        sprite = self.sprites.get(dragged) if dragged is not None else None
        if sprite is not None:
            follow_drag(sprite, self.drag.state.item_pos, dt)
        settle_tilts(self.sprites.values(), dragged)

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self.services.draw_felt(canvas)
        obs = self.obs()
        self.lists.draw("table", canvas, self.table_key(),
                        lambda out: self.draw_table(out, obs))
        dragged = self.drag.state.item if self.drag.dragging else None
        lifted = None
        shown = []
        for card_id in self.order:
            sprite = self.sprites.get(card_id)
            if sprite is None:
                continue
            if card_id == dragged or card_id == self.selected:
                lifted = sprite
                continue
            sprite.highlight = self.card_highlight(card_id)
            shown.append(sprite)
        shown += self.flying
        self.sprite_blits.draw(canvas, shown)
        self.lists.draw("badges", canvas, (self.state_key(), self.style_key()),
                        lambda out: self.draw_badges(out, obs))
        if lifted is not None:
            lifted.highlight = self.services.theme.marigold
            lifted.draw(canvas)
        self.draw_prompt(canvas, obs)
        step, prompt, seat = self.status_text(obs)
        self.draw_status(canvas, step, prompt, seat)

    def table_key(self) -> tuple:
        """Everything `draw_table` reads."""
        drag = self.drag
        dragging = drag.dragging
        return (self.state_key(), self.style_key(), self.keyboard_mode, self.mode, self.cursor,
                self.selected, self.hint_action, dragging,
                frozenset(drag.state.legal) if dragging else None,
                drag.hover_zone if dragging else None)

    def draw_table(self, out: BlitList, obs: TacoLocoObservation) -> None:
        """The pile, the seats, the tacos and the hand's empty note, under the cards."""
        self.draw_pile(out, obs)
        self.draw_seats(out, obs)
        self.draw_tacos(out, obs)
        self.draw_hand_area(out, obs)

    def card_highlight(self, card_id: int):
        theme = self.services.theme
        hint = self.hint_action
        if hint is not None and getattr(hint, "card", None) == card_id:
            return theme.marigold
        if (self.keyboard_mode and self.mode == "hand" and self.my_turn()
                and self.question() is None):
            hand = self.hand_ids()
            if hand and hand[min(self.cursor, len(hand) - 1)] == card_id:
                return theme.sky
        return None

    def draw_pile(self, canvas: BlitList, obs: TacoLocoObservation) -> None:
        theme, ui = self.services.theme, self.services.fonts
        cx, cy = self.pile_centre()
        back = self.faces.back()
        layers = min(6, (obs.pile_size + 9) // 10)
        if obs.pile_size == 0:
            rect = back.get_rect(center=(int(cx), int(cy)))
            canvas.rect(theme.felt_dark, rect, border_radius=10)
            canvas.rect(theme.cream_dark, rect, 2, border_radius=10)
            label = ui.text("Pile empty", fonts.SMALL, theme.cream_dark)
            canvas.blit(label, label.get_rect(center=rect.center))
        for i in range(layers):
            canvas.blit(self.shadow, (cx - 66 - i * 2, cy - 90 - i * 2))
            canvas.blit(back, back.get_rect(center=(int(cx - i * 2), int(cy - i * 2))))
        label = ui.text(f"{obs.pile_size} left", fonts.SMALL, theme.cream, shadow=theme.shadow)
        canvas.blit(label, label.get_rect(midtop=(int(cx), int(cy + 96))))

    def draw_seats(self, canvas: BlitList, obs: TacoLocoObservation) -> None:
        theme = self.services.theme
        question = obs.question
        giving = question is not None and question.kind == GIVE and question.seat == self.viewer
        others = [s for s in range(obs.players) if s != self.viewer]
        actors = self.match.rules.actors()
        for seat in range(len(self.seat_zones)):
            rect = self.zone_rect(seat)
            canvas.blit(self.seat_panel(seat, obs.hand_sizes[seat], obs.taken[seat]),
                        (rect.x - 3, rect.y - 3))
            if seat in actors:
                canvas.rect(theme.marigold, rect.inflate(6, 6), 4, border_radius=16)
            if giving and seat != self.viewer:
                chosen = self.keyboard_mode and others[self.cursor % len(others)] == seat
                glow = theme.sky if chosen else theme.lime
                hint = self.hint_action
                if isinstance(hint, GiveTaco) and hint.to == seat:
                    glow = theme.marigold
                canvas.rect(glow, rect.inflate(10, 10), 4, border_radius=18)

    def seat_panel(self, seat: int, hand: int, taken: int) -> pygame.Surface:
        """One seat's panel (name, cards in hand, cards taken), drawn once per change."""
        key = (seat, hand, taken, self.viewer, self.style_key())
        cached = self._panels.get(seat)
        if cached is not None and cached[0] == key:
            return cached[1]
        theme, ui = self.services.theme, self.services.fonts
        zone = self.zone_rect(seat)
        surface = new_surface((zone.w + 8, zone.h + 8), pygame.SRCALPHA,
                              self.services.images.k)
        rect = pygame.Rect(3, 3, zone.w, zone.h)
        panel(surface, rect, theme.cream if seat != self.viewer else (255, 250, 236))
        colour, shape = self.seat_style(seat)
        badge(surface, shape, (rect.x + 22, rect.y + 22), 11, colour)
        name = self.match.setup.seats[seat].name
        if seat == self.viewer:
            name += " (you)"
        surface.blit(ui.text(name, fonts.BODY - 2, theme.charcoal), (rect.x + 40, rect.y + 10))
        for i in range(hand):
            mini = pygame.Rect(rect.x + 16 + i * 20, rect.y + 48, 26, 36)
            paint.rect(surface, theme.magenta, mini, border_radius=4)
            paint.rect(surface, theme.cream, mini, 2, border_radius=4)
        pile = pygame.Rect(rect.right - 72, rect.y + 44, 30, 42)
        for i in range(min(4, (taken + 3) // 4)):
            paint.rect(surface, theme.cream_dark, pile.move(i * 2, -i * 2), border_radius=4)
            paint.rect(surface, theme.charcoal, pile.move(i * 2, -i * 2), 1,
                             border_radius=4)
        count = ui.text(str(taken), fonts.BODY, theme.chili if taken else theme.charcoal)
        surface.blit(count, count.get_rect(midleft=(rect.right - 34, rect.y + 64)))
        tag = ui.text("taken", 16, theme.charcoal)
        surface.blit(tag, tag.get_rect(midtop=(rect.right - 48, rect.y + 88)))
        surface.blit(ui.text("in hand", 16, theme.charcoal), (rect.x + 16, rect.y + 88))
        if pygame.display.get_surface() is not None:
            surface = surface.convert_alpha()
        self._panels[seat] = (key, surface)
        return surface

    def draw_tacos(self, canvas: BlitList, obs: TacoLocoObservation) -> None:
        theme, ui = self.services.theme, self.services.fonts
        columns = self.taco_columns(obs)
        dragging = self.drag.dragging
        legal: set = set()
        if dragging:
            legal = self.drag.state.legal
        elif self.selected is not None:
            legal = self._legal_zones(self.selected)
        keys = list(columns)
        for key, rect in columns.items():
            is_new = key == NEW_TACO
            show_new = is_new and (dragging or self.selected is not None or not obs.tacos)
            if is_new and not show_new:
                continue
            slot = pygame.Rect(0, 0, CARD_SIZE[0] + 10, CARD_SIZE[1] + 10)
            slot.midtop = (rect.centerx, rect.y - 1)
            if is_new:
                canvas.rect(theme.felt_dark, slot, border_radius=12)
                label = ui.text("New taco", fonts.SMALL, theme.cream_dark)
                canvas.blit(label, label.get_rect(center=slot.center))
            glow = None
            if key in legal:
                glow = theme.lime
            if dragging and self.drag.hover_zone == key:
                glow = theme.lime if key in legal else theme.chili
            if (self.keyboard_mode and self.mode == "target" and self.selected is not None
                    and keys[min(self.cursor, len(keys) - 1)] == key):
                glow = theme.sky
            hint = self.hint_action
            if hint is not None and self.action_zone(hint) == key:
                glow = theme.marigold
            if glow is not None:
                area = rect.inflate(8, 0)
                area.h = self.column_height(obs, key, rect)
                canvas.rect(glow, area, 4, border_radius=14)

    def draw_badges(self, canvas: BlitList, obs: TacoLocoObservation) -> None:
        """Each taco's sum, over its top card's top-right corner (drawn above the cards)."""
        theme, ui = self.services.theme, self.services.fonts
        columns = self.taco_columns(obs)
        for taco in obs.tacos:
            badge_centre = self.badge_centre(columns[f"taco:{taco.id}"])
            canvas.circle(theme.charcoal, badge_centre, BADGE_RADIUS)
            colour = theme.lime if taco.sum == obs.perfect_sum else theme.marigold
            canvas.circle(colour, badge_centre, BADGE_RADIUS - 3)
            total = ui.text(str(taco.sum), fonts.BODY, theme.charcoal)
            canvas.blit(total, total.get_rect(center=badge_centre))

    @staticmethod
    def badge_centre(column: pygame.Rect) -> tuple[int, int]:
        """A taco's sum badge sits inside its own column's top-right corner, so it never
        reads as the neighbour's (hints name a taco by this sum)."""
        return (column.right - BADGE_RADIUS, column.y + 6)

    def column_height(self, obs, key, rect) -> int:
        for taco in obs.tacos:
            if f"taco:{taco.id}" == key:
                n = len(taco.cards)
                room = rect.h - CARD_SIZE[1] - 8
                offset = min(30.0, room / max(1, n - 1))
                return int(CARD_SIZE[1] + 12 + (n - 1) * offset)
        return CARD_SIZE[1] + 12

    def action_zone(self, action: Action):
        if isinstance(action, PlayCard):
            return f"taco:{action.taco}"
        if isinstance(action, StartTaco):
            return NEW_TACO
        return None

    def draw_hand_area(self, canvas: BlitList, obs: TacoLocoObservation) -> None:
        theme, ui = self.services.theme, self.services.fonts
        zone = self.layout.zone("table", "hand")
        if self.viewer is None:
            text = ("Hands stay hidden until a player's turn" if self.humans
                    else "Bots only: every hand is hidden")
            label = ui.text(text, fonts.SMALL, theme.cream_dark)
            canvas.blit(label, label.get_rect(center=zone.center))
            return
        if not obs.hand:
            label = ui.text("Your hand is empty", fonts.BODY, theme.cream_dark,
                            shadow=theme.shadow)
            canvas.blit(label, label.get_rect(center=zone.center))

    def draw_prompt(self, canvas: pygame.Surface, obs: TacoLocoObservation) -> None:
        theme, ui = self.services.theme, self.services.fonts
        question = obs.question
        if question is None or question.seat != self.viewer or self.replaying:
            return
        zone = self.layout.zone("table", "prompt")
        rect = pygame.Rect(int(zone.x), int(zone.y), int(zone.width), int(zone.height))
        if question.kind == GIVE:
            rect.h = 76
        self.sheets.draw_panel(canvas, rect, theme.cream, theme.marigold)
        if question.kind == COUNTER:
            legend = self.match.setup.seats[question.player].name
            text = f"{legend} played a Legendary Taco! Counter it with a Lonesome Taco?"
            self.refresh_prompt()
            self.prompt.draw(canvas, ui, theme, show_focus=self.keyboard_mode)
        else:
            text = "Perfect taco! Click the player who must eat it."
        body = ui.text(text, fonts.SMALL, theme.charcoal, width=rect.w - 28)
        canvas.blit(body, (rect.x + 14, rect.y + 12))

    def status_text(self, obs: TacoLocoObservation) -> tuple[str, str, int | None]:
        actors = self.match.rules.actors()
        seat = actors[0] if actors else None
        question = obs.question
        if seat is None:
            return ("Game over", "", None)
        mine = seat == self.viewer and not self.replaying
        if question is not None and question.kind == GIVE:
            return ("Perfect taco!", "Choose who gets it." if mine else "Choosing who gets it…",
                    seat)
        if question is not None and question.kind == COUNTER:
            return ("Legendary!", "Counter with a Lonesome Taco?" if mine
                    else "Deciding whether to counter…", seat)
        if mine:
            if self.keyboard_mode:
                tip = ("Arrows choose a card, Enter picks it" if self.mode == "hand"
                       else "Arrows choose a taco, Enter plays, Backspace cancels")
            else:
                tip = "Drag a card onto a taco (or click a card, then a taco)"
            return ("Your turn", tip, seat)
        return ("Playing", "", seat)

    def result_details(self) -> list[list[str]]:
        rules = self.match.rules
        details = []
        for seat in range(len(self.match.setup.seats)):
            cards = rules.observation(seat).taken_cards[seat]
            numbers = sum(1 for c in cards if c.kind == NUMBER)
            specials = len(cards) - numbers
            lines = [f"Took {len(cards)} card{'s' if len(cards) != 1 else ''}"]
            if specials:
                lines.append(f"including {specials} special card{'s' if specials != 1 else ''}")
            lines.append("Fewest cards wins")
            details.append(lines)
        return details

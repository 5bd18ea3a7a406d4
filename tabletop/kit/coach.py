"""The coach over a tutorial's table: a panel that says what to do, an outline and an arrow
to the place it talks about, Next for the steps that only talk, and at the end a recap with
"Play for real".

The table below is the game's real table, playing a `CoachedMatch`: it keeps running (this
overlay does not freeze it) and gets every intent the coach does not use itself, so the
learner plays on it as in a real game; the match lets only the asked action through.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from tabletop.core.language import titled
from tabletop.engine.scene import Scene
from tabletop.input import intents as it
from tabletop.input import pad
from tabletop.input.control_words import for_keys
from tabletop.input.device_words import pad_swap
from tabletop.kit.scene import TableScene
from tabletop.tutorial.coach import CoachedMatch
from tabletop.ui import fonts, paint
from tabletop.ui.draw import Shade, panel, text_in
from tabletop.ui.layer import surface_like
from tabletop.ui.palette import BLACK, COACH_GREEN
from tabletop.ui.widgets import Button, FocusGroup

PANEL_WIDTH, WIDE_PANEL, CORNER_WIDTH = 316, 600, 662
PAD, GAP, BUTTON_H = 16, 8, 40
TOP_BAR, FOOT = 52, 668
"""The table's top bar ends here; its bottom buttons start at FOOT."""
RECAP_WIDTH = 760
RECAP_DELAY = 0.8
"""Seconds after the last step (and its animation) before the recap shows."""
SAY, TOLD, SMALL = 20, 18, 16


def panel_origin(anchor: str, height: int) -> tuple[int, int, int]:
    """Where the coach's panel stands: (x, y, width)."""
    if anchor == "left":
        return (12, 190, PANEL_WIDTH)
    if anchor == "top":
        return ((1280 - WIDE_PANEL) // 2, TOP_BAR + 8, WIDE_PANEL)
    if anchor == "bottom":
        return ((1280 - WIDE_PANEL) // 2, FOOT - 8 - height, WIDE_PANEL)
    if anchor == "top-right":
        return (1280 - 12 - CORNER_WIDTH, TOP_BAR + 6, CORNER_WIDTH)
    if anchor == "middle":
        return ((1280 - WIDE_PANEL) // 2, (720 - height) // 2, WIDE_PANEL)
    return (1280 - 12 - PANEL_WIDTH, 190, PANEL_WIDTH)


Arrow = tuple[tuple[int, int], tuple[int, int]]


def arrow_between(panel_rect: pygame.Rect, target: pygame.Rect,
                  keep_clear: Sequence[pygame.Rect] = (),
                  land_clear: Sequence[pygame.Rect] = (), short: bool = False) -> Arrow | None:
    """A straight arrow from the panel's edge to the target's nearest edge (None: they
    overlap, the outline says enough); with `keep_clear` (the table's words the arrow must
    not cross), the shortest such arrow from any point of the panel's edge that crosses
    none of them (None: there is none); with `land_clear` (what stands in front of the
    outline: a name strip over a taco's top), its head never lands on one of them: it ends
    at the nearest point of the target's edge clear of them instead, so it points at the
    place itself. With `short`, where no arrow from the panel keeps clear, a short one beside
    the target instead (`short_arrow`)."""
    straight = _straight_arrow(panel_rect, target)
    if straight is None:
        return None
    if land_clear and _lands_on(straight[1], land_clear):
        ends = [end for end in _edge_points(target) if not _lands_on(end, land_clear)]
        landed = [(start, end) for start in [straight[0], *_edge_points(panel_rect, 12)]
                  for end in ends if end != start]
        return next((arrow for arrow in sorted(landed, key=_length)
                     if not _crosses(arrow, keep_clear)), None)
    if not keep_clear or not _crosses(straight, keep_clear):
        return straight
    clear = [arrow for start in _edge_points(panel_rect)
             for arrow in (_arrow_from(start, target),)
             if arrow is not None and not _crosses(arrow, keep_clear)]
    best = min(clear, key=_length, default=None)
    return short_arrow(panel_rect, target, keep_clear) if best is None and short else best


SHORT = 64
"""A short arrow's length, head included: it points at a place from right beside it."""
SCREEN = pygame.Rect(0, TOP_BAR, 1280, FOOT - TOP_BAR)
"""Where an arrow may lie: under the table's top bar, above its bottom buttons."""


def short_arrow(panel_rect: pygame.Rect, target: pygame.Rect,
                keep_clear: Sequence[pygame.Rect]) -> Arrow | None:
    """Where no arrow from the panel reaches the target without crossing the table's words
    (a place far across a busy table): a short one beside the target, coming from the side
    nearest the panel's that crosses none of them, stays on the screen and off the panel
    (None: there is none; the outline alone shows the place)."""
    tx, ty = target.center
    px, py = panel_rect.centerx - tx, panel_rect.centery - ty
    sides = [((1, 0), target.midright), ((-1, 0), target.midleft),
             ((0, 1), target.midbottom), ((0, -1), target.midtop)]
    diagonal = SHORT * 0.7071
    corners = [((sx, sy), (target.right - 8 if sx > 0 else target.left + 8,
                           target.bottom - 8 if sy > 0 else target.top + 8))
               for sx in (1, -1) for sy in (1, -1)]
    candidates = []
    for (dx, dy), end in sides + corners:
        reach = diagonal if dx and dy else SHORT
        start = (round(end[0] + dx * reach), round(end[1] + dy * reach))
        facing = (dx * px + dy * py) / (abs(dx) + abs(dy)) ** 0.5
        candidates.append((-facing, (start, end)))
    for _facing, arrow in sorted(candidates, key=lambda c: c[0]):
        line = pygame.Rect(min(arrow[0][0], arrow[1][0]), min(arrow[0][1], arrow[1][1]),
                           abs(arrow[0][0] - arrow[1][0]) + 1,
                           abs(arrow[0][1] - arrow[1][1]) + 1).inflate(22, 22)
        if SCREEN.contains(line) and not panel_rect.colliderect(line) \
                and not _crosses(arrow, keep_clear):
            return arrow
    return None


def _lands_on(end: tuple[int, int], rects: Sequence[pygame.Rect]) -> bool:
    """Whether an arrow's head at `end` would lie over any of the rects."""
    reach = 11  # the head's half width
    return any(rect.inflate(2 * reach, 2 * reach).collidepoint(end) for rect in rects)


def _edge_points(rect: pygame.Rect, step: int = 6) -> list[tuple[int, int]]:
    """Points along a rect's four edges, `step` apart."""
    out = [(x, y) for x in range(rect.left, rect.right, step) for y in (rect.top, rect.bottom)]
    return out + [(x, y) for y in range(rect.top, rect.bottom, step)
                  for x in (rect.left, rect.right)]


def _arrow_from(start: tuple[int, int], target: pygame.Rect) -> Arrow | None:
    end = (min(max(start[0], target.left), target.right),
           min(max(start[1], target.top), target.bottom))
    return None if end == start else (start, end)


def _length(arrow: Arrow) -> float:
    (x0, y0), (x1, y1) = arrow
    return float((x1 - x0) ** 2 + (y1 - y0) ** 2)


def _crosses(arrow: Arrow, keep_clear: Sequence[pygame.Rect]) -> bool:
    """Whether the arrow's line (its width and its head's) runs over any of the rects."""
    reach = 11  # the head's half width
    return any(rect.inflate(2 * reach, 2 * reach).clipline(*arrow) for rect in keep_clear)


def _straight_arrow(panel_rect: pygame.Rect, target: pygame.Rect) -> Arrow | None:
    if panel_rect.colliderect(target):
        return None
    px = min(max(target.centerx, panel_rect.left), panel_rect.right)
    py = min(max(target.centery, panel_rect.top), panel_rect.bottom)
    tx = min(max(px, target.left), target.right)
    ty = min(max(py, target.top), target.bottom)
    if (px, py) == (tx, ty):
        return None
    return (px, py), (tx, ty)


class CoachScene(Scene):
    """The coach's panel over the running table; the recap when the last step is done."""

    opaque = False
    freezes_below = False

    def __init__(self, services, table: TableScene, match: CoachedMatch,
                 saved: Callable[[int, bool], None], play_for_real: Callable[[], None],
                 leave: Callable[[], None]) -> None:
        super().__init__()
        self.services = services
        self.table = table
        self.match = match
        self.coach = match.coach
        self.saved = saved
        self.menu_pads = pad.PadReader(table=False)
        """The recap's buttons read pads as every menu does (stick, d-pad, A, B)."""
        """Told the step the learner is at, and whether the tutorial was finished."""
        self.next_button = Button(pygame.Rect(0, 0, 120, BUTTON_H),
                                  primary=True, size=fonts.SMALL + 2, on_click=self.next)
        self.skip_button = Button(pygame.Rect(0, 0, 130, BUTTON_H),
                                  size=fonts.SMALL, on_click=self.skip)
        self.recap = False
        self.kept_arrow: tuple[tuple, Arrow | None] | None = None
        """The arrow last drawn and what it was made from (`arrow_to`)."""
        self.recap_widgets = FocusGroup()
        self.recap_widgets.widgets = [
            Button(pygame.Rect(0, 0, 240, 54), primary=True, on_click=play_for_real),
            Button(pygame.Rect(0, 0, 240, 54), on_click=leave)]
        self.label()
        self.recap_widgets.columns = 2
        self.hovered: Button | None = None
        self.finished_for = 0.0
        self._shade = Shade(170)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.recap_size: float = fonts.SMALL + 2
        self.small = False
        """The panel's text is a size smaller (the usual size would run off the screen)."""
        self.tight = False
        """Where even that is too tall: the step's count and what the last step did a size
        smaller again (16), before the panel leaves the latter out."""
        self.brief = False
        """Not even then: the panel leaves out what the last step did (the table's history
        line says it too)."""
        self.recap_text_bottom = 0
        self.said: tuple | None = None
        """What narration said of the panel last (`narrate`)."""
        self.told_said: tuple[str, ...] = ()
        """What the last moves taught, as narration said it (the panel may keep it on)."""
        self._key = self.state_key()
        self.lay_out()

    # --- state ---------------------------------------------------------------------------
    def state_key(self) -> tuple:
        coach = self.coach
        return (coach.index, coach.refusal, coach.refusals, self.recap, self.services.fonts.scale)

    def next(self) -> None:
        if self.coach.next():
            self.services.sounds.play("ui_click")
            self.changed_step()

    def skip(self) -> None:
        """Leave the steps: the recap offers a real game (the place is kept to resume)."""
        self.recap = True
        self.lay_out()
        self.mark_changed()

    def changed_step(self) -> None:
        self.saved(self.coach.index, self.coach.done)
        self.lay_out()
        self.mark_changed()
        self.table.mark_changed()

    def buttons(self) -> list[Button]:
        if self.recap:
            return [w for w in self.recap_widgets.widgets if isinstance(w, Button)]
        return [self.next_button, self.skip_button] if self.coach.talking else \
            [self.skip_button]

    # --- input -----------------------------------------------------------------------------
    def handle(self, intent: it.Intent) -> None:
        if self.recap:
            self.handle_recap(intent)
            return
        if isinstance(intent, it.PointerMove | it.PointerDown):
            button = next((b for b in self.buttons() if b.rect.collidepoint(intent.pos)), None)
            if button is not self.hovered:
                self.hovered = button
                self.mark_changed()
            if isinstance(intent, it.PointerDown) and (button is not None
                                                       or self.box.collidepoint(intent.pos)):
                if button is not None:
                    button.activate()
                return
        if self.coach.talking and self.goes_on(intent):
            self.next()
            return
        self.table.handle(intent)
        if not isinstance(intent, it.PointerMove):
            self.table.mark_changed()

    def as_menu(self, intent: it.Intent) -> Any:
        """A pad's press, d-pad or stick as the menu intent it stands for (A confirms, B goes
        back, as the player's swap setting says); any other intent as it is."""
        return self.menu_pads.read(intent, pad_swap(self.services))

    def goes_on(self, intent: it.Intent) -> bool:
        """Enter, Space, N or a pad's confirm button (A, or B when swapped)."""
        if isinstance(intent, it.PadButton):
            intent = pad.button_meaning(intent.pad, intent.button, pad_swap(self.services),
                                        table=False)
        return isinstance(intent, it.Confirm) or (isinstance(intent, it.KeyPress)
                                                   and intent.key == "n")

    def handle_recap(self, intent: it.Intent) -> None:
        intent = self.as_menu(intent)
        if intent is None:
            return
        if isinstance(intent, it.Back):
            self.recap_widgets.widgets[1].activate()
            return
        if self.recap_widgets.handle(intent):
            self.mark_changed()

    # --- time ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        key = self.state_key()
        if key != self._key:
            if key[0] != self._key[0]:
                self.changed_step()
            self._key = self.state_key()
            self.lay_out()
            self.mark_changed()
        self.narrate()
        if self.coach.done and not self.recap:
            if self.table.tweens.busy:
                return
            self.finished_for += dt
            if self.finished_for >= RECAP_DELAY * min(1.0, self.table.tweens.speed or 0.0):
                self.recap = True
                self.lay_out()
                self.mark_changed()

    # --- narration -----------------------------------------------------------------------
    def narrate(self) -> None:
        """With narration on, the panel is said whenever it shows something new (a step, a
        refused move's word, the recap), after what the table is saying; F6 says it again."""
        table = self.table
        if not table.narrating:
            return
        key = (self.coach.index, self.coach.refusals, self.recap)
        if key == self.said:
            return
        self.said = key
        words = self.said_words()
        self.told_said = tuple(self.coach.told_parts)  # (the panel keeps them: said once)
        self.services.speech.say(words)
        table.narrator.last_line = words

    def said_words(self) -> str:
        """The panel in words: the step and its count, what the last step did, the ask, a
        refusal's word and how to go on; or the recap and its two buttons."""
        _ = self.services.words.gettext
        if self.recap:
            parts = [self.recap_title(), *self.recap_lines(),
                     *(_("{label}, button.").format(label=button.label)
                       for button in self.buttons())]
        else:
            coach, total = self.coach, len(self.coach.tutorial.steps)
            parts = [_("Coach, step {step} of {steps}.").format(
                step=min(coach.index + 1, total), steps=total)]
            parts += [_(part) for part in coach.told_parts if part not in self.told_said]
            if coach.step is not None:
                parts.append(_(coach.step.say))
            if coach.refusal is not None:
                parts.append(self.table.phrases.refusal(coach.refusal))
            if coach.talking:
                parts.append(for_keys(_("{confirm}: next step."), self.services.words,
                                      self.table.chosen_keys()))
        return " ".join(part if part[-1] in ".!?:" else f"{part}." for part in
                        (text.strip() for text in parts) if part)

    def moving(self) -> bool:
        return self.coach.done and not self.recap

    def animating(self) -> bool:
        return False

    def due_in(self) -> float | None:
        return None

    # --- layout ------------------------------------------------------------------------------
    def texts(self, small: bool = False, tight: bool = False
              ) -> list[tuple[str, int, tuple[int, int, int]]]:
        """(text, size, colour) of the panel, top to bottom (`small`: where room is short)."""
        theme = self.services.theme
        coach = self.coach
        step = coach.step
        total = len(coach.tutorial.steps)
        small = small or coach.tutorial.panel_box is not None
        say, told = (TOLD, TOLD) if small else (SAY, TOLD)  # (what the last step did and
        # the step's count at 18 unless even a short panel has not the room: at 16 they read
        # as 12 px letters)
        told = SMALL if tight else told
        _ = self.services.words.gettext
        out = [(_("Coach  \u00b7  step {step} of {steps}").format(
            step=min(coach.index + 1, total), steps=total), told, theme.marigold_ink)]
        if coach.told and not self.brief:
            out.append((" ".join(_(part) for part in coach.told_parts), told, COACH_GREEN))
        if step is not None:
            out.append((_(step.say), say, theme.charcoal))
        if coach.refusal is not None:  # the ask is just above: the friendly word under it
            out.append((self.table.phrases.refusal(coach.refusal), SMALL, theme.chili))
        return out

    def label(self) -> None:
        """The buttons in the player's language."""
        _ = self.services.words.gettext
        self.next_button.label = _("Next")
        self.skip_button.label = _("Skip tutorial")
        for button, label in zip(self.recap_widgets.widgets,
                                 (_("Play for real"), _("Back to menu")), strict=True):
            if isinstance(button, Button):
                button.label = label

    def reword(self) -> None:
        """The language changed: the panel and its buttons in it."""
        self.label()
        self.lay_out()
        self.mark_changed()

    def recap_title(self) -> str:
        title = self.match.spec.title
        return titled(self.services.words.gettext("{game}: what you learned").format(
            game=title), title)

    def anchor(self) -> str:
        step = self.coach.step
        return (step.panel if step is not None and step.panel else "") or \
            self.coach.tutorial.panel

    def lay_out(self) -> None:
        """The panel as tall as its text, and its buttons along its foot: clear of the places
        it points at below it, a size smaller where the usual size leaves no room."""
        if self.recap:
            self.lay_out_recap()
            return
        anchor = self.anchor()
        fixed = self.coach.tutorial.panel_box
        step = self.coach.step
        if step is not None and step.panel:
            fixed = None
        moved = getattr(self.table, "coach_panel_box", None)  # (a table may move it per step)
        if fixed is not None and moved is not None:
            fixed = moved(fixed)
        width = {"top": WIDE_PANEL, "bottom": WIDE_PANEL, "middle": WIDE_PANEL,
                 "top-right": CORNER_WIDTH}.get(anchor, PANEL_WIDTH)
        if fixed is not None:
            width = fixed[2]
        targets = self.targets()
        usual = fixed is None and not (step is not None and step.panel)
        least = self.coach.tutorial.panel_height if usual else 0
        for small, tight, brief in ((False, False, False), (True, False, False),
                                    (True, True, False), (True, True, True)):
            self.small, self.tight, self.brief = small, tight, brief
            height = max(self.height(width - 2 * PAD), least)
            x, y, width = panel_origin(anchor, height)
            if fixed is not None:
                x, y, width = fixed[0], fixed[1] - height, fixed[2]
            self.box = pygame.Rect(x, y, width, height)
            for target in targets:  # grown over a place it points at below it: move up
                if self.box.colliderect(target) and target.top > self.box.centery:
                    self.box.bottom = max(TOP_BAR + 6 + height, target.top - 12)
            crowded = any(self.box.colliderect(t) and t.top > self.box.centery
                          for t in targets)
            most = self.coach.tutorial.panel_most
            crowded = crowded or bool(most and (usual or fixed is not None) and height > most)
            if not crowded and (fixed is not None or self.box.bottom <= FOOT - 8):
                break
        foot = self.box.bottom - PAD - BUTTON_H
        self.skip_button.rect.topleft = (self.box.x + PAD, foot)
        self.next_button.rect.topright = (self.box.right - PAD, foot)
        self.table.coach_covers(pygame.Rect(self.box))

    def height(self, inner: int) -> int:
        """How tall the panel's texts, buttons and margins are at `inner` text width."""
        ui = self.services.fonts
        return PAD + sum(ui.text(t, s, c, width=inner).get_height() + GAP
                         for t, s, c in self.texts(self.small, self.tight)) + BUTTON_H + PAD

    def recap_lines(self) -> list[str]:
        tutorial = self.coach.tutorial
        _ = self.services.words.gettext
        return [_(lesson.recap) for lesson in tutorial.lessons] + [_(tutorial.closing)]

    def lay_out_recap(self) -> None:
        """The recap as tall as its lines, at the largest size that keeps it on the screen."""
        ui = self.services.fonts
        inner = RECAP_WIDTH - 2 * 32
        title = ui.text(self.recap_title(), fonts.TITLE, BLACK).get_height() + 14
        for size in (fonts.SMALL + 2, fonts.SMALL, fonts.MIN_TEXT):
            self.recap_size = size
            lines = sum(ui.text("\u2022 " + line, size, BLACK, width=inner).get_height() + 8
                        for line in self.recap_lines())
            height = 32 + title + lines + 20 + 54 + 28
            if height <= 700:
                break
        self.box = pygame.Rect((1280 - RECAP_WIDTH) // 2, max(10, (720 - height) // 2),
                               RECAP_WIDTH, min(700, height))
        self.recap_text_bottom = self.box.y + 32 + title + lines
        self.table.coach_covers(None)  # (the recap dims the whole table)
        left = self.box.centerx - (2 * 240 + 24) // 2
        for i, button in enumerate(self.buttons()):
            button.rect.topleft = (left + i * (240 + 24), self.box.bottom - 28 - 54)

    # --- drawing -------------------------------------------------------------------------------
    def targets(self) -> list[pygame.Rect]:
        """Where the places the step points at are now (the arrow's first)."""
        step = self.coach.step
        if step is None:
            return []
        found = (self.table.place_rect(name) for name in step.places)
        return [rect for rect in found if rect is not None]

    def arrow_to(self, ring: pygame.Rect, target: pygame.Rect) -> Arrow | None:
        """The arrow to the first place's outline, worked out again only when the panel, the
        place or the table's words round it moved (kept with what it was made from). A table
        whose `coach_short_arrow` is true (a busy one: ¡Taco Fight!'s) gets a short arrow
        beside a place no arrow from the panel reaches clear of its `coach_keep_clear`."""
        short = bool(getattr(self.table, "coach_short_arrow", False))
        keep = tuple(tuple(r) for r in self.table.coach_keep_clear())
        land = tuple(tuple(r) for r in self.table.coach_in_front() if not r.contains(target))
        made_from = (tuple(self.box), tuple(ring), keep, land, short)
        if self.kept_arrow is None or self.kept_arrow[0] != made_from:
            self.kept_arrow = (made_from, arrow_between(
                self.box, ring, [pygame.Rect(r) for r in keep], [pygame.Rect(r) for r in land],
                short))
        return self.kept_arrow[1]

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        if self.recap:
            self.draw_recap(canvas)
            return
        theme, ui = self.services.theme, self.services.fonts
        for number, target in enumerate(self.targets()):
            ring = target.inflate(14, 14)
            draw_ring(canvas, ring, theme.marigold, theme.charcoal,
                      [r for r in self.table.coach_in_front() if not r.contains(target)])
            arrow = self.arrow_to(ring, target) if number == 0 else None
            if arrow is not None:
                draw_arrow(canvas, arrow[0], arrow[1], theme.marigold, theme.charcoal)
        panel(canvas, self.box, theme.cream, theme.marigold_dark)
        y = self.box.y + PAD
        inner = self.box.w - 2 * PAD
        for words, size, colour in self.texts(self.small, self.tight):
            text = ui.text(words, size, colour, width=inner)
            canvas.blit(text, (self.box.x + PAD, y))
            y += text.get_height() + GAP
        for button in self.buttons():
            button.draw(canvas, ui, theme, False, button is self.hovered)

    def draw_recap(self, canvas: pygame.Surface) -> None:
        self._shade.draw(canvas)
        theme, ui = self.services.theme, self.services.fonts
        box = self.box
        panel(canvas, box, theme.cream)
        y = box.y + 32
        title = text_in(canvas, ui, self.recap_title(),
                        fonts.TITLE, theme.charcoal,
                        pygame.Rect(box.x + 32, y, box.w - 64, 40), "midtop")
        y = title.bottom + 14
        for line in self.recap_lines():
            text = ui.text("\u2022 " + line, self.recap_size, theme.charcoal, width=box.w - 64)
            canvas.blit(text, (box.x + 32, y))
            y += text.get_height() + 8
        self.recap_widgets.draw(canvas, ui, theme, show_focus=True)


def draw_ring(canvas: pygame.Surface, ring: pygame.Rect, colour: tuple[int, int, int],
              edge: tuple[int, int, int], in_front: Sequence[pygame.Rect] = ()) -> None:
    """The coach's outline round a place, passing behind what stands `in_front` of it."""
    outer = ring.inflate(4, 4)
    hidden = [r for r in in_front if r.colliderect(outer)]
    if not hidden:
        paint.rect(canvas, edge, outer, 3, border_radius=14)
        paint.rect(canvas, colour, ring, 5, border_radius=12)
        return
    layer = surface_like(canvas, outer.size, pygame.SRCALPHA)
    paint.rect(layer, edge, layer.get_rect(), 3, border_radius=14)
    paint.rect(layer, colour, ring.move(-outer.x, -outer.y), 5, border_radius=12)
    for rect in hidden:
        layer.fill((0, 0, 0, 0), rect.move(-outer.x, -outer.y))
    canvas.blit(layer, outer)


def draw_arrow(canvas: pygame.Surface, start: tuple[int, int], end: tuple[int, int],
               colour: tuple[int, int, int], edge: tuple[int, int, int]) -> None:
    """A thick line with a head at `end`, outlined so it shows on any table."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(1.0, (dx * dx + dy * dy) ** 0.5)
    ux, uy = dx / length, dy / length
    head = 18.0
    base = (end[0] - ux * head, end[1] - uy * head)
    left = (base[0] - uy * 11, base[1] + ux * 11)
    right = (base[0] + uy * 11, base[1] - ux * 11)
    for width, tint in ((9, edge), (5, colour)):
        paint.line(canvas, tint, start, base, width)
    paint.polygon(canvas, colour, [end, left, right])
    paint.polygon(canvas, edge, [end, left, right], 2)

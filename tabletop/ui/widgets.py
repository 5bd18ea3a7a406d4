"""Buttons, toggles and text fields, plus a focus group so every screen works by keyboard too."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

import pygame

from tabletop.input import intents as it
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import panel, sheet, text_in
from tabletop.ui.fonts import FontBook
from tabletop.ui.layer import scale_of
from tabletop.ui.theme import Theme


@dataclass
class Widget:
    rect: pygame.Rect
    enabled: bool = True
    visible: bool = True

    def activate(self) -> None:
        """Enter/Space or a click."""

    def click(self, pos: tuple[int, int]) -> None:
        """A click at `pos` (inside the rect): by default the same as Enter."""
        self.activate()

    def navigate(self, dx: int) -> bool:
        """Left/right on a focused widget; True when it consumed the key."""
        return False

    def text_input(self, intent: it.Intent) -> bool:
        return False

    def draw(self, canvas: pygame.Surface, ui: FontBook, theme: Theme, focused: bool,
             hovered: bool) -> None:
        """Draw the widget."""


LOOK_MARGIN = 5  # a button's picture reaches this far past its rect (shadow, focus ring)
LABEL_PAD = (10, 3)  # room kept between a label and its widget's edges (x, y)
ARROW_GAP = 6  # between a choice's arrows and its label
STEP_ARROW = 26
"""A choice's step arrow: a marigold disc this wide with a charcoal point in it (the
keyboard's Left/Right, drawn big enough to see and to hit)."""


def column(area: pygame.Rect, count: int, height: int = 56, gap: int = 12) -> list[pygame.Rect]:
    """`count` rects as wide as `area`, stacked down from its top `height` tall and `gap`
    apart; both shrink evenly when the stack would pass the area's bottom."""
    if count <= 0:
        return []
    needed = count * height + (count - 1) * gap
    shrink = min(1.0, area.h / needed)
    tall, pitch = int(height * shrink), int((height + gap) * shrink)
    return [pygame.Rect(area.x, area.y + i * pitch, area.w, tall) for i in range(count)]


WRAP_PAD_Y = 2
"""A wrapping label's room above and below its two lines (less than LABEL_PAD's)."""
MARK_GAP = 7
"""Between a button's mark (its icon) and its label."""
DARK_LIFT = {False: 1.12, True: 1.2}
"""A dark button's fill: the bar's, lifted toward white this much (more under the pointer)."""


@dataclass
class Button(Widget):
    label: str = ""
    on_click: Callable[[], None] | None = None
    primary: bool = False
    size: int = fonts.BODY
    icon: str = ""
    """A drawn icon shown instead of the label ("start", "back", "forward": a transport's
    bar and points); the label is still what the voice says."""
    mark: str = ""
    """A drawn icon shown before the label ("play", "pause": the state a button switches
    to, beside the word for it)."""
    wrap: bool = False
    """A long label wraps onto two lines at its size (its button tall enough for them)
    rather than shrinking on one."""
    sub_line: bool = False
    """The label's second line (after its newline) is a sub-line under it: a step smaller (the
    small text under a bigger name, else the smallest) and in a quieter ink, so the button's
    name reads first and what it does second ("Invite phones" over "more players join by
    phone")."""
    dark: bool = False
    """On a dark bar (the replay's): a quiet dark button with cream words, marigold only while
    focused, so the bar's one bright button is the one Enter presses."""
    _look: tuple[tuple, pygame.Surface] | None = field(default=None, init=False, repr=False,
                                                       compare=False)
    """The button as last drawn (drawn again only when how it looks changes)."""

    def activate(self) -> None:
        if self.enabled and self.on_click is not None:
            self.on_click()

    def draw(self, canvas, ui, theme, focused, hovered) -> None:
        if not self.enabled:
            fill, text = theme.cream_dark, palette.DISABLED_INK
        elif self.primary or (self.dark and focused):  # a dark bar's bright one: its focused
            fill, text = (theme.marigold if not hovered else (250, 186, 96)), theme.charcoal
        elif self.dark:
            fill, text = palette.shade(palette.BAR_FILL, DARK_LIFT[hovered]), theme.cream
        else:
            fill, text = (theme.cream if not hovered else theme.white), theme.charcoal
        rect = self.rect.move(0, -2) if hovered and self.enabled else self.rect
        key = (self.label, self.icon, self.mark, self.wrap, self.sub_line, self.size, fill, text,
               focused,
               rect.size, theme, ui.scale, scale_of(canvas))
        if self._look is None or self._look[0] != key:
            self._look = (key, self._picture(canvas, ui, theme, rect.size, fill, text,
                                             focused))
        canvas.blit(self._look[1], (rect.x - LOOK_MARGIN, rect.y - LOOK_MARGIN))

    def _picture(self, canvas, ui, theme, size: tuple[int, int], fill, text,
                 focused: bool) -> pygame.Surface:
        """The panel, focus ring and label on a sheet LOOK_MARGIN bigger all round."""
        rect = pygame.Rect((LOOK_MARGIN, LOOK_MARGIN), size)

        def draw(surface: pygame.Surface) -> None:
            panel(surface, rect, fill, theme.charcoal if focused else None, radius=12)
            if focused:
                paint.rect(surface, theme.marigold_dark, rect.inflate(8, 8), 3,
                           border_radius=15)
            if self.icon:
                transport_icon(surface, self.icon, rect.center, rect.h * 0.42, text)
            elif self.mark:
                self._marked_label(surface, ui, rect, text)
            elif self.sub_line and "\n" in self.label:
                self._sub_lined_label(surface, ui, theme, rect, text)
            else:
                pad_y = WRAP_PAD_Y if self.wrap else LABEL_PAD[1]
                text_in(surface, ui, self.label, self.size, text,
                        rect.inflate(-2 * LABEL_PAD[0], -2 * pad_y), wrap=self.wrap)

        return sheet(canvas, (size[0] + 2 * LOOK_MARGIN, size[1] + 2 * LOOK_MARGIN), draw)

    def _sub_lined_label(self, surface, ui, theme, rect: pygame.Rect, text) -> None:
        """The label's first line at the button's size, its sub-line under it a step smaller
        in the help's ink (on a cream button), the two centred together."""
        head, _, tail = self.label.partition("\n")
        room = rect.inflate(-2 * LABEL_PAD[0], -2 * WRAP_PAD_Y)
        pairs = [(self.size, fonts.SMALL), (self.size, fonts.MIN_TEXT),
                 (min(self.size, fonts.SMALL), fonts.MIN_TEXT)]  # the biggest that fit
        pairs = [(head_size, small) for head_size, small in pairs if small < head_size]
        head_size, small = next((pair for pair in pairs if ui.line_height(pair[0])
                                 + ui.line_height(pair[1]) <= room.h), pairs[-1])
        head_h, tail_h = ui.line_height(head_size), ui.line_height(small)
        top = room.y + max(0, (room.h - head_h - tail_h) // 2)
        quiet = palette.HELP_INK if text == theme.charcoal else text
        text_in(surface, ui, head, head_size, text, pygame.Rect(room.x, top, room.w, head_h))
        text_in(surface, ui, tail, small, quiet,
                pygame.Rect(room.x, top + head_h, room.w, tail_h))

    def _marked_label(self, surface, ui, rect: pygame.Rect, text) -> None:
        """The mark's icon, then the label, centred together as one."""
        tall = rect.h * 0.5
        room = rect.inflate(-2 * LABEL_PAD[0], -2 * LABEL_PAD[1])
        icon_w = round(tall * 0.6) + MARK_GAP
        width = min(room.w - icon_w, ui.measure(self.label, self.size)[0])
        left = rect.centerx - (icon_w + width) // 2
        transport_icon(surface, self.mark, (left + round(tall * 0.3), rect.centery), tall,
                       text)
        text_in(surface, ui, self.label, self.size, text,
                pygame.Rect(left + icon_w, room.y, width, room.h), "midleft")


def transport_icon(canvas: pygame.Surface, icon: str, centre: tuple[int, int], size: float,
                   ink) -> None:
    """A player's transport icon `size` tall around `centre`: "back" and "forward" are one
    point, "start" a bar then a point back to it (|◀), "play" a point on (▶), "pause" two
    bars (‖)."""
    x: float = centre[0]
    y = centre[1]
    half = size / 2
    reach = size * 0.5  # a point's width
    if icon == "start":
        bar = max(2.0, size * 0.16)
        left = x - (bar + 2 + reach) / 2
        paint.rect(canvas, ink, pygame.Rect(round(left), round(y - half), round(bar),
                                            round(size)))
        tip = left + bar + 2
        paint.polygon(canvas, ink, [(round(tip), round(y)), (round(tip + reach), round(y - half)),
                                    (round(tip + reach), round(y + half))])
        return
    if icon == "pause":
        bar = max(2.0, size * 0.2)
        for left in (x - size * 0.3, x + size * 0.3 - bar):
            paint.rect(canvas, ink, pygame.Rect(round(left), round(y - half), round(bar),
                                                round(size)))
        return
    direction = 1 if icon in ("forward", "play") else -1
    x += direction * reach * 0.12  # the point's weight, not its box, in the middle
    paint.polygon(canvas, ink, [(round(x + direction * reach / 2), round(y)),
                                (round(x - direction * reach / 2), round(y - half)),
                                (round(x - direction * reach / 2), round(y + half))])


@dataclass
class Choice(Widget):
    """`< value >`: the left arrow (a click on the left half, or Left) steps back, the right
    arrow (the right half, Right, or Enter) steps on."""

    label: str = ""
    choices: Sequence[str] = ()
    index: int = 0
    on_change: Callable[[str], None] | None = None
    display: Callable[[str], str] = str
    on_step: Callable[[int], None] | None = None
    """For a value kept elsewhere (a setting): called with -1 or +1 instead of cycling."""
    label_shown: bool = True
    """Whether the label is drawn before the value (False: its name stands beside it; the
    label is still what the voice says)."""

    @property
    def value(self) -> str:
        return self.choices[self.index] if self.choices else ""

    def activate(self) -> None:
        self.navigate(1)

    def click(self, pos: tuple[int, int]) -> None:
        self.navigate(-1 if pos[0] < self.rect.centerx else 1)

    def navigate(self, dx: int) -> bool:
        if not self.enabled or not dx:
            return False
        if self.on_step is not None:
            self.on_step(1 if dx > 0 else -1)
            return True
        if not self.choices:
            return False
        self.index = (self.index + dx) % len(self.choices)
        if self.on_change is not None:
            self.on_change(self.value)
        return True

    def draw_frame(self, canvas, theme, focused: bool, hovered: bool) -> None:
        """The choice's field: cream (white under the pointer), ringed while focused."""
        fill = theme.white if hovered and self.enabled else theme.cream
        panel(canvas, self.rect, fill, theme.charcoal if focused else None, radius=10,
              shadow=False)
        if focused:
            paint.rect(canvas, theme.marigold_dark, self.rect.inflate(6, 6), 3,
                       border_radius=12)

    def draw(self, canvas, ui, theme, focused, hovered) -> None:
        self.draw_frame(canvas, theme, focused, hovered)
        colour = theme.charcoal if self.enabled else palette.DISABLED_INK
        label = self.label if self.label_shown else ""
        text = f"{label}{': ' if label else ''}{self.display(self.value)}"
        inner = self.rect.inflate(-12, -2 * LABEL_PAD[1])
        between = step_arrows(canvas, theme, inner, self.enabled)
        text_in(canvas, ui, text, fonts.SMALL + 2, colour, between)


def step_arrows(canvas: pygame.Surface, theme: Theme, box: pygame.Rect,
                enabled: bool = True) -> pygame.Rect:
    """A choice's two step arrows at `box`'s ends (back at the left, on at the right);
    returns the room between them."""
    size = min(STEP_ARROW, box.h)
    for direction, x in ((-1, box.x + size / 2), (1, box.right - size / 2)):
        step_arrow(canvas, theme, (x, box.centery), direction, size, enabled)
    return pygame.Rect(box.x + size + ARROW_GAP, box.y, box.w - 2 * (size + ARROW_GAP), box.h)


def step_arrow(canvas: pygame.Surface, theme: Theme, centre: tuple[float, float],
               direction: int, size: int = STEP_ARROW, enabled: bool = True) -> None:
    """One step arrow: a disc with a point towards `direction` (-1 left, +1 right)."""
    x, y = centre
    paint.circle(canvas, theme.marigold if enabled else theme.cream_dark, (x, y), size / 2)
    reach, half = size * 0.2, size * 0.24
    x += direction * size * 0.06  # the point's weight, not its box, in the middle
    ink = theme.charcoal if enabled else palette.DISABLED_INK
    paint.polygon(canvas, ink, [(x + direction * reach, y), (x - direction * reach, y - half),
                                (x - direction * reach, y + half)])


CHIP_GAP = 8  # between two chips of a row


@dataclass
class Chips(Choice):
    """A choice shown whole: every value a chip in a row, the chosen one lit marigold (the one
    look of "chosen" on every screen). A click picks
    the chip under it; Left/Right step, Enter steps on (a `Choice` by keys and voice)."""

    size: int = fonts.SMALL + 2

    def chip_rects(self) -> list[pygame.Rect]:
        """Each value's chip, left to right, sharing the row."""
        count = max(1, len(self.choices))
        width = (self.rect.w - (count - 1) * CHIP_GAP) / count
        return [pygame.Rect(round(self.rect.x + i * (width + CHIP_GAP)), self.rect.y,
                            round(width), self.rect.h) for i in range(count)]

    def click(self, pos: tuple[int, int]) -> None:
        for index, chip in enumerate(self.chip_rects()):
            if chip.collidepoint(pos) and index != self.index:
                self.navigate(index - self.index)
                return

    def text_size(self, ui: FontBook) -> float:
        """One size for every chip's words: the largest at which each fits its chip (so
        no chip reads smaller than its neighbours), never under the smallest text."""
        rooms = [chip.inflate(-2 * LABEL_PAD[0], -2 * LABEL_PAD[1]) for chip in self.chip_rects()]
        size = float(self.size)
        while size > fonts.MIN_TEXT and any(
                ui.measure(self.display(value), size)[0] > room.w
                for value, room in zip(self.choices, rooms, strict=False)):
            size -= 1
        return size

    def draw(self, canvas, ui, theme, focused, hovered) -> None:
        if focused:
            paint.rect(canvas, theme.marigold_dark, self.rect.inflate(10, 10), 3,
                       border_radius=14)
        size = self.text_size(ui)
        for index, chip in enumerate(self.chip_rects()):
            chosen = index == self.index
            fill = theme.marigold if chosen else theme.cream
            panel(canvas, chip, fill, theme.charcoal if chosen else None, radius=12,
                  shadow=not chosen)
            text_in(canvas, ui, self.display(self.choices[index]), size, theme.charcoal,
                    chip.inflate(-2 * LABEL_PAD[0], -2 * LABEL_PAD[1]))


DASH = (10, 6)
"""A dashed outline (an empty place): dashes this long with gaps this long."""


def dashes(canvas: pygame.Surface, colour, rect: pygame.Rect, dash: tuple[int, int]) -> None:
    """A dashed outline round `rect`, 2 px wide."""
    on, off = dash
    for start, end in ((rect.topleft, rect.topright), (rect.bottomleft, rect.bottomright),
                       (rect.topleft, rect.bottomleft), (rect.topright, rect.bottomright)):
        length = max(abs(end[0] - start[0]), abs(end[1] - start[1]))
        step_x = (end[0] - start[0]) / length if length else 0
        step_y = (end[1] - start[1]) / length if length else 0
        at = 0
        while at < length:
            stop = min(length, at + on)
            paint.line(canvas, colour,
                       (round(start[0] + step_x * at), round(start[1] + step_y * at)),
                       (round(start[0] + step_x * stop), round(start[1] + step_y * stop)), 2)
            at += on + off


@dataclass
class TextField(Widget):
    text: str = ""
    max_length: int = 14
    placeholder: str = ""
    on_change: Callable[[str], None] | None = None
    caret_on: bool = True
    """The caret's blink phase, advanced by the scene in game time."""

    def text_input(self, intent: it.Intent) -> bool:
        if isinstance(intent, it.TextInput):
            allowed = "".join(ch for ch in intent.text if ch.isprintable())
            self.text = (self.text + allowed)[: self.max_length]
        elif isinstance(intent, it.Erase):
            self.text = self.text[:-1]
        else:
            return False
        if self.on_change is not None:
            self.on_change(self.text)
        return True

    def draw(self, canvas, ui, theme, focused, hovered) -> None:
        """A name written on a place card, not a form's white box: the name over a dotted
        line with a pencil at its end; a cream tag round it while it is pointed at or typed
        in."""
        if focused or hovered:
            panel(canvas, self.rect, theme.cream, theme.charcoal if focused else None,
                  radius=12, shadow=False)
        pencil = pygame.Rect(0, 0, 20, 20)
        pencil.midright = (self.rect.right - 10, self.rect.centery)
        draw_pencil(canvas, palette.EDGE_BROWN, pencil)
        rule_y = self.rect.bottom - 8
        for x in range(self.rect.x + 10, pencil.x - 8, 9):  # the dotted line written on
            paint.line(canvas, palette.EDGE_BROWN, (x, rule_y), (min(x + 4, pencil.x - 8),
                                                               rule_y), 2)
        shown = self.text or self.placeholder
        colour = theme.charcoal if self.text else (150, 140, 125)
        box = pygame.Rect(self.rect.x + LABEL_PAD[0], self.rect.y + 2,
                          pencil.x - 6 - self.rect.x - LABEL_PAD[0], rule_y - 1 - self.rect.y - 2)
        # written on its line (its foot just over the dots), not floating above it
        label = text_in(canvas, ui, shown, fonts.SMALL + 2, colour, box, "bottomleft")
        if focused and self.caret_on:
            x = label.right + 2 if self.text else self.rect.x + 12
            paint.line(canvas, theme.charcoal, (x, self.rect.y + 8),
                             (x, self.rect.bottom - 8), 2)


def draw_pencil(canvas: pygame.Surface, colour, box: pygame.Rect) -> None:
    """A small pencil leaning right in `box` (a name that may be written over)."""
    x, y, w, h = box
    body = [(x + w * 0.30, y + h * 0.95), (x + w * 0.05, y + h * 0.70),
            (x + w * 0.70, y + h * 0.05), (x + w * 0.95, y + h * 0.30)]
    paint.polygon(canvas, colour, [(round(a), round(b)) for a, b in body])
    paint.polygon(canvas, colour, [(x, y + h), (round(x + w * 0.05), round(y + h * 0.70)),
                                   (round(x + w * 0.30), round(y + h * 0.95))])


W = TypeVar("W", bound=Widget)


@dataclass
class FocusGroup:
    """Routes pointer and keyboard intents to widgets; arrows/Tab move focus, Enter activates."""

    widgets: list[Widget] = field(default_factory=list)
    focus: int = 0
    hover: int | None = None
    columns: int = 1

    def add(self, widget: W) -> W:
        self.widgets.append(widget)
        return widget

    def _usable(self, index: int) -> bool:
        w = self.widgets[index]
        return w.visible and w.enabled

    def move_focus(self, step: int) -> None:
        if not self.widgets:
            return
        index = self.focus
        for _ in range(len(self.widgets)):
            index = (index + step) % len(self.widgets)
            if self._usable(index):
                self.focus = index
                return

    @property
    def focused(self) -> Widget | None:
        if 0 <= self.focus < len(self.widgets):
            return self.widgets[self.focus]
        return None

    def widget_at(self, pos: tuple[int, int]) -> int | None:
        for index, widget in enumerate(self.widgets):
            if widget.visible and widget.rect.collidepoint(pos):
                return index
        return None

    def handle(self, intent: it.Intent) -> bool:
        """Returns True when the intent was used."""
        if isinstance(intent, it.PointerMove):
            self.hover = self.widget_at(intent.pos)
            return False
        if isinstance(intent, it.PointerDown) and intent.button == 1:
            index = self.widget_at(intent.pos)
            if index is not None and self._usable(index):
                self.focus = index
                self.widgets[index].click(intent.pos)
                return True
            return False
        focused = self.focused
        if focused is not None and focused.text_input(intent):
            return True
        if isinstance(intent, it.Focus):
            self.move_focus(intent.step)
            return True
        if isinstance(intent, it.Navigate):
            if intent.dx and focused is not None and focused.navigate(intent.dx):
                return True
            step = intent.dy * self.columns if intent.dy else intent.dx
            self.move_focus(step)
            return True
        if isinstance(intent, it.Confirm) and focused is not None:
            focused.activate()
            return True
        return False

    def draw(self, canvas: pygame.Surface, ui: FontBook, theme: Theme,
             show_focus: bool = True) -> None:
        for index, widget in enumerate(self.widgets):
            if widget.visible:
                widget.draw(canvas, ui, theme, show_focus and index == self.focus,
                            index == self.hover)

"""Before the fight (and on F2): every device's keys and which seat it plays; seats without a
device are bots. Devices change seat here; a new gamepad joins with any button.

A sheet of its own over the whole table, dimmed round it and frozen (the hourglass does not
run) until play starts; its title sits on the sheet, clear of the table's top bar.
"""

from __future__ import annotations

import pygame

from tabletop.core.language import N_
from tabletop.engine.scene import Scene
from tabletop.games.taco_fight.table.devices import (
    COMMAND_NAMES,
    LEFT_KEYS,
    MOUSE,
    PAD,
    RIGHT_KEYS,
    device_kind,
    device_label,
    is_pad,
    key_labels,
    pad_device,
)
from tabletop.games.taco_fight.table.tips import sheet_keys
from tabletop.input import intents as it
from tabletop.input.device_words import pad_in_hand
from tabletop.input.keymap import FIGHT, key_words
from tabletop.ui import fonts, glyph_text, paint
from tabletop.ui.draw import Shade, badge, panel, record, text_in
from tabletop.ui.palette import BAR_FILL, HELP_INK
from tabletop.ui.theme import Colour

CARD_W, CARD_H = 298, 318
"""A device card, at least that tall; four across the sheet, wide enough that the Mouse card's
"aplastar / comer" beside "clic en otra despensa" keeps to one line (at 292 it wrapped)."""
SHEET = pygame.Rect(10, 58, 1260, 656)
"""The sheet: the whole table under its top bar, the table's buttons too (dimmed round it)."""
TITLE = pygame.Rect(30, 64, 1220, 48)
"""The sheet's title, on the sheet under the table's top bar."""
SEATS_TOP, SEAT_H = 118, 92
TOP = 222
CARDS_BOTTOM = 604  # device cards end here (one row of cards, or two of half height)
FOOT_BAND = pygame.Rect(SHEET.x, 612, SHEET.w, SHEET.bottom - 612)
"""The sheet's foot: its note, the keys and Start, over the table's buttons (none shows round
Start), under a rule."""
START_BUTTON = pygame.Rect(1046, 638, 200, 52)
NOTE = pygame.Rect(30, 616, 996, 56)
KEYS_LINE = pygame.Rect(30, 676, 996, 28)
ROW_TEXT = 16  # the rows of keys and what they do
GUTTER = 8  # between the keys and what they do
KEY_SLACK = 2
ROW_GAP = 4
"""Between two rows of keys: two key caps one over the other keep 3 px of card between them
(at 2 px they touched)."""
KEYCAP_W, KEYCAP_TEXT = 24, 18
"""A single key ('E', 'L', and the punctuation '/', '.', ',', "'", ';') on a key cap of its
own, its sign at 18 px: at the rows' 16 px, bare, a full stop was a 3 px speck."""
KEYCAP_MARK, SMALL_MARKS = 28, ".,'"
"""The signs that are specks ('.', ',', "'") on their key caps, bigger: at 18 px they were
nearly invisible. Each sits where it sits beside a letter, `MARK_INSET` in from the cap's foot
(a full stop, a comma) or top (an apostrophe): centred, a full stop read as a bullet."""
MARK_INSET = 4
MARK_NAMES = {".": N_("period"), ",": N_("comma"), "'": N_("apostrophe")}
"""A speck's name beside its key cap: a reviewer read the full stop's cap as a bullet."""
MARK_GAP = 6  # between a speck's key cap and its name
"""The key column a hair wider than its widest key: at 1920x1080 a key measures up to a pixel
wider than at 1280x720, and "W A S D" broke after "S"."""
WHAT = {"move": N_("move"), "play": N_("play on plate"), "hit": N_("smash / eat"),
        "flip": N_("flip two"), "grab": N_("grab five"), "shuffle": N_("shuffle"),
        "give": N_("give a card"), "auto": N_("auto place"), "ready": N_("ready")}
"""What each command does, as a device card's rows say it (in the reader's language)."""
CHANGE_KEYS = {MOUSE: N_("click this card"), "pad:": N_("d-pad left / right")}
CHANGE_ACTIONS = {LEFT_KEYS: ("fight left left", "fight left right"), RIGHT_KEYS: ("left", "right")}
"""The key map's actions that move a keyboard player's card to another seat."""
NO_PAD = "no-pad"


class ControlsScene(Scene):
    opaque = False
    freezes_below = True

    def moving(self) -> bool:
        """The sheet changes only when someone presses something (the table below is frozen)."""
        return False

    def __init__(self, services, table, first: bool = False) -> None:
        super().__init__()
        self.services = services
        self.table = table
        self.hub = table.hub
        self.first = first
        self._shade = Shade(215)

    # --- words -----------------------------------------------------------------------------
    def rows_of(self, kind: str, names: list[str]) -> list[tuple[str, str]]:
        """(the key, what it does) for each command `names`, in the reader's language."""
        _ = self.services.words.gettext
        labels = key_labels(kind, self.hub.keys(), self.services.words)
        return [(labels[name], _(WHAT[name])) for name in names]

    def change_words(self, kind: str) -> str:
        _ = self.services.words.gettext
        if kind in CHANGE_ACTIONS:
            keys = self.hub.keys()
            pair = " / ".join(key_words(keys.keys_of(action)[0], self.services.words)
                              for action in CHANGE_ACTIONS[kind])
            return _("change seat: {keys}").format(keys=pair)
        keys = CHANGE_KEYS.get(kind, "")
        return _("change seat: {keys}").format(keys=_(keys) if keys else "")

    # --- layout ----------------------------------------------------------------------------
    def device_rects(self) -> list[tuple[str, pygame.Rect]]:
        devices = list(self.hub.devices)
        if not self.hub.pads():
            devices.append(NO_PAD)
        per_row = 4
        shown = devices[:8]
        out = []
        for i, device in enumerate(shown):
            row, col = divmod(i, per_row)
            count = min(per_row, len(shown) - row * per_row)
            left = (1280 - count * CARD_W - (count - 1) * 14) // 2
            height = (self.card_height() if len(shown) <= per_row else
                      (CARDS_BOTTOM - TOP - 10) // 2)
            out.append((device, pygame.Rect(left + col * (CARD_W + 14),
                                            TOP + row * (height + 10), CARD_W, height)))
        return out

    def card_height(self) -> int:
        """Tall enough for the wordiest device's rows at the text size, within the room."""
        ui = self.services.fonts
        needed = CARD_H
        inner = CARD_W - 24
        line = ui.line_height(ROW_TEXT)
        for device in self.hub.devices:
            kind = device_kind(device)
            rows = self.rows_of(kind, list(COMMAND_NAMES))
            change = ui.fitted_size(self.change_words(kind), ROW_TEXT, (inner, 2 * line))[1]
            keys_w = self.key_column(rows, inner)
            needed = max(needed, 68 + self.rows_height(rows, inner, keys_w) + 4 + change + 8)
        return min(CARDS_BOTTOM - TOP, needed)

    # --- input ------------------------------------------------------------------------------
    def close(self) -> None:
        self.table.reconcile_bots()
        self.services.sounds.play("ui_click")
        if self.stack is not None:
            self.stack.pop()

    def handle(self, intent: it.Intent) -> None:
        hub = self.hub
        if isinstance(intent, it.Back | it.Confirm):
            self.close()
        elif isinstance(intent, it.KeyPress):
            action = hub.keys().action_of(intent.key, FIGHT)
            if action in ("fight left left", "fight left right"):
                hub.cycle(LEFT_KEYS, -1 if action == "fight left left" else 1)
            elif action in ("fight left play", "controls"):
                self.close()
        elif isinstance(intent, it.Navigate):
            if intent.dx:
                hub.cycle(RIGHT_KEYS, intent.dx)
        elif isinstance(intent, it.PointerDown):
            if START_BUTTON.collidepoint(intent.pos):
                self.close()
                return
            for device, rect in self.device_rects():
                if rect.collidepoint(intent.pos) and device != NO_PAD:
                    hub.cycle(device, -1 if intent.button == 3 else 1)
        elif isinstance(intent, it.PadAdded):
            self.table.pad_added(intent.pad, intent.name)
        elif isinstance(intent, it.PadRemoved):
            hub.remove_pad(intent.pad)
            self.table.real_pads.discard(intent.pad)
        elif isinstance(intent, it.PadHat):
            device = hub.add_pad(intent.pad, hub.pad_names.get(pad_device(intent.pad), ""))
            if intent.dx:
                hub.cycle(device, intent.dx)
        elif isinstance(intent, it.PadButton):
            device = hub.add_pad(intent.pad, hub.pad_names.get(pad_device(intent.pad), ""))
            if hub.seat(device) is None:
                hub.join(device)
            elif intent.button in (0, 7):
                self.close()

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self._shade.draw(canvas)
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        panel(canvas, SHEET, BAR_FILL, theme.marigold, radius=16)  # solid: no table through it
        text_in(canvas, ui, _("Who plays on what?"), fonts.HEADING, theme.cream, TITLE,
                "center", shadow=theme.shadow)
        paint.line(canvas, theme.marigold, (FOOT_BAND.x + 16, FOOT_BAND.y),  # the note, the
                   (FOOT_BAND.right - 16, FOOT_BAND.y), 2)  # keys and Start under a rule
        self.draw_seats(canvas)
        for device, rect in self.device_rects():
            self.draw_device(canvas, device, rect)
        note = _("Each device plays the seat shown on its card; a seat with no device is played "
                 "by a bot. A new gamepad: press any button to join.")
        text_in(canvas, ui, note, fonts.SMALL, theme.cream, NOTE, "bottomleft",
                shadow=theme.shadow, wrap=True)
        keys = self.keys_line()
        images = getattr(self.services, "images", None)
        if images is not None and glyph_text.has_glyphs(keys):
            glyph_text.draw(canvas, ui, images, keys, 16, theme.cream_dark, KEYS_LINE, "midleft")
        else:
            text_in(canvas, ui, glyph_text.plain(keys), 16, theme.cream_dark, KEYS_LINE,
                    "midleft")
        paint.rect(canvas, theme.marigold, START_BUTTON, border_radius=12)
        text_in(canvas, ui, _("Start") if self.first else _("Resume"), fonts.BODY, theme.charcoal,
                START_BUTTON.inflate(-20, -6))

    def keys_line(self) -> str:
        """How to start or go back to the fight, in the words of the device in hand."""
        return sheet_keys(pad_in_hand(self.services), self.first, self.services.words,
                          self.hub.keys())

    def draw_no_pad(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        theme, ui = self.services.theme, self.services.fonts
        panel(canvas, rect, BAR_FILL, None, radius=14)  # solid: no table showing through
        paint.rect(canvas, theme.cream_dark, rect, 3, border_radius=14)
        inner = rect.inflate(-28, 0)
        _ = self.services.words.gettext
        text_in(canvas, ui, _("Gamepads"), fonts.BODY - 2, theme.cream,
                pygame.Rect(inner.x, rect.y + 8, inner.w, 32), "midleft")
        said = _("None plugged in yet.")  # (how one joins: the sheet's foot says it)
        room = (inner.w, 2 * ui.line_height(fonts.SMALL))
        top = pygame.Rect(inner.x, rect.y + 44, inner.w, ui.fitted_size(said, fonts.SMALL, room,
                                                                         True)[1])
        text_in(canvas, ui, said, fonts.SMALL, theme.cream, top, "topleft", wrap=True)
        foot = _("Guide pauses; a stick press shows the latest plays.")
        room = (inner.w, 2 * ui.line_height(ROW_TEXT))
        below = pygame.Rect(inner.x, 0, inner.w, ui.fitted_size(foot, ROW_TEXT, room, True)[1])
        below.bottom = rect.bottom - 6
        text_in(canvas, ui, foot, ROW_TEXT, theme.cream_dark, below, "bottomleft", wrap=True)
        # (its buttons in rows like a device's card: one sentence of them read as a wall)
        self.draw_rows(canvas, PAD, pygame.Rect(inner.x, top.bottom + 8, inner.w,
                                                below.y - 4 - top.bottom - 8),
                       (theme.cream, theme.cream_dark), every=True)

    def draw_seats(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        words = self.services.words
        seats = self.table.match.setup.seats
        width = 290
        left = (1280 - len(seats) * width - (len(seats) - 1) * 12) // 2
        for seat, info in enumerate(seats):
            rect = pygame.Rect(left + seat * (width + 12), SEATS_TOP, width, SEAT_H)
            colour, shape = self.table.seat_style(seat)
            panel(canvas, rect, theme.cream, colour, radius=12)
            paint.rect(canvas, colour, rect, 4, border_radius=12)
            badge(canvas, shape, (rect.x + 22, rect.y + 24), 12, colour)
            text_in(canvas, ui, words.gettext("Seat {number}: {name}").format(
                number=seat + 1, name=info.name), fonts.BODY - 2, theme.charcoal,
                    pygame.Rect(rect.x + 40, rect.y + 8, rect.w - 52, 32), "midleft")
            devices = self.hub.devices_for(seat)
            if devices:
                line = ", ".join(device_label(d, words=words) for d in devices)
                colour_text = theme.charcoal
            else:
                line = words.gettext("Bot (no device)")
                colour_text = theme.marigold_ink
            text_in(canvas, ui, line, fonts.SMALL, colour_text,
                    pygame.Rect(rect.x + 14, rect.y + 42, rect.w - 28, rect.h - 48), "topleft",
                    wrap=True)

    def draw_device(self, canvas: pygame.Surface, device: str, rect: pygame.Rect) -> None:
        theme, ui = self.services.theme, self.services.fonts
        if device == NO_PAD:
            self.draw_no_pad(canvas, rect)
            return
        seat = self.hub.seat(device)
        hover = False
        panel(canvas, rect, theme.cream if not hover else theme.white, None, radius=14)
        if seat is not None:
            colour, shape = self.table.seat_style(seat)
            paint.rect(canvas, colour, rect, 5, border_radius=14)
            badge(canvas, shape, (rect.right - 24, rect.y + 22), 11, colour)
            plays = self.services.words.gettext("plays {name}").format(
                name=self.table.seat_name(seat))
        else:
            plays = self.services.words.gettext("not playing")
        title = device_label(device, words=self.services.words)
        if is_pad(device) and self.hub.pad_names.get(device):
            title = f"{title} ({self.hub.pad_names[device][:16]})"
        inner = rect.inflate(-24, 0)
        text_in(canvas, ui, title, fonts.BODY - 2, theme.charcoal,
                pygame.Rect(inner.x, rect.y + 8, inner.w - 26, 32), "midleft")
        text_in(canvas, ui, plays, fonts.SMALL, theme.marigold_ink if seat is None
                else theme.charcoal, pygame.Rect(inner.x, rect.y + 40, inner.w, 26), "midleft")
        change = self.change_words(device_kind(device))
        room = (inner.w, 2 * ui.line_height(ROW_TEXT))
        below = pygame.Rect(inner.x, 0, inner.w, ui.fitted_size(change, ROW_TEXT, room)[1])
        below.bottom = rect.bottom - 6
        text_in(canvas, ui, change, ROW_TEXT, theme.marigold_ink, below, "bottomleft")
        self.draw_rows(canvas, device, pygame.Rect(inner.x, rect.y + 68, inner.w,
                                                   below.y - 4 - rect.y - 68))

    def draw_rows(self, canvas: pygame.Surface, device: str, area: pygame.Rect,
                  inks: tuple[Colour, Colour] | None = None, every: bool = False) -> None:
        """Each command's key and what it does, in two columns; a long one takes two lines,
        and rows that no longer fit the card are left out (`inks`: the keys' and the words'
        on a dark card)."""
        theme, ui = self.services.theme, self.services.fonts
        key_ink, what_ink = inks or (theme.charcoal, HELP_INK)
        names = list(COMMAND_NAMES) if every or area.h >= 9 * 24 else [
            "move", "play", "hit", "flip"]
        rows = self.rows_of(device_kind(device), names)
        line = ui.line_height(ROW_TEXT)
        keys_w = self.key_column(rows, area.w)
        what_x = area.x + keys_w + GUTTER
        what_w = even(area.right - what_x)
        y = area.y
        for key, what in rows:
            key_box = pygame.Rect(area.x, y, keys_w, 2 * line)
            what_box = pygame.Rect(what_x, y, what_w, 2 * line)
            tall = self.rows_height([(key, what)], area.w, keys_w)
            if y + tall > area.bottom:
                break
            if on_a_cap(key):
                self.draw_keycap(canvas, key, pygame.Rect(area.x, y, KEYCAP_W, line + 1))
                if key in MARK_NAMES:
                    text_in(canvas, ui, self.key_text(key), ROW_TEXT, key_ink,
                            pygame.Rect(area.x + KEYCAP_W + MARK_GAP, y,
                                        keys_w - KEYCAP_W - MARK_GAP, 2 * line), "topleft")
            else:
                text_in(canvas, ui, key, ROW_TEXT, key_ink, key_box, "topleft")
            # (what a key does in a dark brown that reads on the card's cream, a step softer
            # than the key itself: the grey it had was faint at 720p)
            text_in(canvas, ui, what, ROW_TEXT, what_ink, what_box, "topleft")
            y += tall + ROW_GAP

    def draw_keycap(self, canvas: pygame.Surface, key: str, cap: pygame.Rect) -> None:
        """A single key as a key cap, its sign big in the middle (a keyboard's look)."""
        theme, ui = self.services.theme, self.services.fonts
        paint.rect(canvas, theme.white, cap, border_radius=5)
        paint.rect(canvas, HELP_INK, cap, 1, border_radius=5)
        mark = key in SMALL_MARKS  # (a speck of a sign: bigger, where a letter's ink sits)
        sign = ui.text(key, KEYCAP_MARK if mark else KEYCAP_TEXT, theme.charcoal)
        ink = sign.get_bounding_rect() if mark else sign.get_rect()
        at = sign.get_rect(center=cap.center).move(sign.get_rect().centerx - ink.centerx,
                                                   sign.get_rect().centery - ink.centery)
        if mark:  # (centred on the cap, a full stop read as a bullet, "•": it sits on the
            # line a letter stands on, a comma below it, an apostrophe at a letter's top)
            top = sign.get_rect(center=cap.center).y  # (where `ink` is measured from)
            shift = (cap.y + MARK_INSET - (top + ink.y) if key == "'"
                     else cap.bottom - MARK_INSET - (top + ink.bottom))
            at.y = top + shift
        canvas.blit(sign, at)
        record(ui, canvas, key, cap, cap)  # (the sign's picture is taller than its cap)

    def key_text(self, key: str) -> str:
        """A key's words in its column: its own, or a speck's name beside its cap."""
        return self.services.words.gettext(MARK_NAMES[key]) if key in MARK_NAMES else key

    @staticmethod
    def key_room(key: str, keys_w: int) -> int:
        """How wide a key's words may be in a key column `keys_w` wide."""
        return keys_w - KEYCAP_W - MARK_GAP if key in MARK_NAMES else keys_w

    def key_column(self, rows: list[tuple[str, str]], width: int) -> int:
        """The key column's width that makes these rows the shortest (the widest on a tie)."""
        ui = self.services.fonts
        widest = max(ui.measure(self.key_text(key), ROW_TEXT)[0] - self.key_room(key, 0)
                     for key, _ in rows)  # (a speck's name stands after its cap)
        most = width * 13 // 20
        splits = [even(w) for w in range(width * 7 // 20, most, 6) if w < widest]
        splits += [even(widest + KEY_SLACK)] if widest + KEY_SLACK <= most else []
        fitting = [w for w in splits if self.rows_fit(rows, width, w)]
        return min(fitting or splits or [widest],
                   key=lambda w: (self.rows_height(rows, width, w), -w))

    def rows_fit(self, rows: list[tuple[str, str]], width: int, keys_w: int) -> bool:
        """Whether every key and what it does fit their columns (in two lines at most)."""
        ui = self.services.fonts
        room = 2 * ui.line_height(ROW_TEXT)
        what_w = even(width - keys_w - GUTTER)
        for key, what in rows:
            for text, w in ((self.key_text(key), self.key_room(key, keys_w)), (what, what_w)):
                fitted = ui.fitted_size(text, ROW_TEXT, (w, room))
                if fitted[0] > w or fitted[1] > room:
                    return False
        return True

    def rows_height(self, rows: list[tuple[str, str]], width: int, keys_w: int) -> int:
        """How tall these rows stand with the key column `keys_w` wide."""
        ui = self.services.fonts
        room = 2 * ui.line_height(ROW_TEXT)
        return sum(max(ui.fitted_size(self.key_text(key), ROW_TEXT,
                                      (self.key_room(key, keys_w), room))[1],
                       ui.fitted_size(what, ROW_TEXT, (even(width - keys_w - GUTTER), room))[1])
                   + ROW_GAP
                   for key, what in rows) - ROW_GAP


def on_a_cap(key: str) -> bool:
    """Whether a key's label is a single sign, a letter or a punctuation mark (drawn on a key
    cap: a keyboard card's keys read as keys, a full stop as big as a letter's cap)."""
    return len(key) == 1 and not key.isspace()


def even(width: int) -> int:
    """`width` made even: a text wrapped into it at 1920x1080 (1.5 device pixels a logical
    one) then keeps inside it (an odd width's half pixel let the font book's wrap run over)."""
    return width - width % 2

"""Each phone seat's QR code and address, a screen of its own: scan it to play that seat.

The codes are made by segno from the seat's link (its token in it) and shown as pictures, each
on a card under its seat's mark and name and its number from 1 as the table counts seats
("Seat 1"), and under the code whether that seat's phone has come ("Phone connected", a lime
pill, or "Not scanned yet", an outlined one: both read from a couch), looked at twice a
second; three numbered steps above them say what to do, and the address the links open stands
under them, in words as large as the statuses'. A computer
on no network a phone could reach (its address this computer's own loopback) shows no code at
all: a panel says no network was found and what to do. "Back to the table" leaves phones on,
"Stop phones" turns them off. The screen covers the table whole (on the felt, like every
menu): a code must be the one thing to look at across a room.
"""

from __future__ import annotations

import io
import math

import pygame
import segno

from tabletop.core.language import N_, titled
from tabletop.routes import PhoneCodes
from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts, paint, palette
from tabletop.ui.draw import badge, panel, text_in
from tabletop.ui.theme import Colour
from tabletop.ui.widgets import Button

CODE_SIDE = 280
"""A code's largest side in logical pixels (big enough for a phone's camera across a sofa)."""
GAP = 24
"""Between two seats' cards."""
ROW = pygame.Rect(40, 184, 1200, 390)
"""The seats' cards' room (its foot as far over the address line as its top under the steps:
the line never read as the cards' own)."""
CARD_PAD = 14
"""Round a code inside its card."""
NAME_H = 48
"""A card's band over its code: the seat's mark and name."""
STATUS_H = 46
"""A card's band under its code: whether the seat's phone has come."""
STATUS_SIZE = fonts.BODY - 2
"""The status's words (and the address under the cards): read across a room, never the
smallest text (at least 20 px on a 1080p screen)."""
NAME_GAP = 16
"""The least room between a seat's name and its tag ("Seat 3") in the band: never run together
("Diego Lugar 3") when five cards make the bands narrow."""
SEAT_NUMBER = N_("Seat {number}")
"""A card's seat, counted from 1 as the table counts them, beside its name."""
LOOK_EVERY = 0.5
"""How often the screen looks at which phones are connected (seconds)."""
STEPS = pygame.Rect(40, 112, 1200, 84)
"""The three steps, side by side."""
STEP_NUMBER = 17
"""A step's number's disc (its radius)."""
ADDRESS = pygame.Rect(40, 600, 1200, 36)
BUTTONS_Y = 640
"""The buttons' top, under the address: their foot well clear of the screen's frame."""
STEP_WIFI = N_("Put your phone on the same Wi-Fi as this computer.")
STEP_SCAN = N_("Point the camera at your seat's code and open the link.")
STEP_HAND = N_("Play from your phone: what only you should see stays on it.")
STEP_PAD = N_("Play with your phone as your controller: no gamepad needed.")
"""The third step, a thing to do as the first two are: play from the phone (and why)."""
ADDRESS_SAID = N_("The link opens {address} in the phone's browser: no app needed.")
CONNECTED = N_("Phone connected")
NOT_YET = N_("Not scanned yet")
NO_NETWORK = N_("No network found")
NO_NETWORK_SAID = N_("This computer is on no Wi-Fi or network, so a phone cannot reach it. "
                     "Connect it to the Wi-Fi the phones use, then choose Play on phones again.")
CONNECT_IT = N_("Connect this computer to the Wi-Fi the phones use.")
SOLO_SIDE = 340
"""One seat's code: larger, the card beside the steps (never a small card alone in a field)."""
SOLO_ROOM = pygame.Rect(40, 100, 1200, 488)
"""One or two seats' cards and the steps beside them, between the heading and the address."""
SOLO_CARD_X = 420
"""The one card's centre, left of the steps."""
SOLO_STEPS = pygame.Rect(660, 142, 560, 400)
"""With one seat, the three steps one under another, right of its card."""
PAIR_SIDE = 300
"""Two seats' codes: larger than in a row of three, the two cards beside the steps."""
PAIR_CARDS_X = 400
"""The two cards' middle, left of the steps."""
PAIR_STEPS = pygame.Rect(790, 142, 450, 400)
"""With two seats, the three steps one under another, right of their cards."""
STEP_GAP = 32
"""Between two steps one under another (beside one or two cards): a steady gap, the three a
block on the cards' middle (spread over the column's height they stood 150 px apart)."""
BESIDE = 2
"""Up to this many seats, the cards stand beside the steps (more: the steps over a row)."""
SEAT_SIZE = fonts.SMALL + 2
"""A card's "Seat 1", in its band's ink on the seat's colour (30 px at 1080p)."""
OFFLINE = pygame.Rect(170, 266, 940, 210)
"""The panel that says no network was found, where the codes would stand."""


def code_picture(link: str, side: int) -> pygame.Surface:
    """`link` as a QR code picture, `side` pixels square."""
    out = io.BytesIO()
    segno.make(link, error="m").save(out, kind="png", scale=8, border=2)
    out.seek(0)
    return paint.scale(pygame.image.load(out, "code.png"), (side, side))


def draw_no_wifi(canvas: pygame.Surface, base: tuple[int, int], ink, faint) -> None:
    """A Wi-Fi mark (three arcs over a dot, its foot at `base`) struck through: no network."""
    x, y = base
    for radius in (24, 44, 64):
        box = pygame.Rect(x - radius, y - radius, 2 * radius, 2 * radius)
        paint.arc(canvas, faint, box, math.radians(45), math.radians(135), 9)
    paint.circle(canvas, faint, (x, y - 4), 9)
    paint.line(canvas, ink, (x - 50, y - 74), (x + 50, y + 12), 10)


def draw_offline_card(canvas: pygame.Surface, services, room: pygame.Rect) -> None:
    """No network, in a small card where a code would stand (seat setup's join code): the
    struck-through Wi-Fi mark, "No network found" and what to do."""
    theme, ui = services.theme, services.fonts
    _ = services.words.gettext
    panel(canvas, room, theme.cream, radius=12)
    draw_no_wifi(canvas, (room.centerx, room.y + 88), theme.chili, theme.felt)
    heading = text_in(canvas, ui, _(NO_NETWORK), fonts.SMALL + 2, theme.chili,
                      pygame.Rect(room.x + 10, room.y + 104, room.w - 20, 30), "midtop")
    text_in(canvas, ui, _(CONNECT_IT), fonts.SMALL, theme.charcoal,
            pygame.Rect(room.x + 12, heading.bottom + 6, room.w - 24,
                        room.bottom - heading.bottom - 14), "midtop", wrap=True)


def seat_ink(colour: Colour, dark: Colour, light: Colour) -> Colour:
    """The words' colour on a seat's colour: charcoal or white, whichever reads better."""
    return max((dark, light), key=lambda ink: palette.contrast_ratio(colour, ink))


def code_side(count: int) -> int:
    """A code's side with `count` seats' cards in the row: as big as the row lets them be,
    never past `CODE_SIDE`."""
    count = max(1, count)
    if count <= BESIDE:
        return SOLO_SIDE if count == 1 else PAIR_SIDE
    card_w = (ROW.w - GAP * (count - 1)) // count
    return min(CODE_SIDE, card_w - 2 * CARD_PAD, ROW.h - NAME_H - STATUS_H - 2 * CARD_PAD)


class PhoneCodesScene(MenuScene):
    """The codes, on a screen of their own over the frozen table."""

    opaque = True
    freezes_below = True

    def __init__(self, services, request: PhoneCodes) -> None:
        super().__init__(services)
        self.request = request
        side = code_side(len(request.links))
        self.online = bool(request.address)
        """A phone could reach this computer: the codes show (else no code at all)."""
        self.codes = [(name, code_picture(link, side)) for name, link in request.links
                      ] if self.online else []
        self.side = side
        self.present = self.look()
        self.since = 0.0
        self.reword()

    def reword(self) -> None:
        _ = self.services.words.gettext
        self.heading = titled(_("{game}: play on phones").format(game=self.request.title),
                              self.request.title)  # (the room sees which game it joins)
        self.widgets.widgets.clear()
        self.widgets.add(Button(pygame.Rect(370, BUTTONS_Y, 250, 52), label=_("Back to the table"),
                                primary=True, on_click=self.on_back))
        self.widgets.add(Button(pygame.Rect(640, BUTTONS_Y, 270, 52), label=_("Stop phones"),
                                on_click=self.stop))

    def look(self) -> frozenset[int]:
        """The seats whose phone is connected now."""
        present = self.request.present
        return present() if present is not None else frozenset()

    def update(self, dt: float) -> None:
        super().update(dt)
        self.since += dt
        if self.since >= LOOK_EVERY:
            self.since = 0.0
            self.woken()

    def woken(self) -> None:
        """A phone came or went (or it is time to look): the cards say so."""
        present = self.look()
        if present != self.present:
            self.present = present
            self.mark_changed()

    def due_in(self) -> float | None:
        """A still screen looks at the phones every `LOOK_EVERY` seconds."""
        due = super().due_in()
        wait = max(0.0, LOOK_EVERY - self.since)
        return wait if due is None else min(due, wait)

    def stop(self) -> None:
        self.on_back()
        self.request.stop()

    def steps(self) -> tuple[str, ...]:
        _ = self.services.words.gettext
        last = STEP_PAD if self.request.controller else STEP_HAND
        return _(STEP_WIFI), _(STEP_SCAN), _(last)

    def seat_of(self, index: int) -> int:
        """The seat the `index`th code is for (its mark and colour)."""
        seats = self.request.seats
        return seats[index] if index < len(seats) else index

    def cards(self) -> list[pygame.Rect]:
        """Each seat's card, centred in the row."""
        count = len(self.codes)
        width = self.side + 2 * CARD_PAD
        height = NAME_H + self.side + STATUS_H + 2 * CARD_PAD
        if count <= BESIDE:  # (one or two seats: their cards large, the steps beside them)
            whole = count * width + (count - 1) * GAP
            left = (SOLO_CARD_X if count == 1 else PAIR_CARDS_X) - whole // 2
            top = SOLO_ROOM.y + (SOLO_ROOM.h - height) // 2
            return [pygame.Rect(left + i * (width + GAP), top, width, height)
                    for i in range(count)]
        whole = count * width + (count - 1) * GAP
        x = ROW.centerx - whole // 2
        y = ROW.y + (ROW.h - height) // 2
        return [pygame.Rect(x + i * (width + GAP), y, width, height) for i in range(count)]

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        if not self.online:  # (no code to point a camera at: the card says what to do)
            self.draw_offline(canvas)
            return
        self.draw_steps(canvas)
        name_size = self.name_size()
        for index, ((name, code), card) in enumerate(zip(self.codes, self.cards(),
                                                         strict=True)):
            seat = self.seat_of(index)
            colour = theme.players[seat % len(theme.players)]
            ink = seat_ink(colour, theme.charcoal, theme.white)
            panel(canvas, card, theme.cream, radius=16)
            top = pygame.Rect(card.x, card.y, card.w, NAME_H + 6)  # the seat's colour, whole
            paint.rect(canvas, colour, top, border_top_left_radius=16,
                       border_top_right_radius=16)
            band = pygame.Rect(card.x + CARD_PAD, card.y + 3, card.w - 2 * CARD_PAD, NAME_H)
            mark = (band.x + 16, band.centery)
            # (the mark light on dark: the seat's colour ringed in cream on a charcoal disc,
            # so it never sinks into the band of its own colour)
            paint.circle(canvas, theme.charcoal, mark, 18)
            badge(canvas, theme.shapes[seat % len(theme.shapes)], mark, 12, colour, theme.cream)
            number = self.services.words.gettext(SEAT_NUMBER).format(number=seat + 1)
            tag = text_in(canvas, ui, number, SEAT_SIZE, ink,
                          pygame.Rect(band.right - 100, band.y, 100, band.h), "midright")
            text_in(canvas, ui, name, name_size, ink,  # (a clear gap before the seat's tag)
                    pygame.Rect(band.x + 40, band.y, tag.x - band.x - 40 - NAME_GAP, band.h),
                    "midleft")
            spot = code.get_rect(midtop=(card.centerx, band.bottom + CARD_PAD - 6))
            canvas.blit(code, spot)
            self.draw_status(canvas, pygame.Rect(card.x + 8, spot.bottom + 6, card.w - 16,
                                                 STATUS_H - 8), seat in self.present)
        said = self.services.words.gettext(ADDRESS_SAID).format(address=self.request.address)
        text_in(canvas, ui, said, STATUS_SIZE, theme.cream, ADDRESS, shadow=theme.shadow)

    def name_size(self) -> float:
        """One size for every seat's name, the smaller any needs in its band beside its tag:
        the names read as one row, none shrunk alone ("Diego" beside "Rosa")."""
        ui, words = self.services.fonts, self.services.words
        sizes = [float(fonts.TITLE)]
        for index, ((name, _code), card) in enumerate(zip(self.codes, self.cards(),
                                                          strict=True)):
            number = words.gettext(SEAT_NUMBER).format(number=self.seat_of(index) + 1)
            tag = min(ui.measure(number, SEAT_SIZE)[0], 100)
            room = card.w - 2 * CARD_PAD - tag - 40 - NAME_GAP
            sizes.append(ui.fit(name, fonts.TITLE, (room, NAME_H))[0])
        return min(sizes)

    def draw_status(self, canvas: pygame.Surface, room: pygame.Rect, came: bool) -> None:
        """Whether the seat's phone has come: a lime pill with a tick, or an outlined pill
        waiting (the same shape, so the two read as one status)."""
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        size = self.status_size(room)
        if not came:
            paint.rect(canvas, palette.EDGE_BROWN, room, 2, border_radius=room.h // 2)
            text_in(canvas, ui, _(NOT_YET), size, theme.charcoal, room.inflate(-16, 0))
            return
        paint.rect(canvas, theme.lime, room, border_radius=room.h // 2)
        said = _(CONNECTED)
        width = min(ui.measure(said, size)[0], room.w - 40)
        left = room.centerx - (width + 26) // 2
        tick = (left + 9, room.centery)
        paint.lines(canvas, theme.charcoal, False, [(tick[0] - 7, tick[1]),
                                                   (tick[0] - 2, tick[1] + 6),
                                                   (tick[0] + 8, tick[1] - 6)], 3)
        text_in(canvas, ui, said, size, theme.charcoal,
                pygame.Rect(left + 26, room.y, room.right - left - 32, room.h), "midleft")

    def status_size(self, room: pygame.Rect) -> float:
        """One size for both statuses' words, the smaller either needs in its pill ("Phone
        connected" after its tick): a seat whose phone came never reads smaller than the
        seats still waiting beside it."""
        ui, _ = self.services.fonts, self.services.words.gettext
        waiting, _width = ui.fit(_(NOT_YET), STATUS_SIZE, (room.w - 16, room.h))
        came, _width = ui.fit(_(CONNECTED), STATUS_SIZE, (room.w - 40, room.h))
        return min(waiting, came)

    def draw_offline(self, canvas: pygame.Surface) -> None:
        """No network a phone could reach: no code (it would open the phone itself), and
        what to do instead."""
        theme, ui = self.services.theme, self.services.fonts
        _ = self.services.words.gettext
        panel(canvas, OFFLINE, theme.cream, radius=16)
        draw_no_wifi(canvas, (OFFLINE.x + 100, OFFLINE.centery + 36), theme.chili, theme.felt)
        inner = pygame.Rect(OFFLINE.x + 180, OFFLINE.y + 26, OFFLINE.w - 220, OFFLINE.h - 52)
        heading = pygame.Rect(inner.x, inner.y, inner.w, 56)
        text_in(canvas, ui, _(NO_NETWORK), fonts.HEADING - 6, theme.chili, heading, "midleft")
        text_in(canvas, ui, _(NO_NETWORK_SAID), fonts.BODY, theme.charcoal,
                pygame.Rect(inner.x, heading.bottom + 16, inner.w, inner.bottom - heading.bottom
                            - 16), "topleft", wrap=True)

    def draw_steps(self, canvas: pygame.Surface) -> None:
        """What to do, in three numbered steps side by side, in body text (one or two seats:
        one under another, beside their cards)."""
        theme, ui = self.services.theme, self.services.fonts
        steps = self.steps()
        width = STEPS.w // len(steps)
        solo = len(self.codes) <= BESIDE  # (one under another, beside the cards)
        column = SOLO_STEPS if len(self.codes) == 1 else PAIR_STEPS
        size = fonts.BODY if solo else fonts.BODY - 2
        tall = column.h // len(steps)
        words_w = column.w - 2 * STEP_NUMBER - 36
        heights = [max(2 * STEP_NUMBER + 12, ui.fitted_size(said, size, (words_w, tall),
                                                            wrap=True)[1]) for said in steps]
        y = column.centery - (sum(heights) + STEP_GAP * (len(steps) - 1)) // 2
        for number, said in enumerate(steps, start=1):
            if solo:  # (one under another, a steady gap between, the block on the cards'
                room = pygame.Rect(column.x, y, column.w, heights[number - 1])  # middle)
                y = room.bottom + STEP_GAP
            else:
                room = pygame.Rect(STEPS.x + (number - 1) * width, STEPS.y, width, STEPS.h)
            centre = (room.x + STEP_NUMBER + 8, room.y + STEP_NUMBER + 6)
            paint.circle(canvas, theme.marigold, centre, STEP_NUMBER)
            text_in(canvas, ui, str(number), fonts.SMALL + 2, theme.charcoal,
                    pygame.Rect(centre[0] - STEP_NUMBER, centre[1] - STEP_NUMBER,
                                2 * STEP_NUMBER, 2 * STEP_NUMBER))
            words = pygame.Rect(room.x + 2 * STEP_NUMBER + 20, room.y,
                                room.w - 2 * STEP_NUMBER - 36, room.h)
            text_in(canvas, ui, said, size, theme.cream, words, "topleft", shadow=theme.shadow,
                    wrap=True)

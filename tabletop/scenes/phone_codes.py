"""Each phone seat's QR code and address, a screen of its own: scan it to play that seat.

The codes are made by segno from the seat's link (its token in it) and shown as pictures, each
on a card under its seat's mark and name; three numbered steps above them say what to do, and
the address the links open stands under them. "Back to the table" leaves phones on, "Stop
phones" turns them off. The screen covers the table whole (on the felt, like every menu): a
code must be the one thing to look at across a room.
"""

from __future__ import annotations

import io

import pygame
import segno

from tabletop.core.language import N_
from tabletop.routes import PhoneCodes
from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts, paint
from tabletop.ui.draw import badge, panel, text_in
from tabletop.ui.widgets import Button

CODE_SIDE = 280
"""A code's largest side in logical pixels (big enough for a phone's camera across a sofa)."""
GAP = 24
"""Between two seats' cards."""
ROW = pygame.Rect(40, 208, 1200, 384)
"""The seats' cards' room."""
CARD_PAD = 14
"""Round a code inside its card."""
NAME_H = 48
"""A card's band over its code: the seat's mark and name."""
STEPS = pygame.Rect(40, 112, 1200, 84)
"""The three steps, side by side."""
STEP_NUMBER = 17
"""A step's number's disc (its radius)."""
ADDRESS = pygame.Rect(40, 600, 1200, 36)
STEP_WIFI = N_("Put your phone on the same Wi-Fi as this computer.")
STEP_SCAN = N_("Point its camera at your seat's code and open the link.")
STEP_HAND = N_("Your hand stays hidden on your phone.")
STEP_PAD = N_("Your phone is your controller: no gamepad needed.")
ADDRESS_SAID = N_("The link opens {address} in the phone's browser: no app needed.")


def code_picture(link: str, side: int) -> pygame.Surface:
    """`link` as a QR code picture, `side` pixels square."""
    out = io.BytesIO()
    segno.make(link, error="m").save(out, kind="png", scale=8, border=2)
    out.seek(0)
    return paint.scale(pygame.image.load(out, "code.png"), (side, side))


def code_side(count: int) -> int:
    """A code's side with `count` seats' cards in the row: as big as the row lets them be,
    never past `CODE_SIDE`."""
    count = max(1, count)
    card_w = (ROW.w - GAP * (count - 1)) // count
    return min(CODE_SIDE, card_w - 2 * CARD_PAD, ROW.h - NAME_H - 2 * CARD_PAD)


class PhoneCodesScene(MenuScene):
    """The codes, on a screen of their own over the frozen table."""

    opaque = True
    freezes_below = True

    def __init__(self, services, request: PhoneCodes) -> None:
        super().__init__(services)
        self.request = request
        side = code_side(len(request.links))
        self.codes = [(name, code_picture(link, side)) for name, link in request.links]
        self.side = side
        self.reword()

    def reword(self) -> None:
        _ = self.services.words.gettext
        self.heading = _("Play on phones")
        self.widgets.widgets.clear()
        self.widgets.add(Button(pygame.Rect(370, 650, 250, 54), label=_("Back to the table"),
                                primary=True, on_click=self.on_back))
        self.widgets.add(Button(pygame.Rect(640, 650, 270, 54), label=_("Stop phones"),
                                on_click=self.stop))

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
        height = NAME_H + self.side + 2 * CARD_PAD
        whole = count * width + (count - 1) * GAP
        x = ROW.centerx - whole // 2
        y = ROW.y + (ROW.h - height) // 2
        return [pygame.Rect(x + i * (width + GAP), y, width, height) for i in range(count)]

    def draw_content(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        self.draw_steps(canvas)
        for index, ((name, code), card) in enumerate(zip(self.codes, self.cards(),
                                                         strict=True)):
            seat = self.seat_of(index)
            panel(canvas, card, theme.cream, radius=16)
            band = pygame.Rect(card.x + CARD_PAD, card.y + 6, card.w - 2 * CARD_PAD, NAME_H)
            mark = (band.x + 16, band.centery)
            badge(canvas, theme.shapes[seat % len(theme.shapes)], mark, 13,
                  theme.players[seat % len(theme.players)])
            text_in(canvas, ui, name, fonts.TITLE, theme.charcoal,
                    pygame.Rect(band.x + 36, band.y, band.w - 36, band.h), "midleft")
            canvas.blit(code, code.get_rect(midtop=(card.centerx, band.bottom + CARD_PAD - 6)))
        said = self.services.words.gettext(ADDRESS_SAID).format(address=self.request.address)
        text_in(canvas, ui, said, fonts.SMALL, theme.cream_dark, ADDRESS, shadow=theme.shadow)

    def draw_steps(self, canvas: pygame.Surface) -> None:
        """What to do, in three numbered steps side by side, in body text."""
        theme, ui = self.services.theme, self.services.fonts
        steps = self.steps()
        width = STEPS.w // len(steps)
        for number, said in enumerate(steps, start=1):
            room = pygame.Rect(STEPS.x + (number - 1) * width, STEPS.y, width, STEPS.h)
            centre = (room.x + STEP_NUMBER + 8, room.y + STEP_NUMBER + 6)
            paint.circle(canvas, theme.marigold, centre, STEP_NUMBER)
            text_in(canvas, ui, str(number), fonts.SMALL + 2, theme.charcoal,
                    pygame.Rect(centre[0] - STEP_NUMBER, centre[1] - STEP_NUMBER,
                                2 * STEP_NUMBER, 2 * STEP_NUMBER))
            words = pygame.Rect(room.x + 2 * STEP_NUMBER + 20, room.y,
                                room.w - 2 * STEP_NUMBER - 36, room.h)
            text_in(canvas, ui, said, fonts.BODY - 2, theme.cream, words, "topleft",
                    shadow=theme.shadow, wrap=True)

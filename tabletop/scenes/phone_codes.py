"""Each phone seat's QR code and address over the table: scan it to play that seat's hand.

The codes are made by segno from the seat's link (its token in it) and shown as pictures;
"Back to the table" leaves phones on, "Stop phones" turns them off.
"""

from __future__ import annotations

import io

import pygame
import segno

from tabletop.routes import PhoneCodes
from tabletop.scenes.base import MenuScene
from tabletop.ui import fonts, paint
from tabletop.ui.draw import Shade, panel, text_in
from tabletop.ui.widgets import Button

CODE_SIDE = 220
"""A code's side in logical pixels (big enough for a phone's camera across a sofa)."""
GAP = 24


def code_picture(link: str, side: int) -> pygame.Surface:
    """`link` as a QR code picture, `side` pixels square."""
    out = io.BytesIO()
    segno.make(link, error="m").save(out, kind="png", scale=8, border=2)
    out.seek(0)
    return paint.scale(pygame.image.load(out, "code.png"), (side, side))


class PhoneCodesScene(MenuScene):
    """The codes, over the frozen table."""

    opaque = False
    freezes_below = True

    def __init__(self, services, request: PhoneCodes) -> None:
        super().__init__(services)
        self.request = request
        self._shade = Shade(190)
        count = max(1, len(request.links))
        side = min(CODE_SIDE, (1180 - GAP * (count - 1)) // count)
        self.codes = [(name, code_picture(link, side)) for name, link in request.links]
        self.side = side
        _ = services.words.gettext
        self.widgets.add(Button(pygame.Rect(400, 620, 230, 54), label=_("Back to the table"),
                                primary=True, on_click=self.on_back))
        self.widgets.add(Button(pygame.Rect(650, 620, 230, 54), label=_("Stop phones"),
                                on_click=self.stop))

    def stop(self) -> None:
        self.on_back()
        self.request.stop()

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        self._shade.draw(canvas)
        theme, ui = self.services.theme, self.services.fonts
        panel(canvas, pygame.Rect(40, 40, 1200, 650), theme.cream)
        _ = self.services.words.gettext
        text_in(canvas, ui, _("Play on phones"), fonts.TITLE, theme.charcoal,
                pygame.Rect(60, 56, 1160, 44), "midtop")
        said = (_("Same Wi-Fi as this computer: scan your seat's code, or open {address} and "
                  "your link. Your phone is your controller.") if self.request.controller else
                _("Same Wi-Fi as this computer: scan your seat's code, or open {address} and "
                  "your link. Your hand stays on your phone."))
        text_in(canvas, ui, said.format(address=self.request.address),
                fonts.SMALL, theme.charcoal, pygame.Rect(80, 108, 1120, 56), "midtop",
                wrap=True)
        count = len(self.codes)
        width = count * self.side + (count - 1) * GAP
        x = 640 - width // 2
        for name, code in self.codes:
            spot = code.get_rect(topleft=(x, 190))
            canvas.blit(code, spot)
            text_in(canvas, ui, name, fonts.BODY, theme.charcoal,
                    pygame.Rect(spot.x - 10, spot.bottom + 10, spot.w + 20, 36), "midtop")
            x += self.side + GAP
        self.widgets.draw(canvas, ui, theme)

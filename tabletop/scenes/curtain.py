"""The "pass to <name>" curtain: hides every hand until the named player is ready."""

from __future__ import annotations

import math

import pygame

from tabletop.input import intents as it
from tabletop.input import pad
from tabletop.scenes.base import MenuScene
from tabletop.scenes.menu_voice import sentence
from tabletop.ui import fonts, paint
from tabletop.ui.draw import badge, panel, text_in
from tabletop.ui.widgets import Button

RECAP_HEAD, RECAP_ROW = 36, 46
"""The recap's heading, and each of its lines (two lines of text fit)."""
BUNTING_BOTTOM = 216
"""The lowest point of the curtain picture's second row of flags: the panel stands below it,
in the middle of the room left, when it fits there."""


class CurtainScene(MenuScene):
    """Opaque: nothing private is drawn behind it. Enter, Space, the button or the seat's pad's
    A lifts it (another player's pad cannot); Esc or Start opens the pause menu over it
    (`on_menu`), and resuming comes back to it."""

    opaque = True
    freezes_below = True

    def __init__(self, services, name: str, seat: int, reason: str, on_ready,
                 on_menu=None, recap: tuple[str, ...] = (), names: tuple[str, ...] = ()
                 ) -> None:
        super().__init__(services)
        self.name = name
        self.seat = seat
        self.reason = reason
        self.recap = recap
        """What happened since this player's last turn (the latest lines), as they may know it."""
        self.on_ready = on_ready
        self.names = names
        """Every seat's name (to say whose pad pressed)."""
        self.on_menu = on_menu
        self.time = 0.0
        self._swaying = False
        self.message = ""
        """Why a press did not lift the curtain (another player's pad)."""
        button = pygame.Rect(490, self.box().bottom - (90 if not recap else 86), 300, 60)
        self.button = self.widgets.add(Button(button, label="", primary=True,
                                              on_click=self.ready))
        self.reword()

    def reword(self) -> None:
        self.button.label = self.services.words.gettext("I am {name}").format(name=self.name)

    def heading_text(self) -> str:
        """"Pass to Ana"; with a pad in hand, the pad is what is passed."""
        pads = self.services.pads
        held = pads.claims.get(self.seat)
        ready = pad.button_name("confirm", self.services.pad_swap)
        _ = self.services.words.gettext
        if held is not None:
            return _("{name}: press {button} on your pad when ready").format(name=self.name,
                                                                           button=ready)
        if pads.in_hand:
            return _("Pass the pad to {name} \u2014 press {button} when ready").format(
                name=self.name, button=ready)
        return _("Pass to {name}").format(name=self.name)

    def spoken_title(self) -> str:
        """Narration: whom to pass to, why, and what happened since their last turn (only what
        that player may know, as the recap shows it)."""
        recap = [self.services.words.gettext("Since your last turn"), *self.recap] \
            if self.recap else []
        return sentence(self.heading_text(), self.reason, *recap)

    def ready(self) -> None:
        self.require_stack().pop()
        self.on_ready()

    def handle(self, intent) -> None:
        intent = self.menu_intent(intent)
        if intent is None:
            return
        pad = getattr(intent, "pad", None)
        if isinstance(intent, it.Confirm) and not self.services.pads.may_act(pad, self.seat):
            owner = self.services.pads.seat_of(pad) if pad is not None else None
            _ = self.services.words.gettext
            if owner is not None:
                self.message = _("That is {owner}'s pad: only {name}'s own pad lifts this "
                                 "curtain.").format(owner=self.owner_name(owner), name=self.name)
            else:
                self.message = _("That pad is not theirs: only {name}'s own pad lifts this "
                                 "curtain.").format(name=self.name)
            self.services.sounds.play("drop_refused")
            self.mark_changed()
            return
        if isinstance(intent, it.Back):
            if self.on_menu is not None:  # the menu opens over the curtain, which stays up
                self.services.sounds.play("ui_click")
                self.on_menu()
            return
        super().handle(intent)

    def owner_name(self, seat: int) -> str:
        if seat < len(self.names):
            return self.names[seat]
        return self.services.words.gettext("Player {number}").format(number=seat + 1)

    def moving(self) -> bool:
        """Only the drawn stand-in for a missing curtain picture sways."""
        return self._swaying

    def update(self, dt: float) -> None:
        super().update(dt)
        self.time += dt

    def draw(self, canvas: pygame.Surface, alpha: float) -> None:
        theme, ui = self.services.theme, self.services.fonts
        canvas.fill(theme.magenta)
        try:
            pattern = self.services.images.scaled("ui/curtain.png", canvas.get_size())
            canvas.blit(pattern, (0, 0))
        except Exception:  # noqa: BLE001 - decoration only
            self._swaying = True
            for i in range(0, 1280, 64):
                sway = math.sin(self.time * 2 + i) * 4
                paint.polygon(canvas, theme.marigold,
                                    [(i, 0), (i + 64, 0), (i + 32, 48 + sway)])
        box = self.box()
        top = box.y
        panel(canvas, box, theme.cream)
        badge(canvas, theme.shapes[self.seat % 5], (640, top + 60), 22,
              theme.players[self.seat % len(theme.players)])
        inner = box.inflate(-40, 0)
        text_in(canvas, ui, self.heading_text(), fonts.HEADING, theme.charcoal,
                pygame.Rect(inner.x, top + 96, inner.w, 64))
        text_in(canvas, ui, self.reason, fonts.BODY, theme.charcoal,
                pygame.Rect(inner.x, top + 166, inner.w, 96 if not self.recap else 64),
                "midtop", wrap=True)
        if self.recap:
            self.draw_recap(canvas, pygame.Rect(inner.x, top + 236, inner.w,
                                                RECAP_HEAD + RECAP_ROW * len(self.recap)))
        self.widgets.draw(canvas, ui, theme)
        if self.message:
            text_in(canvas, ui, self.message, fonts.SMALL, theme.cream,
                    pygame.Rect(box.x, box.bottom + 8, box.w, 40), "midtop",
                    shadow=theme.shadow, wrap=True)

    def box(self) -> pygame.Rect:
        """The curtain's panel: taller with a recap, as tall as its lines need; centred in
        the room under the flags, or on the screen when it is too tall for that room."""
        if not self.recap:
            width, height = 600, 360
        else:
            width, height = 700, 236 + RECAP_HEAD + RECAP_ROW * len(self.recap) + 100
        room = 720 - BUNTING_BOTTOM
        top = BUNTING_BOTTOM + (room - height) // 2 if height <= room else (720 - height) // 2
        return pygame.Rect(640 - width // 2, top, width, height)

    def draw_recap(self, canvas: pygame.Surface, box: pygame.Rect) -> None:
        """Since your last turn: the latest lines of the table's history, one under another."""
        theme, ui = self.services.theme, self.services.fonts
        paint.line(canvas, theme.cream_dark, box.topleft, box.topright, 2)
        text_in(canvas, ui, self.services.words.gettext("Since your last turn"), fonts.SMALL,
                theme.magenta,
                pygame.Rect(box.x, box.y + 6, box.w, 26), "midleft")
        for i, line in enumerate(self.recap):
            text_in(canvas, ui, line, fonts.SMALL, theme.charcoal,
                    pygame.Rect(box.x, box.y + RECAP_HEAD + i * RECAP_ROW, box.w, RECAP_ROW),
                    "midleft", wrap=True)

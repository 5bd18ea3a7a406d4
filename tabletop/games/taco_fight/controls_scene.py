"""Before the fight (and on F2): every device's keys and which seat it plays; seats without a
device are bots. Devices change seat here; a new gamepad joins with any button.

Drawn over the table, which stays frozen (the hourglass does not run) until play starts.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.scene import Scene
from tabletop.games.taco_fight.devices import (
    COMMAND_NAMES,
    KEY_LABELS,
    LEFT_KEYS,
    MOUSE,
    RIGHT_KEYS,
    device_kind,
    device_label,
    is_pad,
    pad_device,
)
from tabletop.input import intents as it
from tabletop.ui import fonts, paint
from tabletop.ui.draw import badge, panel
from tabletop.ui.layer import matches, surface_like

CARD_W, CARD_H = 292, 318
TOP = 184
START_BUTTON = pygame.Rect(1050, 650, 200, 52)
CHANGE_KEYS = {MOUSE: "click this card", LEFT_KEYS: "A / D", RIGHT_KEYS: "Left / Right",
               "pad:": "d-pad left / right"}
NO_PAD = "no-pad"
START_KEYS = "Start: click Start, or E, Enter, or A on a pad"
BACK_KEYS = "Back to the fight: click Resume, or E, Enter, Esc, F2, or A on a pad"


class ControlsScene(Scene):
    opaque = False
    freezes_below = True

    def __init__(self, services, table, first: bool = False) -> None:
        super().__init__()
        self.services = services
        self.table = table
        self.hub = table.hub
        self.first = first
        self._shade: pygame.Surface | None = None

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
            height = CARD_H if len(shown) <= per_row else CARD_H // 2 + 60
            out.append((device, pygame.Rect(left + col * (CARD_W + 14),
                                            TOP + row * (height + 10), CARD_W, height)))
        return out

    # --- input ------------------------------------------------------------------------------
    def close(self) -> None:
        self.table.reconcile_bots()
        self.services.sounds.play("ui_click")
        if self.stack is not None:
            self.stack.pop()

    def handle(self, intent: Any) -> None:
        hub = self.hub
        if isinstance(intent, it.Back | it.Confirm):
            self.close()
        elif isinstance(intent, it.KeyPress):
            if intent.key in ("a", "d"):
                hub.cycle(LEFT_KEYS, -1 if intent.key == "a" else 1)
            elif intent.key in ("e", "f2"):
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
        if not matches(self._shade, canvas):
            self._shade = surface_like(canvas, canvas.get_size(), pygame.SRCALPHA)
            self._shade.fill((10, 20, 24, 215))
        canvas.blit(self._shade, (0, 0))
        theme, ui = self.services.theme, self.services.fonts
        heading = ui.text("Who plays on what?", fonts.HEADING, theme.cream, shadow=theme.shadow)
        canvas.blit(heading, heading.get_rect(midtop=(640, 14)))
        self.draw_seats(canvas)
        for device, rect in self.device_rects():
            self.draw_device(canvas, device, rect)
        note = ("Each device plays the seat shown on its card; a seat with no device is played "
                "by a bot. A new gamepad: press any button to join.")
        text = ui.text(note, fonts.SMALL, theme.cream, shadow=theme.shadow, width=980)
        canvas.blit(text, (30, 640))
        hint = ui.text(START_KEYS if self.first else BACK_KEYS, 16, theme.cream_dark)
        canvas.blit(hint, (30, 690))
        paint.rect(canvas, theme.marigold, START_BUTTON, border_radius=12)
        label = ui.text("Start" if self.first else "Resume", fonts.BODY,
                        theme.charcoal)
        canvas.blit(label, label.get_rect(center=START_BUTTON.center))

    def draw_no_pad(self, canvas: pygame.Surface, rect: pygame.Rect) -> None:
        theme, ui = self.services.theme, self.services.fonts
        paint.rect(canvas, theme.cream_dark, rect, 3, border_radius=14)
        canvas.blit(ui.text("Gamepads", fonts.BODY - 2, theme.cream), (rect.x + 14, rect.y + 10))
        text = ("Plug one in and press any button: it takes a free seat. D-pad or stick move, "
                "A play, B hit (tap to stab), X flip, Y grab, LB shuffle, RB give, Back auto "
                "place, Start ready.")
        body = ui.text(text, 16, theme.cream_dark, width=rect.w - 28)
        canvas.blit(body, (rect.x + 14, rect.y + 46))

    def draw_seats(self, canvas: pygame.Surface) -> None:
        theme, ui = self.services.theme, self.services.fonts
        seats = self.table.match.setup.seats
        width = 290
        left = (1280 - len(seats) * width - (len(seats) - 1) * 12) // 2
        for seat, info in enumerate(seats):
            rect = pygame.Rect(left + seat * (width + 12), 74, width, 96)
            colour, shape = self.table.seat_style(seat)
            panel(canvas, rect, theme.cream, colour, radius=12)
            paint.rect(canvas, colour, rect, 4, border_radius=12)
            badge(canvas, shape, (rect.x + 22, rect.y + 24), 12, colour)
            name = ui.text(f"Seat {seat + 1}: {info.name}", fonts.BODY - 2, theme.charcoal)
            canvas.blit(name, (rect.x + 42, rect.y + 10))
            devices = self.hub.devices_for(seat)
            if devices:
                line = ", ".join(device_label(d) for d in devices)
                colour_text = theme.charcoal
            else:
                line = "Bot (no device)"
                colour_text = theme.marigold_dark
            text = ui.text(line, fonts.SMALL, colour_text, width=rect.w - 24)
            canvas.blit(text, (rect.x + 14, rect.y + 46))

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
            plays = f"plays {self.table.seat_name(seat)}"
        else:
            plays = "not playing"
        title = device_label(device)
        if is_pad(device) and self.hub.pad_names.get(device):
            title = f"{title} ({self.hub.pad_names[device][:16]})"
        canvas.blit(ui.text(title, fonts.BODY - 2, theme.charcoal), (rect.x + 14, rect.y + 10))
        canvas.blit(ui.text(plays, fonts.SMALL, theme.marigold_dark if seat is None
                            else theme.charcoal), (rect.x + 14, rect.y + 38))
        labels = KEY_LABELS[device_kind(device)]
        y = rect.y + 66
        small = rect.h < CARD_H
        rows = list(COMMAND_NAMES) if not small else ["move", "play", "hit", "flip"]
        for name in rows:
            key = labels[name]
            what = {"move": "move", "play": "play on plate", "hit": "hit, tap to stab",
                    "flip": "flip two", "grab": "grab five", "shuffle": "shuffle",
                    "give": "give a card", "auto": "auto place", "ready": "ready"}[name]
            key_text = ui.text(key, 16, theme.charcoal)
            if key_text.get_width() > 140:
                key_text = paint.smoothscale(key_text, (140, key_text.get_height()))
            canvas.blit(key_text, (rect.x + 14, y))
            canvas.blit(ui.text(what, 16, (110, 96, 80)), (rect.x + 160, y))
            y += 24
        change = CHANGE_KEYS.get(device_kind(device), "")
        text = ui.text(f"change seat: {change}", 16, theme.marigold_dark)
        canvas.blit(text, (rect.x + 14, rect.bottom - 26))

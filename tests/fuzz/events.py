"""Random input for the scene fuzz: intents (tabletop/input/intents.py) and real pygame events
(fed through InputMapper by the app's own loop). Pointer positions favour the places worth
hitting (widgets, cards, zones) but land anywhere, including off the canvas.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from tabletop.input import intents as it

CANVAS = (1280, 720)
KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_h, pygame.K_z,
        pygame.K_F1, pygame.K_F11, pygame.K_BACKSPACE, pygame.K_PAGEDOWN, pygame.K_PAGEUP,
        pygame.K_a, pygame.K_1, pygame.K_DELETE, pygame.K_w, pygame.K_s, pygame.K_f,
        pygame.K_e, pygame.K_q, pygame.K_r, pygame.K_x, pygame.K_RSHIFT, pygame.K_SLASH,
        pygame.K_PERIOD, pygame.K_SEMICOLON, pygame.K_F2, pygame.K_LSHIFT)
MODS = (0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL, pygame.KMOD_CTRL | pygame.KMOD_SHIFT,
        pygame.KMOD_ALT)
TEXTS = ("a", "Z", "é", "ñ", "🌮", " ", "Ana", "x" * 40, "\t", "'", "<b>", "0")
KEY_NAMES = ("h", "a", "w", "s", "d", "e", "f", "q", "r", "c", "g", "z", "x", "space",
             "page down", "page up", "return", "1", "left shift", "right shift", "/", ".", ",",
             "l", "'", ";", "f2", "tab", "escape")
SIZES = ((1280, 720), (800, 600), (1920, 1080), (640, 360), (1, 1), (100, 40), (720, 1280),
         (1366, 768), (300, 900))


def hot_points(scenes: list[Any]) -> list[tuple[int, int]]:
    """Centres of things worth clicking in the scenes on the stack (top scene first)."""
    points: list[tuple[int, int]] = []
    for scene in reversed(scenes[-2:]):
        widgets = getattr(getattr(scene, "widgets", None), "widgets", None) or []
        for widget in widgets:
            rect = getattr(widget, "rect", None)
            if rect is not None:
                points.append(tuple(rect.center))
        sprites = getattr(scene, "sprites", None)
        layer = getattr(scene, "cards", None)  # the table kit's card layer
        if not isinstance(sprites, dict) and isinstance(getattr(layer, "sprites", None), dict):
            sprites = layer.sprites
        if isinstance(sprites, dict):
            for sprite in list(sprites.values())[:40]:
                rect = getattr(sprite, "rect", None)
                if rect is not None:
                    points.append(tuple(rect.center))
        buttons = getattr(scene, "buttons", None)
        if callable(buttons):
            points += [tuple(b.rect.center) for b in buttons()]
        view = getattr(scene, "view", None)
        if view is not None and view is not scene:
            points += hot_points([view])
    return points


class InputSource:
    """Makes batches of input; `points` is refreshed by the driver before each batch."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.points: list[tuple[int, int]] = []
        self.pads: list[int] = []
        self.next_pad = 0

    def point(self) -> tuple[int, int]:
        rng = self.rng
        if self.points and rng.random() < 0.7:
            x, y = rng.choice(self.points)
            return (x + rng.randint(-12, 12), y + rng.randint(-12, 12))
        if rng.random() < 0.08:
            return (rng.randint(-200, 1500), rng.randint(-200, 900))
        return (rng.randrange(CANVAS[0]), rng.randrange(CANVAS[1]))

    # --- intents ---------------------------------------------------------------------------
    def intents(self) -> list[Any]:
        """A short burst of intents: a click, a drag, keys, text, a pad coming or going."""
        rng = self.rng
        pick = rng.random()
        if pick < 0.22:
            pos = self.point()
            button = rng.choice((1, 1, 1, 3, 2))
            return [it.PointerMove(pos), it.PointerDown(pos, button), it.PointerUp(pos, button)]
        if pick < 0.40:
            return self.drag()
        if pick < 0.47:
            return [it.PointerMove(self.point()) for _ in range(rng.randint(1, 4))]
        if pick < 0.72:
            return [self.key_intent() for _ in range(rng.randint(1, 3))]
        if pick < 0.78:
            return [it.TextInput(rng.choice(TEXTS)), it.Erase()][: rng.randint(1, 2)]
        if pick < 0.82:
            return [it.Scroll(rng.choice((-3, -1, 1, 2, 10)))]
        if pick < 0.86:
            return [it.FocusLost()]
        return self.pad_intents()

    def drag(self) -> list[Any]:
        rng = self.rng
        start, end = self.point(), self.point()
        out: list[Any] = [it.PointerMove(start), it.PointerDown(start, 1)]
        steps = rng.randint(1, 6)
        for i in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * i // steps
            y = start[1] + (end[1] - start[1]) * i // steps
            out.append(it.PointerMove((x, y)))
        if rng.random() < 0.1:
            out.append(it.PointerDown(end, 3))  # right click mid-drag cancels
        if rng.random() < 0.1:
            out.append(self.key_intent())        # a key pressed while dragging
        if rng.random() < 0.05:
            out += self.pad_intents()            # a pad plugged in or pulled out mid-drag
        if rng.random() < 0.92:
            out.append(it.PointerUp(end, 1))     # otherwise the button stays down for a while
        return out

    def key_intent(self) -> Any:
        rng = self.rng
        pick = rng.randrange(11)
        if pick == 0:
            return it.Navigate(*rng.choice(((1, 0), (-1, 0), (0, 1), (0, -1))))
        if pick == 1:
            return it.Focus(rng.choice((1, -1)))
        if pick in (2, 3):
            return it.Confirm()
        if pick == 4:
            return it.Back()
        if pick == 5:
            return it.Command(rng.choice(("undo", "rules", "hint", "fullscreen", "nonsense")))
        if pick == 6:
            return it.KeyPress(rng.choice(KEY_NAMES))
        if pick == 7:
            return it.KeyRelease(rng.choice(KEY_NAMES))
        if pick == 8:
            return it.Erase()
        if pick == 9:
            return it.KeyPress("h")
        return it.Navigate(*rng.choice(((1, 0), (-1, 0))))

    def pad_intents(self) -> list[Any]:
        rng = self.rng
        pick = rng.random()
        if pick < 0.25 or not self.pads:
            pad = self.next_pad
            self.next_pad += 1
            self.pads.append(pad)
            return [it.PadAdded(pad, rng.choice(("Xbox Controller", "", "Pad 🌮")))]
        pad = rng.choice(self.pads + [999])
        if pick < 0.4:
            if pad in self.pads:
                self.pads.remove(pad)
            return [it.PadRemoved(pad)]
        if pick < 0.6:
            button = rng.randrange(16)
            return [it.PadButton(pad, button), it.PadButtonUp(pad, button)][: rng.randint(1, 2)]
        if pick < 0.8:
            return [it.PadHat(pad, *rng.choice(((1, 0), (-1, 0), (0, 1), (0, -1), (0, 0))))]
        return [it.PadAxis(pad, rng.randrange(6), rng.uniform(-1.0, 1.0))]

    # --- real pygame events ---------------------------------------------------------------
    def pygame_events(self, window_size: tuple[int, int]) -> list[pygame.event.Event]:
        """Device events as the window sends them (window coordinates, not canvas ones)."""
        rng = self.rng
        pick = rng.random()
        w, h = window_size

        def wpos() -> tuple[int, int]:
            x, y = self.point()
            return (int(x * w / CANVAS[0]), int(y * h / CANVAS[1]))

        if pick < 0.3:
            pos, end = wpos(), wpos()
            button = rng.choice((1, 1, 3, 2, 4, 5))
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=button)]
        if pick < 0.6:
            key, mod = rng.choice(KEYS), rng.choice(MODS)
            down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
            up = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)
            return [down, up] if rng.random() < 0.7 else [down]
        if pick < 0.68:
            return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))]
        if pick < 0.74:
            return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, -1, 1, 3)),
                                       flipped=False, precise_x=0.0, precise_y=1.0)]
        if pick < 0.78:
            return [pygame.event.Event(pygame.WINDOWFOCUSLOST)]
        if pick < 0.82:
            return [pygame.event.Event(pygame.QUIT)]
        return self.pad_events()

    def pad_events(self) -> list[pygame.event.Event]:
        rng = self.rng
        pad = rng.randrange(4)
        pick = rng.randrange(5)
        if pick == 0:
            return [pygame.event.Event(pygame.JOYDEVICEADDED, device_index=pad, guid="")]
        if pick == 1:
            return [pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=pad)]
        if pick == 2:
            button = rng.randrange(12)
            return [pygame.event.Event(kind, instance_id=pad, joy=pad, button=button)
                    for kind in (pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP)]
        if pick == 3:
            value = rng.choice(((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)))
            return [pygame.event.Event(pygame.JOYHATMOTION, instance_id=pad, joy=pad, hat=0,
                                       value=value)]
        return [pygame.event.Event(pygame.JOYAXISMOTION, instance_id=pad, joy=pad,
                                   axis=rng.randrange(4), value=rng.uniform(-1, 1))]

    def window_size(self) -> tuple[int, int]:
        return self.rng.choice(SIZES)

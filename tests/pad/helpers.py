"""Drive real scenes with synthetic gamepad events: raw pygame events through the app's own
mapper and dispatch, as a pad plugged into the running app would send them."""

from __future__ import annotations

import itertools

import pygame

from tabletop.app import _dispatch
from tabletop.input import intents as it
from tabletop.input.mapper import InputMapper, PadOpener

PAD = 7
"""The instance id of the test's game controller (device index 0)."""
RAW = 9
"""The instance id of an unknown pad SDL has no mapping for (device index 1)."""
OTHER = 8
"""A second game controller (device index 2)."""
REPLUGGED = 11
"""The first pad plugged back in (device index 3): SDL gives it a new instance id."""


class FakeOpener(PadOpener):
    """Pads the dummy video driver cannot plug in: device index -> (instance, name, is a game
    controller)."""

    def __init__(self, devices=None):
        super().__init__()
        self.devices = devices or {0: (PAD, "Xbox pad", True), 1: (RAW, "Odd stick", False),
                                   2: (OTHER, "Second pad", True), 3: (REPLUGGED, "Xbox pad", True)}

    def is_controller(self, index):
        return self.devices[index][2]

    def open_controller(self, index):
        instance, name, _ = self.devices[index]
        return instance, name

    def open_joystick(self, index):
        instance, name, _ = self.devices[index]
        return instance, name


def ev(kind, **fields):
    return pygame.event.Event(kind, **fields)


BUTTON = {"a": pygame.CONTROLLER_BUTTON_A, "b": pygame.CONTROLLER_BUTTON_B,
          "x": pygame.CONTROLLER_BUTTON_X, "y": pygame.CONTROLLER_BUTTON_Y,
          "start": pygame.CONTROLLER_BUTTON_START, "back": pygame.CONTROLLER_BUTTON_BACK,
          "lb": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
          "rb": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER}
DPAD = {(1, 0): pygame.CONTROLLER_BUTTON_DPAD_RIGHT, (-1, 0): pygame.CONTROLLER_BUTTON_DPAD_LEFT,
        (0, 1): pygame.CONTROLLER_BUTTON_DPAD_DOWN, (0, -1): pygame.CONTROLLER_BUTTON_DPAD_UP}


def press(name, instance=PAD):
    """A controller button pressed and let go."""
    return [ev(pygame.CONTROLLERBUTTONDOWN, instance_id=instance, button=BUTTON[name]),
            ev(pygame.CONTROLLERBUTTONUP, instance_id=instance, button=BUTTON[name])]


def dpad(dx, dy, instance=PAD):
    button = DPAD[(dx, dy)]
    return [ev(pygame.CONTROLLERBUTTONDOWN, instance_id=instance, button=button),
            ev(pygame.CONTROLLERBUTTONUP, instance_id=instance, button=button)]


def stick(dx, dy, instance=PAD):
    """The left stick pushed one way (past the dead zone) and let go."""
    axis = pygame.CONTROLLER_AXIS_LEFTX if dx else pygame.CONTROLLER_AXIS_LEFTY
    value = (dx or dy) * 30000
    return [ev(pygame.CONTROLLERAXISMOTION, instance_id=instance, axis=axis, value=1200),
            ev(pygame.CONTROLLERAXISMOTION, instance_id=instance, axis=axis, value=value),
            ev(pygame.CONTROLLERAXISMOTION, instance_id=instance, axis=axis, value=0)]


def hat(dx, dy, instance=RAW):
    """A raw joystick's hat pushed and let go (SDL's hat y points up)."""
    return [ev(pygame.JOYHATMOTION, instance_id=instance, hat=0, value=(dx, -dy)),
            ev(pygame.JOYHATMOTION, instance_id=instance, hat=0, value=(0, 0))]


class Pads:
    """The app's mapper with fake pads plugged in; `send` plays keyboard intents as the pad
    presses that make them (the d-pad and the stick by turns)."""

    def __init__(self, services, stack, instance=PAD):
        self.services, self.stack, self.instance = services, stack, instance
        self.mapper = InputMapper(lambda p: p, opener=FakeOpener())
        self.ways = itertools.cycle((dpad, stick))
        self.events = 0

    def post(self, events):
        """Raw events through the mapper and the app's dispatch."""
        self.events += len(events)
        _dispatch(self.services, self.stack, self.mapper.map_events(events))
        self.stack.apply_pending()

    def plug(self, index=0):
        self.post([ev(pygame.CONTROLLERDEVICEADDED if FakeOpener().devices[index][2]
                      else pygame.JOYDEVICEADDED, device_index=index)])

    def unplug(self, instance=PAD):
        self.post([ev(pygame.JOYDEVICEREMOVED, instance_id=instance),
                   ev(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance)])

    def events_for(self, intent):
        """The pad presses that make `intent` (the keyboard's)."""
        pad = self.instance
        if isinstance(intent, it.Navigate):
            return next(self.ways)(intent.dx, intent.dy, pad)
        if isinstance(intent, it.Confirm):
            return press("a", pad)
        if isinstance(intent, it.Erase):
            return press("b", pad)
        if isinstance(intent, it.Focus):
            return press("rb" if intent.step > 0 else "lb", pad)
        raise AssertionError(f"a pad has no {intent}")

    def send(self, stack, *intents):
        assert stack is self.stack
        for intent in intents:
            self.post(self.events_for(intent))

"""Defects the fuzz found, each pinned by a small test at the depth it was fixed."""

from __future__ import annotations

import pygame

from tabletop.input import intents as it
from tabletop.input.mapper import InputMapper


def test_a_pad_that_cannot_be_opened_is_ignored_not_a_crash():
    """JOYDEVICEADDED for a pad unplugged again (or before the joystick system is up) used to
    raise pygame.error out of the main loop."""
    pygame.display.init()
    mapper = InputMapper(lambda pos: pos)
    added = pygame.event.Event(pygame.JOYDEVICEADDED, device_index=7, guid="")
    assert mapper.map_event(added) is None
    pygame.joystick.init()
    assert mapper.map_event(added) is None
    removed = pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=7)
    assert mapper.map_event(removed) == it.PadRemoved(7)

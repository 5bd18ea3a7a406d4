"""The input mapper turns keyboard and mouse events into intents."""

import pygame

from tabletop.input import intents as it
from tabletop.input.keymap import KeyMap
from tabletop.input.mapper import InputMapper


def key(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def test_keyboard_alone_reaches_every_kind_of_intent():
    mapper = InputMapper(lambda pos: pos)
    got = mapper.map_events([key(pygame.K_LEFT), key(pygame.K_TAB), key(pygame.K_TAB,
                             pygame.KMOD_SHIFT), key(pygame.K_RETURN), key(pygame.K_SPACE),
                             key(pygame.K_ESCAPE), key(pygame.K_F11),
                             key(pygame.K_z, pygame.KMOD_CTRL), key(pygame.K_h)])
    assert got == [it.Navigate(-1, 0), it.Focus(1), it.Focus(-1), it.Confirm(), it.Confirm(),
                   it.Back(), it.Command("fullscreen"), it.Command("undo"),
                   it.KeyPress("h", "hint")]


def test_the_players_keys_do_the_actions_they_chose_and_the_old_keys_no_longer_do():
    keys = KeyMap().rebind("confirm", "k").rebind("hint", "j").rebind("left", "b")
    mapper = InputMapper(lambda pos: pos, keys=lambda: keys)
    got = mapper.map_events([key(pygame.K_k), key(pygame.K_RETURN), key(pygame.K_j),
                             key(pygame.K_h), key(pygame.K_b), key(pygame.K_LEFT)])
    assert got == [it.Confirm(), it.KeyPress("return", ""), it.KeyPress("j", "hint"),
                   it.KeyPress("h", ""), it.Navigate(-1, 0), it.KeyPress("left", "")]
    assert [it.action_of(i) for i in got[2:4]] == ["hint", ""]


def test_a_key_awaited_on_the_keys_screen_arrives_as_itself():
    mapper = InputMapper(lambda pos: pos, capturing=lambda: True)
    got = mapper.map_events([key(pygame.K_RETURN), key(pygame.K_z, pygame.KMOD_CTRL)])
    assert got == [it.KeyPress("return", ""), it.KeyPress("ctrl+z", "")]


def test_pointer_positions_are_mapped_to_the_logical_canvas():
    mapper = InputMapper(lambda pos: (pos[0] // 2, pos[1] // 2))
    got = mapper.map_events([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(200, 100), button=1)])
    assert got == [it.PointerDown((100, 50), 1)]


def test_wait_returns_the_intents_of_an_event_that_arrives():
    pygame.display.init()
    mapper = InputMapper(lambda pos: pos)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(3, 4), button=1))
    assert mapper.wait(5.0) == [it.PointerDown((3, 4), 1)]


def test_wait_gives_nothing_when_its_time_is_up():
    pygame.display.init()
    mapper = InputMapper(lambda pos: pos)
    pygame.event.clear()
    assert mapper.wait(0.01) == []

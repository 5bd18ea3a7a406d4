"""Narration on the menus: with Settings → Narration on, a screen says what it is as it opens
and then the widget the focus rests on, in the player's language; with it off, nothing."""

from __future__ import annotations

import dataclasses

import pygame

from tabletop.input import intents as it
from tabletop.scenes.menu_voice import MenuVoice, widget_words
from tabletop.ui.widgets import Button, Choice, TextField
from tests.kit.ear import CONFIRM, RIGHT, AppEars, narrated_services


def test_a_widget_says_what_it_is_and_what_the_keys_do():
    from tabletop.core.language import Language

    words = Language()
    rect = pygame.Rect(0, 0, 10, 10)
    assert widget_words(Button(rect, label="Start"), words) == "Start, button."
    assert widget_words(Choice(rect, label="Players", choices=["2", "3"], index=1), words) == \
        "Players: 3, choice; Left and Right change it."
    assert widget_words(TextField(rect, text="", placeholder="Player 2"), words) == \
        "Player 2, text field: empty."


def test_the_title_is_said_once_then_the_focus_when_it_moves():
    said: list[tuple[str, bool]] = []

    class Voice:
        def say(self, text: str, interrupt: bool = False) -> None:
            said.append((text, interrupt))

    voice = MenuVoice()
    voice.follow("Settings", "Narration: On, choice.", Voice())
    voice.follow("Settings", "Narration: On, choice.", Voice())
    voice.follow("Settings", "Done, button.", Voice())
    assert said == [("Settings. Narration: On, choice.", False), ("Done, button.", True)]


def test_the_menus_speak_the_players_language():
    services, voice = narrated_services()
    services.storage.update_settings(dataclasses.replace(services.settings, language="es"))
    ears = AppEars(services, voice)
    assert ears.wait()[0].startswith("Taco Tabletop. Cuatro juegos de tacos")
    assert ears.press(CONFIRM)[0].startswith("Elige un juego. Taco Loco")
    assert ears.press(RIGHT)[0].startswith("Taco Party, 2\u20134 jugadores: Jugar, bot\u00f3n.")
    assert services.speech.language == "es"


def test_with_narration_off_the_menus_say_nothing():
    services, voice = narrated_services()
    services.storage.update_settings(dataclasses.replace(services.settings, narration=False))
    ears = AppEars(services, voice)
    ears.wait()
    ears.press(CONFIRM)
    ears.press(it.Navigate(1, 0))
    assert voice.spoken == []


def test_a_screen_is_said_again_when_it_is_back_on_top():
    services, voice = narrated_services()
    ears = AppEars(services, voice)
    ears.wait()
    ears.press(CONFIRM)  # the game select over the title
    said = ears.press(it.Back())
    assert said and said[0].startswith("Taco Tabletop.")


def test_f4_on_the_title_turns_narration_on_for_a_newcomer_who_cannot_see():
    services, voice = narrated_services()
    services.storage.update_settings(dataclasses.replace(services.settings, narration=False))
    ears = AppEars(services, voice)
    assert ears.wait() == []
    said = ears.press(it.KeyPress("f4"))
    assert said[:2] == ["Narration on.", "Taco Tabletop. Four taco games, one table, all your "
                                         "friends. Play, button."]
    assert services.storage.user.settings.load().settings.narration  # kept for next time

"""Playing a table by ear: the app's real table with narration on and a recording voice, and a
player that only hears the lines the voice was given and only presses keys (the tests that use
it never read the table's state to decide a move)."""

from __future__ import annotations

import dataclasses

from tabletop.app import first_scene
from tabletop.audio.speech import RecordingVoice, Speaker
from tabletop.core.game import GameSetup
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.scenes.launch import start_game
from tests.scenes.helpers import STEP, headless_services

RIGHT, LEFT, CONFIRM, ERASE = it.Navigate(1, 0), it.Navigate(-1, 0), it.Confirm(), it.Erase()


def narrated_services(speed: str = "instant", pace: float = 0.0):
    """Headless services with narration on and a voice that writes down what it is given."""
    services = headless_services()
    voice = RecordingVoice()
    services.speech = Speaker(lambda: voice, threaded=False)
    settings = dataclasses.replace(services.settings, narration=True, animation_speed=speed,
                                   bot_pace=pace)
    if services.storage is not None:
        services.storage.update_settings(settings)  # kept as a player's settings are
    services.settings = settings
    return services, voice


class Ears:
    """A table opened the way the app opens it, heard through a recording voice."""

    def __init__(self, services, voice: RecordingVoice, game: str, setup: GameSetup) -> None:
        self.voice = voice
        self.stack = SceneStack()
        self.table = start_game(services, self.stack, services.specs[game], setup)
        self.stack.apply_pending()
        self.heard = 0

    def new_lines(self) -> list[str]:
        lines = self.voice.spoken[self.heard:]
        self.heard = len(self.voice.spoken)
        return lines

    def wait(self) -> list[str]:
        """One step of the game; what was said in it."""
        self.stack.update(STEP)
        self.stack.apply_pending()
        return self.new_lines()

    def press(self, intent: it.Intent) -> list[str]:
        """A key, then a step: what was said."""
        self.stack.handle(intent)
        self.stack.apply_pending()
        return self.wait()


class AppEars(Ears):
    """The whole app from its title screen, heard through a recording voice (the player finds
    the game, the seats and Start by what the menus say)."""

    def __init__(self, services, voice: RecordingVoice) -> None:  # noqa: D107 - no table yet
        self.voice = voice
        self.stack = SceneStack()
        self.stack.push(first_scene(services))
        self.stack.apply_pending()
        self.heard = 0

    def until(self, intent: it.Intent, wanted: str, tries: int = 20) -> list[str]:
        """Press `intent` until a line containing `wanted` is heard; what was said then."""
        for _ in range(tries):
            said = self.press(intent)
            if any(wanted in line for line in said):
                return said
        raise AssertionError(f"never heard {wanted!r}; last said: {self.voice.spoken[-3:]}")

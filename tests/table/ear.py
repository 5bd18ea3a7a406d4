"""Playing a table by ear: the app's real table with narration on and a recording voice, and a
player that only hears the lines the voice was given and only presses keys (the tests that use
it never read the table's state to decide a move)."""

from __future__ import annotations

import dataclasses

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
    services.settings = dataclasses.replace(services.settings, narration=True,
                                            animation_speed=speed, bot_pace=pace)
    voice = RecordingVoice()
    services.speech = Speaker(lambda: voice, threaded=False)
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

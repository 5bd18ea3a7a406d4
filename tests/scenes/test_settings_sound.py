"""The settings screen says so when the game is silent for want of a sound device, and offers
the music volume and the captions."""

from tabletop.scenes.settings import NOTE_KEYS, NOTE_SILENT_KEYS, SettingsScene
from tests.scenes.helpers import headless_services


class Heard:
    """A sound bank whose mixer started."""

    disabled_reason = None

    def play(self, name: str) -> None:
        """Nothing to hear in a test."""


def test_a_missing_sound_device_is_noted_never_a_crash():
    services = headless_services()  # no window: the silent bank, which says why
    scene = SettingsScene(services)
    assert scene.notes()[0] == NOTE_SILENT_KEYS
    scene.draw(services.display.canvas, 0.0)


def test_with_sound_the_note_is_only_how_to_change():
    services = headless_services()
    services.sounds = Heard()
    assert SettingsScene(services).notes()[0] == NOTE_KEYS


def test_music_volume_and_captions_are_rows_of_the_screen():
    services = headless_services()
    names = [name for name, _ in SettingsScene(services).rules]
    assert names.index("master_volume") < names.index("music_volume") < names.index("muted")
    assert "captions" in names

"""The settings screen says so when the game is silent for want of a sound device, and offers
the music volume and the captions."""

from tabletop.scenes.settings import NO_SOUND, NOTE_KEYS, SettingsScene
from tabletop.ui.fonts import TextLog
from tests.scenes.helpers import headless_services


def placed_texts(services, scene):
    log = TextLog()
    services.fonts.log = log
    try:
        scene.draw(services.display.canvas, 0.0)
    finally:
        services.fonts.log = None
    return log.placed


class Heard:
    """A sound bank whose mixer started."""

    disabled_reason = None

    def play(self, name: str) -> None:
        """Nothing to hear in a test."""


def test_a_missing_sound_device_is_noted_on_the_sound_band_never_a_crash():
    """Said on its own, on the Sound section's band (not run into the keys' note below)."""
    services = headless_services()  # no window: the silent bank, which says why
    scene = SettingsScene(services)
    placed = {t.text: t for t in placed_texts(services, scene)}
    assert NO_SOUND in placed and scene.notes()[0] == NOTE_KEYS
    sound = next(s for s in scene.sections if s.title == "Sound")
    assert placed[NO_SOUND].rect.bottom <= sound.card.y + 30
    assert sound.card.contains(placed[NO_SOUND].rect)
    assert placed["Sound"].rect.right < placed[NO_SOUND].rect.x


def test_with_sound_the_note_is_only_how_to_change():
    services = headless_services()
    services.sounds = Heard()
    scene = SettingsScene(services)
    assert scene.notes()[0] == NOTE_KEYS
    assert NO_SOUND not in [t.text for t in placed_texts(services, scene)]


def test_music_volume_and_captions_are_rows_of_the_screen():
    services = headless_services()
    names = [name for name, _ in SettingsScene(services).rules]
    assert names.index("master_volume") < names.index("music_volume") < names.index("muted")
    assert "captions" in names

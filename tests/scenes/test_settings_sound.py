"""The settings screen says so when the game is silent for want of a sound device, and offers
the music volume and the captions."""

import pytest

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


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_no_sound_notice_and_the_no_voice_note_stand_at_the_rows_size(lang, monkeypatch):
    """'No sound device found' on its band and narration's 'no voice found' beside its name
    read at the rows' own 18 px in English and Spanish (they were shrunk to 16 px, Spanish's
    note onto two lines), whole inside their room."""
    from tabletop.assets.catalogs import load_language
    from tabletop.audio.speech import NO_VOICE
    from tabletop.ui import fonts

    services = headless_services()
    services.words = load_language(lang)
    scene = SettingsScene(services)
    said = {services.words.gettext(NO_SOUND), services.words.gettext(NO_VOICE)}
    sizes: dict[str, float] = {}
    text = services.fonts.text

    def spy(words, size, *args, **kwargs):
        if words in said:
            sizes[words] = size
        return text(words, size, *args, **kwargs)

    monkeypatch.setattr(services.fonts, "text", spy)
    placed = {t.text: t for t in placed_texts(services, scene)}
    assert set(sizes) == said, sizes
    for words in said:
        assert sizes[words] >= fonts.SMALL, (words, sizes[words])
        assert placed[words].box.contains(placed[words].rect), words
        assert placed[words].rect.h < 2 * services.fonts.line_height(fonts.SMALL), words

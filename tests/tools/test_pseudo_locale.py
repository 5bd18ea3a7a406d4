"""The pseudo-locale: every letter becomes one the bundled font draws, no taller than its own
letters; placeholders stay; only the catalog's messages change."""

from __future__ import annotations

import pygame
import pytest

from tabletop.tools.pseudo_locale import ACCENTED, PLAIN, pseudo, pseudo_language
from tabletop.ui.fonts import bundled_font_paths


@pytest.mark.parametrize("face", bundled_font_paths(), ids=lambda face: face.stem)
def test_every_letter_has_a_stand_in_the_font_draws_within_its_line(face):
    pygame.font.init()
    font = pygame.font.Font(str(face), 40)

    def picture(text: str) -> bytes:
        return pygame.image.tobytes(font.render(text, True, (0, 0, 0), (255, 255, 255)), "RGB")

    missing = picture("\ue000")  # a private-use character: the font's empty box
    assert len(ACCENTED) == len(PLAIN) == 52 and not set(ACCENTED) & set(PLAIN)
    for letter in ACCENTED:
        assert picture(letter) != missing, letter
    for size in range(12, 60):
        sized = pygame.font.Font(str(face), size)
        tall = sized.render("H", True, (0, 0, 0)).get_height()
        assert all(sized.render(letter, True, (0, 0, 0)).get_height() <= tall
                   for letter in ACCENTED), size


def test_placeholders_stay_and_text_grows_by_forty_percent():
    said = pseudo("Pass to {name}")
    assert said.startswith("Рášš ţó {name}") and len(said) >= 1.4 * len("Pass to {name}")


def test_only_the_catalogs_messages_are_pseudo():
    words = pseudo_language()
    assert words.gettext("Play") != "Play"
    assert words.gettext("Not in the catalog") == "Not in the catalog"
    assert words.pgettext("setting", "On") != "On"

"""A page's words laid out in runs of one style: a slanted word ends where its letters do."""

import pygame

from tabletop.ui.fonts import FontBook
from tabletop.ui.markdown import spans_of
from tabletop.ui.page import wrap


def test_a_stop_after_a_slanted_word_follows_it_with_no_space():
    """"*just right*." reads as the words and their stop, not "just right ." (the slanted run's
    measured width adds its lean; the next letters start at its advance)."""
    pygame.font.init()
    ui = FontBook()
    (line,) = wrap(ui, spans_of("cards that are *just right*."), 20, 0, 2000)
    slanted, stop = line[-2], line[-1]
    assert slanted.italic and slanted.text.endswith("just right") and stop.text == "."
    assert stop.x == slanted.x + ui.measure(slanted.text, 20)[0]
    assert stop.x < slanted.x + ui.measure(slanted.text, 20, True)[0]


def test_a_spaced_word_after_a_slanted_one_keeps_its_space():
    pygame.font.init()
    ui = FontBook()
    (line,) = wrap(ui, spans_of("*so* good"), 20, 0, 2000)
    assert line[1].x == ui.measure("so", 20)[0] + ui.measure(" ", 20)[0]

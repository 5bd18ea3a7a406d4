"""The kit's history line at the bottom of every table: one line where it can be, so it does not
grow up over the table; wrapped only when even the 16 px floor is too long for one line."""

import pytest

from tabletop.app import build_services
from tabletop.kit import chrome

ROLL = "Rolled: Manager money, Employee 1 blank, Employee 2 food, Employee 3 food, Trainee drink."


@pytest.fixture(scope="module")
def style():
    services = build_services(window=False, size=(1280, 720))
    return chrome.Style(services.theme, services.fonts, services.pictures)


def line_height(style, text):
    element = chrome.history_line(style, text, "", (1280, 720))
    return element.rect.h


def test_a_long_line_that_fits_a_little_smaller_stays_one_line(style):
    assert line_height(style, ROLL) <= line_height(style, "Lupe drew a card")  # one line


def test_a_line_too_long_even_at_the_floor_wraps_and_stays_on_the_canvas(style):
    element = chrome.history_line(style, "a very long line " * 20, "", (1280, 720))
    assert element.rect.h > line_height(style, "Lupe drew a card")
    assert element.rect.left >= 0 and element.rect.right <= 1280


TIPS = ("Esc pause · F1 aid", "Esc pause · Tab plays", "Esc pause · H pista",
        "Esc pause · H hint · F1 aid · F3 scores")
"""(The first three measure under their width at 1920x1080: rounded down to logical px.)"""


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_keys_in_the_top_bar_stay_on_one_line(size):
    """The tips box is as wide as the keys measure, plus the pixel `FontBook.measure` may
    round away: at 1920x1080 a line a third of a pixel too wide was shrunk a size (or
    wrapped), so the keys read smaller than the bar's other words."""
    from tabletop.ui.fonts import TextLog

    services = build_services(window=False, size=size)
    style = chrome.Style(services.theme, services.fonts, services.pictures)
    canvas = services.display.canvas
    for tips in TIPS:
        log = TextLog()
        services.fonts.log = log
        try:
            chrome.status_bar(style, "", "Play a card", None, tips, 1280).paint(canvas)
        finally:
            services.fonts.log = None
        placed = [t for t in log.placed if t.text == tips]
        assert placed and all(t.rect.w >= services.fonts.measure(tips, chrome.fonts.SMALL)[0]
                              for t in placed), (tips, placed)

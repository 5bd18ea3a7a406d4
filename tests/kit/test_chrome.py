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

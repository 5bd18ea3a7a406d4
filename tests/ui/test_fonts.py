"""The font book measures each text once per size, and measures again when sizes change."""

import pygame

from tabletop.ui.fonts import FontBook


def test_a_measure_is_kept_and_follows_the_text_size_and_the_render_scale():
    pygame.font.init()
    book = FontBook()
    first = book.measure("Ana plays a 5", 20)
    assert book.measure("Ana plays a 5", 20) == first == FontBook().measure("Ana plays a 5", 20)
    book.set_scale(2.0)
    bigger = book.measure("Ana plays a 5", 20)
    assert bigger[0] > first[0] * 1.8 and bigger == book_at(2.0).measure("Ana plays a 5", 20)
    book.set_scale(1.0)
    book.set_render_scale(1.5)  # the same logical size, rendered finer
    assert abs(book.measure("Ana plays a 5", 20)[0] - first[0]) <= 2


def book_at(scale: float) -> FontBook:
    book = FontBook()
    book.set_scale(scale)
    return book

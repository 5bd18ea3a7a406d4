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


def test_the_text_cache_lets_the_least_recently_drawn_go_one_at_a_time(monkeypatch):

    pygame.font.init()
    book = FontBook(cache_limit=3)
    first = book.text("one", 20, (0, 0, 0))
    book.text("two", 20, (0, 0, 0))
    book.text("three", 20, (0, 0, 0))
    assert book.text("one", 20, (0, 0, 0)) is first  # drawn again: now the most recent
    book.text("four", 20, (0, 0, 0))  # over the limit: "two" goes, not everything
    assert book.holds("one", 20, (0, 0, 0)) and book.holds("three", 20, (0, 0, 0))
    assert not book.holds("two", 20, (0, 0, 0))
    monkeypatch.setattr(book, "text_bytes", 1)  # a byte budget: the newest alone stays
    book.text("five", 20, (0, 0, 0))
    assert book.holds("five", 20, (0, 0, 0)) and not book.holds("one", 20, (0, 0, 0))


def test_a_wrapped_paragraph_never_leaves_its_last_word_alone():
    pygame.font.init()
    book = FontBook()
    text = "2 special cards among the cards taken"
    width = book.measure("2 special cards among the cards", 18)[0] + 4  # "taken" would drop
    kept = book.no_widow(text, 18, width)
    assert kept == "2\u00a0special cards among the cards\u00a0taken"  # (a figure keeps its unit)
    assert book.no_widow("one\ntwo words", 18, width) == "one\ntwo\u00a0words"
    assert book.no_widow("a extraordinarily", 18, 40) == "a extraordinarily"  # pair too wide


def test_a_wrapped_figure_keeps_its_unit():
    """"(8 cards)", "18 points": a figure never ends a line with its unit on the next."""
    pygame.font.init()
    book = FontBook()
    text = "Taco 3 (8 cards) is the biggest: its 18 points count twice"
    kept = book.no_widow(text, 18, 200)
    assert "(8\u00a0cards)" in kept and "18\u00a0points" in kept
    assert "Taco 3 (" in kept and kept.endswith("count\u00a0twice")

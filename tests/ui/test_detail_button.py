"""A button of several lines: every line is cut to fit its width, and lines that would not fit
its height give way (the detail first) instead of spilling out."""

from __future__ import annotations

import pygame

from tabletop.ui import fonts
from tabletop.ui.detail_button import ELLIPSIS, PAD, DetailButton, fitted
from tests.scenes.helpers import headless_services


def test_a_line_too_wide_is_cut_with_an_ellipsis():
    ui = headless_services().fonts
    text = "Ana, Rosa (bot), Diego (bot), Lupe (bot), Mateo (bot)"
    assert fitted(ui, text, fonts.SMALL, 10_000) == text
    cut = fitted(ui, text, fonts.SMALL, 200)
    assert cut.endswith(ELLIPSIS) and text.startswith(cut[:-1].rstrip())
    assert ui.measure(cut, fonts.SMALL)[0] <= 200


def drawn_lines(services, button) -> list[str]:
    drawn: list[str] = []
    render = services.fonts.text

    def spy(text, *args, **kwargs):
        drawn.append(text)
        return render(text, *args, **kwargs)

    services.fonts.text = spy
    try:
        button.draw(services.display.canvas, services.fonts, services.theme, False, False)
    finally:
        services.fonts.text = render
    return drawn


def test_every_line_fits_the_button_at_every_text_size():
    services = headless_services()
    for scale in (0.8, 1.0, 1.3):
        services.fonts.set_scale(scale)
        button = DetailButton(pygame.Rect(0, 0, 400, 84), label="Taco Loco",
                              detail="saved 2025-01-31 18:00 · " + "Rosa (bot), " * 8,
                              note="Saved with an older version of the Taco Loco rules",
                              corner="12 turns played")
        lines = drawn_lines(services, button)
        assert "Taco Loco" in lines and "12 turns played" in lines
        for line in lines:
            assert services.fonts.measure(line, fonts.SMALL - 2)[0] <= 400 - 2 * PAD


def test_lines_that_do_not_fit_the_height_give_way_detail_first():
    services = headless_services()
    button = DetailButton(pygame.Rect(0, 0, 600, 40), label="Taco Loco", detail="saved today",
                          note="Saved with an older version of the Taco Loco rules")
    lines = drawn_lines(services, button)
    assert "Taco Loco" in lines and "saved today" not in lines

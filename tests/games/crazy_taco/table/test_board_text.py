"""The Crazy Taco board's words stay inside their places at every text size."""

import pygame
import pytest

from tests.scenes.every_scene import TEXT_SIZES, every_state, fresh_services
from tests.scenes.layout_checks import texts_drawn

ROLL = next(s for s in every_state() if s.name == "table-crazy-taco-1-0")  # the roll step


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_kitchen_prompt_stays_in_its_strip(tmp_path, scale):
    services = fresh_services(tmp_path)
    services.fonts.set_scale(scale)
    stack = ROLL.stage(services)
    table = stack.top
    placed = [p for p in texts_drawn(services, stack).placed
              if p.text.startswith(("Click the kitchen", "Press Enter"))]
    assert placed, "the roll prompt is drawn in the kitchen's strip"
    strip = pygame.Rect(table.board.box("reroll"))
    for text in placed:
        assert strip.contains(text.box) and text.box.contains(text.rect)


@pytest.mark.parametrize("scale", (1.0, 1.3))
def test_the_board_titles_and_menu_stay_in_their_panels(tmp_path, scale):
    services = fresh_services(tmp_path)
    services.fonts.set_scale(scale)
    stack = ROLL.stage(services)
    table = stack.top
    services.apply_render_scale()  # the board's picture is drawn again, with the log on
    table.rescaled()
    placed = {p.text: p for p in texts_drawn(services, stack).placed}
    menu = pygame.Rect(table.board.box("menu"))
    for text in ("MENU  ·  pay with exact dice faces", "Nachos Pico-Pica", "+1 star"):
        assert menu.contains(placed[text].rect), text
    kitchen = pygame.Rect(table.board.box("kitchen"))
    assert kitchen.contains(placed["KITCHEN  ·  your five workers"].rect)

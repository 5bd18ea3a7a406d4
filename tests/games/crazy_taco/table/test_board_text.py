"""The Crazy Taco board's words stay inside their places at every text size."""

import pygame
import pytest

from tests.scenes.every_scene import TEXT_SIZES, every_state, fresh_services
from tests.scenes.layout_checks import texts_drawn

ROLL = next(s for s in every_state() if s.name == "table-crazy-taco-1-0")  # the roll step


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_roll_instruction_is_said_once(tmp_path, scale):
    """The top bar says how to roll; the kitchen's strip only pulses with its dice and the
    phase panel says a fact, not the instruction again."""
    services = fresh_services(tmp_path)
    services.fonts.set_scale(scale)
    stack = ROLL.stage(services)
    table = stack.top
    tip = table.status_text()[1]
    texts = [p.text for p in texts_drawn(services, stack).placed]
    assert tip and texts.count(tip) == 1, texts
    assert not [t for t in texts if t.startswith(("Click the kitchen", "Press Enter"))]
    assert not [t for t in texts if "Spend money now" in t or "Watch the counter" in t]


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
    assert kitchen.contains(placed["KITCHEN  ·  your workers"].rect)

"""The pickup explained where the player looks: beside the gold ticket, the step panel says
what the pickup is and what it buys, for the step on now, whole (never cut short, never under
its size), clear of the step's buttons, at every text size and seat count."""

from __future__ import annotations

import pytest

from tabletop.assets.catalogs import load_language
from tabletop.core.language import Language
from tabletop.games.taco_party.rules.actions import BURN, DISCARD, DRAW, PICKUP, PLAY
from tabletop.games.taco_party.table import draw
from tabletop.games.taco_party.table.view_text import pickup_words
from tests.games.taco_party.table.fullest import fullest_tables
from tests.scenes.every_scene import TEXT_SIZES
from tests.scenes.helpers import headless_services


@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("human", (0, 1))
def test_the_pickup_line_is_whole_and_clear_of_the_buttons(scale, players, human):
    services = headless_services()
    services.fonts.set_scale(scale)
    stack, table = fullest_tables(players, "many tacos", services, human=human)
    model = table.model()
    text, left = table.pickup_aside(model, table.legal(), table.my_turn())
    zone = model.zone("steps")
    if table.my_turn():
        assert table.input.steps.buttons
        assert all(left >= b.rect.right + 8 for b in table.input.steps.buttons)
    if text:
        assert text in pickup_words(model.obs.step, services.words)
        assert left + services.fonts.measure(text, draw.ASIDE_SIZE)[0] <= zone.x + zone.w - 8
    if scale <= 1.0:  # said at the everyday sizes, beside the buttons or not
        assert text, (players, human)


@pytest.mark.parametrize("code", ("en", "es"))
def test_every_step_of_a_turn_says_what_the_pickup_is_for(code):
    """Each step names the pickup and what it does then, longest wording first; a step apart
    from it (drawing) says nothing; the shortest fits the panel beside the widest button."""
    from tabletop.games.taco_party.table.input import step_layout
    from tabletop.kit.steps import StepSpec

    words = Language() if code == "en" else load_language(code)
    services = headless_services()
    measure = services.fonts.measure
    _ = words.gettext
    buttons = {PLAY: [_("Swap hand for the middle")], DISCARD: [_("Discard"), _("Keep all")],
               PICKUP: [_("Finish pickup")], BURN: []}
    for step, labels in buttons.items():
        said = pickup_words(step, words)
        assert len(said) >= 2 and len(said[0]) > len(said[-1]), said
        assert all(not line.endswith("\u2026") for line in said)
        rects = step_layout(measure, (608, 416))([StepSpec(str(i), label)
                                                  for i, label in enumerate(labels)])
        left = max((r.right + 16 for r in rects), default=608 + 96)
        assert left + measure(said[-1], draw.ASIDE_SIZE)[0] <= 608 + 654 - 12, (step, said[-1])
    assert pickup_words(DRAW, words) == ()

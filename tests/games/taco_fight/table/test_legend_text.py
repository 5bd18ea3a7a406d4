"""The Fight table's controls legend and status bar fit at every text size."""

import pytest

from tabletop.games.taco_fight.table.devices import KEY_LABELS, MOUSE
from tabletop.games.taco_fight.table.legend import LEGEND_WORDS
from tests.scenes.every_scene import TEXT_SIZES, every_state, fresh_services
from tests.scenes.layout_checks import texts_drawn

TABLE = next(s for s in every_state() if s.name == "table-taco-fight-2-12")


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_every_row_of_the_legend_is_shown_inside_it(tmp_path, scale):
    services = fresh_services(tmp_path)
    services.fonts.set_scale(scale)
    stack = TABLE.stage(services)
    table = stack.top
    legend = table.layout.legend
    placed = {p.text: p for p in texts_drawn(services, stack).placed}
    for name, words in LEGEND_WORDS.items():
        for text in (words, KEY_LABELS[MOUSE][name]):
            assert text in placed, f"{text!r} is missing from the legend"
            assert legend.contains(placed[text].rect), text
            assert placed[text].box.contains(placed[text].rect), text


@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_the_prompt_never_runs_into_the_key_tips(tmp_path, scale):
    services = fresh_services(tmp_path)
    services.fonts.set_scale(scale)
    stack = TABLE.stage(services)
    placed = {p.text: p for p in texts_drawn(services, stack).placed}
    tip = placed["Esc pause · F2 controls · F1 aid"]
    prompt = next(p for p in placed.values() if p.text.startswith("Place your new tacos"))
    assert prompt.rect.right < tip.rect.x

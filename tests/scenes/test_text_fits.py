"""At every text size (0.8x to 1.3x) every text of every scene fits its box and the screen.

Texts are fitted into their boxes by `ui.draw.text_in` (shrunk down to 16 points, wrapped),
which the font book's `TextLog` records; a menu screen draws no text any other way.
"""

from __future__ import annotations

import pytest

from tabletop.scenes.replays import ReplayScene
from tabletop.scenes.table import TableScene
from tests.scenes.every_scene import TEXT_SIZES, every_state, fresh_services
from tests.scenes.layout_checks import describe, drawn_scenes, overflow, texts_drawn

STATES = every_state()


def is_menu(stack) -> bool:
    """Nothing of a game table is drawn: every text must go through `text_in`."""
    return not any(isinstance(scene, TableScene | ReplayScene) for scene in drawn_scenes(stack))


@pytest.mark.parametrize("state", STATES, ids=[s.name for s in STATES])
def test_every_text_fits_its_box_at_every_text_size(state, tmp_path):
    services = fresh_services(tmp_path)
    state.prepare(services)
    problems = []
    for scale in TEXT_SIZES:
        services.fonts.set_scale(scale)
        stack = state.stage(services)
        log = texts_drawn(services, stack)
        for placed in log.placed:
            why = overflow(placed)
            if why:
                problems.append(f"{scale}x: {describe(placed)} {why}")
        if is_menu(stack):
            fitted = {p.text for p in log.placed}
            for text in dict.fromkeys(log.rendered):
                if text not in fitted:
                    problems.append(f"{scale}x: {text!r} is drawn without a box")
    assert not problems, "\n".join(dict.fromkeys(problems))

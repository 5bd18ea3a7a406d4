"""At every text size (0.8x to 1.3x) every text of every scene fits its box and the screen.

Texts are fitted into their boxes by `ui.draw.text_in` (shrunk down to 16 points, wrapped),
which the font book's `TextLog` records; a menu screen draws no text any other way.
"""

from __future__ import annotations

import pytest

from tabletop.scenes.replays import ReplayScene
from tabletop.scenes.table import TableScene
from tests.scenes.every_scene import TEXT_SIZES, every_state, fresh_services
from tests.scenes.layout_checks import describe, overflow, texts_by_scene

STATES = every_state()


def boxes_every_text(scene) -> bool:
    """Menus and overlays fit every text they draw; game tables only some of theirs."""
    return not isinstance(scene, TableScene | ReplayScene)


@pytest.mark.parametrize("state", STATES, ids=[s.name for s in STATES])
def test_every_text_fits_its_box_at_every_text_size(state, tmp_path):
    services = fresh_services(tmp_path)
    state.prepare(services)
    problems = []
    for scale in TEXT_SIZES:
        services.fonts.set_scale(scale)
        stack = state.stage(services)
        for scene, log in texts_by_scene(services, stack):
            for placed in log.placed:
                why = overflow(placed)
                if why:
                    problems.append(f"{scale}x: {describe(placed)} {why}")
            if boxes_every_text(scene):
                fitted = {p.text for p in log.placed}
                for text in dict.fromkeys(log.rendered):
                    if text not in fitted:
                        problems.append(f"{scale}x: {type(scene).__name__} draws {text!r} "
                                        "without a box")
    assert not problems, "\n".join(dict.fromkeys(problems))

"""At every text size (0.8x to 1.3x) every text of every scene fits its box and the screen.

Texts are fitted into their boxes by `ui.draw.text_in` (shrunk down to 16 points, wrapped),
which the font book's `TextLog` records; a menu screen draws no text any other way.
"""

from __future__ import annotations

import pytest

from tabletop.kit.scene import TableScene
from tabletop.scenes.replays import ReplayScene
from tests.scenes.every_scene import TEXT_SIZES, every_state, fresh_services
from tests.scenes.layout_checks import describe, overflow, texts_by_scene

STATES = every_state()
STATUS_BAR = 46  # the bar across the top of every table


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


TABLES = [s for s in STATES if s.name.startswith(("table-", "hint-", "refusal-"))]


@pytest.mark.parametrize("state", TABLES, ids=[s.name for s in TABLES])
def test_the_status_bar_words_never_run_into_each_other(state, tmp_path):
    """The top bar's name, step, prompt and key tips each keep to their own place."""
    services = fresh_services(tmp_path)
    state.prepare(services)
    problems = []
    for scale in TEXT_SIZES:
        services.fonts.set_scale(scale)
        stack = state.stage(services)
        on_bar = [p for _, log in texts_by_scene(services, stack) for p in log.placed
                  if p.bounds.w >= 1280 and p.box.bottom <= STATUS_BAR]
        assert len(on_bar) >= 2, f"{scale}x: the status bar's words are not fitted"
        for i, first in enumerate(on_bar):
            for second in on_bar[i + 1:]:
                if first.rect.colliderect(second.rect):
                    problems.append(f"{scale}x: {first.text!r} and {second.text!r}")
    assert not problems, "overlapping on the status bar: " + "; ".join(problems)

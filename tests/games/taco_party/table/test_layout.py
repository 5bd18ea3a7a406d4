"""Nothing overlaps, nothing is clipped and no text is under 16 logical px on the Taco Party
table, at its fullest (every seat count, the tallest tacos, the most tacos, burned cards, a
full fanned hand and middle, the biggest numbers, a full "What happened" panel), at every text
size."""

import pytest

from tabletop.ui.fonts import MIN_TEXT, SMALL
from tests.games.taco_party.table.fullest import SHAPES, full_history, fullest_tables
from tests.scenes.every_scene import TEXT_SIZES
from tests.scenes.helpers import headless_services
from tests.scenes.layout_checks import describe, overflow, texts_by_scene


def table_texts(stack, table, services):
    """The texts the table drew on its canvas (a button's label, drawn on the button's own
    surface first, is checked by the button's own tests)."""
    for scene, log in texts_by_scene(services, stack):
        if scene is table:
            return [p for p in log.placed if p.rect.w and p.rect.h
                    and p.bounds.size == (1280, 720)]
    return []


def overlaps(placed):
    out = []
    for i, a in enumerate(placed):
        for b in placed[i + 1:]:
            if a.rect.colliderect(b.rect):
                out.append(f"{describe(a)} overlaps {describe(b)}")
    return out


@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("shape", sorted(SHAPES))
@pytest.mark.parametrize("human", (0, 1))
def test_the_fullest_tables_keep_every_text_whole_and_apart(scale, players, shape, human):
    services = headless_services()
    services.fonts.set_scale(scale)
    stack, table = fullest_tables(players, shape, services, human=human)
    full_history(table)
    placed = table_texts(stack, table, services)
    assert placed
    problems = [f"{describe(p)} {overflow(p)}" for p in placed if overflow(p)]
    problems += overlaps(placed)
    assert not problems, "\n".join(problems)
    if scale == 1.0:
        small = [describe(p) for p in placed if p.rect.h < MIN_TEXT - 1]
        assert not small, small


@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_word_on_the_table_is_read_at_18_px_at_1280x720(players, shape):
    """Every text the table draws (the rims' chips, the deck's and discard's counts, the key,
    the step chips, the pickup's line) is at the comfortable size, 18 px, at 1280x720 and the
    default text size: none shrunk to the smallest a player may read (a reviewer read the
    chips and counts at 13-15 px when they were drawn at 16 in boxes too low for them)."""
    services = headless_services()
    stack, table = fullest_tables(players, shape, services, human=0)
    full_history(table)
    least = services.fonts.line_height(SMALL)
    small = [describe(p) for p in table_texts(stack, table, services) if p.rect.h < least]
    assert not small, small

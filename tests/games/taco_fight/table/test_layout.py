"""The Fight table's fullest states lay out cleanly at every text size: every seat count with
long names, a late wave (piles built, tacos held, the biggest counts), bots' tags on the table,
a refused play, the history panel: no two texts overlap, none leaves its box, none is under
16 px at the default size and above. Every text the table draws is told to the layout log
(the pantry counts, the pills on the tacos, the plates' numbers, a refusal), so the check sees
them all."""

import pytest

from tests.games.taco_fight.table.opened import open_table
from tests.kit.layout import problems_at_every_text_size, texts_of
from tests.scenes.every_scene import TEXT_SIZES
from tests.scenes.helpers import STEP, headless_services

NAMES = ("Maximiliana", "Constantino", "Guadalupe", "Bartholomew")


@pytest.fixture
def services(private_user_data):
    services = headless_services()
    services.settings = None
    return services


def fullest(services, wave, seconds_in, players=4):
    table, stack = open_table(services, NAMES[:players])
    table.jump_to(wave, seconds_in)
    table.sync(animate=False)
    for _ in range(30):  # a few bot plays, tagged where they land
        stack.update(STEP)
        stack.apply_pending()
    table.motion.settle()
    return table


@pytest.mark.parametrize("players, wave, seconds_in", [
    (4, 1, 5.0), (4, 4, 20.0), (4, 6, 25.0), (3, 5, 20.0), (2, 5, 20.0), (1, 5, 20.0)])
def test_the_fullest_tables_lay_out_cleanly(services, players, wave, seconds_in):
    table = fullest(services, wave, seconds_in, players)
    table.demo_refusal()
    problems = problems_at_every_text_size(services, table, TEXT_SIZES)
    assert not problems, "\n".join(problems)


def test_every_text_on_the_table_is_told_to_the_layout_log(services):
    """Texts blitted straight onto the canvas escaped the check: now each is logged in its
    box (the pantry counts, the pills on the attacking tacos, the plates' numbers, a
    refusal)."""
    table = fullest(services, 4, 20.0)
    table.demo_refusal()
    texts = texts_of(services, table)
    seen = table.table
    for board in table.boards:
        seat = board.seat
        count = seen.pantry_sizes[seat]
        if count:
            assert any(t.text == str(count) and board.pantry.contains(t.rect) for t in texts), \
                f"seat {seat}'s pantry count is not logged"
        for slot in range(table.plates):
            if not seen.plates[seat][slot]:
                plate = board.plate_rects[slot]
                assert any(t.text == str(slot + 1) and plate.contains(t.rect) for t in texts)
    pills = [t for t in texts if any(r.colliderect(t.rect) for b in table.boards
                                     for r in b.attackers)]
    assert pills, "no pill on an attacking taco is logged"
    refused = table.seat_refusals.get(0)
    assert refused and any(t.text == refused[0] for t in texts)

"""The Fight table's fullest states lay out cleanly at every text size: every seat count with
long names, a late wave (piles built, tacos held, the biggest counts), bots' tags on the table,
a refused play, the history panel: no two texts overlap, none leaves its box, none is under
16 px at the default size and above. Every text the table draws is told to the layout log
(the pantry counts, the pills on the tacos, the plates' numbers, a refusal), so the check sees
them all."""

import pygame
import pytest

from tabletop.games.taco_fight.table.draw_board import (
    GHOST_TAG,
    plate_disc_box,
)
from tabletop.games.taco_fight.table.draw_middle import says_the_wave
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
    # (a refusal shows once, in the bottom bar with its seat's name, never over a board too)
    assert refused and [t.text for t in texts if refused[0] in t.text] == [
        f"{table.seat_name(0)}: {refused[0]}"]


def test_a_covered_plates_number_stays_readable(services):
    """A plate with a taco built on it keeps its number in sight, on a small plate over its
    top card's lower left (never under a bot's tag), at least 14 px and 4.5:1 on the
    plate's cream."""
    from tabletop.games.taco_fight.table.draw_board import PLATE_BADGE_INK, PLATE_BADGE_NUMBER
    from tabletop.ui.palette import contrast_ratio

    assert PLATE_BADGE_NUMBER >= 14
    assert contrast_ratio(PLATE_BADGE_INK, (255, 251, 239)) >= 4.5  # (the plate's middle)
    table = fullest(services, 4, 20.0)
    texts = texts_of(services, table)
    shown = 0
    for board in table.boards:
        for slot, pile in enumerate(table.table.plates[board.seat]):
            if not pile:
                continue
            plate = board.plate_rects[slot]
            said = any(t.text == str(slot + 1) and plate.contains(t.rect) for t in texts)
            assert said, f"seat {board.seat}'s covered plate {slot + 1} lost its number"
            shown += said
    assert shown, "no covered plate on the fullest table"


def test_no_bot_tag_touches_an_empty_plate(services):
    """A bot's tag on a board slides clear of every empty plate beside it (the whole plate,
    not only its number: a tag touching the plate's rim read as covering it)."""
    for players in (3, 4):
        table = fullest(services, 5, 20.0, players)
        for tag in table.bot_tags(table.table):
            rect, place = pygame.Rect(tag.look.tag), pygame.Rect(tag.look.place)
            for board in table.boards:
                for slot, pile in enumerate(table.table.plates[board.seat]):
                    disc = plate_disc_box(table.art, board, slot)
                    if not pile and not place.contains(disc):
                        assert not rect.colliderect(disc), \
                            f"{players} seats: {tag.look.text!r} touches plate {slot + 1}"


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_middle_names_its_parts_at_every_seat_count(services, players):
    """The middle column says the wave over its discs or beside the sand (four boards' narrow
    track, whose key takes that room, leaves it to the top bar's chip: six bare rings with
    nothing saying the wave read as nothing), names the stack and the sink in panels of
    their own (the stack "Stack" at every seat count: "Ingredients" at one to three boards
    and "Stack" at four read as two things), and says what the sink's count counts in full
    ("tacos eaten": "eaten" alone read as a stray word) on one line inside the sink (four
    boards' narrow sink wrapped it)."""
    table = fullest(services, 2, 10.0, players)
    layout = table.layout
    texts = texts_of(services, table)
    if not says_the_wave(layout):
        assert players == 4
        chip = table.wave_chip()
        assert chip.startswith("Wave 2/") and any(chip in t.text for t in texts), chip
    stack, sink = layout.zone("stack"), layout.zone("sink")
    assert any(t.text == "Stack" and stack.contains(t.rect) for t in texts)
    assert any(t.text == "Sink" and sink.contains(t.rect) for t in texts)
    eaten = [t for t in texts if t.text == "tacos eaten" and sink.contains(t.rect)]
    assert eaten and eaten[0].rect.h < 2 * 16, "the sink's count wraps"


def test_prep_shows_the_next_new_taco_where_a_play_would_place_it(services):
    """In prep the new taco a seat's next play places shows faint, full size, in the free
    place its cursor is on: more than the footer's small chip."""
    table, _stack = open_table(services, NAMES[:2])
    model = table.model()
    assert model.table.phase == "prep"
    cursor = model.cursors[0]
    ghosts = table.ghosts(model, table.style())
    assert [g.look.taco for g in ghosts] == [cursor.chosen]
    assert pygame.Rect(ghosts[0].look.place) == table.boards[0].attackers[cursor.slot]


def test_the_new_taco_shown_where_it_would_go_is_offered_not_laid(services):
    """A reviewer took the new taco shown where the cursor offers it for one already placed,
    its chip under New tacos an empty socket. Now the chip keeps its face, outlined as the one
    chosen, and the preview says in words that it is an offer: a "Place here?" tag across its
    foot, inside the card, its words at least 14 px at every seat count."""
    from tabletop.games.taco_fight.table.draw_board import ghost_tag, ghost_tag_rect
    from tabletop.games.taco_fight.table.view_model import footer, ghost_slot

    table, _stack = open_table(services, NAMES[:2])
    model = table.model()
    cursor = model.cursors[0]
    assert ghost_slot(model, 0) == cursor.slot
    strip = footer(model, table.data, 0)
    assert cursor.chosen in strip.tacos and strip.outlined == cursor.chosen
    board = [e for e in table.elements(pygame.Surface((1280, 720)))
             if e.key == ("footer", 0)]
    canvas = pygame.Surface((1280, 720))
    canvas.fill((0, 0, 0))
    board[0].paint(canvas)
    chip = table.boards[0].mini(strip.tacos.index(cursor.chosen))
    assert canvas.get_at(chip.center)[:3] != (0, 0, 0), "the chosen taco's chip is empty"
    ghosts = table.ghosts(model, table.style())
    tag = ghosts[0].look.tag
    assert tag == "Here?"  # (two boards' cards: "Place here?" on two lines hid the taco)
    ui = services.fonts
    for players in (1, 2, 3, 4):
        other, _ = open_table(services, NAMES[:players])
        for place in other.boards[0].attackers:
            tag = ghost_tag(other.style(), pygame.Rect(place))
            assert tag == ("Place here?" if players == 1 else "Here?")
            rect = ghost_tag_rect(ui, pygame.Rect(place), tag)
            assert pygame.Rect(place).inflate(-8, -8).contains(rect), (players, rect)
            assert rect.h <= ui.line_height(GHOST_TAG) + 8, "the tag wraps over the art"
            assert rect.top >= place.y + place.h * 2 // 3, (players, rect, place)
            size, _width = ui.fit(tag, GHOST_TAG, (rect.w - 6, rect.h), True)
            assert size >= 14, players

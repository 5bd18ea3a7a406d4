"""At two seats the felt between their panels holds the same-number plate: the last number
played, its small card, and that another card of it must start a new taco (more seats fill
the top row: the felt over the pile holds a compact plate as wide as the pile, with the same
sentence, "Another 5 must start a new taco.", and felt between it and the pile)."""

from __future__ import annotations

import pygame
import pytest

from tests.games.taco_loco.table.test_layout import NAMES
from tests.games.taco_loco.table.test_view import on_your_turn
from tests.kit.layout import texts_of


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_two_seats_have_the_same_number_plate_between_them(players):
    stack, table, match = on_your_turn(NAMES[:players])
    model = table.model()
    plates = [e for e in table.elements(table.services.display.canvas)
              if e.key == "same-number plate"]
    compact = [e for e in table.elements(table.services.display.canvas)
               if e.key == "last number plate"]
    if players > 2:
        assert not plates
        assert len(compact) == 1, "more seats: the last number is still on the table"
        zone = pygame.Rect(compact[0].look.zone)
        last = model.obs.last_number
        placed = [t for t in texts_of(table.services, table) if zone.contains(t.rect)]
        said = {t.text.replace("\u00a0", " ") for t in placed}
        assert said == {"Last number", str(last), f"Another {last} must start a new taco."}, \
            said  # (a heading and the number's small card, then the 2-seat words)
        by = {t.text.replace("\u00a0", " "): pygame.Rect(t.rect) for t in placed}
        sentence, heading, chip = (by[f"Another {last} must start a new taco."],
                                   by["Last number"], by[str(last)])
        assert heading.bottom <= sentence.top and chip.bottom <= sentence.top, "heading first"
        assert heading.right < chip.left, "the small card beside the heading"
        assert abs(heading.centery - chip.centery) <= 3, "on one row"
        assert sentence.h <= 2 * 24, "the sentence on two lines at most"
        pile = pygame.Rect(0, 0, 150, 200)
        pile.center = (int(model.pile[0]), int(model.pile[1]))
        assert zone.bottom + 8 <= pile.top
        assert model.pile[1] + 88 + 28 < model.history_zone.y, "its count clear of the log"
        assert (zone.x, zone.right) == (pile.x, pile.right), "lined up with the pile"
        assert all(zone.bottom < pygame.Rect(column).y + 28 or zone.right < column.x
                   for column in model.columns.values()), "the plate is clear of the tacos"
        assert all(not zone.colliderect(pygame.Rect(seat).inflate(20, 20))
                   for seat in model.seats), "clear of the seats and their turn marks"
        found = table.explain_at(zone.center)
        assert found is not None and str(last) in found[0].title
        return
    assert not compact
    assert len(plates) == 1
    plate = pygame.Rect(plates[0].look.zone)
    left, right = sorted((pygame.Rect(seat) for seat in model.seats), key=lambda r: r.x)
    assert left.right < plate.x and plate.right < right.x
    assert right.x - left.right - plate.w <= 40, "the felt between the seats is filled"
    assert plate.y == left.y and plate.h == left.h
    last = model.obs.last_number
    assert last is not None
    words = [t for t in texts_of(table.services, table) if plate.contains(t.rect)]
    said = {t.text.replace("\u00a0", " ") for t in words}
    assert {"Last number played", str(last),
            f"Another {last} must start a new taco."} <= said, said


def test_the_plate_explains_the_rule_on_hover():
    stack, table, match = on_your_turn(NAMES[:2])
    plate = [e for e in table.elements(table.services.display.canvas)
             if e.key == "same-number plate"][0]
    found = table.explain_at(pygame.Rect(plate.look.zone).center)
    assert found is not None
    last = table.model().obs.last_number
    assert found[0].title == f"Last number played: {last}"
    assert f"A {last} may not go on a taco: it must start a new taco." in found[0].lines


def test_with_no_taco_on_the_table_the_plate_bars_no_number():
    """Every card starts a taco when none is on the table (the tutorial's fourth step): the
    plate says any number may, not that the last one must start a new taco."""
    from tabletop.games.taco_loco.table import rule_plate

    stack, table, match = on_your_turn(NAMES[:2])
    zone = rule_plate.plate_zone(table.model().seats)
    assert zone is not None
    bare = rule_plate.plate(table.style(), zone, 5, "", tacos=False)
    assert bare.look.said == "Any number may start a taco."
    assert bare.look.card is None  # (a 5 beside "any number" read as a contradiction; the
    # hover still says the last number played)
    laid = rule_plate.plate(table.style(), zone, 5, "")
    assert laid.look.said == "Another 5 must start a new taco."


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_compact_plate_says_what_the_wide_one_says(code):
    """At three seats and more the compact plate once said "[2] must start a new taco" beside
    a chip, crammed: now it says what the wide plate says (with a taco down, with none), whole,
    at full size, inside the plate."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_loco.table import rule_plate
    from tabletop.games.taco_loco.table.draw import unbroken_tail
    from tabletop.ui import fonts

    stack, table, match = on_your_turn(NAMES[:5])
    table.services.words = load_language(code)
    style = table.style()
    zone = rule_plate.compact_zone(table.model().seats, table.last_zone())
    assert zone is not None
    ui = table.services.fonts
    room = rule_plate.compact_rule_rect(zone)
    assert pygame.Rect(zone).contains(room)
    for tacos in (False, True):
        compact = rule_plate.compact_plate(style, zone, 2, "", tacos=tacos)
        wide = rule_plate.plate(style, zone, 2, "", tacos=tacos)
        assert compact is not None and compact.look.said == wide.look.said
        high = ui.text(unbroken_tail(compact.look.said), fonts.SMALL, (0, 0, 0),
                       width=room.w).get_height()
        assert high <= room.h, (compact.look.said, high, room)


def test_after_a_special_card_the_plate_says_why_its_number_is_older():
    """Right after a Legendary Taco the plate still shows the number before it (special cards
    do not change it): it says so, and the note goes once a number card is played."""
    from tabletop.games.taco_loco.rules.cards import LEGENDARY, NUMBER
    from tabletop.games.taco_loco.rules.events import CardPlayed

    stack, table, match = on_your_turn(NAMES[:2])
    legendary = next(c.id for c in match.data.cards if c.kind == LEGENDARY)
    number = next(c.id for c in match.data.cards if c.kind == NUMBER)

    def said() -> str:
        plate = [e for e in table.elements(table.services.display.canvas)
                 if e.key == "same-number plate"][0]
        return plate.look.said

    last = table.model().obs.last_number
    table.happened.told(9_001, [CardPlayed(1, legendary, 1, "hand:1", "taco:1", False, 11)])
    assert table.special_played_last()
    assert said() == f"Special cards leave it: another {last} must start a new taco."
    table.happened.told(9_002, [CardPlayed(1, number, 1, "hand:1", "taco:1", False, 5)])
    assert not table.special_played_last()
    assert said() == f"Another {last} must start a new taco."

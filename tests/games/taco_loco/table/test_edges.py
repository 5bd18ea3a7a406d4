"""The Taco Loco table's marks and plates stay off the table's wooden edge: whichever seat is
on turn, its pointers (drawn big, to be read from the sofa) and outline stay on the felt, as do
the last-number plates, at every seat count."""

import pygame
import pytest

from tabletop.games.taco_loco.table import draw
from tabletop.ui.felt_finish import LIP, RIM
from tests.games.taco_loco.table.test_layout import NAMES
from tests.games.taco_loco.table.test_view import on_your_turn

FELT = pygame.Rect(RIM + LIP, 0, 1280 - 2 * (RIM + LIP), 720)
"""Inside the wooden edge, left and right (the bars cover its top and bottom)."""


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_element_stays_on_the_felt_whoever_is_on_turn(players):
    stack, table, _match = on_your_turn(NAMES[:players])
    elements = table.elements(pygame.Surface((1280, 720)))
    assert any(isinstance(e.key, tuple) and e.key[0] == ("acting", 0) for e in elements)
    marked = [e for e in elements if isinstance(e.key, tuple) and e.key[0][0] == "acting"
              or e.key in ("same-number plate", "last number plate")]
    out = [e.key for e in marked if not FELT.contains(e.rect)]
    assert not out, out
    model, style = table.model(), table.style()
    for seat, box in enumerate(model.seats):  # (each seat on turn in its place)
        marks = draw.seat(style, box, seat, NAMES[seat], False, table.seat_style(seat), 3, 0,
                          True, None)
        acting = [e for e in marks if isinstance(e.key, tuple) and e.key[0] == ("acting", seat)]
        assert acting and all(FELT.contains(e.rect) for e in acting), (players, seat)
        others = [pygame.Rect(other).inflate(2, 2) for other in model.seats if other != box]
        assert all(not e.rect.colliderect(other) for e in acting for other in others), \
            "a pointer stands in the felt between two seats, not on the next one"


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_refusal_to_start_a_taco_is_one_line_clear_of_the_buttons_and_the_hand(code):
    """The red refusal once wrapped onto two lines at 1280×720, over "Scores (F3)" and the
    foot of the hand's cards: it is one short line between the bottom buttons."""
    from tabletop.assets.catalogs import load_language
    from tabletop.games.taco_loco.rules import refusals as no
    from tabletop.games.taco_loco.rules.options import LAST_PLAYED, TOP_OF_TACO
    from tests.games.taco_loco.table.test_layout import NAMES
    from tests.games.taco_loco.table.test_view import on_your_turn

    stack, table, match = on_your_turn(NAMES[:2])
    from tabletop.games.taco_loco.table.phrases import loco_phrases

    table.services.words = load_language(code)
    book = loco_phrases([seat.name for seat in match.setup.seats], match.data, match.rules,
                        table.services.words)
    canvas = table.services.display.canvas
    from tabletop.games.taco_loco.rules.cards import NUMBER
    from tabletop.games.taco_loco.table.phrases import may_not_start_with

    longest = max((card for card in match.data.cards if card.kind != NUMBER),
                  key=lambda card: len(table.services.words.gettext(card.name)))
    said = [book.refusal(no.MayNotStartTaco(option), 0) for option in (LAST_PLAYED,
                                                                        TOP_OF_TACO)]
    said += [may_not_start_with(longest, last, option, table.services.words)  # (naming it)
             for option in (LAST_PLAYED, TOP_OF_TACO) for last in (None, 10)]
    for reason in said:
        table.refuse(reason)
        out = table.chrome_for(canvas, "", "", 0)
        line = [e for e in out if e.key == "history"]
        assert len(line) == 1
        rect = line[0].rect.inflate(-16, -16)  # (its shadow's room)
        buttons = [e.rect for e in out if e.key.startswith("button:")]
        assert buttons and not [b for b in buttons if b.colliderect(rect)], (rect, buttons)
        assert rect.h <= 48, "one line"
        hand = [table.cards.sprites[c].rect for c in table.model().hand]
        assert not [c for c in hand if c.colliderect(rect)], (rect, hand)

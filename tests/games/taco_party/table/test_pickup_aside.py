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
    owner = None if table.my_turn() else table.match.setup.seats[model.obs.current].name
    if text:
        assert text in pickup_words(model.obs.step, services.words, owner)
        assert owner is None or owner in text  # another seat's turn: whose pickup it is
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
    buttons = {PLAY: [_("Swap hand for the cards for sale")],
               DISCARD: [_("Discard"), _("Keep all")], PICKUP: [_("Finish buying")], BURN: []}
    for step, labels in buttons.items():
        said = pickup_words(step, words)
        assert len(said) >= 2 and len(said[0]) > len(said[-1]), said
        assert all(not line.endswith("\u2026") for line in said)
        rects = step_layout(measure, (608, 416))([StepSpec(str(i), label)
                                                  for i, label in enumerate(labels)])
        left = max((r.right + 16 for r in rects), default=608 + 96)
        assert left + measure(said[-1], draw.ASIDE_SIZE)[0] <= 608 + 654 - 12, (step, said[-1])
    assert pickup_words(DRAW, words) == ()


@pytest.mark.parametrize("players", (2, 3, 4))
def test_on_another_seats_turn_the_ticket_says_whose_pickup_it_is(players):
    """The reviewer saw a bot's big "1 pickup" without a word of whose it was: on another
    seat's turn the ticket carries that seat's mark (its colour and shape) on its corner, clear
    of the number, and the line beside it names the seat; on the viewer's own turn, neither."""
    import pygame

    from tabletop.games.taco_party.table.view_model import coin_box

    stack, table = fullest_tables(players, "many tacos", headless_services(), human=1)
    assert not table.my_turn()
    seat = table.model().obs.current
    steps = next(e for e in table.elements(pygame.Surface((1280, 720))) if e.key == "steps")
    assert steps.look.owner == table.seat_style(seat)
    ticket = pygame.Rect(coin_box(steps.look.coin))
    centre = draw.owner_mark_centre(ticket)
    mark = pygame.Rect(0, 0, 2 * draw.OWNER_MARK_R, 2 * draw.OWNER_MARK_R)
    mark.center = centre
    assert ticket.contains(mark)
    number = pygame.Rect(ticket.centerx - 16, ticket.y + 2, 32, 36)  # two digits at 30 px
    assert not mark.colliderect(number)
    assert table.match.setup.seats[seat].name in steps.look.aside[0]
    stack, table = fullest_tables(players, "many tacos", headless_services(), human=0)
    if table.my_turn():
        steps = next(e for e in table.elements(pygame.Surface((1280, 720)))
                     if e.key == "steps")
        assert steps.look.owner is None

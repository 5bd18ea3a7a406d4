"""Round 27's review of the Crazy Taco table: the out pile's top card stamped Done or Lost
(the same task on the door read as one card drawn twice), the campaign's button saying why it
is switched off, a worker on an order on a dark place, the out pile's count on one line, and
the refused card's cross inside the card."""

from __future__ import annotations

import pygame

from tabletop.games.crazy_taco.rules import events as ev
from tabletop.games.crazy_taco.rules.actions import Advertise
from tabletop.games.crazy_taco.rules.shared import MANAGER
from tabletop.games.crazy_taco.table import draw
from tabletop.games.crazy_taco.table.board import out_words_box
from tabletop.games.crazy_taco.table.buttons import advertise_spec
from tabletop.games.crazy_taco.table.out_pile import left_unhappy
from tabletop.games.crazy_taco.table.view_model import CARD_DIE, FULL, face_shape
from tests.games.crazy_taco.table.test_layout import table_after


def _keyed(table, services, kind):
    return [e for e in table.elements(services.display.canvas)
            if isinstance(e.key, tuple) and e.key[0] == kind]


def test_the_out_piles_top_card_is_stamped_done_inside_the_card():
    table, _, services = table_after(1, 30, 7)
    obs = table.obs()
    assert obs.out
    stamps = _keyed(table, services, "out stamp")
    assert [e.key[1] for e in stamps] == [obs.out[-1]]
    look = stamps[0].look
    card = pygame.Rect(look.card)
    box = draw.out_stamp_box(table.style(), look)
    assert card.contains(box)
    art = pygame.Rect(face_shape(card.size).art).move(card.x, card.y)
    assert box.top == card.top + 2 and box.bottom <= art.y + art.h // 3  # (the art shows)
    spot = table.model().cards[obs.out[-1]]
    assert look.text == ("Done" if spot.spent else "Lost")


def test_a_task_thrown_away_undone_goes_to_the_pile_lost():
    moved = ev.CardMoved("trash-1", "door", "out", ev.TaskThrownAway())
    assert left_unhappy([moved]) == frozenset({"trash-1"})
    assert draw.OUT_STAMPS[False][0] == "Lost" and draw.OUT_STAMPS[True][0] == "Done"


def test_the_campaigns_button_says_why_it_is_switched_off():
    table, _, _ = table_after(1, 0, 7)
    model, data = table.model(), table.data
    cap, cost = data.board.popularity_cap, data.board.advertising_cost
    assert model.obs.popularity >= cap  # a fresh game starts with its stars full
    full = advertise_spec(model, [], data, str)
    assert (full.label, full.enabled) == ("Stars full: no advert", False)
    on = advertise_spec(model, [Advertise(MANAGER)], data, str)
    assert (on.label, on.enabled) == (f"Advertise ${cost}", True)
    short = dataclass_replace(model, popularity=cap - 1)
    poor = advertise_spec(short, [], data, str)
    assert (poor.label, poor.enabled) == (f"Advert needs ${cost}", False)


def dataclass_replace(model, **changes):
    from dataclasses import replace
    return replace(model, obs=replace(model.obs, **changes))


def test_dice_on_an_order_lie_on_a_dark_place_inside_the_card():
    table, _, services = table_after(2, 30, 11)  # (a money die on the Combo order)
    places = _keyed(table, services, "work place")
    assert places
    for place in places:
        card = table.model().cards[place.key[1]]
        rect = pygame.Rect(0, 0, *FULL)
        rect.center = (round(card.x), round(card.y))
        box = pygame.Rect(place.look.box)
        assert rect.contains(box)
        assert box.h >= CARD_DIE + 2 * draw.WORK_PAD


def test_the_out_piles_count_is_one_line_within_its_place():
    for size, language in (((1280, 720), "en"), ((1920, 1080), "en"), ((1280, 720), "es")):
        table, _, _ = table_after(1, 0, 7, size=size, language=language)
        style = table.style()
        box = out_words_box(table.board.box("out"))
        for count in (0, 3, 13, 48):
            text = draw.out_words(style.words, count)
            width, height = style.ui.measure(text, draw.WORDS)
            assert width <= box.w, (size, language, text, width, box.w)


def test_a_refused_card_wears_its_cross_on_its_top_edge():
    """The kit's refused mark on a card: its disc (a white cross on red) on the middle of the
    card's top edge, over the card (in its corner it hid a number); one disc (the outline
    under the card draws none that shows)."""
    from tabletop.kit import signals

    for seats, seed in ((1, 7), (1, 11)):
        table, _, services = table_after(seats, 0, seed)
        table.demo_refusal()
        target = table.refused_place
        badges = _keyed(table, services, "refused badge")
        assert [e.key[1] for e in badges] == [target]
        card = draw.refused_card(table.model(), target)
        assert card is not None and card.inflate(0, 28).contains(badges[0].rect)
        x, y = signals.cross_centre(card, inside=True)
        assert x == card.centerx
        assert badges[0].rect.center == (x, y)

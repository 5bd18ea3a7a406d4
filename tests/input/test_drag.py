"""Drag-and-drop driven by synthetic pygame events through the real input mapper."""

import pygame

from tabletop.input.drag import DragController
from tabletop.input.mapper import InputMapper


def feed(mapper, drag, events):
    for intent in mapper.map_events(events):
        drag.handle(intent)


def make(accept_zone):
    drops, clicks = [], []
    card = pygame.Rect(100, 100, 120, 168)
    zones = [("taco:0", (400, 100, 140, 200)), ("taco:1", (600, 100, 140, 200))]
    drag = DragController(
        pick=lambda pos: ("card7", card.center) if card.collidepoint(pos) else None,
        zones=lambda: zones,
        legal_zones=lambda item: {accept_zone},
        drop=lambda item, zone: drops.append((item, zone)) or zone == accept_zone,
        click=lambda item, pos: clicks.append(item),
    )
    return drag, drops, clicks


def test_drag_card_onto_a_zone_reports_the_zone_and_highlights_legal_ones():
    mapper = InputMapper(lambda pos: pos)
    drag, drops, _ = make("taco:1")
    feed(mapper, drag, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 150), button=1)])
    feed(mapper, drag, [pygame.event.Event(pygame.MOUSEMOTION, pos=(400, 160), rel=(0, 0),
                                           buttons=(1, 0, 0))])
    assert drag.dragging and drag.state.legal == {"taco:1"}
    assert drag.state.item_pos == (400 - (150 - 160), 160 - (150 - 184))
    feed(mapper, drag, [pygame.event.Event(pygame.MOUSEMOTION, pos=(650, 180), rel=(0, 0),
                                           buttons=(1, 0, 0))])
    assert drag.hover_zone == "taco:1"
    feed(mapper, drag, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(650, 180), button=1)])
    assert drops == [("card7", "taco:1")] and not drag.dragging


def test_drop_outside_any_zone_reports_none():
    mapper = InputMapper(lambda pos: pos)
    drag, drops, _ = make("taco:1")
    feed(mapper, drag, [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 150), button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 600), rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 600), button=1),
    ])
    assert drops == [("card7", None)]


def test_press_and_release_in_place_is_a_click_not_a_drop():
    mapper = InputMapper(lambda pos: pos)
    drag, drops, clicks = make("taco:0")
    feed(mapper, drag, [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 150), button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(152, 151), rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(152, 151), button=1),
    ])
    assert drops == [] and clicks == ["card7"]


def test_right_click_cancels_a_drag():
    mapper = InputMapper(lambda pos: pos)
    drag, drops, _ = make("taco:0")
    feed(mapper, drag, [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(150, 150), button=1),
        pygame.event.Event(pygame.MOUSEMOTION, pos=(450, 150), rel=(0, 0), buttons=(1, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(450, 150), button=3),
    ])
    assert drag.state is None and drops == []

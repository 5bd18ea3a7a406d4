"""Crazy Taco's tutorial: every step's top bar says what to do now, never the turn alone
(the coach's note, then Next, while it talks; the move it asks, else)."""

from __future__ import annotations

import pygame
import pytest

from tabletop.kit.coach import CoachScene
from tabletop.scenes.tutorial import play_to
from tests.scenes.helpers import headless_services
from tests.tutorial.test_tutorials import on_stack


@pytest.mark.parametrize("code", ["en", "es"])
def test_every_tutorial_step_says_what_to_do_now(code):
    from tabletop.assets.catalogs import load_language
    from tabletop.games.crazy_taco.table.view import COACH_READ

    services = headless_services()
    services.words = load_language(code)
    stack, table, coach = on_stack(services, "crazy-taco")
    assert isinstance(coach, CoachScene)
    match = coach.match
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        _turn, tip, _seat = table.status_text()
        assert tip, step + 1
        if match.coach.talking:
            assert tip == services.words.gettext(COACH_READ), step + 1
        if match.coach.free:
            break
        play_to(match, step + 1)


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_coach_shows_the_bottom_zones_and_rings_the_door_clear_of_its_count(code):
    """Round 29: at 1280x720 the coach's panel always lay over the Bonus, Extra and Fine
    zones; one step now points at them with its panel clear of all three (and of the
    kitchen). Where it rings the storeroom door, the ring's band (5 px inside its edge) passes
    under "tasks left" 4 px or more clear of the words, and stops short of the panel."""
    from tabletop.assets.catalogs import load_language
    from tests.scenes.layout_checks import texts_drawn

    services = headless_services()
    services.words = load_language(code)
    stack, table, coach = on_stack(services, "crazy-taco")
    assert isinstance(coach, CoachScene)
    match = coach.match
    zones = [pygame.Rect(table.board.box(name))
             for name in ("bonus-zone", "extra-area", "fine-area")]
    shown = rung = 0
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        places = match.coach.tutorial.steps[step].places
        if "bonus-zone" in places:
            assert not any(coach.box.colliderect(zone) for zone in zones), (step + 1, coach.box)
            assert not coach.box.colliderect(pygame.Rect(table.board.box("kitchen")))
            shown += 1
        if "door" in places:
            ring = table.place_rect("door").inflate(14, 14)
            table.redraw_all()
            door = pygame.Rect(table.board.box("door"))
            words = [p for p in texts_drawn(services, stack).placed
                     if p.text.startswith(services.words.gettext("tasks left: {count}")[:5])
                     and door.left - 20 <= p.rect.centerx <= door.right + 20]
            assert words, step + 1
            assert ring.bottom - 5 >= words[0].rect.bottom + 1, (step + 1, ring, words[0].rect)
            assert ring.left + 5 <= words[0].rect.left, (step + 1, ring, words[0].rect)
            assert ring.right - 5 >= words[0].rect.right, (step + 1, ring, words[0].rect)
            assert ring.bottom + 2 <= coach.box.top, (step + 1, ring, coach.box)
            rung += 1
        if match.coach.free:
            break
        play_to(match, step + 1)
    assert shown == 1 and rung >= 1

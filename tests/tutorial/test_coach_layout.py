"""The coach's panel and the closing recap stay on the screen at every text size, in English
and in Spanish, and the recap's lines end above its buttons."""

from __future__ import annotations

import pygame
import pytest

from tabletop.kit.coach import CoachScene
from tabletop.scenes.tutorial import play_to
from tests.scenes.helpers import headless_services
from tests.tutorial.test_tutorials import on_stack, tutorial_games

TEXT_SIZES = (0.8, 1.0, 1.3)


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
@pytest.mark.parametrize("game", tutorial_games())
def test_every_panel_and_the_recap_fit_at_every_text_size(game, scale, code):
    from tabletop.assets.catalogs import load_language

    services = headless_services()
    services.words = load_language(code)
    services.fonts.set_scale(scale)
    stack, _table, coach = on_stack(services, game)
    assert isinstance(coach, CoachScene)
    screen = services.display.canvas.get_rect()
    match = coach.match
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        assert screen.contains(coach.box), (step + 1, coach.box)
        for button in coach.buttons():
            assert coach.box.contains(button.rect), (step + 1, button.label)
        coach.coach.refused(coach.coach.reason(coach.coach.step))  # the tallest it grows
        coach.lay_out()
        assert screen.contains(coach.box), (step + 1, coach.box)
        for target in coach.targets():  # never over a place it points at below it
            assert not (coach.box.colliderect(target) and target.top > coach.box.centery), (
                step + 1, target)
        if match.coach.free:
            break
        play_to(match, step + 1)
    coach.skip()
    assert screen.contains(coach.box)
    buttons = coach.buttons()
    assert [b.label for b in buttons] == [services.words.gettext("Play for real"),
                                          services.words.gettext("Back to menu")]
    assert all(coach.recap_text_bottom <= b.rect.top for b in buttons), coach.recap_size


def test_taco_partys_coach_covers_the_what_happened_panel_whole_at_every_step():
    """The coach stands over the table's "What happened" panel: never a line of it peeking
    out under a short panel (it read twice, the coach's words and the table's)."""
    services = headless_services()
    stack, table, coach = on_stack(services, "taco-party")
    assert isinstance(coach, CoachScene)
    match = coach.match
    log = table.model().zone("log")
    lines = pygame.Rect(round(log.x), round(log.y), round(log.w), round(log.h)).inflate(-24, -12)
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        assert coach.box.contains(lines), (step + 1, coach.box, lines)
        play_to(match, step + 1)


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("scale", TEXT_SIZES)
def test_taco_partys_coach_never_covers_the_middle_cards(scale, code):
    """Over the "What happened" panel, the coach stops above the middle row (a smaller text,
    then its ask alone, where its words run long), so the middle's cards stay in sight at
    every step, a refused move's words included."""
    from tabletop.assets.catalogs import load_language

    services = headless_services()
    services.words = load_language(code)
    services.fonts.set_scale(scale)
    stack, table, coach = on_stack(services, "taco-party")
    assert isinstance(coach, CoachScene)
    match = coach.match
    middle = table.model().zone("centre")
    cards = pygame.Rect(round(middle.x), round(middle.y), round(middle.w), round(middle.h))
    for step in range(len(match.coach.tutorial.steps)):
        coach.lay_out()
        assert not coach.box.colliderect(cards), (step + 1, coach.box, cards)
        play_to(match, step + 1)

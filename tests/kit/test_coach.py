"""The tutorial coach's arrow: straight from its panel to the place it points at, and, where a
table names words it must not cross, the shortest arrow that crosses none of them (none when
there is none: the outline round the place says enough)."""

from __future__ import annotations

import pygame

from tabletop.kit.coach import arrow_between

PANEL = pygame.Rect(800, 400, 400, 200)
TARGET = pygame.Rect(100, 380, 80, 110)


def test_without_words_to_keep_clear_the_arrow_is_straight():
    assert arrow_between(PANEL, TARGET) == ((800, 435), (180, 435))
    assert arrow_between(PANEL, TARGET, ()) == arrow_between(PANEL, TARGET)
    assert arrow_between(PANEL, PANEL.inflate(-10, -10)) is None  # over it: the outline


def test_a_straight_arrow_already_clear_stays():
    label = pygame.Rect(400, 300, 100, 24)
    assert arrow_between(PANEL, TARGET, [label]) == arrow_between(PANEL, TARGET)


def test_the_arrow_goes_round_a_label_in_its_way():
    label = pygame.Rect(400, 425, 100, 24)  # across the straight arrow's line
    arrow = arrow_between(PANEL, TARGET, [label])
    assert arrow is not None and arrow != arrow_between(PANEL, TARGET)
    assert not label.inflate(4, 4).clipline(*arrow)
    start, end = arrow
    assert TARGET.collidepoint(end) or TARGET.inflate(2, 2).collidepoint(end)
    assert PANEL.inflate(2, 2).collidepoint(start)


def test_no_arrow_when_every_way_crosses_words():
    wall = pygame.Rect(400, 0, 100, 720)
    assert arrow_between(PANEL, TARGET, [wall]) is None


def test_the_head_never_lands_on_what_stands_in_front_of_the_outline():
    """A name strip across a taco's top hides the outline there: the arrow crosses it and
    ends on the taco's side below it, so it points at the taco, never at the strip."""
    panel = pygame.Rect(608, 60, 660, 210)
    taco = pygame.Rect(180, 384, 130, 270)  # its outline's top touching the strip's foot
    strip = pygame.Rect(18, 367, 580, 24)
    straight = arrow_between(panel, taco)
    assert straight is not None and strip.inflate(22, 22).collidepoint(straight[1])
    arrow = arrow_between(panel, taco, (), [strip])
    assert arrow is not None
    start, end = arrow
    assert not strip.inflate(22, 22).collidepoint(end)
    assert taco.inflate(2, 2).collidepoint(end) and panel.inflate(2, 2).collidepoint(start)
    assert arrow_between(panel, taco, (), [pygame.Rect(0, 300, 1280, 420)]) is None  # all hidden

"""The layout helper finds what a broken table shows: overlapping texts and badges, a text
past its box, a text too small."""

from __future__ import annotations

import pygame

from tabletop.ui.fonts import PlacedText
from tests.kit.layout import layout_problems

SCREEN = pygame.Rect(0, 0, 1280, 720)


def placed(text: str, rect: tuple[int, int, int, int],
           box: tuple[int, int, int, int] | None = None) -> PlacedText:
    return PlacedText(text, pygame.Rect(rect), pygame.Rect(box or rect), SCREEN)


def test_a_clean_layout_has_no_problems() -> None:
    texts = [placed("a", (0, 0, 40, 20)), placed("b", (50, 0, 40, 20))]
    assert layout_problems(texts, [("disc", pygame.Rect(100, 0, 30, 30))]) == []


def test_each_kind_of_problem_is_found() -> None:
    texts = [placed("a", (0, 0, 40, 20)), placed("b", (30, 0, 40, 20)),
             placed("tiny", (200, 0, 30, 10)), placed("wide", (300, 0, 90, 20), (300, 0, 50, 20)),
             placed("9", (505, 5, 20, 20))]
    badges = [("disc", pygame.Rect(500, 0, 30, 30)), ("chip", pygame.Rect(520, 0, 30, 30)),
              ("over", pygame.Rect(35, 5, 10, 10))]
    found = "\n".join(layout_problems(texts, badges))
    assert "'a'" in found and "overlaps 'b'" in found
    assert "'tiny'" in found and "under 16 px" in found
    assert "'wide'" in found and "runs past its box" in found
    assert "badge disc" in found and "overlaps badge chip" in found
    assert "badge over" in found
    assert "badge disc (500, 0, 30, 30) overlaps '9'" not in found  # its own number


def test_covered_places_are_left_out() -> None:
    texts = [placed("a", (0, 0, 40, 20)), placed("b", (30, 0, 40, 20))]
    assert layout_problems(texts, covered=[pygame.Rect(0, 0, 100, 100)]) == []

"""The table's signals: one look per meaning, told apart by pattern alone (drawn in one colour
they still differ) and, in the colour-blind palette, by colour under simulated colour blindness."""

from __future__ import annotations

import itertools

import pygame
import pytest

from tabletop.kit import signals
from tabletop.kit.signals import Meaning, SignalLook, mark, reach, signal
from tabletop.ui.card_sprite import CardSprite
from tabletop.ui.layer import Layer
from tabletop.ui.theme import theme_for

REQUIRED = (Meaning.ACTIVE_SEAT, Meaning.HINT, Meaning.SELECTED,
            Meaning.CURSOR, Meaning.LEGAL)
RECT = pygame.Rect(40, 40, 120, 168)
FELT = (31, 78, 90)


def drawn(meaning: Meaning, colour_blind: bool = False, k: float = 1.0) -> pygame.Surface:
    canvas = Layer((200, 250), 0, k)
    canvas.fill(FELT)
    signal(meaning, theme_for(colour_blind)).paint(canvas, RECT, 12)
    return canvas


def touched(canvas: pygame.Surface) -> set[tuple[int, int]]:
    w, h = canvas.get_size()
    return {(x, y) for x in range(w) for y in range(h) if canvas.get_at((x, y))[:3] != FELT}


def shape(meaning: Meaning) -> set[tuple[int, int]]:
    """Where a look draws, drawn all in white (its pattern without its colours), no wash."""
    canvas = Layer((200, 250), 0, 1.0)
    canvas.fill(FELT)
    white = (255, 255, 255)
    SignalLook(meaning, signals.PATTERNS[meaning], white, white).paint(canvas, RECT, 12,
                                                                       fill=False)
    return touched(canvas)


def test_each_meaning_has_its_own_pattern() -> None:
    """Where each look draws, whatever its colours, differs from every other by a lot."""
    shapes = {m: shape(m) for m in REQUIRED}
    for a, b in itertools.combinations(REQUIRED, 2):
        overlap = len(shapes[a] & shapes[b]) / len(shapes[a] | shapes[b])
        assert overlap < 0.55, (a, b, overlap)
    assert len({signals.PATTERNS[m] for m in Meaning}) == len(Meaning)


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _srgb(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


SIMULATIONS = {  # Vienot, Brettel & Mollon (1999), on linear RGB
    "protan": ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0), (0.00401, -0.00401, 1.0)),
    "deutan": ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0), (-0.02234, 0.02234, 1.0)),
}


def seen(colour: tuple[int, int, int], kind: str) -> tuple[float, ...]:
    rgb = [_linear(c) for c in colour]
    return tuple(_srgb(sum(m * v for m, v in zip(row, rgb, strict=True)))
                 for row in SIMULATIONS[kind])


@pytest.mark.parametrize("kind", sorted(SIMULATIONS))
def test_colour_blind_palette_keeps_the_coloured_signals_apart(kind: str) -> None:
    theme = theme_for(True)
    coloured = [m for m in REQUIRED if signal(m, theme).colour not in ((255, 255, 255),
                                                                      theme.cream)]
    assert len(coloured) >= 3
    for a, b in itertools.combinations(coloured, 2):
        ca, cb = seen(signal(a, theme).colour, kind), seen(signal(b, theme).colour, kind)
        distance = sum((x - y) ** 2 for x, y in zip(ca, cb, strict=True)) ** 0.5
        assert distance > 60, (a, b, distance)


@pytest.mark.parametrize("meaning", list(Meaning))
@pytest.mark.parametrize("k", [1.0, 1.5])
def test_a_signal_paints_only_inside_its_reach(meaning: Meaning, k: float) -> None:
    pixels = touched(drawn(meaning, k=k))
    area = reach(RECT)
    scaled = pygame.Rect(int(area.x * k), int(area.y * k), int(area.w * k) + 1,
                         int(area.h * k) + 1)
    assert pixels and all(scaled.collidepoint(p) for p in pixels), meaning


def test_signals_are_hashable_looks_and_a_mark_element_keeps_still() -> None:
    theme = theme_for(False)
    one = mark("hint", signal(Meaning.HINT, theme), RECT, 5.0)
    two = mark("hint", signal(Meaning.HINT, theme), pygame.Rect(RECT), 5.0)
    assert one == two and hash(one.look) == hash(two.look)
    assert one.rect == reach(RECT)
    assert mark("hint", signal(Meaning.CURSOR, theme), RECT, 5.0) != one


def test_a_card_sprite_wears_a_signal_as_its_highlight() -> None:
    face = pygame.Surface((120, 168))
    face.fill((250, 240, 220))
    shadow = pygame.Surface((132, 180), pygame.SRCALPHA)
    sprite = CardSprite(1, face, face, shadow, (100, 125))
    sprite.highlight = signal(Meaning.LEGAL, theme_for(False))
    canvas = pygame.Surface((200, 250))
    canvas.fill(FELT)
    sprite.draw(canvas)
    assert canvas.get_at((100, 125))[:3] == (250, 240, 220)  # the face shows: no wash on a card
    assert canvas.get_at((40 - 5, 125))[:3] != FELT          # the band lies around the card
    sprite.angle = 5.0  # while dragged the mark leans with the card
    canvas.fill(FELT)
    sprite.draw(canvas)
    assert canvas.get_at((100, 125))[:3] == (250, 240, 220)

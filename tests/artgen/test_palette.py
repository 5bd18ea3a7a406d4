"""The palette is immutable data; seats pair a colour with a shape; the colour-blind variant
differs in lightness as well as hue."""

import dataclasses
import itertools

import pytest

from tabletop.ui.palette import (
    COLOUR_BLIND,
    PLAYER_STYLES,
    SHAPES,
    STANDARD,
    contrast_ratio,
    hex_rgb,
    palette,
    relative_luminance,
)


def test_art_md_colours():
    assert STANDARD.felt == hex_rgb("#1F4E5A")
    assert STANDARD.cream == hex_rgb("#FFF4DC")
    assert STANDARD.charcoal == hex_rgb("#2B2B2B")
    assert STANDARD.marigold == hex_rgb("#F2A541")
    assert STANDARD.chili == hex_rgb("#D7263D")
    assert STANDARD.lime == hex_rgb("#8CC63F")
    assert STANDARD.magenta == hex_rgb("#C2185B")
    assert STANDARD.sky == hex_rgb("#3FA7D6")


def test_palette_switch():
    assert palette(False) is STANDARD
    assert palette(True) is COLOUR_BLIND
    assert palette() is STANDARD


def test_immutable():
    with pytest.raises(dataclasses.FrozenInstanceError):
        STANDARD.felt = (0, 0, 0)  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        PLAYER_STYLES[0].colour = (0, 0, 0)  # type: ignore[misc]
    assert isinstance(STANDARD.players, tuple)


@pytest.mark.parametrize("pal", [STANDARD, COLOUR_BLIND], ids=lambda p: p.name)
def test_players_pair_colour_and_shape(pal):
    assert tuple(p.shape for p in pal.players) == SHAPES
    assert len({p.colour for p in pal.players}) == 4
    assert [p.seat for p in pal.players] == [0, 1, 2, 3]
    assert pal.player(5) == pal.players[1]
    for p in pal.players:
        assert contrast_ratio(p.colour, p.text_colour) >= 3.0, p.label


def test_colour_blind_seats_differ_in_lightness():
    lum = sorted(relative_luminance(p.colour) for p in COLOUR_BLIND.players)
    for a, b in itertools.pairwise(lum):
        assert (b + 0.05) / (a + 0.05) >= 1.4, lum


def test_colour_blind_success_and_danger_differ_in_lightness():
    assert contrast_ratio(COLOUR_BLIND.success, COLOUR_BLIND.danger) >= 1.5


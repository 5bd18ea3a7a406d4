"""Settings → Reduced motion keeps every tween short and never lets one overshoot; Settings →
High-contrast table deepens the felt and strengthens the text; with both off nothing changes."""

from __future__ import annotations

import dataclasses

from tabletop.ui.palette import STANDARD, palette
from tabletop.ui.theme import theme_for
from tabletop.ui.tween import EASE_OUT_BACK, EASE_OUT_CUBIC, REDUCED_SECONDS, TweenRunner
from tests.scenes.helpers import headless_services


class Thing:
    x = 0.0


def test_reduced_motion_keeps_tweens_short_and_settling():
    runner = TweenRunner(1.0, reduced=True)
    tween = runner.add(Thing(), "x", 10.0, 0.6, EASE_OUT_BACK, delay=0.5)
    assert tween.duration == REDUCED_SECONDS and tween.delay == REDUCED_SECONDS
    assert tween.easing is EASE_OUT_CUBIC  # no bounce past the end and back
    plain = TweenRunner(1.0).add(Thing(), "x", 10.0, 0.6, EASE_OUT_BACK)
    assert plain.duration == 0.6 and plain.easing is EASE_OUT_BACK


def luminance(rgb: tuple[int, ...]) -> float:
    def channel(c: int) -> float:
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_high_contrast_strengthens_text_on_the_felt_and_ink_on_paper():
    plain, strong = palette(), palette(contrast=True)
    assert contrast(strong.text_on_felt, strong.felt) > contrast(plain.text_on_felt, plain.felt)
    assert contrast(strong.charcoal, strong.cream) > contrast(plain.charcoal, plain.cream)
    assert contrast(strong.text_on_felt, strong.felt) >= 7.0  # WCAG's AAA for body text
    assert palette(colour_blind=True, contrast=True).players == \
        palette(colour_blind=True).players  # the seats keep their colour-blind colours


def test_with_both_switches_off_the_colours_are_the_standard_ones():
    assert palette() is STANDARD
    assert theme_for(False) == theme_for(False, False) and theme_for(False).felt_veil == 0


def test_the_settings_switch_the_theme_and_the_felt_is_painted_again():
    services = headless_services()
    before = services.theme
    services.apply_settings(dataclasses.replace(services.settings, high_contrast=True,
                                                reduced_motion=True))
    assert services.theme != before and services.theme.felt_veil > 0
    assert services.reduced_motion

"""Widgets: a choice steps the way the arrow clicked or the key pressed points."""

import pygame

from tabletop.input import intents as it
from tabletop.ui.widgets import Button, Chips, Choice, FocusGroup


def skill_choice(values: list[str]) -> Choice:
    return Choice(pygame.Rect(100, 100, 300, 40), label="Skill",
                  choices=("easy", "normal", "hard"), index=1, on_change=values.append)


def test_a_clicked_choice_goes_back_from_its_left_arrow_and_on_from_its_right():
    values: list[str] = []
    choice = skill_choice(values)
    choice.click((112, 120))
    choice.click((112, 120))
    choice.click((388, 120))
    assert values == ["easy", "hard", "easy"]


def test_a_focus_group_passes_the_click_position_to_the_choice():
    values: list[str] = []
    group = FocusGroup()
    choice = group.add(skill_choice(values))
    group.add(Button(pygame.Rect(100, 200, 100, 40), label="OK"))
    group.handle(it.PointerDown((110, 120)))
    group.handle(it.PointerDown((390, 120)))
    group.handle(it.PointerDown((390, 120)))
    group.handle(it.Navigate(-1, 0))
    group.handle(it.Navigate(1, 0))
    group.handle(it.Confirm())
    assert group.focused is choice
    assert values == ["easy", "normal", "hard", "normal", "hard", "easy"]


def test_a_stepped_choice_reports_steps_instead_of_cycling():
    steps: list[int] = []
    choice = Choice(pygame.Rect(0, 0, 200, 40), label="Volume", display=lambda _v: "80 %",
                    on_step=steps.append)
    choice.click((5, 20))
    choice.click((195, 20))
    choice.navigate(-1)
    choice.activate()
    assert steps == [-1, 1, -1, 1]


def test_a_row_of_chips_picks_the_chip_clicked_and_steps_by_keys():
    """Every value in sight, one chip each: a click picks that one (the chosen one again
    changes nothing); Left and Right step as a choice does."""
    values: list[str] = []
    chips = Chips(pygame.Rect(100, 100, 316, 44), label="Skill",
                  choices=("easy", "normal", "hard"), index=1, on_change=values.append)
    rects = chips.chip_rects()
    assert len(rects) == 3 and rects[0].x == 100 and rects[-1].right == 416
    assert all(a.right < b.x for a, b in zip(rects, rects[1:], strict=False))
    chips.click(rects[2].center)
    chips.click(rects[2].center)
    chips.click(rects[0].center)
    assert values == ["hard", "easy"]
    chips.navigate(-1)
    assert values[-1] == "hard" and chips.value == "hard"


def test_a_switchs_word_is_never_squeezed_against_its_knob():
    """A long state word ("Inactivo") widens the switch's track: the word keeps 8 px from the
    knob and from the track's end, at every text size."""
    from tabletop.ui import fonts as font_sizes
    from tabletop.ui.widgets_switch import SWITCH_SIZE, WORD_SIZE, track_width
    from tests.scenes.helpers import headless_services

    ui = headless_services().fonts
    knob = SWITCH_SIZE[1] // 2 - 3
    assert track_width(ui, "On") == SWITCH_SIZE[0]
    for word in ("Inactivo", "Désactivé", "Ausgeschaltet"):
        room = track_width(ui, word) - 2 * knob - 6 - 16
        assert ui.measure(word, WORD_SIZE)[0] <= room
    assert WORD_SIZE >= font_sizes.MIN_TEXT

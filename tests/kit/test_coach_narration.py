"""The coach heard: with narration on, each step's panel is said as it shows (its count, what
the last move taught, the ask and how to go on), F6 says it again, and the recap is said with
its buttons, so a player who cannot see the panel can follow a tutorial."""

from __future__ import annotations

import dataclasses

from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.kit.narration import REPEAT_KEY
from tabletop.scenes.tutorial import build_tutorial, play_to
from tabletop.tutorial.files import read_tutorial
from tests.kit.ear import narrated_services
from tests.scenes.helpers import STEP


def coached(game: str, narration: bool = True):
    services, voice = narrated_services()
    if not narration:
        services.settings = dataclasses.replace(services.settings, narration=False)
    spec = services.specs[game]
    tutorial = read_tutorial(spec)
    assert tutorial is not None
    table, coach = build_tutorial(services, spec, tutorial)
    stack = SceneStack()
    stack.push(table)
    stack.push(coach)
    stack.apply_pending()
    stack.update(STEP)
    return stack, coach, voice


def heard(voice, words: str) -> bool:
    return any(words in line for line in voice.spoken)


def test_each_step_is_said_as_it_shows_and_again_on_the_repeat_key():
    stack, coach, voice = coached("taco-loco")
    steps = coach.coach.tutorial.steps
    total = len(steps)
    assert heard(voice, f"Coach, step 1 of {total}. ") and heard(voice, steps[0].say)
    assert heard(voice, ": next step.")  # the first step only talks
    said = len(voice.spoken)
    stack.update(STEP)
    assert len(voice.spoken) == said  # said once, not every frame
    stack.handle(it.Confirm())
    stack.update(STEP)
    assert voice.spoken[-1].startswith(f"Coach, step 2 of {total}. ")
    assert steps[1].say in voice.spoken[-1]
    coach.table.narration_key(REPEAT_KEY)
    assert voice.spoken[-1].startswith(f"Coach, step 2 of {total}. ")


def test_the_recap_is_said_with_its_buttons():
    stack, coach, voice = coached("crazy-taco")
    coach.skip()
    stack.update(STEP)
    last = voice.spoken[-1]
    assert last.startswith(coach.recap_title())
    assert "Play for real, button." in last and "Back to menu, button." in last


def test_nothing_is_said_with_narration_off():
    _stack, _coach, voice = coached("taco-party", narration=False)
    assert not heard(voice, "Coach, step")


def test_what_a_move_taught_is_said_once_though_the_panel_keeps_it():
    """Lupe's move right after the learner's keeps what the learner's taught on the panel
    (`test_coach_words`); the voice does not say it twice."""
    stack, coach, voice = coached("taco-loco")
    for step in range(1, 5):
        play_to(coach.match, step)
        stack.update(STEP)
    steps = coach.coach.tutorial.steps
    assert steps[2].after in coach.coach.told  # still on the panel at step 5
    assert sum(line.count(steps[2].after) for line in voice.spoken) == 1
    assert sum(line.count(steps[3].after) for line in voice.spoken) == 1

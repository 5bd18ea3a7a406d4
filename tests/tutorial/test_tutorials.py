"""Every tutorial played to its end on the real table, doing exactly what each step asks; a
wrong action refused with the coach's reason, leaving the table as it was; every rule a first
game meets taught by some step; a picture of every step (kept under $TUTORIAL_SHOTS when set)."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from tabletop.core.actions import Action
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.catalog import game_specs
from tabletop.input import intents as it
from tabletop.kit.coach import CoachScene
from tabletop.kit.scene import TableScene
from tabletop.scenes.tutorial import start_tutorial
from tabletop.tutorial.coach import CoachedMatch, CoachTalking, matches, replayed
from tabletop.tutorial.files import read_tutorial, tutorial_file
from tests.property import invariants
from tests.scenes.helpers import headless_services, settle

LESSONS = {
    "taco-loco": {"sums", "eleven", "over", "same", "legendary", "lonesome"},
    "taco-party": {"likes", "topper", "outfit", "pickup", "burn", "scoring"},
    "crazy-taco": {"phases", "serve", "collect", "blanks", "task", "rest", "menu"},
    "taco-fight": {"flip", "build", "smash", "stab", "special", "prep", "fight"},
}
"""What issue 19 says each first game meets, as the lesson ids its tutorial lists."""


def tutorial_games() -> list[str]:
    return [game for game, spec in game_specs().items() if tutorial_file(spec) is not None]


def shots_folder(tmp_path: Path, game: str) -> Path:
    root = os.environ.get("TUTORIAL_SHOTS")
    folder = Path(root) / game if root else tmp_path / game
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def wrong_action(match: CoachedMatch) -> Action | None:
    """An action the learner could take now that is not the one asked for (None: none)."""
    coach = match.coach
    seat = coach.tutorial.human
    step = coach.step
    legal = match.rules.legal_actions(seat) if seat in match.rules.actors() else []
    for action in legal:
        if step is None or step.wants is None or not matches(action, step.wants, match.data):
            return action
    return None


def on_stack(services, game: str) -> tuple[SceneStack, TableScene, CoachScene]:
    stack = SceneStack()
    assert start_tutorial(services, stack, game_specs()[game])
    stack.apply_pending()
    coach = stack.top
    assert isinstance(coach, CoachScene)
    return stack, coach.table, coach


def quiet(stack: SceneStack, table: TableScene) -> None:
    """Animations done (the learner reads the coach on a still table); a table's own first
    overlay (Taco Fight's controls) closed as the learner would."""

    def still() -> bool:
        if not isinstance(stack.top, CoachScene):
            stack.handle(it.Back())
            stack.apply_pending()
            return False
        return not table.tweens.busy

    settle(stack, until=still, limit=30)
    settle(stack, 0.1)


@pytest.mark.parametrize("game", tutorial_games())
def test_the_tutorial_teaches_every_rule_a_first_game_meets(game):
    tutorial = read_tutorial(game_specs()[game])
    assert tutorial is not None
    listed = {lesson.id for lesson in tutorial.lessons}
    assert listed == LESSONS[game]
    taught = {lesson for step in tutorial.steps for lesson in step.teaches}
    assert taught == listed
    assert tutorial.minutes <= 5


@pytest.mark.parametrize("code", ["en", "es"])
@pytest.mark.parametrize("game", tutorial_games())
def test_the_tutorial_plays_to_its_end_refusing_every_other_action(game, code, tmp_path):
    """Played in English and in Spanish: each step is found by what it asks for (its `wants`,
    its places), never by its words; in Spanish the coach says each step's own words as the
    catalog translates them."""
    from tabletop.assets.catalogs import load_language

    services = headless_services()
    services.words = load_language(code)
    said_as = services.words.gettext
    stack, table, coach_scene = on_stack(services, game)
    match = table.match
    assert isinstance(match, CoachedMatch)
    coach = match.coach
    human = coach.tutorial.human
    folder = shots_folder(tmp_path, game)
    shots = 0
    while not coach.done:
        index, step = coach.index, coach.step
        assert step is not None
        quiet(stack, table)
        if coach.index != index:
            continue  # a bot's scripted move was played while the table settled
        stack.draw(services.display.canvas, 0.0)
        pygame.image.save(services.display.canvas, str(folder / f"{code}-step-{index + 1:02}.png"))
        shots += 1
        said = [text for text, _size, _colour in coach_scene.texts()]
        assert said_as(step.say) in said and (code == "en" or said_as(step.say) != step.say), \
            index + 1
        for place in step.places:
            assert table.place_rect(place) is not None, f"step {index + 1}: {place}"
        wanted = step.wants
        if step.until:  # a free stretch of real play: the clock runs until its event
            settle(stack, until=lambda at=index: coach.index != at, limit=90)
            continue
        if wanted is not None and wanted.seat != human:
            settle(stack, until=lambda at=index: coach.index != at, limit=30)
            continue
        before = match.rules.snapshot()
        invariants.check(game, match.rules, len(match.setup.seats), before)
        wrong = wrong_action(match)
        if wrong is not None:
            assert not table.submit(wrong)
            expected = CoachTalking() if wanted is None else coach.reason(step)
            assert coach.refusal == expected
            assert table.feedback.line()[0] == table.phrases.refusal(expected)
            assert match.rules.snapshot() == before and coach.index == index
        if wanted is None:
            stack.handle(it.Confirm())
            stack.apply_pending()
        else:
            for _ in range(step.times):
                asked = coach.scripted(match.rules.legal_actions(human))
                assert asked is not None, f"step {index + 1}: the asked action is not legal"
                assert table.submit(asked)
        assert coach.index == index + 1
    settle(stack, until=lambda: coach_scene.recap, limit=30)
    stack.draw(services.display.canvas, 0.0)
    pygame.image.save(services.display.canvas, str(folder / f"{code}-recap.png"))
    recap = coach_scene.recap_lines()
    assert recap[-1] == said_as(coach.tutorial.closing) and (code == "en" or recap[-1] !=
                                                     coach.tutorial.closing)
    assert shots >= len(coach.tutorial.steps) // 2
    assert not match.rules.is_over(), "the tutorial ends before its game does"
    assert replayed(match).snapshot() == match.rules.snapshot(), "the log tells the game"


@pytest.mark.parametrize("game", tutorial_games())
def test_a_tutorial_keeps_no_records_and_resumes_where_it_was_left(game):
    services = headless_services()
    stack, table, _ = on_stack(services, game)
    match = table.match
    assert isinstance(match, CoachedMatch)
    coach = match.coach
    human = coach.tutorial.human
    while coach.index < 3:
        step = coach.step
        assert step is not None
        if step.wants is None:
            coach.next()
        else:
            action = coach.scripted(match.rules.legal_actions(step.wants.seat))
            assert action is not None
            table.submit(action)
    settle(stack, 0.2)
    services.storage.flush()
    storage = services.storage
    assert storage.saved_game(game) is None, "a tutorial never shows under Continue"
    assert not list(storage.user.replays.folder.glob("*.json")) if hasattr(
        storage.user.replays, "folder") else True
    # a new session: the tutorial opens at the step it was left at
    stack, table, _ = on_stack(services, game)
    resumed = table.match
    assert isinstance(resumed, CoachedMatch)
    assert resumed.coach.index == coach.index >= 3
    assert resumed.rules.observation(human) == match.rules.observation(human)
    if table.turn_based:  # what happened so far is read back from the scripted game's log
        assert table.happened.entries


def test_every_game_of_the_catalog_has_a_tutorial():
    assert tutorial_games() == list(game_specs()) and set(LESSONS) == set(game_specs())


@pytest.mark.parametrize("game", [g for g in tutorial_games() if game_specs()[g].realtime])
def test_the_clock_stands_still_while_the_coach_talks_then_one_real_fight_runs(game):
    from tabletop.scenes.tutorial import play_to

    services = headless_services()
    stack, table, _ = on_stack(services, game)
    match = table.match
    assert isinstance(match, CoachedMatch)
    before = match.rules.snapshot()
    quiet(stack, table)
    settle(stack, 3.0)
    assert match.coach.index == 0 and match.clock_held()
    assert match.rules.snapshot() == before, "the hourglass ran while the coach talked"
    play_to(match, len(match.coach.tutorial.steps))
    assert match.coach.free, "the tutorial ends with a real fight"
    assert not match.clock_held()
    running = match.rules.snapshot()
    settle(stack, 1.0)
    assert match.rules.snapshot() != running


@pytest.mark.parametrize("swap", [False, True])
def test_a_pads_confirm_button_goes_on_from_a_step_that_only_talks(swap):
    """A learner with a pad in hand goes on with A (B when the buttons are swapped), as
    Enter does; the other face button does not."""
    import dataclasses

    from tabletop.input import pad

    services = headless_services()
    services.settings = dataclasses.replace(services.settings, pad_swap=swap)
    stack, table, coach_scene = on_stack(services, "taco-loco")
    coach = table.match.coach
    quiet(stack, table)
    assert coach.talking
    at = coach.index
    other = pad.A if swap else pad.B
    coach_scene.handle(it.PadButton(0, other))
    assert coach.index == at
    coach_scene.handle(it.PadButton(0, pad.B if swap else pad.A))
    assert coach.index == at + 1

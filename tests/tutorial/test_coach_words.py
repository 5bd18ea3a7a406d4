"""What the coach says as a newcomer reads it: a bot's scripted move right after the learner's
does not wipe what the learner's move taught, and a refused move gets a short friendly word
(the ask stays in the coach's panel just above, not repeated along the table's foot)."""

from __future__ import annotations

import pytest

from tabletop.games.catalog import game_specs
from tabletop.games.taco_party.table.view_text import STEP_CHIPS
from tabletop.kit.phrases import Phrases
from tabletop.scenes.tutorial import play_to
from tabletop.tutorial.coach import coached_match
from tabletop.tutorial.files import read_tutorial, tutorial_file
from tests.tutorial.test_tutorials import tutorial_games, wrong_action


def match_of(game: str):
    from tests.scenes.helpers import headless_services

    services = headless_services()
    spec = game_specs()[game]
    tutorial = read_tutorial(spec)
    assert tutorial is not None
    return coached_match(spec, services.game_data(spec), tutorial, f"data/{tutorial_file(spec)}")


def test_a_bots_move_keeps_what_the_learners_move_taught():
    match = match_of("taco-loco")
    steps = match.coach.tutorial.steps
    play_to(match, 4)  # the learner gave the perfect taco, then Lupe started a new one
    assert steps[2].after in match.coach.told
    assert steps[3].after in match.coach.told
    play_to(match, 5)  # the learner's own next move: only its words
    assert match.coach.told == steps[4].after


@pytest.mark.parametrize("game", tutorial_games())
def test_every_lesson_said_after_a_learners_move_is_still_shown_after_the_bots(game):
    match = match_of(game)
    coach = match.coach
    steps = coach.tutorial.steps
    human = coach.tutorial.human
    while not coach.done and not coach.free:
        at = coach.index
        step = steps[at]
        play_to(match, at + 1)
        learner = step.wants is not None and step.wants.seat == human
        if learner and step.after and at + 1 < len(steps):
            following = steps[at + 1]
            if following.wants is not None and following.wants.seat != human:
                play_to(match, at + 2)
                assert step.after in coach.told, (game, at + 1)


@pytest.mark.parametrize("game", tutorial_games())
def test_a_refused_move_is_told_in_a_few_words_not_the_whole_ask_again(game):
    match = match_of(game)
    coach = match.coach
    while not coach.done and not coach.free:
        step = coach.step
        assert step is not None
        if step.wants is not None and step.wants.seat == coach.tutorial.human:
            wrong = wrong_action(match)
            if wrong is not None:
                refusal = coach.gate(wrong)
                assert refusal is not None
                said = Phrases().refusal(refusal.why)
                assert step.say not in said, (game, coach.index + 1)
                assert len(said) <= 120, (game, coach.index + 1, said)
        play_to(match, coach.index + 1)


@pytest.mark.parametrize("game", tutorial_games())
def test_a_free_fights_words_hold_whatever_the_bots_play_first(game):
    """In a free stretch the bots play as in a real game (a teammate may build on your plate
    or smash your taco first): the coach names no card the learner is sure to hold or play."""
    from tests.scenes.helpers import headless_services

    spec = game_specs()[game]
    tutorial = read_tutorial(spec)
    assert tutorial is not None
    cards = getattr(headless_services().game_data(spec), "cards", ())
    names = {str(getattr(card, "name", "")) for card in cards} - {""}
    for number, step in enumerate(tutorial.steps, 1):
        if step.until:
            named = [name for name in names if name.lower() in step.say.lower()]
            assert not named, (game, number, named)


TURN_STEPS = {"taco-party": tuple(word.lower() for _, word in STEP_CHIPS)}
"""The steps of a turn the real game's table shows (Taco Party's chips: 1 Play, 2 Discard, 3
Buy, 4 Draw, read from the table's own `STEP_CHIPS`): its tutorial names each, so none is a
surprise in the first real game."""


@pytest.mark.parametrize("game", sorted(TURN_STEPS))
def test_the_tutorial_names_every_step_of_a_turn_the_real_table_shows(game):
    tutorial = read_tutorial(game_specs()[game])
    assert tutorial is not None
    human = tutorial.human  # a bot's step is on only while it moves: the learner's are read
    said = " ".join(f"{step.say} {step.after}".lower() for step in tutorial.steps
                    if step.wants is None or step.wants.seat == human)
    missing = [name for name in TURN_STEPS[game] if name not in said]
    assert not missing, missing


def test_crazy_tacos_recap_says_what_changes_in_a_two_player_game():
    """The tutorial is played alone; a first real game for two (the seat setup's default)
    puts the other player on the customers' side: the recap says so before Play for real."""
    tutorial = read_tutorial(game_specs()["crazy-taco"])
    assert tutorial is not None
    assert "two players" in tutorial.closing and "customers" in tutorial.closing


def test_after_several_bot_moves_the_coach_says_the_latest_bot_move_only():
    """Taco Party: the burn's outcome is said as Rosa's turn begins (its first step's words),
    then Rosa's scripted moves; the green line says what Rosa did last, never a growing list
    that runs over the middle row, nor the burn again four steps after it happened (a
    reviewer read "The Guacamole burned" at steps 9 to 13)."""
    match = match_of("taco-party")
    steps = match.coach.tutorial.steps
    burn = next(i for i, s in enumerate(steps) if "burn" in s.teaches)
    last_bot = max(i for i, s in enumerate(steps) if s.wants is not None and s.wants.seat == 1)
    assert "Guacamole burned" in steps[burn + 1].say and not steps[burn].after
    play_to(match, last_bot + 1)
    earlier = [s.after for s in steps[burn + 1:last_bot] if s.after]
    assert earlier, "the test needs bot words before the last one"
    assert match.coach.told == steps[last_bot].after

"""The screenshot mode shows what a scene's name says: a refusal and a hint on the viewer's own
turn, a curtain between two people (a solo game's two-player form), a tutorial's coach on top,
and no curtain for a table that hides nothing."""

import argparse

import pytest

from tabletop.core.errors import DataError
from tabletop.kit.coach import CoachScene
from tabletop.kit.scene import TableScene
from tabletop.tools.screenshot import stage_scene
from tests.scenes.helpers import headless_services


def staged(scene: str, game: str, steps: int = 10, seed: int = 11):
    services = headless_services()
    stack = stage_scene(services, argparse.Namespace(
        scene=scene, game=game, players=None, seed=seed, steps=steps, option=[],
        size="1280x720"))
    return services, stack


def table_of(stack) -> TableScene:
    return next(s for s in stack.scenes if isinstance(s, TableScene))


@pytest.mark.parametrize("game", ["taco-loco", "taco-party", "crazy-taco"])
def test_a_refusal_is_shown_on_the_viewers_own_turn(game):
    _, stack = staged("refusal", game)
    table = table_of(stack)
    assert table.viewer in table.match.rules.actors()
    assert table.feedback.line()[0]  # the rules' sentence, on the line at the bottom


def test_a_solo_game_shows_its_curtain_between_two_people():
    _, stack = staged("curtain", "crazy-taco")
    assert len(table_of(stack).humans) == 2
    assert type(stack.top).__name__ == "CurtainScene"


def test_a_table_that_hides_nothing_has_no_curtain_to_show():
    with pytest.raises(DataError, match="no curtain"):
        staged("curtain", "taco-fight")


@pytest.mark.parametrize("game", ["taco-loco", "taco-party", "crazy-taco", "taco-fight"])
def test_a_tutorial_shows_its_coach_at_the_step_asked_for(game):
    _, stack = staged("tutorial", game, steps=3)
    assert isinstance(stack.top, CoachScene)
    assert stack.top.match.coach.index == 3


def test_a_screenshot_in_spanish_says_spanish_in_the_language_setting(tmp_path):
    """`--lang es` is the settings' language for the run too (the settings screen's Language
    row reads "Español"), and nothing is saved."""
    from tabletop.app import build_services
    from tabletop.assets.catalogs import load_language
    from tabletop.scenes.settings import SettingsScene
    from tabletop.tools.screenshot import speak_chosen_language
    from tests.scenes.every_scene import on_stack
    from tests.scenes.layout_checks import texts_drawn

    services = build_services(window=False, storage_folder=tmp_path,
                              words=load_language("es"))
    before = services.storage.settings.language
    speak_chosen_language(services)
    assert services.storage.settings.language == "es"
    stack = on_stack(SettingsScene(services))
    said = [placed.text for placed in texts_drawn(services, stack).placed]
    assert "Español" in said and "English" not in said
    fresh = build_services(window=False, storage_folder=tmp_path)
    assert fresh.storage.settings.language == before


def test_the_fight_scene_shows_a_real_time_table_in_the_middle_of_a_fight():
    """`--scene fight --steps 40`: 10 s into the second fight, not a prep."""
    _, stack = staged("fight", "taco-fight", steps=40)
    table = table_of(stack)
    seen = table.match.rules.observation(0)
    assert seen.phase == "fight" and seen.table.wave == 2
    assert seen.phase_elapsed >= 10 * 60
    assert stack.top is table  # no controls sheet over the fight


def test_a_game_played_in_turns_has_no_fight_to_show():
    with pytest.raises(DataError, match="no fight"):
        staged("fight", "taco-loco")


@pytest.mark.parametrize(("game", "controller"), [("taco-loco", False), ("taco-fight", True)])
def test_the_phones_scene_shows_a_code_per_seat_over_the_table(game, controller):
    from tabletop.scenes.phone_codes import PhoneCodesScene

    _, stack = staged("phones", game)
    codes = stack.top
    assert isinstance(codes, PhoneCodesScene)
    seats = len(table_of(stack).match.setup.seats)
    assert len(codes.request.links) == len(codes.codes) == seats
    assert codes.request.controller is controller
    assert codes.online and not codes.request.address.startswith("127.")


def test_the_rules_booklet_turns_as_many_pages_as_steps_asked():
    """`--scene rules --steps N` shows the booklet turned N pages (a reviewer could only see
    page 1); past the last page it stays on the last, and no steps is page 1."""
    _, stack = staged("rules", "taco-loco", steps=3)
    assert stack.top.section == 3
    _, stack = staged("rules", "taco-loco", steps=99)
    assert stack.top.section == len(stack.top.sections) - 1
    _, stack = staged("rules", "taco-loco", steps=0)
    assert stack.top.section == 0

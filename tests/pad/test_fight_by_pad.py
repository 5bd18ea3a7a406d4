"""¡Taco Fight! by a gamepad alone: a pad plugged in joins with a press (its layout stays the
fight's own: A play, B hit, X flip, Y grab, Back auto, Start ready) and plays a whole game
against a bot through the real table scene, every press a raw controller event."""

from __future__ import annotations

import pygame

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.taco_fight.spec import SPEC
from tabletop.games.taco_fight.table.devices import pad_device
from tabletop.games.taco_fight.table.view import TacoFightTable
from tabletop.scenes.results import ResultsScene
from tests.pad.helpers import PAD, Pads, dpad, press, stick
from tests.scenes.helpers import STEP, headless_services

FIGHT_PRESSES = ["a", "b", "x", "b", "y", "a", "b", "b", "lb", "rb", "a", "b"]


def test_a_whole_fight_by_one_pad_against_a_bot(private_user_data):
    services = headless_services()
    services.settings = None
    seats = (Seat("P1", BOT), Seat("P2", BOT))
    match = Match(SPEC, services.game_data(SPEC), GameSetup(seats, 3, SPEC.resolve_options({})))
    stack = SceneStack()
    table = TacoFightTable(services, SPEC, match)
    stack.push(table)
    stack.apply_pending()
    pads = Pads(services, stack)
    pads.plug(0)
    pads.post(press("a"))  # a press joins: the pad takes a bot's seat
    seat = table.hub.seat(pad_device(PAD))
    assert seat is not None and seat not in match.bots
    canvas = pygame.Surface((1280, 720))
    rules = match.rules
    frames = 0
    while not rules.is_over():
        if rules.phase == "prep" and frames % 90 == 45:
            pads.post(press("back") + press("start"))  # auto place, ready
        elif rules.phase == "fight" and frames % 6 == 0:
            step = frames // 6
            if step % 5 == 4:
                pads.post((dpad if step % 2 else stick)(1 if step % 4 < 2 else -1, 0))
            else:
                pads.post(press(FIGHT_PRESSES[step % len(FIGHT_PRESSES)]))
        stack.update(STEP)
        stack.apply_pending()
        if frames % 600 == 0:
            stack.draw(canvas, 0.0)
        frames += 1
        assert frames < 20 * 60 * 60, "the game never ended"
    assert rules.wave >= 2 and table.played_by_people == {seat}
    assert any(entry.get("seat") == seat for entry in match.log)  # the pad played
    for _ in range(600):
        if isinstance(stack.top, ResultsScene):
            break
        stack.update(STEP)
        stack.apply_pending()
    assert isinstance(stack.top, ResultsScene)

"""A finished game watched again ends in exactly the state the game ended in."""

from datetime import UTC, datetime

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.scenes.replays import ReplayScene
from tabletop.storage.records import record_of
from tests.scenes.helpers import headless_services, send, settle


def finished_record(services, game="taco-loco", players=3, seed=4):
    spec = services.specs[game]
    seats = tuple(Seat(f"P{i}", HUMAN if i == 0 else BOT) for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, seed, {}))
    match.bots[0] = spec.new_bot(match.data, 0, "normal", 0)
    play_out(match)
    return match, record_of(match, datetime.now(UTC))


def test_replay_played_to_the_end_matches_the_game():
    services = headless_services()
    match, record = finished_record(services)
    stack = SceneStack()
    scene = ReplayScene(services, record)
    stack.push(scene)
    stack.apply_pending()
    scene.speed_index = len((0.5, 1, 2, 4, 8)) - 1
    scene.view.tweens.speed = 0
    settle(stack, until=lambda: scene.cursor.position == len(scene.cursor), limit=600)
    assert scene.cursor.rules.snapshot() == match.rules.snapshot()
    assert scene.cursor.verify() is None


def test_replay_steps_back_and_forward_by_keyboard():
    services = headless_services()
    _, record = finished_record(services)
    stack = SceneStack()
    scene = ReplayScene(services, record)
    stack.push(scene)
    stack.apply_pending()
    scene.playing = False
    send(stack, it.Navigate(1, 0), it.Navigate(1, 0), it.Navigate(1, 0))
    assert scene.cursor.position == 3
    snapshot = scene.cursor.rules.snapshot()
    send(stack, it.Navigate(1, 0), it.Navigate(-1, 0))
    assert scene.cursor.position == 3 and scene.cursor.rules.snapshot() == snapshot

"""A finished game's replay is watched together: everyone's cards (every hand face up), or
any one seat's view (that seat's hand and nobody else's), switched with V or the bar's button
while it plays, and remembered by the replay for the next time it is watched."""

from __future__ import annotations

import json

import pytest

from tabletop.core.headless import play_out
from tabletop.engine.scene_stack import SceneStack
from tabletop.games.crazy_taco.rules.shared import CUSTOMER_PLAYER, MANAGER
from tabletop.games.taco_loco.table.faces import chip_of
from tabletop.input import intents as it
from tabletop.scenes.replays import ReplayListScene, ReplayScene
from tests.scenes.every_scene import fresh_services, human_match
from tests.scenes.helpers import headless_services, send, settle
from tests.scenes.test_replays import finished_record

GAMES = ("taco-party", "taco-loco")
"""The games with hidden hands and three seats or more."""


def hands(scene: ReplayScene) -> dict[int, tuple]:
    """Every seat's hand now, as the rules hold it."""
    rules = scene.cursor.rules
    return {seat: tuple(rules.observation(seat).hand) for seat in range(len(scene.record.seats))}


def card_id(card) -> int:
    return card if isinstance(card, int) else card.id


def shown_hands(scene: ReplayScene) -> set[int]:
    """The seats whose whole hand the table shows face up now (on its card layer, or in its
    seat's panel), holding that no other seat's hand card shows face up anywhere."""
    view = scene.view
    view.tweens.finish_all()
    canvas = scene.services.display.canvas
    looks = {element.key: element.look for element in view.elements(canvas)}
    face_up = {card for card, sprite in view.cards.sprites.items() if sprite.face_up}
    shown = set()
    for seat, hand in hands(scene).items():
        ids = {card_id(card) for card in hand}
        look = looks.get(("seat head", seat), looks[("seat", seat)])  # (a header of its own)
        opened = tuple(look.open_hand)
        if scene.spec.id == "taco-loco":
            in_panel = opened == tuple(chip_of(card) for card in hand)
        else:
            in_panel = opened == tuple(card_id(card) for card in hand)
        on_layer = ids <= face_up
        assert in_panel or on_layer or not (ids & face_up or opened), (seat, "partly shown")
        if in_panel or on_layer:
            shown.add(seat)
    return shown


def watching(game: str) -> tuple[SceneStack, ReplayScene]:
    services = headless_services()
    _, record = finished_record(services, game, players=3)
    stack = SceneStack()
    scene = ReplayScene(services, record)
    stack.push(scene)
    stack.apply_pending()
    scene.playing = False
    scene.view.tweens.speed = 0
    while not all(hands(scene).values()) or scene.cursor.position < 4:
        scene.forward()
    scene.view.tweens.finish_all()
    return stack, scene


@pytest.mark.parametrize("game", GAMES)
def test_everyone_then_each_seat_shows_all_hands_then_exactly_one(game):
    stack, scene = watching(game)
    assert scene.watching is None and scene.view.open_hands
    assert shown_hands(scene) == {0, 1, 2}
    assert "View: all" in scene.view_button.label
    for seat in range(3):
        send(stack, it.KeyPress("v"))
        assert scene.watching == seat and scene.view.viewer == seat
        assert shown_hands(scene) == {seat}
        assert scene.record.seats[seat].name in scene.view_button.label
    scene.view_button.activate()  # the bar's button: round again to everyone's cards
    assert scene.watching is None and shown_hands(scene) == {0, 1, 2}
    send(stack, it.Command("hint"))  # a pad's X switches too
    assert scene.watching == 0


def test_taco_partys_everyone_view_lays_every_hand_out_big_in_the_hands_place():
    """Watched as everyone's cards, ¡Taco Party!'s hand place (empty but for a note before)
    shows every seat's hand in a row of its own, each card as big as the row allows; a seat's
    own view shows its hand there as in play, no panel."""
    from tabletop.games.taco_party.table.replay_hands import ROW_MAX

    stack, scene = watching("taco-party")
    canvas = scene.services.display.canvas
    looks = {element.key: element.look for element in scene.view.elements(canvas)}
    assert "hand note" not in looks
    panel = looks["open hands"]
    assert [row.name for row in panel.rows] == [s.name for s in scene.record.seats]
    for seat, row in enumerate(panel.rows):
        assert len(row.hand) == len(hands(scene)[seat])
    rows_h = (panel.box[3] - 30) // len(panel.rows)
    assert min(ROW_MAX, rows_h) >= 30  # its cards' pictures twice the name strip's, or more
    send(stack, it.KeyPress("v"))
    looks = {element.key: element.look for element in scene.view.elements(canvas)}
    assert "open hands" not in looks


@pytest.mark.parametrize("game", GAMES)
def test_the_view_switches_while_the_replay_plays(game):
    stack, scene = watching(game)
    scene.playing = True
    start = scene.cursor.position
    settle(stack, until=lambda: scene.cursor.position >= start + 2, limit=30)
    send(stack, it.KeyPress("v"))
    assert scene.playing and scene.watching == 0
    settle(stack, until=lambda: scene.cursor.position >= start + 4, limit=30)
    assert scene.playing and scene.watching == 0
    while not all(hands(scene).values()):
        scene.forward()
    assert shown_hands(scene) == {0}


def test_a_live_table_never_shows_everyones_cards():
    services = headless_services()
    match = human_match(services, "taco-party", 3)
    table = services.table_view_class("taco-party")(services, match.spec, match)
    assert not table.open_hands
    with pytest.raises(RuntimeError):
        table.watch(None)
    assert not table.open_hands


def test_the_replay_remembers_its_view(tmp_path):
    services = fresh_services(tmp_path)
    match = play_out(human_match(services, "taco-party", 3, seed=6))
    services.storage.finish(match)
    stack = SceneStack()
    listing = ReplayListScene(services)
    stack.push(listing)
    stack.apply_pending()
    listing.watch(listing.records[0])
    stack.apply_pending()
    scene = stack.top
    assert isinstance(scene, ReplayScene) and scene.watching is None
    send(stack, it.KeyPress("v"), it.KeyPress("v"))
    assert scene.watching == 1
    send(stack, it.Back())
    assert stack.top is listing
    path = listing.records[0].path
    assert json.loads(path.read_text(encoding="utf-8"))["watch"] == 1
    listing.watch_at(0)  # its button, as the list now holds it
    stack.apply_pending()
    assert stack.top.watching == 1 and stack.top.view.viewer == 1
    again = ReplayListScene(services)  # read from the file, as the next time the app runs
    assert again.records[0].watch == 1


def test_crazy_tacos_customer_hand_shows_in_everyones_cards_and_the_customers_view():
    """Crazy Taco's one hidden hand is the customer player's: a replay shows it while they
    choose a card, watched as everyone's cards or from their seat, never from the manager's."""
    services = headless_services()
    _, record = finished_record(services, "crazy-taco", players=2)
    stack = SceneStack()
    scene = ReplayScene(services, record)
    stack.push(scene)
    stack.apply_pending()
    scene.playing = False
    scene.forward()
    while CUSTOMER_PLAYER not in scene.cursor.rules.actors():
        scene.forward()
    hand = set(scene.cursor.rules.observation(CUSTOMER_PLAYER).hand)
    assert hand

    def face_up_hand() -> set:
        scene.view.tweens.finish_all()
        return {card for card, sprite in scene.view.cards.sprites.items()
                if sprite.face_up and card in hand}

    assert scene.watching is None and face_up_hand() == hand
    for seat, shown in ((MANAGER, set()), (CUSTOMER_PLAYER, hand)):
        while scene.watching != seat:
            send(stack, it.KeyPress("v"))
        assert face_up_hand() == shown, seat

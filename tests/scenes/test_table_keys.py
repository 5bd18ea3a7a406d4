"""The keys a table offers are the ones that apply: "Ctrl+Z: undo" and the Undo button only when
`Match` can take a move back (so almost never in Taco Loco, where every move ends with a draw),
"H: hint" only on your turn; a replay's top bar says what is replayed and offers neither."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.match import Match
from tabletop.scenes.replays import ReplayScene
from tabletop.storage.records import record_of
from tests.scenes.helpers import game_ids, headless_services

TURN_BASED = tuple(game_ids(realtime=False))


@pytest.fixture(scope="module")
def services():
    return headless_services()


def drawn_texts(scene, canvas) -> list[str]:
    """Every string the scene draws in one frame (its kept pictures drawn afresh)."""
    fonts = scene.services.fonts
    seen: list[str] = []
    original = fonts.text

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    view = getattr(scene, "view", scene)
    view.redraw_all()  # every element drawn again, so its words are seen
    fonts.text = spy
    try:
        scene.draw(canvas, 0.0)
    finally:
        del fonts.text
    return seen


def new_table(services, game: str, players: int, seed: int):
    spec = services.specs[game]
    seats = tuple(Seat(f"P{i}", HUMAN if i == 0 else BOT) for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, seed, {}))
    return services.table_view_class(game)(services, spec, match)


@pytest.mark.parametrize("game", TURN_BASED)
def test_undo_is_offered_exactly_when_a_move_can_be_taken_back(services, game):
    canvas = services.display.canvas
    offered = withheld = 0
    players = 2 if game == "crazy-taco" else 3
    for seed in range(4):
        view = new_table(services, game, players, seed)
        match = view.match
        for _ in range(150):
            if match.rules.is_over():
                break
            seat = match.rules.actors()[0]
            if seat == 0:
                texts = drawn_texts(view, canvas)
                keys = " ".join(t for t in texts if "Esc" in t)
                can = match.can_undo(0)
                assert ("Ctrl+Z: undo" in keys) == can, (keys, can)
                assert (view.undo_button in view.buttons()) == can
                assert view.hint_button in view.buttons()
                assert "H: hint" in keys or (  # said once: on the button, or in the bar
                    game == "taco-party" and "(H)" in view.hint_button.label)
                offered += can
                withheld += not can
            view.submit(match.bot_decision(seat).action)
    assert withheld > 0
    if game != "taco-loco":
        assert offered > 0


def test_taco_loco_never_offers_undo_on_an_ordinary_turn(services):
    """Every Taco Loco move ends the turn with a draw; only a perfect taco still waiting to be
    given away can be taken back."""
    view = new_table(services, "taco-loco", 3, 2)
    match = view.match
    canvas = services.display.canvas
    turns = 0
    while not match.rules.is_over() and turns < 40:
        seat = match.rules.actors()[0]
        if seat == 0 and match.rules.observation(0).question is None:
            keys = " ".join(t for t in drawn_texts(view, canvas) if "Esc" in t)
            assert "Ctrl+Z" not in keys
            assert view.undo_button not in view.buttons()
            turns += 1
        view.submit(match.bot_decision(seat).action)
    assert turns >= 10


def test_keys_of_other_players_turns_are_not_offered(services):
    view = new_table(services, "taco-loco", 3, 2)
    match = view.match
    match.submit(match.bot_decision(0).action)
    view.on_events([])
    assert match.rules.actors() != (0,)
    keys = " ".join(t for t in drawn_texts(view, services.display.canvas) if "Esc" in t)
    assert "H: hint" not in keys and "Ctrl+Z" not in keys


@pytest.mark.parametrize("game", game_ids())
def test_a_replay_says_what_it_replays_and_offers_no_hint_or_undo(services, game):
    spec = services.specs[game]
    players = min(spec.max_players, 2 if spec.realtime else 3)
    seats = tuple(Seat(f"P{i}", HUMAN if i == 0 else BOT) for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 4, {}))
    for seat in range(players):
        match.bots.setdefault(seat, spec.new_bot(match.data, seat, "normal", seat))
    play_out(match)
    scene = ReplayScene(services, record_of(match, datetime.now(UTC)))
    scene.playing = False
    canvas = services.display.canvas
    looked = 0
    for step in range(0, min(len(scene.cursor), 60), 3):
        scene.cursor.seek(step)
        scene.resync()
        if not spec.realtime and 0 not in scene.cursor.rules.actors():
            continue  # the moments that used to say "Your turn"
        looked += 1
        text = " ".join(drawn_texts(scene, canvas))
        assert f"Replay of {spec.title}" in text
        assert not scene.view.buttons()  # no Hint or Undo button either
        for wrong in ("Your turn", "Drag", "Click", "H: hint", "Ctrl+Z", "F2 controls"):
            assert wrong not in text, (step, wrong, text)
    assert looked >= 3


def test_the_top_bar_names_the_keys_the_player_chose(services):
    import dataclasses

    from tabletop.storage.settings import defaults
    from tabletop.storage.settings_data import bundled_settings_data

    view = new_table(services, "taco-loco", 3, 1)
    for _ in range(60):
        if view.match.rules.actors()[0] == 0:
            break
        view.submit(view.match.bot_decision(view.match.rules.actors()[0]).action)
    before = services.settings
    base = before or defaults(bundled_settings_data())
    try:
        services.settings = dataclasses.replace(base, keys={"hint": "g"})
        assert "G: hint" in view.key_tips() and "H: hint" not in view.key_tips()
        services.settings = dataclasses.replace(base, keys={})
        assert "H: hint" in view.key_tips()
    finally:
        services.settings = before

"""A new game is its own folder: Last Chip, which exists only under tests/, is registered by
adding its package to the catalog, and then it is on the game-select screen, opens a table,
plays by keyboard to the results, renders a screenshot and runs in the benchmark."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.scene_stack import SceneStack
from tabletop.input import intents as it
from tabletop.scenes.game_select import GameSelectScene
from tabletop.scenes.results import ResultsScene
from tabletop.scenes.seat_setup import SeatSetupScene
from tests.fixture_game.table.view import LastChipTable
from tests.scenes.helpers import headless_services, register_fixture_game, send, settle


@pytest.fixture
def services(monkeypatch):
    register_fixture_game(monkeypatch)
    return headless_services()


def on_game_select(services) -> tuple[SceneStack, GameSelectScene]:
    from tabletop.scenes.title import TitleScene

    stack = SceneStack()
    stack.push(TitleScene(services))
    select = GameSelectScene(services)
    stack.push(select)
    stack.apply_pending()
    return stack, select


def test_the_catalog_names_its_package_and_its_spec_names_the_rest(services):
    spec = services.specs["last-chip"]
    assert list(services.specs)[-1] == "last-chip"
    assert services.table_view_class("last-chip") is LastChipTable
    assert spec in services.playable_specs()


def test_it_is_on_the_game_select_screen_and_the_keyboard_reaches_it(services):
    stack, select = on_game_select(services)
    assert select.strip and [spec.id for _, spec in select.cards][-1] != "last-chip"
    for _ in range(len(services.specs) - 1):
        send(stack, it.Navigate(1, 0))  # along the Play buttons, the strip following
    assert [spec.id for _, spec in select.cards][-1] == "last-chip"
    assert select.selected().id == "last-chip"
    send(stack, it.Confirm())
    setup = stack.top
    assert isinstance(setup, SeatSetupScene) and setup.spec.id == "last-chip"
    assert setup.options == {"pile": "15"}


def test_it_opens_a_table_and_plays_by_keyboard_to_the_results(services):
    stack, select = on_game_select(services)
    select.scroll_by(len(services.specs))
    play = next(w for w in select.widgets.widgets if w.label == "Play"
                and w.rect.colliderect(select.cards[-1][0]))
    send(stack, it.PointerDown(play.rect.center))
    send(stack, it.Focus(-1), it.Confirm())  # from the first field back round to Start
    table = stack.top
    assert isinstance(table, LastChipTable)
    rules, human = table.match.rules, table.viewer
    assert [seat.kind for seat in table.match.setup.seats] == ["human", "bot"]
    takes = 0
    while not isinstance(stack.top, ResultsScene) and takes < 20:
        settle(stack, until=lambda: table.my_turn() or isinstance(stack.top, ResultsScene))
        if table.my_turn():
            before, chosen = rules.taken[human], 1 + table.choice % min(3, rules.pile)
            send(stack, it.Navigate(1, 0), it.Confirm())  # one more chip than last time
            assert rules.taken[human] == before + chosen
            takes += 1
    assert isinstance(stack.top, ResultsScene), "the game never reached its results"
    assert takes > 0 and rules.is_over()
    assert stack.top.spec.id == "last-chip"
    assert services.storage.user.stats.get("last-chip").played == 1
    stack.draw(services.display.canvas, 0.0)


def test_it_renders_a_screenshot(monkeypatch, tmp_path):
    from tabletop.cli import main

    register_fixture_game(monkeypatch)
    for scene in ("table", "select", "results", "refusal", "setup"):
        out = tmp_path / f"{scene}.png"
        assert main(["--screenshot", str(out), "--game", "last-chip", "--scene", scene,
                     "--players", "3", "--steps", "2"]) == 0
        assert pygame.image.load(str(out)).get_size() == (1280, 720)


def test_it_runs_in_the_benchmark(monkeypatch):
    from tabletop.app import build_services
    from tabletop.tools import bench

    register_fixture_game(monkeypatch)
    services = build_services(window=True)
    (table,) = [t for t in bench.bench_tables(services.specs) if t.game == "last-chip"]
    assert (table.title, table.players) == ("Last Chip, 3 bots", 3)
    ((play, figures),) = bench.measure_table(services, table, plays=1, quick=True)
    assert play.ended and figures["frames"] > 0 and figures["median"] > 0


def test_its_own_setting_is_on_the_settings_screen_and_starts_its_option(services):
    from tabletop.scenes.settings import SettingsScene

    spec = services.specs["last-chip"]
    stack = SceneStack()
    settings = SettingsScene(services)
    stack.push(settings)
    stack.apply_pending()
    row = next(w for w in settings.widgets.widgets if w.label == "Last Chip pile")
    send(stack, it.PointerDown((row.rect.right - 10, row.rect.centery)))
    assert services.settings.game_value(spec, "pile") == "21"
    assert SeatSetupScene(services, spec).options == {"pile": "21"}
    saved = services.storage.user.settings.load().settings
    assert saved.games["last-chip"] == {"pile": "21"}


def test_its_rules_are_a_real_game():
    """A refused take changes nothing; the bot leaves a multiple of four; the last chip wins."""
    from tabletop.core.errors import IllegalAction
    from tabletop.core.game import BOT, GameSetup, Seat
    from tabletop.core.headless import play_out
    from tabletop.core.match import Match
    from tests.fixture_game.rules.actions import Take
    from tests.fixture_game.rules.events import NotYourTurn, TakeOneTo
    from tests.fixture_game.spec import SPEC

    match = Match(SPEC, SPEC.load_data(None), GameSetup((Seat("A", BOT), Seat("B", BOT)), 3,
                                                        {"pile": "15"}))
    rules = match.rules
    seat = rules.actors()[0]
    before = rules.snapshot()
    for action, reason in ((Take(1 - seat, 1), NotYourTurn()), (Take(seat, 4), TakeOneTo(3)),
                           (Take(seat, 0), TakeOneTo(3))):
        with pytest.raises(IllegalAction) as refused:
            match.submit(action)
        assert refused.value.why == reason
        assert rules.snapshot() == before
    assert match.bot_decision(seat).action == Take(seat, 3)  # 15 - 3 = 12
    play_out(match)
    assert rules.is_over() and rules.pile == 0 and sum(rules.taken) == 15
    assert rules.outcome().winners == (seat,), "the first player wins a pile of 15"


def test_its_table_is_made_of_the_kits_parts_and_drawn_only_where_it_changed(monkeypatch):
    """Like every game's table: elements on the kit's retained canvas (no drawing of its own),
    the kept picture always equal to a full redraw."""
    from tabletop.app import build_services
    from tabletop.kit.scene import TableScene
    from tests.kit.test_dirty_drawing import draw_settled, full_picture, open_table, poke

    register_fixture_game(monkeypatch)
    assert "draw" not in vars(LastChipTable) and issubclass(LastChipTable, TableScene)
    import random

    services = build_services(window=False, size=(1920, 1080))
    stack, table = open_table(services, "last-chip", seed=2)
    assert table.elements(services.display.canvas)
    rng = random.Random(4)
    for _ in range(80):
        poke(rng, stack, table)
        stack.update(1 / 60)
        stack.apply_pending()
        if stack.top is not table:
            break
        draw_settled(stack, table, services.display.canvas)
        assert pygame.image.tobytes(services.display.canvas, "RGB") == full_picture(
            table, services.display.canvas)

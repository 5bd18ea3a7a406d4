"""The benchmark: which tables it plays and how (real bots-only games from the deal, through
the app's own loop), and its arithmetic with fixed numbers. Timing verdicts are never judged
here: they belong to the benchmark (`.ci/run` runs its quick form), not to pytest."""

import pytest

from tabletop.app import build_services
from tabletop.tools import bench


def test_percentile_picks_the_value_at_that_fraction():
    values = [float(v) for v in range(1, 101)]
    assert bench.percentile(values, 0.5) == 51.0
    assert bench.percentile(values, 0.99) == 99.0
    assert bench.percentile([3.0], 0.99) == 3.0


def test_a_plays_figures_split_its_first_second_from_the_rest():
    frames = [0.040, 0.002, 0.010] + [0.001] * 96 + [0.020]
    at = [1 / 60, 0.5, 1.0] + [1.0 + i / 60 for i in range(1, 97)] + [3.0]
    figures = bench.play_figures(frames, at)
    assert figures["frames"] == 100
    assert figures["median"] == pytest.approx(1.0)
    assert figures["p99"] == pytest.approx(20.0)
    assert figures["worst"] == pytest.approx(40.0)
    assert (figures["over_16"], figures["over_8"]) == (2, 3)
    assert figures["first_second"] == pytest.approx(40.0)  # the first second ends at 1.0 s
    assert figures["later_worst"] == pytest.approx(20.0)


def test_the_median_play_is_the_one_whose_p99_is_the_middle_one():
    plays = [{"p99": 5.0, "worst": 9.0}, {"p99": 3.0, "worst": 8.0}, {"p99": 4.0, "worst": 7.0}]
    assert bench.median_play(plays) == 2
    assert bench.median_play(plays[:1]) == 0
    assert bench.median_play(plays[:2]) == 1  # of two, the lower


def test_a_frame_over_50_ms_in_one_play_only_is_the_machines_stall():
    calm = {"p99": 3.0, "worst": 12.0}
    stalled = {"p99": 3.1, "worst": 80.0}
    assert bench.stalled_play([calm, stalled, calm]) == 1
    assert bench.stalled_play([stalled, stalled, calm]) is None  # the code's own, not a stall
    assert bench.stalled_play([calm, calm, calm]) is None
    assert bench.stalled_play([stalled]) is None  # one play cannot tell


def test_the_budgets_follow_the_window_size():
    assert bench.frame_budget_ms((1280, 720)) == 6.0
    assert bench.frame_budget_ms((1920, 1080)) == 4.0
    assert bench.frame_budget_ms((3840, 2160)) == 8.0
    assert bench.memory_budget_mb((1920, 1080)) == 150.0
    assert bench.memory_budget_mb((3840, 2160)) == 250.0
    figures = {"p99": 5.0, "later_worst": 17.0, "first_second": 30.0}
    assert bench.budgets(figures, (1280, 720)) == [("p99 ≤ 6 ms", True)]
    assert [ok for _, ok in bench.budgets(figures, (1920, 1080))] == [False, False]
    assert [ok for _, ok in bench.budgets(figures, (3840, 2160))] == [True, False, True]


def test_the_quick_gate_fails_only_a_gross_regression():
    assert bench.ci_gate({"frames": 1200, "median": 3.0})
    assert not bench.ci_gate({"frames": 1200, "median": 20.0})
    assert not bench.ci_gate({"frames": 0, "median": 0.0})  # drew nothing


@pytest.fixture(scope="module")
def services(tmp_path_factory):
    from tabletop.app import SilentSounds

    built = build_services(window=True, storage_folder=tmp_path_factory.mktemp("bench"))
    built.sounds = SilentSounds()
    return built


def test_every_game_with_a_bench_entry_is_played_with_its_seats_options_and_seed():
    from tabletop.games.catalog import game_specs

    specs = game_specs()
    tables = bench.bench_tables(specs)
    assert [table.game for table in tables] == list(specs)
    for table in tables:
        chosen = specs[table.game].bench
        assert (table.players, table.options, table.seed) == (chosen.players, chosen.options,
                                                              chosen.seed)
        assert table.title.startswith(specs[table.game].title)
    fight = next(table for table in tables if table.game == "taco-fight")
    assert fight.title == "¡Taco Fight!, 4 bots, madness"


@pytest.mark.parametrize("game", ["taco-loco", "taco-party", "taco-fight", "crazy-taco"])
def test_a_play_is_a_real_bots_only_game_from_the_deal_through_the_apps_loop(services, game):
    """The table is opened by the app's route (a fresh Match, every seat a bot), its frames
    are the loop's own, each with the game time it was drawn at, one step apart or more."""
    from tabletop.core.game import BOT

    table = next(t for t in bench.bench_tables(services.specs) if t.game == game)
    play = bench.play_table(services, table, max_frames=120)
    view = play.view
    assert view is not None and type(view) is services.table_view_class(game)
    assert all(seat.kind == BOT for seat in view.match.setup.seats)
    assert view.match.setup.seed == table.seed
    assert view.match.log, "the bots played"
    assert len(play.frames) == len(play.at) == 120 and not play.ended
    assert all(later > earlier for earlier, later in zip(play.at, play.at[1:], strict=False))
    assert play.at[0] < 0.1 and play.opened > 0
    assert all(cost > 0 for cost in play.frames)
    assert not hasattr(view, "bench_animate")
    assert "present" not in vars(services.display)  # the window's own present is back


def test_a_turn_based_game_is_played_to_its_results(services):
    table = next(t for t in bench.bench_tables(services.specs) if t.game == "taco-loco")
    play = bench.play_table(services, table, max_frames=bench.MAX_FRAMES)
    assert play.ended and play.view.match.rules.is_over()
    assert play.seconds > 10  # deal, moves with their animations, scoring: game time


def test_a_real_time_table_stops_at_its_game_seconds(services):
    table = next(t for t in bench.bench_tables(services.specs) if t.game == "taco-fight")
    play = bench.play_table(services, table, max_frames=bench.MAX_FRAMES, max_seconds=3.0)
    assert not play.ended and 3.0 <= play.seconds < 3.1
    assert bench.play_caps(services, table, quick=False) == (bench.MAX_FRAMES,
                                                             bench.FIGHT_SECONDS)
    assert bench.play_caps(services, table, quick=True) == (bench.QUICK_FRAMES, None)


def test_the_benchmark_never_touches_the_players_saves(private_user_data, capsys,
                                                       monkeypatch):
    """Its tables autosave as the app's do, but into a folder of its own; the quick form
    plays every table and prints a row of each play."""
    import argparse

    from tabletop.assets.paths import user_data_dir

    monkeypatch.setattr(bench, "QUICK_FRAMES", 60)
    saves = user_data_dir() / "saves"
    bench.run_bench(argparse.Namespace(quick=True))
    printed = capsys.readouterr().out
    tables = bench.bench_tables(build_services(window=False).specs)
    assert all(table.title in printed for table in tables)  # every table was played
    assert printed.count("  play 1 ") == len(tables)
    assert not saves.exists() or not any(saves.iterdir())


def test_a_settled_still_screen_draws_no_frame_under_the_real_loop(services):
    """The idle figures' frame count (not their CPU share: that is timing, for the benchmark)."""
    from tabletop.tools.bench_idle import idle_scenes, measure_idle

    scenes = idle_scenes(services.specs)
    assert [idle.scene for idle in scenes] == ["title", "table"]
    for idle in scenes:
        assert measure_idle(services, idle, 0.3)["fps"] == 0.0, idle.title

"""The benchmark's memory figure: one table open in a process of its own, read as the peak."""

from tabletop.bench import heavy_scenes
from tabletop.bench_memory import table_peak_mb
from tabletop.games.catalog import game_specs


def test_a_heavy_table_is_opened_in_its_own_process_and_its_peak_read():
    game = heavy_scenes(game_specs())[0].game
    peak = table_peak_mb(game, (1280, 720))
    assert 20 < peak < 10_000  # a real process with pygame and a table in it, in MB

"""The benchmark's memory figure: each heavy table open in a process of its own, read as that
process's own peak (not the benchmark's, which has played every table by then)."""

from tabletop.app import build_services
from tabletop.tools import bench
from tabletop.tools.bench_memory import peak_mb, table_peak_mb


def test_each_table_is_measured_in_its_own_process_not_the_benchmarks(tmp_path):
    services = build_services(window=True, size=(1280, 720), storage_folder=tmp_path)
    scenes = bench.heavy_scenes(services.specs)
    for scene in scenes:  # the benchmark's own process has played every table
        bench.measure_scene(services, scene, 5, 1)
    played_all = peak_mb()
    peaks = [table_peak_mb(scene.game, (1280, 720)) for scene in scenes]
    assert all(20 < peak < played_all for peak in peaks), (peaks, played_all)

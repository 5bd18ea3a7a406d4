"""The benchmark's phones: taps timed through the real server and table (figures, no asserts
on time: the budgets are the benchmark's to judge)."""

from tabletop.app import build_services
from tabletop.tools.bench_phones import report_phones


def test_the_phones_part_of_the_benchmark_times_taps_and_a_still_table(capsys):
    services = build_services(window=False)
    report_phones(services, 1.5, lambda ok: "ok" if ok else "MISSED")
    said = capsys.readouterr().out
    assert "tap to the next picture" in said
    assert "still table, phones connected" in said
    assert not services.phones.open_now

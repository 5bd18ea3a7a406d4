"""The heap's free pages go back to the system while the loop is idle, and as a table closes."""

from collections.abc import Callable

from tabletop.engine.heap import IDLE_ENOUGH, HeapTrimmer


def recording(asked: list[int]) -> Callable[[int], int]:
    """A stand-in for the C library's trim that notes each pad it is asked with."""
    def trim(pad: int) -> int:
        asked.append(pad)
        return 1
    return trim


def test_an_idle_loop_trims_at_most_every_few_seconds_and_only_before_a_long_enough_sleep():
    asked: list[int] = []
    heap = HeapTrimmer(recording(asked), every=5.0)
    heap.tidy(now=0.0, idle_for=IDLE_ENOUGH / 2)  # a short wait: a frame may be due soon
    assert asked == []
    heap.tidy(now=0.0, idle_for=1.0)
    heap.tidy(now=4.0, idle_for=1.0)  # too soon after the last
    assert asked == [0]
    heap.tidy(now=5.0, idle_for=1.0)
    assert asked == [0, 0] and heap.trims == 2


def test_a_closing_table_trims_at_once():
    asked: list[int] = []
    heap = HeapTrimmer(recording(asked))
    heap.trim()
    heap.trim()
    assert asked == [0, 0]


def test_where_the_c_library_has_no_trim_nothing_is_asked():
    heap = HeapTrimmer(None)
    heap.trim()
    heap.tidy(now=10.0, idle_for=1.0)
    assert not heap.available and heap.trims == 0


def test_this_machine_s_trim_runs():
    heap = HeapTrimmer.for_this_machine()
    heap.trim()  # glibc's (Linux) gives pages back; elsewhere nothing happens
    assert heap.trims == (1 if heap.available else 0)


def test_idle_tidying_freezes_what_lives_on_and_a_closing_table_unfreezes_it():
    import gc

    heap = HeapTrimmer(None)
    try:
        kept = [object() for _ in range(10)]
        heap.tidy(now=0.0, idle_for=1.0)
        assert heap.tidied == 1 and gc.get_freeze_count() >= len(kept)
        heap.trim()  # a table closed: its garbage, frozen or not, goes
        assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()


class _Cycle:
    """An object that holds itself: only the collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_a_cycle_that_dies_after_a_freeze_is_collected_at_the_next_idle_moment():
    import gc
    import weakref

    heap = HeapTrimmer(None, every=5.0)
    try:
        cycle = _Cycle()
        alive = weakref.ref(cycle)
        heap.tidy(now=0.0, idle_for=1.0)  # it lives: frozen
        del cycle
        gc.collect()
        assert alive() is not None  # frozen objects are out of the collector's sight
        heap.tidy(now=5.0, idle_for=1.0)
        assert alive() is None and heap.tidied == 2
    finally:
        gc.unfreeze()

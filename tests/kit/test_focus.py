"""The kit's keyboard focus ring over named targets."""

from tabletop.kit.focus import FocusRing


def test_the_focus_stands_on_the_last_target_when_the_targets_shrink():
    ring = FocusRing(index=4)
    assert ring.focused(["a", "b", "c"]) == "c"
    ring.move(["a", "b", "c"], 1)
    assert ring.index == 0


def test_a_wrapping_focus_counts_round_from_the_start_when_the_targets_shrink():
    ring = FocusRing(index=4, wrap=True)
    assert ring.focused(["a", "b", "c"]) == "b"
    ring.move(["a", "b", "c"], 1)
    assert ring.focused(["a", "b", "c"]) == "c"
    ring.move(["a", "b", "c"], -4)
    assert ring.index == 1


def test_no_targets_no_focus():
    ring = FocusRing(wrap=True)
    assert ring.focused([]) is None
    ring.move([], 1)
    assert ring.index == 0

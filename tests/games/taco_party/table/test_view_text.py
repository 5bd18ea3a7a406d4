"""The log panel's rows: the same line twice in a row counted, the last rows kept, the
history read back from its end only as far as those rows need."""

from __future__ import annotations

import random

from tabletop.games.taco_party.table.view_text import HISTORY, latest_log_rows


def every_row(lines: list[tuple[str, int | None]]) -> list[tuple[str, int | None, int]]:
    """The rows of the whole history, oldest first (what the panel's last rows are cut from)."""
    out: list[tuple[str, int | None, int]] = []
    for text, seat in lines:
        if out and out[-1][0] == text:
            out[-1] = (text, out[-1][1], out[-1][2] + 1)
        else:
            out.append((text, seat, 1))
    return out


def test_the_last_rows_count_their_runs_whole_and_name_each_runs_first_seat():
    chance = random.Random(5)
    for _ in range(300):
        lines = [(chance.choice("abc"), chance.randrange(4))
                 for _ in range(chance.randrange(0, 40))]
        assert latest_log_rows(reversed(lines)) == every_row(lines)[-HISTORY:]


def test_only_as_many_lines_are_read_as_the_rows_need():
    read = []

    def newest_first():
        for n in range(1000, 0, -1):
            read.append(n)
            yield (f"line {(n - 1) // 2}", None)  # each line twice in a row

    rows = latest_log_rows(newest_first())
    assert [count for _text, _seat, count in rows] == [2] * HISTORY
    assert len(read) <= 2 * HISTORY + 1

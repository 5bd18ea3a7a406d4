"""Records made before Crazy Taco's rules told facts (#34) still replay to the state they
recorded (the check value), pass the replay viewer's check, and tell the same history: the
same line at the bottom, the same lines for everyone, the customer player's "you" lines; only
the manager now reads "You reveal..." for their own reveals and "You survived every customer."
for their own win, and a card is called by the title on its face ("Combo", not "Taco and
drink": #32, one name for one thing).

`records_before_34.json` holds a solo and a 1 v 1 game played by bots to the end, with the
words the table of that time told (made by the code of main at 856e0c6)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from tabletop.core.language import Language
from tabletop.games.catalog import game_specs
from tabletop.games.crazy_taco.table.phrases import crazy_phrases
from tabletop.storage.records import parse_record, rebuild
from tabletop.storage.replay_cursor import ReplayCursor
from tabletop.storage.settings_data import StorageLimits
from tests.games.crazy_taco.helpers import real_data

OLD = json.loads((Path(__file__).parent / "records_before_34.json").read_text(encoding="utf-8"))
SPEC = game_specs()["crazy-taco"]
DATA = real_data()
LIMITS = StorageLimits(replays_kept=3, high_scores_kept=5, replay_snapshot_every=4,
                       replay_max_snapshots=100)


def called_today(book) -> Callable[[str], str]:
    """A line of that time with each card named as the table names it now: by its face's
    title (the longest of that time's names first, in one pass); and a task's turns counted
    as words count them ("for 1 turn", "for 2 turns", where that time said "turn(s)")."""
    names = {str(card.name): book.said.card(card.id) for card in DATA.cards.values()}
    pattern = re.compile("|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)))
    turns = re.compile(r"for (\d+) turn\(s\)")
    reroll = re.compile(r"^-\$(\d+): re-roll\.$")  # (now "The re-roll cost $3.")

    def today(line: str) -> str:
        line = pattern.sub(lambda m: names[m.group(0)], line)
        line = reroll.sub(lambda m: f"The re-roll cost ${m[1]}.", line)
        return turns.sub(lambda m: f"for {m[1]} turn{'' if m[1] == '1' else 's'}", line)

    return today


@pytest.mark.parametrize("game", sorted(OLD))
def test_an_old_record_replays_to_its_state_and_tells_the_same_history(game):
    record = parse_record(OLD[game]["record"], Path(f"{game}.json"))
    assert ReplayCursor(SPEC, DATA, record, LIMITS).verify() is None
    match = rebuild(record, SPEC, DATA)  # the check value of the record's time
    assert match.rules.outcome().scores == record.outcome.scores
    cursor = ReplayCursor(SPEC, DATA, record, LIMITS)
    events = list(getattr(cursor.rules, "opening_events", []))
    while cursor.position < len(cursor):
        events += cursor.forward()
    book = crazy_phrases([seat.name for seat in record.seats], DATA, match.rules, Language())
    told = OLD[game]["told"]
    today = called_today(book)
    assert [book.say(e, None) or "" for e in events] == [today(t) for t in told["bottom"]]
    for reader in (None, 0, 1):
        before = told.get(f"history {reader}", told["history None"])
        if reader == 0:
            before = [line.replace("The manager reveals", "You reveal").replace(
                "The manager survived", "You survived") for line in before]
        lines = [t for e in events for t in (book.history_line(e, reader),) if t]
        assert lines == [today(line) for line in before], reader

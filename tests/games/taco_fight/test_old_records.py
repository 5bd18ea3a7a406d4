"""Saves and replays made before ¡Taco Fight!'s rules told facts (when they
wrote their own sentences) still load and read the same history, word for word; a finished
game's record made now checks after a round trip through its file.

The two records in `records/` were written by the code before, each with the history lines
its table showed then. The state now keeps how a game ended as a code; a finished game recorded
before hashed the ending's words, which its record keeps: it checks through
`snapshot_worded` (`storage.records.same_state`).
"""

from __future__ import annotations

import dataclasses
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.language import Language
from tabletop.core.match import Match
from tabletop.games.taco_fight.spec import SPEC
from tabletop.games.taco_fight.table.phrases import fight_phrases
from tabletop.games.taco_fight.table.view import UNTOLD
from tabletop.kit.history import history_of
from tabletop.storage.records import (
    RecordedEnding,
    RecordError,
    parse_record,
    rebuild,
    record_of,
)
from tabletop.storage.replay_cursor import ReplayCursor

from .helpers import data

RECORDS = Path(__file__).parent / "records"


def old(name: str):
    """A version-1 record (as parsed from its file) and the history its table showed."""
    body = json.loads((RECORDS / name).read_text(encoding="utf-8"))
    return parse_record(body["record"], RECORDS / name), body["history"]


def history_now(match: Match) -> list[str]:
    """The history lines of `match` as its table words them today, oldest first."""
    words = fight_phrases([seat.name for seat in match.setup.seats], match.data, match.rules,
                          Language())
    return [words.say(entry.event) or "" for entry in history_of(match).entries
            if not isinstance(entry.event, UNTOLD)]


def test_an_old_save_of_a_game_in_progress_loads_and_checks():
    record, history = old("in-progress-rules-1.json")
    assert record.rules_version == SPEC.rules_version and record.outcome is None
    match = rebuild(record, SPEC, data())  # the check value still matches
    assert not match.rules.is_over()
    assert history and history_now(match) == history


def test_an_old_finished_replay_checks_and_reads_the_same_history():
    record, history = old("finished-rules-1.json")
    assert record.rules_version == 1 and record.outcome is not None
    match = rebuild(record, SPEC, data())  # its check value: the ending's words it kept
    assert match.rules.is_over() and match.rules.outcome().scores == record.outcome.scores
    assert history and history_now(match) == history
    words = fight_phrases([seat.name for seat in match.setup.seats], match.data, match.rules,
                          Language())
    assert words.word(match.rules.outcome().ended) == record.outcome.ended.kind
    assert ReplayCursor(SPEC, data(), record).verify() is None
    edited = dataclasses.replace(record, outcome=dataclasses.replace(
        record.outcome, ended=RecordedEnding("Everyone won by a mile.")))
    with pytest.raises(RecordError, match="check value"):
        rebuild(edited, SPEC, data())


def test_a_finished_game_recorded_now_checks_after_its_file_round_trip(tmp_path):
    seats = (Seat("Ana", BOT, "easy"),)
    match = play_out(Match(SPEC, data(), GameSetup(seats, 5, SPEC.resolve_options({}))))
    assert match.rules.is_over()
    body = json.loads(json.dumps(record_of(match, datetime(2026, 12, 4, tzinfo=UTC)).to_json()))
    assert body["rules_version"] == SPEC.rules_version
    record = parse_record(body, tmp_path / "fight.json")
    assert ReplayCursor(SPEC, data(), record).verify() is None

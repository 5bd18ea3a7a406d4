"""Saves and replays made before Taco Party's rules told facts still load, verify and read the
same (#34): `old_records/` holds two finished games (one ended by completed tacos, one by the
deck's last run-out) and an unfinished one, recorded by the rules that wrote English, with
their history as the table then read it: for everyone, for each seat, every event's own
sentence and every bot's reason.

Those rules kept how a game ended in words in their snapshot, so a finished record's check
value hashed the words; the words are in the record's outcome too, and the rules'
`snapshot_worded` lets the check value be found again (`storage.records.same_state`)."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import UTC, datetime
from pathlib import Path

import pytest

from tabletop.core.actions import action_from_dict
from tabletop.core.game import BOT, GameSetup, Seat
from tabletop.core.headless import play_out
from tabletop.core.language import Language
from tabletop.core.match import Match
from tabletop.games.taco_party.rules.endings import DeckFinished, TacosCompleted
from tabletop.games.taco_party.rules.events import GameEnded
from tabletop.games.taco_party.spec import SPEC
from tabletop.games.taco_party.table.phrases import capital
from tabletop.games.taco_party.table.view import QUIET
from tabletop.kit.history import telling
from tabletop.kit.phrases import book_of
from tabletop.storage.records import parse_record, rebuild, record_of
from tabletop.storage.replay_cursor import ReplayCursor

from .helpers import real_data

DATA = real_data()
OLD = Path(__file__).with_name("old_records")
ENDED = {"finished_tacos": TacosCompleted(2, 2), "finished_deck": DeckFinished(2),
         "unfinished": None}


def old(name: str):
    path = OLD / f"{name}.json"
    record = parse_record(json.loads(path.read_text(encoding="utf-8")), path)
    lines = json.loads((OLD / f"{name}.history.json").read_text(encoding="utf-8"))
    return record, lines


def played_again(record):
    """The record's match played again move by move: each move's events, and the bot's
    decision before it."""
    match = Match(SPEC, DATA, record.setup())
    moves = []
    for entry in record.log:
        action = action_from_dict(entry, SPEC.action_types)
        decision = match.bot_decision(action.seat)
        moves.append((decision, match.submit(action)))
    return match, moves


@pytest.mark.parametrize("name", sorted(ENDED))
def test_an_old_record_loads_and_verifies(name):
    record, _ = old(name)
    assert record.rules_version == SPEC.rules_version
    match = rebuild(record, SPEC, DATA)  # a save resumes: the check value is found again
    assert ReplayCursor(SPEC, DATA, record).verify() is None  # a replay plays
    if ENDED[name] is None:
        assert not match.rules.is_over() and match.rules.snapshot()["ended"] == ""
        return
    outcome = match.rules.outcome()
    assert outcome.ended == ENDED[name]
    assert record.outcome is not None and (outcome.scores, outcome.winners) == \
        (record.outcome.scores, record.outcome.winners)
    # how it ended, for everyone, in the words the old record kept
    assert book_of(SPEC, match, Language()).say(outcome.why) == record.outcome.ended.kind


def test_an_edited_old_record_is_still_refused():
    record, _ = old("finished_tacos")
    assert record.outcome is not None
    edited = replace(record.outcome, ended="Ana completed 2 tacos")
    assert ReplayCursor(SPEC, DATA, replace(record, outcome=edited)).verify() is not None
    assert ReplayCursor(SPEC, DATA, replace(record, check="0" * 16)).verify() is not None


@pytest.mark.parametrize("name", sorted(ENDED))
def test_an_old_record_reads_as_it_did(name):
    record, lines = old(name)
    match, moves = played_again(record)
    book = book_of(SPEC, match, Language())
    events = [e for _, told in moves for e in told]
    # every event, for everyone: the old sentence (capitalised, as the table always showed it;
    # one card reshuffled is now singular)
    said = [book.say(e, None) for e in events]
    expected = [capital(text).replace("1 discarded cards", "1 discarded card")
                for text in lines["said"]]
    assert said == expected
    history = [e for e in events if telling(e) and not isinstance(e, QUIET)]
    assert [book.say(e, None) for e in history] == lines["everyone"]
    for seat in range(len(record.seats)):
        mine = [book.say(e, seat) for e in history]
        before = lines[str(seat)]
        if history and isinstance(history[-1], GameEnded):  # now said to "you" too
            mine, before = mine[:-1], before[:-1]
        assert mine == before, seat
    hints = [book.say(decision.why, decision.action.seat) for decision, _ in moves]
    # (the new-taco hint now names its card)
    assert hints == [h.replace("Start a new taco to hold more ingredients",
                               "Play an Empty Taco as a new taco: room for more ingredients")
                     for h in lines["hints"]]


def test_the_game_end_line_is_said_to_you_by_its_winner():
    record, lines = old("finished_tacos")
    match, moves = played_again(record)
    book = book_of(SPEC, match, Language())
    end = moves[-1][1][-1]
    assert isinstance(end, GameEnded)
    assert lines["everyone"][-1] == "Cruz completed 2 tacos. Cruz wins!"
    assert book.say(end, None) == "Cruz completed 2 tacos. Cruz wins!"
    assert book.say(end, 2) == "You completed 2 tacos. You win!"
    assert book.say(end, 0) == "Cruz completed 2 tacos. Cruz wins!"


def test_a_new_finished_record_verifies_after_its_file_is_read_back(tmp_path):
    """A record keeps how the game ended as the kind of its fact; read back from its file,
    the replay still verifies (the scores and winners, and the state's check value)."""
    seats = tuple(Seat(n, BOT, "normal") for n in ("Ana", "Beto", "Cruz"))
    match = play_out(Match(SPEC, DATA, GameSetup(seats, 4, {"hot-sauce": "true"})))
    record = record_of(match, datetime(2026, 12, 4, tzinfo=UTC))
    body = record.to_json()
    assert body["outcome"]["ended"] in ("TacosCompleted", "DeckFinished")
    path = tmp_path / "taco-party.json"
    path.write_text(json.dumps(body), encoding="utf-8")
    back = parse_record(json.loads(path.read_text(encoding="utf-8")), path)
    assert ReplayCursor(SPEC, DATA, back).verify() is None
    assert rebuild(back, SPEC, DATA).rules.snapshot() == match.rules.snapshot()

"""The table's history: every telling event kept with its move, undone moves take their lines
with them, a table opened part-way reads its log back, and the pass curtain recaps what
happened since a player's last turn, phrased for them."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from tabletop.core.actions import Event
from tabletop.core.game import BOT, HUMAN, Seat
from tabletop.core.language import Language
from tabletop.input import intents as it
from tabletop.kit.history import RECAP_LINES, History, Recaps, history_of
from tabletop.kit.phrases import Phrases, book_of
from tabletop.scenes.curtain import CurtainScene
from tests.games.taco_loco.table.test_view import play_by_keyboard, start
from tests.scenes.helpers import send, settle


@dataclass(frozen=True)
class Said(Event):
    """A test's event that carries the words its test book says for it."""

    text: str
    seat: int


@dataclass(frozen=True)
class TurnStarted(Event):
    text: str
    seat: int


BOOK = Phrases({Said: lambda e, reader: e.text, TurnStarted: lambda e, reader: e.text})


def plain(event: Event, reader: int | None) -> str | None:
    """The test book's words: the sentence the test gave the event."""
    return BOOK.say(event, reader)


def test_lines_keep_their_move_and_undo_takes_them_back() -> None:
    history = History()
    history.told(1, [Said("one", 0), TurnStarted("Rosa starts", 1)])
    history.told(2, [Said("two", 1)])
    assert history.lines(None, plain) == ["one", "two"]  # a turn changing hands is no line
    assert history.lines(None, plain, since=1) == ["two"]
    assert history.lines(None, plain, last=1) == ["two"]
    history.undone(1)
    assert history.lines(None, plain) == ["one"]


def test_each_reader_reads_their_own_phrasing() -> None:
    history = History()
    history.told(1, [Said("Ana did it", 0)])

    def phrase(event: Event, reader: int | None) -> str | None:
        return "You did it" if getattr(event, "seat", None) == reader else plain(event, reader)

    assert history.lines(0, phrase) == ["You did it"]
    assert history.lines(1, phrase) == ["Ana did it"]


def test_a_recap_is_what_happened_since_the_seat_last_looked() -> None:
    history, recaps = History(), Recaps()
    assert recaps.recap(0, history, plain) == []  # nothing happened yet
    history.told(1, [Said("mine", 0)])
    assert recaps.recap(0, history, plain) == ["mine"]  # never looked: since the start
    recaps.saw(0, 1)
    for move in range(2, 12):
        history.told(move, [Said(f"move {move}", 1)])
    recap = recaps.recap(0, history, plain)
    assert len(recap) == RECAP_LINES and recap[-1] == "move 11" and "mine" not in recap


def test_a_table_opened_part_way_reads_its_history_from_the_log() -> None:
    stack, table, match = start((Seat("Ana", BOT), Seat("Rosa", BOT)))
    settle(stack, until=lambda: len(match.log) >= 6, limit=120)
    told = history_of(match).lines(None, table.phrases.say)
    assert told == table.happened.lines(None, table.phrases.say) and len(told) >= 6


@pytest.mark.parametrize("code", ["en", "es"])
def test_the_pass_curtain_recaps_the_moves_since_that_players_last_turn(code) -> None:
    """In English and in Spanish: the recap is the history's lines since the seat last
    looked, found by the moves (not by their words), each in the table's language."""
    from tabletop.assets.catalogs import load_language

    stack, table, match = start((Seat("Ana", HUMAN), Seat("Beto", HUMAN), Seat("Lupe", BOT)))
    table.services.words = load_language(code)
    stack.reword()
    english = book_of(match.spec, match, Language())
    curtains = []
    for _ in range(12):
        settle(stack, until=lambda: isinstance(stack.top, CurtainScene)
               or (table.viewer is not None and table.my_turn()), limit=60)
        if isinstance(stack.top, CurtainScene):
            curtain = stack.top
            since = table.recaps.since(curtain.seat)
            wanted = table.happened.lines(curtain.seat, table.history_text, since or 0,
                                          RECAP_LINES)
            assert list(curtain.recap) == wanted
            in_english = table.happened.lines(  # the same lines, the English book's words
                curtain.seat, lambda event, reader: english.say(event, reader)
                if table.history_text(event, reader) is not None else None,
                since or 0, RECAP_LINES)
            assert len(in_english) == len(wanted)
            assert code == "en" or not set(wanted) & set(in_english), wanted
            curtains.append(curtain)
            send(stack, it.Confirm())
            continue
        play_by_keyboard(stack, table, match.bot_decision(table.viewer).action)
    recapped = [c for c in curtains if c.recap]
    assert recapped, "no curtain told what happened"
    for curtain in recapped:  # nothing a player could not know: no draws, no private question
        assert not any("drew" in line or "counter it" in line for line in curtain.recap) or \
            code != "en"

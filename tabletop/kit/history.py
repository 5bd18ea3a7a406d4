"""What happened at the table, kept so a player can always read it back.

`History` keeps the telling events of every accepted move with the move's number (the length
of the match's log once it was made), so an undone move takes its lines with it. A table
phrases each event for a reader (`TableScene.history_text`: "Lupe gave you a perfect taco of
4 cards" for the player it went to), so nothing shows that the reader may not know: the
events' own `text` names no hidden card, and a game that hides more says so in its phrasing.

`Recaps` remembers up to which move each human has seen the table, so the pass curtain can
tell them what happened since their last turn.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from tabletop.core.actions import Event, action_from_dict
from tabletop.core.errors import IllegalAction
from tabletop.core.match import Match
from tabletop.kit.feedback import QUIET_EVENTS

LIMIT = 400
"""Entries kept (the oldest go first): far more than any panel shows."""
RECAP_LINES = 6
"""At most this many lines on the curtain (the latest ones)."""

Phrase = Callable[[Event, int | None], str | None]
"""An event as one reader should read it (None: not for them, or not worth a line)."""


@dataclass(frozen=True)
class Entry:
    move: int
    """The move that told it: the match's log length once it was made."""
    event: Event


def telling(event: Event) -> bool:
    """Whether an event is worth a line (not a turn changing hands or a step)."""
    return type(event).__name__ not in QUIET_EVENTS


@dataclass
class History:
    """Every telling event of the game so far, oldest first."""

    entries: list[Entry] = field(default_factory=list)

    def told(self, move: int, events: Iterable[Event]) -> None:
        self.entries += [Entry(move, e) for e in events if telling(e)]
        del self.entries[:-LIMIT]

    def undone(self, moves: int) -> None:
        """The match went back to `moves` moves: later lines go."""
        self.entries = [e for e in self.entries if e.move <= moves]

    def lines(self, reader: int | None, phrase: Phrase, since: int = 0,
              last: int | None = None) -> list[str]:
        """The lines `reader` may read, of moves after `since`, the `last` ones only."""
        if last is None:
            return [text for entry in self.entries if entry.move > since
                    for text in (phrase(entry.event, reader),) if text]
        out: list[str] = []  # the latest only: phrased from the end, as far back as needed
        for entry in reversed(self.entries):
            if len(out) >= last or entry.move <= since:
                break
            text = phrase(entry.event, reader)
            if text:
                out.append(text)
        return out[::-1]


@dataclass
class Recaps:
    """Up to which move each human seat has seen the table."""

    seen: dict[int, int] = field(default_factory=dict)

    def saw(self, seat: int, moves: int) -> None:
        self.seen[seat] = moves

    def since(self, seat: int) -> int | None:
        """The move after which `seat` has not looked (None: never looked yet)."""
        return self.seen.get(seat)

    def recap(self, seat: int, history: History, phrase: Phrase) -> list[str]:
        """What happened since `seat` last looked (since the game began, before their first
        turn), phrased for them: the latest `RECAP_LINES` lines."""
        since = self.since(seat)
        return history.lines(seat, phrase, since or 0, RECAP_LINES)


def history_of(match: Match) -> History:
    """The history of a match opened part-way (a resumed game, a screenshot): its log played
    again on a fresh copy, a real-time game's ticks of its clock included (what stops the log
    replaying, a refused entry, ends the history there)."""
    history = History()
    again = match.restarted()
    for entry in match.log:
        if "tick" in entry:
            for _ in range(int(entry["tick"])):
                history.told(len(again.log), again.tick(float(entry["dt"])))
            continue
        try:
            events = again.submit(action_from_dict(entry, match.spec.action_types))
        except IllegalAction:
            return history
        history.told(len(again.log), events)
    return history

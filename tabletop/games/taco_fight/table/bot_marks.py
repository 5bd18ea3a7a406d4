"""What the bots just did, marked where it landed: a tag with the bot's seat mark and name and
the card it played, over the place the card went, for a few seconds.

Four seats play at once, so a person can't watch the others' hands; each bot action leaves a
tag that stays long enough to read (`MARK_SECONDS` of the table's time, whatever the animation
speed) and never holds a bot back: it is drawn from the events after they happened. A newer
tag on the same place takes the older one's spot; at most `MOST` are shown, the newest.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.core.actions import Event
from tabletop.core.language import Language
from tabletop.games.taco_fight.rules import events as E
from tabletop.games.taco_fight.rules.cards import TacoFightData
from tabletop.games.taco_fight.table.ink import Z_MARKS
from tabletop.games.taco_fight.table.phrases import attack_label, face_name

MARK_SECONDS = 2.5
"""How long a bot's tag stays on the table (long enough to read a few words)."""
MOST = 8
"""The most tags shown at once (the newest)."""


@dataclass(frozen=True)
class BotMark:
    """`seat`'s bot did `text` at `place` (an event's place string, or 'taco:ID')."""

    seat: int
    text: str
    place: str
    until: float


def tag_z(mark: BotMark) -> float:
    """A tag's depth: a newer tag over an older one, each tag's the same for as long as it
    shows (a tag coming or going leaves the others' depths, and pictures, as they were)."""
    return Z_MARKS + 0.09 * mark.until / (mark.until + 1000.0)


def describe(event: Event, name: str, data: TacoFightData,
             words: Language | None = None) -> tuple[str, str] | None:
    """(what the tag says, where it goes) for a seat's play, or None for what the game did
    by itself."""
    seat = getattr(event, "seat", -1)
    if seat is None or seat < 0:
        return None
    words = words or Language()
    _ = words.gettext
    if isinstance(event, E.Built) and event.cards:
        card = data.card(event.cards[-1])
        return _("{name} adds {card}").format(name=name, card=face_name(card, words)), \
            event.dst  # (no value after it: "Rosa adds Tortilla 0" read as plate 0)
    if isinstance(event, E.Smashed) and event.cards:
        card = data.card(event.cards[-1])
        return words.ngettext("{name} smashes: {count} fist", "{name} smashes: {count} fists",
                              card.fists).format(name=name, count=card.fists), event.dst
    if isinstance(event, E.Flipped) and event.cards:
        return _("{name} flips {card}").format(
            name=name, card=face_name(data.card(event.cards[-1]), words)), event.dst
    if isinstance(event, E.Placed) and event.cards:
        return _("{name} places {taco}").format(
            name=name, taco=attack_label(data.card(event.cards[-1]), words)), event.dst
    if isinstance(event, E.Grabbed):
        return _("{name} grabs {count}").format(name=name, count=len(event.cards)), event.dst
    if isinstance(event, E.Given):
        return _("{name} gives a card").format(name=name), event.dst
    if isinstance(event, E.KitchenTurnedOver):
        return _("{name} refills pantry").format(name=name), event.dst
    if isinstance(event, E.PantryShuffled):
        return _("{name} shuffles").format(name=name), f"pantry:{seat}"
    if isinstance(event, E.StabProgress) and event.started:
        return _("{name} stabs!").format(name=name), f"taco:{event.taco}"
    if isinstance(event, E.TacoEaten):
        return _("{name} eats it").format(name=name), event.dst
    return None


class BotMarks:
    """The tags on the table now, one per place."""

    def __init__(self) -> None:
        self._marks: dict[str, BotMark] = {}

    def add(self, seat: int, text: str, place: str, now: float) -> None:
        self._marks.pop(place, None)  # the newest goes last
        self._marks[place] = BotMark(seat, text, place, now + MARK_SECONDS)
        while len(self._marks) > MOST:
            del self._marks[next(iter(self._marks))]

    def live(self, now: float) -> list[BotMark]:
        """The tags still showing at `now`, oldest first (the ones past their time go)."""
        gone = [place for place, mark in self._marks.items() if mark.until <= now]
        for place in gone:
            del self._marks[place]
        return list(self._marks.values())

    def clear(self) -> None:
        self._marks.clear()

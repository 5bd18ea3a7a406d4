"""Phrase books: the one place a fact of the rules becomes words, for one reader.

A reader is a seat (the player a fact may be about reads "you") or None (everyone at the
table: the line at the bottom, a replay). Each game's table has a book of its own
(`Phrases` with a wording per kind of fact), which falls back to the kit's: the core's
refusals and the coach's. Another language or a narrator is another book over the same facts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.core.actions import NotAMove, UnreadableMove
from tabletop.core.facts import Fact
from tabletop.core.game import NotOver
from tabletop.core.language import N_, Language
from tabletop.core.match import Match
from tabletop.core.registry import GameSpec
from tabletop.core.scoring import ScoreBreakdown
from tabletop.phones import facts as phone
from tabletop.tutorial.coach import CoachAsks, CoachTalking, NotThatOne, TutorialOver

Reader = int | None
"""Who reads: a seat, or None for everyone at the table."""
Wording = Callable[[Any, Reader], str | None]
"""One kind of fact in words for a reader (None: nothing to tell them)."""

KIND_WORDS = {
    "int": N_("a whole number"),
    "str": N_("a name"),
    "bool": N_("yes or no"),
    "tuple[int, ...]": N_("a list of whole numbers"),
    "tuple[str, ...]": N_("a list of names"),
}
"""An action field's kind, as a refusal names it."""


def ordinal(n: int, words: Language | None = None) -> str:
    """1 -> '1st', 2 -> '2nd', 11 -> '11th' (each ending in the catalog: Spanish says '1.º')."""
    words = words or Language()
    ending = n % 10
    if 10 <= n % 100 <= 20 or ending not in (1, 2, 3):
        return words.pgettext("ordinal", "{n}th").format(n=n)
    if ending == 1:
        return words.pgettext("ordinal", "{n}st").format(n=n)
    if ending == 2:
        return words.pgettext("ordinal", "{n}nd").format(n=n)
    return words.pgettext("ordinal", "{n}rd").format(n=n)


def capital(text: str) -> str:
    """A line may start with 'an Empty Taco…': a capital letter for the screen."""
    return text[:1].upper() + text[1:]


class SeatWords:
    """How a game's phrase book names the seats for a reader: "you" to the seat a fact is
    about, its name to everyone else (each game's words build on it)."""

    def __init__(self, names: Sequence[str], words: Language | None = None) -> None:
        self.names = tuple(names)
        self.language = words or Language()
        """The language the book speaks."""

    def who(self, seat: int, reader: Reader) -> str:
        """'You' to the seat itself, its name to everyone else (first in a sentence)."""
        return "You" if seat == reader else self.names[seat]

    def whom(self, seat: int, reader: Reader) -> str:
        """'you' to the seat itself, its name to everyone else (not first in a sentence)."""
        return "you" if seat == reader else self.names[seat]

    def whose(self, seat: int, reader: Reader) -> str:
        """'your' to the seat itself, "Ana's" to everyone else."""
        return "your" if seat == reader else f"{self.names[seat]}'s"

    def _(self, message: str) -> str:
        return self.language.gettext(message)

    def always(self, message: str) -> Wording:
        """A fact said the same way to everyone: `message` (marked `N_`) in the book's
        language."""
        said = self._(message)

        def wording(fact: Any, reader: Reader) -> str:
            return said
        return wording


def kit_words(fact: Fact, reader: Reader, words: Language) -> str | None:
    """The kit's own words: the core's refusals and the coach's."""
    _ = words.gettext
    if isinstance(fact, NotOver):
        return _("The game is not over yet.")
    if isinstance(fact, NotAMove):
        return _("That is not a move.")
    if isinstance(fact, CoachTalking):
        return _("The coach is still talking: press Next (or Space) first.")
    if isinstance(fact, NotThatOne):
        return _(fact.wrong) if fact.wrong else _("Not that one yet: do what the coach asks.")
    if isinstance(fact, CoachAsks):
        return _(fact.say)
    if isinstance(fact, TutorialOver):
        return _("The tutorial is over: choose Play for real, or go back to the menu.")
    phone_said = phone_words(fact, words)
    if phone_said is not None:
        return phone_said
    if isinstance(fact, UnreadableMove):
        kind = KIND_WORDS.get(fact.kind)
        return _("That move cannot be read: its {field} should be {kind}.").format(
            field=fact.field, kind=_(kind) if kind is not None else fact.kind)
    return None


def phone_words(fact: Fact, words: Language) -> str | None:
    """The phones' own facts (`tabletop/phones/facts.py`) in words."""
    _ = words.gettext
    if isinstance(fact, phone.UnreadableMessage):
        return _("Your phone sent something the table cannot read: reload the page.")
    if isinstance(fact, phone.TooLong):
        return _("That message is too long (at most {limit} bytes): reload the page.").format(
            limit=fact.limit)
    if isinstance(fact, phone.TooFast):
        return _("Too many taps at once: wait a moment, then tap again.")
    if isinstance(fact, phone.TakenOver):
        return _("Another phone opened your link and plays your seat now.")
    if isinstance(fact, phone.NotYourSeat):
        return _("That move is another player's: your phone plays only your seat.")
    if isinstance(fact, phone.TableMovedOn):
        return _("The table moved on before your move arrived: look again and tap again.")
    if isinstance(fact, phone.PhoneLeft):
        return _("{name}'s phone left. T, or the pause menu: {name} plays here; B: a bot "
                 "plays for {name}.").format(name=fact.name)
    if isinstance(fact, phone.TableClosed):
        return _("The table has stopped playing on phones: you can close this page.")
    if isinstance(fact, phone.PhoneJoined):
        return _("{name} plays on a phone now.").format(name=fact.name)
    if isinstance(fact, phone.PhoneBack):
        return _("{name}'s phone is back.").format(name=fact.name)
    if isinstance(fact, phone.CannotServe):
        return _("Phones could not start: {why}").format(why=fact.why)
    return join_words(fact, words)


def join_words(fact: Fact, words: Language) -> str | None:
    """What a phone joining at seat setup is told, and what the setup screen says of it."""
    _ = words.gettext
    if isinstance(fact, phone.TableFull):
        return _("Every seat is taken: ask the host to make room.")
    if isinstance(fact, phone.GameStarted):
        return _("The game has started: join the next one.")
    if isinstance(fact, phone.GameEnded):
        return _("This game has just ended: join when the host sets up the next one.")
    if isinstance(fact, phone.NameTaken):
        return _("{name} is already playing: give a name of your own.").format(name=fact.name)
    if isinstance(fact, phone.NoName):
        return _("Type your name first.")
    if isinstance(fact, phone.JoinedByPhone):
        return _("{name} joined from a phone.").format(name=fact.name)
    return None


def phone_page_words(words: Language) -> dict[str, str]:
    """The phone page's own labels, in `words`'s language."""
    _ = words.gettext
    return {
        "hand": _("Your hand"),
        "moves": _("Your moves"),
        "cancel": _("Cancel"),
        "pick": _("Tap a card, then where it goes."),
        "choose": _("Now choose where it goes."),
        "choose_one": _("{group}: choose one below."),
        "waiting": _("Waiting for the table…"),
        "over": _("The game is over: the results are on the table."),
        "connecting": _("Connecting to the table…"),
        "lost": _("The table is out of reach: reconnecting…"),
        "closed": _("This seat is no longer played on a phone."),
        "your_turn": _("Your turn!"),
        "choose_place": _("Now tap where it goes: the places lit green."),
        "marks": _("What the marks mean"),
        "more": _("More actions"),
        "place_number": _("Position {number}"),
    }


def phone_join_words(words: Language) -> dict[str, str]:
    """The join link's page (a phone asking for a seat at seat setup), in `words`'s language."""
    _ = words.gettext
    return {
        "join_title": _("Join as a new player"),
        "name": _("Your name"),
        "join": _("Take a seat"),
        "asking": _("Asking the table…"),
        "players": _("Already at the table"),
        "connecting": _("Connecting to the table…"),
        "lost": _("The table is out of reach: reconnecting…"),
    }


def phone_waiting_words(words: Language) -> str:
    """A phone seat's page before the game starts."""
    return words.gettext("You're in! The game starts when the host presses Start.")


def phone_seated_words(words: Language) -> dict[str, str]:
    """A phone seat's page before the game starts: what its big mark is, and who is at the
    table (its own name marked)."""
    _ = words.gettext
    return {"you_on_tv": _("Your mark on the TV"), "seated": _("At the table"),
            "you": _("{name} (you)")}


def kit_or(book: Phrases | None, words: Language) -> Phrases:
    """`book`, or the kit's words alone for a game that has none."""
    return book if book is not None else Phrases(language=words)


def book_of(spec: GameSpec, match: Match, words: Language) -> Phrases:
    """The phrase book of `match`'s game (its spec's `phrases`) in `words`'s language, or the
    kit's words alone."""
    return kit_or(spec.phrase_book([seat.name for seat in match.setup.seats], match.data,
                                   match.rules, words), words)


@dataclass(frozen=True)
class Phrases:
    """A phrase book: a wording per kind of fact, the kit's words for the rest."""

    wordings: Mapping[type, Wording] = field(default_factory=dict)
    language: Language = field(default_factory=Language)
    """The language the book speaks (the kit's words are in it too)."""

    def say(self, fact: Fact, reader: Reader = None) -> str | None:
        """`fact` in words for `reader` (None: nothing to tell them)."""
        wording = self.wordings.get(type(fact))
        if wording is not None:
            return wording(fact, reader)
        return kit_words(fact, reader, self.language)

    def word(self, said: Fact | str, reader: Reader = None) -> str:
        """A fact in words, or words already worded as they are ('' for nothing to say)."""
        return said if isinstance(said, str) else self.say(said, reader) or ""

    def breakdown(self, part: ScoreBreakdown) -> ScoreBreakdown:
        """A seat's score breakdown with every reason and note in words."""
        lines = tuple(replace(line, label=self.word(line.label)) for line in part.lines)
        return replace(part, lines=lines, notes=tuple(self.word(n) for n in part.notes))

    def refusal(self, fact: Fact, reader: Reader = None) -> str:
        """A refusal's words (a refusal always says something)."""
        return self.say(fact, reader) or self.language.gettext("That move is not allowed now.")

"""A saved game or replay in the player's words: its seats, how far it went, whose rules."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from tabletop.core.game import BOT, Seat
from tabletop.core.language import Language
from tabletop.core.registry import GameSpec


def seat_names(words: Language, seats: Sequence[Seat]) -> str:
    """"Ana, Rosa (bot), Diego (bot)"."""
    return ", ".join(
        words.gettext("{name} (bot)").format(name=s.name) if s.kind == BOT else s.name
        for s in seats)


def progress_text(words: Language, spec: GameSpec, turns: int) -> str:
    """"12 turns played": how far a saved game went, in the spec's words."""
    text = spec.progress[0 if turns == 0 else 1 if turns == 1 else 2]
    return words.gettext(text).format(n=turns, next=turns + 1)


def rules_note(words: Language, spec: GameSpec, rules_version: int) -> str:
    """"" when made under the rules `spec` plays by; else a plain sentence saying which."""
    if rules_version == spec.rules_version:
        return ""
    if rules_version < spec.rules_version:
        return words.gettext("Saved with an older version of the {game} rules").format(
            game=spec.title)
    return words.gettext("Saved with a newer version of the {game} rules").format(
        game=spec.title)


def day_text(words: Language, moment: datetime) -> str:
    """The day of `moment` in the player's local time, as the language writes a date:
    "Dec 6, 2026", "6 dic 2026"."""
    local = moment.astimezone()
    months = (words.pgettext("month", "Jan"), words.pgettext("month", "Feb"),
              words.pgettext("month", "Mar"), words.pgettext("month", "Apr"),
              words.pgettext("month", "May"), words.pgettext("month", "Jun"),
              words.pgettext("month", "Jul"), words.pgettext("month", "Aug"),
              words.pgettext("month", "Sep"), words.pgettext("month", "Oct"),
              words.pgettext("month", "Nov"), words.pgettext("month", "Dec"))
    return words.pgettext("date", "{month} {day}, {year}").format(
        month=months[local.month - 1], day=local.day, year=local.year)


def moment_text(words: Language, moment: datetime) -> str:
    """`moment`'s day and time in the player's local time: "Dec 6, 2026, 18:04"."""
    local = moment.astimezone()
    return words.pgettext("date and time", "{day}, {time}").format(
        day=day_text(words, moment), time=local.strftime("%H:%M"))

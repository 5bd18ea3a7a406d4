"""Narration at a table (Settings → Narration, or its key): a voice says each new "What
happened" line as it happens, what the keys' focus rests on and what it may do, whose turn it
is, and on a key the table's summary or the last line again.

What is said is what the reader may read: history lines are phrased for the table's viewer
(None while the hot-seat curtain is up: public lines only), and the focus speaks only while a
seat views the table, which is when the table shows its hand. The words are the table's own:
its phrase book, its explanations (`tooltips.Explanation`) and its top bar.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from tabletop.core.language import N_, Language
from tabletop.input import intents as it

TOGGLE_KEY, SUMMARY_KEY, REPEAT_KEY = "narration", "summary", "repeat"
"""The key map's actions (F4, F5, F6 until the player chooses other keys): narration on or
off; the table's summary; the last line again (free at every table)."""
KEY_TIPS = N_("{narration}: narration  \u00b7  {summary}: summary  \u00b7  {repeat}: again")
"""The narration keys as the top bar lists them while narration is on."""
ON, OFF = N_("Narration on."), N_("Narration off.")


def toggle_narration(services: Any) -> bool:
    """Narration on or off (saved), said either way; whether a change was made (none without
    settings)."""
    settings = services.settings
    if settings is None:
        return False
    changed = dataclasses.replace(settings, narration=not settings.narration)
    if services.storage is not None:
        services.storage.update_settings(changed)
    services.settings = changed
    services.speech.say(services.words.gettext(ON if changed.narration else OFF), interrupt=True)
    return True
NOTHING_YET = N_("Nothing has happened yet.")


class Voice(Protocol):
    """The services' speech, as narration uses it."""

    def say(self, text: str, interrupt: bool = False) -> None: ...


def scores_words(names: Sequence[str], scores: Sequence[int | float], label: str,
                 viewer: int | None, words: Language | None = None) -> str:
    """"Cards taken: you 3, Lupe 5." (the viewer's own seat said as "you")."""
    _ = (words or Language()).gettext
    you = _("you")
    parts = [_("{name} {score}").format(name=you if seat == viewer else name,
                                        score=f"{score:g}")
             for seat, (name, score) in enumerate(zip(names, scores, strict=True))]
    return _("{label}: {scores}.").format(label=label[:1].upper() + label[1:],
                                          scores=", ".join(parts))


def is_narration_key(intent: it.Intent) -> bool:
    return it.action_of(intent) in (TOGGLE_KEY, SUMMARY_KEY, REPEAT_KEY)


@dataclass
class Narrator:
    """What was said last: the focus's words, the latest line, the seats that were to act."""

    focus: str | None = None
    last_line: str = ""
    turn_of: Hashable = None
    """The seats to act and the viewer, when the turn was last said."""
    ended: bool = False

    def told(self, lines: Sequence[str], voice: Voice) -> None:
        """New lines of what happened, said in turn after what is being said."""
        for line in lines:
            voice.say(line)
            self.last_line = line

    def focus_on(self, words: str | None, voice: Voice, interrupt: bool = True) -> None:
        """The focus rests on what `words` says (None: on nothing said): said when it changed,
        at once, cutting short whatever was being said (`interrupt`), or after it."""
        if words == self.focus:
            return
        self.focus = words
        if words:
            voice.say(words, interrupt=interrupt)

    def turn_changed(self, turn_of: Hashable) -> bool:
        """Whether the turn is no longer what it was (`turn_of`: who acts, who views)."""
        return turn_of != self.turn_of

    def turn(self, turn_of: Hashable, words: str | None, voice: Voice) -> None:
        """The turn is now `turn_of`: `words` (if any) are said, and the focus speaks anew."""
        self.turn_of = turn_of
        self.focus = None
        if words:
            voice.say(words)
            self.last_line = words

    def game_over(self, words: str, voice: Voice) -> None:
        """The game ended: `words` once."""
        if not self.ended:
            self.ended = True
            voice.say(words)
            self.last_line = words

    def again(self, voice: Voice, words: Language | None = None) -> None:
        voice.say(self.last_line or (words or Language()).gettext(NOTHING_YET), interrupt=True)


CUE_SECONDS = (20, 10, 5)
"""A real-time table's clock is said as it passes these seconds left."""


@dataclass
class ClockCues:
    """A real-time table's spoken cues: each new phase (a wave), and the seconds left as the
    clock passes 20, 10 and 5."""

    phase: Hashable = None
    said: frozenset[int] = frozenset()

    def heard(self, phase: Hashable, phase_words: str, left: float, timed: bool,
              words: Language | None = None) -> list[str]:
        """The cues due now, given the phase and the seconds left in it."""
        passed = frozenset(s for s in CUE_SECONDS if timed and left <= s)
        if phase != self.phase:
            self.phase, self.said = phase, passed
            return [phase_words]
        new = passed - self.said
        self.said = passed
        if not new:
            return []
        count = min(new)
        return [(words or Language()).ngettext("{count} second.", "{count} seconds.",
                                               count).format(count=count)]

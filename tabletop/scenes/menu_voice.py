"""Narration on the menus (Settings → Narration): a screen says what it is when it opens, then
the widget the keys' focus rests on, each time the focus moves or its value changes.

A widget is said by what it is and what the keys do to it ("Start, button", "Players: 3,
choice; Left and Right change it"); a screen adds what it knows beyond its labels (which game a
card's Play button is for, whose seat a row is, who won). No pygame: words only."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from tabletop.core.language import Language
from tabletop.ui.detail_button import DetailButton
from tabletop.ui.widgets import Button, Choice, TextField, Widget


class Voice(Protocol):
    """The services' speech, as the menus use it."""

    def say(self, text: str, interrupt: bool = False) -> None: ...


def sentence(*parts: str) -> str:
    """Parts said as one line, each ending with a full stop unless it ends otherwise."""
    return " ".join(p if p[-1] in ".!?:" else f"{p}." for p in (q.strip() for q in parts) if p)


def widget_words(widget: Widget, words: Language) -> str:
    """What a widget is and what the keys do to it, in words."""
    _ = words.gettext
    if isinstance(widget, Choice):
        value = widget.display(widget.value)
        shown = _("{label}: {value}").format(label=widget.label, value=value) \
            if widget.label else value
        return _("{choice}, choice; Left and Right change it.").format(choice=shown)
    if isinstance(widget, TextField):
        return _("{name}, text field: {text}.").format(name=widget.placeholder,
                                                      text=widget.text or _("empty"))
    if isinstance(widget, DetailButton):
        parts = [widget.label, widget.corner, widget.detail, widget.note]
        return _("{label}, button.").format(label=", ".join(p for p in parts if p))
    if isinstance(widget, Button):
        if not widget.enabled:
            return _("{label}, button, unavailable.").format(label=widget.label)
        return _("{label}, button.").format(label=widget.label)
    return ""


@dataclass
class MenuVoice:
    """What a menu said last: whether its title was said, and the focus's words."""

    titled: bool = False
    focus: str | None = None

    def follow(self, title: str, focus: str | None, voice: Voice) -> None:
        """The screen's title once (after what is being said), then the focus whenever its
        words change (cutting short what was being said)."""
        if not self.titled:
            self.titled, self.focus = True, focus
            line = sentence(title, focus or "")
            if line:
                voice.say(line)
            return
        if focus != self.focus:
            self.focus = focus
            if focus:
                voice.say(focus, interrupt=True)

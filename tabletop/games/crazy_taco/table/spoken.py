"""Narration at the Crazy Taco table: what the keys' focus rests on, as one spoken line.

Each line starts with where the focus is in the ring ("3 of 14: ") so a player who cannot see
knows how far Left and Right go; a die says the face it shows, a place says whether the picked
dice go there, and every line ends with what Enter does. No pygame: words from what the view
hands over (its tooltip's lines, the die's face, the rules' verdict)."""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.core.language import Language
from tabletop.games.crazy_taco.table.card_names import face_word
from tabletop.input.control_words import KEPT


def sentences(lines: Sequence[str]) -> str:
    """Tooltip lines as sentences: "Welcome. Order: 1 food + 1 drink, pays $2"."""
    return ". ".join(line[0].upper() + line[1:].rstrip(".") for line in lines if line)


def ring_words(index: int, count: int, words: str, language: Language) -> str:
    """"3 of 14: …" (where the focus is in the ring)."""
    return language.gettext("{index} of {count}: {words}").format(index=index + 1, count=count,
                                                                   words=words)


def die_words(name: str, face: str, lines: Sequence[str], picked: bool,
              language: Language) -> str:
    """A die in the kitchen: its name, the face it shows, where it is, what Enter does (named
    by its token, for the key the player chose)."""
    _ = language.gettext
    shown = _("{die}, showing {face}").format(die=_(name), face=face_word(face, language))
    rest = sentences(lines[2:])  # the tooltip's name and faces are said otherwise
    end = _("Picked. {confirm} puts it back.") if picked else _("{confirm} picks it.")
    return " ".join(w for w in (f"{shown}.", f"{rest}." if rest else "", end) if w)


def target_words(lines: Sequence[str], picked: int, accepts: bool, language: Language) -> str:
    """A place the dice may go (a customer, the door, a bonus card, a dish): what it is, and
    whether the picked dice go there."""
    _ = language.gettext
    what = sentences(lines)
    if not picked:
        end = _("Pick dice first, then {confirm} places them here.")
    elif accepts:
        end = language.ngettext("{confirm} places the picked die here.",
                                "{confirm} places the {count} picked dice here.",
                                picked).format(count=picked, **KEPT)
    else:
        end = language.ngettext("The picked die cannot go here.",
                                "The {count} picked dice cannot go here.",
                                picked).format(count=picked)
    return f"{what}. {end}" if what else end


def reroll_words(cost: int, picked: int, accepts: bool, language: Language) -> str:
    """The re-roll cup."""
    _ = language.gettext
    what = _("The re-roll cup: roll picked dice again for ${cost}.").format(cost=cost)
    if not picked:
        end = _("Pick dice first.")
    elif accepts:
        end = _("{confirm} rolls the picked dice again.")
    else:
        end = _("The picked dice cannot be rolled again now.")
    return f"{what} {end}"


def button_words(label: str, language: Language) -> str:
    return language.gettext("{label} button. {confirm} presses it.").format(label=label, **KEPT)


def card_words(lines: Sequence[str], marked: bool, language: Language) -> str:
    """A card in the customer player's hand."""
    _ = language.gettext
    end = _("Marked. {confirm} unmarks it.") if marked else _("{confirm} marks it.")
    return f"{sentences(lines)}. {end}"


def resting_words(lines: Sequence[str], language: Language) -> str:
    """A resting worker while overtime may bring them back."""
    end = language.gettext("{confirm} pays overtime for them.")
    return f"{sentences(lines)}. {end}"


def dialog_words(title: str, lines: Sequence[str], widget: str, index: int, count: int,
                 language: Language) -> str:
    """A question over the table, and the button or choice the focus is on."""
    focus = ring_words(index, count, widget, language)
    return f"{sentences([title, *lines])}. {focus}"

"""A `Language` is the translator the services hold: English says its messages as written."""

from __future__ import annotations

from tabletop.core.language import LANGUAGES, N_, Language, titled


def test_english_says_every_message_as_written():
    words = Language()
    assert words.gettext("Play") == "Play"
    assert words.ngettext("{count} card", "{count} cards", 1) == "{count} card"
    assert words.ngettext("{count} card", "{count} cards", 3) == "{count} cards"
    assert words.pgettext("setting", "On") == "On"
    assert words.npgettext("taco", "{count} card", "{count} cards", 2) == "{count} cards"


def test_an_empty_message_stays_empty_and_never_becomes_the_header():
    assert Language().gettext("") == ""
    assert Language().pgettext("setting", "") == ""


def test_the_marker_only_marks():
    assert N_("Resume") == "Resume"


def test_each_language_is_named_in_itself():
    assert LANGUAGES == {"en": "English", "es": "Español"}


def test_a_title_ending_in_punctuation_takes_a_dash_not_a_colon():
    """'¡Taco Fight!: player aid' doubles its punctuation: the colon becomes a dash there, in
    any language (the title is never translated); other titles keep their colon."""
    assert titled("¡Taco Fight!: player aid", "¡Taco Fight!") == "¡Taco Fight! — player aid"
    assert titled("¡Taco Fight!: ayuda de juego", "¡Taco Fight!") == \
        "¡Taco Fight! — ayuda de juego"
    assert titled("Taco Loco: player aid", "Taco Loco") == "Taco Loco: player aid"
    assert titled("Scores", "¡Taco Fight!") == "Scores"

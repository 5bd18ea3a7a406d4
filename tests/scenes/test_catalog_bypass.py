"""Nothing bypasses the catalog: every scene is drawn in the pseudo-locale (`qps`, in which
every message that went through the catalog has its letters accented), and a drawn text with a
plain letter left in it, names apart, was written around the catalog. Every text rendered while
a state is staged counts too (card faces, a booklet's page: pictures kept from before the
frame), and only two kinds of words may stay as they are written: the printed rulebook (the
booklet's last page, as printed) and a broken file's problem on the error screen (its file,
field and problem, in the words of whoever keeps the game's files).

Scenes and states not converted yet are listed, each with what is left to do: the lists must
shrink to nothing. A new state of `every_scene` must be placed in one list or the other."""

from __future__ import annotations

import re

import pytest

from tabletop.core.language import LANGUAGES
from tabletop.games.catalog import game_specs
from tabletop.scenes.seat_setup import BOT_NAMES, DEFAULT_NAMES
from tabletop.tools.arguments import BOT_NAMES as HEADLESS_BOTS
from tabletop.tools.pseudo_locale import pseudo, pseudo_language
from tabletop.ui.fonts import TextLog
from tests.scenes.every_scene import CONVERTED as CHECKED
from tests.scenes.every_scene import NAMES, every_state, fresh_services
from tests.scenes.layout_checks import texts_by_scene

NOT_YET = {
}
"""States not converted yet, and what still writes English around the catalog."""
SCENES_NOT_YET: dict[str, str] = {}
"""Scenes drawn under a checked one that are not converted yet (by their base class)."""

STATES = every_state()
PLAIN = re.compile(r"[A-Za-z]+")


def names() -> list[str]:
    """What is never translated: people's names and the games' titles, longest first."""
    titles = [spec.title for spec in game_specs().values()]
    found = {*NAMES, *DEFAULT_NAMES, *BOT_NAMES, *HEADLESS_BOTS, *titles, "Taco Tabletop",
             *LANGUAGES.values()}
    return sorted(found, key=len, reverse=True)


def plain_words(text: str, known: list[str]) -> list[str]:
    """The words of `text` in plain letters, once names and key letters are taken out
    ("H", "F1", "Tab": a key's own name)."""
    for name in known:
        text = text.replace(name, " ")
    return [w for w in PLAIN.findall(text) if not (len(w) == 1 and w.isupper()) and w != "Tab"]


def flat(text: str) -> str:
    return " ".join(text.split())


def as_written(stack) -> list[str]:
    """What the scenes on `stack` show in the words it was written in, on purpose: a booklet's
    printed rulebook, an error screen's file, field and problem."""
    from tabletop.assets.texts import rules_texts
    from tabletop.scenes.error import ErrorScene
    from tabletop.scenes.rules_page import RulesScene

    kept = []
    for scene in stack.scenes:
        if isinstance(scene, RulesScene):
            kept.append(flat(rules_texts(scene.spec.rulebook, scene.spec.decisions)[0]))
        if isinstance(scene, ErrorScene):
            kept += [flat(str(value)) for _, value in scene.lines()]
    return kept


def written_so(text: str, kept: list[str]) -> bool:
    """`text` is (a line of) something shown as it was written."""
    line = flat(text)
    return bool(line) and any(line in words for words in kept)


def checked(name: str) -> bool:
    return name.startswith(CHECKED)


def test_every_state_is_checked_or_listed_as_not_converted_yet():
    unplaced = [s.name for s in STATES
                if not checked(s.name) and not s.name.startswith(tuple(NOT_YET))]
    assert not unplaced


def test_the_pseudo_locale_accents_every_letter_and_keeps_placeholders():
    said = pseudo("Pass to {name}: {confirm}")
    assert "{name}" in said and "{confirm}" in said
    assert not plain_words(said.replace("{name}", "").replace("{confirm}", ""), [])
    assert len(said) >= len("Pass to {name}: {confirm}") * 1.4


@pytest.mark.parametrize("state", [s for s in STATES if checked(s.name)],
                         ids=lambda s: s.name)
def test_every_text_drawn_came_through_the_catalog(state, tmp_path):
    services = fresh_services(tmp_path)
    services.words = pseudo_language()
    state.prepare(services)
    staged = TextLog()
    services.fonts.log = staged
    try:
        stack = state.stage(services)
    finally:
        services.fonts.log = None
    known, kept = names(), as_written(stack)
    bypassed = []
    drawn: list[tuple[str, TextLog]] = [("while staged", staged)]
    for scene, log in texts_by_scene(services, stack):
        kinds = {cls.__name__ for cls in type(scene).__mro__}
        if not kinds & set(SCENES_NOT_YET):
            drawn.append((type(scene).__name__, log))
    for where, log in drawn:
        for text in dict.fromkeys(log.rendered):
            left = plain_words(text, known)
            if left and not written_so(text, kept):
                bypassed.append(f"{where}: {text!r} ({' '.join(left)})")
    assert not bypassed, "\n".join(bypassed)

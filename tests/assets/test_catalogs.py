"""The catalogs: the template holds every message the code marks (it is never stale), Spanish
translates every one (nothing missing or fuzzy, the same placeholders), the compiled `.mo`
that the app and the executable open is the `.po` compiled, and the system's language picks
the first one."""

from __future__ import annotations

import io
import re
import string
from pathlib import Path

import polib
import pytest
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import write_mo
from babel.messages.plurals import get_plural
from babel.messages.pofile import read_po

from tabletop.assets.catalogs import DOMAIN, load_language, locale_root, system_language
from tabletop.core.errors import DataError
from tabletop.core.language import LANGUAGES

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = locale_root() / f"{DOMAIN}.pot"
TRANSLATED = [code for code in LANGUAGES if code != "en"]


def keys(entries) -> set[tuple[str | None, str, str | None]]:
    return {(e.msgctxt, e.msgid, e.msgid_plural or None) for e in entries if e.msgid}


def catalog(code: str) -> Path:
    return locale_root() / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def placeholders(text: str) -> set[str]:
    """The `{name}` fields of a message (the controls' tokens among them)."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def test_the_template_is_not_stale_against_the_code(tmp_path, monkeypatch):
    """Extracting again (docs/translating.md's command) gives the committed template's
    messages, no more and no fewer."""
    monkeypatch.chdir(ROOT)
    fresh = tmp_path / "fresh.pot"
    CommandLineInterface().run(["pybabel", "-q", "extract", "-F", "babel.cfg", "--no-location",
                                "--sort-output", "-o", str(fresh), "."])
    now, committed = keys(polib.pofile(str(fresh))), keys(polib.pofile(str(TEMPLATE)))
    assert not now - committed, f"not in the template yet: {sorted(now - committed, key=str)}"
    assert not committed - now, f"no longer in the code: {sorted(committed - now, key=str)}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_and_none_is_fuzzy(code):
    po = polib.pofile(str(catalog(code)))
    assert keys(po) == keys(polib.pofile(str(TEMPLATE))), "update the catalog from the template"
    assert not po.untranslated_entries(), [e.msgid for e in po.untranslated_entries()]
    assert not po.fuzzy_entries(), [e.msgid for e in po.fuzzy_entries()]
    assert not po.obsolete_entries(), [e.msgid for e in po.obsolete_entries()]
    forms = plural_forms(po)
    for entry in po:
        if entry.msgid_plural:
            assert sorted(entry.msgstr_plural) == list(range(forms)), \
                f"{entry.msgid!r}: fill every one of the {forms} plural forms"
            assert all(entry.msgstr_plural.values()), f"{entry.msgid!r}: an empty plural form"


def plural_forms(po: polib.POFile) -> int:
    """How many plural forms the catalog's header declares."""
    found = re.search(r"nplurals\s*=\s*(\d+)", po.metadata.get("Plural-Forms", ""))
    assert found, "the catalog's header declares no plural forms"
    return int(found.group(1))


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_plural_forms_header_is_babels_rule_for_the_language(code):
    """The header says what Babel's (CLDR's) plural rule says: Spanish has three forms
    (one, many: a million and its multiples, other)."""
    po = polib.pofile(str(catalog(code)))
    assert po.metadata["Plural-Forms"].rstrip(";") == str(get_plural(code)).rstrip(";")


@pytest.mark.parametrize("code", TRANSLATED)
def test_a_translation_keeps_its_messages_placeholders(code):
    for entry in polib.pofile(str(catalog(code))):
        said = [entry.msgstr] if not entry.msgid_plural else list(entry.msgstr_plural.values())
        wanted = placeholders(entry.msgid) | placeholders(entry.msgid_plural or "")
        for text in said:
            assert placeholders(text) <= wanted and placeholders(text) >= (
                placeholders(entry.msgid) if not entry.msgid_plural else set()), \
                f"{entry.msgid!r} -> {text!r}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_committed_mo_is_the_po_compiled(code):
    """What a fresh clone, `pip install -e .` and the executable open: no build step needed."""
    with catalog(code).open("rb") as file:
        compiled = io.BytesIO()
        write_mo(compiled, read_po(file))
    assert catalog(code).with_suffix(".mo").read_bytes() == compiled.getvalue(), \
        "compile the catalogs (docs/translating.md)"


def test_spanish_opens_with_its_plural_rules_and_contexts():
    words = load_language("es")
    assert words.code == "es"
    assert words.gettext("Play") == "Jugar"
    assert words.ngettext("{count} player", "{count} players", 1) == "{count} jugador"
    assert words.ngettext("{count} player", "{count} players", 4) == "{count} jugadores"
    assert words.pgettext("setting", "On") == "Activo"  # a state, never a "Sí" answering nothing


def test_an_unknown_language_is_a_clear_message():
    with pytest.raises(DataError, match="unknown language"):
        load_language("tlh")


@pytest.mark.parametrize(("environ", "code"), [
    ({"LANG": "es_MX.UTF-8"}, "es"),
    ({"LANG": "es_ES"}, "es"),
    ({"LC_ALL": "es_AR.UTF-8", "LANG": "en_US.UTF-8"}, "es"),
    ({"LANGUAGE": "es_MX:en", "LANG": "en_US.UTF-8"}, "es"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "Spanish_Mexico.1252"}, "es"),
    ({}, "en"),
])
def test_the_first_start_follows_the_system_language(environ, code):
    assert system_language(environ) == code


def test_the_extractor_reads_the_data_files_labels():
    text = (ROOT / "babel.cfg").read_text(encoding="utf-8")
    assert re.search(r"^\[yaml_keys: data/settings\.yaml\]", text, re.M)
    template = keys(polib.pofile(str(TEMPLATE)))
    assert (None, "Master volume", None) in template


def test_the_template_holds_every_booklet_piece_aid_line_and_example_step():
    """What the booklet and the aid ask the catalog for at run time is what the extractors
    put in it (the booklets' Markdown pieces, the aid's and examples' words)."""
    from tabletop.games.catalog import game_specs
    from tabletop.scenes.guide_sources import aid_of, examples_of
    from tabletop.ui.markdown import translatable

    template = {msgid for _, msgid, _ in keys(polib.pofile(str(TEMPLATE)))}
    wanted: set[str] = set()
    for spec in game_specs().values():
        wanted |= set(translatable((ROOT / "data" / spec.booklet).read_text(encoding="utf-8")))
        aid = aid_of(spec)
        assert aid is not None
        wanted |= {aid.title} | {s.heading for s in aid.sections}
        wanted |= {line.text for s in aid.sections for line in s.lines}
        for example in examples_of(spec).values():
            wanted |= {example.title, example.intro} | {step.says for step in example.steps}
    assert not wanted - template, sorted(wanted - template)[:5]

"""A range a player reads ("1–4 players", "Normal 1–3", "1–9: jump") is written with an en
dash, never a hyphen, so every screen writes ranges one way."""

from __future__ import annotations

import re
from pathlib import Path

import polib

ROOT = Path(__file__).resolve().parents[2]
HYPHEN_RANGE = re.compile(r"(?<![\w.#/-])\d+-\d+(?![\w.-])")


def test_the_spanish_catalog_writes_its_ranges_with_an_en_dash():
    po = polib.pofile(str(ROOT / "tabletop" / "locale" / "es" / "LC_MESSAGES" / "tabletop.po"))
    hyphens = [e.msgstr for e in po if not e.obsolete and HYPHEN_RANGE.search(e.msgstr)]
    assert not hyphens


def test_the_booklets_key_line_writes_its_range_with_an_en_dash():
    from tabletop.scenes.rules_page import KEYS

    assert "1–{last}" in KEYS and not HYPHEN_RANGE.search(KEYS)

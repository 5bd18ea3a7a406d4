"""The phone page is dressed as the table: its colours are the palette's (ART.md)."""

import re

from tabletop.phones.server import page_file
from tabletop.ui import palette

NAMES = {"felt": palette.FELT, "felt-dark": palette.FELT_DARK, "felt-light": palette.FELT_LIGHT,
         "cream": palette.CREAM, "cream-dark": palette.CREAM_DARK, "charcoal": palette.CHARCOAL,
         "marigold": palette.MARIGOLD, "chili": palette.CHILI, "lime": palette.LIME,
         "magenta": palette.MAGENTA, "sky": palette.SKY, "gold": palette.GOLD}


def test_the_page_colours_are_the_tables():
    css = page_file("phone.css").decode()
    declared = dict(re.findall(r"--([a-z-]+):\s*(#[0-9a-f]{6})", css))
    for name, colour in NAMES.items():
        assert palette.hex_rgb(declared[name]) == colour, name


def test_the_seats_are_marked_in_their_colours_and_shapes():
    css = page_file("phone.css").decode()
    script = page_file("phone.js").decode()
    assert all(f".seat-{seat}" in css for seat in (1, 2, 3))
    assert all(glyph in script for glyph in palette.SHAPE_GLYPHS.values())


def test_the_page_fetches_nothing_from_elsewhere():
    for name in ("phone.html", "phone.css", "phone.js"):
        text = page_file(name).decode()
        assert "http://" not in text and "https://" not in text and "//cdn" not in text


def test_ci_installs_the_browser_its_test_needs_when_missing():
    from pathlib import Path

    script = (Path(__file__).parents[2] / ".ci" / "run").read_text()
    assert "command -v chromedriver" in script
    assert "install -y -qq chromium chromium-driver" in script


def test_the_page_reads_no_number_out_of_words_or_ids():
    """Numbers come typed in the picture (`budget_count`, `TablePlace.number`, `Tally.number`):
    the page matches no pattern against its words or keys to find one."""
    script = page_file("phone.js").decode()
    assert ".exec(" not in script and "RegExp" not in script
    assert not re.search(r"\.match\(/", script)
    assert "p.budget_count" in script and "place.number" in script


def test_lime_means_one_thing_a_legal_move_or_target():
    """Green is a card that plays or a place that takes it, nothing else: a die kept, a chosen
    button, a ready key and a special taco each have their own look."""
    css = page_file("phone.css").decode()
    rules = re.findall(r"([^{}]+)\{([^{}]*)\}", css)
    green = {sel.strip().split("\n")[-1] for sel, body in rules
             if "var(--lime)" in body or "140, 198, 63" in body or "5f8a28" in body}
    allowed = (".legal", ".target", ".lit", ".seat-2")
    assert all(any(word in sel for word in allowed) for sel in green), green

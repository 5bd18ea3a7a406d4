"""The Markdown subset of the decisions pages, read into blocks."""

from tabletop.ui.markdown import (
    BULLET,
    DATA_FILES,
    HEADING,
    NUMBERED,
    PARAGRAPH,
    ROW,
    Span,
    parse,
    plain,
    spans_of,
)

PAGE = """# Taco Loco: how it plays

The numbers live in `data/taco_loco/cards.yaml`. See [the rules](rules.md).

## The cards
- 70 cards: **Legendary** and *Lonesome*
  tacos, continued here.
- Second item
1. first step; 2. second step
goes on.

| card | how many |
|---|---|
| Empty taco | 10 |
"""


def test_a_page_reads_into_headings_paragraphs_lists_and_rows():
    blocks = parse(PAGE)
    assert [(b.kind, b.level) for b in blocks] == [
        (HEADING, 1), (PARAGRAPH, 0), (HEADING, 2), (BULLET, 0), (BULLET, 0), (NUMBERED, 0),
        (ROW, 0)]
    assert blocks[0].text == "Taco Loco: how it plays"
    assert blocks[1].text == f"The numbers live in {DATA_FILES}. See the rules."
    assert blocks[3].text == "70 cards: Legendary and Lonesome tacos, continued here."
    assert blocks[5].marker == "1." and blocks[5].text == "first step; 2. second step goes on."
    assert blocks[6].text == "Empty taco: how many 10"


def test_emphasis_becomes_styled_spans():
    assert spans_of("a **bold** and *slanted* word") == (
        Span("a "), Span("bold", bold=True), Span(" and "), Span("slanted", italic=True),
        Span(" word"))


def test_stars_that_are_not_emphasis_stay():
    assert spans_of("6 × 2 food, 2 * 3 = 6") == (Span("6 × 2 food, 2 * 3 = 6"),)


def test_code_that_is_not_a_path_is_kept_as_text():
    assert spans_of('option `top-of-taco`') == (Span("option top-of-taco"),)


def test_plain_text_is_one_paragraph_per_line():
    assert [b.text for b in plain("Components\n\n50 cards\n")] == ["Components", "50 cards"]


def test_a_page_is_translated_piece_by_piece_and_keeps_its_shape():
    from tabletop.ui.markdown import translatable, translated

    page = ("<!-- a note for whoever edits it -->\n\n## The cards\n\nOne **card**\nper line.\n"
            "{example a-turn}\n- first\n- second\n")
    assert translatable(page) == ["The cards", "One **card**\nper line.", "- first\n- second"]
    said = translated(page, lambda message: message.upper())
    assert "## THE CARDS" in said and "{example a-turn}" in said and "<!-- a note" in said
    assert parse(translated(page, lambda message: message)) == parse(page)


def test_every_booklet_and_decisions_page_reads_the_same_through_an_identity_catalog():
    from pathlib import Path

    from tabletop.ui.markdown import translated

    pages = sorted((Path(__file__).resolve().parents[2] / "data").glob("*/*.md"))
    assert len(pages) >= 8
    for page in pages:
        text = page.read_text(encoding="utf-8")
        assert parse(translated(text, lambda message: message)) == parse(text), page.name

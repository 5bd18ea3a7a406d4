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

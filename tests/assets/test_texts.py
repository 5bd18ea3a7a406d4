"""The rulebook and decisions texts: a missing file is said in words, with no file path."""

from tabletop.assets.texts import rules_texts


def test_a_missing_page_says_so_without_a_path():
    book, ours = rules_texts("no-such-rulebook.txt", "no_game/decisions.md")
    assert "missing" in book and "missing" in ours
    for text in (book, ours):
        assert "/" not in text and ".md" not in text and ".txt" not in text


def test_the_pages_are_read():
    book, ours = rules_texts("004_66e0707556dc2b82.txt", "taco_loco/decisions.md")
    assert "Taco Loco" in book and ours.startswith("# Taco Loco")

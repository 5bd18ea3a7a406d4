"""A game's aid, booklet and worked examples read from its data files (named by its spec)."""

from __future__ import annotations

from tabletop.assets.texts import data_text, rules_texts
from tabletop.assets.yaml_data import read_data
from tabletop.core.errors import DataError
from tabletop.core.language import N_, Language
from tabletop.core.registry import GameSpec
from tabletop.ui.guide import Aid, Example, Section, booklet_sections, parse_aid, parse_examples


def aid_of(spec: GameSpec) -> Aid | None:
    """The game's player aid (None: it has none); DataError when its file is wrong."""
    if not spec.aid:
        return None
    return parse_aid(read_data(spec.aid), f"data/{spec.aid}")


def examples_of(spec: GameSpec) -> dict[str, Example]:
    """The game's worked examples by id; DataError when their file is wrong."""
    if not spec.examples:
        return {}
    return parse_examples(read_data(spec.examples), f"data/{spec.examples}")


def booklet_of(spec: GameSpec, words: Language | None = None) -> list[Section]:
    """The booklet's sections in `words`'s language; DataError when the booklet or its
    examples are wrong (the rulebook and the decisions, when missing, say so in their own
    sections)."""
    rulebook, decisions = rules_texts(spec.rulebook, spec.decisions)
    booklet = data_text(spec.booklet) if spec.booklet else ""
    return booklet_sections(booklet, examples_of(spec), decisions, rulebook,
                            f"data/{spec.booklet}", words)


ABOUT = N_("About this booklet")
UNREADABLE = N_("This game's booklet pages cannot be read, so only the project's decisions "
                "and the rulebook follow. What is wrong, for whoever keeps the game's files:")


def plain_booklet(spec: GameSpec, problem: DataError,
                  words: Language | None = None) -> list[Section]:
    """The booklet when its own pages cannot be read: the decisions and the rulebook, after a
    page saying what is wrong (the problem itself in the maintainer's words)."""
    from tabletop.ui.markdown import HEADING, PARAGRAPH, Block, Span

    _ = (words or Language()).gettext
    rulebook, decisions = rules_texts(spec.rulebook, spec.decisions)
    note = Section(_(ABOUT), (
        Block(HEADING, (Span(_(ABOUT)),), level=1),
        Block(PARAGRAPH, (Span(_(UNREADABLE)),)),
        Block(PARAGRAPH, (Span(str(problem)),))), key=ABOUT)
    return [note, *booklet_sections("", {}, decisions, rulebook, words=words)]

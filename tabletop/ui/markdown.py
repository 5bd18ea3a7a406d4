"""The small part of Markdown our `decisions.md` pages use, read into blocks a page can draw.

Headings (`#` to `######`), paragraphs, bullet and numbered lists (continued by the lines under
them), tables (each row one line, naming its columns) and, inside them, `**bold**`,
`*emphasis*`, `` `code` `` and `[links](...)`; a picture `![words](name)` in a paragraph or
an item names a card face or die (by the game's own name for it) to show beside it. What a
player should not read is left out: the markup itself, and file paths in code spans, which
become "the game's data files".
No pygame here.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from tabletop.core.language import N_

HEADING = "heading"
PARAGRAPH = "paragraph"
BULLET = "bullet"
NUMBERED = "numbered"
ROW = "row"

DATA_FILES = N_("the game's data files")
"""What a file path in a code span reads as on screen (in English: a page in another language
is read with its own words for it, see `parse`)."""

_HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^ {0,3}[-*+]\s+(.*)$")
_NUMBERED = re.compile(r"^ {0,3}(\d{1,3})[.)]\s+(.*)$")
_RULE = re.compile(r"^ {0,3}([-*_])(\s*\1){2,}\s*$")
_TABLE_SEPARATOR = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_INLINE = re.compile(r"\*\*(?P<bold>.+?)\*\*|__(?P<bold2>.+?)__|`(?P<code>[^`]+)`"
                     r"|\[(?P<link>[^\]]+)\]\([^)]*\)"
                     r"|(?<![\w*])\*(?P<em>[^*\s](?:[^*]*[^*\s])?)\*(?![\w*])"
                     r"|(?<![\w_])_(?P<em2>[^_\s](?:[^_]*[^_\s])?)_(?![\w_])")
_PICTURE = re.compile(r"!\[[^\]]*\]\(\s*([^)\s]+)\s*\)\s*")
_PATH = re.compile(r"[\w*.-]+/[\w*./-]+|[\w*-]+\.(?:ya?ml|md|tmx|json|txt|py)\b")


@dataclass(frozen=True)
class Span:
    """A run of text in one style."""

    text: str
    bold: bool = False
    italic: bool = False


@dataclass(frozen=True)
class Block:
    """A heading (`level` 1-6), a paragraph, a list item (`marker` "1." for numbered ones)
    or a table row; `pictures` names what is shown beside it, `aside` sets it apart (a worked
    example)."""

    kind: str
    spans: tuple[Span, ...]
    level: int = 0
    marker: str = ""
    pictures: tuple[str, ...] = ()
    aside: bool = False

    @property
    def text(self) -> str:
        return "".join(span.text for span in self.spans)


def spans_of(text: str, bold: bool = False, data_files: str = DATA_FILES) -> tuple[Span, ...]:
    """Inline markup read into styled runs (the markup itself dropped; a file path reads as
    `data_files`)."""
    spans: list[Span] = []
    at = 0
    for match in _INLINE.finditer(text):
        if match.start() > at:
            spans.append(Span(text[at:match.start()], bold))
        at = match.end()
        inner = match.group("bold") or match.group("bold2")
        if inner is not None:
            spans += [Span(s.text, True, s.italic) for s in spans_of(inner, True, data_files)]
        elif match.group("code") is not None:
            code = match.group("code")
            spans.append(Span(data_files if _PATH.search(code) else code, bold))
        elif match.group("link") is not None:
            spans += spans_of(match.group("link"), bold, data_files)
        else:
            spans.append(Span(match.group("em") or match.group("em2"), bold, True))
    if at < len(text):
        spans.append(Span(text[at:], bold))
    return tuple(_merged(spans))


def _merged(spans: list[Span]) -> list[Span]:
    out: list[Span] = []
    for span in spans:
        if not span.text:
            continue
        if out and (out[-1].bold, out[-1].italic) == (span.bold, span.italic):
            out[-1] = Span(out[-1].text + span.text, span.bold, span.italic)
        else:
            out.append(span)
    return out


def _cells(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [cell.strip() for cell in line.split("|")]


def _row(cells: list[str], header: list[str], data_files: str) -> Block:
    """A table row as one line: the first cell in bold, the others after their column's
    name ("how many 10 · score 1")."""
    assert header is not None
    spans = list(spans_of(cells[0], True, data_files)) if cells else []
    rest = []
    for i, cell in enumerate(cells[1:], start=1):
        name = header[i] if i < len(header) else ""
        rest.append(f"{name} {cell}".strip())
    if rest:
        spans += spans_of((": " if spans else "") + " · ".join(rest), False, data_files)
    return Block(ROW, tuple(_merged(spans)))


def parse(text: str, data_files: str = DATA_FILES) -> list[Block]:
    """The blocks of a Markdown page, in order (a file path in a code span reads as
    `data_files`: the page's language's words for it)."""
    blocks: list[Block] = []
    kind: str = ""
    lines: list[str] = []
    extra: dict[str, str] = {}
    header: list[str] | None = None

    def close() -> None:
        nonlocal kind, lines, extra
        if kind and lines:
            text = " ".join(lines)
            pictures = tuple(_PICTURE.findall(text))
            blocks.append(Block(kind, spans_of(_PICTURE.sub("", text).strip(), False, data_files),
                                marker=extra.get("marker", ""), pictures=pictures))
        kind, lines, extra = "", [], {}

    for raw in text.splitlines():
        line = raw.rstrip()
        stripped = line.strip()
        if not stripped:
            close()
            header = None
            continue
        if stripped.startswith("|"):
            close()
            if _TABLE_SEPARATOR.match(stripped):
                continue
            cells = _cells(stripped)
            if header is None:
                header = cells  # the header row names the columns; each row repeats them
            else:
                blocks.append(_row(cells, header, data_files))
            continue
        header = None
        heading = _HEADING.match(line)
        if heading:
            close()
            blocks.append(Block(HEADING, spans_of(heading.group(2), False, data_files),
                                level=len(heading.group(1))))
            continue
        if _RULE.match(line):
            close()
            continue
        bullet = _BULLET.match(line)
        numbered = _NUMBERED.match(line)
        if bullet:
            close()
            kind, lines = BULLET, [bullet.group(1)]
        elif numbered:
            close()
            kind, lines = NUMBERED, [numbered.group(2)]
            extra = {"marker": f"{numbered.group(1)}."}
        elif kind:
            lines.append(stripped)  # a paragraph or an item goes on
        else:
            kind, lines = PARAGRAPH, [stripped]
    close()
    return blocks


def plain(text: str) -> list[Block]:
    """Plain text (a rulebook) as blocks: every line that is not blank is a paragraph."""
    return [Block(PARAGRAPH, (Span(line.strip()),)) for line in text.splitlines()
            if line.strip()]


# --- translating a page ------------------------------------------------------------------------
_KEPT = re.compile(r"^\s*(<!--|\{example\s)")
"""Lines a translator never sees: a comment, a worked example's marker."""


def _pieces(text: str) -> list[tuple[str, str, bool]]:
    """(markup kept, words, translated?) for each piece of a page: a heading's words after its
    `#`s; a paragraph, list or table whole (its lines as written); a blank line, a comment or
    an example's marker as it is."""
    out: list[tuple[str, str, bool]] = []
    run: list[str] = []
    comment = False

    def close() -> None:
        if run:
            out.append(("", "\n".join(run), True))
            run.clear()

    for raw in text.splitlines():
        line = raw.rstrip()
        if comment or _KEPT.match(line) or not line.strip():
            close()
            if line.lstrip().startswith("<!--"):
                comment = True
            if comment and "-->" in line:
                comment = False
            out.append((line, "", False))
            continue
        heading = _HEADING.match(line)
        if heading:
            close()
            out.append((heading.group(1) + " ", heading.group(2), True))
            continue
        run.append(line)
    close()
    return out


def translatable(text: str) -> list[str]:
    """The messages of a Markdown page, in order: what `translated` asks a catalog for (the
    Markdown extractor of `babel.cfg` gives them to the catalog)."""
    return [words for _, words, said in _pieces(text) if said and words]


def translated(text: str, say: Callable[[str], str]) -> str:
    """The page with each of its messages said by `say` (a language's `gettext`): headings keep
    their level, comments and example markers stay."""
    return "\n".join(markup + say(words) if said else markup
                     for markup, words, said in _pieces(text))

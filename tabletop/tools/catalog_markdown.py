"""A Babel extractor for the booklets' Markdown pages (`babel.cfg` names it): each heading,
paragraph, list and table, as `ui.markdown.translatable` splits the page, goes into the catalog
whole, with its markup, so a translator keeps the bold and the pictures where they belong."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import IO, Any

from tabletop.ui.markdown import translatable


def extract_markdown(fileobj: IO[bytes], _keywords: Any, _comment_tags: Any,
                     options: Mapping[str, str]) -> Iterator[tuple[int, None, str, list[str]]]:
    """(no line, no function, message, no comments) for every piece of the page."""
    for message in translatable(fileobj.read().decode("utf-8")):
        yield 0, None, message, []

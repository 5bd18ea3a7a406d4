"""A Babel extractor for the data files' words (`babel.cfg` names it): the value of each key
its options name (`keys = label`), wherever it sits in the file, goes into the catalog, and
each string of a list under a key its `lists` option names (`lists = lines`: an aid's lines
written as plain strings)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import IO, Any

import yaml


def extract_yaml(fileobj: IO[bytes], _keywords: Any, _comment_tags: Any,
                 options: Mapping[str, str]) -> Iterator[tuple[int, None, str, list[str]]]:
    """(no line, no function, message, no comments) for every string under one of `keys`
    (the catalog keeps no locations)."""
    keys = {k.strip() for k in options.get("keys", "label").split(",") if k.strip()}
    lists = {k.strip() for k in options.get("lists", "").split(",") if k.strip()}
    found: list[Any] = [yaml.safe_load(fileobj.read().decode("utf-8"))]
    while found:
        value = found.pop(0)
        if isinstance(value, dict):
            for key, inner in value.items():
                if key in keys and isinstance(inner, str) and inner:
                    yield 0, None, inner, []
                if key in lists and isinstance(inner, list):
                    for item in inner:
                        if isinstance(item, str) and item:
                            yield 0, None, item, []
                found.append(inner)
        elif isinstance(value, list):
            found.extend(value)

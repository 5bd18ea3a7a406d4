"""The rules screen's "Our decisions" tab reads as a page: no Markdown or file paths on screen."""

from __future__ import annotations

import re

import pytest

from tabletop.scenes.rules_page import RulesScene
from tabletop.ui.markdown import BULLET, HEADING, parse
from tests.scenes.every_scene import GAMES, on_stack
from tests.scenes.helpers import headless_services
from tests.scenes.layout_checks import texts_drawn

RAW_MARKUP = re.compile(r"^\s*#|\*\*|__|`|\]\(|^\s*[-*+]\s|^\s*\|")
FILE_PATH = re.compile(r"\b(data|seeds|tabletop)/|\.(ya?ml|md|tmx|txt|json)\b")


@pytest.fixture(scope="module")
def services():
    return headless_services()


def page_texts(services, game: str, tab: int) -> list[str]:
    scene = RulesScene(services, services.specs[game])
    scene.show(tab)
    stack = on_stack(scene)
    return texts_drawn(services, stack).rendered


@pytest.mark.parametrize("game", GAMES)
def test_our_decisions_show_no_markup_and_no_file_path(services, game):
    texts = page_texts(services, game, 1)
    assert len(texts) > 30
    raw = [t for t in texts if RAW_MARKUP.search(t)]
    paths = [t for t in texts if FILE_PATH.search(t)]
    assert not raw, f"Markdown on screen: {raw[:5]}"
    assert not paths, f"file paths on screen: {paths[:5]}"


@pytest.mark.parametrize("game", GAMES)
def test_our_decisions_are_drawn_as_headings_lists_and_emphasis(services, game):
    scene = RulesScene(services, services.specs[game])
    blocks = parse(scene.texts[1])
    assert {HEADING, BULLET} <= {b.kind for b in blocks}
    texts = page_texts(services, game, 1)
    headings = [b.text for b in blocks if b.kind == HEADING]
    assert set(headings) <= set(texts)  # each drawn whole, its "#" gone
    short_bold = [s.text.strip() for b in blocks for s in b.spans if s.bold and len(s.text) < 24]
    assert set(short_bold) <= {t.strip() for t in texts}  # a run of its own, in its own ink


def test_the_rulebook_tab_still_shows_the_rulebook(services):
    texts = page_texts(services, "taco-loco", 0)
    assert any("Taco Loco" in t for t in texts)

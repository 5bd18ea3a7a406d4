"""A file set aside is told in a whole sentence of the catalog, in the player's language: every
kind of file, for every reason, and what went wrong while saving."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.assets.catalogs import load_language
from tabletop.core.language import Language
from tabletop.storage.highscores import HighScoreStore
from tabletop.storage.problems import SET_ASIDE, Notice, said, set_aside_message
from tabletop.storage.stats import StatsStore
from tabletop.storage.tutorials import TutorialStore

SPANISH = load_language("es")


@pytest.mark.parametrize(("what", "reason"), list(SET_ASIDE))
def test_every_file_set_aside_is_told_in_a_whole_sentence(what, reason):
    notice = set_aside_message(what, Path("x.corrupt-1.json"), reason)
    assert isinstance(notice, Notice) and notice.startswith(what) and "x.corrupt-1.json" in notice
    spanish = said(notice, SPANISH)
    assert spanish != notice and "x.corrupt-1.json" in spanish and "{" not in spanish


@pytest.mark.parametrize("name", ["stats.json", "highscores.json", "tutorials.json"])
@pytest.mark.parametrize("body", ["{not json", json.dumps({"version": 99})])
def test_what_the_stores_set_aside_is_said_in_spanish(tmp_path, name, body):
    (tmp_path / name).write_text(body, encoding="utf-8")
    stores = (StatsStore(tmp_path), HighScoreStore(tmp_path), TutorialStore(tmp_path))
    stores[0].all(), stores[1].entries(), stores[2].all()
    (notice,) = [n for store in stores for n in store.document.take_notices()]
    assert isinstance(notice, Notice)
    assert said(notice, SPANISH).startswith("Tu") and "se apart" in said(notice, SPANISH)
    assert said(notice, Language()) == notice


def test_a_setting_not_valid_names_the_setting_in_the_players_language():
    from tabletop.storage.settings import NOT_VALID

    notice = Notice(NOT_VALID, ("setting",), setting="Master volume", problem="0 to 100")
    assert said(notice, SPANISH).startswith("El ajuste \u201c" + SPANISH.gettext("Master volume"))
    assert said("a plain sentence", SPANISH) == "a plain sentence"

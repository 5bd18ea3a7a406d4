"""The facade that builds every store over one folder."""

from __future__ import annotations

from tabletop.storage.settings import defaults
from tabletop.storage.user_data import UserData

from .conftest import finish, new_match


def test_open_builds_every_store_over_one_folder(folder, clock):
    user = UserData.open(folder, clock=clock)
    assert user.settings.load().settings == defaults(user.data)
    match = new_match(moves=2)
    user.saves.write(match)
    assert user.saves.has_continue()
    user.saves.discard("counting", finish(match))
    assert len(user.replays.records()) == 1
    user.stats.record_match(match)
    assert user.stats.get("counting").played == 1
    assert user.high_scores.add(["Ana"], "normal", 1, 4) == 1
    (folder / "stats.json").write_text("{")
    user.stats.all()
    (notice,) = user.take_notices()
    assert "statistics" in notice
    assert user.take_notices() == ()
    assert sorted(p.name for p in folder.iterdir() if "corrupt" not in p.name) == [
        "highscores.json", "replays", "saves"]


def test_open_without_a_folder_uses_the_user_data_folder(private_user_data):
    user = UserData.open()
    assert user.folder.is_dir()
    assert str(user.folder).startswith(str(private_user_data))

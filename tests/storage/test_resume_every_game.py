"""Save mid-turn and Continue, for every game: the resumed state equals the saved one."""

import pytest

from tabletop.assets.game_data import load_game_data
from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.games.catalog import game_specs
from tabletop.storage.service import StorageService
from tabletop.tools.screenshot import advance


class FakeServices:
    def __init__(self):
        self.specs = game_specs()
        self._data = {}

    def game_data(self, spec):
        if spec.id not in self._data:
            self._data[spec.id] = load_game_data(spec)
        return self._data[spec.id]


@pytest.mark.parametrize("game", list(game_specs()))
def test_save_mid_game_and_continue_exactly(tmp_path, game):
    services = FakeServices()
    spec = services.specs[game]
    players = max(spec.min_players, min(2, spec.max_players))
    seats = tuple(Seat(f"P{i}", HUMAN if i == 0 else BOT) for i in range(players))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 11, {}))
    advance(match, 600 if spec.realtime else 9)
    storage = StorageService.open_default(tmp_path)
    storage.autosave(match)
    storage.flush()  # autosaves are written off the frame
    reopened = StorageService.open_default(tmp_path)
    (saved,) = reopened.saved_games(services.specs)
    resumed = reopened.resume(saved, services)
    assert not isinstance(resumed, str), resumed
    resumed_spec, resumed_match = resumed
    assert resumed_spec.id == game
    assert resumed_match.rules.snapshot() == match.rules.snapshot()
    assert resumed_match.check_value() == match.check_value()


def test_a_corrupt_save_is_set_aside_and_continue_says_why(tmp_path):
    services = FakeServices()
    spec = services.specs["taco-loco"]
    seats = (Seat("Ana", HUMAN), Seat("Rosa", BOT))
    match = Match(spec, services.game_data(spec), GameSetup(seats, 3, {}))
    advance(match, 4)
    storage = StorageService.open_default(tmp_path)
    storage.autosave(match)
    storage.flush()  # autosaves are written off the frame
    save = next((tmp_path / "saves").glob("*.json"))
    save.write_text(save.read_text()[:40], encoding="utf-8")  # killed halfway by a bad disk
    reopened = StorageService.open_default(tmp_path)
    assert reopened.saved_games(services.specs) == []
    notices = " ".join(reopened.take_notices())
    assert "set aside" in notices
    assert list((tmp_path / "saves").glob("*.corrupt-*"))  # kept, never deleted


def test_every_game_keeps_its_own_unfinished_game_and_each_resumes(tmp_path):
    """Four games saved one after another: all four are offered, and each resumes exactly."""
    services = FakeServices()
    storage = StorageService.open_default(tmp_path)
    played = {}
    for number, (game, spec) in enumerate(services.specs.items()):
        seats = (Seat("Ana", HUMAN), Seat("Rosa", BOT))[: max(spec.min_players, 2)]
        match = Match(spec, services.game_data(spec), GameSetup(seats, 30 + number, {}))
        advance(match, 300 if spec.realtime else 3 + number)
        storage.autosave(match)
        played[game] = match
    storage.flush()
    reopened = StorageService.open_default(tmp_path)
    offered = reopened.saved_games(services.specs)
    assert sorted(saved.game for saved in offered) == sorted(played)
    for saved in offered:
        resumed = reopened.resume(saved, services)
        assert not isinstance(resumed, str), resumed
        assert resumed[1].rules.snapshot() == played[saved.game].rules.snapshot()

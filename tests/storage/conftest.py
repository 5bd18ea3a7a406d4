"""Shared fixtures for the storage tests: a user folder, a fixed clock, small limits, matches."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from tabletop.core.game import BOT, HUMAN, GameSetup, Seat
from tabletop.core.match import Match
from tabletop.storage.settings_data import StorageLimits

from .fake_game import DATA, SPEC


class StepClock:
    """A clock that moves one minute forward every time it is read."""

    def __init__(self) -> None:
        self.moment = datetime(2025, 1, 31, 18, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.moment += timedelta(minutes=1)
        return self.moment


@pytest.fixture
def folder(tmp_path):
    path = tmp_path / "user"
    path.mkdir()
    return path


@pytest.fixture
def clock():
    return StepClock()


@pytest.fixture
def limits():
    return StorageLimits(replays_kept=3, high_scores_kept=5, replay_snapshot_every=4,
                         replay_max_snapshots=100)


def new_match(moves: int = 3, seed: int = 7, humans: int = 1, players: int = 2,
              length: str = "short") -> Match:
    """A counting match after `moves` bot-chosen moves (human seats first)."""
    seats = tuple(Seat(f"Human{i}", HUMAN) if i < humans else Seat(f"Bot{i}", BOT)
                  for i in range(players))
    match = Match(SPEC, DATA, GameSetup(seats, seed, {"length": length}))
    for _ in range(moves):
        seat = match.rules.actors()[0]
        match.submit(match.bot_decision(seat).action)
    return match


def finish(match: Match) -> Match:
    while not match.rules.is_over():
        seat = match.rules.actors()[0]
        match.submit(match.bot_decision(seat).action)
    return match
